import Foundation
import Testing
@testable import GlideUIKitCore

@Suite struct UIColorUIKitTests {
    @Test func hsbRoundTripsThroughRGB() {
        for (h, s, b) in [(0.0, 1.0, 1.0), (1.0 / 3, 0.5, 0.8), (0.6, 0.25, 0.4), (0.95, 0.9, 0.1), (0.5, 0, 0.7)] {
            let color = UIColor(hue: h, saturation: s, brightness: b, alpha: 0.5)
            var hh: CGFloat = -1, ss: CGFloat = -1, bb: CGFloat = -1, aa: CGFloat = -1
            #expect(color.getHue(&hh, saturation: &ss, brightness: &bb, alpha: &aa))
            #expect(abs(ss - s) < 1e-9 && abs(bb - b) < 1e-9 && aa == 0.5)
            if s > 0 { #expect(abs(hh - h) < 1e-9) }
        }
        // Pure primaries, by hand: red 0°, green 120°, blue 240°.
        var h: CGFloat = 0
        UIColor.green.getHue(&h, saturation: nil, brightness: nil, alpha: nil)
        #expect(abs(h - 1.0 / 3) < 1e-12)
        #expect(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .blue)
    }

    @Test func componentsWhiteAndAlpha() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.1 && g == 0.2 && b == 0.3 && a == 0.4)
        var w: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: &a) && w == 0.25)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.systemBlue.description == "#007AFFFF")
        #expect(UIColor.secondaryLabel == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
    }

    @Test func displayP3WhiteIsWhiteAndRedIsClampedIntoSRGB() {
        #expect(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).description == "#FFFFFFFF")
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).red == 1)
    }

    @Test @MainActor func namedAndDynamicColours() {
        #expect(UIColor(named: "glide.test.unregistered") == nil)
        UIColor.register(.systemPink, named: "glide.test.brand")
        #expect(UIColor(named: "glide.test.brand") == .systemPink)
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(dynamic == .white)
    }

    @Test func aUserExtensionWithAConvenienceInitBuilds() {
        #expect(UIColor(hex: 0x336699) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }
}

extension UIColor {
    /// The pattern real code writes; it needs `UIColor` to be a class.
    convenience init(hex: Int) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

@MainActor @Suite struct ImageLabelFontTests {
    @Test func imagePlaceholdersAreDeterministicAndSizedByTheRegistry() {
        let a = UIImage(named: "glide.test.photo")!
        #expect(a.size == CGSize(width: 100, height: 100) && a.scale == 1)
        GlideImages.setPlaceholderSize(CGSize(width: 300, height: 200), scale: 2, forImageNamed: "glide.test.wide")
        let wide = UIImage(named: "glide.test.wide")!
        #expect(wide.size == CGSize(width: 300, height: 200) && wide.scale == 2)
        #expect(UIImage(named: "glide.test.wide") == wide && wide != a)
        #expect(wide.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(wide.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).capInsets.left == 2)
        #expect(UIImage(systemName: "xmark")?.size == CGSize(width: 20, height: 20))
    }

    @Test func imageViewSizesToItsImageAndPlacesItByContentMode() {
        GlideImages.setPlaceholderSize(CGSize(width: 300, height: 200), forImageNamed: "glide.test.wide2")
        let view = UIImageView(image: UIImage(named: "glide.test.wide2"))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.intrinsicContentSize == CGSize(width: 300, height: 200))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.imageFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .scaleAspectFit
        #expect(view.imageFrame!.isClose(to: CGRect(x: 0, y: 50 - 100.0 / 3, width: 100, height: 200.0 / 3)))
        view.contentMode = .scaleAspectFill
        #expect(view.imageFrame!.isClose(to: CGRect(x: -25, y: 0, width: 150, height: 100)))
        view.contentMode = .topLeft
        #expect(view.imageFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
        view.contentMode = .bottomRight
        #expect(view.imageFrame == CGRect(x: -200, y: -100, width: 300, height: 200))
        view.image = nil
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func fontsAreValues() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17, weight: .regular))
        #expect(UIFont.boldSystemFont(ofSize: 20).fontName == ".SFUI-Bold")
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.systemFont(ofSize: 10).lineHeight == 12)
    }

    @Test func labelWrapsByWordsWithinTheLineLimit() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)  // 5 points a character, 12 a line
        label.text = "one two three four"
        #expect(label.intrinsicContentSize == CGSize(width: 90, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 40, height: 1000)) == CGSize(width: 35, height: 36))
        #expect(label.lines(wrappingAt: 40) == ["one two", "three", "four"])
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 40, height: 1000)) == CGSize(width: 35, height: 24))
        label.attributedText = NSAttributedString(string: "ab")
        #expect(label.text == "ab" && label.intrinsicContentSize.width == 10)
    }
}

@MainActor @Suite struct AppObjectsTests {
    @Test func screenFollowsTheKeyWindowElseTheDefaultScene() {
        _ = World()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.makeKeyAndVisible()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeBounds.size == CGSize(width: 1125, height: 2001))
        #expect(UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 47))
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        #expect(scenes.first?.windows.contains { $0 === window } == true)
    }

    @Test func applicationStateIsRecorded() {
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.setStatusBarStyle(.lightContent, animated: true)
        #expect(app.statusBarStyle == .lightContent)
        app.setStatusBarStyle(.default, animated: true)
        app.viewControllerBasedStatusBarAppearance = true
        let url = URL(string: "https://example.com/glide")!
        app.open(url)
        #expect(app.openedURLs.last == url)
        #expect(app.statusBarOrientation == .portrait)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemVersion == "18.0")
    }

    @Test func bezierPathsHaveUIKitGeometry() {
        let rect = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(rect.bounds == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(rect.contains(CGPoint(x: 50, y: 30)) && !rect.contains(CGPoint(x: 5, y: 30)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(oval.contains(CGPoint(x: 50, y: 50)) && !oval.contains(CGPoint(x: 3, y: 3)) && oval.contains(CGPoint(x: 15, y: 15)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30)
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)) && rounded.contains(CGPoint(x: 50, y: 2)))
        let one = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topRight], cornerRadii: CGSize(width: 30, height: 30))
        #expect(one.contains(CGPoint(x: 2, y: 2)) && !one.contains(CGPoint(x: 98, y: 2)))
        // A quarter arc clockwise (y down) from 0 to π/2 ends at the bottom of the circle.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.currentPoint.isClose(to: CGPoint(x: 50, y: 60)))
        let full = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(full.contains(.zero) && !full.contains(CGPoint(x: 9, y: 9)))
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 20, height: 10))
    }

    @Test func valueTypesHaveUIKitBits() {
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right] && UIRectEdge.all.rawValue == 15)
        #expect(UIRectCorner.allCorners.contains(.bottomLeft))
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.showHideTransitionViews.rawValue == 1 << 8)
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscape])
        #expect(IndexPath(row: 3, section: 1).row == 3 && IndexPath(item: 2, section: 4).section == 4)
        #expect(UITraitCollection.current.horizontalSizeClass == .compact)
    }
}

extension CGPoint {
    func isClose(to other: CGPoint) -> Bool { distance(to: other) < 1e-6 }
}
