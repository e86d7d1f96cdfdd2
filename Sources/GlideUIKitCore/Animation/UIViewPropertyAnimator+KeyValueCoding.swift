import Foundation
import GlideObjectiveC

// Key-value coding and observing on property animators: the observers of `running`, `reversed` and `state`
// (`isRunning`, `isReversed` by their Objective-C names) are told at each change, and those of `fractionComplete` each
// time it is set (not as a running animation advances it).

extension UIViewPropertyAnimator: KeyValueCodingClass {
    nonisolated package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        MainActor.assumeIsolated {
            switch keyPath {
            case "fractionComplete": return .value(NSNumber(value: Double(fractionComplete)))
            case "running", "isRunning": return .value(NSNumber(value: isRunning))
            case "reversed", "isReversed": return .value(NSNumber(value: isReversed))
            case "state": return .value(NSNumber(value: state.rawValue))
            case "duration": return .value(NSNumber(value: duration))
            case "delay": return .value(NSNumber(value: delay))
            case "interruptible", "isInterruptible": return .value(NSNumber(value: isInterruptible))
            case "scrubsLinearly": return .value(NSNumber(value: scrubsLinearly))
            case "pausesOnCompletion": return .value(NSNumber(value: pausesOnCompletion))
            case "userInteractionEnabled", "isUserInteractionEnabled": return .value(NSNumber(value: isUserInteractionEnabled))
            default: return .undefined
            }
        }
    }

    nonisolated package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        nonisolated(unsafe) let value = value
        return MainActor.assumeIsolated {
            let v = KeyValueDecoder(value: value, key: keyPath, object: self)
            switch keyPath {
            case "fractionComplete": fractionComplete = v.cgFloat
            case "reversed", "isReversed": isReversed = v.bool
            case "interruptible", "isInterruptible": isInterruptible = v.bool
            case "scrubsLinearly": scrubsLinearly = v.bool
            case "pausesOnCompletion": pausesOnCompletion = v.bool
            case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled = v.bool
            default: return false
            }
            return true
        }
    }

    nonisolated package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? {
        nonisolated(unsafe) let keyPath = keyPath
        return MainActor.assumeIsolated {
            guard let animator = root as? any PropertyAnimatorKeyPathRoot.Type else { return nil }
            return propertyAnimatorKeyPaths(animator)[keyPath]
        }
    }

    nonisolated package func keyValueObservingNotifies(forKey key: String) -> Bool {
        !["duration", "delay", "interruptible", "isInterruptible", "scrubsLinearly", "pausesOnCompletion",
          "userInteractionEnabled", "isUserInteractionEnabled"].contains(key)
    }
}

protocol PropertyAnimatorKeyPathRoot: UIViewPropertyAnimator {}
extension UIViewPropertyAnimator: PropertyAnimatorKeyPathRoot {}

@MainActor
func propertyAnimatorKeyPaths<R: PropertyAnimatorKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.fractionComplete: "fractionComplete", \R.isRunning: "running", \R.isReversed: "reversed", \R.state: "state"]
}
