import Foundation
import GlideRender
import GlideUIKit
import Testing

// Snapshot code as real transition code writes it, with only `import UIKit` changed to `import GlideUIKit`.

extension UIView {
    /// The usual pre-iOS 10 helper: an image context at the screen's scale, the layer rendered into it.
    func snapshotImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, isOpaque, 0.0)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// The modern one: a renderer and drawHierarchy.
    func asImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        return renderer.image { rendererContext in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }
}

/// A zoom animator's first step: a snapshot of the tapped cell stands in for it in the container.
@MainActor
func makeStandIn(for cell: UIView, in container: UIView) -> UIImageView {
    let snapshot = UIImageView(image: cell.asImage())
    snapshot.frame = container.convert(cell.frame, from: cell.superview)
    container.addSubview(snapshot)
    cell.alpha = 0
    return snapshot
}

@MainActor @Suite struct UserSnapshotSnippetTests {
    static func cell() -> UIView {
        let cell = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
        cell.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 60, y: 10, width: 10, height: 10))
        dot.backgroundColor = .blue
        cell.addSubview(dot)
        return cell
    }

    @Test func theSnippetsMakeImagesOfTheViewsSize() throws {
        let cell = Self.cell()
        let old = try #require(cell.snapshotImage())
        let new = cell.asImage()
        #expect(old.size == CGSize(width: 80, height: 40) && old.scale == 3)
        #expect(new.size == CGSize(width: 80, height: 40) && new.scale == 3)
        #expect(old.cgImage?.width == 240 && new.cgImage?.height == 120)
    }

    @Test func theStandInShowsTheCellAsItWas() throws {
        let clock = ManualClock()
        clock.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        window.backgroundColor = .white
        let cell = Self.cell()
        window.addSubview(cell)
        let standIn = makeStandIn(for: cell, in: window)
        cell.backgroundColor = .green // after the snapshot: not in it
        #expect(standIn.frame == CGRect(x: 10, y: 20, width: 80, height: 40))
        guard PNGConverter.toolPath != nil else {
            print("SKIP: theStandInShowsTheCellAsItWas pixels: rsvg-convert is not installed")
            return
        }
        let png = try PNGImage(data: PNGConverter.data(svg: ScreenRenderer().svg(of: window)))
        #expect(png[x: 20, y: 30] == [255, 0, 0, 255], "the cell's red, as it was when drawn")
        #expect(png[x: 75, y: 35] == [0, 0, 255, 255], "its blue dot")
        #expect(png[x: 5, y: 5] == [255, 255, 255, 255])
    }
}
