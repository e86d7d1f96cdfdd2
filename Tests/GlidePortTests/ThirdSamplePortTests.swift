import GlidePort
import Testing

/// What `glide port` learned from the third unseen sample (issue 19): a `#selector` named through a value whose type
/// the source declares, and a selector's name written with a space.
@Suite struct ThirdSamplePortTests {
    @Test("#selector(value.method) is named through the value's declared type: a local made on the line before, a property")
    func selectorThroughALocal() {
        let result = Porter.port(source: """
            import UIKit
            class SwipeInteractor: UIPercentDrivenInteractiveTransition {
                @objc func handlePanGesture(_ pan: UIPanGestureRecognizer) {}
            }
            class Screen: UIViewController {
                let kept = SwipeInteractor()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let interactiveTransition = SwipeInteractor()
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: interactiveTransition, action: #selector(interactiveTransition.handlePanGesture)))
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: kept, action: #selector(kept.handlePanGesture(_:))))
                }
            }
            """, fileName: "T.swift")
        #expect(result.unportables.isEmpty, "\(result.unportables)")
        #expect(result.text.contains(#"action: Selector(SwipeInteractor.handlePanGesture, name: "handlePanGesture")"#))
        #expect(result.text.contains(#"action: Selector(SwipeInteractor.handlePanGesture(_:), name: "handlePanGesture(_:)")"#))
    }

    @Test("a value whose type the source does not say is still named as needing the type")
    func selectorThroughAnUntypedValue() {
        let result = Porter.port(source: """
            import UIKit
            class Screen: UIViewController {
                func install(_ make: () -> AnyObject) {
                    let target = make()
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: #selector(target.handle)))
                }
            }
            """, fileName: "T.swift")
        #expect(result.unportables.contains { $0.why.contains("named through a value") })
    }

    @Test("#selector(press(_ :)) is named press(_:), as the compiler names it")
    func selectorNameWithASpace() {
        let result = Porter.port(source: """
            import UIKit
            class Screen: UIViewController {
                @objc func press(_ sender: UIButton) {}
                func install(_ button: UIButton) { button.addTarget(self, action: #selector(press(_ :)), for: .touchUpInside) }
            }
            """, fileName: "T.swift")
        #expect(result.text.contains(#"name: "press(_:)")"#), "\(result.text)")
    }
}

@Suite struct ThirdSampleRenameAndOptionalTests {
    @Test("Swift 4.2's nesting of UITableViewCellSeparatorStyle and its neighbours")
    func tableViewCellRenames() {
        let result = Porter.port(source: """
            import UIKit
            let a: UITableViewCellSeparatorStyle = .none
            let b = UITableViewCellAccessoryType.disclosureIndicator
            let c = UICollectionElementKindSectionHeader
            """, fileName: "T.swift")
        #expect(result.text.contains("let a: UITableViewCell.SeparatorStyle = .none"))
        #expect(result.text.contains("let b = UITableViewCell.AccessoryType.disclosureIndicator"))
        #expect(result.text.contains("let c = UICollectionView.elementKindSectionHeader"))
    }

    @Test("animator.interruptibleAnimator?(using:) stays optional: nil where the animator does not implement it")
    func interruptibleAnimatorStaysOptional() {
        let result = Porter.port(source: """
            import UIKit
            final class Driver {
                func start(_ animator: UIViewControllerAnimatedTransitioning, _ context: UIViewControllerContextTransitioning) {
                    guard let interruptible = animator.interruptibleAnimator?(using: context) else { return }
                    interruptible.startAnimation()
                }
            }
            """, fileName: "T.swift")
        #expect(result.text.contains("guard let interruptible = animator.interruptibleAnimator(using: context).glideImplemented else { return }"),
                "\(result.text)")
    }
}

@Suite struct DiscoveredPortTests {
    @Test("import func AVFoundation.AVMakeRect imports GlideAVFoundation; import class UIKit.UIView imports GlideUIKit once")
    func scopedImports() {
        let result = Porter.port(source: "import UIKit\nimport func AVFoundation.AVMakeRect\nimport class UIKit.UIView\n", fileName: "T.swift")
        #expect(result.text.contains("import GlideAVFoundation"), "\(result.text)")
        #expect(!result.text.contains("AVFoundation.AVMakeRect"))
        #expect(result.text.components(separatedBy: "import GlideUIKit").count == 2, "\(result.text)")
    }

    @Test("#selector(NSObject.copy) names the method only: it returns a value")
    func foundationSelector() {
        let result = Porter.port(source: """
            import UIKit
            class Photo: UIViewController {
                func menu() -> Selector { #selector(NSObject.copy) }
            }
            """, fileName: "T.swift")
        #expect(result.text.contains(#"Selector("copy")"#), "\(result.text)")
    }
}

@Suite struct NinthSampleRenameTests {
    @Test("Swift 4.2's constants nested in their classes: the bar duration (M02), window levels, the table's automatic dimension")
    func constantRenames() {
        let result = Porter.port(source: """
            import UIKit
            let d = UINavigationControllerHideShowBarDuration
            let h = UITableViewAutomaticDimension
            let l = UIWindowLevelStatusBar + 1
            let v = UIAccessibilityIsVoiceOverRunning()
            let a = kCAAlignmentCenter
            let t = kCATruncationMiddle
            """, fileName: "T.swift")
        #expect(result.text.contains("let d = UINavigationController.hideShowBarDuration"), "\(result.text)")
        #expect(result.text.contains("let h = UITableView.automaticDimension"), "\(result.text)")
        #expect(result.text.contains("let l = UIWindow.Level.statusBar + 1"), "\(result.text)")
        #expect(result.text.contains("let v = UIAccessibility.isVoiceOverRunning"), "\(result.text)")
        #expect(result.text.contains("let a = CATextLayerAlignmentMode.center"), "\(result.text)")
        #expect(result.text.contains("let t = CATextLayerTruncationMode.middle"), "\(result.text)")
    }
}
