import Foundation
import Testing
@testable import GlideUIKitCore

/// Names a sweep of the tenth sample's fetched repositories found missing (docs/unseen-code.md): text measuring and
/// paragraph styles, a label's text rectangle, reversed paths, scene delegates, key windows, the old image functions,
/// data assets and three-argument selectors.
@MainActor @Suite struct SweepAdditionsTests {
    @Test("a paragraph style copies into a mutable one; a mutable one takes another's values")
    func paragraphStyles() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        style.lineSpacing = 4
        style.alignment = .center
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.lineSpacing == 4 && copy.alignment == .center && !(copy is NSMutableParagraphStyle))
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        #expect(other.isEqual(style))
        #expect(NSUnderlineStyle.single.rawValue == 1)
    }

    @Test("text is measured one line per paragraph, wrapped at the width with usesLineFragmentOrigin, with line spacing")
    func measuring() {
        let font = UIFont.systemFont(ofSize: 10)
        let one = "hello world".size(withAttributes: [.font: font])
        #expect(one.height == font.lineHeight && one.width == font.width(of: "hello world"))
        let narrow = CGSize(width: font.width(of: "hello") + 1, height: .greatestFiniteMagnitude)
        let unwrapped = ("hello world" as NSString).boundingRect(with: narrow, attributes: [.font: font], context: nil)
        #expect(unwrapped.height == font.lineHeight)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 3
        let context = NSStringDrawingContext()
        let wrapped = "hello world".boundingRect(
            with: narrow, options: .usesLineFragmentOrigin, attributes: [.font: font, .paragraphStyle: style], context: context)
        #expect(wrapped.height == 2 * font.lineHeight + 3 && wrapped.width <= narrow.width && context.totalBounds == wrapped)
        let attributed = NSAttributedString(string: "a\nb", attributes: [.font: font])
        #expect(attributed.size().height == 2 * font.lineHeight)
        #expect("".size(withAttributes: nil) == .zero)
    }

    @Test("text drawn into an image context is recorded there")
    func drawing() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            ("Hi" as NSString).draw(in: CGRect(x: 0, y: 0, width: 100, height: 40), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        #expect(image.size == CGSize(width: 100, height: 40))
        if case .drawing(let list) = image.cgImage?.content { #expect(!list.items.isEmpty) } else { Issue.record("no drawing recorded") }
    }

    final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return rect.inset(by: UIEdgeInsets(top: -4, left: -8, bottom: -4, right: -8))
        }
    }

    @Test("a label's intrinsic size goes through textRect, so a padded label grows by its insets")
    func paddedLabel() {
        let plain = UILabel()
        plain.text = "Padded"
        let padded = PaddedLabel()
        padded.text = "Padded"
        #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 16)
        #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 8)
        #expect(padded.sizeThatFits(CGSize(width: 300, height: 100)).width == plain.intrinsicContentSize.width + 16)
    }

    @Test("a reversed path runs from its end to its start; a closed one stays closed")
    func reversedPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
        let reversed = path.reversing()
        #expect(reversed.elements == [
            .move(CGPoint(x: 10, y: 10)),
            .curve(control1: CGPoint(x: 12, y: 8), control2: CGPoint(x: 12, y: 2), to: CGPoint(x: 10, y: 0)),
            .line(CGPoint(x: 0, y: 0)),
        ])
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).reversing()
        #expect(rect.elements.last == .close && rect.elements.first == .move(.zero))
        #expect(rect.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    final class Window: UIWindow {
        var log: [String] = []
        override func becomeKey() { super.becomeKey(); log.append("becomeKey") }
        override func resignKey() { super.resignKey(); log.append("resignKey") }
    }

    @Test("one key window at a time: makeKey tells the old key window it resigned")
    func keyWindows() {
        let clock = ManualClock().makeCurrent()
        let first = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: clock)
        first.makeKeyAndVisible()
        let second = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: clock)
        second.makeKey()
        #expect(!first.isKeyWindow && second.isKeyWindow)
        #expect(first.log == ["becomeKey", "resignKey"] && second.log == ["becomeKey"])
        second.makeKey()
        #expect(second.log == ["becomeKey"])
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
        }
    }

    @Test("a scene delegate written for iOS 13 builds and connects")
    func sceneDelegate() {
        let delegate = SceneDelegate()
        let session = UISceneSession()
        #expect(session.role == .windowApplication && session.configuration.role == .windowApplication)
        delegate.scene(UIWindowScene(), willConnectTo: session, options: UIScene.ConnectionOptions())
        #expect(delegate.window != nil)
    }

    final class Saver: NSObject {
        var saved: [String] = []
        func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeMutableRawPointer?) {
            saved.append("\(image.size.width)x\(image.size.height) \(error == nil)")
        }
    }

    @Test("saving to the photo album calls the three-argument completion on the next turn; data assets are registered")
    func imageFunctionsAndAssets() {
        let clock = ManualClock().makeCurrent()
        defer { GlideSavedPhotos.removeAll() }
        let saver = Saver()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 3)).image { _ in }
        UIImageWriteToSavedPhotosAlbum(
            image, saver, Selector(Saver.image(_:didFinishSavingWithError:contextInfo:), name: "image:didFinishSavingWithError:contextInfo:"), nil)
        #expect(saver.saved.isEmpty && GlideSavedPhotos.images.count == 1)
        clock.advance(by: 0)
        #expect(saver.saved == ["2.0x3.0 true"])
        #expect(UIImagePNGRepresentation(image) == image.pngData())
        #expect(NSDataAsset(name: "missing") == nil)
        NSDataAsset.register(Data([1, 2]), named: "blob")
        #expect(NSDataAsset(name: "blob")?.data == Data([1, 2]))
        #expect(UIApplication.shared.openURL(URL(string: "https://example.com")!) == false)
    }
}

