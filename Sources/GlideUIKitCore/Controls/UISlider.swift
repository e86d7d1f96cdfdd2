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

    /// A slider is 31 points tall and has no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Moves the slider as a drag does and sends `.valueChanged` (Glide's hook).
    package func simulateDrag(to value: Float) {
        guard isEnabled else { return }
        self.value = value
        sendActions(for: .valueChanged)
    }
}
