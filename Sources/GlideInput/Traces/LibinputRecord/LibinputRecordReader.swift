import Yams

/// Reads a `libinput record` file (YAML, file format version 1) as a stream of one device's events.
///
/// The file may hold several devices (`ndevices`); choose one with ``DeviceSelector`` (by index or
/// by its `node`, e.g. `/dev/input/event5`). Keys the format does not define are ignored, as the
/// format requires; so are `hid:` and `libinput:` event entries. Each `evdev:` entry is a list of
/// `[sec, usec, type, code, value]`. Events are rebased so the first one is at 0
/// (``timestampOffsetMicroseconds`` keeps the original).
///
/// The document is parsed whole (YAML has no streaming form that Yams offers), so memory grows with
/// the file; evemu is the format for very long recordings.
public final class LibinputRecordReader: TraceEventSource {
    /// Which device of a multi-device recording to read.
    public enum DeviceSelector: Hashable, Sendable {
        /// The device at this position in `devices:` (0-based).
        case index(Int)
        /// The device whose `node:` is this path.
        case node(String)
    }

    /// The chosen device.
    public let device: DeviceDescription
    /// Every device in the file, in order.
    public let devices: [DeviceDescription]
    /// Always false: a trace cannot re-synchronize after `SYN_DROPPED`.
    public let resynchronizesAfterDrop = false
    /// Always ``TraceFormat/libinputRecord``.
    public let format = TraceFormat.libinputRecord
    /// `libinput: version:` (the libinput that recorded the file), when present.
    public let libinputVersion: String?
    /// `system: kernel:`, when present.
    public let kernel: String?
    /// `system: dmi:`, when present.
    public let dmi: String?
    /// `system: os:`, when present.
    public let os: String?
    /// Why the stream ended, once it has.
    public private(set) var end: InputSourceEnd?
    /// The first event's original timestamp, in microseconds.
    public let timestampOffsetMicroseconds: Int64?
    /// Malformed entries skipped (lenient mode).
    public let skippedLineCount: Int
    /// The first malformed entry skipped (lenient mode).
    public let firstSkippedLine: TraceError?

    private let events: [InputEvent]
    private var position = 0

    /// Reads the libinput recording at `path` (`-` for standard input) and selects a device.
    public convenience init(path: String, device: DeviceSelector = .index(0), options: TraceReadOptions = .strict) throws(TraceError) {
        try self.init(lineReader: LineReader.open(path: path), device: device, options: options)
    }

    /// Parses a recording held in memory; `name` is what error messages call it.
    public convenience init(text: String, name: String, device: DeviceSelector = .index(0), options: TraceReadOptions = .strict) throws(TraceError) {
        var parser = Parser(file: name, options: options)
        try self.init(parsed: parser.parse(text: text, selector: device), parser: parser)
    }

    convenience init(lineReader: LineReader, device: DeviceSelector, options: TraceReadOptions) throws(TraceError) {
        let bytes = try lineReader.readAll(maximum: 1 << 30)
        var parser = Parser(file: lineReader.name, options: options)
        try self.init(parsed: parser.parse(text: String(decoding: bytes, as: UTF8.self), selector: device), parser: parser)
    }

    private init(parsed: Parser.Result, parser: Parser) {
        device = parsed.device
        devices = parsed.devices
        events = parsed.events
        libinputVersion = parsed.libinputVersion
        kernel = parsed.kernel
        dmi = parsed.dmi
        os = parsed.os
        timestampOffsetMicroseconds = parsed.offset
        skippedLineCount = parser.skipped
        firstSkippedLine = parser.firstSkipped
    }

    /// The next event of the chosen device, or nil at the end.
    public func nextEvent() throws -> InputEvent? {
        guard position < events.count else {
            end = .finished
            return nil
        }
        defer { position += 1 }
        return events[position]
    }

