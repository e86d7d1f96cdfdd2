import Foundation
import GlideCheck

/// Why a trace given to the checker could not be used: it does not exist, or cannot be read.
public struct TraceCheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The trace file (or folder) given.
    public var path: String
    /// What went wrong, with the line when the reader knows it.
    public var reason: String

    public var description: String { "trace \(path): \(reason)" }
}

/// The trace files a list of paths names: files as given, folders searched (recursively, in name order)
/// for `*.evemu`, `*.yml` and `*.yaml`.
enum TraceFiles {
    /// The suffixes of trace files in a folder.
    static let suffixes = [".evemu", ".yml", ".yaml"]

    /// Every trace file `paths` names, in order; throws for a path that does not exist.
    static func expand(_ paths: [String]) throws(TraceCheckError) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw TraceCheckError(path: path, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { name in suffixes.contains { name.hasSuffix($0) } }
                .sorted()
                .map { base.appendingPathComponent($0).path }
            files += found
        }
        return files
    }
}
