import Foundation
import GlideObjectiveC
@testable import GlidePort
import GlideTestSupport
import Testing

/// What porting whole transition libraries needed (issue 19, docs/libraries.md): `#if os(iOS)` blocks kept,
/// method swizzling named precisely, and `glide port DIR` porting a library's source folder as one module.
@Suite struct LibraryPortTests {
    private func ported(_ source: String) -> String { Porter.port(source: source, fileName: "T.swift").text }

    @Test("#if os(iOS) tests for GlideUIKit, so a library's iOS-only files are kept; other platforms are left as written")
    func osIOS() throws {
        #expect(ported("#if os(iOS)\nimport UIKit\nfinal class Sheet {}\n#endif\n")
                == "#if canImport(GlideUIKit)\nimport GlideUIKit\nfinal class Sheet {}\n#endif\n")
        #expect(ported("#if os(iOS) || os(tvOS)\nimport UIKit\n#endif\n") == "#if canImport(GlideUIKit) || os(tvOS)\nimport GlideUIKit\n#endif\n")
        #expect(ported("#if !os(iOS)\nlet x = 1\n#elseif os(iOS)\nlet x = 2\n#endif\n")
                == "#if !canImport(GlideUIKit)\nlet x = 1\n#elseif canImport(GlideUIKit)\nlet x = 2\n#endif\n")
        #expect(ported("#if os(macOS)\nlet x = 1\n#endif\n") == "#if os(macOS)\nlet x = 1\n#endif\n")
        // An ordinary function named os is not a compilation condition.
        #expect(ported("func os(_ x: Int) {}\nlet y = os(iOS)\n") == "func os(_ x: Int) {}\nlet y = os(iOS)\n")
        let result = Porter.port(source: "#if os(iOS)\n#endif\n", fileName: "T.swift")
        #expect(try #require(result.changes.first).why.contains("os(iOS) is false"))
    }

    @Test("method swizzling is named: the class, the method exchanged, and the library's method that observes it")
    func swizzlingNamed() throws {
        let source = """
            import UIKit

            extension UIViewController {
              static let tracked: Void = {
                let swizzling: (AnyClass, Selector, Selector) -> Void = { c, original, swizzled in
                  if let o = class_getInstanceMethod(c, original), let s = class_getInstanceMethod(c, swizzled) {
                    method_exchangeImplementations(o, s)
                  }
                }
                swizzling(UIViewController.self, #selector(viewWillAppear(_:)), #selector(my_viewWillAppear(_:)))
              }()
              @objc dynamic func my_viewWillAppear(_ animated: Bool) { my_viewWillAppear(animated) }
            }

            """
        let result = Porter.port(source: source, fileName: "Tracking.swift")
        let messages = result.unportables.map { $0.message(file: "Tracking.swift") }
        #expect(messages.count == 3)
        let exchange = try #require(messages.first { $0.contains("method_exchangeImplementations cannot be ported") })
        #expect(exchange.hasPrefix("Tracking.swift:7:9: error: "))
        #expect(exchange.contains("it exchanges UIViewController's viewWillAppear(_:) with my_viewWillAppear(_:), so that every call of viewWillAppear(_:) on any UIViewController runs my_viewWillAppear(_:)"), "\(exchange)")
        #expect(exchange.contains("Linux has no Objective-C method table"))
        #expect(messages.allSatisfy { $0.contains("UIViewController's viewWillAppear(_:)") })
    }

    @Test("a swizzle through a helper given the class and selectors ports: UIViewController's viewDidLoad, LiquidTransition's way")
    func swizzlingThroughAHelper() throws {
        let source = """
            import UIKit

            class RuntimeHelper {
                static func addOrReplaceMethod(class tClass: AnyClass, original: Selector, swizzled: Selector) {
                    guard let swizzledMethod = class_getInstanceMethod(tClass, swizzled) else { return }
                    let isMethodExists: Bool = !class_addMethod(tClass, original, method_getImplementation(swizzledMethod), method_getTypeEncoding(swizzledMethod))
                    if isMethodExists {
                        if let originalMethod = class_getInstanceMethod(tClass, original) {
                            method_exchangeImplementations(originalMethod, swizzledMethod)
                        }
                    }
                }
            }

            final class Installer {
                func becomeDelegate() {
                    let sel1 = #selector(UIViewController.viewDidLoad)
                    let liSel1 = #selector(UIViewController.li_viewDidLoad)
                    RuntimeHelper.addOrReplaceMethod(class: UIViewController.self, original: sel1, swizzled: liSel1)
                }
            }

            extension UIViewController {
                @objc func li_viewDidLoad() {
                    if self.transitioningDelegate == nil { self.transitioningDelegate = nil }
                    self.li_viewDidLoad()
                }
            }

            """
        let result = Porter.port(source: source, fileName: "Liquid.swift")
        #expect(result.unportables.isEmpty, "\(result.unportables.map { $0.message(file: "Liquid.swift") })")
        #expect(result.text.contains("        ()\n    }\n}"), "the call of the original, which does nothing in UIKit, is left out: \(result.text)")
        #expect(!result.text.contains("self.li_viewDidLoad()"))
        #expect(result.changes.contains { $0.why.contains("of the class its callers pass as `tClass`") })
        #expect(result.changes.contains { $0.why.contains("UIViewController's original viewDidLoad, which does nothing in UIKit") })
    }

    @Test("a swizzle of a Glide method that can be exchanged ports: the library's call of itself calls the original")
    func swizzlingHonoured() throws {
        let source = """
            import UIKit

            extension CALayer {
              static var added: [CAAnimation]? = {
                let swizzling: (AnyClass, Selector, Selector) -> Void = { c, original, swizzled in
                  if let o = class_getInstanceMethod(c, original), let s = class_getInstanceMethod(c, swizzled) {
                    method_exchangeImplementations(o, s)
                  }
                }
                swizzling(CALayer.self, #selector(add(_:forKey:)), #selector(my_add(anim:forKey:)))
                return nil
              }()
              @objc dynamic func my_add(anim: CAAnimation, forKey: String?) {
                CALayer.added?.append(anim)
                my_add(anim: anim, forKey: forKey)
              }
              func other(anim: CAAnimation) { my_add(anim: anim, forKey: nil) }
            }

            """
        let result = Porter.port(source: source, fileName: "Layer.swift")
        #expect(result.unportables.isEmpty, "\(result.unportables.map { $0.message(file: "Layer.swift") })")
        #expect(result.text.contains("    MethodSwizzling.callOriginal { self.add(anim, forKey: forKey) }\n"), "\(result.text)")
        #expect(result.text.contains("func other(anim: CAAnimation) { my_add(anim: anim, forKey: nil) }"), "only the method's own call")
        #expect(result.text.contains("method_exchangeImplementations(o, s)"))
        #expect(result.changes.contains { $0.why.contains("which Glide honours") })
        #expect(Swizzling.exchangeable == MethodSwizzling.exchangeable, "the porter's list is GlideObjectiveC's")
    }

    @Test("swizzling without #selector literals in its declaration still names the class it changes")
    func swizzlingWithoutSelectors() throws {
        let source = "import UIKit\nextension UIView {\n  static func swap(_ a: Selector, _ b: Selector) {\n    let m = class_getInstanceMethod(UIView.self, a)\n  }\n}\n"
        let message = try #require(Porter.port(source: source, fileName: "S.swift").unportables.first).message(file: "S.swift")
        #expect(message == "S.swift:4:13: error: class_getInstanceMethod cannot be ported: method swizzling rewrites the Objective-C method table of UIView; Linux has no Objective-C method table to exchange, and Swift cannot replace a method of a class it did not compile: subclass or wrap the call instead")
    }
}

