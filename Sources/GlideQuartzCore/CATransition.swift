import Foundation

/// A transition animation of a layer's content (`CATransition`): added to a layer, it animates whatever the layer
/// shows changing (its contents, sublayers added, removed or hidden) with the effect ``type`` names, from the
/// ``subtype``'s side.
///
/// Glide differs from Core Animation: Glide renders no pixels of a layer's old content, so the effect is not drawn;
/// the animation runs on the layer's timeline for its duration as any other (its delegate told when it starts and
/// stops, a transaction's completion waiting for it, ``CALayer/animation(forKey:)`` answering it under
/// ``kCATransition``), which is what transition code relies on.
open class CATransition: CAAnimation {
    /// The effect: ``CATransitionType/fade`` (the default), `moveIn`, `push` or `reveal`.
    open var type: CATransitionType = .fade
    /// The side the effect comes from, for the types that move; nil for none.
    open var subtype: CATransitionSubtype?
    /// Where in the effect the animation starts, 0 to 1.
    open var startProgress: Float = 0
    /// Where in the effect the animation ends, 0 to 1 (not less than ``startProgress``).
    open var endProgress: Float = 1
    /// A Core Image filter for the effect. Glide has no Core Image; the value is kept.
    open var filter: Any?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }
}

/// The effect of a ``CATransition``.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a ``CATransition`` comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key under which a layer runs its transition animation ("transition").
public let kCATransition = "transition"
