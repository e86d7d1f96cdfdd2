import GlideUIKit
import Testing

/// A view controller with an outlet, read by name as the unseen YYTransition reads `toViewPath`.
final class DetailController: UIViewController {
    var imageView: UIImageView! = UIImageView(frame: CGRect(x: 10, y: 20, width: 100, height: 80))
    var computedTitle: String { "detail" }
}

@MainActor
@Suite struct KeyValueCodingTests {
    @Test func coreAnimationKeyPathsReadAndWriteThroughTheSetters() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.position = CGPoint(x: 50, y: 60)
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(layer.value(forKeyPath: "transform.scale") as? CGFloat == 2)
        #expect(abs(layer.transform.m11 - 2) < 1e-9 && abs(layer.transform.m22 - 2) < 1e-9)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as! CGFloat) - .pi / 2) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.rotation") as? Double ?? 0) - .pi / 2) < 1e-9)
        layer.transform = CATransform3DIdentity
        layer.setValue(30, forKeyPath: "transform.translation.x")
        #expect(layer.transform.m41 == 30)
        #expect(layer.value(forKeyPath: "transform.translation.x") as? NSNumber == NSNumber(value: 30.0))
        layer.setValue(80, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 80, y: 60))
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 60)
        layer.setValue(300, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.size == CGSize(width: 300, height: 100))
        #expect(layer.value(forKeyPath: "bounds.size.height") as? Double == 100)
        layer.setValue(0.25, forKey: "opacity")
        #expect(layer.opacity == 0.25)
        #expect(layer.value(forKey: "opacity") as? Float == 0.25)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 80, y: 60))
        #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 80, y: 60))
        #expect(layer.value(forKey: "bounds") as? CGPoint == nil, "a rectangle is no point")
        #expect(layer.value(forKey: "hidden") as? Bool == false)
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
    }

    @Test func aLayerKeepsAnyKeyAndItsDefault() {
        final class Tagged: CALayer {
            override class func defaultValue(forKey key: String) -> Any? { key == "weight" ? 3 : super.defaultValue(forKey: key) }
        }
        let layer = Tagged()
        #expect(layer.value(forKey: "anything") == nil)
        #expect(layer.value(forKey: "weight") as? Int == 3)
        layer.setValue("card", forKey: "role")
        layer.setValue(0.5, forKey: "weight")
        #expect(layer.value(forKey: "role") as? String == "card")
        #expect(layer.value(forKey: "weight") as? CGFloat == 0.5)
        let copy = Tagged(layer: layer)
        #expect(copy.value(forKey: "role") as? String == "card", "init(layer:) copies the custom keys, as Core Animation's does")
    }

    @Test func viewsAndViewControllersAnswerTheirKeysAndYourStoredProperties() {
        let controller = DetailController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect((controller.value(forKeyPath: "view.frame") as? CGRect)?.width == 390)
        #expect(controller.value(forKeyPath: "imageView") as? UIImageView === controller.imageView)
        #expect(controller.value(forKeyPath: "imageView.frame") as? CGRect == CGRect(x: 10, y: 20, width: 100, height: 80))
        controller.imageView.setValue(0.5, forKey: "alpha")
        #expect(controller.imageView.alpha == 0.5)
        controller.setValue(CGSize(width: 1, height: 2), forKey: "preferredContentSize")
        #expect(controller.preferredContentSize == CGSize(width: 1, height: 2))
        let scrollView = UIScrollView()
        scrollView.setValue(NSValue(cgPoint: CGPoint(x: 0, y: 40)), forKey: "contentOffset")
        #expect(scrollView.contentOffset.y == 40)
        #expect(scrollView.value(forKey: "contentInset") as? UIEdgeInsets == .zero)
        #expect(scrollView.value(forKey: "transform") as? CGAffineTransform == .identity)
    }

    @Test func foundationsBoxesCastAsOnIOS() {
        let number: Any = NSNumber(value: 1.5)
        #expect(number as? CGFloat == 1.5)
        let float: Any = CGFloat(2)
        #expect((float as? NSNumber)?.doubleValue == 2)
        let rect: Any = NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect as? CGPoint == nil && rect as? CGSize == nil)
        let transform: Any = CATransform3DMakeScale(2, 2, 1)
        #expect((transform as? NSValue)?.caTransform3DValue == CATransform3DMakeScale(2, 2, 1))
    }
}

/// Foundation's own key-value methods on Linux keep winning where they exist (Glide's are disfavoured overloads).
@Suite struct FoundationKeyValueMethodsTests {
    @Test func dictionariesAndOperationsKeepTheirOwn() {
        let dictionary: NSDictionary = ["a": 1]
        #expect(dictionary.value(forKey: "a") as? Int == 1)
        let mutable = NSMutableDictionary()
        mutable.setValue(2, forKey: "b")
        #expect(mutable.object(forKey: "b") as? Int == 2)
        let object: NSObject = mutable
        #expect(object.value(forKey: "b") as? Int == 2, "through NSObject, Glide's answers a dictionary from its entries")
        let operation = BlockOperation {}
        operation.willChangeValue(forKey: "isReady")
        operation.didChangeValue(forKey: "isReady")
        #expect(!operation.isFinished)
    }
}
