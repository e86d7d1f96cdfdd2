import Foundation
import GlideCoreGraphics

/// Receives an animation's start and stop (`CAAnimationDelegate`); both methods are optional.
///
/// Main-actor isolated (`@preconcurrency`, so Swift 5 code conforms as it does to UIKit's): Glide
/// calls it from the main actor, and the classes that conform in transition code (animators, view
/// controllers) are main-actor classes, whose methods then satisfy it in Swift 6 mode too.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation's active time begins.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends (`flag` true) or is removed from its layer or replaced before
    /// its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs when a property changes (`CAAction`): an animation, or `NSNull` for none.
public protocol CAAction {
    @MainActor func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` in a layer's `actions` disables the implicit animation of that key.
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The abstract base of explicit animations (`CAAnimation`) with its media timing.
///
/// Not main-actor isolated, as in the SDK: animations are plain values built anywhere and copied
/// when added to a layer (``CALayer/add(_:forKey:)``); the layer's copy is what runs and what the
/// delegate receives. Time is Glide's clock seen through the layer tree (see ``CACurrentMediaTime()``).
open class CAAnimation: NSObject, NSCopying, CAAction {
    /// The length of one cycle in seconds; 0 means Core Animation's default, 0.25 s.
    open var duration: CFTimeInterval = 0
    /// When the animation begins, in its layer's time; 0 when added means "now".
    open var beginTime: CFTimeInterval = 0
    /// An offset into the animation's active time.
    open var timeOffset: CFTimeInterval = 0
    /// The rate of the animation's time relative to its layer's.
    open var speed: Float = 1
    /// How many cycles run (fractions allowed; `.infinity` forever); 0 means 1.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds (instead of ``repeatCount``).
    open var repeatDuration: CFTimeInterval = 0
    /// When true each cycle plays forwards, then backwards.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// When true (the default) the animation leaves its layer when it ends.
    open var isRemovedOnCompletion = true
    /// The pacing of each cycle; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Strong, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?

    public required override init() {
        super.init()
    }

    /// A copy with the same timing and values (`copy()`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.copyState(from: self)
        return c
    }

    /// Copies every property of `other` into `self`; subclasses add theirs.
    func copyState(from other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        speed = other.speed
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
        delegate = other.delegate
    }

    /// Adds the animation to `anObject` (a layer) for `event` (the `CAAction` of implicit animations).
    @MainActor open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Timing (Core Animation's media timing model)

    /// One cycle's length: ``duration``, or 0.25 s when 0.
    var simpleDuration: Double { duration > 0 ? duration : 0.25 }

    /// The whole active time, repeats and reversals included.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let cycle = simpleDuration * (autoreverses ? 2 : 1)
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : cycle * count
    }

    /// The parent time at which the active time ends (infinite if it never does).
    var endTime: Double {
        guard speed > 0 else { return .infinity }
        return beginTime + activeDuration / Double(speed)
    }

    struct Phase {
        /// Seconds into the current cycle, after reversal (0 ... simple duration).
        var simpleTime: Double
        /// `simpleTime / simpleDuration`.
        var fraction: Double
        /// The cycle, from 0.
        var iteration: Int
    }

    /// Where the animation is at `t` in its parent's time; nil when it shows nothing (outside the
    /// active time without a fill).
    func phase(atParentTime t: Double) -> Phase? {
        let active = activeDuration
        var a = (t - beginTime) * Double(speed)
        var atEnd = false
        if a < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            a = 0
        } else if a >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            a = active
            atEnd = true
        }
        if timeOffset != 0 {
            a += timeOffset
            if active.isFinite, a > active { a = a.truncatingRemainder(dividingBy: active) }
        }
        let d = simpleDuration
        let cycle = d * (autoreverses ? 2 : 1)
        var iteration: Int
        var u: Double
        if atEnd || (active.isFinite && a >= active) {
            iteration = max(0, Int((a / cycle).rounded(.up)) - 1)
            u = a - Double(iteration) * cycle
        } else {
            iteration = Int((a / cycle).rounded(.down))
            u = a - Double(iteration) * cycle
        }
        if autoreverses, u > d { u = 2 * d - u }
        return Phase(simpleTime: u, fraction: min(1, max(0, u / d)), iteration: iteration)
    }

    /// Progress through the current cycle after the timing function.
    func progress(_ phase: Phase) -> Double {
        timingFunction?.progress(phase.fraction) ?? phase.fraction
    }

    /// The layer properties (base keys) the animation changes.
    var animatedKeys: Set<String> { [] }

    /// Applies the animation to `value`, the value of the property `key` beneath it, at parent time `t`.
    func apply(to value: inout AnimatableValue, key: String, parentTime t: Double) {}
}

/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property: `position`, `position.x`, `transform.rotation.y`, `bounds.size.width` …
    open var keyPath: String?
    /// When true the animation's values add to the property's value instead of replacing it.
    open var isAdditive = false
    /// When true each repetition starts where the previous one ended.
    open var isCumulative = false

    /// An animation of `keyPath`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override var animatedKeys: Set<String> { LayerKeyPath(keyPath).map { [$0.base] } ?? [] }

    override func apply(to value: inout AnimatableValue, key: String, parentTime t: Double) {
        guard let path = LayerKeyPath(keyPath), path.base == key,
              let phase = phase(atParentTime: t), let base = path.get(value),
              var v = interpolatedValue(base: base, progress: progress(phase))
        else { return }
        if isCumulative, phase.iteration > 0, let (start, end) = endpoints(base: base) {
            v = v.adding(end.subtracting(start).scaled(by: Double(phase.iteration)))
        }
        if isAdditive {
            value = path.isTransformComponent ? value.adding(path.delta(v)) : path.set(value, base.adding(v))
        } else {
            value = path.set(value, v)
        }
    }

    /// The value at `progress` (0 at the start, 1 at the end) given the property's value beneath.
    func interpolatedValue(base: AnimatableValue, progress: Double) -> AnimatableValue? { nil }

    /// The first and last values (for cumulative repetition).
    func endpoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue)? { nil }
}

/// An animation between two values (`CABasicAnimation`).
///
/// `fromValue`, `toValue` and `byValue` take what users pass: `NSNumber`, `CGFloat`, `Double`,
/// `Int`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`, bare or in an `NSValue`.
/// As in Core Animation: from and to interpolate between them; from and by go from → from + by;
/// by and to go to − by → to; one of them alone goes from or to the property's current value.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func endpoints(base: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        let from = base.coerce(fromValue), to = base.coerce(toValue), by = base.coerce(byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (isAdditive ? base.scaled(by: 0) : base, t)
        case let (nil, nil, b?): return (isAdditive ? base.scaled(by: 0) : base, isAdditive ? b : base.adding(b))
        default: return (base, base)
        }
    }

    override func interpolatedValue(base: AnimatableValue, progress: Double) -> AnimatableValue? {
        guard let (a, b) = endpoints(base: base) else { return nil }
        return a.interpolated(to: b, fraction: progress)
    }
}

