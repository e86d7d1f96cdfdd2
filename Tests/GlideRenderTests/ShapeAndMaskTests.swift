import Foundation
import GlideRender
import GlideTestSupport
import GlideUIKitCore
import Testing

/// `CAShapeLayer` paths and layer masks, as the circle-reveal transitions real apps write use them
/// (a `CAShapeLayer` as a view's `layer.mask`, its `path` animated with a `CABasicAnimation`):
/// in the SVG, and in pixels (rsvg-convert) where it matters what shows.
@MainActor @Suite struct ShapeAndMaskTests {
    /// A 200 × 200 white window with a red 200 × 200 view masked by a circle of `radius` about its centre.
    func maskedScene(radius: CGFloat) -> (window: UIWindow, view: UIView, mask: CAShapeLayer, clock: ManualClock) {
        let clock = ManualClock()
        clock.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        window.backgroundColor = .white
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .red
        view.accessibilityIdentifier = "revealed"
        window.addSubview(view)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 100 - radius, y: 100 - radius, width: 2 * radius, height: 2 * radius)).cgPath
        view.layer.mask = mask
        return (window, view, mask, clock)
    }

    /// The colour at (x, y) of `svg` rendered to PNG; nil without rsvg-convert.
    func pixels(_ svg: String, at points: [(Int, Int)]) throws -> [[Int]]? {
        guard PNGConverter.toolPath != nil else {
            print("SKIP: ShapeAndMaskTests pixels: rsvg-convert is not installed (make deps installs librsvg2-bin)")
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-mask-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("m.png")
        try PNGConverter.write(svg: svg, to: png.path)
        return try points.map { try PNGPixels.pixel(png, x: $0.0, y: $0.1) }
    }

    static let red = [255, 0, 0], white = [255, 255, 255]

    @Test func aShapeLayerIsFilledAndStrokedAlongItsPath() {
        let (window, _, _, _) = maskedScene(radius: 50)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 0))
        path.addCurve(to: CGPoint(x: 50, y: 50), controlPoint1: CGPoint(x: 80, y: 0), controlPoint2: CGPoint(x: 80, y: 50))
        path.close()
        shape.path = path.cgPath
        shape.fillColor = UIColor.blue.cgColor
        shape.strokeColor = UIColor.green.cgColor
        shape.lineWidth = 3
        shape.lineCap = .round
        shape.strokeEnd = 0.5
        window.layer.addSublayer(shape)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("<path d=\"M0,0L50,0C80,0 80,50 50,50Z\" transform=\"matrix(1 0 0 1 10 20)\""), "the path in the layer's coordinates")
        #expect(svg.contains("fill=\"#0000ff\" stroke=\"#00ff00\" stroke-width=\"3\" stroke-linecap=\"round\""))
        #expect(svg.contains("pathLength=\"1\" stroke-dasharray=\"0.5 2\" stroke-dashoffset=\"0\""), "half the stroke, from the start")
        // No fill colour and no stroke: nothing drawn for the path.
        shape.fillColor = nil
        shape.strokeColor = nil
        #expect(!ScreenRenderer().svg(of: window).contains("C80,0 80,50 50,50"))
    }

    @Test func aMaskShowsTheViewOnlyInsideItsPath() throws {
        let (window, _, _, _) = maskedScene(radius: 50)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("<mask id="), "the mask is defined")
        #expect(svg.contains("<g mask=\"url(#"), "the view is drawn through it")
        // The mask's content is the path in white; it carries no view name.
        let maskPart = svg[svg.range(of: "<mask id=")!.lowerBound..<svg.range(of: "</mask>")!.upperBound]
        #expect(maskPart.contains("fill=\"#ffffff\"") && !maskPart.contains("data-view"))
        guard let p = try pixels(svg, at: [(100, 100), (100, 140), (100, 160), (10, 10), (190, 190)]) else { return }
        #expect(p[0] == Self.red && p[1] == Self.red, "inside the circle: the red view \(p)")
        #expect(p[2] == Self.white && p[3] == Self.white && p[4] == Self.white, "outside: the window behind \(p)")
    }

    /// A circle reveal: the mask's path animated from a small to a large circle; half way through,
    /// the presented path (not the model's final one) decides what shows.
    @Test func anAnimatedMaskPathIsDrawnAtItsPresentedValue() throws {
        let (window, _, mask, clock) = maskedScene(radius: 130)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = UIBezierPath(ovalIn: CGRect(x: 90, y: 90, width: 20, height: 20)).cgPath
        animation.toValue = mask.path
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        mask.add(animation, forKey: "path")
        clock.advance(by: 0.5)
        // Radius 70 at half time (10 → 130): 60 from the centre shows, 95 does not.
        let half = ScreenRenderer().svg(of: window)
        guard let p = try pixels(half, at: [(100, 40), (100, 195), (5, 5)]) else { return }
        #expect(p[0] == Self.red, "60 points out, inside the presented circle: \(p[0])")
        #expect(p[1] == Self.white && p[2] == Self.white, "95 points out and the corner, outside it: \(p)")
        clock.advance(by: 1)
        let done = ScreenRenderer().svg(of: window)
        guard let q = try pixels(done, at: [(100, 195), (5, 5)]) else { return }
        #expect(q[0] == Self.red, "the final circle (radius 130) covers 95 points out: \(q[0])")
        #expect(q[1] == Self.white, "but not (5, 5), 134 points out: \(q[1])")
    }

    /// A mask made of a plain layer: its rounded background's alpha is the mask.
    @Test func aPlainLayerMasksWithItsBackgroundsAlpha() throws {
        let (window, view, _, _) = maskedScene(radius: 50)
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        plain.backgroundColor = UIColor.black.cgColor
        view.layer.mask = plain
        let svg = ScreenRenderer().svg(of: window)
        guard let p = try pixels(svg, at: [(50, 100), (150, 100)]) else { return }
        #expect(p[0] == Self.red && p[1] == Self.white, "the left half shows, the right does not: \(p)")
    }

    /// A gradient layer: its presented colours from its start to its end point (a dimming gradient
    /// from clear at the top to black at the bottom).
    @Test func aGradientLayerIsDrawnBetweenItsPoints() throws {
        let (window, view, _, _) = maskedScene(radius: 50)
        view.layer.mask = nil
        view.backgroundColor = .white
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.cgColor]
        gradient.locations = [0, 1]
        view.layer.addSublayer(gradient)
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains("x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\""), "top to bottom")
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#000000\" stop-opacity=\"0\"/><stop offset=\"1\" stop-color=\"#000000\"/>"))
        guard let p = try pixels(svg, at: [(100, 2), (100, 100), (100, 197)]) else { return }
        #expect(p[0][0] > 245 && p[2][0] < 10, "white at the top, black at the bottom: \(p)")
        #expect(abs(p[1][0] - 128) < 8, "grey half way: \(p[1])")
    }

    /// Under a perspective turn the path is projected point by point, its curves flattened.
    @Test func aProjectedShapeLayerIsFlattened() {
        let (window, view, _, _) = maskedScene(radius: 50)
        view.layer.mask = nil
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        view.layer.transform = CATransform3DRotate(t, .pi / 5, 0, 1, 0)
        let shape = CAShapeLayer()
        shape.frame = view.bounds
        shape.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 100, height: 100)).cgPath
        shape.fillColor = UIColor.blue.cgColor
        view.layer.addSublayer(shape)
        let svg = ScreenRenderer().svg(of: window)
        let paths = svg.components(separatedBy: "<path d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        let circle = paths.first { $0.filter { $0 == "L" }.count >= 4 * ShapeSegments.perCurve - 1 }
        #expect(circle != nil, "the oval as flattened segments: \(paths.map { $0.prefix(40) })")
        #expect(!(circle ?? "").contains("C"), "no curve survives a projection")
    }
}

/// The flattening the renderer documents (16 segments per curve).
enum ShapeSegments {
    static let perCurve = 16
}
