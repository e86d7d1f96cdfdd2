import Foundation
import Testing
import GlideObjectiveC
@testable import GlideUIKitCore

/// A library's exchange of `UIViewController.viewDidLoad()` with its own method, through the add-or-exchange idiom
/// (AlexandrGraschenkov/LiquidTransition makes itself every screen's transitioning delegate this way; the twenty-second
/// sample's U05), as `glide port` writes it: every view controller of the class runs the library's method when its view
/// loads, once, from UIKit's `viewDidLoad` (a subclass's `super.viewDidLoad()`), and a subclass's own body runs once.
/// The exchange is made on a class of the test's own so that other tests' view controllers are not touched.
@MainActor @Suite(.serialized) struct ViewDidLoadSwizzlingTests {
    class Base: UIViewController {
        nonisolated(unsafe) static var log: [String] = []
        func li_viewDidLoad() {
            Base.log.append("library")
            if transitioningDelegate == nil { Base.log.append("delegate set") }
            () // The library's call of itself, the original: UIKit's viewDidLoad does nothing (what glide port writes).
        }
    }

    final class Screen: Base {
        override func viewDidLoad() {
            super.viewDidLoad()
            Base.log.append("screen")
        }
    }

    static func addOrReplaceMethod(class tClass: AnyClass, original: Selector, swizzled: Selector) {
        guard let swizzledMethod = class_getInstanceMethod(tClass, swizzled) else { return }
        let isMethodExists = !class_addMethod(tClass, original, method_getImplementation(swizzledMethod), method_getTypeEncoding(swizzledMethod))
        if isMethodExists, let originalMethod = class_getInstanceMethod(tClass, original) {
            method_exchangeImplementations(originalMethod, swizzledMethod)
        }
    }

    @Test("after the exchange a view controller's view loading runs the library's method once, and a subclass's body once")
    func theLibrarysMethodRunsWhenTheViewLoads() {
        defer { MethodSwizzling.reset() }
        Base.log = []
        Self.addOrReplaceMethod(
            class: Base.self, original: Selector(UIViewController.viewDidLoad, name: "viewDidLoad"),
            swizzled: Selector(Base.li_viewDidLoad, name: "li_viewDidLoad"))
        #expect(MethodSwizzling.ignoredExchanges.isEmpty)
        _ = Screen().view
        #expect(Base.log == ["library", "delegate set", "screen"])
        Base.log = []
        _ = Base().view
        #expect(Base.log == ["library", "delegate set"])
        Base.log = []
        _ = UIViewController().view
        #expect(Base.log.isEmpty, "a view controller outside the class the exchange named")
    }
}
