import Foundation
import Testing
import GlideClock
import GlideObjectiveC
@testable import GlideQuartzCore

/// A library's exchange of CALayer's `add(_:forKey:)` with its own method (Hero records the animations added while it
/// builds a snapshot's): every add on the class's layers runs the library's method, whose call of itself, as
/// `glide port` writes it, runs the original. The exchange is made on a subclass so that other tests' layers are not
/// touched.
@MainActor @Suite(.serialized) struct MethodSwizzlingTests {
    final class RecordingLayer: CALayer {
        nonisolated(unsafe) static var recorded: [String] = []
        func recording_add(anim: CAAnimation, forKey: String?) {
            RecordingLayer.recorded.append(forKey ?? "nil")
            MethodSwizzling.callOriginal { self.add(anim, forKey: forKey) }
        }
    }

    private func exchange() {
        let original = class_getInstanceMethod(RecordingLayer.self, Selector(CALayer.add(_:forKey:), name: "add(_:forKey:)"))
        let replacement = class_getInstanceMethod(RecordingLayer.self, Selector(RecordingLayer.recording_add(anim:forKey:), name: "recording_add(anim:forKey:)"))
        method_exchangeImplementations(try! #require(original), try! #require(replacement))
    }

    @Test("after the exchange every add runs the library's method, which adds through the original; a second exchange undoes it")
    func exchangeThenUndo() {
        _ = ManualClock().makeCurrent()
        RecordingLayer.recorded = []
        exchange()
        let layer = RecordingLayer(), plain = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        layer.add(fade, forKey: nil)
        plain.add(fade, forKey: "fade")
        #expect(RecordingLayer.recorded == ["fade", "nil"], "a plain CALayer is not the subclass the exchange named")
        #expect(layer.animation(forKey: "fade") != nil, "the original ran: the animation is on the layer")
        #expect(layer.animationKeys() == ["fade"], "an animation added without a key is not listed, as in Core Animation")
        exchange()
        layer.add(fade, forKey: "again")
        #expect(RecordingLayer.recorded == ["fade", "nil"])
        #expect(layer.animation(forKey: "again") != nil)
    }

    @Test("an exchange of a method Glide cannot exchange changes nothing and is kept, named")
    func unsupportedExchange() throws {
        MethodSwizzling.reset()
        let a = try #require(class_getInstanceMethod(RecordingLayer.self, Selector(CALayer.removeAllAnimations, name: "removeAllAnimations()")))
        let b = try #require(class_getInstanceMethod(RecordingLayer.self, Selector(CALayer.removeAllAnimations, name: "my_removeAll()")))
        method_exchangeImplementations(a, b)
        #expect(MethodSwizzling.ignoredExchanges.count == 1)
        #expect(MethodSwizzling.ignoredExchanges[0].contains("removeAllAnimations()"))
        #expect(class_getInstanceMethod(RecordingLayer.self, Selector("add:forKey:")) == nil, "a selector made from a name holds no method")
        MethodSwizzling.reset()
    }
}
