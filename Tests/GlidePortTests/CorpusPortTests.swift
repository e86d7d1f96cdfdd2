import Foundation
import GlidePort
import GlideTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// The real UIKit transitions of `../shared/uikit-corpus/` and the seed articles' listings in `../shared/seeds/`,
/// ported as `glide port` ports them (read from there, never copied in).
enum SharedInputs {
    static let corpus = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/uikit-corpus")
    static let seeds = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    static func files(in folder: URL, ending suffix: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(suffix) }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The Swift listings of a seed article (``SeedListings/listings(of:)``).
    static func listings(of text: String) -> [(line: Int, code: String)] { SeedListings.listings(of: text) }
}

/// What is left in ported source that Linux cannot build: found in the syntax tree, never in comments or strings.
private final class Leftovers: SyntaxVisitor {
    var found: [String] = []
    static let attributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable"]

    static func find(in source: String) -> [String] {
        let visitor = Leftovers(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return visitor.found
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.attributes.contains(name) { found.append("@" + name) }
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" { found.append("#selector") }
        return .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text, ["UIKit", "QuartzCore", "CoreGraphics"].contains(module) {
            found.append("import " + module)
        }
        return .skipChildren
    }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" { found.append("dynamic") }
        return .visitChildren
    }
}

@Suite("glide port on real UIKit code", .enabled(if: Repository.hasShared, Repository.sharedMissing))
struct CorpusPortTests {
    /// Each corpus file's changes (line:column and the text before) and its unportable constructs, as a reading of the
    /// file says. No file uses associated objects, perform(_:), #keyPath, responds(to:), KVO, NSClassFromString,
    /// swizzling or @NSManaged: their target-action goes through #selector, which ports, so none has an unportable.
    static let expected: [String: (changes: [String], unportables: [String], reading: String)] = [
        "WorldDownTown--ZoomTransitioning--Demo--ImageDetailViewController.swift": (
            ["9:1 import UIKit", "12:5 @IBOutlet", "12:15 private", "13:5 @IBOutlet", "13:15 private", "14:5 @IBOutlet", "14:15 private"], [],
            "three storyboard outlets; the image views stay private weak properties the scaffolding assigns"),
        "WorldDownTown--ZoomTransitioning--Demo--ImageListViewController.swift": (
            ["9:1 import UIKit", "19:1 ",
             "25:5 override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
             "29:5 override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {",
             "40:5 override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {"], [],
            "a collection view controller whose data-source and delegate overrides sit in extensions (Swift allows that only for @objc members): they move into the class body (19:1); the flow-layout method, not an override, stays; the commented-out animation stays a comment"),
        "WorldDownTown--ZoomTransitioning--Demo--NavigationController.swift": (
            ["9:1 import UIKit"], [], "init(coder:) sets the delegate; nothing Objective-C"),
        "WorldDownTown--ZoomTransitioning--UIImageView+extension.swift": (["9:1 import UIKit"], [], "a convenience init"),
        "WorldDownTown--ZoomTransitioning--ZoomInteractiveTransition.swift": (
            ["9:1 import UIKit", "21:5 @objc"], [], "the edge-pan handler is @objc only to be a selector's target"),
        "WorldDownTown--ZoomTransitioning--ZoomNavigationControllerDelegate.swift": (
            ["9:1 import UIKit", "14:1 ", "23:83 #selector(ZoomInteractiveTransition.handle(recognizer:))", "39:120 UINavigationControllerOperation"], [],
            "addTarget names the handler through its type already; the Swift 4.1 UINavigationControllerOperation is renamed; the delegate says it implements the transition methods (14:1, what UIKit asks the runtime)"),
        "WorldDownTown--ZoomTransitioning--ZoomTransitionDestinationDelegate.swift": (
            ["9:1 import UIKit"], [], "a Swift protocol with defaults in an extension, not an @objc one"),
        "WorldDownTown--ZoomTransitioning--ZoomTransitionSourceDelegate.swift": (
            ["9:1 import UIKit"], [], "a Swift protocol with defaults in an extension"),
        "WorldDownTown--ZoomTransitioning--ZoomTransitioning.swift": (
            ["9:1 import UIKit"], [], "the animator uses UITransitionContextViewKey.from/.to, today's spelling"),
        "allenwong--30DaysofSwift--P16-SlideMenu--MenuTransitionManager.swift": (
            ["9:1 import UIKit", "11:1 @objc", "11:45 ", "22:94 #selector(MenuTransitionManagerDelegate.dismiss)"], [],
            "the @objc delegate protocol becomes class-bound Swift (: AnyObject); the tap selects the protocol's dismiss"),
        "andreamazz--BubbleTransition--BubbleTransition.swift": (
            ["9:1 import UIKit", "45:3 @objc", "55:3 @objc", "61:3 @objc", "66:3 @objc", "77:3 @objc",
             "131:88 #selector(BubbleInteractiveTransition.handlePan(gesture:))", "137:3 @objc"], [],
            "@objc exposes four properties and the mode enum to Objective-C callers, and the pan handler to its selector"),
        "andreamazz--BubbleTransition--Demo--ModalViewController.swift": (
            ["9:1 import UIKit", "13:3 @IBOutlet", "21:3 @IBAction"], [],
            "an outlet and a button action; setStatusBarStyle is deprecated UIKit, not Objective-C"),
        "andreamazz--BubbleTransition--Demo--ViewController.swift": (
            ["9:1 import UIKit", "13:3 @IBOutlet"], [], "the transitioning delegate; `import BubbleTransition` is the library's module and stays"),
        "martinnormark--HalfModalPresentationController--HalfModalInteractiveTransition.swift": (
            ["9:1 import UIKit", "25:59 #selector(onPan)", "42:5 @objc"], [], "a bare #selector(onPan) inside the interactor's init"),
        "martinnormark--HalfModalPresentationController--HalfModalPresentationController.swift": (
            ["9:1 import UIKit", "52:54 #selector(onPan(pan:))", "56:5 @objc"], [], "the presentation controller's own pan"),
        "martinnormark--HalfModalPresentationController--HalfModalTransitionAnimator.swift": (
            ["9:1 import UIKit", "19:5 @objc"], [], "animateTransition marked @objc for no reason Linux needs"),
        "martinnormark--HalfModalPresentationController--HalfModalTransitioningDelegate.swift": (
            ["9:1 import UIKit"], [], "a plain transitioning delegate"),
        "martinnormark--HalfModalPresentationController--ModalViewController.swift": (
            ["9:1 import UIKit", "12:5 @IBAction", "16:5 @IBAction"], [], "two button actions"),
        "martinnormark--HalfModalPresentationController--ViewController.swift": (["9:1 import UIKit"], [], "prepare(for:sender:) only"),
        "robertmryan--CustomNavigationAnimator--CustomNavigationAnimator.swift": (
            ["9:1 import UIKit"], [], "already spells UINavigationController.Operation"),
        "robertmryan--CustomNavigationAnimator--CustomNavigationDelegate.swift": (
            ["9:1 import UIKit", "34:1 ", "38:76 #selector(handlePushGesture(_:))", "43:5 @objc", "75:76 #selector(handlePopGesture(_:))", "80:5 @objc"], [],
            "two edge-pan handlers, each private @objc in an extension, selected bare; the delegate says it implements the transition methods (34:1, what UIKit asks the runtime)"),
        "robertmryan--CustomNavigationAnimator--SecondViewController.swift": (["9:1 import UIKit"], [], "installs the gestures"),
        "robertmryan--CustomNavigationAnimator--ViewController.swift": (["9:1 import UIKit"], [], "installs the push gesture"),
        "robertmryan--SwiftCustomTransitions--HorizontalFlipAnimationController.swift": (
            ["9:1 import UIKit"], [], "Core Animation transforms through UIKit's import; nothing Objective-C"),
    ]

