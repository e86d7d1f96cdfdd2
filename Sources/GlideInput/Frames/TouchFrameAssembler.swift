/// Turns a device's events into ``TouchFrame``s, one per `SYN_REPORT`.
///
/// - Protocol B: per-slot state, updated by `ABS_MT_SLOT` and the `ABS_MT_*` axes; a contact begins
///   when its slot gets a tracking id and ends at `ABS_MT_TRACKING_ID -1` (or a new id in the same
///   slot). Slots keep their last values, as the kernel only sends changes. Events for a slot outside
///   the device's range are ignored, as libinput does.
/// - Protocol A: each `SYN_MT_REPORT` closes one anonymous contact; contacts are matched to the
///   previous frame's by nearest neighbour (within a fifth of the surface diagonal) to give them
///   stable ids. Tracking ids are used when a protocol-A device sends them. At most 32 contacts a
///   frame are kept, as mtdev keeps (``InputLimits/maximumProtocolAContacts``).
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
    public var frameCount: Int { st.pointee.frameCount }
    /// `SYN_DROPPED` events seen so far.
    public var dropCount: Int { st.pointee.dropCount }
    /// The largest ``TouchFrame/fingerCount`` seen so far.
    public var maxFingerCount: Int { st.pointee.maxFingerCount }

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

    /// All mutable state, behind a pointer so the per-event path needs no dynamic exclusivity checks.
    private struct State {
        var slots: [Slot]
        var currentSlot = 0
        var previous: [TouchContact] = []
        var toolKeys: UInt8 = 0  // bit n-1: BTN_TOOL for n fingers is down
        var touchDown = false
        var buttons: Set<UInt16> = []
        var mscTimestamp: UInt32?
        var discarding = false
        var pendingDropFlag = false
        // Protocol A and single touch.
        var aPending = ProtocolAContact()
        var aContacts: [ProtocolAContact] = []
        var aPrevious: [TouchContact] = []
        var nextAssignedID = 0
        var single = Slot()
        var frameCount = 0
        var dropCount = 0
        var maxFingerCount = 0
    }

    /// Protocol-A matching's working storage, allocated once at its bounds so that matching a frame
    /// allocates only the frame's contacts: at most ``InputLimits/maximumProtocolAContacts`` contacts
    /// in a frame and as many in the previous one, so at most 32 × 32 candidate pairs, 32 ids, and
    /// 64 ids taken (tracking ids, then matched ones). Every index below is checked against these.
    private struct MatchScratch {
        static let contacts = InputLimits.maximumProtocolAContacts
        let pairs = UnsafeMutablePointer<(distance: Double, new: Int, old: Int)>.allocate(capacity: contacts * contacts)
        /// Per contact of the frame: the id it was given, or ``unmatched``.
        let ids = UnsafeMutablePointer<Int>.allocate(capacity: contacts)
        let usedIDs = UnsafeMutablePointer<Int>.allocate(capacity: 2 * contacts)
        static let unmatched = Int.min

        func deallocate() {
            pairs.deallocate()
            ids.deallocate()
            usedIDs.deallocate()
        }
    }

    private let st: UnsafeMutablePointer<State>
    private let scratch = MatchScratch()

    /// An assembler for `device`'s events. Pass `resynchronizesAfterDrop` from the source.
    public init(device: DeviceDescription, resynchronizesAfterDrop: Bool = false) {
        self.device = device
        self.resynchronizesAfterDrop = resynchronizesAfterDrop
        mtProtocol = device.multitouchProtocol
        // The readers refuse more than the kernel's 1024 slots; a description built in code is held to it here.
        slotCount = min(max(device.slotCount, 0), InputLimits.maximumSlots)
        st = .allocate(capacity: 1)
        st.initialize(to: State(slots: Array(repeating: Slot(), count: max(slotCount, 1))))
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

    deinit {
        st.deinitialize(count: 1)
        st.deallocate()
        scratch.deallocate()
    }

    /// Feeds one event; returns a frame when the event is a `SYN_REPORT` that completes one.
    public func process(_ event: InputEvent) -> TouchFrame? {
        if st.pointee.discarding {
            if event.type == EventType.syn, event.code == EventCode.SYN_REPORT {
                st.pointee.discarding = false
                // Partial protocol-A data from before the drop is unusable.
                st.pointee.aPending = ProtocolAContact()
                st.pointee.aContacts.removeAll()
            }
            return nil
        }
        switch event.type {
        case EventType.syn:
            switch event.code {
            case EventCode.SYN_REPORT:
                return makeFrame(at: event.timestampMicroseconds)
            case EventCode.SYN_MT_REPORT:
                appendProtocolAContact()
            case EventCode.SYN_DROPPED:
                st.pointee.dropCount += 1
                st.pointee.pendingDropFlag = true
                if !resynchronizesAfterDrop { st.pointee.discarding = true }
            default:
                break
            }
        case EventType.key:
            key(event.code, down: event.value != 0)
        case EventType.abs:
            abs(event.code, event.value)
        case EventType.msc:
            if event.code == EventCode.MSC_TIMESTAMP { st.pointee.mscTimestamp = UInt32(bitPattern: event.value) }
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
            st.pointee.touchDown = down
            return
        case EventCode.BTN_LEFT, EventCode.BTN_RIGHT, EventCode.BTN_MIDDLE:
            if down { st.pointee.buttons.insert(code) } else { st.pointee.buttons.remove(code) }
            return
        default:
            return
        }
        if down { st.pointee.toolKeys |= bit } else { st.pointee.toolKeys &= ~bit }
    }

    private func abs(_ code: UInt16, _ value: Int32) {
        switch mtProtocol {
        case .b:
            if code == EventCode.ABS_MT_SLOT {
                st.pointee.currentSlot = Int(value)
                return
            }
            guard code >= EventCode.ABS_MT_TOUCH_MAJOR, code <= EventCode.ABS_MT_TOOL_Y else {
                singleTouch(code, value)
                return
            }
            guard st.pointee.currentSlot >= 0, st.pointee.currentSlot < st.pointee.slots.count else { return }
            switch code {
            case EventCode.ABS_MT_TRACKING_ID: st.pointee.slots[st.pointee.currentSlot].trackingID = value < 0 ? -1 : Int(value)
            case EventCode.ABS_MT_POSITION_X: st.pointee.slots[st.pointee.currentSlot].x = value
            case EventCode.ABS_MT_POSITION_Y: st.pointee.slots[st.pointee.currentSlot].y = value
            case EventCode.ABS_MT_PRESSURE: st.pointee.slots[st.pointee.currentSlot].pressure = value
            case EventCode.ABS_MT_TOOL_TYPE: st.pointee.slots[st.pointee.currentSlot].toolType = value
            case EventCode.ABS_MT_TOUCH_MAJOR: st.pointee.slots[st.pointee.currentSlot].touchMajor = value
            case EventCode.ABS_MT_TOUCH_MINOR: st.pointee.slots[st.pointee.currentSlot].touchMinor = value
            default: break
            }
        case .a:
            switch code {
            case EventCode.ABS_MT_TRACKING_ID: st.pointee.aPending.trackingID = value < 0 ? nil : Int(value)
            case EventCode.ABS_MT_POSITION_X: st.pointee.aPending.x = value
            case EventCode.ABS_MT_POSITION_Y: st.pointee.aPending.y = value
            case EventCode.ABS_MT_PRESSURE: st.pointee.aPending.pressure = value
            case EventCode.ABS_MT_TOOL_TYPE: st.pointee.aPending.toolType = value
            case EventCode.ABS_MT_TOUCH_MAJOR: st.pointee.aPending.touchMajor = value
            case EventCode.ABS_MT_TOUCH_MINOR: st.pointee.aPending.touchMinor = value
            default: singleTouch(code, value)
            }
        case .none:
            singleTouch(code, value)
        }
    }

    private func singleTouch(_ code: UInt16, _ value: Int32) {
        switch code {
        case EventCode.ABS_X: st.pointee.single.x = value
        case EventCode.ABS_Y: st.pointee.single.y = value
        case EventCode.ABS_PRESSURE: st.pointee.single.pressure = value
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
            for (i, s) in st.pointee.slots.enumerated() where s.trackingID >= 0 {
                contacts.append(contact(
                    id: s.trackingID, slot: i, x: s.x, y: s.y, pressure: s.pressure, toolType: s.toolType,
                    major: s.touchMajor, minor: s.touchMinor))
            }
        case .a:
            appendProtocolAContact()
            contacts = matchProtocolA(st.pointee.aContacts)
            st.pointee.aContacts.removeAll(keepingCapacity: true)
        case .none:
            if st.pointee.touchDown || (!hasTouchButton && st.pointee.toolKeys != 0) {
                let id = st.pointee.aPrevious.first?.id ?? nextID()
                contacts = [contact(id: id, slot: nil, x: st.pointee.single.x, y: st.pointee.single.y, pressure: st.pointee.single.pressure, toolType: nil, major: nil, minor: nil)]
            }
            st.pointee.aPrevious = contacts
        }

        // Began / ended against the previous frame, by id (a handful of contacts: linear scans beat hashing).
        var began: [Int] = []
        var ended: [TouchContact] = []
        let previous = st.pointee.previous
        for c in contacts where !previous.contains(where: { $0.id == c.id }) { began.append(c.id) }
        for p in previous where !contacts.contains(where: { $0.id == p.id }) { ended.append(p) }
        if ended.count > 1 { ended.sort { $0.id < $1.id } }
        st.pointee.previous = contacts

        let toolCount = st.pointee.toolKeys == 0 ? 0 : (8 - st.pointee.toolKeys.leadingZeroBitCount)
        var fingers = contacts.count
        if hasToolButtons, toolCount > slotCount, toolCount > fingers { fingers = toolCount }
        st.pointee.maxFingerCount = max(st.pointee.maxFingerCount, fingers)
        st.pointee.frameCount += 1
        let followsDrop = st.pointee.pendingDropFlag
        st.pointee.pendingDropFlag = false
        let frame = TouchFrame(
            timestamp: Double(time) / 1_000_000, timestampMicroseconds: time, contacts: contacts,
            began: began, ended: ended, fingerCount: fingers, toolFingerCount: hasToolButtons ? toolCount : nil,
            isTouching: hasTouchButton ? st.pointee.touchDown : nil, buttons: st.pointee.buttons, mscTimestamp: st.pointee.mscTimestamp,
            isSemiMT: isSemiMT, sizeIsGuess: sizeIsGuess, followsDrop: followsDrop)
        st.pointee.mscTimestamp = nil
        return frame
    }

    /// Closes the pending protocol-A contact; beyond mtdev's 32 contacts a frame
    /// (``InputLimits/maximumProtocolAContacts``) contacts are dropped, so matching stays bounded.
    private func appendProtocolAContact() {
        if st.pointee.aPending.hasData, st.pointee.aContacts.count < InputLimits.maximumProtocolAContacts {
            st.pointee.aContacts.append(st.pointee.aPending)
        }
        st.pointee.aPending = ProtocolAContact()
    }

    private func nextID() -> Int {
        defer { st.pointee.nextAssignedID += 1 }
        return st.pointee.nextAssignedID
    }

    /// Gives protocol-A contacts ids: their tracking id when sent, else the nearest previous contact's
    /// (greedy, closest pairs first, within the match distance), else a new id.
    private func matchProtocolA(_ raw: [ProtocolAContact]) -> [TouchContact] {
        // Both counts are within the scratch's bounds: appendProtocolAContact keeps at most 32
        // contacts a frame, and the previous frame's contacts are this function's earlier result.
        let count = Swift.min(raw.count, MatchScratch.contacts)
        let previous = st.pointee.aPrevious
        let previousCount = Swift.min(previous.count, MatchScratch.contacts)
        let ids = scratch.ids, usedIDs = scratch.usedIDs, pairs = scratch.pairs
        var used = 0, pairCount = 0
        for i in 0..<count {
            let r = raw[i]
            if let tid = r.trackingID {
                ids[i] = tid
                usedIDs[used] = tid
                used += 1
                continue
            }
            ids[i] = MatchScratch.unmatched
            let x = Double(r.x ?? 0), y = Double(r.y ?? 0)
            for j in 0..<previousCount {
                let p = previous[j]
                let dx = x - Double(p.x), dy = y - Double(p.y)
                let d = dx * dx + dy * dy
                if d <= matchDistanceSquared {
                    pairs[pairCount] = (d, i, j)
                    pairCount += 1
                }
            }
        }
        Self.sortByDistance(UnsafeMutableBufferPointer(start: pairs, count: pairCount))
        for k in 0..<pairCount {
            let pair = pairs[k]
            guard ids[pair.new] == MatchScratch.unmatched else { continue }
            let oldID = previous[pair.old].id
            guard !UnsafeBufferPointer(start: usedIDs, count: used).contains(oldID) else { continue }
            usedIDs[used] = oldID  // at most one per contact: used stays below 2 × 32
            used += 1
            ids[pair.new] = oldID
        }
        var contacts: [TouchContact] = []
        contacts.reserveCapacity(count)
        for i in 0..<count {
            var id = ids[i]
            if id == MatchScratch.unmatched {
                id = nextID()
                while UnsafeBufferPointer(start: usedIDs, count: used).contains(id) { id = nextID() }
            }
            let r = raw[i]
            contacts.append(contact(
                id: id, slot: nil, x: r.x ?? 0, y: r.y ?? 0, pressure: r.pressure, toolType: r.toolType,
                major: r.touchMajor, minor: r.touchMinor))
        }
        st.pointee.aPrevious = contacts
        return contacts
    }

    /// Sorts candidate pairs by distance, closest first, keeping the order of equal distances (as the
    /// standard library's sort does): an insertion sort for the few pairs of a real frame, without
    /// the closure calls; the standard sort beyond (at most 32 × 32 pairs).
    private static func sortByDistance(_ buffer: UnsafeMutableBufferPointer<(distance: Double, new: Int, old: Int)>) {
        var pairs = buffer
        let smallSort = 16
        guard pairs.count > 1 else { return }
        guard pairs.count <= smallSort else {
            pairs.sort { $0.distance < $1.distance }
            return
        }
        for i in 1..<pairs.count {
            let item = pairs[i]
            var j = i
            while j > 0, item.distance < pairs[j - 1].distance {
                pairs[j] = pairs[j - 1]
                j -= 1
            }
            pairs[j] = item
        }
    }
}
