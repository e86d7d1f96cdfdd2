import Foundation
import GlidePort
import GlideTestSupport
import Testing

private func port(_ source: String) -> PortResult { Porter.port(source: source, fileName: "T.swift") }
private func places(_ result: PortResult) -> [String] { result.unportables.map { "\($0.place) \($0.what)" } }

/// `Tests/GlidePortedCodeTests`: the iOS originals ported together (one module) give exactly the files that target
/// builds in Swift 5 mode and runs.
@Suite struct PortedSnippetTests {
    static let folder = Repository.root.appendingPathComponent("Tests/GlidePortedCodeTests")

    @Test func theOriginalsPortToTheFilesTheSwift5TargetBuilds() throws {
        let originals = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("Originals").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(originals.count == 12)
        let sources = try originals.map {
            PortSource(fileName: $0, text: try String(contentsOf: Self.folder.appendingPathComponent("Originals/\($0)"), encoding: .utf8))
        }
        for result in Porter.port(sources) {
            #expect(result.isClean, "\(result.fileName): \(result.unportables.map { $0.message(file: result.fileName) })")
            let ported = try String(contentsOf: Self.folder.appendingPathComponent("Ported/\(result.fileName)"), encoding: .utf8)
            #expect(result.text == ported, "\(result.fileName) is what glide port writes")
            #expect(Porter.port(source: result.text, fileName: result.fileName).changes.isEmpty, "\(result.fileName) ports once")
        }
    }
}

@Suite("Porter: key-value observing and coding")
struct KeyValuePortTests {
    @Test("#keyPath becomes the key's string, UIKit's isX properties by their Objective-C key")
    func keyPaths() {
        let result = port("""
            class C: UIViewController {
                var token: Int = 0
                func f() {
                    let a = #keyPath(UIScrollView.contentOffset)
                    let b = #keyPath(UIView.isHidden)
                    let c = #keyPath(token)
                    let d = #keyPath(UIViewController.view.frame)
                    let e = #keyPath(UIViewPropertyAnimator.isRunning)
                }
            }
            """)
        #expect(result.unportables.isEmpty)
        #expect(result.text.contains(#"let a = "contentOffset""#) && result.text.contains(#"let b = "hidden""#))
        #expect(result.text.contains(#"let c = "token""#) && result.text.contains(#"let d = "view.frame""#))
        #expect(result.text.contains(#"let e = "running""#))
    }

