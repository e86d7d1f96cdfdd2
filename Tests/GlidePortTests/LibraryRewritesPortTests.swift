import Foundation
import GlidePort
import Testing

/// The second round of whole libraries (issue 19, docs/libraries.md): a view's `layerClass`, an optional get-only
/// requirement of a class type, key-value coding on a class object, AVFoundation, and a generic superclass's members.
@Suite struct LibraryRewritesPortTests {
    private func port(_ files: [(String, String)]) -> [PortResult] {
        Porter.port(files.map { PortSource(fileName: $0.0, text: $0.1) })
    }

    @Test("a layer class that init() makes gets makeBackingLayer(), so a view whose layerClass names it is backed by it")
    func backingLayerFactory() {
        let result = Porter.port(source: """
            import UIKit
            private final class CornerLayer: CAShapeLayer {
                var radius: CGFloat = 0
            }
            class TintLayer: CALayer {
                init(tint: UIColor) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class CornerView: UIView {
                override class var layerClass: AnyClass { CornerLayer.self }
            }
            """, fileName: "T.swift")
        #expect(result.text == """
            import GlideUIKit
            private final class CornerLayer: CAShapeLayer {
                var radius: CGFloat = 0

                // Written by glide port: UIKit makes a view's layer from its layerClass with init() through the Objective-C runtime.
                override class func makeBackingLayer() -> CALayer { CornerLayer() }
            }
            class TintLayer: CALayer {
                init(tint: UIColor) { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class CornerView: UIView {
                override class var layerClass: AnyClass { CornerLayer.self }
            }
            """)
        #expect(result.changes.contains { $0.why.contains("layerClass is CornerLayer") })
        #expect(result.unportables.isEmpty)
    }

    @Test("an optional get-only requirement of a class type gets a marker default; reads through the protocol turn it into nil")
    func markedOptionalRequirement() throws {
        let results = port([
            ("Protocol.swift", """
                import UIKit
                @objc public protocol DeckProtocol {
                    @objc optional var scrollViewForDeck: UIScrollView { get }
                }
                """),
            ("Detector.swift", """
                import UIKit
                func scrollView(of viewController: UIViewController) -> UIScrollView? {
                    if let deck = viewController as? DeckProtocol, let scrollView = deck.scrollViewForDeck {
                        return scrollView
                    }
                    return nil
                }
                final class Sheet: UIViewController, DeckProtocol {
                    let table = UITableView()
                    var scrollViewForDeck: UIScrollView { table }
                    func own() -> UIScrollView { self.scrollViewForDeck }
                }
                """),
        ])
        #expect(results.allSatisfy { $0.unportables.isEmpty })
        #expect(results[0].text == """
            import GlideUIKit
            public protocol DeckProtocol: AnyObject {
                var scrollViewForDeck: UIScrollView { get }
            }

            public extension DeckProtocol {
                var scrollViewForDeck: UIScrollView { glideAbsent_DeckProtocol_scrollViewForDeck }
            }

            // Written by glide port: what the default of DeckProtocol's optional scrollViewForDeck returns, so that reading it through the protocol
            // tells, as on iOS, whether the conformer implements it (nil when it does not). Made on the main thread, read from any context.
            let glideAbsent_DeckProtocol_scrollViewForDeck: UIScrollView = {
                nonisolated(unsafe) var marker: UIScrollView?
                MainActor.assumeIsolated { marker = UIScrollView() }
                return marker!
            }()
            """)
        let detector = results[1].text
        #expect(detector.contains("let scrollView = ({ (value: UIScrollView?) in value === glideAbsent_DeckProtocol_scrollViewForDeck ? nil : value })(deck.scrollViewForDeck) {"))
        // A class's own read is its own value: left as written.
        #expect(detector.contains("func own() -> UIScrollView { self.scrollViewForDeck }"))
    }

    @Test("an optional requirement of a class type that every conformer of an internal protocol implements simply becomes required")
    func requiredWhenAllImplement() {
        let results = port([("T.swift", """
            import UIKit
            @objc protocol Source {
                @objc optional var view: UIView { get }
            }
            final class A: NSObject, Source { var view: UIView { UIView() } }
            func read(_ s: Source) -> UIView? { s.view }
            """)])
        #expect(!results[0].text.contains("glideAbsent"))
        #expect(results[0].text.contains("    var view: UIView { get }"))
    }

    @Test("key-value coding on a class object reads the class property it names")
    func classObjectKeyValueCoding() {
        #expect(Porter.port(source: """
            import UIKit
            let a = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
            let b = UIApplication.value(forKey: "shared")
            let c = UIApplication.shared.value(forKey: "delegate")
            """, fileName: "T.swift").text == """
            import GlideUIKit
            let a = (UIApplication.shared as Any?) as? UIApplication
            let b = (UIApplication.shared as Any?)
            let c = UIApplication.shared.value(forKey: "delegate")
            """)
    }

    @Test("a subclass of a generic class of the module that overrides its observeValue keeps its override and inherits the conformance")
    func genericSuperclassChain() {
        let result = Porter.port(source: """
            import UIKit
            class Base<T: UIView>: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            final class Video: Base<UIView> {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """, fileName: "T.swift")
        #expect(result.text.contains("class Base<T: UIView>: NSObject, NSKeyValueObserving {"))
        #expect(result.text.contains("final class Video: Base<UIView> {\n    override func observeValue"))
    }
}

@Suite struct GenericConstructionPortTests {
    @Test("T() through a parameter bound to UIView asks the class for glideMakeWithInit(); one bound to a protocol is left alone")
    func rewritten() throws {
        let result = Porter.port(source: """
            import UIKit
            protocol Makeable { init() }
            open class ItemController<T: UIView>: UIViewController {
                public var itemView = T()
            }
            open class Thumb: UIImageView {}
            class Needs: UIView {
                init(size: CGFloat) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Both: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            func make<M: Makeable>() -> M { M() }
            """, fileName: "T.swift")
        #expect(result.isClean)
        #expect(result.text.contains("public var itemView = (T.glideMakeWithInit() as! T)"))
        #expect(result.text.contains("open override class func glideMakeWithInit() -> UIView { Thumb() }"), "as open as its class")
        #expect(result.text.contains("override class func glideMakeWithInit() -> UIView { fatalError(\"Use of unimplemented initializer 'init()' for class 'Needs'\") }"))
        #expect(result.text.contains("override class func glideMakeWithInit() -> UIView { Both() }"),
                "overriding every designated initializer of UIView inherits its convenience init()")
        #expect(result.text.contains("func make<M: Makeable>() -> M { M() }"))
        #expect(!result.text.contains("UIViewController { ItemController"), "a generic class gets none")
    }
}
