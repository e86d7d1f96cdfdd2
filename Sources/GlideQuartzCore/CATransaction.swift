import Foundation
import GlideClock

/// Groups layer changes and their animations (`CATransaction`).
///
/// `begin()`/`commit()` nest. A change made outside any explicit transaction opens an implicit one,
/// committed on the next turn of Glide's clock, as Core Animation commits at the end of the run
/// loop turn. Values (duration, timing function, disabled actions) are looked up from the innermost
/// transaction outwards. The completion block runs, on Glide's clock, once the transaction is
/// committed and every animation added while it was open — explicit layer animations, implicit
/// ones and `UIView.animate` blocks — has finished or been removed (on the next turn when none was added).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    @MainActor final class Frame {
        let isImplicit: Bool
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var pending = 0
        var committed = false
        var completed = false

        /// The clock that commits an implicit transaction.
        weak var clock: (any Clock)?

        init(implicit: Bool) { isImplicit = implicit }

        func settle() {
            guard committed, pending == 0, !completed else { return }
            completed = true
            guard let completion else { return }
            let clock = Clocks.current
            clock.schedule(atNanoseconds: clock.nowNanoseconds) { completion() }
        }
    }

    private static var stack: [Frame] = []
    private static var waiting: [ObjectIdentifier: [Frame]] = [:]

    /// The innermost transaction, opening an implicit one if none is open.
    private static var current: Frame {
        dropStaleImplicitTransactions()
        if let top = stack.last { return top }
        let frame = Frame(implicit: true)
        stack.append(frame)
        let clock = Clocks.current
        frame.clock = clock
        clock.schedule(atNanoseconds: clock.nowNanoseconds) { commitImplicit(frame) }
        return frame
    }

    /// An implicit transaction whose clock is no longer the ambient one (a test that ended without
    /// advancing its clock) would never commit: it is committed when noticed.
    private static func dropStaleImplicitTransactions() {
        if let stale = stack.first(where: { $0.isImplicit && $0.clock !== Clocks.current }) { commitImplicit(stale) }
    }

    private static func commitImplicit(_ frame: Frame) {
        guard let i = stack.firstIndex(where: { $0 === frame }) else { return }
        // Explicit transactions left open above an implicit one are committed with it.
        let closing = stack[i...]
        stack.removeSubrange(i...)
        for f in closing.reversed() {
            f.committed = true
            f.settle()
        }
    }

    /// Opens a transaction.
    open class func begin() {
        dropStaleImplicitTransactions()
        stack.append(Frame(implicit: false))
    }

    /// Commits the innermost explicit transaction.
    open class func commit() {
        guard let i = stack.lastIndex(where: { !$0.isImplicit }) else { return }
        let frame = stack.remove(at: i)
        frame.committed = true
        frame.settle()
    }

    /// Commits the implicit transaction now, if there is one and nothing explicit is open above it.
    open class func flush() {
        if let top = stack.last, top.isImplicit { commitImplicit(top) }
    }

    /// Locks the layer tree (a no-op: Glide's layers live on the main actor).
    open class func lock() {}
    /// Unlocks the layer tree (a no-op).
    open class func unlock() {}

    /// The duration of implicit animations (0.25 s unless set).
    @discardableResult
    open class func animationDuration() -> CFTimeInterval {
        dropStaleImplicitTransactions()
        return stack.reversed().lazy.compactMap(\.duration).first ?? 0.25
    }

    /// Sets the duration of implicit animations made in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }

    /// The timing function of implicit animations (nil unless set: Core Animation's default curve).
    @discardableResult
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        dropStaleImplicitTransactions()
        return stack.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets the timing function of implicit animations made in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }

    /// True when property changes make no implicit animations.
    @discardableResult
    open class func disableActions() -> Bool {
        dropStaleImplicitTransactions()
        return stack.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    /// Turns implicit animations off (or on) for this transaction.
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The block to run when this transaction's animations have all finished or been removed.
    open class func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets the block to run when the animations added from now on in this transaction have all
    /// finished or been removed (after the commit).
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

    // MARK: Engine

    /// Ties an animation being added to every open transaction.
    package static func register(_ record: AnyObject) {
        let frames = stack.isEmpty ? [current] : stack
        for frame in frames { frame.pending += 1 }
        waiting[ObjectIdentifier(record), default: []].append(contentsOf: frames)
    }

    /// An animation registered with ``register(_:)`` finished or was removed.
    package static func animationStopped(_ record: AnyObject) {
        guard let frames = waiting.removeValue(forKey: ObjectIdentifier(record)) else { return }
        for frame in frames {
            frame.pending -= 1
            frame.settle()
        }
    }

    /// True when an explicit transaction is open (block animations register only then).
    package static var isOpen: Bool { stack.contains { !$0.isImplicit } }
}