    @Test("observing UIKit's properties ports as written; a view controller's observeValue override stays an override")
    func observingUIKit() {
        let source = """
            class C: UIViewController {
                var token: NSKeyValueObservation?
                func f(_ scrollView: UIScrollView) {
                    token = scrollView.observe(\\.contentOffset, options: [.new, .old]) { _, _ in }
                    scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)
                    scrollView.removeObserver(self, forKeyPath: "contentSize")
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            """
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source)
    }

    @Test("an NSObject subclass's observeValue override conforms to NSKeyValueObserving, loses override and super's call")
    func observerOfItsOwn() {
        let result = port("""
            class Watcher: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    if keyPath == "frame" {
                        print(change ?? [:])
                    } else {
                        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                    }
                }
            }
            class Sub: Watcher {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            class Bare {
                func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """)
        #expect(result.unportables.isEmpty)
        #expect(result.text == """
            class Watcher: NSObject, NSKeyValueObserving {
                func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    if keyPath == "frame" {
                        print(change ?? [:])
                    } else {
                    }
                }
            }
            class Sub: Watcher {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            class Bare {
                func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """)
    }

    @Test("a dynamic property of an NSObject subclass tells its observers itself")
    func dynamicProperties() {
        let result = port("""
            class Model: NSObject {
                @objc dynamic var progress: CGFloat = 0
                @objc dynamic var title = "" {
                    didSet { print(title) }
                }
            }
            class Plain {
                dynamic var x = 0
            }
            """)
        #expect(result.text == """
            class Model: NSObject {
                var progress: CGFloat = 0 { willSet { willChangeValue(forKey: "progress") } didSet { didChangeValue(forKey: "progress") } }
                var title = "" { willSet { willChangeValue(forKey: "title") }
                    didSet { didChangeValue(forKey: "title"); print(title) }
                }
            }
            class Plain {
                var x = 0
            }
            """)
    }

    @Test("observe(\\\\.x) of a property of the ported files' own class is reported; UIKit's is not")
    func observeOwnProperty() {
        let result = port("""
            class Model: NSObject {
                var progress: CGFloat = 0
            }
            class C: UIViewController {
                var model = Model()
                var tokens: [NSKeyValueObservation] = []
                func f() {
                    tokens.append(model.observe(\\.progress) { _, _ in })
                    tokens.append(view.observe(\\.frame) { _, _ in })
                    tokens.append(observe(\\.preferredContentSize) { _, _ in })
                }
            }
            """)
        #expect(places(result) == ["8:29 observe(\\.progress) (KVO)"])
        #expect(result.unportables[0].why.contains("addObserver(_:forKeyPath: \"progress\""))
    }

    @Test("key-value coding: answered on layers, views and view controllers; set or computed on your own class, reported")
    func keyValueCoding() {
        let result = port("""
            class Model: NSObject {
                var stored = 1
                var computed: Int { 2 }
            }
            class C: NSObject, UIViewControllerAnimatedTransitioning {
                let model = Model()
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let fromVC = transitionContext.viewController(forKey: .from)!
                    let image = fromVC.value(forKeyPath: path) as? UIImageView
                    transitionContext.containerView.layer.setValue(0.5, forKeyPath: "transform.scale")
                    let angle = fromVC.view.layer.presentation()?.value(forKeyPath: "transform.rotation.z")
                    let a = model.value(forKey: "stored")
                    let b = model.value(forKey: "computed")
                    model.setValue(3, forKey: "stored")
                }
            }
            """)
        #expect(places(result) == ["13:23 value(forKey:) (KVC)", "14:15 setValue(_:forKey:) (KVC)"])
        #expect(result.unportables[0].why.contains("computed is not one of its stored properties"))
        #expect(result.unportables[1].why.contains("set the property itself"))
    }
}

@Suite("Porter: responds(to:)")
struct RespondsToPortTests {
    @Test("the transition context: only Glide's implements it, and it declares view(forKey:)")
    func transitionContext() {
        let result = port("""
            class A: NSObject {
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    if transitionContext.responds(to: #selector(UIViewControllerTransitionCoordinatorContext.view(forKey:))) {}
                    if transitionContext.responds(to:#selector(transitionContext.view(forKey:))) {}
                    if transitionContext.responds(to: #selector(UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:))) {}
                }
            }
            """)
        #expect(result.unportables.isEmpty)
        #expect(result.text.contains("        if true {}\n        if true {}\n        if false {}"), "\(result.text)")
        #expect(result.changes[0].why.contains("only Glide's TransitionContext implements"))
    }

    @Test("a delegate: its conformers in the ported files decide, an optional chain keeps its nil; mixed is reported")
    func delegates() {
        let result = port("""
            @objc protocol MenuDelegate: AnyObject {
                @objc optional func menuDidOpen()
                @objc optional func menuDidClose()
                @objc optional func menuWillMove()
                func menuHeight() -> CGFloat
            }
            class Home: UIViewController, MenuDelegate {
                func menuDidOpen() {}
                func menuDidClose() {}
                func menuHeight() -> CGFloat { 300 }
            }
            class Other: NSObject, MenuDelegate {
                func menuDidOpen() {}
                func menuHeight() -> CGFloat { 200 }
            }
            class Menu: UIView {
                weak var delegate: MenuDelegate?
                func open() {
                    let a = delegate?.responds(to: #selector(MenuDelegate.menuDidOpen))
                    let b = delegate!.responds(to: #selector(MenuDelegate.menuWillMove))
                    let c = delegate?.responds(to: #selector(MenuDelegate.menuDidClose))
                    let d = (delegate?.responds(to: #selector(MenuDelegate.menuHeight)))!
                    let e = responds(to: #selector(open))
                    let f = responds(to: #selector(layoutSubviews))
                }
            }
            """)
        #expect(result.text.contains("let a = (delegate != nil ? true : nil)"))
        #expect(result.text.contains("let b = false"))
        #expect(result.text.contains("let d = ((delegate != nil ? true : nil))!"))
        #expect(result.text.contains("let e = true") && result.text.contains("let f = true"))
        #expect(places(result).isEmpty)
        #expect(result.text.contains("let c = (delegate).map({ glideMethodTable.responds($0, to: Selector(MenuDelegate.menuDidClose, name: \"menuDidClose\")) })"))
        #expect(result.text.contains("    \"Home\": [\"menuDidClose\", \"menuDidOpen\", \"menuHeight\"],"))
        #expect(result.text.contains("    \"UIView\": [\"layoutSubviews\"],") && !result.text.contains("\"UIButton\""), "a subclass's own is found up the chain")
        #expect(result.changes.contains { $0.why.contains("Home implements menuDidClose and Other does not") })
    }

    @Test("a class asked for a class method by name is asked as a class object (uias/Pageboy's extension-safe shared application)")
    func aClassAskedForAClassMethod() {
        let result = port("""
            func sharedApplicationByName() -> UIApplication? {
                guard UIApplication.responds(to: NSSelectorFromString("sharedApplication")),
                    let unmanaged = UIApplication.perform(NSSelectorFromString("sharedApplication")) else {
                    return nil
                }
                return unmanaged.takeUnretainedValue() as? UIApplication
            }
            """)
        #expect(places(result).isEmpty)
        #expect(result.text.contains("guard glideMethodTable.responds(UIApplication.self, to: NSSelectorFromString(\"sharedApplication\")),"), "\(result.text)")
        #expect(result.text.contains("let unmanaged = UIApplication.perform(NSSelectorFromString(\"sharedApplication\"))"))
    }

    @Test("what only the object at run time could say is asked of the module's method table, with the reason")
    func unknowable() {
        let result = port("""
            class A: NSObject {
                func f(_ any: AnyObject, _ nav: UINavigationController, _ thing: Thing, s: Selector) {
                    _ = any.responds(to: #selector(A.f))
                    _ = nav.delegate?.responds(to: #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)))
                    _ = thing.responds(to: Selector("run"))
                    _ = responds(to: s)
                }
                func tick() {}
            }
            """)
        #expect(places(result).isEmpty)
        let lines = result.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("_ = glideMethodTable.responds(any, to: Selector(\"f\"))"), "four arguments: named only")
        #expect(lines.contains("_ = (nav.delegate).map({ glideMethodTable.responds($0, to: Selector(\"navigationController(_:interactionControllerFor:)\")) })"))
        #expect(lines.contains("_ = glideMethodTable.responds(thing, to: Selector(\"run\"))"))
        #expect(lines.contains("_ = glideMethodTable.responds(self, to: s)"))
        #expect(lines.contains("\"A\": [\"f\"],"))
        let whys = result.changes.map(\.why).filter { $0.contains("method table answers it") }
        #expect(whys.count == 4)
        #expect(whys[0].contains("declared as AnyObject") && whys[1].contains("UIKit's protocol, whose conformers may be anywhere"))
        #expect(whys[3].contains("its selector is passed in (s)"))
    }
}

@Suite("Porter: perform, @NSManaged layers, optional properties")
struct PerformAndLayerPortTests {
    @Test("perform(_:…) and cancelPreviousPerformRequests port as written (their selectors ported); another thread's, not")
    func perform() {
        let result = port("""
            class Toast: UIView {
                func show() {
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                    perform(#selector(hide), with: nil, afterDelay: 2)
                    perform(#selector(hide))
                    performSelector(onMainThread: #selector(hide), with: nil, waitUntilDone: false)
                    performSelector(inBackground: #selector(hide), with: nil)
                    perform(#selector(hide), on: .main, with: nil, waitUntilDone: true)
                }
                @objc func hide() {}
            }
            """)
        #expect(places(result) == ["7:9 performSelector(inBackground:with:)", "8:9 perform(_:on:with:waitUntilDone:)"])
        #expect(result.text.contains(#"perform(Selector(Toast.hide, name: "hide"), with: nil, afterDelay: 2)"#))
        #expect(result.text.contains(#"NSObject.cancelPreviousPerformRequests(withTarget: self)"#))
    }

    @Test("@NSManaged in a layer or a managed object becomes an accessor over its key-value storage; elsewhere it is reported")
    func managed() {
        let result = port("""
            class Ring: CAShapeLayer {
                @NSManaged var progress: CGFloat
                @NSManaged public var tint: UIColor?
                @NSManaged var origin: CGPoint
            }
            class SubRing: Ring {}
            class Item: NSManagedObject {
                @NSManaged var title: String
            }
            extension Item {
                @NSManaged public var note: String?
            }
            class Plain: NSObject {
                @NSManaged var title: String
            }
            """)
        #expect(places(result) == ["14:5 @NSManaged"])
        #expect(result.unportables[0].why.contains("NSManagedObject subclass"))
        #expect(result.changes.contains { $0.why.contains("GlideCoreData's managed object has that storage") })
        #expect(result.text == """
            class Ring: CAShapeLayer {
                var progress: CGFloat {
                    get { value(forKey: "progress") as? CGFloat ?? 0 }
                    set { setValue(newValue, forKey: "progress") }
                }
                public var tint: UIColor? {
                    get { value(forKey: "tint") as? UIColor }
                    set { setValue(newValue, forKey: "tint") }
                }
                var origin: CGPoint {
                    get { value(forKey: "origin") as? CGPoint ?? .zero }
                    set { setValue(newValue, forKey: "origin") }
                }

                // Written by glide port: Core Animation makes presentation layers with init(layer:) through the Objective-C runtime.
                override func makePresentationLayer() -> CALayer { Ring(layer: self) }
                // Written by glide port: UIKit makes a view's layer from its layerClass with init() through the Objective-C runtime.
                override class func makeBackingLayer() -> CALayer { Ring() }
            }
            class SubRing: Ring {
                // Written by glide port: Core Animation makes presentation layers with init(layer:) through the Objective-C runtime.
                override func makePresentationLayer() -> CALayer { SubRing(layer: self) }
                // Written by glide port: UIKit makes a view's layer from its layerClass with init() through the Objective-C runtime.
                override class func makeBackingLayer() -> CALayer { SubRing() }
            }
            class Item: NSManagedObject {
                var title: String {
                    get { value(forKey: "title") as? String ?? "" }
                    set { setValue(newValue, forKey: "title") }
                }
            }
            extension Item {
                public var note: String? {
                    get { value(forKey: "note") as? String }
                    set { setValue(newValue, forKey: "note") }
                }
            }
            class Plain: NSObject {
                @NSManaged var title: String
            }
            """)
    }

    @Test("an optional property requirement: optional-typed gets a nil default; every conformer implementing it makes it required; else reported")
    func optionalProperties() {
        let result = port("""
            @objc protocol Source {
                @objc optional var title: String? { get }
                @objc optional var count: Int { get }
                @objc optional var height: CGFloat { get }
            }
            class A: NSObject, Source {
                var count: Int { 1 }
                var height: CGFloat = 2
            }
            class B: NSObject, Source {
                let count = 3
            }
            """)
        #expect(places(result) == ["4:11 optional requirement height"])
        #expect(result.unportables[0].why.contains("B leaves it out"))
        #expect(result.text.contains("    var count: Int { get }"))
        #expect(result.text.contains("extension Source {\n    var title: String? { nil }\n}"))
        #expect(result.changes.contains { $0.why.contains("every conformer of Source in the ported files (A, B) implements count") })
    }
}

@Suite("Porter: main-actor tasks and bars made from class values")
struct MainActorTaskPortTests {
    @Test("a dropped Task in main-actor code starts on Glide's clock; a kept, detached or nonisolated one stays Swift's")
    func droppedMainActorTasks() {
        let result = port("""
            final class Viewer: UIViewController {
                var task: Task<Void, Never>?
                func pan() {
                    Task { navigationController?.popViewController(animated: true) }
                    Task(priority: .high) { await load() }
                    _ = Task { await load() }
                    task = Task { await load() }
                    Task.detached { Task { await self.load() } }
                    DispatchQueue.global().async { Task { print(1) } }
                    button.addAction(UIAction { _ in Task { await self.load() } }, for: .touchUpInside)
                }
                func later() -> Task<Void, Never> { Task { await load() } }
                nonisolated func off() { Task { print(2) } }
                func load() async {}
            }
            struct Model {
                func f() { Task { print(3) } }
                @MainActor func g() { Task { print(4) } }
                func h() { Task { @MainActor in print(5) } }
            }
            final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
                func animateTransition(using context: UIViewControllerContextTransitioning) { Task { context.completeTransition(true) } }
            }
            extension Viewer { func more() { Task { print(6) } } }
            """)
        let lines = result.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Task.onGlideClock { navigationController?.popViewController(animated: true) }"))
        #expect(lines.contains("Task.onGlideClock(priority: .high) { await load() }"))
        #expect(lines.contains("_ = Task.onGlideClock { await load() }"))
        #expect(lines.contains("task = Task { await load() }"), "a kept handle")
        #expect(lines.contains("Task.detached { Task { await self.load() } }"), "off the main actor")
        #expect(lines.contains("DispatchQueue.global().async { Task { print(1) } }"))
        #expect(lines.contains("button.addAction(UIAction { _ in Task.onGlideClock { await self.load() } }, for: .touchUpInside)"))
        #expect(lines.contains("func later() -> Task<Void, Never> { Task { await load() } }"), "returned")
        #expect(lines.contains("nonisolated func off() { Task { print(2) } }"))
        #expect(lines.contains("func f() { Task { print(3) } }"), "a plain struct's method is not the main actor's")
        #expect(lines.contains("@MainActor func g() { Task.onGlideClock { print(4) } }"))
        #expect(lines.contains("func h() { Task.onGlideClock { @MainActor in print(5) } }"))
        #expect(lines.contains("func animateTransition(using context: UIViewControllerContextTransitioning) { Task.onGlideClock { context.completeTransition(true) } }"))
        #expect(lines.contains("extension Viewer { func more() { Task.onGlideClock { print(6) } } }"))
        #expect(result.isClean)
    }

    @Test("a bar subclass that declares initializers gets a required init() that traps; its own init() is made required")
    func barSubclassesGetARequiredInit() {
        let result = port("""
            class Tinted: UINavigationBar {
                init(tint: UIColor) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: UIToolbar {
                override init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Both: UINavigationBar {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Inheriting: UINavigationBar { var x = 1 }
            class Deeper: Tinted {
                override init(tint: UIColor) { super.init(tint: tint) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(result.text.contains("""
                required init?(coder: NSCoder) { fatalError() }

                // Written by glide port: UINavigationBar's init() is required in Glide; iOS traps the same way when it makes Tinted with it.
                required convenience init() { fatalError("Use of unimplemented initializer 'init()' for class 'Tinted'") }
            }
            """))
        #expect(result.text.contains("required init() { super.init(frame: .zero) }"))
        #expect(result.text.components(separatedBy: "required convenience init()").count == 2,
                "Both and Inheriting inherit init(); Deeper inherits Tinted's")
    }
}

@Suite("Porter: Foundation's key-value observing publisher")
struct KeyValuePublisherPortTests {
    @Test("a file that imports Combine and asks publisher(for: \\.x) declares one over GlideUIKit's observe; others do not")
    func declared() {
        let result = port("""
            import Combine
            import UIKit
            final class Pager: UIViewController {
                var cancellables: Set<AnyCancellable> = []
                let scrollView = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrollView.publisher(for: \\.contentOffset).removeDuplicates().sink { _ in }.store(in: &cancellables)
                }
            }
            """)
        #expect(result.text.contains("fileprivate func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]) -> AnyPublisher<Value, Never> {"))
        #expect(result.text.contains("let observation = observe(keyPath, options: options.subtracting(.initial))"))
        #expect(result.isClean)
        let plain = port("""
            import UIKit
            final class Feed { func f(_ store: Store) { _ = store.publisher(for: \\.items) } }
            """)
        #expect(!plain.text.contains("fileprivate func publisher"), "no Combine import: the app's own publisher(for:)")
    }
}
