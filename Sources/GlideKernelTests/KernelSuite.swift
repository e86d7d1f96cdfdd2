#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GlideEvdev
import GlideInput

/// The kernel tests. Each prints one `ok`/`FAIL` line; the run fails if any fails.
struct KernelSuite {
    let traces: String
    /// The repository's Traces/ (synthesized recordings).
    let glideTraces: String
    let glide: String
    let selfPath: String

    /// Recordings replayed through evemu-device + evemu-play and compared event for event.
    static let replayed = [
        "synaptics-clickpad-2finger-scroll-down.evemu",  // fuzz 8 on X/Y: the kernel defuzzes
        "ts-atmel-maxtouch-4finger-drag-down.evemu",  // touchscreen, 4 contacts, 10 slots
        "cypress-ps2-3finger-press.evemu",  // 3 fingers on 2 slots (BTN_TOOL_TRIPLETAP)
        "alps-glidepoint-2finger-tap.evemu",
        "synaptics-tm3276-t480-2finger-pinch-in.evemu",
    ]

    func runAll() -> Bool {
        var failed: [String] = []
        func run(_ name: String, _ body: () throws -> Void) {
            let start = ContinuousClock.now
            do {
                try body()
                say("ok   \(name) (\(milliseconds(since: start)) ms)")
            } catch {
                failed.append(name)
                say("FAIL \(name) (\(milliseconds(since: start)) ms): \(error)")
            }
        }
        let start = ContinuousClock.now
        for file in Self.replayed {
            run("replay \(file)") { try replay(file) }
        }
        run("removal mid-gesture (evemu-device killed while playing)") { try removalWhilePlaying() }
        run("removal mid-gesture (VirtualDevice destroyed)") { try removalOfVirtualDevice() }
        run("SYN_DROPPED: overflow, then Glide's slots equal the device's") { try synDropped() }
        run("glide record equals evemu-record, and replays") { try recordMatchesEvemuRecord() }
        run("errors: missing node, not a touch device, not evdev, timeout") { try errors() }
        run("glide devices (root, --json)") { try devicesCommand() }
        run("unprivileged user: glide devices/record/live name the input group") { try unprivileged() }
        run("glide record refuses a keyboard unless --allow-keyboard") { try keyboardRefusal() }
        run("glide play: a synthesized 3-finger swipe, read back through EvdevDevice") { try playSynthesized() }
        for c in Self.liveCases {
            run("glide play → glide live --lines: \(c.file), \(c.policy) → \(c.decision)") { try playDrivesLive(c) }
        }
        // The window's own recognizer and handler decide: a left-edge pan 51 % across opens the menu's
        // edge pan to 48.5 % (the pan's 10-point hysteresis is taken off), below its half: cancel. Played
        // at half speed (see LiveCase.speed): the slower release is further from the handler's flick speed.
        run("glide play → glide live --handlers: the menu's edge-pan handler cancels at 48.5 %") {
            try playDrivesLiveHandlers(
                file: "touchscreen-edge-left-swipe-right-51.evemu", transition: "menu", operation: "menu.slideIn (present)",
                decision: "cancel", completed: false)
        }
        say("\(failed.isEmpty ? "PASS" : "FAIL"): \(failed.count) failed, kernel tests took \(milliseconds(since: start)) ms")
        return failed.isEmpty
    }

    /// Synthesized recordings played into the kernel and what `glide live` must make of them.
    static let liveCases = [
        LiveCase(file: "touchpad-3f-swipe-left-release-51.evemu", policy: "threshold", decision: "finish", completed: true, speed: 0.25),
        LiveCase(file: "touchpad-3f-swipe-left-70-back-20.evemu", policy: "threshold", decision: "cancel", completed: false, speed: 0.25),
        // The flick's swipe lasts 25 ms (50 at half speed): two or three display frames, and under software
        // emulation the kernel's events arrive in bursts (p99 latency near 200 ms), so one update may carry it all.
        // At full speed it gave 1 or 2 updates from run to run; the decision (a flick: finish) is what
        // this case is for.
        LiveCase(file: "touchpad-3f-flick-left-20.evemu", policy: "adwaita", decision: "finish", completed: true, minimumUpdates: 1, speed: 0.5),
    ]

