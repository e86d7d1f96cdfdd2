import Foundation

/// A transition between two view controllers that a storyboard declares (UIKit's `UIStoryboardSegue`).
///
/// Glide has no storyboards. A segue either runs its perform handler or, subclassed, the subclass's
/// ``perform()``; ``GlideSegues`` stands in for the storyboard that declares which segues exist.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's name in the storyboard.
    public let identifier: String?
    /// The view controller the segue starts from.
    public let source: UIViewController
    /// The view controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
        super.init()
    }

    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Shows the destination: runs the perform handler; subclasses override to transition themselves.
    open func perform() { performHandler?() }
}

/// Glide's stand-in for a storyboard's segues (not a UIKit type).
///
/// A test registers what the storyboard would declare — the segue's identifier, the view controller
/// it starts from, how to make the destination and how it shows — and `performSegue(withIdentifier:sender:)`
/// then does what UIKit does: asks `shouldPerformSegue(withIdentifier:sender:)`, makes the destination,
/// calls the source's `prepare(for:sender:)`, and performs. A request nobody registered is recorded in
/// ``unmatchedRequests`` and does nothing (UIKit would raise "Receiver has no segue with identifier").
@MainActor
public enum GlideSegues {
    /// How a registered segue shows its destination.
    public enum Kind {
        /// `present(_:animated: true)` (a modal segue).
        case present
        /// `show` inside a navigation controller: push when the source is in one, else present.
        case show
        /// A custom segue: the segue object to perform, made from identifier, source and destination.
        case custom(@MainActor (String, UIViewController, UIViewController) -> UIStoryboardSegue)
    }

    /// A `performSegue` call no registration matched.
    public struct Request {
        public let identifier: String
        public weak var source: UIViewController?
    }

    private struct Registration {
        weak var source: UIViewController?
        let identifier: String
        let destination: @MainActor () -> UIViewController
        let kind: Kind
    }

    private static var registrations: [Registration] = []
    /// The requests no registration matched, in order.
    public private(set) static var unmatchedRequests: [Request] = []

    /// Declares the segue `identifier` from `source`, showing what `destination` makes in the way `kind` says.
    public static func register(
        _ identifier: String, from source: UIViewController, kind: Kind = .present,
        destination: @escaping @MainActor () -> UIViewController
    ) {
        registrations.removeAll { $0.source == nil || ($0.source === source && $0.identifier == identifier) }
        registrations.append(Registration(source: source, identifier: identifier, destination: destination, kind: kind))
    }

    /// Forgets every registration and request.
    public static func reset() {
        registrations = []
        unmatchedRequests = []
    }

    static func perform(_ identifier: String, from source: UIViewController, sender: Any?) {
        guard let registration = registrations.last(where: { $0.source === source && $0.identifier == identifier }) else {
            unmatchedRequests.append(Request(identifier: identifier, source: source))
            return
        }
        guard source.shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        let destination = registration.destination()
        let segue: UIStoryboardSegue
        switch registration.kind {
        case .present:
            segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                source.present(destination, animated: true)
            }
        case .show:
            segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                if let navigation = source.navigationController {
                    navigation.pushViewController(destination, animated: true)
                } else {
                    source.present(destination, animated: true)
                }
            }
        case .custom(let make):
            segue = make(identifier, source, destination)
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }
}
