/// A weak reference, for what Glide notes without keeping it alive (a view controller's views at load, the transitions
/// a check began, what its recorder saw).
package struct Weak<Object: AnyObject> {
    package weak var object: Object?
    package init(_ object: Object) { self.object = object }
}
