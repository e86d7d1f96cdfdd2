import ArgumentParser
import Foundation
import GlideCommandLine

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
        version: Glide.version,
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

    /// Glide's version, printed by `glide --version`.
    static let version = "0.1.0"

    /// Runs the command. Every error is one line, `glide CMD: error: WHAT` (``CommandVoice``): a usage
    /// error (an unknown option, a value that makes no sense) exits with status 2 and points to the
    /// command's help instead of printing all of it; a failure of the work itself exits with 1.
    static func main() {
        // `glide port …` is the glide-port executable's, help and usage errors included.
        if CommandLine.arguments.count > 1, CommandLine.arguments[1] == Port.configuration.commandName {
            Port.exec(Array(CommandLine.arguments.dropFirst(2)))
        }
        voice.run(Glide.self)
    }
}