    func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let (s, atto) = (ContinuousClock.now - start).components
        return s * 1000 + atto / 1_000_000_000_000_000
    }

    // MARK: Helpers

    func eventNodes() -> Set<String> { Set(DeviceDiscovery.eventNodes() ?? []) }

    /// Starts evemu-device on a recording and returns it with the node it created.
    func startEvemuDevice(_ path: String) throws -> (Child, String) {
        let before = eventNodes()
        let child = try Child(["/usr/bin/evemu-device", path], stdout: "/dev/null")
        var node: String?
        let appeared = waitUntil(.seconds(10)) {
            node = eventNodes().subtracting(before).sorted().first
            return node != nil || child.hasExited
        }
        guard appeared, let node else {
            child.stop()
            throw TestFailure("evemu-device \(path) created no node (exit \(String(describing: child.exitCode)))")
        }
        return (child, node)
    }

    /// True when process `pid` has `node` open (so it will see what is played next).
    func hasOpen(_ pid: pid_t, _ node: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd") else { return false }
        return entries.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) == node }
    }

    func checkDescription(_ live: DeviceDescription, _ recorded: DeviceDescription) throws {
        var live = live
        live.node = nil
        guard live != recorded else { return }
        var diffs: [String] = []
        if live.name != recorded.name { diffs.append("name \(live.name) vs \(recorded.name)") }
        if [live.bustype, live.vendor, live.product, live.version] != [recorded.bustype, recorded.vendor, recorded.product, recorded.version] { diffs.append("ids") }
        if live.properties != recorded.properties { diffs.append("properties \(live.properties.sorted()) vs \(recorded.properties.sorted())") }
        for type in Set(live.codes.keys).union(recorded.codes.keys) where live.codes[type] != recorded.codes[type] {
            diffs.append("type \(type) codes \((live.codes[type] ?? []).sorted()) vs \((recorded.codes[type] ?? []).sorted())")
        }
        for code in Set(live.axes.keys).union(recorded.axes.keys) where live.axes[code] != recorded.axes[code] {
            diffs.append("axis \(code) \(String(describing: live.axes[code])) vs \(String(describing: recorded.axes[code]))")
        }
        throw TestFailure("live description differs from the recording: " + diffs.joined(separator: "; "))
    }

    /// The receiver's slots equal the model's true state and the kernel's own (EVIOCGMTSLOTS).
    func checkSlots(_ receiver: Receiver, _ model: KernelModel, _ device: EvdevDevice, codes: [UInt16]) throws {
        for code in codes {
            guard let kernel = device.kernelSlotValues(code: code) else { throw TestFailure("EVIOCGMTSLOTS failed for \(code)") }
            let ids = device.kernelSlotValues(code: EventCode.ABS_MT_TRACKING_ID) ?? []
            for slot in 0..<kernel.count {
                let glide = receiver.slotValue(slot, code), truth = model.slotValue(slot, code)
                // Axis values of an empty slot are not part of the state a receiver acts on.
                if code != EventCode.ABS_MT_TRACKING_ID, ids[slot] < 0 { continue }
                try expect(glide == truth && truth == kernel[slot],
                    "slot \(slot) code \(code): Glide \(glide), written \(truth), kernel \(kernel[slot])")
            }
        }
    }

    func checkTimestamps(_ events: [InputEvent]) throws {
        var frameTime: Int64?
        var last: Int64 = 0
        for e in events {
            try expect(e.timestampMicroseconds >= last, "timestamps go backwards at \(show(e))")
            last = e.timestampMicroseconds
            if let t = frameTime { try expect(t == e.timestampMicroseconds, "a frame has two timestamps") }
            frameTime = e.isSynReport ? nil : e.timestampMicroseconds
        }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let monotonicNow = Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
        if let first = events.first {
            try expect(first.timestampMicroseconds <= monotonicNow && monotonicNow - first.timestampMicroseconds < 60_000_000,
                "timestamps are not CLOCK_MONOTONIC (\(first.timestampMicroseconds) vs now \(monotonicNow))")
        }
    }

    // MARK: Replay

    /// evemu-device creates the recorded device, evemu-play plays the recording into it, and what
    /// EvdevDevice reads must equal the recording after the kernel's own filtering (KernelModel):
    /// same types, codes and values in the same order, so the same frames. Timestamps are the
    /// kernel's (CLOCK_MONOTONIC), checked for order and per-frame equality, not against the file.
    func replay(_ file: String) throws {
        let path = traces + "/" + file
        let trace = try EvemuFile(path: path)
        let (evemuDevice, node) = try startEvemuDevice(path)
        defer { evemuDevice.stop() }
        let device = try EvdevDevice(path: node)
        try checkDescription(device.device, trace.description)
        var model = KernelModel(trace.description)
        model.write(trace.events)
        let player = try Child(["/usr/bin/evemu-play", node], stdin: path, stderr: "/dev/null")
        let events = try drain(device, until: { player.hasExited })
        try expect(player.exitCode == 0, "evemu-play exited with \(String(describing: player.exitCode))")
        try compareStreams(events, model.output)
        try expect(events.filter(\.isSynReport).count >= 10, "too few frames (\(events.count) events)")
        try checkTimestamps(events)
        var receiver = Receiver(slotCount: device.device.slotCount)
        events.forEach { receiver.apply($0) }
        if device.device.slotCount > 0 {
            try checkSlots(receiver, model, device, codes: [EventCode.ABS_MT_TRACKING_ID, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y])
        }
        say("     \(file): \(trace.events.count) events recorded, \(events.count) read in \(events.filter(\.isSynReport).count) frames, all as expected")
        // Unplugging ends the stream cleanly.
        evemuDevice.signal(SIGTERM)
        let rest = try drain(device, idle: .seconds(3))
        try expect(rest.isEmpty && device.end == .deviceRemoved, "after removal: \(rest.count) events, end \(String(describing: device.end))")
    }

    // MARK: Removal

    func removalWhilePlaying() throws {
        let path = traces + "/synaptics-clickpad-2finger-scroll-down.evemu"
        let trace = try EvemuFile(path: path)
        var model = KernelModel(trace.description)
        model.write(trace.events)
        let (evemuDevice, node) = try startEvemuDevice(path)
        defer { evemuDevice.stop() }
        let device = try EvdevDevice(path: node)
        let player = try Child(["/usr/bin/evemu-play", node], stdin: path, stderr: "/dev/null")
        defer { player.stop() }
        var events: [InputEvent] = []
        while events.filter(\.isSynReport).count < 12, let e = try device.nextEvent(timeout: .seconds(5)) {
            events.append(e)
        }
        var receiver = Receiver(slotCount: device.device.slotCount)
        events.forEach { receiver.apply($0) }
        try expect((0..<receiver.slots.count).contains { receiver.slotValue($0, EventCode.ABS_MT_TRACKING_ID) >= 0 }, "no finger down when unplugging")
        evemuDevice.signal(SIGKILL)
        let start = ContinuousClock.now
        while let e = try device.nextEvent() { events.append(e) }
        try expect(device.end == .deviceRemoved, "end is \(String(describing: device.end)), not deviceRemoved")
        try expect(ContinuousClock.now - start < .seconds(2), "removal noticed only after \(ContinuousClock.now - start)")
        try expect(try device.nextEvent(timeout: .zero) == nil && device.end == .deviceRemoved, "reading after the end")
        try expect(events.last?.isSynReport == true, "the stream does not end with a whole frame")
        try compareWithRemoval(events, model.output)
    }

    /// On removal the input core releases every key still down (`input_dev_release_keys`: key-up
    /// events and a SYN_REPORT) before evdev returns ENODEV; a reader sees that frame only if it reads
    /// it in time (evdev_read gives ENODEV even with events still queued). So what was read must be
    /// a prefix of the expected stream, optionally followed by one frame of key releases for keys
    /// that were down.
    func compareWithRemoval(_ events: [InputEvent], _ expected: [InputEvent]) throws {
        var body = events
        let frames = body.split(omittingEmptySubsequences: false, whereSeparator: \.isSynReport)
        if frames.count >= 2, let last = frames.dropLast().last, !last.isEmpty,
            last.allSatisfy({ $0.type == EventType.key && $0.value == 0 }),
            Array(expected.prefix(body.count)) != body
        {
            body.removeLast(last.count + 1)
            var receiver = Receiver(slotCount: 0)
            body.forEach { receiver.apply($0) }
            for release in last {
                try expect(receiver.keys[release.code] ?? 0 != 0, "removal released key \(release.code), which was not down")
            }
            let stillDown = receiver.keys.filter { $0.value != 0 }.map(\.key)
            try expect(Set(stillDown) == Set(last.map(\.code)), "removal released \(last.map(\.code)), keys down \(stillDown)")
            say("     removal: \(body.count) events as played, then the kernel released keys \(last.map(\.code).sorted())")
        }
        try compareStreams(body, Array(expected.prefix(body.count)))
    }

    func removalOfVirtualDevice() throws {
        let virtual = try VirtualDevice(Self.testPad(slots: 2))
        guard let node = virtual.node else { throw TestFailure("VirtualDevice has no node") }
        let device = try EvdevDevice(path: node)
        try expect(device.device.name == "Glide test pad" && device.device.kind == .touchpad && device.device.isClickpad, "VirtualDevice description \(device.device)")
        try virtual.write(Self.touch(slot: 0, id: 7, x: 100, y: 100) + [Self.key(EventCode.BTN_TOUCH, 1), Self.key(EventCode.BTN_TOOL_FINGER, 1), Self.syn])
        for i in 1...5 { try virtual.write([Self.abs(EventCode.ABS_MT_POSITION_X, 100 + Int32(i) * 10), Self.syn]) }
        let events = try drain(device)
        try expect(events.filter(\.isSynReport).count == 6, "read \(events.count) events")
        virtual.destroy()
        var after: [InputEvent] = []
        while let e = try device.nextEvent() { after.append(e) }
        try expect(device.end == .deviceRemoved, "end is \(String(describing: device.end))")
        try compareWithRemoval(events + after, events)
    }

    // MARK: SYN_DROPPED

    static func testPad(slots: Int32, name: String = "Glide test pad") -> DeviceDescription {
        DeviceDescription(
            name: name, bustype: 0x18, vendor: 0x1234, product: 0x5678, version: 1,
            properties: [InputProperty.pointer, InputProperty.buttonpad],
            codes: [
                EventType.key: [EventCode.BTN_LEFT, EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOUCH, EventCode.BTN_TOOL_DOUBLETAP, EventCode.BTN_TOOL_TRIPLETAP, EventCode.BTN_TOOL_QUADTAP],
                EventType.abs: [EventCode.ABS_X, EventCode.ABS_Y, EventCode.ABS_MT_SLOT, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_TRACKING_ID, EventCode.ABS_MT_PRESSURE],
            ],
            axes: [
                EventCode.ABS_X: AxisInfo(minimum: 0, maximum: 2000, resolution: 20),
                EventCode.ABS_Y: AxisInfo(minimum: 0, maximum: 1400, resolution: 20),
                EventCode.ABS_MT_SLOT: AxisInfo(minimum: 0, maximum: slots - 1),
                EventCode.ABS_MT_POSITION_X: AxisInfo(minimum: 0, maximum: 2000, resolution: 20),
                EventCode.ABS_MT_POSITION_Y: AxisInfo(minimum: 0, maximum: 1400, resolution: 20),
                EventCode.ABS_MT_TRACKING_ID: AxisInfo(minimum: 0, maximum: 65535),
                EventCode.ABS_MT_PRESSURE: AxisInfo(minimum: 0, maximum: 255),
            ])
    }

    static let syn = InputEvent(timestampMicroseconds: 0, type: EventType.syn, code: EventCode.SYN_REPORT, value: 0)
    static func abs(_ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(timestampMicroseconds: 0, type: EventType.abs, code: code, value: value) }
    static func key(_ code: UInt16, _ value: Int32) -> InputEvent { InputEvent(timestampMicroseconds: 0, type: EventType.key, code: code, value: value) }
    static func touch(slot: Int32, id: Int32, x: Int32, y: Int32) -> [InputEvent] {
        [abs(EventCode.ABS_MT_SLOT, slot), abs(EventCode.ABS_MT_TRACKING_ID, id), abs(EventCode.ABS_MT_POSITION_X, x), abs(EventCode.ABS_MT_POSITION_Y, y), abs(EventCode.ABS_MT_PRESSURE, 40)]
    }
    static func move(slot: Int32, x: Int32, y: Int32) -> [InputEvent] {
        [abs(EventCode.ABS_MT_SLOT, slot), abs(EventCode.ABS_MT_POSITION_X, x), abs(EventCode.ABS_MT_POSITION_Y, y)]
    }
    static func lift(slot: Int32) -> [InputEvent] { [abs(EventCode.ABS_MT_SLOT, slot), abs(EventCode.ABS_MT_TRACKING_ID, -1)] }

    /// Writes while nobody reads, far more than the kernel's buffer holds, so the reader gets
    /// SYN_DROPPED. Afterwards Glide's slots (tracking ids; positions of occupied slots) and keys must
    /// equal the device's true state, both as written and as the kernel reports it (EVIOCGMTSLOTS); the
    /// sync frame must be one frame and must not touch the axes of an empty slot.
    func synDropped() throws {
        let pad = Self.testPad(slots: 4)
        let virtual = try VirtualDevice(pad)
        guard let node = virtual.node else { throw TestFailure("VirtualDevice has no node") }
        let device = try EvdevDevice(path: node)
        var model = KernelModel(pad)
        var receiver = Receiver(slotCount: 4)
        func send(_ events: [InputEvent]) throws {
            try virtual.write(events)
            model.write(events)
        }
        func readAndCheck(_ what: String) throws -> [InputEvent] {
            let events = try drain(device)
            events.forEach { receiver.apply($0) }
            try expect(receiver.problems.isEmpty, "\(what): " + receiver.problems.joined(separator: "; "))
            try checkSlots(receiver, model, device, codes: [EventCode.ABS_MT_TRACKING_ID, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_PRESSURE])
            for code in pad.codes[EventType.key]! {
                try expect((receiver.keys[code] ?? 0 != 0) == model.keys.contains(code), "\(what): key \(code) differs")
            }
            return events
        }
        // One finger down, read normally.
        try send(Self.touch(slot: 0, id: 100, x: 500, y: 500) + [Self.key(EventCode.BTN_TOUCH, 1), Self.key(EventCode.BTN_TOOL_FINGER, 1), Self.abs(EventCode.ABS_X, 500), Self.abs(EventCode.ABS_Y, 500), Self.syn])
        let first = try readAndCheck("before the overflow")
        try compareStreams(first, model.output)
        // Not reading: ~3000 events.
        var written = 0
        for i in Int32(1)...200 {
            let frame = Self.move(slot: 0, x: 500 + i, y: 500 + i) + [Self.abs(EventCode.ABS_X, 500 + i), Self.syn]
            try send(frame)
            written += frame.count
        }
        try send(Self.touch(slot: 1, id: 101, x: 1000, y: 800) + [Self.key(EventCode.BTN_TOOL_FINGER, 0), Self.key(EventCode.BTN_TOOL_DOUBLETAP, 1), Self.syn])
        for i in Int32(1)...150 {
            try send(Self.move(slot: 0, x: 700 + i, y: 700) + Self.move(slot: 1, x: 1000 - i, y: 800) + [Self.syn])
            written += 7
        }
        // Slot 0 lifts; slot 2 holds a short contact that moves and lifts (its axes change while it is
        // empty afterwards); slot 1's contact is replaced by another; slot 3 starts a contact.
        try send(Self.lift(slot: 0) + [Self.syn])
        try send(Self.touch(slot: 2, id: 102, x: 300, y: 300) + [Self.syn])
        for i in Int32(1)...20 { try send(Self.move(slot: 2, x: 300 + i * 5, y: 300) + [Self.syn]) }
        try send(Self.lift(slot: 2) + [Self.syn])
        try send(Self.lift(slot: 1) + [Self.syn])
        try send(Self.touch(slot: 1, id: 103, x: 1200, y: 900) + [Self.syn])
        try send(Self.touch(slot: 3, id: 104, x: 1500, y: 1200) + [Self.key(EventCode.BTN_TOOL_DOUBLETAP, 1), Self.syn])
        try expect(written > 2000, "wrote only \(written)")
        let afterDrop = try readAndCheck("after the overflow")
        try expect(receiver.drops == 1, "saw \(receiver.drops) SYN_DROPPED")
        try expect(receiver.syncFrames.count == 1, "no complete sync frame")
        let sync = receiver.syncFrames[0]
        try expect(sync.filter(\.isSynReport).count == 1 && sync.last?.isSynReport == true, "sync frame: \(sync.map(show))")
        try expect(afterDrop.first?.code == EventCode.SYN_DROPPED || afterDrop.contains { $0.code == EventCode.SYN_DROPPED && $0.type == EventType.syn }, "no SYN_DROPPED")
        try expect(model.slotValue(2, EventCode.ABS_MT_POSITION_X) == 400 && receiver.slotValue(2, EventCode.ABS_MT_POSITION_X) != 400,
            "the empty slot's moved position should have been held back")
        // A new contact in slot 2 without a position: the kernel keeps the old one (400), and the
        // receiver must get it from the held-back value.
        try send([Self.abs(EventCode.ABS_MT_SLOT, 2), Self.abs(EventCode.ABS_MT_TRACKING_ID, 105), Self.abs(EventCode.ABS_MT_POSITION_Y, 333), Self.syn])
        _ = try readAndCheck("new contact in a slot with held-back values")
        try expect(receiver.slotValue(2, EventCode.ABS_MT_POSITION_X) == 400, "slot 2 x is \(receiver.slotValue(2, EventCode.ABS_MT_POSITION_X)), the device has 400")
        say("     wrote \(written)+ events unread; read SYN_DROPPED + \(sync.count - 1) sync events: \(sync.dropFirst().map(show).joined(separator: ", "))")
    }

    // MARK: glide record

    /// `glide record` and Debian's `evemu-record` record the same replay side by side: the two
    /// files must be identical line for line (same header, same rebased timestamps, same
    /// comments); the events must equal the recording after the kernel's filtering; and
    /// evemu-device must accept Glide's file.
    func recordMatchesEvemuRecord() throws {
        let path = traces + "/ts-atmel-maxtouch-4finger-drag-down.evemu"
        let trace = try EvemuFile(path: path)
        var model = KernelModel(trace.description)
        model.write(trace.events)
        let (evemuDevice, node) = try startEvemuDevice(path)
        defer { evemuDevice.stop() }
        let glideOut = "/tmp/glide-record.evemu", referenceOut = "/tmp/evemu-record.evemu"
        let recorder = try Child([glide, "record", node, "-o", glideOut], stderr: "/tmp/glide-record.err")
        defer { recorder.stop() }
        let reference = try Child(["/usr/bin/evemu-record", node], stdout: referenceOut, stderr: "/dev/null")
        defer { reference.stop() }
        try expect(waitUntil(.seconds(10)) { (readWholeFile("/tmp/glide-record.err") ?? "").contains("Press Ctrl-C") && hasOpen(reference.pid, node) || recorder.hasExited },
            "recorders did not open \(node): \(readWholeFile("/tmp/glide-record.err") ?? "")")
        let player = try Child(["/usr/bin/evemu-play", node], stdin: path, stderr: "/dev/null")
        try expect(player.wait() == 0, "evemu-play failed")
        sleep(.milliseconds(300))
        recorder.signal(SIGINT)
        reference.signal(SIGINT)
        try expect(recorder.wait() == 0, "glide record exited with \(String(describing: recorder.exitCode)): \(readWholeFile("/tmp/glide-record.err") ?? "")")
        reference.wait()
        let stderrText = readWholeFile("/tmp/glide-record.err") ?? ""
        try expect(stderrText.contains("Press Ctrl-C") && stderrText.contains("Stopped."), "glide record said: \(stderrText)")
        let recorded = try EvemuFile(path: glideOut)
        try checkDescription(recorded.description, trace.description)
        try compareStreams(recorded.events, model.output)
        try expect(recorded.events.first?.timestampMicroseconds == 1, "first timestamp is not 0.000001")
        try expect(recorded.lines.first == "# EVEMU 1.3" && recorded.lines.last == "" && recorded.lines.dropLast().last?.hasPrefix("E:") == true
            && recorded.events.last?.isSynReport == true, "file does not end with a whole frame")
        let reference_ = try EvemuFile(path: referenceOut)
        if recorded.lines != reference_.lines {
            let i = (0..<min(recorded.lines.count, reference_.lines.count)).first { recorded.lines[$0] != reference_.lines[$0] } ?? min(recorded.lines.count, reference_.lines.count)
            throw TestFailure("glide record and evemu-record differ at line \(i + 1): glide \(i < recorded.lines.count ? recorded.lines[i] : "<end>") | evemu-record \(i < reference_.lines.count ? reference_.lines[i] : "<end>")")
        }
        // libevemu reads Glide's file: evemu-device creates the device from it.
        let (again, againNode) = try startEvemuDevice(glideOut)
        defer { again.stop() }
        let replayed = try EvdevDevice(path: againNode)
        try checkDescription(replayed.device, trace.description)
        say("     \(recorded.events.count) events, \(recorded.lines.count) lines, identical to evemu-record's file")
    }

    // MARK: Errors and the CLI

    func errors() throws {
        do {
            _ = try EvdevDevice(path: "/dev/input/event999")
            throw TestFailure("opened a missing node")
        } catch DeviceError.notFound(let path) {
            try expect(path == "/dev/input/event999", "path \(path)")
        }
        let keyboard = try VirtualDevice(Self.keyboard)
        guard let node = keyboard.node else { throw TestFailure("keyboard has no node") }
        do {
            _ = try EvdevDevice(path: node)
            throw TestFailure("opened a keyboard as a touch device")
        } catch DeviceError.notATouchDevice(let path, let name) {
            try expect(path == node && name == Self.keyboard.name, "\(path) \(name)")
        }
        do {
            _ = try EvdevDevice(path: "/dev/uinput")
            throw TestFailure("opened /dev/uinput as an input device")
        } catch DeviceError.notAnInputDevice {}
        // A grab excludes a second grab.
        let pad = try VirtualDevice(Self.testPad(slots: 2, name: "Glide grab pad"))
        let grabbed = try EvdevDevice(path: pad.node!, grab: true)
        do {
            _ = try EvdevDevice(path: pad.node!, grab: true)
            throw TestFailure("grabbed twice")
        } catch DeviceError.alreadyGrabbed {}
        // Waiting with a timeout on a quiet device.
        let start = ContinuousClock.now
        try expect(try grabbed.nextEvent(timeout: .milliseconds(200)) == nil && grabbed.end == nil, "event or end on a quiet device")
        let waited = ContinuousClock.now - start
        try expect(waited >= .milliseconds(190) && waited < .seconds(2), "waited \(waited)")
        grabbed.close()
        try expect(grabbed.end == .finished, "end after close: \(String(describing: grabbed.end))")
    }

    static let keyboard = DeviceDescription(
        name: "Glide test keyboard", bustype: 0x11, vendor: 1, product: 1, version: 0xab41,
        codes: [EventType.key: Set((1...58).map(UInt16.init))])

    func devicesCommand() throws {
        let pad = try VirtualDevice(Self.testPad(slots: 3, name: "Glide listed pad"))
        let (screen, screenNode) = try startEvemuDevice(traces + "/ts-atmel-maxtouch-4finger-drag-down.evemu")
        defer { screen.stop() }
        let keyboard = try VirtualDevice(Self.keyboard)
        let table = try Child([glide, "devices"], stdout: "/tmp/devices.out", stderr: "/tmp/devices.err")
        try expect(table.wait() == 0, "glide devices exited \(String(describing: table.exitCode))")
        let text = readWholeFile("/tmp/devices.out") ?? ""
        let padLine = text.split(separator: "\n").first { $0.contains("Glide listed pad") } ?? ""
        try expect(padLine.hasPrefix(pad.node!) && padLine.contains("touchpad (clickpad)") && padLine.contains("100 x 70") && !padLine.contains("guess"),
            "pad line: \(padLine)\n\(text)")
        let screenLine = text.split(separator: "\n").first { $0.contains("Atmel") } ?? ""
        try expect(screenLine.hasPrefix(screenNode) && screenLine.contains("touchscreen") && screenLine.contains("(guess)"), "screen line: \(screenLine)")
        try expect(!text.contains("keyboard"), "the keyboard is listed without --all")
        let json = try Child([glide, "devices", "--json", "--all"], stdout: "/tmp/devices.json")
        try expect(json.wait() == 0, "glide devices --json failed")
        let data = try Data(contentsOf: URL(fileURLWithPath: "/tmp/devices.json"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let devices = object["devices"] as? [[String: Any]]
        else { throw TestFailure("not JSON: \(readWholeFile("/tmp/devices.json") ?? "")") }
        let entry = devices.first { $0["node"] as? String == pad.node }
        try expect(entry?["kind"] as? String == "touchpad" && entry?["slots"] as? Int == 3 && entry?["maxFingers"] as? Int == 4
            && entry?["clickpad"] as? Bool == true && entry?["sizeIsGuess"] as? Bool == false, "JSON entry \(String(describing: entry))")
        try expect(devices.contains { $0["node"] as? String == keyboard.node && $0["kind"] as? String == "other" }, "--all misses the keyboard")
        let nodes = devices.compactMap { $0["node"] as? String }
        let numbers = nodes.compactMap { Int($0.dropFirst("/dev/input/event".count)) }
        try expect(numbers == numbers.sorted(), "nodes not in numeric order: \(nodes)")
    }

    /// As user nobody, with the nodes root-only (devtmpfs's 0600), both commands must say why.
    func unprivileged() throws {
        let pad = try VirtualDevice(Self.testPad(slots: 2, name: "Glide private pad"))
        let devices = try Child([selfPath, "as-user", "65534", "65534", glide, "devices"], stdout: "/tmp/nobody.out", stderr: "/tmp/nobody.err")
        try expect(devices.wait() == 1, "glide devices as nobody exited \(String(describing: devices.exitCode))")
        let text = readWholeFile("/tmp/nobody.out") ?? ""
        try expect(text.contains("cannot be read by this user") && text.contains("'input' group") && text.contains("sudo usermod -aG input $USER")
            && text.contains("uaccess"), "glide devices as nobody said: \(text) \(readWholeFile("/tmp/nobody.err") ?? "")")
        let record = try Child([selfPath, "as-user", "65534", "65534", glide, "record", pad.node!, "-o", "/dev/null"], stderr: "/tmp/nobody-record.err")
        try expect(record.wait() == 1, "glide record as nobody exited \(String(describing: record.exitCode))")
        let message = readWholeFile("/tmp/nobody-record.err") ?? ""
        try expect(message.contains("permission denied") && message.contains("sudo usermod -aG input $USER") && !message.contains("Fatal error"),
            "glide record as nobody said: \(message)")
        // glide live names the same fix, and without a readable device says what to do.
        let live = try Child([selfPath, "as-user", "65534", "65534", glide, "live", pad.node!, "--lines"], stderr: "/tmp/nobody-live.err")
        try expect(live.wait() == 1, "glide live as nobody exited \(String(describing: live.exitCode))")
        let liveMessage = readWholeFile("/tmp/nobody-live.err") ?? ""
        try expect(liveMessage.contains("permission denied") && liveMessage.contains("sudo usermod -aG input $USER") && !liveMessage.contains("Fatal error"),
            "glide live as nobody said: \(liveMessage)")
        let pick = try Child([selfPath, "as-user", "65534", "65534", glide, "live"], stderr: "/tmp/nobody-pick.err")
        try expect(pick.wait() == 1, "glide live (no device given) as nobody exited \(String(describing: pick.exitCode))")
        let pickMessage = readWholeFile("/tmp/nobody-pick.err") ?? ""
        try expect(pickMessage.contains("'input' group") && pickMessage.contains("glide replay"), "glide live as nobody said: \(pickMessage)")
    }

    func keyboardRefusal() throws {
        let keyboard = try VirtualDevice(Self.keyboard)
        let refused = try Child([glide, "record", keyboard.node!, "-o", "/tmp/kb.evemu"], stderr: "/tmp/kb.err")
        try expect(refused.wait() == 1, "keyboard recording exited \(String(describing: refused.exitCode))")
        try expect((readWholeFile("/tmp/kb.err") ?? "").contains("--allow-keyboard"), "message: \(readWholeFile("/tmp/kb.err") ?? "")")
        try expect(access("/tmp/kb.evemu", F_OK) != 0, "a refused recording created its file")
        let allowed = try Child([glide, "record", "--allow-keyboard", keyboard.node!, "-o", "/tmp/kb.evemu"], stderr: "/tmp/kb.err")
        // Ready once it says so: an open descriptor alone is not a reader yet.
        try expect(waitUntil(.seconds(10)) { (readWholeFile("/tmp/kb.err") ?? "").contains("Press Ctrl-C") || allowed.hasExited },
            "recorder did not start: \(readWholeFile("/tmp/kb.err") ?? "")")
        try keyboard.write([Self.key(30, 1), Self.syn, Self.key(30, 0), Self.syn])
        sleep(.milliseconds(200))
        allowed.signal(SIGTERM)
        try expect(allowed.wait() == 0, "allowed keyboard recording exited \(String(describing: allowed.exitCode))")
        let file = try EvemuFile(path: "/tmp/kb.evemu")
        try expect(file.description.name == Self.keyboard.name && file.events.count == 4, "keyboard file: \(file.events.count) events")
    }
}
