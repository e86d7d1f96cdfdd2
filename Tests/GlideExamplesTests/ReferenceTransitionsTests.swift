import Foundation
import GlideCatalog
import GlideExamples
import GlideUIKitCore
import Testing

/// What a cancelled transition must leave as it found: every view's place and look, and the view-controller state.
@MainActor
struct SceneState: Equatable {
    struct ViewState: Equatable {
        var name: String
        var superview: String?
        var frame: CGRect
        var transform: CATransform3D
        var alpha: Double
        var isHidden: Bool
        var cornerRadius: Double
    }

    var views: [ViewState]
    var rootPresents: String?
    var presentedIsPresented: Bool
    var appearance: [AppearanceState]

    /// The window's tree, and the trees of the root's and the presented view controller's views wherever they are.
    init(_ scene: ReferenceScene) {
        var seen: [ObjectIdentifier] = []
        var views: [ViewState] = []
        for tree in [scene.window, scene.root.view!, scene.presented.view!] {
            for view in tree.allViewsInTree where !seen.contains(ObjectIdentifier(view)) {
                seen.append(ObjectIdentifier(view))
                views.append(ViewState(
                    name: view.name, superview: view.superview?.name, frame: view.frame, transform: view.transform3D,
                    alpha: view.alpha, isHidden: view.isHidden, cornerRadius: view.cornerRadius))
            }
        }
        self.views = views
        rootPresents = scene.root.presentedViewController?.name
        presentedIsPresented = scene.isPresented
        appearance = [scene.root.appearanceState, scene.presented.appearanceState]
    }
}

