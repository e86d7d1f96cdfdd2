import GlideClock

/// Turns a ``GestureScript`` into the events a real touch device would send for it.
///
/// The synthesizer plays the part of a multitouch driver on a protocol-B device and sends each
/// frame through a model of the kernel's input core, so the output is what `evemu-record` would
/// have written for real fingers:
///
/// - frames at the device's scan rate (default 120 Hz, 80-140 Hz allowed), each stamped when it
///   reached the host: the scan time plus a random 0.25-1.25 ms of bus latency, so the intervals
///   jitter as real ones do; `MSC_TIMESTAMP` carries the device's own scan clock (100 µs units,
///   wrapping at 2³²);
/// - fingers in a row like a hand (about 17 mm apart, the middle ones a little higher), moving
///   together along minimum-jerk curves between the scripted points, with a slight slant (a hand
///   never moves perfectly straight) and a little correlated sensor noise;
/// - pressure that rises as a finger lands and falls as it leaves;
/// - only changed values per frame, `ABS_MT_SLOT` only when the slot changes, new contacts in the
///   lowest free slot with the kernel's incrementing tracking ids, `BTN_TOUCH` and one
///   `BTN_TOOL_*` for the finger count, and `ABS_X`/`ABS_Y`/`ABS_PRESSURE` from the oldest contact
///   (`input_mt_report_pointer_emulation`) - each only when the device has the code.
///
/// Everything random comes from a ``SplitMix64`` seeded with ``Options/seed``: the same script,
/// device and options always give the same events.
///
/// ```swift
/// let script = try GestureScript("down 3; move left 70% 400ms; move left 20% 300ms; lift")
/// let synthesizer = try GestureSynthesizer(device: SyntheticDevice.touchpad)
/// let frames = try TouchFrameAssembler.frames(from: synthesizer.source(for: script))
/// ```
public struct GestureSynthesizer: Sendable {
    /// How the synthesizer renders a script.
    public struct Options: Hashable, Sendable {
        /// The random seed: same seed, same events.
        public var seed: UInt64
        /// The device's scan rate in Hz, within ``rateRange``.
        public var rate: Double
        /// What 100% means in `move`, in millimetres; nil for the device's default
        /// (``GestureSynthesizer/defaultDistanceMillimetres(for:)``).
        public var distanceMillimetres: Double?
        /// The standard deviation of the positional noise, in millimetres (0 for none; at most 2).
        public var noiseMillimetres: Double

        /// Creates options.
        public init(seed: UInt64 = 1, rate: Double = 120, distanceMillimetres: Double? = nil, noiseMillimetres: Double = 0.05) {
            self.seed = seed
            self.rate = rate
            self.distanceMillimetres = distanceMillimetres
            self.noiseMillimetres = noiseMillimetres
        }

        /// The scan rates allowed, in Hz.
        public static let rateRange: ClosedRange<Double> = 80...140
        /// The noise allowed, in millimetres.
        public static let noiseRange: ClosedRange<Double> = 0...2
    }

    /// The gesture distance on touchpads: 40 mm (the interaction driver uses the same).
    public static let touchpadDistanceMillimetres = 40.0

    /// What 100% of a gesture is on `device`: 40 mm on a touchpad, the surface's width on a
    /// touchscreen.
    public static func defaultDistanceMillimetres(for device: DeviceDescription) -> Double {
        device.kind == .touchscreen ? device.sizeMillimetres.width : touchpadDistanceMillimetres
    }

    /// The device the events are for.
    public let device: DeviceDescription
    /// The options.
    public let options: Options
    /// What 100% of a move is, in millimetres.
    public let distanceMillimetres: Double

