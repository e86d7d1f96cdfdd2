import Foundation

/// Deciding what the fingers do (libinput's `tp_gesture_post_gesture`,
/// `tp_gesture_handle_state_none` and `tp_gesture_detect_motion_gestures`), and resting thumbs.
extension GestureStateMachine {
    /// Runs the current state's frame work: detect fingers, decide, post motion.
    func postGesture(at t: Double, into events: inout [GestureEvent]) {
        if state == .none { detectFingers(at: t, into: &events) }
        if state == .unknown || state == .hold || state == .holdAndMotion {
            detectMotion(at: t, into: &events)
        }
        switch state {
        case .scroll, .drag:
            if memberTotal >= 2, !isSemiMT, t < detectedTime + Self.pinchTimeoutSeconds, turnedIntoPinch {
                handle(pinchOrRotate, at: t, into: &events)
            }
            postMotion(at: t, into: &events)
        case .pointerMotion, .swipe, .pinch, .rotate, .edgeSwipe:
            postMotion(at: t, into: &events)
        default:
            break
        }
    }

    /// The fingers are now the gesture's: take their initial positions, pick the two touches the
    /// decision looks at (for three or more: the top-most and the bottom-most), start the timer.
    func detectFingers(at t: Double, into events: inout [GestureEvent]) {
        if fingerCount > maximumFingers {
            handle(.ignore, at: t, into: &events)
            return
        }
        var count = 0
        var top = -1, bottom = -1
        var topY = Double.infinity, bottomY = -Double.infinity
        var cx = 0.0, cy = 0.0
        gestureStart = sequenceStart
        for i in tracks.indices where tracks[i].isFinger && !tracks[i].isOffSurface {
            tracks[i].isMember = true
            // A finger that arrived with the others (within the arrival window) starts the gesture
            // when it landed; one resting since an earlier gesture (a pointer finger joined by a
            // second one for a scroll) does not date the new gesture back to its own landing.
            if tracks[i].landTime >= sequenceStart - Self.fingerArrivalWindowSeconds {
                gestureStart = min(gestureStart, tracks[i].landTime)
            }
            tracks[i].initialX = tracks[i].x
            tracks[i].initialY = tracks[i].y
            count += 1
            cx += tracks[i].x
            cy += tracks[i].y
            if count == 1 { pairFirst = tracks[i].id } else if count == 2 { pairSecond = tracks[i].id }
            if tracks[i].y < topY { topY = tracks[i].y; top = tracks[i].id }
            if tracks[i].y >= bottomY { bottomY = tracks[i].y; bottom = tracks[i].id }
        }
        guard count > 0 else { return }
        if count == 1 { pairSecond = -1 }
        if count > 2, top != bottom {
            pairFirst = top
            pairSecond = bottom
        }
        memberTotal = count
        membersPresent = count
        detectedTime = t
        rawCentroid = SurfaceVector(x: cx / Double(count), y: cy / Double(count))
        centroidOffset = .zero
        centroid = rawCentroid
        initialCentroid = rawCentroid
        var sumSquares = 0.0
        for tr in tracks where tr.isMember {
            sumSquares += (tr.x - rawCentroid.x) * (tr.x - rawCentroid.x) + (tr.y - rawCentroid.y) * (tr.y - rawCentroid.y)
        }
        initialSpread = (sumSquares / Double(count)).squareRoot()
        spread = initialSpread
        scale = 1
        rotation = 0
        velocity.clear()
        velocity.add(centroid, at: t)
        handle(.fingerDetected, at: t, into: &events)
    }