@MainActor @Suite struct ReferenceTransitionsTests {
    @Test func namesAndForms() {
        #expect(ReferenceTransition.allCases.map(\.name) == [
            "card", "flip", "menu", "half-sheet", "card-buggy", "flip-buggy", "menu-buggy", "half-sheet-buggy",
            "card-handler-buggy", "menu-handler-buggy", "half-sheet-handler-buggy",
        ])
        for transition in ReferenceTransition.allCases {
            #expect(ReferenceTransition(rawValue: transition.name) == transition)
            #expect(transition.isBuggy == transition.name.hasSuffix("-buggy"))
            #expect((transition.bugDescription != nil) == transition.isBuggy)
            // A handler-buggy form's interactor cancel path is correct: its handlers never take it.
            #expect(transition.buggyOperations.isEmpty == (!transition.isBuggy || transition.handlerVariant == .forgetsCancellation))
            #expect(transition.handlerVariant == .forgetsCancellation ? transition.variant == .reference && transition.example != .flip : true)
            #expect(transition.referenceForm.example == transition.example && !transition.referenceForm.isBuggy)
            #expect(transition.buggyForm.example == transition.example && transition.buggyForm.isBuggy)
            #expect(transition.name.hasPrefix(transition.example.rawValue))
            #expect(!transition.summary.isEmpty)
            for operation in ReferenceOperation.allCases {
                #expect(transition.duration(of: operation) > 0)
                #expect(transition.operationName(operation).hasPrefix(transition.example == .halfSheet ? "halfSheet." : transition.example.rawValue + "."))
            }
        }
        #expect(ReferenceTransition(rawValue: "halfSheet") == nil)
        #expect(ReferenceTransition.card.duration(of: .present) == 1.0 && ReferenceTransition.card.duration(of: .dismiss) == 0.7)
        #expect(ReferenceTransition.flipBuggy.duration(of: .present) == 0.6)
    }

    @Test(arguments: ReferenceTransition.allCases)
    func sceneIsReady(_ transition: ReferenceTransition) throws {
        let clock = makeClock()
        let scene = transition.makeScene(clock: clock)
        #expect(scene.transition == transition)
        #expect(Clocks.current === clock && scene.window.clock === clock)
        #expect(scene.window.rootViewController === scene.root && scene.window.isKeyWindow)
        #expect(scene.presenter.window === scene.window)
        #expect(scene.presented.transitioningDelegate === scene.delegate)
        #expect(scene.delegate.variant == transition.variant)
        #expect(!scene.isPresented && scene.root.presentedViewController == nil)
        #expect(scene.root.appearanceState == .appeared)
        #expect(names(scene.window.subviews) == [scene.root.view.name])
        #expect(!scene.viewNames.isEmpty)
    }

    @Test(arguments: ReferenceTransition.allCases)
    func theInteractorHookDrivesOneTransition(_ transition: ReferenceTransition) throws {
        let clock = makeClock()
        let scene = transition.makeScene(clock: clock)
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = try #require(scene.present(interactor: interactor))
        #expect(context.phase == .ready, "an interactive presentation starts at the end of the turn, as UIKit's")
        clock.runPending()
        #expect(context.interactor === interactor && interactor.context === context)
        #expect(context.isInteractive && context.phase == .inFlight)
        #expect(scene.delegate.presentationInteractor == nil, "the hook is cleared once UIKit asked for it")
        interactor.update(0.5)
        interactor.finish()
        clock.advance(by: 2)
        #expect(context.phase == .completed && scene.isPresented)
        let dismissal = try #require(scene.dismiss())
        #expect(dismissal.interactor == nil && !dismissal.isInteractive)
        clock.advance(by: 2)
        #expect(dismissal.phase == .completed && !scene.isPresented)
    }

    /// Every form presents and dismisses cleanly when nothing is cancelled: animated, interactive, and not animated.
    @Test(arguments: ReferenceTransition.allCases, [Drive.animated, .interactiveFinish])
    func roundTripLeavesTheSceneAsItWas(_ transition: ReferenceTransition, _ mode: Drive) throws {
        let clock = makeClock()
        let scene = transition.makeScene(clock: clock)
        let before = SceneState(scene)
        let presentation = try #require(drive(scene, .present, mode, clock: clock))
        #expect(presentation.completedOnceCorrectly(cancelled: false))
        #expect(scene.isPresented && scene.root.presentedViewController === scene.presented)
        let dismissal = try #require(drive(scene, .dismiss, mode, clock: clock))
        #expect(dismissal.completedOnceCorrectly(cancelled: false))
        #expect(!scene.isPresented)
        #expect(names(scene.window.subviews) == [scene.root.view.name])
        #expect(appearance(scene.presented) == Appearance.appeared + Appearance.disappeared)
        // The window shows what it showed before (the presented view controller's own views may differ).
        let after = SceneState(scene)
        let windowNames = Set(scene.window.allViewsInTree.map(\.name))
        #expect(after.views.filter { windowNames.contains($0.name) } == before.views.filter { windowNames.contains($0.name) })
    }

    @Test(arguments: ReferenceTransition.allCases)
    func nonAnimatedRoundTrip(_ transition: ReferenceTransition) throws {
        let clock = makeClock()
        let scene = transition.makeScene(clock: clock)
        let presentation = try #require(scene.present(animated: false))
        #expect(presentation.phase == .completed && !presentation.isAnimated && scene.isPresented)
        let dismissal = try #require(scene.dismiss(animated: false))
        #expect(dismissal.phase == .completed && !scene.isPresented)
        #expect(names(scene.window.subviews) == [scene.root.view.name])
        #expect(nothingAnimates(in: scene.window))
    }

    /// The checker's scenario: a cancelled interactive transition must call `completeTransition(false)` and leave
    /// every view and the view-controller state as they were. Each correct form passes on both operations;
    /// each buggy form fails on the operations its bug is on, and only there.
    @Test(arguments: ReferenceTransition.allCases, ReferenceOperation.allCases)
    func cancelLeavesEverythingAsItWas(_ transition: ReferenceTransition, _ operation: ReferenceOperation) throws {
        let clock = makeClock()
        let scene = transition.makeScene(clock: clock)
        if operation == .dismiss {
            scene.present()
            clock.advance(by: 2)
            #expect(scene.isPresented)
        }
        let before = SceneState(scene)
        let run = try #require(drive(scene, operation, .interactiveCancel, clock: clock))
        let after = SceneState(scene)
        let argumentRight = run.completedOnceCorrectly(cancelled: true)
        let stateRestored = after == before
        let shouldFail = transition.buggyOperations.contains(operation)
        #expect((argumentRight && stateRestored) == !shouldFail,
                "argument right: \(argumentRight), state restored: \(stateRestored), bug expected: \(shouldFail)")
        if !stateRestored, !shouldFail {
            for (b, a) in zip(before.views, after.views) where a != b { Issue.record("\(b) became \(a)") }
        }
    }
}

@MainActor @Suite struct ReferenceSceneHookTests {
    /// `present` catches the context without displacing a recorder already listening for new contexts.
    @Test func aRecorderListeningForContextsKeepsSeeingThem() throws {
        let clock = makeClock()
        let scene = ReferenceTransition.menu.makeScene(clock: clock)
        var recorded: [TransitionContext] = []
        let observation = TransitionContext.observeCreation { recorded.append($0) }
        defer { observation.cancel() }
        let context = try #require(scene.present())
        #expect(recorded.count == 1 && recorded.first === context)
        clock.advance(by: 1)
        let dismissal = try #require(scene.dismiss())
        #expect(recorded.count == 2 && recorded.last === dismissal)
        #expect(dismissal !== context)
    }

    @Test func presentingTwiceIsRefusedAsUIKitDoes() throws {
        let clock = makeClock()
        let scene = ReferenceTransition.halfSheet.makeScene(clock: clock)
        #expect(scene.present() != nil)
        #expect(scene.present() == nil, "already presenting")
        clock.advance(by: 1)
        #expect(scene.isPresented)
    }
}
