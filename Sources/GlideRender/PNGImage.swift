import Foundation

/// A PNG image's pixels: 8-bit RGBA with straight alpha, row by row from the top left.
///
/// Decodes what `rsvg-convert` writes and most other PNGs (bit depths 1 to 16, grey, RGB, palette,
/// with or without alpha; not interlaced ones), and encodes RGBA (uncompressed deflate blocks: exact
/// and simple, not small). Glide's snapshot testing compares renderings with it.
public struct PNGImage: Sendable, Hashable {
    /// Why data could not be decoded.
    public struct DecodingError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Red, green, blue and alpha of each pixel, rows from the top, `4 × width × height` bytes.
    public var pixels: [UInt8]

    /// An image of `width` × `height` pixels; `pixels` must hold `4 × width × height` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == 4 * width * height, "PNGImage: \(pixels.count) bytes for \(width) × \(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`): red, green, blue, alpha.
    public subscript(x x: Int, y y: Int) -> [UInt8] {
        let i = 4 * (y * width + x)
        return Array(pixels[i..<i + 4])
    }

    // MARK: Decoding

    /// The image in PNG `data`.
    public init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodingError(description: "not PNG data (no PNG signature)")
        }
        var offset = 8
        var header: [UInt8] = [], palette: [UInt8] = [], transparency: [UInt8] = [], compressed: [UInt8] = []
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw DecodingError(description: "truncated \(type) chunk") }
            let chunk = bytes[start..<start + length]
            switch type {
            case "IHDR": header = Array(chunk)
            case "PLTE": palette = Array(chunk)
            case "tRNS": transparency = Array(chunk)
            case "IDAT": compressed.append(contentsOf: chunk)
            default: break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
        func h32(_ i: Int) -> Int { Int(header[i]) << 24 | Int(header[i + 1]) << 16 | Int(header[i + 2]) << 8 | Int(header[i + 3]) }
        let width = h32(0), height = h32(4)
        let depth = Int(header[8]), colorType = Int(header[9]), interlace = header[12]
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { throw DecodingError(description: "unsupported size \(width) × \(height)") }
        guard interlace == 0 else { throw DecodingError(description: "interlaced PNG is not supported") }
        let channels: Int
        switch colorType {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw DecodingError(description: "unknown colour type \(colorType)")
        }
        guard [1, 2, 4, 8, 16].contains(depth) else { throw DecodingError(description: "unknown bit depth \(depth)") }
        guard compressed.count > 2, compressed[0] & 0x0F == 8 else { throw DecodingError(description: "IDAT is not zlib deflate data") }
        let rowBytes = (width * channels * depth + 7) / 8
        var inflater = Inflater(input: Array(compressed[2...]))
        let raw = try inflater.inflate(expected: height * (rowBytes + 1))
        guard raw.count >= height * (rowBytes + 1) else { throw DecodingError(description: "image data is short: \(raw.count) bytes") }

        // Unfilter, row by row.
        let bpp = max(1, channels * depth / 8)
        var rows = [UInt8](repeating: 0, count: height * rowBytes)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            let src = y * (rowBytes + 1) + 1, dst = y * rowBytes, up = dst - rowBytes
            for i in 0..<rowBytes {
                let x = raw[src + i]
                let a = i >= bpp ? Int(rows[dst + i - bpp]) : 0
                let b = y > 0 ? Int(rows[up + i]) : 0
                let c = (i >= bpp && y > 0) ? Int(rows[up + i - bpp]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw DecodingError(description: "unknown row filter \(filter)")
                }
                rows[dst + i] = UInt8(truncatingIfNeeded: Int(x) + predicted)
            }
        }

        // Samples to 8-bit RGBA.
        func sample(_ row: Int, _ index: Int) -> Int {
            let base = row * rowBytes
            switch depth {
            case 16: return Int(rows[base + 2 * index])
            case 8: return Int(rows[base + index])
            default:
                let bit = index * depth
                let byte = Int(rows[base + bit / 8])
                return (byte >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
            }
        }
        let scale = depth < 8 ? 255 / ((1 << depth) - 1) : 1
        var pixels = [UInt8](repeating: 255, count: 4 * width * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = 4 * (y * width + x)
                switch colorType {
                case 0:
                    let g = UInt8(sample(y, x) * scale)
                    pixels[o] = g; pixels[o + 1] = g; pixels[o + 2] = g
                case 2:
                    for k in 0..<3 { pixels[o + k] = UInt8(sample(y, 3 * x + k)) }
                case 3:
                    let index = sample(y, x)
                    guard 3 * index + 2 < palette.count else { throw DecodingError(description: "palette index \(index) out of range") }
                    for k in 0..<3 { pixels[o + k] = palette[3 * index + k] }
                    if index < transparency.count { pixels[o + 3] = transparency[index] }
                case 4:
                    let g = UInt8(sample(y, 2 * x)); pixels[o] = g; pixels[o + 1] = g; pixels[o + 2] = g
                    pixels[o + 3] = UInt8(sample(y, 2 * x + 1))
                default:
                    for k in 0..<4 { pixels[o + k] = UInt8(sample(y, 4 * x + k)) }
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    // MARK: Encoding

    /// The image as PNG data: 8-bit RGBA, each row unfiltered, deflate's stored blocks.
    public func pngData() -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity(height * (4 * width + 1))
        for y in 0..<height {
            raw.append(0)
            raw.append(contentsOf: pixels[4 * y * width..<4 * (y + 1) * width])
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, raw.count - start)
            let last: UInt8 = start + count == raw.count ? 1 : 0
            zlib.append(last)
            zlib.append(contentsOf: [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)])
            zlib.append(contentsOf: raw[start..<start + count])
            start += count
        } while start < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib.append(contentsOf: Self.be32(b << 16 | a))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ body: [UInt8]) {
            png.append(contentsOf: Self.be32(UInt32(body.count)))
            let typed = Array(type.utf8) + body
            png.append(contentsOf: typed)
            png.append(contentsOf: Self.be32(Self.crc32(typed)))
        }
        chunk("IHDR", Self.be32(UInt32(width)) + Self.be32(UInt32(height)) + [8, 6, 0, 0, 0])
        chunk("IDAT", zlib)
        chunk("IEND", [])
        return Data(png)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