    /// Walks the composed YAML tree.
    struct Parser {
        struct Result {
            var device: DeviceDescription
            var devices: [DeviceDescription]
            var events: [InputEvent]
            var offset: Int64?
            var libinputVersion: String?
            var kernel: String?
            var dmi: String?
            var os: String?
        }

        let file: String
        let options: TraceReadOptions
        var skipped = 0
        var firstSkipped: TraceError?

        init(file: String, options: TraceReadOptions) {
            self.file = file
            self.options = options
        }

        func error(_ node: Node?, _ expected: String, found: String? = nil) -> TraceError {
            let mark = node?.mark
            return TraceError(
                file: file, line: mark?.line ?? 0, column: mark?.column ?? 0, expected: expected,
                found: found ?? node.map(Self.describe))
        }

        static func describe(_ node: Node) -> String {
            switch node {
            case .scalar(let s): return s.string.count > 24 ? String(s.string.prefix(24)) + "…" : s.string
            case .mapping: return "a mapping"
            case .sequence: return "a list"
            case .alias: return "an alias"
            }
        }

        /// Skips (lenient) or throws (strict).
        mutating func bad(_ error: TraceError) throws(TraceError) {
            guard options.mode == .lenient else { throw error }
            skipped += 1
            if firstSkipped == nil {
                firstSkipped = error
                options.onWarning?(error)
            }
        }

        /// A key that is not there, told at the mapping that should hold it: the problem has no place of its own, and
        /// an error without one cannot be found in the file.
        func missing(_ what: String, in parent: Node, _ expected: String) -> TraceError {
            TraceError(file: file, line: parent.mark?.line ?? 1, column: parent.mark?.column ?? 1,
                       expected: "\(what) in the mapping here: \(expected)", found: "no such key")
        }

        /// `parent` is the mapping `node` was looked up in: a missing key is told there.
        func int(_ node: Node?, _ what: String, in range: ClosedRange<Int64>, parent: Node? = nil) throws(TraceError) -> Int64 {
            if node == nil, let parent { throw missing(what, in: parent, "an integer in \(range.lowerBound)...\(range.upperBound)") }
            guard let node, case .scalar(let s) = node, let v = Int64(s.string.trimmingSpaces), range.contains(v) else {
                throw error(node, "\(what): an integer in \(range.lowerBound)...\(range.upperBound)")
            }
            return v
        }

        func intList(_ node: Node?, _ what: String, count: Int? = nil, in range: ClosedRange<Int64>, parent: Node? = nil) throws(TraceError) -> [Int64] {
            guard let node else {
                if let count, let parent { throw missing(what, in: parent, "a list of \(count) integers") }
                if let count { throw error(nil, "\(what): a list of \(count) integers", found: "nothing") }
                return []
            }
            if count == nil, Self.isNull(node) { return [] }
            guard case .sequence(let seq) = node else { throw error(node, "\(what): a list of integers") }
            if let count, seq.count != count { throw error(node, "\(what): a list of \(count) integers", found: "\(seq.count) items") }
            var result: [Int64] = []
            result.reserveCapacity(seq.count)
            for item in seq { result.append(try int(item, what, in: range)) }
            return result
        }

