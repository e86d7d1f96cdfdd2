import Foundation

extension UIColor {
    /// The colour named `name` in an asset catalog (UIKit's `init(named:in:compatibleWith:)`): as
    /// ``init(named:)``; the bundle and the traits are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}
