#if canImport(Glibc)
import Glibc
#endif
import GlideInput

/// Why opening, reading, creating or writing an input device failed.
///
/// Every case has a description meant for a person at a terminal: what went wrong, on which node,
/// and what to do about it. An unplugged device is not an error: ``EvdevDevice`` ends its stream with
/// ``InputSourceEnd/deviceRemoved`` instead.
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path, or the node exists but no device is behind it (`ENOENT`, `ENODEV`, `ENXIO`).
    case notFound(path: String)
    /// The node exists but this user may not read it (`EACCES`, `EPERM`).
    case permissionDenied(path: String)
    /// The node can be opened but is not an evdev device (`libevdev_new_from_fd` failed with this errno).
    case notAnInputDevice(path: String, errno: Int32)
    /// The node is an input device, but neither a touchpad nor a touchscreen.
    case notATouchDevice(path: String, name: String)
    /// Another program holds an exclusive grab on the device (`EBUSY` from `EVIOCGRAB`).
    case alreadyGrabbed(path: String)
    /// Opening the node failed for another reason.
    case openFailed(path: String, errno: Int32)
    /// Reading from an open device failed for a reason other than removal.
    case readFailed(path: String, errno: Int32)
    /// `/dev/uinput` is missing or not writable, so no virtual device can be created.
    case uinputUnavailable(errno: Int32)
    /// The kernel refused to create the virtual device described.
    case virtualDeviceFailed(name: String, errno: Int32)
    /// Writing an event to a virtual device failed.
    case writeFailed(name: String, errno: Int32)

    /// The udev rule Glide suggests for giving the logged-in user access to touch devices.
    public static let suggestedUdevRule = #"""
        SUBSYSTEM=="input", KERNEL=="event*", ENV{ID_INPUT_TOUCHPAD}=="1", TAG+="uaccess"
        SUBSYSTEM=="input", KERNEL=="event*", ENV{ID_INPUT_TOUCHSCREEN}=="1", TAG+="uaccess"
        """#

    /// How to get read access to input devices: the `input` group, or a udev rule.
    public static let permissionAdvice = """
        Reading input devices needs membership in the 'input' group:
            sudo usermod -aG input $USER
        then log out and back in (or run 'newgrp input'). Alternatively give the logged-in user access \
        to touch devices only, with a udev rule in /etc/udev/rules.d/70-glide-touch.rules (the number \
        must be below 73 for 'uaccess' to take effect):
        \(suggestedUdevRule.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        then run 'sudo udevadm control --reload && sudo udevadm trigger'.
        """

    /// What went wrong and what to do, for a person at a terminal.
    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path): no such input device. List the touch devices with 'glide devices'."
        case .permissionDenied(let path):
            return "\(path): permission denied.\n" + Self.permissionAdvice
        case .notAnInputDevice(let path, let errno):
            return "\(path): not an evdev input device (\(Self.describe(errno))). "
                + "Touch devices are /dev/input/eventN nodes; list them with 'glide devices'."
        case .notATouchDevice(let path, let name):
            return "\(path) (\"\(name)\") is not a touchpad or touchscreen. "
                + "List the touch devices with 'glide devices'."
        case .alreadyGrabbed(let path):
            return "\(path): another program holds an exclusive grab on this device; "
                + "run without --grab, or stop the other program."
        case .openFailed(let path, let errno):
            return "\(path): cannot open (\(Self.describe(errno)))."
        case .readFailed(let path, let errno):
            return "\(path): read failed (\(Self.describe(errno)))."
        case .uinputUnavailable(let errno):
            if errno == EACCES || errno == EPERM {
                return "/dev/uinput: permission denied; creating virtual input devices needs root "
                    + "or write access to /dev/uinput."
            }
            return "/dev/uinput is not available (\(Self.describe(errno))); load the module with "
                + "'sudo modprobe uinput'."
        case .virtualDeviceFailed(let name, let errno):
            return "cannot create the virtual device \"\(name)\" (\(Self.describe(errno)))."
        case .writeFailed(let name, let errno):
            return "cannot write to the virtual device \"\(name)\" (\(Self.describe(errno)))."
        }
    }

    /// An errno as `strerror` text plus its symbolic number.
    static func describe(_ code: Int32) -> String {
        "\(String(cString: strerror(code))), errno \(code)"
    }

    /// Maps the errno of a failed `open(2)` on `path` to a case.
    static func fromOpen(path: String, errno code: Int32) -> DeviceError {
        switch code {
        case ENOENT, ENODEV, ENXIO: return .notFound(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path)
        default: return .openFailed(path: path, errno: code)
        }
    }
}
