import Foundation
import GlideTransitions

/// How the transition under check shows its view controller: one of UIKit's modal presentation
/// styles, or a navigation push and pop.
public enum CheckStyle: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case fullScreen
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    /// A navigation controller's push and pop (UIKit's style `.none`).
    case navigation

    /// The modal presentation style; `.none` for navigation.
    public var modalStyle: UIModalPresentationStyle {
        switch self {
        case .fullScreen: return .fullScreen
        case .currentContext: return .currentContext
        case .custom: return .custom
        case .overFullScreen: return .overFullScreen
        case .overCurrentContext: return .overCurrentContext
        case .navigation: return .none
        }
    }

    /// The style for a modal presentation style (`.none` is navigation).
    public init(_ style: UIModalPresentationStyle) {
        switch style {
        case .fullScreen: self = .fullScreen
        case .currentContext: self = .currentContext
        case .custom: self = .custom
        case .overFullScreen: self = .overFullScreen
        case .overCurrentContext: self = .overCurrentContext
        case .none: self = .navigation
        }
    }

    /// The two operations of this style: present and dismiss, or push and pop.
    public var operations: [CheckOperation] { self == .navigation ? [.push, .pop] : [.present, .dismiss] }

    /// The five modal styles.
    public static let modalStyles: [CheckStyle] = [.fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext]

    public var description: String { rawValue }
}

/// The operation a scenario performs.
public enum CheckOperation: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case present
    case dismiss
    case push
    case pop

    /// True for present and push: the operation shows the second view controller.
    public var isForward: Bool { self == .present || self == .push }

    /// The operation that undoes this one.
    public var inverse: CheckOperation {
        switch self {
        case .present: return .dismiss
        case .dismiss: return .present
        case .push: return .pop
        case .pop: return .push
        }
    }

    public var description: String { rawValue }
}
