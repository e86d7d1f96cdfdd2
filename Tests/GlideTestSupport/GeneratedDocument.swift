import Foundation
import Testing

/// A generated document compared with its committed copy.
public enum GeneratedDocument {
    /// Writes `generated` to `url` when `GLIDE_UPDATE_DOCS=1`; otherwise records an issue naming the first line
    /// where the committed file differs, and leaves the generated one in `.build/docs-actual/`.
    public static func compare(_ generated: String, with url: URL, regenerate suite: String) throws {
        let name = url.lastPathComponent
        if ProcessInfo.processInfo.environment["GLIDE_UPDATE_DOCS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard committed != generated else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let actual = Repository.root.appendingPathComponent(".build/docs-actual/\(name)")
        try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try generated.write(to: actual, atomically: true, encoding: .utf8)
        Issue.record(
            """
            docs/\(name) differs from what the sources generate, first at line \(line + 1):
              committed: \(line < old.count ? String(old[line]) : "(end of file)")
              generated: \(line < new.count ? String(new[line]) : "(end of file)")
            The generated file is in .build/docs-actual/; GLIDE_UPDATE_DOCS=1 swift test --filter \(suite) rewrites it.
            """)
    }
}
