/// What the Linux input core does to the events a driver reports, before evdev hands them to
/// readers (`drivers/input/input.c`): the synthesizer plays the driver and sends every frame through
/// this filter, so its output is exactly what a recording of such a driver would hold.
///
/// - codes the device does not have are dropped;
/// - a key event that does not change the key's state is dropped;
/// - an absolute value is defuzzed with the axis fuzz and dropped when unchanged; `ABS_MT_*`
///   values are kept per slot;
/// - `ABS_MT_SLOT` is held back and sent only before the first `ABS_MT_*` event that survives in a
///   slot other than the last one sent;
/// - `EV_MSC` events always pass;
/// - a frame with nothing left before its `SYN_REPORT` is dropped entirely.
struct KernelEventFilter {
    private let device: DeviceDescription
    private var keys: Set<UInt16> = []
    private var abs: [UInt16: Int32] = [:]
    private var slots: [[UInt16: Int32]]
    private var stagedSlot = 0
    private var reportedSlot = 0
    private var frame: [InputEvent] = []

    init(device: DeviceDescription) {
        self.device = device
        slots = Array(repeating: [:], count: max(device.slotCount, 0))
        // uinput (and VirtualDevice) start every axis at its minimum.
        for (code, axis) in device.axes { abs[code] = axis.minimum }
        abs[EventCode.ABS_MT_SLOT] = 0
    }

    /// The device's current value of a multitouch axis in `slot`: before anything was sent, 0, or
    /// -1 for tracking ids (`input_mt_init_slots`).
    func slotValue(_ slot: Int, _ code: UInt16) -> Int32 {
        slots[slot][code] ?? (code == EventCode.ABS_MT_TRACKING_ID ? -1 : 0)
    }

    /// Feeds one frame as a driver reports it (without its `SYN_REPORT`), all at `time`; returns
    /// what readers receive, ending with `SYN_REPORT`, or nothing when the frame changed nothing.
    mutating func report(_ values: [(type: UInt16, code: UInt16, value: Int32)], at time: Int64) -> [InputEvent] {
        frame.removeAll(keepingCapacity: true)
        for v in values { handle(v.type, v.code, v.value, time) }
        guard !frame.isEmpty else { return [] }
        frame.append(InputEvent(timestampMicroseconds: time, type: EventType.syn, code: EventCode.SYN_REPORT, value: 0))
        return frame
    }

    private mutating func handle(_ type: UInt16, _ code: UInt16, _ value: Int32, _ time: Int64) {
        guard device.has(type: type, code: code) else { return }
        switch type {
        case EventType.key:
            guard keys.contains(code) != (value != 0) else { return }
            if value != 0 { keys.insert(code) } else { keys.remove(code) }
        case EventType.abs:
            if code == EventCode.ABS_MT_SLOT {
                if value >= 0, Int(value) < slots.count { stagedSlot = Int(value) }
                return
            }
            let fuzz = device.axes[code]?.fuzz ?? 0
            let isMultitouch = code >= EventCode.ABS_MT_TOUCH_MAJOR && code <= EventCode.ABS_MT_TOOL_Y
            if isMultitouch, !slots.isEmpty {
                let old = slotValue(stagedSlot, code)
                let new = Self.defuzz(value, old: old, fuzz: fuzz)
                guard new != old else { return }
                slots[stagedSlot][code] = new
                if stagedSlot != reportedSlot {
                    reportedSlot = stagedSlot
                    frame.append(InputEvent(timestampMicroseconds: time, type: EventType.abs, code: EventCode.ABS_MT_SLOT, value: Int32(stagedSlot)))
                }
                frame.append(InputEvent(timestampMicroseconds: time, type: type, code: code, value: new))
                return
            }
            let old = abs[code] ?? 0
            let new = Self.defuzz(value, old: old, fuzz: fuzz)
            guard new != old else { return }
            abs[code] = new
            frame.append(InputEvent(timestampMicroseconds: time, type: type, code: code, value: new))
            return
        case EventType.msc:
            break
        default:
            break
        }
        frame.append(InputEvent(timestampMicroseconds: time, type: type, code: code, value: value))
    }

    /// `input_defuzz_abs_event`.
    static func defuzz(_ value: Int32, old: Int32, fuzz: Int32) -> Int32 {
        if fuzz != 0 {
            if value > old - fuzz / 2 && value < old + fuzz / 2 { return old }
            if value > old - fuzz && value < old + fuzz { return (old * 3 + value) / 4 }
            if value > old - fuzz * 2 && value < old + fuzz * 2 { return (old + value) / 2 }
        }
        return value
    }
}
