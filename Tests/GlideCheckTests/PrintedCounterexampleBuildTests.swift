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
        let built = Repository.buildFolder
        let modules = ["Modules", ""].map { built.appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("GlideCatalogCheck.swiftmodule").path) }
        let moduleFolder = try #require(modules, "no GlideCatalogCheck.swiftmodule under \(built.path): build first")
        // The C modules the built Swift modules import (GlideInput's libevdev shim, the dependencies'
        // shims), as SwiftPM hands them to a user's package.
        var cModules = [Repository.root.appendingPathComponent("Sources/CEvdev/module.modulemap")]
        // The scratch folder's checkouts: the build folder is SCRATCH/debug or SCRATCH/TRIPLE/debug.
        var scratch = built.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("checkouts").path), scratch.pathComponents.count > 1 {
            scratch.deleteLastPathComponent()
        }
        let checkouts = scratch.appendingPathComponent("checkouts")
        for case let path as String in FileManager.default.enumerator(atPath: checkouts.path)?.allObjects ?? []
        where path.hasSuffix("/module.modulemap") {
            cModules.append(checkouts.appendingPathComponent(path))
        }
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", moduleFolder.path]
            + cModules.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)", "-Xcc", "-I\($0.deletingLastPathComponent().path)"] }
            + ["-Xcc", "-I/usr/include/libevdev-1.0", file.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = errors
        try swiftc.run()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0, "the printed counterexample does not type-check:\n\(test)\n\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }
}
