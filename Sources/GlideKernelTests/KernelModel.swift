import GlideInput

/// What the Linux input core (drivers/input/input.c, 6.1) and libevdev let through when `events`
/// are written to a device: the stream a reader must see, event for event.
///
/// Modelled: codes the device does not have are dropped; a key or switch event that does not
/// change the state is dropped (key repeats, value 2, pass); an absolute value is defuzzed with the
/// axis fuzz (`input_defuzz_abs_event`) and dropped when unchanged, per slot for `ABS_MT_*`;
/// `ABS_MT_SLOT` is held back and emitted only before the first surviving event of a different
/// slot; a relative event with value 0 is dropped; a frame with nothing left before its
/// `SYN_REPORT` is dropped entirely; `SYN_DROPPED` written by a player is dropped. libevdev then
/// drops a tracking id that goes from one contact straight to another (its "double tracking ID").
/// Nothing else is added or changed. The model also keeps the device's true state.
struct KernelModel {
    let device: DeviceDescription
    private(set) var keys: Set<UInt16> = []
    private(set) var switches: Set<UInt16> = []
    private(set) var abs: [UInt16: Int32] = [:]
    /// Per slot, per MT code; tracking ids start at -1.
    private(set) var slots: [[UInt16: Int32]]
    private var stagedSlot = 0
    private var emittedSlot = 0
    private var frame: [InputEvent] = []
    /// What passed, including SYN_REPORTs.
    private(set) var output: [InputEvent] = []
    /// libevdev's own view of tracking ids (for its double-tracking-id filter).
    private var readerSlot = 0
    private var readerIDs: [Int32]

    init(_ device: DeviceDescription) {
        self.device = device
        let count = device.slotCount
        slots = Array(repeating: [EventCode.ABS_MT_TRACKING_ID: -1], count: count)
        readerIDs = Array(repeating: -1, count: count)
    }

    static func isMultitouchValue(_ code: UInt16) -> Bool {
        code >= EventCode.ABS_MT_TOUCH_MAJOR && code <= EventCode.ABS_MT_TOOL_Y
    }

    static func defuzz(_ value: Int32, old: Int32, fuzz: Int32) -> Int32 {
        if fuzz != 0 {
            if value > old - fuzz / 2 && value < old + fuzz / 2 { return old }
            if value > old - fuzz && value < old + fuzz { return (old * 3 + value) / 4 }
            if value > old - fuzz * 2 && value < old + fuzz * 2 { return (old + value) / 2 }
        }
        return value
    }

    mutating func write(_ events: [InputEvent]) {
        for e in events { write(e) }
    }

    mutating func write(_ e: InputEvent) {
        let supported = e.type == EventType.syn || device.has(type: e.type, code: e.code)
        guard supported else { return }
        switch e.type {
        case EventType.syn:
            if e.code == EventCode.SYN_REPORT {
                if !frame.isEmpty {
                    output += frame
                    output.append(e)
                }
                frame = []
            } else if e.code == EventCode.SYN_MT_REPORT || e.code == EventCode.SYN_CONFIG {
                frame.append(e)
            }
        case EventType.key:
            if e.value == 2 {
                frame.append(e)
            } else if keys.contains(e.code) != (e.value != 0) {
                if e.value != 0 { keys.insert(e.code) } else { keys.remove(e.code) }
                frame.append(e)
            }
        case EventType.sw:
            if switches.contains(e.code) != (e.value != 0) {
                if e.value != 0 { switches.insert(e.code) } else { switches.remove(e.code) }
                frame.append(e)
            }
        case EventType.rel:
            if e.value != 0 { frame.append(e) }
        case EventType.abs:
            let fuzz = device.axes[e.code]?.fuzz ?? 0
            if e.code == EventCode.ABS_MT_SLOT {
                if !slots.isEmpty, e.value >= 0, Int(e.value) < slots.count { stagedSlot = Int(e.value) }
            } else if Self.isMultitouchValue(e.code) {
                if slots.isEmpty {
                    frame.append(e)  // protocol A: no filtering
                } else {
                    let old = slots[stagedSlot][e.code] ?? 0
                    let value = Self.defuzz(e.value, old: old, fuzz: fuzz)
                    guard value != old else { return }
                    slots[stagedSlot][e.code] = value
                    if stagedSlot != emittedSlot {
                        emittedSlot = stagedSlot
                        emitToReader(InputEvent(timestampMicroseconds: e.timestampMicroseconds, type: EventType.abs, code: EventCode.ABS_MT_SLOT, value: Int32(stagedSlot)))
                    }
                    emitToReader(InputEvent(timestampMicroseconds: e.timestampMicroseconds, type: e.type, code: e.code, value: value))
                }
            } else {
                let old = abs[e.code] ?? 0
                let value = Self.defuzz(e.value, old: old, fuzz: fuzz)
                guard value != old else { return }
                abs[e.code] = value
                frame.append(InputEvent(timestampMicroseconds: e.timestampMicroseconds, type: e.type, code: e.code, value: value))
            }
        default:
            frame.append(e)
        }
    }

