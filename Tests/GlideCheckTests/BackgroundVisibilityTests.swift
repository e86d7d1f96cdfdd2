import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// An animator that paints the container for a dismissal's slide and never takes the colour back
/// (muukii/FluidPresentation's dismissal does this).
final class PaintsContainerAnimator: SlideAnimator {
    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        if !Self.isForward(ctx) { ctx.containerView.backgroundColor = .red }
        return super.prepare(ctx)
    }
}

/// A view's own background colour shows only where its own subviews leave it uncovered: a container painted
/// behind an opaque full-screen view shows nothing on iOS.
@MainActor @Suite struct BackgroundVisibilityTests {
    @Test func anOpaqueChildCoveringItsParentHidesTheParentsBackground() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800), clock: clock)
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        let child = UIView(frame: container.bounds)
        child.backgroundColor = .white
        container.addSubview(child)
        window.addSubview(container)
        var shown = ScreenVisibility.visibleViews(in: window)
        #expect(shown.views.contains(ObjectIdentifier(container)) && !shown.backgrounds.contains(ObjectIdentifier(container)))
        #expect(shown.backgrounds.contains(ObjectIdentifier(child)))
        child.frame.size.height = 400
        shown = ScreenVisibility.visibleViews(in: window)
        #expect(shown.backgrounds.contains(ObjectIdentifier(container)), "half of it is uncovered")
        child.frame.size.height = 800
        child.alpha = 0.5
        shown = ScreenVisibility.visibleViews(in: window)
        #expect(shown.backgrounds.contains(ObjectIdentifier(container)), "a translucent child does not cover")
    }

    @Test func aContainerPaintedBehindAnOpaqueFullScreenViewIsAWarningOf23() throws {
        let (broken, report) = try brokenInvariants(subject("paints the container", styles: [.fullScreen]) { PaintsContainerAnimator() })
        #expect(!broken.contains(23), "\(report.violations(of: 23).prefix(2))")
        let warning = try #require(report.warnings.first { $0.invariant == 23 })
        #expect(warning.evidence.property == "backgroundColor")
    }
}
