import Foundation
import GlideTestSupport
import Testing
@testable import GlideInteraction
@testable import GlideUIKitCore

/// Real recordings played into a window holding a scroll view (3000 points tall, 1390 wide, at
/// offset (500, 1000)): its own pan scrolls it — touchscreen drags directly, a touchpad's
/// two-finger scroll as iPadOS routes it to scroll views (natural scrolling: the content moves
/// with the fingers) — and a pinch does not.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct ScrollViewRecordingTests {
    static func play(_ trace: String) throws -> UIScrollView {
        let clock = ManualClock()
        return try clock.withCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
            let root = UIViewController(name: "root")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let list = UIScrollView(frame: window.bounds, name: "list")
            list.contentSize = CGSize(width: 1390, height: 3000)
            list.contentOffset = CGPoint(x: 500, y: 1000)
            root.view.addSubview(list)
            _ = try TouchReplay(trace: URL(fileURLWithPath: Repository.sharedTrace(trace))).play(in: window)
            clock.advance(by: 5)
            #expect(!list.isDragging && !list.isTracking && !list.isDecelerating)
            return list
        }
    }

    @Test func aTouchpadSwipeUpScrollsTheContentUp() throws {
        let list = try Self.play("synaptics-tm3276-t480-2finger-swipe-up.evemu")
        #expect(list.contentOffset.y > 1100 && abs(list.contentOffset.x - 500) < 5, "\(list.contentOffset)")
    }

    @Test func aTouchpadScrollDownScrollsTheContentDown() throws {
        let list = try Self.play("synaptics-clickpad-2finger-scroll-down.evemu")
        #expect(list.contentOffset.y < 950 && abs(list.contentOffset.x - 500) < 5, "\(list.contentOffset)")
    }

    @Test func aHorizontalTouchpadScrollScrollsSideways() throws {
        let list = try Self.play("synaptics-hp8470p-2finger-scroll-horizontal.evemu")
        #expect(abs(list.contentOffset.x - 500) > 100 && abs(list.contentOffset.y - 1000) < 5, "\(list.contentOffset)")
    }

    @Test func aTouchscreenDragDownScrollsTheContentDown() throws {
        let list = try Self.play("ts-atmel-maxtouch-4finger-drag-down.evemu")
        #expect(list.contentOffset.y < 700, "\(list.contentOffset)")
    }

    @Test func aPinchDoesNotScroll() throws {
        let list = try Self.play("synaptics-tm3276-t480-2finger-pinch-in.evemu")
        #expect(list.contentOffset == CGPoint(x: 500, y: 1000) && list.panGestureRecognizer.actionLog.isEmpty)
    }
}
