import Foundation
import GlideRender
import GlideTestSupport
import GlideUIKitCore
import Testing

/// A 200 × 200 white window on a manual clock, for the layer kinds' drawings.
@MainActor
func layerKindsWindow() -> (window: UIWindow, clock: ManualClock) {
    let clock = ManualClock()
    clock.makeCurrent()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: clock)
    window.backgroundColor = .white
    return (window, clock)
}

/// The colours at `points` of `svg` rendered to PNG (rsvg-convert); nil without the tool.
func layerKindsPixels(_ svg: String, at points: [(Int, Int)]) throws -> [[Int]]? {
    guard PNGConverter.toolPath != nil else {
        print("SKIP: LayerKindsDrawingTests pixels: rsvg-convert is not installed (make deps installs librsvg2-bin)")
        return nil
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-layer-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = folder.appendingPathComponent("k.png")
    try PNGConverter.write(svg: svg, to: png.path)
    return try points.map { try PNGPixels.pixel(png, x: $0.0, y: $0.1) }
}

/// A standalone square layer of `color`.
@MainActor
func square(_ frame: CGRect, _ color: UIColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color.cgColor
    return layer
}

/// `CATextLayer` drawn as Core Animation draws it: its lines from the top of its bounds, in its font size and colour,
/// wrapped, truncated and aligned as it says, clipped to its bounds.
@MainActor @Suite struct TextLayerDrawingTests {
    @Test("the first line sits at the top of the bounds, in the layer's font size and foreground colour")
    func plainString() throws {
        let (window, _) = layerKindsWindow()
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 20, width: 180, height: 100)
        text.string = "Hello"
        text.fontSize = 20
        text.foregroundColor = UIColor.red.cgColor
        window.layer.addSublayer(text)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("<text transform=\"matrix(1 0 0 1 10 20)\" font-size=\"20\" text-anchor=\"start\" fill=\"#ff0000\"><tspan x=\"0\" y=\"19\">Hello</tspan></text>"),
                "baseline 0.95 × 20 below the layer's top, not centred as a label's")
        #expect(!svg.contains("clip-path"), "the line fits: nothing to clip")
        guard let p = try layerKindsPixels(svg, at: [(20, 150)]) else { return }
        #expect(p[0] == [255, 255, 255], "below the text: the window")
    }

    @Test("wrapping breaks at words, truncation puts an ellipsis at the end, start or middle, alignment moves the anchor")
    func wrapTruncateAlign() {
        let (window, _) = layerKindsWindow()
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
        text.string = "alpha beta gamma"
        text.fontSize = 10 // 5 points a character
        text.isWrapped = true
        window.layer.addSublayer(text)
        var svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains(">alpha beta</tspan>") && svg.contains(">gamma</tspan>"), "wrapped at 60 points, 12 characters")

        text.frame = CGRect(x: 0, y: 0, width: 100, height: 100) // 20 characters
        text.isWrapped = false
        text.string = "abcdefghijklmnopqrstuvwxyz"
        text.truncationMode = .end
        svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains(">abcdefghijklmnopqrs\u{2026}</tspan>"), "19 characters and the ellipsis fill 100 points")
        text.truncationMode = .start
        #expect(ScreenRenderer().svg(of: window).contains(">\u{2026}hijklmnopqrstuvwxyz</tspan>"))
        text.truncationMode = .middle
        #expect(ScreenRenderer().svg(of: window).contains(">abcdefghij\u{2026}rstuvwxyz</tspan>"))

        text.truncationMode = .none
        svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains(">abcdefghijklmnopqrstuvwxyz</tspan>") && svg.contains("<g clip-path=\"url(#"),
                "not truncated: the line runs past the bounds, which clip it")

        text.string = "centred"
        text.alignmentMode = .center
        svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("text-anchor=\"middle\"") && svg.contains("<tspan x=\"50\""))
        text.alignmentMode = .right
        svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("text-anchor=\"end\"") && svg.contains("<tspan x=\"100\""))
    }

    @Test("an attributed string is drawn in its own font and colour; a truncated wrapped text ends its last line with an ellipsis")
    func attributedAndLastLine() {
        let (window, _) = layerKindsWindow()
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        text.string = NSAttributedString(string: "one two three four five six seven eight nine ten eleven",
                                         attributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.blue])
        text.fontSize = 40
        text.isWrapped = true
        text.truncationMode = .end
        window.layer.addSublayer(text)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("font-size=\"10\"") && svg.contains("fill=\"#0000ff\""), "the attributes', not the layer's 40 points and white")
        #expect(!svg.contains("font-size=\"40\""))
        // 30 points hold two lines of 12: the second ends with an ellipsis for the text left out.
        #expect(svg.contains(">one two three four</tspan>") && svg.contains(">five six seven eigh\u{2026}</tspan>"), "\(svg)")
        #expect(!svg.contains("eleven"))
    }

    @Test("a text layer frozen into an image by render(in:) draws its text in the image")
    func frozen() throws {
        _ = layerKindsWindow()
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        text.string = "Frozen"
        text.fontSize = 16
        text.foregroundColor = UIColor.black.cgColor
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40)).image { context in
            text.render(in: context.cgContext)
        }
        text.string = "Changed"
        let svg = ScreenRenderer().svg(of: image)
        #expect(svg.contains(">Frozen</tspan>") && !svg.contains("Changed"))
    }
}

