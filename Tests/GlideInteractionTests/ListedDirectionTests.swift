import Foundation
import GlideCatalog
import GlideInput
import GlideTestSupport
import GlideUIKitCore
import Testing

@testable import GlideGestureRecognition
@testable import GlideInteraction

/// `glide info` lists a gesture by the direction it began in, the one a binding matches (issue 20, 4): a
/// MacBook touchpad's two-finger scroll that starts up and ends left used to be listed as `left`, and
/// `--binding scroll:2:left` then drove nothing ("moved up, across the binding's axis").
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct ListedDirectionTests {
    static let trace = "apple-bcm5974-multifinger-protoA-2010.evemu"

    func scroll() throws -> RecognizedGesture {
        let gestures = try GestureStateMachine.recognize(try TraceReader.open(path: Repository.sharedTrace(Self.trace)))
        return try #require(gestures.first { $0.kind == .scroll && $0.fingers == 2 })
    }

    @Test func aGestureThatTurnedIsListedByItsStartDirection() throws {
        let scroll = try scroll()
        #expect(scroll.startDirection == .up && scroll.direction == .left, "\(scroll)")
        #expect(scroll.description.contains("scroll, 2 fingers, up (ended left)"), "\(scroll)")
    }

    func replay(binding: String) throws -> ReplaySummary {
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        var configuration = InteractionConfiguration(policy: .threshold(0.5))
        configuration.touchpadBinding = try #require(GestureBinding(parsing: binding))
        return try ReplaySession(source: try TraceReader.open(path: Repository.sharedTrace(Self.trace)), target: scene, clock: clock,
                                 configuration: configuration).run().summary
    }

    /// The listed direction is the one that drives: a binding on it begins a transition, and a binding
    /// on the direction it ended in does not.
    @Test func theListedDirectionIsTheOneABindingMatches() throws {
        let listed = try scroll().startDirection?.rawValue ?? "?"
        let driven = try replay(binding: "scroll:2:\(listed)")
        #expect(driven.transitions.contains { $0.gesture == "scroll" }, "\(driven.transitions)")
        let ended = try replay(binding: "scroll:2:left")
        #expect(!ended.transitions.contains { $0.gesture == "scroll" }, "\(ended.transitions)")
    }
}
