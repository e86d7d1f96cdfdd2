import Foundation
import Testing
@testable import GlideUIKitCore

/// `UITextField` editing, typing, its delegate, events and notifications, Glide's keyboard, and
/// `endEditing(_:)`.
@MainActor @Suite(.serialized) struct TextFieldTests {
    final class Delegate: NSObject, UITextFieldDelegate {
        var log: [String] = []
        var allowEnd = true
        var allowChange: (String) -> Bool = { _ in true }
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return allowChange(string)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return true }
    }

    @MainActor final class Target: NSObject {
        var events: [String] = []
        func began(_ sender: UITextField) { events.append("began") }
        func changed(_ sender: UITextField) { events.append("changed \(sender.text ?? "")") }
        func ended(_ sender: UITextField) { events.append("ended") }
        func exit(_ sender: UITextField) { events.append("exit") }
    }

    /// Notification names posted on the default center while `body` runs.
    private func posted(_ names: [Notification.Name], _ body: () -> Void) -> [String] {
        final class Seen: @unchecked Sendable { var names: [String] = [] }
        let seen = Seen()
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in seen.names.append(note.name.rawValue) }
        }
        body()
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        return seen.names
    }

    private static let keyboardNames = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
        UITextField.textDidChangeNotification,
    ]

    @Test func editingTypingAndEndingFollowUIKitsOrder() {
        let world = World()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        world.root.view.addSubview(field)
        let delegate = Delegate()
        let target = Target()
        field.delegate = delegate
        field.placeholder = "Name"
        field.addTarget(target, action: Selector(Target.began(_:), name: "began:"), for: .editingDidBegin)
        field.addTarget(target, action: Selector(Target.changed(_:), name: "changed:"), for: .editingChanged)
        field.addTarget(target, action: Selector(Target.ended(_:), name: "ended:"), for: .editingDidEnd)
        #expect(field.text == "" && !field.isEditing && !field.hasText)

        let notes = posted(Self.keyboardNames) {
            #expect(field.becomeFirstResponder())
            #expect(field.isFirstResponder && field.isEditing)
            world.advance(0.3)
            field.insertText("Ab")
            field.insertText("c")
            field.deleteBackward()
            #expect(field.resignFirstResponder())
            world.advance(0.3)
        }
        #expect(field.text == "Ab" && !field.isEditing && !field.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin", "change 0,0 'Ab'", "change 2,0 'c'", "change 2,1 ''", "shouldEnd", "didEnd"])
        #expect(target.events == ["began", "changed Ab", "changed Abc", "changed Ab", "ended"])
        #expect(notes == [
            "UIKeyboardWillShowNotification", "UITextFieldTextDidBeginEditingNotification", "UIKeyboardDidShowNotification",
            "UITextFieldTextDidChangeNotification", "UITextFieldTextDidChangeNotification", "UITextFieldTextDidChangeNotification",
            "UIKeyboardWillHideNotification", "UITextFieldTextDidEndEditingNotification", "UIKeyboardDidHideNotification",
        ])
        // Setting the text in code tells no one.
        field.text = "Zed"
        #expect(target.events.count == 5)
    }

    @Test func theKeyboardNotificationsCarryItsFrames() throws {
        let world = World()
        let field = UITextField()
        world.root.view.addSubview(field)
        final class Box: @unchecked Sendable { var info: [AnyHashable: Any]? }
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            box.info = note.userInfo
        }
        defer { NotificationCenter.default.removeObserver(token) }
        field.becomeFirstResponder()
        let info = box.info
        let end = try #require(info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
        let begin = try #require(info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue).cgRectValue
        let screen = UIScreen.main.bounds
        #expect(end == CGRect(x: 0, y: screen.height - 336, width: screen.width, height: 336))
        #expect(begin.minY == screen.height)
        #expect((info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        field.resignFirstResponder()
        world.advance(0.3)
    }

    @Test func movingToAnotherFieldKeepsTheKeyboardUpAndARefusalKeepsEditing() {
        let world = World()
        let first = UITextField(), second = UITextField()
        world.root.view.addSubview(first)
        world.root.view.addSubview(second)
        let delegate = Delegate()
        first.delegate = delegate
        var notes: [String] = []
        notes = posted(Self.keyboardNames) {
            first.becomeFirstResponder()
            #expect(second.becomeFirstResponder())
            #expect(!first.isEditing && second.isEditing)
            delegate.allowEnd = false
            second.resignFirstResponder()
            first.becomeFirstResponder()
            // The first field refuses to end: the second cannot take over.
            #expect(!second.becomeFirstResponder())
            #expect(first.isFirstResponder && !second.isFirstResponder)
            // endEditing(true) ends it without asking.
            #expect(world.root.view.endEditing(true))
            #expect(!first.isFirstResponder)
            world.advance(0.3)
        }
        #expect(notes.filter { $0.hasPrefix("UIKeyboardWill") } == ["UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification",
                                                                  "UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification"])
    }

    @Test func endEditingAsksTheDelegateUnlessForcedAndOnlyInItsSubtree() {
        let world = World()
        let container = UIView(frame: world.window.bounds), other = UIView(frame: world.window.bounds)
        world.root.view.addSubview(container)
        world.root.view.addSubview(other)
        let field = UITextField()
        container.addSubview(field)
        let delegate = Delegate()
        delegate.allowEnd = false
        field.delegate = delegate
        field.becomeFirstResponder()
        #expect(other.endEditing(false))  // nothing is edited there
        #expect(field.isEditing)
        #expect(!container.endEditing(false))
        #expect(field.isEditing)
        #expect(container.endEditing(true))
        #expect(!field.isEditing)
        world.advance(0.3)
    }

    @Test func returnAsksTheDelegateAndAnExitActionEndsEditing() {
        let world = World()
        let field = UITextField()
        world.root.view.addSubview(field)
        let delegate = Delegate()
        let target = Target()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("\n")
        #expect(field.isEditing && field.text == "")
        field.addTarget(target, action: Selector(Target.exit(_:), name: "exit:"), for: .editingDidEndOnExit)
        field.insertText("\n")
        #expect(target.events == ["exit"])
        #expect(!field.isEditing)
        #expect(delegate.log.filter { $0 == "return" }.count == 2)
        world.advance(0.3)
    }

    @Test func aRefusedChangeLeavesTheText() {
        let world = World()
        let field = UITextField()
        world.root.view.addSubview(field)
        let delegate = Delegate()
        delegate.allowChange = { !$0.contains("x") }
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("ab")
        field.insertText("x")
        #expect(field.text == "ab")
        field.insertText("🙂")
        field.deleteBackward()  // one composed character
        #expect(field.text == "ab")
        field.resignFirstResponder()
        world.advance(0.3)
    }

    @Test func aDisabledFieldDoesNotEditAndTheSizeFollowsTheText() {
        let field = UITextField()
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        let empty = field.intrinsicContentSize
        field.text = "Search for a place"
        #expect(field.intrinsicContentSize.width > empty.width)
        #expect(field.intrinsicContentSize.height == empty.height)
        #expect(empty.height >= (field.font?.lineHeight ?? 0) + 14)
    }
}
