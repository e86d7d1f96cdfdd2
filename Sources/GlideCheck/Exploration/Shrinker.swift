import Foundation
/// Shrinks a failing scenario to a small one that still fails.
///
/// First delta debugging over the steps (after the start, then before it): remove halves, then
/// quarters, and so on down to single steps, keeping every removal after which the scenario still
/// fails. Then simpler values: `update(p)` toward 0, 1, 0.5 or p rounded; `wait(t)` shorter;
/// `completionSpeed(s)` to 1; an interruptible start to an interactive one. It repeats until a pass
/// changes nothing or ``maxRuns`` candidates ran. Deterministic: the same scenario and predicate give
/// the same result.
public struct Shrinker: Sendable {
    /// The most candidates the shrinker runs.
    public var maxRuns: Int

    public init(maxRuns: Int = 300) {
        self.maxRuns = maxRuns
    }

    /// The smallest scenario found for which `stillFails` holds (`scenario` itself when none is smaller).
    /// `scenario` should fail; `stillFails` is called at most ``maxRuns`` times.
    public func shrink(_ scenario: Scenario, stillFails: (Scenario) -> Bool) -> Scenario {
        withoutActuallyEscaping(stillFails) { stillFails in
            var search = Search(current: scenario, budget: maxRuns, stillFails: stillFails)
            var previous: Scenario
            repeat {
                previous = search.current
                search.removeMoveFrames()
                search.removeChunks(\Scenario.steps)
                search.removeChunks(\Scenario.beforeStart)
                search.simplifyValues(\Scenario.steps)
                search.simplifyValues(\Scenario.beforeStart)
                if !search.current.wantsInteractiveStart {
                    var candidate = search.current
                    candidate.wantsInteractiveStart = true
                    _ = search.attempt(candidate)
                }
            } while search.current != previous && search.budget > 0
            return search.current
        }
    }

    /// How simple a percent is: 0, then 1, then 0.5, then one decimal, two decimals, anything else.
    static func simplicity(ofPercent p: Double) -> Int {
        if p == 0 { return 0 }
        if p == 1 { return 1 }
        if p == 0.5 { return 2 }
        if rounded(p, places: 1) == p { return 3 }
        if rounded(p, places: 2) == p { return 4 }
        return 5
    }

    /// Simpler replacements for `step`, simplest first. Every replacement is strictly simpler, so
    /// simplification ends.
    public static func simplifications(of step: Step) -> [Step] {
        switch step {
        case let .update(p):
            let rank = simplicity(ofPercent: p)
            var values: [Double] = []
            for value in [0, 1, 0.5, rounded(p, places: 1), rounded(p, places: 2)]
            where simplicity(ofPercent: value) < rank && !values.contains(value) {
                values.append(value)
            }
            return values.map { .update($0) }
        case let .wait(t):
            var values: [Double] = []
            for value in [0.01, 0.05, 0.1, 0.25, rounded(t, places: 1), rounded(t, places: 2)] where value < t && !values.contains(value) {
                values.append(value)
            }
            return values.sorted().map { .wait($0) }
        case let .completionSpeed(s):
            return s == 1 ? [] : [.completionSpeed(1)]
        case .finish, .cancel, .pause, .systemCancel:
            return []
        }
    }
}

/// The state of one shrink: the smallest failing scenario so far and the runs left.
private struct Search {
    var current: Scenario
    var budget: Int
    let stillFails: (Scenario) -> Bool

    /// Runs `candidate`; keeps it when it still fails.
    mutating func attempt(_ candidate: Scenario) -> Bool {
        guard budget > 0, candidate != current else { return false }
        budget -= 1
        guard stillFails(candidate) else { return false }
        current = candidate
        return true
    }

    /// Removes runs of `chunk` steps, for chunk = half the list, a quarter, … one.
    mutating func removeChunks(_ list: WritableKeyPath<Scenario, [Step]>) {
        var chunk = max(1, current[keyPath: list].count / 2)
        while !current[keyPath: list].isEmpty, budget > 0 {
            var start = 0
            while start < current[keyPath: list].count, budget > 0 {
                var candidate = current
                let end = min(start + chunk, candidate[keyPath: list].count)
                candidate[keyPath: list].removeSubrange(start..<end)
                if !attempt(candidate) { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
    }

    /// Removes runs of a touch script's frames in which every contact only moves (the touch-downs and
    /// lifts stay), for chunk = half of them, a quarter, … one.
    mutating func removeMoveFrames() {
        func movesOnly() -> [Int] {
            current.touches?.frames.indices.filter { index in
                current.touches!.frames[index].contacts.allSatisfy { $0.phase == .moved }
            } ?? []
        }
        var chunk = max(1, movesOnly().count / 2)
        while !movesOnly().isEmpty, budget > 0 {
            var start = 0
            while start < movesOnly().count, budget > 0 {
                let removable = movesOnly()
                let end = min(start + chunk, removable.count)
                var candidate = current
                let dropped = Set(removable[start..<end])
                candidate.touches?.frames = current.touches!.frames.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
                if !attempt(candidate) { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
    }

    /// Replaces each step's value by the simplest one that still fails.
    mutating func simplifyValues(_ list: WritableKeyPath<Scenario, [Step]>) {
        var index = 0
        while index < current[keyPath: list].count, budget > 0 {
            for replacement in Shrinker.simplifications(of: current[keyPath: list][index]) {
                var candidate = current
                candidate[keyPath: list][index] = replacement
                if attempt(candidate) { break }
            }
            index += 1
        }
    }
}
