import Foundation
import GlideTestSupport

/// The scratch package the corpus test builds (with the seed articles' modules, `SeedPackage`): every transition of
/// `../shared/uikit-corpus/`, ported
/// with `glide port` and not edited by hand, one Swift 5 module per transition (as its repository
/// builds it), beside the scaffolding its storyboard would have given (`Scaffolding/<module>/`), and
/// `CorpusChecks`, which runs each through `TransitionCheck` and prints the verdicts as JSON lines.
///
/// The package depends on this repository by path, as a user's package would, and builds in
/// `.build/corpus/`, kept between runs so that a second run only rebuilds what changed.
enum CorpusPackage {
    /// A module of the scratch package: its name, the corpus files ported into it, the modules it imports,
    /// and, for a module Glide cannot build yet, the compiler error that says why (a gap, named here
    /// and asserted by the test, so that closing it shows).
    struct Module {
        var name: String
        var corpusPrefixes: [String]
        var dependencies: [String] = []
        var knownGap: String? = nil
    }

    /// The six transitions, as their repositories split them into modules.
    static let modules: [Module] = [
        // The demo's ImageListViewController overrides UICollectionViewController's data-source methods in
        // extensions, which Swift allows only for @objc members: glide port moves them into the class body.
        Module(name: "ZoomTransitioning", corpusPrefixes: ["WorldDownTown--ZoomTransitioning--"]),
        Module(name: "SlideMenu", corpusPrefixes: ["allenwong--30DaysofSwift--P16-SlideMenu--"]),
        Module(name: "BubbleTransition", corpusPrefixes: ["andreamazz--BubbleTransition--BubbleTransition"]),
        Module(name: "BubbleDemo", corpusPrefixes: ["andreamazz--BubbleTransition--Demo--"], dependencies: ["BubbleTransition"]),
        Module(name: "HalfModal", corpusPrefixes: ["martinnormark--HalfModalPresentationController--"]),
        Module(name: "CustomNavigation", corpusPrefixes: ["robertmryan--CustomNavigationAnimator--"]),
        Module(name: "HorizontalFlip", corpusPrefixes: ["robertmryan--SwiftCustomTransitions--"]),
    ]

    static let corpus = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/uikit-corpus")
    static let scaffolding = Repository.root.appendingPathComponent("Tests/GlideCorpusTests/Scaffolding")
    static let work = Repository.root.appendingPathComponent(".build/corpus")
    static let package = work.appendingPathComponent("Corpus")

    /// The corpus files, sorted.
    static func corpusFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Writes the package: ports each module's corpus files with the built `glide port` into its
    /// sources, copies its scaffolding, and writes the manifest. Returns what `glide port` printed per module.
    static func write() throws -> [String: (status: Int32, out: String, err: String)] {
        let fm = FileManager.default
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        let link = work.appendingPathComponent("glide")
        if (try? fm.destinationOfSymbolicLink(atPath: link.path)) != Repository.root.path {
            try? fm.removeItem(at: link)
            try fm.createSymbolicLink(at: link, withDestinationURL: Repository.root)
        }
        let sources = package.appendingPathComponent("Sources")
        try? fm.removeItem(at: sources)
        let files = try corpusFiles()
        var ported: [String: (Int32, String, String)] = [:]
        for module in modules + [Module(name: "CheckVerdicts", corpusPrefixes: []), Module(name: "CorpusChecks", corpusPrefixes: []), Module(name: "CorpusGestures", corpusPrefixes: [])] {
            let dir = sources.appendingPathComponent(module.name)
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            let inputs = files.filter { file in module.corpusPrefixes.contains { file.lastPathComponent.hasPrefix($0) } }
            if !inputs.isEmpty {
                ported[module.name] = try GlideCommand.run(["port"] + inputs.map(\.path) + ["-o", dir.path])
            }
            let own = scaffolding.appendingPathComponent(module.name)
            for file in (try? fm.contentsOfDirectory(at: own, includingPropertiesForKeys: nil)) ?? [] where file.pathExtension == "swift" {
                try fm.copyItem(at: file, to: dir.appendingPathComponent(file.lastPathComponent))
            }
        }
        for (module, result) in try SeedPackage.writeModules(into: sources) { ported[module] = result }
        try manifest().write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return ported
    }