    /// A synthesizer for `device`.
    /// - Throws: ``SynthesisError/unsupportedDevice(name:reason:)`` unless the device is a
    ///   protocol-B touchpad or touchscreen with position and tracking-id axes;
    ///   ``SynthesisError/invalidOption(_:)`` for a rate, noise or distance out of range.
    public init(device: DeviceDescription, options: Options = Options()) throws(SynthesisError) {
        let codes: [(UInt16, String)] = [
            (EventCode.ABS_MT_SLOT, "ABS_MT_SLOT (multitouch protocol B)"),
            (EventCode.ABS_MT_TRACKING_ID, "ABS_MT_TRACKING_ID"),
            (EventCode.ABS_MT_POSITION_X, "ABS_MT_POSITION_X"), (EventCode.ABS_MT_POSITION_Y, "ABS_MT_POSITION_Y"),
        ]
        for (code, name) in codes where !device.has(type: EventType.abs, code: code) || device.axes[code] == nil {
            throw .unsupportedDevice(name: device.name, reason: "it has no \(name) axis")
        }
        guard device.kind != .other else {
            throw .unsupportedDevice(name: device.name, reason: "it is neither a touchpad nor a touchscreen")
        }
        guard device.slotCount >= 1 else { throw .unsupportedDevice(name: device.name, reason: "it has no slots") }
        for axis in [EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y] where device.axes[axis]!.maximum <= device.axes[axis]!.minimum {
            throw .unsupportedDevice(name: device.name, reason: "a position axis has an empty range")
        }
        guard Options.rateRange.contains(options.rate) else {
            throw .invalidOption("the frame rate must be from 80 to 140 Hz (real touch devices scan at about that), not \(Self.number(options.rate)) Hz")
        }
        guard Options.noiseRange.contains(options.noiseMillimetres) else {
            throw .invalidOption("the noise must be from 0 to 2 mm, not \(Self.number(options.noiseMillimetres)) mm")
        }
        if let d = options.distanceMillimetres, !(d > 0 && d <= 1000) {
            throw .invalidOption("the gesture distance must be above 0 and at most 1000 mm, not \(Self.number(d)) mm")
        }
        self.device = device
        self.options = options
        distanceMillimetres = options.distanceMillimetres ?? Self.defaultDistanceMillimetres(for: device)
    }

    /// The events for `script`, timestamps in microseconds from 0 (the first event).
    /// - Throws: ``GestureScriptError`` when the script does not fit the device: more fingers
    ///   than slots, or a finger off the surface; it names the step.
    public func events(for script: GestureScript) throws(GestureScriptError) -> [InputEvent] {
        try render(script).events
    }

    /// An ``InputEventSource`` over the events for `script` (ending with
    /// ``InputSourceEnd/deviceRemoved`` when the script ends with `vanish`).
    /// - Throws: ``GestureScriptError`` as ``events(for:)``.
    public func source(for script: GestureScript) throws(GestureScriptError) -> SynthesizedEventSource {
        let result = try render(script)
        return SynthesizedEventSource(device: device, events: result.events, endsWithRemoval: result.vanished)
    }

    /// Writes an evemu recording of `script` to `output`, as `glide synth` does: evemu-record's
    /// header and description, a comment naming the script and options, then the events.
    /// `deviceArgument` is how the device was chosen, for that comment (`--device touchpad`,
    /// `--like FILE`); nil leaves it out. Returns the number of events written.
    /// - Throws: ``GestureScriptError`` as ``events(for:)``, or ``TraceWriteError``.
    @discardableResult
    public func writeEvemu(_ script: GestureScript, to output: TraceOutput, deviceArgument: String? = nil) throws -> Int {
        let events = try events(for: script)
        let writer = try EvemuWriter(device: device, to: output)
        output.append("# Synthesized by glide synth, not recorded from a device.\n")
        var first = true
        for line in script.text.split(omittingEmptySubsequences: true, whereSeparator: TextFile.isLineEnd) {
            let trimmed = line.trimmingCharacters(in: " \t\r")
            if trimmed.isEmpty { continue }
            output.append(first ? "# Script:  " : "#          ")
            output.append(trimmed + "\n")
            first = false
        }
        var arguments: [String] = []
        if let deviceArgument { arguments.append(deviceArgument) }
        arguments += ["--seed", String(options.seed), "--rate", Self.number(options.rate)]
        arguments += ["--distance", Self.number(distanceMillimetres), "--noise", Self.number(options.noiseMillimetres)]
        output.append("# Options: " + arguments.joined(separator: " ") + "\n")
        for event in events { try writer.write(event) }
        try writer.flush()
        return writer.eventCount
    }

