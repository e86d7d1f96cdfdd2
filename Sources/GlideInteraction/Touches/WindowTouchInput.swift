import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// Plays a touch device's frames into a window as UIKit touches, so the window's own gesture
/// recognizers (the app's handlers) decide: the input half of "real fingers drive the user's code".
///
/// **Touchscreen** (a phone's or tablet's screen): each finger is a `UITouch` (`.direct`); the
/// surface maps onto the window absolutely, device millimetres → window points along each axis, so
/// a finger at the screen's left edge is at the window's left edge. Pressure becomes `force` (half
/// the axis range is 1, an average touch, as UIKit defines `force`; `maximumPossibleForce` is 2)
/// and `ABS_MT_TOUCH_MAJOR` becomes `majorRadius` (half the major axis, in points). A contact the
/// device marks as a palm mid-touch is cancelled.
///
/// **Touchpad** as iPadOS drives an app from a trackpad (Apple: "Handle trackpad and mouse input",
/// WWDC 2020 session 10094; `UIPanGestureRecognizer.allowedScrollTypesMask`;
/// `UIApplicationSupportsIndirectInputEvents`):
/// - one finger moves the **pointer**; no touch is made (apps see hover only, which Glide lacks);
/// - a **click** (the clickpad's button, or libinput's one-finger tap-to-click) makes one touch at
///   the pointer, `.indirectPointer`, hit-tested as a finger is; click-and-drag moves it with the
///   pointer: a one-touch pan;
/// - a **two-finger scroll** is a continuous scroll event, which iPadOS gives only to pans whose
///   `allowedScrollTypesMask` contains `.continuous` (and to scroll views), never to views; Glide
///   carries it as a ``UITouch/Routing/scroll`` touch at the pointer, moved by the scroll's
///   translation (natural scrolling: content follows the fingers);
/// - a **two-finger pinch or rotation** is a transform event, which iPadOS gives to pinch and
///   rotation recognizers; Glide carries it as two ``UITouch/Routing/transform`` touches about the
///   pointer, as far apart as the fingers, their span following the pinch's scale and their angle
///   its rotation;
/// - three- and four-finger swipes and pinches are the system's (app switcher, home): the app sees
///   nothing, and neither does the window here.
/// A scroll or pinch begins on the recognizers' own thresholds (the pan's 10 points, the pinch's
/// span), as a touch does: Glide's choice, UIKit does not document how scroll events begin a pan.
/// Scroll and pinch are told apart by Glide's libinput recognizer (``GestureStateMachine``), as the
/// touchpad driver of a Linux desktop tells them apart. Touchpad motion maps at
/// ``touchpadPointsPerMillimetre`` (the pad's width spans the window's), with no pointer acceleration.
///
/// **Cancellation**: a `SYN_DROPPED`, the device going away, or the source ending with fingers down
/// cancels every touch (`touchesCancelled`, so recognizers go to `.cancelled`), the path app code
/// forgets. Fingers still down after a drop are ignored until they lift, as UIKit makes no new
/// touch for a finger whose touch the system cancelled.
///
/// It never reads a clock: whoever feeds it moves the window's clock to each frame's time first
/// (``TouchReplay`` on a manual clock, ``LiveSession`` on the monotonic one).
@MainActor
public final class WindowTouchInput {
    /// The device the frames come from.
    public let device: DeviceDescription
    /// The window the touches go to.
    public let window: UIWindow
    /// The device's contact surface in millimetres.
    public let surfaceMillimetres: (width: Double, height: Double)

    /// The pointer's position in window points (touchpads; starts at the window's centre).
    public private(set) var pointer: CGPoint
    /// Touches begun, moved, ended and cancelled so far (for reports).
    public private(set) var counts = Counts()

    /// Counts of touch phases delivered.
    public struct Counts: Hashable, Sendable {
        public var began = 0, moved = 0, ended = 0, cancelled = 0
        /// Frames that delivered at least one touch change.
        public var events = 0
    }

    /// The named states of the touchpad's machine.
    enum TouchpadState: Equatable {
        /// No click, scroll or pinch: one finger moves the pointer.
        case pointing
        /// The button is held: one touch at the pointer follows the fingers.
        case clicking
        /// A two-finger scroll: one scroll touch.
        case scrolling(origin: CGPoint)
        /// A two-finger pinch or rotation: two transform touches.
        case transforming(span: CGFloat, scaleAtBegan: Double, rotationAtBegan: Double)
    }

