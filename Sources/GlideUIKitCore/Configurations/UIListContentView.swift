import Foundation

/// The content view of a ``UIListContentConfiguration`` (UIKit's `UIListContentView`): an image view and two labels,
/// laid out as the configuration says. A cell makes one when given a list content configuration; it can stand anywhere
/// else in a view tree, a cell's look without a list.
///
/// The layout (see ``UIListContentConfiguration``) is done by frames in ``layoutSubviews()``; ``sizeThatFits(_:)``
/// gives the height the content needs at a width (the margins, and the taller of the image and the texts), and
/// ``intrinsicContentSize`` that height at the width the texts take on one line.
///
/// Glide differs: UIKit's `textLayoutGuide`, `secondaryTextLayoutGuide` and `imageLayoutGuide` (iOS 16) are not
/// offered; the image and text frames are the views'.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    /// The image (hidden without one).
    let imageView = UIImageView(frame: .zero)
    /// The text (hidden without one).
    let textLabel = UILabel(frame: .zero)
    /// The secondary text (hidden without one).
    let secondaryTextLabel = UILabel(frame: .zero)

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        setUp()
    }

    /// A view from an archive, showing an empty ``UIListContentConfiguration/cell()``.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The configuration shown: a ``UIListContentConfiguration``; setting one of another type stops the program, as
    /// UIKit raises.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView shows a UIListContentConfiguration, not a \(type(of: newValue))")
            }
            listConfiguration = list
            apply()
        }
    }

    /// Shows the configuration in the subviews.
    private func apply() {
        let c = listConfiguration
        Self.apply(c.textProperties, text: c.text, attributed: c.attributedText, to: textLabel)
        Self.apply(c.secondaryTextProperties, text: c.secondaryText, attributed: c.secondaryAttributedText, to: secondaryTextLabel)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.tintColor = c.imageProperties.resolvedTintColor(for: tintColor)
        alpha = c.alpha
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static func apply(_ properties: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?,
                              to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed, attributed.length > 0 {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    /// Tints the image again with the new tint colour (when the configuration sets none of its own).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        imageView.tintColor = listConfiguration.imageProperties.resolvedTintColor(for: tintColor)
    }

    // MARK: Layout

    /// Where the image and the texts go in a view `width` wide, from the top of the margins, and the content's height.
    private struct Layout {
        var image: CGRect?
        var text: CGRect?
        var secondary: CGRect?
        var contentHeight: CGFloat
        var margins: NSDirectionalEdgeInsets
    }

    /// The margins: the configuration's, at least the superview's where they reach into this view on the preserved axes.
    var effectiveMargins: NSDirectionalEdgeInsets {
        var m = listConfiguration.directionalLayoutMargins
        guard let superview else { return m }
        let s = superview.directionalLayoutMargins, f = frame, b = superview.bounds
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            m.leading = Swift.max(m.leading, s.leading - (f.minX - b.minX))
            m.trailing = Swift.max(m.trailing, s.trailing - (b.maxX - f.maxX))
        }
        if axes.contains(.vertical) {
            m.top = Swift.max(m.top, s.top - (f.minY - b.minY))
            m.bottom = Swift.max(m.bottom, s.bottom - (b.maxY - f.maxY))
        }
        return m
    }

    /// The image's size: its own, scaled down (aspect kept) to ``UIListContentConfiguration/ImageProperties/maximumSize``.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = Swift.min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = Swift.min(scale, maximum.height / size.height) }
        size = CGSize(width: size.width * scale, height: size.height * scale)
        return size
    }

    private func layout(width: CGFloat?) -> Layout {
        let c = listConfiguration
        let margins = effectiveMargins
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        var x = margins.leading
        var result = Layout(contentHeight: 0, margins: margins)
        var imageHeight: CGFloat = 0
        if c.image != nil {
            let size = imageSize
            let reserved = c.imageProperties.reservedLayoutSize
            let slot = CGSize(width: Swift.max(size.width, reserved.width > 0 ? reserved.width : 0),
                              height: Swift.max(size.height, reserved.height > 0 ? reserved.height : 0))
            result.image = CGRect(x: x + (slot.width - size.width) / 2, y: (slot.height - size.height) / 2, width: size.width, height: size.height)
            imageHeight = slot.height
            x += slot.width
            if hasText || hasSecondary { x += c.imageToTextPadding }
        }
        let available = width.map { Swift.max(0, $0 - margins.trailing - x) }
        func fit(_ label: UILabel) -> CGSize {
            let natural = label.sizeThatFits(CGSize(width: available ?? 0, height: 0))
            return CGSize(width: available.map { Swift.min(natural.width, $0) } ?? natural.width, height: natural.height)
        }
        var textHeight: CGFloat = 0
        if hasText, hasSecondary, c.prefersSideBySideTextAndSecondaryText {
            let t = textLabel.sizeThatFits(CGSize(width: 0, height: 0)), s = secondaryTextLabel.sizeThatFits(CGSize(width: 0, height: 0))
            let needed = t.width + c.textToSecondaryTextHorizontalPadding + s.width
            if available.map({ needed <= $0 }) ?? true {
                textHeight = Swift.max(t.height, s.height)
                result.text = CGRect(x: x, y: (textHeight - t.height) / 2, width: t.width, height: t.height)
                let secondaryX = available.map { x + $0 - s.width } ?? (x + t.width + c.textToSecondaryTextHorizontalPadding)
                result.secondary = CGRect(x: secondaryX, y: (textHeight - s.height) / 2, width: s.width, height: s.height)
            }
        }
        if result.text == nil, result.secondary == nil {
            var y: CGFloat = 0
            if hasText {
                let t = fit(textLabel)
                result.text = CGRect(x: x, y: 0, width: t.width, height: t.height)
                y = t.height
            }
            if hasSecondary {
                if hasText { y += c.textToSecondaryTextVerticalPadding }
                let s = fit(secondaryTextLabel)
                result.secondary = CGRect(x: x, y: y, width: s.width, height: s.height)
                y += s.height
            }
            textHeight = y
        }
        // The image and the text block are centred on each other.
        let height = Swift.max(imageHeight, textHeight)
        result.image?.origin.y += (height - imageHeight) / 2
        result.text?.origin.y += (height - textHeight) / 2
        result.secondary?.origin.y += (height - textHeight) / 2
        result.contentHeight = height
        return result
    }

    /// Lays the image and the texts out in the bounds, the content centred vertically between the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let l = layout(width: b.width)
        let top = b.minY + l.margins.top + (b.height - l.margins.top - l.margins.bottom - l.contentHeight) / 2
        func place(_ view: UIView, _ frame: CGRect?) {
            guard let frame else { return }
            view.frame = frame.offsetBy(dx: b.minX, dy: top)
        }
        place(imageView, l.image)
        place(textLabel, l.text)
        place(secondaryTextLabel, l.secondary)
        imageView.tintColor = listConfiguration.imageProperties.resolvedTintColor(for: tintColor)
    }

    /// The size the content needs at `size.width` (at the texts' one-line width when it is 0): the margins around the
    /// taller of the image and the texts.
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let l = layout(width: size.width > 0 ? size.width : nil)
        let height = l.margins.top + l.contentHeight + l.margins.bottom
        if size.width > 0 { return CGSize(width: size.width, height: height) }
        let right = [l.image, l.text, l.secondary].compactMap { $0?.maxX }.max() ?? l.margins.leading
        return CGSize(width: right + l.margins.trailing, height: height)
    }

    /// The size the content needs with the texts on one line each.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
