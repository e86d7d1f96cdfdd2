import Foundation
import GlideTestSupport
import Testing

/// Issue 20's items where the tests elsewhere left a gap, run as a user runs `glide` (the table "Issue 20's items
/// and their tests" in docs/testing.md names every item's tests).
@Suite struct Issue20AuditTests {
    static func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        return try GlideCommand.run(args)
    }

    /// Every recording, real and Glide's: `glide info --json` lists its gestures.
    static var recordings: [String] {
        var paths: [String] = []
        for folder in [Repository.sharedTraces, Repository.glideTraces] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            paths += names.filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0).path }
        }
        return paths
    }

    /// Items 3 and 4, on every recording at hand: the first gesture `glide info` lists that a binding can name drives
    /// `glide replay` with a binding of its listed kind, finger count and direction (a 4-finger drag listed `down`
    /// drove nothing with `--binding drag:4:down`), and the replay says it began when the list says (a span listed
    /// from 18.506 s hid a drag the recognizer began at 20.742 s).
    @Test(.enabled(if: Repository.hasShared, Repository.sharedMissing))
    func theListedGestureDrivesItsBindingFromItsListedStart() throws {
        var checked = 0
        for path in Self.recordings {
            let info = try Self.run(["info", path, "--json"])
            #expect(info.status == 0, "\(path): \(info.err)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(info.out.utf8)) as? [String: Any], "\(path)")
            let gestures = json["gestures"] as? [[String: Any]] ?? []
            guard let gesture = gestures.first(where: { !["tap", "hold"].contains($0["kind"] as? String ?? "") }) else { continue }
            let kind = try #require(gesture["kind"] as? String), fingers = try #require(gesture["fingers"] as? Int)
            let direction = try #require((gesture["startDirection"] as? String) ?? (gesture["direction"] as? String), "\(path): \(gesture)")
            // `start` is when the fingers came down; `began`, when the recognizer decided: what the list shows.
            let start = try #require((gesture["began"] as? Double) ?? (gesture["start"] as? Double))
            let binding = "\(kind):\(kind == "edgeSwipe" ? "" : String(fingers)):\(direction)"
            let replay = try Self.run(["replay", path, "-t", "card", "--binding", binding])
            #expect(replay.status == 0, "\(path) --binding \(binding): \(replay.err)")
            let began = String(format: "%.3f", start).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
            #expect(replay.out.contains("gesture:      \(kind) with \(fingers) finger\(fingers == 1 ? "" : "s"), began at \(began) s"),
                    "\(path) --binding \(binding) (listed from \(start) s):\n\(replay.out)")
            checked += 1
        }
        #expect(checked >= 20, "only \(checked) recordings had a gesture to bind")
    }

    /// Item 12: `glide demo -t flip-buggy` printed raw Swift values (`CGRect(origin: Foundation.CGPoint(x: 20.0, …`,
    /// widths like `2.0186485700231097e-14`). Geometry is printed as everywhere else: at most three decimals.
    @Test func theDemoPrintsGeometryAsTheRestOfTheOutputDoes() throws {
        for transition in ["flip-buggy", "flip", "card", "half-sheet-buggy"] {
            let r = try Self.run(["demo", "-t", transition])
            let text = r.out + r.err
            for raw in ["CGRect(", "CGPoint(", "CGSize(", "Foundation.", "Swift.", "Optional("] {
                #expect(!text.contains(raw), "\(transition): \(raw) in\n\(text)")
            }
            #expect(text.range(of: #"\d\.\d{4,}|\de-\d"#, options: .regularExpression) == nil, "\(transition):\n\(text)")
            #expect(text.range(of: #"-0(\.0+)?( |/|$)"#, options: .regularExpression) == nil, "\(transition):\n\(text)")
        }
    }

    /// Item 13: one number format everywhere: the same device size in `info` and `replay`, no more than three
    /// decimals in either, no `-0`, `1 scenario` in the singular, and no distance for a binding that does not use it.
    @Test(.enabled(if: Repository.hasShared, Repository.sharedMissing))
    func numbersArePrintedOneWay() throws {
        let pinch = Repository.sharedTrace("synaptics-tm3276-t480-2finger-pinch-in.evemu")
        let info = try Self.run(["info", pinch])
        let replay = try Self.run(["replay", pinch, "-t", "card", "--binding", "pinch:2:in", "--policy", "adwaita"])
        #expect(info.out.contains("97 × 64.85 mm") && replay.out.contains("97 × 64.85 mm"), "\(info.out)\n\(replay.out)")
        for text in [info.out, replay.out] {
            #expect(text.range(of: #"\d\.\d{4,}"#, options: .regularExpression) == nil, "\(text)")
            #expect(text.range(of: #"-0(\.0+)?( |/|$)"#, options: .regularExpression) == nil, "\(text)")
        }
        // A pinch goes by scale, not finger travel: no `distance 40 mm` beside its binding.
        #expect(!replay.out.contains("distance"), "\(replay.out)")
        let swipe = try Self.run(["replay", Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu"), "-t", "card"])
        #expect(swipe.out.contains("binding swipe:3:left, distance 40 mm"), "\(swipe.out)")
        let one = try Self.run(["check", "--animator", "card", "--no-matrix", "--runs", "1"])
        #expect(one.out.contains("1 scenario") && !one.out.contains("1 scenarios"), "\(one.out)")
    }

    /// Item 15: messages, help and `--list` cited what a user's clone does not have ("reference part (b)",
    /// "reference §9 B3", `../shared/…`). What they cite now is Apple's documentation by title or the repository's
    /// own docs, and every `docs/…` they name is there.
    @Test func whatTheToolCitesAUserCanOpen() throws {
        var texts: [(String, String)] = []
        for args in [["--help"], ["check", "--list"], ["check", "--help"], ["replay", "--help"], ["info", "--help"], ["synth", "--help"],
                     ["live", "--help"], ["render", "--help"], ["port", "--help"], ["demo", "--help"], ["bench", "--help"],
                     ["check", "--animator", "half-sheet-buggy", "--runs", "5"]] {
            let r = try Self.run(args)
            texts.append((args.joined(separator: " "), r.out + r.err))
        }
        texts.append(("README.md", try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)))
        for (name, text) in texts {
            for unfollowable in ["reference part", "§", "../shared", "reference B", "part (b)"] {
                #expect(!text.contains(unfollowable), "\(name) cites \(unfollowable)")
            }
            let cited = text.matches(of: /docs\/[a-z-]+\.md/).map { String($0.output) }
            for doc in Set(cited) {
                #expect(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(doc).path), "\(name) cites \(doc), which is not there")
            }
        }
    }
}
