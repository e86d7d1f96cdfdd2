import Foundation
import Testing
@testable import GlideUIKitCore

/// A layout that puts item `i` at `frame(i)`, with one alpha and one transform for all.
@MainActor
private final class FixedLayout: UICollectionViewLayout {
    let frame: (Int) -> CGRect
    let alpha: CGFloat
    let transform: CGAffineTransform
    /// The content offset the layout asks for when installed (nil: the proposed one).
    var target: CGPoint?
    /// Where a released drag stops, given where it would and its velocity (nil: where it would).
    var stop: ((CGPoint, CGPoint) -> CGPoint)?
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private(set) var prepared = 0

    init(alpha: CGFloat = 1, transform: CGAffineTransform = .identity, frame: @escaping (Int) -> CGRect) {
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepare() {
        prepared += 1
        let count = collectionView.map { $0.numberOfItems(inSection: 0) } ?? 0
        attributes = (0..<count).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = frame(i)
            a.alpha = alpha
            a.transform = transform
            return a
        }
    }

    override var collectionViewContentSize: CGSize {
        attributes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY)) }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        target ?? proposedContentOffset
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        stop?(proposedContentOffset, velocity) ?? proposedContentOffset
    }
}

/// A transition layout a delegate hands out.
@MainActor
private final class CustomTransitionLayout: UICollectionViewTransitionLayout {}

@MainActor
private final class ThreeItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var asked: [(UICollectionViewLayout, UICollectionViewLayout)] = []
    var custom = false
    var count = 3
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        asked.append((fromLayout, toLayout))
        return custom ? CustomTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout) : UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// Three items in a row of 100-point squares (`rowLayout`), or in a column of 50-point squares, half transparent and
/// turned (`columnLayout`).
@MainActor
private final class Scene {
    let world = World()
    let items = ThreeItems()
    let rowLayout = FixedLayout { CGRect(x: CGFloat($0) * 100, y: 0, width: 100, height: 100) }
    let columnLayout = FixedLayout(alpha: 0.5, transform: CGAffineTransform(rotationAngle: .pi / 2)) {
        CGRect(x: 0, y: CGFloat($0) * 50, width: 50, height: 50)
    }
    let collectionView: UICollectionView

    init() {
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: rowLayout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collectionView.dataSource = items
        collectionView.delegate = items
        world.root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> UICollectionViewCell { collectionView.cellForItem(at: IndexPath(item: item, section: 0))! }
    /// The cell's centre and size (its frame with its transform undone).
    func box(_ item: Int) -> CGRect {
        let cell = cell(item)
        return CGRect(x: cell.center.x - cell.bounds.width / 2, y: cell.center.y - cell.bounds.height / 2, width: cell.bounds.width, height: cell.bounds.height)
    }
    func presentedBox(_ item: Int) -> CGRect {
        let layer = cell(item).layer.presentation()!
        return CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                      width: layer.bounds.width, height: layer.bounds.height)
    }
    static func row(_ i: Int) -> CGRect { CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 100) }
    static func column(_ i: Int) -> CGRect { CGRect(x: 0, y: CGFloat(i) * 50, width: 50, height: 50) }
    /// Half-way between the row's and the column's frame of item `i`: centres and sizes mixed.
    static func middle(_ i: Int) -> CGRect {
        let a = row(i), b = column(i)
        let w = (a.width + b.width) / 2, h = (a.height + b.height) / 2
        return CGRect(x: (a.midX + b.midX) / 2 - w / 2, y: (a.midY + b.midY) / 2 - h / 2, width: w, height: h)
    }
}

private func same(_ t: CGAffineTransform, _ u: CGAffineTransform) -> Bool {
    [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-9 }
}

private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 0.5) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