    /// Decides the kind from how the tracked touches moved since they were detected.
    func detectMotion(at t: Double, into events: inout [GestureEvent]) {
        // Fingers may still be arriving: decide nothing yet.
        if t - lastArrivalTime < Self.fingerArrivalWindowSeconds { return }
        let n = fingerCount
        if membersPresent < memberTotal, !started {
            // A finger's position went off the surface: look at the fingers again.
            handle(.reset, at: t, into: &events)
            return
        }
        guard let a = pairTrack(pairFirst) else { return }

        if n == 1 {
            let moved = tracks[a].movedFromInitial
            switch state {
            case .hold, .holdAndMotion:
                if moved >= Self.holdAndMotionThresholdMillimetres {
                    handle(isTouchscreen ? dragOrEdgeSwipe : .pointerMotion, at: t, into: &events)
                } else if moved > 0, state == .hold {
                    handle(.holdAndMotion, at: t, into: &events)
                }
            default:
                if moved >= Self.tapMoveThresholdMillimetres {
                    handle(isTouchscreen ? dragOrEdgeSwipe : .pointerMotion, at: t, into: &events)
                }
            }
            return
        }

        // Fingers without positions (more fingers than slots, contacts off the surface).
        let unplaced = memberTotal < n
        if unplaced, isTouchscreen, memberTotal < 2 { return }
        // More fingers than slots: we don't know where they are; swipe (libinput).
        if !isTouchscreen, unplaced, n > 2 {
            beginsOnMovement = true
            handle(swipes(n) ? .swipe : .ignore, at: t, into: &events)
            return
        }

        // Semi-multitouch: two contacts are a bounding box; only the centroid means anything,
        // and two fingers only scroll. The same with a finger whose position is unknown.
        if isSemiMT || (!isTouchscreen && unplaced) {
            let moved = (centroid - initialCentroid).length
            if moved < Self.undecidedMoveMillimetres { return }
            if t > detectedTime + Self.swipeTimeoutSeconds || moved >= Self.minimumMoveMillimetres(fingers: n) {
                handle(movingTogether(n), at: t, into: &events)
            }
            return
        }

        guard let b = pairTrack(pairSecond) else { return }
        let aMoved = tracks[a].movedFromInitial
        let bMoved = tracks[b].movedFromInitial
        // Both touches moved less than a millimetre: undecided.
        if aMoved < Self.undecidedMoveMillimetres, bMoved < Self.undecidedMoveMillimetres { return }

        // The thumb is the lower touch.
        let thumbIsA = tracks[a].y > tracks[b].y
        let thumbMoved = thumbIsA ? aMoved : bMoved
        let fingerMoved = thumbIsA ? bMoved : aMoved

        // Close together past the swipe timeout: scroll or swipe.
        if abs(tracks[a].x - tracks[b].x) < Self.swipeBoxWidthMillimetres,
           abs(tracks[a].y - tracks[b].y) < Self.swipeBoxHeightMillimetres,
           t > detectedTime + Self.swipeTimeoutSeconds {
            handle(movingTogether(n), at: t, into: &events)
            return
        }

        let minMove = Self.minimumMoveMillimetres(fingers: n)
        let maxMove = Self.maximumMoveMillimetres(fingers: n)
        if aMoved >= maxMove || bMoved >= maxMove {
            if isTouchscreen {
                // One finger anchored, the other moving: the spread or the angle changes.
                if min(aMoved, bMoved) < minMove {
                    handle(pinchOrRotate, at: t, into: &events)
                    return
                }
            } else {
                // A resting thumb under a moving finger: the thumb is no finger.
                if detectsThumbs, thumbMoved < minMove {
                    suppressThumb(thumbIsA ? a : b, at: t, into: &events)
                    return
                }
                // The finger still while the lower touch moves: one-finger scrolling.
                if fingerMoved < minMove, n == 2 {
                    handle(.scroll, at: t, into: &events)
                    return
                }
                // The thumb moving, the fingers still: a pinch.
                if fingerMoved < minMove, n > 2 {
                    handle(pinchOrRotate, at: t, into: &events)
                    return
                }
            }
        }
        if aMoved < minMove || bMoved < minMove { return }

        let d1 = CompassDirection.of(dx: tracks[a].x - tracks[a].initialX, dy: tracks[a].y - tracks[a].initialY)
        let d2 = CompassDirection.of(dx: tracks[b].x - tracks[b].initialX, dy: tracks[b].y - tracks[b].initialY)
        if CompassDirection.same(d1, d2) {
            handle(movingTogether(n), at: t, into: &events)
        } else {
            handle(pinchOrRotate, at: t, into: &events)
        }
    }

    /// The index of a tracked touch that is still one of the gesture's fingers (a contact that
    /// wandered off the surface no longer is).
    func pairTrack(_ id: Int) -> Int? {
        guard id >= 0, let i = trackIndex(id), tracks[i].isMember else { return nil }
        return i
    }

