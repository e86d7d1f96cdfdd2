import Foundation
import Testing
@testable import GlideUIKitCore

/// UIKit's first animation API (`beginAnimations`/`commitAnimations`), which old transition code still calls (the
/// tenth unseen sample's P04).
@MainActor @Suite struct AnimationBlocksTests {
    final class Listener: NSObject {
        var heard: [String] = []
        func willStart(_ id: Any?) { heard.append("start \(id ?? "nil")") }
        func didStop(_ id: Any?, finished: Any?) { heard.append("stop \(id ?? "nil") \((finished as? NSNumber)?.boolValue ?? false)") }
    }

    @Test("changes between begin and commit animate with the block's duration, delay and curve; the delegate hears both ends")
    func aBlockAnimatesWithItsSettings() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(view)
        let listener = Listener()
        UIView.beginAnimations("fade", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationWillStart(Selector(Listener.willStart(_:), name: "willStart:"))
        UIView.setAnimationDidStop(Selector(Listener.didStop(_:finished:), name: "didStop:finished:"))
        view.alpha = 0
        UIView.commitAnimations()
        #expect(view.alpha == 0 && view.layer.presentationState().opacity == 1)
        world.advance(0.5)
        #expect(listener.heard == ["start fade"])
        world.advance(0.25)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.75))
        world.advance(1)
        #expect(listener.heard == ["start fade", "stop fade true"])
        #expect(view.layer.presentationState().opacity == 0)
    }

    @Test("the default block lasts 0.2 s; a commit with no block open does nothing; a transition is recorded")
    func defaultsAndTransitions() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(view)
        UIView.commitAnimations()
        let before = UIView.transitionRecords.count
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
        view.center.x += 100
        UIView.commitAnimations()
        #expect(UIView.transitionRecords.count == before + 1)
        #expect(UIView.transitionRecords.last?.options.contains(.transitionFlipFromLeft) == true)
        world.advance(0.1)
        #expect(view.layer.hasAnimations)
        world.advance(0.11)
        #expect(!view.layer.hasAnimations)
    }

    @Test("a pattern colour is an opaque flat colour that keeps its image")
    func patternColour() {
        let image = UIImage()
        let color = UIColor(patternImage: image)
        #expect(color.patternImage === image && color.alpha == 1)
    }
}
