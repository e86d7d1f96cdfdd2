/// Device descriptions to synthesize gestures on: a modern clickpad, a laptop touchscreen, or the
/// device of an existing recording.
///
/// The presets are what the kernel would report for such hardware (properties, codes, axis ranges
/// and resolutions in units per millimetre), so recognizers see the same millimetres as on a real
/// device, and `glide play` can create them through uinput.
public enum SyntheticDevice {
    /// The names the presets go by (`glide synth --device NAME`).
    public static let presetNames = ["touchpad", "touchscreen"]

    /// The preset called `name` (`touchpad` or `touchscreen`), or nil.
    public static func preset(named name: String) -> DeviceDescription? {
        switch name.lowercased() {
        case "touchpad": return touchpad
        case "touchscreen": return touchscreen
        default: return nil
        }
    }

    /// A clickpad like the ThinkPad T480's Synaptics TM3276 on a recent I2C-HID laptop: 100 × 56 mm
    /// at 32 units/mm, `INPUT_PROP_POINTER` + `INPUT_PROP_BUTTONPAD`, protocol B with 5 slots,
    /// `BTN_TOOL_FINGER` ... `BTN_TOOL_QUINTTAP`, `BTN_TOUCH`, `BTN_LEFT` (the click),
    /// `ABS_MT_PRESSURE`, single-touch `ABS_X`/`ABS_Y`/`ABS_PRESSURE` emulation and `MSC_TIMESTAMP`.
    public static let touchpad: DeviceDescription = {
        let x = AxisInfo(minimum: 0, maximum: 3200, resolution: 32)  // 100 mm
        let y = AxisInfo(minimum: 0, maximum: 1792, resolution: 32)  // 56 mm
        let pressure = AxisInfo(minimum: 0, maximum: 255)
        return DeviceDescription(
            name: "Glide Synthetic Touchpad", bustype: 0x18, vendor: 0, product: 0, version: 0,
            properties: [InputProperty.pointer, InputProperty.buttonpad],
            codes: [
                EventType.syn: [EventCode.SYN_REPORT, EventCode.SYN_CONFIG, EventCode.SYN_DROPPED],
                EventType.key: [
                    EventCode.BTN_LEFT, EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_QUINTTAP, EventCode.BTN_TOUCH,
                    EventCode.BTN_TOOL_DOUBLETAP, EventCode.BTN_TOOL_TRIPLETAP, EventCode.BTN_TOOL_QUADTAP,
                ],
                EventType.abs: [
                    EventCode.ABS_X, EventCode.ABS_Y, EventCode.ABS_PRESSURE, EventCode.ABS_MT_SLOT,
                    EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_TRACKING_ID,
                    EventCode.ABS_MT_PRESSURE,
                ],
                EventType.msc: [EventCode.MSC_TIMESTAMP],
            ],
            axes: [
                EventCode.ABS_X: x, EventCode.ABS_Y: y, EventCode.ABS_PRESSURE: pressure,
                EventCode.ABS_MT_SLOT: AxisInfo(minimum: 0, maximum: 4),
                EventCode.ABS_MT_POSITION_X: x, EventCode.ABS_MT_POSITION_Y: y,
                EventCode.ABS_MT_TRACKING_ID: AxisInfo(minimum: 0, maximum: 65535),
                EventCode.ABS_MT_PRESSURE: pressure,
            ])
    }()

    /// A 13.3-inch 16:9 laptop touchscreen (294 × 165 mm at 14 units/mm), `INPUT_PROP_DIRECT`,
    /// protocol B with 10 slots, `BTN_TOUCH`, single-touch `ABS_X`/`ABS_Y` emulation and `MSC_TIMESTAMP`.
    public static let touchscreen: DeviceDescription = {
        let x = AxisInfo(minimum: 0, maximum: 4116, resolution: 14)  // 294 mm
        let y = AxisInfo(minimum: 0, maximum: 2310, resolution: 14)  // 165 mm
        return DeviceDescription(
            name: "Glide Synthetic Touchscreen", bustype: 0x18, vendor: 0, product: 0, version: 0,
            properties: [InputProperty.direct],
            codes: [
                EventType.syn: [EventCode.SYN_REPORT, EventCode.SYN_CONFIG, EventCode.SYN_DROPPED],
                EventType.key: [EventCode.BTN_TOUCH],
                EventType.abs: [
                    EventCode.ABS_X, EventCode.ABS_Y, EventCode.ABS_MT_SLOT, EventCode.ABS_MT_POSITION_X,
                    EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_TRACKING_ID,
                ],
                EventType.msc: [EventCode.MSC_TIMESTAMP],
            ],
            axes: [
                EventCode.ABS_X: x, EventCode.ABS_Y: y,
                EventCode.ABS_MT_SLOT: AxisInfo(minimum: 0, maximum: 9),
                EventCode.ABS_MT_POSITION_X: x, EventCode.ABS_MT_POSITION_Y: y,
                EventCode.ABS_MT_TRACKING_ID: AxisInfo(minimum: 0, maximum: 65535),
            ])
    }()

    /// The device described by the recording at `path` (evemu or libinput-record; only its header
    /// is read), to synthesize gestures "like" that device. The synthesizer sends only the codes it
    /// models (tracking ids, positions, pressure, tool buttons, pointer emulation, `MSC_TIMESTAMP`)
    /// and only those the device has.
    /// - Throws: ``TraceError`` when the file cannot be read or its header is malformed.
    public static func like(trace path: String) throws(TraceError) -> DeviceDescription {
        var device = try TraceReader.open(path: path).device
        device.node = nil
        return device
    }
}
