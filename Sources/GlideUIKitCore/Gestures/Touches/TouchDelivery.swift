import Foundation

/// A window's gesture environment (UIKit's private `_UIGestureEnvironment`) and touch delivery.
///
/// For each touch event, as UIKit does:
/// 1. a touch that began is hit-tested (`hitTest(_:with:)`, so a view's override counts) and keeps that view; the enabled
///    recognizers of the view and its ancestors (the view's first, then up the chain) that accept
///    its type and whose delegate agrees (`gestureRecognizer(_:shouldReceive:)`) get it;
/// 2. the recognizers receive the event's touches first (`touchesBegan/Moved/Ended/Cancelled`);
/// 3. then the hit views' responder methods, unless a recognizer holds them back:
///    `delaysTouchesBegan` withholds `touchesBegan` (and the moves) until every such recognizer has
///    failed; `delaysTouchesEnded` withholds `touchesEnded` while such a recognizer is still
///    `.possible`; a recognizer that recognizes with `cancelsTouchesInView` sends the view
///    `touchesCancelled` for its touches (and drops what was withheld);
/// 4. recognizers in a final state are reset and let go of their touches.
///
/// Leaving `.possible` is arbitrated here: failure requirements (`require(toFail:)`, the delegate's
/// and the subclass hooks) hold a recognizer in `.possible` until the other fails, and fail it if
/// the other recognizes; the delegate's `gestureRecognizerShouldBegin`, then the view's, may veto; a recognizer that
/// begins or recognizes makes every `.possible` recognizer sharing a touch fail, and cannot begin
/// while another one sharing a touch is active, unless a delegate allows simultaneous recognition
/// (and subject to `canPrevent`/`canBePrevented`).
@preconcurrency @MainActor
package final class TouchDelivery {
    /// The window this environment belongs to.
    package unowned let window: UIWindow
    /// Touches still known: down, or up with a view delivery still withheld; in the order they began.
    private var touches: [UITouch] = []
    /// Recognizers that have seen touches since their last reset, in the order they first did.
    private var participants: [UIGestureRecognizer] = []
    private var isDelivering = false
    private var lastTap: (location: CGPoint, time: Double, count: Int)?
    private var currentEvent: UITouchesEvent?

    init(window: UIWindow) {
        self.window = window
    }

    /// Called for each touch that begins, once it is hit-tested and its recognizers are chosen
    /// (`view` and `gestureRecognizers` are set): how a check tells where a recording's touches
    /// landed and which recognizers they reached.
    package var onTouchBegan: ((UITouch) -> Void)?

    /// The recognizers taking part in the current gesture(s).
    package var activeRecognizers: [UIGestureRecognizer] { participants }

    /// The touches on the surface now, in the order they began.
    package var touchesDown: [UITouch] { touches.filter(\.isDown) }

    // MARK: Injection

    /// Applies one frame of injected contacts at `time` seconds and sends the event through the
    /// window's `sendEvent(_:)`. Contacts not in the frame that are down are stationary.
    package func inject(_ contacts: [InjectedTouch], at time: Double) {
        var changed: [UITouch] = []
        for contact in contacts {
            if let touch = apply(contact, at: time), !changed.contains(where: { $0 === touch }) { changed.append(touch) }
        }
        guard !changed.isEmpty else { return }
        for touch in touches where touch.isDown && !changed.contains(where: { $0 === touch }) {
            touch.phase = .stationary
            touch.previousWindowLocation = touch.windowLocation
        }
        let eventTouches = touches.filter { touch in touch.isDown || changed.contains { $0 === touch } }
        window.sendEvent(UITouchesEvent(timestamp: time, touches: eventTouches))
    }

    private func apply(_ contact: InjectedTouch, at time: Double) -> UITouch? {
        let existing = touches.last { $0.contactID == contact.id && $0.isDown }
        let touch: UITouch
        switch contact.phase {
        case .began:
            guard existing == nil else { return nil }
            touch = UITouch(contactID: contact.id, location: contact.location, timestamp: time, window: window,
                            tapCount: tapCount(at: contact.location, time: time), type: contact.type)
            touch.routing = contact.routing
            // A scroll or transform touch never reaches a view (UIKit's scroll and transform events
            // go to recognizers only).
            if contact.routing != .touch { touch.viewIsFinished = true }
            touches.append(touch)
        case .moved, .stationary, .ended, .cancelled:
            guard let existing else { return nil }
            touch = existing
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = contact.location
            if contact.phase == .moved || contact.phase == .stationary {
                touch.phase = touch.previousWindowLocation == contact.location ? .stationary : .moved
                if touch.phase == .stationary { return nil }
            } else {
                touch.phase = contact.phase
                if contact.phase == .ended, !touch.wasIgnored { lastTap = (contact.location, time, touch.tapCount) }
            }
        default:
            return nil
        }
        touch.timestamp = time
        touch.force = contact.force
        touch.maximumPossibleForce = contact.maximumPossibleForce
        touch.majorRadius = contact.majorRadius
        touch.majorRadiusTolerance = contact.majorRadiusTolerance
        return touch
    }

    /// Glide's model of `UITouch.tapCount`: a touch beginning within
    /// ``UITapGestureRecognizer/maximumIntervalBetweenSuccessiveTaps`` of the last lift and within
    /// ``UITapGestureRecognizer/allowableMovement`` of it counts one more tap.
    private func tapCount(at location: CGPoint, time: Double) -> Int {
        guard let last = lastTap, time - last.time <= UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps,
              hypot(location.x - last.location.x, location.y - last.location.y) <= UITapGestureRecognizer.allowableMovement
        else { return 1 }
        return last.count + 1
    }

    /// Cancels every touch that is down (the system took them: a call, lost events, a device gone).
    package func cancelAllTouches(at time: Double) {
        let down = touchesDown
        guard !down.isEmpty else { return }
        inject(down.map { InjectedTouch(id: $0.contactID, phase: .cancelled, location: $0.windowLocation) }, at: time)
    }

    // MARK: Delivery

    /// Delivers a touch event: recognizers first, then the views (called by `UIWindow.sendEvent(_:)`).
    package func deliver(_ event: UITouchesEvent) {
        isDelivering = true
        currentEvent = event
        let changed = event.touchList.filter { $0.phase != .stationary }
        for touch in changed where touch.phase == .began { attachRecognizers(to: touch) }
        // Every recognizer takes the event's positions before any of them moves (see `sampleMovement(at:)`).
        for recognizer in participants where recognizer.isEnabled && (recognizer.state == .possible || recognizer.state.isActive) {
            let moved = changed.contains { touch in
                touch.phase == .moved && recognizer.trackedTouches.contains(touch)
                    && !touch.ignoringRecognizers.contains(ObjectIdentifier(recognizer))
            }
            if moved { recognizer.sampleMovement(at: event.timestamp) }
        }
        for recognizer in participants {
            deliver(changed, to: recognizer, event: event)
        }
        deliverToViews(changed, event: event)
        currentEvent = nil
        isDelivering = false
        settle()
    }

    private func attachRecognizers(to touch: UITouch) {
        if transitionIgnoresTouches {
            // UIKit ignores a touch that begins while a transition no interaction controller drives is in flight,
            // for the whole of its life: no view, no recognizer.
            touch.gestureRecognizers = []
            touch.viewIsFinished = true
            touch.wasIgnored = true
            onTouchBegan?(touch)
            return
        }
        let hit = window.hitTest(touch.windowLocation, with: nil)
        touch.view = hit
        var list: [UIGestureRecognizer] = []
        var current = hit
        while let view = current {
            for recognizer in view.attachedGestureRecognizers
            where recognizer.isEnabled && recognizer.accepts(touch) && !recognizer.state.isFinal && recognizer.receives(touch.routing) {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                list.append(recognizer)
            }
            current = view.superview
        }
        touch.gestureRecognizers = list
        for recognizer in list where !participants.contains(where: { $0 === recognizer }) {
            participants.append(recognizer)
        }
        onTouchBegan?(touch)
    }

    /// True when a transition that makes UIKit ignore touches (``TransitionContext/ignoresTouches``) is the active
    /// transition of a view controller in the window: its root's, its children's and the ones they present.
    private var transitionIgnoresTouches: Bool {
        window.viewControllersInTree.contains { viewController in
            viewController.activeTransition?.ignoresTouches == true
                || (viewController as? UINavigationController)?.isWaitingForRootSwipePop == true
        }
    }

    private func deliver(_ changed: [UITouch], to recognizer: UIGestureRecognizer, event: UITouchesEvent) {
        let mine = changed.filter { touch in
            touch.gestureRecognizers?.contains { $0 === recognizer } == true
                && !touch.ignoringRecognizers.contains(ObjectIdentifier(recognizer))
        }
        guard !mine.isEmpty else { return }
        func receiving() -> Bool {
            recognizer.isEnabled && participants.contains { $0 === recognizer }
                && (recognizer.state == .possible || recognizer.state.isActive)
        }
        let began = mine.filter { $0.phase == .began }
        if !began.isEmpty, receiving() {
            recognizer.trackedTouches.append(contentsOf: began)
            recognizer.touchesSinceReset.append(contentsOf: began)
            recognizer.touchesBegan(Set(began), with: event)
        }
        let moved = mine.filter { $0.phase == .moved && recognizer.trackedTouches.contains($0) }
        if !moved.isEmpty, receiving() { recognizer.touchesMoved(Set(moved), with: event) }
        for phase in [UITouch.Phase.ended, .cancelled] {
            let lifted = mine.filter { $0.phase == phase && recognizer.trackedTouches.contains($0) }
            guard !lifted.isEmpty else { continue }
            if receiving() {
                if phase == .ended {
                    recognizer.touchesEnded(Set(lifted), with: event)
                } else {
                    recognizer.touchesCancelled(Set(lifted), with: event)
                }
            }
            if recognizer.trackedTouches.count == lifted.count {
                recognizer.lastCentroid = UIGestureRecognizer.centroid(of: lifted.map(\.windowLocation))
            }
            recognizer.trackedTouches.removeAll { touch in lifted.contains { $0 === touch } }
        }
    }

    private func delaysBegan(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesBegan && $0.state == .possible && $0.isEnabled } == true
    }

    private func delaysEnded(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesEnded && $0.state == .possible && $0.isEnabled } == true
    }

    private func deliverToViews(_ changed: [UITouch], event: UIEvent) {
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = [], cancelled: [UITouch] = []
        for touch in changed where touch.view != nil && !touch.viewIsFinished && touch.routing == .touch {
            switch touch.phase {
            case .began:
                if delaysBegan(touch) {
                    touch.heldBegan = true
                } else {
                    touch.viewGotBegan = true
                    began.append(touch)
                }
            case .moved:
                if touch.viewGotBegan { moved.append(touch) }
            case .ended, .cancelled:
                if touch.heldBegan {
                    if touch.phase == .cancelled {
                        touch.heldBegan = false
                        touch.viewIsFinished = true
                    } else {
                        touch.heldEnd = .ended
                    }
                } else if touch.phase == .ended, delaysEnded(touch) {
                    touch.heldEnd = .ended
                } else {
                    touch.viewIsFinished = true
                    if touch.phase == .ended { ended.append(touch) } else { cancelled.append(touch) }
                }
            default:
                break
            }
        }
        send(began, .began, event: event)
        send(moved, .moved, event: event)
        send(ended, .ended, event: event)
        send(cancelled, .cancelled, event: event)
    }

    /// Calls the responder method for `phase` on each view, with that view's touches, views in the
    /// order their first touch began.
    private func send(_ list: [UITouch], _ phase: UITouch.Phase, event: UIEvent) {
        var views: [UIView] = []
        for touch in list {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            let set = Set(list.filter { $0.view === view })
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            default: view.touchesCancelled(set, with: event)
            }
        }
    }

    /// An event for deliveries made outside a touch event (a timer recognized or failed a gesture).
    private var eventForNow: UIEvent {
        currentEvent ?? UITouchesEvent(timestamp: window.clock.now, touches: touchesDown)
    }

    /// Delivers what recognizers no longer withhold: a `touchesBegan` once no recognizer delaying it
    /// is `.possible` (followed by a `touchesMoved` with the current location if the touch moved
    /// meanwhile, as Apple's `delaysTouchesBegan` documentation describes), then a withheld `touchesEnded`.
    private func flushWithheld() {
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = []
        for touch in touches where !touch.viewIsFinished {
            if touch.heldBegan, !delaysBegan(touch) {
                touch.heldBegan = false
                touch.viewGotBegan = true
                began.append(touch)
                if touch.windowLocation != touch.beganWindowLocation { moved.append(touch) }
            }
            if !touch.heldBegan, touch.heldEnd != nil, !delaysEnded(touch) {
                touch.heldEnd = nil
                touch.viewIsFinished = true
                ended.append(touch)
            }
        }
        guard !began.isEmpty || !ended.isEmpty else { return }
        let event = eventForNow
        send(began, .began, event: event)
        send(moved, .moved, event: event)
        send(ended, .ended, event: event)
    }

    /// After an event or a state change outside one: resets recognizers in a final state, delivers
    /// what is no longer withheld, and forgets finished touches.
    private func settle() {
        guard !isDelivering else { return }
        var again = true
        while again {
            again = false
            for recognizer in participants where recognizer.state.isFinal {
                forget(recognizer)
                again = true
            }
        }
        flushWithheld()
        touches.removeAll { touch in
            !touch.isDown && !touch.heldBegan && touch.heldEnd == nil && (touch.viewIsFinished || touch.view == nil)
        }
    }

    /// Detaches `recognizer` from its touches and resets it.
    func forget(_ recognizer: UIGestureRecognizer) {
        guard let index = participants.firstIndex(where: { $0 === recognizer }) else {
            if recognizer.state != .possible { recognizer.performReset() }
            return
        }
        participants.remove(at: index)
        for touch in touches { touch.gestureRecognizers?.removeAll { $0 === recognizer } }
        recognizer.performReset()
        if !isDelivering { flushWithheld() }
    }

    // MARK: Arbitration

    /// `recognizer` asked to go from `.possible` to `target` (`.began` or `.ended`).
    func recognizerWantsToLeavePossible(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        if let pending = recognizer.pendingState {
            if pending == .began, target == .ended { recognizer.pendingState = .ended }
            return
        }
        if blockingRequirement(for: recognizer) != nil {
            recognizer.pendingState = target
            return
        }
        begin(recognizer, to: target)
    }

    private func begin(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            recognizer.commit(.failed)
            return
        }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) {
            recognizer.commit(.failed)
            return
        }
        let preventedBy = competitors(of: recognizer).first { other in
            other.state.isActive && !simultaneous(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        if preventedBy != nil {
            recognizer.commit(.failed)
            return
        }
        recognizer.commit(target)
    }

    /// `recognizer`'s state changed from `old` (its targets were told already).
    func recognizerDidChangeState(_ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State) {
        let new = recognizer.state
        if old == .possible, new == .began || new == .ended {
            recognized(recognizer)
        } else if new == .failed || (new == .cancelled && old == .possible) {
            resolvePending()
        }
        settle()
    }

    /// A recognizer began or recognized: the recognizers that wait for it to fail fail, and so do the
    /// `.possible` ones it excludes; its view's touches are cancelled if it says so.
    private func recognized(_ recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer && other.state == .possible {
            if requiresFailure(other, of: recognizer) {
                other.pendingState = nil
                other.commit(.failed)
            } else if shares(other, recognizer), !simultaneous(recognizer, other),
                      // A delegate asked may have disabled the recognizer that began (a drawer turning its list's
                      // scrolling off as the finger pulls down): cancelled (and reset), it excludes no one.
                      recognizer.state.isActive || recognizer.state == .ended,
                      recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.pendingState = nil
                other.commit(.failed)
            }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
    }

    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var cancelled: [UITouch] = []
        for touch in recognizer.touchesSinceReset where !touch.viewIsFinished {
            if touch.viewGotBegan { cancelled.append(touch) }
            touch.heldBegan = false
            touch.heldEnd = nil
            touch.viewIsFinished = true
        }
        send(cancelled, .cancelled, event: eventForNow)
    }

    /// Lets recognizers held by failure requirements go when nothing blocks them any more.
    private func resolvePending() {
        for recognizer in participants where recognizer.state == .possible {
            guard let target = recognizer.pendingState, blockingRequirement(for: recognizer) == nil else { continue }
            recognizer.willBeginAfterSatisfyingFailureRequirements()
            begin(recognizer, to: target)
        }
    }

    /// A `.possible` recognizer taking part in the gesture that `recognizer` must wait for.
    private func blockingRequirement(for recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
        participants.first { other in
            other !== recognizer && other.state == .possible && !other.touchesSinceReset.isEmpty
                && requiresFailure(recognizer, of: other)
        }
    }

    /// Whether `recognizer` must wait for `other` to fail: `require(toFail:)`, or (for recognizers
    /// sharing a touch) the subclass hooks or either delegate.
    private func requiresFailure(_ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
        if recognizer.requiredToFail.contains(where: { $0 === other }) { return true }
        guard shares(recognizer, other) else { return false }
        return recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    private func shares(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.touchesSinceReset.contains { touch in b.touchesSinceReset.contains { $0 === touch } }
    }

    private func competitors(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        participants.filter { $0 !== recognizer && shares($0, recognizer) }
    }

    /// True when either delegate allows `a` and `b` to recognize together.
    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
