import Foundation
import Testing
@testable import GlideUIKitCore

/// `awakeAfter(using:)`: a view decoded from a nib may hand back another object to take its place (wibosco's
/// CardTransition-Example: a placeholder view in a storyboard that loads the real card from its own nib; the
/// twenty-second sample's U04).
@MainActor @Suite(.serialized) struct AwakeAfterTests {
    final class Card: UIView {}

    /// A placeholder that loads the real card from the "Card" nib and takes its constraints.
    final class EmbeddableCard: UIView {
        override func awakeAfter(using coder: NSCoder) -> Any? {
            guard let card = UINib(nibName: "Card", bundle: nil).instantiate(withOwner: nil).first as? Card else { return self }
            card.translatesAutoresizingMaskIntoConstraints = false
            card.frame = frame
            return card
        }
    }

    /// A table cell whose archived class hands back a configured one.
    final class PlaceholderCell: UITableViewCell {
        static let real = UITableViewCell(style: .subtitle, reuseIdentifier: "real")
        override func awakeAfter(using coder: NSCoder) -> Any? { Self.real }
    }

    @Test("a nib's view is replaced by what its awakeAfter(using:) returns; a plain view is itself")
    func aNibsViewIsReplaced() throws {
        UINib.removeAllRegistrations()
        defer { UINib.removeAllRegistrations() }
        UINib.register("Card") { _ in [Card(frame: .zero)] }
        UINib.register("Placeholder") { _ in [EmbeddableCard(frame: CGRect(x: 0, y: 0, width: 300, height: 200)), UIView()] }
        let objects = UINib(nibName: "Placeholder", bundle: nil).instantiate(withOwner: nil)
        let card = try #require(objects.first as? Card, "\(objects)")
        #expect(card.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
        #expect(type(of: objects[1]) == UIView.self)
        #expect(UIView().awakeAfter(using: NSCoder()) as? UIView != nil)
    }

    @Test("a cell made from its archived class is replaced by what its awakeAfter(using:) returns")
    func anArchivedCellIsReplaced() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(PlaceholderCell.self, forCellReuseIdentifier: "cell")
        let cell = table.dequeueReusableCell(withIdentifier: "cell")
        #expect(cell === PlaceholderCell.real)
    }
}
