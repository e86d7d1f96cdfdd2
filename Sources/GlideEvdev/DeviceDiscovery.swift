#if canImport(Glibc)
import Glibc
#endif
import GlideInput

/// An evdev node that could not be described, and why.
public struct UnreadableNode: Hashable, Sendable {
    /// The node, e.g. `/dev/input/event3`.
    public var node: String
    /// What went wrong.
    public var error: DeviceError

    /// True when the node exists but this user may not read it: the fix is the `input` group.
    public var isPermissionProblem: Bool {
        if case .permissionDenied = error { return true }
        return false
    }

    /// A node and the error that kept it from being described.
    public init(node: String, error: DeviceError) {
        self.node = node
        self.error = error
    }
}

/// What a scan of an input directory found.
public struct DiscoveryResult: Hashable, Sendable {
    /// The directory scanned.
    public var directory: String
    /// False when the directory does not exist (a container or VM without input devices).
    public var directoryExists: Bool
    /// Every node that could be described, in node order (`event2` before `event10`).
    public var devices: [DeviceDescription]
    /// Nodes that exist but could not be described, in node order.
    public var unreadable: [UnreadableNode]

    /// The touchpads and touchscreens among ``devices``.
    public var touchDevices: [DeviceDescription] { devices.filter { $0.kind != .other } }

    /// Nodes this user may not read (fixable with the `input` group).
    public var permissionDenied: [UnreadableNode] { unreadable.filter(\.isPermissionProblem) }

    /// A scan result; ``DeviceDiscovery/scan(directory:)`` makes these.
    public init(directory: String, directoryExists: Bool, devices: [DeviceDescription], unreadable: [UnreadableNode]) {
        self.directory = directory
        self.directoryExists = directoryExists
        self.devices = devices
        self.unreadable = unreadable
    }
}

/// Finds evdev devices: every `eventN` node in a directory, opened and classified.
public enum DeviceDiscovery {
    /// The kernel's input directory.
    public static let defaultDirectory = "/dev/input"

    /// The `eventN` entries of `directory`, sorted by N; nil when the directory cannot be listed.
    public static func eventNodes(in directory: String = defaultDirectory) -> [String]? {
        guard let dir = opendir(directory) else { return nil }
        defer { closedir(dir) }
        var numbered: [(Int, String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            let digits = name.dropFirst(5)
            guard name.hasPrefix("event"), !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }),
                let number = Int(digits)
            else { continue }
            numbered.append((number, name))
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return numbered.sorted { $0.0 < $1.0 }.map { base + $0.1 }
    }

    /// Opens every `eventN` node in `directory` (sorted numerically) and describes it. Nodes that
    /// cannot be read are listed separately with the reason, so that a caller can say why.
    public static func scan(directory: String = defaultDirectory) -> DiscoveryResult {
        guard let nodes = eventNodes(in: directory) else {
            return DiscoveryResult(directory: directory, directoryExists: access(directory, F_OK) == 0, devices: [], unreadable: [])
        }
        var devices: [DeviceDescription] = []
        var unreadable: [UnreadableNode] = []
        for node in nodes {
            do {
                devices.append(try EvdevDevice.describe(path: node))
            } catch let error as DeviceError {
                // A node removed between listing and opening is simply gone.
                if case .notFound = error { continue }
                unreadable.append(UnreadableNode(node: node, error: error))
            } catch {
                unreadable.append(UnreadableNode(node: node, error: .openFailed(path: node, errno: EIO)))
            }
        }
        return DiscoveryResult(directory: directory, directoryExists: true, devices: devices, unreadable: unreadable)
    }
}
