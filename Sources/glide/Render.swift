import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCatalog
import GlideExamples
import GlideRender
import GlideUIKitCore

/// `glide render --transition NAME --at P`: one picture of a reference transition's screen.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Draw a reference transition's screen at one moment, as SVG or PNG.",
        discussion: """
            The picture is the view tree as the screen shows it then: every layer's presentation \
            values (frames, transforms, 3D turns in perspective, anchor points, alpha, corner \
            radius and clipping, borders, shadows, blur), with images and labels as placeholders. \
            Hovering over a view in a browser shows its name and type.

            Which moment:
              --at P             the interactive transition held at percent P (0 to 1), as a finger holds it
              --time T           the animated transition, T seconds after it began
              --at P --cancel    cancelled at P, after the cancel's completion has run
            A dismissal starts from the presented state (presented without animation).

            Output: -o FILE.svg, or -o FILE.png (drawn by rsvg-convert, from Debian's \
            librsvg2-bin; `make deps` installs it); standard output (SVG) when -o is not given. \
            --frames DIR writes the animated transition as numbered pictures, frame-0000.svg \
            (or .png with --format png), --fps per second, from its start until it has settled.

            Examples:
              glide render --transition flip --at 0.25 -o flip.png
              glide render --transition card --operation dismiss --time 0.3 -o card.svg
              glide render --transition half-sheet-buggy --operation dismiss --at 0.5 --cancel -o after.png
              glide render --transition menu --frames menu-frames --fps 30 --format png
            """
    )

    @Option(name: .shortAndLong, help: "The reference transition: \(ReferenceTransition.allCases.map(\.rawValue).joined(separator: ", ")).")
    var transition: String

    @Option(help: "present or dismiss.")
    var operation: String = "present"

    @Option(parsing: .unconditional, help: ArgumentHelp("Hold the interactive transition at this percent, 0 to 1.", valueName: "P"))
    var at: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds into the animated transition, 0 to 3600.", valueName: "T"))
    var time: Double?

    @Flag(help: "With --at: cancel there and draw the screen once the cancel has completed.")
    var cancel = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE.svg or FILE.png (default: SVG on standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Write the animated transition as numbered pictures into this folder.", valueName: "dir"))
    var frames: String?

    @Option(parsing: .unconditional, help: "Pictures per second for --frames, 1 to 240.")
    var fps = 30

    @Option(help: "svg or png, for --frames.")
    var format = "svg"

    @Option(parsing: .unconditional, help: "Pixels per point in PNG output, 0.25 to 8.")
    var scale = 1.0

    func validate() throws {
        guard ReferenceTransition(rawValue: transition) != nil else {
            throw ValidationError("unknown transition '\(transition)'; choose one of \(ReferenceTransition.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard ReferenceOperation(rawValue: operation) != nil else { throw ValidationError("--operation must be present or dismiss, not '\(operation)'") }
        if frames == nil {
            guard (at == nil) != (time == nil) else { throw ValidationError("give one of --at P or --time T (or --frames DIR)") }
        } else {
            guard at == nil, time == nil, output == nil else {
                throw ValidationError("--frames DIR draws the whole animated transition; it takes no --at, --time or -o")
            }
        }
        if let at { try OptionRange.check(at, in: 0...1, "--at") }
        if let time { try OptionRange.check(time, in: 0...3600, "--time", "seconds") }
        try OptionRange.check(fps, in: 1...240, "--fps")
        try OptionRange.check(scale, in: 0.25...8, "--scale")
        if cancel, at == nil { throw ValidationError("--cancel needs --at P (where the finger lets go)") }
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be between 1 and 240") }
        guard format == "svg" || format == "png" else { throw ValidationError("--format must be svg or png") }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
        if let output, !(output.hasSuffix(".svg") || output.hasSuffix(".png")) {
            throw ValidationError("-o must name a .svg or .png file, not '\(output)'")
        }
    }

    func run() throws {
        let reference = ReferenceTransition(rawValue: transition)!
        let op = ReferenceOperation(rawValue: operation)!
        if let frames {
            try writeFrames(reference, op, into: frames)
            return
        }
        let moment: TransitionMoment = if let time { .time(time) } else if cancel { .cancelled(atPercent: at!) } else { .percent(at!) }
        let svg: String = MainActor.assumeIsolated {
            let staged = reference.stage(op, at: moment)
            return ScreenRenderer().svg(of: staged.scene.window)
        }
        guard let output else {
            print(svg, terminator: "")
            return
        }
        try write(svg, to: output)
    }

    private func write(_ svg: String, to path: String) throws {
        do {
            if path.hasSuffix(".png") {
                try PNGConverter.write(svg: svg, to: path, scale: scale)
            } else {
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch let failure as PNGConverter.Failure {
            fail("\(path): \(failure)")
        } catch {
            fail("cannot write \(path): \(describe(error))")
        }
    }

    private func writeFrames(_ reference: ReferenceTransition, _ op: ReferenceOperation, into folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            fail("cannot create the folder \(folder): \(describe(error))")
        }
        let step = 1.0 / Double(fps)
        let pictures: [String] = MainActor.assumeIsolated {
            let staged = reference.stage(op, at: .time(0))
            let clock = staged.scene.clock as! ManualClock
            var pictures = [ScreenRenderer().svg(of: staged.scene.window)]
            // Until the transition has completed, and one more picture of the settled screen.
            let limit = Int((reference.duration(of: op) + ReferenceTransition.settleSeconds) * Double(fps))
            while pictures.count < limit, staged.context?.phase != .completed {
                clock.advance(by: step)
                pictures.append(ScreenRenderer().svg(of: staged.scene.window))
            }
            clock.advance(by: step)
            pictures.append(ScreenRenderer().svg(of: staged.scene.window))
            return pictures
        }
        for (i, svg) in pictures.enumerated() {
            let name = String(format: "frame-%04d.%@", i, format)
            try write(svg, to: (folder as NSString).appendingPathComponent(name))
        }
        print("\(folder): \(pictures.count) pictures, \(fps) per second, \(reference.name) \(op.rawValue)")
    }
}
