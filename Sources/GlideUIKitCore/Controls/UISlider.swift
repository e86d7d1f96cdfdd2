import Foundation

/// A slider (UIKit's `UISlider`): a value between a minimum and a maximum.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, kept within ``minimumValue``...``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { storedValue = Swift.min(Swift.max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    /// Whether dragging sends `.valueChanged` continuously.
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    /// Sets ``value`` (no `.valueChanged`: UIKit sends that only for user changes).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    /// The image at the minimum end (none by default).
    open var minimumValueImage: UIImage?
    /// The image at the maximum end (none by default).
    open var maximumValueImage: UIImage?

    /// Sets the thumb's image for `state` (nil: the standard thumb).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    /// The thumb's image set for `state`.
    @discardableResult
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// Sets the image of the track left of the thumb for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state.rawValue] = image }
    /// The image of the track left of the thumb set for `state`.
    @discardableResult
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// Sets the image of the track right of the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state.rawValue] = image }
    /// The image of the track right of the thumb set for `state`.
    @discardableResult
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The thumb's image in the current state, else the normal state's.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }
    /// The track's image left of the thumb in the current state, else the normal state's.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue] }
    /// The track's image right of the thumb in the current state, else the normal state's.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue] }

    /// The track's rectangle: the bounds' width, 2 points tall, centred (UIKit's standard track).
    @discardableResult
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    /// The thumb's rectangle for `value` on `rect`: 31 points square (the image's size when one is set), its centre
    /// moving from the track's start to its end as the value goes from the minimum to the maximum.
    @discardableResult
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: 31, height: 31)
        let span = maximumValue > minimumValue ? CGFloat((value - minimumValue) / (maximumValue - minimumValue)) : 0
        let centerX = rect.minX + size.width / 2 + (rect.width - size.width) * Swift.min(Swift.max(span, 0), 1)
        return CGRect(x: centerX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A slider is 31 points tall and has no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Moves the slider as a drag does and sends `.valueChanged` (Glide's hook).
    package func simulateDrag(to value: Float) {
        guard isEnabled else { return }
        self.value = value
        sendActions(for: .valueChanged)
    }
}
