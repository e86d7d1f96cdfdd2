import Foundation
import GlideClock

/// A hand-made touch sequence: frames of contacts at times on a clock (Glide's, for tests and scripts).
///
/// ```swift
/// var touches = TouchSequence()
/// touches.drag(id: 1, from: CGPoint(x: 10, y: 300), to: CGPoint(x: 210, y: 300), start: 0, duration: 0.2, steps: 10)
/// touches.play(in: window, on: clock)
/// ```
package struct TouchSequence: Sendable {
    /// A frame: the contacts that changed at `time` seconds.
    package struct Frame: Sendable, Hashable {
        package var time: Double
        package var contacts: [InjectedTouch]
    }

    /// The frames in time order (frames at the same time are merged).
    package private(set) var frames: [Frame] = []

    package init() {}

    /// Adds `contact` at `time` to the frame at that time (or a new one, kept in time order).
    package mutating func add(_ contact: InjectedTouch, at time: Double) {
        if let index = frames.firstIndex(where: { $0.time == time }) {
            frames[index].contacts.append(contact)
        } else {
            let index = frames.firstIndex { $0.time > time } ?? frames.count
            frames.insert(Frame(time: time, contacts: [contact]), at: index)
        }
    }

    package mutating func began(_ id: Int, at point: CGPoint, time: Double) {
        add(InjectedTouch(id: id, phase: .began, location: point), at: time)
    }

    package mutating func moved(_ id: Int, to point: CGPoint, time: Double) {
        add(InjectedTouch(id: id, phase: .moved, location: point), at: time)
    }

    package mutating func ended(_ id: Int, at point: CGPoint, time: Double) {
        add(InjectedTouch(id: id, phase: .ended, location: point), at: time)
    }

    package mutating func cancelled(_ id: Int, at point: CGPoint, time: Double) {
        add(InjectedTouch(id: id, phase: .cancelled, location: point), at: time)
    }

    /// A straight drag: down at `from` at `start`, `steps` evenly spaced moves reaching `to` at
    /// `start + duration`, then (if `lift`) up at `to` `liftDelay` later (a frame of its own, as a
    /// digitizer reports the lift: 10 ms by default).
    package mutating func drag(id: Int, from: CGPoint, to: CGPoint, start: Double, duration: Double, steps: Int,
                               lift: Bool = true, liftDelay: Double = 0.01) {
        // A drag continuing one left down (`lift: false`) does not touch down again.
        let continuing = frames.contains { frame in frame.contacts.contains { $0.id == id } }
            && !frames.contains { frame in frame.contacts.contains { $0.id == id && ($0.phase == .ended || $0.phase == .cancelled) } }
        if !continuing { began(id, at: from, time: start) }
        for step in 1...max(1, steps) {
            let f = CGFloat(step) / CGFloat(max(1, steps))
            let point = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            moved(id, to: point, time: start + duration * Double(f))
        }
        if lift { ended(id, at: to, time: start + duration + liftDelay) }
    }

    /// A tap: down and up at `point`, `duration` apart.
    package mutating func tap(id: Int, at point: CGPoint, time: Double, duration: Double = 0.05) {
        began(id, at: point, time: time)
        ended(id, at: point, time: time + duration)
    }

    /// Plays the frames into `window`: the clock is advanced to each frame's time (running what is
    /// due on the way: timers, animations, layout) and the frame injected then.
    @MainActor
    package func play(in window: UIWindow, on clock: ManualClock) {
        for frame in frames {
            clock.advance(to: frame.time)
            window.injectTouches(frame.contacts, at: frame.time)
        }
    }
}
