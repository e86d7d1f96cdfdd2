import Foundation
import GlideInput

/// Turns ``TouchFrame``s into ``GestureEvent``s with an explicit state machine modelled on
/// libinput's touchpad gesture code (`evdev-mt-touchpad-gestures.c`), extended to touchscreens,
/// taps and resting thumbs.
///
/// - Touchpads: one finger is the pointer, two scroll, three and four swipe (configurable);
///   fingers moving apart or together pinch, turning ones rotate; still fingers hold; quick
///   touches without motion tap. Semi-multitouch pads only scroll with two fingers.
/// - Touchscreens: any number of fingers drag, a drag from an edge zone away from the edge is an
///   edge swipe, two or more fingers pinch and rotate, still fingers hold, quick touches tap.
/// - A gesture begins once its kind is decided, changes with every frame that moves it, ends
///   when every finger lifted, and is cancelled when the finger count changes for longer than
///   ``fingerCountSwitchTimeoutSeconds``, events were dropped, a clickpad button was pressed by a
///   finger, a finger turned out to be a palm or thumb, or ``cancel(at:reason:)`` is called.
///
/// Fingers are the contacts that are neither palms (`MT_TOOL_PALM`) nor resting thumbs, plus,
/// on touchpads, fingers counted by `BTN_TOOL_*TAP` beyond the slots. Contacts reported outside
/// the device's axis ranges count as fingers whose position is unknown. Translation, delta,
/// velocity and centroid follow the fingers' centroid in millimetres (y grows downward); scale
/// and rotation their spread and angle relative to when the gesture's fingers were detected.
/// `began` carries the motion made while the kind was undecided, so the deltas add up to the
/// translation; `cancelled` repeats the last reported translation.
///
/// The recognizer never reads a clock: time comes from frame timestamps and ``advance(to:into:)``,
/// which fires the timers (hold timeout, finger-count debounce) that come due between frames.
/// ``process(_:into:)`` allocates nothing beyond what appending to `events` needs.
public final class GestureStateMachine {
    /// The device the frames come from.
    public let device: DeviceDescription
    /// What is recognized.
    public let configuration: GestureConfiguration
    /// The state machine's current state.
    // Read several times a frame: no dynamic exclusivity checks (only this object writes it).
    @exclusivity(unchecked) public private(set) var state: GestureState = .none
    /// The (state, event) pairs the state machine met that it has no transition for, each once, in
    /// the order first met, with how often: empty unless the recognizer has a bug (see
    /// ``ImpossibleGesturePair``). One entry per pair at most, so it never holds more than
    /// states × events entries; ``reset()`` keeps it.
    public internal(set) var impossiblePairs: [ImpossibleGesturePair] = []
    /// Where debug builds write the line that reports an impossible pair the first time it happens:
    /// standard error (tests collect the lines instead).
    var impossiblePairLog: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    // MARK: Device facts

    let isTouchscreen: Bool
    let isSemiMT: Bool
    let isClickpad: Bool
    let surfaceWidth: Double
    let surfaceHeight: Double
    let detectsThumbs: Bool
    let holdAllowed: Bool
    let maximumFingers: Int
    /// Bit n set: n fingers swipe.
    let swipeCountMask: UInt64

    // MARK: Contacts

    // Only this object touches its stored properties, one call at a time: dynamic exclusivity
    // checks on the per-frame paths would cost more than the recognition itself.
    @exclusivity(unchecked) var tracks = ContiguousArray<TrackedContact>()
    /// The previous frame's timestamp.
    var previousFrameTime: Double?
    /// Fingers (and extra fingers beyond the slots) in the previous frame.
    var activeFingers = 0
    /// Finger contacts (with positions) in the previous frame.
    var activeContacts = 0
    /// Fingers the device counts beyond its contacts (`BTN_TOOL_*TAP` beyond the slots).
    var extraFingers = 0

    // MARK: Machine

