import Foundation
import GlideTestSupport
import Testing
@testable import GlideInteraction
@testable import GlideInput
@testable import GlideUIKitCore

/// What one recognizer's handler was told.
@MainActor
final class HandlerLog {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var scales: [CGFloat] = []
    var touchCounts: [Int] = []

    func handle(_ gesture: UIGestureRecognizer) {
        states.append(gesture.state)
        touchCounts.append(gesture.numberOfTouches)
        if let pan = gesture as? UIPanGestureRecognizer { translations.append(pan.translation(in: gesture.view)) }
        if let pinch = gesture as? UIPinchGestureRecognizer { scales.append(pinch.scale) }
    }

    var action: Selector { Selector(HandlerLog.handle(_:), name: "handle:") }
    var recognized: Bool { states.first == .began }
}

/// A 390 × 844 window whose root view has a pan (allowing continuous scrolls), a left-edge pan and
/// a pinch, each allowed to recognize with the others, as a photo viewer's would.
@MainActor
final class GestureWindow: NSObject, UIGestureRecognizerDelegate {
    let clock = ManualClock()
    let window: UIWindow
    let pan = HandlerLog(), edge = HandlerLog(), pinch = HandlerLog()
    let panRecognizer: UIPanGestureRecognizer
    let edgeRecognizer: UIScreenEdgePanGestureRecognizer
    let pinchRecognizer: UIPinchGestureRecognizer

    override init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        panRecognizer = UIPanGestureRecognizer(target: pan, action: pan.action)
        panRecognizer.allowedScrollTypesMask = .continuous
        edgeRecognizer = UIScreenEdgePanGestureRecognizer(target: edge, action: edge.action)
        edgeRecognizer.edges = .left
        pinchRecognizer = UIPinchGestureRecognizer(target: pinch, action: pinch.action)
        super.init()
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        for recognizer in [panRecognizer, edgeRecognizer, pinchRecognizer] as [UIGestureRecognizer] {
            recognizer.delegate = self
            content.addGestureRecognizer(recognizer)
        }
    }

    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                       shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    func play(_ trace: String) async throws -> TouchReplay.Result {
        try await TouchReplay(trace: URL(fileURLWithPath: Repository.sharedTrace(trace))).run(in: window)
    }
}

