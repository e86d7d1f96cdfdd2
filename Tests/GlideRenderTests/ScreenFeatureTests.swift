import Foundation
import GlideRender
import GlideTestSupport
import GlideUIKitCore
import Testing

/// Each thing the screen renderer draws, on a hand-built tree (the reference scenes have no shadow,
/// border, label or image): element by element, and as a golden picture (`features.svg`).
@MainActor @Suite struct ScreenFeatureTests {
    /// A 300 × 400 window with one view per feature.
    func scene() -> (window: UIWindow, views: [String: UIView]) {
        let clock = ManualClock()
        clock.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400), clock: clock)
        window.backgroundColor = .white
        var views: [String: UIView] = [:]
        func add(_ name: String, _ view: UIView, to parent: UIView? = nil) {
            view.accessibilityIdentifier = name
            (parent ?? window).addSubview(view)
            views[name] = view
        }
        let shadowed = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        shadowed.backgroundColor = .blue
        shadowed.layer.cornerRadius = 12
        shadowed.layer.shadowOpacity = 0.5
        shadowed.layer.shadowRadius = 6
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        add("shadowed", shadowed)
        let bordered = UIView(frame: CGRect(x: 160, y: 20, width: 100, height: 60))
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = UIColor.red.cgColor
        add("bordered", bordered)
        // Half-transparent parent, half-transparent child: the child shows at 0.25.
        let faded = UIView(frame: CGRect(x: 20, y: 110, width: 120, height: 80))
        faded.backgroundColor = .green
        faded.alpha = 0.5
        add("faded", faded)
        let fadedChild = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        fadedChild.backgroundColor = .black
        fadedChild.alpha = 0.5
        add("faded.child", fadedChild, to: faded)
        // Clipping: a child sticking out of a rounded, clipping parent.
        let clipper = UIView(frame: CGRect(x: 160, y: 110, width: 100, height: 80))
        clipper.backgroundColor = .yellow
        clipper.layer.cornerRadius = 20
        clipper.clipsToBounds = true
        add("clipper", clipper)
        let sticking = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        sticking.backgroundColor = .red
        add("clipper.child", sticking, to: clipper)
        // Anchor point at the top left, turned a quarter: it swings about that corner.
        let anchored = UIView(frame: CGRect(x: 40, y: 220, width: 80, height: 40))
        anchored.backgroundColor = .darkGray
        anchored.layer.anchorPoint = CGPoint(x: 0, y: 0)
        anchored.layer.position = CGPoint(x: 40, y: 220)
        anchored.transform = CGAffineTransform(rotationAngle: .pi / 2)
        add("anchored", anchored)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        add("hidden", hidden)
        let label = UILabel(frame: CGRect(x: 160, y: 220, width: 120, height: 30))
        label.text = "Hello"
        label.textAlignment = .center
        add("label", label)
        // A button given a title and never asked for its titleLabel: UIKit draws the title anyway.
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 230, y: 270, width: 60, height: 30)
        button.setTitle("Done", for: .normal)
        add("button", button)
        let image = UIImageView(image: UIImage(systemName: "star"))
        image.frame = CGRect(x: 160, y: 260, width: 60, height: 60)
        add("image", image)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 20, y: 330, width: 260, height: 50)
        add("blur", blur)
        // Drawn last but with the lowest zPosition: it goes to the back.
        let back = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        back.backgroundColor = .cyan
        back.layer.zPosition = -1
        add("back", back)
        return (window, views)
    }

    /// The `<g>` element of the view named `name` up to its first child group.
    func group(_ svg: String, _ name: String) -> Substring? {
        guard let start = svg.range(of: "<g data-view=\"\(name)\"") else { return nil }
        let rest = svg[start.lowerBound...]
        let end = rest.dropFirst(2).range(of: "<g ")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test func eachFeatureIsDrawn() throws {
        let (window, _) = scene()
        let svg = ScreenRenderer().svg(of: window)
        let shadowed = try #require(group(svg, "shadowed"))
        #expect(shadowed.contains("filter=\"url(#g-blur") && shadowed.contains("fill-opacity=\"0.5\""), "the shadow: \(shadowed)")
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"3\"/>"), "σ = shadowRadius / 2")
        #expect(shadowed.contains("A12,12 0 0 1"), "rounded corners as arcs")
        let bordered = try #require(group(svg, "bordered"))
        #expect(bordered.contains("stroke=\"#ff0000\" stroke-width=\"4\"") && bordered.contains("x=\"2\" y=\"2\" width=\"96\" height=\"56\""), "inside the bounds: \(bordered)")
        #expect(try #require(group(svg, "faded")).contains("opacity=\"0.5\""))
        #expect(try #require(group(svg, "faded.child")).contains("opacity=\"0.5\""), "group opacity: 0.5 inside 0.5 shows 0.25")
        #expect(ScreenRenderer().svg(of: window).contains("faded.child (UIView): 30, 120, 40 × 40, alpha 0.5"))
        let clipStart = try #require(svg.range(of: "data-view=\"clipper\"")), childStart = try #require(svg.range(of: "data-view=\"clipper.child\""))
        #expect(svg[clipStart.upperBound..<childStart.lowerBound].contains("<g clip-path=\"url(#g-clip"), "the child is drawn inside the clip")
        let anchored = try #require(group(svg, "anchored"))
        // Turned a quarter about its top left corner at (40, 220): it now spans x 0...40, y 220...300.
        #expect(anchored.contains("anchored (UIView): 0, 220, 40 × 80"), "\(anchored)")
        #expect(!svg.contains("data-view=\"hidden\""))
        #expect(try #require(group(svg, "label")).contains(">Hello</tspan>"))
        #expect(try #require(group(svg, "image")).contains(">system:star</text>"))
        #expect(try #require(group(svg, "UIVisualEffectView.backdrop")).contains("fill=\"#1c1c1e\""))
        // z-order: the back view is drawn before everything else in the window.
        let order = ["back", "shadowed", "blur"].compactMap { svg.range(of: "data-view=\"\($0)\"")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted())
    }

    /// Issue 20, 14: a button's title is drawn as text (its titleLabel never asked for), and so is a
    /// button whose titleLabel was made, once.
    @Test func buttonTitlesAreDrawnAsText() throws {
        let (window, views) = scene()
        let svg = ScreenRenderer().svg(of: window)
        let button = try #require(group(svg, "button"))
        #expect(button.contains(">Done</tspan>"), "\(button)")
        #expect(button.contains("text-anchor=\"middle\""))
        // Once the titleLabel exists, the label draws the title and the button does not draw it again.
        let made = try #require((views["button"] as? UIButton)?.titleLabel)
        made.accessibilityIdentifier = "button.title"
        window.layoutIfNeeded()
        let again = ScreenRenderer().svg(of: window)
        #expect(again.components(separatedBy: ">Done</tspan>").count == 2, "drawn once")
        #expect(try #require(group(again, "button.title")).contains(">Done</tspan>"))
    }

    /// Issue 20, 14: each view someone named carries its name on the picture, not only as a tooltip;
    /// UIKit's own views (named as UIKit's classes) and views named only by their type are not labelled;
    /// names at one corner are stacked; ``ScreenRenderer/Options/namesViews`` turns it off.
    @Test func viewNamesAreDrawnOnTheViews() throws {
        let (window, views) = scene()
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(plain)
        views["faded"]?.subviews.first?.accessibilityIdentifier = "UITabBarButton"
        let svg = ScreenRenderer().svg(of: window)
        let tags = svg.components(separatedBy: "data-view-name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(tags.contains("shadowed") && tags.contains("label") && tags.contains("clipper.child"), "\(tags)")
        #expect(!tags.contains("UIView") && !tags.contains("UITabBarButton") && !tags.contains("hidden"), "\(tags)")
        let shadowed = try #require(group(svg, "shadowed"))
        #expect(shadowed.contains("<text class=\"view-name\" data-view-name=\"shadowed\" x=\"22\" y=\"29\""), "\(shadowed)")
        #expect(svg.contains("data-view-name=\"faded\" x=\"22\" y=\"119\""))
        // Two named views with one top left: the second name goes a line down.
        let twin = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        twin.accessibilityIdentifier = "twin"
        window.addSubview(twin)
        #expect(ScreenRenderer().svg(of: window).contains("data-view-name=\"twin\" x=\"22\" y=\"39\""))
        var off = ScreenRenderer.Options()
        off.namesViews = false
        #expect(!ScreenRenderer(options: off).svg(of: window).contains("data-view-name"))
    }

    @Test func featuresGolden() throws {
        let (window, _) = scene()
        let svg = ScreenRenderer().svg(of: window)
        let url = ScreenGoldenTests.goldenFolder.appendingPathComponent("features.svg")
        if ProcessInfo.processInfo.environment["GLIDE_UPDATE_GOLDEN"] == "1" {
            try svg.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == svg)
    }

    /// A container's `sublayerTransform` perspective (m34) applies to its sublayers: a child turned
    /// about y has a near edge taller than its far edge; without perspective both edges are as tall.
    @Test func sublayerTransformPerspectiveProjectsTheSublayers() throws {
        func edges(m34: CGFloat) throws -> (left: CGFloat, right: CGFloat, svg: String) {
            let clock = ManualClock()
            clock.makeCurrent()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: clock)
            let container = UIView(frame: window.bounds)
            var eye = CATransform3D.identity
            eye.m34 = m34
            container.layer.sublayerTransform = eye
            window.addSubview(container)
            let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            card.accessibilityIdentifier = "card"
            card.backgroundColor = .blue
            card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            container.addSubview(card)
            let quad = try #require(ScreenRenderer().quads(in: window)["card"])
            return (abs(quad[3].y - quad[0].y), abs(quad[2].y - quad[1].y), ScreenRenderer().svg(of: window))
        }
        let flat = try edges(m34: 0)
        #expect(abs(flat.left - flat.right) < 0.01 && abs(flat.left - 100) < 0.01)
        let deep = try edges(m34: -1.0 / 500)
        #expect(abs(deep.left - deep.right) > 10, "perspective: \(deep.left) vs \(deep.right)")
        #expect(deep.svg.contains("<path d=\"M") && !flat.svg.contains("<path d=\"M"), "projected as a point-by-point path only with perspective")
    }
}
