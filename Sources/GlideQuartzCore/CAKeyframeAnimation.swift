import Foundation
import GlideCoreGraphics

/// An animation through a list of values or along a path (`CAKeyframeAnimation`).
///
/// Glide's differences: `.cubic` and `.cubicPaced` use a Catmull-Rom spline for numbers and points
/// (tension, continuity and bias are ignored) and linear interpolation for other values;
/// `rotationMode` does not turn the layer.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (the same kinds as ``CABasicAnimation``'s).
    open var values: [Any]?
    /// A path for a point property to follow (overrides ``values``).
    open var path: CGPath?
    /// When each value is reached, 0 … 1 (one per value; discrete: one more than the values).
    open var keyTimes: [NSNumber]?
    /// The pacing between consecutive keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path?.copy()
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    override func endpoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        let frames = keyframes(base: base)
        guard let first = frames.first, let last = frames.last else { return nil }
        return (first, last)
    }

    /// The keyframe values as animatable values (from the path's points for a path).
    private func keyframes(base: AnimatableValue) -> [AnimatableValue] {
        if let path, !path.isEmpty {
            return path.elementValues.compactMap { $0.points.last }.map { base.coerce($0) ?? .point($0) }
        }
        return (values ?? []).compactMap { base.coerce($0) }
    }

    override func interpolatedValue(base: AnimatableValue, progress p: Double) -> AnimatableValue? {
        if let path, !path.isEmpty, case .point = base { return pathValue(path, progress: p) }
        let frames = keyframes(base: base)
        guard let first = frames.first else { return nil }
        let n = frames.count
        if n == 1 { return first }
        if calculationMode == .discrete {
            let times = validKeyTimes(count: n + 1) ?? validKeyTimes(count: n) ?? (0..<n).map { Double($0) / Double(n) }
            var i = 0
            while i + 1 < n, i + 1 < times.count, p >= times[i + 1] { i += 1 }
            return frames[i]
        }
        let times: [Double]
        if calculationMode == .paced || calculationMode == .cubicPaced {
            times = pacedTimes(frames)
        } else {
            times = validKeyTimes(count: n) ?? (0..<n).map { Double($0) / Double(n - 1) }
        }
        if p <= times[0] { return frames[0] }
        if p >= times[n - 1] { return frames[n - 1] }
        var i = 0
        while i + 2 < n, p > times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var f = span > 0 ? (p - times[i]) / span : 1
        if let fns = timingFunctions, !fns.isEmpty { f = fns[min(i, fns.count - 1)].progress(f) }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let p0 = frames[max(0, i - 1)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(n - 1, i + 2)]
            if let v = catmullRom(p0, p1, p2, p3, f) { return v }
        }
        return frames[i].interpolated(to: frames[i + 1], fraction: f)
    }

    private func validKeyTimes(count: Int) -> [Double]? {
        guard let keyTimes, keyTimes.count == count else { return nil }
        let t = keyTimes.map(\.doubleValue)
        guard zip(t, t.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        return t
    }

    private func pacedTimes(_ frames: [AnimatableValue]) -> [Double] {
        var lengths: [Double] = [0]
        for (a, b) in zip(frames, frames.dropFirst()) { lengths.append(lengths.last! + (a.distance(to: b) ?? 1)) }
        let total = lengths.last!
        guard total > 0 else { return frames.indices.map { Double($0) / Double(frames.count - 1) } }
        return lengths.map { $0 / total }
    }

    private func catmullRom(_ a: AnimatableValue, _ b: AnimatableValue, _ c: AnimatableValue, _ d: AnimatableValue, _ t: Double) -> AnimatableValue? {
        func cr(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> Double {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (-p0 + 3 * p1 - 3 * p2 + p3) * t3)
        }
        switch (a, b, c, d) {
        case let (.scalar(p0), .scalar(p1), .scalar(p2), .scalar(p3)): return .scalar(cr(p0, p1, p2, p3))
        case let (.point(p0), .point(p1), .point(p2), .point(p3)):
            return .point(CGPoint(x: cr(p0.x, p1.x, p2.x, p3.x), y: cr(p0.y, p1.y, p2.y, p3.y)))
        default: return nil
        }
    }

    /// The point on `path` at progress `p`: each element is one keyframe segment (evenly timed, or
    /// by ``keyTimes`` when there is one per element, or by arc length when paced).
    private func pathValue(_ path: CGPath, progress p: Double) -> AnimatableValue {
        let elements = path.elementValues
        // Segments: (start point, element).
        var segments: [(CGPoint, CGPathElementValue)] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for e in elements {
            switch e {
            case .moveToPoint(let q):
                segments.append((current, e))
                current = q; subpathStart = q
            case .closeSubpath:
                segments.append((current, .addLineToPoint(subpathStart)))
                current = subpathStart
            default:
                segments.append((current, e))
                current = e.points.last!
            }
        }
        let n = segments.count
        guard n > 1 else { return .point(current) }
        // Keyframe i is reached at the end of segment i; the first segment (the initial move) takes no time.
        var times: [Double]
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths: [Double] = [0]
            for (start, e) in segments.dropFirst() {
                let len: Double
                switch e {
                case .moveToPoint: len = 0
                default:
                    var prev = start, sum = 0.0
                    for k in 1...32 {
                        let q = Self.point(on: e, from: start, at: Double(k) / 32)
                        sum += Double(prev.distance(to: q)); prev = q
                    }
                    len = sum
                }
                lengths.append(lengths.last! + len)
            }
            let total = lengths.last!
            times = total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        } else {
            times = validKeyTimes(count: n) ?? (0..<n).map { Double($0) / Double(n - 1) }
        }
        if p <= times[0] { return .point(segments[0].1.points.last ?? .zero) }
        var i = 1
        while i < n - 1, p > times[i] { i += 1 }
        let span = times[i] - times[i - 1]
        var f = span > 0 ? min(1, max(0, (p - times[i - 1]) / span)) : 1
        if let fns = timingFunctions, !fns.isEmpty { f = fns[min(i - 1, fns.count - 1)].progress(f) }
        return .point(Self.point(on: segments[i].1, from: segments[i].0, at: f))
    }

    private static func point(on e: CGPathElementValue, from start: CGPoint, at t: Double) -> CGPoint {
        switch e {
        case .moveToPoint(let q): return t < 1 ? start : q
        case .addLineToPoint(let q): return CGPoint(x: start.x + (q.x - start.x) * t, y: start.y + (q.y - start.y) * t)
        case let .addQuadCurveToPoint(c, q): return CGPath.quad(start, c, q, t)
        case let .addCurveToPoint(c1, c2, q): return CGPath.cubic(start, c1, c2, q, t)
        case .closeSubpath: return start
        }
    }
}

/// How a keyframe animation computes values between keyframes (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes at `keyTimes`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed: key times follow the distance between values; `keyTimes` is ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object following a path turns with it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
