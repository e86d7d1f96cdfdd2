import ArgumentParser
import Foundation
import GlideCommandLine

/// `glide port …`: runs the `glide-port` executable built beside `glide` (the porter is its own
/// product so that `glide` does not link swift-syntax). `Glide.main` hands every `glide port`
/// command line to ``exec(_:)`` before parsing; this type gives the subcommand its place in `glide --help`.
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite UIKit transition source so it builds against GlideUIKit on Linux (runs glide-port).",
        discussion: "See 'glide port --help'. The porter is the glide-port executable, built with: swift build --product glide-port"
    )

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var arguments: [String] = []

    func run() throws { Self.exec(arguments) }

    /// Replaces this process with `glide-port arguments…`, found beside the running `glide`
    /// (/proc/self/exe); when it is not there, says how to build it and exits with status 2.
    static func exec(_ arguments: [String]) -> Never {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let porter = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("glide-port").path
        guard FileManager.default.isExecutableFile(atPath: porter) else {
            printError("glide port: error: glide-port is not built beside glide (\(porter)); build it with: swift build --product glide-port")
            Foundation.exit(2)
        }
        let argv = ([porter] + arguments).map { strdup($0) } + [nil]
        execv(porter, argv)
        fail("cannot run \(porter): \(String(cString: strerror(errno)))")
    }
}
