/// The bounds Glide holds every input to, each taken from the software that produces or consumes
/// such input, so that no recording (or device description) can make Glide allocate, loop or
/// compute without bound. The readers reject what exceeds them with a `file:line:column` error
/// (lenient mode skips the line); the frame assembler enforces them again for descriptions built
/// in code.
public enum InputLimits {
    /// The most multitouch slots a device can have: the kernel's input core refuses more
    /// (`input_mt_init_slots()` in `drivers/input/input-mt.c` returns `-EINVAL` above 1024, "to
    /// avoid too large memory allocation"), so `ABS_MT_SLOT` spans at most 0...1023.
    public static let maximumSlots = 1024

    /// The most protocol-A contacts kept in one frame: mtdev, which libinput uses to turn protocol A
    /// into slots, tracks at most 32 (`DIM_FINGER` in mtdev's `src/common.h`; its matcher works on
    /// 32-bit masks). Contacts beyond the 32nd in a frame are dropped.
    public static let maximumProtocolAContacts = 32

    /// The most bytes of a property mask or of one event type's code mask in an evemu description:
    /// evemu's own arrays (`prop[EVPLAY_NBYTES]`, `mask[EV_CNT][EVPLAY_NBYTES]` in `evemu-impl.h`,
    /// `EVPLAY_NBYTES` = `KEY_CNT` / 8 = 96), i.e. at most 12 `P:` lines and 12 `B:` lines per type.
    public static let maximumMaskBytes = 96

    /// The most bytes of a device name kept: libevdev's `MAX_NAME` (256), the buffer it reads a live
    /// device's name into with `EVIOCGNAME`.
    public static let maximumNameBytes = 256

    /// The most bytes of header comments kept (evemu-record writes a few hundred; the rest are
    /// read and dropped).
    public static let maximumHeaderCommentBytes = 64 * 1024

    /// The latest event time after a trace's first event, in microseconds: 2^62 ns (about 146
    /// years). Glide's clocks count Int64 nanoseconds (at most 2^63 − 1, 292 years); half of that
    /// leaves room for every deadline scheduled after the last event. A later timestamp cannot be
    /// represented and is rejected, naming its line.
    public static let maximumTraceMicroseconds: Int64 = (Int64(1) << 62) / 1000

    /// The deepest nesting of YAML collections in a libinput recording (the format needs 5:
    /// `devices` → device → `events` → entry → `evdev` → event). Deeper documents are refused before
    /// they are composed (the composer recurses).
    public static let maximumYAMLDepth = 32

    /// Why `axis` (the `EV_ABS` code `code`) cannot be a real device's, or nil when it can.
    ///
    /// - minimum ≤ maximum: the kernel's uinput refuses `max < min` (`uinput_validate_absinfo()` in
    ///   `drivers/input/misc/uinput.c`), and a reversed axis would give negative sizes;
    /// - a resolution ≥ 0 (units per millimetre; 0 means unknown);
    /// - `ABS_MT_SLOT` within 0...1023 (``maximumSlots``).
    public static func problem(with axis: AxisInfo, code: UInt16) -> String? {
        if axis.maximum < axis.minimum {
            return "an axis maximum no smaller than its minimum (the kernel refuses min > max; here min \(axis.minimum), max \(axis.maximum))"
        }
        if axis.resolution < 0 {
            return "a resolution of 0 or more units per millimetre (here \(axis.resolution))"
        }
        if code == EventCode.ABS_MT_SLOT, axis.minimum < 0 || axis.maximum >= Int32(maximumSlots) {
            return "an ABS_MT_SLOT range within 0...\(maximumSlots - 1) (the kernel allows at most \(maximumSlots) slots; here \(axis.minimum)...\(axis.maximum))"
        }
        return nil
    }
}

extension String {
    /// Up to `limit` bytes of a file, for an error message: valid UTF-8 as text, every byte that is not
    /// part of valid UTF-8 as `\xNN` (so binary input reads as what it is, not as `�`), and `…` when
    /// there was more. Control characters are left for ``escapingNonPrintable``.
    public init(excerptOf bytes: some Sequence<UInt8>, limit: Int = 24) {
        var head = Array(bytes.prefix(limit + 1))
        let more = head.count > limit
        if more { head.removeLast() }
        var out = "", i = 0
        while i < head.count {
            let b = head[i]
            // The length a lead byte announces (RFC 3629's table; C0, C1 and F5...FF never start one).
            let n = b < 0x80 ? 1 : (0xC2...0xDF).contains(b) ? 2 : (0xE0...0xEF).contains(b) ? 3 : (0xF0...0xF4).contains(b) ? 4 : 0
            if n > 0, i + n <= head.count, let text = String(validating: head[i..<(i + n)], as: UTF8.self) {
                out += text
                i += n
            } else {
                let hex = String(b, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" + hex : hex)
                i += 1
            }
        }
        self = more ? out + "…" : out
    }

    /// The string with what a terminal would interpret escaped: control characters (C0, DEL, C1)
    /// as `\e`, `\t`, `\r`, `\n` or `\u{…}`, so that text taken from a file (a device name, a line
    /// quoted in an error) can never move the cursor, clear the screen or ring the bell.
    public var escapingNonPrintable: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": out += "\\e"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\n": out += "\\n"
            default: out += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return out
    }

    private static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        // C0 controls, DEL, C1 controls, the bidirectional overrides/isolates that reorder text, and the
        // characters that show as nothing (zero-width spaces and joiners, marks, the line and paragraph
        // separators, word joiners, the byte-order mark): quoted, `"\u{FEFF}version"` would read as `"version"`.
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || (0x200B...0x200F).contains(v) || (0x2028...0x2029).contains(v) || (0x2060...0x2064).contains(v) || v == 0xFEFF
    }
}
