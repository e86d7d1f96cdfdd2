import Foundation
import GlideRender
import GlideTestSupport
import GlideUIKitCore
import Testing

/// Images drawn by transition code (`drawHierarchy`, `render(in:)`, Core Graphics), rendered: on their own, and
/// in an image view in a window. Pixels come from rsvg-convert through `PNGImage`.
@MainActor @Suite struct DrawnImageTests {
    /// A 200 × 200 white window with a 100 × 60 red card holding a 20 × 20 blue badge at (10, 10).
    func scene() -> (window: UIWindow, card: UIView, badge: UIView) {
        let clock = ManualClock()
        clock.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        card.backgroundColor = .red
        card.accessibilityIdentifier = "card"
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .blue
        badge.accessibilityIdentifier = "badge"
        card.addSubview(badge)
        window.addSubview(card)
        return (window, card, badge)
    }

    /// `svg` rendered at `scale`, decoded; nil (with a SKIP line) without rsvg-convert.
    func pixels(_ svg: String, scale: Double = 1) throws -> PNGImage? {
        guard PNGConverter.toolPath != nil else {
            print("SKIP: DrawnImageTests pixels: rsvg-convert is not installed (make deps installs librsvg2-bin)")
            return nil
        }
        return try PNGImage(data: PNGConverter.data(svg: svg, scale: scale))
    }

    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]
    static let clear: [UInt8] = [0, 0, 0, 0]

    @Test func aSnapshotImageRendersAsTheViewDidWhenDrawn() throws {
        let (_, card, badge) = scene()
        let image = UIGraphicsImageRenderer(size: card.bounds.size).image { _ in
            card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
        }
        let before = ScreenRenderer().svg(of: image)
        #expect(before.contains("data-view=\"card\"") && before.contains("data-view=\"badge\""), "the views are named as live ones")
        #expect(before.contains("fill=\"#ff0000\"") && before.contains("fill=\"#0000ff\""))
        card.backgroundColor = .green
        badge.removeFromSuperview()
        #expect(ScreenRenderer().svg(of: image) == before, "later changes do not change the image")

        guard let png = try pixels(before, scale: Double(image.scale)) else { return }
        #expect(png.width == 300 && png.height == 180, "size × scale pixels")
        #expect(png[x: 150, y: 150] == Self.red && png[x: 60, y: 60] == Self.blue)
    }

    @Test func anImageViewShowsTheSnapshotWhereItSits() throws {
        let (window, card, _) = scene()
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 0)
        card.drawHierarchy(in: card.bounds, afterScreenUpdates: false)
        let snapshot = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        // The transition's usual move: a snapshot in an image view stands in for the view, which is hidden.
        let imageView = UIImageView(image: snapshot)
        imageView.frame = CGRect(x: 20, y: 100, width: 100, height: 60)
        window.addSubview(imageView)
        card.isHidden = true
        let svg = ScreenRenderer().svg(of: window)
        #expect(!svg.contains("#c7ccd4"), "no placeholder box for a drawn image")
        guard let png = try pixels(svg) else { return }
        #expect(png[x: 100, y: 150] == Self.red, "the card's red where the image view is")
        #expect(png[x: 40, y: 120] == Self.blue, "its badge at (10, 10) in the image")
        #expect(png[x: 60, y: 50] == Self.white, "the hidden card itself does not show")
        // Scaled: the image fills a smaller image view.
        imageView.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        guard let small = try pixels(ScreenRenderer().svg(of: window)) else { return }
        #expect(small[x: 40, y: 20] == Self.red && small[x: 10, y: 10] == Self.blue && small[x: 60, y: 20] == Self.white)
    }

    @Test func coreGraphicsDrawingRenders() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            let cg = context.cgContext
            cg.saveGState()
            cg.clip(to: CGRect(x: 20, y: 20, width: 10, height: 10))
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            cg.restoreGState()
            UIColor.green.setStroke()
            UIBezierPath(rect: CGRect(x: 30, y: 2, width: 8, height: 8)).stroke()
        }
        let svg = ScreenRenderer().svg(of: image)
        #expect(svg.contains("clip-path") && svg.contains("stroke=\"#00ff00\""))
        guard let png = try pixels(svg) else { return }
        #expect(png[x: 10, y: 10] == Self.red && png[x: 25, y: 25] == Self.blue)
        #expect(png[x: 35, y: 35] == Self.clear, "the ellipse is clipped; nothing drawn is transparent")
        #expect(png[x: 34, y: 2][1] > 100 && png[x: 34, y: 6] == Self.clear, "the stroke's outline, not its inside")
    }

    @Test func coreGraphicsImagesAreFlippedLikeOnIOS() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5)) // red on top
        }
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            context.cgContext.draw(arrow.cgImage!, in: CGRect(x: 0, y: 0, width: 10, height: 10))
            arrow.draw(in: CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        guard let png = try pixels(ScreenRenderer().svg(of: drawn)) else { return }
        #expect(png[x: 5, y: 8] == Self.red && png[x: 5, y: 2] == Self.clear, "CGContext.draw: upside down")
        #expect(png[x: 15, y: 2] == Self.red && png[x: 15, y: 8] == Self.clear, "UIImage.draw: upright")
    }

    @Test func aLayerRenderedInAContextIsDrawnWithItsSublayers() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 20, height: 20)).cgPath
        shape.fillColor = UIColor.blue.cgColor
        layer.addSublayer(shape)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { context in
            layer.render(in: context.cgContext)
        }
        guard let png = try pixels(ScreenRenderer().svg(of: image)) else { return }
        #expect(png[x: 10, y: 10] == Self.red && png[x: 30, y: 30] == Self.blue)
    }

    @Test func namedImagesDrawTheirPlaceholderAndDecodedOnesTheirPixels() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            UIImage(named: "avatar")?.draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(ScreenRenderer().svg(of: image).contains(">avatar</text>"))

        let red = PNGImage(width: 2, height: 2, pixels: Array([Self.red, Self.red, Self.red, Self.red].joined()))
        let decoded = try #require(UIImage(data: red.pngData()))
        #expect(decoded.size == CGSize(width: 2, height: 2) && decoded.pngData() == red.pngData())
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        imageView.image = decoded
        let window = scene().window
        window.addSubview(imageView)
        guard let png = try pixels(ScreenRenderer().svg(of: window)) else { return }
        #expect(png[x: 5, y: 5] == Self.red)
    }

    @Test func pngDataNeedsTheInstalledEncoder() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        PNGConverter.installImageEncoder()
        guard PNGConverter.toolPath != nil else {
            #expect(image.pngData() == nil, "no PNG without rsvg-convert")
            print("SKIP: pngDataNeedsTheInstalledEncoder: rsvg-convert is not installed")
            return
        }
        let png = try PNGImage(data: try #require(image.pngData()))
        #expect(png.width == 30 && png.height == 15 && png[x: 15, y: 7] == Self.red)
        let viaRenderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).pngData { _ in }
        #expect(try PNGImage(data: viaRenderer).width == 12)
    }

    @Test func pngImageDecodesWhatItEncodesAndWhatRsvgWrites() throws {
        var pixels: [UInt8] = []
        for i in 0..<(7 * 5) { pixels += [UInt8(i * 7 % 256), UInt8(i * 13 % 256), UInt8(255 - i), UInt8(i * 5 % 256)] }
        let image = PNGImage(width: 7, height: 5, pixels: pixels)
        #expect(try PNGImage(data: image.pngData()) == image)
        #expect(throws: PNGImage.DecodingError.self) { try PNGImage(data: Data("nope".utf8)) }
        guard let rendered = try self.pixels("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"32\"><rect width=\"32\" height=\"32\" fill=\"#ff0000\"/><circle cx=\"48\" cy=\"16\" r=\"10\" fill=\"#0000ff\" fill-opacity=\"0.5\"/></svg>") else { return }
        #expect(rendered.width == 64 && rendered.height == 32)
        #expect(rendered[x: 16, y: 16] == Self.red && rendered[x: 62, y: 2] == Self.clear)
        let translucent = rendered[x: 48, y: 16]
        #expect(translucent[2] == 255 && translucent[3] > 120 && translucent[3] < 135, "straight alpha: \(translucent)")
    }
}
