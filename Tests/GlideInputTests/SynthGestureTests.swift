import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput
import GlideClock

/// What the synthesizer makes of scripts: determinism, timing, finger counts, translation, and the
/// kernel's rules for what a frame may contain.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct SynthGestureTests {
    static func synthesize(
        _ text: String, device: DeviceDescription = SyntheticDevice.touchpad, options: GestureSynthesizer.Options = .init()
    ) throws -> (source: SynthesizedEventSource, frames: [TouchFrame]) {
        let synthesizer = try GestureSynthesizer(device: device, options: options)
        let source = try synthesizer.source(for: try GestureScript(text))
        let frames = try TouchFrameAssembler.frames(from: source)
        source.rewind()
        return (source, frames)
    }

    static func evemu(_ text: String, device: DeviceDescription = SyntheticDevice.touchpad, options: GestureSynthesizer.Options = .init()) throws -> [UInt8] {
        let out = TraceOutput()
        try GestureSynthesizer(device: device, options: options).writeEvemu(try GestureScript(text), to: out, deviceArgument: "--device touchpad")
        return out.bytes
    }

    static func centroid(_ frame: TouchFrame) -> (x: Double, y: Double) {
        let n = Double(frame.contacts.count)
        return (frame.contacts.map(\.xMillimetres).reduce(0, +) / n, frame.contacts.map(\.yMillimetres).reduce(0, +) / n)
    }

    static let swipe = "down 3; move left 70% 400ms; move left 20% 300ms; lift"

    // MARK: Determinism

    @Test func sameSeedSameBytesOtherSeedOtherBytes() throws {
        let a = try Self.evemu(Self.swipe, options: .init(seed: 7))
        let b = try Self.evemu(Self.swipe, options: .init(seed: 7))
        let c = try Self.evemu(Self.swipe, options: .init(seed: 8))
        #expect(a == b)
        #expect(a != c)
        #expect(a.count > 10_000 && a.count < 100_000, "\(a.count) bytes")
        // Every option takes part.
        #expect(try Self.evemu(Self.swipe, options: .init(seed: 7, rate: 100)) != a)
        #expect(try Self.evemu(Self.swipe, options: .init(seed: 7, noiseMillimetres: 0)) != a)
        #expect(try Self.evemu(Self.swipe, options: .init(seed: 7, distanceMillimetres: 30)) != a)
    }

    @Test func theFileHoldsExactlyTheSourcesEvents() throws {
        let bytes = try Self.evemu(Self.swipe, options: .init(seed: 3))
        let path = try temporaryFile(bytes, suffix: ".evemu")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try TraceReader.open(path: path)
        let read = try RealTraces.readAll(reader)
        let (source, _) = try Self.synthesize(Self.swipe, options: .init(seed: 3))
        #expect(read == source.events)
        #expect(reader.device == SyntheticDevice.touchpad)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("# EVEMU 1.3\n# Input device name: \"Glide Synthetic Touchpad\"\n"))
        #expect(text.contains("# Size in mm: 100x56\n"))
        #expect(text.contains("# Script:  \(Self.swipe)\n# Options: --device touchpad --seed 3 --rate 120 --distance 40 --noise 0.05\n"))
        #expect(!text.contains("# Kernel:"))
    }

    // MARK: Timing

    @Test(arguments: [80.0, 120, 140])
    func frameRateWithinRangeWithJitter(_ rate: Double) throws {
        let (source, frames) = try Self.synthesize("down 2; move right 50% 500ms; pause 200ms; lift", options: .init(seed: 11, rate: rate))
        let times = frames.map(\.timestampMicroseconds)
        let intervals = zip(times.dropFirst(), times).map { Double($0 - $1) }
        let mean = intervals.reduce(0, +) / Double(intervals.count)
        #expect(abs(1_000_000 / mean - rate) < rate * 0.02, "mean rate \(1_000_000 / mean) Hz")
        #expect(1_000_000 / mean >= 79 && 1_000_000 / mean <= 141)
        let deviation = (intervals.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(intervals.count)).squareRoot()
        #expect(deviation > 150 && deviation < 1500, "interval jitter \(deviation) µs")
        #expect(Set(intervals).count > intervals.count / 2, "intervals repeat")
        #expect(source.events.first?.timestampMicroseconds == 0)
        // The device's own clock: every frame, in 100 µs units, about one period apart.
        let msc = frames.map { $0.mscTimestamp }
        #expect(msc.allSatisfy { $0 != nil && $0! % 100 == 0 })
        let steps = zip(msc.dropFirst(), msc).map { Double($0!.subtractingReportingOverflow($1!).partialValue) }
        #expect(steps.allSatisfy { abs($0 - 1_000_000 / rate) <= 100 }, "MSC_TIMESTAMP steps \(Set(steps))")
        // 0.7 s of touch.
        #expect(abs(Double(times.last! - times.first!) - 700_000) < 2 * 1_000_000 / rate)
    }

    @Test func rejectsOptionsOutOfRange() {
        for options in [
            GestureSynthesizer.Options(rate: 79), .init(rate: 141), .init(noiseMillimetres: -0.1), .init(noiseMillimetres: 3),
            .init(distanceMillimetres: 0), .init(distanceMillimetres: 5000),
        ] {
            #expect(throws: SynthesisError.self) { try GestureSynthesizer(device: SyntheticDevice.touchpad, options: options) }
        }
    }

    // MARK: Fingers and translation

    @Test func swipeOutAndBack() throws {
        let (_, frames) = try Self.synthesize(Self.swipe)
        let touching = frames.dropLast()
        #expect(touching.allSatisfy { $0.fingerCount == 3 && $0.toolFingerCount == 3 && $0.isTouching == true })
        #expect(frames.last?.fingerCount == 0 && frames.last?.ended.count == 3 && frames.last?.isTouching == false)
        #expect(frames.first?.began.count == 3)
        let start = Self.centroid(frames[0])
        let xs = touching.map { Self.centroid($0).x - start.x }
        // Out to 70% of 40 mm, back to 20%.
        #expect(abs(xs.min()! + 28) < 0.4, "furthest \(xs.min()!) mm")
        #expect(abs(xs.last! + 8) < 0.4, "released at \(xs.last!) mm")
        let ys = touching.map { Self.centroid($0).y - start.y }
        #expect(ys.allSatisfy { abs($0) < 1.5 }, "vertical drift \(ys.map(abs).max()!) mm")
        // A hand: fingers 15-20 mm apart, in a row.
        let row = frames[0].contacts.map(\.xMillimetres).sorted()
        for (a, b) in zip(row.dropFirst(), row) { #expect(a - b > 14 && a - b < 20.5, "spacing \(a - b) mm") }
        // The motion is smooth: no frame-to-frame jump beyond what 70% over 400 ms needs.
        for (a, b) in zip(xs.dropFirst(), xs) { #expect(abs(a - b) < 2, "jump \(a - b) mm") }
        // Noise is there: the fingers do not all move by exactly the same amount.
        let perFinger = frames[1].contacts.map { c in c.xMillimetres - frames[0].contacts.first { $0.id == c.id }!.xMillimetres }
        #expect(Set(perFinger).count > 1)
    }

    @Test func noiseFreeSwipeIsExact() throws {
        let (_, frames) = try Self.synthesize("down 3; move left 70% 400ms; pause 50ms; lift", options: .init(noiseMillimetres: 0))
        let start = Self.centroid(frames[0])
        let end = Self.centroid(frames[frames.count - 2])
        #expect(abs(end.x - start.x + 28) < 0.05, "\(end.x - start.x)")
    }

    @Test func percentIsOfTheDistanceOption() throws {
        let (_, frames) = try Self.synthesize("down 2; move right 50% 300ms; pause 30ms; lift", options: .init(distanceMillimetres: 60))
        let moved = Self.centroid(frames[frames.count - 2]).x - Self.centroid(frames[0]).x
        #expect(abs(moved - 30) < 0.4)
    }

    @Test func verticalSwipe() throws {
        let (_, frames) = try Self.synthesize("down 3; move up 60% 300ms; pause 30ms; lift")
        let start = Self.centroid(frames[0]), end = Self.centroid(frames[frames.count - 2])
        #expect(abs(end.y - start.y + 24) < 0.4 && abs(end.x - start.x) < 1.5)
    }

    @Test func addChangesTheFingerCount() throws {
        let (source, frames) = try Self.synthesize("down 3; move left 30% 200ms; add 1; move left 60% 200ms; lift")
        let counts = frames.map(\.fingerCount)
        let firstFour = try #require(counts.firstIndex(of: 4))
        #expect(counts[..<firstFour].dropFirst().allSatisfy { $0 == 3 })
        #expect(counts[firstFour...].dropLast().allSatisfy { $0 == 4 })
        #expect(frames[firstFour].began.count == 1 && frames[firstFour].toolFingerCount == 4)
        // The new finger lands about 200 ms in, beside the others, and moves with them.
        #expect(abs(frames[firstFour].timestamp - 0.2) < 0.012)
        let newcomer = frames[firstFour].began[0]
        let before = frames[firstFour - 1].contacts.map(\.xMillimetres)
        let x = frames[firstFour].contacts.first { $0.id == newcomer }!.xMillimetres
        #expect(before.map { abs($0 - x) }.min()! > 14)
        // BTN_TOOL_TRIPLETAP goes up, then BTN_TOOL_QUADTAP down, in that frame.
        let keys = source.events.filter { $0.type == EventType.key && $0.code != EventCode.BTN_TOUCH }.map { "\($0.code):\($0.value)" }
        #expect(keys == ["\(EventCode.BTN_TOOL_TRIPLETAP):1", "\(EventCode.BTN_TOOL_TRIPLETAP):0", "\(EventCode.BTN_TOOL_QUADTAP):1", "\(EventCode.BTN_TOOL_QUADTAP):0"])
    }

    @Test func liftOneThenStaggeredLift() throws {
        let (_, frames) = try Self.synthesize("down 4; move right 30% 200ms; lift 1; move right 40% 100ms; lift stagger 40ms")
        var counts: [Int] = []
        for f in frames where counts.last != f.fingerCount { counts.append(f.fingerCount) }
        #expect(counts == [4, 3, 2, 1, 0])
        let changes = frames.indices.dropFirst().filter { frames[$0].fingerCount != frames[$0 - 1].fingerCount }.map { frames[$0].timestamp }
        #expect(abs(changes[1] - changes[0] - 0.1) < 0.012)
        #expect(abs(changes[2] - changes[1] - 0.04) < 0.012 && abs(changes[3] - changes[2] - 0.04) < 0.012)
    }

    @Test func aTapLastsAFrame() throws {
        let (source, frames) = try Self.synthesize("pause 5ms; down 2; lift")
        #expect(frames.map(\.fingerCount) == [2, 0])
        #expect(source.events.first?.timestampMicroseconds == 0)
        let (_, staggered) = try Self.synthesize("down 3 stagger 1ms; lift stagger 1ms")
        #expect(staggered.map(\.fingerCount) == [1, 2, 0])  // the first finger has gone by the second frame
    }

    @Test func staggeredDown() throws {
        let (_, frames) = try Self.synthesize("down 3 stagger 30ms; pause 100ms; lift")
        #expect(Array(frames.prefix(9).map(\.fingerCount)).starts(with: [1]))
        var counts: [Int] = []
        for f in frames where counts.last != f.fingerCount { counts.append(f.fingerCount) }
        #expect(counts == [1, 2, 3, 0])
    }

    @Test func flickEndsAtSpeed() throws {
        let (_, slow) = try Self.synthesize("down 3; move left 25% 60ms; lift")
        let (_, fast) = try Self.synthesize("down 3; flick left 25% 60ms; lift")
        func lastSpeed(_ frames: [TouchFrame]) -> Double {
            let a = frames[frames.count - 3], b = frames[frames.count - 2]
            return abs(Self.centroid(b).x - Self.centroid(a).x) / (b.timestamp - a.timestamp)
        }
        // 10 mm in 60 ms: 167 mm/s on average, 333 at the end of a flick.
        #expect(lastSpeed(fast) > 200, "flick speed \(lastSpeed(fast)) mm/s")
        #expect(lastSpeed(slow) < 80, "move speed \(lastSpeed(slow)) mm/s")
        let moved = Self.centroid(fast[fast.count - 2]).x - Self.centroid(fast[0]).x
        #expect(moved < -7 && moved > -10.5, "flick released at \(moved) mm")
    }

    @Test func reversalReleasedWhileMovingBack() throws {
        let (_, frames) = try Self.synthesize("down 3; move left 70% 350ms; flick left 40% 120ms; lift")
        let start = Self.centroid(frames[0]).x
        let xs = frames.dropLast().map { Self.centroid($0).x - start }
        #expect(abs(xs.min()! + 28) < 0.5)
        #expect(xs.last! > -18 && xs.last! < -15, "released at \(xs.last!) mm")
        #expect(xs.last! - xs[xs.count - 2] > 1, "not moving back at release")
    }

    // MARK: Drops and removal

    @Test func dropEmitsSynDroppedAndFlagsTheNextFrame() throws {
        let script = "down 3; move left 40% 200ms; drop; move left 60% 150ms; lift"
        let (source, frames) = try Self.synthesize(script)
        let drops = source.events.indices.filter { source.events[$0].type == EventType.syn && source.events[$0].code == EventCode.SYN_DROPPED }
        try #require(drops.count == 1)
        // SYN_DROPPED at about 200 ms, followed by the tail of a frame and its SYN_REPORT.
        let dropTime = Double(source.events[drops[0]].timestampMicroseconds) / 1e6
        #expect(dropTime > 0.245 && dropTime < 0.265, "SYN_DROPPED at \(dropTime) s")
        #expect(source.events[drops[0]...].contains { $0.isSynReport })
        let flagged = frames.filter(\.followsDrop)
        try #require(flagged.count == 1)
        let after = frames.firstIndex { $0.followsDrop }!
        #expect(frames[after].timestamp > dropTime && frames[after - 1].timestamp < 0.201)
        // About 50 ms of frames are missing.
        #expect(frames[after].timestamp - frames[after - 1].timestamp > 0.05)
        let (_, undropped) = try Self.synthesize("down 3; move left 40% 200ms; move left 60% 150ms; lift")
        #expect(undropped.count - frames.count >= 6)
        #expect(frames.allSatisfy { $0.fingerCount == 3 || $0 == frames.last! })
    }

    @Test func dropLongerThanTheRestEndsWithTheOverflow() throws {
        let (source, frames) = try Self.synthesize("down 2; pause 100ms; drop 1s; pause 40ms; lift")
        #expect(source.events.contains { $0.code == EventCode.SYN_DROPPED && $0.type == EventType.syn })
        #expect(source.events.last?.isSynReport == true)
        #expect(frames.last?.followsDrop == false)
        #expect(frames.last.map { abs($0.timestamp - 0.1) < 0.012 } == true)
    }

    @Test func dropWithNothingAfterIsAnError() {
        #expect(throws: GestureScriptError.self) { try Self.synthesize("down 2; pause 95ms; drop; vanish") }
    }

    @Test func vanishEndsMidGestureWithFingersDown() throws {
        let (source, frames) = try Self.synthesize("down 3; move left 50% 300ms; vanish")
        #expect(frames.last?.fingerCount == 3 && frames.last?.isTouching == true)
        #expect(!source.events.contains { $0.code == EventCode.ABS_MT_TRACKING_ID && $0.value == -1 })
        #expect(source.events.last?.isSynReport == true)
        while source.nextEvent() != nil {}
        #expect(source.end == .deviceRemoved)
        let moved = Self.centroid(frames.last!).x - Self.centroid(frames[0]).x
        #expect(abs(moved + 20) < 0.5)
        let (finished, _) = try Self.synthesize(Self.swipe)
        while finished.nextEvent() != nil {}
        #expect(finished.end == .finished)
    }

    // MARK: What the kernel lets through

    /// Replays `events` against a model of the device state: every value must change something,
    /// `ABS_MT_SLOT` must name a new slot, at most one BTN_TOOL_* may be down.
    static func checkKernelRules(_ events: [InputEvent], device: DeviceDescription) {
        var slot = 0
        var slots: [[UInt16: Int32]] = Array(repeating: [EventCode.ABS_MT_TRACKING_ID: -1], count: device.slotCount)
        var abs: [UInt16: Int32] = [:]
        var keys: Set<UInt16> = []
        var frame: [InputEvent] = []
        for e in events {
            if !(e.type == EventType.syn) { #expect(device.has(type: e.type, code: e.code), "unsupported code \(e.code)") }
            switch e.type {
            case EventType.syn where e.code == EventCode.SYN_REPORT:
                #expect(!frame.isEmpty, "empty frame")
                #expect(Set(frame.map(\.timestampMicroseconds)).count == 1 && frame.first!.timestampMicroseconds == e.timestampMicroseconds)
                let tools: Set<UInt16> = [0x145, 0x14d, 0x14e, 0x14f, 0x148]
                #expect(keys.intersection(tools).count <= 1)
                frame = []
                continue
            case EventType.abs where e.code == EventCode.ABS_MT_SLOT:
                #expect(Int(e.value) != slot, "redundant ABS_MT_SLOT")
                slot = Int(e.value)
            case EventType.abs where e.code > EventCode.ABS_MT_SLOT:
                #expect(slots[slot][e.code] != e.value, "unchanged \(e.code) in slot \(slot)")
                slots[slot][e.code] = e.value
            case EventType.abs:
                #expect(abs[e.code] != e.value, "unchanged \(e.code)")
                abs[e.code] = e.value
            case EventType.key:
                #expect(keys.contains(e.code) != (e.value == 1), "unchanged key \(e.code)")
                if e.value == 1 { keys.insert(e.code) } else { keys.remove(e.code) }
            default:
                break
            }
            frame.append(e)
        }
    }

    @Test(arguments: [
        "down 3; move left 70% 400ms; move left 20% 300ms; lift",
        "down 3; move right 30% 200ms; lift 1; add 2; move right 40% 100ms; lift stagger 40ms",
        "down 2; pause 50ms; lift; pause 100ms; down 3; move up 50% 200ms; lift",
    ])
    func onlyChangedValuesAsTheKernelSends(_ script: String) throws {
        let (source, frames) = try Self.synthesize(script)
        Self.checkKernelRules(source.events, device: SyntheticDevice.touchpad)
        // Pointer emulation follows the oldest contact.
        var x: Int32?
        for e in source.events where e.type == EventType.abs && e.code == EventCode.ABS_X { x = e.value }
        #expect(x != nil)
        #expect(frames.allSatisfy { $0.mscTimestamp != nil })
        #expect(frames.allSatisfy { $0.contacts.allSatisfy { ($0.pressure ?? 0) > 0 } })
    }

    @Test func slotsAndTrackingIDs() throws {
        let (source, frames) = try Self.synthesize("down 2; pause 50ms; lift; pause 100ms; down 3; pause 50ms; lift")
        let ids = source.events.filter { $0.code == EventCode.ABS_MT_TRACKING_ID && $0.type == EventType.abs && $0.value >= 0 }.map(\.value)
        #expect(ids.count == 5)
        for (a, b) in zip(ids.dropFirst(), ids) { #expect(a == (b + 1) & 0xFFFF) }
        // New contacts take the lowest free slots.
        #expect(frames.first { $0.fingerCount == 3 }!.contacts.map(\.slot) == [0, 1, 2])
    }

    // MARK: Devices

    @Test func touchscreenEdgeSwipe() throws {
        let screen = SyntheticDevice.touchscreen
        #expect(screen.kind == .touchscreen && screen.slotCount == 10)
        #expect(abs(screen.sizeMillimetres.width - 294) < 0.1 && abs(screen.sizeMillimetres.height - 165) < 0.1)
        let synthesizer = try GestureSynthesizer(device: screen)
        #expect(synthesizer.distanceMillimetres == screen.sizeMillimetres.width)
        let (source, frames) = try Self.synthesize("down 1 at right; move left 51% 700ms; pause 100ms; lift", device: screen)
        let first = frames[0].contacts[0]
        #expect(screen.sizeMillimetres.width - first.xMillimetres < 2.5 && abs(first.yMillimetres - 82.5) < 2)
        let moved = frames[frames.count - 2].contacts[0].xMillimetres - first.xMillimetres
        #expect(abs(moved + 0.51 * 294) < 0.5, "moved \(moved) mm")
        #expect(frames.allSatisfy { $0.toolFingerCount == nil && $0.contacts.allSatisfy { $0.pressure == nil } })
        Self.checkKernelRules(source.events, device: screen)
        let (_, left) = try Self.synthesize("down 1 at left 30%; move right 49% 700ms; pause 100ms; lift", device: screen)
        #expect(left[0].contacts[0].xMillimetres < 2.5 && abs(left[0].contacts[0].yMillimetres - 49.5) < 2)
    }

    @Test func touchscreenTenFingersTouchpadFive() throws {
        _ = try Self.synthesize("down 10; move down 10% 100ms; lift", device: SyntheticDevice.touchscreen)
        do {
            _ = try Self.synthesize("down 5; add 1; lift")
            Issue.record("six fingers on five slots")
        } catch let error as GestureScriptError {
            #expect(error.line == 1 && error.column == 9 && error.expected.contains("5 slots"), "\(error)")
        }
    }

    @Test func fingersMustStayOnTheSurface() throws {
        do {
            _ = try Self.synthesize("down 3; pause 10ms\nmove left 300% 200ms; lift")
            Issue.record("accepted")
        } catch let error as GestureScriptError {
            #expect(error.line == 2 && error.column == 1, "\(error)")
            #expect(error.expected.contains("fits on the 100 × 56 mm surface") && error.found == "move left 300% 200ms", "\(error)")
        }
        do {
            _ = try Self.synthesize("down 3 at 50% 50%; move right 80% 100ms; lift")
            Issue.record("accepted")
        } catch let error as GestureScriptError {
            #expect(error.column == 20 && error.expected.contains("stays on the 100 × 56 mm surface"), "\(error)")
        }
        #expect(throws: GestureScriptError.self) { try Self.synthesize("down 3 at 99% 50%; lift") }
        // An added finger goes on whichever side has room.
        let (_, frames) = try Self.synthesize("down 2 at right; add 1; pause 20ms; lift", device: SyntheticDevice.touchscreen)
        #expect(frames[0].contacts.allSatisfy { $0.xMillimetres <= 294 })
    }

    @Test func likeARecordedDevice() throws {
        let t480 = try SyntheticDevice.like(trace: RealTraces.path("synaptics-tm3276-t480-2finger-swipe-left.evemu"))
        #expect(t480.name == "Synaptics TM3276-022" && t480.node == nil)
        let (source, frames) = try Self.synthesize("down 4; move right 60% 300ms; lift stagger 30ms", device: t480)
        #expect(frames.map(\.fingerCount).max() == 4)
        let moved = Self.centroid(frames.last { $0.fingerCount == 4 }!).x - Self.centroid(frames[0]).x
        #expect(abs(moved - 24) < 0.5)
        Self.checkKernelRules(source.events, device: t480)
        // No MSC_TIMESTAMP on this pad, and BTN_TOOL_QUADTAP for four fingers.
        #expect(!source.events.contains { $0.type == EventType.msc })
        #expect(source.events.contains { $0.code == EventCode.BTN_TOOL_QUADTAP && $0.value == 1 })
        // Fuzz on the axes is applied as the kernel would.
        let clickpad = try SyntheticDevice.like(trace: RealTraces.path("synaptics-clickpad-2finger-scroll-down.evemu"))
        let (padEvents, _) = try Self.synthesize("down 2; move down 40% 200ms; lift", device: clickpad)
        #expect(padEvents.events.count > 50)
        // Protocol A has no slots to put fingers in.
        #expect(throws: SynthesisError.self) {
            try GestureSynthesizer(device: try SyntheticDevice.like(trace: RealTraces.path("ts-ntrig-2finger-touch-release-protoA.evemu")))
        }
        #expect(throws: TraceError.self) { try SyntheticDevice.like(trace: "/nonexistent.evemu") }
    }

    @Test func presets() {
        let pad = SyntheticDevice.touchpad
        #expect(pad.kind == .touchpad && pad.isClickpad && pad.slotCount == 5 && pad.maxFingers == 5)
        #expect(pad.sizeMillimetres.width == 100 && pad.sizeMillimetres.height == 56 && !pad.sizeMillimetres.isGuess)
        #expect(pad.has(type: EventType.msc, code: EventCode.MSC_TIMESTAMP) && pad.has(type: EventType.key, code: EventCode.BTN_LEFT))
        #expect(SyntheticDevice.preset(named: "TouchScreen") == SyntheticDevice.touchscreen)
        #expect(SyntheticDevice.preset(named: "mouse") == nil)
        #expect(GestureSynthesizer.defaultDistanceMillimetres(for: pad) == 40)
    }

    @Test func splitMix64IsTheReferenceSequence() {
        // The first outputs for seed 0 (Vigna's reference implementation).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        var g = SplitMix64(seed: 42)
        let values = (0..<10_000).map { _ in g.gaussian(sigma: 2) }
        let mean = values.reduce(0, +) / 10_000
        let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 10_000).squareRoot()
        #expect(abs(mean) < 0.1 && abs(sd - 2) < 0.1)
        #expect((0..<1000).allSatisfy { _ in (3...5).contains(g.integer(3...5)) })
    }
}