    /// The adopted finger count (libinput's `finger_count`).
    var fingerCount = 0
    /// A finger count waiting out the debounce (libinput's `finger_count_pending`).
    var pendingFingerCount: Int?
    var pendingSince = 0.0
    var switchDeadline: Double?
    var holdDeadline: Double?
    /// When the first finger of the current touch sequence touched (or a new finger count was adopted).
    var sequenceStart = 0.0
    /// When the first finger of the current gesture touched.
    var gestureStart = 0.0
    /// When the current fingers were detected (libinput's `initial_time`).
    var detectedTime = 0.0
    /// When the finger count last grew.
    var lastArrivalTime = 0.0
    /// The two touches the decision looks at (libinput's `gesture.touches[0/1]`), by id; -1 for none.
    var pairFirst = -1
    var pairSecond = -1
    /// Fingers detected for the gesture, and how many of them are still on the surface.
    var memberTotal = 0
    var membersPresent = 0
    /// A swipe decided without positions (more fingers than slots) begins once the centroid moved.
    var beginsOnMovement = false
    var memberTurnedPalm = false

    // MARK: The gesture

    /// True once `began` was emitted for the current gesture.
    var started = false
    /// The decided kind, before or after `began`.
    var activeKind: GestureKind?
    var edge: SurfaceEdge?
    var initialCentroid = SurfaceVector.zero
    /// The members' centroid, kept continuous when members lift (``centroidOffset``).
    var centroid = SurfaceVector.zero
    var rawCentroid = SurfaceVector.zero
    var centroidOffset = SurfaceVector.zero
    var initialSpread = 0.0
    var spread = 0.0
    var scale = 1.0
    var rotation = 0.0
    var emittedTranslation = SurfaceVector.zero
    var emittedScale = 1.0
    var emittedRotation = 0.0
    @exclusivity(unchecked) var velocity = VelocityTracker()
    /// False when nobody reads the `changed` events (a ``GestureCollector`` without ``GestureCollector/onEvent``
    /// keeps only whole gestures): they are then not built — their velocity fit is the costliest part
    /// of recognizing a frame — while everything they would report still advances as before.
    @exclusivity(unchecked) var reportsChanges = true

    // MARK: Taps

    var tapPossible = false
    var tapMotionExceeded = false
    var tapDeadline = 0.0
    var tapFingers = 0
    var tapCentroidX = 0.0
    var tapCentroidY = 0.0

    /// A recognizer for `device`'s frames.
    public init(device: DeviceDescription, configuration: GestureConfiguration = GestureConfiguration()) {
        self.device = device
        self.configuration = configuration
        isTouchscreen = device.kind == .touchscreen
        isSemiMT = device.isSemiMT && !isTouchscreen
        isClickpad = device.isClickpad && !isTouchscreen
        let size = device.sizeMillimetres
        surfaceWidth = size.width
        surfaceHeight = size.height
        switch configuration.thumbDetection {
        case .automatic:
            detectsThumbs = !isTouchscreen && isClickpad && size.height >= Self.thumbDetectionMinimumHeightMillimetres
        case .enabled: detectsThumbs = !isTouchscreen
        case .disabled: detectsThumbs = false
        }
        holdAllowed = configuration.holdEnabled && !isSemiMT
        maximumFingers = configuration.maximumGestureFingers
        var mask: UInt64 = 0
        for n in configuration.swipeFingerCounts where n >= 3 && n < 64 { mask |= 1 << UInt64(n) }
        swipeCountMask = mask
        tracks.reserveCapacity(16)
    }

    /// The earliest pending timer, in seconds on the frames' clock: the hold timeout or the
    /// finger-count debounce; nil when none is pending.
    public var nextDeadline: Double? {
        switch (holdDeadline, switchDeadline) {
        case let (h?, s?): return min(h, s)
        case let (h?, nil): return h
        case let (nil, s?): return s
        case (nil, nil): return nil
        }
    }