    private(set) var touchpadState: TouchpadState = .pointing
    private let isTouchpad: Bool
    private let recognizer: GestureStateMachine?
    private var gestureBuffer: [GestureEvent] = []
    /// Touchscreen contacts down as touches (contact ids).
    private var down: Set<Int> = []
    /// Contacts ignored until they lift (down when their touches were cancelled).
    private var ignored: Set<Int> = []
    /// Touchpad: the contacts' millimetre positions at the previous frame.
    private var lastPositions: [Int: (x: Double, y: Double)] = [:]
    private var pending: [InjectedTouch] = []
    private let pressureMaximum: Double?
    private let touchMajorPointsPerUnit: Double?

    /// The ids Glide gives the touchpad's synthesized touches (contact ids are never negative).
    static let clickTouchID = -1, scrollTouchID = -2, transformTouchIDs = (-3, -4)
    /// The force of an average touch (UIKit: "a value of 1.0 represents the force of an average touch").
    public static let averageForce: CGFloat = 1
    /// The largest force Glide reports: the pressure axis's maximum.
    public static let maximumForce: CGFloat = 2

    /// A window input for `device` feeding `window`.
    public init(device: DeviceDescription, window: UIWindow, gestures: GestureConfiguration = GestureConfiguration()) {
        self.device = device
        self.window = window
        let size = device.sizeMillimetres
        surfaceMillimetres = (max(size.width, 1), max(size.height, 1))
        isTouchpad = device.kind != .touchscreen
        recognizer = isTouchpad ? GestureStateMachine(device: device, configuration: gestures) : nil
        pointer = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let pressureAxis = device.axes[EventCode.ABS_MT_PRESSURE] ?? device.axes[EventCode.ABS_PRESSURE]
        pressureMaximum = pressureAxis.map { Double($0.maximum) }.flatMap { $0 > 0 ? $0 : nil }
        if let major = device.axes[EventCode.ABS_MT_TOUCH_MAJOR], major.maximum > 0 {
            // libinput reads touch size in the position axes' resolution when the size axis has none.
            let resolution = Double(major.resolution > 0 ? major.resolution : (device.xAxis?.resolution ?? 0))
            let mmPerUnit = resolution > 0 ? 1 / resolution : size.width / Double(max(1, (device.xAxis?.maximum ?? 1) - (device.xAxis?.minimum ?? 0)))
            touchMajorPointsPerUnit = mmPerUnit * Double(window.bounds.width) / size.width
        } else {
            touchMajorPointsPerUnit = nil
        }
        gestureBuffer.reserveCapacity(8)
    }

    /// Window points per millimetre of touchpad travel: the pad's width spans the window's width.
    public var touchpadPointsPerMillimetre: CGFloat { window.bounds.width / CGFloat(surfaceMillimetres.width) }

    /// Where a touchscreen position (millimetres from the axes' minimum) is in the window.
    public func windowPoint(xMillimetres: Double, yMillimetres: Double) -> CGPoint {
        let b = window.bounds
        return CGPoint(x: b.minX + CGFloat(xMillimetres / surfaceMillimetres.width) * b.width,
                       y: b.minY + CGFloat(yMillimetres / surfaceMillimetres.height) * b.height)
    }

    /// The recognizer's next timer (touchpads: tap and hold timeouts), in seconds on the frames' clock.
    public var nextDeadline: Double? { recognizer?.nextDeadline }

    /// Fires the touchpad recognizer's timers due at or before `time`.
    public func advanceTimers(to time: Double) {
        guard let recognizer, let deadline = recognizer.nextDeadline, deadline <= time else { return }
        gestureBuffer.removeAll(keepingCapacity: true)
        recognizer.advance(to: time, into: &gestureBuffer)
        for event in gestureBuffer { handleTouchpadGesture(event) }
        flush(at: time)
    }

    /// Delivers one frame's changes to the window as one touch event at the frame's time.
    public func handle(_ frame: TouchFrame) {
        advanceTimers(to: frame.timestamp)
        if frame.followsDrop { cancelAll(at: frame.timestamp, ignoringContactsOf: frame) }
        if isTouchpad { touchpadFrame(frame) } else { touchscreenFrame(frame) }
        flush(at: frame.timestamp)
    }

    /// The source ended at `time` (the trace ended, or the device went away): every touch still down
    /// is cancelled.
    public func sourceEnded(at time: Double) {
        if let recognizer {
            gestureBuffer.removeAll(keepingCapacity: true)
            recognizer.cancel(at: time, reason: .system, into: &gestureBuffer)
        }
        cancelAll(at: time, ignoringContactsOf: nil)
        touchpadState = .pointing
        lastPositions.removeAll()
    }