    /// `120` for 120.0, `0.05` for 0.05: the shortest text that reads back as the same number.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    // MARK: Planning

    /// One finger's life.
    struct Finger {
        var gesture: Int
        /// Where the finger sits relative to the hand's reference point (mm).
        var offset: SurfacePoint
        /// The other side of the hand, for a finger added where the surface ends.
        var mirroredOffset: SurfacePoint?
        var land: Int64
        var lift: Int64?
        /// Pressure as a fraction of the pressure axis range.
        var pressure: Double
        /// The step that put it down.
        var step: Int
    }

    /// One touch: from the first finger down until the last lifts.
    struct Gesture {
        var placement: GestureScript.Placement?
        var path = HandPath()
        /// The hand's reference point on the surface at the start (mm), once placed.
        var start = SurfacePoint.zero
        /// The step that began it.
        var step: Int
    }

    struct Drop {
        var start: Int64
        var lost: Int64
        var step: Int
    }

    struct Plan {
        var fingers: [Finger] = []
        var gestures: [Gesture] = []
        var drops: [Drop] = []
        var vanishAt: Int64?
        var end: Int64 = 0
    }

    /// The surface in millimetres and the conversion to device units.
    struct Surface {
        var width: Double
        var height: Double
        var x: AxisInfo
        var y: AxisInfo
        var xScale: Double  // units per mm
        var yScale: Double

        init(_ device: DeviceDescription) {
            let size = device.sizeMillimetres
            x = device.axes[EventCode.ABS_MT_POSITION_X]!
            y = device.axes[EventCode.ABS_MT_POSITION_Y]!
            width = size.width
            height = size.height
            // The same scale TouchFrameAssembler uses to turn units back into millimetres.
            xScale = size.isGuess ? Double(Int64(x.maximum) - Int64(x.minimum)) / width : Double(x.resolution)
            yScale = size.isGuess ? Double(Int64(y.maximum) - Int64(y.minimum)) / height : Double(y.resolution)
        }

        func units(x mm: Double) -> Int32 {
            let v = (Double(x.minimum) + min(max(mm, 0), width) * xScale).rounded()
            return Int32(min(max(v, Double(x.minimum)), Double(x.maximum)))
        }

        func units(y mm: Double) -> Int32 {
            let v = (Double(y.minimum) + min(max(mm, 0), height) * yScale).rounded()
            return Int32(min(max(v, Double(y.minimum)), Double(y.maximum)))
        }

        func contains(_ p: SurfacePoint) -> Bool { p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height }
    }

    /// How far from an edge `down N at EDGE` puts the outermost finger.
    static let edgeInsetMillimetres = 1.5

    private func error(_ script: GestureScript, step index: Int, _ expected: String, found: String? = nil) -> GestureScriptError {
        let step = script.steps[index]
        return GestureScriptError(script: script.name, line: step.line, column: step.column, expected: expected, found: found ?? step.text)
    }

    /// A hand of `n` fingers in a row: offsets from the hand's centre.
    private static func hand(_ n: Int, surface: Surface, rng: inout SplitMix64) -> [SurfacePoint] {
        let spacing = min(rng.uniform(16...18.5), max(8, (surface.width - 8) / Double(max(n, 2))))
        var points: [SurfacePoint] = []
        let tilt = n == 2 ? rng.uniform(-2...2) : 0
        for i in 0..<n {
            let t = n > 1 ? 2 * Double(i) / Double(n - 1) - 1 : 0
            let arc = n >= 3 ? 4 * (1 - t * t) : 0
            points.append(SurfacePoint(
                x: (Double(i) - Double(n - 1) / 2) * spacing + rng.uniform(-0.75...0.75),
                y: -arc + t * tilt + rng.uniform(-1...1)))
        }
        let mean = points.reduce(SurfacePoint.zero, +) * (1 / Double(n))
        return points.map { $0 - mean }
    }

