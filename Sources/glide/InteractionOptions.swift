import Foundation
import GlideCommandLine
import ArgumentParser
import GlideCatalog
import GlideExamples
import GlideGestureRecognition
import GlideInteraction
import GlideInput

/// The options `glide replay` and `glide live` share: which transition, which gesture drives it,
/// over what distance, and how the release is decided.
struct InteractionOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The reference transition: \(ReferenceTransition.allCases.map(\.rawValue).joined(separator: ", ")).")
    var transition = "card"

    @Option(help: "The end policy: threshold (the default), threshold(VALUE) with 0 < VALUE < 1, uikitPop, adwaita.")
    var policy: String?

    @Option(help: ArgumentHelp("The gesture that drives: KIND:FINGERS:FORWARD (e.g. swipe:3:left, edgeSwipe::left).", valueName: "binding"))
    var binding: String?

    // Unconditional: `--distance -5` is read as a value (and rejected by validate()), not as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Touchpad finger travel from 0 to 100 %, in millimetres (more than 0, at most \(Int(Self.maximumDistanceMillimetres))).", valueName: "mm"))
    var distance = InteractionConfiguration.defaultTouchpadDistanceMillimetres

    /// The longest finger travel accepted, in millimetres: the largest touchpads are about 160 mm wide.
    static let maximumDistanceMillimetres = 1000.0
    /// Fingers a binding can name: libinput counts up to five (`BTN_TOOL_QUINTTAP`).
    static let bindingFingers = 1...5

    func validate() throws {
        let names = ReferenceTransition.allCases.map(\.rawValue)
        guard ReferenceTransition(rawValue: transition) != nil else {
            throw ValidationError(unknownName("transition", transition, in: names))
        }
        guard EndPolicy(name: policyName) != nil else {
            // A threshold whose number is out of range is not an unknown policy.
            if let value = EndPolicy.thresholdArgument(policyName) {
                throw ValidationError("--policy \(policyName.escapingNonPrintable): the threshold \(value.escapingNonPrintable) must be a number above 0 and below 1")
            }
            let hint = nearestName(policyName, in: ["threshold", "uikitPop", "adwaita"]).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("unknown policy '\(policyName.escapingNonPrintable)'\(hint); choose threshold, threshold(VALUE) with 0 < VALUE < 1, uikitPop or adwaita")
        }
        if let binding {
            guard let parsed = GestureBinding(parsing: binding) else {
                let kind = String(binding.prefix { $0 != ":" })
                let kinds = GestureKind.allCases.map(\.rawValue)
                let hint = GestureKind(rawValue: kind) == nil ? nearestName(kind, in: kinds).map { " (did you mean '\($0)'?)" } ?? "" : ""
                throw ValidationError("cannot read binding '\(binding.escapingNonPrintable)'\(hint); expected KIND:FINGERS:FORWARD, e.g. swipe:3:left (kinds: \(kinds.joined(separator: ", ")))")
            }
            if let wrong = parsed.fingerCounts.sorted().first(where: { !Self.bindingFingers.contains($0) }) {
                throw ValidationError("binding '\(binding)': \(wrong) fingers; a gesture has 1 to 5 (libinput counts up to five fingers)")
            }
        }
        guard distance.isFinite, distance > 0, distance <= Self.maximumDistanceMillimetres else {
            throw ValidationError("--distance \(distance): the finger travel for 100 % must be more than 0 and at most \(Int(Self.maximumDistanceMillimetres)) mm")
        }
    }

    /// Why the binding cannot drive anything on a device of `kind`, or nil: a touchpad has no edge
    /// swipes or drags (libinput recognizes none), a touchscreen no pointer, scroll or swipe gestures
    /// (its fingers drag).
    func bindingProblem(for kind: DeviceKind) -> String? {
        guard let binding = binding.flatMap(GestureBinding.init(parsing:)) else { return nil }
        let touchscreenOnly: Set<GestureKind> = [.edgeSwipe, .drag]
        let touchpadOnly: Set<GestureKind> = [.pointer, .scroll, .swipe]
        if kind == .touchscreen, touchpadOnly.contains(binding.kind) {
            return "--binding \(binding.kind.rawValue) is a touchpad gesture; on a touchscreen fingers drag: use drag:N:DIRECTION or edgeSwipe::DIRECTION"
        }
        if kind != .touchscreen, touchscreenOnly.contains(binding.kind) {
            return "--binding \(binding.kind.rawValue) is a touchscreen gesture (a touchpad has no edge to swipe in from, and libinput recognizes no drags there); on a \(kind.rawValue) use swipe:3:left or scroll:2:left"
        }
        return nil
    }

    /// The policy's name as given, or `threshold` (Apple's sample rule) when none was.
    var policyName: String { policy ?? "threshold" }

    /// What `--handlers` cannot be given with: the fixed rule's binding and policy, which the handlers replace.
    func refuseFixedRule(with handlers: Bool) throws {
        guard handlers else { return }
        if let binding { throw ValidationError("--binding \(binding.escapingNonPrintable) is the fixed rule's gesture; with --handlers the scene's own gesture recognizers decide what drives") }
        if let policy { throw ValidationError("--policy \(policy.escapingNonPrintable) is the fixed rule's end policy; with --handlers the scene's own handlers decide finish or cancel") }
    }

    /// The reference transition (valid after `validate()`).
    var reference: ReferenceTransition { ReferenceTransition(rawValue: transition)! }

    /// The driver's configuration: the policy, the distance, and the binding for both device kinds when given.
    var configuration: InteractionConfiguration {
        var configuration = InteractionConfiguration(policy: EndPolicy(name: policyName)!)
        configuration.touchpadDistanceMillimetres = distance
        if let binding = binding.flatMap(GestureBinding.init(parsing:)) {
            configuration.touchpadBinding = binding
            configuration.touchscreenBinding = binding
        }
        return configuration
    }
}

/// The display rates Glide steps frames at: 1 to 480 per second (480 Hz is the fastest display
/// refresh sold; beyond it a timeline only grows: `--rate 100000` would write 173 MB for a 0.7 s swipe).
enum DisplayRate {
    static let allowed = 1...480

    static func validate(_ rate: Int) throws {
        guard allowed.contains(rate) else {
            throw ValidationError("--rate \(rate): display frames per second must be from \(allowed.lowerBound) to \(allowed.upperBound) (displays refresh at 60, 120, at most 480 Hz)")
        }
    }
}
