import Foundation
import GlidePort
import GlideTestSupport
import Testing

/// A property read through `AnyObject` (the tenth sample's Q02: `if let tag = sender?.tag` in an action method taking
/// `sender: AnyObject?`): Objective-C's member lookup on `AnyObject`, which Swift on Linux lacks, becomes a cast to the
/// classes that declare the property.
@Suite struct AnyObjectMemberPortTests {
    static let source = """
        import UIKit
        final class Filters: NSObject {
            var selected = 0
            var buttons: [UIButton] = []
            @objc func buttonClicked(_ sender: AnyObject?) {
                if let tag = sender?.tag, tag != selected {
                    buttons[selected].isSelected = false
                    selected = tag
                }
            }
            @objc func tapped(_ sender: AnyObject) {
                selected = sender.tag
                let hidden = sender.isHidden
                print(hidden as Any, sender.description)
            }
            func described(_ object: Any) -> String { "\\(object)" }
        }
        """

    @Test("reads through AnyObject cast to the declaring classes; the ported file builds in Swift 5")
    func readsCastToTheDeclaringClasses() throws {
        let result = Porter.port(source: Self.source, fileName: "Filters.swift")
        #expect(result.text.contains("if let tag = ((sender as? UIBarItem)?.tag ?? (sender as? UIView)?.tag), tag != selected"), "\(result.text)")
        #expect(result.text.contains("selected = ((sender as? UIBarItem)?.tag ?? (sender as? UIView)?.tag)!"), "\(result.text)")
        #expect(result.text.contains("let hidden = ((sender as? CALayer)?.isHidden ?? (sender as? UIBarButtonItem)?.isHidden"), "\(result.text)")
        #expect(result.text.contains("print(hidden as Any, String(describing: sender))"), "\(result.text)")
        #expect(result.changes.contains { $0.why.contains("member lookup on AnyObject") })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-anyobject-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Filters.swift")
        try result.text.write(to: file, atomically: true, encoding: .utf8)
        let (status, diagnostics) = try SwiftCompiler.typeCheck([file], swiftVersion: "5", moduleName: "Filters", parseAsLibrary: true)
        #expect(status == 0, "\(diagnostics)")
    }
}

/// An action whose sender is never read takes any sender (the tenth sample's P10: `close(_ sender: UIButton)` named by
/// a tap recognizer too, which Objective-C calls with the recognizer).
@Suite struct UnreadSenderPortTests {
    static let source = """
        import UIKit
        final class Detail: UIViewController {
            @IBOutlet weak var closeButton: UIButton!
            @IBAction func close(_ sender: UIButton) { dismiss(animated: true, completion: nil) }
            @objc func tapped(_ sender: UIButton) { sender.isHidden = true }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close(_:))))
                closeButton.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            }
        }
        """

    @Test("an unread UIKit-class sender becomes Any?; a read one stays; the port builds")
    func unreadSenderTakesAny() throws {
        let result = Porter.port(source: Self.source, fileName: "Detail.swift")
        #expect(result.text.contains("func close(_ sender: Any?) { dismiss(animated: true, completion: nil) }"), "\(result.text)")
        #expect(result.text.contains("func tapped(_ sender: UIButton) { sender.isHidden = true }"), "\(result.text)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-sender-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Detail.swift")
        try result.text.write(to: file, atomically: true, encoding: .utf8)
        let (status, diagnostics) = try SwiftCompiler.typeCheck([file], swiftVersion: "5", moduleName: "Detail", parseAsLibrary: true)
        #expect(status == 0, "\(diagnostics)")
    }
}
