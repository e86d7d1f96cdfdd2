import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A card whose tap presents another screen from it (the sixth sample's G06): in a dismissal's touch scenario that tap
/// begins a presentation from the presented screen, not the dismissal under check.
private final class TappedCard: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(TappedCard.tap, name: "tap")))
    }

    func tap() { present(UIViewController(), animated: true, completion: nil) }
}

@MainActor
struct NestedPresentationTouchTests {
    @Test("touches that make the presented screen present another are not the dismissal under check")
    func aPresentationFromThePresentedScreenIsNotItsDismissal() throws {
        for style in [UIModalPresentationStyle.custom, .fullScreen] {
            let check = TransitionCheck(
                presenting: UIViewController(),
                presented: { () -> TappedCard in let card = TappedCard(); card.modalPresentationStyle = style; return card }(),
                options: .init(runs: 0))
            let scenarios = check.subject.styles.flatMap { TouchExploration.scenarios(for: check.subject, style: $0) }
            let taps = scenarios.filter { $0.label.contains("tap") && $0.operation == .dismiss }
            #expect(!taps.isEmpty)
            for scenario in taps {
                guard case .failure(let error) = check.violations(of: scenario) else {
                    Issue.record("\(scenario.label) was checked as the dismissal")
                    continue
                }
                #expect(error.notApplicable && error.reason.contains("a transition other than the dismiss"), "\(error.reason)")
            }
        }
    }
}