    @Test("every corpus file ports: parses, nothing Objective-C left, the changes and unportables a reading says")
    func corpus() throws {
        let files = try SharedInputs.files(in: SharedInputs.corpus, ending: ".swift")
        #expect(files.count == 24)
        // One repository is one module: its files are ported together, as a user would port theirs.
        let modules = Dictionary(grouping: files) { $0.lastPathComponent.components(separatedBy: "--").prefix(2).joined(separator: "--") }
        var seen: Set<String> = []
        for (_, urls) in modules.sorted(by: { $0.key < $1.key }) {
            let sources = try urls.map { PortSource(fileName: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
            for result in Porter.port(sources) {
                let name = result.fileName
                seen.insert(name)
                guard let expected = Self.expected[name] else { Issue.record("no expectation for \(name)"); continue }
                #expect(result.syntaxErrors.isEmpty, "\(name) parses as given")
                #expect(Porter.syntaxErrors(in: result.text).isEmpty, "\(name) parses after porting")
                #expect(Leftovers.find(in: result.text).isEmpty, "\(name): \(Leftovers.find(in: result.text))")
                // A change's first line names it (a moved member's whole text is its `before`).
                #expect(result.changes.map { "\($0.place) \($0.before.split(separator: "\n").first ?? "")" } == expected.changes,
                        "\(name): \(expected.reading)")
                #expect(result.unportables.map { "\($0.place) \($0.what)" } == expected.unportables, "\(name): \(expected.reading)")
                // Porting is idempotent: the ported file has nothing left to port.
                #expect(Porter.port(source: result.text, fileName: name).changes.isEmpty, "\(name) ports once")
            }
        }
        #expect(seen == Set(Self.expected.keys))
    }

    /// Of equally short edit scripts diff and Glide may pick different ones (which of two blank lines stays as context
    /// when a block moves), so the diff is checked by what it does: `patch` turns the original into the port with it,
    /// and it deletes and inserts as many lines as `diff -u` does (both are shortest).
    @Test("the unified diff of every corpus file applies with patch and changes as many lines as diff -u",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/diff") && FileManager.default.isExecutableFile(atPath: "/usr/bin/patch")))
    func diffMatchesDiffU() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, output)
        }
        func counts(_ diff: String) -> (deleted: Int, inserted: Int) {
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
            return (lines.filter { $0.hasPrefix("-") }.count, lines.filter { $0.hasPrefix("+") }.count)
        }
        for file in try SharedInputs.files(in: SharedInputs.corpus, ending: ".swift") {
            let name = file.lastPathComponent
            let result = Porter.port(source: try String(contentsOf: file, encoding: .utf8), fileName: name)
            let old = folder.appendingPathComponent("old.swift"), new = folder.appendingPathComponent("new.swift")
            let ours = folder.appendingPathComponent("ours.diff"), patched = folder.appendingPathComponent("patched.swift")
            try result.original.write(to: old, atomically: true, encoding: .utf8)
            try result.text.write(to: new, atomically: true, encoding: .utf8)
            try result.unifiedDiff().write(to: ours, atomically: true, encoding: .utf8)
            let diffU = try run("/usr/bin/diff", ["-u", old.path, new.path])
            let applied = try run("/usr/bin/patch", ["-s", "-o", patched.path, old.path, ours.path])
            #expect(applied.status == 0, "\(name): \(applied.output)")
            #expect(try String(contentsOf: patched, encoding: .utf8) == result.text, "\(name): patch gives the port")
            #expect(counts(result.unifiedDiff()) == counts(diffU.output), "\(name)")
        }
    }

    /// The seed articles' listings. 000, 003 and 004 are intact; 001 lost most closing braces in transit and 002 was
    /// flattened onto single lines (where a `//` comment swallows the code after it), so those listings do not parse as
    /// given, and the port must add no error to them. None uses the Objective-C runtime: their transitions are
    /// animators, presentation controllers and delegates with closures, no target-action, so nothing is unportable;
    /// the only Linux changes are `import UIKit` where a listing shows it (001 at lines 137 and 266) and, ported
    /// together as one module, `import GlideUIKit` inserted at the top of every other listing of a module of
    /// several: 001's because the module imports UIKit, and 000's, 002's and 003's, excerpts without imports that
    /// use UIKit's names, as a framework's umbrella header gives them UIKit (004 is one listing, left as it is).
    static let seedExpectations: [String: (listings: Int, parse: Bool, changes: [String], reading: String)] = [
        "000_0aad60dedf06eecc.txt": (4, true, ["21:1 ", "40:1 ", "58:1 ", "76:1 "], "the App Store card's animator and transitioning delegate, excerpts without imports"),
        "001_83a82076a29bb70a.txt": (6, false, ["17:1 ", "45:1 ", "137:1 import UIKit", "208:1 ", "243:1 ", "266:1 import UIKit"], "the card's presentation controller, blur and cell highlight"),
        "002_cdbf411caa82881a.txt": (5, false, ["37:1 ", "46:1 ", "49:1 ", "52:1 ", "54:1 "], "the dimming half sheet's FadeAwayPresentation, flattened"),
        "003_d6d8be206d64e8ee.txt": (10, true, ["135:1 ", "163:1 ", "184:1 ", "201:1 ", "244:1 ", "258:1 ", "273:1 ", "300:1 ", "331:1 ", "368:1 "], "the flip animators in fenced steps"),
        "004_07ee498101c3e503.txt": (1, true, [], "the slide-in menu's animateTransition"),
    ]

    @Test("every seed listing ports: no new syntax error, nothing Objective-C left, no unportables")
    func seeds() throws {
        let files = try SharedInputs.files(in: SharedInputs.seeds, ending: ".txt")
        #expect(files.map(\.lastPathComponent).sorted() == Self.seedExpectations.keys.sorted())
        for file in files {
            let name = file.lastPathComponent
            guard let expected = Self.seedExpectations[name] else { continue }
            let listings = SharedInputs.listings(of: try String(contentsOf: file, encoding: .utf8))
            #expect(listings.count == expected.listings, "\(name): \(expected.reading)")
            let results = Porter.port(listings.map { PortSource(fileName: "\(name):\($0.line)", text: $0.code) })
            var changes: [String] = []
            for (listing, result) in zip(listings, results) {
                let before = result.syntaxErrors.map(\.message)
                let after = Porter.syntaxErrors(in: result.text).map(\.message)
                #expect(after == before, "\(result.fileName): the port adds no syntax error")
                if expected.parse { #expect(before.isEmpty, "\(result.fileName) parses") }
                #expect(Leftovers.find(in: result.text).isEmpty, "\(result.fileName)")
                #expect(result.unportables.isEmpty, "\(result.fileName): \(result.unportables.map { $0.message(file: result.fileName) })")
                changes += result.changes.map { "\(listing.line + $0.place.line - 1):\($0.place.column) \($0.before)" }
            }
            if !expected.parse { #expect(results.contains { !$0.syntaxErrors.isEmpty }, "\(name) was damaged in transit") }
            #expect(changes == expected.changes, "\(name): \(expected.reading)")
        }
    }
}
