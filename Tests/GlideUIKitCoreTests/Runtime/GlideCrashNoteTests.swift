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
}
