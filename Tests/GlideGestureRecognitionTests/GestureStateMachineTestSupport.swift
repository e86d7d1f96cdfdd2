import Foundation
import GlideTestSupport
@testable import GlideGestureRecognition
@testable import GlideInput

/// Devices with known sizes (10 units per millimetre) for hand-made frames.
enum TestDevices {
    static let touchCodes: Set<UInt16> = [
        EventCode.ABS_X, EventCode.ABS_Y, EventCode.ABS_MT_SLOT, EventCode.ABS_MT_POSITION_X,
        EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_TRACKING_ID, EventCode.ABS_MT_TOOL_TYPE,
    ]

    /// A 100 × 70 mm touchpad; a clickpad by default (so resting-thumb detection is on).
    static func touchpad(clickpad: Bool = true, semiMT: Bool = false, slots: Int = 5, width: Double = 100, height: Double = 70) -> DeviceDescription {
        var properties: Set<UInt16> = [InputProperty.pointer]
        if clickpad { properties.insert(InputProperty.buttonpad) }
        if semiMT { properties.insert(InputProperty.semiMT) }
        return DeviceDescription(
            name: "Test Touchpad", properties: properties,
            codes: [
                EventType.abs: touchCodes,
                EventType.key: [
                    EventCode.BTN_LEFT, EventCode.BTN_TOUCH, EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_DOUBLETAP,
                    EventCode.BTN_TOOL_TRIPLETAP, EventCode.BTN_TOOL_QUADTAP, EventCode.BTN_TOOL_QUINTTAP,
                ],
            ],
            axes: axes(width: width, height: height, slots: slots))
    }

    /// A 100 × 60 mm touchscreen.
    static func touchscreen(width: Double = 100, height: Double = 60) -> DeviceDescription {
        DeviceDescription(
            name: "Test Touchscreen", properties: [InputProperty.direct],
            codes: [EventType.abs: touchCodes, EventType.key: [EventCode.BTN_TOUCH]],
            axes: axes(width: width, height: height, slots: 10))
    }

    static func axes(width: Double, height: Double, slots: Int) -> [UInt16: AxisInfo] {
        let x = AxisInfo(minimum: 0, maximum: Int32(width * 10), resolution: 10)
        let y = AxisInfo(minimum: 0, maximum: Int32(height * 10), resolution: 10)
        return [
            EventCode.ABS_X: x, EventCode.ABS_Y: y, EventCode.ABS_MT_POSITION_X: x, EventCode.ABS_MT_POSITION_Y: y,
            EventCode.ABS_MT_SLOT: AxisInfo(minimum: 0, maximum: Int32(slots - 1)),
            EventCode.ABS_MT_TRACKING_ID: AxisInfo(minimum: 0, maximum: 65535),
        ]
    }
}

/// A finger at a position in millimetres.
struct Touch {
    var id: Int
    var x: Double
    var y: Double
    var palm = false

    init(_ id: Int, _ x: Double, _ y: Double, palm: Bool = false) {
        self.id = id
        self.x = x
        self.y = y
        self.palm = palm
    }
}

/// Feeds hand-made frames at explicit times to a recognizer and keeps every event.
final class Script {
    let recognizer: GestureStateMachine
    private(set) var events: [GestureEvent] = []
    private var previous: [TouchContact] = []
    private let semiMT: Bool

    init(_ device: DeviceDescription, _ configuration: GestureConfiguration = GestureConfiguration()) {
        recognizer = GestureStateMachine(device: device, configuration: configuration)
        semiMT = device.isSemiMT
    }

    var state: GestureState { recognizer.state }

    /// One frame with `touches` on the surface (`fingerCount` overrides the count, as
    /// `BTN_TOOL_*TAP` beyond the slots would).
    func frame(
        _ t: Double, _ touches: [Touch], fingerCount: Int? = nil, buttons: Set<UInt16> = [], followsDrop: Bool = false
    ) {
        let contacts = touches.map {
            TouchContact(
                id: $0.id, slot: nil, x: Int32(($0.x * 10).rounded()), y: Int32(($0.y * 10).rounded()),
                xMillimetres: $0.x, yMillimetres: $0.y, toolType: $0.palm ? EventCode.MT_TOOL_PALM : nil)
        }
        let began = contacts.filter { c in !previous.contains { $0.id == c.id } }.map(\.id)
        let ended = previous.filter { p in !contacts.contains { $0.id == p.id } }
        previous = contacts
        let frame = TouchFrame(
            timestamp: t, timestampMicroseconds: Int64((t * 1_000_000).rounded()), contacts: contacts, began: began,
            ended: ended, fingerCount: fingerCount ?? contacts.count, toolFingerCount: fingerCount ?? contacts.count,
            isTouching: !contacts.isEmpty, buttons: buttons, mscTimestamp: nil, isSemiMT: semiMT, sizeIsGuess: false,
            followsDrop: followsDrop)
        recognizer.process(frame, into: &events)
    }

    /// Frames every `step` seconds from `start` through `end` (inclusive), touches given by time.
    func frames(from start: Double, to end: Double, step: Double = 0.01, _ touches: (Double) -> [Touch]) {
        var i = 0
        while true {
            let t = start + Double(i) * step
            if t > end + 1e-9 { break }
            frame(t, touches(t))
            i += 1
        }
    }

    /// Every finger lifted.
    func lift(_ t: Double) { frame(t, []) }

    func advance(to t: Double) { recognizer.advance(to: t, into: &events) }

    func cancel(at t: Double, reason: GestureCancelReason) { recognizer.cancel(at: t, reason: reason, into: &events) }

    /// `began`, `ended` and `cancelled` events, without the `changed` ones.
    var milestones: [GestureEvent] { events.filter { $0.phase != .changed } }

    /// (phase, kind, fingers) of the milestones, for compact assertions.
    var summary: [String] {
        milestones.map { e in
            "\(e.phase.rawValue) \(e.kind.rawValue) \(e.fingerCount)" + (e.cancelReason.map { " \($0.rawValue)" } ?? "")
        }
    }

    func clear() { events.removeAll() }
}

/// The real recordings in `../shared/traces/` (relative to the package root).
enum SharedTraces {
    static let packageRoot: URL = Repository.root
    static let directory: URL = Repository.sharedTraces

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Every file in the directory except SOURCES.md.
    static var all: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasSuffix(".md") }.sorted()
    }

    /// The gestures and every gesture event in a trace.
    static func recognize(_ name: String, configuration: GestureConfiguration = GestureConfiguration()) throws -> (gestures: [RecognizedGesture], events: [GestureEvent]) {
        let source = try TraceReader.open(path: path(name))
        let collector = GestureCollector(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop, configuration: configuration)
        var events: [GestureEvent] = []
        collector.onEvent = { events.append($0) }
        while let e = try source.nextEvent() { collector.feed(e) }
        return (collector.finish(end: source.end), events)
    }

    static func frames(_ name: String) throws -> [TouchFrame] {
        try TouchFrameAssembler.frames(from: TraceReader.open(path: path(name)))
    }
}
