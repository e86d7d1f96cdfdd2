import Foundation
import Testing
@testable import GlideUIKitCore

/// UIKit's image contexts: the per-thread stack, sizes and scales, the Core Graphics state, and what is recorded.
@Suite struct ImageContextTests {
    @Test func withoutAContextThereIsNoContextAndNoImage() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "UIKit returns nil with no image context")
        UIGraphicsEndImageContext() // unbalanced: ignored, as UIKit only logs it
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func beginAndEndAreAStack() throws {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 20))
        let outer = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
        let inner = try #require(UIGraphicsGetCurrentContext())
        #expect(inner !== outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 4, height: 4))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer, "ending the inner context makes the outer one current again")
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10, height: 20))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func eachThreadHasItsOwnStack() throws {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        defer { UIGraphicsEndImageContext() }
        let seen = OtherThread.run { (UIGraphicsGetCurrentContext() == nil, UIGraphicsGetImageFromCurrentImageContext() == nil) }
        #expect(seen.0 && seen.1, "another thread sees no context")
        #expect(UIGraphicsGetCurrentContext() != nil)
    }

    @Test func pushedContextsAreNotImageContexts() throws {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        let context = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "the current context was pushed, not begun as an image context")
        UIGraphicsEndImageContext() // not an image context on top: ignored
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() != nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func sizesAndScales() throws {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 20))
        var image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 10, height: 20) && image.scale == 1)
        #expect(image.cgImage?.width == 10 && image.cgImage?.height == 20)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), true, 0)
        #expect(UIGraphicsGetCurrentContext()?.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: -3, tx: 0, ty: 60), "UIKit's flipped CTM at the screen's scale")
        image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 3 && image.size == CGSize(width: 10, height: 20), "scale 0 is the screen's")
        #expect(image.cgImage?.width == 30 && image.cgImage?.height == 60)
        #expect(image.cgImage?.isOpaque == true)

        // A fractional size rounds up to whole pixels.
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10.2, height: 5), false, 2)
        image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.cgImage?.width == 21 && image.size.width == 10.5)

        // No pixels: a nil context, still balanced.
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test func theRendererPushesItsContextForTheActionsOnly() throws {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == 3 && !format.opaque && format.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.preferred().scale == 3 && UIGraphicsImageRendererFormat.default().scale == 3)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection()).scale == 3, "an unspecified display scale is the screen's")
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 40), format: format)
        #expect(renderer.format === format && renderer.format.bounds == CGRect(x: 0, y: 0, width: 50, height: 40))
        var inside: CGContext?
        let image = renderer.image { context in
            inside = UIGraphicsGetCurrentContext()
            #expect(context.cgContext === inside)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIGraphicsBeginImageContext(CGSize(width: 1, height: 1)) // left unbalanced: popped with the renderer's context
        }
        #expect(inside != nil && UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 50, height: 40) && image.scale == 2)
        #expect(image.cgImage?.width == 100 && image.cgImage?.height == 80)
        let items = try #require(Self.items(image))
        #expect(items.count == 1)
        guard case let .fill(path, _, color) = items[0].operation else { Issue.record("expected a fill"); return }
        #expect(color == UIColor.red.cgColor)
        #expect(path.boundingBox.applying(items[0].transform) == CGRect(x: 0, y: 0, width: 20, height: 20), "10 points at scale 2")

        #expect(UIGraphicsImageRenderer(size: .zero).image { _ in Issue.record("no actions without pixels") }.size == .zero)
    }

    @Test func boundsOriginIsTheImagesTopLeft() throws {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 20, height: 20), format: Self.scale1)
        let image = renderer.image { context in
            context.fill(CGRect(x: 100, y: 50, width: 5, height: 5))
        }
        let item = try #require(Self.items(image)?.first)
        guard case let .fill(path, _, _) = item.operation else { Issue.record("expected a fill"); return }
        #expect(path.boundingBox.applying(item.transform) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(image.size == CGSize(width: 20, height: 20))
    }

    @Test func theGraphicsStateIsSavedAndRestored() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: Self.scale1).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.translateBy(x: 10, y: 20)
            cg.scaleBy(x: 2, y: 2)
            cg.setFillColor(UIColor.blue.cgColor)
            cg.setAlpha(0.5)
            cg.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(cg.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.restoreGState() // nothing saved: ignored
            cg.setStrokeColor(UIColor.green.cgColor)
            cg.setLineWidth(3)
            cg.setLineCap(.round)
            cg.move(to: CGPoint(x: 0, y: 0))
            cg.addLine(to: CGPoint(x: 50, y: 0))
            #expect(cg.currentPointOfPath == CGPoint(x: 50, y: 0) && !cg.isPathEmpty)
            cg.strokePath()
            #expect(cg.isPathEmpty)
        }
        let items = try #require(Self.items(image))
        #expect(items.count == 3)
        guard case let .fill(first, _, firstColor) = items[0].operation, case let .fill(second, _, secondColor) = items[1].operation,
              case let .stroke(line, strokeColor, style) = items[2].operation
        else { Issue.record("expected two fills and a stroke"); return }
        #expect(first.boundingBox.applying(items[0].transform) == CGRect(x: 10, y: 20, width: 20, height: 20))
        #expect(firstColor == UIColor.blue.cgColor && items[0].alpha == 0.5 && items[0].clips.count == 1)
        #expect(items[0].clips[0].path.boundingBox == CGRect(x: 10, y: 20, width: 10, height: 10), "the clip in pixels")
        #expect(second.boundingBox.applying(items[1].transform) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(secondColor == CGColor.black && items[1].alpha == 1 && items[1].clips.isEmpty, "restored: black, opaque, unclipped")
        #expect(strokeColor == UIColor.green.cgColor && style.lineWidth == 3 && style.lineCap == .round)
        #expect(line.boundingBox == CGRect(x: 0, y: 0, width: 50, height: 0))
    }

    @Test func coreGraphicsDrawsImagesUpsideDownAndUIImageUpright() throws {
        let source = try #require(UIImage(named: "photo")?.cgImage)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: Self.scale1).image { context in
            context.cgContext.draw(source, in: CGRect(x: 0, y: 0, width: 100, height: 100))
            UIImage(cgImage: source).draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        let items = try #require(Self.items(image))
        #expect(items.count == 2)
        // The source's top-left pixel: at the bottom left for Core Graphics, the top left for UIImage.
        #expect(CGPoint.zero.applying(items[0].transform) == CGPoint(x: 0, y: 100))
        #expect(CGPoint.zero.applying(items[1].transform) == CGPoint(x: 0, y: 0))
    }

    @Test func pngDataKeepsDecodedBytesAndCropping() throws {
        // A 2 × 3 PNG header is enough for the size.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0]
        let image = try #require(UIImage(data: Data(png), scale: 1))
        #expect(image.size == CGSize(width: 2, height: 3) && image.pngData() == Data(png))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        let cropped = try #require(image.cgImage?.cropping(to: CGRect(x: 1, y: 1, width: 5, height: 5)))
        #expect(cropped.width == 1 && cropped.height == 2, "cropped to the image")
        #expect(image.cgImage?.cropping(to: CGRect(x: 10, y: 10, width: 1, height: 1)) == nil)
        #expect(image.jpegData(compressionQuality: 0.8) == nil, "Glide has no JPEG encoder")
    }

    /// The display list of a drawn image.
    static func items(_ image: UIImage) -> [CGDisplayList.Item]? {
        guard case .drawing(let list)? = image.cgImage?.content else { return nil }
        return list.items
    }

    static var scale1: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }
}

/// Runs a closure on a new thread and waits for its result.
enum OtherThread {
    final class Box<T>: @unchecked Sendable { var value: T? }

    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.value!
    }
}
