import CEvdev
#if canImport(Glibc)
import Glibc
#endif
import GlideInput

/// A virtual input device created through uinput from a ``DeviceDescription``, and written to.
///
/// The kernel treats it as any other device: it gets an `/dev/input/eventN` node (with `evdev`
/// loaded), readers see exactly what the kernel lets through, and destroying it (``destroy()``, or
/// releasing the object) unplugs it. Creating one needs write access to `/dev/uinput`.
///
/// As with any device, a frame becomes visible to readers only with its `EV_SYN/SYN_REPORT`, and
/// the kernel drops events that do not change its state (a repeated value, a key already down).
public final class VirtualDevice {
    /// The description the device was created from.
    public let description: DeviceDescription
    private var uinput: OpaquePointer?

    /// Creates the device.
    /// - Throws: ``DeviceError/uinputUnavailable(errno:)`` when `/dev/uinput` is missing or not
    ///   writable, ``DeviceError/virtualDeviceFailed(name:errno:)`` when the kernel refuses the description.
    public init(_ description: DeviceDescription) throws {
        self.description = description
        guard let dev = libevdev_new() else { throw DeviceError.virtualDeviceFailed(name: description.name, errno: ENOMEM) }
        defer { libevdev_free(dev) }
        libevdev_set_name(dev, description.name)
        libevdev_set_id_bustype(dev, Int32(description.bustype))
        libevdev_set_id_vendor(dev, Int32(description.vendor))
        libevdev_set_id_product(dev, Int32(description.product))
        libevdev_set_id_version(dev, Int32(description.version))
        for property in description.properties.sorted() {
            _ = libevdev_enable_property(dev, UInt32(property))
        }
        for (type, codes) in description.codes.sorted(by: { $0.key < $1.key }) where type != EventType.syn {
            _ = libevdev_enable_event_type(dev, UInt32(type))
            for code in codes.sorted() {
                switch type {
                case EventType.abs:
                    let axis = description.axes[code] ?? AxisInfo(minimum: 0, maximum: 0)
                    var info = input_absinfo(
                        value: axis.minimum, minimum: axis.minimum, maximum: axis.maximum,
                        fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
                    _ = libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &info)
                case EventType.rep:
                    // Kernel defaults: 250 ms delay, 33 ms period.
                    var value: Int32 = code == UInt16(REP_DELAY) ? 250 : 33
                    _ = libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &value)
                default:
                    _ = libevdev_enable_event_code(dev, UInt32(type), UInt32(code), nil)
                }
            }
        }
        var created: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(dev, LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue, &created)
        guard rc == 0, let created else {
            switch -rc {
            case ENOENT, ENODEV, ENXIO, EACCES, EPERM: throw DeviceError.uinputUnavailable(errno: -rc)
            default: throw DeviceError.virtualDeviceFailed(name: description.name, errno: -rc)
            }
        }
        uinput = created
    }

    deinit {
        destroy()
    }

    /// The device's `/dev/input/eventN` node, or nil when it has none (no `evdev` module) or was destroyed.
    public var node: String? {
        guard let uinput, let node = libevdev_uinput_get_devnode(uinput) else { return nil }
        return String(cString: node)
    }

    /// The device's sysfs directory (`/sys/devices/virtual/input/inputN`), or nil once destroyed.
    public var sysPath: String? {
        guard let uinput, let path = libevdev_uinput_get_syspath(uinput) else { return nil }
        return String(cString: path)
    }

    /// Writes one event; the kernel stamps it with its own time.
    /// - Throws: ``DeviceError/writeFailed(name:errno:)``.
    public func write(type: UInt16, code: UInt16, value: Int32) throws {
        guard let uinput else { throw DeviceError.writeFailed(name: description.name, errno: ENODEV) }
        let rc = libevdev_uinput_write_event(uinput, UInt32(type), UInt32(code), value)
        if rc < 0 { throw DeviceError.writeFailed(name: description.name, errno: -rc) }
    }

    /// Writes `event`'s type, code and value (its timestamp is not used).
    public func write(_ event: InputEvent) throws {
        try write(type: event.type, code: event.code, value: event.value)
    }

    /// Writes `events`, in order.
    public func write(_ events: some Sequence<InputEvent>) throws {
        for event in events { try write(event) }
    }

    /// Unplugs the device; readers get `ENODEV`. Later writes throw. Calling it twice is harmless.
    public func destroy() {
        guard let uinput else { return }
        libevdev_uinput_destroy(uinput)
        self.uinput = nil
    }
}