/// `glide port DIR`: a library's source folder, every level, as one module, written under the same paths.
@Suite(.serialized) struct PortFolderTests {
    @Test("a folder ports as one module: nested files written under their paths, optional requirements seen across files")
    func folder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("Sources"), out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("Delegate"), withIntermediateDirectories: true)
        try "import UIKit\n@objc protocol SheetDelegate { @objc optional func sheetDidMove() }\n"
            .write(to: source.appendingPathComponent("Delegate/SheetDelegate.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nfinal class Sheet { weak var delegate: SheetDelegate?\n  func move() { delegate?.sheetDidMove?() }\n}\n"
            .write(to: source.appendingPathComponent("Sheet.swift"), atomically: true, encoding: .utf8)
        try "not swift".write(to: source.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let r = try GlideCommand.run(["port", source.path, "-o", out.path])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        let sheet = try String(contentsOf: out.appendingPathComponent("Sheet.swift"), encoding: .utf8)
        #expect(sheet.contains("delegate?.sheetDidMove()"))
        let delegate = try String(contentsOf: out.appendingPathComponent("Delegate/SheetDelegate.swift"), encoding: .utf8)
        #expect(delegate.hasPrefix("import GlideUIKit\nprotocol SheetDelegate: AnyObject {"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("README.md").path))
        #expect(r.out.split(separator: "\n").count == 2)
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let refused = try GlideCommand.run(["port", empty.path, "-o", out.path])
        #expect(refused.status == 2)
        #expect(refused.err.contains("is a folder with no Swift files in it"), "\(refused.err)")
    }
}

/// `@available (iOS, unavailable)`, as MailOnline's ImageViewer writes it: Swift 5 builds it with a warning.
@Suite struct SpacedAttributeTests {
    @Test("the space before an attribute's arguments is removed and the file ports; other parse errors still stop it")
    func spacedAttribute() throws {
        let source = "import UIKit\nfinal class Blur: UIView {\n    @available (iOS, unavailable)\n    required init?(coder: NSCoder) { fatalError() }\n}\n"
        #expect(Porter.syntaxErrors(in: source).isEmpty)  // the spaced attribute alone is no parse error for glide port
        let result = Porter.port(source: source, fileName: "Blur.swift")
        #expect(result.syntaxErrors.isEmpty)
        #expect(result.text.contains("    @available(iOS, unavailable)\n"))
        #expect(try #require(result.changes.first { $0.why.contains("attribute's name") }).after.hasPrefix("@available("))
        #expect(!Porter.port(source: "func f( {", fileName: "Bad.swift").syntaxErrors.isEmpty)
    }
}

/// What SideMenu asks of the Objective-C runtime: rewritten where a rewrite is sound for every use, else named.
@Suite struct ObjectiveCDispatchTests {
    private static let initializable = """
        import Foundation
        protocol InitializableClass: class {
            init()
        }

        extension InitializableClass {
            init(_ block: (Self) -> Void) {
                self.init()
                block(self)
            }

            @discardableResult func with(_ block: (Self) -> Void) -> Self {
                block(self)
                return self
            }
        }

        """

    @Test("NSObject's conformance to the module's protocol requiring init() goes to the protocol's members without init()")
    func nsObjectInitializerConformance() throws {
        let results = Porter.port([
            PortSource(fileName: "Initializable.swift", text: Self.initializable),
            PortSource(fileName: "Extensions.swift", text: "import UIKit\n\nextension NSObject: InitializableClass {}\nextension UIView: Equatable {}\n"),
            PortSource(fileName: "Uses.swift", text: """
                import UIKit

                final class Style: InitializableClass { required init() {} }
                let v = UIView {
                    $0.alpha = 0
                }
                let w = UIView.init({ $0.alpha = 1 })
                let g = UIPanGestureRecognizer().with { $0.maximumNumberOfTouches = 1 }
                let s = Style { _ in }

                """),
        ])
        #expect(results.allSatisfy { $0.unportables.isEmpty }, "\(results.map(\.unportables))")
        #expect(results[0].text == """
            import Foundation
            import GlideUIKit
            protocol InitializableClass: AnyObject, GlideMembers_InitializableClass {
                init()
            }

            /// Written by glide port: what InitializableClass's extensions give without init(), for the classes whose init() is
            /// Objective-C's on iOS (see InitializableClass).
            protocol GlideMembers_InitializableClass: AnyObject {}

            extension InitializableClass {
                init(_ block: (Self) -> Void) {
                    self.init()
                    block(self)
                }

                @discardableResult func with(_ block: (Self) -> Void) -> Self {
                    block(self)
                    return self
                }
            }

            extension GlideMembers_InitializableClass {
                @discardableResult func glideInit_InitializableClass(_ block: (Self) -> Void) -> Self {
                    block(self)
                    return self
                }
                @discardableResult func with(_ block: (Self) -> Void) -> Self {
                    block(self)
                    return self
                }
            }

            """)
        #expect(results[1].text == "import GlideUIKit\n\nextension NSObject: GlideMembers_InitializableClass {}\nextension UIView: Equatable {}\n")
        // The initializer on UIKit's classes becomes init() and the same statements; the protocol's own conformer and
        // the members that need no init() are as they were.
        #expect(results[2].text.contains("let v = UIView().glideInit_InitializableClass {\n    $0.alpha = 0\n}"))
        #expect(results[2].text.contains("let w = UIView().glideInit_InitializableClass({ $0.alpha = 1 })"))
        #expect(results[2].text.contains("let g = UIPanGestureRecognizer().with { $0.maximumNumberOfTouches = 1 }"))
        #expect(results[2].text.contains("let s = Style { _ in }"))
        // A class of the ported files conforms as it likes (its own required init()).
        let own = Porter.port([
            PortSource(fileName: "P.swift", text: "import UIKit\nprotocol Initializable: class { init() }\nclass Style: NSObject, Initializable { required override init() {} }\n"),
        ])
        #expect(own[0].unportables.isEmpty && !own[0].text.contains("GlideMembers"))
    }

    @Test("a protocol that requires more than init() is still named when NSObject conforms to it")
    func otherRequirementsStayNamed() {
        let results = Porter.port([
            PortSource(fileName: "P.swift", text: "import Foundation\nprotocol Makeable: class {\n    init()\n    func make()\n}\n"),
            PortSource(fileName: "E.swift", text: "import UIKit\n\nextension NSObject: Makeable {\n    func make() {}\n}\n"),
        ])
        let messages = results[1].unportables.map { $0.message(file: "E.swift") }
        #expect(messages == ["E.swift:3:21: error: conformance of NSObject to Makeable cannot be ported: Makeable requires init(), which on iOS NSObject's Objective-C initializer satisfies for every subclass (the runtime inherits it); on Linux NSObject's initializer is not required, so Swift cannot promise it for every subclass: conform the classes that use it instead"])
    }

    @Test("a get-only property the module adds to UIKit's class and overrides in its subclass is dispatched by the object's class")
    func overriddenExtensionProperty() throws {
        let results = Porter.port([
            PortSource(fileName: "Extensions.swift", text: "import UIKit\n\nextension UIViewController {\n    @objc var isHidden: Bool { presentingViewController == nil }\n}\n"),
            PortSource(fileName: "Menu.swift", text: "import UIKit\n\nclass Menu: UINavigationController {\n    open override var isHidden: Bool { super.isHidden }\n}\n"),
            PortSource(fileName: "Use.swift", text: "import UIKit\n\nfunc f(vc: UIViewController, menu: Menu, view: UIView) -> [Bool] {\n    [vc.isHidden, menu.isHidden, view.isHidden]\n}\n"),
        ])
        #expect(results.allSatisfy { $0.unportables.isEmpty }, "\(results.map(\.unportables))")
        #expect(results[0].text == """
            import GlideUIKit

            extension UIViewController {
                var glideBase_isHidden: Bool { presentingViewController == nil }

                /// Written by glide port: UIViewController's isHidden as the Objective-C runtime dispatched it on iOS: an
                /// instance of a class that overrides it answers with its own, any other with this extension's body.
                var glideDispatch_isHidden: Bool {
                    if let object = self as? Menu { return object.isHidden }
                    return glideBase_isHidden
                }
            }

            """)
        #expect(results[1].text == "import GlideUIKit\n\nclass Menu: UINavigationController {\n    open var isHidden: Bool { super.glideBase_isHidden }\n}\n")
        // Through UIKit's class the dispatch is read; through the subclass, its own member; a view's isHidden is UIView's.
        #expect(results[2].text.contains("[vc.glideDispatch_isHidden, menu.isHidden, view.isHidden]"))
        // An override of UIView's own isHidden in a view is not this: the extension is UIViewController's.
        let unrelated = Porter.port([
            PortSource(fileName: "Extensions.swift", text: "import UIKit\n\nextension UIViewController {\n    @objc var isHidden: Bool { false }\n}\n"),
            PortSource(fileName: "Badge.swift", text: "import UIKit\n\nclass Badge: UIView {\n    override var isHidden: Bool { didSet {} }\n}\n"),
        ])
        #expect(unrelated[0].unportables.isEmpty && !unrelated[0].text.contains("glideBase"))
        #expect(unrelated[1].text.contains("override var isHidden"))
    }

    @Test("an overridden extension method (not a get-only property) is still named")
    func overriddenExtensionMethodStaysNamed() throws {
        let results = Porter.port([
            PortSource(fileName: "Extensions.swift", text: "import UIKit\n\nextension UIViewController {\n    @objc func refresh() {}\n}\n"),
            PortSource(fileName: "Menu.swift", text: "import UIKit\n\nclass Menu: UINavigationController {\n    override func refresh() {}\n}\n"),
        ])
        let messages = results[0].unportables.map { $0.message(file: "Extensions.swift") }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Extensions.swift:4:5: error: refresh() in an extension of UIViewController, overridden by Menu cannot be ported: Swift lets a subclass override a member of an extension only when it is @objc") == true, "\(messages)")
    }
}