/// A text field's layout rectangles (overridden by padded fields) and cursor positions; a text view's notifications.
@MainActor @Suite struct TextInputAdditionsTests {
    final class PaddedField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    }

    @Test("rectangles: the text inside the border margin; a subclass insets its own")
    func rectangles() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 40))
        #expect(field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        let padded = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(padded.editingRect(forBounds: padded.bounds).minX == 12)
    }

    @Test("positions move the cursor: the end by default, a range from positions, the text in it")
    func positions() throws {
        let field = UITextField()
        field.text = "hello"
        #expect(field.selectedTextRange?.start.offset == 5 && field.selectedTextRange?.isEmpty == true)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let range = try #require(field.textRange(from: start, to: field.endOfDocument))
        #expect(field.text(in: range) == "ello" && field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.selectedTextRange?.start.offset == 0)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    }

    @Test("typing into a text view posts its change notification")
    func textViewNotification() {
        let view = UITextView()
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: view, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!view.hasText)
        view.simulateTyping("a")
        #expect(posted.value == 1 && view.hasText)
    }
}

/// Font descriptors, swipe actions and `classForCoder()` (the sweep's table and font code).
@MainActor @Suite struct DescriptorAndSwipeActionTests {
    @Test("a descriptor with the bold trait makes a bold font; a font's descriptor has its traits")
    func fontDescriptors() throws {
        let base = UIFont.systemFont(ofSize: 15)
        let bold = try #require(base.fontDescriptor.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 15 && font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!base.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [:]), size: 0).pointSize == 17)
        #expect(bold.withSize(20).pointSize == 20)
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var deleted: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                self.deleted.append(indexPath.row)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    @Test("a row's swipe action runs its handler, which says it was performed; data sources edit rows by default")
    func swipeActions() throws {
        let rows = Rows()
        let table = UITableView()
        let configuration = try #require(rows.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)))
        #expect(configuration.actions.first?.glidePerform(in: table) == true && rows.deleted == [1])
        #expect(configuration.actions.first?.backgroundColor == .systemRed)
        #expect(rows.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(rows.tableView(table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)) == nil)
        var tapped: IndexPath?
        let old = UITableViewRowAction(style: .destructive, title: "Delete") { _, indexPath in tapped = indexPath }
        old.glidePerform(at: IndexPath(row: 2, section: 0))
        #expect(tapped?.row == 2 && old.style == .default)
        #expect(String(describing: UITableView.classForCoder()) == "UITableView")
    }
}
