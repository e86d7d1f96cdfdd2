import Foundation
import GlideTestSupport
import Testing

/// A counterexample `glide check` prints for a built-in transition builds in a user's package that
/// depends only on Glide's products (issue 17, item 7): every module it imports is a library product
/// (or the toolchain's Testing), and the test type-checks against the built modules.
@Suite(.serialized) struct PrintedCounterexampleBuildTests {
    /// The modules Package.swift's library products provide: every target each lists.
    static func productModules() throws -> Set<String> {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let library = try Regex(#"\.library\(\s*name:\s*"[^"]+",\s*targets:\s*\[([^\]]*)\]"#)
        var modules: Set<String> = []
        for match in manifest.matches(of: library) {
            let targets = manifest[match.output[1].range!]
            for name in targets.matches(of: try Regex(#""([^"]+)""#)) { modules.insert(String(targets[name.output[1].range!])) }
        }
        return modules
    }

    /// The first counterexample test in `glide check`'s output: from its first `import` to its closing brace.
    static func counterexample(in output: String) -> String? {
        let lines = output.components(separatedBy: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("Counterexample (") }),
              let end = lines[header...].firstIndex(of: "}")
        else { return nil }
        return lines[(header + 1)...end].joined(separator: "\n") + "\n"
    }

    @Test(arguments: [
        ["--animator", "half-sheet-buggy", "--runs", "20"],
        ["--animator", "menu-buggy", "--runs", "20", "--style", "overFullScreen"],
    ])
    func theCounterexampleImportsOnlyProductsAndTypeChecks(_ args: [String]) throws {
        let r = try GlideCommand.run(["check"] + args)
        #expect(r.status == 1, "\(r.err)")
        let test = try #require(Self.counterexample(in: r.out), "\(r.out)")
        let imports = test.components(separatedBy: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
        #expect(imports.contains("GlideCatalog") && imports.contains("GlideCatalogCheck") && imports.contains("GlideCheck"), "\(test)")
        let products = try Self.productModules()
        #expect(products.contains("GlideCatalogCheck") && !products.contains("glide"), "\(products)")
        for module in imports where module != "Testing" {
            #expect(products.contains(module), "the printed test imports \(module), which no library product provides:\n\(test)")
        }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-counterexample-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("CounterexampleTests.swift")
        try test.write(to: file, atomically: true, encoding: .utf8)
        let (status, diagnostics) = try SwiftCompiler.typeCheck(
            [file], swiftVersion: "6", parseAsLibrary: true, requiredModule: "GlideCatalogCheck")
        #expect(status == 0, "the printed counterexample does not type-check:\n\(test)\n\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }
}