/// `CAReplicatorLayer` drawn as Core Animation draws it: its sublayers once per instance, each moved by the instance
/// transform once more, tinted by the instance colour, its animations delayed.
@MainActor @Suite struct ReplicatorLayerDrawingTests {
    @Test("three instances of a square, 30 points apart, in red, then darker reds")
    func translatedCopies() throws {
        let (window, _) = layerKindsWindow()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        replicator.addSublayer(square(CGRect(x: 10, y: 10, width: 20, height: 20), .red))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceRedOffset = -0.5
        window.layer.addSublayer(replicator)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.components(separatedBy: "fill=\"#ff0000\"").count - 1 == 3, "the sublayer drawn three times")
        #expect(svg.contains("<feColorMatrix type=\"matrix\" values=\"0.5 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0\"/>"))
        #expect(svg.contains("<feColorMatrix type=\"matrix\" values=\"0 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0\"/>"))
        #expect(replicator.sublayers?.count == 1, "the layer tree has the sublayer once")
        guard let p = try layerKindsPixels(svg, at: [(20, 20), (50, 20), (80, 20), (35, 20), (110, 20)]) else { return }
        #expect(p[0] == [255, 0, 0], "instance 0: the square itself \(p)")
        #expect(abs(p[1][0] - 128) <= 1 && p[1][1] == 0, "instance 1: red times 0.5 \(p)")
        #expect(p[2] == [0, 0, 0], "instance 2: red times 0 \(p)")
        #expect(p[3] == [255, 255, 255] && p[4] == [255, 255, 255], "between and after the copies: the window \(p)")
    }

    @Test("a rotation turns each copy about the replicator's centre: the dots of an activity indicator")
    func rotatedAboutCentre() throws {
        let (window, _) = layerKindsWindow()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        replicator.addSublayer(square(CGRect(x: 45, y: 0, width: 10, height: 10), .blue))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        window.layer.addSublayer(replicator)
        let svg = ScreenRenderer().svg(of: window)
        guard let p = try layerKindsPixels(svg, at: [(100, 55), (145, 100), (100, 145), (55, 100), (100, 100)]) else { return }
        #expect(p[0] == [0, 0, 255] && p[1] == [0, 0, 255] && p[2] == [0, 0, 255] && p[3] == [0, 0, 255], "top, right, bottom, left \(p)")
        #expect(p[4] == [255, 255, 255], "the centre is empty \(p)")
    }

    @Test("instanceDelay shows each copy's explicit animation that much later, as a loading indicator's wave")
    func delayedAnimations() {
        let (window, clock) = layerKindsWindow()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let dot = square(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        replicator.addSublayer(dot)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceDelay = 0.5
        window.layer.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        clock.advance(by: 0.75)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("opacity=\"0.25\""), "instance 0, 0.75 s in")
        #expect(svg.contains("opacity=\"0.75\""), "instance 1, 0.25 s in")
        #expect(Clocks.current === clock, "the delayed clock was current only while the copy was drawn")
    }
}

