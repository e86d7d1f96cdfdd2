import Foundation
@testable import GlideUIKitCore
import Testing

/// A view that decides, and records, whether its recognizers may begin.
@MainActor
final class GatingView: UIView {
    var allows = true
    var log: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.append("view")
        return allows
    }
}

@MainActor
final class LoggingDelegate: NSObject, UIGestureRecognizerDelegate {
    let view: GatingView
    var allows = true
    init(view: GatingView) { self.view = view }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        view.log.append("delegate")
        return allows
    }
}

@MainActor
@Suite struct ViewShouldBeginTests {
    private func tap(_ w: TouchWorld) {
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 100, y: 100), time: w.clock.now + 0.1)
        w.play(s)
    }

    @Test("the recognizer's view is asked after the delegate; either one's false makes the recognizer fail")
    func viewIsAsked() {
        let w = TouchWorld()
        let view = GatingView(frame: w.window.bounds)
        w.view.addSubview(view)
        let (recognizer, recorder) = ActionRecorder.attach(UITapGestureRecognizer.init(target:action:), to: view)
        let delegate = LoggingDelegate(view: view)
        recognizer.delegate = delegate
        tap(w)
        #expect(view.log == ["delegate", "view"] && recorder.states == [.recognized])
        view.log.removeAll()
        view.allows = false
        tap(w)
        #expect(view.log == ["delegate", "view"] && recorder.states == [.recognized])
        view.log.removeAll()
        delegate.allows = false
        tap(w)
        #expect(view.log == ["delegate"] && recorder.states == [.recognized])
    }

    @Test("a plain view lets every recognizer begin")
    func defaultAllows() {
        #expect(UIView().gestureRecognizerShouldBegin(UIPanGestureRecognizer()))
    }
}