    /// libevdev's filter on the reading side.
    private mutating func emitToReader(_ e: InputEvent) {
        if e.code == EventCode.ABS_MT_SLOT {
            readerSlot = Int(e.value)
        } else if e.code == EventCode.ABS_MT_TRACKING_ID, !readerIDs.isEmpty {
            let current = readerIDs[readerSlot]
            if (e.value == -1) == (current == -1) { return }  // libevdev: "double tracking ID"
            readerIDs[readerSlot] = e.value
        }
        frame.append(e)
    }

    /// The device's true value of `code` in `slot`.
    func slotValue(_ slot: Int, _ code: UInt16) -> Int32 {
        slots[slot][code] ?? (code == EventCode.ABS_MT_TRACKING_ID ? -1 : 0)
    }
}

/// A receiver: applies events as a client would, frame by frame, and checks that a frame after
/// `SYN_DROPPED` never touches the axes of a slot that holds no contact.
struct Receiver {
    var slots: [[UInt16: Int32]]
    var currentSlot = 0
    var keys: [UInt16: Int32] = [:]
    var abs: [UInt16: Int32] = [:]
    var drops = 0
    var syncFrames: [[InputEvent]] = []
    private var inSync = false
    private var syncFrame: [InputEvent] = []
    var problems: [String] = []

    init(slotCount: Int) {
        slots = Array(repeating: [EventCode.ABS_MT_TRACKING_ID: -1], count: slotCount)
    }

    mutating func apply(_ e: InputEvent) {
        if inSync { syncFrame.append(e) }
        switch e.type {
        case EventType.syn where e.code == EventCode.SYN_DROPPED:
            drops += 1
            inSync = true
            syncFrame = [e]
        case EventType.syn where e.code == EventCode.SYN_REPORT:
            if inSync {
                syncFrames.append(syncFrame)
                inSync = false
            }
        case EventType.key:
            keys[e.code] = e.value
        case EventType.abs where e.code == EventCode.ABS_MT_SLOT:
            currentSlot = Int(e.value)
        case EventType.abs where KernelModel.isMultitouchValue(e.code) && !slots.isEmpty:
            if inSync, e.code != EventCode.ABS_MT_TRACKING_ID, (slots[currentSlot][EventCode.ABS_MT_TRACKING_ID] ?? -1) < 0 {
                problems.append("sync frame sets \(e.code) = \(e.value) on slot \(currentSlot), which has no contact")
            }
            slots[currentSlot][e.code] = e.value
        case EventType.abs:
            abs[e.code] = e.value
        default:
            break
        }
    }

    func slotValue(_ slot: Int, _ code: UInt16) -> Int32 {
        slots[slot][code] ?? (code == EventCode.ABS_MT_TRACKING_ID ? -1 : 0)
    }
}
