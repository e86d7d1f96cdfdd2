import Foundation
import GlideRender
import GlideUIKit
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for comparing view controllers' views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing a view controller's view: shown in a window of `size` (the
    /// view's size, or the screen's, when nil) if it is in none, laid out, and drawn as
    /// `Snapshotting<UIView, UIImage>.image` draws a view.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale).pullback { viewController in
            ViewSnapshot.onMain {
                ViewSnapshot.hosting(viewController, size: size) { ViewSnapshot.image(of: $0, size: size, traits: traits) }
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A snapshot strategy for comparing view controllers' views as SVG text.
    public static var svg: Snapshotting { .svg() }

    /// The view controller's view as SVG, hosted as ``image`` hosts it.
    public static func svg(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { viewController in
            ViewSnapshot.onMain {
                ViewSnapshot.hosting(viewController, size: size) { ViewSnapshot.svg(of: ViewSnapshot.image(of: $0, size: size, traits: .init())) }
            }
        }
    }

    /// A snapshot strategy for comparing view controllers' views by a text dump of their hierarchy.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The dump of the view controller's view, hosted as ``image`` hosts it.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { viewController in
            ViewSnapshot.onMain {
                ViewSnapshot.hosting(viewController, size: size) { view in
                    view.setNeedsLayout()
                    view.layoutIfNeeded()
                    return RecursiveDescription.of(view)
                }
            }
        }
    }
}
