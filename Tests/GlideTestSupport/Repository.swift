import Foundation
import Testing

/// Where the tests find the repository, the real recordings beside it and Glide's own.
public enum Repository {
    /// The package root, found from this file's path (Tests/GlideTestSupport/Repository.swift).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `../shared/`: the sibling folder with the real recordings, the UIKit corpus, the seed articles and
    /// the UIKit reference. A fresh clone on its own does not have it; the tests that read it say so
    /// and are skipped (``hasShared``).
    public static let shared: URL = root.deletingLastPathComponent().appendingPathComponent("shared")
    /// Whether `../shared/` is there (its recordings, `shared/traces/`, at least).
    public static let hasShared: Bool = FileManager.default.fileExists(atPath: sharedTraces.path)
    /// The comment of a test skipped for want of `../shared/`, as Swift Testing prints it.
    public static let sharedMissing: Comment =
        "needs ../shared/ (the recordings, corpus and seeds beside the repository), which is absent here"
    /// `../shared/traces/`: the real recordings, read from there, never copied.
    public static let sharedTraces: URL = shared.appendingPathComponent("traces")
    /// `Traces/`: the recordings Glide synthesized.
    public static let glideTraces: URL = root.appendingPathComponent("Traces")

    /// The path of a real recording.
    public static func sharedTrace(_ name: String) -> String { sharedTraces.appendingPathComponent(name).path }
    /// The path of one of Glide's recordings.
    public static func glideTrace(_ name: String) -> String { glideTraces.appendingPathComponent(name).path }

    /// The folder the tests were built into (`.build/debug`, `.build/x86_64-unknown-linux-gnu/release`, …),
    /// where `swift build` also put Glide's executables and modules: the test bundle's own folder.
    /// `GLIDE_BUILD_DIR` overrides it.
    public static let buildFolder: URL = {
        if let folder = ProcessInfo.processInfo.environment["GLIDE_BUILD_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        // The running test bundle (GlidePackageTests.xctest), whichever runner (XCTest or Swift Testing) started it.
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: me).deletingLastPathComponent()
        // On macOS the executable is inside the bundle (GlidePackageTests.xctest/Contents/MacOS/).
        while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
        return folder
    }()
}


/// The built `glide` executable, run as a user would: beside the test bundle (``Repository/buildFolder``),
/// or `GLIDE_EXECUTABLE`.
public enum GlideCommand {
    /// Its path.
    public static let path: String = ProcessInfo.processInfo.environment["GLIDE_EXECUTABLE"].flatMap { $0.isEmpty ? nil : $0 }
        ?? Repository.buildFolder.appendingPathComponent("glide").path

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