/// Real recordings played into a window: the window's own recognizers see what a person would expect.
@MainActor @Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct WindowTouchReplayTests {
    @Test func t480TwoFingerSwipeLeftScrollsAPanThatAllowsScrolling() async throws {
        let scene = GestureWindow()
        let result = try await scene.play("synaptics-tm3276-t480-2finger-swipe-left.evemu")
        #expect(result.frames > 0)
        #expect(scene.pan.states.first == .began)
        #expect(scene.pan.states.last == .ended)
        #expect(scene.pan.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        let final = try #require(scene.pan.translations.last)
        #expect(final.x < -40, "the content follows two fingers moving left: \(final)")
        #expect(abs(final.y) < abs(final.x) / 2)
        // iPadOS gives no scroll to an edge pan or a pinch.
        #expect(scene.edge.states.isEmpty)
        #expect(scene.pinch.states.isEmpty)
    }

    @Test func aPanThatDoesNotAllowScrollingIgnoresTheTouchpadScroll() async throws {
        let scene = GestureWindow()
        scene.panRecognizer.allowedScrollTypesMask = []
        _ = try await scene.play("synaptics-tm3276-t480-2finger-swipe-up.evemu")
        #expect(scene.pan.states.isEmpty)
    }

    @Test func t480TwoFingerSwipeUpPansUp() async throws {
        let scene = GestureWindow()
        _ = try await scene.play("synaptics-tm3276-t480-2finger-swipe-up.evemu")
        #expect(scene.pan.states.first == .began)
        #expect(scene.pan.states.last == .ended)
        let final = try #require(scene.pan.translations.last)
        #expect(final.y < -40, "\(final)")
    }

    @Test func t480PinchInPinchesWithScaleBelowOne() async throws {
        let scene = GestureWindow()
        _ = try await scene.play("synaptics-tm3276-t480-2finger-pinch-in.evemu")
        #expect(scene.pinch.states.first == .began)
        #expect(scene.pinch.states.last == .ended)
        let scale = try #require(scene.pinch.scales.last)
        #expect(scale < 0.9, "fingers closing: scale \(scale)")
        #expect(scene.pinch.touchCounts.first == 2)
        #expect(scene.pan.states.isEmpty, "a pinch is not a scroll")
    }

    @Test func touchscreenOneFingerDragPans() async throws {
        let scene = GestureWindow()
        let result = try await scene.play("ts-elan-cando-1finger-drag-up-down.evemu")
        #expect(result.touchesBegan == 1)
        #expect(result.touchesEnded == 1)
        #expect(scene.pan.states.first == .began)
        #expect(scene.pan.states.last == .ended)
        #expect(scene.pan.touchCounts.first == 1)
        #expect(scene.pinch.states.isEmpty)
    }

    @Test func touchscreenFourFingerDragDownPansDown() async throws {
        let scene = GestureWindow()
        let result = try await scene.play("ts-atmel-maxtouch-4finger-drag-down.evemu")
        #expect(result.touchesBegan == 4)
        #expect(scene.pan.states.first == .began)
        #expect(scene.pan.states.last == .ended)
        #expect(scene.pan.touchCounts.max() == 4, "the fourth finger lands after the pan began with three")
        let final = try #require(scene.pan.translations.last)
        #expect(final.y > 40, "\(final)")
    }

    @Test func touchscreenMapsTheSurfaceOntoTheWindow() {
        let device = SyntheticDevice.touchscreen
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: ManualClock())
        let input = WindowTouchInput(device: device, window: window)
        let size = device.sizeMillimetres
        #expect(input.windowPoint(xMillimetres: 0, yMillimetres: 0) == .zero)
        #expect(input.windowPoint(xMillimetres: size.width, yMillimetres: size.height) == CGPoint(x: 390, y: 844))
        #expect(input.windowPoint(xMillimetres: size.width / 2, yMillimetres: size.height / 4) == CGPoint(x: 195, y: 211))
    }

    @Test func aRecordingEndingWithFingersDownCancelsThePan() async throws {
        // The Elan drag cut off before its lift: the first two thirds of its event lines.
        let text = try String(contentsOfFile: Repository.sharedTrace("ts-elan-cando-1finger-drag-up-down.evemu"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let events = lines.indices.filter { lines[$0].hasPrefix("E:") }
        var cut = events[events.count * 2 / 3]
        while !lines[cut].hasSuffix(" 0000 0000 0") { cut += 1 }  // end on a SYN_REPORT
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-cut-\(UUID().uuidString).evemu")
        try (lines[...cut].joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let scene = GestureWindow()
        let result = try await TouchReplay(trace: url).run(in: scene.window)
        #expect(result.touchesCancelled == 1)
        #expect(result.touchesEnded == 0)
        #expect(scene.pan.states.first == .began)
        #expect(scene.pan.states.last == .cancelled)
    }

    @Test func eventsDroppedCancelTheTouchesAndTheFingerStaysIgnored() async throws {
        let scene = GestureWindow()
        let result = try await TouchReplay(script: "down 1; move left 30% 200ms; drop; move left 20% 100ms; lift").run(in: scene.window)
        #expect(scene.pan.states.first == .began)
        #expect(scene.pan.states.last == .cancelled)
        #expect(scene.pan.states.filter { $0 == .began }.count == 1, "no new touch for the finger still down")
        #expect(result.touchesCancelled == 1)
    }

    @Test func aDeviceThatGoesAwayCancelsTheTouches() async throws {
        let scene = GestureWindow()
        _ = try await TouchReplay(script: "down 2; move right 40% 200ms; vanish").run(in: scene.window)
        #expect(scene.pan.states.last == .cancelled)
    }

    @Test func aLeftEdgeDragOnTheTouchscreenBeginsTheEdgePan() async throws {
        let scene = GestureWindow()
        // The finger lands 1.5 mm from the touchscreen's left edge: inside the 13-point edge region.
        _ = try await TouchReplay(script: "down 1 at left; move right 50% 300ms; lift").run(in: scene.window)
        #expect(scene.edge.states.first == .began)
        #expect(scene.edge.states.last == .ended)
    }

    /// A touchpad frame with one finger at (x, y) mm, the button held or not.
    static func padFrame(_ t: Double, x: Double, y: Double, clicked: Bool, began: Bool = false, ended: Bool = false) -> TouchFrame {
        let contact = TouchContact(id: 7, slot: 0, x: Int32(x * 10), y: Int32(y * 10), xMillimetres: x, yMillimetres: y)
        return TouchFrame(
            timestamp: t, timestampMicroseconds: Int64(t * 1e6), contacts: ended ? [] : [contact], began: began ? [7] : [],
            ended: ended ? [contact] : [], fingerCount: ended ? 0 : 1, toolFingerCount: ended ? 0 : 1, isTouching: !ended,
            buttons: clicked ? [EventCode.BTN_LEFT] : [], mscTimestamp: nil, isSemiMT: false, sizeIsGuess: false, followsDrop: false)
    }

    @Test func touchpadPointerMovesWithoutTouchesAndClickAndDragIsAOneTouchPan() throws {
        let scene = GestureWindow()
        let input = WindowTouchInput(device: SyntheticDevice.touchpad, window: scene.window)
        let g = input.touchpadPointsPerMillimetre
        let start = input.pointer
        var t = 0.0
        func feed(_ frame: TouchFrame) {
            scene.clock.advance(to: frame.timestamp)
            input.handle(frame)
        }
        feed(Self.padFrame(t, x: 30, y: 30, clicked: false, began: true))
        for i in 1...10 {  // one finger: the pointer moves 10 mm down, no touch
            t += 0.01
            feed(Self.padFrame(t, x: 30, y: 30 + Double(i), clicked: false))
        }
        #expect(abs(input.pointer.y - (start.y + 10 * g)) < 0.001)
        #expect(input.counts.began == 0)
        t += 0.01
        feed(Self.padFrame(t, x: 30, y: 40, clicked: true))  // click
        for i in 1...20 {  // drag right 20 mm
            t += 0.01
            feed(Self.padFrame(t, x: 30 + Double(i), y: 40, clicked: true))
        }
        t += 0.01
        feed(Self.padFrame(t, x: 50, y: 40, clicked: false))  // release
        t += 0.01
        feed(Self.padFrame(t, x: 50, y: 40, clicked: false, ended: true))
        #expect(input.counts.began == 1)
        #expect(input.counts.ended == 1)
        #expect(scene.pan.states.first == .began)
        #expect(scene.pan.states.last == .ended)
        #expect(scene.pan.touchCounts.first == 1)
        let final = try #require(scene.pan.translations.last)
        // UIKit takes the 10-point hysteresis off the translation when the pan begins.
        #expect(abs(final.x - (20 * g - UIPanGestureRecognizer.hysteresis)) < 0.001, "the click's touch followed the finger: \(final)")
    }

    @Test func replaysAreRepeatable() async throws {
        var runs: [[CGPoint]] = []
        for _ in 0..<2 {
            let scene = GestureWindow()
            _ = try await scene.play("synaptics-tm3276-t480-2finger-swipe-left.evemu")
            runs.append(scene.pan.translations)
        }
        #expect(runs[0] == runs[1])
    }
}

