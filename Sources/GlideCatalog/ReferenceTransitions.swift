import Foundation
import GlideExamples
import GlideUIKitCore

/// The four transitions a UIKit developer knows, ported to Glide.
public enum ReferenceExample: String, Sendable, Hashable, CaseIterable {
    /// App Store "Today" card expand and collapse, over a blur, with the tab bar sliding away.
    case card
    /// A card flipped over in 3D to reveal a full-screen view, from a snapshot.
    case flip
    /// A slide-in menu whose items spring in from the sides.
    case menu
    /// A half-height sheet over a dimming view, the presenter scaled back behind it.
    case halfSheet = "half-sheet"
}

/// The registry of reference transitions, by name: each correct, and each as commonly written with its bug.
///
/// `ReferenceTransition(rawValue: "card-buggy")` finds one by name; ``makeScene(clock:)`` builds a window
/// with its view-controller hierarchy, ready to present and dismiss.
public enum ReferenceTransition: String, Sendable, Hashable, CaseIterable {
    /// The card expand and collapse, correct.
    case card
    /// The snapshot flip, correct.
    case flip
    /// The slide-in menu, correct.
    case menu
    /// The dimming half sheet, correct.
    case halfSheet = "half-sheet"
    /// The card, completing with the animation's `finished` flag.
    case cardBuggy = "card-buggy"
    /// The flip, without the cleanup of a cancelled dismissal.
    case flipBuggy = "flip-buggy"
    /// The menu, always completing with true.
    case menuBuggy = "menu-buggy"
    /// The half sheet, removing its views when the dismissal begins.
    case halfSheetBuggy = "half-sheet-buggy"
    /// The card, its pan and pinch handlers forgetting `.cancelled` and `.failed`.
    case cardHandlerBuggy = "card-handler-buggy"
    /// The menu, its edge-pan handler forgetting `.cancelled` and `.failed`.
    case menuHandlerBuggy = "menu-handler-buggy"
    /// The half sheet, its pan handler forgetting `.cancelled` and `.failed`.
    case halfSheetHandlerBuggy = "half-sheet-handler-buggy"

    /// The transition this is a form of.
    public var example: ReferenceExample {
        switch self {
        case .card, .cardBuggy, .cardHandlerBuggy: return .card
        case .flip, .flipBuggy: return .flip
        case .menu, .menuBuggy, .menuHandlerBuggy: return .menu
        case .halfSheet, .halfSheetBuggy, .halfSheetHandlerBuggy: return .halfSheet
        }
    }

    /// The form of the transition's animators and presentation controller: correct, or as commonly
    /// written with its bug (the `-handler-buggy` forms have correct ones).
    public var variant: ExampleVariant {
        switch self {
        case .card, .flip, .menu, .halfSheet, .cardHandlerBuggy, .menuHandlerBuggy, .halfSheetHandlerBuggy: return .reference
        case .cardBuggy, .flipBuggy, .menuBuggy, .halfSheetBuggy: return .buggy
        }
    }

    /// The form of the transition's gesture handlers: correct, or (the `-handler-buggy` forms)
    /// forgetting `.cancelled` and `.failed`. The flip has no handlers.
    public var handlerVariant: HandlerVariant {
        switch self {
        case .cardHandlerBuggy, .menuHandlerBuggy, .halfSheetHandlerBuggy: return .forgetsCancellation
        default: return .reference
        }
    }

    /// The registry entry for `example` with `variant` animators and `handlerVariant` handlers; the
    /// flip, which has no handlers, ignores `handlerVariant`, as does a buggy animator form (each
    /// form has one bug).
    public init(example: ReferenceExample, variant: ExampleVariant, handlerVariant: HandlerVariant) {
        switch (example, variant, handlerVariant) {
        case (.card, .reference, .forgetsCancellation): self = .cardHandlerBuggy
        case (.menu, .reference, .forgetsCancellation): self = .menuHandlerBuggy
        case (.halfSheet, .reference, .forgetsCancellation): self = .halfSheetHandlerBuggy
        default: self.init(example: example, variant: variant)
        }
    }

    /// The registry entry for `example` in `variant`.
    public init(example: ReferenceExample, variant: ExampleVariant) {
        switch (example, variant) {
        case (.card, .reference): self = .card
        case (.flip, .reference): self = .flip
        case (.menu, .reference): self = .menu
        case (.halfSheet, .reference): self = .halfSheet
        case (.card, .buggy): self = .cardBuggy
        case (.flip, .buggy): self = .flipBuggy
        case (.menu, .buggy): self = .menuBuggy
        case (.halfSheet, .buggy): self = .halfSheetBuggy
        }
    }

    /// The name used on the command line and in reports ("card", "half-sheet-buggy", …).
    public var name: String { rawValue }

    /// True for the forms written with a bug.
    public var isBuggy: Bool { variant == .buggy || handlerVariant == .forgetsCancellation }

    /// The correct form of the same transition.
    public var referenceForm: ReferenceTransition { ReferenceTransition(example: example, variant: .reference) }

