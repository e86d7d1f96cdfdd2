/// One kernel input event (`struct input_event`): a timestamp, a type, a code and a value.
///
/// Types and codes are the kernel's numbers (`EV_ABS` = 3, `ABS_MT_POSITION_X` = 0x35); see
/// ``EventType`` and ``EventCode`` for named constants. Timestamps are microseconds on the
/// source's clock: `CLOCK_MONOTONIC` for live devices, the recording's own clock for traces.
public struct InputEvent: Hashable, Sendable {
    /// Microseconds since the source clock's origin.
    public var timestampMicroseconds: Int64
    /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, ...).
    public var type: UInt16
    /// The event code within its type (`SYN_REPORT`, `BTN_TOUCH`, `ABS_MT_SLOT`, ...).
    public var code: UInt16
    /// The value: a position, a key state (0 up, 1 down, 2 repeat), a slot, a tracking id (-1 ends a contact).
    public var value: Int32

    public init(timestampMicroseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.timestampMicroseconds = timestampMicroseconds
        self.type = type
        self.code = code
        self.value = value
    }

    /// The timestamp in seconds.
    public var timestamp: Double { Double(timestampMicroseconds) / 1_000_000 }

    /// True for `EV_SYN / SYN_REPORT`, the end of one hardware frame.
    public var isSynReport: Bool { type == EventType.syn && code == EventCode.SYN_REPORT }
}

/// The kernel's event types (`linux/input-event-codes.h`).
public enum EventType {
    public static let syn: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let rel: UInt16 = 0x02
    public static let abs: UInt16 = 0x03
    public static let msc: UInt16 = 0x04
    public static let sw: UInt16 = 0x05
    public static let led: UInt16 = 0x11
    public static let snd: UInt16 = 0x12
    public static let rep: UInt16 = 0x14
    public static let ff: UInt16 = 0x15
    public static let pwr: UInt16 = 0x16
    public static let ffStatus: UInt16 = 0x17
    /// `EV_MAX`: the largest type number.
    public static let max: UInt16 = 0x1f
}

/// The kernel's event codes that Glide interprets, spelled as the kernel spells them.
public enum EventCode {
    // EV_SYN
    public static let SYN_REPORT: UInt16 = 0
    public static let SYN_CONFIG: UInt16 = 1
    public static let SYN_MT_REPORT: UInt16 = 2
    public static let SYN_DROPPED: UInt16 = 3
    // EV_KEY: touch and tool buttons
    public static let BTN_LEFT: UInt16 = 0x110
    public static let BTN_RIGHT: UInt16 = 0x111
    public static let BTN_MIDDLE: UInt16 = 0x112
    public static let BTN_TOOL_PEN: UInt16 = 0x140
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
    public static let BTN_TOUCH: UInt16 = 0x14a
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f
    // EV_KEY: letters (a recorder refuses keyboards)
    public static let KEY_Q: UInt16 = 16
    public static let KEY_A: UInt16 = 30
    public static let KEY_Z: UInt16 = 44
    // EV_ABS
    public static let ABS_X: UInt16 = 0x00
    public static let ABS_Y: UInt16 = 0x01
    public static let ABS_PRESSURE: UInt16 = 0x18
    public static let ABS_TOOL_WIDTH: UInt16 = 0x1c
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    public static let ABS_MT_WIDTH_MAJOR: UInt16 = 0x32
    public static let ABS_MT_WIDTH_MINOR: UInt16 = 0x33
    public static let ABS_MT_ORIENTATION: UInt16 = 0x34
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    public static let ABS_MT_BLOB_ID: UInt16 = 0x38
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a
    public static let ABS_MT_DISTANCE: UInt16 = 0x3b
    public static let ABS_MT_TOOL_X: UInt16 = 0x3c
    public static let ABS_MT_TOOL_Y: UInt16 = 0x3d
    // EV_MSC
    public static let MSC_SCAN: UInt16 = 0x04
    public static let MSC_TIMESTAMP: UInt16 = 0x05
    // ABS_MT_TOOL_TYPE values
    public static let MT_TOOL_FINGER: Int32 = 0
    public static let MT_TOOL_PEN: Int32 = 1
    public static let MT_TOOL_PALM: Int32 = 2
}

/// The kernel's input properties (`INPUT_PROP_*`).
public enum InputProperty {
    public static let pointer: UInt16 = 0x00
    public static let direct: UInt16 = 0x01
    public static let buttonpad: UInt16 = 0x02
    public static let semiMT: UInt16 = 0x03
    public static let topButtonpad: UInt16 = 0x04
    public static let pointingStick: UInt16 = 0x05
    public static let accelerometer: UInt16 = 0x06
}
