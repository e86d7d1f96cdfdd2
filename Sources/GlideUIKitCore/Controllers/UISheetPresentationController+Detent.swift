import Foundation

extension UISheetPresentationController {
    /// A height where a sheet rests (`UISheetPresentationController.Detent`): the system's ``medium()`` and ``large()``,
    /// or one the app computes (``custom(identifier:resolver:)``).
    ///
    /// A detent's value is the height of the sheet above the bottom safe area. Glide's values, in a container of height
    /// H under a window whose safe area has insets T at the top and B at the bottom: ``large()`` is the context's
    /// `maximumDetentValue`, H − (T + 10) − B (the sheet's top 10 points below the top safe area, as an iPhone's page
    /// sheet in portrait); ``medium()`` is half of it, rounded down to a whole point (UIKit's "approximately half the
    /// height of the screen"; Glide differs from UIKit in that exact value, which UIKit does not document).
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The detent's identifier: ``Identifier/medium``, ``Identifier/large`` or the custom detent's.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system's detent at about half the full height; inactive in a vertically compact environment (Glide's
        /// portrait screen never is).
        @discardableResult
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : (context.maximumDetentValue / 2).rounded(.down)
            }
        }

        /// The system's detent at full height: the context's `maximumDetentValue`.
        @discardableResult
        public static func large() -> Detent {
            Detent(identifier: .large) { context in context.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes from the context (nil makes it inactive). Without an identifier the
        /// detent gets a random one, as in UIKit. A value above the context's `maximumDetentValue` is taken as that maximum.
        @discardableResult
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive there.
        @discardableResult
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }

        public override var description: String { "<UISheetPresentationController.Detent: \(identifier.rawValue)>" }
    }
}

extension UISheetPresentationController.Detent {
    /// The name of a detent (`UISheetPresentationController.Detent.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system's medium detent.
        public static let medium = Identifier("com.apple.UIKit.medium")
        /// The system's large detent.
        public static let large = Identifier("com.apple.UIKit.large")
    }
}
