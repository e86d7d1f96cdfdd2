import Foundation
@testable import GlideCheck
import GlideUIKit
import Testing

/// A flow compares the recognizers a finger can reach (the tenth sample's P07: a cancelled dismissal left the
/// presenter's view, with its pan, under the opaque presented view; no touch reaches it and nothing of it shows).
@MainActor @Suite struct ReachableRecognizerTests {
    @Test("a view under an opaque sibling is out of reach; uncovered, disabled for touches or hidden, as hit-testing says")
    func reachability() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
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
