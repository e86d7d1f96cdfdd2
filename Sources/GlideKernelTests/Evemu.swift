import GlideInput

/// A small evemu reader for the kernel tests (description lines and `E:` lines only). Glide's
/// full trace reader lives in GlideInput; this one keeps the kernel tests independent of it.
struct EvemuFile {
    var description = DeviceDescription(name: "")
    var events: [InputEvent] = []
    /// Every line, without line ends.
    var lines: [String] = []

    init(path: String) throws {
        guard let text = readWholeFile(path) else { throw TestFailure("cannot read \(path)") }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var propertyBytes = 0
        var maskBytes: [UInt16: Int] = [:]
        for line in lines {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("N: ") {
                description.name = String(line.dropFirst(3))
            } else if line.hasPrefix("I: "), fields.count == 5 {
                let ids = try fields.dropFirst().map { try hex16($0) }
                (description.bustype, description.vendor, description.product, description.version) = (ids[0], ids[1], ids[2], ids[3])
            } else if line.hasPrefix("P: ") {
                for (i, byte) in fields.dropFirst().enumerated() {
                    let b = try hex16(byte)
                    for bit in 0..<8 where b & (1 << bit) != 0 { description.properties.insert(UInt16((propertyBytes + i) * 8 + bit)) }
                }
                propertyBytes += 8
            } else if line.hasPrefix("B: ") {
                let type = try hex16(fields[1])
                let start = maskBytes[type, default: 0]
                if type != 0 {
                    for (i, byte) in fields.dropFirst(2).enumerated() {
                        let b = try hex16(byte)
                        for bit in 0..<8 where b & (1 << bit) != 0 {
                            description.codes[type, default: []].insert(UInt16((start + i) * 8 + bit))
                        }
                    }
                }
                maskBytes[type] = start + 8
            } else if line.hasPrefix("A: ") {
                let v = try fields.dropFirst(2).map { try int32($0) }
                guard v.count >= 4 else { throw TestFailure("bad A: line \(line)") }
                description.axes[try hex16(fields[1])] = AxisInfo(
                    minimum: v[0], maximum: v[1], fuzz: v[2], flat: v[3], resolution: v.count > 4 ? v[4] : 0)
            } else if line.hasPrefix("E: "), fields.count >= 5 {
                let time = fields[1].split(separator: ".")
                guard time.count == 2, let s = Int64(time[0]), let us = Int64(time[1]) else { throw TestFailure("bad E: line \(line)") }
                events.append(InputEvent(
                    timestampMicroseconds: s * 1_000_000 + us, type: try hex16(fields[2]), code: try hex16(fields[3]),
                    value: try int32(fields[4])))
            }
        }
        // Codes without a B: bit but with an A: line do not exist; axes without codes are dropped.
        description.axes = description.axes.filter { description.has(type: EventType.abs, code: $0.key) }
    }
}

private func hex16(_ s: Substring) throws -> UInt16 {
    guard let v = UInt16(s, radix: 16) else { throw TestFailure("bad hex \(s)") }
    return v
}

private func int32(_ s: Substring) throws -> Int32 {
    guard let v = Int32(s) else { throw TestFailure("bad number \(s)") }
    return v
}
