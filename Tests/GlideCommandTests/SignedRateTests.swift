import GlideCommandLine
import Testing

/// Release velocities printed as `-0.00 /s`: what rounds to zero is `+0.00`, everything else keeps its sign.
@Suite struct SignedRateTests {
    @Test func whatRoundsToZeroHasNoMinus() {
        #expect(signedRate(-0.001) == "+0.00")
        #expect(signedRate(-0.0) == "+0.00")
        #expect(signedRate(0.004) == "+0.00")
        #expect(signedRate(0.18) == "+0.18")
        #expect(signedRate(-1.256) == "-1.26")
    }
}
