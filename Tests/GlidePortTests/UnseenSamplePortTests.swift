import Foundation
import GlidePort
import Testing

/// What `glide port` learned from units 26–50 of the unseen sample (issue 19): Swift 4.2's status-bar renames,
/// `UIViewImplicitlyAnimating`'s optional requirements, modules that see UIKit only through an umbrella header, URL
/// loading's FoundationNetworking, `NSPredicate`'s `SELF MATCHES`, `#selector` through a static property, and
/// `import AVFoundation` for `AVMakeRect`.
@Suite struct UnseenSamplePortTests {
    private func port(_ files: [(String, String)]) -> [PortResult] {
        Porter.port(files.map { PortSource(fileName: $0.0, text: $0.1) })
    }

    @Test("import CoreImage is GlideUIKit's (which has Core Image's names), once per file")
    func coreImageImport() {
        let result = Porter.port(source: """
            import UIKit
            import CoreImage
            let blur = CIFilter(name: "CIGaussianBlur")
            """, fileName: "T.swift")
        #expect(result.text == """
            import GlideUIKit
            let blur = CIFilter(name: "CIGaussianBlur")
            """)
        #expect(Porter.port(source: "import CoreImage\nlet c = CIContext()\n", fileName: "T.swift").text == "import GlideUIKit\nlet c = CIContext()\n")
    }

    @Test("import ObjectiveC (for associated objects) is GlideUIKit's, once per file, with its reason")
    func objectiveCImport() {
        let result = Porter.port(source: """
            import UIKit
            import ObjectiveC
            private var key: UInt8 = 0
            """, fileName: "T.swift")
        #expect(result.text == """
            import GlideUIKit
            private var key: UInt8 = 0
            """)
        let alone = Porter.port(source: "import ObjectiveC\nlet k = 0\n", fileName: "T.swift")
        #expect(alone.text == "import GlideUIKit\nlet k = 0\n")
        #expect(alone.changes.contains { $0.why.contains("Linux has no ObjectiveC module") }, "\(alone.changes)")
    }

    @Test("class members of an extension of CGColor (a struct in Glide, a class on Apple) become static")
    func cgColorClassMembers() {
        let result = Porter.port(source: """
            import UIKit
            extension CGColor {
                class var brand: CGColor { return UIColor.red.cgColor }
                @objc public class func shade(_ v: CGFloat) -> CGColor { return UIColor(white: v, alpha: 1).cgColor }
                static var other: CGColor { return brand }
            }
            extension UIColor {
                class var brand: UIColor { return .red }
            }
            """, fileName: "T.swift")
        #expect(result.text.contains("    static var brand: CGColor"))
        #expect(result.text.contains("public static func shade(_ v: CGFloat)"))
        #expect(result.text.contains("    class var brand: UIColor"), "UIColor is a class in Glide too")
        #expect(result.changes.contains { $0.why.contains("Glide's CGColor is a struct") })
        #expect(Porter.port(source: result.text, fileName: "T.swift").changes.isEmpty, "ports once")
    }

    @Test("an overridden childViewControllerForStatusBarStyle gets Swift 4.2's name, and so does a read of it")
    func statusBarChildRenamed() {
        let result = Porter.port(source: """
            import UIKit
            class Tabs: UITabBarController {
                override var childViewControllerForStatusBarStyle: UIViewController? { return nil }
                var child: UIViewController? { return self.childViewControllerForStatusBarHidden }
            }
            """, fileName: "T.swift")
        #expect(result.text.contains("override var childForStatusBarStyle: UIViewController?"))
        #expect(result.text.contains("self.childForStatusBarHidden"))
    }

    @Test("animator.addAnimations?{…} loses the ? UIViewImplicitlyAnimating's optional requirement needed")
    func implicitlyAnimatingOptionalRequirements() {
        let result = Porter.port(source: """
            import UIKit
            func move(_ animator: UIViewImplicitlyAnimating?) {
                animator?.addAnimations? { }
                animator?.addCompletion?({ _ in })
            }
            """, fileName: "T.swift")
        #expect(result.text.contains("animator?.addAnimations { }"))
        #expect(result.text.contains("animator?.addCompletion({ _ in })"))
    }

    @Test("a module none of whose files imports anything, using UIKit's names, gets import GlideUIKit in each file")
    func umbrellaOnlyModule() throws {
        let results = port([
            ("Delegate.swift", "final class Delegate: NSObject, UIViewControllerTransitioningDelegate {}\n"),
            ("Duration.swift", "let duration: TimeInterval = 0.3\n"),
        ])
        #expect(results[0].text.hasPrefix("import GlideUIKit\n\n"))
        #expect(results[1].text.hasPrefix("import GlideUIKit\n\n"))
        #expect(try #require(results[0].changes.first).why.contains("umbrella header"))
        // No UIKit name anywhere: left alone.
        let plain = port([("A.swift", "struct A {}\n"), ("B.swift", "let b = 1\n")])
        #expect(plain.allSatisfy { $0.changes.isEmpty })
    }

    /// XCoordinator's engine files (the seventh bug sample's h07): one imports Foundation, the others nothing, none
    /// UIKit, and they use UIKit's names, which the pod's umbrella header gives them.
    @Test("a module none of whose files imports UIKit, some importing Foundation, gets import GlideUIKit in each file")
    func umbrellaModuleImportingFoundation() throws {
        let results = port([
            ("Animation.swift", "open class Animation: NSObject {\n    let presentation: UIViewControllerAnimatedTransitioning? = nil\n}\n"),
            ("TransitionAnimation.swift", "import Foundation\n\npublic protocol TransitionAnimation: UIViewControllerAnimatedTransitioning {}\n"),
            ("Count.swift", "let count = 1\n"),
        ])
        #expect(results[0].text.hasPrefix("import GlideUIKit\n\nopen class Animation"))
        #expect(results[1].text.hasPrefix("import Foundation\nimport GlideUIKit\n"))
        #expect(results[2].text.hasPrefix("import GlideUIKit\n"))
        #expect(try #require(results[1].changes.first).why.contains("no file of the module imports UIKit"))
        // One file importing UIKit: the others get it as the module's (the rule before).
        let mixed = port([("A.swift", "import UIKit\nlet a = UIView()\n"), ("B.swift", "import Foundation\nlet b = UIView()\n")])
        #expect(mixed[1].text == "import Foundation\nimport GlideUIKit\nlet b = UIView()\n")
        #expect(try #require(mixed[1].changes.first).why.contains("the module's other files import UIKit"))
    }

    /// XCoordinator's assertion message names the recognizer's property by its getter's selector.
    @Test("#selector(getter:) or (setter:) read only for its name becomes a name-only Selector; performed, it stays unportable")
    func accessorSelectorReadForItsName() {
        let result = Porter.port(source: """
            import UIKit
            final class Delegate: NSObject {
                @objc var progress: CGFloat = 0
                func check() {
                    assertionFailure("Do not set \\(#selector(getter: UINavigationController.interactivePopGestureRecognizer)).")
                    let key = NSStringFromSelector(#selector(setter: progress))
                    _ = key
                }
            }
            """, fileName: "D.swift")
        #expect(result.text.contains(#"assertionFailure("Do not set \(Selector("interactivePopGestureRecognizer")).")"#), "\(result.text)")
        #expect(result.text.contains(#"NSStringFromSelector(Selector("setProgress:"))"#))
        #expect(result.unportables.isEmpty)
        let performed = Porter.port(source: """
            import UIKit
            final class V: UIViewController {
                func wire(_ button: UIButton) { button.addTarget(self, action: #selector(getter: title), for: .touchUpInside) }
            }
            """, fileName: "V.swift")
        #expect(performed.unportables.count == 1)
    }

    /// The sixteenth code sample's noppefoxwolf/MediaViewer (an `import AVKit` for AVFoundation's names) and the seventh
    /// bug sample's Viewer (`import CoreData` in a file that uses none of it).
    @Test("import AVKit without AVKit's own names is GlideAVFoundation; an unused import of a framework Glide lacks is dropped")
    func frameworkImportsByUse() throws {
        let player = Porter.port(source: "import UIKit\nimport AVKit\nlet player = AVPlayer()\n", fileName: "P.swift")
        #expect(player.text == "import GlideUIKit\nimport GlideAVFoundation\nlet player = AVPlayer()\n")
        #expect(player.unportables.isEmpty)
        let viewController = Porter.port(source: "import UIKit\nimport AVKit\nlet controller = AVPlayerViewController()\n", fileName: "V.swift")
        #expect(viewController.unportables.count == 1)
        #expect(viewController.unportables.first?.why.contains("AVPlayerViewController") == true)
        let unused = Porter.port(source: "import UIKit\nimport CoreData\nimport WebKit\nfinal class Cell: UIView {}\n", fileName: "C.swift")
        #expect(unused.text == "import GlideUIKit\nfinal class Cell: UIView {}\n", "\(unused.text)")
        #expect(unused.unportables.isEmpty)
        #expect(unused.changes.contains { $0.why.contains("Linux has no WebKit framework, and the file uses none of its names") })
        // A UI framework that re-exports UIKit, the file's only way to UIKit's names: GlideUIKit stands for it, once.
        let webOnly = Porter.port(source: "import WebKit\nimport UIKit\nfinal class Page: UIView {}\n", fileName: "P.swift")
        #expect(webOnly.text == "import GlideUIKit\nfinal class Page: UIView {}\n", "\(webOnly.text)")
        #expect(webOnly.unportables.isEmpty)
        let used = Porter.port(source: "import UIKit\nimport WebKit\nlet web = WKWebView()\nimport CoreData\nvar context: NSManagedObjectContext?\n", fileName: "M.swift")
        // WebKit stays unported; Core Data, used, is GlideCoreData.
        #expect(used.unportables.map(\.what) == ["import WebKit"], "\(used.unportables)")
        #expect(used.text.contains("import GlideCoreData\n"), "\(used.text)")
    }

    /// The twenty-second sample's U03 (`MapButton`, `MapViewController`) and the nineteenth's U07 (a location manager,
    /// annotations, an app delegate that keeps a coordinate).
    @Test("import MapKit becomes GlideMapKit and import CoreLocation GlideCoreLocation where the file uses their names; unused, they are dropped")
    func mapKitAndCoreLocation() throws {
        let button = Porter.port(source: "import Foundation\nimport UIKit\nimport MapKit\nclass MapButton: UIButton {\n    @IBOutlet weak var mapView: MKMapView!\n}\n", fileName: "MapButton.swift")
        #expect(button.text.hasPrefix("import Foundation\nimport GlideUIKit\nimport GlideMapKit\n"), "\(button.text)")
        #expect(button.unportables.isEmpty)
        #expect(button.changes.contains { $0.why.contains("GlideMapKit is MapKit on Linux") })
        // MapKit re-exports Core Location: a file that uses only its names keeps `import MapKit`.
        let spot = Porter.port(source: "import Foundation\nimport MapKit\nclass Spot: NSObject {\n    var coordinate = CLLocationCoordinate2D()\n}\n", fileName: "Spot.swift")
        #expect(spot.text.hasPrefix("import Foundation\nimport GlideMapKit\n"), "\(spot.text)")
        let delegate = Porter.port(source: "import UIKit\nimport CoreData\nimport CoreLocation\nclass AppDelegate: UIResponder {\n    var myLocation: CLLocationCoordinate2D?\n}\n", fileName: "AppDelegate.swift")
        #expect(delegate.text == "import GlideUIKit\nimport GlideCoreLocation\nclass AppDelegate: UIResponder {\n    var myLocation: CLLocationCoordinate2D?\n}\n", "\(delegate.text)")
        #expect(delegate.changes.contains { $0.why.contains("GlideCoreLocation is Core Location on Linux") })
        let accuracy = Porter.port(source: "import CoreLocation\nlet best = kCLLocationAccuracyBest\n", fileName: "A.swift")
        #expect(accuracy.text.hasPrefix("import GlideCoreLocation\n"), "\(accuracy.text)")
        // Unused: dropped; MapKit, which re-exports UIKit, becomes GlideUIKit when the file has no other way to it.
        let unused = Porter.port(source: "import UIKit\nimport MapKit\nimport CoreLocation\nfinal class Cell: UIView {}\n", fileName: "C.swift")
        #expect(unused.text == "import GlideUIKit\nfinal class Cell: UIView {}\n", "\(unused.text)")
        #expect(unused.unportables.isEmpty)
        #expect(unused.changes.contains { $0.why.contains("the file uses none of MapKit's names (MK…, CL…, kCL…)") })
        #expect(unused.changes.contains { $0.why.contains("the file uses none of Core Location's names (CL…, kCL…)") })
        let mapOnly = Porter.port(source: "import MapKit\nimport UIKit\nfinal class Pin: UIView {}\n", fileName: "P.swift")
        #expect(mapOnly.text == "import GlideUIKit\nfinal class Pin: UIView {}\n", "\(mapOnly.text)")
        #expect(Porter.port(source: "#if canImport(MapKit)\nimport MapKit\n#endif\n", fileName: "T.swift").text
                == "#if canImport(GlideMapKit)\nimport GlideMapKit\n#endif\n")
        #expect(Porter.port(source: "#if canImport(CoreLocation)\nimport CoreLocation\n#endif\n", fileName: "T.swift").text
                == "#if canImport(GlideCoreLocation)\nimport GlideCoreLocation\n#endif\n")
    }

    @Test("a file that uses URLSession imports FoundationNetworking where it exists")
    func foundationNetworking() throws {
        let result = Porter.port(source: """
            import UIKit
            extension UIImageView {
                func load(_ url: URL) -> URLSessionDownloadTask { URLSession.shared.downloadTask(with: url) }
            }
            """, fileName: "T.swift")
        #expect(result.text.hasPrefix("import GlideUIKit\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
        #expect(result.changes.contains { $0.why.contains("FoundationNetworking") })
        let none = Porter.port(source: "import UIKit\nlet x = 1\n", fileName: "U.swift")
        #expect(!none.text.contains("FoundationNetworking"))
    }

    @Test("NSPredicate(format: \"SELF MATCHES %@\", pattern) becomes a block predicate matching the whole string")
    func predicateMatches() throws {
        let result = Porter.port(source: """
            import UIKit
            let test = NSPredicate(format: "SELF MATCHES %@", "^[a-z]+$")
            let other = NSPredicate(format: "name == %@", "x")
            """, fileName: "T.swift")
        #expect(result.text.contains(#"NSPredicate(block: { object, _ in (object as? String).map { $0.range(of: "^(?:" + String(describing: "^[a-z]+$") + ")$", options: .regularExpression) != nil } ?? false })"#))
        #expect(result.text.contains(#"NSPredicate(format: "name == %@", "x")"#), "other formats are left to the compiler")
        // The block's test is the whole-string match MATCHES makes.
        let pattern = "[a-z]+"
        let predicate = NSPredicate(block: { object, _ in
            (object as? String).map { $0.range(of: "^(?:" + String(describing: pattern) + ")$", options: .regularExpression) != nil } ?? false
        })
        #expect(predicate.evaluate(with: "abc") && !predicate.evaluate(with: "abc1") && !predicate.evaluate(with: 3))
    }

    @Test("#selector(Manager.shared.method) is named through the static property's declared type")
    func selectorThroughStaticProperty() {
        let result = Porter.port(source: """
            import UIKit
            class Helper {
                @objc func handle(pan: UIPanGestureRecognizer) {}
                func install(on view: UIView) {
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(Manager.shared.handle(pan:))))
                }
            }
            class Manager: Helper {
                static let shared = Manager()
            }
            """, fileName: "T.swift")
        #expect(result.text.contains(#"Selector(Manager.handle(pan:), name: "handle(pan:)")"#))
        #expect(result.unportables.isEmpty)
    }

    /// The eighteenth and nineteenth samples' template app delegates (U03, U01): Xcode's Core Data stack.
    @Test("import CoreData becomes GlideCoreData where the file uses Core Data; an entity's @NSManaged attributes port")
    func coreData() throws {
        let delegate = Porter.port(source: """
            import UIKit
            import CoreData
            class AppDelegate: UIResponder {
                lazy var persistentContainer: NSPersistentContainer = {
                    let container = NSPersistentContainer(name: "App")
                    container.loadPersistentStores { _, _ in }
                    return container
                }()
            }
            """, fileName: "AppDelegate.swift")
        #expect(delegate.text.hasPrefix("import GlideUIKit\nimport GlideCoreData\n"), "\(delegate.text)")
        #expect(delegate.unportables.isEmpty)
        // A file that only filters with a predicate string keeps the import: GlideCoreData parses the format.
        let filter = Porter.port(source: "import CoreData\nlet p = NSPredicate(format: \"done == NO\")\n", fileName: "F.swift")
        #expect(filter.text.hasPrefix("import GlideCoreData\n"), "\(filter.text)")
        #expect(Porter.port(source: "#if canImport(CoreData)\nimport CoreData\n#endif\n", fileName: "T.swift").text
                == "#if canImport(GlideCoreData)\nimport GlideCoreData\n#endif\n")
    }

    @Test("import AVFoundation becomes GlideAVFoundation, which has AVMakeRect (and AVFoundation's players)")
    func avFoundation() throws {
        let result = Porter.port(source: "import UIKit\nimport AVFoundation\nlet r = AVMakeRect(aspectRatio: .zero, insideRect: .zero)\n", fileName: "T.swift")
        #expect(result.text == "import GlideUIKit\nimport GlideAVFoundation\nlet r = AVMakeRect(aspectRatio: .zero, insideRect: .zero)\n")
        #expect(result.changes.contains { $0.why.contains("AVMakeRect") })
        #expect(Porter.port(source: "#if canImport(AVFoundation)\nimport AVFoundation\n#endif\n", fileName: "T.swift").text
                == "#if canImport(GlideAVFoundation)\nimport GlideAVFoundation\n#endif\n")
    }
}
