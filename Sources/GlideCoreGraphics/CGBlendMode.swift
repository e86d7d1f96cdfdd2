/// How a drawing operation composites with what is already drawn (`CGBlendMode`).
///
/// Glide differs: it records the mode with each operation, and its renderer draws the separable and
/// non-separable modes (`multiply` … `luminosity`) as SVG's `mix-blend-mode`; the Porter-Duff modes
/// (`clear`, `copy`, `sourceIn` …, `plusDarker`, `plusLighter`) are drawn as `normal`.
public enum CGBlendMode: Int32, Sendable, Hashable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter
}
