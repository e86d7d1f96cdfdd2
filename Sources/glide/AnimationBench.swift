import Foundation
import GlideCommandLine
import ArgumentParser
import GlideUIKitCore

/// Measures presentation-layer evaluation of many animated views.
struct AnimationBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animation",
        abstract: "Evaluate N animated views at every display frame and report the cost."
    )

    @Option(parsing: .unconditional, help: "How many views to animate (1 to 100000).")
    var views = 1000

    @Option(parsing: .unconditional, help: "Display frames per second (1 to 480).")
    var rate = 120

    @Option(parsing: .unconditional, help: "How many times the one-second animation is run, 1 to 10000 (more runs, steadier numbers).")
    var runs = 20

    func validate() throws {
        try OptionRange.check(views, in: OptionRange.benchViews, "--views")
        try DisplayRate.validate(rate)
        try OptionRange.check(runs, in: OptionRange.benchRuns, "--runs")
    }

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        // A ParsableCommand runs on the main thread: the engine's main actor.
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    private func measure() {
        var frameNanos: [Int64] = []
        var evaluations = 0
        for _ in 0..<runs {
            let clock = ManualClock().makeCurrent()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), clock: clock)
            let all: [UIView] = (0..<views).map { i in
                let v = UIView(frame: CGRect(x: Double(i % 40) * 25, y: Double(i / 40) * 25, width: 20, height: 20))
                window.addSubview(v)
                return v
            }
            for (i, v) in all.enumerated() {
                if i % 2 == 0 {
                    UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, animations: {
                        v.center = CGPoint(x: v.center.x + 100, y: v.center.y + 50)
                        v.alpha = 0.5
                        v.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                    })
                } else {
                    UIView.animateKeyframes(withDuration: 1, animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                            v.transform3D = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
                            v.cornerRadius = 8
                        }
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                            v.transform3D = .identity
                            v.alpha = 0.2
                        }
                    })
                }
            }
            var checksum = 0.0
            let link = CADisplayLink(clock: clock, framesPerSecond: rate) { _ in
                let start = MonotonicClock.nanosecondsNow()
                for v in all {
                    let state = v.layer.presentationState()
                    checksum += state.position.x + state.opacity + state.transform.m11
                }
                frameNanos.append(MonotonicClock.nanosecondsNow() - start)
            }
            clock.advance(by: 1)
            link.invalidate()
            evaluations += rate * views * 3
            if checksum.isNaN { print("unexpected NaN") }
        }
        frameNanos.sort()
        let total = frameNanos.reduce(0, +)
        let perSecond = Double(evaluations) / (Double(total) / 1e9)
        let median = Double(frameNanos[frameNanos.count / 2]) / 1e6
        let p99 = Double(frameNanos[min(frameNanos.count - 1, frameNanos.count * 99 / 100)]) / 1e6
        if json {
            print(#"{"views": \#(views), "rate": \#(rate), "frames": \#(frameNanos.count), "evaluationsPerSecond": \#(Int(perSecond)), "frameMillisecondsMedian": \#(median), "frameMillisecondsP99": \#(p99)}"#)
        } else {
            print("views: \(views) (half springs, half keyframes), \(rate) Hz, \(frameNanos.count) frames")
            print("animated-property evaluations/s: \(Int(perSecond))")
            print("one frame: median \(formatNumber(median)) ms, p99 \(formatNumber(p99)) ms (target < 1 ms at 1000 views)")
        }
    }

}