        mutating func parse(text: String, selector: DeviceSelector) throws(TraceError) -> Result {
            var text = text
            try YAMLPrescan.check(&text, file: file)
            let root: Node?
            do {
                root = try Yams.compose(yaml: text)
            } catch let e as YamlError {
                throw Self.yamlError(e, file: file)
            } catch {
                throw TraceError(file: file, line: 0, column: 0, expected: "a YAML document", found: "\(error)")
            }
            guard let root, case .mapping = root else {
                throw TraceError(file: file, line: 1, column: 1, expected: "a libinput recording: a YAML mapping with `version: 1`", found: root.map(Self.describe) ?? "an empty document")
            }
            let version = try int(root["version"], "`version:`", in: 0...Int64(Int32.max), parent: root)
            guard version == 1 else { throw error(root["version"], "`version: 1` (the only libinput record format)") }
            guard let devicesNode = root["devices"], case .sequence(let deviceNodes) = devicesNode, !deviceNodes.isEmpty else {
                throw error(root["devices"] ?? root, "`devices:`, a non-empty list of devices")
            }
            var devices: [DeviceDescription] = []
            for node in deviceNodes { devices.append(try parseDevice(node)) }
            let index: Int
            switch selector {
            case .index(let i):
                guard devices.indices.contains(i) else {
                    throw error(devicesNode, "a device index in 0..<\(devices.count)", found: "\(i)")
                }
                index = i
            case .node(let path):
                guard let i = devices.firstIndex(where: { $0.node == path }) else {
                    throw error(devicesNode, "a device with `node: \(path)`", found: devices.compactMap(\.node).joined(separator: ", "))
                }
                index = i
            }
            let (events, offset) = try parseEvents(deviceNodes[index]["events"])
            return Result(
                device: devices[index], devices: devices, events: events, offset: offset,
                libinputVersion: root["libinput"]?["version"]?.string,
                kernel: root["system"]?["kernel"]?.string, dmi: root["system"]?["dmi"]?.string,
                os: root["system"]?["os"]?.string)
        }

        mutating func parseDevice(_ node: Node) throws(TraceError) -> DeviceDescription {
            guard case .mapping = node, let evdev = node["evdev"], case .mapping = evdev else {
                throw error(node["evdev"] ?? node, "a device with an `evdev:` mapping")
            }
            guard let nameNode = evdev["name"], case .scalar(let name) = nameNode else {
                throw error(evdev["name"] ?? evdev, "`name:`, the device's name")
            }
            let ids = try intList(evdev["id"], "`id:` [bustype, vendor, product, version]", count: 4, in: 0...0xffff, parent: evdev)
            guard ids.count == 4 else { throw error(evdev["id"] ?? evdev, "`id:` [bustype, vendor, product, version]") }
            var codes: [UInt16: Set<UInt16>] = [:]
            if let codesNode = evdev["codes"], case .mapping(let m) = codesNode {
                for (k, v) in m {
                    let type = try int(k, "an event type number", in: 0...Int64(EventType.max))
                    let max = Int64(EventNames.maxCode(type: UInt16(type)) ?? 0xffff)
                    codes[UInt16(type)] = Set(try intList(v, "the codes of type \(type)", in: 0...max).map { UInt16($0) })
                }
            } else if let c = evdev["codes"], !Self.isNull(c) {
                throw error(c, "`codes:`, a mapping from event type to a list of codes")
            }
            var axes: [UInt16: AxisInfo] = [:]
            if let absNode = evdev["absinfo"], case .mapping(let m) = absNode {
                for (k, v) in m {
                    let code = try int(k, "an absolute axis code", in: 0...0x3f)
                    let f = try intList(v, "axis \(code): [min, max, fuzz, flat, resolution]", count: 5, in: Int64(Int32.min)...Int64(Int32.max))
                    let axis = AxisInfo(minimum: Int32(f[0]), maximum: Int32(f[1]), fuzz: Int32(f[2]), flat: Int32(f[3]), resolution: Int32(f[4]))
                    if let problem = InputLimits.problem(with: axis, code: UInt16(code)) {
                        // Lenient: the axis is left out, as an evemu reader leaves out its `A:` line.
                        try bad(TraceError(file: file, line: v.mark?.line ?? 0, column: v.mark?.column ?? 0, expected: "axis \(code): \(problem)"))
                        continue
                    }
                    axes[UInt16(code)] = axis
                }
            } else if let a = evdev["absinfo"], !Self.isNull(a) {
                throw error(a, "`absinfo:`, a mapping from axis code to [min, max, fuzz, flat, resolution]")
            }
            if !axes.isEmpty { codes[EventType.abs, default: []].formUnion(axes.keys) }
            let properties = try intList(evdev["properties"], "`properties:`", in: 0...0x1f)
            return DeviceDescription(
                name: String(decoding: name.string.utf8.prefix(InputLimits.maximumNameBytes), as: UTF8.self), bustype: UInt16(ids[0]), vendor: UInt16(ids[1]), product: UInt16(ids[2]),
                version: UInt16(ids[3]), properties: Set(properties.map { UInt16($0) }), codes: codes, axes: axes,
                node: node["node"]?.string)
        }

