/// Turns a device's events into ``TouchFrame``s, one per `SYN_REPORT`.
///
/// - Protocol B: per-slot state, updated by `ABS_MT_SLOT` and the `ABS_MT_*` axes; a contact begins
///   when its slot gets a tracking id and ends at `ABS_MT_TRACKING_ID -1` (or a new id in the same
///   slot). Slots keep their last values, as the kernel only sends changes. Events for a slot outside
///   the device's range are ignored, as libinput does.
/// - Protocol A: each `SYN_MT_REPORT` closes one anonymous contact; contacts are matched to the
///   previous frame's by nearest neighbour (within a fifth of the surface diagonal) to give them
///   stable ids. Tracking ids are used when a protocol-A device sends them.
/// - Single-touch devices (`ABS_X`/`ABS_Y` only): one contact while `BTN_TOUCH` is down.
/// - `SYN_DROPPED`: with a source that cannot re-synchronize (a trace), events up to and including
///   the next `SYN_REPORT` are discarded; the next frame is flagged ``TouchFrame/followsDrop``.
///   With a source that does (a live device), the events that follow are the re-synchronization
///   and are applied; the frame that ends them is flagged.
public final class TouchFrameAssembler {
    /// The device the events come from.
    public let device: DeviceDescription
    /// Whether events after `SYN_DROPPED` are a re-synchronization (see ``InputEventSource``).
    public let resynchronizesAfterDrop: Bool
    /// Frames produced so far.
    public private(set) var frameCount = 0
    /// `SYN_DROPPED` events seen so far.
    public private(set) var dropCount = 0
    /// The largest ``TouchFrame/fingerCount`` seen so far.
    public private(set) var maxFingerCount = 0

    private struct Slot {
        var trackingID: Int = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32?
        var toolType: Int32?
        var touchMajor: Int32?
        var touchMinor: Int32?
    }

    private struct ProtocolAContact {
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var toolType: Int32?
        var touchMajor: Int32?
        var touchMinor: Int32?
        var trackingID: Int?
        var hasData: Bool { x != nil || y != nil || trackingID != nil }
    }

    private let mtProtocol: MultitouchProtocol
    private let slotCount: Int
    private let xMin: Double, yMin: Double, xScale: Double, yScale: Double
    private let sizeIsGuess: Bool
    private let isSemiMT: Bool
    private let hasToolButtons: Bool
    private let hasTouchButton: Bool
    private let matchDistanceSquared: Double

    private var slots: [Slot]
    private var currentSlot = 0
    private var previousIDs: [Int: TouchContact] = [:]
    private var toolKeys: UInt8 = 0  // bit n-1: BTN_TOOL for n fingers is down
    private var touchDown = false
    private var buttons: Set<UInt16> = []
    private var mscTimestamp: UInt32?
    private var discarding = false
    private var pendingDropFlag = false

    // Protocol A and single touch.
    private var aPending = ProtocolAContact()
    private var aContacts: [ProtocolAContact] = []
    private var aPrevious: [TouchContact] = []
    private var nextAssignedID = 0
    private var single = Slot()

    /// An assembler for `device`'s events. Pass `resynchronizesAfterDrop` from the source.
    public init(device: DeviceDescription, resynchronizesAfterDrop: Bool = false) {
        self.device = device
        self.resynchronizesAfterDrop = resynchronizesAfterDrop
        mtProtocol = device.multitouchProtocol
        slotCount = max(device.slotCount, 0)
        slots = Array(repeating: Slot(), count: max(slotCount, 1))
        let size = device.sizeMillimetres
        sizeIsGuess = size.isGuess
        let xAxis = device.xAxis ?? AxisInfo(minimum: 0, maximum: 1)
        let yAxis = device.yAxis ?? AxisInfo(minimum: 0, maximum: 1)
        xMin = Double(xAxis.minimum)
        yMin = Double(yAxis.minimum)
        let xRange = max(1, Double(Int64(xAxis.maximum) - Int64(xAxis.minimum)))
        let yRange = max(1, Double(Int64(yAxis.maximum) - Int64(yAxis.minimum)))
        if size.isGuess {
            xScale = size.width / xRange
            yScale = size.height / yRange
        } else {
            xScale = 1 / Double(xAxis.resolution)
            yScale = 1 / Double(yAxis.resolution)
        }
        matchDistanceSquared = (xRange * xRange + yRange * yRange) * 0.04
        isSemiMT = device.isSemiMT
        hasToolButtons = [
            EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_DOUBLETAP, EventCode.BTN_TOOL_TRIPLETAP,
            EventCode.BTN_TOOL_QUADTAP, EventCode.BTN_TOOL_QUINTTAP,
        ].contains { device.has(type: EventType.key, code: $0) }
        hasTouchButton = device.has(type: EventType.key, code: EventCode.BTN_TOUCH)
    }

