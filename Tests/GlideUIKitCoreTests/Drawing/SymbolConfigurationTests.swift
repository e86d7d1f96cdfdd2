import Foundation
import Testing
@testable import GlideUIKitCore

/// SF Symbols' configurations as modern close buttons use them: the placeholder is sized by the configuration, and
/// configurations combine as UIKit's `applying(_:)` documents.
@MainActor @Suite struct SymbolConfigurationTests {
    @Test("a symbol made with a point size and scale is sized by them; the configuration is kept")
    func sizedByTheConfiguration() throws {
        let plain = try #require(UIImage(systemName: "xmark"))
        #expect(plain.size == CGSize(width: 20, height: 20) && plain.symbolConfiguration == nil)
        let large = try #require(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)))
        #expect(large.size == CGSize(width: 52, height: 52), "20 × 34/17 × 1.3")
        #expect(large.isSymbolImage && large.renderingMode == .alwaysTemplate)
        #expect(large.symbolConfiguration?.weight == .bold)
        let small = plain.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(small.size == CGSize(width: 16, height: 16))
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) == nil)
    }

    @Test("applying keeps what the other configuration leaves unset")
    func applying() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(combined.pointSize == 20 && combined.weight == .semibold && combined.scale == .large)
        let styled = base.applying(UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(styled.textStyle == .title1 && styled.pointSize == 20)
        #expect(base.configurationWithoutWeight().weight == .unspecified)
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold) == base)
        #expect(UIImage.SymbolConfiguration.preferringMulticolor().prefersMulticolor)
    }

    @Test("image views and buttons keep their preferred symbol configurations")
    func preferred() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .medium)
        let imageView = UIImageView()
        imageView.preferredSymbolConfiguration = configuration
        #expect(imageView.preferredSymbolConfiguration == configuration)
        let button = UIButton(type: .system)
        button.setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) == configuration)
        var buttonConfiguration = UIButton.Configuration.plain()
        buttonConfiguration.preferredSymbolConfigurationForImage = configuration
        #expect(buttonConfiguration.preferredSymbolConfigurationForImage == configuration)
    }
}
