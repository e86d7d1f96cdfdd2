import Foundation

/// Who may load a representation an item provider registers (Foundation's `NSItemProviderRepresentationVisibility`).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// A kind of object an item provider can hand out as data (Foundation's `NSItemProviderWriting`): `UIImage`,
/// `NSString` and `NSURL` conform.
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers the object writes, best first ("public.png", "public.utf8-plain-text").
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as `typeIdentifier`'s data and calls `completionHandler` with it or an error.
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A kind of object an item provider can make from data (Foundation's `NSItemProviderReading`): `NSString`
/// conforms.
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the class reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Items handed between an app and the system: a share sheet's, a drag's, a paste's (Foundation's `NSItemProvider`).
///
/// Glide differs: Apple declares it in Foundation, which on Linux has none, so GlideUIKit does; and loading is not
/// asynchronous: a completion handler runs before the load call returns (iOS runs it later, on another queue), so a
/// check that shares an item sees its data at once and deterministically.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// What loads one registered representation.
    private struct Representation {
        let typeIdentifier: String
        let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Void
    }

    private var representations: [Representation] = []
    private var objects: [AnyObject] = []

    /// A name for the item when it is saved (a file name without extension).
    open var suggestedName: String?

    /// An empty provider.
    public override init() { super.init() }

    /// A provider of `object`, in every type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of `item` (data, a string, a URL or another object) as `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let object = item as AnyObject
        objects.append(object)
        representations.append(Representation(typeIdentifier: typeIdentifier) { completion in
            completion(NSItemProvider.data(of: object), nil)
        })
    }

    /// A provider of the file at `fileURL`, as the type its extension names; nil when it is not a readable file.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        objects.append(fileURL as NSURL)
        representations.append(Representation(typeIdentifier: NSItemProvider.typeIdentifier(forExtension: fileURL.pathExtension)) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
        })
    }

    /// The type identifiers registered, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Registers `object` in every type its class writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        objects.append(object)
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(Representation(typeIdentifier: typeIdentifier) { completion in
                _ = object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            })
        }
    }

    /// Registers data of `typeIdentifier` that `loadHandler` produces when asked.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(Representation(typeIdentifier: typeIdentifier) { completion in _ = loadHandler(completion) })
    }

    /// True when a representation of `typeIdentifier` is registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { $0.typeIdentifier == typeIdentifier }
    }

    /// True when an object of `aClass` can be loaded: one was registered, or data of a type it reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        objects.contains { isInstance($0, of: aClass) }
            || aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Loads an object of `aClass`: the one registered, or one made from data of a type it reads.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        defer { progress.completedUnitCount = 1 }
        if let registered = objects.first(where: { isInstance($0, of: aClass) }) as? any NSItemProviderReading {
            completionHandler(registered, nil)
            return progress
        }
        guard let typeIdentifier = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, NSItemProvider.cannotLoad("no representation \(aClass) reads"))
            return progress
        }
        // The load runs before this returns (the type's doc), so the class is used where it was given.
        nonisolated(unsafe) let readingClass = aClass
        _ = loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try readingClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil) } catch {
                completionHandler(nil, error)
            }
        }
        return progress
    }

    /// Loads the data of the first representation registered for `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        defer { progress.completedUnitCount = 1 }
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler(nil, NSItemProvider.cannotLoad("no representation of \(typeIdentifier)"))
            return progress
        }
        representation.load(completionHandler)
        return progress
    }

    private func isInstance(_ object: AnyObject, of aClass: any NSItemProviderReading.Type) -> Bool {
        (object as? NSObject).map { $0.isKind(of: aClass as AnyClass) } ?? (type(of: object) == aClass)
    }

    /// The error a load that finds nothing gives (Foundation's `NSItemProviderErrorDomain`, code −1000).
    static func cannotLoad(_ reason: String) -> NSError {
        NSError(domain: "NSItemProviderErrorDomain", code: -1000, userInfo: [NSLocalizedDescriptionKey: "Cannot load representation: \(reason)"])
    }

    /// The bytes of an item registered with `init(item:typeIdentifier:)`.
    private static func data(of item: AnyObject) -> Data? {
        switch item {
        case let data as Data: return data
        case let data as NSData: return data as Data
        case let string as NSString: return (string as String).data(using: .utf8)
        case let url as NSURL: return url.absoluteString.data(using: .utf8)
        default: return nil
        }
    }

    /// The uniform type identifier of a file extension Glide knows ("png" → "public.png"); "public.data" otherwise.
    static func typeIdentifier(forExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "com.compuserve.gif"
        case "heic": return "public.heic"
        case "mov": return "com.apple.quicktime-movie"
        case "mp4": return "public.mpeg-4"
        case "txt": return "public.plain-text"
        case "pdf": return "com.adobe.pdf"
        default: return "public.data"
        }
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text"] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler((self as String).data(using: .utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else { throw NSItemProvider.cannotLoad("the data is not UTF-8 text") }
        return self.init(string: string)
    }
}

extension NSURL: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(absoluteString.data(using: .utf8), nil)
        return nil
    }
}

extension UIImage: NSItemProviderWriting {
    /// Glide differs: the image writes PNG only (iOS also offers JPEG and others).
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }

    /// The image's PNG bytes (nil while the image has no pixels: see ``pngData()``).
    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let data = pngData()
        completionHandler(data, data == nil ? NSItemProvider.cannotLoad("the image has no pixels") : nil)
        return nil
    }
}
