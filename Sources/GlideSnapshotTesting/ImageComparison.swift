import Foundation
import GlideRender
import GlideUIKit

/// How Glide's image strategies turn images into PNG and compare them, as swift-snapshot-testing's
/// iOS image diffing does: PNG bytes first, then pixels with a precision (the fraction of pixels that
/// must match) and a perceptual precision (how close, in CIE94 ΔE, a pixel must be to match).
package struct ImageComparison: Sendable {
    /// `rsvg-convert`'s path, or nil when it is missing (then no PNG can be made and every comparison fails).
    package var toolPath: String?

    /// A comparison that renders with the `rsvg-convert` at `toolPath` (nil: missing).
    package init(toolPath: String?) {
        self.toolPath = toolPath
    }

    /// The comparison with the `rsvg-convert` on the `PATH`.
    package static var installed: ImageComparison { ImageComparison(toolPath: PNGConverter.toolPath) }

    /// The message every image comparison fails with when `rsvg-convert` is missing.
    package static let missingTool =
        "Glide renders snapshots to PNG with rsvg-convert, which is not installed (Debian's librsvg2-bin; `make deps` installs it): the image cannot be compared."

    /// `image` as PNG: its own bytes for a decoded image, else drawn by Glide's renderer (wireframes off,
    /// transparent where nothing is drawn) at `size × scale` pixels; nil without `rsvg-convert` (or off the main thread).
    package func png(_ image: UIImage) -> Data? {
        if image.imageOrientation == .up, case .encoded(let data)? = image.cgImage?.content { return data }
        guard toolPath != nil, image.size.width > 0, image.size.height > 0, MainActorQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated {
            var options = ScreenRenderer.Options()
            options.wireframes = false
            return try? ScreenRenderer(options: options).png(of: image)
        }
    }

    /// Nil when `new` matches `reference`, else why not (and the pictures to attach).
    package func compare(_ reference: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> (message: String, attachments: [(Data, String)])? {
        guard toolPath != nil else { return (Self.missingTool, []) }
        guard let referenceData = png(reference), let old = try? PNGImage(data: referenceData) else {
            return ("Reference image could not be loaded.", [])
        }
        guard new.size.width > 0, new.size.height > 0 else { return ("Newly-taken snapshot is empty.", [(referenceData, "reference.png")]) }
        guard let newData = png(new), let current = try? PNGImage(data: newData) else {
            return ("Newly-taken snapshot could not be rendered.", [(referenceData, "reference.png")])
        }
        if referenceData == newData || old == current { return nil }
        let attachments = [(referenceData, "reference.png"), (newData, "failure.png")]
        guard old.width == current.width, old.height == current.height else {
            return ("Newly-taken snapshot@\(new.size) (\(current.width) × \(current.height) px) does not match reference (\(old.width) × \(old.height) px).", attachments)
        }
        let difference = Self.difference(old, current)
        let all = attachments + [(difference.pngData(), "difference.png")]
        if precision >= 1, perceptualPrecision >= 1 { return ("Newly-taken snapshot does not match reference.", all) }
        let threshold = (1 - perceptualPrecision) * 100
        var failing = 0
        var maximumDeltaE: Float = 0
        for i in stride(from: 0, to: old.pixels.count, by: 4) {
            let deltaE = perceptualPrecision < 1 ? Self.deltaE94(old.pixels, current.pixels, at: i) : (Self.samePixel(old.pixels, current.pixels, at: i) ? 0 : 100)
            if deltaE > threshold {
                failing += 1
                maximumDeltaE = max(maximumDeltaE, deltaE)
            }
        }
        let actual = 1 - Float(failing) / Float(old.width * old.height)
        guard actual < precision else { return nil }
        var message = "The percentage of pixels that match \(actual) is less than required \(precision)"
        if perceptualPrecision < 1 {
            message += "\nThe lowest perceptual color precision \(1 - min(maximumDeltaE / 100, 1)) is less than required \(perceptualPrecision)"
        }
        return (message, all)
    }

    static func samePixel(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Bool {
        a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
    }

    /// Each pixel's largest component difference, as grey (what swift-snapshot-testing attaches as the difference).
    static func difference(_ a: PNGImage, _ b: PNGImage) -> PNGImage {
        var pixels = [UInt8](repeating: 255, count: a.pixels.count)
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            var m = 0
            for k in 0..<4 { m = max(m, abs(Int(a.pixels[i + k]) - Int(b.pixels[i + k]))) }
            pixels[i] = UInt8(m); pixels[i + 1] = UInt8(m); pixels[i + 2] = UInt8(m)
        }
        return PNGImage(width: a.width, height: a.height, pixels: pixels)
    }

    /// CIE94 ΔE between two pixels (composited over white), 0 (same) to about 100.
    static func deltaE94(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Float {
        let (l1, a1, b1) = lab(a, i), (l2, a2, b2) = lab(b, i)
        let dL = l1 - l2
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dC = c1 - c2
        let dA = a1 - a2, dB = b1 - b2
        let dH2 = max(0, dA * dA + dB * dB - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIELAB (D65) of a pixel composited over white.
    static func lab(_ p: [UInt8], _ i: Int) -> (Float, Float, Float) {
        let alpha = Float(p[i + 3]) / 255
        func linear(_ c: UInt8) -> Float {
            let v = Float(c) / 255 * alpha + (1 - alpha)
            return v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[i]), g = linear(p[i + 1]), b = linear(p[i + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Float) -> Float { t > 0.008856 ? cbrtf(t) : 7.787 * t + 16 / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
