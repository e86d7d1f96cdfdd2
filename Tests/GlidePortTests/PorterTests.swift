import Foundation
import GlidePort
import Testing

/// The rewrite rules, each on a small source: the exact text before and after.
private func port(_ source: String) -> PortResult { Porter.port(source: source, fileName: "T.swift") }
private func ported(_ source: String) -> String { port(source).text }
private func places(_ result: PortResult) -> [String] { result.unportables.map { "\($0.place) \($0.what)" } }

@Suite("Porter: what is left alone")
struct UntouchedTests {
    @Test("a file with nothing to port comes out byte for byte the same, with no changes")
    func nothingToPort() {
        let source = """
            import Foundation

            // @objc, #selector(x) and import UIKit in a comment; "UIViewAnimationOptions" in a string.
            final class Counter {   \t
                private(set) var count = 0 // trailing comment
                func tick() { count += 1 }\r
                let label = "addChildViewController(child) #selector(tick) UINavigationControllerOperation"
            }

            """
        let result = port(source)
        #expect(result.text == source)
        #expect(result.changes.isEmpty)
        #expect(result.unportables.isEmpty)
        #expect(result.syntaxErrors.isEmpty)
        #expect(result.unifiedDiff() == "")
    }

    @Test("renames apply only to names in type and member positions, never in strings or comments")
    func stringsAndComments() {
        #expect(ported("""
            let a: UIViewAnimationOptions = [] // UIViewAnimationOptions
            let s = "UIViewAnimationOptions \\(UIViewAnimationCurve.self)"
            /* UIControlState */
            """) == """
            let a: UIView.AnimationOptions = [] // UIViewAnimationOptions
            let s = "UIViewAnimationOptions \\(UIView.AnimationCurve.self)"
            /* UIControlState */
            """)
    }

    @Test("a user's own member that merely shares a renamed type's name is not renamed")
    func ownMember() {
        let source = "let x = config.UIViewAnimationOptions\n"
        #expect(ported(source) == source)
    }
}

@Suite("Porter: imports")
struct ImportTests {
    @Test("UIKit becomes GlideUIKit; QuartzCore and CoreGraphics go with it (once); Foundation stays")
    func imports() {
        #expect(ported("""
            import UIKit
            import Foundation
            import QuartzCore
            import CoreGraphics

            class A {}
            """) == """
            import GlideUIKit
            import Foundation

            class A {}
            """)
    }

    @Test("#if canImport(UIKit) tests for GlideUIKit, so the code inside it is kept")
    func canImport() {
        #expect(ported("#if canImport(UIKit)\nimport UIKit\n#endif\n") == "#if canImport(GlideUIKit)\nimport GlideUIKit\n#endif\n")
    }

    @Test("import UIKit.UIGestureRecognizerSubclass becomes import GlideUIKit; an existing GlideUIKit import is kept")
    func subclassImport() {
        #expect(ported("import UIKit.UIGestureRecognizerSubclass\nclass G {}\n") == "import GlideUIKit\nclass G {}\n")
        #expect(ported("import GlideUIKit\nimport UIKit\nclass G {}\n") == "import GlideUIKit\nclass G {}\n")
        #expect(ported("import QuartzCore\nimport UIKit\n") == "import GlideUIKit\n")
    }

    @Test("import os, os.log, os.signpost and OSLog become import GlideOS (once); canImport(os) tests for GlideOS")
    func osImports() throws {
        #expect(ported("import os.log\n\nenum Log {}\n") == "import GlideOS\n\nenum Log {}\n")
        #expect(ported("import os\nimport UIKit\n") == "import GlideOS\nimport GlideUIKit\n")
        #expect(ported("import OSLog\nimport os.signpost\nlet l = Logger()\n") == "import GlideOS\nlet l = Logger()\n")
        #expect(ported("import GlideOS\nimport os.log\n") == "import GlideOS\n")
        #expect(ported("#if canImport(os)\nimport os\n#endif\n") == "#if canImport(GlideOS)\nimport GlideOS\n#endif\n")
        let result = port("import os.log\n")
        let change = try #require(result.changes.first)
        #expect(change.why.contains("GlideOS"))
        #expect(change.why.contains("os.log"))
        // A module that merely starts with "os" is not the os framework.
        #expect(ported("import osmium\n") == "import osmium\n")
    }

    @Test("one table maps Apple's modules to Glide's: submodules count for UIKit and os, not for AVFoundation; @_exported kept")
    func moduleTable() {
        #expect(ported("@_exported import UIKit\n") == "@_exported import GlideUIKit\n")
        #expect(ported("import UIKit.UIGestureRecognizerSubclass\n") == "import GlideUIKit\n")
        #expect(ported("#if canImport(UIKit.UIGestureRecognizerSubclass)\nlet x = 1\n#endif\n")
                == "#if canImport(GlideUIKit)\nlet x = 1\n#endif\n")
        #expect(ported("#if canImport(os.log)\nlet x = 1\n#endif\n") == "#if canImport(GlideOS)\nlet x = 1\n#endif\n")
        // AVFoundation is imported as often as it is written, and only as the bare module.
        #expect(ported("import AVFoundation\nimport AVFoundation\n") == "import GlideAVFoundation\nimport GlideAVFoundation\n")
        #expect(ported("import AVFoundation.AVPlayer\n") == "import AVFoundation.AVPlayer\n")
        #expect(ported("#if canImport(AVFoundation.AVPlayer)\nlet x = 1\n#endif\n") == "#if canImport(AVFoundation.AVPlayer)\nlet x = 1\n#endif\n")
        #expect(ported("import GlideAVFoundation\nimport AVFoundation\n") == "import GlideAVFoundation\nimport GlideAVFoundation\n")
    }

    @Test("an import of an Apple framework Glide has no module for stays and is reported, unless under #if canImport")
    func frameworkWithoutGlideModule() throws {
        // The eighth sample's K01: a shared helper file's permission checks. (A file that uses none of a framework's
        // names loses the import instead: `UnseenSamplePortTests.frameworkImportsByUse`.)
        let result = port("import UIKit\nimport MediaPlayer\nimport Photos\nlet x = MPMediaLibrary.authorizationStatus()\nlet y = PHPhotoLibrary.authorizationStatus()\n")
        #expect(result.text == "import GlideUIKit\nimport MediaPlayer\nimport Photos\nlet x = MPMediaLibrary.authorizationStatus()\nlet y = PHPhotoLibrary.authorizationStatus()\n")
        #expect(result.unportables.map(\.what) == ["import MediaPlayer", "import Photos"])
        let first = try #require(result.unportables.first)
        #expect(first.place == SourcePlace(line: 2, column: 1))
        #expect(first.message(file: "WorkspaceGlobal.swift").hasPrefix(
            "WorkspaceGlobal.swift:2:1: error: import MediaPlayer cannot be ported: Linux has no MediaPlayer framework"))
        #expect(port("#if canImport(Photos)\nimport Photos\n#endif\nlet y = PHPhotoLibrary.authorizationStatus()\n").unportables.isEmpty)
        // A module of the app's own, or a package's, is not Apple's.
        #expect(port("import Kingfisher\nimport SnapKit\n").unportables.isEmpty)
    }
}

@Suite("Porter: attributes and modifiers")
struct AttributeTests {
    @Test("an attribute alone on its line goes with its line")
    func aloneOnLine() {
        #expect(ported("""
            class A {
                @objc
                func f() {}

                @IBAction
                @objc(tapped:)
                func g(_ sender: Any) {}
            }
            """) == """
            class A {
                func f() {}

                func g(_ sender: Any) {}
            }
            """)
    }

    @Test("a private outlet becomes internal, so the scaffolding in its module can connect it; private(set) and private actions stay")
    func privateOutlets() {
        #expect(ported("""
            final class Detail: UIViewController {
                @IBOutlet private weak var large: UIImageView!
                @IBOutlet fileprivate var small: UIImageView?
                @IBOutlet private(set) weak var title: UILabel!
                @IBAction private func close(_ sender: Any) {}
                private var kept = 0
            }
            """) == """
            final class Detail: UIViewController {
                weak var large: UIImageView!
                var small: UIImageView?
                private(set) weak var title: UILabel!
                private func close(_ sender: Any) {}
                private var kept = 0
            }
            """)
    }

    @Test("an attribute before another, before a modifier, or with dynamic leaves one space")
    func sameLine() {
        #expect(ported("""
            @objcMembers class A: NSObject {
                @objc dynamic var x = 0
                @IBAction private func tap(_ sender: Any) {}
                @objc @IBAction func both() {}
                @objc private dynamic var y = 1
                @IBOutlet weak var label: UILabel!
                @IBInspectable var radius: CGFloat = 0
                dynamic
                var z = 2
            }
            @IBDesignable
            final class B: UIView {}
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """) == """
            class A: NSObject {
                var x = 0 { willSet { willChangeValue(forKey: "x") } didSet { didChangeValue(forKey: "x") } }
                private func tap(_ sender: Any) {}
                func both() {}
                private var y = 1 { willSet { willChangeValue(forKey: "y") } didSet { didChangeValue(forKey: "y") } }
                weak var label: UILabel!
                var radius: CGFloat = 0
                var z = 2 { willSet { willChangeValue(forKey: "z") } didSet { didChangeValue(forKey: "z") } }
            }
            final class B: UIView {}
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)
    }

    /// Swift 5.3's `@main` on the app delegate (the seventeenth sample's mattneub/custom-alert-view-iOS7): UIKit's
    /// `UIApplicationDelegate.main()` starts the app; in a ported library it goes, as `@UIApplicationMain` does. `@main`
    /// on anything else stays.
    @Test("@main on the app delegate goes; elsewhere it stays")
    func mainOnTheAppDelegate() {
        #expect(ported("""
            @main
            class AppDelegate : UIResponder, UIApplicationDelegate {}
            @main struct Tool { static func main() {} }
            """) == """
            class AppDelegate : UIResponder, UIApplicationDelegate {}
            @main struct Tool { static func main() {} }
            """)
    }

    /// Swift 4.2's `open static` (the eighteenth sample's SideMenu 2.x copy: 29 settings), which Swift 5 refuses; an
    /// `open class var` stays overridable.
    @Test("open static is public static; open class stays")
    func openStatic() {
        #expect(ported("""
            open class SideMenuManager: NSObject {
                open static var menuWidth: CGFloat = 240
                open static func reset() {}
                open class var shadow: CGFloat { 0.5 }
            }
            """) == """
            open class SideMenuManager: NSObject {
                public static var menuWidth: CGFloat = 240
                public static func reset() {}
                open class var shadow: CGFloat { 0.5 }
            }
            """)
    }

    /// `ProcessInfo()` (Apple's inherits NSObject's `init()`; Linux's Foundation keeps it internal).
    @Test("ProcessInfo() is ProcessInfo.processInfo")
    func processInfo() {
        #expect(ported("let info = ProcessInfo().operatingSystemVersion") == "let info = ProcessInfo.processInfo.operatingSystemVersion")
    }

    /// A table controller that makes itself its table's delegate and data source (the nineteenth sample's U10): Glide's
    /// class does not adopt the protocols, so the port gives them to the subclass; one it names itself, or an
    /// extension in the file names, is not added again.
    @Test("a UITableViewController subclass that sets itself as delegate adopts the protocol")
    func tableControllerConformance() {
        #expect(ported("""
            class Results: UITableViewController {
                override func viewDidLoad() { tableView.delegate = self; tableView.dataSource = self }
            }
            class Today: UITableViewController, UITableViewDelegate {
                override func viewDidLoad() { tableView.delegate = self }
            }
            class Listed: UITableViewController {
                override func viewDidLoad() { tableView.dataSource = self }
            }
            extension Listed: UITableViewDataSource {}
            """) == """
            class Results: UITableViewController, UITableViewDataSource, UITableViewDelegate {
                override func viewDidLoad() { tableView.delegate = self; tableView.dataSource = self }
            }
            class Today: UITableViewController, UITableViewDelegate {
                override func viewDidLoad() { tableView.delegate = self }
            }
            class Listed: UITableViewController {
                override func viewDidLoad() { tableView.dataSource = self }
            }
            extension Listed: UITableViewDataSource {}
            """)
    }

    /// The same assignments on lines of their own (U10's `viewDidLoad`).
    @Test("assignments to self on separate lines")
    func tableControllerConformanceOnSeparateLines() {
        #expect(ported("""
            class Found: UITableViewController {
                weak var table: UITableView!
                override func viewDidLoad() {
                    table.delegate = self
                    table.dataSource = self
                    table.delegates = [self]
                }
            }
            """).hasPrefix("class Found: UITableViewController, UITableViewDataSource, UITableViewDelegate {"))
    }

    @Test("an attribute on a line after other attributes that stay")
    func keepsOthers() {
        #expect(ported("""
            @MainActor @objc final class A {
                @discardableResult @objc func f() -> Int { 1 }
            }
            """) == """
            @MainActor final class A {
                @discardableResult func f() -> Int { 1 }
            }
            """)
    }

    @Test("each removal is a change with its place and why")
    func changes() {
        let result = port("class A {\n    @objc dynamic var x = 0\n}\n")
        #expect(result.changes.map { "\($0.place) \($0.before) → \($0.after)" } == ["2:5 @objc → ", "2:11 dynamic → "])
        #expect(result.changes.map(\.why) == [
            "there is no Objective-C runtime on Linux; Swift calls the declaration directly",
            "`dynamic` is there for Objective-C's KVO and swizzling, which Linux does not have (on Linux it would only mark the declaration for dynamic replacement)",
        ])
    }

    @Test("@NSManaged outside a layer or a managed object is reported, not changed")
    func nsManaged() {
        let source = "class Item {\n    @NSManaged var title: String\n}\n"
        let result = port(source)
        #expect(result.text == source)
        #expect(places(result) == ["2:5 @NSManaged"])
        #expect(result.unportables[0].message(file: "T.swift")
            == "T.swift:2:5: error: @NSManaged cannot be ported: outside a CALayer or NSManagedObject subclass of this module (or on a property with an initial value or accessors) the Objective-C runtime's accessors have no storage to stand for; store the value in an ordinary property")
    }
}

@Suite("Porter: #selector")
struct SelectorTests {
    @Test("a bare or self. method inside a class is named through the class")
    func inClass() {
        #expect(ported("""
            class Menu: NSObject {
                func install(on view: UIView) {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(self.handleTap))
                    button.addTarget(self, action: #selector(Menu.close(sender:)), for: .touchUpInside)
                }
                @objc func handlePan(_ g: UIPanGestureRecognizer) {}
                @objc func handleTap() {}
                @objc func close(sender: Any) {}
            }
            """) == """
            class Menu: NSObject {
                func install(on view: UIView) {
                    let pan = UIPanGestureRecognizer(target: self, action: Selector(Menu.handlePan(_:), name: "handlePan(_:)"))
                    let tap = UITapGestureRecognizer(target: self, action: Selector(Menu.handleTap, name: "handleTap"))
                    button.addTarget(self, action: Selector(Menu.close(sender:), name: "close(sender:)"), for: .touchUpInside)
                }
                func handlePan(_ g: UIPanGestureRecognizer) {}
                func handleTap() {}
                func close(sender: Any) {}
            }
            """)
    }

    @Test("inside a closure in a method of an extension, the extension's type (generic arguments dropped) applies")
    func closureInExtension() {
        #expect(ported("""
            extension Outer.Sheet<Int> {
                func attach() {
                    DispatchQueue.main.async { [weak self] in
                        self?.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(self?.onPan)))
                        let r = UITapGestureRecognizer(target: self, action: #selector(onTap(_:)))
                    }
                }
            }
            class Box<T> {
                class Inner { let s = #selector(run) }
                let t = #selector(go)
            }
            """) == """
            extension Outer.Sheet<Int> {
                func attach() {
                    DispatchQueue.main.async { [weak self] in
                        self?.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(self?.onPan)))
                        let r = UITapGestureRecognizer(target: self, action: Selector(Outer.Sheet.onTap(_:), name: "onTap(_:)"))
                    }
                }
            }
            class Box<T> {
                class Inner { let s = Selector(Inner.run, name: "run") }
                let t = Selector(Box.go, name: "go")
            }
            """)
    }

    @Test("what #selector cannot become is reported at its place and left as written")
    func unportableSelectors() {
        let source = """
            class A {
                let g = #selector(getter: A.title)
                let s = #selector(setter: A.title)
                let v = #selector(button.tap)
                let o = #selector(tap as (A) -> () -> Void)
            }
            let top = #selector(handle)
            """
        let result = port(source)
        #expect(result.text == source)
        #expect(places(result) == [
            "2:13 #selector(getter:)", "3:13 #selector(setter:)", "4:13 #selector(button.tap)", "5:13 #selector(… as …)",
            "7:11 #selector(handle)",
        ])
        // `#selector(self?.onPan)` above is the value form too; the fix is the same.
        #expect(result.unportables[2].why.contains("write #selector(Type.tap)"))
    }
}

@Suite("Porter: @objc protocols and optional requirements")
struct OptionalRequirementTests {
    @Test("optional goes, defaults follow the protocol (empty for Void, nil for optionals), call sites lose their ?")
    func protocolAndCallSites() {
        let result = port("""
            @objc protocol CardDelegate: NSObjectProtocol {
                func cardDidOpen(_ card: Card)
                @objc optional func cardWillClose(_ card: Card)
                @objc optional func snapshot(for card: Card) -> UIView?
                @objc optional var tint: UIColor? { get }
            }

            @objc public protocol Plain {
                @objc optional func ping()
            }

            final class Card {
                weak var delegate: CardDelegate?
                func close() {
                    delegate?.cardWillClose?(self)
                    let view = delegate?.snapshot?(for: self) ?? UIView()
                    delegate!.cardWillClose!(self)
                    completion?(true)
                }
                var completion: ((Bool) -> Void)?
            }
            """)
        #expect(result.text == """
            protocol CardDelegate: NSObjectProtocol {
                func cardDidOpen(_ card: Card)
                func cardWillClose(_ card: Card)
                func snapshot(for card: Card) -> UIView?
                var tint: UIColor? { get }
            }

            extension CardDelegate {
                func cardWillClose(_ card: Card) {}
                func snapshot(for card: Card) -> UIView? { nil }
                var tint: UIColor? { nil }
            }

            public protocol Plain: AnyObject {
                func ping()
            }

            public extension Plain {
                func ping() {}
            }

            final class Card {
                weak var delegate: CardDelegate?
                func close() {
                    delegate?.cardWillClose(self)
                    let view = delegate?.snapshot(for: self) ?? UIView()
                    delegate!.cardWillClose(self)
                    completion?(true)
                }
                var completion: ((Bool) -> Void)?
            }
            """)
        #expect(result.unportables.isEmpty)
        #expect(result.changes.first { $0.before.isEmpty && $0.after.hasPrefix("extension") }?.description == """
            6:2: (inserted) → extension CardDelegate { func cardWillClose(_ card: Card) {} func snapshot(for card: Card) -> UIView? { nil } \
            var tint: UIColor? { nil } }: the optional requirements get default implementations, so conformers may still leave them out
            """)
    }

    @Test("a requirement returning a non-optional throws, and its default throws (see ValueReturningOptionalRequirementTests)")
    func nonOptionalReturn() {
        let source = """
            @objc protocol Sizing {
                @objc optional func height(for width: CGFloat) -> CGFloat
            }
            """
        let result = port(source)
        #expect(places(result).isEmpty)
        #expect(result.text == """
            protocol Sizing: AnyObject {
                func height(for width: CGFloat) throws -> CGFloat
            }

            extension Sizing {
                func height(for width: CGFloat) throws -> CGFloat { throw OptionalRequirementNotImplemented("height(for:)", of: "Sizing", by: self) }
            }
            """)
    }

    @Test("call sites in another file are found when the files are ported together")
    func acrossFiles() {
        let results = Porter.port([
            PortSource(fileName: "P.swift", text: "@objc protocol P {\n    @objc optional func go(_ x: Int)\n}\n"),
            PortSource(fileName: "U.swift", text: "func use(_ p: P?) { p?.go?(1) }\n"),
        ])
        #expect(results[1].text == "func use(_ p: P?) { p?.go(1) }\n")
        #expect(results[1].changes.map(\.description) == [
            "1:24: go? → go: the requirement is no longer optional (it has a default implementation), so it is called directly",
        ])
        // Alone, the other file cannot know `go` is an optional requirement.
        #expect(Porter.port(source: "func use(_ p: P?) { p?.go?(1) }\n", fileName: "U.swift").changes.isEmpty)
    }

    @Test("UIKit's own optional requirements called through ?( lose the ?")
    func uikitOptional() {
        #expect(ported("""
            let a = inner?.animationController?(forDismissed: vc)
            forwarded?.scrollViewDidScroll?(scrollView)
            let inset = (cv.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(cv, layout: self, insetForSectionAt: 1) ?? sectionInset
            let size = flow.collectionView!(cv, layout: self, sizeForItemAt: path)
            """) == """
            let a = inner?.animationController(forDismissed: vc)
            forwarded?.scrollViewDidScroll(scrollView)
            let inset = (cv.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView(cv, layout: self, insetForSectionAt: 1) ?? sectionInset
            let size = flow.collectionView(cv, layout: self, sizeForItemAt: path)
            """)
    }
}

@Suite("Porter: renamed spellings")
struct RenameTests {
    @Test("Swift 4.2 nested types in type and expression positions")
    func types() {
        #expect(ported("""
            func f(_ op: UINavigationControllerOperation, s: UIGestureRecognizerState) -> UIViewAnimationOptions {
                let c: UIViewAnimationCurve = .easeIn
                let k: [UIViewKeyframeAnimationOptions] = [UIViewKeyframeAnimationOptions.calculationModeCubic]
                let m = UIViewContentMode.scaleAspectFill, a: UIViewAutoresizing = [.flexibleWidth]
                let st: UIControlState = .normal, e = UIControlEvents.touchUpInside, b = UIBlurEffectStyle.dark
                let at = NSLayoutAttribute.top, r: NSLayoutRelation = .equal, ax = UILayoutConstraintAxis.vertical
                let key: UIApplicationLaunchOptionsKey? = nil, p = UIViewAnimatingPosition.end
                return []
            }
            """) == """
            func f(_ op: UINavigationController.Operation, s: UIGestureRecognizer.State) -> UIView.AnimationOptions {
                let c: UIView.AnimationCurve = .easeIn
                let k: [UIView.KeyframeAnimationOptions] = [UIView.KeyframeAnimationOptions.calculationModeCubic]
                let m = UIView.ContentMode.scaleAspectFill, a: UIView.AutoresizingMask = [.flexibleWidth]
                let st: UIControl.State = .normal, e = UIControl.Event.touchUpInside, b = UIBlurEffect.Style.dark
                let at = NSLayoutConstraint.Attribute.top, r: NSLayoutConstraint.Relation = .equal, ax = NSLayoutConstraint.Axis.vertical
                let key: UIApplication.LaunchOptionsKey? = nil, p = UIViewAnimatingPosition.end
                return []
            }
            """)
    }

    @Test("constants: transition context keys and Core Animation's string constants")
    func constants() {
        #expect(ported("""
            let from = context.viewController(forKey: UITransitionContextFromViewControllerKey)
            let to = context.view(forKey: UITransitionContextToViewKey)
            animation.fillMode = kCAFillModeForwards
            animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
            layer.contentsGravity = kCAGravityResizeAspectFill
            transition.type = kCATransitionFade; transition.subtype = kCATransitionFromRight
            """) == """
            let from = context.viewController(forKey: UITransitionContextViewControllerKey.from)
            let to = context.view(forKey: UITransitionContextViewKey.to)
            animation.fillMode = CAMediaTimingFillMode.forwards
            animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
            layer.contentsGravity = CALayerContentsGravity.resizeAspectFill
            transition.type = CATransitionType.fade; transition.subtype = CATransitionSubtype.fromRight
            """)
    }

    @Test("notification names and keyboard keys moved to the class that posts them; protocol P: class")
    func notifications() {
        #expect(ported("""
            protocol Drawer: class {}
            center.addObserver(self, selector: #selector(Sheet.keyboard(_:)), name: .UIKeyboardWillShow, object: nil)
            center.addObserver(self, selector: #selector(Sheet.active), name: NSNotification.Name.UIApplicationDidBecomeActive, object: nil)
            let end = note.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect
            let mine = Notification.Name.myOwn
            """) == """
            protocol Drawer: AnyObject {}
            center.addObserver(self, selector: Selector(Sheet.keyboard(_:), name: "keyboard(_:)"), name: UIResponder.keyboardWillShowNotification, object: nil)
            center.addObserver(self, selector: Selector(Sheet.active, name: "active"), name: UIApplication.didBecomeActiveNotification, object: nil)
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            let mine = Notification.Name.myOwn
            """)
    }

    @Test("Swift 4's font weights and attributed string keys")
    func swift4() {
        #expect(ported("""
            label.font = UIFont.systemFont(ofSize: 17, weight: UIFontWeightSemibold)
            let attributes = [NSForegroundColorAttributeName: UIColor.white, NSFontAttributeName: font]
            """) == """
            label.font = UIFont.systemFont(ofSize: 17, weight: UIFont.Weight.semibold)
            let attributes = [NSAttributedString.Key.foregroundColor: UIColor.white, NSAttributedString.Key.font: font]
            """)
    }

    @Test("view controller containment and subview order")
    func members() {
        #expect(ported("""
            class Container: UIViewController {
                func embed(_ child: UIViewController) {
                    addChildViewController(child)
                    view.addSubview(child.view)
                    child.didMove(toParentViewController: self)
                    view.bringSubview(toFront: child.view)
                    view.sendSubview(toBack: backdrop)
                }
                func remove(_ child: UIViewController) {
                    child.willMove(toParentViewController: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParentViewController()
                    _ = self.childViewControllers.count + (isMovingFromParentViewController ? 1 : 0)
                }
                override func didMove(toParentViewController parent: UIViewController?) {
                    super.didMove(toParentViewController: parent)
                }
                override func willMove(toParentViewController: UIViewController?) {}
            }
            """) == """
            class Container: UIViewController {
                func embed(_ child: UIViewController) {
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                    view.bringSubviewToFront(child.view)
                    view.sendSubviewToBack(backdrop)
                }
                func remove(_ child: UIViewController) {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                    _ = self.children.count + (isMovingFromParent ? 1 : 0)
                }
                override func didMove(toParent parent: UIViewController?) {
                    super.didMove(toParent: parent)
                }
                override func willMove(toParent toParentViewController: UIViewController?) {}
            }
            """)
    }

    @Test("a local named as UIKit's old member stays the code's own (Hero's unwind)")
    func localNamedAsOldMember() {
        #expect(ported("""
            extension Helper {
                func unwind(_ current: UIViewController) {
                    if let childViewControllers = (current as? UINavigationController)?.childViewControllers {
                        for vc in childViewControllers.reversed() { print(vc) }
                    }
                    let count = { (isMovingFromParentViewController: Bool) in isMovingFromParentViewController }
                }
                func other() { _ = childViewControllers.count }
            }
            """) == """
            extension Helper {
                func unwind(_ current: UIViewController) {
                    if let childViewControllers = (current as? UINavigationController)?.children {
                        for vc in childViewControllers.reversed() { print(vc) }
                    }
                    let count = { (isMovingFromParentViewController: Bool) in isMovingFromParentViewController }
                }
                func other() { _ = children.count }
            }
            """)
    }

    @Test("C functions Swift imports as initializers and methods")
    func functions() {
        #expect(ported("""
            let insets = UIEdgeInsetsMake(10, 0, bottom + 4, 0)
            let inner = UIEdgeInsetsInsetRect(view.bounds, insets)
            let sum = UIEdgeInsetsInsetRect(a ?? b, UIEdgeInsetsMake(1, 2, 3, 4))
            let t = CGAffineTransformConcat(CGAffineTransformMakeScale(2, 2), CGAffineTransformMakeRotation(.pi))
            let i = CGAffineTransformInvert(t), r = CGRectMake(0, 0, w, h)
            """) == """
            let insets = UIEdgeInsets(top: 10, left: 0, bottom: bottom + 4, right: 0)
            let inner = view.bounds.inset(by: insets)
            let sum = (a ?? b).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(rotationAngle: .pi))
            let i = t.inverted(), r = CGRect(x: 0, y: 0, width: w, height: h)
            """)
    }

    @Test("each rename is a change: its place, the text before and after")
    func recorded() {
        let result = port("let o: UINavigationControllerOperation = .push\nview.bringSubview(toFront: v)\n")
        #expect(result.changes.map { "\($0.place) \($0.before) → \($0.after)" } == [
            "1:8 UINavigationControllerOperation → UINavigationController.Operation",
            "2:1 view.bringSubview(toFront: v) → view.bringSubviewToFront(v)",
        ])
    }
}

@Suite("Porter: what cannot be ported")
struct UnportableTests {
    @Test("every Objective-C runtime construct glide port cannot answer is reported at its line and column, and left exactly as written")
    func everyConstruct() {
        let source = """
            import UIKit

            class Spy: NSObject {
                @NSManaged var stored: String
                var token: NSKeyValueObservation?
                func run(_ view: UIView, delegate: AnyObject) {
                    objc_setAssociatedObject(view, &key, 1, .OBJC_ASSOCIATION_RETAIN)
                    let v = objc_getAssociatedObject(view, &key)
                    perform(#selector(tick))
                    self.perform(#selector(tick), with: nil, afterDelay: 0.5)
                    let path = #keyPath(UIView.frame)
                    if delegate.responds(to: #selector(tick)) {}
                    let type = NSClassFromString("MyView")
                    let m = class_getInstanceMethod(Spy.self, #selector(tick))
                    method_exchangeImplementations(m!, m!)
                    token = view.observe(\\.frame, options: [.new]) { _, _ in }
                    view.addObserver(self, forKeyPath: "frame", options: [], context: nil)
                    let s = #selector(getter: UIView.frame)
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
                @objc func tick() {}
            }
            """
        let result = port(source)
        // perform, #keyPath, observe, addObserver and observeValue port (see RuntimeIdiomPortTests); these do not.
        #expect(places(result) == [
            "4:5 @NSManaged",
            "13:20 NSClassFromString",
            "14:17 class_getInstanceMethod",
            "15:9 method_exchangeImplementations",
            "18:17 #selector(getter:)",
        ])
        #expect(result.unportables.allSatisfy { !$0.why.isEmpty && !$0.why.contains("\n") })
        // The selectors inside unportable calls stay as written.
        #expect(result.text.contains("let m = class_getInstanceMethod(Spy.self, #selector(tick))"))
        #expect(result.unportables[1].message(file: "Spy.swift")
            == "Spy.swift:13:20: error: NSClassFromString cannot be ported: it looks a class up by its Objective-C name at run time; refer to the type itself")
        // What only the object could say is asked of the module's method table, which the file declares.
        #expect(result.text.contains("if glideMethodTable.responds(delegate, to: Selector(Spy.tick, name: \"tick\")) {}"))
        #expect(result.text.contains("\n    \"Spy\": [\"tick\"],\n"))
    }

    @Test("associated objects port as written: GlideUIKit has objc_setAssociatedObject and its policies")
    func associatedObjects() {
        let source = """
            import UIKit

            private var key: UInt8 = 0
            extension UIView {
                var isBack: Bool {
                    get { objc_getAssociatedObject(self, &key) as! Bool }
                    set { objc_setAssociatedObject(self, &key, newValue, .OBJC_ASSOCIATION_ASSIGN) }
                }
                func forget() { objc_removeAssociatedObjects(self) }
            }
            """
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source.replacingOccurrences(of: "import UIKit", with: "import GlideUIKit"))
    }

    @Test("a private method named as UIKit's optional requirement is renamed, with its calls on self: UIKit never called it")
    func privateNonWitness() {
        let source = """
            import UIKit

            public class Dismissable: UIViewController {
                func check(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
                    gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) && self.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b)
                }
            }
            extension Dismissable: UIGestureRecognizerDelegate {
                private func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                    return true
                }
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
            }
            private class Hidden: NSObject, UIGestureRecognizerDelegate {
                fileprivate func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
            }
            class Explicit: NSObject, UIGestureRecognizerDelegate {
                @objc private func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
            }
            """
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source
            .replacingOccurrences(of: "import UIKit", with: "import GlideUIKit")
            .replacingOccurrences(of: "gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b)",
                                  with: "notCalledByUIKit_gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b)")
            .replacingOccurrences(of: "private func gestureRecognizer(", with: "private func notCalledByUIKit_gestureRecognizer(")
            .replacingOccurrences(of: "@objc private func", with: "public func"))
        let why = result.changes.first { $0.after == "notCalledByUIKit_gestureRecognizer" && $0.place.line == 9 }?.why ?? ""
        #expect(why.contains("Swift 4.2 ignores it, so UIKit never calls it"), "\(result.changes)")
        #expect(result.changes.contains { $0.before == "private" && $0.after == "public" && $0.why.contains("@objc") })
    }

    @Test("a private method named as an optional requirement of the ported files' own @objc protocol is renamed too")
    func privateNonWitnessOfOwnProtocol() {
        let results = Porter.port([
            PortSource(fileName: "Menu.swift", text: """
                import UIKit
                @objc protocol MenuDelegate {
                    @objc optional func menu(_ menu: UIView, didSelect index: Int)
                }
                """),
            PortSource(fileName: "Host.swift", text: """
                import UIKit
                class Host: NSObject, MenuDelegate {
                    private func menu(_ menu: UIView, didSelect index: Int) {}
                    private func menu(_ menu: UIView, didHighlight index: Int) {}
                }
                """),
        ])
        #expect(results[1].text.contains("private func notCalledByUIKit_menu(_ menu: UIView, didSelect index: Int) {}"))
        #expect(results[1].text.contains("private func menu(_ menu: UIView, didHighlight index: Int) {}"))
    }

    @Test("a cell class registered by value gets its initializer: UIKit makes it with init(frame:) or init(style:reuseIdentifier:)")
    func cellRegistration() {
        let source = """
            import UIKit
            func setUp(_ list: UICollectionView, _ table: UITableView?, nib: UINib) {
                list.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                table?.register(Cells.Row.self, forCellReuseIdentifier: Cells.Row.id)
                list.register(nib, forCellWithReuseIdentifier: "nib")
            }
            extension UICollectionView {
                func register<T: UICollectionViewCell>(_: T.Type) {
                    register(T.self, forCellWithReuseIdentifier: String(describing: T.self))
                }
                func registerAll(_ types: [UICollectionViewCell.Type]) {
                    for type in types { register(type.self, forCellWithReuseIdentifier: "\\(type)") }
                }
            }
            """
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source.replacingOccurrences(of: "import UIKit", with: "import GlideUIKit")
            .replacingOccurrences(of: "\"photo\")", with: "\"photo\", initializer: PhotoCell.init(frame:))")
            .replacingOccurrences(of: "Cells.Row.id)", with: "Cells.Row.id, initializer: Cells.Row.init(style:reuseIdentifier:))"))
        #expect(result.changes.filter { $0.why.contains("class-registered cell") }.count == 2)
    }

    @Test("a cell class spelled classForCoder() is registered as the class, with its initializer (the eleventh sample's Q07)")
    func cellRegistrationByClassForCoder() {
        let source = """
            import UIKit
            func setUp(_ list: UICollectionView) {
                list.register(CustomCollectionViewCell.classForCoder(), forCellWithReuseIdentifier: "reuseCell")
            }
            """
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source.replacingOccurrences(of: "import UIKit", with: "import GlideUIKit")
            .replacingOccurrences(
                of: "CustomCollectionViewCell.classForCoder(), forCellWithReuseIdentifier: \"reuseCell\")",
                with: "CustomCollectionViewCell.self, forCellWithReuseIdentifier: \"reuseCell\", initializer: CustomCollectionViewCell.init(frame:))"))
    }

    @Test("a table's header or footer view class registered by value gets its initializer: UIKit makes it with init(reuseIdentifier:)")
    func headerFooterRegistration() {
        let source = """
            import UIKit
            func setUp(_ table: UITableView, nib: UINib) {
                table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
                table.register(nib, forHeaderFooterViewReuseIdentifier: "nib")
            }
            """
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source.replacingOccurrences(of: "import UIKit", with: "import GlideUIKit")
            .replacingOccurrences(of: "\"header\")", with: "\"header\", initializer: SectionHeader.init(reuseIdentifier:))"))
    }

    @Test("a cell registration gets its cell's initializer: UIKit makes the cells with init(frame:)")
    func cellRegistrationHandler() {
        let source = """
            import UIKit
            final class Bar: UIView {
                private typealias CellRegistration = UICollectionView.CellRegistration<ThumbnailCell, Photo.ID>
                private lazy var registration = CellRegistration { cell, indexPath, id in cell.configure(id) }
                let list = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, text in cell.tag = text.count }
                let named = UICollectionView.CellRegistration<Cells.Row, Int>(handler: { _, _, _ in })
                let parenthesized = UICollectionView.CellRegistration<PhotoCell, Int>() { _, _, _ in }
                let nib = UICollectionView.CellRegistration<PhotoCell, Int>(cellNib: nib) { _, _, _ in }
                func make<C: UICollectionViewCell>(_: C.Type) -> UICollectionView.CellRegistration<C, Int> {
                    UICollectionView.CellRegistration<C, Int> { _, _, _ in }
                }
            }
            """
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source.replacingOccurrences(of: "import UIKit", with: "import GlideUIKit")
            .replacingOccurrences(of: "= CellRegistration {", with: "= CellRegistration(initializer: ThumbnailCell.init(frame:)) {")
            .replacingOccurrences(of: "String> {", with: "String>(initializer: UICollectionViewCell.init(frame:)) {")
            .replacingOccurrences(of: "(handler:", with: "(initializer: Cells.Row.init(frame:), handler:")
            .replacingOccurrences(of: "Int>() {", with: "Int>(initializer: PhotoCell.init(frame:)) {"))
        #expect(result.changes.filter { $0.why.contains("cell registration's cells") }.count == 4)
    }

    @Test("locking and introspection through the runtime are reported; delayed messages and key-value coding are not")
    func runtime() {
        let result = port("""
            objc_sync_enter(self); defer { objc_sync_exit(self) }
            let c: AnyClass? = object_getClass(view)
            performSelector(onMainThread: #selector(Clock.tick), with: nil, waitUntilDone: false)
            NSObject.cancelPreviousPerformRequests(withTarget: self)
            let v = vc.value(forKeyPath: path) as! UIView
            vc.setValue(v, forKeyPath: "imageView")
            """)
        #expect(places(result) == ["1:1 objc_sync_enter", "1:32 objc_sync_exit", "2:20 object_getClass"])
        #expect(result.changes.map(\.before) == ["#selector(Clock.tick)"])
    }

    @Test("perform and observe that are not the Objective-C ones are left alone")
    func lookalikes() {
        let source = "queue.perform(work)\nmodel.observe(handler)\nobj.responds(at: 1)\n"
        let result = port(source)
        #expect(result.unportables.isEmpty)
        #expect(result.text == source)
    }
}

@Suite("Porter: syntax errors and the diff")
struct DiagnosticsTests {
    @Test("a file that does not parse is reported with the parser's line and column")
    func syntaxError() {
        let result = port("class A {\n    func f( {\n}\n")
        #expect(!result.syntaxErrors.isEmpty)
        #expect(result.syntaxErrors[0].message(file: "T.swift").hasPrefix("T.swift:2:"))
        #expect(!result.isClean)
    }

    @Test("the unified diff is diff -u's format: headers, hunks with three lines of context")
    func diff() {
        let source = "import UIKit\n\nclass A {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n    let e = 5\n    @objc func f() {}\n}\n"
        #expect(port(source).unifiedDiff(oldName: "a/T.swift", newName: "b/T.swift") == """
            --- a/T.swift
            +++ b/T.swift
            @@ -1,4 +1,4 @@
            -import UIKit
            +import GlideUIKit
             
             class A {
                 let a = 1
            @@ -6,5 +6,5 @@
                 let c = 3
                 let d = 4
                 let e = 5
            -    @objc func f() {}
            +    func f() {}
             }

            """)
    }

    /// A CRLF file's diff has the same hunks as its LF form, each line with its carriage return (mutation sweep,
    /// seed 23, case 3577: the whole file came out as one hunk, "\r\n" being one `Character`).
    @Test("a CRLF file's diff has the hunks of its LF form, with its bytes")
    func crlfDiff() {
        let source = "import UIKit\n\nclass A {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n    let e = 5\n    @objc func f() {}\n}\n"
        let lf = port(source).unifiedDiff(oldName: "a/T.swift", newName: "b/T.swift")
        let crlf = port(source.replacingOccurrences(of: "\n", with: "\r\n")).unifiedDiff(oldName: "a/T.swift", newName: "b/T.swift")
        #expect(crlf.replacingOccurrences(of: "\r\n", with: "\n") == lf, "\(crlf.debugDescription)")
        #expect(crlf.contains("-import UIKit\r\n+import GlideUIKit\r\n"), "\(crlf.debugDescription)")
        #expect(!crlf.contains("No newline"), "\(crlf)")
    }
}

@Suite("Porter: overrides in extensions")
struct ExtensionOverrideTests {
    @Test("in a CRLF file the moved members keep its line ends and are indented as in an LF file")
    func movedInACRLFFile() {
        let source = "import UIKit\n\nfinal class V: UIViewController {\n}\n\nextension V {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}\n"
        let lf = port(source).text
        let crlf = port(source.replacingOccurrences(of: "\n", with: "\r\n")).text
        #expect(crlf == lf.replacingOccurrences(of: "\n", with: "\r\n"), "\(crlf.debugDescription)")
        #expect(lf.contains("// Moved here by glide port"))
    }

    @Test("an extension's overrides of a class in the ported files move into its body, ported, each with a note")
    func movedIntoTheClass() {
        let result = port("""
            import UIKit

            final class ListViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            // MARK: - UICollectionViewDataSource

            extension ListViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return 10
                }

                @objc override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func helper() {}
            }

            """)
        #expect(result.text == """
            import GlideUIKit

            final class ListViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                // Moved here by glide port from the extension at T.swift:12.
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    return 10
                }

                // Moved here by glide port from the extension at T.swift:16.
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }

            // MARK: - UICollectionViewDataSource

            extension ListViewController {

                func helper() {}
            }

            """)
        #expect(result.unportables.isEmpty)
        let whys = result.changes.map(\.why)
        #expect(whys.filter { $0.hasPrefix("moved into the body of ListViewController") }.count == 2)
        #expect(whys.contains { $0.hasPrefix("the overrides of ListViewController's extensions, moved into its body") })
        // The ported file has nothing left to port.
        #expect(Porter.port(source: result.text, fileName: "T.swift").changes.isEmpty)
    }

    @Test("the class may be in another file of the set; a member a subclass overrides moves too")
    func acrossFilesAndOverridden() {
        let results = Porter.port([
            PortSource(fileName: "Base.swift", text: """
                class Base: NSObject {
                }

                """),
            PortSource(fileName: "Base+Animating.swift", text: """
                extension Base: UIViewControllerAnimatedTransitioning {
                    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
                    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                }

                final class Zoom: Base {
                    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
                }

                """),
        ])
        // The two files import nothing yet use UIKit's names: a module that sees UIKit through an umbrella header.
        #expect(results[0].text == """
            import GlideUIKit

            class Base: NSObject {

                // Moved here by glide port from the extension at Base+Animating.swift:2.
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }

            """)
        #expect(results[1].text.hasPrefix("""
            import GlideUIKit

            extension Base: UIViewControllerAnimatedTransitioning {
                func transitionDuration(
            """))
        #expect(results.allSatisfy { $0.unportables.isEmpty })
    }

    @Test("an override in an extension of a class the files do not declare is reported, not moved")
    func uikitClass() {
        let result = port("""
            extension UIViewController {
                override open func awakeFromNib() {}
            }
            """)
        #expect(places(result) == ["2:5 override of awakeFromNib() in an extension of UIViewController"])
    }
}

@Suite("Porter: Swift 4 spellings Swift 5 refuses")
struct Swift4CastTests {
    @Test("`as UIView!` becomes `as UIView?`; an implicitly unwrapped property type is left alone")
    func implicitlyUnwrappedCast() {
        #expect(ported("""
            var host: UIView!
            func f(_ controller: UIViewController) -> UIView? {
                let view = controller.view as UIView!
                return view
            }
            """) == """
            var host: UIView!
            func f(_ controller: UIViewController) -> UIView? {
                let view = controller.view as UIView?
                return view
            }
            """)
    }
}

/// Names qualified by an Apple module whose import the port rewrote, and imports under `#if` (issue 19's fourteenth
/// sample: k-lpmg/PanSlip's `ObjectiveC.objc_getAssociatedObject`; issue 18's sixth bug sample: InstagramTransition's
/// copy of devxoul/Then, whose only UIKit import sits under `#if os(iOS) || os(tvOS)` after one under `#if !os(Linux)`).
@Suite("Porter: module qualifiers and conditional imports")
struct ModuleQualifierPortTests {
    @Test("`ObjectiveC.`, `UIKit.` and `QuartzCore.` qualify by GlideUIKit, in expressions and types; `canImport`'s path is left to its own rule")
    func uikitFamilyQualifiers() {
        #expect(ported("""
            import UIKit
            import ObjectiveC
            var key = 0
            let a = ObjectiveC.objc_getAssociatedObject(UIKit.UIView(), &key)
            var state: UIKit.UIGestureRecognizer.State = .possible
            let layer: QuartzCore.CALayer? = nil
            #if canImport(UIKit.UIGestureRecognizerSubclass)
            let b = 1
            #endif
            """) == """
            import GlideUIKit
            var key = 0
            let a = GlideUIKit.objc_getAssociatedObject(GlideUIKit.UIView(), &key)
            var state: GlideUIKit.UIGestureRecognizer.State = .possible
            let layer: GlideUIKit.CALayer? = nil
            #if canImport(GlideUIKit)
            let b = 1
            #endif
            """)
    }

    @Test("`os.` qualifies by GlideOS only where the file imports os; a local named `os` and a module's own type keep their names")
    func otherModulesOnlyWhereImported() {
        #expect(ported("""
            import os.log
            let log = os.Logger(subsystem: "a", category: "b")
            """) == """
            import GlideOS
            let log = GlideOS.Logger(subsystem: "a", category: "b")
            """)
        let unrelated = """
            struct Machine { var os = OS() }
            struct OS { var name = "" }
            func f(_ machine: Machine) -> String {
                let os = machine.os
                return os.name
            }
            """
        #expect(ported(unrelated) == unrelated)
        let combine = ported("""
            import Combine
            var bag = Set<Combine.AnyCancellable>()
            """)
        #expect(combine.hasSuffix("var bag = Set<OpenCombine.AnyCancellable>()"))
    }

    @Test("`import Darwin` is Foundation's (which re-exports the C library on Linux), and so is the `Darwin.` qualifier")
    func darwin() {
        #expect(ported("""
            import UIKit
            import Darwin
            let root = Darwin.sqrt(2.0)
            """) == """
            import GlideUIKit
            import Foundation
            let root = Foundation.sqrt(2.0)
            """)
    }

    @Test("an import under `#if` counts only in its clause: one under `!os(Linux)` does not stand for the file's")
    func conditionalImports() {
        #expect(ported("""
            import Foundation
            #if !os(Linux)
              import CoreGraphics
            #endif
            #if os(iOS) || os(tvOS)
              import UIKit.UIGeometry
              import UIKit
            #endif
            #if os(iOS) || os(tvOS)
              extension UIEdgeInsets {}
            #endif
            """) == """
            import Foundation
            #if !os(Linux)
              import GlideUIKit
            #endif
            #if canImport(GlideUIKit) || os(tvOS)
              import GlideUIKit
            #endif
            #if canImport(GlideUIKit) || os(tvOS)
              extension UIEdgeInsets {}
            #endif
            """)
        // After the file's own import, a clause's is the same import again.
        #expect(ported("""
            import UIKit
            #if canImport(QuartzCore)
            import QuartzCore
            #endif
            """) == """
            import GlideUIKit
            #if canImport(GlideUIKit)
            #endif
            """)
    }

    @Test("an optional chain's responds(to:) asked at run time is a parenthesized map, so an `if` condition gets no trailing-closure warning")
    func respondsInIfCondition() {
        let result = ported("""
            import UIKit
            @objc protocol Closable: class {
                @objc optional func close()
            }
            class Host: NSObject {
                var presented: (UIViewController & Closable)?
                func tap() {
                    if presented?.responds(to: #selector(Closable.close)) ?? false {
                        presented?.close?()
                    }
                }
            }
            """)
        #expect(result.contains("if (presented).map({ glideMethodTable.responds($0, to: Selector(Closable.close, name: \"close\")) }) ?? false {"), "\(result)")
    }
}
