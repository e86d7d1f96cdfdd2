import Foundation

/// `os_log`'s printf-style formats: privacy and type annotations (`%{public}@`, `%{private}d`,
/// `%{bool}d`, `%{time_t}d`) are dropped and the rest is formatted as `String(format:)` does.
enum OSLogFormat {
    static func compose(_ format: StaticString, _ arguments: [CVarArg]) -> String {
        let text = format.hasPointerRepresentation
            ? String(cString: format.utf8Start)
            : String(format.unicodeScalar)
        return compose(text, arguments)
    }

    static func compose(_ format: String, _ arguments: [CVarArg]) -> String {
        let plain = stripAnnotations(format)
        guard !arguments.isEmpty else { return plain.replacingOccurrences(of: "%%", with: "%") }
        return String(format: plain, arguments: arguments)
    }

    /// `%{public}@` → `%@`: what follows `%` up to the closing brace goes.
    static func stripAnnotations(_ format: String) -> String {
        var out = ""
        var characters = format[...]
        while let c = characters.popFirst() {
            out.append(c)
            guard c == "%" else { continue }
            if characters.first == "%" {
                out.append(characters.removeFirst())
                continue
            }
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                characters = characters[characters.index(after: close)...]
            }
        }
        return out
    }
}
