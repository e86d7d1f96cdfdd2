import CEvdev
#if canImport(Glibc)
import Glibc
#endif
import GlideInput

/// A live evdev device (`/dev/input/eventN`) read through libevdev.
///
/// The node is opened `O_RDONLY|O_NONBLOCK`; timestamps are on `CLOCK_MONOTONIC`. Reading is a pull
/// API: ``nextEvent()`` blocks, ``nextEvent(timeout:)`` waits at most a given time (poll(2)).
///
/// Lost events: when the kernel's buffer overflowed, the device delivers `EV_SYN/SYN_DROPPED`
/// followed by exactly one frame that takes a receiver from what it had been told to the device's
/// true state (libevdev's sync loop, `LIBEVDEV_READ_FLAG_SYNC` until `-EAGAIN`, reduced to the net
/// changes), ending with `SYN_REPORT`. In that frame a contact that ended is `ABS_MT_TRACKING_ID -1`,
/// a contact replaced by another in the same slot is `-1` followed by the new id, and axis changes on
/// slots that hold no contact are held back, so that no receiver can take them for a touch. They are
/// delivered right after that slot's next `ABS_MT_TRACKING_ID`, so the receiver's per-slot values still
/// equal the kernel's when the kernel omits an unchanged value for a new contact.
///
/// Unplugging ends the stream: ``nextEvent()`` returns nil and ``end`` is ``InputSourceEnd/deviceRemoved``.
public final class EvdevDevice: LiveInputSource {
    /// The device as libevdev describes it, with ``DeviceDescription/node`` set.
    public let device: DeviceDescription
    /// Always true: libevdev re-synchronizes after `SYN_DROPPED`.
    public var resynchronizesAfterDrop: Bool { true }
    /// Why the device stopped delivering events; nil while it is open.
    public private(set) var end: InputSourceEnd?
    /// The node this device was opened from.
    public let path: String
    /// True when this reader holds an exclusive grab (`EVIOCGRAB`).
    public let isGrabbed: Bool

    private var handle: OpaquePointer?
    private var fd: Int32
    /// Events ready to hand out (a sync frame, or a held-back value after a new tracking id).
    private var outbox: [InputEvent] = []
    private var outboxIndex = 0
    /// Per slot: MT axis values libevdev knows but the receiver was not told (held back in a sync),
    /// keyed by code, holding the value the receiver last saw.
    private var heldBack: [Int: [UInt16: Int32]] = [:]
    private let slotCount: Int
    private let multitouchCodes: [UInt16]

    /// Opens `path` and reads its description.
    ///
    /// - Parameters:
    ///   - path: an evdev node such as `/dev/input/event5`.
    ///   - grab: take an exclusive grab, so that no other program (compositor, libinput) sees the
    ///     events while Glide reads them. Off by default; rarely what you want.
    ///   - requireTouch: throw ``DeviceError/notATouchDevice(path:name:)`` unless the device is a
    ///     touchpad or touchscreen.
    /// - Throws: ``DeviceError``: `.notFound`, `.permissionDenied`, `.notAnInputDevice`,
    ///   `.notATouchDevice`, `.alreadyGrabbed` or `.openFailed`.
    public init(path: String, grab: Bool = false, requireTouch: Bool = true) throws {
        let (fd, handle) = try Self.open(path: path)
        var description = Self.describe(handle)
        description.node = path
        if requireTouch, description.kind == .other {
            libevdev_free(handle)
            Glibc.close(fd)
            throw DeviceError.notATouchDevice(path: path, name: description.name)
        }
        if grab {
            let rc = libevdev_grab(handle, LIBEVDEV_GRAB)
            if rc < 0 {
                libevdev_free(handle)
                Glibc.close(fd)
                throw rc == -EBUSY ? DeviceError.alreadyGrabbed(path: path) : DeviceError.openFailed(path: path, errno: -rc)
            }
        }
        self.path = path
        self.fd = fd
        self.handle = handle
        self.device = description
        self.isGrabbed = grab
        self.slotCount = description.has(type: EventType.abs, code: EventCode.ABS_MT_SLOT) ? Int(libevdev_get_num_slots(handle)) : 0
        self.multitouchCodes = (description.codes[EventType.abs] ?? [])
            .filter { $0 > EventCode.ABS_MT_SLOT && $0 <= EventCode.ABS_MT_TOOL_Y }
            .sorted()
    }

    deinit {
        close()
    }

    /// Opens a node just long enough to read its description.
    /// - Throws: ``DeviceError`` as ``init(path:grab:requireTouch:)``, except `.notATouchDevice`.
    public static func describe(path: String) throws -> DeviceDescription {
        let (fd, handle) = try open(path: path)
        defer {
            libevdev_free(handle)
            Glibc.close(fd)
        }
        var description = describe(handle)
        description.node = path
        return description
    }

