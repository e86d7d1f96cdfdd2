import Foundation
import Testing
@testable import GlideUIKitCore

/// A plain container whose `layoutSubviews()` deactivates and re-activates equivalent constraints on every pass, as
/// DeckTransition's `containerViewWillLayoutSubviews()` re-makes its snapshot's (`updateSnapshotViewAspectRatio()`:
/// top, a width that is the container's times a scale, and an aspect ratio), with a view and a cover pinned to the box's
/// edges. The constraints solve to the same frames each time.
@MainActor
private final class RemakingContainer: UIView {
    let box = UIView(frame: .zero, name: "box")
    let inner = UIView(frame: .zero, name: "inner")
    let cover = UIView(frame: .zero, name: "cover")
    var remade: [NSLayoutConstraint] = []
    var passes = 0
    /// Past this many passes the container stops re-making its constraints, so that a loop ends and is counted.
    let limit = 100

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        guard passes < limit, !box.translatesAutoresizingMaskIntoConstraints else { return }
        NSLayoutConstraint.deactivate(remade)
        let scale = 1 - 20 * 2 / bounds.height
        remade = [
            box.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            box.widthAnchor.constraint(equalTo: widthAnchor, multiplier: scale),
            box.widthAnchor.constraint(equalTo: box.heightAnchor, multiplier: bounds.width / bounds.height),
        ]
        NSLayoutConstraint.activate(remade)
    }

    /// Puts the container in `window` with the box at its bounds (frame-based), then the box's subviews pinned to it.
    func install(in window: UIWindow) {
        frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.addSubview(self)
        addSubview(box)
        box.frame = bounds
        box.addSubview(inner)
        addSubview(cover)
        for view in [inner, cover] {
            view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: box.topAnchor),
                view.leftAnchor.constraint(equalTo: box.leftAnchor),
                view.rightAnchor.constraint(equalTo: box.rightAnchor),
                view.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            ])
        }
    }

    /// The box becomes constraint-based, centred (DeckTransition's `presentationTransitionDidEnd(_:)`).
    func constrainBox() {
        box.translatesAutoresizingMaskIntoConstraints = false
        box.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        setNeedsLayout()
    }
}

@MainActor @Suite struct AutoLayoutRemadeConstraintsTests {
    @Test("constraints re-made in layoutSubviews that solve to the same frames end the passes at one instant")
    func remadeEquivalentConstraintsLayOutABoundedNumberOfTimes() {
        let world = World()
        let container = RemakingContainer()
        container.install(in: world.window)
        world.advance(0.1)
        container.constrainBox()
        let before = container.passes
        world.advance(0.1)
        // The pass that applies the new constraints, and at most one that finds them applied. Each swap re-pivots the
        // solver, whose values move by a rounding error; that is no change of any frame, so no further pass.
        #expect(container.passes - before <= 3, "\(container.passes - before) passes at one instant")
        let width = 390 * (1 - 40.0 / 844)
        #expect(container.box.frame.width.isClose(to: width) && container.box.frame.minY == 20)
        #expect(container.box.frame.height.isClose(to: width * 844 / 390))
        #expect(container.inner.frame.isClose(to: CGRect(origin: .zero, size: container.box.frame.size), within: 1e-9))
        #expect(container.cover.frame.isClose(to: container.box.frame, within: 1e-9))
    }

    @Test("after the swaps, a real change of the solution still lays the container out and moves its views")
    func aRealChangeAfterTheSwapsStillLaysOut() {
        let world = World()
        let container = RemakingContainer()
        container.install(in: world.window)
        world.advance(0.1)
        container.constrainBox()
        world.advance(0.1)
        let before = container.passes
        container.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        world.advance(0.1)
        #expect(container.passes > before && container.passes - before <= 3)
        let width = 390 * (1 - 40.0 / 600)
        #expect(container.box.frame.width.isClose(to: width))
        #expect(container.box.frame.height.isClose(to: width * 600 / 390))
        #expect(container.cover.frame.isClose(to: container.box.frame, within: 1e-9))
        #expect(container.inner.frame.isClose(to: CGRect(origin: .zero, size: container.box.frame.size), within: 1e-9))
    }

    @Test("a managed view whose superview moves keeps its place in the window: its new frame is laid out")
    func aSubviewHeldToTheWindowIsLaidOutWhenItsSuperviewMoves() {
        let world = World()
        let window = world.window
        let parent = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200), name: "parent")
        window.addSubview(parent)
        let child = UIView(frame: .zero, name: "child")
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let top = parent.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
        parent.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            top,
            parent.leftAnchor.constraint(equalTo: window.leftAnchor),
            parent.widthAnchor.constraint(equalToConstant: 200),
            parent.heightAnchor.constraint(equalToConstant: 200),
            child.topAnchor.constraint(equalTo: window.topAnchor, constant: 150),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        world.advance(0.1)
        #expect(child.frame == CGRect(x: 0, y: 50, width: 10, height: 10))
        // The child's variables do not move (it stays 150 points from the window's top); its superview's do, so the
        // child's frame in its superview changes and its superview is laid out.
        top.constant = 120
        world.advance(0.1)
        #expect(parent.frame.minY == 120)
        #expect(child.frame == CGRect(x: 0, y: 30, width: 10, height: 10))
    }
}
