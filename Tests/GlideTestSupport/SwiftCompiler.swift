import Foundation

/// `swiftc -typecheck` against the modules this build made, as SwiftPM hands them to a user's package:
/// the build folder's Swift modules and every C module they import (Glide's libevdev shim, the
/// dependencies' shims in the scratch folder's checkouts).
public enum SwiftCompiler {
    /// Type-checks `files` in `swiftVersion`'s language mode and returns swiftc's exit status and
    /// diagnostics. Fails (with the reason) when the build folder has no `requiredModule`.
    public static func typeCheck(
        _ files: [URL], swiftVersion: String, moduleName: String? = nil, parseAsLibrary: Bool = false,
        requiredModule: String = "GlideUIKit"
    ) throws -> (status: Int32, diagnostics: String) {
        let fm = FileManager.default
        let built = Repository.buildFolder
        guard let moduleFolder = ["Modules", ""].map({ built.appendingPathComponent($0) })
            .first(where: { fm.fileExists(atPath: $0.appendingPathComponent("\(requiredModule).swiftmodule").path) })
        else { throw Missing(text: "no \(requiredModule).swiftmodule under \(built.path): build the tests first") }
        var cModules = [Repository.root.appendingPathComponent("Sources/CEvdev/module.modulemap")]
        // The scratch folder's checkouts: the build folder is SCRATCH/debug or SCRATCH/TRIPLE/debug.
        var scratch = built.deletingLastPathComponent()
        while !fm.fileExists(atPath: scratch.appendingPathComponent("checkouts").path), scratch.pathComponents.count > 1 {
            scratch.deleteLastPathComponent()
        }
        let checkouts = scratch.appendingPathComponent("checkouts")
        for case let path as String in fm.enumerator(atPath: checkouts.path)?.allObjects ?? [] where path.hasSuffix("/module.modulemap") {
            cModules.append(checkouts.appendingPathComponent(path))
        }
        // OpenCombine's C helpers, whose module map SwiftPM writes into the build folder.
        for case let path as String in fm.enumerator(atPath: built.path)?.allObjects ?? []
        where path.hasSuffix("/module.modulemap") && path.contains("COpenCombineHelpers") {
            cModules.append(built.appendingPathComponent(path))
        }
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion]
        if parseAsLibrary { arguments.append("-parse-as-library") }
        if let moduleName { arguments += ["-module-name", moduleName] }
        arguments += ["-I", moduleFolder.path]
        for map in cModules {
            arguments += ["-Xcc", "-fmodule-map-file=\(map.path)", "-Xcc", "-I\(map.deletingLastPathComponent().path)"]
        }
        arguments += ["-Xcc", "-I/usr/include/libevdev-1.0"]
        arguments += files.map(\.path)
        swiftc.arguments = arguments
        let pipe = Pipe()
        swiftc.standardError = pipe
        swiftc.standardOutput = pipe
        try swiftc.run()
        let diagnostics = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        return (swiftc.terminationStatus, diagnostics)
    }

    /// A build folder without the modules a type-check needs.
    public struct Missing: Error, CustomStringConvertible {
        public let text: String
        public var description: String { text }
    }
}
