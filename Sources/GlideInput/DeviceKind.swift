/// What kind of touch device a description is, as libinput would classify it.
public enum DeviceKind: String, Hashable, Sendable, CaseIterable {
    /// An indirect touch surface (`INPUT_PROP_POINTER`, or `BTN_TOOL_FINGER` without `INPUT_PROP_DIRECT`).
    case touchpad
    /// A direct touch surface mapped to a screen (`INPUT_PROP_DIRECT`).
    case touchscreen
    /// Neither: a keyboard, a mouse, a tablet pen, a switch.
    case other
}

/// Which multitouch protocol a device speaks.
public enum MultitouchProtocol: String, Hashable, Sendable {
    /// Protocol A: anonymous contacts separated by `SYN_MT_REPORT`.
    case a = "A"
    /// Protocol B: slots (`ABS_MT_SLOT`) with tracking ids.
    case b = "B"
    /// No multitouch axes at all (single-touch `ABS_X`/`ABS_Y` only, or not a touch device).
    case none
}

extension DeviceDescription {
    /// libinput's fallback size for a touchpad that reports no resolution, in millimetres.
    public static let fallbackSizeMillimetres = (width: 69.0, height: 50.0)

    /// Touchpad, touchscreen or other.
    public var kind: DeviceKind {
        if has(property: InputProperty.direct), hasTouchAxes { return .touchscreen }
        if has(property: InputProperty.pointer), hasTouchAxes { return .touchpad }
        if has(type: EventType.key, code: EventCode.BTN_TOOL_FINGER), !has(property: InputProperty.direct) {
            return .touchpad
        }
        if hasTouchAxes, has(type: EventType.key, code: EventCode.BTN_TOUCH) {
            // No properties at all (old kernels, protocol-A screens): direct unless it says it is a finger tool.
            return .touchscreen
        }
        return .other
    }

    /// True for a touchpad whose whole surface is a button (`INPUT_PROP_BUTTONPAD`).
    public var isClickpad: Bool { has(property: InputProperty.buttonpad) }

    /// True for a semi-multitouch device (`INPUT_PROP_SEMI_MT`): two contacts give a bounding box only.
    public var isSemiMT: Bool { has(property: InputProperty.semiMT) }

    /// The multitouch protocol: B with `ABS_MT_SLOT`, A with MT positions but no slots.
    public var multitouchProtocol: MultitouchProtocol {
        if has(type: EventType.abs, code: EventCode.ABS_MT_SLOT) { return .b }
        if has(type: EventType.abs, code: EventCode.ABS_MT_POSITION_X) { return .a }
        return .none
    }

    /// The number of slots (`ABS_MT_SLOT` maximum + 1); 0 without slots.
    public var slotCount: Int {
        guard let slot = axes[EventCode.ABS_MT_SLOT] else { return 0 }
        return Int(slot.maximum) - Int(slot.minimum) + 1
    }

    /// The largest number of fingers the device can report: from `BTN_TOOL_*TAP` when present,
    /// otherwise the slot count, otherwise 1 for a touch device.
    public var maxFingers: Int {
        let tools: [(UInt16, Int)] = [
            (EventCode.BTN_TOOL_QUINTTAP, 5), (EventCode.BTN_TOOL_QUADTAP, 4),
            (EventCode.BTN_TOOL_TRIPLETAP, 3), (EventCode.BTN_TOOL_DOUBLETAP, 2),
        ]
        var fingers = slotCount
        for (code, n) in tools where has(type: EventType.key, code: code) {
            fingers = Swift.max(fingers, n)
            break
        }
        if fingers == 0, kind != .other { fingers = 1 }
        return fingers
    }

    /// The axis used for x positions: `ABS_MT_POSITION_X` when present, else `ABS_X`.
    public var xAxis: AxisInfo? { axes[EventCode.ABS_MT_POSITION_X] ?? axes[EventCode.ABS_X] }
    /// The axis used for y positions: `ABS_MT_POSITION_Y` when present, else `ABS_Y`.
    public var yAxis: AxisInfo? { axes[EventCode.ABS_MT_POSITION_Y] ?? axes[EventCode.ABS_Y] }

    /// The surface size in millimetres, and whether it is a guess (no resolution: libinput's 69 × 50 mm).
    public var sizeMillimetres: (width: Double, height: Double, isGuess: Bool) {
        guard let x = xAxis, let y = yAxis, x.resolution > 0, y.resolution > 0 else {
            return (Self.fallbackSizeMillimetres.width, Self.fallbackSizeMillimetres.height, true)
        }
        return (
            Double(Int(x.maximum) - Int(x.minimum)) / Double(x.resolution),
            Double(Int(y.maximum) - Int(y.minimum)) / Double(y.resolution),
            false
        )
    }

    /// True when the device reports any letter key (`KEY_Q` ... `KEY_P`, `KEY_A` ... `KEY_L`, `KEY_Z` ... `KEY_M`):
    /// a keyboard, which Glide refuses to record unless told to.
    public var hasLetterKeys: Bool {
        guard let keys = codes[EventType.key] else { return false }
        // Letter keys are codes 16-25, 30-38 and 44-50 in the kernel's QWERTY order.
        return keys.contains { (16...25).contains($0) || (30...38).contains($0) || (44...50).contains($0) }
    }

    private var hasTouchAxes: Bool {
        has(type: EventType.abs, code: EventCode.ABS_MT_POSITION_X) || has(type: EventType.abs, code: EventCode.ABS_X)
    }
}
