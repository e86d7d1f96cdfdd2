import GlideInput

/// The name in `candidates` nearest to `name`: the same letters in another case, or within a
/// small edit distance (a third of the name's length, at least 2). Nil when none is near.
public func nearestName(_ name: String, in candidates: [String]) -> String? {
    if let same = candidates.first(where: { $0.lowercased() == name.lowercased() }) { return same }
    let limit = max(2, name.count / 3)
    let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
}

/// `unknown transition 'carrd' (did you mean 'card'?); choose one of …`.
public func unknownName(_ what: String, _ name: String, in candidates: [String], choices: String? = nil) -> String {
    let hint = nearestName(name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    return "unknown \(what) '\(name.escapingNonPrintable)'\(hint); choose one of \(choices ?? candidates.joined(separator: ", "))"
}

/// Levenshtein distance between two strings, by characters.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
