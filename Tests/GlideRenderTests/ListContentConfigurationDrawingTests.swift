import Foundation
import GlideRender
import GlideTestSupport
import GlideUIKitCore
import Testing

/// A cell with a content and a background configuration, drawn: the configuration's labels and image where its content
/// view lays them out, the background's fill behind them.
@MainActor @Suite struct ListContentConfigurationDrawingTests {
    @Test("a table cell's list content (image, text, value) and its background are drawn in the window")
    func cellDrawn() throws {
        let (window, _) = layerKindsWindow()
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 50, width: 200, height: 44)
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: "wifi")
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        cell.backgroundConfiguration = background
        window.addSubview(cell)
        window.layoutIfNeeded()
        let svg = ScreenRenderer().svg(of: window)
        #expect(svg.contains(">Wi-Fi</tspan>") && svg.contains(">Home</tspan>"))
        #expect(svg.contains("system:wifi"), "the image's placeholder")
        #expect(try #require(svg.range(of: "fill=\"#ffcc00\"")).lowerBound < #require(svg.range(of: ">Wi-Fi<")).lowerBound,
                "the background before (under) the text")
        guard let p = try layerKindsPixels(svg, at: [(190, 52), (190, 40)]) else { return }
        #expect(p[0] == [255, 204, 0], "the cell's background \(p)")
        #expect(p[1] == [255, 255, 255], "above the cell: the window \(p)")
    }
}
