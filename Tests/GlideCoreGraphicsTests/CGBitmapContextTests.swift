import Foundation
import Testing
@testable import GlideCoreGraphics

/// Bitmap contexts made with Core Graphics' own constructor, as image-processing code makes them.
@Suite struct CGBitmapContextTests {
    @Test("a bitmap context has the size asked for, y up from the bottom left, and records what is drawn")
    func drawing() throws {
        let info = CGBitmapInfo(alpha: .premultipliedLast).union(.byteOrder32Big)
        let context = try #require(CGContext(
            data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue))
        #expect(context.width == 40 && context.height == 20)
        #expect(context.bytesPerRow == 160 && context.bitsPerComponent == 8)
        #expect(context.alphaInfo == .premultipliedLast && context.data == nil)
        #expect(context.ctm == .identity, "user space is device space: pixels, y up")
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        let fills = context.displayList.items.compactMap { item -> CGRect? in
            if case let .fill(path, _, _) = item.operation { return path.boundingBox.applying(item.transform) }
            return nil
        }
        #expect(fills == [CGRect(x: 0, y: 15, width: 10, height: 5)], "the bottom rows of the image (its pixels run from the top)")
        let image = try #require(context.makeImage())
        #expect(image.width == 40 && image.height == 20)
    }

    @Test("a context Core Graphics refuses is nil: too few bytes per row, an unknown component size")
    func refused() {
        let space = CGColorSpaceCreateDeviceRGB()
        let alpha = CGImageAlphaInfo.premultipliedFirst.rawValue
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39, space: space, bitmapInfo: alpha) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 7, bytesPerRow: 0, space: space, bitmapInfo: alpha) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 30,
                          space: space, bitmapInfo: CGImageAlphaInfo.none.rawValue) != nil)
        var pixels = [UInt8](repeating: 0, count: 400)
        pixels.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 40,
                                    space: space, bitmapInfo: alpha)
            #expect(context?.data == buffer.baseAddress)
        }
    }
}
