import Foundation
import Testing
@testable import GlideUIKitCore

/// What the fourth sample of unseen transition code (docs/unseen-code.md) found missing: a text view's keyboard traits
/// (D03) and Core Graphics' `equalTo(_:)` comparisons (D10).
@MainActor @Suite struct FourthSampleAdditionsTests {
    @Test("a text view has a text field's keyboard traits: both adopt UITextInputTraits")
    func textViewTraits() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.keyboardType == .default && textView.autocapitalizationType == .sentences)
        textView.keyboardType = .emailAddress
        textView.returnKeyType = .done
        textView.textContentType = .emailAddress
        textView.keyboardAppearance = .dark
        let traits: [any UITextInputTraits] = [textView, UITextField()]
        #expect(traits[0].keyboardType == .emailAddress && traits[0].returnKeyType == .done)
        #expect(traits[0].textContentType == .emailAddress && traits[0].keyboardAppearance == .alert)
        #expect(traits[1].keyboardType == .default && traits[1].textContentType == nil)
    }

    @Test("points, sizes and rectangles compare with equalTo(_:), as Core Graphics' functions do")
    func geometryEquality() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        #expect(CGRect(x: 0, y: 0, width: -10, height: 10).equalTo(CGRect(x: -10, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(.zero))
    }
}
