import Foundation

extension CheckReport {
    /// One line saying what the check explored and how long that took on the wall clock, `seconds` as the caller
    /// measured it around the run: "CardTransition: 84 scenarios and 121 flows explored in 0.41 s (release build)".
    ///
    /// The time is kept out of the report itself, which a replay reproduces bit for bit; `glide check` prints this line
    /// to standard error after the report (`glide bench check` measures the same run in a release build, in rounds).
    public func explorationLine(seconds: Double, build: String) -> String {
        let flowCount = flows?.flowCount ?? 0
        return "\(subject): \(counted(scenarioCount, "scenario")) and \(counted(flowCount, "flow")) explored in "
            + String(format: "%.2f", seconds) + " s (\(build) build)"
    }
}
