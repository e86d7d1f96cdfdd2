import Foundation
import Synchronization

/// The object that stands for a class used as a target-action target (`addTarget(MyClass.self, action:
/// #selector(MyClass.handlePan(_:)))`, where `handlePan` is a `class` or `static` method): one per class, never freed,
/// as the Objective-C runtime's class objects are. On Linux a metatype converted to `AnyObject` is a new box each time,
/// which a control or recognizer holding its targets weakly would lose at once; ``object(for:)`` gives the one object.
package final class ClassTarget: @unchecked Sendable, CustomStringConvertible {
    /// The class the target stands for.
    package let type: Any.Type

    private init(_ type: Any.Type) { self.type = type }

    package var description: String { "\(type)" }

    private static let registry = Mutex([ObjectIdentifier: ClassTarget]())

    /// `target` as the object a target list holds: the one ``ClassTarget`` of a class, else the object itself.
    package static func object(for target: Any) -> AnyObject {
        guard let type = target as? Any.Type else { return target as AnyObject }
        return registry.withLock { table in
            if let known = table[ObjectIdentifier(type)] { return known }
            let made = ClassTarget(type)
            table[ObjectIdentifier(type)] = made
            return made
        }
    }
}