    /// libinput's `tp_gesture_is_pinch`: the tracked touches moved in different directions, both
    /// at least the pinch disambiguation distance.
    var turnedIntoPinch: Bool {
        guard let a = pairTrack(pairFirst), let b = pairTrack(pairSecond) else { return false }
        let d1 = CompassDirection.of(dx: tracks[a].x - tracks[a].initialX, dy: tracks[a].y - tracks[a].initialY)
        let d2 = CompassDirection.of(dx: tracks[b].x - tracks[b].initialX, dy: tracks[b].y - tracks[b].initialY)
        if CompassDirection.same(d1, d2) { return false }
        return tracks[a].movedFromInitial >= Self.pinchDisambiguationMoveMillimetres
            && tracks[b].movedFromInitial >= Self.pinchDisambiguationMoveMillimetres
    }

    /// Pinch, or rotate when the fingers moved around the centroid much more than apart or together.
    var pinchOrRotate: GestureMachineEvent {
        let radial = abs(spread - initialSpread)
        let tangential = abs(rotation) * Double.pi / 180 * spread
        return tangential > Self.rotationDominanceRatio * radial ? .rotate : .pinch
    }

    /// Fingers moving together: scroll (two on a touchpad), swipe (configured counts), drag or
    /// edge swipe (touchscreens); otherwise nothing.
    func movingTogether(_ n: Int) -> GestureMachineEvent {
        if isTouchscreen { return dragOrEdgeSwipe }
        if n == 2 { return .scroll }
        return swipes(n) ? .swipe : .ignore
    }

    func swipes(_ n: Int) -> Bool { n < 64 && swipeCountMask & (1 << UInt64(n)) != 0 }

    /// An edge swipe when the earliest member touched down in an edge zone and the fingers move
    /// away from that edge; a drag otherwise.
    var dragOrEdgeSwipe: GestureMachineEvent {
        guard let direction = GestureDirection(translation: centroid - initialCentroid) else { return .drag }
        var landX = 0.0, landY = 0.0, landTime = Double.infinity
        for t in tracks where t.isMember && t.landTime < landTime {
            landTime = t.landTime
            landX = t.landX
            landY = t.landY
        }
        guard landTime.isFinite else { return .drag }
        let zone = configuration.edgeZoneMillimetres
        var from: SurfaceEdge?
        switch direction {
        case .right where landX <= zone: from = .left
        case .left where landX >= surfaceWidth - zone: from = .right
        case .down where landY <= zone: from = .top
        case .up where landY >= surfaceHeight - zone: from = .bottom
        default: from = nil
        }
        if let from {
            edge = from
            return .edgeSwipe
        }
        return .drag
    }

    /// A still, lower touch under a moving finger is a thumb: it leaves the finger count, and a
    /// started gesture (a hold) is cancelled (libinput `tp_thumb_suppress`).
    func suppressThumb(_ index: Int, at t: Double, into events: inout [GestureEvent]) {
        tracks[index].isThumb = true
        finishGesture(.cancelled, reason: .thumbOrPalm, at: t, into: &events)
        handle(.reset, at: t, into: &events)
    }

    /// Marks resting thumbs: a contact in the bottom thumb zone, slower than the thumb speed while
    /// another finger moves faster, and down for the thumb timeout (at once when it lands during a
    /// started gesture). Members of a started gesture keep counting.
    func classifyThumbs(at t: Double) {
        var moving = 0
        for tr in tracks where tr.isFinger && tr.speed >= Self.thumbSpeedThresholdMillimetresPerSecond { moving += 1 }
        guard moving > 0 else { return }
        let lingerTop = surfaceHeight - Self.lingeringThumbZoneMillimetres
        let pressureTop = surfaceHeight - Self.pressureThumbZoneMillimetres
        for i in tracks.indices where tracks[i].isFinger && !tracks[i].isOffSurface {
            if started, tracks[i].isMember { continue }
            if tracks[i].speed >= Self.thumbSpeedThresholdMillimetresPerSecond { continue }
            if !(started && tracks[i].landTime > detectedTime), t - tracks[i].landTime < Self.thumbTimeoutSeconds { continue }
            var inZone = tracks[i].y >= lingerTop
            if !inZone, let threshold = configuration.thumbPressureThreshold, let p = tracks[i].pressure {
                inZone = p >= threshold && tracks[i].y >= pressureTop
            }
            if inZone { tracks[i].isThumb = true }
        }
    }
}
