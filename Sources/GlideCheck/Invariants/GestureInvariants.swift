import Foundation
import GlideUIKitCore

/// Invariants about the gesture that drives a transition: every end of it is answered, and a
/// navigation pop decides as UIKit does.
enum GestureInvariants {
    static let all: [Invariant] = [terminalGestureEnds, popParity]

    /// A request to end the interaction: where it was made, where its effect starts, and what it asks for.
    struct TerminalRequest {
        var index: Int
        /// The first position its effects can appear at (the gesture handler's steps are noted after they
        /// return, the driver's decisions before it calls the interactor).
        var issued: Int
        var cancels: Bool
        var call: RecordedCall
        /// True when either a finish or a cancel answers it (a gesture the app's handler saw end).
        var either = false
    }

    /// The terminal requests of `record`: finish, cancel and system-cancel steps, released and interrupted gestures.
    static func terminalRequests(_ record: TransitionRecord) -> [TerminalRequest] {
        var requests: [TerminalRequest] = []
        var lastNote = -1
        for (index, call) in record.calls.enumerated() {
            switch call.call {
            case .interactorFinish, .interactorCancel, .interactorSystemCancel:
                let cancels: Bool
                if case .interactorFinish = call.call { cancels = false } else { cancels = true }
                requests.append(TerminalRequest(index: index, issued: lastNote + 1, cancels: cancels, call: call))
            case let .gestureReleased(finishes, _, _):
                requests.append(TerminalRequest(index: index, issued: index, cancels: !finishes, call: call))
            case .gestureInterrupted:
                requests.append(TerminalRequest(index: index, issued: index, cancels: true, call: call))
            case let .gestureEnded(_, state):
                // The app's handler decides how an `.ended` gesture ends; `.cancelled` and `.failed` cancel.
                requests.append(TerminalRequest(index: index, issued: lastNote + 1, cancels: state != "ended", call: call, either: state == "ended"))
            default:
                break
            }
            if CompletionInvariants.isStableMoment(call.call) || isNoteOfTheRunner(call.call) { lastNote = index }
        }
        return requests
    }

    private static func isNoteOfTheRunner(_ call: ObservedCall) -> Bool {
        if case .begin = call { return true }
        return false
    }

    /// True for a recognizer's terminal state noted after its handler ran (not the runner's own release or interruption).
    static func isEndOfARecognizer(_ request: TerminalRequest) -> Bool {
        if case .gestureEnded = request.call.call { return true }
        return false
    }

    /// True when the interaction could still be ended at `probe`: before start with no end pending, or
    /// in flight and interactive.
    static func isLive(_ probe: Probe) -> Bool {
        switch probe.phase {
        case "none", "ready": return probe.interactorPendingEnd == nil
        case "inFlight": return probe.isInteractive
        default: return false
        }
    }