    /// The buggy form of the same transition.
    public var buggyForm: ReferenceTransition { ReferenceTransition(example: example, variant: .buggy) }

    /// One line on what the transition does.
    public var summary: String {
        switch example {
        case .card:
            return "App Store card: the card expands to full screen with a spring (damping 0.5, 1.0 s) over a blur while the tab bar "
                + "slides away, and collapses back (damping 0.8, 0.7 s)"
        case .flip:
            return "Flip: the presenter turns away and a snapshot of the destination turns in and grows to full screen "
                + "(keyframes in thirds, perspective m34 = -0.002, 0.6 s), and back"
        case .menu:
            return "Slide-in menu: items spring in from the sides and fade in (damping 0.7, velocity 0.8, 0.5 s), and back out"
        case .halfSheet:
            return "Half sheet: a lower-half sheet slides up over a dimming view with a close button while the presenter "
                + "scales back to 0.8, and back down"
        }
    }

    /// What is wrong with this form and what it does on the cancel path; nil for a correct form.
    public var bugDescription: String? {
        guard isBuggy else { return nil }
        if handlerVariant == .forgetsCancellation {
            let handler = switch example {
            case .card: "CardInteractionController's pan and pinch handlers"
            case .menu: "MenuInteractionController's edge-pan handler"
            default: "HalfSheetInteractionController's pan handler"
            }
            return "\(handler) \(example == .card ? "have" : "has") no case for .cancelled and .failed (default: break): when the system "
                + "takes the touches away (an incoming call) the transition stays interactive, neither finished nor cancelled. "
                + "The animators are correct, so only the handlers, driven by traces (--trace), show it (invariant 27)."
        }
        switch example {
        case .card:
            return "CardTransitionAnimator completes with the animation's `finished` flag instead of `!transitionWasCancelled`. "
                + "A cancelled interactive expand or collapse still ends its animations normally (finished == true), so it calls "
                + "completeTransition(true) after the cancel: the transition the user cancelled is committed, with the views where the "
                + "reversal left them: a presented detail the size of the card, or a dismissed detail still full screen (bug B3 in docs/uikit-rules.md)."
        case .flip:
            return "FlipDismissAnimator's completion has no cancel branch: after a cancelled dismissal the revealed (to) view and "
                + "the snapshot stay in the container over the presented view (bugs B2 and B4 in docs/uikit-rules.md)."
        case .menu:
            return "MenuTransitionAnimator always calls completeTransition(true): a cancelled slide-in presents the menu anyway, "
                + "a cancelled slide-out dismisses it, and nothing is undone (bugs B3 and B12 in docs/uikit-rules.md)."
        case .halfSheet:
            return "HalfSheetPresentationController removes its dimming view and close button in dismissalTransitionWillBegin "
                + "instead of dismissalTransitionDidEnd(true): after a cancelled dismissal the sheet is up without its dimming "
                + "view and close button (UIPresentationController's dismissalTransitionDidEnd(_:); invariant 18 in docs/uikit-rules.md)."
        }
    }

    /// The operations whose cancel path shows the bug (empty for a correct form, and for a
    /// `-handler-buggy` form, whose bug is that its handlers never take that path).
    public var buggyOperations: [ReferenceOperation] {
        guard isBuggy else { return [] }
        if handlerVariant == .forgetsCancellation {
            // The interactor's cancel path is correct: the handler never takes it.
            return []
        }
        switch example {
        case .card, .menu: return [.present, .dismiss]
        case .flip, .halfSheet: return [.dismiss]
        }
    }

    /// A descriptive name of `operation` for reports ("card.expand", "menu.slideOut", …).
    public func operationName(_ operation: ReferenceOperation) -> String {
        switch (example, operation) {
        case (.card, .present): return "card.expand"
        case (.card, .dismiss): return "card.collapse"
        case (.flip, .present): return "flip.present"
        case (.flip, .dismiss): return "flip.dismiss"
        case (.menu, .present): return "menu.slideIn"
        case (.menu, .dismiss): return "menu.slideOut"
        case (.halfSheet, .present): return "halfSheet.present"
        case (.halfSheet, .dismiss): return "halfSheet.dismiss"
        }
    }

    /// The animated duration of `operation`, in seconds (what the animator reports to a percent-driven interactor).
    public func duration(of operation: ReferenceOperation) -> Double {
        switch (example, operation) {
        case (.card, .present): return CardTransitionAnimator.expandDuration
        case (.card, .dismiss): return CardTransitionAnimator.collapseDuration
        case (.flip, _): return FlipAnimation.duration
        case (.menu, _): return MenuTransitionAnimator.duration
        case (.halfSheet, _): return HalfSheetAnimator.duration
        }
    }

    /// Builds the transition's scene on `clock`: a window with its view-controller hierarchy, the view
    /// controller to present, and its transitioning delegate. `clock` becomes the ambient clock
    /// (`Clocks.current`) for the scene's life, since block animations have no clock parameter; build the
    /// scene inside `clock.withCurrent { … }` to have the previous clock back afterwards.
    @MainActor
    public func makeScene(clock: any Clock) -> ReferenceScene {
        switch example {
        case .card: return CardScene(clock: clock, variant: variant, handlerVariant: handlerVariant).scene
        case .flip: return FlipScene(clock: clock, variant: variant).scene
        case .menu: return MenuScene(clock: clock, variant: variant, handlerVariant: handlerVariant).scene
        case .halfSheet: return HalfSheetScene(clock: clock, variant: variant, handlerVariant: handlerVariant).scene
        }
    }
}