        static func isNull(_ node: Node) -> Bool {
            if case .scalar(let s) = node { return s.string.isEmpty || s.string == "null" || s.string == "~" }
            return false
        }

        mutating func parseEvents(_ node: Node?) throws(TraceError) -> ([InputEvent], Int64?) {
            guard let node, !Self.isNull(node) else { return ([], nil) }
            guard case .sequence(let entries) = node else { throw error(node, "`events:`, a list of `- evdev:` frames") }
            var events: [InputEvent] = []
            var offset: Int64?
            var last = Int64.min
            for entry in entries {
                guard case .mapping = entry else {
                    try bad(error(entry, "an event entry such as `- evdev: [...]`"))
                    continue
                }
                guard let frame = entry["evdev"] else { continue }  // hid:, libinput: and unknown entries
                guard case .sequence(let list) = frame else {
                    try bad(error(frame, "`evdev:`, a list of [sec, usec, type, code, value]"))
                    continue
                }
                for item in list {
                    do throws(TraceError) {
                        let f = try intList(item, "an event [sec, usec, type, code, value]", count: 5, in: Int64(Int32.min)...Int64(UInt32.max))
                        guard f[0] >= 0 else { throw error(item, "non-negative seconds") }
                        guard (0...999_999).contains(f[1]) else { throw error(item, "microseconds in 0...999999", found: "\(f[1])") }
                        guard (0...Int64(EventType.max)).contains(f[2]), EventNames.typeName(UInt16(f[2])) != nil else {
                            throw error(item, "a known event type (0-31)", found: "\(f[2])")
                        }
                        let max = Int64(EventNames.maxCode(type: UInt16(f[2])) ?? 0xffff)
                        guard (0...max).contains(f[3]) else { throw error(item, "an event code in 0...\(max)", found: "\(f[3])") }
                        guard (Int64(Int32.min)...Int64(Int32.max)).contains(f[4]) else { throw error(item, "a value within Int32", found: "\(f[4])") }
                        let raw = f[0] * 1_000_000 + f[1]
                        guard raw >= last else { throw error(item, "a timestamp no earlier than the previous event's") }
                        if let offset, raw - offset > InputLimits.maximumTraceMicroseconds {
                            throw error(item, EvemuReader.representableTimestamp)
                        }
                        last = raw
                        let o = offset ?? raw
                        offset = o
                        events.append(InputEvent(timestampMicroseconds: raw - o, type: UInt16(f[2]), code: UInt16(f[3]), value: Int32(f[4])))
                    } catch {
                        try bad(error)
                    }
                }
            }
            return (events, offset)
        }

        static func yamlError(_ e: YamlError, file: String) -> TraceError {
            switch e {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return TraceError(file: file, line: mark.line, column: mark.column, expected: "valid YAML", found: problem)
            case .reader(let problem, _, _, _):
                return TraceError(file: file, line: 0, column: 0, expected: "readable UTF-8 YAML", found: problem)
            case .duplicatedKeysInMapping(let duplicates, let context):
                return TraceError(file: file, line: context.mark.line, column: context.mark.column,
                                  expected: "each key once in a mapping", found: duplicates.joined(separator: ", "))
            default:
                return TraceError(file: file, line: 0, column: 0, expected: "valid YAML", found: "\(e)")
            }
        }
    }
}

extension String {
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
