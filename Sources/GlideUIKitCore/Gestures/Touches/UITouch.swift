import Foundation

/// One finger (or pointer) on the screen (UIKit's `UITouch`).
///
/// The window makes touches from injected contacts (see ``UIWindow/injectTouches(_:at:)``): a touch
/// keeps the view it was hit-tested to at `.began` for its whole life, as in UIKit. Its `timestamp`
/// is in seconds of Glide's clock.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made the touch (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's surface).
        case indirect
        /// An Apple Pencil.
        case pencil
        /// A trackpad or mouse pointer (iPadOS).
        case indirectPointer
    }

    /// What a touch stands for, and so which recognizers and views receive it (Glide's: UIKit
    /// delivers a trackpad's scroll and pinch as separate `UIEvent` types, `.scroll` and
    /// `.transform`, with no touches; Glide carries each as a touch that only the recognizers UIKit
    /// gives those events to receive, so the recognizers' own machines run on them).
    public enum Routing: Int, Sendable {
        /// A finger on the screen, or a trackpad's click-and-drag: hit-tested, every recognizer of the
        /// hit view and its ancestors, then the view.
        case touch
        /// A trackpad's two-finger scroll (UIKit's `UIEvent.EventType.scroll`, continuous): only pans
        /// whose `allowedScrollTypesMask` contains `.continuous`; never the views.
        case scroll
        /// One of a trackpad pinch's two points (UIKit's `UIEvent.EventType.transform`): only pinch and
        /// rotation recognizers; never the views.
        case transform
    }

    /// The phase at the last event.
    open internal(set) var phase: Phase
    /// When the touch last changed, in seconds of Glide's clock.
    open internal(set) var timestamp: TimeInterval
    /// The number of taps in a row at about this place (1 for a first touch).
    open internal(set) var tapCount: Int
    /// The view hit-tested at `.began` (nil when nothing was hit).
    open internal(set) weak var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// The pressure, 1 being an average touch (0 when the device reports none).
    open internal(set) var force: CGFloat
    /// The largest possible ``force`` (0 when the device reports no pressure).
    open internal(set) var maximumPossibleForce: CGFloat
    /// The radius of the contact, in points.
    open internal(set) var majorRadius: CGFloat
    /// The accuracy of ``majorRadius``, in points.
    open internal(set) var majorRadiusTolerance: CGFloat
    /// What made the touch.
    open internal(set) var type: TouchType
    /// The recognizers receiving this touch: those of the hit view and its ancestors that accepted it.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The location in window coordinates, now and at the previous event.
    package internal(set) var windowLocation: CGPoint
    package internal(set) var previousWindowLocation: CGPoint
    /// Where the touch began, in window coordinates.
    package let beganWindowLocation: CGPoint
    /// The identifier of the contact this touch was injected as.
    package let contactID: Int
    /// Which recognizers and views receive the touch.
    package internal(set) var routing: Routing = .touch
    /// View delivery bookkeeping (see ``TouchDelivery``).
    var viewGotBegan = false
    var viewIsFinished = false
    var heldBegan = false
    var heldEnd: Phase?
    var ignoringRecognizers: [ObjectIdentifier] = []
    /// True for a touch that began while UIKit ignored touches (a transition no interaction controller drives was in
    /// flight): it reaches no view and no recognizer.
    package internal(set) var wasIgnored = false

    package init(contactID: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow?, tapCount: Int = 1,
                 force: CGFloat = 0, maximumPossibleForce: CGFloat = 0, majorRadius: CGFloat = 0,
                 majorRadiusTolerance: CGFloat = 0, type: TouchType = .direct) {
        self.contactID = contactID
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadiusTolerance
        self.type = type
        self.windowLocation = location
        self.previousWindowLocation = location
        self.beganWindowLocation = location
        super.init()
    }

    /// The location in `view`'s coordinates (the window's when nil).
    @discardableResult
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The location at the previous event, in `view`'s coordinates (the window's when nil).
    @discardableResult
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    /// True while the touch is on the surface (began, moved or stationary).
    package var isDown: Bool { phase == .began || phase == .moved || phase == .stationary }
}
