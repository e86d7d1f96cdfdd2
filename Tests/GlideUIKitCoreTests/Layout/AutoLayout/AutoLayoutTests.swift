import Foundation
import Testing
@testable import GlideUIKitCore

/// A view for constraints: `translatesAutoresizingMaskIntoConstraints` false, named.
@MainActor
func constrainedView(_ name: String) -> UIView {
    let view = UIView(frame: .zero, name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

@MainActor @Suite struct AutoLayoutAnchorTests {
    @Test func edgesPinnedToTheSuperviewFollowItsBounds() {
        let world = World()
        let container = world.root.view!
        let sheet = constrainedView("sheet")
        container.addSubview(sheet)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            sheet.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -40),
        ])
        #expect(sheet.frame == .zero, "frames change in the layout pass, not on activation")
        container.layoutIfNeeded()
        #expect(sheet.frame == CGRect(x: 10, y: 30, width: 370, height: 730))
    }

    @Test func centresWidthsAndHeightsAgainstConstants() {
        let world = World()
        let container = world.root.view!
        let button = constrainedView("button")
        container.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 100),
            button.widthAnchor.constraint(equalToConstant: 80),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        world.clock.runPending()
        #expect(button.frame == CGRect(x: 160, y: 478, width: 80, height: 44))
        #expect(button.center == CGPoint(x: 200, y: 500))
    }

    @Test func leftRightAndBaselineAnchorsAndSiblingsChained() {
        let world = World()
        let container = world.root.view!
        let a = constrainedView("a"), b = constrainedView("b")
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 16),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leftAnchor.constraint(equalToSystemSpacingAfter: a.rightAnchor, multiplier: 2),
            b.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -16),
            b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            b.firstBaselineAnchor.constraint(equalTo: b.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 50, width: 100, height: 20))
        // System spacing is 8 points: 116 + 16 = 132; the baselines are bottom edges.
        #expect(b.frame == CGRect(x: 132, y: 60, width: 252, height: 10))
    }

    @Test func dimensionMultipliersAndPositionMultipliersAreMeasuredFromTheContainer() {
        let world = World()
        let container = world.root.view!
        let content = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 400), name: "content")
        container.addSubview(content)
        let card = constrainedView("card")
        content.addSubview(card)
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 2, constant: 10),
            // UIKit's classic: centre x at a quarter of the superview's width, in its coordinates.
            NSLayoutConstraint(
                item: card, attribute: .centerX, relatedBy: .equal, toItem: content, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: card, attribute: .top, relatedBy: .equal, toItem: content, attribute: .bottom,
                multiplier: 0.25, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 100, width: 100, height: 210))
    }

    @Test func inequalitiesWithPrioritiesYieldInPriorityOrder() {
        let world = World()
        let container = world.root.view!
        let bar = constrainedView("bar")
        container.addSubview(bar)
        let preferred = bar.widthAnchor.constraint(equalToConstant: 600)
        preferred.priority = .defaultHigh
        let lowerPreference = bar.widthAnchor.constraint(equalToConstant: 50)
        lowerPreference.priority = .defaultLow
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20),
            bar.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            bar.topAnchor.constraint(equalTo: container.topAnchor),
            bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            bar.heightAnchor.constraint(lessThanOrEqualToConstant: 40),
            preferred, lowerPreference,
        ])
        container.layoutIfNeeded()
        // 600 does not fit between the margins: the required ≤/≥ win, then 750 beats 250.
        #expect(bar.frame.width == 360 && bar.frame.minX == 20)
        preferred.priority = UILayoutPriority(200)
        container.layoutIfNeeded()
        #expect(bar.frame.width == 50 && bar.frame.minX == 175)
        #expect(bar.frame.height == 10)
    }

    @Test func layoutGuidesPlaceViewsAndTheSafeAreaIsTheViewsEdgesInsetByItsSafeAreaInsets() {
        let world = World()
        let container = world.root.view!
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        container.addLayoutGuide(guide)
        let left = constrainedView("left"), right = constrainedView("right")
        container.addSubview(left)
        container.addSubview(right)
        let safe = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            left.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            left.heightAnchor.constraint(equalTo: safe.heightAnchor),
            guide.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            guide.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: right.widthAnchor),
            guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
            right.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            right.topAnchor.constraint(equalTo: safe.topAnchor),
            right.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        container.layoutIfNeeded()
        // A full-screen view controller's view: the status bar's 47 points and the home indicator's 34 (the margins
        // guide inside the safe area too).
        #expect(left.frame == CGRect(x: 0, y: 47, width: 100, height: 800 - 47 - 34))
        #expect(right.frame == CGRect(x: 250, y: 47, width: 150, height: 800 - 47 - 34))
        #expect(guide.layoutFrame == CGRect(x: 100, y: 0, width: 150, height: 1))
        #expect(safe.layoutFrame == container.bounds.inset(by: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(container.layoutGuides.map(\.identifier) == ["spacer"])
    }

    @Test func theOldAPIInstallsOnTheViewItIsGiven() {
        let world = World()
        let container = world.root.view!
        let box = constrainedView("box")
        container.addSubview(box)
        let constraints = [
            NSLayoutConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left, multiplier: 1, constant: 5),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1, constant: 6),
            NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 7),
            NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: container, attribute: .height, multiplier: 0.5, constant: 0),
        ]
        container.addConstraints(constraints)
        #expect(container.constraints.count == 4 && constraints.allSatisfy(\.isActive))
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 5, y: 6, width: 7, height: 400))
        container.removeConstraint(constraints[2])
        #expect(!constraints[2].isActive && container.constraints.count == 3)
        box.removeConstraint(constraints[0])  // not installed on box: nothing happens
        #expect(constraints[0].isActive)
        container.removeConstraints(constraints)
        #expect(container.constraints.isEmpty)
        // A view that is not an ancestor of the items cannot hold the constraint.
        let stray = UIView(frame: .zero, name: "stray")
        container.addSubview(stray)
        GlideDiagnostics.clear()
        stray.addConstraint(constraints[0])
        #expect(!constraints[0].isActive)
        #expect(GlideDiagnostics.messages.count == 1 && GlideDiagnostics.messages[0].contains("not prepared"))
    }
}

