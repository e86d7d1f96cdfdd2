import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
private final class SegmentLog: UIResponder {
    var log: [String] = []
    func changed(_ sender: UISegmentedControl) { log.append("changed \(sender.selectedSegmentIndex)") }
    func touchDown() { log.append("down") }
    func upInside() { log.append("up") }
    func cancelled() { log.append("cancel") }
}

@MainActor
@Suite struct SegmentedControlTests {
    /// A three-segment control at (50, 100), 300 × 32 (segments 100 wide) in the root view, with a receiver of every event.
    private func world(momentary: Bool = false) -> (World, UISegmentedControl, SegmentLog) {
        let w = World()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        control.isMomentary = momentary
        w.root.view.addSubview(control)
        let receiver = SegmentLog()
        control.addTarget(receiver, action: Selector(SegmentLog.changed), for: .valueChanged)
        control.addTarget(receiver, action: Selector(SegmentLog.touchDown, name: "touchDown"), for: .touchDown)
        control.addTarget(receiver, action: Selector(SegmentLog.upInside, name: "upInside"), for: .touchUpInside)
        control.addTarget(receiver, action: Selector(SegmentLog.cancelled, name: "cancelled"), for: .touchCancel)
        return (w, control, receiver)
    }

    private func tap(_ w: World, at point: CGPoint, time: Double) {
        var touches = TouchSequence()
        touches.tap(id: 1, at: point, time: time)
        touches.play(in: w.window, on: w.clock)
    }

    @Test("a touch that ends on a segment selects it and sends .valueChanged, only when the selection changed")
    func touchSelects() {
        let (w, control, receiver) = world()
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        tap(w, at: CGPoint(x: 180, y: 116), time: 0.1)  // the second segment (150..<250)
        #expect(control.selectedSegmentIndex == 1)
        #expect(receiver.log == ["down", "changed 1", "up"])
        tap(w, at: CGPoint(x: 200, y: 116), time: 0.5)  // the same segment again: no change
        #expect(receiver.log == ["down", "changed 1", "up", "down", "up"])
        // Down on the first segment, lifted on the third: the third is selected.
        var touches = TouchSequence()
        touches.drag(id: 2, from: CGPoint(x: 60, y: 110), to: CGPoint(x: 330, y: 110), start: 1, duration: 0.2, steps: 4)
        touches.play(in: w.window, on: w.clock)
        #expect(control.selectedSegmentIndex == 2 && receiver.log.suffix(3) == ["down", "changed 2", "up"])
        // Lifted outside the control: nothing selected.
        receiver.log = []
        touches = TouchSequence()
        touches.drag(id: 3, from: CGPoint(x: 60, y: 110), to: CGPoint(x: 60, y: 400), start: 2, duration: 0.2, steps: 4)
        touches.play(in: w.window, on: w.clock)
        #expect(control.selectedSegmentIndex == 2 && receiver.log == ["down"])
    }

    @Test("a disabled segment or control is not selected by touch; setting the index in code sends nothing")
    func disabledAndProgrammatic() {
        let (w, control, receiver) = world()
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0) && control.isEnabledForSegment(at: 1))
        tap(w, at: CGPoint(x: 60, y: 116), time: 0.1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && !receiver.log.contains { $0.hasPrefix("changed") })
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2 && !receiver.log.contains { $0.hasPrefix("changed") })
        control.isEnabled = false
        receiver.log = []
        tap(w, at: CGPoint(x: 180, y: 116), time: 0.5)
        #expect(control.selectedSegmentIndex == 2 && receiver.log.isEmpty)
        let before = GlideDiagnostics.messages.count
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 2 && GlideDiagnostics.messages.count == before + 1)
    }

    @Test("a momentary control sends .valueChanged for every tap, also on the same segment")
    func momentary() {
        let (w, control, receiver) = world(momentary: true)
        tap(w, at: CGPoint(x: 300, y: 116), time: 0.1)
        tap(w, at: CGPoint(x: 300, y: 116), time: 0.5)
        #expect(receiver.log.filter { $0.hasPrefix("changed") } == ["changed 2", "changed 2"])
        #expect(control.isMomentary)
    }

    @Test("a gesture that takes the touch cancels it: nothing selected")
    func cancelledTouch() {
        let (w, control, receiver) = world()
        var touches = TouchSequence()
        touches.began(1, at: CGPoint(x: 180, y: 116), time: 0.1)
        touches.cancelled(1, at: CGPoint(x: 180, y: 116), time: 0.2)
        touches.play(in: w.window, on: w.clock)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && receiver.log == ["down", "cancel"])
    }

    @Test("segments are inserted (pinned to the end) and removed; the selected segment stays selected as others move")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "B")
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 0) == "Z" && control.selectedSegmentIndex == 2)
        let image = UIImage(named: "glide.test.icon")!
        control.insertSegment(with: image, at: 99, animated: true)
        #expect(control.numberOfSegments == 4 && control.imageForSegment(at: 3) == image && control.titleForSegment(at: 3) == nil)
        control.removeSegment(at: 0, animated: false)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "B")
        control.removeSegment(at: 1, animated: true)
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.setTitle("New", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "New" && control.imageForSegment(at: 1) == nil)
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == image && control.titleForSegment(at: 0) == nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let empty = UISegmentedControl(frame: .zero)
        #expect(empty.numberOfSegments == 0 && UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test("sizes: 32 points tall; segments share the width equally unless a width is set or widths follow content")
    func sizesAndWidths() {
        let control = UISegmentedControl(items: ["On", "Online"])
        // 13-point titles by Glide's metric (6.5 per character), 8 points each side: the widest is 6 × 6.5 + 16 = 55.
        #expect(control.intrinsicContentSize == CGSize(width: 110, height: 32))
        #expect(control.frame.size == control.intrinsicContentSize)
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        #expect(control.segmentFrames().map(\.width) == [100, 100])
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50 && control.widthForSegment(at: 1) == 0)
        #expect(control.segmentFrames().map(\.width) == [50, 150] && control.segmentFrames()[1].minX == 50)
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width.isClose(to: 13 + 16 + 55, within: 1e-6))
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .normal)
        #expect((control.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 20)
        #expect(control.titleTextAttributes(for: .selected) == nil)
        control.selectedSegmentTintColor = .red
        #expect(control.selectedSegmentTintColor == .red)
        #expect(UIView.glideMakeFromTable(UISegmentedControl.self) is UISegmentedControl)
    }
}
