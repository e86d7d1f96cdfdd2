/// The names Xcode's migrators renamed (Swift 3's C-function imports, Swift 4.2's nesting of UIKit and Core Animation
/// types and constants), which GlideUIKit spells only the current way.
enum Renames {
    /// A stand-alone name (a type, or a constant) and what the current SDK calls it.
    static let names: [String: String] = {
        var table: [String: String] = [
            // Swift 4.2: UIKit types nested in the class they belong to.
            "UINavigationControllerOperation": "UINavigationController.Operation",
            "UIViewAnimationOptions": "UIView.AnimationOptions",
            "UIViewAnimationCurve": "UIView.AnimationCurve",
            "UIViewAnimationTransition": "UIView.AnimationTransition",
            "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
            "UIViewContentMode": "UIView.ContentMode",
            "UIViewAutoresizing": "UIView.AutoresizingMask",
            "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
            "UIGestureRecognizerState": "UIGestureRecognizer.State",
            "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
            "UIControlState": "UIControl.State",
            "UIControlEvents": "UIControl.Event",
            "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
            "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
            "UIButtonType": "UIButton.ButtonType",
            "UIBlurEffectStyle": "UIBlurEffect.Style",
            "UIImageRenderingMode": "UIImage.RenderingMode",
            "UIImageOrientation": "UIImage.Orientation",
            "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
            "NSLayoutRelation": "NSLayoutConstraint.Relation",
            "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
            "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
            "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
            "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
            "UITableViewStyle": "UITableView.Style",
            "UITableViewRowAnimation": "UITableView.RowAnimation",
            "UITableViewScrollPosition": "UITableView.ScrollPosition",
            "UITableViewCellStyle": "UITableViewCell.CellStyle",
            "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
            "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
            "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
            "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
            "UITableViewRowActionStyle": "UITableViewRowAction.Style",
            "UIContextualActionStyle": "UIContextualAction.Style",
            "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
            "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
            "UISegmentedControlNoSegment": "UISegmentedControl.noSegment",
            "UIFontTextStyle": "UIFont.TextStyle",
            "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
            "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
            "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
            "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
            "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
            "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
            "UIAlertControllerStyle": "UIAlertController.Style",
            "UIAlertActionStyle": "UIAlertAction.Style",
            "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
            "UIBarButtonItemStyle": "UIBarButtonItem.Style",
            "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
            "UITouchPhase": "UITouch.Phase",
            "UIEventSubtype": "UIEvent.EventSubtype",
            "NSAttributedStringKey": "NSAttributedString.Key",
            // Swift 4.2: Foundation's run loop modes.
            "RunLoopMode": "RunLoop.Mode",
            "NSRunLoopCommonModes": "RunLoop.Mode.common",
            "NSDefaultRunLoopMode": "RunLoop.Mode.default",
            "UITrackingRunLoopMode": "RunLoop.Mode.tracking",
            "UIStackViewDistribution": "UIStackView.Distribution",
            "UIStackViewAlignment": "UIStackView.Alignment",
            "UITextBorderStyle": "UITextField.BorderStyle",
            "UITextFieldViewMode": "UITextField.ViewMode",
            "UITextFieldDidEndEditingReason": "UITextField.DidEndEditingReason",
            "UIInterpolatingMotionEffectType": "UIInterpolatingMotionEffect.EffectType",
            "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
            "UITabBarSystemItem": "UITabBarItem.SystemItem",
            "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
            "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
            "UIApplicationState": "UIApplication.State",
            "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
            "UIImagePickerControllerSourceType": "UIImagePickerController.SourceType",
            "UIProgressViewStyle": "UIProgressView.Style",
            "UIDatePickerMode": "UIDatePicker.Mode",
            "UIWindowLevel": "UIWindow.Level",
            "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
            "UIActivityType": "UIActivity.ActivityType",
            "UIPushBehaviorMode": "UIPushBehavior.Mode",
            "UICollisionBehaviorMode": "UICollisionBehavior.Mode",
            "UIAttachmentBehaviorType": "UIAttachmentBehavior.AttachmentType",
            "UIImageResizingMode": "UIImage.ResizingMode",
            "UINavigationItemLargeTitleDisplayMode": "UINavigationItem.LargeTitleDisplayMode",
            "UISearchBarStyle": "UISearchBar.Style",
            "UITouchType": "UITouch.TouchType",
            "UIPreviewActionStyle": "UIPreviewAction.Style",
            // Swift 4.2: constants turned into members of the type they belong to.
            "UIBackgroundTaskInvalid": "UIBackgroundTaskIdentifier.invalid",
            "UIApplicationOpenSettingsURLString": "UIApplication.openSettingsURLString",
            "UICollectionViewFlowLayoutAutomaticSize": "UICollectionViewFlowLayout.automaticSize",
            "UIContentSizeCategoryNewValueKey": "UIContentSizeCategory.newValueUserInfoKey",
            "UIImagePickerControllerMediaType": "UIImagePickerController.InfoKey.mediaType",
            "UIImagePickerControllerOriginalImage": "UIImagePickerController.InfoKey.originalImage",
            "UIImagePickerControllerEditedImage": "UIImagePickerController.InfoKey.editedImage",
            "UIImagePickerControllerCropRect": "UIImagePickerController.InfoKey.cropRect",
            "UIImagePickerControllerMediaURL": "UIImagePickerController.InfoKey.mediaURL",
            "UIImagePickerControllerImageURL": "UIImagePickerController.InfoKey.imageURL",
            // Swift 4.2: string constants turned into members of typed wrappers.
            "UITransitionContextFromViewControllerKey": "UITransitionContextViewControllerKey.from",
            "UITransitionContextToViewControllerKey": "UITransitionContextViewControllerKey.to",
            "UITransitionContextFromViewKey": "UITransitionContextViewKey.from",
            "UITransitionContextToViewKey": "UITransitionContextViewKey.to",
            "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
            "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
            "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
            "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
            "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
            "UILayoutPriorityRequired": "UILayoutPriority.required",
            "UILayoutPriorityDefaultHigh": "UILayoutPriority.defaultHigh",
            "UILayoutPriorityDefaultLow": "UILayoutPriority.defaultLow",
            "UILayoutPriorityFittingSizeLevel": "UILayoutPriority.fittingSizeLevel",
            "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
            "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
            "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
            "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
            "UINavigationControllerHideShowBarDuration": "UINavigationController.hideShowBarDuration",
            "UITableViewAutomaticDimension": "UITableView.automaticDimension",
            "UIWindowLevelNormal": "UIWindow.Level.normal",
            "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
            "UIWindowLevelAlert": "UIWindow.Level.alert",
            // Swift 4.2: VoiceOver's notifications became members of `UIAccessibility.Notification`.
            "UIAccessibilityScreenChangedNotification": "UIAccessibility.Notification.screenChanged",
            "UIAccessibilityLayoutChangedNotification": "UIAccessibility.Notification.layoutChanged",
            "UIAccessibilityAnnouncementNotification": "UIAccessibility.Notification.announcement",
            "UIAccessibilityPageScrolledNotification": "UIAccessibility.Notification.pageScrolled",
            // Swift 3: global constants turned into static members.
            "UIEdgeInsetsZero": "UIEdgeInsets.zero",
            "CGRectZero": "CGRect.zero",
            "CGPointZero": "CGPoint.zero",
            "CGSizeZero": "CGSize.zero",
            "CGAffineTransformIdentity": "CGAffineTransform.identity",
        ]
        // Swift 4.2: Core Animation's string constants became typed members.
        let coreAnimation: [(prefix: String, type: String, cases: [String])] = [
            ("kCAMediaTimingFunction", "CAMediaTimingFunctionName", ["Linear", "EaseIn", "EaseOut", "EaseInEaseOut", "Default"]),
            ("kCAFillMode", "CAMediaTimingFillMode", ["Forwards", "Backwards", "Both", "Removed"]),
            ("kCATransition", "CATransitionType", ["Fade", "MoveIn", "Push", "Reveal"]),
            ("kCATransition", "CATransitionSubtype", ["FromRight", "FromLeft", "FromTop", "FromBottom"]),
            ("kCAAnimation", "CAAnimationCalculationMode", ["Linear", "Discrete", "Paced", "Cubic", "CubicPaced"]),
            ("kCAAnimation", "CAAnimationRotationMode", ["RotateAuto", "RotateAutoReverse"]),
            ("kCAGravity", "CALayerContentsGravity", [
                "Center", "Top", "Bottom", "Left", "Right", "TopLeft", "TopRight", "BottomLeft", "BottomRight",
                "Resize", "ResizeAspect", "ResizeAspectFill",
            ]),
            ("kCALineCap", "CAShapeLayerLineCap", ["Butt", "Round", "Square"]),
            ("kCALineJoin", "CAShapeLayerLineJoin", ["Miter", "Round", "Bevel"]),
            ("kCAFillRule", "CAShapeLayerFillRule", ["NonZero", "EvenOdd"]),
            ("kCAAlignment", "CATextLayerAlignmentMode", ["Natural", "Left", "Right", "Center", "Justified"]),
            ("kCATruncation", "CATextLayerTruncationMode", ["None", "Start", "End", "Middle"]),
        ]
        // Swift 4: font weights and attributed string keys became typed members.
        for weight in ["UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"] {
            table["UIFontWeight" + weight] = "UIFont.Weight." + weight.prefix(1).lowercased() + weight.dropFirst()
        }
        for key in ["Font", "ForegroundColor", "BackgroundColor", "ParagraphStyle", "Kern", "StrokeColor", "StrokeWidth",
                    "Shadow", "UnderlineStyle", "StrikethroughStyle", "BaselineOffset", "Link"] {
            table["NS" + key + "AttributeName"] = "NSAttributedString.Key." + key.prefix(1).lowercased() + key.dropFirst()
        }
        // Swift 4.2: the accessibility traits (`UInt64` constants before) became members of `UIAccessibilityTraits`.
        for trait in accessibilityTraits {
            table["UIAccessibilityTrait" + trait] = "UIAccessibilityTraits." + trait.prefix(1).lowercased() + trait.dropFirst()
        }
        for group in coreAnimation {
            for name in group.cases {
                table[group.prefix + name] = group.type + "." + name.prefix(1).lowercased() + name.dropFirst()
            }
        }
        return table
    }()

