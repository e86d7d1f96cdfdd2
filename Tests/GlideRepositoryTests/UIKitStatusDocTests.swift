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