    /// Feeds one frame; appends the gesture events it causes to `events`. Timers due at or before
    /// the frame's timestamp fire first, as ``advance(to:into:)`` would.
    public func process(_ frame: TouchFrame, into events: inout [GestureEvent]) {
        let t = frame.timestamp
        advance(to: t, into: &events)
        let previousFingers = activeFingers
        let previousContacts = activeContacts
        ingest(frame, at: t)
        if detectsThumbs { classifyThumbs(at: t) }
        let n = countFingers(frame)
        activeFingers = n
        noteArrivalsAndLifts(from: previousFingers, to: n, at: t)

        if frame.followsDrop {
            eventsDropped(fingers: n, at: t, into: &events)
        } else if memberTurnedPalm, started {
            finishGesture(.cancelled, reason: .thumbOrPalm, at: t, into: &events)
            restart(fingers: n, at: t, into: &events)
        }
        if isClickpad, n > 0, !frame.buttons.isEmpty, state != .suspended, !hasThumb {
            buttonPressed(fingers: n, at: t, into: &events)
        }
        updateFingerCount(n, at: t, into: &events)
        if n > 0, pendingFingerCount == nil, state != .suspended {
            postGesture(at: t, into: &events)
        }
        if n > 0 { updateTapMotion(contactsChanged: activeContacts != previousContacts || n != previousFingers) }
        if memberTotal > 0, membersPresent > 0, state != .none, state != .ignored, state != .suspended {
            velocity.add(centroid, at: t)
        }
        previousFrameTime = t
    }

    /// Fires the timers due at or before `time`, in order; needs no frame.
    public func advance(to time: Double, into events: inout [GestureEvent]) {
        while let deadline = nextDeadline, deadline <= time {
            if let s = switchDeadline, s == deadline {
                fingerCountSwitchTimeout(at: s, into: &events)
            } else {
                holdTimeout(at: deadline, into: &events)
            }
        }
    }

    /// Cancels the gesture in progress at `time` (the device went away, the system cancelled);
    /// nothing more is recognized until every finger lifts. No-op when no finger is down.
    public func cancel(at time: Double, reason: GestureCancelReason, into events: inout [GestureEvent]) {
        holdDeadline = nil
        switchDeadline = nil
        pendingFingerCount = nil
        tapPossible = false
        guard activeFingers > 0 || started else {
            if state != .none { handle(.reset, at: time, into: &events) }
            return
        }
        finishGesture(.cancelled, reason: reason, at: time, into: &events)
        handle(.reset, at: time, into: &events)
        handle(.suspend, at: time, into: &events)
    }

    /// Forgets everything: contacts, timers, the gesture. Emits nothing.
    public func reset() {
        tracks.removeAll(keepingCapacity: true)
        enter(.none)
        previousFrameTime = nil
        activeFingers = 0
        activeContacts = 0
        extraFingers = 0
        fingerCount = 0
        pendingFingerCount = nil
        switchDeadline = nil
        holdDeadline = nil
        forgetGesture()
        tapPossible = false
        tapMotionExceeded = false
        tapFingers = 0
    }

    // MARK: Frames in