/// A spring animation between two values (`CASpringAnimation`), solved in closed form with
/// Glide's spring (``SpringCurve``). The spring runs in real seconds: ``CAAnimation/duration``
/// only says how long it shows (set it to ``settlingDuration``, as Core Animation advises);
/// the timing function is ignored.
open class CASpringAnimation: CABasicAnimation {
    /// The mass (default 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10).
    open var damping: CGFloat = 10
    /// The initial velocity in units of the total distance per second; positive towards the target.
    open var initialVelocity: CGFloat = 0
    /// Allows damping beyond critical (always honoured here).
    open var allowsOverdamping = false

    /// The time the spring takes to settle within 0.1 % of the distance.
    open var settlingDuration: CFTimeInterval { curve.settlingDuration() }

    /// A spring of the given perceptual duration and bounce (−1 … 1), as SwiftUI's and iOS 17's:
    /// stiffness (2π / duration)², damping 4π(1 − bounce) / duration (4π / (duration · (1 + bounce)) for negative bounce).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = max(perceptualDuration, 1e-6)
        stiffness = pow(2 * .pi / d, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + bounce))
    }

    /// The duration the spring feels like: 2π / √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval { 2 * .pi / (stiffness / mass).squareRoot() }

    var curve: SpringCurve {
        SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func progress(_ phase: Phase) -> Double {
        curve.value(at: phase.simpleTime)
    }
}

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

/// Animations run together on one timeline (`CAAnimationGroup`): each child's times are relative to
/// the group, the group's duration clips them, and only the group's delegate is told.
open class CAAnimationGroup: CAAnimation {
    /// The animations, applied in order.
    open var animations: [CAAnimation]?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override var animatedKeys: Set<String> {
        (animations ?? []).reduce(into: Set<String>()) { $0.formUnion($1.animatedKeys) }
    }

    override func apply(to value: inout AnimatableValue, key: String, parentTime t: Double) {
        guard let phase = phase(atParentTime: t) else { return }
        let local = progress(phase) * simpleDuration
        for child in animations ?? [] { child.apply(to: &value, key: key, parentTime: local) }
    }
}
