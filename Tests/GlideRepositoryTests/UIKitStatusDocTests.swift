import Foundation
import GlideTestSupport
import Testing

/// `docs/uikit-status.md`, generated from the doc comments of the modules `GlideUIKit` re-exports.
///
/// `GLIDE_UPDATE_DOCS=1 swift test --filter UIKitStatusDocTests` rewrites the file; otherwise a committed file
/// that differs from what the sources generate fails, naming the first line that differs.
@Suite struct UIKitStatusDocTests {
    static let documentURL = Repository.root.appendingPathComponent("docs/uikit-status.md")

    /// Parsed once for the suite's tests (swift-syntax in a debug build takes seconds over the engine).
    static let generated = Result { () throws -> (markdown: String, symbols: [APISymbol]) in
        let modules = try APIInventory.reexportedModules(root: Repository.root)
        let symbols = try APIInventory.symbols(root: Repository.root, modules: modules)
        return (UIKitStatusDocument.markdown(symbols: symbols, modules: modules), symbols)
    }
    static func generate() throws -> (markdown: String, symbols: [APISymbol]) { try generated.get() }

    @Test func theCommittedStatusIsWhatTheSourcesGenerate() throws {
        let generated = try Self.generate().markdown
        try GeneratedDocument.compare(generated, with: Self.documentURL, regenerate: "UIKitStatusDocTests")
    }

    /// The inventory reads what a UIKit file uses: it must find the names every transition file touches,
    /// the members extensions add, and the differences the doc comments state.
    @Test func theInventoryFindsWhatTransitionCodeUses() throws {
        let symbols = try Self.generate().symbols
        let names = Set(symbols.map(UIKitStatusDocument.displayName))
        for expected in [
            "UIView", "UIView.animate(withDuration:delay:options:animations:completion:)", "UIViewControllerContextTransitioning",
            "UIViewControllerContextTransitioning.completeTransition(_:)", "UIPercentDrivenInteractiveTransition.cancel()",
            "CALayer", "CATransform3DMakeScale(_:_:_:)", "UIViewPropertyAnimator.init(duration:curve:animations:)",
        ] {
            #expect(names.contains(expected), "missing \(expected)")
        }
        #expect(!names.contains { $0.hasPrefix("_") || $0.contains("._") }, "underscored names are not API")
        #expect(symbols.contains { !$0.differences.isEmpty && $0.name == "UIColor" }, "UIColor's doc comment states its differences")
    }

    /// A paragraph is a difference only when it says "Glide differs"; the quote runs from there to the paragraph's end.
    @Test func aDifferenceIsTheParagraphThatSaysSo() {
        let symbol = APISymbol(
            owner: nil, name: "UIThing", kind: "class",
            doc: "A thing.\n\nIt works as on iOS. Glide differs here: no run loop,\nframes come from the clock.\n\nMore.",
            file: "Sources/X/UIThing.swift", line: 3)
        #expect(symbol.differences == ["Glide differs here: no run loop, frames come from the clock."])
        #expect(UIKitStatusDocument.framework(of: "UIThing", file: "") == .uiKit)
        #expect(UIKitStatusDocument.framework(of: "CATransform3DMakeScale", file: "") == .coreAnimation)
        #expect(UIKitStatusDocument.framework(of: "Clock", file: "") == .glide)
        #expect(UIKitStatusDocument.framework(of: "UInt", file: "") == .glide)
    }
}

/// A generated document compared with its committed copy.
enum GeneratedDocument {
    static func compare(_ generated: String, with url: URL, regenerate suite: String) throws {
        let name = url.lastPathComponent
        if ProcessInfo.processInfo.environment["GLIDE_UPDATE_DOCS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard committed != generated else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let actual = Repository.root.appendingPathComponent(".build/docs-actual/\(name)")
        try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try generated.write(to: actual, atomically: true, encoding: .utf8)
        Issue.record(
            """
            docs/\(name) differs from what the sources generate, first at line \(line + 1):
              committed: \(line < old.count ? String(old[line]) : "(end of file)")
              generated: \(line < new.count ? String(new[line]) : "(end of file)")
            The generated file is in .build/docs-actual/; GLIDE_UPDATE_DOCS=1 swift test --filter \(suite) rewrites it.
            """)
    }
}
