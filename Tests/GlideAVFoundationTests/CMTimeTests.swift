import Foundation
import GlideAVFoundation
import Testing

@Suite struct CMTimeTests {
    @Test("a time is value / timescale seconds; equal instants compare equal whatever their timescale")
    func rationalSeconds() {
        #expect(CMTime(value: 3, timescale: 2).seconds == 1.5)
        #expect(CMTime(value: 1, timescale: 1) == CMTime(value: 600, timescale: 600))
        #expect(CMTime(value: 1, timescale: 1).hashValue == CMTime(value: 600, timescale: 600).hashValue)
        #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 1, timescale: 2))
        #expect(CMTimeGetSeconds(CMTimeMake(value: 5, timescale: 10)) == 0.5)
    }

    @Test("seconds are rounded to the preferred timescale, and the rounding is flagged")
    func fromSeconds() {
        let t = CMTime(seconds: 1.26, preferredTimescale: 10)
        #expect(t.value == 13 && t.timescale == 10)
        #expect(t.flags.contains(.hasBeenRounded))
        #expect(!CMTime(seconds: 1.5, preferredTimescale: 2).flags.contains(.hasBeenRounded))
        #expect(CMTimeMakeWithSeconds(2, preferredTimescale: 600).seconds == 2)
        #expect(!CMTime(seconds: .nan, preferredTimescale: 1).isValid)
        #expect(CMTime(seconds: .infinity, preferredTimescale: 1).isPositiveInfinity)
    }

    @Test("sums keep both timescales exact; infinities and indefinite times propagate as Core Media's do")
    func arithmetic() {
        let sum = CMTime(value: 1, timescale: 3) + CMTime(value: 1, timescale: 2)
        #expect(sum == CMTime(value: 5, timescale: 6) && sum.timescale == 6)
        #expect((CMTime(value: 2, timescale: 1) - CMTime(value: 1, timescale: 4)).seconds == 1.75)
        #expect((CMTime.indefinite + .zero).isIndefinite)
        #expect((CMTime.positiveInfinity + CMTime(value: 1, timescale: 1)).isPositiveInfinity)
        #expect(!CMTimeAdd(.positiveInfinity, .negativeInfinity).isValid)
        #expect(!CMTimeAdd(.invalid, .zero).isValid)
    }

    @Test("the order is invalid, negative infinity, numbers, positive infinity, indefinite")
    func order() {
        let times: [CMTime] = [.indefinite, .positiveInfinity, CMTime(value: 7, timescale: 1), .negativeInfinity, .invalid]
        #expect(times.sorted().map(\.flags) == [.invalid, .negativeInfinity, CMTime(value: 7, timescale: 1), .positiveInfinity, .indefinite].map(\.flags))
        #expect(CMTime.indefinite.seconds.isNaN && !CMTime.indefinite.isNumeric)
        #expect(CMTime(value: 1, timescale: 4).convertScale(2, method: .roundTowardZero).value == 0)
        #expect(CMTime(value: 1, timescale: 4).convertScale(2, method: .roundAwayFromZero).value == 1)
    }
}
