import Foundation
import Testing
@testable import GlideUIKitCore

/// A container of `size` in a window's root view, with constrained subviews named `names` (the
/// scene holds the window, which holds the rest).
@MainActor
private struct Scene {
    let world = World()
    let container: UIView
    var views: [String: UIView] = [:]

    init(_ names: [String], size: CGSize = CGSize(width: 300, height: 100)) {
        container = UIView(frame: CGRect(origin: .zero, size: size), name: "container")
        world.root.view.addSubview(container)
        for name in names {
            let view = constrainedView(name)
            container.addSubview(view)
            views[name] = view
        }
    }
}

/// Makes the constraints of each format, activates them all, lays out, and returns them.
@MainActor
@discardableResult
private func layOut(
    _ container: UIView, _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, views: [String: Any]
) -> [NSLayoutConstraint] {
    let constraints = formats.flatMap {
        NSLayoutConstraint.constraints(withVisualFormat: $0, options: options, metrics: metrics, views: views)
    }
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    return constraints
}

@MainActor @Suite struct VisualFormatTests {
    @Test func standardSpacingAndEqualWidthsFillTheLine() {
        let scene = Scene(["a", "b"], size: CGSize(width: 400, height: 800))
        let (container, views) = (scene.container, scene.views)
        GlideDiagnostics.clear()
        layOut(container, ["H:|-[a]-[b(==a)]-|", "V:|-20-[a(44)]", "V:|-20-[b(44)]"], views: views)
        // 20 + a + 8 + b + 20 = 400: both 176 wide.
        #expect(views["a"]!.frame == CGRect(x: 20, y: 20, width: 176, height: 44))
        #expect(views["b"]!.frame == CGRect(x: 204, y: 20, width: 176, height: 44))
        #expect(GlideDiagnostics.messages.isEmpty)
    }

    @Test func flushToTheSuperviewFillsItAndTheStandardVerticalSpacingIs8BetweenViews() {
        let scene = Scene(["a", "b"])
        let (container, views) = (scene.container, scene.views)
        layOut(container, ["H:|[a]|", "H:|[b]|", "V:|[a]-[b(==a)]|"], views: views)
        // 2 × height + 8 = 100.
        #expect(views["a"]!.frame == CGRect(x: 0, y: 0, width: 300, height: 46))
        #expect(views["b"]!.frame == CGRect(x: 0, y: 54, width: 300, height: 46))
    }

