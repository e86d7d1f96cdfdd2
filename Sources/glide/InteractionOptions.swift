import Foundation
import ArgumentParser
import GlideCatalog
import GlideExamples
import GlideGestures

/// The options `glide replay` and `glide live` share: which transition, which gesture drives it,
/// over what distance, and how the release is decided.
struct InteractionOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The reference transition: \(ReferenceTransition.allCases.map(\.rawValue).joined(separator: ", ")).")
    var transition = "card"

    @Option(help: "The end policy: threshold, threshold(VALUE), uikitPop, adwaita.")
    var policy = "threshold"

    @Option(help: ArgumentHelp("The gesture that drives: KIND:FINGERS:FORWARD (e.g. swipe:3:left, edgeSwipe::left).", valueName: "binding"))
    var binding: String?

    @Option(help: ArgumentHelp("Touchpad finger travel from 0 to 100 %, in millimetres.", valueName: "mm"))
    var distance = InteractionConfiguration.defaultTouchpadDistanceMillimetres

    func validate() throws {
        guard ReferenceTransition(rawValue: transition) != nil else {
            throw ValidationError("unknown transition '\(transition)'; choose one of \(ReferenceTransition.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard EndPolicy(name: policy) != nil else {
            throw ValidationError("unknown policy '\(policy)'; choose threshold, threshold(VALUE) with 0 < VALUE < 1, uikitPop or adwaita")
        }
        if let binding, GestureBinding(parsing: binding) == nil {
            throw ValidationError("cannot read binding '\(binding)'; expected KIND:FINGERS:FORWARD, e.g. swipe:3:left (kinds: \(GestureKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard distance > 0 else { throw ValidationError("--distance must be positive") }
    }

    /// The reference transition (valid after `validate()`).
    var reference: ReferenceTransition { ReferenceTransition(rawValue: transition)! }

    /// The driver's configuration: the policy, the distance, and the binding for both device kinds when given.
    var configuration: InteractionConfiguration {
        var configuration = InteractionConfiguration(policy: EndPolicy(name: policy)!)
        configuration.touchpadDistanceMillimetres = distance
        if let binding = binding.flatMap(GestureBinding.init(parsing:)) {
            configuration.touchpadBinding = binding
            configuration.touchscreenBinding = binding
        }
        return configuration
    }
}