    private func plan(_ script: GestureScript, surface: Surface, rng: inout SplitMix64) throws(GestureScriptError) -> Plan {
        var plan = Plan()
        var time: Int64 = 0
        var active: [Int] = []  // finger indices, in landing order
        var target = SurfacePoint.zero  // the scripted displacement, before the slant
        var hand = SurfacePoint.zero  // the displacement reached
        var slant = 0.0
        var motionEnd: (time: Int64, velocity: SurfacePoint)?
        let slots = device.slotCount

        func checkSlots(_ step: Int) throws(GestureScriptError) {
            if active.count > slots {
                throw error(
                    script, step: step,
                    "at most \(slots) finger\(slots == 1 ? "" : "s") at once: \"\(device.name)\" has \(slots) slot\(slots == 1 ? "" : "s")")
            }
        }

        for (index, step) in script.steps.enumerated() {
            switch step.action {
            case .down(let n, let placement, let stagger):
                plan.gestures.append(Gesture(placement: placement, step: index))
                slant = rng.uniform(-0.035...0.035)
                target = .zero
                hand = .zero
                motionEnd = nil
                let offsets = Self.hand(n, surface: surface, rng: &rng)
                // Fingers land in a random order (all in one frame unless staggered).
                var order = Array(0..<n)
                for i in stride(from: n - 1, to: 0, by: -1) { order.swapAt(i, rng.integer(0...i)) }
                for (k, i) in order.enumerated() {
                    active.append(plan.fingers.count)
                    plan.fingers.append(Finger(
                        gesture: plan.gestures.count - 1, offset: offsets[i], land: time + Int64(k) * stagger,
                        pressure: rng.uniform(0.19...0.27), step: index))
                }
                time += Int64(n - 1) * stagger
                try checkSlots(index)
            case .move(let direction, let percent, let duration, let profile):
                let value = direction.sign * percent / 100 * distanceMillimetres
                if direction.isHorizontal { target.x = value } else { target.y = value }
                let to = SurfacePoint(x: target.x + slant * target.y, y: target.y + slant * target.x)
                let startVelocity = motionEnd?.time == time ? motionEnd!.velocity : .zero
                let endVelocity = profile == .flick ? (to - hand) * (2 / Double(duration)) : .zero
                plan.gestures[plan.gestures.count - 1].path.segments.append(MotionSegment(
                    start: time, end: time + duration, from: hand, to: to,
                    startVelocity: startVelocity, endVelocity: endVelocity, step: index))
                time += duration
                hand = to
                motionEnd = (time, endVelocity)
            case .pause(let duration):
                time += duration
            case .add(let n):
                for _ in 0..<n {
                    let current = active.map { plan.fingers[$0].offset }
                    let spacing = rng.uniform(16...18.5)
                    let y = current.map(\.y).reduce(0, +) / Double(current.count) + rng.uniform(-1.5...1.5)
                    let right = SurfacePoint(x: current.map(\.x).max()! + spacing, y: y)
                    let left = SurfacePoint(x: current.map(\.x).min()! - spacing, y: y)
                    active.append(plan.fingers.count)
                    plan.fingers.append(Finger(
                        gesture: plan.gestures.count - 1, offset: right, mirroredOffset: left, land: time,
                        pressure: rng.uniform(0.19...0.27), step: index))
                }
                try checkSlots(index)
            case .lift(let n, let stagger):
                let count = n ?? active.count
                for (k, finger) in active.suffix(count).reversed().enumerated() {
                    plan.fingers[finger].lift = time + Int64(k) * stagger
                }
                active.removeLast(count)
                time += Int64(count - 1) * stagger
                if active.isEmpty { motionEnd = nil }
            case .drop(let lost):
                plan.drops.append(Drop(start: time, lost: lost, step: index))
            case .vanish:
                plan.vanishAt = time
            }
        }
        plan.end = time
        return plan
    }

