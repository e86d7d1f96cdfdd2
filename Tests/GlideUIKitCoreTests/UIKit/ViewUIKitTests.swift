import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct AutoresizingTests {
    /// A 60 × 30 view at (20, 10) in a 200 × 100 superview grown to 300 × 150 (+100, +50). Margins
    /// before: left 20, right 120, top 10, bottom 60. Expected frames computed by hand from UIKit's
    /// rule (the change shared among the flexible parts in proportion to their sizes).
    nonisolated static let cases: [(UIView.AutoresizingMask, CGRect)] = [
        ([], CGRect(x: 20, y: 10, width: 60, height: 30)),
        (.flexibleWidth, CGRect(x: 20, y: 10, width: 160, height: 30)),
        (.flexibleLeftMargin, CGRect(x: 120, y: 10, width: 60, height: 30)),
        (.flexibleRightMargin, CGRect(x: 20, y: 10, width: 60, height: 30)),
        ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 20 + 100.0 * 20 / 140, y: 10, width: 60, height: 30)),
        ([.flexibleLeftMargin, .flexibleWidth], CGRect(x: 45, y: 10, width: 135, height: 30)),
        ([.flexibleWidth, .flexibleRightMargin], CGRect(x: 20, y: 10, width: 60 + 100.0 * 60 / 180, height: 30)),
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], CGRect(x: 30, y: 10, width: 90, height: 30)),
        (.flexibleHeight, CGRect(x: 20, y: 10, width: 60, height: 80)),
        (.flexibleTopMargin, CGRect(x: 20, y: 60, width: 60, height: 30)),
        (.flexibleBottomMargin, CGRect(x: 20, y: 10, width: 60, height: 30)),
        ([.flexibleTopMargin, .flexibleBottomMargin], CGRect(x: 20, y: 10 + 50.0 * 10 / 70, width: 60, height: 30)),
        ([.flexibleTopMargin, .flexibleHeight], CGRect(x: 20, y: 22.5, width: 60, height: 67.5)),
        ([.flexibleHeight, .flexibleBottomMargin], CGRect(x: 20, y: 10, width: 60, height: 30 + 50.0 * 30 / 90)),
        ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], CGRect(x: 20, y: 15, width: 60, height: 45)),
        ([.flexibleWidth, .flexibleHeight], CGRect(x: 20, y: 10, width: 160, height: 80)),
        ([.flexibleLeftMargin, .flexibleTopMargin], CGRect(x: 120, y: 60, width: 60, height: 30)),
    ]

    @Test(arguments: 0..<cases.count) func eachFlagCombinationOnGrowth(index: Int) {
        let (mask, expected) = Self.cases[index]
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        #expect(child.frame.isClose(to: expected), "mask \(mask.rawValue): \(child.frame) ≠ \(expected)")
    }

    @Test func shrinkingGivesTheChangeBackAndTheRoundTripIsExact() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 100, height: 100)  // −100 shared 20:60:120
        #expect(child.frame.isClose(to: CGRect(x: 10, y: 10, width: 30, height: 30)))
        parent.bounds.size = CGSize(width: 200, height: 100)
        #expect(child.frame.isClose(to: CGRect(x: 20, y: 10, width: 60, height: 30)))
    }

    @Test func nothingResizesWhenTheSuperviewSaysNoOrTheChildUsesConstraints() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        a.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        b.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        b.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(a)
        parent.addSubview(b)
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 300, height: 300)
        #expect(a.frame.size == CGSize(width: 200, height: 100))
        parent.autoresizesSubviews = true
        parent.bounds.size = CGSize(width: 400, height: 400)
        #expect(a.frame.size == CGSize(width: 300, height: 200))  // +100 × +100 from 200 × 100
        #expect(b.frame.size == CGSize(width: 200, height: 100))
    }

    @Test func resizingCascadesAndATransformedChildKeepsItsTransform() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for v in [child, grandchild] { v.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        parent.addSubview(child)
        child.addSubview(grandchild)
        grandchild.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        parent.bounds.size = CGSize(width: 200, height: 100)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(grandchild.bounds.size == CGSize(width: 200, height: 100))
        #expect(grandchild.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(grandchild.center == CGPoint(x: 100, y: 50))
    }
}

