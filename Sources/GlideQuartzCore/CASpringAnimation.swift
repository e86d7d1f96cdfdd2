import Foundation
import GlideCoreGraphics

/// A spring animation between two values (`CASpringAnimation`), solved in closed form with
/// Glide's spring (``SpringCurve``). The spring runs in real seconds: ``CAAnimation/duration``
/// only says how long it shows (set it to ``settlingDuration``, as Core Animation advises);
/// the timing function is ignored.
open class CASpringAnimation: CABasicAnimation {
    /// The mass (default 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10).
    open var damping: CGFloat = 10
    /// The initial velocity in units of the total distance per second; positive towards the target.
    open var initialVelocity: CGFloat = 0
    /// Allows damping beyond critical (always honoured here).
    open var allowsOverdamping = false

    /// The time the spring takes to settle within 0.1 % of the distance.
    open var settlingDuration: CFTimeInterval { curve.settlingDuration() }

    /// A spring of the given perceptual duration and bounce (−1 … 1), as SwiftUI's and iOS 17's:
    /// stiffness (2π / duration)², damping 4π(1 − bounce) / duration (4π / (duration · (1 + bounce)) for negative bounce).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = max(perceptualDuration, 1e-6)
        stiffness = pow(2 * .pi / d, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + bounce))
    }

    /// The duration the spring feels like: 2π / √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval { 2 * .pi / (stiffness / mass).squareRoot() }

    var curve: SpringCurve {
        SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func progress(_ phase: Phase) -> Double {
        curve.value(at: phase.simpleTime)
    }
}
