import Foundation
import GlideUIKitCore

/// SVG to PNG through librsvg's `rsvg-convert` (Debian's `librsvg2-bin`; `make` installs it).
public enum PNGConverter {
    /// Why a conversion failed.
    public enum Failure: Error, CustomStringConvertible {
        /// `rsvg-convert` is not on the `PATH`.
        case missingTool
        /// `rsvg-convert` exited with `status` and said `message`.
        case failed(status: Int32, message: String)

        public var description: String {
            switch self {
            case .missingTool: return "rsvg-convert not found on PATH (install Debian's librsvg2-bin, or run `make deps`)"
            case .failed(let status, let message): return "rsvg-convert exited with status \(status): \(message)"
            }
        }
    }

    /// The path of `rsvg-convert`, or nil when it is not installed.
    public static var toolPath: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `svg` as PNG data, `scale` pixels per SVG unit.
    public static func data(svg: String, scale: Double = 1) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("image.png")
        try write(svg: svg, to: file.path, scale: scale)
        return try Data(contentsOf: file)
    }

    /// Makes `UIImage.pngData()` and `UIGraphicsImageRenderer.pngData(actions:)` return the image drawn by
    /// ``ScreenRenderer/svg(of:)-(UIImage)`` (wireframes off) and converted by `rsvg-convert`, `size × scale`
    /// pixels: the engine has no renderer of its own. They stay nil (empty) without `rsvg-convert`, and
    /// off the main actor (the images' frozen layer trees belong to it).
    public static func installImageEncoder() {
        GlideImages.pngEncoder = { image in
            guard MainActorQueue.isCurrent, toolPath != nil else { return nil }
            return MainActor.assumeIsolated {
                var options = ScreenRenderer.Options()
                options.wireframes = false
                return try? ScreenRenderer(options: options).png(of: image)
            }
        }
    }

    /// Writes `svg` as a PNG file at `path`, `scale` pixels per SVG unit.
    public static func write(svg: String, to path: String, scale: Double = 1) throws {
        guard let tool = toolPath else { throw Failure.missingTool }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format=png", "--zoom=\(scale)", "--output=\(path)"]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // The SVG goes in on one thread while stderr is read on this one: neither pipe can fill up.
        let data = Data(svg.utf8)
        let writer = input.fileHandleForWriting
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            writer.write(data)
            try? writer.close()
            done.signal()
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure.failed(status: process.terminationStatus, message: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
