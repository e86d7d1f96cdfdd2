import Foundation
import GlidePort
import GlideTestSupport
import Testing

/// `glide port` as a user runs it: the built executable on real corpus files, into a temporary folder.
/// The corpus is in ../shared/: without it the suite is skipped, saying so.
@Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing))
struct PortCommandTests {
    /// Where the usage errors' `-o` points (never created: each is refused before anything is written).
    static let usageOutput = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-usage").path
    static let menu = SharedInputs.corpus.appendingPathComponent("allenwong--30DaysofSwift--P16-SlideMenu--MenuTransitionManager.swift").path
    static let flip = SharedInputs.corpus.appendingPathComponent("robertmryan--SwiftCustomTransitions--HorizontalFlipAnimationController.swift").path

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-\(UUID().uuidString)")
    }

    @Test("a corpus file ports: exit 0, the ported file in DIR under its own name, a summary line")
    func portsAFile() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try GlideCommand.run(["port", Self.menu, "-o", out.path])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.err.isEmpty, "\(r.err)")
        let written = try String(contentsOf: out.appendingPathComponent((Self.menu as NSString).lastPathComponent), encoding: .utf8)
        let expected = Porter.port(source: try String(contentsOfFile: Self.menu, encoding: .utf8), fileName: Self.menu).text
        #expect(written == expected)
        #expect(written.contains("protocol MenuTransitionManagerDelegate: AnyObject {"))
        #expect(written.contains("action: Selector(MenuTransitionManagerDelegate.dismiss, name: \"dismiss\")"))
        #expect(r.out == "\(Self.menu) -> \(out.appendingPathComponent((Self.menu as NSString).lastPathComponent).path): 4 changes\n")
    }

    @Test("--diff prints each change with why, then the unified diff; the same every run")
    func diff() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try GlideCommand.run(["port", Self.menu, Self.flip, "-o", out.path, "--diff"])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        let target = out.appendingPathComponent((Self.menu as NSString).lastPathComponent).path
        #expect(r.out.contains("""
            # \(Self.menu):9:1: import UIKit → import GlideUIKit: GlideUIKit provides UIKit's, Core Animation's, Core Graphics' and Core Image's names on Linux (and re-exports Foundation)
            """))
        #expect(r.out.contains("""
            --- \(Self.menu)
            +++ \(target)
            @@ -6,9 +6,9 @@
             //  Copyright © 2016年 AppCoda. All rights reserved.
             //
             
            -import UIKit
            +import GlideUIKit
             
            -@objc protocol MenuTransitionManagerDelegate {
            +protocol MenuTransitionManagerDelegate: AnyObject {
                 func dismiss()
             }
             
            """), "\(r.out)")
        #expect(r.out.contains("-                let tapGestureRecognizer = UITapGestureRecognizer(target: _delegate, action: #selector(MenuTransitionManagerDelegate.dismiss))\n"))
        #expect(r.out.contains("+++ \(out.appendingPathComponent((Self.flip as NSString).lastPathComponent).path)\n"))
        let again = try GlideCommand.run(["port", Self.menu, Self.flip, "-o", out.path, "--diff"])
        #expect(again.out == r.out)
    }

    @Test("an unportable construct: exit 1, file:line:column: error: … cannot be ported: why, the file still written")
    func unportable() throws {
        let folder = temporaryFolder(), out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Badge.swift").path
        try "import UIKit\n\nextension UIView {\n    var badge: AnyClass? { NSClassFromString(\"Badge\") }\n}\n"
            .write(toFile: input, atomically: true, encoding: .utf8)
        let r = try GlideCommand.run(["port", input, "-o", out.path])
        #expect(r.status == 1, "\(r.out)\(r.err)")
        #expect(r.err == "\(input):4:28: error: NSClassFromString cannot be ported: it looks a class up by its Objective-C name at run time; refer to the type itself\n")
        #expect(r.out.hasSuffix(": 1 change, 1 cannot be ported\n"), "\(r.out)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Badge.swift").path))
    }

    @Test("a file that does not parse: its parser errors as file:line:column, exit 1, not written")
    func syntaxError() throws {
        let folder = temporaryFolder(), out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Broken.swift").path
        try "import UIKit\nclass A {\n    func f( {\n}\n".write(toFile: input, atomically: true, encoding: .utf8)
        let r = try GlideCommand.run(["port", input, "-o", out.path])
        #expect(r.status == 1, "\(r.out)\(r.err)")
        #expect(r.err.hasPrefix("\(input):3:"), "\(r.err)")
        #expect(r.err.contains(": error: "))
        #expect(r.err.hasSuffix("\(input): not written: it does not parse\n"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Broken.swift").path))
    }

    @Test(arguments: [
        ["port"],
        ["port", "-o", PortCommandTests.usageOutput],
        ["port", PortCommandTests.menu],
        ["port", "/no/such/File.swift", "-o", PortCommandTests.usageOutput],
        ["port", PortCommandTests.menu, PortCommandTests.menu, "-o", PortCommandTests.usageOutput],
        ["port", PortCommandTests.menu, "-o", SharedInputs.corpus.path],
        ["port", PortCommandTests.menu, "-o", PortCommandTests.usageOutput, "--no-such-option"],
    ])
    func usageErrorsExitTwo(_ args: [String]) throws {
        let r = try GlideCommand.run(args)
        #expect(r.status == 2, "\(args): \(r.out)\(r.err)")
        #expect(!r.err.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Self.usageOutput))
    }

    @Test("the help teaches: what changes, what cannot, an example")
    func help() throws {
        let r = try GlideCommand.run(["port", "--help"])
        #expect(r.status == 0)
        #expect(r.out.contains("glide port MenuTransitionManager.swift -o /tmp/ported --diff"))
        #expect(r.out.contains("cannot be ported"))
    }
}
