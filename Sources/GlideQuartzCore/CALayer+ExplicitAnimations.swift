import Foundation
import GlideClock
import GlideCoreGraphics

// The explicit animations on a layer (`add(_:forKey:)`): their start and stop, on the layer's time.
extension CALayer {
    func detach(at i: Int, finished: Bool) {
        let record = attached.remove(at: i)
        record.startTask?.cancel()
        record.stopTask?.cancel()
        let wasStopped = record.stopped
        record.stopped = true
        guard !wasStopped else { return }
        let animation = record.animation
        let clock = Clocks.current
        clock.schedule(atNanoseconds: clock.nowNanoseconds) {
            animation.delegate?.animationDidStop(animation, finished: finished)
            CATransaction.animationStopped(record)
        }
    }

    /// Re-arms the start and stop of an explicit animation for the layer's current timing.
    func reschedule(_ record: AttachedAnimation) {
        record.startTask?.cancel()
        record.stopTask?.cancel()
        guard !record.stopped else { return }
        let clock = Clocks.current
        if record.endsAtOnce {
            record.stopTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.finish(record) }
            return
        }
        let now = currentLocalTime
        let animation = record.animation
        if !record.started {
            if now >= animation.beginTime {
                record.startTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.start(record) }
            } else if let g = globalTime(fromLocal: animation.beginTime) {
                record.startTask = clock.schedule(atNanoseconds: max(clock.nowNanoseconds, nanoseconds(g))) { [weak self] in
                    self?.start(record)
                }
            }
        }
        let end = animation.endTime
        guard end.isFinite else { return }
        if now >= end {
            record.stopTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.finish(record) }
        } else if let g = globalTime(fromLocal: end) {
            record.stopTask = clock.schedule(atNanoseconds: max(clock.nowNanoseconds, nanoseconds(g))) { [weak self] in
                self?.finish(record)
            }
        }
    }

    func start(_ record: AttachedAnimation) {
        guard !record.started, !record.stopped else { return }
        record.started = true
        record.animation.delegate?.animationDidStart(record.animation)
    }

    func finish(_ record: AttachedAnimation) {
        guard !record.stopped, record.endsAtOnce || currentLocalTime >= record.animation.endTime - 1e-9 else { return }
        if !record.started { start(record) }
        record.stopped = true
        if record.animation.isRemovedOnCompletion { attached.removeAll { $0 === record } }
        record.animation.delegate?.animationDidStop(record.animation, finished: true)
        CATransaction.animationStopped(record)
    }
}

/// An explicit animation on a layer: the layer's copy and what has been reported of it.
@MainActor
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    /// The base keys it animates.
    let keys: Set<String>
    var started = false
    /// True once `animationDidStop` was sent (or is on its way).
    var stopped = false
    var startTask: ScheduledTask?
    var stopTask: ScheduledTask?
    /// True when it was added while a percent-driven transition drove the layer's time.
    var addedWhileDriven = false
    /// True once that transition released the time: it ends at once (see ``CALayer/endAnimationsAddedWhileDriven()``).
    var endsAtOnce = false

    init(key: String?, animation: CAAnimation, keys: Set<String>) {
        self.key = key
        self.animation = animation
        self.keys = keys
    }
}
