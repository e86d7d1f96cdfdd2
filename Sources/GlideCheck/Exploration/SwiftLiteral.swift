import Foundation
extension Step {
    /// The step as Swift source: `.update(0.5)`, `.cancel`, `.wait(0.25)`.
    public var swiftLiteral: String {
        switch self {
        case let .update(p): return ".update(\(Self.swiftNumber(p)))"
        case .finish: return ".finish"
        case .cancel: return ".cancel"
        case .pause: return ".pause"
        case .systemCancel: return ".systemCancel"
        case let .completionSpeed(s): return ".completionSpeed(\(Self.swiftNumber(s)))"
        case let .wait(t): return ".wait(\(Self.swiftNumber(t)))"
        }
    }

    /// A `Double` as a Swift literal that reads back as the same value ("1", "0.25", "-0.2").
    static func swiftNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}

extension Scenario {
    /// The scenario as a Swift expression, arguments left out where they have their default:
    /// `Scenario("random", operation: .dismiss, style: .custom, interactive: true, steps: [.update(0.5), .cancel])`.
    public var swiftLiteral: String {
        var arguments = [Self.swiftString(label), "operation: .\(operation.rawValue)", "style: .\(style.rawValue)"]
        if !animated { arguments.append("animated: false") }
        arguments.append("interactive: \(interactive)")
        if !wantsInteractiveStart { arguments.append("wantsInteractiveStart: false") }
        if !beforeStart.isEmpty { arguments.append("beforeStart: [\(beforeStart.map(\.swiftLiteral).joined(separator: ", "))]") }
        if !steps.isEmpty { arguments.append("steps: [\(steps.map(\.swiftLiteral).joined(separator: ", "))]") }
        if let origin { arguments.append("origin: \(Self.swiftString(origin))") }
        if let touches { arguments.append("touches: \(touches.swiftLiteral)") }
        if let prelude { arguments.append("prelude: \(prelude.swiftLiteral)") }
        return "Scenario(\(arguments.joined(separator: ", ")))"
    }

    /// `text` as a Swift string literal.
    static func swiftString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

extension TouchScript {
    /// The script as a Swift expression: `TouchScript(name: …, recognizer: …, frames: [.init(time: 0, contacts: […])])`.
    public var swiftLiteral: String {
        let frames = self.frames.map { frame in
            let contacts = frame.contacts.map {
                ".init(id: \($0.id), phase: .\($0.phase.rawValue), x: \(Step.swiftNumber($0.x)), y: \(Step.swiftNumber($0.y)))"
            }
            let turn = frame.nextTurn ? ", nextTurn: true" : ""
            return ".init(time: \(Step.swiftNumber(frame.time)), contacts: [\(contacts.joined(separator: ", "))]\(turn))"
        }
        var arguments = [
            "name: \(Scenario.swiftString(name))", "recognizer: \(Scenario.swiftString(recognizer))",
            "frames: [\(frames.joined(separator: ", "))]",
        ]
        if let systemCancel { arguments.append("systemCancel: \(Step.swiftNumber(systemCancel))") }
        return "TouchScript(\(arguments.joined(separator: ", ")))"
    }
}
