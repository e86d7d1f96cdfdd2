import Foundation
import GlidePort
import GlideTestSupport
import Testing

/// Porting a whole module as a package manager builds it (issue 19): files that saw UIKit through a
/// framework's umbrella header get `import GlideUIKit`, `import Combine` becomes OpenCombine's modules, and
/// the spellings Xcode wrote (literals, run loop modes, the app delegate's `window??`) are ported; then a
/// small multi-file module ported by the built `glide port` type-checks against GlideUIKit in Swift 5 mode.
@Suite struct ModulePortRulesTests {
    private func port(_ files: [(String, String)]) -> [PortResult] {
        Porter.port(files.map { PortSource(fileName: $0.0, text: $0.1) })
    }

    @Test("a Foundation-only file of a module that imports UIKit gets import GlideUIKit, saying why")
    func foundationOnlyFileOfAUIKitModule() throws {
        let results = port([
            ("Animator.swift", "import UIKit\n\nfinal class Animator {}\n"),
            ("Helpers.swift", "import Foundation\n\nextension UIView { var half: CGFloat { bounds.width / 2 } }\n"),
            ("Bare.swift", "// No import at all.\nlet spacing: CGFloat = 8\n"),
        ])
        #expect(results[1].text == "import Foundation\nimport GlideUIKit\n\nextension UIView { var half: CGFloat { bounds.width / 2 } }\n")
        #expect(results[2].text == "// No import at all.\nimport GlideUIKit\n\nlet spacing: CGFloat = 8\n")
        let change = try #require(results[1].changes.first)
        #expect(change.after == "import GlideUIKit")
        #expect(change.why.contains("umbrella header"))
        #expect(results[0].changes.count == 1)  // import UIKit → import GlideUIKit only
    }

    @Test("a module that does not use UIKit is left alone")
    func moduleWithoutUIKit() {
        let results = port([("A.swift", "import Foundation\nstruct A {}\n"), ("B.swift", "struct B {}\n")])
        #expect(results.allSatisfy { $0.changes.isEmpty && $0.text == $0.original })
    }

    @Test("import Combine becomes OpenCombine and its Foundation and Dispatch modules")
    func combine() throws {
        let result = Porter.port(source: "import Combine\nimport UIKit\n", fileName: "T.swift")
        #expect(result.text == "import OpenCombine\nimport OpenCombineFoundation\nimport OpenCombineDispatch\nimport GlideUIKit\n")
        #expect(try #require(result.changes.first).why.contains("OpenCombine"))
    }

