import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// A simulated live device: plays a fixed list of events again and again, each copy later than the
/// previous one, and moves a manual clock to each event's time as it hands it over (as time passes
/// while a real device is waited on). It lets soak tests push millions of frames through
/// ``LiveSession``'s code path in seconds.
///
/// A kernel stream only sends what changed, so a copy assumes the state a fresh device starts in;
/// before each copy after the first, the source selects slot 0 again (`ABS_MT_SLOT 0`), as the
/// kernel would if the previous copy ended in another slot. The events should end with every
/// finger lifted.
@MainActor
public final class RepeatingEventSource: @MainActor LiveInputSource {
    public let device: DeviceDescription
    public var resynchronizesAfterDrop: Bool { true }
    public private(set) var end: InputSourceEnd?
    /// Frames (`SYN_REPORT`s) handed over so far.
    public private(set) var frameCount = 0

    private let events: [InputEvent]
    private let period: Int64
    private let frameLimit: Int
    private let clock: ManualClock
    private var index = 0
    private var copy: Int64 = 0
    private var needsSlotReset = false
    private let hasSlots: Bool

    /// Plays `events` (timestamps from 0) every `periodSeconds` until `frameLimit` frames were handed
    /// over, moving `clock` (which should start at 0) along.
    public init(device: DeviceDescription, events: [InputEvent], periodSeconds: Double, frameLimit: Int, clock: ManualClock) {
        precondition(!events.isEmpty, "nothing to repeat")
        self.device = device
        self.events = events
        let last = events.last!.timestampMicroseconds
        period = max(Int64(periodSeconds * 1_000_000), last + 1)
        self.frameLimit = frameLimit
        self.clock = clock
        hasSlots = device.has(type: EventType.abs, code: EventCode.ABS_MT_SLOT)
    }

    public func nextEvent() throws -> InputEvent? { try nextEvent(timeout: nil) }

    public func nextEvent(timeout: Duration?) throws -> InputEvent? {
        guard frameCount < frameLimit else {
            end = .finished
            return nil
        }
        var event: InputEvent
        if needsSlotReset {
            needsSlotReset = false
            event = InputEvent(timestampMicroseconds: events[0].timestampMicroseconds + copy * period,
                               type: EventType.abs, code: EventCode.ABS_MT_SLOT, value: 0)
        } else {
            event = events[index]
            event.timestampMicroseconds += copy * period
            index += 1
            if index == events.count {
                index = 0
                copy += 1
                needsSlotReset = hasSlots
            }
        }
        let t = event.timestampMicroseconds * 1000
        if t > clock.nowNanoseconds { clock.advance(toNanoseconds: t) }
        if event.isSynReport { frameCount += 1 }
        return event
    }
}