    @Test func theConstraintsHaveUIKitsShapeAndAreReturnedNotActivated() {
        let scene = Scene(["a", "b"])
        let (container, views) = (scene.container, scene.views)
        let free = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4), name: "free")
        container.addSubview(free)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[a]-(>=20@500,<=40)-[free]-5-|", metrics: nil,
            views: ["a": views["a"]!, "free": free])
        #expect(made.map(\.description) == [
            "<NSLayoutConstraint a.leading == container.leading + 10 (inactive)>",
            "<NSLayoutConstraint free.leading >= a.trailing + 20 @500 (inactive)>",
            "<NSLayoutConstraint free.leading <= a.trailing + 40 (inactive)>",
            "<NSLayoutConstraint container.trailing == free.trailing + 5 (inactive)>",
        ])
        #expect(free.translatesAutoresizingMaskIntoConstraints, "left as it is, as UIKit")
        #expect(!views["a"]!.translatesAutoresizingMaskIntoConstraints)
        // Left to right and vertical formats use left/right and top/bottom.
        let ltr = NSLayoutConstraint.constraints(
            withVisualFormat: "[a][b]|", options: .directionLeftToRight, metrics: nil, views: views)
        #expect(ltr.map(\.description) == [
            "<NSLayoutConstraint b.left == a.right (inactive)>",
            "<NSLayoutConstraint container.right == b.right (inactive)>",
        ])
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", metrics: nil, views: views)
        #expect(vertical.map(\.description) == ["<NSLayoutConstraint b.top == a.bottom + 8 (inactive)>"])
    }

    @Test func prioritiesDecideBetweenPredicates() {
        let scene = Scene(["a", "b"])
        let (container, views) = (scene.container, scene.views)
        let made = layOut(
            container, ["H:|-10-[a(>=200,100@750)]", "V:|-(30)-[a(==50)]", "H:[b(80@250,<=60@999)]|", "V:[b(10)]|"],
            views: views)
        #expect(views["a"]!.frame == CGRect(x: 10, y: 30, width: 200, height: 50))
        #expect(views["b"]!.frame == CGRect(x: 240, y: 90, width: 60, height: 10))
        #expect(made.map(\.priority.rawValue).sorted() == [250, 750, 999, 1000, 1000, 1000, 1000, 1000, 1000, 1000])
    }

    @Test func metricsNameSpacingsSizesAndPriorities() {
        let scene = Scene(["a"])
        let (container, views) = (scene.container, scene.views)
        let metrics: [String: Any] = [
            "pad": 16, "top": 7.5, "w": CGFloat(120), "h": NSNumber(value: 30), "low": Float(200), "big": 1000,
        ]
        let made = layOut(container, ["H:|-pad-[a(w,==big@low)]", "V:|-top-[a(h)]"], metrics: metrics, views: views)
        #expect(views["a"]!.frame == CGRect(x: 16, y: 7.5, width: 120, height: 30))
        #expect(made.contains { $0.constant == 1000 && $0.priority == UILayoutPriority(200) })
    }

    @Test func predicatesRelateToOtherViews() {
        let scene = Scene(["a", "b", "c", "d"])
        let (container, views) = (scene.container, scene.views)
        layOut(
            container,
            ["H:|[a][b(==a)][c(==a)]|", "V:|[a(20)]", "V:|[b(20)]", "V:|[c(==b)]", "H:|[d(>=a,<=c@999)]", "V:[d(10)]|"],
            views: views)
        #expect(views["a"]!.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(views["b"]!.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
        #expect(views["c"]!.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
        #expect(views["d"]!.frame == CGRect(x: 0, y: 90, width: 100, height: 10))
    }

    @Test func alignmentOptionsAlignEachPairOfConsecutiveViews() {
        let scene = Scene(["a", "b", "c", "d", "e"], size: CGSize(width: 400, height: 300))
        let (container, views) = (scene.container, scene.views)
        layOut(container, ["H:|-[a(50)]-[b(60)]-[c(70)]"], options: .alignAllCenterY, views: views)
        layOut(container, ["V:|-100-[a(40)]", "V:[b(20)]", "V:[c(60)]"], views: views)
        #expect(views["a"]!.frame == CGRect(x: 20, y: 100, width: 50, height: 40))
        #expect(views["b"]!.frame == CGRect(x: 78, y: 110, width: 60, height: 20))
        #expect(views["c"]!.frame == CGRect(x: 146, y: 90, width: 70, height: 60))
        let made = layOut(
            container, ["V:[d(30)]-[e(40)]-|"], options: [.alignAllLeading, .alignAllTrailing], views: views)
        layOut(container, ["H:|-40-[d]-40-|"], views: views)
        #expect(views["d"]!.frame == CGRect(x: 40, y: 202, width: 320, height: 30))
        #expect(views["e"]!.frame == CGRect(x: 40, y: 240, width: 320, height: 40))
        #expect(made.suffix(2).map(\.description) == [
            "<NSLayoutConstraint e.leading == d.leading (active)>",
            "<NSLayoutConstraint e.trailing == d.trailing (active)>",
        ])
    }

    @Test func rightToLeftPutsTheFirstViewOnTheRight() {
        let scene = Scene(["a", "b"])
        let (container, views) = (scene.container, scene.views)
        layOut(
            container, ["H:|-10-[a(50)]-5-[b(60)]"], options: .directionRightToLeft, views: views)
        layOut(container, ["V:|[a(10)]", "V:|[b(10)]"], views: views)
        #expect(views["a"]!.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(views["b"]!.frame == CGRect(x: 175, y: 0, width: 60, height: 10))
    }

    @Test func baselineSpacingRelatesBaselinesBetweenViewsOnly() {
        let scene = Scene(["a", "b"])
        let views = scene.views
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a]-12-[b]", options: .spacingBaselineToBaseline, metrics: nil, views: views)
        #expect(made.map(\.description) == [
            "<NSLayoutConstraint a.top == container.top + 20 (inactive)>",
            "<NSLayoutConstraint b.firstBaseline == a.lastBaseline + 12 (inactive)>",
        ])
    }

    @Test func numbersSpacesAndNegativeSpacings() {
        let scene = Scene(["a"])
        let (container, views) = (scene.container, scene.views)
        layOut(container, [" H: | -(-10)- [ a ( 2.5e1 , >= .5 ) ] ", "V:|-(+3.)-[a(-0.)]"], views: views)
        #expect(views["a"]!.frame == CGRect(x: -10, y: 3, width: 25, height: 0))
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a]", metrics: nil, views: views).isEmpty)
    }

    // MARK: Errors

    /// The one message a malformed format logs, after checking that it made no constraints.
    private func failure(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) -> String {
        GlideDiagnostics.clear()
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        #expect(made.isEmpty, "\(format)")
        #expect(GlideDiagnostics.messages.count == 1, "\(format)")
        return GlideDiagnostics.messages.first ?? ""
    }

    /// UIKit's message shape: what was expected, the format, and a caret under `position`.
    private func message(_ expected: String, _ format: String, _ position: Int) -> String {
        "Unable to parse constraint format: \(expected)\n\(format)\n" + String(repeating: " ", count: position) + "^"
    }

    @Test func malformedFormatsLogOneMessagePointingAtThePosition() {
        let scene = Scene(["a", "b"])
        let views = scene.views
        let cases: [(String, String, Int)] = [
            ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
            ("H:|[missing]|", "missing is not a key in the views dictionary.", 4),
            ("H:[a(>30)]", "Unknown relation. Must be ==, >=, or <=", 5),
            ("|[a][b(30]|", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 9),
            ("", "Expected a view", 0),
            ("H:", "Expected a view", 2),
            ("|-|", "Expected a view", 2),
            ("H:[a", "Expected '(' or ']' after the view name", 4),
            ("[]", "Expected a view name after '['", 1),
            ("[a]-", "Expected a view or '|' after the connection", 4),
            ("[a]-10", "Expected '-' after the spacing", 6),
            ("[a]-10-", "Expected a view or '|' after the connection", 7),
            ("[a]-10-x", "Expected a view or '|' after the connection", 7),
            ("[a]x", "Expected '-', a view, '|' or the end of the format after a view", 3),
            ("[a]|[b]", "Expected the end of the format after the closing '|'", 4),
            ("[a]-(20-[b]", "A predicate on a spacing must end with ')' and the spacing with '-'", 7),
            ("[a(50@2000)]", "A priority must be greater than 0 and at most 1000", 6),
            ("[a(50@)]", "Expected a priority (a number or a metric name) after '@'", 6),
            ("[a(1e999)]", "Expected a finite number", 3),
            ("[a(==)]", "Expected a number, a metric name or a view name", 5),
            ("[a]-(==b)-[b]", "b is not a key in the metrics dictionary.", 7),
            ("[a]-*-[b]", "Expected a number, a metric name, '(', a view or '|' after '-'", 4),
            ("H:|[ビュー]|", "Expected a view name after '['", 4),
            ("H:|[a]|🙂", "Expected the end of the format after the closing '|'", 7),
        ]
        for (format, expected, position) in cases {
            #expect(failure(format, views: views) == message(expected, format, position))
        }
    }

    @Test func missingOrNonNumericMetricsAndNonViewsAreErrors() {
        let scene = Scene(["a"])
        let views = scene.views
        var all: [String: Any] = views
        all["thing"] = NSObject()
        let metrics: [String: Any] = ["wide": "wide", "flag": true, "nan": Double.nan]
        #expect(failure("H:|-gap-[a]", views: all) == message("gap is not a key in the metrics dictionary.", "H:|-gap-[a]", 4))
        #expect(failure("H:|-gap-[a]", metrics: metrics, views: all) == message("gap is not a key in the metrics dictionary.", "H:|-gap-[a]", 4))
        #expect(failure("H:|-wide-[a]", metrics: metrics, views: all) == message("The value of the metric wide is not a number", "H:|-wide-[a]", 4))
        #expect(failure("[a(flag)]", metrics: metrics, views: all) == message("The value of the metric flag is not a number", "[a(flag)]", 3))
        #expect(failure("[a(10@nan)]", metrics: metrics, views: all) == message("The value of the metric nan is not a number", "[a(10@nan)]", 6))
        #expect(failure("[a(<=w)]", views: all) == message("w is not a key in the metrics or views dictionaries.", "[a(<=w)]", 5))
        #expect(failure("[thing]", views: all) == message("The value of thing in the views dictionary is not a view", "[thing]", 1))
        #expect(failure("[a(==thing)]", views: all) == message("The value of thing in the views dictionary is not a view", "[a(==thing)]", 5))
    }

    @Test func aBarBesideAViewWithoutASuperviewAndAlignmentAlongTheFormatAreErrors() {
        let scene = Scene(["a", "b"])
        let views = scene.views
        let orphan = constrainedView("orphan")
        #expect(failure("|-[orphan]", views: ["orphan": orphan]) == message(
            "Unable to interpret '|' character, because the related view doesn't have a superview", "|-[orphan]", 0))
        #expect(failure("V:[a]-[orphan]|", views: ["orphan": orphan, "a": views["a"]!]) == message(
            "Unable to interpret '|' character, because the related view doesn't have a superview", "V:[a]-[orphan]|", 14))
        #expect(failure("[a][b]", options: .alignAllLeft, views: views) == message(
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
            "[a][b]", 6))
        #expect(failure("V:[a][b]", options: [.alignAllLeading, .alignAllFirstBaseline], views: views) == message(
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
            "V:[a][b]", 8))
    }

    // MARK: Fuzz

    /// Hundreds of generated and mutated formats, from a fixed seed: none crashes, each either makes
    /// constraints silently (which activate and lay out) or logs exactly one well-formed message and makes none.
    @Test func generatedAndMutatedFormatsNeverCrash() {
        let scene = Scene(["a", "b", "c"])
        let (container, named) = (scene.container, scene.views)
        var views: [String: Any] = named
        views["orphan"] = constrainedView("orphan")
        views["thing"] = NSObject()
        let metrics: [String: Any] = ["pad": 12, "big": 1e6, "bad": "x", "p": 750, "neg": -4.5]
        let pieces = [
            "H:", "V:", "|", "-", "-", "[a]", "[b]", "[c]", "[orphan]", "[thing]", "[a(", "[b(==a)]", "(", ")", "[", "]",
            ">=", "<=", "==", "=", "<", "@", "20", "750", "0", "-10-", ",", "pad", "big", "bad", "p", "neg", "a", " ",
            ":", "1e999", ".", "-(", ")-", "@0", "ü", "🙂", "\u{301}", "\n", "x", "H", "V", "e5", "+",
        ]
        let seeds = [
            "H:|-[a]-[b(==a)]-|", "V:|-20-[a(44)]", "H:|[a]|", "|-(>=20@500,<=40)-[a(>=50@750,<=b)]-pad-[c]-|",
            "V:[a][b][c]", "H:|-(-10)-[a(p@p)]-neg-|", "[a(==b@250,>=20)]-(big)-[c]",
        ]
        var state: UInt64 = 0x5EED_F00D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var formats: [String] = []
        for _ in 0..<200 {
            formats.append((0..<next(10)).map { _ in pieces[next(pieces.count)] }.joined())
        }
        for _ in 0..<200 {
            var characters = Array(seeds[next(seeds.count)])
            for _ in 0...next(3) {
                let at = next(characters.count + 1)
                switch next(3) {
                case 0 where at < characters.count: characters.remove(at: at)
                case 1: characters.insert(contentsOf: pieces[next(pieces.count)], at: at)
                default: if at < characters.count { characters[at] = Array(pieces[next(pieces.count)]).first ?? "x" }
                }
            }
            formats.append(String(characters))
        }
        let allOptions: [NSLayoutConstraint.FormatOptions] = [
            [], .alignAllTop, .alignAllLeft, .directionRightToLeft, .spacingBaselineToBaseline,
            [.alignAllCenterX, .directionLeftToRight], NSLayoutConstraint.FormatOptions(rawValue: .max),
        ]
        var made = 0, failed = 0
        for format in formats + seeds {
            GlideDiagnostics.clear()
            let options = allOptions[next(allOptions.count)]
            let constraints = NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            if let logged = GlideDiagnostics.messages.first {
                failed += 1
                #expect(constraints.isEmpty && GlideDiagnostics.messages.count == 1, "\(format)")
                #expect(logged.hasPrefix("Unable to parse constraint format: ") && logged.contains("\n\(format)\n"))
                let caret = logged.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
                #expect(caret.hasSuffix("^") && caret.dropLast().allSatisfy { $0 == " " } && caret.count <= format.count + 1)
            } else {
                made += constraints.isEmpty ? 0 : 1
                NSLayoutConstraint.activate(constraints)
                container.layoutIfNeeded()
                NSLayoutConstraint.deactivate(constraints)
            }
        }
        #expect(made > 10 && failed > 200, "the generator reaches both outcomes (\(made) made, \(failed) failed)")
    }
}
