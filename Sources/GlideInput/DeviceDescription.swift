/// The range and resolution of one absolute axis (`struct input_absinfo`).
public struct AxisInfo: Hashable, Sendable {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32

    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }
}

/// What a device is, as the kernel describes it: identity, properties, the codes it sends, its axes.
///
/// The same description comes from a live device (libevdev), an evemu header or a libinput-record
/// `evdev` section, so the layers above cannot tell where it came from.
public struct DeviceDescription: Hashable, Sendable {
    /// The device's name as the kernel reports it.
    public var name: String
    /// Bus type, vendor, product and version ids (`struct input_id`).
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16
    /// Input properties (`INPUT_PROP_*` numbers).
    public var properties: Set<UInt16>
    /// Supported codes per event type: `codes[EventType.abs]` holds the absolute axes.
    public var codes: [UInt16: Set<UInt16>]
    /// Axis information for every supported `EV_ABS` code.
    public var axes: [UInt16: AxisInfo]
    /// The node this description was read from (`/dev/input/event5`), when known.
    public var node: String?

    public init(
        name: String, bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0,
        properties: Set<UInt16> = [], codes: [UInt16: Set<UInt16>] = [:], axes: [UInt16: AxisInfo] = [:],
        node: String? = nil
    ) {
        self.name = name
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
        self.properties = properties
        self.codes = codes
        self.axes = axes
        self.node = node
    }

    /// True when the device sends `type`/`code`.
    public func has(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }

    /// True when the device has input property `property`.
    public func has(property: UInt16) -> Bool { properties.contains(property) }
}
