import ArgumentParser
import Foundation
import GlideCommandLine
import GlideEvdev
import GlideInput

/// `glide devices`: lists the touchpads and touchscreens this user can read.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "List the touchpads and touchscreens Glide can read.",
        discussion: """
            Opens every /dev/input/eventN node (read-only, without grabbing) and shows the touch \
            devices among them: the node to pass to 'glide record', the name the kernel reports, \
            whether it is a touchpad (indirect, like a laptop pad) or a touchscreen (direct), the \
            surface size, the number of slots (contacts tracked individually) and the most fingers \
            the device can count (a pad may count more fingers than it has slots).

            SIZE is computed from the axis resolution. A device that reports no resolution gets \
            libinput's fallback of 69 x 50 mm, marked "(guess)": gesture distances on it are \
            approximate.

            Reading /dev/input needs membership in the 'input' group (or root). Nodes this user may \
            not read are counted, and the fix is printed.

            Exit status: 0 when at least one touch device was listed, 1 when none was.

            Examples:
              glide devices
              glide devices --json | jq '.devices[].node'
              glide devices --all        # keyboards, mice, switches too
            """
    )

    @Flag(help: "Print JSON (devices and unreadable nodes) instead of a table.")
    var json = false

    @Flag(help: "List every input device, not only touchpads and touchscreens.")
    var all = false

    @Option(help: ArgumentHelp("The directory to scan.", visibility: .hidden))
    var directory = DeviceDiscovery.defaultDirectory

    func run() throws {
        let result = DeviceDiscovery.scan(directory: directory)
        let shown = all ? result.devices : result.touchDevices
        if json {
            printJSON(result, shown: shown)
        } else {
            printTable(shown)
            if let note = Self.explanation(result, shownCount: shown.count, all: all) {
                if shown.isEmpty { print(note) } else { printError(note) }
            }
        }
        if result.touchDevices.isEmpty { throw ExitCode(1) }
    }

    /// The sentence that says why the list is empty or incomplete; nil when there is nothing to say.
    static func explanation(_ result: DiscoveryResult, shownCount: Int, all: Bool) -> String? {
        let denied = result.permissionDenied.count
        let otherUnreadable = result.unreadable.count - denied
        guard result.directoryExists else {
            return "No input devices: \(result.directory) does not exist. Glide needs a Linux machine with "
                + "a touchpad or touchscreen (containers and most virtual machines have none)."
        }
        var lines: [String] = []
        if result.devices.isEmpty && result.unreadable.isEmpty {
            lines.append("No input devices in \(result.directory).")
        } else if shownCount == 0 {
            if denied > 0 {
                lines.append(
                    "No touchpad or touchscreen readable: \(denied) of the \(denied + result.devices.count + otherUnreadable) "
                        + "input devices in \(result.directory) cannot be read by this user.")
            } else if all {
                lines.append("No input devices could be read in \(result.directory).")
            } else {
                lines.append(
                    "No touchpad or touchscreen among the \(result.devices.count) input devices in "
                        + "\(result.directory) (--all lists them).")
            }
        } else if denied > 0 {
            lines.append("\(denied) more input devices in \(result.directory) cannot be read by this user.")
        }
        if denied > 0 { lines.append(DeviceError.permissionAdvice) }
        if otherUnreadable > 0 {
            for node in result.unreadable where !node.isPermissionProblem {
                lines.append("note: \(node.error)")
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    static func kindText(_ d: DeviceDescription) -> String {
        var text = d.kind.rawValue
        var traits: [String] = []
        if d.isClickpad { traits.append("clickpad") }
        if d.isSemiMT { traits.append("semi-mt") }
        if d.multitouchProtocol == .a { traits.append("protocol A") }
        if !traits.isEmpty { text += " (" + traits.joined(separator: ", ") + ")" }
        return text
    }

    static func sizeText(_ d: DeviceDescription) -> String {
        guard d.kind != .other else { return "-" }
        let size = d.sizeMillimetres
        let text = "\(Int(size.width.rounded())) x \(Int(size.height.rounded()))"
        return size.isGuess ? text + " (guess)" : text
    }

    private func printTable(_ devices: [DeviceDescription]) {
        guard !devices.isEmpty else { return }
        let header = ["NODE", "NAME", "KIND", "SIZE (mm)", "SLOTS", "FINGERS"]
        let rows = devices.map { d in
            [d.node ?? "?", d.name, Self.kindText(d), Self.sizeText(d), String(d.slotCount), String(d.maxFingers)]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        for row in [header] + rows {
            let cells = row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
            }
            print(cells.joined(separator: "  "))
        }
    }

    private struct JSONDevice: Encodable {
        var node: String
        var name: String
        var kind: String
        var clickpad: Bool
        var semiMT: Bool
        var multitouchProtocol: String
        var widthMillimetres: Double
        var heightMillimetres: Double
        var sizeIsGuess: Bool
        var slots: Int
        var maxFingers: Int
        var bustype: UInt16
        var vendor: UInt16
        var product: UInt16
    }

    private struct JSONUnreadable: Encodable {
        var node: String
        var permissionDenied: Bool
        var reason: String
    }

    private struct JSONResult: Encodable {
        var directory: String
        var directoryExists: Bool
        var devices: [JSONDevice]
        var unreadable: [JSONUnreadable]
        var message: String?
    }

    private func printJSON(_ result: DiscoveryResult, shown: [DeviceDescription]) {
        let devices = shown.map { d in
            let size = d.sizeMillimetres
            return JSONDevice(
                node: d.node ?? "", name: d.name, kind: d.kind.rawValue, clickpad: d.isClickpad, semiMT: d.isSemiMT,
                multitouchProtocol: d.multitouchProtocol.rawValue,
                widthMillimetres: (size.width * 10).rounded() / 10, heightMillimetres: (size.height * 10).rounded() / 10,
                sizeIsGuess: size.isGuess, slots: d.slotCount, maxFingers: d.maxFingers,
                bustype: d.bustype, vendor: d.vendor, product: d.product)
        }
        let unreadable = result.unreadable.map {
            JSONUnreadable(node: $0.node, permissionDenied: $0.isPermissionProblem, reason: $0.error.description)
        }
        let out = JSONResult(
            directory: result.directory, directoryExists: result.directoryExists, devices: devices, unreadable: unreadable,
            message: Self.explanation(result, shownCount: shown.count, all: all))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(out) {
            print(String(decoding: data, as: UTF8.self))
        }
    }
}

