import Foundation
import GlideObjectiveC

/// A view that sends actions to targets when events happen (UIKit's `UIControl`): target-action.
///
/// Targets are held weakly, as in UIKit. Actions are ``Selector``s (made from method references,
/// which `glide port` writes for `#selector`); a nil target sends the action up the responder chain.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A control's state (UIKit's `UIControl.State`).
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Events a control sends actions for (UIKit's `UIControl.Event`, with its bit values).
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Horizontal placement of content (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// Vertical placement of content (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    private struct Entry {
        /// The target, weakly; `hadTarget` tells a released target from a nil (responder-chain) one.
        weak var target: AnyObject?
        let hadTarget: Bool
        let action: Selector
        var events: Event
        /// An action added with ``addAction(_:for:)`` (no target, no selector).
        var handler: UIAction? = nil
    }

    private var entries: [Entry] = []

    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// Whether a touch is being tracked (set while Glide's gesture input drives the control).
    open var isTracking: Bool { tracking }
    /// Whether the tracked touch is inside the control.
    open var isTouchInside: Bool { tracking }
    private var tracking = false

    /// The state: the union of highlighted, disabled and selected.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when ``state`` changes (Glide's hook: a button updates its title and image).
    package func stateDidChange() { controlStateDidChange() }
    func controlStateDidChange() {}

    // MARK: Targets and actions

    /// Adds `action` on `target` (nil: the responder chain) for `controlEvents`. Adding the same pair
    /// again adds the events to it, as in UIKit.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { ClassTarget.object(for: $0) }
        entries.removeAll { $0.hadTarget && $0.target == nil }
        if let i = entries.firstIndex(where: {
            $0.handler == nil && $0.target === object && $0.hadTarget == (object != nil) && $0.action == action
        }) {
            entries[i].events.formUnion(controlEvents)
        } else {
            entries.append(Entry(target: object, hadTarget: object != nil, action: action, events: controlEvents))
        }
    }

    /// Removes `action` (every action when nil) on `target` (every target when nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { ClassTarget.object(for: $0) }
        for i in entries.indices where entries[i].handler == nil
            && (object == nil || entries[i].target === object) && (action == nil || entries[i].action == action) {
            entries[i].events.subtract(controlEvents)
        }
        entries.removeAll { $0.events.isEmpty || ($0.hadTarget && $0.target == nil) }
    }

    /// Adds `action` for `controlEvents` (UIKit's `addAction(_:for:)`, iOS 14): its handler runs with the control as
    /// its ``UIAction/sender``. An action with the same identifier replaces the one added before.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = entries.firstIndex(where: { $0.handler?.identifier == action.identifier }) {
            entries[i].events.formUnion(controlEvents)
        } else {
            entries.append(Entry(target: nil, hadTarget: false, action: Selector(action.title), events: controlEvents, handler: action))
        }
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action identified by `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in entries.indices where entries[i].handler?.identifier == actionIdentifier { entries[i].events.subtract(controlEvents) }
        entries.removeAll { $0.events.isEmpty }
    }

    /// A control with `primaryAction` added for `.primaryActionTriggered` (UIKit's `init(frame:primaryAction:)`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The targets with actions (`NSNull` stands for the responder chain, as in UIKit).
    open var allTargets: Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for entry in entries {
            if !entry.hadTarget {
                result.insert(AnyHashable(NSNull()))
            } else if let target = entry.target as? NSObject {
                result.insert(AnyHashable(target))
            } else if let target = entry.target {
                result.insert(AnyHashable(ObjectIdentifier(target)))
            }
        }
        return result
    }

    /// The events any action is registered for.
    open var allControlEvents: Event { entries.reduce(into: Event()) { $0.formUnion($1.events) } }

    /// The names of the actions on `target` for `controlEvent`, or nil when there are none.
    @discardableResult
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = entries.filter {
            $0.handler == nil && ($0.hadTarget ? ($0.target === object && object != nil) : object == nil) && !$0.events.isDisjoint(with: controlEvent)
        }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in entries where !entry.events.isDisjoint(with: controlEvents) {
            if let handler = entry.handler { handler.perform(sender: self); continue }
            guard !entry.hadTarget || entry.target != nil else { continue }
            sendAction(entry.action, to: entry.target, for: nil)
        }
    }

    /// Sends `action` to `target` through ``UIApplication/sendAction(_:to:from:for:)``.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// A tap as a finger makes it: highlighted on touch down (`.touchDown`), then un-highlighted and
    /// `.touchUpInside` (Glide's hook until gesture input drives controls; disabled controls ignore it).
    package func simulateTap() {
        guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
        tracking = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if showsMenuAsPrimaryAction, let contextMenuInteraction {
            // The menu is the primary action: it shows on touch down, and no touch-up action is sent.
            sendActions(for: .menuActionTriggered)
            contextMenuInteraction.presentMenu(at: CGPoint(x: bounds.midX, y: bounds.midY))
            isHighlighted = false
            tracking = false
            return
        }
        isHighlighted = false
        tracking = false
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    // MARK: Context menu

    /// Whether the control has a context menu (UIKit's `isContextMenuInteractionEnabled`, iOS 14): setting it true
    /// adds a ``contextMenuInteraction`` whose delegate is the control. Default false (a button with a menu: true).
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction != nil }
        set {
            if newValue, contextMenuInteraction == nil {
                let interaction = UIContextMenuInteraction(delegate: self)
                addInteraction(interaction)
                contextMenuInteraction = interaction
            } else if !newValue, let interaction = contextMenuInteraction {
                removeInteraction(interaction)
                contextMenuInteraction = nil
            }
        }
    }

    /// The control's context menu interaction, while ``isContextMenuInteractionEnabled``.
    open private(set) var contextMenuInteraction: UIContextMenuInteraction?

    /// Whether a tap shows the context menu (on touch down) instead of sending the control's touch-up actions.
    /// Default false.
    open var showsMenuAsPrimaryAction = false

    /// The menu for a press at `location` (UIKit's `UIControl` conformance to `UIContextMenuInteractionDelegate`):
    /// nil here; a button answers with its ``UIButton/menu``.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// The point the control's menu is attached to, in its coordinates: the center of its bounds.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

extension UIControl: UIContextMenuInteractionDelegate {}

