import Foundation
import GlideCassowary

/// How strongly a constraint holds (`UILayoutPriority`): 1 to 1000, where 1000 is required.
///
/// The solver minimises the violations of optional constraints priority by priority, highest
/// first: a lower priority never outweighs a higher one (see ``LayoutStrength``). Not `Comparable`,
/// as in UIKit (code that adds the conformance itself must keep building); compare `rawValue`s.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority as a number.
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what fitting-size calculations pull with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510 (UIKit names it for scene resizing; kept for source compatibility).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength of this priority.
    var strength: LayoutStrength { LayoutStrength(rawValue) }
}