    /// The manifest: the corpus modules in Swift 5 language mode (the code was written for it), the
    /// checks in Swift 6.
    static func manifest() -> String {
        let glide = #".product(name: "GlideUIKit", package: "glide")"#
        var targets = modules.map { module in
            let deps = module.dependencies.map { "\"\($0)\"" } + [glide]
            return "        .target(name: \"\(module.name)\", dependencies: [\(deps.joined(separator: ", "))], swiftSettings: [.swiftLanguageMode(.v5)]),"
        }
        // The verdict both check programs print (CorpusChecks here, SeedChecks for the seeds).
        targets.append(#"        .target(name: "CheckVerdicts", dependencies: [.product(name: "GlideCheck", package: "glide")]),"#)
        let all = modules.filter { $0.knownGap == nil }.map { "\"\($0.name)\"" } + ["\"CheckVerdicts\"", glide, #".product(name: "GlideCheck", package: "glide")"#]
        targets.append("        .executableTarget(name: \"CorpusChecks\", dependencies: [\(all.joined(separator: ", "))]),")
        targets += SeedPackage.targets(glide: glide)
        // The corpus's gesture handlers driven by recordings (CorpusGestureTests).
        let gestures = ["\"BubbleDemo\"", "\"CustomNavigation\"", "\"HalfModal\"", "\"ZoomTransitioning\"", glide,
                        #".product(name: "GlideCheck", package: "glide")"#, #".product(name: "GlideCheckTraces", package: "glide")"#,
                        #".product(name: "GlideInteraction", package: "glide")"#]
        targets.append("        .executableTarget(name: \"CorpusGestures\", dependencies: [\(gestures.joined(separator: ", "))]),")
        return """
            // swift-tools-version: 6.1
            // Generated by Tests/GlideCorpusTests: the corpus ported by `glide port`, built against GlideUIKit.
            import PackageDescription

            let package = Package(
                name: "Corpus",
                dependencies: [.package(path: "../glide")],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// Runs a command in the package's folder and returns its status and output (standard error merged).
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = package
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swift build` of the package (the toolchain's `swift` on PATH).
    static func build() throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["swift", "build", "--product", "CorpusChecks"])
    }

    /// `swift build` of one module.
    static func build(module: String) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["swift", "build", "--target", module])
    }

    /// `swift build` of one product.
    static func build(product: String) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["swift", "build", "--product", product])
    }

    /// What `CorpusGestures` prints, one JSON object a line.
    static func gestures() throws -> (status: Int32, output: String) {
        try run(package.appendingPathComponent(".build/debug/CorpusGestures").path, [Repository.sharedTraces.path, Repository.glideTraces.path])
    }

    /// The verdicts `CorpusChecks` prints, one JSON object a line: every transition's, or as `arguments` choose
    /// (names, or `--except` and names).
    static func checks(_ arguments: [String] = []) throws -> (status: Int32, output: String) {
        try run(package.appendingPathComponent(".build/debug/CorpusChecks").path, arguments)
    }
}

/// One transition's verdict, as `CorpusChecks` prints it.
struct CorpusVerdict: Decodable, Sendable {
    var transition: String
    var scenarios: Int
    var failed: [Int]
    /// Invariants with warnings only (Glide's rule stricter than iOS; never failures).
    var warned: [Int]
    var errors: Int
    /// The first violation of each failed invariant, and the first warning of each warned one ("2": "…").
    var evidence: [String: String]
    /// True when a flow found that the app stopped responding (a back swipe its delegate let begin on the root).
    var stoppedResponding: Bool
}
