import Foundation
import GlideClock

/// A control with a minus and a plus half that step a value down and up (UIKit's `UIStepper`).
///
/// A touch going down on an enabled half steps ``value`` by ``stepValue`` at once, as UIKit's stepper does, and sends
/// `.valueChanged` (when ``isContinuous``; otherwise once when the touch ends, if the value changed); while the finger
/// stays on that half and ``autorepeat`` is on, the value keeps stepping. The control also sends `.touchDown`, then
/// `.touchUpInside` or `.touchUpOutside` (`.touchCancel` when a gesture takes the touch). Without ``wraps`` the value holds
/// at ``minimumValue`` and ``maximumValue`` and the half that would pass the limit is disabled (a touch on it changes
/// nothing); with ``wraps`` stepping past one limit goes to the other. Setting ``value`` in code sends nothing. The control
/// is 94 × 32 points, as UIKit's since iOS 13, and draws a rounded background, a divider and the − and + glyphs (or the
/// images set for them).
///
/// Glide differs: an autorepeating press steps again after 0.5 s and then every 0.1 s, without UIKit's acceleration, and
/// stops for good once the finger leaves the half it went down on. Setting ``stepValue`` to zero or less, which raises an
/// exception in UIKit, is logged to ``GlideDiagnostics`` and ignored.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// Whether `.valueChanged` is sent as the value changes during a press (true) or once when the press ends (false).
    open var isContinuous = true
    /// Whether pressing and holding a half keeps stepping the value.
    open var autorepeat = true
    /// Whether stepping past one limit goes to the other (false: the value holds at the limit).
    open var wraps = false { didSet { refreshHalves() } }

    /// The value, kept within ``minimumValue``...``maximumValue``.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = Swift.min(Swift.max(newValue, minimumValue), maximumValue)
            refreshHalves()
        }
    }
    private var storedValue: Double = 0

    /// The lowest value (0 by default). A minimum above ``maximumValue`` sets both to it, as UIKit documents.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            value = storedValue
        }
    }
    private var storedMinimum: Double = 0

    /// The highest value (100 by default). A maximum below ``minimumValue`` sets both to it, as UIKit documents.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            value = storedValue
        }
    }
    private var storedMaximum: Double = 100

    /// How much one step changes the value (1 by default); it must be greater than 0.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0 else {
                GlideDiagnostics.log("UIStepper: stepValue must be greater than 0 (UIKit raises NSInvalidArgumentException); \(newValue) ignored")
                return
            }
            storedStep = newValue
        }
    }
    private var storedStep: Double = 1

    private var backgroundImages: [UInt: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var dividerImages: [DividerKey: UIImage] = [:]

    private struct DividerKey: Hashable {
        let left: UInt
        let right: UInt
    }

    // The drawing: a rounded background, a divider, and each half's glyph or image.
    private let backgroundView = UIImageView(frame: .zero)
    private let dividerView = UIImageView(frame: .zero)
    private let minusLabel = UILabel(frame: .zero)
    private let plusLabel = UILabel(frame: .zero)
    private let minusImageView = UIImageView(frame: .zero)
    private let plusImageView = UIImageView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: frame.size == .zero ? Self.size : frame.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundView.name = "UIStepper.background"
        backgroundView.layer.cornerRadius = 8
        backgroundView.clipsToBounds = true
        dividerView.name = "UIStepper.divider"
        for (label, glyph) in [(minusLabel, "\u{2212}"), (plusLabel, "+")] {
            label.text = glyph
            label.font = .systemFont(ofSize: 20)
            label.textAlignment = .center
        }
        minusLabel.name = "UIStepper.minus"
        plusLabel.name = "UIStepper.plus"
        for view in [backgroundView, dividerView, minusImageView, plusImageView, minusLabel, plusLabel] as [UIView] {
            addSubview(view)
        }
        refreshHalves()
    }

    // MARK: Appearance

    /// Sets the background image for `state` (nil: the standard rounded background).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        refreshHalves()
    }

    /// The background image set for `state`.
    @discardableResult
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// Sets the divider image for the halves' states (the minus half's on the left).
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        refreshHalves()
    }

    /// The divider image set for the halves' states.
    @discardableResult
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: state.rawValue, right: state2.rawValue)]
    }

    /// Sets the plus half's image for `state` (nil: the + glyph).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        refreshHalves()
    }

    /// The plus half's image set for `state`.
    @discardableResult
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }

    /// Sets the minus half's image for `state` (nil: the − glyph).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        refreshHalves()
    }

    /// The minus half's image set for `state`.
    @discardableResult
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    // MARK: Halves

    /// One of the stepper's two halves.
    package enum Half: Sendable {
        case minus, plus
    }

    /// Whether `half` can step: always when wrapping, else while the value is short of its limit (and the control is
    /// enabled).
    package func isEnabled(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .minus ? value > minimumValue : value < maximumValue
    }

    /// The value one step of `half` from `value`: past a limit, the other limit when wrapping, else the limit.
    private func stepped(_ half: Half) -> Double {
        let next = half == .plus ? value + stepValue : value - stepValue
        if next > maximumValue { return wraps ? minimumValue : maximumValue }
        if next < minimumValue { return wraps ? maximumValue : minimumValue }
        return next
    }

    /// The half under `point` (in the control's coordinates): the left half is minus.
    private func half(at point: CGPoint) -> Half? {
        guard bounds.contains(point) else { return nil }
        return point.x < bounds.midX ? .minus : .plus
    }

    private func state(of half: Half) -> UIControl.State {
        if !isEnabled(half) { return .disabled }
        return pressed == half && isHighlighted ? .highlighted : .normal
    }

    private func image(in images: [UInt: UIImage], for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    private func refreshHalves() {
        let minusState = state(of: .minus), plusState = state(of: .plus)
        backgroundView.image = image(in: backgroundImages, for: state)
        backgroundView.backgroundColor = backgroundView.image == nil ? .tertiarySystemFill : nil
        dividerView.image = dividerImages[DividerKey(left: minusState.rawValue, right: plusState.rawValue)]
            ?? dividerImages[DividerKey(left: 0, right: 0)]
        dividerView.backgroundColor = dividerView.image == nil ? .opaqueSeparator : nil
        for (half, label, imageView, images) in [(Half.minus, minusLabel, minusImageView, decrementImages),
                                                 (Half.plus, plusLabel, plusImageView, incrementImages)] {
            let halfState = half == .minus ? minusState : plusState
            imageView.image = image(in: images, for: halfState)
            label.isHidden = imageView.image != nil
            label.textColor = halfState == .disabled ? .tertiaryLabel : (halfState == .highlighted ? .secondaryLabel : .label)
        }
        setNeedsLayout()
    }

    override func controlStateDidChange() { refreshHalves() }

    // MARK: Size and layout

    /// UIKit's stepper size since iOS 13.
    package static let size = CGSize(width: 94, height: 32)

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let dividerHeight = Swift.min(18, bounds.height)
        dividerView.frame = CGRect(x: bounds.midX - 0.5, y: bounds.midY - dividerHeight / 2, width: 1, height: dividerHeight)
        let left = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        let right = left.offsetBy(dx: bounds.width / 2, dy: 0)
        minusLabel.frame = left
        plusLabel.frame = right
        for (imageView, area) in [(minusImageView, left), (plusImageView, right)] {
            let size = imageView.image?.size ?? .zero
            imageView.frame = CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        }
    }

    // MARK: Touches

    /// The followed touch and the half it went down on.
    private var touch: UITouch?
    private var pressed: Half?
    /// Whether the value changed during the press (sent when it ends when not ``isContinuous``).
    private var changedDuringPress = false
    private var repeatTask: ScheduledTask?

    /// How long a press waits before its first repeated step, and between the next ones.
    package static let repeatDelay: TimeInterval = 0.5
    package static let repeatInterval: TimeInterval = 0.1

    private var clock: any Clock { window?.clock ?? Clocks.current }

    /// A touch on a half: `.touchDown`, then a step of that half at once (if it is enabled), repeating while held.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, touch == nil, let first = touches.first, let half = half(at: first.location(in: self)) else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        touch = first
        pressed = half
        changedDuringPress = false
        isHighlighted = true
        sendActions(for: .touchDown)
        step(half)
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
    }

    /// Leaving the half the press began on stops its repeating.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        if half(at: touch.location(in: self)) != pressed { stopRepeating() }
    }

    /// The press ends: `.valueChanged` now if the control is not continuous and the value changed, then
    /// `.touchUpInside` (or `.touchUpOutside` for a lift outside the control).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        let inside = bounds.contains(touch.location(in: self))
        endPress()
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        endPress()
        sendActions(for: .touchCancel)
    }

    private func endPress() {
        stopRepeating()
        touch = nil
        pressed = nil
        isHighlighted = false
        if !isContinuous, changedDuringPress { sendActions(for: .valueChanged) }
        changedDuringPress = false
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTask?.cancel()
        repeatTask = clock.schedule(after: delay) { [weak self] in
            guard let self, let half = self.pressed, self.isEnabled(half) else { return }
            self.step(half)
            self.scheduleRepeat(after: Self.repeatInterval)
        }
    }

    private func stopRepeating() {
        repeatTask?.cancel()
        repeatTask = nil
    }

    /// Steps `half` if it is enabled; a change is sent at once when continuous.
    private func step(_ half: Half) {
        guard isEnabled(half) else { return }
        let next = stepped(half)
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged) } else { changedDuringPress = true }
    }
}
