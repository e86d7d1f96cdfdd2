import Foundation
import Testing
@testable import GlideUIKitCore

/// What the ninth unseen sample's units needed that Glide lacked (docs/unseen-code.md): `Bundle.loadNibNamed`
/// (M03's navigation-bar view loaded from a nib; the bug benchmark's d06 too).
@MainActor @Suite struct NinthSampleAdditionsTests {
    final class Banner: UIView {
        var awoke = false
        override func awakeFromNib() { awoke = true }
    }
    final class Owner: NSObject { var banner: Banner? }

    @Test("Bundle.loadNibNamed makes the registered nib's objects anew, with the owner's outlets connected")
    func loadNibNamed() throws {
        defer { UINib.removeAllRegistrations() }
        UINib.register("NinthSampleBanner") { owner in
            let banner = Banner(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            (owner as? Owner)?.banner = banner
            return [banner]
        }
        let owner = Owner()
        let objects = try #require(Bundle.main.loadNibNamed("NinthSampleBanner", owner: owner, options: nil))
        let banner = try #require(objects.first as? Banner)
        #expect(owner.banner === banner && banner.awoke && banner.frame.width == 320)
        let again = Bundle.main.loadNibNamed("NinthSampleBanner", owner: nil)?.first as? Banner
        #expect(again != nil && again !== banner)
    }
}

/// N01's search screen: a search bar whose delegate searches on the return key.
@MainActor @Suite struct SearchBarTests {
    final class Searcher: NSObject, UISearchBarDelegate {
        var calls: [String] = []
        var refuses = false
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return !refuses }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("change \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            calls.append("search \(searchBar.text ?? "")")
            searchBar.resignFirstResponder()
        }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test("editing, typing and the search key reach the delegate as UIKit sends them; setting text in code tells nothing")
    func delegateCalls() {
        let world = World()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        world.root.view.addSubview(bar)
        let searcher = Searcher()
        bar.delegate = searcher
        bar.text = "set in code"
        #expect(bar.barPosition == .topAttached)
        #expect(bar.becomeFirstResponder() && bar.isFirstResponder)
        bar.searchTextField.text = ""
        bar.searchTextField.insertText("ab")
        bar.searchTextField.insertText("\n")
        #expect(searcher.calls == ["shouldBegin", "didBegin", "change ab", "search ab", "didEnd"])
        #expect(!bar.isFirstResponder && bar.text == "ab")
    }

    @Test("a delegate that refuses keeps the bar from editing; the Cancel button shows and tells the delegate")
    func refusalAndCancel() throws {
        let world = World()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        world.root.view.addSubview(bar)
        let searcher = Searcher()
        searcher.refuses = true
        bar.delegate = searcher
        #expect(!bar.becomeFirstResponder())
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 390 - 16 - 64, height: 36))
        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        cancel.simulateTap()
        #expect(searcher.calls == ["shouldBegin", "cancel"])
        #expect(bar.intrinsicContentSize.height == 56)
    }
}

/// UIKit's closure-based control actions (iOS 14): `addAction(_:for:)` and `UIButton(primaryAction:)`.
@MainActor @Suite struct ControlActionTests {
    @Test("an action added for an event runs with the control as sender; removing it stops it")
    func addAndRemove() {
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { action in
            log.append("primary \((action.sender as? UIButton)?.title(for: .normal) ?? "-")")
        })
        let extra = UIAction { _ in log.append("down") }
        button.addAction(extra, for: .touchDown)
        button.simulateTap()
        button.removeAction(extra, for: .touchDown)
        button.simulateTap()
        #expect(log == ["down", "primary Go", "primary Go"])
        #expect(button.actions(forTarget: nil, forControlEvent: .allEvents) == nil)
    }
}