    /// Puts each gesture on the surface and checks that every finger stays on it.
    private func place(_ plan: inout Plan, script: GestureScript, surface: Surface, rng: inout SplitMix64) throws(GestureScriptError) {
        for g in plan.gestures.indices {
            let gesture = plan.gestures[g]
            let members = plan.fingers.indices.filter { plan.fingers[$0].gesture == g }
            let initial = members.filter { plan.fingers[$0].step == gesture.step }.map { plan.fingers[$0].offset }
            switch gesture.placement {
            case .point(let x, let y)?:
                plan.gestures[g].start = SurfacePoint(x: x / 100 * surface.width, y: y / 100 * surface.height)
            case .edge(let edge, let along)?:
                let inset = Self.edgeInsetMillimetres
                switch edge {
                case .left: plan.gestures[g].start = SurfacePoint(x: inset - initial.map(\.x).min()!, y: along / 100 * surface.height)
                case .right: plan.gestures[g].start = SurfacePoint(x: surface.width - inset - initial.map(\.x).max()!, y: along / 100 * surface.height)
                case .top: plan.gestures[g].start = SurfacePoint(x: along / 100 * surface.width, y: inset - initial.map(\.y).min()!)
                case .bottom: plan.gestures[g].start = SurfacePoint(x: along / 100 * surface.width, y: surface.height - inset - initial.map(\.y).max()!)
                }
            case nil:
                // Centre everything the fingers will cover, then shift a little at random. If it
                // cannot fit, the step that made it too wide or too tall is to blame.
                var points: [(time: Int64, step: Int, point: SurfacePoint)] = []
                for f in members {
                    for (time, step) in checkpoints(plan.fingers[f], gesture.path) {
                        points.append((time, step, plan.fingers[f].offset + gesture.path.offset(at: time)))
                    }
                }
                points.sort { $0.time < $1.time || ($0.time == $1.time && $0.step < $1.step) }
                var low = SurfacePoint(x: .infinity, y: .infinity), high = SurfacePoint(x: -.infinity, y: -.infinity)
                for (_, step, p) in points {
                    low = SurfacePoint(x: min(low.x, p.x), y: min(low.y, p.y))
                    high = SurfacePoint(x: max(high.x, p.x), y: max(high.y, p.y))
                    if high.x - low.x > surface.width || high.y - low.y > surface.height {
                        let wide = high.x - low.x > surface.width
                        throw error(
                            script, step: step,
                            "a gesture that fits on the \(Self.millimetres(surface.width)) × \(Self.millimetres(surface.height)) mm surface "
                                + "(with this step the fingers cover \(Self.millimetres(wide ? high.x - low.x : high.y - low.y)) mm "
                                + "\(wide ? "across" : "down"); 100% is \(Self.millimetres(distanceMillimetres)) mm: use a smaller percentage)")
                    }
                }
                let marginX = surface.width - (high.x - low.x), marginY = surface.height - (high.y - low.y)
                plan.gestures[g].start = SurfacePoint(
                    x: surface.width / 2 - (low.x + high.x) / 2 + rng.uniform(-0.1...0.1) * marginX,
                    y: surface.height / 2 - (low.y + high.y) / 2 + rng.uniform(-0.1...0.1) * marginY)
            }
            // A finger added past the edge of the surface goes on the other side of the hand.
            for f in members {
                guard let mirrored = plan.fingers[f].mirroredOffset else { continue }
                let land = plan.fingers[f].land
                let start = plan.gestures[g].start, offset = gesture.path.offset(at: land)
                if !surface.contains(start + plan.fingers[f].offset + offset), surface.contains(start + mirrored + offset) {
                    plan.fingers[f].offset = mirrored
                }
            }
        }
        // The first place (in time) where a finger leaves the surface.
        var worst: (time: Int64, step: Int, point: SurfacePoint)?
        for finger in plan.fingers {
            let gesture = plan.gestures[finger.gesture]
            for (time, step) in checkpoints(finger, gesture.path) {
                let p = gesture.start + finger.offset + gesture.path.offset(at: time)
                if !surface.contains(p), worst == nil || time < worst!.time { worst = (time, step, p) }
            }
        }
        if let worst {
            let position = worst.point.x < 0 || worst.point.x > surface.width ? "x = \(Self.millimetres(worst.point.x))" : "y = \(Self.millimetres(worst.point.y))"
            throw error(
                script, step: worst.step,
                "a gesture that stays on the \(Self.millimetres(surface.width)) × \(Self.millimetres(surface.height)) mm surface "
                    + "(this step takes a finger to \(position) mm; 100% is \(Self.millimetres(distanceMillimetres)) mm: "
                    + "use a smaller percentage, or place the hand with `down N at X% Y%`)")
        }
    }