    @Test("Xcode's image and colour literals become UIKit's initializers")
    func literals() {
        let result = Porter.port(source: """
            let image = #imageLiteral(resourceName: "card")
            let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
            """, fileName: "T.swift")
        #expect(result.text == """
            let image = UIImage(named: "card")!
            let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            """)
        #expect(result.changes.count == 2)
    }

    @Test("Swift 4.2's run loop modes and the reduce-motion function get today's spellings")
    func renames() {
        #expect(Porter.port(source: """
            link.add(to: .main, forMode: RunLoopMode.commonModes)
            link.add(to: .main, forMode: .defaultRunLoopMode)
            let modes: [RunLoopMode] = [.UITrackingRunLoopMode]
            let reduced = UIAccessibilityIsReduceMotionEnabled()
            NotificationCenter.default.addObserver(self, selector: #selector(V.f), name: .UIAccessibilityReduceMotionStatusDidChange, object: nil)
            """, fileName: "T.swift").text == """
            link.add(to: .main, forMode: RunLoop.Mode.common)
            link.add(to: .main, forMode: .default)
            let modes: [RunLoop.Mode] = [.tracking]
            let reduced = UIAccessibility.isReduceMotionEnabled
            NotificationCenter.default.addObserver(self, selector: Selector(V.f, name: "f"), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            """)
    }

    @Test("Swift 4.2's other nested types, constants and notifications")
    func swift42Names() {
        #expect(Porter.port(source: """
            let options: NSLayoutFormatOptions = [.alignAllTop]
            if UIApplication.shared.applicationState == UIApplicationState.active {}
            var task = UIBackgroundTaskInvalid
            let image = info[UIImagePickerControllerOriginalImage] as? UIImage
            let level: UIWindowLevel = UIWindowLevelAlert
            layout.estimatedItemSize = UICollectionViewFlowLayoutAutomaticSize
            NotificationCenter.default.addObserver(self, selector: #selector(V.f), name: .UIWindowDidBecomeKey, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(V.f), name: NSNotification.Name.UIContentSizeCategoryDidChange, object: nil)
            """, fileName: "T.swift").text == """
            let options: NSLayoutConstraint.FormatOptions = [.alignAllTop]
            if UIApplication.shared.applicationState == UIApplication.State.active {}
            var task = UIBackgroundTaskIdentifier.invalid
            let image = info[UIImagePickerController.InfoKey.originalImage] as? UIImage
            let level: UIWindow.Level = UIWindow.Level.alert
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            NotificationCenter.default.addObserver(self, selector: Selector(V.f, name: "f"), name: UIWindow.didBecomeKeyNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Selector(V.f, name: "f"), name: UIContentSizeCategory.didChangeNotification, object: nil)
            """)
    }

    /// BulletinBoard before Swift 4.2 (the fourth bug sample's e01): VoiceOver's C functions and constants, traits or-ed in
    /// as bits, the activity indicator's old style names.
    @Test("Swift 4.2's accessibility and activity indicator spellings")
    func accessibilityNames() {
        #expect(Porter.port(source: """
            label.accessibilityTraits |= UIAccessibilityTraitHeader
            button.accessibilityTraits &= ~UIAccessibilityTraitSelected
            UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, view)
            let spinner = UIActivityIndicatorView(activityIndicatorStyle: .gray)
            spinner.activityIndicatorViewStyle = .whiteLarge
            var flags = mask
            flags |= other
            final class Spinner: UIView {
                let indicator = UIActivityIndicatorView()
                var activityIndicatorViewStyle: UIActivityIndicatorView.Style {
                    get { return indicator.activityIndicatorViewStyle }
                    set { indicator.activityIndicatorViewStyle = newValue }
                }
            }
            let mine = Spinner()
            mine.activityIndicatorViewStyle = .white
            """, fileName: "T.swift").text == """
            label.accessibilityTraits.insert(UIAccessibilityTraits.header)
            button.accessibilityTraits.remove(UIAccessibilityTraits.selected)
            UIAccessibility.post(notification: UIAccessibility.Notification.screenChanged, argument: view)
            let spinner = UIActivityIndicatorView(style: .gray)
            spinner.style = .whiteLarge
            var flags = mask
            flags |= other
            final class Spinner: UIView {
                let indicator = UIActivityIndicatorView()
                var activityIndicatorViewStyle: UIActivityIndicatorView.Style {
                    get { return indicator.style }
                    set { indicator.style = newValue }
                }
            }
            let mine = Spinner()
            mine.activityIndicatorViewStyle = .white
            """)
    }

    /// SideMenu's `Print.warning(_:arguments:)` (the fourth bug sample's e07): a variadic `CVarArg...` passed on to
    /// `String(format:)` builds on Darwin only.
    @Test("an array of CVarArg passed to String(format:) is passed as its arguments")
    func formatArguments() {
        #expect(Porter.port(source: """
            func warning(_ format: String, arguments: CVarArg...) -> String {
                return String(format: format, arguments)
            }
            func plain(_ format: String, name: String) -> String { String(format: format, name) }
            """, fileName: "T.swift").text == """
            func warning(_ format: String, arguments: CVarArg...) -> String {
                return String(format: format, arguments: arguments)
            }
            func plain(_ format: String, name: String) -> String { String(format: format, name) }
            """)
    }

    @Test("the app delegate's window is unwrapped once")
    func delegateWindow() {
        #expect(Porter.port(source: """
            let root = UIApplication.shared.delegate?.window??.rootViewController
            let frame = UIApplication.shared.delegate!.window!!.frame
            let other = model.window??.frame
            """, fileName: "T.swift").text == """
            let root = UIApplication.shared.delegate?.window?.rootViewController
            let frame = UIApplication.shared.delegate!.window!.frame
            let other = model.window??.frame
            """)
    }
}

/// The compile test: a three-file module (a UIKit file, a Foundation-only file that uses UIKit's names, a
/// Combine file) ported with the built `glide port` and type-checked in Swift 5 mode against the built
/// GlideUIKit and OpenCombine modules, as a CocoaPods or Carthage framework would be.
@Suite(.serialized) struct ModulePortBuildTests {
    static let files: [(String, String)] = [
        ("SheetPresentationController.swift", """
            import UIKit

            final class SheetPresentationController: UIPresentationController {
                override var frameOfPresentedViewInContainerView: CGRect {
                    guard let container = containerView else { return .zero }
                    let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: container.bounds.size)
                    return CGRect(x: 0, y: container.bounds.height - size.height, width: size.width, height: size.height)
                }

                override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                    CGSize(width: parentSize.width, height: max(200, container.preferredContentSize.height))
                }

                override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                    super.preferredContentSizeDidChange(forChildContentContainer: container)
                    containerView?.setNeedsLayout()
                }

                override func containerViewWillLayoutSubviews() {
                    presentedView?.frame = frameOfPresentedViewInContainerView
                }
            }
            """),
        ("SheetChrome.swift", """
            import Foundation

