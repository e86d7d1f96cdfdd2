import Foundation
import GlidePort
import GlideTestSupport
import Testing

/// `open` members of an extension (MediaViewer's data source methods): overridable on iOS (an Objective-C class's
/// extension members are @objc), `public` on Linux, where Swift otherwise warns; one a subclass overrides moves into
/// the class's body and stays `open`.
@Suite struct OpenExtensionMemberPortTests {
    static let source = """
        import UIKit
        open class Viewer: UIPageViewController {
            open override func viewDidLoad() { super.viewDidLoad() }
        }
        extension Viewer: UIPageViewControllerDataSource {
            open func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
            open func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
            open func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
            open var pageCount: Int { 3 }
        }
        extension Viewer {
            open func reload() {}
        }
        final class SmallViewer: Viewer {
            override func reload() {}
        }
        """

    @Test("an extension's open members become public, and the ported module builds in Swift 5 without a warning")
    func openMembersOfExtensionsArePublic() throws {
        let result = Porter.port(source: Self.source, fileName: "Viewer.swift")
        #expect(result.text.contains("    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }"), "\(result.text)")
        #expect(result.text.contains("    public var pageCount: Int { 3 }"), "\(result.text)")
        #expect(!result.text.contains("    public func reload()"), "reload is overridden: it moves into the class's body, open")
        #expect(result.text.contains("open func reload()"), "\(result.text)")
        #expect(result.changes.contains { $0.why.contains("`open` there is `public`") })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Viewer.swift")
        try result.text.write(to: file, atomically: true, encoding: .utf8)
        let (status, diagnostics) = try SwiftCompiler.typeCheck([file], swiftVersion: "5", moduleName: "Viewer", parseAsLibrary: true)
        #expect(status == 0, "\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }
}