    /// 27: every terminal gesture request made while the interaction was live produces exactly one accepted
    /// finish or cancel of the matching kind; a system cancel or an interrupted gesture cancels.
    static let terminalGestureEnds = Invariant(
        27, "terminal-gesture-ends",
        "every terminal gesture state (.ended, .cancelled, .failed) produces exactly one finish or cancel; .cancelled maps to cancel",
        reports: ["B7", "B6"]
    ) { record in
        // A transition UIKit never made interactive (no animator vended, so no interactor asked for)
        // has no interaction for the gesture's end to answer.
        guard record.initiallyInteractive || record.calls.contains(where: { $0.probe.isInteractive }) else { return [] }
        let requests = terminalRequests(record)
        let ends = record.acceptedEnds
        func answers(at position: Int) -> [(index: Int, call: RecordedCall, cancelled: Bool)] {
            let windowEnd = position + 1 < requests.count ? requests[position + 1].issued : record.calls.count
            return ends.filter { $0.index >= requests[position].issued && $0.index < windowEnd }
        }
        var evidence: [Evidence] = []
        for (position, request) in requests.enumerated() {
            // The state just before the request was made (a driver's decision is noted before it acts).
            let before = request.issued == request.index || request.issued == 0 ? request.call.probe : record.calls[request.issued - 1].probe
            guard isLive(before) else { continue }
            let answered = answers(at: position)
            let expected = request.cancels ? "cancelInteractiveTransition()" : "finishInteractiveTransition()"
            if answered.isEmpty, isEndOfARecognizer(request), requests.indices.contains(where: { other in
                other != position && requests[other].call.time == request.call.time && !answers(at: other).isEmpty
            }) {
                // Two recognizers ended by the same touch (a sheet's dismissal pan and its resize pan, recognizing
                // together): the other's handler ended the transition; this one's end is no part of it.
                continue
            }
            if answered.isEmpty {
                let found = Evidence(
                    at: request.call, property: "accepted finish or cancel", before: expected, after: "none",
                    message: "\(request.call.call) while the interaction was live produced no accepted finish or cancel")
                let later = requests.dropFirst(position + 1).first { $0.call.time > request.call.time }
                if record.lateAnswer(after: request.index, cancels: request.cancels, time: request.call.time) != nil {
                    evidence.append(found.warning(TransitionRecord.answeredLate))
                } else if let eventual = record.eventualAnswer(after: request.index, cancels: request.cancels, before: later?.index) {
                    // The interactor animated the rest itself and ended the transition when its animation did (the
                    // eleventh sample's Q06, G3): nothing hangs on iOS; the transition ends once, later.
                    evidence.append(found.warning(TransitionRecord.answeredAfterItsOwnAnimation(
                        seconds: eventual.call.time - request.call.time)))
                } else if let completion = record.completedWithoutAnEnd(after: request.index, cancels: request.cancels, either: request.either, before: later?.index) {
                    evidence.append(found.warning(TransitionRecord.completedByTheInteractor(
                        seconds: completion.call.time - request.call.time)))
                } else {
                    evidence.append(found)
                }
            } else if answered.count > 1 {
                evidence.append(Evidence(
                    at: answered[1].call, property: "accepted finish or cancel", before: "1", after: "\(answered.count)",
                    message: "\(request.call.call) produced \(answered.count) accepted ends instead of one"))
            } else if !request.either, answered[0].cancelled != request.cancels {
                evidence.append(Evidence(
                    at: answered[0].call, property: "end of the interaction", before: expected, after: "\(answered[0].call.call)",
                    message: "\(request.call.call) asked to \(request.cancels ? "cancel" : "finish"), the transition was told to "
                        + (answered[0].cancelled ? "cancel" : "finish")))
            }
        }
        return evidence
    }

    /// UIKit's pop rule (`_UINavigationInteractiveTransition`, DEC-NAV in docs/uikit-rules.md) on the gesture recognizer's velocity: with at least 3
    /// samples, pop iff the projection (p + v·D, where a slowing finger stops, p at rest) exceeds
    /// min(187.5 / W, 0.5), otherwise iff v > 0; the completion speed is max(1, D·v at the lift toward
    /// the chosen end). The oracle states the rule itself rather than calling the gesture driver's
    /// `PanGestureSamples.projection` and `EndPolicy.handOff`: the invariant checks the driver, and the
    /// checker stays free of the gesture layer.
    static func uikitPopRule(
        percent p: Double, velocity v: Double, acceleration a: Double, samples: Int, duration d: Double, width w: Double,
        restingVelocity: Double = 0, releaseVelocity: Double = 0
    ) -> (pops: Bool, margin: Double, completionSpeed: Double) {
        let threshold = min(PopGestureTracker.projectionThresholdPoints / max(w, 1), 0.5)
        let pops: Bool
        let margin: Double
        if samples >= 3 {
            let projected = projection(from: p, velocity: v, acceleration: a, restingVelocity: restingVelocity, duration: d)
            pops = projected > threshold
            margin = projected - threshold
        } else {
            pops = v > 0
            margin = v
        }
        let speed = d * (pops ? releaseVelocity : -releaseVelocity)
        return (pops, margin, speed > 1 && speed.isFinite ? speed : 1)
    }

