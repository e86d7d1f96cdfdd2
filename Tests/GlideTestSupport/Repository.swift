import Foundation

/// Where the tests find the repository, the real recordings beside it and Glide's own.
public enum Repository {
    /// The package root, found from this file's path (Tests/GlideTestSupport/Repository.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `../shared/traces/`: the real recordings, read from there, never copied.
    public static let sharedTraces: URL = root.deletingLastPathComponent().appendingPathComponent("shared/traces")
    /// `Traces/`: the recordings Glide synthesized.
    public static let glideTraces: URL = root.appendingPathComponent("Traces")

    /// The path of a real recording.
    public static func sharedTrace(_ name: String) -> String { sharedTraces.appendingPathComponent(name).path }
    /// The path of one of Glide's recordings.
    public static func glideTrace(_ name: String) -> String { glideTraces.appendingPathComponent(name).path }
}

/// The built `glide` executable (`swift build` puts it in `.build/debug/glide`), run as a user would.
public enum GlideCommand {
    /// Its path.
    public static let path = Repository.root.appendingPathComponent(".build/debug/glide").path

    /// Runs `glide args…` (standard input from the file `stdin`, if given) and returns its exit
    /// status, standard output and standard error.
    public static func run(_ args: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        if let stdin { p.standardInput = FileHandle(forReadingAtPath: stdin) }
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