/// A ready scene of one reference transition: a window on a clock, its view-controller hierarchy, the
/// view controller to present and the transitioning delegate that animates it.
///
/// ``present(animated:interactor:)`` and ``dismiss(animated:interactor:)`` start the transition and return
/// its context; pass a `UIPercentDrivenInteractiveTransition` (or any interactor) to drive it, then advance
/// the clock.
@MainActor
public struct ReferenceScene {
    /// The transition this scene runs.
    public let transition: ReferenceTransition
    /// The clock the window and its animations run on.
    public let clock: any Clock
    /// The window (390 × 844 points).
    public let window: UIWindow
    /// The window's root view controller.
    public let root: UIViewController
    /// The view controller that calls `present` (for the card, the list inside the first tab; UIKit's
    /// presenting view controller is then the root of its containment chain, the tab bar controller).
    public let presenter: UIViewController
    /// The view controller presented and dismissed.
    public let presented: UIViewController
    /// The transitioning delegate (held here: `transitioningDelegate` is weak, as in UIKit).
    public let delegate: any ReferenceTransitioningDelegate
    /// The names of the views the transition adds, moves or changes, for reports.
    public let viewNames: [String]
    /// The scene's gesture handlers (held here: a recognizer holds its targets weakly, as in UIKit):
    /// touches played into ``window`` (``TouchReplay``, `glide replay`, `glide live`) reach their
    /// recognizers and they drive the transition. Empty for a transition whose example has none (flip).
    public var gestureHandlers: [AnyObject] = []

    /// A scene of `transition`; wires `presented.transitioningDelegate` to `delegate`.
    public init(
        transition: ReferenceTransition, clock: any Clock, window: UIWindow, presenter: UIViewController,
        presented: UIViewController, delegate: any ReferenceTransitioningDelegate, viewNames: [String]
    ) {
        self.transition = transition
        self.clock = clock
        self.window = window
        self.root = window.rootViewController ?? presenter
        self.presenter = presenter
        self.presented = presented
        self.delegate = delegate
        self.viewNames = viewNames
        presented.transitioningDelegate = delegate
    }

    /// A key window of the scenes' size on `clock` showing `root`; makes `clock` the ambient clock
    /// (`clock.makeCurrent()`): the one place a reference scene changes it.
    public static func makeWindow(clock: any Clock, root: UIViewController) -> UIWindow {
        clock.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, name: "window")
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// True while the presented view controller is presented (including during its dismissal).
    public var isPresented: Bool { presented.presentingViewController != nil }

    /// The descriptive name of `operation` ("card.expand", …).
    public func operationName(_ operation: ReferenceOperation) -> String { transition.operationName(operation) }

    /// The animated duration of `operation`, in seconds.
    public func duration(of operation: ReferenceOperation) -> Double { transition.duration(of: operation) }

    /// The first view in the window named `name`.
    public func view(named name: String) -> UIView? { window.view(named: name) }

    /// Presents ``presented`` from ``presenter``; `interactor` drives it when given.
    /// Returns the transition's context (nil if UIKit's rules refused the presentation).
    @discardableResult
    public func present(animated: Bool = true, interactor: (any UIViewControllerInteractiveTransitioning)? = nil) -> TransitionContext? {
        perform(.present, animated: animated, interactor: interactor)
    }

    /// Dismisses ``presented``; `interactor` drives it when given.
    /// Returns the transition's context (nil if nothing was presented).
    @discardableResult
    public func dismiss(animated: Bool = true, interactor: (any UIViewControllerInteractiveTransitioning)? = nil) -> TransitionContext? {
        perform(.dismiss, animated: animated, interactor: interactor)
    }

    /// Starts `operation`; `interactor` drives it when given. Returns the transition's context.
    @discardableResult
    public func perform(
        _ operation: ReferenceOperation, animated: Bool = true, interactor: (any UIViewControllerInteractiveTransitioning)? = nil
    ) -> TransitionContext? {
        let delegate = self.delegate
        switch operation {
        case .present: delegate.presentationInteractor = interactor
        case .dismiss: delegate.dismissalInteractor = interactor
        }
        // The interactor is the caller's for this one transition; UIKit asks for it synchronously.
        defer {
            switch operation {
            case .present: delegate.presentationInteractor = nil
            case .dismiss: delegate.dismissalInteractor = nil
            }
        }
        // Catch the context as it is created (other observers, such as a checker's recorder, still see it).
        var created: TransitionContext?
        let observation = TransitionContext.observeCreation { created = $0 }
        defer { observation.cancel() }
        switch operation {
        case .present: presenter.present(presented, animated: animated)
        case .dismiss: presented.dismiss(animated: animated)
        }
        return created
    }
}
