import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString` or `AttributeContainer` (UIKit's `AttributeScopes.UIKitAttributes`):
    /// what `container.font = …` and `container.foregroundColor = …` in a
    /// ``UIConfigurationTextAttributesTransformer`` set. Foundation's own attributes are reachable through it too.
    public struct UIKitAttributes: AttributeScope {
        /// The text's font.
        public let font: FontAttribute
        /// The text's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space between letters, in points.
        public let kern: KernAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font attribute (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// The text colour attribute (`NSAttributedString.Key.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }

        /// The background colour attribute (`NSAttributedString.Key.backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }

        /// The letter-spacing attribute (`NSAttributedString.Key.kern`).
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name (`container.font`, `string.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// A container of the attributes in `dictionary` (Foundation's `init(_:)` on Apple's systems, which converts
    /// `NSAttributedString` attributes through UIKit's scope).
    ///
    /// Glide differs: only the attributes UIKit's scope has in Glide (font, foreground and background colour, kern)
    /// and Foundation's link are converted; other keys, and values of the wrong type, are left out.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        for (key, value) in dictionary {
            switch key {
            case .font: if let font = value as? UIFont { self[AttributeScopes.UIKitAttributes.FontAttribute.self] = font }
            case .foregroundColor:
                if let color = value as? UIColor { self[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color }
            case .backgroundColor:
                if let color = value as? UIColor { self[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] = color }
            case .kern:
                if let kern = value as? CGFloat { self[AttributeScopes.UIKitAttributes.KernAttribute.self] = kern }
                else if let kern = value as? Double { self[AttributeScopes.UIKitAttributes.KernAttribute.self] = CGFloat(kern) }
            case .link:
                if let url = value as? URL { self[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url }
                else if let text = value as? String, let url = URL(string: text) { self[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url }
            default: continue
            }
        }
    }
}
