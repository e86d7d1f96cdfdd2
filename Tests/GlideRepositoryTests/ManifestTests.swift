import Foundation
import GlideTestSupport
import Testing

/// `Package.swift` against the sources: every module a target imports is one it declares (a module that builds
/// only because another dependency happened to bring it is a dependency nobody chose), and every target
/// it declares exists.
@Suite struct ManifestTests {
    /// The manifest as SwiftPM reads it, with the fuzzing harnesses (declared only under `GLIDE_FUZZ`).
    static func manifest() throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own: `swift test`, which runs this, holds the lock on `.build`.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glide-manifest-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        process.arguments = ["swift", "package", "--package-path", Repository.root.path, "--scratch-path", scratch, "dump-package"]
        var environment = ProcessInfo.processInfo.environment
        environment["GLIDE_FUZZ"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ManifestError(message: "swift package dump-package exited \(process.terminationStatus)")
        }
        return json
    }

    /// The targets, read once for the suite.
    static let parsed = Result { try targets(of: manifest()) }

    struct ManifestError: Error, CustomStringConvertible { var message: String; var description: String { message } }

    /// The modules each product of a dependency provides, where they differ from the product's name:
    /// Yams' `CYaml` (libyaml, imported for its event parser) and FlyingFox's `FlyingSocks`.
    static let modulesOfProducts: [String: Set<String>] = ["Yams": ["Yams", "CYaml"], "FlyingFox": ["FlyingFox", "FlyingSocks"]]

    /// Modules of the toolchain: always there, never declared.
    static let toolchain: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl", "Testing", "XCTest",
        "Synchronization", "_Concurrency", "Darwin", "os", "Observation", "RegexBuilder", "Swift",
    ]

    struct Target: Sendable {
        var name: String
        var folder: URL
        var declared: Set<String>
        /// Folders and files the manifest excludes from its sources (fixtures, goldens).
        var excluded: [String]
        /// `regular`, `executable`, `test`, `system`.
        var type: String
        /// Its dependencies as the manifest names them (targets, and products of other packages).
        var dependencies: [String]
    }

    static func targets(of json: [String: Any]) -> [Target] {
        let list = json["targets"] as? [[String: Any]] ?? []
        return list.compactMap { target in
            guard let name = target["name"] as? String, (target["type"] as? String) != "system" else { return nil }
            let type = target["type"] as? String
            let defaultPath = (type == "test" ? "Tests/" : "Sources/") + name
            let folder = Repository.root.appendingPathComponent(target["path"] as? String ?? defaultPath)
            var declared: Set<String> = [], dependencies: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                let form = ["byName", "target", "product"].lazy.compactMap { dependency[$0] as? [Any] }.first
                guard let module = form?.first as? String else { continue }
                dependencies.append(module)
                declared.formUnion(modulesOfProducts[module] ?? [module])
            }
            return Target(
                name: name, folder: folder, declared: declared, excluded: target["exclude"] as? [String] ?? [],
                type: type ?? "regular", dependencies: dependencies)
        }
    }

    /// The modules a file imports: `import X`, `@testable import X`, `@_exported import X`, `internal import X`,
    /// `import struct X.Y`, at the start of a line and outside multi-line string literals (Swift source that a
    /// test writes into a scratch package is not the test's import).
    static func imports(in source: String) -> Set<String> {
        var modules: Set<String> = []
        var inLiteral = false
        for line in source.split(separator: "\n") {
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            if inLiteral || delimiters > 0 {
                if delimiters % 2 == 1 { inLiteral.toggle() }
                continue
            }
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            var module = words[1]
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module), words.count >= 3 {
                module = words[2]
            }
            modules.insert(String(module.split(separator: ".").first ?? Substring(module)))
        }
        return modules
    }

    @Test func everyImportedModuleIsDeclared() throws {
        let targets = try Self.parsed.get()
        #expect(targets.count > 10, "the manifest lists Glide's targets")
        let ownModules = Set(targets.map(\.name)).union(["CEvdev"])
        var undeclared: [String] = []
        var checkedFiles = 0
        for target in targets {
            for file in try APIInventory.swiftFiles(in: target.folder) {
                // What the manifest excludes (scaffolding copied into scratch packages, goldens) is not the target's source.
                let relative = String(file.path.dropFirst(target.folder.path.count + 1))
                if target.excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
                checkedFiles += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                for module in Self.imports(in: text) where module != target.name && !Self.toolchain.contains(module) {
                    let known = ownModules.contains(module) || Self.modulesOfProducts.values.contains { $0.contains(module) }
                        || ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftSyntaxBuilder", "ArgumentParser"].contains(module)
                    if known && !target.declared.contains(module) {
                        undeclared.append("\(target.name) imports \(module) (\(relative)) without declaring it")
                    }
                }
            }
        }
        #expect(checkedFiles > 100, "the sources were found")
        #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
    }

    @Test func importsAreReadInEveryForm() {
        let source = """
            import Foundation
            @testable import GlideGestures
            @_exported import GlideQuartzCore
            internal import CYaml
            import struct GlideInput.InputEvent
            // import NotThis
            let s = "import NorThis"
            let scaffold = \"\"\"
                import NotInALiteral
                \"\"\"
            import Testing
            """
        #expect(Self.imports(in: source) == ["Foundation", "GlideGestures", "GlideQuartzCore", "CYaml", "GlideInput", "Testing"])
    }
}