/// `CATransformLayer` drawn as Core Animation draws it: nothing of its own, its sublayers composed with it in 3D rather
/// than flattened into its plane, back to front by depth.
@MainActor @Suite struct TransformLayerDrawingTests {
    /// A card in a perspective container: a red front and a blue back (turned half a turn), neither double-sided, in a
    /// `group` layer turned `angle` about y.
    func card(in window: UIWindow, group: CALayer, angle: CGFloat) {
        let container = CALayer()
        container.frame = window.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.sublayerTransform = perspective
        window.layer.addSublayer(container)
        group.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        group.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        container.addSublayer(group)
        let front = square(group.bounds, .red)
        front.isDoubleSided = false
        let back = square(group.bounds, .blue)
        back.isDoubleSided = false
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        group.addSublayer(front)
        group.addSublayer(back)
    }

    @Test("turned most of the way round, a transform layer's card shows its back; a plain layer flattens it and shows the front")
    func cardFlip() throws {
        let (window, _) = layerKindsWindow()
        let group = CATransformLayer()
        group.backgroundColor = UIColor.green.cgColor
        group.borderWidth = 3
        group.borderColor = UIColor.green.cgColor
        card(in: window, group: group, angle: .pi * 0.9)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("fill=\"#0000ff\"") && !svg.contains("fill=\"#ff0000\""), "the back faces the eye, the front is turned away")
        #expect(!svg.contains("#00ff00"), "a transform layer draws no background or border of its own")
        guard let p = try layerKindsPixels(svg, at: [(100, 100)]) else { return }
        #expect(p[0] == [0, 0, 255], "the back, seen through the group's turn \(p)")

        let (flatWindow, _) = layerKindsWindow()
        card(in: flatWindow, group: CALayer(), angle: .pi * 0.9)
        let flat = ScreenRenderer().svg(of: flatWindow)
        #expect(flat.contains("fill=\"#ff0000\"") && !flat.contains("fill=\"#0000ff\""),
                "a plain layer flattens its sublayers first: each face is judged by its own transform")
    }

    @Test("a transform layer's sublayers are drawn back to front by depth, a plain layer's in order")
    func depthOrder() throws {
        let (window, _) = layerKindsWindow()
        let group = CATransformLayer()
        group.frame = window.bounds
        let near = square(CGRect(x: 20, y: 20, width: 100, height: 100), .red)
        near.transform = CATransform3DMakeTranslation(0, 0, 20)
        let far = square(CGRect(x: 60, y: 60, width: 100, height: 100), .blue)
        far.transform = CATransform3DMakeTranslation(0, 0, -20)
        group.addSublayer(near)
        group.addSublayer(far)
        window.layer.addSublayer(group)
        let svg = ScreenRenderer().svg(of: window)
        let red = try #require(svg.range(of: "fill=\"#ff0000\""))
        let blue = try #require(svg.range(of: "fill=\"#0000ff\""))
        #expect(blue.lowerBound < red.lowerBound, "the far square first, the near one over it")

        let plain = CALayer()
        plain.frame = window.bounds
        group.removeFromSuperlayer()
        plain.addSublayer(near)
        plain.addSublayer(far)
        window.layer.addSublayer(plain)
        let flat = ScreenRenderer().svg(of: window)
        #expect(try #require(flat.range(of: "fill=\"#ff0000\"")).lowerBound < #require(flat.range(of: "fill=\"#0000ff\"")).lowerBound,
                "flattened: in order, whatever the depth")
    }
}
