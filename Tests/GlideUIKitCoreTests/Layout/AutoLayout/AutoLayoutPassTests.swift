import Foundation
import Testing
@testable import GlideUIKitCore

/// The layout pass with constraints: animated constant changes, the update-constraints phase,
/// intrinsic sizes, and hierarchy and window changes.
@MainActor @Suite struct AutoLayoutPassTests {
    /// The dimming half sheet's pattern: a sheet pinned to the sides and bottom with a height constant.
    private func halfSheet(in world: World) -> (sheet: UIView, height: NSLayoutConstraint) {
        let container = world.root.view!
        let sheet = constrainedView("sheet")
        container.addSubview(sheet)
        let height = sheet.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            height,
        ])
        container.layoutIfNeeded()
        return (sheet, height)
    }

    @Test func aConstantChangedThenLayoutIfNeededInAnAnimationBlockAnimatesTheFrame() {
        let world = World()
        let container = world.root.view!
        let (sheet, height) = halfSheet(in: world)
        #expect(sheet.frame == CGRect(x: 0, y: 500, width: 400, height: 300))
        height.constant = 600
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            container.layoutIfNeeded()
        }) { finished.append($0) }
        // The model is final at once; the screen starts where it was.
        #expect(sheet.frame == CGRect(x: 0, y: 200, width: 400, height: 600))
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 500, width: 400, height: 300))
        world.advance(0.5)
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 350, width: 400, height: 450))
        world.advance(0.5)
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 200, width: 400, height: 600))
        #expect(finished == [true] && !sheet.layer.hasAnimations)
    }

    @Test func theDefaultCurveEasesTheConstraintAnimation() {
        let world = World()
        let container = world.root.view!
        let (sheet, height) = halfSheet(in: world)
        height.constant = 700
        UIView.animate(withDuration: 2, animations: { container.layoutIfNeeded() })
        world.advance(0.5)
        let p = UICubicTimingParameters(animationCurve: .easeInOut).progress(atTimeFraction: 0.25)
        let frame = sheet.presentationFrame
        #expect(frame.height.isClose(to: 300 + 400 * p) && frame.minY.isClose(to: 500 - 400 * p))
        #expect(frame.height < 400, "ease-in starts slowly")
        world.advance(1.5)
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 100, width: 400, height: 700))
    }

    @Test func aConstantChangedWithoutLayoutInTheBlockJumpsAtTheNextPass() {
        let world = World()
        let (sheet, height) = halfSheet(in: world)
        height.constant = 100
        UIView.animate(withDuration: 1, animations: { sheet.alpha = 0.5 })
        world.clock.runPending()
        #expect(sheet.frame == CGRect(x: 0, y: 700, width: 400, height: 100))
        #expect(sheet.presentationFrame == sheet.frame)
        #expect(!sheet.layer.animatingProperties.contains(.bounds))
    }

    @Test func layoutIfNeededOnTheConstrainedViewLaysOutFromTheSuperviewThatNeedsIt() {
        let world = World()
        let (sheet, height) = halfSheet(in: world)
        height.constant = 400
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { sheet.layoutIfNeeded() })
        world.advance(0.25)
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 475, width: 400, height: 325))
    }

    @Test func aConstantChangedInsideTheBlockAnimatesToo() {
        let world = World()
        let container = world.root.view!
        let (sheet, height) = halfSheet(in: world)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            height.constant = 500
            container.layoutIfNeeded()
        })
        world.advance(0.5)
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 400, width: 400, height: 400))
    }

    @Test func nestedConstrainedViewsAnimateTogether() {
        let world = World()
        let container = world.root.view!
        let (sheet, height) = halfSheet(in: world)
        let content = constrainedView("content")
        sheet.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 20),
            content.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -20),
            content.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: -20),
        ])
        container.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
        height.constant = 500
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { container.layoutIfNeeded() })
        #expect(content.frame == CGRect(x: 20, y: 20, width: 360, height: 460))
        world.advance(0.5)
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 400, width: 400, height: 400))
        #expect(content.presentationFrame == CGRect(x: 20, y: 20, width: 360, height: 360))
    }

    @Test func anInteractivePropertyAnimatorScrubsTheConstraintLayout() {
        let world = World()
        let container = world.root.view!
        let (sheet, height) = halfSheet(in: world)
        height.constant = 800
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { container.layoutIfNeeded() }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        world.clock.runPending()
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 375, width: 400, height: 425))
        animator.fractionComplete = 0.75
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 125, width: 400, height: 675))
        animator.startAnimation()
        world.advance(1)
        #expect(sheet.presentationFrame == CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test func theAppStoreCardExpandsWithItsConstraintsOnASpringAsAFrameAnimationWould() {
        let world = World()
        let container = world.root.view!
        let card = constrainedView("card"), twin = UIView(frame: CGRect(x: 20, y: 150, width: 360, height: 420), name: "twin")
        container.addSubview(card)
        container.addSubview(twin)
        let top = card.topAnchor.constraint(equalTo: container.topAnchor, constant: 150)
        let leading = card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        let width = card.widthAnchor.constraint(equalToConstant: 360)
        let cardHeight = card.heightAnchor.constraint(equalToConstant: 420)
        NSLayoutConstraint.activate([top, leading, width, cardHeight])
        container.layoutIfNeeded()
        #expect(card.frame == twin.frame)
        // Expand to full screen: the card's constraints, and the twin's frame, in the same spring.
        top.constant = 0
        leading.constant = 0
        width.constant = 400
        cardHeight.constant = 800
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, animations: {
            container.layoutIfNeeded()
            twin.frame = container.bounds
        })
        #expect(card.presentationFrame == CGRect(x: 20, y: 150, width: 360, height: 420))
        for _ in 0..<30 {
            world.advance(1.0 / 60)
            #expect(card.presentationFrame == twin.presentationFrame)
        }
        world.advance(0.1)
        #expect(card.presentationFrame == container.bounds && card.frame == container.bounds)
    }

    @Test func theWindowsSizeChangeResolvesAtTheNextPass() {
        let world = World()
        let banner = constrainedView("banner")
        world.window.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: world.window.leadingAnchor, constant: 10),
            banner.trailingAnchor.constraint(equalTo: world.window.trailingAnchor, constant: -10),
            banner.bottomAnchor.constraint(equalTo: world.window.safeAreaLayoutGuide.bottomAnchor),
            banner.heightAnchor.constraint(equalTo: world.window.heightAnchor, multiplier: 0.1),
        ])
        world.clock.runPending()
        // On the safe area's bottom: 34 points above the window's.
        #expect(banner.frame == CGRect(x: 10, y: 800 - 34 - 80, width: 380, height: 80))
        world.window.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
        world.clock.runPending()
        #expect(banner.frame == CGRect(x: 10, y: 400 - 34 - 40, width: 780, height: 40))
    }

    @Test func aPinnedSuperviewsFrameSetInLayoutSubviewsReachesItsConstrainedSubviewsInTheSamePass() {
        final class Column: UIView {
            override func layoutSubviews() {
                subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let world = World()
        let column = Column(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "column")
        world.root.view.addSubview(column)
        let half = UIView(frame: .zero, name: "half")
        column.addSubview(half)
        let dot = constrainedView("dot")
        half.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.trailingAnchor.constraint(equalTo: half.trailingAnchor),
            dot.topAnchor.constraint(equalTo: half.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        world.clock.runPending()
        #expect(half.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(dot.frame == CGRect(x: 90, y: 0, width: 10, height: 10))
        column.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        world.clock.runPending()
        #expect(dot.frame == CGRect(x: 140, y: 0, width: 10, height: 10))
    }

    @Test func removingAViewDropsTheConstraintsThatTieItToTheRestAndKeepsItsOwn() {
        let world = World()
        let container = world.root.view!
        let panel = constrainedView("panel"), label = constrainedView("label"), sibling = constrainedView("sibling")
        container.addSubview(panel)
        container.addSubview(sibling)
        panel.addSubview(label)
        let panelToContainer = [
            panel.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ]
        let panelSize = [panel.widthAnchor.constraint(equalToConstant: 200), panel.heightAnchor.constraint(equalToConstant: 100)]
        let labelInPanel = [
            label.centerXAnchor.constraint(equalTo: panel.centerXAnchor), label.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            label.widthAnchor.constraint(equalTo: panel.widthAnchor, constant: -20), label.heightAnchor.constraint(equalToConstant: 20),
        ]
        let siblingToLabel = [
            sibling.topAnchor.constraint(equalTo: label.bottomAnchor), sibling.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 5), sibling.heightAnchor.constraint(equalToConstant: 5),
        ]
        NSLayoutConstraint.activate(panelToContainer + panelSize + labelInPanel + siblingToLabel)
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 40, width: 180, height: 20))
        #expect(sibling.frame == CGRect(x: 10, y: 160, width: 5, height: 5))
        panel.removeFromSuperview()
        // Installed on the container and tying the panel's subtree to it: deactivated.
        #expect((panelToContainer + siblingToLabel.prefix(2)).allSatisfy { !$0.isActive })
        // Installed inside the subtree: kept, and still laid out in the detached subtree.
        #expect((panelSize + labelInPanel + siblingToLabel.suffix(2)).allSatisfy { $0.isActive })
        #expect(container.constraints.isEmpty)
        // The sibling lost the constraints to the label; without its size constraints too, no
        // constraint mentions it and it keeps its last frame.
        NSLayoutConstraint.deactivate(sibling.constraints)
        container.layoutIfNeeded()
        #expect(sibling.frame == CGRect(x: 10, y: 160, width: 5, height: 5))
        panelSize[0].constant = 100
        panel.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 40, width: 80, height: 20))
        // Moved into another hierarchy, its constraints move with it.
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: world.clock)
        other.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.centerXAnchor.constraint(equalTo: other.centerXAnchor), panel.bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ])
        world.clock.runPending()
        #expect(panel.frame == CGRect(x: 100, y: 200, width: 100, height: 100))
        #expect(label.frame == CGRect(x: 10, y: 40, width: 80, height: 20))
    }

    @Test func movingAConstrainedViewToAnotherSuperviewInTheSameWindowResolves() {
        let world = World()
        let container = world.root.view!
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 800), name: "left")
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 800), name: "right")
        container.addSubview(left)
        container.addSubview(right)
        let chip = constrainedView("chip")
        left.addSubview(chip)
        NSLayoutConstraint.activate([chip.widthAnchor.constraint(equalToConstant: 50), chip.heightAnchor.constraint(equalToConstant: 50)])
        chip.centerXAnchor.constraint(equalTo: left.centerXAnchor).isActive = true
        chip.centerYAnchor.constraint(equalTo: left.centerYAnchor).isActive = true
        container.layoutIfNeeded()
        #expect(chip.frame == CGRect(x: 75, y: 375, width: 50, height: 50))
        right.addSubview(chip)
        #expect(left.constraints.isEmpty && chip.constraints.count == 2)
        NSLayoutConstraint.activate([chip.trailingAnchor.constraint(equalTo: right.trailingAnchor), chip.topAnchor.constraint(equalTo: right.topAnchor)])
        world.clock.runPending()
        #expect(chip.frame == CGRect(x: 150, y: 0, width: 50, height: 50))
    }

    @Test func intrinsicSizesHugAndResistAtTheirPriorities() {
        final class Label: UIView {
            var textSize = CGSize(width: 120, height: 20) { didSet { invalidateIntrinsicContentSize() } }
            override var intrinsicContentSize: CGSize { textSize }
        }
        let world = World()
        let container = world.root.view!
        let label = Label(frame: .zero, name: "label")
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let maxWidth = label.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        let stretch = label.widthAnchor.constraint(equalToConstant: 300)
        stretch.priority = UILayoutPriority(200)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10), maxWidth, stretch,
        ])
        container.layoutIfNeeded()
        // Hugging (250) beats the stretch (200); the height is the intrinsic one.
        #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 20))
        label.setContentHuggingPriority(UILayoutPriority(150), for: .horizontal)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 150)
        container.layoutIfNeeded()
        #expect(label.frame.width == 300)
        // Compression resistance (750) loses to a required maximum, beats a 700 one.
        label.textSize = CGSize(width: 500, height: 20)
        container.layoutIfNeeded()
        #expect(label.frame.width == 300)
        maxWidth.isActive = false
        let softMax = label.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        softMax.priority = UILayoutPriority(700)
        softMax.isActive = true
        container.layoutIfNeeded()
        #expect(label.frame.width == 500)
        label.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 249)
        container.layoutIfNeeded()
        #expect(label.frame.width == 300)
    }

    @Test func updateConstraintsRunsForViewsThatAskedDeepestFirstBeforeLayout() {
        final class CallLog { var calls: [String] = [] }
        final class Panel: UIView {
            let log: CallLog
            var made = false
            var edge: NSLayoutConstraint?
            init(name: String, log: CallLog) {
                self.log = log
                super.init(frame: .zero)
                self.name = name
            }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() {
                log.calls.append(name)
                if !made, let parent = superview {
                    made = true
                    translatesAutoresizingMaskIntoConstraints = false
                    let edge = topAnchor.constraint(equalTo: parent.topAnchor, constant: 5)
                    self.edge = edge
                    NSLayoutConstraint.activate([
                        edge, leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
                        widthAnchor.constraint(equalToConstant: 20), heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
                super.updateConstraints()
            }
            override func layoutSubviews() { log.calls.append("layout \(name)") }
        }
        let recorder = CallLog()
        let world = World()
        let outer = Panel(name: "outer", log: recorder), inner = Panel(name: "inner", log: recorder)
        world.root.view.addSubview(outer)
        outer.addSubview(inner)
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        world.clock.runPending()
        #expect(Array(recorder.calls.prefix(2)) == ["inner", "outer"])
        #expect(recorder.calls.contains("layout outer"))
        #expect(outer.frame == CGRect(x: 5, y: 5, width: 20, height: 20) && inner.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(!outer.needsUpdateConstraints())
        inner.setNeedsUpdateConstraints()
        inner.edge?.constant = 0
        recorder.calls = []
        inner.updateConstraintsIfNeeded()
        #expect(recorder.calls == ["inner"])
        world.window.layoutIfNeeded()
        #expect(inner.frame.minY == 0)
    }

    @Test func constraintBasedViewsGetTheirFirstUpdateConstraintsBeforeTheirFirstLayout() {
        final class Badge: UIView {
            var updates = 0
            var didSetupConstraints = false
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                updates += 1
                if !didSetupConstraints, let parent = superview {
                    didSetupConstraints = true
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        centerXAnchor.constraint(equalTo: parent.centerXAnchor), centerYAnchor.constraint(equalTo: parent.centerYAnchor),
                        widthAnchor.constraint(equalToConstant: 30), heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
                super.updateConstraints()
            }
        }
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let world = World()
        let badge = Badge(frame: .zero, name: "badge")
        world.root.view.addSubview(badge)
        let counting = Counting(frame: .zero, name: "counting"), plain = Counting(frame: .zero, name: "plain")
        world.root.view.addSubview(counting)
        world.root.view.addSubview(plain)
        counting.translatesAutoresizingMaskIntoConstraints = false
        world.clock.runPending()
        #expect(badge.updates == 1 && counting.updates == 1 && plain.updates == 0)
        #expect(badge.frame == CGRect(x: 185, y: 385, width: 30, height: 30))
        world.root.view.setNeedsLayout()
        world.clock.runPending()
        #expect(badge.updates == 1 && counting.updates == 1)
    }

    @Test func aLongChainReSolvesIncrementallyWhenItsFirstConstantChanges() {
        let world = World()
        let container = world.root.view!
        var previous: UIView?
        var views: [UIView] = []
        var first: NSLayoutConstraint?
        for index in 0..<200 {
            let view = constrainedView("v\(index)")
            container.addSubview(view)
            let leading = previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 1) }
                ?? view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 0)
            if previous == nil { first = leading }
            NSLayoutConstraint.activate([
                leading, view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index % 7)),
                view.widthAnchor.constraint(equalToConstant: 1), view.heightAnchor.constraint(equalToConstant: 2),
            ])
            views.append(view)
            previous = view
        }
        container.layoutIfNeeded()
        #expect(views[199].frame == CGRect(x: 398, y: 3, width: 1, height: 2))
        for step in 1...20 {
            first?.constant = CGFloat(step)
            container.layoutIfNeeded()
        }
        #expect(views[199].frame == CGRect(x: 418, y: 3, width: 1, height: 2))
        #expect(views[0].frame == CGRect(x: 20, y: 0, width: 1, height: 2))
    }

    @Test func systemLayoutSizeFittingMeasuresTheContentWithoutLayingOut() {
        final class Text: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 180, height: 100) }
        }
        let world = World()
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "sheet")
        world.root.view.addSubview(sheet)
        let header = constrainedView("header"), text = Text(frame: .zero, name: "text")
        text.translatesAutoresizingMaskIntoConstraints = false
        sheet.addSubview(header)
        sheet.addSubview(text)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: sheet.topAnchor), header.heightAnchor.constraint(equalToConstant: 44),
            header.leadingAnchor.constraint(equalTo: sheet.leadingAnchor), header.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
            text.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            text.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(lessThanOrEqualTo: sheet.trailingAnchor, constant: -16),
            text.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -20),
        ])
        let compressed = sheet.systemLayoutSizeFitting(
            CGSize(width: 400, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(compressed == CGSize(width: 400, height: 172))
        #expect(sheet.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 212, height: 172))
        // Nothing moved: the sheet keeps its frame and the layout is as before.
        #expect(sheet.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        world.clock.runPending()
        #expect(text.frame == CGRect(x: 16, y: 52, width: 180, height: 728))
    }

    @Test func theSolverIsKeptAcrossPassesAndAConstantChangeKeepsItsRow() throws {
        let world = World()
        let container = world.root.view!
        let (sheet, height) = halfSheet(in: world)
        let engine = try #require(world.window.autoLayoutState?.engine)
        let row = try #require(height.solverConstraint)
        for constant in stride(from: 100.0, through: 700, by: 100) {
            height.constant = CGFloat(constant)
            container.layoutIfNeeded()
            #expect(sheet.frame.height == CGFloat(constant))
        }
        #expect(world.window.autoLayoutState?.engine === engine)
        #expect(height.solverConstraint == row && engine.solver.hasConstraint(row))
        #expect(engine.constraints.count == 4)
    }
}
