import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// A flow compares the recognizers a finger can reach (the tenth sample's P07: a cancelled dismissal left the
/// presenter's view, with its pan, under the opaque presented view; no touch reaches it and nothing of it shows).
@MainActor @Suite struct ReachableRecognizerTests {
    @Test("a view under an opaque sibling is out of reach; uncovered, disabled for touches or hidden, as hit-testing says")
    func reachability() {
        let (window, root) = shownWindow()
        let bottom = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 244))
        root.view.addSubview(bottom)
        #expect(FlowRunner.isReachable(bottom, in: window))
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .white
        root.view.addSubview(cover)
        #expect(!FlowRunner.isReachable(bottom, in: window))
        cover.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        #expect(FlowRunner.isReachable(bottom, in: window), "its lower part is uncovered")
        bottom.isUserInteractionEnabled = false
        #expect(!FlowRunner.isReachable(bottom, in: window))
        bottom.isUserInteractionEnabled = true
        bottom.isHidden = true
        #expect(!FlowRunner.isReachable(bottom, in: window))
    }
}

/// Touch exploration touches a recognizer's view where a finger reaches it: a dimming view's tap outside the sheet
/// that covers its center (the tenth sample's P10 and Q08: the tap-outside dismissal was never explored).
@MainActor @Suite struct TouchPointTests {
    @Test("a tap on a dimming view covered at its center lands outside the covering view")
    func tapOutsideTheSheet() throws {
        let (window, root) = shownWindow()
        let dimming = UIView(frame: window.bounds)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        root.view.addSubview(dimming)
        let alert = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))
        alert.backgroundColor = .white
        root.view.addSubview(alert)
        let all = TouchExploration.scripts(in: window)
        let script = try #require(all.first { $0.name.contains("tap") }, "\(all.map(\.name))")
        let touch = try #require(script.frames.first?.contacts.first)
        let point = CGPoint(x: touch.x, y: touch.y)
        #expect(!alert.frame.contains(point), "\(point)")
        #expect(window.hitTest(point, with: nil) === dimming)
        // Uncovered, the center.
        alert.removeFromSuperview()
        let centered = try #require(TouchExploration.scripts(in: window).first { $0.name.contains("tap") })
        #expect(centered.frames.first?.contacts.first.map { CGPoint(x: $0.x, y: $0.y) } == CGPoint(x: 195, y: 422))
    }

    @Test("a tap recognizer on a view whose card covers its center also taps the view itself, beside the card")
    func tapBesideTheCard() throws {
        let (window, root) = shownWindow()
        root.view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        let card = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))
        root.view.addSubview(card)
        let taps = TouchExploration.scripts(in: window).filter { $0.name.contains("tap") }
        #expect(taps.count == 2, "\(taps.map(\.name))")
        let outside = try #require(taps.first { $0.name.hasSuffix("beside the views it holds") }?.frames.first?.contacts.first)
        #expect(window.hitTest(CGPoint(x: outside.x, y: outside.y), with: nil) === root.view)
        card.removeFromSuperview()
        #expect(TouchExploration.scripts(in: window).filter { $0.name.contains("tap") }.count == 1)
    }
}

/// A 390 × 844 window on a manual clock, shown, with a plain root view controller.
@MainActor
private func shownWindow() -> (UIWindow, UIViewController) {
    let clock = ManualClock().makeCurrent()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
}
