import Foundation
import Testing
@testable import GlideUIKitCore

/// A navigation delegate that is a plain Swift class, as Glide's own are.
@MainActor
private final class PlainDelegate: UINavigationControllerDelegate {}

/// One that is an `NSObject`, as an app's always is on iOS.
@MainActor
private final class ObjectDelegate: NSObject, UINavigationControllerDelegate {
    override var description: String { "ObjectDelegate(custom)" }
}

/// What the seventh sample of unseen code (docs/unseen-code.md) found missing: `NSObjectProtocol`'s members on a
/// delegate protocol's value (I01 logs `navigationController.delegate?.description`), `UIColor.groupTableViewBackground`
/// (I06) and `UIImage(imageLiteralResourceName:)` (J08).
@MainActor @Suite struct SeventhSampleAdditionsTests {
    @Test("a delegate protocol's value answers description, hash and isEqual as NSObjectProtocol's")
    func delegateValuesHaveObjectMembers() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let object = ObjectDelegate()
        navigation.delegate = object
        #expect(navigation.delegate?.description == "ObjectDelegate(custom)", "an NSObject answers with its own")
        #expect(navigation.delegate?.isEqual(object) == true)
        #expect(navigation.delegate?.isEqual(ObjectDelegate()) == false)
        #expect(navigation.delegate?.hash == object.hash)
        let plain = PlainDelegate()
        navigation.delegate = plain
        #expect(navigation.delegate?.description.contains("PlainDelegate: 0x") == true, "\(plain.description)")
        #expect(navigation.delegate?.description != PlainDelegate().description, "two objects never describe alike")
        #expect(navigation.delegate?.isEqual(plain) == true)
        #expect(navigation.delegate?.isEqual(object) == false)
        let animator: any UIViewControllerAnimatedTransitioning = ObjectAnimator()
        #expect(animator.description.contains("ObjectAnimator"))
    }

    @Test("a delegate's value answers isKind(of:) and isMember(of:), for UIKit's and Foundation's protocols alike")
    func delegateValuesAnswerTheirClass() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let object = ObjectDelegate()
        navigation.delegate = object
        #expect(navigation.delegate?.isKind(of: NSObject.self) == true)
        #expect(navigation.delegate?.isKind(of: UIViewController.self) == false)
        #expect(navigation.delegate?.isMember(of: ObjectDelegate.self) == true)
        #expect(navigation.delegate?.isMember(of: NSObject.self) == false)
        let plain = PlainDelegate()
        navigation.delegate = plain
        #expect(navigation.delegate?.isKind(of: PlainDelegate.self) == true)
        #expect(navigation.delegate?.isKind(of: NSObject.self) == false)
        let scroll = UIScrollView()
        let list = ScrollOwner()
        scroll.delegate = list
        #expect(scroll.delegate?.isKind(of: UIViewController.self) == true, "an any UIScrollViewDelegate, a view controller")
        #expect(scroll.delegate?.isMember(of: UIViewController.self) == false)
        #expect(scroll.delegate?.isMember(of: ScrollOwner.self) == true)
        withExtendedLifetime((object, plain, list)) {}
    }

    @Test("the pre-iOS 13 grouped background is the grouped background")
    func groupTableViewBackground() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }

    @Test("an image literal's initializer gives the named placeholder")
    func imageLiteral() {
        let image = UIImage(imageLiteralResourceName: "cat")
        #expect(image.size == UIImage(named: "cat")?.size)
    }
}

@MainActor
private final class ObjectAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}

@MainActor
private final class ScrollOwner: UIViewController, UIScrollViewDelegate {}
