import Foundation
import GlideTestSupport
import Testing

/// Real UIKit transition code, six transitions from public repositories (`../shared/uikit-corpus/`),
/// ported by `glide port` with no hand edit, built against GlideUIKit in a scratch package (in Swift 5
/// language mode, as written), and run through `TransitionCheck` with the scaffolding their
/// storyboards would have given (`Scaffolding/`). Each verdict is what reading the code says; the
/// reasons are written beside them.
@Suite(.serialized) struct CorpusTests {
    /// What reading each transition's code says GlideCheck must find, and why.
    static let expected: [String: (failed: [Int], why: String)] = [
        "SlideMenu": ([2, 9, 16, 22, 25], """
            MenuTransitionManager calls completeTransition(true) whatever happened, so a cancelled presentation \
            or dismissal is committed (2, 25). The presentation leaves its snapshot of the main screen in the \
            container on purpose (it is the main screen while the menu is open; the dismissal removes it), and \
            it is not declared persistent (22). The dismissal animates only that snapshot: after a presentation \
            that did not animate (UIKit does not call the animator then) there is none, the animation block \
            changes nothing and completes at once, so an interactive dismissal completes under the finger, \
            before its time (9) and while still interactive (16).
            """),
        "HorizontalFlip": ([18, 23], """
            The keyframes set toView.alpha = 1 and fromView.alpha = 0; the completion resets the transforms and \
            anchor points but not alpha, so after a cancel the view that stays on screen is transparent (18, 23).
            """),
        "CustomNavigation": ([18, 23], """
            The pop animates fromView.frame off to the right and the completion does not put it back when \
            cancelled: the model value stays at the animation's target, so the view the cancelled pop keeps is \
            off screen (18, 23).
            """),
        "HalfModal": ([18, 23], """
            HalfModalTransitionAnimator moves the dismissed view to y = 800 with no cancel branch (18); the \
            presentation controller scales the presenter back to identity alongside the dismissal, and \
            dismissalTransitionDidEnd(false) does not scale it down again (23).
            """),
        "BubbleTransition": ([2, 18, 22, 23, 25, 26], """
            The presentation completes with completeTransition(true) (2, 25) and keeps the bubble, hidden, in \
            the container for the dismissal (22). The dismissal's completion restores nothing and calls \
            endAppearanceTransition only when it was not cancelled: the returning view stays shrunk and \
            transparent (18, 23) and the presenter's appearance transition never ends (26).
            """),
    ]

    @Test func theCorpusPortsBuildsAndChecksAsReadingTheCodeSays() throws {
        let ported = try CorpusPackage.write()
        for (module, result) in ported.sorted(by: { $0.key < $1.key }) {
            #expect(result.status == 0, "glide port of \(module): \(result.err)")
        }
        let build = try CorpusPackage.build()
        let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }
        #expect(build.status == 0, "the ported corpus does not build:\n\(errors.prefix(40).joined(separator: "\n"))")
        try #require(build.status == 0)
        for module in CorpusPackage.modules {
            guard let gap = module.knownGap else { continue }
            let result = try CorpusPackage.build(module: module.name)
            #expect(result.status != 0 && result.output.contains(gap), "\(module.name) builds now: remove its known gap and check it")
        }
        let run = try CorpusPackage.checks()
        #expect(run.status == 0, "\(run.output)")
        let verdicts = try run.output.split(separator: "\n").filter { $0.hasPrefix("{") }.map {
            try JSONDecoder().decode(CorpusVerdict.self, from: Data($0.utf8))
        }
        #expect(verdicts.map(\.transition).sorted() == Self.expected.keys.sorted(), "\(run.output)")
        for verdict in verdicts {
            #expect(verdict.scenarios > 0 && verdict.errors == 0, "\(verdict.transition): \(verdict)")
            guard let expected = Self.expected[verdict.transition] else { continue }
            #expect(verdict.failed == expected.failed, "\(verdict.transition): \(expected.why)\n\(verdict.evidence)")
        }
    }
}
