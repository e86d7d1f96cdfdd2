import Foundation
import GlideCommandLine
import GlideTestSupport
import Testing

/// `glide check --package`'s manifest (`glide-check.txt`) and the scratch package written from it.
@Suite struct CheckManifestTests {
    static let sample = """
        # The transitions of this package.
        import MyTransitions

        present DetailViewController from HomeViewController   # the card
        present SheetViewController from HomeViewController with SheetTransitioningDelegate
        push PhotoViewController onto Gallery.GalleryViewController with ZoomNavigationDelegate
        tabs MainTabBarController\r
        """

    /// Sweep seed 20, case 190: a manifest of random bytes got "cannot read FILE: the file is not valid text",
    /// without where. Read from its bytes, it names the line, column and byte. (`glide check --package` reads the
    /// file as text before this; it has to read it as bytes and call `parse(_:path:)` with them.)
    @Test func aManifestThatIsNotUTF8SaysWhere() throws {
        var bytes = Array("import A\npresent Dé".utf8)
        bytes += [0xFF, 0x41]
        #expect(throws: CheckManifest.ParseError(path: "m.txt", line: 2, column: 11, expected: "expected UTF-8 text, found byte \\xFF")) {
            try CheckManifest.parse(Data(bytes), path: "m.txt")
        }
        #expect(try CheckManifest.parse(Data(Self.sample.utf8), path: "m.txt") == CheckManifest.parse(Self.sample, path: "m.txt"))
        // A bad byte at the start of a megabyte is found in one pass.
        let big = Data([0xC0] + Array(repeating: UInt8(ascii: "x"), count: 1_000_000))
        #expect(throws: CheckManifest.ParseError(path: "m.txt", line: 1, column: 1, expected: "expected UTF-8 text, found byte \\xC0")) {
            try CheckManifest.parse(big, path: "m.txt")
        }
    }

    @Test func everyKindOfLineIsRead() throws {
        let manifest = try CheckManifest.parse(Self.sample, path: "glide-check.txt")
        #expect(manifest.modules == ["MyTransitions"])
        #expect(manifest.entries == [
            .init(check: .present(presented: "DetailViewController", presenting: "HomeViewController", delegate: nil), line: 4),
            .init(check: .present(presented: "SheetViewController", presenting: "HomeViewController", delegate: "SheetTransitioningDelegate"), line: 5),
            .init(check: .push(pushed: "PhotoViewController", root: "Gallery.GalleryViewController", delegate: "ZoomNavigationDelegate"), line: 6),
            .init(check: .tabs(tabBarController: "MainTabBarController", delegate: nil), line: 7),
        ])
    }

    /// Each mistake is one line naming the file, line and column and what was expected there.
    @Test(arguments: [
        ("import A\npresent B form C", "m.txt:2:11: expected 'from' after the presented view controller"),
        ("import A\npresent B from", "m.txt:2:15: expected the presenting view controller's type name"),
        ("import A\npresent 9B from C", "m.txt:2:9: expected the presented view controller's type name (a Swift type, Module.Type also) or a call that makes it (makeViewer()), found \"9B\""),
        ("import A\npush make(1) onto C", "m.txt:2:6: expected the pushed view controller's type name (a Swift type, Module.Type also) or a call that makes it (makeViewer()), found \"make(1)\""),
        ("import A()\npresent B from C", "m.txt:1:8: expected a module's name, found \"A()\""),
        ("import A\npush B onto C with", "m.txt:2:19: expected the delegate's type name"),
        ("import A\npush B onto C using D", "m.txt:2:15: expected 'with' and the delegate's type, or the end of the line, found \"using\""),
        ("import A\ntabs T with D extra", "m.txt:2:15: expected the end of the line after the delegate"),
        ("import A\nshow B", "m.txt:2:1: expected 'import', 'present', 'push' or 'tabs', found \"show\""),
        ("import A.B\npresent B from C", "m.txt:1:8: expected a module's name, found \"A.B\""),
        ("present B from C", "m.txt:1:1: expected an 'import MODULE' line naming the package's module that holds the view controllers"),
        ("# nothing\nimport A\n", "m.txt:3:1: expected at least one 'present', 'push' or 'tabs' line: a manifest that checks nothing is an error"),
    ])
    func mistakesAreNamedWhereTheyAre(text: String, message: String) {
        #expect(throws: CheckManifest.ParseError.self) { try CheckManifest.parse(text, path: "m.txt") }
        do {
            _ = try CheckManifest.parse(text, path: "m.txt")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A manifest saved with Windows line ends (`\r\n`, the sweep's `crlf` mutation) was refused as one long line:
    /// Swift reads `\r\n` as one `Character`, so splitting at `"\n"` did not split it (`m.txt:1:8: expected the
    /// module's type name …, found "A\r\npresent"`). It reads as its `\n` form now, and errors name their own line.
    @Test func aManifestWithWindowsLineEndsReadsAsItsUnixForm() throws {
        let unix = Self.sample.replacingOccurrences(of: "\r", with: "")
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n"
        #expect(try CheckManifest.parse(windows, path: "m.txt") == CheckManifest.parse(unix, path: "m.txt"))
        #expect(try CheckManifest.parse(Data(windows.utf8), path: "m.txt") == CheckManifest.parse(unix, path: "m.txt"))
        #expect(throws: CheckManifest.ParseError(path: "m.txt", line: 2, column: 11, expected: "expected 'from' after the presented view controller")) {
            try CheckManifest.parse("import A\r\npresent B form C\r\n", path: "m.txt")
        }
        // A bad byte after CRLF lines is told at its own line.
        #expect(throws: CheckManifest.ParseError(path: "m.txt", line: 3, column: 3, expected: "expected UTF-8 text, found byte \\xFF")) {
            try CheckManifest.parse(Data("import A\r\n\r\npr".utf8 + [0xFF]), path: "m.txt")
        }
    }

    static func package(_ glide: CheckPackage.GlideLocation = .path("/src/glide")) throws -> CheckPackage {
        CheckPackage(manifest: try CheckManifest.parse(sample, path: "/app/glide-check.txt"), manifestPath: "/app/glide-check.txt",
                     packagePath: "/app", packageIdentity: "app", products: ["MyTransitions": "MyTransitionsLibrary"],
                     glide: glide, glideIdentity: "glide")
    }

    @Test func theScratchManifestNamesTheUsersPackageAndItsGlide() throws {
        let local = try Self.package().packageManifest()
        #expect(local.contains(#".package(path: "/app")"#))
        #expect(local.contains(#".package(path: "/src/glide")"#))
        #expect(local.contains(#".product(name: "MyTransitionsLibrary", package: "app"), .product(name: "GlideUIKit", package: "glide"), .product(name: "GlideCheck", package: "glide")"#))
        let remote = try Self.package(.url("https://example.com/glide.git", revision: "abc123")).packageManifest()
        #expect(remote.contains(#".package(url: "https://example.com/glide.git", revision: "abc123")"#))
    }

    /// One app constructor per line, as a test writes it, with the manifest's line as its call site.
    @Test func theProgramHasOneCheckPerLine() throws {
        let main = try Self.package().mainSource()
        #expect(main.contains("@testable import MyTransitions"))
        #expect(main.contains(#"TransitionCheck(presenting: HomeViewController(), presented: DetailViewController(), name: "DetailViewController from HomeViewController", options: options, file: "/app/glide-check.txt", line: 4, column: 1)"#))
        #expect(main.contains(#"TransitionCheck(presenting: HomeViewController(), presented: SheetViewController(), transitioningDelegate: SheetTransitioningDelegate(), name: "SheetViewController from HomeViewController", options: options, file: "/app/glide-check.txt", line: 5, column: 1)"#))
        #expect(main.contains(#"TransitionCheck(navigationController: navigationController(Gallery.GalleryViewController()), pushed: PhotoViewController(), delegate: ZoomNavigationDelegate(), name: "PhotoViewController onto Gallery.GalleryViewController", options: options, file: "/app/glide-check.txt", line: 6, column: 1)"#))
        #expect(main.contains(#"TransitionCheck(tabBarController: MainTabBarController(), options: options, file: "/app/glide-check.txt", line: 7, column: 1)"#))
    }

    /// `glide check --no-touches` reaches the program: an app that traps in a touch script can still be checked for the rest.
    @Test func theProgramTakesTheOptionsGlidePasses() throws {
        let main = try Self.package().mainSource()
        #expect(main.contains(#"case "--no-touches": options.touches = false"#), "\(main)")
        #expect(main.contains(#"case "--no-flows": options.flows = false"#))
    }

    /// A call names what the module's own code makes (a viewer made with its data source, set as its navigation
    /// controller's delegate): it is written as it is, and called anew each time the check needs one.
    @Test func aCallMakesTheViewControllerAsTheAppDoes() throws {
        let text = "import Viewer\npush Viewer.makeViewer() onto makeGallery() with Zoom\npresent makeSheet() from Home with makeDelegate()\ntabs makeTabs()"
        let manifest = try CheckManifest.parse(text, path: "/app/glide-check.txt")
        #expect(manifest.entries.map(\.check) == [
            .push(pushed: "Viewer.makeViewer()", root: "makeGallery()", delegate: "Zoom"),
            .present(presented: "makeSheet()", presenting: "Home", delegate: "makeDelegate()"),
            .tabs(tabBarController: "makeTabs()", delegate: nil),
        ])
        let package = CheckPackage(manifest: manifest, manifestPath: "/app/glide-check.txt", packagePath: "/app", packageIdentity: "app",
                                   products: ["Viewer": "Viewer"], glide: .path("/src/glide"), glideIdentity: "glide")
        let main = package.mainSource()
        #expect(main.contains(#"TransitionCheck(navigationController: navigationController(makeGallery()), pushed: Viewer.makeViewer(), delegate: Zoom(), name: "Viewer.makeViewer() onto makeGallery()""#), "\(main)")
        #expect(main.contains(#"TransitionCheck(presenting: Home(), presented: makeSheet(), transitioningDelegate: makeDelegate(), "#), "\(main)")
        #expect(main.contains(#"TransitionCheck(tabBarController: makeTabs(), options: options"#), "\(main)")
    }

    /// A type the manifest misspells fails to compile in the generated program: the error is told at the
    /// manifest's line, not at a file the user never wrote.
    @Test func compilerErrorsInTheProgramPointAtTheManifest() throws {
        let package = try Self.package()
        let lines = package.mainSource().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("line: 6, column: 1") }) + 1
        let output = """
            [3/9] Compiling GlideCheckRun main.swift
            /scratch/Sources/GlideCheckRun/main.swift:\(row):47: error: cannot find 'PhotoViewControler' in scope
            /app/Sources/MyTransitions/A.swift:3:1: error: something else
            """
        #expect(package.mapCompilerErrors(output, mainPath: "/scratch/Sources/GlideCheckRun/main.swift") == [
            "/app/glide-check.txt:6:1: error: cannot find 'PhotoViewControler' in scope",
            "/app/Sources/MyTransitions/A.swift:3:1: error: something else",
        ])
    }
}
