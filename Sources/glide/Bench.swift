import Foundation
import GlideCommandLine
import ArgumentParser

/// `glide bench`: measures the engine in a release build.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Measure Glide's engine (build with -c release for meaningful numbers).",
        discussion: """
            `glide bench animation` animates N views (half with springs, half with keyframes) and \
            evaluates every view's presentation layer at each display frame, as a renderer would. \
            It reports animated-property evaluations per second and the time of one frame. \
            The target: one 120 Hz frame of 1,000 animated views in under 1 ms on one core.

            `glide bench soak` pushes millions of synthesized touchpad frames (three-finger swipes \
            presenting and dismissing a reference transition) through the live code path - the \
            live session, the gesture pipeline, the driver and the transitions - on a simulated \
            clock, and reports resident memory as it goes: it must stay flat after warm-up. It also \
            reports the time from a SYN_REPORT being handed over to the percent being applied.

            `glide bench check` runs the whole cancellation-check matrix for a transition (recorded, \
            all 41 invariants evaluated) and reports scenarios per second; the target is the whole \
            matrix in under one second.

            The end-to-end replay benchmark against libevemu is Tools/bench-replay.sh.
            """,
        subcommands: [AnimationBench.self, SoakBench.self, CheckBench.self]
    )
}
