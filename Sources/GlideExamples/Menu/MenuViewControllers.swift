import Foundation
import GlideUIKit

/// The screen the menu slides in over: content and a menu button.
@MainActor
public final class MenuHomeViewController: UIViewController {
    /// The menu button, named "menu.button".
    public let menuButton = named(UIView(frame: CGRect(x: 20, y: 50, width: 44, height: 44)), "menu.button")
    /// A pan from the screen's left edge opens the menu (see ``MenuInteractionController``).
    public let openEdgePanGestureRecognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)

    /// The home screen, named "menu.home".
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "menu.home"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "menu.home.view")
        root.backgroundColor = UIColor(white: 1, alpha: 1)
        root.addSubview(menuButton)
        openEdgePanGestureRecognizer.edges = .left
        root.addGestureRecognizer(openEdgePanGestureRecognizer)
        view = root
    }
}

/// A full-screen menu of six post types in two columns, whose items slide in from the sides.
@MainActor
public final class MenuViewController: UIViewController {
    /// One menu item: its name and how far it sits off stage (negative: to the left).
    public struct Item: Sendable, Hashable {
        /// The item view's name.
        public var name: String
        /// The horizontal translation that puts the item off stage.
        public var offStageOffset: Double

        /// An item named `name`, `offStageOffset` points off stage.
        public init(name: String, offStageOffset: Double) {
            self.name = name
            self.offStageOffset = offStageOffset
        }
    }

    /// The items, left column top to bottom then right column top to bottom; the top rows travel furthest.
    public static let items: [Item] = [
        Item(name: "menu.item.text", offStageOffset: -300), Item(name: "menu.item.quote", offStageOffset: -150),
        Item(name: "menu.item.chat", offStageOffset: -50), Item(name: "menu.item.photo", offStageOffset: 300),
        Item(name: "menu.item.link", offStageOffset: 150), Item(name: "menu.item.audio", offStageOffset: 50),
    ]

    /// The item views, in the order of ``items``.
    public private(set) var itemViews: [UIView] = []

    /// The visible state the menu animators change: each item's transform and the menu's alpha.
    public struct Stage: Sendable, Hashable {
        /// Each item's transform, in the order of ``items``.
        public var itemTransforms: [CGAffineTransform]
        /// The menu view's alpha.
        public var alpha: Double

        /// A stage with these item transforms and alpha.
        public init(itemTransforms: [CGAffineTransform], alpha: Double) {
            self.itemTransforms = itemTransforms
            self.alpha = alpha
        }
    }

    /// The menu, named "menu", presented full screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "menu"
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "menu.view")
        root.backgroundColor = UIColor(white: 0.1, alpha: 0.9)
        itemViews = Self.items.enumerated().map { index, item in
            let column = Double(index / 3), row = Double(index % 3)
            let view = named(UIView(frame: CGRect(x: 45 + column * 170, y: 250 + row * 150, width: 130, height: 110)), item.name)
            root.addSubview(view)
            return view
        }
        view = root
    }

    /// The menu's stage now.
    public var stage: Stage {
        loadViewIfNeeded()
        return Stage(itemTransforms: itemViews.map(\.transform), alpha: view.alpha)
    }

    /// Sets the menu's stage (animated inside an animation block).
    public func apply(_ stage: Stage) {
        loadViewIfNeeded()
        for (view, transform) in zip(itemViews, stage.itemTransforms) { view.transform = transform }
        view.alpha = stage.alpha
    }

    /// Items off the sides by their offsets, the menu transparent.
    public static var offStage: Stage {
        Stage(itemTransforms: items.map { CGAffineTransform(translationX: $0.offStageOffset, y: 0) }, alpha: 0)
    }

    /// Items in place, the menu opaque.
    public static var onStage: Stage {
        Stage(itemTransforms: items.map { _ in .identity }, alpha: 1)
    }
}
