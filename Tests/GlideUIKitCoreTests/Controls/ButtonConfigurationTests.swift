import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
@Suite struct ButtonConfigurationTests {
    private func background(of button: UIButton) -> UIView? { button.subviews.first { $0.name == "UIButton.background" } }
    private func width(_ text: String, _ size: CGFloat) -> CGFloat { UILabel.pixelCeil(UIFont.systemFont(ofSize: size).width(of: text)) }
    private func lineHeight(_ size: CGFloat) -> CGFloat { UILabel.pixelCeil(UIFont.systemFont(ofSize: size).lineHeight) }

    @Test("the makers' defaults; the title is the attributed title's text; the insets follow the size until set")
    func configurationValues() {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration.title == nil && configuration.image == nil && configuration.buttonSize == .medium)
        #expect(configuration.cornerStyle == .dynamic && configuration.imagePlacement == .leading && configuration.imagePadding == 0)
        #expect(configuration.titleAlignment == .automatic && configuration.automaticallyUpdateForSelection && !configuration.showsActivityIndicator)
        #expect(configuration.background.backgroundColor == nil && UIButton.Configuration.plain().background.backgroundColor == .clear)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets.trailing == 4)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        configuration.title = "Buy"
        #expect(configuration.attributedTitle == AttributedString("Buy"))
        configuration.attributedTitle = AttributedString("Sell")
        #expect(configuration.title == "Sell")
        configuration.subtitle = "now"
        #expect(configuration.attributedSubtitle.map { String($0.characters) } == "now")
    }

    @Test("a button made from a filled configuration shows its title in white on the tint colour, sized by its content and insets")
    func filledButton() throws {
        var tapped = 0
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in tapped += 1 })
        #expect(button.configuration?.title == "Go" && button.titleLabel?.text == "Go" && button.currentTitle == "Go")
        #expect(button.titleLabel?.font.pointSize == 17 && button.titleLabel?.textColor == .white)
        let size = button.intrinsicContentSize
        #expect(size.width.isClose(to: width("Go", 17) + 24) && size.height.isClose(to: lineHeight(17) + 14))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        let fill = try #require(background(of: button))
        #expect(fill.backgroundColor == .systemBlue && fill.layer.cornerRadius == 8 && fill.frame == button.bounds)
        #expect(button.titleLabel?.frame.midX.isClose(to: 50) == true && button.titleLabel?.frame.midY.isClose(to: 20) == true)
        button.simulateTap()
        #expect(tapped == 1)
        let titled = UIButton(configuration: .gray(), primaryAction: UIAction(title: "From action") { _ in })
        #expect(titled.configuration?.title == "From action")
    }

    @Test("each style's colours, with the base colours replacing the tint colour")
    func styleColours() {
        let button = UIButton(configuration: .plain())
        button.tintColor = .systemRed
        func resolved(_ configuration: UIButton.Configuration) -> (UIColor?, UIColor?) {
            let shown = configuration.updated(for: button)
            return (shown.baseForegroundColor, shown.background.backgroundColor)
        }
        #expect(resolved(.plain()) == (.systemRed, .clear) && resolved(.borderless()) == (.systemRed, .clear))
        #expect(resolved(.gray()) == (.systemRed, .tertiarySystemFill) && resolved(.bordered()) == (.systemRed, .tertiarySystemFill))
        #expect(resolved(.tinted()) == (.systemRed, UIColor.systemRed.withAlphaComponent(0.15)))
        #expect(resolved(.borderedTinted()).1 == UIColor.systemRed.withAlphaComponent(0.15))
        #expect(resolved(.filled()) == (.white, .systemRed) && resolved(.borderedProminent()) == (.white, .systemRed))
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemGreen
        custom.baseForegroundColor = .black
        #expect(resolved(custom) == (.black, .systemGreen))
        custom.background.backgroundColor = .yellow
        #expect(resolved(custom).1 == .yellow)
    }

    @Test("the state changes the colours: disabled, highlighted, and selected drawn filled")
    func stateColours() {
        let button = UIButton(configuration: .plain())
        button.isEnabled = false
        #expect(button.configuration?.updated(for: button).baseForegroundColor == .tertiaryLabel)
        #expect(button.titleLabel?.textColor == .tertiaryLabel)
        button.isEnabled = true
        button.isHighlighted = true
        #expect(button.configuration?.updated(for: button).baseForegroundColor == UIColor.systemBlue.withAlphaComponent(0.5))
        button.isHighlighted = false
        button.isSelected = true
        let selected = button.configuration?.updated(for: button)
        #expect(selected?.baseForegroundColor == .white && selected?.background.backgroundColor == .systemBlue)
        button.configuration?.automaticallyUpdateForSelection = false
        #expect(button.configuration?.updated(for: button).background.backgroundColor == .clear)
    }

    @Test("setting the configuration changes what the button shows; a state's own title still wins; nil goes back")
    func settingTheConfiguration() {
        let button = UIButton(type: .system)
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "First"
        configuration.image = UIImage(systemName: "star")
        button.configuration = configuration
        #expect(button.titleLabel?.text == "First" && button.imageView?.image == UIImage(systemName: "star"))
        configuration.title = "Second"
        button.configuration = configuration
        #expect(button.titleLabel?.text == "Second")
        button.setTitle("Own", for: .normal)
        #expect(button.titleLabel?.text == "Own")
        button.configuration = nil
        #expect(background(of: button) == nil && button.titleLabel?.text == "Own" && button.titleLabel?.font.pointSize == 15)
    }

    @Test("the update handler runs before layout after setNeedsUpdateConfiguration and state changes, and may set the configuration")
    func updateHandler() {
        final class Cart { var count = 3, runs = 0 }
        let cart = Cart()
        let button = UIButton(configuration: .filled())
        button.configurationUpdateHandler = { button in
            cart.runs += 1
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Pressed" : "Cart (\(cart.count))"
            button.configuration = configuration
        }
        var runs: Int { cart.runs }
        #expect(runs == 0)
        button.layoutIfNeeded()
        #expect(runs == 1 && button.titleLabel?.text == "Cart (3)")
        button.layoutIfNeeded()
        #expect(runs == 1)
        cart.count = 4
        button.setNeedsUpdateConfiguration()
        #expect(button.intrinsicContentSize.width > 0 && runs == 2 && button.titleLabel?.text == "Cart (4)")
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(runs == 3 && button.configuration?.title == "Pressed")
        button.automaticallyUpdatesConfiguration = false
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(runs == 3)
    }

    @Test("text attribute transformers and attributed titles set the font and colour")
    func textAttributes() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Sub"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .boldSystemFont(ofSize: 22)
            return outgoing
        }
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = .systemPink
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 22) && button.titleLabel?.textColor == .systemBlue)
        #expect(button.subtitleLabel?.text == "Sub" && button.subtitleLabel?.textColor == .systemPink && button.subtitleLabel?.font.pointSize == 15)
        var attributed = AttributedString("Styled")
        attributed.foregroundColor = .systemGreen
        configuration.attributedTitle = attributed
        configuration.titleTextAttributesTransformer = nil
        configuration.subtitle = nil
        button.configuration = configuration
        #expect(button.titleLabel?.text == "Styled" && button.titleLabel?.textColor == .systemGreen && button.subtitleLabel == nil)
    }

    @Test("the image sits beside or above the title with its padding; the subtitle under the title; the insets around them")
    func layout() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Hi"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 6
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let button = UIButton(configuration: configuration)
        let title = CGSize(width: width("Hi", 17), height: lineHeight(17))
        #expect(button.intrinsicContentSize.width.isClose(to: 20 + 6 + title.width + 20))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let image = try #require(button.imageView), label = try #require(button.titleLabel)
        #expect(image.frame.minX.isClose(to: 10) && label.frame.minX.isClose(to: 36))
        configuration.imagePlacement = .top
        configuration.subtitle = "there"
        configuration.titlePadding = 4
        button.configuration = configuration
        let sub = CGSize(width: width("there", 15), height: lineHeight(15))
        let expected = CGSize(width: Swift.max(20, title.width, sub.width) + 20, height: 20 + 6 + title.height + 4 + sub.height + 20)
        #expect(button.intrinsicContentSize.width.isClose(to: expected.width) && button.intrinsicContentSize.height.isClose(to: expected.height))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let subtitle = try #require(button.subtitleLabel)
        #expect(image.frame.minY.isClose(to: 10) && label.frame.minY.isClose(to: 36))
        #expect(subtitle.frame.minY.isClose(to: 36 + title.height + 4) && subtitle.frame.midX.isClose(to: button.bounds.midX))
    }

    @Test("corner styles, a stroke and the activity indicator")
    func cornersStrokeAndIndicator() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Wait"
        configuration.cornerStyle = .capsule
        configuration.background.strokeWidth = 2
        configuration.background.strokeColor = .black
        configuration.showsActivityIndicator = true
        configuration.image = UIImage(systemName: "star")
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        let fill = try #require(background(of: button))
        #expect(fill.layer.cornerRadius == 22 && fill.layer.borderWidth == 2 && fill.layer.borderColor == UIColor.black.cgColor)
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating && !indicator.isHidden && button.imageView?.isHidden == true)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 5
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(fill.layer.cornerRadius == 5 && !indicator.isAnimating && button.imageView?.isHidden == false)
        #expect(UIButton.Configuration.filled().cornerRadius(forHeight: 50) == 8)
    }
}
