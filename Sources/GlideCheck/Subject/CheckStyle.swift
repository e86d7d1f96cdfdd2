import Foundation
import GlideUIKitCore

/// How the transition under check shows its view controller: one of UIKit's modal presentation
/// styles, or a navigation push and pop.
public enum CheckStyle: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case fullScreen
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    /// A page sheet: UIKit's `.pageSheet`, its `.formSheet` on an iPhone, and its default `.automatic` for an app's view
    /// controller since iOS 13 (the presenter's view stays under the sheet, which can be dragged down to dismiss it).
    case pageSheet
    /// A navigation controller's push and pop (UIKit's style `.none`).
    case navigation
    /// A tab bar controller's change of tab, to the second tab and back to the first (UIKit's style `.none`).
    case tabBar

    /// The modal presentation style; `.none` for navigation.
    public var modalStyle: UIModalPresentationStyle {
        switch self {
        case .fullScreen: return .fullScreen
        case .currentContext: return .currentContext
        case .custom: return .custom
        case .overFullScreen: return .overFullScreen
        case .overCurrentContext: return .overCurrentContext
        case .pageSheet: return .pageSheet
        case .navigation, .tabBar: return .none
        }
    }

    /// The style for a modal presentation style (`.none` is navigation).
    public init(_ style: UIModalPresentationStyle) {
        switch style.modeled {
        case .fullScreen: self = .fullScreen
        case .currentContext: self = .currentContext
        case .custom: self = .custom
        case .overFullScreen: self = .overFullScreen
        case .overCurrentContext: self = .overCurrentContext
        case .none: self = .navigation
        case .pageSheet, .formSheet: self = .pageSheet
        case .automatic, .popover: self = .fullScreen  // `modeled` never answers these
        }
    }

    /// The two operations of this style: present and dismiss, or push and pop.
    public var operations: [CheckOperation] {
        switch self {
        case .navigation: return [.push, .pop]
        case .tabBar: return [.selectTab, .selectBack]
        default: return [.present, .dismiss]
        }
    }

    /// True for the containers' styles (navigation, tab bar), whose transitions are not presentations.
    public var isContainment: Bool { self == .navigation || self == .tabBar }

    /// The five modal styles.
    public static let modalStyles: [CheckStyle] = [.fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext]
    /// The styles an animator is checked in by default: the modal styles and navigation. ``tabBar`` is
    /// left out: a tab bar controller is checked through `TransitionCheck(tabBarController:delegate:)`.
    public static let standardSceneStyles: [CheckStyle] = modalStyles + [.navigation]

    public var description: String { rawValue }
}

/// The operation a scenario performs.
public enum CheckOperation: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case present
    case dismiss
    case push
    case pop
    /// A tab bar controller selects its second tab.
    case selectTab
    /// A tab bar controller selects its first tab again.
    case selectBack

    /// True for present and push: the operation shows the second view controller.
    public var isForward: Bool { self == .present || self == .push || self == .selectTab }

    /// The operation that undoes this one.
    public var inverse: CheckOperation {
        switch self {
        case .present: return .dismiss
        case .dismiss: return .present
        case .push: return .pop
        case .pop: return .push
        case .selectTab: return .selectBack
        case .selectBack: return .selectTab
        }
    }

    public var description: String { rawValue }
}
