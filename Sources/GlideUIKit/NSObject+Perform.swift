import Foundation
import GlideClock
import GlideObjectiveC
import GlideUIKitCore

// Sending a message by selector (`perform(_:)`, `perform(_:with:afterDelay:)`) without the Objective-C runtime: the
// `Selector` `glide port` writes for `#selector` holds the method, so performing it calls the method; a delayed
// perform runs on Glide's clock (the main run loop of iOS), deterministically on a `ManualClock`, and
// `cancelPreviousPerformRequests(withTarget:)` takes it back.

extension NSObject {
    /// Calls the method `aSelector` names on this object now.
    ///
    /// Glide differs from the runtime: the result is always nil (Glide's selectors call methods, they do not box
    /// their results), and a selector made from a name only (`Selector("refresh")`), or naming a method of another
    /// type, stops the program as iOS's "unrecognized selector sent to instance" does.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        PerformRequests.send(aSelector, to: self, arguments: [])
        return nil
    }

    /// Sends the class method `aSelector` names to this class: the shared application for `UIApplication`'s
    /// `sharedApplication` (unretained, as `+sharedApplication` returns it), which libraries send by name to stay safe in
    /// app extensions.
    ///
    /// Glide differs from the runtime: Linux has no table of class methods to look a name up in, so only the class
    /// methods of ``GlideMethodTable/classMethods`` answer; any other returns nil.
    @discardableResult
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let name = aSelector?.name, GlideMethodTable.classMethod(name, of: self) else { return nil }
        switch name {
        case "sharedApplication":
            nonisolated(unsafe) var application: AnyObject?
            MainActor.assumeIsolated { application = UIApplication.shared }
            return application.map { Unmanaged.passUnretained($0) }
        default:
            return nil
        }
    }

    /// Calls the method `aSelector` names on this object now, with `object` as its argument (see ``perform(_:)``).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.send(aSelector, to: self, arguments: [object as Any?])
        return nil
    }

    /// Calls the two-argument method `aSelector` names on this object now (see ``perform(_:)``).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.send(aSelector, to: self, arguments: [object1 as Any?, object2 as Any?])
        return nil
    }

    /// Calls the method `aSelector` names on this object, with `anArgument`, `delay` seconds from now on Glide's clock
    /// (the next turn of the clock for 0), keeping the object and the argument alive until then, as the run loop does.
    ///
    /// Glide differs from Foundation: the request runs on Glide's clock (``Clocks/current``), which stands for the
    /// main run loop, whatever thread asks; the caller must be on the main actor.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.schedule(aSelector, on: self, argument: anArgument, delay: delay)
    }

    /// ``perform(_:with:afterDelay:)``; the run loop modes are not used (Glide's clock has none).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        PerformRequests.schedule(aSelector, on: self, argument: anArgument, delay: delay)
    }

    /// Calls the method on the main thread: at once when `wait` is true, else on the next turn of Glide's clock.
    ///
    /// Glide differs from Foundation: the caller must be on the main actor already (where Glide's objects live), so
    /// waiting means calling at once; Foundation would block another thread until the main thread ran it.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        if wait {
            PerformRequests.send(aSelector, to: self, arguments: [arg])
        } else {
            PerformRequests.schedule(aSelector, on: self, argument: arg, delay: 0)
        }
    }

    /// Cancels every request made with ``perform(_:with:afterDelay:)`` on `aTarget` that has not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: nil, object: .none)
    }

    /// Cancels the requests on `aTarget` for `aSelector` with an argument equal to `anArgument` (`isEqual`, as
    /// Foundation compares them) that have not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: aSelector, object: .some(anArgument))
    }
}

/// The delayed perform requests waiting on Glide's clock.
@MainActor
enum PerformRequests {
    final class Request {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        var task: ScheduledTask?

        init(target: AnyObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }
    }

    static var pending: [Request] = []

    /// Calls `selector` on `target` now, or stops as iOS does when nothing answers it.
    nonisolated static func send(_ selector: Selector?, to target: Any, arguments: [Any?]) {
        guard let selector else { preconditionFailure("perform(_:) with a nil selector") }
        nonisolated(unsafe) let target = target, arguments = arguments
        MainActor.assumeIsolated {
            let called = selector.perform(on: target, sender: arguments.first ?? nil, event: arguments.count > 1 ? arguments[1] : nil)
            guard called else {
                preconditionFailure("-[\(type(of: target)) \(selector.name)]: unrecognized selector sent to instance"
                    + (selector.isPerformable ? "" : " (a Selector made from a name only: Glide calls methods through #selector, which glide port writes as Selector(Type.method, name:))"))
            }
        }
    }

    nonisolated static func schedule(_ selector: Selector, on target: NSObject, argument: Any?, delay: TimeInterval) {
        nonisolated(unsafe) let target = target, argument = argument
        MainActor.assumeIsolated {
            let request = Request(target: target, selector: selector, argument: argument)
            let clock = Clocks.current
            let nanoseconds = Int64((max(0, delay) * 1e9).rounded())
            request.task = clock.schedule(atNanoseconds: clock.nowNanoseconds + nanoseconds) {
                pending.removeAll { $0 === request }
                send(request.selector, to: request.target as! NSObject, arguments: [request.argument])
            }
            pending.append(request)
        }
    }

    /// Cancels the pending requests on `target` (for `selector` and an argument equal to `object`, when given).
    nonisolated static func cancel(target: AnyObject, selector: Selector?, object: Any??) {
        nonisolated(unsafe) let target = target, object = object
        MainActor.assumeIsolated {
            pending.removeAll { request in
                guard request.target === target else { return false }
                if let selector, request.selector != selector { return false }
                if case .some(let expected) = object, !equal(request.argument, expected) { return false }
                request.task?.cancel()
                return true
            }
        }
    }

    /// Foundation's comparison of perform arguments: both nil, the same object, or `isEqual`.
    private static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?):
            if let x = x as? NSObject, let y = y as? NSObject { return x.isEqual(y) }
            return (x as AnyObject) === (y as AnyObject)
        default: return false
        }
    }
}
