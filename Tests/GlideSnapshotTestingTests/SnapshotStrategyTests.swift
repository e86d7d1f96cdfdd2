import Foundation
import GlideRender
import GlideSnapshotTesting
import GlideUIKit
import SnapshotTesting
import Testing

/// Glide's swift-snapshot-testing strategies, used as a user's tests use them: a snapshot recorded into a
/// folder, then verified against it; a changed view fails the comparison.
@MainActor @Suite struct SnapshotStrategyTests {
    /// A fresh folder for one test's references.
    static func folder() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-snapshots-\(UUID().uuidString)")
        return url.path
    }

    /// A 120 × 80 card: an orange background, a purple 40 × 40 square, a label.
    static func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .orange
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        square.accessibilityIdentifier = "square"
        square.backgroundColor = .purple
        card.addSubview(square)
        let label = UILabel(frame: CGRect(x: 60, y: 10, width: 50, height: 20))
        label.text = "Title"
        card.addSubview(label)
        return card
    }

    /// Records `value` as `strategy` into `directory` (the first verification fails: it records), then
    /// verifies it; returns the second verification's message (nil: it matched).
    static func recordThenVerify<Value, Format>(
        _ value: @autoclosure () -> Value, as strategy: Snapshotting<Value, Format>, in directory: String, named name: String,
        testName: String = #function
    ) -> (recorded: String?, verified: String?) {
        let recorded = verifySnapshot(of: value(), as: strategy, named: name, record: .all, snapshotDirectory: directory, testName: testName)
        let verified = verifySnapshot(of: value(), as: strategy, named: name, record: .never, snapshotDirectory: directory, testName: testName)
        return (recorded, verified)
    }

    static var hasTool: Bool {
        if PNGConverter.toolPath == nil {
            print("SKIP: GlideSnapshotTesting PNG strategy: rsvg-convert is not installed (make deps installs librsvg2-bin)")
            return false
        }
        return true
    }

    @Test func anImageSnapshotIsRecordedThenMatchesAndAChangedViewFails() throws {
        guard Self.hasTool else { return }
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let card = Self.card()
        let (recorded, verified) = Self.recordThenVerify(card, as: .image, in: directory, named: "card")
        #expect(recorded?.contains("Record mode is on") == true, "recording reports itself: \(recorded ?? "nil")")
        #expect(verified == nil, "the same view matches its reference: \(verified ?? "")")
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".png") })
        let png = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(file)))
        #expect(png.width == 360 && png.height == 240, "120 × 80 points at the screen's scale, 3")
        #expect(png[x: 90, y: 90] == [128, 0, 128, 255] && png[x: 300, y: 200] == [255, 128, 0, 255], "purple square, orange card")

        card.subviews[0].backgroundColor = .green
        let failure = verifySnapshot(of: card, as: .image, named: "card", record: .never, snapshotDirectory: directory)
        #expect(failure?.contains("does not match reference") == true, "a changed view fails: \(failure ?? "nil")")
    }

    @Test func precisionToleratesSmallDifferences() throws {
        guard Self.hasTool else { return }
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let card = Self.card()
        _ = verifySnapshot(of: card, as: .image(precision: 0.99), named: "card", record: .all, snapshotDirectory: directory)
        // A 2 × 2 point dot: 36 of 86 400 pixels differ.
        let dot = UIView(frame: CGRect(x: 100, y: 60, width: 2, height: 2))
        dot.backgroundColor = .black
        card.addSubview(dot)
        #expect(verifySnapshot(of: card, as: .image(precision: 0.99), named: "card", record: .never, snapshotDirectory: directory) == nil)
        let exact = verifySnapshot(of: card, as: .image, named: "card", record: .never, snapshotDirectory: directory)
        #expect(exact != nil, "without a tolerance the dot fails")
        // A slightly different shade passes a perceptual precision of 0.98 and fails an exact one.
        dot.removeFromSuperview()
        card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0.01, alpha: 1)
        #expect(verifySnapshot(of: card, as: .image(perceptualPrecision: 0.98), named: "card", record: .never, snapshotDirectory: directory) == nil)
        let shade = verifySnapshot(of: card, as: .image(precision: 0.99), named: "card", record: .never, snapshotDirectory: directory)
        #expect(shade?.contains("percentage of pixels that match") == true, "\(shade ?? "nil")")
    }

    @Test func withoutRsvgConvertTheImageStrategyFailsSayingWhy() {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = ImageComparison(toolPath: nil)
        let strategy = Snapshotting<UIImage, UIImage>(
            pathExtension: "png", diffing: .image(precision: 1, perceptualPrecision: 1, scale: nil, comparison: missing))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        let (recorded, verified) = Self.recordThenVerify(image, as: strategy, in: directory, named: "image")
        #expect(recorded != nil)
        #expect(verified?.contains("rsvg-convert") == true, "never a silent pass: \(verified ?? "nil")")
    }

    @Test func svgSnapshotsAreTextThatAChangeFails() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let card = Self.card()
        let (_, verified) = Self.recordThenVerify(card, as: .svg, in: directory, named: "card")
        #expect(verified == nil)
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".svg") })
        let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        #expect(text.contains("<svg") && text.contains("data-view=\"square\"") && text.contains(">Title</tspan>"))
        card.subviews[0].frame.origin.x = 30
        let failure = verifySnapshot(of: card, as: .svg, named: "card", record: .never, snapshotDirectory: directory)
        #expect(failure?.contains("@@") == true, "a line diff: \(failure ?? "nil")")
    }

    @Test func recursiveDescriptionDumpsTheHierarchy() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let card = Self.card()
        card.subviews[0].alpha = 0.5
        let (_, verified) = Self.recordThenVerify(card, as: .recursiveDescription, in: directory, named: "card")
        #expect(verified == nil)
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: directory).first)
        let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        #expect(text == """
            <UIView; frame = (0 0; 120 80); identifier = 'card'; backgroundColor = #FF8000FF; layer = <CALayer>>
               | <UIView; frame = (10 10; 40 40); identifier = 'square'; alpha = 0.5; backgroundColor = #800080FF; layer = <CALayer>>
               | <UILabel; frame = (60 10; 50 20); text = 'Title'; userInteractionEnabled = NO; layer = <CALayer>>
            """)
        card.subviews[1].isHidden = true
        #expect(verifySnapshot(of: card, as: .recursiveDescription, named: "card", record: .never, snapshotDirectory: directory) != nil)
    }

    @Test func viewControllersAreHostedAndSized() throws {
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let controller = CardController()
        let size = CGSize(width: 200, height: 100)
        let (_, verified) = Self.recordThenVerify(controller, as: .recursiveDescription(size: size), in: directory, named: "controller")
        #expect(verified == nil)
        #expect(controller.appeared, "shown in a window, as swift-snapshot-testing hosts it")
        #expect(controller.view.window == nil, "and taken down afterwards")
        let text = try String(contentsOfFile: directory + "/" + FileManager.default.contentsOfDirectory(atPath: directory)[0], encoding: .utf8)
        #expect(text.hasPrefix("<BadgeView; frame = (0 0; 200 100)") && text.contains("frame = (150 25; 40 50)"), "laid out at the size: \(text)")
        guard Self.hasTool else { return }
        let (_, image) = Self.recordThenVerify(controller, as: .image(size: size), in: directory, named: "controller-image")
        #expect(image == nil)
        controller.badge.backgroundColor = .black
        #expect(verifySnapshot(of: controller, as: .image(size: size), named: "controller-image", record: .never, snapshotDirectory: directory) != nil)
    }

    @Test func layersRenderWithTheirSublayers() throws {
        guard Self.hasTool else { return }
        let directory = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.backgroundColor = UIColor.blue.cgColor
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 20, height: 20)).cgPath
        shape.fillColor = UIColor.yellow.cgColor
        layer.addSublayer(shape)
        let (_, verified) = Self.recordThenVerify(layer, as: .image, in: directory, named: "layer")
        #expect(verified == nil)
        shape.fillColor = UIColor.red.cgColor
        #expect(verifySnapshot(of: layer, as: .image, named: "layer", record: .never, snapshotDirectory: directory) != nil)
    }
}

/// A view controller whose view lays a badge out at its right edge.
@MainActor final class CardController: UIViewController {
    /// A view that places its badge in `layoutSubviews`.
    final class BadgeView: UIView {
        let badge = UIView()

        override func layoutSubviews() {
            super.layoutSubviews()
            badge.frame = CGRect(x: bounds.width - 50, y: bounds.midY - 25, width: 40, height: 50)
        }
    }

    var badge: UIView { (view as! BadgeView).badge }
    var appeared = false

    override func loadView() {
        view = BadgeView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        badge.backgroundColor = .red
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared = true
    }
}
