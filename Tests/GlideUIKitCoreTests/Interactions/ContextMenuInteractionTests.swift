import Foundation
import Testing
@testable import GlideUIKitCore

/// Context menus as an app uses them: a press and hold asks the delegate, the preview's tap commits through the
/// animator's completion, and a button's menu shows on touch down when it is the primary action.
@MainActor @Suite struct ContextMenuInteractionTests {
    final class Photos: UIViewController, UIContextMenuInteractionDelegate {
        var calls: [String] = []
        var offersMenu = true
        let detail = UIViewController(name: "detail")
        lazy var share = UIAction(title: "Share") { [unowned self] _ in self.calls.append("share") }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            calls.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard offersMenu else { return nil }
            return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: { [unowned self] in
                self.calls.append("preview")
                return self.detail
            }, actionProvider: { [unowned self] _ in UIMenu(title: "", children: [self.share]) })
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionAnimating?
        ) { calls.append("willDisplay") }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionAnimating?
        ) { calls.append("willEnd") }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionCommitAnimating
        ) {
            calls.append("commit")
            animator.addCompletion { [unowned self] in
                if let preview = animator.previewViewController { self.present(preview, animated: false) }
            }
        }
    }

    @Test("holding the view half a second shows the delegate's menu; a shorter hold shows none")
    func pressAndHoldShowsTheMenu() throws {
        let photos = Photos()
        let w = World(root: photos)
        let interaction = UIContextMenuInteraction(delegate: photos)
        photos.view.addInteraction(interaction)
        #expect(photos.view.gestureRecognizers?.contains { $0 === interaction.press } == true)

        var short = TouchSequence()
        short.tap(id: 1, at: CGPoint(x: 100, y: 200), time: 0, duration: 0.3)
        short.play(in: w.window, on: w.clock)
        w.clock.advance(to: 1)
        #expect(photos.calls.isEmpty && interaction.visibleConfiguration == nil)

        var hold = TouchSequence()
        hold.began(2, at: CGPoint(x: 100, y: 200), time: 2)
        hold.play(in: w.window, on: w.clock)
        w.clock.advance(to: 2.5)
        #expect(photos.calls == ["configuration at 100,200", "preview", "willDisplay"])
        #expect(interaction.menuAppearance == .rich && interaction.visibleMenu?.children.count == 1)
        #expect(interaction.location(in: photos.view) == CGPoint(x: 100, y: 200))
    }

    @Test("tapping the preview commits: willPerform, willEnd, then the animator's completion shows the preview")
    func tappingThePreviewShowsWhatItPreviewed() {
        let photos = Photos()
        let w = World(root: photos)
        let interaction = UIContextMenuInteraction(delegate: photos)
        photos.view.addInteraction(interaction)
        interaction.presentMenu(at: CGPoint(x: 10, y: 10))
        w.advance(1)
        interaction.commitPreview()
        #expect(photos.calls.suffix(2) == ["commit", "willEnd"])
        #expect(photos.presentedViewController == nil)  // not before the commit animation ends
        w.advance(ContextMenuAnimator.duration + 0.01)
        #expect(photos.presentedViewController === photos.detail)
        #expect(interaction.visibleConfiguration == nil)
    }

    @Test("an action of the menu ends the menu and runs; a nil configuration shows nothing; dismissMenu ends it")
    func actionsAndDismissal() {
        let photos = Photos()
        let w = World(root: photos)
        let interaction = UIContextMenuInteraction(delegate: photos)
        photos.view.addInteraction(interaction)
        interaction.presentMenu(at: .zero)
        interaction.performMenuElement(UIAction(title: "not in the menu") { _ in })
        #expect(interaction.visibleConfiguration != nil)
        interaction.performMenuElement(photos.share)
        #expect(photos.calls.suffix(2) == ["willEnd", "share"])
        photos.offersMenu = false
        interaction.presentMenu(at: .zero)
        #expect(interaction.visibleConfiguration == nil && photos.calls.last == "configuration at 0,0")
        photos.offersMenu = true
        interaction.presentMenu(at: .zero)
        interaction.dismissMenu()
        #expect(photos.calls.last == "willEnd" && interaction.visibleConfiguration == nil)
        w.advance(1)
        photos.view.removeInteraction(interaction)
        #expect(photos.view.gestureRecognizers?.contains { $0 === interaction.press } != true)
    }

    @Test("a button's menu shows on touch down as its primary action, with no touch-up action sent")
    func buttonMenuAsPrimaryAction() {
        let w = World()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        w.root.view.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction(title: "up") { _ in events.append("up") }, for: .touchUpInside)
        button.addAction(UIAction(title: "menu") { _ in events.append("menuActionTriggered") }, for: .menuActionTriggered)
        var picked = false
        button.menu = UIMenu(children: [UIAction(title: "Pick") { _ in picked = true }])
        #expect(button.isContextMenuInteractionEnabled && button.contextMenuInteraction != nil)
        button.simulateTap()
        #expect(events == ["up"])  // not the primary action: a tap is a tap
        button.showsMenuAsPrimaryAction = true
        button.simulateTap()
        #expect(events == ["up", "menuActionTriggered"])
        let interaction = button.contextMenuInteraction!
        if let pick = interaction.visibleMenu?.children.first { interaction.performMenuElement(pick) }
        #expect(picked)
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled)
    }
}