    private static func millimetres(_ v: Double) -> String {
        let tenths = (v * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int64(tenths)) : String(tenths)
    }

    /// When to check a finger's position, and the step responsible: its landing and the end of
    /// every motion while it is down.
    private func checkpoints(_ finger: Finger, _ path: HandPath) -> [(Int64, Int)] {
        var points: [(Int64, Int)] = [(finger.land, finger.step)]
        for segment in path.segments where segment.end > finger.land && (finger.lift == nil || segment.end <= finger.lift!) {
            points.append((segment.end, segment.step))
        }
        for segment in path.segments where finger.lift != nil && segment.start < finger.lift! && segment.end > finger.lift! {
            points.append((finger.lift!, segment.step))
        }
        return points
    }

    // MARK: Rendering

    struct Rendered {
        var events: [InputEvent]
        var vanished: Bool
    }

    private func render(_ script: GestureScript) throws(GestureScriptError) -> Rendered {
        let surface = Surface(device)
        var planRNG = SplitMix64(seed: options.seed)
        var noiseRNG = SplitMix64(seed: options.seed ^ 0x5EED_0F_D1CE_5EED)
        var plan = try plan(script, surface: surface, rng: &planRNG)
        try place(&plan, script: script, surface: surface, rng: &planRNG)

        let period = 1_000_000 / options.rate
        // A finger touches for at least one frame: `down 2; lift` is a tap, not nothing.
        for f in plan.fingers.indices {
            guard let lift = plan.fingers[f].lift else { continue }
            var k = (Double(plan.fingers[f].land) / period).rounded(.up)
            if Int64((k * period).rounded()) < plan.fingers[f].land { k += 1 }
            let landScan = Int64((k * period).rounded())
            if lift <= landScan { plan.fingers[f].lift = landScan + 1 }
        }
        let slots = device.slotCount
        let trackingMax = min(Int(device.axes[EventCode.ABS_MT_TRACKING_ID]!.maximum), 0xFFFF)
        var trackingID = planRNG.integer(0...trackingMax)
        let hasPressure = device.has(type: EventType.abs, code: EventCode.ABS_MT_PRESSURE) && device.axes[EventCode.ABS_MT_PRESSURE] != nil
        let pressureAxis = device.axes[EventCode.ABS_MT_PRESSURE] ?? AxisInfo(minimum: 0, maximum: 0)
        let mscBase = UInt32(planRNG.integer(10_000...10_000_000)) &* 100  // 1 s to 17 min since the device reset
        let tools: [UInt16] = [
            EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_DOUBLETAP, EventCode.BTN_TOOL_TRIPLETAP,
            EventCode.BTN_TOOL_QUADTAP, EventCode.BTN_TOOL_QUINTTAP,
        ]
        let noise = options.noiseMillimetres
        let rho = 0.5, innovation = (1 - rho * rho).squareRoot()

        var kernel = KernelEventFilter(device: device)
        var slotOwner: [Int?] = Array(repeating: nil, count: slots)
        var fingerSlot: [Int?] = Array(repeating: nil, count: plan.fingers.count)
        var fingerID: [Int32] = Array(repeating: -1, count: plan.fingers.count)
        var noiseState: [SurfacePoint?] = Array(repeating: nil, count: plan.fingers.count)
        var pressureNoise: [Double] = Array(repeating: 0, count: plan.fingers.count)
        var output: [InputEvent] = []
        var dropIndex = 0
        var lostFrame: [InputEvent]?  // the last frame lost to the pending drop

        guard let firstLand = plan.fingers.map(\.land).min() else { return Rendered(events: [], vanished: plan.vanishAt != nil) }
        let lastLift = plan.fingers.compactMap(\.lift).max() ?? 0
        let end = plan.vanishAt ?? lastLift
        var k = Int64((Double(firstLand) / period).rounded(.up))
        var previouslyActive = false
        while true {
            let scan = (Double(k) * period).rounded()
            let scanTime = Int64(scan)
            k += 1
            if let vanish = plan.vanishAt {
                if scanTime > vanish { break }
            } else if scanTime > end + Int64(period) * 2 {
                break
            }
            let active = plan.fingers.indices.filter { plan.fingers[$0].land <= scanTime && (plan.fingers[$0].lift.map { scanTime < $0 } ?? true) }
            if active.isEmpty && !previouslyActive {
                if plan.vanishAt == nil && scanTime >= end { break }
                continue
            }
            previouslyActive = !active.isEmpty

            // Slots: lifted fingers leave theirs; new fingers take the lowest slot free before this frame.
            var freed: [Int] = []
            for slot in 0..<slots {
                if let owner = slotOwner[slot], !active.contains(owner) { freed.append(slot) }
            }
            for f in active where fingerSlot[f] == nil {
                guard let slot = (0..<slots).first(where: { slotOwner[$0] == nil }) else {
                    throw error(script, step: plan.fingers[f].step, "at most \(slots) fingers at once: \"\(device.name)\" has \(slots) slots")
                }
                slotOwner[slot] = f
                fingerSlot[f] = slot
                fingerID[f] = Int32(trackingID)
                trackingID = trackingID >= trackingMax ? 0 : trackingID + 1
            }

            // The driver's frame.
            var values: [(type: UInt16, code: UInt16, value: Int32)] = []
            var positions: [Int: (x: Int32, y: Int32, pressure: Int32)] = [:]
            for slot in 0..<slots {
                values.append((EventType.abs, EventCode.ABS_MT_SLOT, Int32(slot)))
                guard let f = slotOwner[slot], active.contains(f) else {
                    values.append((EventType.abs, EventCode.ABS_MT_TRACKING_ID, -1))
                    continue
                }
                let finger = plan.fingers[f]
                let gesture = plan.gestures[finger.gesture]
                var n = noiseState[f] ?? SurfacePoint(x: noiseRNG.gaussian(sigma: noise), y: noiseRNG.gaussian(sigma: noise))
                if noiseState[f] != nil {
                    n = SurfacePoint(
                        x: rho * n.x + innovation * noiseRNG.gaussian(sigma: noise),
                        y: rho * n.y + innovation * noiseRNG.gaussian(sigma: noise))
                }
                noiseState[f] = n
                let p = gesture.start + finger.offset + gesture.path.offset(at: scanTime) + n
                let x = surface.units(x: p.x), y = surface.units(y: p.y)
                var pressure: Int32 = 0
                if hasPressure {
                    let age = Double(scanTime - finger.land) / 25_000
                    var envelope = 0.45 + 0.55 * Self.smoothstep(age)
                    if let lift = finger.lift {
                        envelope *= 0.45 + 0.55 * Self.smoothstep(Double(lift - scanTime) / 25_000 - 0.3)
                    }
                    pressureNoise[f] = rho * pressureNoise[f] + innovation * noiseRNG.gaussian(sigma: 0.8)
                    let range = Double(pressureAxis.maximum) - Double(pressureAxis.minimum)
                    let v = (Double(pressureAxis.minimum) + range * finger.pressure * envelope + pressureNoise[f]).rounded()
                    pressure = Int32(min(max(v, Double(pressureAxis.minimum) + 1), Double(pressureAxis.maximum)))
                }
                positions[f] = (x, y, pressure)
                values.append((EventType.abs, EventCode.ABS_MT_TRACKING_ID, fingerID[f]))
                values.append((EventType.abs, EventCode.ABS_MT_POSITION_X, x))
                values.append((EventType.abs, EventCode.ABS_MT_POSITION_Y, y))
                if hasPressure { values.append((EventType.abs, EventCode.ABS_MT_PRESSURE, pressure)) }
            }
            // input_mt_report_pointer_emulation: BTN_TOUCH, the finger count, the oldest contact.
            let count = active.count
            values.append((EventType.key, EventCode.BTN_TOUCH, count > 0 ? 1 : 0))
            for (i, code) in tools.enumerated() { values.append((EventType.key, code, count == i + 1 ? 1 : 0)) }
            if let oldest = active.min(), let p = positions[oldest] {
                values.append((EventType.abs, EventCode.ABS_X, p.x))
                values.append((EventType.abs, EventCode.ABS_Y, p.y))
                if hasPressure { values.append((EventType.abs, EventCode.ABS_PRESSURE, p.pressure)) }
            } else if hasPressure {
                values.append((EventType.abs, EventCode.ABS_PRESSURE, 0))
            }
            let msc = mscBase &+ UInt32(truncatingIfNeeded: Int64((scan / 100).rounded()) * 100)
            values.append((EventType.msc, EventCode.MSC_TIMESTAMP, Int32(bitPattern: msc)))

            for slot in freed {
                fingerSlot[slotOwner[slot]!] = nil
                slotOwner[slot] = nil
            }

            // The kernel, then the reader's buffer.
            let arrival = scanTime + Int64(noiseRNG.uniform(250...1250).rounded())
            let frame = kernel.report(values, at: arrival)
            if frame.isEmpty { continue }
            if dropIndex < plan.drops.count, plan.drops[dropIndex].start <= scanTime {
                let drop = plan.drops[dropIndex]
                if scanTime < drop.start + drop.lost {
                    lostFrame = frame
                    continue
                }
                output += Self.overflow(frame, rng: &noiseRNG)
                dropIndex += 1
                lostFrame = nil
                // A second drop that began inside this one's window starts counting now.
                continue
            }
            output += frame
        }
        if dropIndex < plan.drops.count {
            guard let lost = lostFrame else {
                throw error(script, step: plan.drops[dropIndex].step, "a step after `drop` that keeps fingers on the surface (move, pause or lift), so that events follow the overflow")
            }
            output += Self.overflow(lost, rng: &noiseRNG)
        }
        // Timestamps from 0, as a trace reader delivers them.
        if let first = output.first?.timestampMicroseconds, first != 0 {
            for i in output.indices { output[i].timestampMicroseconds -= first }
        }
        return Rendered(events: output, vanished: plan.vanishAt != nil)
    }

    /// What a reader sees of the frame whose arrival overflowed its buffer: evdev drops everything
    /// queued, puts `SYN_DROPPED` (with the new event's time) and the new event at the head, and
    /// the rest of the frame follows.
    private static func overflow(_ frame: [InputEvent], rng: inout SplitMix64) -> [InputEvent] {
        let cut = rng.integer(0...(frame.count - 1))
        let dropped = InputEvent(timestampMicroseconds: frame[0].timestampMicroseconds, type: EventType.syn, code: EventCode.SYN_DROPPED, value: 0)
        return [dropped] + frame[cut...]
    }

    private static func smoothstep(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return t * t * (3 - 2 * t)
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let c = s.first, chars.contains(c) { s = s.dropFirst() }
        while let c = s.last, chars.contains(c) { s = s.dropLast() }
        return String(s)
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
