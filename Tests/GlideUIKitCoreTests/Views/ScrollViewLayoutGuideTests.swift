import Foundation
import Testing
@testable import GlideUIKitCore

/// `UIScrollView.contentLayoutGuide`, `frameLayoutGuide` and `zoom(to:animated:)`, written as apps use them: a
/// content view pinned to the content guide and as wide as the frame guide (a vertically scrolling page), a badge
/// pinned to the frame guide (it stays put while the content scrolls), a photo viewer zooming to a tapped rectangle.
@MainActor @Suite struct ScrollViewLayoutGuideTests {
    /// A 390 × 600 scroll view in a window; its content view is pinned to the content guide on every edge, as wide as
    /// the frame guide, and 1500 points high.
    static func page() -> (UIWindow, UIScrollView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        window.layoutIfNeeded()
        return (window, scrollView, content)
    }

    @Test func theContentGuidesConstraintsSetTheContentSizeAndPlaceTheContentAtItsOrigin() {
        let (window, scrollView, content) = Self.page()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
        #expect(scrollView.layoutGuides.contains { $0 === scrollView.contentLayoutGuide })
        withExtendedLifetime(window) {}
    }

    @Test func theContentScrollsWithTheOffsetAndTheContentSizeFollowsAConstantChange() {
        let (window, scrollView, content) = Self.page()
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        window.layoutIfNeeded()
        // In the scroll view's coordinates the content stays at the content's origin: it moved up on screen.
        #expect(content.frame.origin == .zero)
        #expect(content.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 100 - 400))
        let height = content.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil }
        height?.constant = 2000
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
    }

    @Test func aContentSizeSetByHandIsKeptWhenNothingConstrainsTheContentGuide() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 390, height: 900)
        _ = scrollView.contentLayoutGuide
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 900))
    }

    @Test func aViewPinnedToTheFrameGuideStaysOnScreenWhileTheContentScrolls() {
        let (window, scrollView, _) = Self.page()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 340, y: 10, width: 40, height: 20))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 300, width: 390, height: 600))
        #expect(badge.frame == CGRect(x: 340, y: 310, width: 40, height: 20))
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 340, y: 110))
    }

    /// Records the zoom and the end of the offset's animation.
    final class ZoomLog: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom \(scrollView.zoomScale)") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    }

    @Test func zoomToARectangleTakesTheScaleAtWhichItFitsClampedAndCentresIt() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.contentSize = CGSize(width: 2000, height: 2000)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        let log = ZoomLog()
        scrollView.delegate = log
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 200, height: 100), animated: false)
        #expect(scrollView.zoomScale == 2)
        // The rectangle's centre (200, 150), scaled by 2, at the centre of the 400-point bounds.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 100))
        #expect(log.calls == ["didZoom 2.0"])
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func anAnimatedZoomMovesTheOffsetOnTheClock() {
        let clock = ManualClock()
        clock.withCurrent {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            scrollView.contentSize = CGSize(width: 2000, height: 2000)
            scrollView.maximumZoomScale = 4
            let log = ZoomLog()
            scrollView.delegate = log
            scrollView.zoom(to: CGRect(x: 400, y: 400, width: 100, height: 100), animated: true)
            #expect(scrollView.zoomScale == 4)
            #expect(scrollView.contentOffset == .zero)
            clock.advance(by: 1)
            #expect(scrollView.contentOffset == CGPoint(x: 1600, y: 1600))
            #expect(log.calls == ["didZoom 4.0", "didEndScrollingAnimation"])
        }
    }
}

