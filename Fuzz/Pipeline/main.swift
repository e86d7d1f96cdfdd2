// fuzz-pipeline: the whole path a recording takes in `glide replay`: reader (either format, detected
// by content, lenient) → TouchFrameAssembler → GestureStateMachine → InteractionDriver → the menu
// transition, on a manual clock, with the timeline recorded. The end policy is chosen by the input's
// length, so all three are exercised.
import Glibc
import GlideCatalog
import GlideCatalog
import GlideExamples
import GlideFuzzSupport
import GlideInteraction
import GlideInput
import GlideUIKitCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let fd = FuzzInput.file(data, size)
    guard let source = try? TraceReader.open(fileDescriptor: fd, name: "fuzz", options: .lenient) else { return 0 }
    MainActor.assumeIsolated {
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.menu.makeScene(clock: clock)
        let policy = EndPolicy.all[size % EndPolicy.all.count]
        var options = ReplaySession.Options()
        options.recordsTimeline = true
        let session = ReplaySession(source: source, target: scene, clock: clock,
                                    configuration: InteractionConfiguration(policy: policy), options: options)
        _ = try? session.run()
    }
    return 0
}

exit(FuzzInput.run(fuzzPipeline))
