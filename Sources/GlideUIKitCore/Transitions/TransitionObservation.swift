import Foundation

extension TransitionContext {
    /// Calls `observer` with every context created from now until the returned observation is
    /// cancelled or released (the checker's recorder, a replay and a scene's `perform` listen here).
    ///
    /// Several observers may be active at once; each new context is announced to them in the order
    /// they were registered, once its initial state is set and before the presenter starts it. Keep
    /// the observation for as long as you observe, and cancel it when done:
    ///
    /// ```swift
    /// let observation = TransitionContext.observeCreation { contexts.append($0) }
    /// defer { observation.cancel() }
    /// ```
    public static func observeCreation(_ observer: @escaping @MainActor (TransitionContext) -> Void) -> TransitionObservation {
        TransitionObservation(id: CreationObservers.add(observer))
    }

    /// How many things have happened to transitions so far: contexts made, their events, and calls to a
    /// percent-driven interactor, taken or dropped (Glide's, for the checker: counted around a gesture handler, it
    /// tells a handler that drives a transition from one that does something else, such as resizing a sheet).
    package static var activityCount: UInt64 = 0

    /// How many creation observers are active (a check must leave as many as it found).
    package static var creationObserverCount: Int { CreationObservers.entries.count }
}

/// An active ``TransitionContext/observeCreation(_:)``: ``cancel()``, or releasing it, removes the observer.
@preconcurrency @MainActor
public final class TransitionObservation {
    private var id: UInt64?

    init(id: UInt64) { self.id = id }

    /// True until ``cancel()`` (or release).
    public var isActive: Bool { id != nil }

    /// Removes the observer: it is not called for contexts created afterwards. Harmless when repeated.
    public func cancel() {
        guard let id else { return }
        self.id = nil
        CreationObservers.remove(id)
    }

    isolated deinit { cancel() }
}

/// The active creation observers, in registration order.
@MainActor
enum CreationObservers {
    static var entries: [(id: UInt64, observer: @MainActor (TransitionContext) -> Void)] = []
    private static var nextId: UInt64 = 0

    static func add(_ observer: @escaping @MainActor (TransitionContext) -> Void) -> UInt64 {
        nextId &+= 1
        entries.append((nextId, observer))
        return nextId
    }

    static func remove(_ id: UInt64) { entries.removeAll { $0.id == id } }

    /// Calls the observers active now with `context`; one cancelled by an earlier observer is skipped.
    static func announce(_ context: TransitionContext) {
        TransitionContext.activityCount &+= 1
        for entry in entries where entries.contains(where: { $0.id == entry.id }) { entry.observer(context) }
    }
}
