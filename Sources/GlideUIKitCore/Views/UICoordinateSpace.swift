import Foundation

/// A coordinate system points and rectangles convert between (UIKit's `UICoordinateSpace`): a view's, or the screen's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// `point`, given in this space, in `coordinateSpace`.
    @discardableResult
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this space.
    @discardableResult
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, given in this space, in `coordinateSpace` (the bounding box of its corners).
    @discardableResult
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this space.
    @discardableResult
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's rectangle.
    var bounds: CGRect { get }
}

/// The screen's coordinate space (``UIScreen/coordinateSpace``): points of the scene, with the window at its origin.
/// Glide differs: there is no rotation, so the fixed space (``UIScreen/fixedCoordinateSpace``) is the same.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    unowned let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self { return point }
        if let view = coordinateSpace as? UIView { return view.convert(view.windowPoint(fromScreen: point), from: nil) }
        return coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace === self { return point }
        if let view = coordinateSpace as? UIView { return view.screenPoint(fromWindow: view.convert(point, to: nil)) }
        return coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace === self { return rect }
        if let view = coordinateSpace as? UIView { return view.convert(view.windowRect(fromScreen: rect), from: nil) }
        return coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace === self { return rect }
        if let view = coordinateSpace as? UIView { return view.screenRect(fromWindow: view.convert(rect, to: nil)) }
        return coordinateSpace.convert(rect, to: self)
    }
}

extension UIView: UICoordinateSpace {
    /// `point`, in this view's space, in `coordinateSpace` (another view's, or the screen's).
    @discardableResult
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(point, from: self)
    }

    /// `point`, in `coordinateSpace`, in this view's space.
    @discardableResult
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return coordinateSpace.convert(point, to: self)
    }

    /// `rect`, in this view's space, in `coordinateSpace`.
    @discardableResult
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return coordinateSpace.convert(rect, from: self)
    }

    /// `rect`, in `coordinateSpace`, in this view's space.
    @discardableResult
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return coordinateSpace.convert(rect, to: self)
    }

    /// The offset of this view's window in the screen (its frame's origin; zero outside a window).
    private var windowOrigin: CGPoint { window?.frame.origin ?? .zero }
    fileprivate func windowPoint(fromScreen point: CGPoint) -> CGPoint { CGPoint(x: point.x - windowOrigin.x, y: point.y - windowOrigin.y) }
    fileprivate func screenPoint(fromWindow point: CGPoint) -> CGPoint { CGPoint(x: point.x + windowOrigin.x, y: point.y + windowOrigin.y) }
    fileprivate func windowRect(fromScreen rect: CGRect) -> CGRect { rect.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y) }
    fileprivate func screenRect(fromWindow rect: CGRect) -> CGRect { rect.offsetBy(dx: windowOrigin.x, dy: windowOrigin.y) }
}

extension UIScreen {
    /// The screen's coordinate space: the scene's points, windows placed by their frames.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
    /// The screen's fixed (portrait) coordinate space: ``coordinateSpace`` (Glide does not rotate).
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}
