/// A small, deterministic line diff (longest common subsequence) printed in the unified format of `diff -u`.
enum LineDiff {
    private enum Op: Equatable {
        case same(Int, Int)  // old index, new index
        case delete(Int)
        case insert(Int)
    }

    /// The unified diff from `old` to `new`; "" when they are equal.
    static func unified(old: String, new: String, oldName: String, newName: String, context: Int) -> String {
        if old == new { return "" }
        let a = lines(old), b = lines(new)
        let ops = script(a.lines, b.lines)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group the script into hunks: runs of changes with up to `context` unchanged lines around them.
        let changeIndices = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        var groups: [(Int, Int)] = []
        for i in changeIndices {
            if let last = groups.last, i - last.1 <= 2 * context + 1 {
                groups[groups.count - 1].1 = i
            } else {
                groups.append((i, i))
            }
        }
        for (first, last) in groups {
            let lo = max(0, first - context), hi = min(ops.count - 1, last + context)
            var oldStart = 0, newStart = 0, oldCount = 0, newCount = 0
            // Lines numbered from 1; a range of zero lines starts at the line before it.
            var oldLine = 0, newLine = 0
            for op in ops[..<lo] {
                switch op {
                case .same: oldLine += 1; newLine += 1
                case .delete: oldLine += 1
                case .insert: newLine += 1
                }
            }
            oldStart = oldLine + 1
            newStart = newLine + 1
            var body = ""
            for op in ops[lo...hi] {
                switch op {
                case .same(let i, _):
                    body += " " + a.lines[i] + "\n" + noNewline(a, i)
                    oldCount += 1; newCount += 1
                case .delete(let i):
                    body += "-" + a.lines[i] + "\n" + noNewline(a, i)
                    oldCount += 1
                case .insert(let j):
                    body += "+" + b.lines[j] + "\n" + noNewline(b, j)
                    newCount += 1
                }
            }
            if oldCount == 0 { oldStart -= 1 }
            if newCount == 0 { newStart -= 1 }
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    private static func noNewline(_ text: (lines: [String], endsWithNewline: Bool), _ i: Int) -> String {
        i == text.lines.count - 1 && !text.endsWithNewline ? "\\ No newline at end of file\n" : ""
    }

    /// The lines of `text`, split at each line feed; a carriage return before it stays in its line, so that a
    /// CRLF file's diff has its bytes (Swift's `Character` takes "\r\n" as one, which a split at "\n" misses).
    private static func lines(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        if text.isEmpty { return ([], true) }
        var parts = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        let ends = text.unicodeScalars.last == "\n"
        if ends { parts.removeLast() }
        return (parts, ends)
    }

    /// The edit script: common prefix and suffix kept, the middle by longest common subsequence
    /// (or deleted and inserted whole when it is too large to tabulate).
    private static func script(_ a: [String], _ b: [String]) -> [Op] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let a0 = prefix, a1 = a.count - suffix, b0 = prefix, b1 = b.count - suffix
        var ops: [Op] = (0..<prefix).map { .same($0, $0) }
        let n = a1 - a0, m = b1 - b0
        if n * m > 4_000_000 {
            ops += (a0..<a1).map { .delete($0) }
            ops += (b0..<b1).map { .insert($0) }
        } else {
            // lcs[i][j]: the longest common subsequence of a[a0..<a0+i] and b[b0..<b0+j].
            var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            if n > 0, m > 0 {
                for i in 1...n {
                    for j in 1...m {
                        lcs[i][j] = a[a0 + i - 1] == b[b0 + j - 1] ? lcs[i - 1][j - 1] + 1 : max(lcs[i - 1][j], lcs[i][j - 1])
                    }
                }
            }
            // Walked back from the end, as diff does: of equally long subsequences, the one that matches lines as late
            // as possible, so that a block moved down reads as lines deleted above and inserted below the lines that
            // stay; within a change, deletions come before insertions.
            var middle: [Op] = []
            var i = n, j = m
            while i > 0 || j > 0 {
                if i > 0, j > 0, a[a0 + i - 1] == b[b0 + j - 1] {
                    middle.append(.same(a0 + i - 1, b0 + j - 1)); i -= 1; j -= 1
                } else if j > 0, i == 0 || lcs[i][j - 1] >= lcs[i - 1][j] {
                    middle.append(.insert(b0 + j - 1)); j -= 1
                } else {
                    middle.append(.delete(a0 + i - 1)); i -= 1
                }
            }
            ops += middle.reversed()
        }
        ops += (0..<suffix).map { .same(a1 + $0, b1 + $0) }
        return ops
    }
}