    /// Updates the tracked contacts from `frame`: positions, speeds, palms, lifts, and the
    /// members' centroid, spread and rotation.
    func ingest(_ frame: TouchFrame, at t: Double) {
        memberTurnedPalm = false
        for i in tracks.indices {
            tracks[i].seen = false
            tracks[i].previousX = tracks[i].x
            tracks[i].previousY = tracks[i].y
        }
        for c in frame.contacts {
            if let i = trackIndex(c.id) {
                let x = c.xMillimetres, y = c.yMillimetres
                let dt = t - tracks[i].lastTime
                if detectsThumbs, dt > 0 {
                    let instant = hypot(x - tracks[i].x, y - tracks[i].y) / dt
                    let a = 1 - exp(-dt / Self.speedSmoothingSeconds)
                    tracks[i].speed += a * (instant - tracks[i].speed)
                }
                tracks[i].x = x
                tracks[i].y = y
                tracks[i].lastTime = t
                tracks[i].pressure = c.pressure
                tracks[i].seen = true
                let off = isOffSurface(x, y)
                if off, !tracks[i].isOffSurface, tracks[i].isMember { tracks[i].isMember = false }
                tracks[i].isOffSurface = off
                if c.isPalm, !tracks[i].isPalm {
                    tracks[i].isPalm = true
                    if tracks[i].isMember {
                        tracks[i].isMember = false
                        memberTurnedPalm = true
                    }
                }
            } else {
                var track = TrackedContact(c, at: t)
                track.isOffSurface = isOffSurface(track.x, track.y)
                tracks.append(track)
            }
        }
        var i = 0
        while i < tracks.count {
            if tracks[i].seen { i += 1 } else { tracks.remove(at: i) }
        }
        updateMembers()
    }

    /// Recomputes the members' centroid (continuous across lifts), spread, scale and rotation.
    func updateMembers() {
        guard memberTotal > 0 else { return }
        var count = 0
        var cx = 0.0, cy = 0.0, px = 0.0, py = 0.0
        for t in tracks where t.isMember {
            count += 1
            cx += t.x
            cy += t.y
            px += t.previousX
            py += t.previousY
        }
        let previousPresent = membersPresent
        membersPresent = count
        guard count > 0 else { return }
        let n = Double(count)
        cx /= n; cy /= n; px /= n; py /= n
        if count < previousPresent {
            // Members lifted: keep the centroid continuous at the previous frame.
            centroidOffset = centroidOffset + rawCentroid - SurfaceVector(x: px, y: py)
        }
        rawCentroid = SurfaceVector(x: cx, y: cy)
        centroid = rawCentroid + centroidOffset
        guard count == memberTotal, previousPresent == memberTotal, count >= 2, !isSemiMT else { return }
        var sumSquares = 0.0, cross = 0.0, dot = 0.0
        for t in tracks where t.isMember {
            let ax = t.previousX - px, ay = t.previousY - py
            let bx = t.x - cx, by = t.y - cy
            sumSquares += bx * bx + by * by
            cross += ax * by - ay * bx
            dot += ax * bx + ay * by
        }
        spread = (sumSquares / n).squareRoot()
        if initialSpread > 0 { scale = spread / initialSpread }
        if cross != 0 || dot != 0 { rotation += atan2(cross, dot) * 180 / Double.pi }
    }

    /// Fingers: contacts that are neither palms nor thumbs, plus (touchpads) fingers the device
    /// counts beyond its contacts.
    func countFingers(_ frame: TouchFrame) -> Int {
        var contacts = 0
        for t in tracks where t.isFinger { contacts += 1 }
        activeContacts = contacts
        extraFingers = 0
        if !isTouchscreen {
            let extra = frame.fingerCount - frame.contacts.count
            if extra > 0 { extraFingers = extra }
        }
        return contacts + extraFingers
    }

    func isOffSurface(_ x: Double, _ y: Double) -> Bool {
        x < 0 || y < 0 || x > surfaceWidth || y > surfaceHeight
    }

    var hasThumb: Bool {
        for t in tracks where t.isThumb { return true }
        return false
    }

    func trackIndex(_ id: Int) -> Int? {
        var i = 0
        while i < tracks.count {
            if tracks[i].id == id { return i }
            i += 1
        }
        return nil
    }

    // MARK: Finger count (libinput `tp_gesture_handle_state`)

