import Foundation

/// A segue between two view controllers (`UIStoryboardSegue`): `prepare(for:sender:)` receives it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    public let identifier: String?
    /// The view controller the segue starts from.
    public let source: UIViewController
    /// The view controller the segue shows.
    public let destination: UIViewController
    private let performer: (@MainActor () -> Void)?

    /// A segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performer = nil
        super.init()
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination, performer: performHandler)
    }

    private init(identifier: String?, source: UIViewController, destination: UIViewController, performer: (@MainActor () -> Void)?) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performer = performer
        super.init()
    }

    /// Shows the destination: the perform handler if there is one, otherwise a modal presentation
    /// from the source (a storyboard's "Present Modally").
    open func perform() {
        if let performer { performer() } else { source.present(destination, animated: true) }
    }
}
