import ArgumentParser
import Foundation

/// The `glide` command: gesture-driven view-controller transitions on Linux.
@main
struct Glide: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide",
        abstract: "Drive UIKit-style interactive transitions from touchpads, touchscreens and recorded traces.",
        discussion: """
            Glide reads touch input (a libevdev device or an evemu / libinput-record trace), \
            recognizes gestures and drives percent-driven interactive transitions against a \
            headless view hierarchy, checking that cancelled transitions clean up after themselves.
            """,
        subcommands: [
            Demo.self,
            Bench.self,
            Info.self,
            Devices.self,
            Record.self,
            Replay.self,
            Live.self,
            Synth.self,
            Play.self,
            Check.self,
            Port.self,
            Render.self,
        ]
    )

    /// Runs the command; a usage error exits with status 2 (the Unix convention `glide check` promises),
    /// any other error as swift-argument-parser decides.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
