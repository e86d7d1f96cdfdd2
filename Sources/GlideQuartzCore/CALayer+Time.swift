import Foundation
import GlideClock
import GlideCoreGraphics

// A layer's local time: its beginTime, speed and timeOffset over its superlayer's (or, for a mask,
// its owner's), or a percent-driven transition's while it drives the layer.
extension CALayer {
    /// This layer's local time when its superlayer's is `t`.
    func localTime(fromParent t: Double) -> Double {
        if let driver = timeDriver { return driver.time }
        return (t - beginTime) * Double(speed) + timeOffset
    }

    /// The layer whose time this one's is relative to: the superlayer, or for a ``mask`` the layer it masks
    /// (Core Animation times a mask in its owner's tree although its `superlayer` is nil).
    var timeParent: CALayer? { superlayer ?? maskOwner }

    /// This layer's local time at global (media) time `g`.
    package func localTime(atGlobal g: Double) -> Double {
        localTime(fromParent: timeParent?.localTime(atGlobal: g) ?? g)
    }

    /// This layer's local time now.
    package var currentLocalTime: Double { localTime(atGlobal: Clocks.current.now) }

    /// The global time at which this layer's local time is `t`; nil when frozen (speed 0) or driven.
    func globalTime(fromLocal t: Double) -> Double? {
        guard timeDriver == nil, speed != 0 else { return nil }
        let parent = (t - timeOffset) / Double(speed) + beginTime
        guard let timeParent else { return parent }
        return timeParent.globalTime(fromLocal: parent)
    }

    /// True while a percent-driven transition drives this layer's time or an ancestor's (its container's).
    var isTimeDriven: Bool { timeDriver != nil || (timeParent?.isTimeDriven ?? false) }

    /// Ends, as finished, the explicit animations in this tree (masks included) that were added while a
    /// percent-driven transition drove its time, once that transition has released it. On iOS the container's
    /// time is then the media time again, seconds since the device booted, long past animations that began at
    /// a local time of at most the transition's duration, so they end at once whether it finished or was
    /// cancelled; Glide's clocks start at 0, so the media time may not have passed them yet.
    package func endAnimationsAddedWhileDriven() {
        for record in attached where record.addedWhileDriven && !record.stopped && record.animation.endTime.isFinite {
            record.endsAtOnce = true
            reschedule(record)
        }
        for child in children { child.endAnimationsAddedWhileDriven() }
        mask?.endAnimationsAddedWhileDriven()
    }

    /// The timing of this layer or an ancestor changed: re-time the explicit animations below.
    func timingDidChange() {
        for a in attached { reschedule(a) }
        for child in children { child.timingDidChange() }
        mask?.timingDidChange()
    }
}
