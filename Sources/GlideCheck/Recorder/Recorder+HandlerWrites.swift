import Foundation
import GlideUIKitCore

/// What the app's gesture handlers change, told apart by recognizer: a handler that takes part in no transition (a
/// sheet's resize pan beside its dismissal pan) changes the screen as the app means it to, and a cancelled
/// transition is not to put that back (UIKit's cancel reverses only the transition's own animations).
extension Recorder {
    /// The properties a cancel is checked on, raw, for one view: cheap to take around every handler call.
    struct HandlerViewValues: Equatable {
        /// The frame the view's center and bounds give it, without its transform (a dismissal's transform in flight
        /// moves `frame` too; a cancel takes that away, not what a handler set).
        var frame: CGRect
        var transform: CATransform3D
        var alpha: CGFloat
        var isHidden: Bool
        var cornerRadius: CGFloat
        var clipsToBounds: Bool

        @MainActor init(_ view: UIView) {
            frame = view.frameIgnoringTransform
            transform = view.transform3D
            alpha = view.alpha
            isHidden = view.isHidden
            cornerRadius = view.cornerRadius
            clipsToBounds = view.clipsToBounds
        }

        /// The properties that differ from `earlier`, each with its value now as a snapshot shows it.
        func changes(from earlier: HandlerViewValues) -> [(property: String, value: String)] {
            var out: [(property: String, value: String)] = []
            if frame != earlier.frame { out.append(("frame", CheckFormat.rect(frame))) }
            if transform != earlier.transform { out.append(("transform", CheckFormat.transform(transform))) }
            if alpha != earlier.alpha { out.append(("alpha", CheckFormat.number(alpha))) }
            if isHidden != earlier.isHidden { out.append(("isHidden", "\(isHidden)")) }
            if cornerRadius != earlier.cornerRadius { out.append(("cornerRadius", CheckFormat.number(cornerRadius))) }
            if clipsToBounds != earlier.clipsToBounds { out.append(("masksToBounds", "\(clipsToBounds)")) }
            return out
        }
    }

    /// The views in the window now, with their values.
    func handlerViewValues() -> [ObjectIdentifier: (view: UIView, values: HandlerViewValues)] {
        var out: [ObjectIdentifier: (view: UIView, values: HandlerViewValues)] = [:]
        for view in scene.window.allViewsInTree { out[ObjectIdentifier(view)] = (view, HandlerViewValues(view)) }
        return out
    }

    /// Notes what one recognizer's handlers changed since `start` (taken before its first target ran), and whether
    /// they took part in a transition (`drove`: a context made, an event, an interactor called).
    func noteHandlerRun(of recognizer: UIGestureRecognizer, from start: [ObjectIdentifier: (view: UIView, values: HandlerViewValues)], drove: Bool) {
        let key = ObjectIdentifier(recognizer)
        if drove {
            nonBystanders.insert(key)
            transitionDrivers.insert(key)
        }
        var wrote = false
        for view in scene.window.allViewsInTree {
            let now = HandlerViewValues(view)
            guard let earlier = start[ObjectIdentifier(view)]?.values else {
                // A view the handler put in the window (a page a paging pan brought in, a label of the app's own).
                wrote = true
                handlerAddedViews.append((key, id(of: view)))
                continue
            }
            guard now != earlier else { continue }
            for change in now.changes(from: earlier) {
                wrote = true
                handlerWrites.append(HandlerWrite(recognizer: key, view: id(of: view), property: change.property, value: change.value))
            }
        }
        // A gesture the system cancelled whose handler changed nothing then left what it moved where the finger was
        // (reference B7): that is not the app's meant change (the bug benchmark's c05: a resize pan that ignores
        // `.cancelled`). A handler that answers the cancel (puts the view back, snaps it to a size) keeps its say.
        if recognizer.state == .cancelled, !wrote { nonBystanders.insert(key) }
    }

    /// Forgets the handlers' writes and the recognizers whose writes are not the app's meant change (at the start of a
    /// scenario or a flow's action).
    func resetHandlerWrites() {
        handlerWrites.removeAll()
        handlerAddedViews.removeAll()
        nonBystanders.removeAll()
        transitionDrivers.removeAll()
    }

    /// Ids of the views the handlers of recognizers that drove no transition put in the window since the reset (even
    /// when the system cancelled their touches: the view is still the app's, not the transition's).
    var viewsAddedByOtherHandlers: Set<String> {
        Set(handlerAddedViews.filter { !transitionDrivers.contains($0.recognizer) }.map(\.view))
    }

    /// For each view (by id) and property, the value a handler last gave it, where that handler's recognizer took
    /// part in no transition since the reset.
    var bystanderWrites: [String: [String: String]] {
        var last: [String: [String: HandlerWrite]] = [:]
        for write in handlerWrites { last[write.view, default: [:]][write.property] = write }
        var out: [String: [String: String]] = [:]
        for (view, properties) in last {
            for (property, write) in properties where !nonBystanders.contains(write.recognizer) {
                out[view, default: [:]][property] = write.value
            }
        }
        return out
    }
}

/// One change a gesture handler made to a view.
struct HandlerWrite {
    var recognizer: ObjectIdentifier
    var view: String
    var property: String
    var value: String
}