/// Zooming with a view for zooming scales it, as a photo viewer's double tap does (the fifth bug sample's f09:
/// MediaViewer's pop after a zoom reads the image view's scaled frame).
@MainActor @Suite struct ScrollViewZoomTests {
    final class Zooming: NSObject, UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    @Test func aZoomScalesTheViewForZoomingAndTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        scrollView.maximumZoomScale = 3
        let zooming = Zooming(image)
        scrollView.delegate = zooming
        scrollView.setZoomScale(2, animated: false)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 800))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 800))
        // The middle of the bounds (200, 200) stays in the middle: at (400, 400) of the scaled content.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200))
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 200, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == .zero)
        scrollView.zoomScale = 1
        #expect(image.frame == CGRect(x: 0, y: 0, width: 400, height: 400) && scrollView.contentSize == CGSize(width: 400, height: 400))
        #expect(scrollView.contentOffset == .zero)
        // The same scale again leaves the app's own placing of the view alone.
        image.center = CGPoint(x: 200, y: 250)
        scrollView.zoomScale = 1
        #expect(image.center == CGPoint(x: 200, y: 250))
    }

    /// Apple's PhotoScroller sample's scroll view, as photo viewers copy it: `layoutSubviews` centres the view for
    /// zooming while it is smaller than the bounds. It relies on UIKit laying the scroll view out at every zoom and
    /// scroll.
    final class CentringScrollView: UIScrollView {
        var image: UIView?
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            guard let image else { return }
            var frame = image.frame
            frame.origin.x = frame.width < bounds.width ? (bounds.width - frame.width) / 2 : 0
            frame.origin.y = frame.height < bounds.height ? (bounds.height - frame.height) / 2 : 0
            image.frame = frame
        }
    }

    @Test func aZoomAndAScrollEachLayTheScrollViewOutAsPhotoScrollerExpects() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scrollView = CentringScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(image)
        scrollView.image = image
        scrollView.contentSize = image.bounds.size
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        let zooming = Zooming(image)
        scrollView.delegate = zooming
        window.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 0, y: 200, width: 400, height: 400), "centred vertically by the first layout")
        // Zooming out leaves the offset at zero; the layout it asks for centres the smaller image.
        scrollView.setZoomScale(0.5, animated: false)
        window.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 100, y: 300, width: 200, height: 200), "\(image.frame)")
        // A scroll alone asks for a layout pass too.
        scrollView.setZoomScale(3, animated: false)
        window.layoutIfNeeded()
        let before = scrollView.layouts
        scrollView.contentOffset.y += 10
        window.layoutIfNeeded()
        #expect(scrollView.layouts == before + 1)
    }

    final class ZoomLog: NSObject, UIScrollViewDelegate {
        let view: UIView
        var calls: [String] = []
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom \(scrollView.zoomScale)") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEnd \(scale)")
        }
    }

    @Test func twoFingersPinchingOutZoomThroughTheScrollViewsOwnPinch() {
        let world = World()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        world.root.view.addSubview(scrollView)
        let image = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 400))
        scrollView.addSubview(image)
        let log = ZoomLog(image)
        scrollView.delegate = log
        #expect(scrollView.pinchGestureRecognizer == nil, "no zoom range, no pinch (UIKit's)")
        scrollView.maximumZoomScale = 3
        let pinch = scrollView.pinchGestureRecognizer
        #expect(pinch != nil && scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 150, y: 400), time: 0)
        s.began(2, at: CGPoint(x: 250, y: 400), time: 0)
        for step in 1...10 {
            let spread = 5 * CGFloat(step)
            s.moved(1, to: CGPoint(x: 150 - spread, y: 400), time: 0.02 * Double(step))
            s.moved(2, to: CGPoint(x: 250 + spread, y: 400), time: 0.02 * Double(step))
        }
        s.ended(1, at: CGPoint(x: 100, y: 400), time: 0.3)
        s.ended(2, at: CGPoint(x: 300, y: 400), time: 0.3)
        s.play(in: world.window, on: world.clock)
        // The fingers' span went from 100 to 200 points: twice the scale.
        #expect(near(scrollView.zoomScale, 2), "\(scrollView.zoomScale)")
        #expect(near(image.transform.a, 2) && !scrollView.isZooming)
        #expect(log.calls.first == "willBegin" && log.calls.last == "didEnd \(scrollView.zoomScale)", "\(log.calls)")
        #expect(log.calls.filter { $0.hasPrefix("didZoom") }.count >= 2)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil && scrollView.gestureRecognizers?.contains { $0 === pinch } != true)
    }
}
