import Foundation
import Testing
@testable import GlideUIKitCore

/// What Glide writes before the runtime's backtrace when the app's code traps (the trap itself is run by
/// `CorpusTests`, on the slide menu of the corpus).
@MainActor @Suite struct GlideCrashNoteTests {
    @Test("the note names the activity and the latest answers of UIKit's model, each once")
    func theNoteNamesWhatRan() {
        GlideCrashNote.install()
        GlideCrashNote.activity("Menu's scenario present, animated")
        #expect(GlideCrashNote.note == "\nglide: the app's code stopped the check during Menu's scenario present, animated\n")
        GlideCrashNote.answer("view(forKey: .from) → nil")
        GlideCrashNote.answer("view(forKey: .from) → nil")
        for n in 1...5 { GlideCrashNote.answer("answer \(n)") }
        let lines = GlideCrashNote.note.split(separator: "\n")
        #expect(lines.count == 1 + GlideCrashNote.answerLimit)
        #expect(lines.last == "glide:   UIKit's model had answered: answer 5")
        #expect(!GlideCrashNote.note.contains("view(forKey: .from)"), "only the latest answers are kept")
        // A new activity forgets the answers of the last.
        GlideCrashNote.activity("Menu's flow 1")
        #expect(!GlideCrashNote.note.contains("answered"))
    }

    @Test("a page sheet's context answers nil for the presenter's view, and the note says why")
    func aNilViewIsNoted() {
        GlideCrashNote.install()
        GlideCrashNote.activity("a presentation")
        let world = World()
        let presented = UIViewController(name: "sheet")
        let delegate = TestDelegate(animator: SlideAnimator(duration: 0.1))
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        let context = presented.activeTransition
        #expect(context?.view(forKey: .from) == nil)
        #expect(GlideCrashNote.note.contains("view(forKey: .from) → nil (root's view is not part of a pageSheet transition"))
        world.advance(1)
        GlideCrashNote.activity("")
    }

    @Test("a container answered for a view controller key is noted with its class (an as! to a child's class traps)")
    func aContainerAnsweredIsNoted() {
        GlideCrashNote.install()
        GlideCrashNote.activity("a presentation from a tab")
        let screen = UIViewController(name: "cards")
        let tabs = UITabBarController(viewControllers: [screen], name: "tabs")
        let world = World(root: tabs)
        let presented = UIViewController(name: "detail")
        presented.modalPresentationStyle = .fullScreen
        let delegate = TestDelegate(animator: SlideAnimator(duration: 0.1))
        presented.transitioningDelegate = delegate
        screen.present(presented, animated: true)
        let context = presented.activeTransition
        #expect(context?.viewController(forKey: .from) === tabs)
        #expect(GlideCrashNote.note.contains("viewController(forKey: .from) → UITabBarController tabs"), "\(GlideCrashNote.note)")
        #expect(context?.viewController(forKey: .to) === presented)
        world.advance(1)
        GlideCrashNote.activity("")
    }

    /// The child of ``aStackOverflowStillPrintsTheNote()``: with `GLIDE_CRASH_NOTE_OVERFLOW` set, it overflows its
    /// stack under the note (an observer that sets what it observes, as PanModal's did in Glide); without it, nothing.
    @Test func stackOverflowChild() {
        guard ProcessInfo.processInfo.environment["GLIDE_CRASH_NOTE_OVERFLOW"] == "1" else { return }
        GlideCrashNote.install()
        GlideCrashNote.activity("the stack-overflow probe")
        func recurse(_ depth: Int) -> Int {
            if depth < 0 { return 0 }
            var frame = [Int](repeating: depth, count: 8)
            frame[depth % 8] = recurse(depth + 1)
            return frame.reduce(0, &+)
        }
        _ = recurse(0)
    }

    /// A stack overflow's SIGSEGV reaches the note's handler on its own stack: the note says what ran (it printed
    /// nothing before, the sixth bug sample's g05). Runs the child above in a process of its own.
    @Test func aStackOverflowStillPrintsTheNote() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", "stackOverflowChild"]
        var environment = ProcessInfo.processInfo.environment
        environment["GLIDE_CRASH_NOTE_OVERFLOW"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "\(process.terminationStatus) \(output.suffix(500))")
        #expect(output.contains("glide: the app's code stopped the check during the stack-overflow probe"), "\(output.suffix(500))")
        #expect(output.contains("the stack overflowed"), "\(output.suffix(500))")
    }
}