    /// Cancels every touch down (the system took them), e.g. for an incoming call.
    public func cancelAll(at time: Double) { cancelAll(at: time, ignoringContactsOf: nil) }

    private func cancelAll(at time: Double, ignoringContactsOf frame: TouchFrame?) {
        flush(at: time)
        let before = window.touchDelivery.touchesDown.count
        window.cancelAllTouches(at: time)
        if before > 0 {
            counts.cancelled += before
            counts.events += 1
        }
        down.removeAll()
        if let frame { ignored.formUnion(frame.contacts.map(\.id)) }
        if isTouchpad {
            touchpadState = .pointing
            if let frame { ignored.formUnion(frame.contacts.map(\.id)) }
        }
    }

    private func flush(at time: Double) {
        guard !pending.isEmpty else { return }
        for touch in pending {
            switch touch.phase {
            case .began: counts.began += 1
            case .ended: counts.ended += 1
            case .cancelled: counts.cancelled += 1
            default: counts.moved += 1
            }
        }
        counts.events += 1
        let contacts = pending
        pending.removeAll(keepingCapacity: true)
        window.injectTouches(contacts, at: time)
    }

    // MARK: Touchscreen

    private func touchscreenFrame(_ frame: TouchFrame) {
        for contact in frame.ended {
            ignored.remove(contact.id)
            guard down.remove(contact.id) != nil else { continue }
            pending.append(touch(for: contact, phase: contact.isPalm ? .cancelled : .ended))
        }
        for contact in frame.contacts where !ignored.contains(contact.id) {
            if down.contains(contact.id) {
                if contact.isPalm {
                    down.remove(contact.id)
                    ignored.insert(contact.id)
                    pending.append(touch(for: contact, phase: .cancelled))
                } else {
                    pending.append(touch(for: contact, phase: .moved))
                }
            } else if !contact.isPalm {
                down.insert(contact.id)
                pending.append(touch(for: contact, phase: .began))
            }
        }
    }

    private func touch(for contact: TouchContact, phase: UITouch.Phase) -> InjectedTouch {
        var force: CGFloat = 0, maximum: CGFloat = 0
        if let p = contact.pressure, let max = pressureMaximum {
            force = CGFloat(Double(p) / max) * Self.maximumForce
            maximum = Self.maximumForce
        }
        let radius = contact.touchMajor.flatMap { major in touchMajorPointsPerUnit.map { CGFloat(Double(major) * $0 / 2) } } ?? 0
        return InjectedTouch(id: contact.id, phase: phase,
                             location: windowPoint(xMillimetres: contact.xMillimetres, yMillimetres: contact.yMillimetres),
                             force: force, maximumPossibleForce: maximum, majorRadius: radius,
                             majorRadiusTolerance: radius > 0 ? radius / 4 : 0, type: .direct)
    }

    // MARK: Touchpad

    private func touchpadFrame(_ frame: TouchFrame) {
        for contact in frame.ended { ignored.remove(contact.id) }
        let fingers = frame.fingers.filter { !ignored.contains($0.id) }
        // The pointer moves with the mean movement of the fingers that were down in the last frame too.
        var dx = 0.0, dy = 0.0, n = 0.0
        for finger in fingers {
            if let last = lastPositions[finger.id] {
                dx += finger.xMillimetres - last.x
                dy += finger.yMillimetres - last.y
                n += 1
            }
        }
        lastPositions.removeAll(keepingCapacity: true)
        for finger in fingers { lastPositions[finger.id] = (finger.xMillimetres, finger.yMillimetres) }
        let clicked = frame.buttons.contains(EventCode.BTN_LEFT)

        if let recognizer {
            gestureBuffer.removeAll(keepingCapacity: true)
            recognizer.process(frame, into: &gestureBuffer)
        }
        switch touchpadState {
        case .pointing:
            if n > 0, fingers.count == 1 { movePointer(dx / n, dy / n) }
            if clicked {
                touchpadState = .clicking
                pending.append(pointerTouch(phase: .began))
            }
        case .clicking:
            if n > 0 { movePointer(dx / n, dy / n) }
            if clicked {
                if n > 0 { pending.append(pointerTouch(phase: .moved)) }
            } else {
                touchpadState = .pointing
                pending.append(pointerTouch(phase: .ended))
            }
        case .scrolling, .transforming:
            break
        }
        if touchpadState != .clicking {
            for event in gestureBuffer { handleTouchpadGesture(event) }
        }
    }