@MainActor @Suite struct HitTestTests {
    private func scene() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.addSubview(child)
        return (container, child)
    }

    @Test func deepestViewContainingThePointWins() {
        let (container, child) = scene()
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        #expect(container.point(inside: CGPoint(x: 199.9, y: 0), with: nil))
        #expect(!container.point(inside: CGPoint(x: 200, y: 0), with: nil))
    }

    @Test func pointsAreConvertedThroughTheTransform() {
        let (container, child) = scene()
        // Scaled 2× about its centre (100, 100), the child covers the whole container.
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        // Translated away, it no longer covers its old frame.
        child.transform = CGAffineTransform(translationX: 100, y: 0)
        #expect(container.hitTest(CGPoint(x: 60, y: 60), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 160, y: 60), with: nil) === child)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubtrees() {
        let (container, child) = scene()
        let p = CGPoint(x: 60, y: 60)
        child.isHidden = true
        #expect(container.hitTest(p, with: nil) === container)
        child.isHidden = false
        child.alpha = 0.009
        #expect(container.hitTest(p, with: nil) === container)
        child.alpha = 0.01
        #expect(container.hitTest(p, with: nil) === child)
        child.isUserInteractionEnabled = false
        #expect(container.hitTest(p, with: nil) === container)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(label)
        #expect(container.hitTest(CGPoint(x: 5, y: 5), with: nil) === container)
    }

    @Test func subviewsAreTriedFrontToBackAndClippingDoesNotMatterOutsideTheirBounds() {
        let (container, child) = scene()
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        container.addSubview(front)
        #expect(container.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
        container.bringSubviewToFront(child)
        #expect(container.hitTest(CGPoint(x: 120, y: 120), with: nil) === child)
        // A subview sticking out of its superview is not hit outside the superview, clipped or not.
        let outside = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        container.addSubview(outside)
        #expect(container.hitTest(CGPoint(x: 220, y: 220), with: nil) == nil)
        container.clipsToBounds = true
        #expect(container.hitTest(CGPoint(x: 180, y: 180), with: nil) === outside)
    }
}

@MainActor @Suite struct ViewMembersTests {
    @Test func viewWithTagSearchesSelfFirstThenDepthFirst() {
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        a1.tag = 7
        b.tag = 7
        #expect(root.viewWithTag(7) === a1)
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func exchangeSubviewSwapsOrder() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(root.addSubview)
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
    }

    @Test func tintIsInheritedUntilSet() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        root.tintColor = .blue
        #expect(child.tintColor == .green)
    }

    @Test func defaultsMatchUIKit() {
        let v = UIView()
        #expect(v.contentMode == .scaleToFill && v.isOpaque && v.autoresizesSubviews)
        #expect(v.translatesAutoresizingMaskIntoConstraints && !v.isExclusiveTouch && !v.isMultipleTouchEnabled)
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(v.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(v.safeAreaInsets == .zero)
        #expect(UIWindow(frame: .zero).safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        v.setNeedsDisplay()
        #expect(v.needsDisplay)
    }

    @Test func sizeToFitUsesSizeThatFitsAndKeepsTheOrigin() {
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        label.text = "Hello"  // 5 × 8.5 = 42.5 → 42.667 at scale 3; line 20.4 → 20.667
        label.sizeToFit()
        #expect(label.frame.origin.distance(to: CGPoint(x: 5, y: 6)) < 1e-9)
        #expect(abs(label.frame.width - 128.0 / 3) < 1e-9 && abs(label.frame.height - 62.0 / 3) < 1e-9)
    }

    @Test func transitionWithViewMakesTheChangesAtOnceAndCompletesOnTheClock() {
        let world = World()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(card)
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: { card.alpha = 0.5 }) {
            finished.append($0)
        }
        // The changes are made at once, with no property animation: the layer carries only the transition's own.
        #expect(card.alpha == 0.5 && card.layer.presentationState().opacity == 0.5 && card.layer.animationKeys() == ["transition"])
        world.advance(0.49)
        #expect(finished.isEmpty)
        world.advance(0.01)
        #expect(finished == [true])
        #expect(UIView.transitionRecords.last?.options.contains(.transitionFlipFromLeft) == true)
    }

    @Test func transitionWithAnimatedContentAnimatesTheChanges() {
        let world = World()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(card)
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear], animations: {
            card.alpha = 0
        })
        world.advance(0.5)
        #expect(card.layer.hasAnimations)
    }

    @Test func transitionFromToReplacesOrShowsAndHides() {
        let world = World()
        let container = world.root.view!
        let back = UIView(), a = UIView(), b = UIView(), front = UIView()
        [back, a, front].forEach(container.addSubview)
        var finished = 0
        UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve) { if $0 { finished += 1 } }
        #expect(a.superview == nil && b.superview === container)
        #expect(container.subviews.firstIndex { $0 === b } == 1)
        world.advance(0.3)
        #expect(finished == 1)
        UIView.transition(from: b, to: a, duration: 0.3, options: [.showHideTransitionViews]) { if $0 { finished += 1 } }
        #expect(b.isHidden && !a.isHidden && b.superview === container)
        world.advance(0.3)
        #expect(finished == 2)
    }

    @Test func everyAnimateOverloadBuilds() {
        let world = World()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.root.view.addSubview(v)
        var completions = 0
        let damping: CGFloat = 0.8, velocity: CGFloat = 0.5
        UIView.animate(withDuration: 0.1) { v.alpha = 0.5 }
        UIView.animate(withDuration: 0.1, animations: { v.alpha = 0.4 }) { _ in completions += 1 }
        UIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: { v.alpha = 0.3 }, completion: { _ in completions += 1 })
        UIView.animate(withDuration: 0.1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity, options: [], animations: {
            v.alpha = 0.2
        }, completion: { _ in completions += 1 })
        UIView.animateKeyframes(withDuration: 0.1, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.1 }
        }, completion: { _ in completions += 1 })
        world.advance(1)
        #expect(completions == 4)
    }
}
