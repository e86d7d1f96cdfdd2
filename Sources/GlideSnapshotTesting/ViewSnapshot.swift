import Foundation
import GlideRender
import GlideUIKit

/// How Glide's strategies take a view's picture: sized, laid out, drawn with `drawHierarchy`.
@MainActor
enum ViewSnapshot {
    /// Runs `body` on the main actor; Glide's views belong to it, so a strategy on them must be used
    /// from a test on the main actor (`@MainActor`), as UIKit's must.
    nonisolated static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        precondition(MainActorQueue.isCurrent, "Glide's UIKit snapshot strategies run on the main actor: mark the test or its suite @MainActor")
        return MainActor.assumeIsolated { body() }
    }

    /// `view` at `size` (its own when nil), laid out, drawn into an image at `traits`' scale (the screen's when 0).
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> UIImage {
        if let size, view.bounds.size != size { view.bounds.size = size }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat(for: traits)
        return UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: view.bounds.size), format: format).image { _ in
            view.drawHierarchy(in: CGRect(origin: .zero, size: view.bounds.size), afterScreenUpdates: true)
        }
    }

    /// `layer` laid out and rendered into an image at `traits`' scale, as swift-snapshot-testing's iOS strategy does.
    static func image(of layer: CALayer, traits: UITraitCollection) -> UIImage {
        let format = UIGraphicsImageRendererFormat(for: traits)
        return UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: layer.bounds.size), format: format).image { context in
            layer.setNeedsLayout()
            layer.layoutIfNeeded()
            layer.render(in: context.cgContext)
        }
    }

    /// Runs `body` with `viewController` showing: its view loaded, in a window of `size` (the view's own
    /// size when nil) if it is in none, as swift-snapshot-testing hosts view controllers; the window is
    /// taken down afterwards.
    static func hosting<T>(_ viewController: UIViewController, size: CGSize?, _ body: (UIView) -> T) -> T {
        let view: UIView = viewController.view
        guard view.window == nil, viewController.parent == nil else {
            if let size { view.bounds.size = size }
            return body(view)
        }
        let frameSize = size ?? (view.bounds.size == .zero ? UIScreen.main.bounds.size : view.bounds.size)
        let window = UIWindow(frame: CGRect(origin: .zero, size: frameSize))
        window.rootViewController = viewController
        window.layoutIfNeeded()
        defer { window.rootViewController = nil }
        return body(view)
    }

    /// The SVG of `image`, wireframes off (what a screen shows, not Glide's debugging outlines).
    static func svg(of image: UIImage) -> String {
        var options = ScreenRenderer.Options()
        options.wireframes = false
        return ScreenRenderer(options: options).svg(of: image)
    }
}
