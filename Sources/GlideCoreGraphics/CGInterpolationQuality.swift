/// How smoothly images are resampled when drawn (`CGInterpolationQuality`); Glide records no pixels, so it is kept only.
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
    case `default` = 0, none, low, high, medium
}