    /// The accessibility traits by their old names' ends (`UIAccessibilityTraitHeader` is `.header`).
    static let accessibilityTraits = [
        "None", "Button", "Link", "Image", "Selected", "PlaysSound", "KeyboardKey", "StaticText", "SummaryElement",
        "NotEnabled", "UpdatesFrequently", "SearchField", "StartsMediaSession", "Adjustable", "AllowsDirectInteraction",
        "CausesPageTurn", "Header", "TabBar",
    ]

    /// True for an old trait name (`UIAccessibilityTraitHeader`): Swift 4 code combines them with `|=` and `&= ~`, as
    /// the bits they were.
    static func isAccessibilityTrait(_ name: String) -> Bool {
        name.hasPrefix("UIAccessibilityTrait") && accessibilityTraits.contains(String(name.dropFirst("UIAccessibilityTrait".count)))
    }

    /// Swift 4.2 moved UIKit's notification names from `Notification.Name` to the class that posts them:
    /// `.UIKeyboardWillShow` and `NSNotification.Name.UIKeyboardWillShow` → `UIResponder.keyboardWillShowNotification`.
    static let notifications: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
        "UIApplicationWillChangeStatusBarFrame": "UIApplication.willChangeStatusBarFrameNotification",
        "UIApplicationDidChangeStatusBarFrame": "UIApplication.didChangeStatusBarFrameNotification",
        "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
        "UIApplicationDidFinishLaunching": "UIApplication.didFinishLaunchingNotification",
        "UITextFieldTextDidBeginEditing": "UITextField.textDidBeginEditingNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UITextFieldTextDidEndEditing": "UITextField.textDidEndEditingNotification",
        "UITextViewTextDidBeginEditing": "UITextView.textDidBeginEditingNotification",
        "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
        "UITextViewTextDidEndEditing": "UITextView.textDidEndEditingNotification",
        "UIAccessibilityReduceMotionStatusDidChange": "UIAccessibility.reduceMotionStatusDidChangeNotification",
        "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
        "UIApplicationSignificantTimeChange": "UIApplication.significantTimeChangeNotification",
        "UIApplicationUserDidTakeScreenshot": "UIApplication.userDidTakeScreenshotNotification",
        "UIWindowDidBecomeKey": "UIWindow.didBecomeKeyNotification",
        "UIWindowDidResignKey": "UIWindow.didResignKeyNotification",
        "UIWindowDidBecomeVisible": "UIWindow.didBecomeVisibleNotification",
        "UIWindowDidBecomeHidden": "UIWindow.didBecomeHiddenNotification",
        "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
    ]

    /// C functions that Swift 4.2 turned into properties: `UIAccessibilityIsReduceMotionEnabled()` →
    /// `UIAccessibility.isReduceMotionEnabled`.
    static let functionsToProperties: [String: String] = [
        "UIAccessibilityIsReduceMotionEnabled": "UIAccessibility.isReduceMotionEnabled",
        "UIAccessibilityIsVoiceOverRunning": "UIAccessibility.isVoiceOverRunning",
        "UIAccessibilityIsReduceTransparencyEnabled": "UIAccessibility.isReduceTransparencyEnabled",
    ]

    /// A method or property whose base name changed, whether called on a receiver or bare inside a subclass.
    static let members: [String: String] = [
        "addChildViewController": "addChild",
        "removeFromParentViewController": "removeFromParent",
        "childViewControllers": "children",
        "isMovingToParentViewController": "isMovingToParent",
        "isMovingFromParentViewController": "isMovingFromParent",
        "childViewControllerForStatusBarStyle": "childForStatusBarStyle",
        "childViewControllerForStatusBarHidden": "childForStatusBarHidden",
        "activityIndicatorViewStyle": "style",
    ]

    /// A member whose name changed, renamed only where it is a member (`forMode: .commonModes`): a bare name
    /// could be the user's own.
    static let memberOnly: [String: String] = [
        // Swift 4.2: Foundation's run loop modes.
        "commonModes": "common",
        "defaultRunLoopMode": "default",
        "UITrackingRunLoopMode": "tracking",
    ]

    /// A call whose argument label changed: (base name, old first label) → new first label.
    static let labels: [String: (old: String, new: String)] = [
        "willMove": ("toParentViewController", "toParent"),
        "didMove": ("toParentViewController", "toParent"),
        "UIActivityIndicatorView": ("activityIndicatorStyle", "style"),
    ]

    /// A call whose first label moved into the name: `bringSubview(toFront: v)` → `bringSubviewToFront(v)`.
    static let labelIntoName: [String: (label: String, name: String)] = [
        "bringSubview": ("toFront", "bringSubviewToFront"),
        "sendSubview": ("toBack", "sendSubviewToBack"),
    ]

    /// C functions that Swift 3 imported as initializers: the new type name and the labels of its arguments.
    static let constructors: [String: (type: String, labels: [String])] = [
        "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
        "UIOffsetMake": ("UIOffset", ["horizontal", "vertical"]),
        "CGRectMake": ("CGRect", ["x", "y", "width", "height"]),
        "CGPointMake": ("CGPoint", ["x", "y"]),
        "CGSizeMake": ("CGSize", ["width", "height"]),
        "CGVectorMake": ("CGVector", ["dx", "dy"]),
        "CGAffineTransformMakeScale": ("CGAffineTransform", ["scaleX", "y"]),
        "CGAffineTransformMakeTranslation": ("CGAffineTransform", ["translationX", "y"]),
        "CGAffineTransformMakeRotation": ("CGAffineTransform", ["rotationAngle"]),
    ]

    /// C functions that Swift 4.2 turned into static methods: the method and the labels of its arguments.
    static let staticMethods: [String: (method: String, labels: [String])] = [
        "UIAccessibilityPostNotification": ("UIAccessibility.post", ["notification", "argument"]),
    ]

    /// C functions that Swift 3 and 4.2 turned into methods on their first argument: name → (method, labels of the
    /// other arguments; "" for none).
    static let methods: [String: (method: String, labels: [String])] = [
        "UIEdgeInsetsInsetRect": ("inset", ["by"]),
        "CGRectInset": ("insetBy", ["dx", "dy"]),
        "CGRectOffset": ("offsetBy", ["dx", "dy"]),
        "CGAffineTransformConcat": ("concatenating", [""]),
        "CGAffineTransformInvert": ("inverted", []),
        "CGAffineTransformScale": ("scaledBy", ["x", "y"]),
        "CGAffineTransformTranslate": ("translatedBy", ["x", "y"]),
        "CGAffineTransformRotate": ("rotated", ["by"]),
    ]

    /// UIKit's and Core Animation's own `@objc optional` requirements that transition code calls through `?(`;
    /// GlideUIKit declares them as requirements with default implementations, so `delegate?.m?(…)` becomes `delegate?.m(…)`.
    static let uikitOptionalRequirements: Set<String> = [
        // UIViewControllerTransitioningDelegate
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController",
        // UINavigationControllerDelegate, UITabBarControllerDelegate
        "navigationController", "tabBarController",
        // UIViewControllerAnimatedTransitioning
        "animationEnded", "interruptibleAnimator",
        // UIGestureRecognizerDelegate
        "gestureRecognizerShouldBegin", "gestureRecognizer",
        // UIScrollViewDelegate
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "scrollViewDidZoom", "viewForZooming",
        // UIAdaptivePresentationControllerDelegate
        "adaptivePresentationStyle", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
        "presentationControllerShouldDismiss", "presentationControllerDidAttemptToDismiss",
        // CAAnimationDelegate
        "animationDidStart", "animationDidStop",
        // UIViewImplicitlyAnimating (what `interruptibleAnimator(using:)` returns)
        "addAnimations", "addCompletion", "continueAnimation",
        // UICollectionViewDelegate(FlowLayout), UITableViewDelegate, UIPageViewControllerDelegate: a custom layout asks
        // its delegate `(collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(…,
        // insetForSectionAt:)` (the tenth bug sample's k01)
        "collectionView", "tableView", "pageViewController",
    ]
}