@MainActor @Suite struct CollectionViewTransitionLayoutTests {
    @Test func theTransitionLayoutMixesFramesAlphaAndTransformByItsProgress() {
        let scene = Scene()
        let transition = UICollectionViewTransitionLayout(currentLayout: scene.rowLayout, nextLayout: scene.columnLayout)
        #expect(transition.currentLayout === scene.rowLayout && transition.nextLayout === scene.columnLayout)
        #expect(transition.transitionProgress == 0)
        scene.collectionView.collectionViewLayout = transition
        #expect(scene.columnLayout.collectionView === scene.collectionView)
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.row))
        #expect(scene.cell(1).alpha == 1 && scene.cell(1).transform == .identity)

        transition.transitionProgress = 0.5
        scene.collectionView.layoutIfNeeded()
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.middle))
        #expect(scene.cell(2).alpha == 0.75)
        let half = CGAffineTransform(rotationAngle: .pi / 2)
        let t = scene.cell(0).transform
        #expect(abs(t.a - (1 + half.a) / 2) < 1e-9 && abs(t.b - half.b / 2) < 1e-9 && abs(t.c - half.c / 2) < 1e-9)
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Scene.middle(1))

        transition.transitionProgress = 1
        scene.collectionView.layoutIfNeeded()
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.column))
        #expect(scene.cell(0).alpha == 0.5 && same(scene.cell(0).transform, half))

        transition.updateValue(12, forAnimatedKey: "PositionX")
        #expect(transition.value(forAnimatedKey: "PositionX") == 12 && transition.value(forAnimatedKey: "other") == 0)

        // Installing the next layout directly (MediaViewer's way of finishing) keeps the cells where they are.
        scene.collectionView.collectionViewLayout = transition.nextLayout
        #expect(transition.collectionView == nil && scene.rowLayout.collectionView == nil)
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.column))
    }

    @Test func finishingAnInteractiveTransitionAnimatesToTheNextLayoutAndCompletesFinished() {
        let scene = Scene()
        scene.items.custom = true
        var completions: [(Bool, Bool)] = []
        let transition = scene.collectionView.startInteractiveTransition(to: scene.columnLayout) { completions.append(($0, $1)) }
        #expect(transition is CustomTransitionLayout)
        #expect(scene.items.asked.count == 1 && scene.items.asked[0].0 === scene.rowLayout && scene.items.asked[0].1 === scene.columnLayout)
        #expect(scene.collectionView.collectionViewLayout === transition)
        transition.transitionProgress = 0.5
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.middle))

        scene.collectionView.finishInteractiveTransition()
        #expect(scene.collectionView.collectionViewLayout === scene.columnLayout)
        #expect(transition.transitionProgress == 1)
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.column))  // the model is final at once
        scene.world.clock.runPending()
        #expect(completions.isEmpty)
        scene.world.advance(0.15)
        // Half-way through the 0.3-second animation (ease in, ease out): between the mix at 0.5 and the column.
        let middle = Scene.middle(2), column = Scene.column(2)
        let expected = CGRect(x: (middle.minX + column.minX) / 2, y: (middle.minY + column.minY) / 2,
                              width: (middle.width + column.width) / 2, height: (middle.height + column.height) / 2)
        #expect(close(scene.presentedBox(2), expected, within: 1))
        #expect(completions.isEmpty)
        scene.world.advance(0.15)
        #expect(completions.map { [$0.0, $0.1] } == [[true, true]])
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.column))
        // Ending again does nothing.
        scene.collectionView.finishInteractiveTransition()
        scene.world.advance(1)
        #expect(completions.count == 1)
    }

    @Test func cancellingAnInteractiveTransitionAnimatesBackAndCompletesNotFinished() {
        let scene = Scene()
        var completions: [(Bool, Bool)] = []
        let transition = scene.collectionView.startInteractiveTransition(to: scene.columnLayout) { completions.append(($0, $1)) }
        #expect(type(of: transition) == UICollectionViewTransitionLayout.self)
        transition.transitionProgress = 0.25
        scene.collectionView.layoutIfNeeded()
        scene.collectionView.cancelInteractiveTransition()
        #expect(scene.collectionView.collectionViewLayout === scene.rowLayout)
        #expect(transition.transitionProgress == 0)
        scene.world.advance(0.29)
        #expect(completions.isEmpty)
        scene.world.advance(0.01)
        #expect(completions.map { [$0.0, $0.1] } == [[true, false]])
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.row))
        #expect(scene.cell(0).alpha == 1 && scene.cell(0).transform == .identity)
    }

    @Test func anAnimatedLayoutChangeMovesTheCellsAndCompletesAtItsEnd() {
        let scene = Scene()
        var finished: [Bool] = []
        scene.collectionView.setCollectionViewLayout(scene.columnLayout, animated: true) { finished.append($0) }
        #expect(scene.collectionView.collectionViewLayout === scene.columnLayout)
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.column))
        scene.world.advance(0.15)
        #expect(close(scene.presentedBox(1), Scene.middle(1), within: 1))
        #expect(finished.isEmpty)
        scene.world.advance(0.15)
        #expect(finished == [true])
    }

    @Test func aLayoutChangeWithoutAnimationIsImmediateAndCompletesOnTheNextTurn() {
        let scene = Scene()
        var finished: [Bool] = []
        scene.collectionView.setCollectionViewLayout(scene.columnLayout, animated: false) { finished.append($0) }
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.column))
        #expect(scene.cell(0).layer.animationKeys() == nil)
        #expect(finished.isEmpty)
        scene.world.clock.runPending()
        #expect(finished == [true])
        scene.collectionView.setCollectionViewLayout(scene.rowLayout, animated: false)
        #expect((0..<3).map(scene.box) == (0..<3).map(Scene.row))
    }

    @Test func aLayoutChangeWithoutAnimationInsideAnAnimationBlockMovesWithIt() {
        // MediaViewer's page bar: `setCollectionViewLayout(_, animated: false)` inside a property animator.
        let scene = Scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            scene.collectionView.setCollectionViewLayout(scene.columnLayout, animated: false)
        }
        animator.startAnimation()
        #expect(scene.box(0) == Scene.column(0))
        scene.world.advance(0.5)
        #expect(close(scene.presentedBox(0), Scene.middle(0)))
        scene.world.advance(0.5)
        #expect(close(scene.presentedBox(0), Scene.column(0)))
    }

    @Test func installingALayoutScrollsToItsTargetContentOffset() {
        let scene = Scene()
        scene.columnLayout.target = CGPoint(x: 0, y: 25)
        scene.collectionView.setCollectionViewLayout(scene.columnLayout, animated: false)
        #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 25))
        scene.rowLayout.target = CGPoint(x: 10, y: 0)
        scene.collectionView.setCollectionViewLayout(scene.rowLayout, animated: true)
        #expect(scene.collectionView.contentOffset == CGPoint(x: 10, y: 0))
        scene.world.advance(0.3)
        #expect(scene.collectionView.contentOffset == CGPoint(x: 10, y: 0) && scene.collectionView.bounds.origin == CGPoint(x: 10, y: 0))
    }

    @Test func aReleasedDragStopsWhereTheLayoutSays() throws {
        let world = World()
        let items = ThreeItems()
        items.count = 20
        let layout = FixedLayout { CGRect(x: CGFloat($0) * 100, y: 0, width: 100, height: 100) }
        var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
        layout.stop = { proposed, velocity in
            asked.append((proposed, velocity))
            return CGPoint(x: (proposed.x / 100).rounded() * 100, y: proposed.y)
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 100), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collectionView.dataSource = items
        world.root.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        collectionView.applyDrag(.began)
        collectionView.applyDrag(.changed(translation: CGPoint(x: -130, y: 0)))
        collectionView.applyDrag(.ended(velocity: CGPoint(x: -500, y: 0)))
        let ask = try #require(asked.first)
        #expect(asked.count == 1 && ask.velocity == CGPoint(x: 500, y: 0))  // the content's velocity, points per second
        #expect(ask.proposed.x > 130 && ask.proposed.y == 0)
        world.advance(5)
        #expect(collectionView.contentOffset == CGPoint(x: (ask.proposed.x / 100).rounded() * 100, y: 0))
    }
}
