import ArgumentParser

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
        ]
    )
}
