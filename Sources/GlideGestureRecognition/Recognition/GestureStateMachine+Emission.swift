import Foundation

/// Building the events: began, changed, ended, cancelled, and taps.
extension GestureStateMachine {
    /// The centroid's movement since the fingers were detected.
    var translation: SurfaceVector { centroid - initialCentroid }

    /// Posts motion for a decided gesture: `began` once (for a swipe decided without positions,
    /// after the centroid moved min_move), then `changed` whenever the centroid, spread or angle moved.
    func postMotion(at t: Double, into events: inout [GestureEvent]) {
        guard activeKind != nil else { return }
        if !started {
            if beginsOnMovement, translation.length < Self.minimumMoveMillimetres(fingers: fingerCount) { return }
            emitBegan(at: t, into: &events)
            return
        }
        let current = translation
        if current == emittedTranslation, scale == emittedScale, rotation == emittedRotation { return }
        if reportsChanges { events.append(event(.changed, at: t, translation: current)) }
        emittedTranslation = current
        emittedScale = scale
        emittedRotation = rotation
    }

    /// Emits `began` for the decided kind. Its translation (and delta) carry the motion made while
    /// the kind was undecided, so a gesture's deltas add up to its translation.
    func emitBegan(at t: Double, into events: inout [GestureEvent]) {
        guard activeKind != nil else { return }
        started = true
        tapPossible = false
        emittedTranslation = .zero
        let current = translation
        events.append(event(.began, at: t, translation: current))
        emittedTranslation = current
        emittedScale = scale
        emittedRotation = rotation
    }

    /// Emits `ended` or `cancelled` for a started gesture, and forgets its kind. `ended` carries the
    /// motion up to the lift; `cancelled` the translation last reported (nothing is posted while a
    /// finger-count change is pending, and a cancel's positions may not be trustworthy).
    func finishGesture(_ phase: GesturePhase, reason: GestureCancelReason?, at t: Double, into events: inout [GestureEvent]) {
        if started, activeKind != nil {
            var e = event(phase, at: t, translation: phase == .cancelled ? emittedTranslation : translation)
            e.cancelReason = phase == .cancelled ? reason : nil
            events.append(e)
        }
        started = false
        activeKind = nil
        beginsOnMovement = false
    }

    /// A tap: `began` and `ended` at the lift, with the most fingers the touch had.
    func emitTap(at t: Double, into events: inout [GestureEvent]) {
        let began = GestureEvent(
            phase: .began, kind: .tap, fingerCount: tapFingers, time: t, startTime: sequenceStart, centroid: centroid)
        events.append(began)
        var ended = began
        ended.phase = .ended
        events.append(ended)
    }

    func event(_ phase: GesturePhase, at t: Double, translation current: SurfaceVector) -> GestureEvent {
        let kind = activeKind ?? .hold
        return GestureEvent(
            phase: phase, kind: kind, fingerCount: fingerCount, time: t, startTime: gestureStart,
            translation: current, delta: current - emittedTranslation, velocity: velocity.velocity(at: t),
            scale: scale, rotation: rotation, centroid: centroid, edge: kind == .edgeSwipe ? edge : nil)
    }

    // MARK: Taps (after libinput `evdev-mt-touchpad-tap.c`)

    /// Tap timing: a new touch starts a tap; each finger change must follow the previous one within
    /// the tap timeout (a lift counts at the last frame the finger was seen); fingers arriving
    /// together forgive the motion reported while they arrived.
    func noteArrivalsAndLifts(from previous: Int, to n: Int, at t: Double) {
        if previous == 0 {
            guard n > 0 else { return }
            sequenceStart = t
            lastArrivalTime = t
            tapPossible = configuration.tapEnabled
            tapMotionExceeded = false
            tapDeadline = t + Self.tapTimeoutSeconds
            tapFingers = n
            rebaseTapMotion()
            return
        }
        if n > previous {
            if t - lastArrivalTime <= Self.fingerArrivalWindowSeconds {
                tapMotionExceeded = false
                rebaseTapMotion()
            }
            if t > tapDeadline { tapPossible = false }
            tapDeadline = t + Self.tapTimeoutSeconds
            lastArrivalTime = t
            tapFingers = max(tapFingers, n)
        } else if n < previous {
            let lastSeen = previousFrameTime ?? t
            if lastSeen > tapDeadline { tapPossible = false }
            tapDeadline = lastSeen + Self.tapTimeoutSeconds
        }
    }

    /// Every finger lifted: was it a tap? Nothing may have begun. A swipe decided for fingers the
    /// device counts beyond its slots (`BTN_TOOL_TRIPLETAP` on a two-slot pad) begins only once they
    /// move (libinput's `SWIPE_START`, whose tap machine runs apart from the gesture's): until then
    /// the touch can still be a tap, as three fingers landing and lifting together on such a pad are.
    var tapQualifies: Bool {
        guard tapPossible, !tapMotionExceeded, !started else { return false }
        let undecided = activeKind == nil && state == .unknown
        let swipeNotBegun = activeKind == .swipe && beginsOnMovement && state == .swipe
        guard undecided || swipeNotBegun else { return false }
        guard tapFingers >= 1, tapFingers <= maximumFingers else { return false }
        return (previousFrameTime ?? 0) <= tapDeadline
    }

    /// Tap motion: any finger farther than the tap threshold from where it touched. On a
    /// semi-multitouch pad two contacts are a bounding box, so its centre is measured instead,
    /// and frames where the contacts change are skipped (libinput); with more fingers than
    /// slots nothing can be measured.
    func updateTapMotion(contactsChanged: Bool) {
        guard tapPossible, !tapMotionExceeded else { return }
        if !isTouchscreen, extraFingers > 0, activeFingers > 2 { return }
        let limit = Self.tapMoveThresholdMillimetres
        if isSemiMT {
            if contactsChanged {
                rebaseTapMotion()
                return
            }
            if activeContacts >= 2 {
                let c = fingerContactCentroid
                if hypot(c.x - tapCentroidX, c.y - tapCentroidY) > limit { tapMotionExceeded = true }
                return
            }
        }
        for tr in tracks where tr.isFinger && !tr.isOffSurface && hypot(tr.x - tr.tapX, tr.y - tr.tapY) > limit {
            tapMotionExceeded = true
            return
        }
    }

    func rebaseTapMotion() {
        for i in tracks.indices {
            tracks[i].tapX = tracks[i].x
            tracks[i].tapY = tracks[i].y
        }
        let c = fingerContactCentroid
        tapCentroidX = c.x
        tapCentroidY = c.y
    }

    /// The centroid of the finger contacts in this frame.
    var fingerContactCentroid: SurfaceVector {
        var n = 0, x = 0.0, y = 0.0
        for tr in tracks where tr.isFinger {
            n += 1
            x += tr.x
            y += tr.y
        }
        return n == 0 ? .zero : SurfaceVector(x: x / Double(n), y: y / Double(n))
    }
}
