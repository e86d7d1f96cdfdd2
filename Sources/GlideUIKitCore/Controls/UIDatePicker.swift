import Foundation

/// How a date picker presents itself (UIKit's `UIDatePickerStyle`, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The style the system chooses: compact, or wheels for a count-down timer.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A button showing the value, which opens an editor.
    case compact = 2
    /// A calendar (or time fields) in place (iOS 14).
    case inline = 3
}

/// A control for choosing a date, a time, both, or a count-down duration (UIKit's `UIDatePicker`).
///
/// The values read back as UIKit's: ``date`` starts as the moment the picker was made and is kept within ``minimumDate``
/// and ``maximumDate`` (both ignored while the minimum is later than the maximum); with ``roundsToMinuteInterval`` (the
/// default) it is rounded to the nearest multiple of ``minuteInterval`` minutes in the picker's calendar and time zone;
/// ``minuteInterval`` must divide 60 and be at most 30 (another value sets the default, 1); ``countDownDuration`` is kept
/// within 0...86,399 seconds (23:59). Setting ``date`` or ``countDownDuration`` in code sends nothing: `.valueChanged`
/// comes only from the user's choice (Glide's hook `simulatePick`, which a test or replay calls for it).
/// ``datePickerStyle`` is the style ``preferredDatePickerStyle`` resolves to: `.automatic` is `.compact`, or `.wheels`
/// for a count-down timer, as on an iPhone.
///
/// Glide differs: no wheels, calendar or pop-up editor are drawn and touches choose nothing; the picker shows its value
/// as text (the date and time in the picker's locale, calendar and time zone, or the duration), on a rounded fill in the
/// compact style. Its intrinsic size is Glide's: the text plus 12 points a side by 34 points for the compact style,
/// 320 × 216 for wheels (UIKit's wheel size) and 320 × 358 for an inline date.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker chooses (UIKit's `UIDatePicker.Mode`, with its raw values).
    public enum Mode: Int, Sendable {
        /// Hours and minutes (and AM/PM where the locale uses it).
        case time = 0
        /// Day, month and year.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }

    /// What the picker chooses (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime { didSet { contentDidChange() } }

    /// The style asked for (`.automatic` by default).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { contentDidChange() } }

    /// The style in use: ``preferredDatePickerStyle`` with `.automatic` resolved (compact; wheels for a count-down
    /// timer, which has no other style).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The locale the picker shows its value in (nil: the current one).
    open var locale: Locale? { didSet { contentDidChange() } }

    /// The calendar (the current one by default; setting nil sets the current one again, as UIKit does).
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? .current
            contentDidChange()
        }
    }
    private var storedCalendar: Calendar = .current

    /// The time zone the picker shows its value in (nil: the current one).
    open var timeZone: TimeZone? { didSet { contentDidChange() } }

    /// The chosen date, within ``minimumDate`` and ``maximumDate`` and rounded to ``minuteInterval`` when
    /// ``roundsToMinuteInterval``. Setting it sends no `.valueChanged`.
    open var date: Date {
        get { storedDate }
        set {
            storedDate = adjusted(newValue)
            contentDidChange()
        }
    }
    private var storedDate: Date

    /// The earliest date the picker allows (nil: none).
    open var minimumDate: Date? { didSet { date = storedDate } }

    /// The latest date the picker allows (nil: none).
    open var maximumDate: Date? { didSet { date = storedDate } }

    /// The step of the minutes, from 1 to 30; it must divide 60 (another value sets the default, 1).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            date = storedDate
        }
    }
    private var storedMinuteInterval = 1

    /// Whether ``date`` is rounded to ``minuteInterval`` (iOS 15; true by default).
    open var roundsToMinuteInterval = true { didSet { date = storedDate } }

    /// The duration a count-down timer shows, in seconds, within 0...86,399 (23:59); kept in every mode, shown only
    /// by `.countDownTimer`. Setting it sends no `.valueChanged`.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            storedCountDownDuration = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), Self.longestCountDown)
            contentDidChange()
        }
    }
    private var storedCountDownDuration: TimeInterval = 0

    /// The longest count-down duration: 23 hours 59 minutes 59 seconds.
    package static let longestCountDown: TimeInterval = 86_399

    /// The value as text, on a rounded fill in the compact style.
    private let valueLabel = UILabel(frame: .zero)
    private let fillView = UIView(frame: .zero)

    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        storedDate = Date()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        fillView.name = "UIDatePicker.fill"
        fillView.isUserInteractionEnabled = false
        fillView.layer.cornerRadius = 6
        valueLabel.name = "UIDatePicker.value"
        valueLabel.textAlignment = .center
        valueLabel.font = .systemFont(ofSize: 17)
        addSubview(fillView)
        addSubview(valueLabel)
        contentDidChange()
    }

    /// Sets ``date`` (no `.valueChanged`; Glide does not animate wheels).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// Glide's hook: the user chose `date` (a spin of the wheels, a tap in the calendar). The date is kept within the
    /// limits and rounded as ``date`` is, and `.valueChanged` is sent when the value changed, as UIKit sends it.
    package func simulatePick(_ date: Date) {
        guard isEnabled else { return }
        let before = storedDate
        self.date = date
        if storedDate != before { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Glide's hook: the user chose a count-down duration of `countDownDuration` seconds; `.valueChanged` when it
    /// changed.
    package func simulatePick(countDownDuration: TimeInterval) {
        guard isEnabled else { return }
        let before = storedCountDownDuration
        self.countDownDuration = countDownDuration
        if storedCountDownDuration != before { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    // MARK: Values

    /// `date` within the limits (when the minimum is not after the maximum), rounded to the minute interval.
    private func adjusted(_ date: Date) -> Date {
        var result = date
        if roundsToMinuteInterval, minuteInterval > 1 { result = rounded(result) }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return result }
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// `date` moved to the nearest multiple of ``minuteInterval`` minutes past the hour, in the picker's calendar and
    /// time zone.
    private func rounded(_ date: Date) -> Date {
        var calendar = storedCalendar
        calendar.timeZone = timeZone ?? .current
        let parts = calendar.dateComponents([.minute, .second, .nanosecond], from: date)
        let intoHour = Double((parts.minute ?? 0) * 60 + (parts.second ?? 0)) + Double(parts.nanosecond ?? 0) / 1e9
        let step = Double(minuteInterval * 60)
        return date.addingTimeInterval((intoHour / step).rounded() * step - intoHour)
    }

    /// The value as the picker shows it: the date, the time, both, the month and year, or the duration.
    package var displayedText: String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(countDownDuration) / 60
            return "\(minutes / 60) hours \(minutes % 60) min"
        }
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = storedCalendar
        formatter.timeZone = timeZone ?? .current
        switch datePickerMode {
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
        case .date:
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
        case .dateAndTime:
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
        case .yearAndMonth:
            formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        case .countDownTimer:
            break
        }
        return formatter.string(from: storedDate)
    }

    private func contentDidChange() {
        valueLabel.text = displayedText
        valueLabel.textColor = isEnabled ? .label : .tertiaryLabel
        fillView.backgroundColor = datePickerStyle == .compact ? .tertiarySystemFill : nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func controlStateDidChange() { contentDidChange() }

    // MARK: Size and layout

    /// The compact style: the text plus 12 points a side, 34 points tall; wheels: 320 × 216; inline: 320 × 358 for a
    /// date, the compact size for a time.
    open override var intrinsicContentSize: CGSize {
        let compact = CGSize(width: UILabel.pixelCeil(valueLabel.font.width(of: displayedText)) + 24, height: 34)
        switch datePickerStyle {
        case .wheels: return CGSize(width: 320, height: 216)
        case .inline: return datePickerMode == .time ? compact : CGSize(width: 320, height: 358)
        case .compact, .automatic: return compact
        }
    }

    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        valueLabel.frame = bounds
        fillView.frame = bounds
    }
}
