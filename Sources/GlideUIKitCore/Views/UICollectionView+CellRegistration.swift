import Foundation

extension UICollectionView {
    /// How a collection view makes and configures the cells of one kind for one type of item (UIKit's
    /// `UICollectionView.CellRegistration`): pass it to ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``,
    /// which registers it with the collection view on first use, under an identifier of its own.
    ///
    /// Glide differs, forced by Linux as for ``UICollectionView/register(_:forCellWithReuseIdentifier:)``: Swift cannot
    /// call a generic cell class's `init(frame:)` without the Objective-C runtime, so a registration made with
    /// ``init(handler:)`` makes a subclass of `UICollectionViewCell` through its `init?(coder:)`, as a storyboard's
    /// prototype cell (see ``CellArchive``); make it with the Glide-only ``init(initializer:handler:)`` (pass
    /// `MyCell.init(frame:)`; `glide port` writes it where it can name the cell class) to have cells made with
    /// `init(frame:)` as UIKit makes them.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration registers its cells under.
        let reuseIdentifier: String
        let make: GlideUIKitCore.CellRegistration<UICollectionViewCell>
        let handler: Handler

        /// A registration whose cells are configured by `handler` (see the type's documentation for how Glide makes them).
        public init(handler: @escaping Handler) {
            self.init(make: .archived(Cell.self), handler: handler)
        }

        /// A registration whose cells are made with `initializer` (pass `MyCell.init(frame:)`) and configured by
        /// `handler`. Glide-only: UIKit makes the cells with `init(frame:)` through the Objective-C runtime.
        public init(initializer: @escaping @MainActor (CGRect) -> Cell, handler: @escaping Handler) {
            self.init(make: .initializer { initializer($0) }, handler: handler)
        }

        private init(make: GlideUIKitCore.CellRegistration<UICollectionViewCell>, handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.make = make
            self.handler = handler
        }
    }

    /// A reused or new cell of `registration` for `indexPath`, configured by its handler with `item` (not configured when
    /// `item` is nil).
    @discardableResult
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        registerIfNeeded(registration.make, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure("dequeueConfiguredReusableCell(using:for:item:): the registration's cell \(type(of: dequeued)) is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
