import Foundation

/// An image in text (UIKit's `NSTextAttachment`, shown by `NSAttributedString(attachment:)`, the value of
/// `NSAttributedString.Key.attachment`).
///
/// Glide differs: an attachment takes one character (U+FFFC) in the text and its bounds' width when measured by
/// Glide's labels only as that character; its image is kept and not drawn inside text.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// Must stay the first stored property (see ``CoreFoundationMarker``).
    private let coreFoundationMarker = CoreFoundationMarker.word
    /// The image shown.
    open var image: UIImage?
    /// Where the image sits relative to the baseline, and its size (zero: the image's size).
    open var bounds: CGRect = .zero
    /// The data the attachment was made from, if any.
    open var contents: Data?
    /// The data's type identifier, if any.
    open var fileType: String?

    public override init() { super.init() }

    /// An attachment of `contentData` of type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The character an attachment takes in text (Foundation's `NSAttachmentCharacter`, U+FFFC).
    public static let character: Character = "\u{FFFC}"
}

extension NSAttributedString {
    /// Text of one attachment character carrying `attachment` (UIKit's `init(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(NSTextAttachment.character), attributes: [.attachment: attachment])
    }
}

extension NSAttributedString.Key {
    /// An ``NSTextAttachment`` shown in place of its character.
    public static let attachment = NSAttributedString.Key(rawValue: "NSAttachment")
}
