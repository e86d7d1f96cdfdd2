import Foundation

extension RunLoop {
    /// Schedules `timer` on Glide's clock when it is a ``GlideTimer`` made on the main thread; otherwise adds it to
    /// this run loop in `mode`, as `add(_:forMode:)` does. What `glide port` writes for `add(_:forMode:)` of a timer.
    ///
    /// Glide differs from Foundation: the clock is Glide's main run loop, so the timer fires there whichever run loop
    /// and mode it is added to (see ``GlideTimer``). It is a method of its own, not `add(_:forMode:)`, because Swift
    /// cannot shadow Foundation's method for a file that imports Foundation too. Adding a timer twice, or an
    /// invalidated one, does nothing.
    public func add(onGlideClock timer: Timer, forMode mode: RunLoop.Mode) {
        guard let timer = timer as? GlideTimer, timer.runsOnGlideClock else { return add(timer, forMode: mode) }
        timer.addToClock()
    }
}
