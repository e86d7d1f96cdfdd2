import GlideUIKit
import Testing

/// What the progress ring drew, and on which layer.
@MainActor
enum RingLog {
    static var frames: [String] = []
}

/// A progress ring as real code writes it, once ported: the `@NSManaged var progress` became an accessor over the
/// layer's key-value storage and `makePresentationLayer()` was written by `glide port`; the rest is Core Animation's
/// custom animatable property pattern (needsDisplay(forKey:), action(forKey:) with a CABasicAnimation from the
/// presentation value, init(layer:) copying).
final class ProgressRingLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? ProgressRingLayer { progress = ring.progress }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    override func draw(in ctx: CGContext) {
        let which = model() === self ? "model" : "presented"
        RingLog.frames.append("\(which) \((progress * 1000).rounded() / 1000)")
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        ctx.setStrokeColor(UIColor.systemBlue.cgColor)
        ctx.setLineWidth(6)
        ctx.addArc(center: center, radius: bounds.width / 2 - 3, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
    }

    // Written by glide port: Core Animation makes presentation layers with init(layer:) through the Objective-C runtime.
    override func makePresentationLayer() -> CALayer { ProgressRingLayer(layer: self) }
}

@MainActor
@Suite(.serialized) struct CustomLayerPropertyTests {
    @Test func settingTheProgressAnimatesThroughThePresentationLayerAndRedisplaysEachFrame() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        window.makeKeyAndVisible()
        let ring = ProgressRingLayer()
        ring.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.layer.addSublayer(ring)
        clock.advance(by: 0.1)
        RingLog.frames = []

        ring.progress = 1
        #expect(ring.progress == 1, "the model takes the new value at once")
        #expect(ring.animation(forKey: "progress") is CABasicAnimation, "the layer's action(forKey:) animated it")
        clock.advance(by: 0.25)
        let halfway = ring.presentation()!.progress
        #expect(abs(halfway - 0.5) < 0.02, "the presentation layer holds the animated value: \(halfway)")
        #expect(ring.presentation()!.value(forKey: "progress") as? CGFloat == halfway)
        clock.advance(by: 0.5)

        // First the model (needsDisplay on set), then one presentation layer a frame, then the model at the end.
        #expect(RingLog.frames.first == "model 1.0")
        #expect(RingLog.frames.last == "model 1.0")
        let presented = RingLog.frames.filter { $0.hasPrefix("presented") }.compactMap { Double($0.split(separator: " ")[1]) }
        #expect(presented.count >= 28 && presented.count <= 31, "about 60 frames a second for 0.5 s: \(presented.count)")
        #expect(presented == presented.sorted() && presented.first! < 0.1 && presented.last! > 0.9)
        #expect(ring.animation(forKey: "progress") == nil)
        #expect(ring.contents is CGImage, "display() drew the ring into the layer's contents")
    }

    @Test func aCustomKeyHasNoImplicitAnimationOfItsOwnAndTellsObservers() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        window.makeKeyAndVisible()
        let layer = CALayer()
        window.layer.addSublayer(layer)
        clock.advance(by: 0.1)
        layer.setValue(0.3, forKey: "glow")
        layer.setValue(0.6, forKey: "glow")
        #expect(layer.animationKeys() == nil, "Core Animation animates a custom key only through an action it is given")
        var heard: [Double] = []
        let observation = layer.observe(\.opacity, options: [.new]) { _, _ in }
        let observer = RingObserver()
        layer.addObserver(observer, forKeyPath: "glow", options: [.new, .old], context: nil)
        layer.setValue(0.9, forKey: "glow")
        heard = observer.values
        #expect(heard == [0.6, 0.9])
        layer.removeObserver(observer, forKeyPath: "glow")
        observation.invalidate()
    }
}

final class RingObserver: NSObject, NSKeyValueObserving {
    nonisolated(unsafe) var values: [Double] = []
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        if let old = change?[.oldKey] as? Double { values.append(old) }
        if let new = change?[.newKey] as? Double { values.append(new) }
    }
}
