import GlideInteraction
import GlideInput
import GlideUIKitCore
import Testing

/// `PacedEventSource` without waiting: a start in the past makes every event due, a start in the
/// future with no time to wait makes none due.
struct PacedEventSourceTests {
    static func events() throws -> (DeviceDescription, [InputEvent]) {
        let device = SyntheticDevice.preset(named: "touchpad")!
        let script = try GestureScript("down 3; move left 50% 200ms; lift", name: "<test>")
        return (device, try GestureSynthesizer(device: device).events(for: script))
    }

    @Test func dueEventsComeInOrderStampedWithTheirTimeFromTheStart() throws {
        let (device, events) = try Self.events()
        let source = PacedEventSource(device: device, events: events)
        // Ten seconds ago: the whole 0.3 s gesture is due.
        let start = MonotonicClock.nanosecondsNow() - 10_000_000_000
        source.start(atNanoseconds: start)
        var handed: [InputEvent] = []
        while let e = try source.nextEvent(timeout: .zero) { handed.append(e) }
        #expect(handed.count == events.count)
        let first = events[0].timestampMicroseconds
        for (original, paced) in zip(events, handed) {
            #expect(paced.type == original.type && paced.code == original.code && paced.value == original.value)
            #expect(paced.timestampMicroseconds == (start + (original.timestampMicroseconds - first) * 1000) / 1000)
        }
        #expect(source.end == .finished)
    }

    @Test func anEventNotYetDueIsNotHandedOverWhenTheTimeRunsOut() throws {
        let (device, events) = try Self.events()
        let source = PacedEventSource(device: device, events: events, endsWithRemoval: true)
        source.start(atNanoseconds: MonotonicClock.nanosecondsNow() + 3_600_000_000_000)
        #expect(try source.nextEvent(timeout: .zero) == nil)
        #expect(source.end == nil, "waiting is not the end")
        // Once due, the first event comes, and the end says the device went away.
        source.start(atNanoseconds: 0)
        var count = 0
        while try source.nextEvent(timeout: .zero) != nil { count += 1 }
        #expect(count == events.count)
        #expect(source.end == .deviceRemoved)
    }
}