            extension UIViewController {
                func installSheetChrome(target: AnyObject, action: Selector) {
                    navigationItem.title = "Sheet"
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: action)
                    navigationController?.navigationBar.prefersLargeTitles = false
                    let stack = UIStackView(arrangedSubviews: [UILabel(), UITextField()])
                    stack.axis = .vertical
                    stack.spacing = 8
                    view.addSubview(stack)
                    view.endEditing(true)
                }
            }

            func sheetImage() -> UIImage { #imageLiteral(resourceName: "sheet") }
            """),
        ("SheetProgress.swift", """
            import Combine
            import UIKit

            final class SheetProgress: NSObject {
                @Published var fraction: CGFloat = 0
                private var subscriptions = Set<AnyCancellable>()

                func observe(_ view: UIView) {
                    $fraction.sink { view.alpha = 1 - $0 }.store(in: &subscriptions)
                    NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                        .receive(on: DispatchQueue.main)
                        .sink { _ in view.setNeedsLayout() }
                        .store(in: &subscriptions)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                           name: .UIKeyboardWillShow, object: nil)
                    if UIApplication.shared.delegate?.window??.rootViewController == nil { fraction = 0 }
                }

                @objc private func keyboardWillShow(_ notification: Notification) { fraction = 1 }
            }
            """),
    ]

    @Test("the ported module type-checks in Swift 5 mode against GlideUIKit and OpenCombine")
    func portedModuleTypeChecks() throws {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("glide-module-port-\(UUID().uuidString)")
        let input = folder.appendingPathComponent("in"), output = folder.appendingPathComponent("out")
        try fm.createDirectory(at: input, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: folder) }
        for (name, text) in Self.files { try text.write(to: input.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let paths = Self.files.map { input.appendingPathComponent($0.0).path }
        let r = try GlideCommand.run(["port"] + paths + ["-o", output.path, "--diff"])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains("SheetChrome.swift:1:"), "\(r.out)")
        #expect(r.out.contains("(inserted) → import GlideUIKit: the module's other files import UIKit"), "\(r.out)")
        #expect(r.out.contains("import Combine → import OpenCombine"), "\(r.out)")
        let chrome = try String(contentsOf: output.appendingPathComponent("SheetChrome.swift"), encoding: .utf8)
        #expect(chrome.hasPrefix("import Foundation\nimport GlideUIKit\n"))

        let (status, diagnostics) = try SwiftCompiler.typeCheck(
            Self.files.map { output.appendingPathComponent($0.0) }, swiftVersion: "5", moduleName: "Sheet")
        #expect(status == 0, "the ported module does not type-check:\n\(diagnostics)")
    }
}
