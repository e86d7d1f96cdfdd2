import Foundation
import Testing
@testable import GlideGestureRecognition

@Suite struct GestureEventTests {
    @Test func directionFollowsTheDominantAxisWithYDown() {
        #expect(GestureDirection(translation: SurfaceVector(x: -5, y: 2)) == .left)
        #expect(GestureDirection(translation: SurfaceVector(x: 1, y: -3)) == .up)
        #expect(GestureDirection(translation: SurfaceVector(x: 0, y: 4)) == .down)
        #expect(GestureDirection(translation: .zero) == nil)
        let pinch = GestureEvent(phase: .ended, kind: .pinch, fingerCount: 2, time: 1, startTime: 0, scale: 0.4)
        #expect(pinch.direction == .in)
        let edge = GestureEvent(phase: .changed, kind: .edgeSwipe, fingerCount: 1, time: 1, startTime: 0, edge: .left)
        #expect(edge.direction == .right)
    }
}
