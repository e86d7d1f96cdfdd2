import Foundation
import GlideTestSupport

/// The scratch package the seed test builds: the seed articles' own listings (`../shared/seeds/`, read at test
/// time, never copied in), put where the articles say they go by the templates in `Scaffolding/Seeds/<module>/`
/// (`*.swift.in`, whose `@@` lines name listings), ported with `glide port` and built against GlideUIKit in Swift 5
/// mode beside the scaffolding for what the articles leave out (`*.swift` there), and `SeedChecks`, which runs
/// each through `TransitionCheck`. Its modules are part of the corpus package (`CorpusPackage`), so that GlideUIKit
/// and GlideCheck are built once for both.
enum SeedPackage {
    /// The seed transitions that can be built, by module, and the article each comes from.
    static let modules: [(name: String, seed: String)] = [
        ("AppStoreCard", "000_0aad60dedf06eecc.txt"),
        ("Flip", "003_d6d8be206d64e8ee.txt"),
        ("SlideInMenu", "004_07ee498101c3e503.txt"),
    ]

    static let scaffolding = Repository.root.appendingPathComponent("Tests/GlideCorpusTests/Scaffolding/Seeds")
    static let work = CorpusPackage.work

    enum AssemblyError: Error, CustomStringConvertible {
        case badLine(String, Int, String)
        var description: String {
            switch self {
            case let .badLine(file, line, why): return "\(file):\(line): \(why)"
            }
        }
    }

    /// A listing named `000:3` in a template.
    static func listing(_ name: Substring, file: String, line: Int) throws -> String {
        let parts = name.split(separator: ":")
        guard parts.count == 2, let number = Int(parts[1]) else { throw AssemblyError.badLine(file, line, "expected SEED:N, found \(name)") }
        let seed = try FileManager.default.contentsOfDirectory(atPath: SeedListings.folder.path).first { $0.hasPrefix(parts[0] + "_") }
        guard let seed else { throw AssemblyError.badLine(file, line, "no seed article \(parts[0])") }
        let listings = try SeedListings.listings(ofSeed: seed)
        guard (1...listings.count).contains(number) else {
            throw AssemblyError.badLine(file, line, "\(seed) has \(listings.count) listings, not \(number)")
        }
        return listings[number - 1].code
    }

    /// A template with its `@@` lines replaced by the listings they name:
    /// `@@ 000:3` the listing; `@@ 000:3 members` without its first and last lines; `@@ 003:7 fill F with 003:8 003:9`
    /// with the listed code put into the empty body of its function `F`; `@@ 003:5 append 003:10` with the listed
    /// code put before its closing brace.
    static func assemble(_ template: String, file: String) throws -> String {
        var out: [String] = []
        for (index, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("@@ ") else { out.append(String(line)); continue }
            let words = line.dropFirst(3).split(separator: " ")
            var code = try listing(words[0], file: file, line: index + 1)
            var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last == "" { lines.removeLast() }
            switch words.count > 1 ? String(words[1]) : "" {
            case "":
                break
            case "members":
                lines = Array(lines.dropFirst().dropLast())
            case "fill":
                guard words.count >= 5, words[3] == "with",
                      let header = lines.firstIndex(where: { $0.contains("func \(words[2])(") && $0.hasSuffix("{") }),
                      let close = lines[(header + 1)...].firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
                      lines[close].trimmingCharacters(in: .whitespaces) == "}"
                else { throw AssemblyError.badLine(file, index + 1, "no empty function \(words.count > 2 ? words[2] : "") to fill") }
                let filling = try words.dropFirst(4).map { try listing($0, file: file, line: index + 1) }.joined()
                lines.replaceSubrange((header + 1)..<close, with: filling.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            case "append":
                guard words.count >= 3, lines.last?.trimmingCharacters(in: .whitespaces) == "}" else {
                    throw AssemblyError.badLine(file, index + 1, "nothing to append to")
                }
                let appended = try words.dropFirst(2).map { try listing($0, file: file, line: index + 1) }.joined()
                lines.insert(contentsOf: appended.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), at: lines.count - 1)
            default:
                throw AssemblyError.badLine(file, index + 1, "expected members, fill or append after the listing")
            }
            code = lines.joined(separator: "\n")
            out.append(code)
        }
        return out.joined(separator: "\n")
    }

    /// Writes the seed modules into the corpus package's `sources`: assembles each module's templates into
    /// `.build/corpus/assembled/<module>/`, ports them with the built `glide port` into its sources and copies its
    /// scaffolding. Returns what `glide port` printed per module.
    static func writeModules(into sources: URL) throws -> [String: (status: Int32, out: String, err: String)] {
        let fm = FileManager.default
        let assembled = work.appendingPathComponent("assembled")
        try? fm.removeItem(at: assembled)
        var ported: [String: (Int32, String, String)] = [:]
        for module in modules.map(\.name) + ["SeedChecks"] {
            let dir = sources.appendingPathComponent(module)
            let inputs = assembled.appendingPathComponent(module)
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            try fm.createDirectory(at: inputs, withIntermediateDirectories: true)
            let own = scaffolding.appendingPathComponent(module)
            var templates: [String] = []
            for file in try fm.contentsOfDirectory(at: own, includingPropertiesForKeys: nil).sorted(by: { $0.path < $1.path }) {
                if file.lastPathComponent.hasSuffix(".swift.in") {
                    let name = String(file.lastPathComponent.dropLast(3))
                    let text = try assemble(try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
                    try text.write(to: inputs.appendingPathComponent(name), atomically: true, encoding: .utf8)
                    templates.append(inputs.appendingPathComponent(name).path)
                } else if file.pathExtension == "swift" {
                    try fm.copyItem(at: file, to: dir.appendingPathComponent(file.lastPathComponent))
                }
            }
            if !templates.isEmpty { ported[module] = try GlideCommand.run(["port"] + templates + ["-o", dir.path]) }
        }
        return ported
    }

    /// The seed modules' lines of the corpus package's manifest.
    static func targets(glide: String) -> [String] {
        var targets = modules.map { "        .target(name: \"\($0.name)\", dependencies: [\(glide)], swiftSettings: [.swiftLanguageMode(.v5)])," }
        let all = modules.map { "\"\($0.name)\"" } + ["\"CheckVerdicts\"", glide, #".product(name: "GlideCheck", package: "glide")"#]
        targets.append("        .executableTarget(name: \"SeedChecks\", dependencies: [\(all.joined(separator: ", "))]),")
        return targets
    }

    /// `swift build` of the seed checks in the corpus package.
    static func build() throws -> (status: Int32, output: String) {
        try CorpusPackage.run("/usr/bin/env", ["swift", "build", "--product", "SeedChecks"])
    }

    /// The verdicts `SeedChecks` prints, one JSON object a line.
    static func checks() throws -> (status: Int32, output: String) {
        try CorpusPackage.run(CorpusPackage.package.appendingPathComponent(".build/debug/SeedChecks").path, [])
    }
}
