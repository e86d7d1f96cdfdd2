import Foundation
import GlideObjectiveC

// Key-value coding and observing on players and items: the observers of a player's `status`, `rate`,
// `timeControlStatus` and `currentItem`, and of an item's `status` and `duration`, are told at each change, from
// inside the change, as AVFoundation's are (on the thread that changed them; in Glide, the main actor).

extension AVPlayer: KeyValueCodingClass {
    nonisolated package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        MainActor.assumeIsolated {
            switch keyPath {
            case "status": return .value(NSNumber(value: status.rawValue))
            case "rate": return .value(NSNumber(value: rate))
            case "timeControlStatus": return .value(NSNumber(value: timeControlStatus.rawValue))
            case "currentItem": return .value(currentItem)
            case "volume": return .value(NSNumber(value: volume))
            case "muted", "isMuted": return .value(NSNumber(value: isMuted))
            case "actionAtItemEnd": return .value(NSNumber(value: actionAtItemEnd.rawValue))
            default: return .undefined
            }
        }
    }

    nonisolated package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        nonisolated(unsafe) let value = value
        return MainActor.assumeIsolated {
            guard let number = KeyValueBoxing.double(value) else { return false }
            switch keyPath {
            case "rate": rate = Float(number)
            case "volume": volume = Float(number)
            case "muted", "isMuted": isMuted = number != 0
            default: return false
            }
            return true
        }
    }

    nonisolated package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? {
        nonisolated(unsafe) let keyPath = keyPath
        return MainActor.assumeIsolated {
            guard let player = root as? any PlayerKeyPathRoot.Type else { return nil }
            return playerKeyPaths(player)[keyPath]
        }
    }

    nonisolated package func keyValueObservingNotifies(forKey key: String) -> Bool {
        !["volume", "muted", "isMuted", "actionAtItemEnd"].contains(key)
    }
}

extension AVPlayerItem: KeyValueCodingClass {
    nonisolated package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        MainActor.assumeIsolated {
            switch keyPath {
            case "status": return .value(NSNumber(value: status.rawValue))
            case "duration": return .value(duration)
            case "asset": return .value(asset)
            default: return .undefined
            }
        }
    }

    nonisolated package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }

    nonisolated package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? {
        nonisolated(unsafe) let keyPath = keyPath
        return MainActor.assumeIsolated {
            guard let item = root as? any PlayerItemKeyPathRoot.Type else { return nil }
            return playerItemKeyPaths(item)[keyPath]
        }
    }

    nonisolated package func keyValueObservingNotifies(forKey key: String) -> Bool { key != "asset" }
}

protocol PlayerKeyPathRoot: AVPlayer {}
extension AVPlayer: PlayerKeyPathRoot {}
protocol PlayerItemKeyPathRoot: AVPlayerItem {}
extension AVPlayerItem: PlayerItemKeyPathRoot {}

@MainActor
func playerKeyPaths<R: PlayerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.status: "status", \R.rate: "rate", \R.timeControlStatus: "timeControlStatus", \R.currentItem: "currentItem"]
}

@MainActor
func playerItemKeyPaths<R: PlayerItemKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.status: "status", \R.duration: "duration"]
}
