import SwiftSyntax

/// Foundation's timers, which on Linux wait for a run loop Glide never runs: `glide port` makes them GlideUIKit's
/// `GlideTimer`, which fires on Glide's clock, and adds them to it with `RunLoop.add(onGlideClock:forMode:)`.
///
/// The calls are rewritten because Swift cannot shadow Foundation's spellings: a declaration of the same signature in
/// GlideUIKit wins only in a file that does not import Foundation itself, and is ambiguous in one that does.
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, which Foundation on Linux lacks, GlideUIKit
/// declares on `Timer` under Apple's spelling, so it is left as written.
enum Timers {
    /// The argument labels of Foundation's timer initializers (a trailing block drops the last).
    static let initializerLabels: [[String]] = [
        [],  // `Timer()`, an empty placeholder, which Foundation on Linux lacks
        ["timeInterval", "repeats", "block"], ["fire", "interval", "repeats", "block"],
        ["timeInterval", "target", "selector", "userInfo", "repeats"], ["fireAt", "interval", "target", "selector", "userInfo", "repeats"],
    ]

    /// The labels a call is written with, a trailing closure counted as `block`.
    static func labels(_ call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" } + (call.trailingClosure == nil ? [] : ["block"])
    }

    /// The `Timer` token to rename in a call that makes a timer Foundation would leave to a run loop Glide never runs:
    /// `Timer(…)`, `Timer.init(…)` with one of Foundation's initializers, or `Timer.scheduledTimer(withTimeInterval:…)`.
    static func timerToken(in call: FunctionCallExprSyntax) -> TokenSyntax? {
        let labels = labels(call)
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Timer" {
            return initializerLabels.contains(labels) ? reference.baseName : nil
        }
        guard let member = callee.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Timer" else { return nil }
        switch member.declName.baseName.text {
        case "init": return initializerLabels.contains(labels) ? base.baseName : nil
        case "scheduledTimer": return labels == ["withTimeInterval", "repeats", "block"] ? base.baseName : nil
        default: return nil
        }
    }

    /// The first argument of `RunLoop.main.add(timer, forMode: mode)` (or `RunLoop.current`'s, or a run loop's whose
    /// type the declarations say), which gets the label `onGlideClock:`.
    static func addedTimer(in call: FunctionCallExprSyntax, types: StaticTypes) -> LabeledExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "add",
              call.trailingClosure == nil, labels(call) == ["_", "forMode"], let base = member.base,
              let first = call.arguments.first else { return nil }
        let text = base.trimmedDescription.replacing(" ", with: "")
        guard ["RunLoop.main", "RunLoop.current"].contains(text) || types.type(of: base) == "RunLoop" else { return nil }
        // `add(_:forMode:)` of a Port is Foundation's, and stays.
        if let type = types.type(of: first.expression), !["Timer", "GlideTimer"].contains(type) { return nil }
        return first
    }
}
