import Foundation
import Testing
import GlideInput
@testable import GlideEvdev

@Suite struct DeviceOpeningTests {
    @Test func missingNodeIsNotFound() {
        #expect(throws: DeviceError.notFound(path: "/nonexistent/event0")) {
            try EvdevDevice(path: "/nonexistent/event0")
        }
    }

    @Test func nonInputNodeIsNotAnInputDevice() throws {
        do {
            _ = try EvdevDevice(path: "/dev/null")
            Issue.record("/dev/null opened as an input device")
        } catch let DeviceError.notAnInputDevice(path, _) {
            #expect(path == "/dev/null")
        }
    }

    @Test func errnoMapping() {
        #expect(DeviceError.fromOpen(path: "/x", errno: EACCES) == .permissionDenied(path: "/x"))
        #expect(DeviceError.fromOpen(path: "/x", errno: EPERM) == .permissionDenied(path: "/x"))
        #expect(DeviceError.fromOpen(path: "/x", errno: ENOENT) == .notFound(path: "/x"))
        #expect(DeviceError.fromOpen(path: "/x", errno: ENODEV) == .notFound(path: "/x"))
        #expect(DeviceError.fromOpen(path: "/x", errno: EIO) == .openFailed(path: "/x", errno: EIO))
    }

    @Test func permissionMessageTeachesTheFix() {
        let text = DeviceError.permissionDenied(path: "/dev/input/event4").description
        #expect(text.contains("/dev/input/event4"))
        #expect(text.contains("'input' group"))
        #expect(text.contains("sudo usermod -aG input $USER"))
        #expect(text.contains("/etc/udev/rules.d/"))
        #expect(text.contains(#"TAG+="uaccess""#))
    }

    @Test func errorsHaveDistinctDescriptions() {
        let errors: [DeviceError] = [
            .notFound(path: "/p"), .permissionDenied(path: "/p"), .notAnInputDevice(path: "/p", errno: ENOTTY),
            .notATouchDevice(path: "/p", name: "Keyboard"), .alreadyGrabbed(path: "/p"), .openFailed(path: "/p", errno: EIO),
            .readFailed(path: "/p", errno: EIO), .uinputUnavailable(errno: ENOENT), .uinputUnavailable(errno: EACCES),
            .virtualDeviceFailed(name: "n", errno: EINVAL), .writeFailed(name: "n", errno: EIO),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(DeviceError.notATouchDevice(path: "/p", name: "Keyboard").description.contains("not a touchpad or touchscreen"))
    }

    @Test(.enabled(if: access("/dev/uinput", F_OK) != 0, "needs a machine without /dev/uinput"))
    func virtualDeviceWithoutUinput() {
        #expect(throws: DeviceError.uinputUnavailable(errno: ENOENT)) {
            try VirtualDevice(DeviceDescription(name: "Glide test pad", codes: [EventType.key: [EventCode.BTN_LEFT]]))
        }
    }
}

@Suite struct DiscoveryTests {
    func makeDirectory(_ names: [String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("glide-discovery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for name in names { _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data()) }
        return dir
    }

    @Test func nodesAreSortedNumerically() throws {
        let dir = try makeDirectory(["event10", "event2", "event1", "mouse0", "event", "event3x", "event+4", "by-id"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(DeviceDiscovery.eventNodes(in: dir) == ["event1", "event2", "event10"].map { dir + "/" + $0 })
    }

    @Test func nonDevicesAreReportedAsUnreadableWithTheReason() throws {
        let dir = try makeDirectory(["event10", "event2"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = DeviceDiscovery.scan(directory: dir)
        #expect(result.directoryExists)
        #expect(result.devices.isEmpty)
        #expect(result.unreadable.map(\.node) == [dir + "/event2", dir + "/event10"])
        #expect(result.permissionDenied.isEmpty)
        for node in result.unreadable {
            guard case .notAnInputDevice = node.error else {
                Issue.record("unexpected \(node.error)")
                continue
            }
        }
    }

    @Test func missingDirectory() {
        let result = DeviceDiscovery.scan(directory: "/nonexistent-glide-input")
        #expect(!result.directoryExists)
        #expect(result.devices.isEmpty && result.unreadable.isEmpty)
    }

    @Test func permissionProblemsAreSeparated() {
        let result = DiscoveryResult(
            directory: "/dev/input", directoryExists: true, devices: [],
            unreadable: [
                UnreadableNode(node: "/dev/input/event0", error: .permissionDenied(path: "/dev/input/event0")),
                UnreadableNode(node: "/dev/input/event1", error: .notAnInputDevice(path: "/dev/input/event1", errno: ENOTTY)),
            ])
        #expect(result.permissionDenied.map(\.node) == ["/dev/input/event0"])
    }
}