    /// Releases the grab, frees libevdev and closes the node. Later reads return nil with
    /// ``end`` = ``InputSourceEnd/finished``. Calling it twice is harmless.
    public func close() {
        guard let handle else { return }
        if isGrabbed { _ = libevdev_grab(handle, LIBEVDEV_UNGRAB) }
        libevdev_free(handle)
        Glibc.close(fd)
        self.handle = nil
        fd = -1
        if end == nil { end = .finished }
    }

    /// The open file descriptor (-1 once closed), for callers that poll(2) it together with others.
    /// Read only through this object.
    public var fileDescriptor: Int32 { fd }

    // MARK: Reading

    /// The next event, blocking until there is one; nil once the device was removed or closed.
    /// - Throws: ``DeviceError/readFailed(path:errno:)`` on an unexpected I/O error.
    public func nextEvent() throws -> InputEvent? {
        while true {
            if let event = try nextEvent(timeout: nil) { return event }
            if end != nil || handle == nil { return nil }
        }
    }

    /// The next event, waiting at most `timeout` (nil: forever).
    ///
    /// Returns nil when the device ended (``end`` then says why), when the time ran out, or when a
    /// signal interrupted the wait (``end`` stays nil in both cases). A zero timeout only takes what
    /// is already buffered.
    /// - Throws: ``DeviceError/readFailed(path:errno:)`` on an unexpected I/O error.
    public func nextEvent(timeout: Duration?) throws -> InputEvent? {
        if let event = popOutbox() { return event }
        guard let handle else { return nil }
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            var raw = input_event()
            let rc = libevdev_next_event(handle, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &raw)
            if rc == LIBEVDEV_READ_STATUS_SUCCESS.rawValue {
                deliver(raw)
                if let event = popOutbox() { return event }
                continue
            }
            if rc == LIBEVDEV_READ_STATUS_SYNC.rawValue {
                try resynchronize(dropped: raw)
                return popOutbox()
            }
            if rc == -EAGAIN {
                var waitMilliseconds: Int32 = -1
                if let deadline {
                    let left = deadline - ContinuousClock.now
                    if left <= .zero { return nil }
                    let (seconds, attoseconds) = left.components
                    let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                    waitMilliseconds = Int32(clamping: ms)
                }
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&pfd, 1, waitMilliseconds)
                if ready == 0 { return nil }
                if ready < 0 {
                    if errno == EINTR { return nil }
                    throw DeviceError.readFailed(path: path, errno: errno)
                }
                continue
            }
            if rc == -ENODEV {
                removed()
                return nil
            }
            if rc == -EINTR { return nil }
            throw DeviceError.readFailed(path: path, errno: -rc)
        }
    }

    private func removed() {
        guard let handle else { return }
        libevdev_free(handle)
        Glibc.close(fd)
        self.handle = nil
        fd = -1
        end = .deviceRemoved
    }

    private func popOutbox() -> InputEvent? {
        guard outboxIndex < outbox.count else { return nil }
        let event = outbox[outboxIndex]
        outboxIndex += 1
        if outboxIndex == outbox.count {
            outbox.removeAll(keepingCapacity: true)
            outboxIndex = 0
        }
        return event
    }

    private static func event(_ raw: input_event) -> InputEvent {
        InputEvent(
            timestampMicroseconds: Int64(raw.time.tv_sec) * 1_000_000 + Int64(raw.time.tv_usec),
            type: raw.type, code: raw.code, value: raw.value)
    }

    /// Hands out one live event, and after a new tracking id the values held back for its slot.
    private func deliver(_ raw: input_event) {
        let event = Self.event(raw)
        outbox.append(event)
        guard slotCount > 0, let handle, event.type == EventType.abs, event.code > EventCode.ABS_MT_SLOT,
            event.code <= EventCode.ABS_MT_TOOL_Y, !heldBack.isEmpty
        else { return }
        let slot = Int(libevdev_get_current_slot(handle))
        guard var held = heldBack[slot] else { return }
        held[event.code] = nil
        if event.code == EventCode.ABS_MT_TRACKING_ID, event.value >= 0 {
            for code in held.keys.sorted() {
                let value = libevdev_get_slot_value(handle, UInt32(slot), UInt32(code))
                outbox.append(InputEvent(timestampMicroseconds: event.timestampMicroseconds, type: EventType.abs, code: code, value: value))
            }
            held = [:]
        }
        heldBack[slot] = held.isEmpty ? nil : held
    }

    /// The device state a receiver can know: keys, switches, LEDs, absolute axes, MT slots.
    private struct State {
        var values: [UInt32: [UInt16: Int32]] = [:]  // type -> code -> value (non-MT)
        var slots: [[UInt16: Int32]] = []  // slot -> MT code -> value
        var currentSlot: Int32 = 0
    }

    private func snapshot() -> State {
        var state = State()
        guard let handle else { return state }
        for type in [EventType.key, EventType.sw, EventType.led, EventType.abs] {
            var values: [UInt16: Int32] = [:]
            for code in device.codes[type] ?? [] where !(type == EventType.abs && code >= EventCode.ABS_MT_SLOT && code <= EventCode.ABS_MT_TOOL_Y) {
                values[code] = libevdev_get_event_value(handle, UInt32(type), UInt32(code))
            }
            state.values[UInt32(type)] = values
        }
        for slot in 0..<slotCount {
            var values: [UInt16: Int32] = [:]
            for code in multitouchCodes {
                values[code] = libevdev_get_slot_value(handle, UInt32(slot), UInt32(code))
            }
            state.slots.append(values)
        }
        if slotCount > 0 { state.currentSlot = libevdev_get_current_slot(handle) }
        return state
    }

    /// Runs libevdev's sync loop after a `SYN_DROPPED` and queues SYN_DROPPED + one net-change frame.
    private func resynchronize(dropped raw: input_event) throws {
        guard let handle else { return }
        let before = snapshot()
        var syncEvent = input_event()
        var rc: Int32
        repeat {
            rc = libevdev_next_event(handle, LIBEVDEV_READ_FLAG_SYNC.rawValue, &syncEvent)
        } while rc == LIBEVDEV_READ_STATUS_SYNC.rawValue
        outbox.append(Self.event(raw))
        if rc != -EAGAIN && rc != LIBEVDEV_READ_STATUS_SUCCESS.rawValue {
            if rc == -ENODEV {
                removed()
                return
            }
            throw DeviceError.readFailed(path: path, errno: -rc)
        }
        let after = snapshot()
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let time = Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
        func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            outbox.append(InputEvent(timestampMicroseconds: time, type: type, code: code, value: value))
        }
        // Multitouch slots first, as drivers send them.
        var reportedSlot = before.currentSlot
        for slot in 0..<slotCount {
            let known = before.slots[slot].merging(heldBack[slot] ?? [:]) { _, held in held }
            let now = after.slots[slot]
            var events: [(UInt16, Int32)] = []
            let idBefore = known[EventCode.ABS_MT_TRACKING_ID] ?? -1
            let idAfter = now[EventCode.ABS_MT_TRACKING_ID] ?? -1
            var held: [UInt16: Int32] = [:]
            if idAfter < 0 {
                if idBefore >= 0 { events.append((EventCode.ABS_MT_TRACKING_ID, -1)) }
                for code in multitouchCodes where code != EventCode.ABS_MT_TRACKING_ID {
                    if let old = known[code], now[code] != old { held[code] = old }
                }
            } else {
                if idBefore != idAfter {
                    if idBefore >= 0 { events.append((EventCode.ABS_MT_TRACKING_ID, -1)) }
                    events.append((EventCode.ABS_MT_TRACKING_ID, idAfter))
                }
                for code in multitouchCodes where code != EventCode.ABS_MT_TRACKING_ID {
                    if let value = now[code], value != known[code] { events.append((code, value)) }
                }
            }
            heldBack[slot] = held.isEmpty ? nil : held
            if events.isEmpty { continue }
            if reportedSlot != Int32(slot) { emit(EventType.abs, EventCode.ABS_MT_SLOT, Int32(slot)) }
            reportedSlot = Int32(slot)
            for (code, value) in events { emit(EventType.abs, code, value) }
        }
        if slotCount > 0, reportedSlot != after.currentSlot {
            emit(EventType.abs, EventCode.ABS_MT_SLOT, after.currentSlot)
        }
        for type in [EventType.key, EventType.abs, EventType.sw, EventType.led] {
            let old = before.values[UInt32(type)] ?? [:]
            for (code, value) in (after.values[UInt32(type)] ?? [:]).sorted(by: { $0.key < $1.key }) where old[code] != value {
                emit(type, code, value)
            }
        }
        emit(EventType.syn, EventCode.SYN_REPORT, 0)
    }

    // MARK: State queries

    /// libevdev's current value of `type`/`code`: a key, switch or LED state, or an absolute axis
    /// value (for `ABS_MT_*` codes: in the current slot). Nil when closed or unsupported.
    public func currentValue(type: UInt16, code: UInt16) -> Int32? {
        guard let handle, device.has(type: type, code: code) else { return nil }
        return libevdev_get_event_value(handle, UInt32(type), UInt32(code))
    }

    /// The current absolute axis values, switch and LED states, by type and code (what an evemu
    /// header shows).
    public var currentState: [UInt16: [UInt16: Int32]] {
        var state: [UInt16: [UInt16: Int32]] = [:]
        for type in [EventType.abs, EventType.led, EventType.sw] {
            for code in device.codes[type] ?? [] {
                state[type, default: [:]][code] = currentValue(type: type, code: code)
            }
        }
        return state
    }

    /// libevdev's current slot (the slot the next `ABS_MT_*` event applies to); nil without slots.
    public var currentSlot: Int? {
        guard let handle, slotCount > 0 else { return nil }
        return Int(libevdev_get_current_slot(handle))
    }

    /// libevdev's current view of `code` in `slot` (equal to the device's state once every event
    /// handed out has been read); nil without such a slot or axis.
    public func slotValue(slot: Int, code: UInt16) -> Int32? {
        guard let handle, slot >= 0, slot < slotCount, multitouchCodes.contains(code) else { return nil }
        return libevdev_get_slot_value(handle, UInt32(slot), UInt32(code))
    }

    /// The kernel's own per-slot values of `code` right now (`EVIOCGMTSLOTS`), independent of
    /// anything read so far: the device's true state. Nil without slots or that axis, or when closed.
    public func kernelSlotValues(code: UInt16) -> [Int32]? {
        guard handle != nil, slotCount > 0, multitouchCodes.contains(code) else { return nil }
        var buffer = [Int32](repeating: 0, count: 1 + slotCount)
        buffer[0] = Int32(code)
        let size = buffer.count * MemoryLayout<Int32>.size
        // EVIOCGMTSLOTS(len) = _IOC(_IOC_READ, 'E', 0x0a, len); the macro does not import into Swift.
        let request = (UInt(2) << 30) | (UInt(size) << 16) | (UInt(0x45) << 8) | 0x0a
        let rc = buffer.withUnsafeMutableBytes { ioctl(fd, request, $0.baseAddress!) }
        guard rc >= 0 else { return nil }
        return Array(buffer[1...])
    }

    // MARK: Opening and describing

    private static func open(path: String) throws -> (Int32, OpaquePointer) {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw DeviceError.fromOpen(path: path, errno: errno) }
        // Switch to CLOCK_MONOTONIC at once: the kernel flushes a client's queue when its clock
        // changes (evdev_set_clk_type queues SYN_DROPPED in its place), so events arriving while
        // libevdev reads the description would otherwise be lost. EVIOCSCLOCKID = _IOW('E', 0xa0, int);
        // the macro does not import into Swift. Where it fails, libevdev_set_clock_id below says so.
        var clock = CLOCK_MONOTONIC
        _ = ioctl(fd, (UInt(1) << 30) | (UInt(MemoryLayout<Int32>.size) << 16) | (UInt(0x45) << 8) | 0xa0, &clock)
        var handle: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &handle)
        guard rc == 0, let handle else {
            Glibc.close(fd)
            if rc == -ENODEV { throw DeviceError.notFound(path: path) }
            throw DeviceError.notAnInputDevice(path: path, errno: -rc)
        }
        _ = libevdev_set_clock_id(handle, CLOCK_MONOTONIC)
        return (fd, handle)
    }

    /// A description of what libevdev reports for an open device.
    static func describe(_ handle: OpaquePointer) -> DeviceDescription {
        var description = DeviceDescription(
            name: String(cString: libevdev_get_name(handle)),
            bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(handle)),
            vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(handle)),
            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(handle)),
            version: UInt16(truncatingIfNeeded: libevdev_get_id_version(handle)))
        for property in 0...UInt32(INPUT_PROP_MAX) where libevdev_has_property(handle, property) != 0 {
            description.properties.insert(UInt16(property))
        }
        for type in 1...UInt32(EV_MAX) where libevdev_has_event_type(handle, type) != 0 {
            let max = libevdev_event_type_get_max(type)
            guard max >= 0 else { continue }
            var codes = Set<UInt16>()
            for code in 0...UInt32(max) where libevdev_has_event_code(handle, type, code) != 0 {
                codes.insert(UInt16(code))
                if type == UInt32(EV_ABS), let info = libevdev_get_abs_info(handle, code) {
                    description.axes[UInt16(code)] = AxisInfo(
                        minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                        fuzz: info.pointee.fuzz, flat: info.pointee.flat, resolution: info.pointee.resolution)
                }
            }
            description.codes[UInt16(type)] = codes
        }
        return description
    }
}
