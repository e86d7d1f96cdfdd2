import Foundation

extension NSObject {
    /// The class itself (the runtime's `+classForCoder`, which apps print for identifiers:
    /// `String(describing: DetailViewController.classForCoder())`).
    public class func classForCoder() -> AnyClass { self }
}