@MainActor @Suite struct AutoLayoutActivationTests {
    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let world = World()
        let container = world.root.view!
        let left = UIView(frame: .zero, name: "leftColumn"), right = UIView(frame: .zero, name: "rightColumn")
        container.addSubview(left)
        container.addSubview(right)
        let a = constrainedView("a"), b = constrainedView("b")
        left.addSubview(a)
        right.addSubview(b)
        let across = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let own = a.heightAnchor.constraint(equalToConstant: 10)
        let toParent = a.topAnchor.constraint(equalTo: left.topAnchor)
        NSLayoutConstraint.activate([across, own, toParent])
        #expect(across.isActive && own.isActive && toParent.isActive)
        #expect(container.constraints.contains { $0 === across })
        #expect(a.constraints.contains { $0 === own })
        #expect(left.constraints.contains { $0 === toParent })
        NSLayoutConstraint.deactivate([across, toParent])
        #expect(!across.isActive && !toParent.isActive && own.isActive)
        #expect(container.constraints.isEmpty && left.constraints.isEmpty && a.constraints.count == 1)
        across.isActive = true
        #expect(container.constraints.count == 1)
    }

    /// `private var labelLeading = NSLayoutConstraint()` (a pod's action sheet): a placeholder relating nothing,
    /// replaced before use; activated by mistake, it is logged and stays inactive.
    @Test func aPlaceholderConstraintRelatesNothing() {
        _ = World()
        let placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem == nil && placeholder.secondItem == nil && placeholder.firstAttribute == .notAnAttribute)
        #expect(placeholder.constant == 0 && placeholder.multiplier == 1 && placeholder.relation == .equal && !placeholder.isActive)
        GlideDiagnostics.clear()
        placeholder.isActive = true
        #expect(!placeholder.isActive)
        #expect(GlideDiagnostics.messages.count == 1 && GlideDiagnostics.messages[0].contains("notAnAttribute"), "\(GlideDiagnostics.messages)")
        _ = "\(placeholder)"
    }

    @Test func viewsInDifferentHierarchiesCannotBeRelatedAndNothingCrashes() {
        _ = World()
        let a = UIView(frame: .zero, name: "a"), b = UIView(frame: .zero, name: "b")
        GlideDiagnostics.clear()
        let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(GlideDiagnostics.messages.count == 1 && GlideDiagnostics.messages[0].contains("no common ancestor"))
        // Invalid pairings UIKit raises on are logged and refused too.
        let pairing = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 4)
        pairing.isActive = true
        #expect(!pairing.isActive && GlideDiagnostics.messages.count == 2)
    }

    @Test func deactivationFreesTheViewWhichKeepsItsLastFrame() {
        let world = World()
        let container = world.root.view!
        let box = constrainedView("box")
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            box.heightAnchor.constraint(equalToConstant: 30), width,
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 120, height: 30))
        width.isActive = false
        let wide = box.widthAnchor.constraint(equalTo: container.widthAnchor, constant: -16)
        wide.isActive = true
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 384, height: 30))
        NSLayoutConstraint.deactivate(container.constraints + box.constraints)
        #expect(container.constraints.isEmpty && box.constraints.isEmpty)
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 8, width: 384, height: 30))
    }

    @Test func unsatisfiableConstraintsAreLoggedOnceAndTheNewOneBroken() {
        let world = World()
        let container = world.root.view!
        let box = constrainedView("box")
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        GlideDiagnostics.clear()
        let impossible = box.widthAnchor.constraint(equalToConstant: 200)
        impossible.identifier = "tooWide"
        impossible.isActive = true
        container.layoutIfNeeded()
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(GlideDiagnostics.messages.count == 1)
        let message = GlideDiagnostics.messages.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("box.width == 100"))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'tooWide' box.width == 200 (active, broken)>"))
        #expect(impossible.isActive && impossible.isBroken)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        // A constant changed to one that cannot hold breaks that constraint.
        let wider = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        wider.isActive = true
        container.layoutIfNeeded()
        wider.constant = 150
        container.layoutIfNeeded()
        #expect(GlideDiagnostics.messages.count == 2 && wider.isBroken)
        #expect(box.frame.width == 100)
        // Deactivating and activating again takes part once more.
        impossible.isActive = false
        #expect(!impossible.isBroken)
        wider.isActive = false
        wider.constant = 80
        wider.isActive = true
        container.layoutIfNeeded()
        #expect(!wider.isBroken && GlideDiagnostics.messages.count == 2)
    }

    @Test func nonFiniteConstantsAreLeftOutNotSolved() {
        let world = World()
        let container = world.root.view!
        let box = constrainedView("box")
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leftAnchor.constraint(equalTo: container.leftAnchor), box.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        GlideDiagnostics.clear()
        width.constant = .nan
        container.layoutIfNeeded()
        #expect(width.isBroken && GlideDiagnostics.messages.count == 1)
        let infinite = box.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: .infinity)
        infinite.isActive = true
        container.layoutIfNeeded()
        #expect(infinite.isBroken && GlideDiagnostics.messages.count == 2)
        #expect(box.frame.height == 10)
    }

    @Test func aViewThatTranslatesItsAutoresizingMaskKeepsItsFrameAndConflictsWithConstraintsOnIt() {
        let world = World()
        let container = world.root.view!
        let fixed = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100), name: "fixed")
        let follower = constrainedView("follower")
        container.addSubview(fixed)
        container.addSubview(follower)
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 10),
            follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 40, y: 60, width: 100, height: 100))
        #expect(follower.frame == CGRect(x: 40, y: 170, width: 100, height: 20))
        // Moving the pinned view moves what is constrained to it at the next layout pass.
        fixed.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        world.clock.runPending()
        #expect(follower.frame == CGRect(x: 0, y: 60, width: 50, height: 20))
        // The classic mistake: constraints on a view that still translates its autoresizing mask.
        GlideDiagnostics.clear()
        let forgot = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4), name: "forgot")
        container.addSubview(forgot)
        let height = forgot.heightAnchor.constraint(equalToConstant: 200)
        height.isActive = true
        container.layoutIfNeeded()
        #expect(forgot.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(height.isBroken && GlideDiagnostics.messages.count == 1)
        #expect(GlideDiagnostics.messages[0].contains("<NSAutoresizingMaskLayoutConstraint forgot.height == 4>"))
        // Turned off: the view's frame comes from constraints.
        let other = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4), name: "other")
        container.addSubview(other)
        other.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            other.heightAnchor.constraint(equalToConstant: 200), other.widthAnchor.constraint(equalToConstant: 30),
            other.topAnchor.constraint(equalTo: container.topAnchor), other.leftAnchor.constraint(equalTo: container.leftAnchor),
        ])
        container.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(GlideDiagnostics.messages.count == 1)
    }

    @Test func theOrderOfActivationAndTurningTranslationOffDoesNotMatter() {
        let world = World()
        let container = world.root.view!
        let late = UIView(frame: .zero, name: "late")
        container.addSubview(late)
        GlideDiagnostics.clear()
        NSLayoutConstraint.activate([
            late.widthAnchor.constraint(equalToConstant: 10), late.heightAnchor.constraint(equalToConstant: 20),
            late.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            late.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        late.translatesAutoresizingMaskIntoConstraints = false
        container.layoutIfNeeded()
        #expect(GlideDiagnostics.messages.isEmpty)
        #expect(late.frame == CGRect(x: 195, y: 390, width: 10, height: 20))
    }
}
