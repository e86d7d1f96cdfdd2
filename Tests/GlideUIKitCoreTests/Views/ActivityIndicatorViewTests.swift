import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
@Suite struct ActivityIndicatorViewTests {
    @Test("an indicator is hidden until it starts, and hides again when it stops while hidesWhenStopped")
    func showsWhileAnimating() {
        let spinner = UIActivityIndicatorView(style: .white)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("large styles are 37 points square")
    func sizes() {
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView().style == .medium)
    }
}

@MainActor
@Suite struct RemoteControlTests {
    final class Player: UIViewController {
        var received = 0
        override func remoteControlReceived(with event: UIEvent?) { received += 1 }
    }

    @Test("a remote-control event goes up the responder chain to the first responder that takes it")
    func upTheChain() {
        let player = Player()
        let button = UIView()
        player.view.addSubview(button)
        button.remoteControlReceived(with: nil)
        #expect(player.received == 1)
    }
}
