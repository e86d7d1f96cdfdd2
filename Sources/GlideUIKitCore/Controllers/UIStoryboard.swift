import Foundation

/// A storyboard (`UIStoryboard`): makes view controllers by identifier.
///
/// Glide differs from UIKit here: there are no storyboard files on Linux. A test says what the
/// storyboard holds, with ``register(_:identifier:isInitial:make:)`` (how to make the view controller
/// of a scene) and ``registerScene(for:loadView:)`` (the views a scene's nib holds and the outlets
/// Interface Builder connects, made when the view controller loads its view, before `viewDidLoad`).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name ("Main").
    public let name: String

    /// The storyboard named `name`; the bundle is ignored.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The scene marked initial, made anew.
    @discardableResult
    open func instantiateInitialViewController() -> UIViewController? {
        guard let entry = Self.entries.first(where: { $0.storyboard == name && $0.isInitial }) else { return nil }
        return make(entry)
    }

    /// The scene with `identifier`, made anew. As in UIKit, an identifier the storyboard does not
    /// have is a programming error: it stops with a message naming it.
    @discardableResult
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let entry = Self.entries.first(where: { $0.storyboard == name && $0.identifier == identifier }) else {
            preconditionFailure("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)': register it with UIStoryboard.register")
        }
        return make(entry)
    }

    /// The scene with `identifier`, made by `creator` when it returns a view controller (the app's own
    /// `init?(coder:)` with the dependencies it passes), else as the storyboard makes it; the same programming error as
    /// ``instantiateViewController(withIdentifier:)`` for an unknown identifier or a scene of another class.
    ///
    /// Glide differs from UIKit: there is no archive to decode, so `creator` is given an empty `NSCoder`.
    @discardableResult
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let entry = Self.entries.first(where: { $0.storyboard == name && $0.identifier == identifier }) else {
            preconditionFailure("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)': register it with UIStoryboard.register")
        }
        return typed(make(entry, creator: creator), identifier)
    }

    /// The scene marked initial, made by `creator` when it returns a view controller, else as the storyboard makes it.
    @discardableResult
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let entry = Self.entries.first(where: { $0.storyboard == name && $0.isInitial }) else { return nil }
        return typed(make(entry, creator: creator), "the initial scene")
    }

    private func typed<ViewController: UIViewController>(_ controller: UIViewController, _ scene: String) -> ViewController {
        guard let typed = controller as? ViewController else {
            preconditionFailure("Storyboard (\(name)): \(scene) is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    private func make<ViewController: UIViewController>(_ entry: Entry, creator: ((NSCoder) -> ViewController?)?) -> UIViewController {
        guard let created = creator?(NSCoder()) else { return make(entry) }
        return adopt(created, from: entry)
    }

    private func make(_ entry: Entry) -> UIViewController {
        adopt(entry.make(), from: entry)
    }

    /// What the storyboard gives a view controller it made for `entry`: itself, its scene's view name, `awakeFromNib()`.
    private func adopt(_ controller: UIViewController, from entry: Entry) -> UIViewController {
        controller.storyboard = self
        if controller.storedNibName == nil { controller.storedNibName = "\(entry.identifier)-view" }
        controller.awakeFromNib()
        return controller
    }

    // MARK: Glide: what the storyboard holds

    private struct Entry {
        var storyboard: String
        var identifier: String
        var isInitial: Bool
        var make: @MainActor () -> UIViewController
    }

    private static var entries: [Entry] = []
    private static var scenes: [ObjectIdentifier: @MainActor (UIViewController) -> Void] = [:]

    /// Glide: registers the scene `identifier` of the storyboard `name`: `make` builds its view
    /// controller (as the storyboard would decode it). A later registration of the same identifier replaces it.
    public static func register(
        _ name: String = "Main", identifier: String, isInitial: Bool = false, make: @escaping @MainActor () -> UIViewController
    ) {
        entries.removeAll { $0.storyboard == name && $0.identifier == identifier }
        entries.append(Entry(storyboard: name, identifier: identifier, isInitial: isInitial, make: make))
    }

    /// Glide: registers what the nib of `type`'s scene holds. When a view controller of that type (or
    /// of a subclass without its own scene) loads its view, `loadView` runs instead of the default
    /// `loadView()`: it sets `view`, adds the subviews and connects the outlets, and `viewDidLoad` follows.
    public static func registerScene<Controller: UIViewController>(for type: Controller.Type, loadView: @escaping @MainActor (Controller) -> Void) {
        scenes[ObjectIdentifier(type)] = { controller in
            if let controller = controller as? Controller { loadView(controller) }
        }
    }

    /// Forgets every registration (between tests).
    public static func removeAllRegistrations() {
        entries.removeAll()
        scenes.removeAll()
    }

    /// The scene loader for `controller`'s class or its nearest superclass that has one.
    static func sceneLoader(for controller: UIViewController) -> (@MainActor (UIViewController) -> Void)? {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            if let loader = scenes[ObjectIdentifier(current.subjectType)] { return loader }
            mirror = current.superclassMirror
        }
        return nil
    }
}