    /// Feeds one event; returns a frame when the event is a `SYN_REPORT` that completes one.
    public func process(_ event: InputEvent) -> TouchFrame? {
        if discarding {
            if event.type == EventType.syn, event.code == EventCode.SYN_REPORT {
                discarding = false
                // Partial protocol-A data from before the drop is unusable.
                aPending = ProtocolAContact()
                aContacts.removeAll()
            }
            return nil
        }
        switch event.type {
        case EventType.syn:
            switch event.code {
            case EventCode.SYN_REPORT:
                return makeFrame(at: event.timestampMicroseconds)
            case EventCode.SYN_MT_REPORT:
                if aPending.hasData { aContacts.append(aPending) }
                aPending = ProtocolAContact()
            case EventCode.SYN_DROPPED:
                dropCount += 1
                pendingDropFlag = true
                if !resynchronizesAfterDrop { discarding = true }
            default:
                break
            }
        case EventType.key:
            key(event.code, down: event.value != 0)
        case EventType.abs:
            abs(event.code, event.value)
        case EventType.msc:
            if event.code == EventCode.MSC_TIMESTAMP { mscTimestamp = UInt32(bitPattern: event.value) }
        default:
            break
        }
        return nil
    }

    /// Reads `source` to its end and returns every frame (convenient for short traces and tests).
    public static func frames(from source: some InputEventSource) throws -> [TouchFrame] {
        let assembler = TouchFrameAssembler(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
        var frames: [TouchFrame] = []
        while let event = try source.nextEvent() {
            if let frame = assembler.process(event) { frames.append(frame) }
        }
        return frames
    }

    private func key(_ code: UInt16, down: Bool) {
        let bit: UInt8
        switch code {
        case EventCode.BTN_TOOL_FINGER: bit = 1 << 0
        case EventCode.BTN_TOOL_DOUBLETAP: bit = 1 << 1
        case EventCode.BTN_TOOL_TRIPLETAP: bit = 1 << 2
        case EventCode.BTN_TOOL_QUADTAP: bit = 1 << 3
        case EventCode.BTN_TOOL_QUINTTAP: bit = 1 << 4
        case EventCode.BTN_TOUCH:
            touchDown = down
            return
        case EventCode.BTN_LEFT, EventCode.BTN_RIGHT, EventCode.BTN_MIDDLE:
            if down { buttons.insert(code) } else { buttons.remove(code) }
            return
        default:
            return
        }
        if down { toolKeys |= bit } else { toolKeys &= ~bit }
    }

    private func abs(_ code: UInt16, _ value: Int32) {
        switch mtProtocol {
        case .b:
            if code == EventCode.ABS_MT_SLOT {
                currentSlot = Int(value)
                return
            }
            guard code >= EventCode.ABS_MT_TOUCH_MAJOR, code <= EventCode.ABS_MT_TOOL_Y else {
                singleTouch(code, value)
                return
            }
            guard currentSlot >= 0, currentSlot < slots.count else { return }
            switch code {
            case EventCode.ABS_MT_TRACKING_ID: slots[currentSlot].trackingID = value < 0 ? -1 : Int(value)
            case EventCode.ABS_MT_POSITION_X: slots[currentSlot].x = value
            case EventCode.ABS_MT_POSITION_Y: slots[currentSlot].y = value
            case EventCode.ABS_MT_PRESSURE: slots[currentSlot].pressure = value
            case EventCode.ABS_MT_TOOL_TYPE: slots[currentSlot].toolType = value
            case EventCode.ABS_MT_TOUCH_MAJOR: slots[currentSlot].touchMajor = value
            case EventCode.ABS_MT_TOUCH_MINOR: slots[currentSlot].touchMinor = value
            default: break
            }
        case .a:
            switch code {
            case EventCode.ABS_MT_TRACKING_ID: aPending.trackingID = value < 0 ? nil : Int(value)
            case EventCode.ABS_MT_POSITION_X: aPending.x = value
            case EventCode.ABS_MT_POSITION_Y: aPending.y = value
            case EventCode.ABS_MT_PRESSURE: aPending.pressure = value
            case EventCode.ABS_MT_TOOL_TYPE: aPending.toolType = value
            case EventCode.ABS_MT_TOUCH_MAJOR: aPending.touchMajor = value
            case EventCode.ABS_MT_TOUCH_MINOR: aPending.touchMinor = value
            default: singleTouch(code, value)
            }
        case .none:
            singleTouch(code, value)
        }
    }

    private func singleTouch(_ code: UInt16, _ value: Int32) {
        switch code {
        case EventCode.ABS_X: single.x = value
        case EventCode.ABS_Y: single.y = value
        case EventCode.ABS_PRESSURE: single.pressure = value
        default: break
        }
    }

    @inline(__always)
    private func contact(id: Int, slot: Int?, x: Int32, y: Int32, pressure: Int32?, toolType: Int32?, major: Int32?, minor: Int32?) -> TouchContact {
        TouchContact(
            id: id, slot: slot, x: x, y: y,
            xMillimetres: (Double(x) - xMin) * xScale, yMillimetres: (Double(y) - yMin) * yScale,
            pressure: pressure, toolType: toolType, touchMajor: major, touchMinor: minor)
    }

    private func makeFrame(at time: Int64) -> TouchFrame {
        var contacts: [TouchContact] = []
        switch mtProtocol {
        case .b:
            for (i, s) in slots.enumerated() where s.trackingID >= 0 {
                contacts.append(contact(
                    id: s.trackingID, slot: i, x: s.x, y: s.y, pressure: s.pressure, toolType: s.toolType,
                    major: s.touchMajor, minor: s.touchMinor))
            }
        case .a:
            if aPending.hasData { aContacts.append(aPending) }
            aPending = ProtocolAContact()
            contacts = matchProtocolA(aContacts)
            aContacts.removeAll(keepingCapacity: true)
        case .none:
            if touchDown || (!hasTouchButton && toolKeys != 0) {
                let id = aPrevious.first?.id ?? nextID()
                contacts = [contact(id: id, slot: nil, x: single.x, y: single.y, pressure: single.pressure, toolType: nil, major: nil, minor: nil)]
            }
            aPrevious = contacts
        }

        // Began / ended against the previous frame, by id.
        var began: [Int] = []
        var ended: [TouchContact] = []
        var current: [Int: TouchContact] = [:]
        current.reserveCapacity(contacts.count)
        for c in contacts {
            current[c.id] = c
            if previousIDs[c.id] == nil { began.append(c.id) }
        }
        for (id, c) in previousIDs where current[id] == nil { ended.append(c) }
        if ended.count > 1 { ended.sort { $0.id < $1.id } }
        previousIDs = current

        let toolCount = toolKeys == 0 ? 0 : (8 - toolKeys.leadingZeroBitCount)
        var fingers = contacts.count
        if hasToolButtons, toolCount > slotCount, toolCount > fingers { fingers = toolCount }
        maxFingerCount = max(maxFingerCount, fingers)
        frameCount += 1
        let followsDrop = pendingDropFlag
        pendingDropFlag = false
        let frame = TouchFrame(
            timestamp: Double(time) / 1_000_000, timestampMicroseconds: time, contacts: contacts,
            began: began, ended: ended, fingerCount: fingers, toolFingerCount: hasToolButtons ? toolCount : nil,
            isTouching: hasTouchButton ? touchDown : nil, buttons: buttons, mscTimestamp: mscTimestamp,
            isSemiMT: isSemiMT, sizeIsGuess: sizeIsGuess, followsDrop: followsDrop)
        mscTimestamp = nil
        return frame
    }

    private func nextID() -> Int {
        defer { nextAssignedID += 1 }
        return nextAssignedID
    }

    /// Gives protocol-A contacts ids: their tracking id when sent, else the nearest previous contact's
    /// (greedy, closest pairs first, within the match distance), else a new id.
    private func matchProtocolA(_ raw: [ProtocolAContact]) -> [TouchContact] {
        var result: [TouchContact?] = Array(repeating: nil, count: raw.count)
        var usedPrevious = Set<Int>()
        var pairs: [(distance: Double, new: Int, old: Int)] = []
        for (i, r) in raw.enumerated() {
            let x = r.x ?? 0, y = r.y ?? 0
            if let tid = r.trackingID {
                result[i] = contact(id: tid, slot: nil, x: x, y: y, pressure: r.pressure, toolType: r.toolType, major: r.touchMajor, minor: r.touchMinor)
                usedPrevious.insert(tid)
                continue
            }
            for (j, p) in aPrevious.enumerated() {
                let dx = Double(x) - Double(p.x), dy = Double(y) - Double(p.y)
                let d = dx * dx + dy * dy
                if d <= matchDistanceSquared { pairs.append((d, i, j)) }
            }
        }
        pairs.sort { $0.distance < $1.distance }
        for pair in pairs where result[pair.new] == nil {
            let old = aPrevious[pair.old]
            guard !usedPrevious.contains(old.id) else { continue }
            usedPrevious.insert(old.id)
            let r = raw[pair.new]
            result[pair.new] = contact(id: old.id, slot: nil, x: r.x ?? 0, y: r.y ?? 0, pressure: r.pressure, toolType: r.toolType, major: r.touchMajor, minor: r.touchMinor)
        }
        var contacts: [TouchContact] = []
        contacts.reserveCapacity(raw.count)
        for (i, r) in raw.enumerated() {
            if let c = result[i] {
                contacts.append(c)
            } else {
                var id = nextID()
                while usedPrevious.contains(id) { id = nextID() }
                contacts.append(contact(id: id, slot: nil, x: r.x ?? 0, y: r.y ?? 0, pressure: r.pressure, toolType: r.toolType, major: r.touchMajor, minor: r.touchMinor))
            }
        }
        aPrevious = contacts
        return contacts
    }
}