/// Deflate's decompression (RFC 1951): stored, fixed and dynamic Huffman blocks.
struct Inflater {
    let input: [UInt8]
    var position = 0
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var output: [UInt8] = []

    init(input: [UInt8]) { self.input = input }

    /// A canonical Huffman code as a lookup table of `bits`-bit keys (read least significant bit first).
    struct Table {
        var entries: [UInt16]
        var bits: Int

        init(lengths: [Int]) throws {
            let maxLength = lengths.max() ?? 0
            bits = max(1, maxLength)
            entries = [UInt16](repeating: 0, count: 1 << bits)
            var count = [Int](repeating: 0, count: 16)
            for l in lengths where l > 0 { count[l] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for l in 1..<16 {
                code = (code + count[l - 1]) << 1
                next[l] = code
            }
            for (symbol, length) in lengths.enumerated() where length > 0 {
                let c = next[length]
                next[length] += 1
                var reversed = 0
                for i in 0..<length where c & (1 << i) != 0 { reversed |= 1 << (length - 1 - i) }
                var k = reversed
                while k < 1 << bits {
                    entries[k] = UInt16(symbol << 4 | length)
                    k += 1 << length
                }
            }
        }
    }

    mutating func need(_ n: Int) {
        while bitCount < n, position < input.count {
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    mutating func bits(_ n: Int) throws -> Int {
        guard n > 0 else { return 0 }
        need(n)
        guard bitCount >= n else { throw PNGImage.DecodingError(description: "compressed data ends early") }
        let value = Int(bitBuffer & ((1 << UInt64(n)) - 1))
        bitBuffer >>= UInt64(n)
        bitCount -= n
        return value
    }

    mutating func decode(_ table: Table) throws -> Int {
        need(table.bits)
        let entry = table.entries[Int(bitBuffer & ((1 << UInt64(table.bits)) - 1))]
        let length = Int(entry & 0xF)
        guard length > 0, length <= bitCount else { throw PNGImage.DecodingError(description: "invalid Huffman code") }
        bitBuffer >>= UInt64(length)
        bitCount -= length
        return Int(entry >> 4)
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The decompressed bytes (`expected`: a capacity hint).
    mutating func inflate(expected: Int) throws -> [UInt8] {
        output.reserveCapacity(expected)
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0:
                bitBuffer >>= UInt64(bitCount % 8)
                bitCount -= bitCount % 8
                let length = try bits(16), inverse = try bits(16)
                guard length == ~inverse & 0xFFFF else { throw PNGImage.DecodingError(description: "corrupt stored block") }
                for _ in 0..<length { output.append(UInt8(try bits(8))) }
            case 1:
                let literal = try Table(lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
                let distance = try Table(lengths: Array(repeating: 5, count: 30))
                try block(literal, distance)
            case 2:
                let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
                var codeLengths = [Int](repeating: 0, count: 19)
                for i in 0..<codeCount { codeLengths[Self.codeLengthOrder[i]] = try bits(3) }
                let codeTable = try Table(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try decode(codeTable)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw PNGImage.DecodingError(description: "repeat with no length") }
                        lengths.append(contentsOf: repeatElement(previous, count: 3 + (try bits(2))))
                    case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
                    default: lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
                    }
                }
                let literal = try Table(lengths: Array(lengths[0..<literalCount]))
                let distance = try Table(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
                try block(literal, distance)
            default:
                throw PNGImage.DecodingError(description: "invalid block type")
            }
        }
        return output
    }

    mutating func block(_ literal: Table, _ distance: Table) throws {
        while true {
            let symbol = try decode(literal)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw PNGImage.DecodingError(description: "invalid length code") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let d = try decode(distance)
                guard d < Self.distanceBase.count else { throw PNGImage.DecodingError(description: "invalid distance code") }
                let back = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
                guard back <= output.count else { throw PNGImage.DecodingError(description: "distance before the start") }
                let from = output.count - back
                for i in 0..<length { output.append(output[from + i]) }
            }
        }
    }
}
