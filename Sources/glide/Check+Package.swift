import ArgumentParser
import Foundation
import GlideCheck
import GlideCommandLine

/// `glide check --package DIR`: the checks a user's package lists in its manifest (`glide-check.txt`),
/// built as a scratch package beside it (`DIR/.build/glide-check`) and run.
extension Check {
    /// The manifest's default name, at the package's root.
    static let manifestName = "glide-check.txt"

    func runPackage(_ directory: String) throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let manifestPath = manifest ?? root.appendingPathComponent(Self.manifestName).path
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: manifestPath))
        } catch {
            fail("cannot read \(manifestPath.escapingNonPrintable): \(describe(error)) (--package reads the checks from \(Self.manifestName) at the package's root, or from --manifest FILE)", status: 2)
        }
        // From the bytes: a manifest that is not UTF-8 is told at its line, column and byte.
        let checks: CheckManifest
        do { checks = try CheckManifest.parse(bytes, path: manifestPath) } catch { fail(error.description, status: 2) }

        let described = PackageDescriptionJSON.load(root)
        var products: [String: String] = [:]
        for module in checks.modules {
            guard described.targets.contains(module) else {
                fail("\(manifestPath):1:1: the package at \(root.path) has no module \(module) (its modules: \(described.targets.sorted().joined(separator: ", ")))", status: 2)
            }
            guard let product = described.libraries.first(where: { $0.targets.contains(module) }) else {
                fail("the package at \(root.path) has no library product holding \(module): the checks are built in a package of their own, which can use only products; add .library(name: \"\(module)\", targets: [\"\(module)\"]) to its products", status: 2)
            }
            products[module] = product.name
        }
        guard let glide = described.glide(resolvedAt: root) else {
            fail("the package at \(root.path) does not depend on Glide (no dependency holds Sources/GlideCheck): its view controllers must import GlideUIKit", status: 2)
        }
        let package = CheckPackage(manifest: checks, manifestPath: manifestPath, packagePath: root.path, packageIdentity: described.identity,
                                   products: products, glide: glide.location, glideIdentity: glide.identity)

        // The scratch package, written anew each run.
        let scratch = root.appendingPathComponent(".build/glide-check")
        let sources = scratch.appendingPathComponent("Sources/GlideCheckRun")
        let main = sources.appendingPathComponent("main.swift")
        do {
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try package.packageManifest().write(to: scratch.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try package.mainSource().write(to: main, atomically: true, encoding: .utf8)
            let resolved = root.appendingPathComponent("Package.resolved")
            let copy = scratch.appendingPathComponent("Package.resolved")
            try? FileManager.default.removeItem(at: copy)
            if FileManager.default.fileExists(atPath: resolved.path) { try FileManager.default.copyItem(at: resolved, to: copy) }
        } catch {
            fail("cannot write the scratch package in \(scratch.path): \(describe(error))", status: 2)
        }

        var build = ["build", "--package-path", scratch.path, "--product", "GlideCheckRun"]
        if let scratchPath { build += ["--scratch-path", URL(fileURLWithPath: scratchPath).standardizedFileURL.path] }
        let bar = ProgressBar(label: "glide check: building the checks of \(root.lastPathComponent) (swift build)")
        bar.update(0, of: 1)
        let built = SwiftTool.run(build)
        bar.finish()
        guard built.status == 0 else {
            printError(voice.errorLine("the checks of \(manifestPath) did not build (swift \(build.joined(separator: " "))):"))
            for line in package.mapCompilerErrors(built.output, mainPath: main.path) { printError(line) }
            throw ExitCode(2)
        }
        let binPath = SwiftTool.run(build + ["--show-bin-path"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        var arguments = ["--seed", String(seed), "--runs", String(runs), "--steps", String(steps)]
        if noMatrix { arguments.append("--no-matrix") }
        if noFlows || !only.isEmpty { arguments.append("--no-flows") }
        if noTouches { arguments.append("--no-touches") }
        if !only.isEmpty { arguments += ["--invariants", only.compactMap { InvariantCatalog.invariant(named: $0).map { String($0.id) } }.joined(separator: ",")] }
        if let json { arguments += ["--json", json == "-" ? "/dev/stdout" : json] }
        if let junit { arguments += ["--junit", junit == "-" ? "/dev/stdout" : junit] }
        if verbose { arguments.append("--verbose") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binPath).appendingPathComponent("GlideCheckRun")
        process.arguments = arguments
        do { try process.run() } catch { fail("cannot run the checks (\(process.executableURL!.path)): \(describe(error))", status: 2) }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            fail("the checks stopped on signal \(process.terminationStatus): the app's code crashed (what the check was running is above, with the runtime's message and backtrace when it could print them: a stack overflow leaves none; \(process.executableURL!.path) runs the checks again, under a debugger if need be)", status: 1)
        }
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}

/// The toolchain's `swift`, run and waited for.
enum SwiftTool {
    static func run(_ arguments: [String], in directory: URL? = nil) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "cannot run swift: \(describe(error))") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// What `swift package describe --type json` says of the user's package.
struct PackageDescriptionJSON {
    struct Library { var name: String; var targets: [String] }
    struct Dependency { var identity: String; var path: String?; var url: String? }
    var identity: String
    var targets: [String]
    var libraries: [Library]
    var dependencies: [Dependency]

    static func load(_ root: URL) -> PackageDescriptionJSON {
        let described = SwiftTool.run(["package", "--package-path", root.path, "describe", "--type", "json"])
        let start = described.output.firstIndex(of: "{")
        guard described.status == 0, let start,
              let object = try? JSONSerialization.jsonObject(with: Data(described.output[start...].utf8)) as? [String: Any] else {
            // The manifest's own error (`Package.swift:12:5: error: …`) before SwiftPM's summary of it.
            let lines = described.output.split(separator: "\n").map(String.init)
            let reason = lines.first { $0.contains("Package.swift:") && $0.contains("error:") }
                ?? lines.first { $0.contains("error:") }.map { String($0.prefix(300)) } ?? lines.last ?? ""
            fail("\(root.path) is not a Swift package SwiftPM can read: \(reason)", status: 2)
        }
        let targets = (object["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let libraries: [Library] = (object["products"] as? [[String: Any]] ?? []).compactMap { product in
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any], type["library"] != nil else { return nil }
            return Library(name: name, targets: product["targets"] as? [String] ?? [])
        }
        let dependencies: [Dependency] = (object["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            guard let identity = dependency["identity"] as? String else { return nil }
            return Dependency(identity: identity, path: dependency["path"] as? String, url: dependency["url"] as? String)
        }
        // SwiftPM names a root package by its folder, lowercased.
        return PackageDescriptionJSON(identity: root.lastPathComponent.lowercased(), targets: targets, libraries: libraries, dependencies: dependencies)
    }

    /// The dependency that is Glide (its sources hold GlideCheck) and where the scratch package must get it.
    func glide(resolvedAt root: URL) -> (identity: String, location: CheckPackage.GlideLocation)? {
        let fm = FileManager.default
        for dependency in dependencies {
            if let path = dependency.path, fm.fileExists(atPath: path + "/Sources/GlideCheck") {
                return (dependency.identity, .path(path))
            }
            if let url = dependency.url, fm.fileExists(atPath: root.appendingPathComponent(".build/checkouts/\(dependency.identity)/Sources/GlideCheck").path)
                || url.hasSuffix("/glide") || url.hasSuffix("/glide.git") {
                // The revision the user's package resolved, so that both see the same Glide.
                let pins = (try? Data(contentsOf: root.appendingPathComponent("Package.resolved")))
                    .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }?["pins"] as? [[String: Any]] ?? []
                let state = pins.first { ($0["identity"] as? String) == dependency.identity }?["state"] as? [String: Any]
                guard let revision = state?["revision"] as? String else { continue }
                return (dependency.identity, .url(url, revision: revision))
            }
        }
        return nil
    }
}
