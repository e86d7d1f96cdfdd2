import Foundation
import GlideUIKitCore

/// Touches played into the subject's window, where the app's own gesture recognizers and handlers
/// decide what happens: a drag, a flick, a reversal, a second finger, the system taking the touches
/// away. ``TouchExploration`` writes them for every recognizer the subject installs.
public struct TouchScript: Sendable, Hashable, Codable, CustomStringConvertible {
    /// One contact's change in a frame.
    public struct Contact: Sendable, Hashable, Codable {
        public enum Phase: String, Sendable, Hashable, Codable {
            case began, moved, ended
        }
        /// The finger: the same for the whole life of a touch.
        public var id: Int
        public var phase: Phase
        /// In window points.
        public var x: Double
        public var y: Double

        public init(id: Int, phase: Phase, x: Double, y: Double) {
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
        }
    }

    /// The contacts that changed at `time` seconds after the script began.
    public struct Frame: Sendable, Hashable, Codable {
        public var time: Double
        public var contacts: [Contact]
        /// For a frame at the same instant as the one before it: true when it comes in the next run-loop turn, once
        /// the main queue's jobs of that turn have run (a `Task` or `DispatchQueue.main.async` the handler started), and
        /// before the work those jobs asked for at the end of the turn (a navigation controller's deferred transition
        /// start); false when it is one of the same turn's events.
        public var nextTurn: Bool

        public init(time: Double, contacts: [Contact], nextTurn: Bool = false) {
            self.time = time
            self.contacts = contacts
            self.nextTurn = nextTurn
        }

        private enum CodingKeys: String, CodingKey { case time, contacts, nextTurn }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decode(Double.self, forKey: .time)
            contacts = try container.decode([Contact].self, forKey: .contacts)
            nextTurn = try container.decodeIfPresent(Bool.self, forKey: .nextTurn) ?? false
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(time, forKey: .time)
            try container.encode(contacts, forKey: .contacts)
            if nextTurn { try container.encode(nextTurn, forKey: .nextTurn) }
        }
    }

    /// What the script does, in a few words ("pan down 50 %, slow, lift at rest").
    public var name: String
    /// The recognizer it was written for ("UIPanGestureRecognizer on DetailViewController.view").
    public var recognizer: String
    /// The frames, in time order.
    public var frames: [Frame]
    /// When the system cancels every touch still down (an incoming call), in seconds; nil for never.
    public var systemCancel: Double?

    public init(name: String, recognizer: String, frames: [Frame], systemCancel: Double? = nil) {
        self.name = name
        self.recognizer = recognizer
        self.frames = frames
        self.systemCancel = systemCancel
    }

    /// Whether the script was written for a scroll view's own pan (`UIScrollView.panGestureRecognizer`), whose
    /// cancel UIKit's scroll view handles itself, rather than for a recognizer the app added (one the app adds to a
    /// scroll view included).
    /// (``recognizer`` is "TYPE on VIEW", as touch exploration names it.)
    public var playsAScrollViewsOwnPan: Bool { recognizer.hasPrefix("UIScrollViewPanGestureRecognizer on ") }

    /// "pan down 50 %, slow, lift at rest (UIPanGestureRecognizer on DetailViewController.view)".
    public var description: String { "\(name) (\(recognizer))" }

    /// How many fingers are down once the first `frames` frames have been played.
    func fingersDown(afterFrames frames: Int) -> Int {
        var down: Set<Int> = []
        for frame in self.frames.prefix(max(0, frames)) {
            for contact in frame.contacts {
                switch contact.phase {
                case .began, .moved: down.insert(contact.id)
                case .ended: down.remove(contact.id)
                }
            }
        }
        return down.count
    }

    /// The same touches lifted where the system would have cancelled them: the frames before the cancel, then every
    /// finger still down lifted where it last was, at the cancel's instant. Nil for a script the system does not cancel.
    public func liftedWhereCancelled() -> TouchScript? {
        guard let at = systemCancel else { return nil }
        let kept = frames.filter { $0.time < at }
        var down: [Int: Contact] = [:]
        for frame in kept {
            for contact in frame.contacts {
                switch contact.phase {
                case .began, .moved: down[contact.id] = contact
                case .ended: down[contact.id] = nil
                }
            }
        }
        var lifted = TouchScript(name: name + ", lifted where the system cancels", recognizer: recognizer, frames: kept)
        if !down.isEmpty {
            let lifts = down.values.sorted { $0.id < $1.id }.map { Contact(id: $0.id, phase: .ended, x: $0.x, y: $0.y) }
            lifted.frames.append(Frame(time: at, contacts: lifts))
        }
        return lifted
    }

    /// The script's length in frames, a measure of size for shrinking.
    public var size: Int { frames.count + (systemCancel == nil ? 0 : 1) }

    /// The frames as the window takes them, at `origin` + each frame's time, one for one (two frames at the
    /// same instant stay two: one run-loop turn's events, in order).
    func injected(from origin: Double) -> [(time: Double, contacts: [InjectedTouch])] {
        var out: [(time: Double, contacts: [InjectedTouch])] = []
        for frame in frames {
            var contacts: [InjectedTouch] = []
            for contact in frame.contacts {
                let phase: UITouch.Phase
                switch contact.phase {
                case .began: phase = .began
                case .moved: phase = .moved
                case .ended: phase = .ended
                }
                contacts.append(InjectedTouch(id: contact.id, phase: phase, location: CGPoint(x: contact.x, y: contact.y)))
            }
            out.append((time: origin + frame.time, contacts: contacts))
        }
        return out
    }
}

extension TouchScript {
    /// A script being written: frames added in time order.
    struct Builder {
        var frames: [Frame] = []
        var time = 0.0

        mutating func add(_ contacts: [Contact], at time: Double, nextTurn: Bool = false) {
            self.time = time
            // Contacts at the same instant join one frame, unless a finger is in both: its second event is a
            // frame of its own at that instant (the same run-loop turn: a move and the lift that ends it), or the
            // new frame comes in the next turn.
            if !nextTurn, let last = frames.last, last.time == time,
               !last.contacts.contains(where: { old in contacts.contains { $0.id == old.id } }) {
                frames[frames.count - 1].contacts += contacts
            } else {
                frames.append(Frame(time: time, contacts: contacts, nextTurn: nextTurn && frames.last?.time == time))
            }
        }

        mutating func down(_ id: Int, at point: CGPoint, time: Double) {
            add([Contact(id: id, phase: .began, x: Double(point.x), y: Double(point.y))], at: time)
        }

        /// Lifts finger `id`; with `nextTurn`, at the same instant as the frame before but in the run-loop turn after it.
        mutating func up(_ id: Int, at point: CGPoint, time: Double, nextTurn: Bool = false) {
            add([Contact(id: id, phase: .ended, x: Double(point.x), y: Double(point.y))], at: time, nextTurn: nextTurn)
        }

        /// Moves the fingers `ids` (at `from`, offset by `offsets`) by `delta` over `duration` seconds in
        /// `steps` frames, starting at `time`.
        mutating func move(
            _ ids: [Int], from: CGPoint, offsets: [CGVector], by delta: CGVector, start: Double, duration: Double, steps: Int
        ) {
            for step in 1...max(1, steps) {
                let f = CGFloat(step) / CGFloat(max(1, steps))
                let contacts = zip(ids, offsets).map { id, offset in
                    Contact(
                        id: id, phase: .moved, x: Double(from.x + offset.dx + delta.dx * f), y: Double(from.y + offset.dy + delta.dy * f))
                }
                add(contacts, at: start + duration * Double(f))
            }
        }
    }
}
