import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
@Suite struct DatePickerTests {
    private static let utc = TimeZone(identifier: "UTC")!
    /// 2024-03-05 09:41:20 UTC.
    private static let morning = Date(timeIntervalSince1970: 1_709_631_680)

    @Test("UIKit's defaults: the date is the moment it was made, date and time, automatic style resolved to compact")
    func defaults() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.date >= before && picker.date <= Date())
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact && picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.roundsToMinuteInterval && picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.calendar == Calendar.current && picker.locale == nil && picker.timeZone == nil)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.intrinsicContentSize == CGSize(width: 320, height: 358))
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.calendar = nil
        #expect(picker.calendar == Calendar.current)
    }

    @Test("the date is kept within the minimum and maximum dates, which are ignored while the minimum is later")
    func limits() {
        let picker = UIDatePicker()
        picker.minimumDate = Self.morning
        picker.setDate(Self.morning.addingTimeInterval(-3600), animated: true)
        #expect(picker.date == Self.morning)
        picker.maximumDate = Self.morning.addingTimeInterval(7200)
        picker.date = Self.morning.addingTimeInterval(86_400)
        #expect(picker.date == Self.morning.addingTimeInterval(7200))
        picker.maximumDate = Self.morning.addingTimeInterval(-60)  // the minimum is later: both ignored
        picker.date = Self.morning.addingTimeInterval(86_400)
        #expect(picker.date == Self.morning.addingTimeInterval(86_400))
        picker.maximumDate = Self.morning.addingTimeInterval(600)  // the date is brought within the new range
        #expect(picker.date == Self.morning.addingTimeInterval(600))
    }

    @Test("the minute interval must divide 60; the date is rounded to it unless roundsToMinuteInterval is off")
    func minuteInterval() {
        let picker = UIDatePicker()
        picker.timeZone = Self.utc
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 45
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        picker.date = Self.morning  // 09:41:20 → 09:45
        #expect(picker.date == Date(timeIntervalSince1970: 1_709_631_900))
        picker.date = Self.morning.addingTimeInterval(-240)  // 09:37:20 → 09:30
        #expect(picker.date == Date(timeIntervalSince1970: 1_709_631_000))
        picker.roundsToMinuteInterval = false
        picker.date = Self.morning
        #expect(picker.date == Self.morning)
    }

    @Test("the count-down duration is kept within 0 and 23:59:59")
    func countDown() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 90 * 60
        #expect(picker.countDownDuration == 5400 && picker.displayedText == "1 hours 30 min")
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_399)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
    }

    @Test(".valueChanged comes only from the user's choice, which is kept within the limits")
    func valueChangedFromTheUserOnly() {
        var changes: [Date] = []
        let picker = UIDatePicker()
        picker.addAction(UIAction { action in changes.append((action.sender as! UIDatePicker).date) }, for: .valueChanged)
        picker.date = Self.morning
        picker.setDate(Self.morning.addingTimeInterval(60), animated: true)
        picker.countDownDuration = 600
        #expect(changes.isEmpty)
        picker.maximumDate = Self.morning.addingTimeInterval(3600)
        picker.simulatePick(Self.morning.addingTimeInterval(7200))
        #expect(changes == [Self.morning.addingTimeInterval(3600)])
        picker.simulatePick(Self.morning.addingTimeInterval(3600))  // no change: nothing sent
        #expect(changes.count == 1)
        picker.isEnabled = false
        picker.simulatePick(Self.morning)
        #expect(changes.count == 1 && picker.date == Self.morning.addingTimeInterval(3600))
    }

    @Test("the picker shows its value as text in its locale and time zone, on a fill when compact")
    func shownText() throws {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US_POSIX")
        picker.timeZone = Self.utc
        picker.date = Self.morning
        picker.datePickerMode = .date
        #expect(picker.displayedText.contains("2024") && picker.displayedText.contains("Mar"))
        picker.datePickerMode = .time
        #expect(picker.displayedText.contains("9:41"))
        let label = try #require(picker.subviews.first { $0.name == "UIDatePicker.value" } as? UILabel)
        #expect(label.text == picker.displayedText)
        #expect(picker.subviews.first { $0.name == "UIDatePicker.fill" }?.backgroundColor == .tertiarySystemFill)
        #expect(picker.intrinsicContentSize.height == 34 && picker.intrinsicContentSize.width > 24)
    }
}
