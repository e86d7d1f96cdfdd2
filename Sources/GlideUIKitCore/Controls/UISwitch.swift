import Foundation

/// An on/off switch (UIKit's `UISwitch`), 51 × 31 points as UIKit's.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    open var onTintColor: UIColor? { didSet { appearancePropertyDidSet(\UISwitch.onTintColor) } }
    open var thumbTintColor: UIColor? { didSet { appearancePropertyDidSet(\UISwitch.thumbTintColor) } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets ``isOn`` (no `.valueChanged`: UIKit sends that only for user changes).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }

    /// Flips the switch as a tap does and sends `.valueChanged` (Glide's hook).
    package func simulateToggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