    func updateFingerCount(_ n: Int, at t: Double, into events: inout [GestureEvent]) {
        guard n != fingerCount else {
            pendingFingerCount = nil
            switchDeadline = nil
            return
        }
        if n == 0 {
            // Every finger lifted: the gesture ends normally, or was a tap.
            if started {
                finishGesture(.ended, reason: nil, at: t, into: &events)
            } else if tapQualifies {
                handle(.tap, at: t, into: &events)
            }
            fingerCount = 0
            pendingFingerCount = nil
            switchDeadline = nil
            handle(.reset, at: t, into: &events)
        } else if state == .suspended {
            fingerCount = n
        } else if !started {
            // Nothing began yet: switch at once and look again.
            fingerCount = n
            pendingFingerCount = nil
            switchDeadline = nil
            if state != .none { handle(.reset, at: t, into: &events) }
        } else if n != pendingFingerCount {
            pendingFingerCount = n
            pendingSince = t
            switchDeadline = t + Self.fingerCountSwitchTimeoutSeconds
        }
    }

    /// The debounce ran out with the new count still there: the gesture is cancelled and the
    /// new count adopted; a new gesture may start.
    func fingerCountSwitchTimeout(at time: Double, into events: inout [GestureEvent]) {
        switchDeadline = nil
        guard let pending = pendingFingerCount else { return }
        pendingFingerCount = nil
        finishGesture(.cancelled, reason: .fingerCountChanged, at: time, into: &events)
        fingerCount = pending
        tapPossible = false
        handle(.reset, at: time, into: &events)
        sequenceStart = pendingSince
        // The positions are known: track the new fingers now rather than at the next frame
        // (a pad may send none while the fingers rest).
        if pending > 0 { detectFingers(at: time, into: &events) }
    }

    func holdTimeout(at time: Double, into events: inout [GestureEvent]) {
        holdDeadline = nil
        guard state == .unknown, fingersAreStill else { return }
        handle(.holdTimeout, at: time, into: &events)
    }

    /// Every member is within the hold-and-motion threshold of where it was detected.
    var fingersAreStill: Bool {
        guard membersPresent > 0 else { return false }
        for t in tracks where t.isMember && t.movedFromInitial >= Self.holdAndMotionThresholdMillimetres {
            return false
        }
        return true
    }

    func eventsDropped(fingers n: Int, at t: Double, into events: inout [GestureEvent]) {
        tapPossible = false
        pendingFingerCount = nil
        switchDeadline = nil
        if started {
            finishGesture(.cancelled, reason: .eventsDropped, at: t, into: &events)
            handle(.reset, at: t, into: &events)
            if n > 0 { handle(.suspend, at: t, into: &events) }
            fingerCount = n
        } else if state != .suspended {
            // Nothing began: look again at the fingers as they are now.
            restart(fingers: n, at: t, into: &events)
        }
    }

    func buttonPressed(fingers n: Int, at t: Double, into events: inout [GestureEvent]) {
        tapPossible = false
        pendingFingerCount = nil
        switchDeadline = nil
        finishGesture(.cancelled, reason: .buttonPressed, at: t, into: &events)
        handle(.reset, at: t, into: &events)
        handle(.suspend, at: t, into: &events)
        fingerCount = n
    }

    /// Adopts `n` fingers at once and starts looking for a gesture again.
    func restart(fingers n: Int, at t: Double, into events: inout [GestureEvent]) {
        pendingFingerCount = nil
        switchDeadline = nil
        if state != .none { handle(.reset, at: t, into: &events) }
        fingerCount = n
        sequenceStart = t
    }

    /// Moves the machine to `next` (the one place `state` changes).
    func enter(_ next: GestureState) {
        state = next
    }

    /// Forgets the gesture in progress (without emitting anything) and enters `state`.
    func abandonGesture(to state: GestureState) {
        forgetGesture()
        enter(state)
    }

    /// Clears the gesture (not the contacts).
    func forgetGesture() {
        started = false
        activeKind = nil
        edge = nil
        beginsOnMovement = false
        holdDeadline = nil
        pairFirst = -1
        pairSecond = -1
        memberTotal = 0
        membersPresent = 0
        for i in tracks.indices { tracks[i].isMember = false }
        centroidOffset = .zero
        scale = 1
        rotation = 0
        spread = 0
        initialSpread = 0
        velocity.clear()
    }
}
