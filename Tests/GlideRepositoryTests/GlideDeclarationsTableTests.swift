import Foundation
import GlideTestSupport
import Testing

/// `Sources/GlidePort/GlideDeclarations+Table.swift`, generated from the engine's sources: `glide port` reads what Glide
/// declares from it. `GLIDE_UPDATE_DOCS=1 swift test --filter GlideDeclarationsTableTests` rewrites it; otherwise a
/// committed table that differs from the sources fails.
@Suite struct GlideDeclarationsTableTests {
    static let url = Repository.root.appendingPathComponent(GlideDeclarationsTable.fileURL.relativePath)
    /// Generated once for the suite's tests (swift-syntax in a debug build takes seconds over the engine).
    static let generated = Result { try GlideDeclarationsTable.source(root: Repository.root) }

    @Test func theCommittedTableIsWhatTheSourcesGenerate() throws {
        let generated = try Self.generated.get()
        try GeneratedDocument.compare(generated, with: Self.url, regenerate: "GlideDeclarationsTableTests")
    }

    @Test func theTableKnowsWhatThePortAsks() throws {
        let generated = try Self.generated.get()
        for line in [
            "class UIScrollView: UIView", " v contentOffset: CGPoint", "protocol UIViewControllerContextTransitioning",
            " f view(forKey:) -> UIView?", "class CALayer: NSObject, NSKeyValueObserving", " f makePresentationLayer() -> CALayer",
            " F needsDisplay(forKey:) -> Bool", "class UIResponder: NSObject, NSKeyValueObserving",
        ] {
            #expect(generated.contains("\n        " + line + "\n") || generated.contains("\n        " + line + ": "), "missing \(line)")
        }
    }
}