/// The pasteboard, key commands and the image picker (issue 19's smaller names).
@MainActor @Suite struct PasteboardKeyCommandPickerTests {
    @Test("a pasteboard keeps typed items; string and strings read what was set; changeCount counts changes")
    func pasteboard() throws {
        let board = UIPasteboard.withUniqueName()
        defer { UIPasteboard.remove(withName: board.name) }
        #expect(!board.hasStrings && board.string == nil && board.changeCount == 0)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.numberOfItems == 2 && board.changeCount == 1 && board.hasStrings)
        board.url = URL(string: "https://example.com")
        #expect(!board.hasStrings && board.hasURLs && board.changeCount == 2)
        #expect(UIPasteboard.withName(board.name, create: false) === board)
        #expect(UIPasteboard.general === UIPasteboard.general)
    }

    final class Editor: UIViewController {
        var saved = 0
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector(Editor.save(_:), name: "save:"))]
        }
        func save(_ sender: Any?) { saved += 1 }
    }

    @Test("a key press finds the command up the responder chain and sends its action")
    func keyCommands() {
        let editor = Editor()
        _ = World(root: editor)
        let field = UIView()
        editor.view.addSubview(field)
        #expect(field.glidePressKey("s", modifierFlags: .command))
        #expect(!field.glidePressKey("s"))
        #expect(editor.saved == 1)
    }

    /// A card that closes on the escape key by overriding `pressesBegan` (WispKit/Wisp's card), and passes other keys on.
    final class EscapableCard: UIViewController {
        var closed = 0
        var passedOn: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            var handled = false
            for press in presses {
                guard let key = press.key else { continue }
                if key.charactersIgnoringModifiers == UIKeyCommand.inputEscape {
                    #expect(press.type == .menu && press.phase == .began && press.force == 1)
                    #expect(event?.type == .presses && event?.allPresses.contains(press) == true)
                    handled = true
                    closed += 1
                }
            }
            if !handled { super.pressesBegan(presses, with: event) }
        }
    }

    final class Home: UIViewController {
        var began: [String] = []
        var ended: [UIPress.Phase] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            began += presses.compactMap { $0.key?.characters }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            ended += presses.map(\.phase)
        }
    }

    /// A key no command takes goes down and up as a press, from the responder it was pressed on up the chain.
    @Test
    func pressesReachTheResponderChain() {
        let home = Home()
        let world = World(root: home)
        let card = EscapableCard()
        home.addChild(card)
        home.view.addSubview(card.view)
        card.didMove(toParent: home)
        let field = UIView()
        card.view.addSubview(field)
        #expect(!field.glidePressKey(UIKeyCommand.inputEscape))
        #expect(card.closed == 1 && home.began.isEmpty, "the card took the escape key")
        #expect(home.ended == [.ended], "its end went up the chain (the card does not override pressesEnded)")
        field.glidePressKey("x")
        #expect(card.closed == 1 && home.began == ["x"], "the card passed the other key on to its parent's view, then the parent")
        _ = world
    }

    final class Profile: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: UIImage?
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info[.originalImage] as? UIImage
            picker.dismiss(animated: false)
        }
    }

    @Test("the picker tells its delegate what was picked; a cancel with no delegate method dismisses it")
    func imagePicker() {
        let profile = Profile()
        let w = World(root: profile)
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera) && UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        let picker = UIImagePickerController()
        picker.delegate = profile
        profile.present(picker, animated: false)
        w.advance(0.1)
        let image = UIImage()
        picker.glidePick(image)
        w.advance(0.1)
        #expect(profile.picked === image && profile.presentedViewController == nil)
        profile.present(picker, animated: false)
        w.advance(0.1)
        picker.glideCancel()
        w.advance(1)
        #expect(profile.presentedViewController == nil)
    }
}

/// `AttributeContainer` made from `NSAttributedString` attributes, as button configurations' titles are.
@MainActor @Suite struct AttributeContainerDictionaryTests {
    @Test("font, colours, kern and link convert; unknown keys are left out")
    func convertsUIKitsAttributes() {
        let font = UIFont.systemFont(ofSize: 13)
        let container = AttributeContainer([
            .font: font, .foregroundColor: UIColor.red, .kern: CGFloat(2), .link: "https://example.com",
            NSAttributedString.Key("custom"): 1,
        ])
        #expect(container.font === font && container.foregroundColor == UIColor.red && container.kern == 2)
        #expect(container.link == URL(string: "https://example.com"))
        let title = AttributedString("Go", attributes: container)
        #expect(title.runs.count == 1 && title.font === font)
    }
}