    private func movePointer(_ dxMillimetres: Double, _ dyMillimetres: Double) {
        let g = touchpadPointsPerMillimetre, b = window.bounds
        pointer.x = min(max(pointer.x + CGFloat(dxMillimetres) * g, b.minX), b.maxX)
        pointer.y = min(max(pointer.y + CGFloat(dyMillimetres) * g, b.minY), b.maxY)
    }

    private func pointerTouch(phase: UITouch.Phase) -> InjectedTouch {
        InjectedTouch(id: Self.clickTouchID, phase: phase, location: pointer, type: .indirectPointer)
    }

    /// A touchpad gesture (from the libinput recognizer) as iPadOS turns it into events.
    private func handleTouchpadGesture(_ event: GestureEvent) {
        let g = touchpadPointsPerMillimetre
        switch (touchpadState, event.kind, event.phase) {
        case (.pointing, .tap, _) where event.fingerCount == 1 && event.phase == .ended:
            // Tap-to-click: a click at the pointer.
            pending.append(pointerTouch(phase: .began))
            flush(at: event.time)
            pending.append(pointerTouch(phase: .ended))
        case (.pointing, .scroll, .began) where event.fingerCount == 2:
            touchpadState = .scrolling(origin: pointer)
            // The scroll begins at the pointer; its translation so far comes with the next change
            // (a touch begins and moves in different events).
            pending.append(InjectedTouch(id: Self.scrollTouchID, phase: .began, location: pointer,
                                         type: .indirectPointer, routing: .scroll))
        case (.scrolling(let origin), .scroll, .changed):
            scroll(to: event, origin: origin)
        case (.scrolling(let origin), .scroll, .ended), (.scrolling(let origin), .scroll, .cancelled):
            let location = CGPoint(x: origin.x + CGFloat(event.translation.x) * g, y: origin.y + CGFloat(event.translation.y) * g)
            pending.append(InjectedTouch(id: Self.scrollTouchID, phase: event.phase == .ended ? .ended : .cancelled,
                                         location: location, type: .indirectPointer, routing: .scroll))
            touchpadState = .pointing
        case (.pointing, .pinch, .began) where event.fingerCount == 2, (.pointing, .rotate, .began) where event.fingerCount == 2:
            let span = max(CGFloat(fingerSpanMillimetres()) * g, 2 * UIPinchGestureRecognizer.spanHysteresis)
            touchpadState = .transforming(span: span, scaleAtBegan: event.scale, rotationAtBegan: event.rotation)
            appendTransform(phase: .began, span: span, angle: 0)
        case (.transforming(let span, let s0, let r0), .pinch, .changed), (.transforming(let span, let s0, let r0), .rotate, .changed):
            appendTransform(phase: .moved, span: span * CGFloat(event.scale / max(s0, 1e-6)), angle: event.rotation - r0)
        case (.transforming(let span, let s0, let r0), .pinch, _), (.transforming(let span, let s0, let r0), .rotate, _):
            guard event.isFinal else { return }
            appendTransform(phase: event.phase == .ended ? .ended : .cancelled,
                            span: span * CGFloat(event.scale / max(s0, 1e-6)), angle: event.rotation - r0)
            touchpadState = .pointing
        default:
            break
        }
    }

    private func scroll(to event: GestureEvent, origin: CGPoint) {
        let g = touchpadPointsPerMillimetre
        pending.append(InjectedTouch(
            id: Self.scrollTouchID, phase: .moved,
            location: CGPoint(x: origin.x + CGFloat(event.translation.x) * g, y: origin.y + CGFloat(event.translation.y) * g),
            type: .indirectPointer, routing: .scroll))
    }

    /// The two transform touches: `span` apart about the pointer, turned `angle` degrees clockwise
    /// from horizontal (libinput's rotation is in degrees, clockwise positive, y down).
    private func appendTransform(phase: UITouch.Phase, span: CGFloat, angle degrees: Double) {
        let a = CGFloat(degrees * .pi / 180), h = span / 2
        let dx = cos(a) * h, dy = sin(a) * h
        pending.append(InjectedTouch(id: Self.transformTouchIDs.0, phase: phase, location: CGPoint(x: pointer.x - dx, y: pointer.y - dy),
                                     type: .indirectPointer, routing: .transform))
        pending.append(InjectedTouch(id: Self.transformTouchIDs.1, phase: phase, location: CGPoint(x: pointer.x + dx, y: pointer.y + dy),
                                     type: .indirectPointer, routing: .transform))
    }

    private func fingerSpanMillimetres() -> Double {
        let points = Array(lastPositions.values.prefix(2))
        guard points.count == 2 else { return 0 }
        return hypot(points[0].x - points[1].x, points[0].y - points[1].y)
    }
}
