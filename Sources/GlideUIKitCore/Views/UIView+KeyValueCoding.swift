import Foundation
import GlideObjectiveC

// The keys of views and scroll views (see `UIResponder+KeyValueCoding.swift`).

extension UIView {
    /// The keys a view answers by name.
    static let viewKeys: Set<String> = [
        "frame", "bounds", "center", "alpha", "transform", "hidden", "isHidden", "backgroundColor", "tag",
        "userInteractionEnabled", "isUserInteractionEnabled", "clipsToBounds", "opaque", "isOpaque", "contentMode",
        "layer", "superview", "subviews", "window", "tintColor", "accessibilityIdentifier", "exclusiveTouch",
        "multipleTouchEnabled", "autoresizesSubviews", "translatesAutoresizingMaskIntoConstraints",
    ]
    /// The keys whose observers a view tells of changes (`layer` never changes: a path through it, `layer.position`,
    /// follows the layer's own notifications).
    static let viewObservableKeys: Set<String> = ["frame", "bounds", "center", "alpha", "transform", "hidden", "layer"]

    /// The value of a view key, boxed; nil when `key` is not one.
    func viewValue(forKey key: String) -> Any?? {
        switch key {
        case "frame": return NSValue(rect: frame)
        case "bounds": return NSValue(rect: bounds)
        case "center": return NSValue(point: center)
        case "alpha": return NSNumber(value: Double(alpha))
        case "transform": return NSValue(cgAffineTransform: transform)
        case "hidden", "isHidden": return NSNumber(value: isHidden)
        case "backgroundColor": return .some(backgroundColor)
        case "tag": return NSNumber(value: tag)
        case "userInteractionEnabled", "isUserInteractionEnabled": return NSNumber(value: isUserInteractionEnabled)
        case "clipsToBounds": return NSNumber(value: clipsToBounds)
        case "opaque", "isOpaque": return NSNumber(value: isOpaque)
        case "contentMode": return NSNumber(value: contentMode.rawValue)
        case "layer": return layer
        case "superview": return .some(superview)
        case "subviews": return subviews
        case "window": return .some(window)
        case "tintColor": return .some(tintColor)
        case "accessibilityIdentifier": return .some(accessibilityIdentifier)
        case "exclusiveTouch": return NSNumber(value: isExclusiveTouch)
        case "multipleTouchEnabled": return NSNumber(value: isMultipleTouchEnabled)
        case "autoresizesSubviews": return NSNumber(value: autoresizesSubviews)
        case "translatesAutoresizingMaskIntoConstraints": return NSNumber(value: translatesAutoresizingMaskIntoConstraints)
        default: return nil
        }
    }

    /// Sets a view key through its setter; false when `key` is not one that can be set.
    func setViewValue(_ value: Any?, forKey key: String) -> Bool {
        let v = KeyValueDecoder(value: value, key: key, object: self)
        switch key {
        case "frame": frame = v.rect
        case "bounds": bounds = v.rect
        case "center": center = v.point
        case "alpha": alpha = v.cgFloat
        case "transform": transform = v.affineTransform
        case "hidden", "isHidden": isHidden = v.bool
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tag": tag = v.int
        case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled = v.bool
        case "clipsToBounds": clipsToBounds = v.bool
        case "opaque", "isOpaque": isOpaque = v.bool
        case "tintColor": tintColor = value as? UIColor
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        case "exclusiveTouch": isExclusiveTouch = v.bool
        case "multipleTouchEnabled": isMultipleTouchEnabled = v.bool
        case "autoresizesSubviews": autoresizesSubviews = v.bool
        case "translatesAutoresizingMaskIntoConstraints": translatesAutoresizingMaskIntoConstraints = v.bool
        default: return false
        }
        return true
    }
}

extension UIScrollView {
    /// The keys a scroll view answers by name, beside a view's.
    static let scrollViewKeys: Set<String> = [
        "contentOffset", "contentSize", "contentInset", "adjustedContentInset", "zoomScale", "scrollEnabled",
        "isScrollEnabled", "dragging", "isDragging", "decelerating", "isDecelerating", "tracking", "isTracking",
        "bounces", "pagingEnabled", "isPagingEnabled",
    ]
    /// The keys whose observers a scroll view tells of changes, beside a view's.
    static let scrollViewObservableKeys: Set<String> = ["contentOffset", "contentSize", "contentInset"]

    func scrollViewValue(forKey key: String) -> Any?? {
        switch key {
        case "contentOffset": return NSValue(point: contentOffset)
        case "contentSize": return NSValue(size: contentSize)
        case "contentInset": return NSValue(uiEdgeInsets: contentInset)
        case "adjustedContentInset": return NSValue(uiEdgeInsets: adjustedContentInset)
        case "zoomScale": return NSNumber(value: Double(zoomScale))
        case "scrollEnabled", "isScrollEnabled": return NSNumber(value: isScrollEnabled)
        case "dragging", "isDragging": return NSNumber(value: isDragging)
        case "decelerating", "isDecelerating": return NSNumber(value: isDecelerating)
        case "tracking", "isTracking": return NSNumber(value: isTracking)
        case "bounces": return NSNumber(value: bounces)
        case "pagingEnabled", "isPagingEnabled": return NSNumber(value: isPagingEnabled)
        default: return nil
        }
    }

    func setScrollViewValue(_ value: Any?, forKey key: String) -> Bool {
        let v = KeyValueDecoder(value: value, key: key, object: self)
        switch key {
        case "contentOffset": contentOffset = v.point
        case "contentSize": contentSize = v.size
        case "contentInset": contentInset = v.edgeInsets
        case "zoomScale": zoomScale = v.cgFloat
        case "scrollEnabled", "isScrollEnabled": isScrollEnabled = v.bool
        case "bounces": bounces = v.bool
        case "pagingEnabled", "isPagingEnabled": isPagingEnabled = v.bool
        default: return false
        }
        return true
    }
}

// MARK: Swift key paths

/// Views whose Swift key paths Glide names (a key path rooted at a subclass is another key path than the same
/// property's rooted at `UIView`, so the names are made for the root; see `CALayer+KeyValueCoding.swift`).
protocol ViewKeyPathRoot: UIView {}
extension UIView: ViewKeyPathRoot {}
protocol ScrollViewKeyPathRoot: UIScrollView {}
extension UIScrollView: ScrollViewKeyPathRoot {}

/// The key paths of the view properties that notify observers, rooted at `R`, and their keys.
@MainActor
func viewKeyPaths<R: ViewKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [
        \R.frame: "frame", \R.bounds: "bounds", \R.center: "center", \R.alpha: "alpha", \R.transform: "transform",
        \R.isHidden: "hidden", \R.frame.origin: "frame.origin", \R.frame.size: "frame.size", \R.bounds.size: "bounds.size",
        \R.layer.position: "layer.position", \R.layer.bounds: "layer.bounds", \R.layer.opacity: "layer.opacity",
        \R.layer.transform: "layer.transform",
    ]
}

@MainActor
func scrollViewKeyPaths<R: ScrollViewKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.contentOffset: "contentOffset", \R.contentSize: "contentSize", \R.contentInset: "contentInset"]
        .merging(viewKeyPaths(R.self)) { own, _ in own }
}
