import Foundation

/// A closure that changes the text attributes a configuration gives a text (UIKit's
/// `UIConfigurationTextAttributesTransformer`, iOS 15): a button configuration's title and subtitle are drawn with the
/// attributes it returns (see ``AttributeScopes/UIKitAttributes`` for `font` and `foregroundColor`).
public struct UIConfigurationTextAttributesTransformer {
    private let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    @discardableResult
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