    /// Where the progress lands `d` seconds on at velocity `v` and acceleration `a`: p + v·d while the
    /// finger keeps its speed or speeds up; where it stops when it slows (a opposes v); p when the finger
    /// rests (|v| ≤ `restingVelocity`).
    static func projection(from p: Double, velocity v: Double, acceleration a: Double, restingVelocity: Double, duration d: Double) -> Double {
        guard abs(v) > restingVelocity, v != 0 else { return p }
        if a * v >= 0 { return p + v * d }
        let t = min(d, abs(v / a))
        return p + v * t + 0.5 * a * t * t
    }

    /// The container's extent along the axis, from the snapshots.
    static func containerExtent(_ record: TransitionRecord, vertical: Bool) -> Double? {
        guard let id = record.roles.container, let frame = (record.before.view(id) ?? record.after.view(id))?.value("frame") else { return nil }
        let numbers = frame.filter { $0 != "(" && $0 != ")" && $0 != " " }.split(separator: ",").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return vertical ? numbers[3] : numbers[2]
    }

    /// 28: where UIKit's pop policy decided a release, the decision and the completion speed follow UIKit's
    /// rule for the progress the gesture reached, the transition's duration and its container's extent.
    static let popParity = Invariant(
        28, "pop-parity",
        "navigation-pop parity: pop iff the projection (p + v·D; where a slowing finger stops; p at rest) > min(187.5/W, 0.5) with ≥ 3 samples (else v > 0); completionSpeed = max(1, D·v toward the end)"
    ) { record in
        var evidence: [Evidence] = []
        for release in record.gestureReleases where release.policy == EndPolicyName.uikitPop {
            guard release.callIndex < record.calls.count else { continue }
            let call = record.calls[release.callIndex]
            // The progress the gesture reached: its last update before the release.
            let lastUpdate = record.calls[..<release.callIndex].last { if case .interactorUpdate = $0.call { return true } else { return false } }
            guard case let .interactorUpdate(reached)? = lastUpdate?.call else { continue }
            let p = min(1, max(0, reached))
            let width = containerExtent(record, vertical: release.vertical) ?? release.extent
            let rule = uikitPopRule(
                percent: p, velocity: release.sampleVelocity, acceleration: release.sampleAcceleration,
                samples: release.sampleCount, duration: record.duration, width: width,
                restingVelocity: release.restingVelocity, releaseVelocity: release.releaseVelocity)
            let inputs = "p \(Scenario.format(p)), v \(Scenario.format(release.sampleVelocity))/s, a \(Scenario.format(release.sampleAcceleration))/s², "
                + "D \(Scenario.format(record.duration)) s, W \(Scenario.format(width)) pt"
            if rule.pops != release.finishes, abs(rule.margin) > 1e-9 {
                evidence.append(Evidence(
                    at: call, property: "pop decision", before: rule.pops ? "finish" : "cancel", after: release.finishes ? "finish" : "cancel",
                    message: "UIKit's pop rule \(rule.pops ? "pops" : "cancels") for \(inputs); the driver decided to "
                        + (release.finishes ? "finish" : "cancel")
                        + " (from p \(Scenario.format(release.percent)), D \(Scenario.format(release.duration)) s, W \(Scenario.format(release.extent)) pt)"))
            } else if rule.pops == release.finishes, abs(rule.completionSpeed - release.completionSpeed) > 1e-6 * max(1, rule.completionSpeed) {
                evidence.append(Evidence(
                    at: call, property: "completionSpeed", before: Scenario.format(rule.completionSpeed), after: Scenario.format(release.completionSpeed),
                    message: "the completion speed is not max(1, D·v toward the end) for \(inputs)"))
            }
        }
        return evidence
    }
}

/// The names the gesture driver's end policies report.
enum EndPolicyName {
    static let uikitPop = "uikitPop"
}
