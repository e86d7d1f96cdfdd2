import SwiftSyntax

/// A replacement of the original bytes `start..<end` (UTF-8 offsets) by `text`; an insertion when `start == end`.
struct Edit {
    var start: Int
    var end: Int
    var text: String
}

/// Walks one file's tree and records the edits that port it. Edits are made on the original text, so every byte no
/// rule touches stays as it was; the syntax tree only decides where they go.
final class PortVisitor: SyntaxAnyVisitor {
    private struct Change {
        var start: Int
        var end: Int
        /// The text after, when it is not the original range with the edits inside it applied (removals that take a
        /// line with them).
        var after: String?
        var why: String
        var order: Int
    }

    /// The default implementations to append after a protocol, built once all edits are known (their signatures are
    /// ported too).
    private struct Defaults {
        var at: Int
        var header: String
        var members: [(indent: String, prefix: String, start: Int, end: Int, body: String)]
        var changeIndex: Int
        /// Declarations written after the extension (markers of optional requirements).
        var trailer: String = ""
    }

    private static let removedAttributes: [String: String] = [
        "objc": "there is no Objective-C runtime on Linux; Swift calls the declaration directly",
        "objcMembers": "there is no Objective-C runtime on Linux; Swift calls the members directly",
        "IBOutlet": "Interface Builder connects outlets on iOS only; the scaffolding assigns the property",
        "IBAction": "Interface Builder connects actions on iOS only; the method stays an ordinary method",
        "IBInspectable": "Interface Builder's inspector does not exist on Linux; the property stays",
        "IBDesignable": "Interface Builder's live rendering does not exist on Linux; the class stays",
        "IBSegueAction": "storyboard segues do not exist on Linux; the method stays an ordinary method",
        "UIApplicationMain": "an app's entry point; on Linux the scene is built by the test scaffolding, not UIApplicationMain",
        "GKInspectable": "the GameplayKit scene editor does not exist on Linux; the property stays",
    ]
    /// An Apple module (or family of modules) and the Glide module that provides its names on Linux: what `import` and
    /// `canImport(…)` of it become.
    struct ModuleMapping {
        /// The Glide module written instead.
        let glide: String
        /// The Apple modules it stands for.
        let apple: Set<String>
        /// Whether a submodule counts as its module (`import UIKit.UIGestureRecognizerSubclass`, `import os.log`,
        /// `canImport(os.log)`); when false, only the bare module is mapped.
        let submodules: Bool
        /// Whether the file imports the Glide module once: a second import of the family is removed.
        let once: Bool
        /// Why the import changed, given the module path as written.
        let importWhy: @Sendable (String) -> String
        /// Why `canImport(…)` changed.
        let canImportWhy: String

        /// The mapping's module when `path` (an import's path or `canImport`'s argument) names one of its modules.
        func matches(_ path: [String]) -> Bool {
            guard let first = path.first, apple.contains(first) else { return false }
            return submodules || path.count == 1
        }
    }

    /// Apple's modules with a Glide module of their own. (`Combine`, which becomes three OpenCombine imports, and
    /// Foundation, which Linux has, are not here.)
    static let moduleMappings: [ModuleMapping] = [
        ModuleMapping(
            glide: "GlideUIKit", apple: ["UIKit", "QuartzCore", "CoreGraphics", "CoreImage", "ObjectiveC"], submodules: true, once: true,
            importWhy: { module in
                module == "ObjectiveC"
                    ? "Linux has no ObjectiveC module; GlideUIKit provides the runtime's names UIKit code uses (associated objects, selectors, swizzling's), from GlideObjectiveC"
                    : "GlideUIKit provides UIKit's, Core Animation's, Core Graphics' and Core Image's names on Linux (and re-exports Foundation)"
            },
            canImportWhy: "GlideUIKit is what provides UIKit's names on Linux, so it is what to test for"),
        ModuleMapping(
            glide: "GlideOS", apple: ["os", "OSLog"], submodules: true, once: true,
            importWhy: { module in "Linux has no `os` module (\(module)); GlideOS has its logging (OSLog, os_log, Logger, OSSignposter), kept in a record a check reads and written to standard error only when asked (GLIDE_OS_LOG=stderr)" },
            canImportWhy: "GlideOS is what provides the os framework's logging on Linux, so it is what to test for"),
        ModuleMapping(
            glide: "GlideAVFoundation", apple: ["AVFoundation"], submodules: false, once: false,
            importWhy: { _ in "GlideAVFoundation is AVFoundation on Linux: players, items, assets, AVPlayerLayer and CMTime on Glide's clock (no media is decoded), and AVMakeRect(aspectRatio:insideRect:)" },
            canImportWhy: "GlideAVFoundation is what provides AVFoundation's names on Linux, so it is what to test for"),
        ModuleMapping(
            glide: "GlideCoreData", apple: ["CoreData"], submodules: false, once: false,
            importWhy: { _ in "GlideCoreData is Core Data on Linux: the persistent container, contexts that insert, fetch, save and delete managed objects, in memory (no file is written, no compiled model read)" },
            canImportWhy: "GlideCoreData is what provides Core Data's names on Linux, so it is what to test for"),
        ModuleMapping(
            glide: "GlideMapKit", apple: ["MapKit"], submodules: false, once: false,
            importWhy: { _ in "GlideMapKit is MapKit on Linux: the map view (region and camera, coordinate conversion, annotations and their reusable views, overlays and renderers; no map is drawn, nothing fetched), re-exporting Core Location (GlideCoreLocation) and UIKit as MapKit does" },
            canImportWhy: "GlideMapKit is what provides MapKit's names on Linux, so it is what to test for"),
        ModuleMapping(
            glide: "GlideCoreLocation", apple: ["CoreLocation"], submodules: false, once: false,
            importWhy: { _ in "GlideCoreLocation is Core Location on Linux: coordinates, locations and distances, a location manager whose authorization and locations a test gives (no GPS, no prompt), a geocoder that finds nothing" },
            canImportWhy: "GlideCoreLocation is what provides Core Location's names on Linux, so it is what to test for"),
    ]

    /// Apple's frameworks that neither Linux nor Glide has: an import of one stays as written and is reported, since the
    /// file cannot build (a `#if canImport(…)` around it is left alone: it is false on Linux).
    static let frameworksWithoutGlideModule: Set<String> = [
        "Accelerate", "Accounts", "AdSupport", "AppTrackingTransparency", "ARKit", "AssetsLibrary", "AudioToolbox", "AVFAudio",
        "AVKit", "CallKit", "CloudKit", "Contacts", "ContactsUI", "CoreBluetooth", "CoreHaptics",
        "CoreML", "CoreMedia", "CoreMotion", "CoreServices", "CoreTelephony", "CoreText", "CoreVideo", "CryptoKit", "EventKit",
        "EventKitUI", "GameplayKit", "GLKit", "HealthKit", "ImageIO", "Intents", "IntentsUI", "LinkPresentation",
        "LocalAuthentication", "MediaPlayer", "MessageUI", "Metal", "MetalKit", "MobileCoreServices",
        "NaturalLanguage", "Network", "PassKit", "PDFKit", "PencilKit", "Photos", "PhotosUI", "QuickLook", "RealityKit",
        "SafariServices", "SceneKit", "Social", "Speech", "SpriteKit", "StoreKit", "SwiftUI", "SystemConfiguration",
        "UniformTypeIdentifiers", "UserNotifications", "VideoToolbox", "Vision", "WebKit", "WidgetKit",
    ]

    /// Core Data's names, by which a file's `import CoreData` is known to be used.
    static let coreDataPrefixes = ["NSManaged", "NSFetch", "NSPersistent", "NSEntityDescription", "NSAttributeDescription",
                                   "NSRelationshipDescription", "NSBatch", "NSMergePolicy", "NSMergeBy", "NSErrorMergePolicy",
                                   "NSOverwriteMergePolicy", "NSRollbackMergePolicy", "NSMigration", "NSMappingModel",
                                   "NSAsynchronousFetch", "NSSQLiteStoreType", "NSInMemoryStoreType", "NSBinaryStoreType",
                                   // Foundation's, whose initializers by format and by key GlideCoreData gives back.
                                   "NSPredicate", "NSSortDescriptor"]

    /// Core Location's names, by which a file's `import CoreLocation` is known to be used.
    static let coreLocationPrefixes = ["CL", "kCL"]

    /// MapKit's names and Core Location's, which it re-exports: by them a file's `import MapKit` is known to be used.
    static let mapKitPrefixes = ["MK"] + coreLocationPrefixes

    /// The Glide modules whose Apple import is dropped where the file uses none of the framework's names, with the
    /// framework's name and those names' prefixes.
    static let droppedWhenUnused: [String: (framework: String, prefixes: [String])] = [
        "GlideCoreData": ("Core Data", coreDataPrefixes), "GlideMapKit": ("MapKit", mapKitPrefixes),
        "GlideCoreLocation": ("Core Location", coreLocationPrefixes),
    ]

    /// AVKit's own names (the rest of what an `import AVKit` file sees is AVFoundation's, which AVKit re-exports).
    static let avKitPrefixes = ["AVPlayerViewController", "AVPictureInPicture", "AVRoutePickerView", "AVInterstitialTimeRange",
                                "AVPlaybackSpeed", "AVCaptureEventInteraction", "AVContinuityDevicePicker", "AVPlayerView"]

    /// The prefixes of the names a framework without a Glide module declares (its types, functions and constants), by
    /// which a file's import of it is known to be unused: a two- or three-letter prefix counts when a capital follows it
    /// (`WKWebView`, `PHAsset`), a longer one as it is (`AudioServices`).
    static let frameworkPrefixes: [String: [String]] = [
        "Photos": ["PH"], "PhotosUI": ["PH"], "WebKit": ["WK"],
        "SafariServices": ["SF"], "MessageUI": ["MF"], "Contacts": ["CN"], "ContactsUI": ["CN"], "UserNotifications": ["UN"],
        "StoreKit": ["SK"], "EventKit": ["EK"], "EventKitUI": ["EK"], "LocalAuthentication": ["LA"], "Vision": ["VN"],
        "QuickLook": ["QL"], "PassKit": ["PK"], "MediaPlayer": ["MP"], "CoreMotion": ["CMMotion", "CMPedometer", "CMAltimeter", "CMAttitude", "CMAcceleration", "CMRotationRate", "CMDeviceMotion", "CMGyro", "CMAccelerometer", "CMMagnet"],
        "CoreTelephony": ["CT"], "Social": ["SL"], "CoreHaptics": ["CH"], "LinkPresentation": ["LP"], "PDFKit": ["PDF"],
        "AppTrackingTransparency": ["ATTracking"], "AdSupport": ["ASIdentifierManager"], "Speech": ["SFSpeech"],
        "GameplayKit": ["GK"], "SpriteKit": ["SK"], "SceneKit": ["SCN"], "ARKit": ["AR"], "Metal": ["MTL"], "MetalKit": ["MTK"],
        "CoreML": ["ML"], "NaturalLanguage": ["NL"], "Network": ["NW"], "UniformTypeIdentifiers": ["UTType", "UTTagClass"],
        "CoreBluetooth": ["CB"], "CloudKit": ["CK"], "HealthKit": ["HK"], "Intents": ["IN"], "IntentsUI": ["IN"],
        "CoreText": ["CT"], "AudioToolbox": ["AudioServices", "AudioSession", "AudioQueue", "AudioUnit", "AudioComponent", "kAudio", "AUGraph", "SystemSoundID"],
        "MobileCoreServices": ["kUTType", "UTType"], "CoreServices": ["kUTType", "UTType"], "ImageIO": ["CGImageSource", "CGImageDestination", "kCGImage"],
        "AssetsLibrary": ["ALAsset"], "Accounts": ["AC"], "GLKit": ["GLK"], "AVFAudio": ["AVAudio", "AVSpeech", "AVMIDI"],
    ]

    /// The types an inheritance clause names, a `UIKit.` qualification dropped (`UIKit.UITableViewController` is
    /// `UITableViewController`).
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).map { type in
            let name = type.type.trimmedDescription
            return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
        }
    }

    /// Whether `node` is a type declaration that adopts `UIApplicationDelegate` in its own inheritance clause (the type
    /// `@main` marks in an app: UIKit's `UIApplicationDelegate.main()` starts the app).
    static func isApplicationDelegate(_ node: some SyntaxProtocol) -> Bool {
        let clause = node.as(ClassDeclSyntax.self)?.inheritanceClause ?? node.as(StructDeclSyntax.self)?.inheritanceClause
        return inheritedNames(clause).contains("UIApplicationDelegate")
    }

    /// Whether `name` is one of a framework's by `prefix`: a two- or three-letter prefix followed by a capital
    /// (`MKMapView`), or a longer prefix as it is (`NSManagedObject`).
    static func name(_ name: String, hasFrameworkPrefix prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        return prefix.count > 3 || name.count == prefix.count || name.dropFirst(prefix.count).first?.isUppercase == true
    }

    /// The frameworks of `frameworkPrefixes` whose Swift module re-exports UIKit (their views are UIKit's views).
    static let frameworksReexportingUIKit: Set<String> = [
        "WebKit", "SafariServices", "MessageUI", "ContactsUI", "PhotosUI", "EventKitUI", "QuickLook", "PassKit",
        "IntentsUI", "PDFKit", "ARKit", "MetalKit", "GLKit", "SpriteKit", "SceneKit",
    ]

    /// The distinct identifiers of the file (names used or declared) that `matches`.
    private func usedNames(where matches: (String) -> Bool) -> Set<String> {
        if fileIdentifiers == nil {
            fileIdentifiers = Set(tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
        }
        return fileIdentifiers!.filter(matches)
    }

    /// The mapping for an import's path or a `canImport` argument, if any.
    static func moduleMapping(for path: [String]) -> ModuleMapping? { moduleMappings.first { $0.matches(path) } }

    private let source: PortSource
    /// The file's identifiers, read once when an import's use is judged.
    private var fileIdentifiers: Set<String>?
    private let bytes: [UInt8]
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    private let optionalRequirements: Set<String>
    /// The full names of the optional requirements known (UIKit's and the ported files' own).
    private let optionalFullNames: Set<String>
    /// The full names of this file's private methods named as optional requirements (see PrivateWitnesses).
    private let renamedPrivateWitnesses: Set<String>
    /// The full names of the module's optional requirements that return a value, made `throws` with a default that
    /// throws (``OptionalRequirements/valueReturningFullNames(in:)``): called with `try?`.
    private let throwingRequirements: Set<String>

    private var edits: [Edit] = []
    private var changes: [Change] = []
    private var unportables: [(offset: Int, range: Range<Int>, what: String, why: String)] = []
    private var defaults: [Defaults] = []
    private var typeNames: [String] = []
    /// The Glide modules the file imports already (written, or there from the start), of those imported once.
    private var writtenImports: Set<String>
    /// The Glide modules imported once inside each `#if` clause (written there).
    private var clauseImports: [SyntaxIdentifier: Set<String>] = [:]
    /// Whether the file imports GlideUIKit already.
    private var importWritten: Bool {
        get { writtenImports.contains("GlideUIKit") }
        set { if newValue { writtenImports.insert("GlideUIKit") } else { writtenImports.remove("GlideUIKit") } }
    }
    private let classes: ClassesAndOverrides
    /// The members of extensions that go into their class's body: removed here, inserted where the class is.
    private var moving: [(className: String, start: Int, end: Int, indent: String, line: Int, reason: String)] = []
    /// Optional property requirements made required (every conformer implements them): the `optional` modifier's
    /// offset → why.
    private var madeRequired: [Int: String] = [:]
    /// The `responds(to:)` calls replaced by their answer.
    private var answeredCalls: Set<SyntaxIdentifier> = []
    /// The classes given `NSKeyValueObserving` already (the conformance goes in once).
    private var observingConformances: Set<String> = []
    /// Extensions written after others at result time, their text ported then: each piece is original text (with the
    /// edits inside it applied) or literal text.
    private var appendedExtensions: [(at: Int, pieces: [(range: Range<Int>?, text: String)], changeIndex: Int)] = []
    /// Where each class this file declares closes its body, and its members' indentation.
    private var classBodies: [String: (brace: Int, indent: String)] = [:]
    /// The file's type aliases of `UICollectionView.CellRegistration<Cell, Item>`: alias → cell type.
    private var cellRegistrationAliases: [String: String] = [:]

    /// The ported files' declarations, with Glide's: static types where the runtime would look at run time.
    private let types: StaticTypes
    /// The names of the properties and methods the module itself declares: a member by one of UIKit's old names that the
    /// module declares (BulletinBoard's own `ActivityIndicator.activityIndicatorViewStyle`) is the module's, not renamed.
    private let moduleMemberNames: Set<String>

    init(source: PortSource, tree: SourceFileSyntax, optionalRequirements: Set<String>,
         optionalFullNames: Set<String> = PrivateWitnesses.uikitOptionalRequirements, throwingRequirements: Set<String> = [],
         classes: ClassesAndOverrides = ClassesAndOverrides(), module: ModuleIndex = ModuleIndex()) {
        self.throwingRequirements = throwingRequirements
        self.types = StaticTypes(module: module)
        self.moduleMemberNames = Set(module.types.values.flatMap { info in
            Array(info.properties.keys) + info.methods.keys.map { String($0.prefix { $0 != "(" }) }
        })
        self.source = source
        self.bytes = Array(source.text.utf8)
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: source.fileName, tree: tree)
        self.optionalRequirements = optionalRequirements
        self.optionalFullNames = optionalFullNames
        self.renamedPrivateWitnesses = PrivateWitnesses.renamed(in: tree, requirements: optionalFullNames)
        let aliases = CellRegistrationAliases(viewMode: .sourceAccurate)
        aliases.walk(tree)
        self.cellRegistrationAliases = aliases.cellTypes
        self.classes = classes
        self.writtenImports = Set(tree.statements.compactMap { statement -> String? in
            guard let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text,
                  Self.moduleMappings.contains(where: { $0.once && $0.glide == module }) else { return nil }
            return module
        })
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Positions and text

    private func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    private func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }
    private func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
    private func trimmed(_ node: some SyntaxProtocol) -> String { text(start(node), end(node)) }
    private func place(_ offset: Int) -> SourcePlace {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return SourcePlace(line: location.line, column: location.column)
    }

    private func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    private func isSpace(_ byte: UInt8) -> Bool { isBlank(byte) || byte == 0x0A || byte == 0x0D }

    /// The bytes to delete to remove `start..<end` cleanly: with the line when nothing else is on it, else with the
    /// blanks after it (or before it, at the end of a line), so no double space, trailing blank or blank line is left.
    private func removal(_ start: Int, _ end: Int) -> Range<Int> {
        var after = end
        while after < bytes.count, isBlank(bytes[after]) { after += 1 }
        var before = start
        while before > 0, isBlank(bytes[before - 1]) { before -= 1 }
        let atLineStart = before == 0 || bytes[before - 1] == 0x0A
        var newline = 0
        if after < bytes.count, bytes[after] == 0x0A { newline = 1 }
        if after + 1 < bytes.count, bytes[after] == 0x0D, bytes[after + 1] == 0x0A { newline = 2 }
        let atLineEnd = after == bytes.count || newline > 0
        if atLineStart && atLineEnd { return before..<(after + newline) }
        if atLineEnd { return before..<after }
        return start..<after
    }

    // MARK: - Recording

    private func edit(_ start: Int, _ end: Int, _ text: String) { edits.append(Edit(start: start, end: end, text: text)) }

    @discardableResult
    private func change(_ start: Int, _ end: Int, after: String? = nil, why: String) -> Int {
        changes.append(Change(start: start, end: end, after: after, why: why, order: changes.count))
        return changes.count - 1
    }

    private func rename(_ token: TokenSyntax, to name: String, why: String) {
        edit(start(token), end(token), name)
        change(start(token), end(token), why: why)
    }

    private func unportable(at offset: Int, covering range: Range<Int>? = nil, _ what: String, _ why: String) {
        unportables.append((offset, range ?? offset..<offset, what, why))
    }

    // MARK: - Enclosing types

    private func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return typeName(member.baseType) + "." + member.name.text }
        return trimmed(type)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(Syntax(node)); typeNames.append(node.name.text)
        presentationLayerFactory(node)
        requiredPlainInitializer(node)
        classConstructionOverride(node)
        navigationDelegateAnswer(node)
        tableControllerConformance(node)
        dispatchedOverrides(in: node.memberBlock, of: node.name.text)
        let first = node.memberBlock.members.first.map { indentation(of: start($0.decl)) }
        classBodies[typeNames.joined(separator: ".")] = (start(node.memberBlock.rightBrace), first ?? indentation(of: start(node)) + "    ")
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(Syntax(node)); typeNames.append(node.name.text); return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(Syntax(node)); typeNames.append(node.name.text); return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(Syntax(node)); typeNames.append(node.name.text); return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(Syntax(node)); typeNames.append(typeName(node.extendedType))
        extensionOverrides(node)
        initializerConformances(node)
        dispatchedOverrides(in: node.memberBlock, of: typeName(node.extendedType))
        runtimeInitializerExtension(node)
        classMembersOfValueTypes(node)
        return .visitChildren
    }

    /// Core Graphics' types that are classes on Apple's platforms (Core Foundation types, never subclassed) and values in
    /// Glide: an extension's `class var`/`class func` on them is a `static` one.
    static let valueTypesThatAreClassesOnApple: Set<String> = ["CGColor"]

    /// `extension CGColor { class var brand: CGColor { … } }` → `static var`: Glide's `CGColor` is a struct, where `class`
    /// members are not allowed; on Apple's final Core Foundation class `class` and `static` mean the same.
    private func classMembersOfValueTypes(_ node: ExtensionDeclSyntax) {
        guard Self.valueTypesThatAreClassesOnApple.contains(typeName(node.extendedType)) else { return }
        for member in node.memberBlock.members {
            let modifiers = member.decl.as(VariableDeclSyntax.self)?.modifiers ?? member.decl.as(FunctionDeclSyntax.self)?.modifiers
                ?? member.decl.as(SubscriptDeclSyntax.self)?.modifiers
            guard let token = modifiers?.first(where: { $0.name.tokenKind == .keyword(.class) })?.name else { continue }
            rename(token, to: "static", why: "Glide's \(typeName(node.extendedType)) is a struct (Apple's is a Core Foundation class, never subclassed): its `class` members are `static`")
        }
    }

    /// `extension NSObject: Initializable {}` with the module's `protocol Initializable { init() }`: on iOS an Objective-C
    /// class's initializer satisfies an initializer requirement for every subclass (the runtime inherits it); on Linux
    /// the class's initializer is not `required`, so Swift refuses the conformance. Reported, naming both.
    private func initializerConformances(_ node: ExtensionDeclSyntax) {
        let name = typeName(node.extendedType)
        guard !classes.classes.contains(name), name == "NSObject" || types.module.isClass(name),
              let inherited = node.inheritanceClause?.inheritedTypes else { return }
        for type in inherited {
            let protocolName = typeName(type.type)
            guard let info = types.module.types[protocolName], info.kind == "protocol",
                  let initializer = info.designatedInitializers.first else { continue }
            if runtimeInitializerProtocol(protocolName) != nil {
                edit(start(type.type), end(type.type), Self.membersProtocol(protocolName))
                change(start(type.type), end(type.type),
                       why: "\(protocolName) requires init(), which on iOS \(name)'s Objective-C initializer satisfies for every subclass; on Linux it is not required, so \(name) conforms to \(Self.membersProtocol(protocolName)) instead, which \(protocolName) refines and which has the members of \(protocolName)'s extensions that need no init() (the initializers' calls on \(name)'s classes are made with init() and these members)")
                continue
            }
            unportable(at: start(type.type), "conformance of \(name) to \(protocolName)",
                       "\(protocolName) requires init(\(initializer)), which on iOS \(name)'s Objective-C initializer satisfies for every subclass (the runtime inherits it); on Linux \(name)'s initializer is not required, so Swift cannot promise it for every subclass: conform the classes that use it instead")
        }
    }

    // MARK: - Protocols requiring init() that UIKit's classes conform to

    /// The module's protocol `name` when its one requirement is `init()` and an extension of NSObject (or another class
    /// the module does not declare) conforms to it: those classes. On iOS the Objective-C initializer satisfies the
    /// requirement for every subclass; on Linux NSObject's `init()` is not `required`, so the conformance cannot be.
    ///
    /// The rewrite, sound for every use in the module (the protocol is the module's, so every use is in the ported
    /// files, or it is public and an app's own conformances keep `init()`): the protocol refines
    /// `GlideMembers_<name>: AnyObject`, to which the classes conform instead; that protocol's extension has copies of
    /// the protocol extensions' members that need no `init()` (a method such as `with(_:)`), and, for each initializer
    /// of those extensions whose body is `self.init()` then statements on `self`, a method `glideInit_<name>` doing
    /// those statements and returning `self`. A call of such an initializer on one of those classes (`UIView { … }`,
    /// `UIView(block)`) becomes `UIView().glideInit_<name> { … }`: `init()`, then the same statements, on an instance of
    /// the same class. The protocol's own conformers keep its extension's members, which Swift prefers (the refined
    /// protocol's). A use glide port does not rewrite (an initializer of another shape, a call through a type
    /// parameter) no longer compiles, rather than changing meaning.
    private func runtimeInitializerProtocol(_ name: String) -> [String]? {
        guard let info = types.module.types[name], info.kind == "protocol", info.designatedInitializers == [""],
              info.requirements.isEmpty, info.properties.isEmpty else { return nil }
        let extended = (classes.extensionConformances[name] ?? []).filter {
            !classes.classes.contains($0) && ($0 == "NSObject" || types.module.isClass($0))
        }
        return extended.isEmpty ? nil : extended.sorted()
    }

    private static func membersProtocol(_ name: String) -> String { "GlideMembers_" + name }
    private static func initializerMethod(_ name: String) -> String { "glideInit_" + name }

    /// The protocol refines its members' protocol, declared after it.
    private func runtimeInitializerProtocolDeclaration(_ node: ProtocolDeclSyntax) {
        let name = node.name.text
        guard runtimeInitializerProtocol(name) != nil else { return }
        let members = Self.membersProtocol(name)
        if let last = node.inheritanceClause?.inheritedTypes.last {
            edit(end(last), end(last), ", " + members)
        } else {
            let at = end(node.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(node.name))
            edit(at, at, ": " + members)
        }
        let access = node.modifiers.first { ["public", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text + " " } ?? ""
        let text = "\n\n/// Written by glide port: what \(name)'s extensions give without init(), for the classes whose init() is\n/// Objective-C's on iOS (see \(name)).\n\(access)protocol \(members): AnyObject {}"
        edit(end(node), end(node), text)
        change(start(node.name), end(node), after: String(text.dropFirst(2)),
               why: "\(name) requires init(), which only the Objective-C runtime provides for every subclass of NSObject; its members that need no init() move to \(members), which \(name) refines")
    }

    /// After an extension of such a protocol: an extension of its members' protocol with the members that need no
    /// `init()`, and each simple initializer as a method.
    private func runtimeInitializerExtension(_ node: ExtensionDeclSyntax) {
        let name = typeName(node.extendedType)
        guard runtimeInitializerProtocol(name) != nil, node.genericWhereClause == nil else { return }
        var pieces: [(range: Range<Int>?, text: String)] = []
        for member in node.memberBlock.members {
            let indent = indentation(of: start(member.decl))
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                guard ClassesAndOverrides.isSimpleInitializer(initializer), let body = initializer.body,
                      let first = body.statements.first else { continue }
                let access = initializer.modifiers.filter { ["public", "internal", "fileprivate"].contains($0.name.text) }
                    .map { $0.name.text + " " }.joined()
                pieces.append((nil, indent + "@discardableResult \(access)func \(Self.initializerMethod(name))"))
                let parameters = initializer.signature.parameterClause
                pieces.append((start(parameters)..<end(parameters), ""))
                pieces.append((nil, " -> Self {"))
                pieces.append((end(first)..<start(body.rightBrace), ""))
                pieces.append((nil, "\u{0}" + indent + "    return self\n" + indent + "}\n"))
                continue
            }
            guard member.decl.is(FunctionDeclSyntax.self) || member.decl.is(VariableDeclSyntax.self)
                    || member.decl.is(SubscriptDeclSyntax.self) else { continue }
            let text = trimmed(member.decl)
            guard !["Self(", "Self.init", "self.init", ".init("].contains(where: { text.contains($0) }) else { continue }
            pieces.append((nil, indent))
            pieces.append((start(member.decl)..<end(member.decl), ""))
            pieces.append((nil, "\n"))
        }
        guard !pieces.isEmpty else { return }
        let at = end(node)
        let index = change(at, at, after: "",
                           why: "the members of \(name)'s extension that need no init(), for the classes that conform to \(Self.membersProtocol(name)) (its initializers as methods on the made instance)")
        appendedExtensions.append((at, [(nil, "\n\nextension \(Self.membersProtocol(name)) {\n")] + pieces + [(nil, "}")], index))
    }

    /// `UIView { … }` (an initializer of such a protocol's extension, on a class that conforms through UIKit's class)
    /// → `UIView().glideInit_<protocol> { … }`.
    private func runtimeInitializerCall(_ node: FunctionCallExprSyntax) {
        guard node.additionalTrailingClosures.isEmpty else { return }
        let typeName: String
        let replaced: Range<Int>
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            typeName = reference.baseName.text
            replaced = end(reference)..<end(reference)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  let base = member.base?.as(DeclReferenceExprSyntax.self) {
            typeName = base.baseName.text
            replaced = start(member.period)..<end(member.declName)
        } else {
            return
        }
        guard typeName.first?.isUppercase == true, types.module.isClass(typeName) else { return }
        let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + (node.trailingClosure == nil ? "" : "_:")
        // The class's own initializer with these labels (the module's, or Glide's for UIKit's classes) is not this.
        if types.module.types[typeName]?.designatedInitializers.contains(labels) == true { return }
        if types.module.classChain(typeName).contains(where: { GlideDeclarations.types[$0]?.initializers.contains("init(\(labels))") == true }) {
            return
        }
        for protocolName in classes.simpleExtensionInitializers.keys.sorted() where classes.simpleExtensionInitializers[protocolName]?.contains(labels) == true {
            guard let extended = runtimeInitializerProtocol(protocolName),
                  extended.contains(where: { types.module.isClass(typeName, kindOf: $0) }),
                  !types.module.classChain(typeName).contains(where: { owner in
                      classes.classes.contains(owner) && types.module.types[owner]?.inherits.contains(protocolName) == true
                  })
            else { continue }
            edit(replaced.lowerBound, replaced.upperBound, "()." + Self.initializerMethod(protocolName))
            change(start(node.calledExpression), end(node.calledExpression),
                   why: "\(typeName) has \(protocolName)'s initializer init(\(labels)) through NSObject's conformance, which only the Objective-C runtime allows; on Linux the instance is made with init() and the initializer's statements run as \(Self.initializerMethod(protocolName)), as they did")
            return
        }
    }

    // MARK: - Overrides in extensions

    /// Swift lets an extension override a member, or a subclass override an extension's member, only when the member
    /// is @objc (dispatched through the Objective-C runtime). Such members of an extension of a class the ported
    /// files declare go into the class's body, where Swift dispatches them itself; an override in an extension of a
    /// class declared elsewhere (UIKit's own) cannot move and is reported.
    private func extensionOverrides(_ node: ExtensionDeclSyntax) {
        let name = typeName(node.extendedType)
        for member in node.memberBlock.members {
            guard let modified = member.decl.asProtocol(WithModifiersSyntax.self),
                  let memberName = ClassesAndOverrides.memberName(member.decl) else { continue }
            let overrides = modified.modifiers.contains { $0.name.text == "override" }
            let isOverridden = !overrides && classes.overridden.contains(memberName)
                && !modified.modifiers.contains { ["static", "class", "private", "fileprivate"].contains($0.name.text) }
            guard overrides || isOverridden else {
                openExtensionMember(modified.modifiers, name: memberName, of: name)
                continue
            }
            if classes.classes.contains(name), node.genericWhereClause == nil {
                let reason = overrides
                    ? "Swift overrides a superclass member from an extension only when it is @objc (the Objective-C runtime dispatches it); in the class's body Swift dispatches it itself"
                    : "a subclass in the ported files overrides \(memberName), and Swift overrides an extension's member only when it is @objc; in the class's body Swift dispatches it itself"
                moving.append((name, start(member.decl), end(member.decl), indentation(of: start(member.decl)),
                               place(start(member.decl)).line, reason))
            } else if isOverridden, let dispatched = dispatchedExtensionProperty(memberName), dispatched.extended == name,
                      let variable = member.decl.as(VariableDeclSyntax.self),
                      let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                dispatchExtensionProperty(variable, identifier: identifier, name: memberName, dispatched: dispatched)
            } else if isOverridden, let subclass = classes.overriders[memberName]?.sorted().first(where: { types.module.isClass($0, kindOf: name) }) {
                unportable(at: start(member.decl), "\(memberName) in an extension of \(name), overridden by \(subclass)",
                           "Swift lets a subclass override a member of an extension only when it is @objc (the Objective-C runtime dispatches it), and \(name) is not declared in the ported files, so \(memberName) cannot move into its body; declare it in a class of the ported files, or a protocol")
            } else if overrides {
                unportable(at: start(member.decl), "override of \(memberName) in an extension of \(name)",
                           "Swift overrides from an extension only through the Objective-C runtime (@objc), and \(name) is not declared in the ported files, so the override cannot move into its body; override it in a subclass of \(name)")
            }
        }
    }

    /// `open func` in an extension (an Objective-C class's data source methods, MediaViewer's): on iOS the member is
    /// @objc, so `open` lets a subclass override it; on Linux no extension member can be overridden, and Swift warns that
    /// `open` there is `public` ("non-'@objc' instance method declared in extension cannot be overridden"). Nothing
    /// overrides it in the ported files (that member moves into the class's body, keeping `open`).
    private func openExtensionMember(_ modifiers: DeclModifierListSyntax, name: String, of type: String) {
        guard let open = modifiers.first(where: { $0.name.tokenKind == .keyword(.open) })?.name else { return }
        rename(open, to: "public", why: "an extension's \(name) of \(type) cannot be overridden without the Objective-C runtime (@objc on iOS): `open` there is `public`, which Swift asks for instead of warning")
    }

    // MARK: - Extension properties overridden in subclasses

    /// A get-only computed property `name` that a non-public extension of UIKit's class adds and the ported files'
    /// own subclasses of that class override: the class, the property's type, and the overriding classes. Swift lets a
    /// subclass override an extension's member only through the Objective-C runtime (`@objc`), so on Linux the
    /// overrides stay in the subclasses as their own members (no `override`), the extension's body becomes
    /// `glideBase_<name>` (what `super.<name>` in an override reads), and the extension's reads, through a receiver of
    /// UIKit's class, read `glideDispatch_<name>`, which asks the object's class as the runtime did: an instance of an
    /// overriding class answers with its own member (dynamically, so an app's further override is honoured), any
    /// other with the extension's body.
    ///
    /// Sound for every use: a read through a receiver whose static type is an overriding class (or a subclass of one)
    /// is its own member, as before; through UIKit's class it is renamed to the dispatch; a read whose receiver's type
    /// glide port cannot tell is left as written, and if that receiver is UIKit's class Swift then reports that the
    /// name does not exist (nothing changes meaning silently). The property is not public, so no code outside the
    /// module reads the extension's; the overrides keep their access (`open`), so an app that reads or overrides the
    /// subclass's member still can.
    private func dispatchedExtensionProperty(_ name: String) -> (extended: String, type: String, overriders: [String])? {
        guard let property = classes.extensionProperties[name], !classes.classes.contains(property.extended),
              types.module.isClass(property.extended) else { return nil }
        let overriders = (classes.overriders[name] ?? []).filter {
            $0 != property.extended && classes.classes.contains($0) && types.module.isClass($0, kindOf: property.extended)
        }.sorted()
        return overriders.isEmpty ? nil : (property.extended, property.type, overriders)
    }

    private static func baseName(_ name: String) -> String { "glideBase_" + name }
    private static func dispatchName(_ name: String) -> String { "glideDispatch_" + name }

    /// The extension's property becomes `glideBase_<name>`, and `glideDispatch_<name>` is written after it.
    private func dispatchExtensionProperty(
        _ variable: VariableDeclSyntax, identifier: TokenSyntax, name: String,
        dispatched: (extended: String, type: String, overriders: [String])
    ) {
        let why = "Swift lets a subclass override a member of an extension only through the Objective-C runtime (@objc): \(dispatched.overriders.joined(separator: ", ")) keep\(dispatched.overriders.count == 1 ? "s" : "") \(name) as \(dispatched.overriders.count == 1 ? "its" : "their") own member, and this extension's body is glideBase_\(name), which super.\(name) in an override reads"
        rename(identifier, to: Self.baseName(name), why: why)
        let indent = indentation(of: start(variable))
        var text = "\n\n\(indent)/// Written by glide port: \(dispatched.extended)'s \(name) as the Objective-C runtime dispatched it on iOS: an\n"
        text += "\(indent)/// instance of a class that overrides it answers with its own, any other with this extension's body.\n"
        text += "\(indent)var \(Self.dispatchName(name)): \(dispatched.type) {\n"
        for overrider in dispatched.overriders {
            text += "\(indent)    if let object = self as? \(overrider) { return object.\(name) }\n"
        }
        text += "\(indent)    return \(Self.baseName(name))\n\(indent)}"
        let at = end(variable)
        edit(at, at, text)
        change(at, at, after: String(text.dropFirst(2)), why: "reads of \(name) through \(dispatched.extended) dispatch here, to the override of the object's class or this extension's body, as the Objective-C runtime did")
    }

    /// In an overriding class (or its extension): the override of a dispatched extension property loses `override`,
    /// and its `super.<name>` reads the extension's body.
    private func dispatchedOverrides(in members: MemberBlockSyntax, of typeName: String) {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let modifier = variable.modifiers.first(where: { $0.name.text == "override" }),
                  let name = ClassesAndOverrides.memberName(member.decl),
                  let dispatched = dispatchedExtensionProperty(name), dispatched.overriders.contains(typeName)
            else { continue }
            let range = removal(start(modifier), end(modifier))
            edit(range.lowerBound, range.upperBound, "")
            change(start(modifier), end(modifier), after: "",
                   why: "\(name) is \(dispatched.extended)'s only in the module's extension, which Swift lets no subclass override without the Objective-C runtime: it is \(typeName)'s own member, and reads through \(dispatched.extended) reach it by glideDispatch_\(name)")
            for access in variable.tokens(viewMode: .sourceAccurate) where access.text == name {
                guard let reference = access.parent?.as(DeclReferenceExprSyntax.self),
                      let memberAccess = reference.parent?.as(MemberAccessExprSyntax.self),
                      memberAccess.declName.id == reference.id, memberAccess.base?.is(SuperExprSyntax.self) == true
                else { continue }
                rename(access, to: Self.baseName(name), why: "super.\(name) is the module's extension's body, now glideBase_\(name)")
            }
        }
    }

    /// A read of a dispatched extension property through a receiver of UIKit's class (not of an overriding class):
    /// renamed to the dispatch.
    private func dispatchedRead(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard let base = node.base, let dispatched = dispatchedExtensionProperty(name) else { return }
        if base.is(SuperExprSyntax.self), let enclosing = typeNames.last, dispatched.overriders.contains(enclosing) { return }
        guard let receiver = types.type(of: base), types.module.isClass(receiver, kindOf: dispatched.extended),
              !dispatched.overriders.contains(where: { types.module.isClass(receiver, kindOf: $0) }) else { return }
        rename(node.declName.baseName, to: Self.dispatchName(name),
               why: "\(receiver)'s \(name) is the module's extension's, which \(dispatched.overriders.joined(separator: ", ")) override\(dispatched.overriders.count == 1 ? "s" : ""): glideDispatch_\(name) asks the object's class, as the Objective-C runtime did")
    }

    /// A property of a class read through `AnyObject` (`sender.tag`, `sender?.tag` with `sender: AnyObject?`):
    /// Objective-C finds the property on whatever object it is at run time (Swift's `AnyObject` member lookup, an
    /// implicitly unwrapped optional); Swift on Linux has no such lookup. The read becomes a cast to the classes that
    /// declare the property (Glide's and the module's, the most general ones, by name): `(sender as? UIView)?.tag`,
    /// forced (`(sender as! UIView).tag`) where the receiver was not optional. True when it was rewritten.
    private func anyObjectMemberRead(_ node: MemberAccessExprSyntax) -> Bool {
        guard let base = node.base else { return false }
        let name = node.declName.baseName.text
        guard node.declName.argumentNames == nil, !Self.anyObjectOwnMembers.contains(name) else { return false }
        // A method call is not a property read.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return false }
        enum Form { case plain, optional, forced }
        let form: Form
        let reference: DeclReferenceExprSyntax
        if let r = base.as(DeclReferenceExprSyntax.self) {
            form = .plain; reference = r
        } else if let chain = base.as(OptionalChainingExprSyntax.self), let r = chain.expression.as(DeclReferenceExprSyntax.self) {
            form = .optional; reference = r
        } else if let unwrap = base.as(ForceUnwrapExprSyntax.self), let r = unwrap.expression.as(DeclReferenceExprSyntax.self) {
            form = .forced; reference = r
        } else {
            return false
        }
        let variable = reference.baseName.text
        guard variable != "self", types.type(ofName: variable, at: Syntax(node)) == "AnyObject" else { return false }
        if name == "description", form != .optional {
            edit(start(node), end(node), "String(describing: \(variable)\(form == .forced ? "!" : ""))")
            change(start(node), end(node), why: "AnyObject answers description through NSObjectProtocol on Apple's systems only; String(describing:) is the same text on Linux")
            return true
        }
        let classes = declaringClasses(of: name)
        guard !classes.isEmpty else { return false }
        let isAssigned = node.parent?.as(InfixOperatorExprSyntax.self).map {
            $0.leftOperand.id == node.id && $0.operator.is(AssignmentExprSyntax.self)
        } ?? false
        if isAssigned && classes.count > 1 { return false }
        let reads = classes.map { "(\(variable) as? \($0))?.\(name)" }
        let replacement: String
        switch (form, classes.count) {
        case (.optional, 1): replacement = reads[0]
        case (.optional, _): replacement = "(" + reads.joined(separator: " ?? ") + ")"
        case (_, 1): replacement = "(\(variable) as! \(classes[0])).\(name)"
        default: replacement = "(" + reads.joined(separator: " ?? ") + ")!"
        }
        edit(start(node), end(node), replacement)
        change(start(node), end(node),
               why: "Objective-C finds \(name) on any object at run time (member lookup on AnyObject); Swift on Linux has none, so the read asks the class\(classes.count == 1 ? "" : "es") that declare\(classes.count == 1 ? "s" : "") it: \(classes.joined(separator: ", "))")
        return true
    }

    /// Members `AnyObject` answers itself in Swift (through `NSObjectProtocol` on Glide's classes too).
    private static let anyObjectOwnMembers: Set<String> = ["debugDescription", "hash", "hashValue", "self", "dynamicType"]

    /// The classes that declare an instance property `name`, of the ported module and of Glide, keeping only those
    /// no other of them inherits from, sorted by name.
    private func declaringClasses(of name: String) -> [String] {
        var found: Set<String> = []
        for (type, info) in types.module.types where info.kind == "class" && info.properties[name] != nil { found.insert(type) }
        for (type, info) in GlideDeclarations.types where info.kind == "class" && info.properties[name] != nil { found.insert(type) }
        let roots = found.filter { candidate in
            !found.contains { other in other != candidate && types.module.isClass(candidate, kindOf: other) }
        }
        return roots.sorted()
    }

    /// The members this file's extensions give up, ported, for the classes that receive them.
    func movedMembers() -> [(className: String, text: String, indent: String, from: String, reason: String)] {
        let merged = mergedEdits()
        return moving.map { ($0.className, apply(merged, to: $0.start..<$0.end), $0.indent, "\(source.fileName.split(separator: "/").last.map(String.init) ?? source.fileName):\($0.line)", $0.reason) }
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(Syntax(node))
        protocolRules(node)
        runtimeInitializerProtocolDeclaration(node)
        typeNames.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeNames.removeLast() }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if node.is(DeclSyntax.self) { declaration(node) }
        return .visitChildren
    }

    // MARK: - Attributes and modifiers

    /// Removes a declaration's `@objc`, Interface Builder attributes, `dynamic` and (in a protocol) `optional`,
    /// adjacent ones together so a line they had alone goes with them; reports `@NSManaged`.
    private func declaration(_ node: Syntax) {
        if let function = node.as(FunctionDeclSyntax.self) {
            overrideLabels(function)
            privateWitness(function)
            if function.name.text == "observeValue",
               function.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath" {
                observeValueOverride(function)
            }
        }
        if let function = node.as(FunctionDeclSyntax.self) {
            runtimeOverride(function)
            unreadSender(function)
        }
        if let variable = node.as(VariableDeclSyntax.self) { overriddenPropertyRename(variable) }
        if let variable = node.as(VariableDeclSyntax.self),
           variable.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) == true,
           let weak = variable.modifiers.first(where: { $0.name.text == "weak" }) {
            let range = removal(start(weak), end(weak))
            edit(range.lowerBound, range.upperBound, "")
            change(start(weak), end(weak), after: "", why: "Swift 5 refuses `weak` on a protocol's property requirement (Swift 4 ignored it with a warning): a requirement says nothing of how a conformer stores it")
        }
        if let variable = node.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
           let open = variable.modifiers.first(where: { $0.name.text == "open" }) {
            rename(open.name, to: "public", why: "Swift 5 refuses `open let` (a constant cannot be overridden), which Swift 4 accepted with a warning: it is `public`")
        }
        if let modified = node.asProtocol(WithModifiersSyntax.self), modified.modifiers.contains(where: { $0.name.text == "static" }),
           let open = modified.modifiers.first(where: { $0.name.text == "open" && $0.detail == nil }) {
            rename(open.name, to: "public", why: "Swift 5 refuses `open static` (a static member is implicitly final), which Swift 4 accepted with a warning: it is `public`")
        }
        if let variable = node.as(VariableDeclSyntax.self), variable.attributes.contains(where: {
            if case .attribute(let a) = $0 { return a.attributeName.trimmedDescription == "NSManaged" } else { return false }
        }) {
            if managedLayerProperty(variable) { return }
        }
        var removed: [(start: Int, end: Int, why: String)] = []
        var isOutlet = false
        if let attributed = node.asProtocol(WithAttributesSyntax.self) {
            for element in attributed.attributes {
                guard case .attribute(let attribute) = element else { continue }
                let name = trimmed(attribute.attributeName)
                if name == "main", Self.isApplicationDelegate(node) {
                    removed.append((start(attribute), end(attribute),
                                    "an app's entry point (`@main` on the app delegate runs UIKit's `UIApplicationMain`); on Linux the scene is built by the test scaffolding, and a `main` in a library would clash with the test runner's"))
                } else if let why = Self.removedAttributes[name] {
                    removed.append((start(attribute), end(attribute), why))
                    if name == "IBOutlet" || name == "IBOutletCollection" { isOutlet = true }
                }
            }
        }
        if let modified = node.asProtocol(WithModifiersSyntax.self) {
            let inProtocol = node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) ?? false
            for modifier in modified.modifiers {
                if isOutlet, ["private", "fileprivate"].contains(modifier.name.text), modifier.detail == nil {
                    removed.append((start(modifier), end(modifier),
                                    "a storyboard connects a private outlet through the Objective-C runtime; on Linux the scaffolding (in the same module) assigns it, so it must be visible there"))
                } else if modifier.name.text == "dynamic" {
                    if let variable = node.as(VariableDeclSyntax.self), dynamicPropertyNotifies(variable) {
                        removed.append((start(modifier), end(modifier),
                                        "`dynamic` let the Objective-C runtime's key-value observing replace the setter; the property now tells its observers itself"))
                    } else {
                        removed.append((start(modifier), end(modifier),
                                        "`dynamic` is there for Objective-C's KVO and swizzling, which Linux does not have (on Linux it would only mark the declaration for dynamic replacement)"))
                    }
                } else if modifier.name.text == "optional", inProtocol {
                    removed.append((start(modifier), end(modifier), madeRequired[start(modifier)]
                                    ?? "only @objc protocols have optional requirements; it gets a default implementation instead"))
                }
            }
        }
        guard !removed.isEmpty else { return }
        removed.sort { $0.start < $1.start }
        // Group the ones separated only by white space, then remove each group as one.
        var groups: [[(start: Int, end: Int, why: String)]] = []
        for item in removed {
            if let last = groups.last?.last, bytes[last.end..<item.start].allSatisfy(isSpace) {
                groups[groups.count - 1].append(item)
            } else {
                groups.append([item])
            }
        }
        for group in groups {
            let range = removal(group.first!.start, group.last!.end)
            edit(range.lowerBound, range.upperBound, "")
            for item in group { change(item.start, item.end, after: "", why: item.why) }
        }
    }

    // MARK: - responds(to:) and forwardingTarget(for:)

    /// NSObject's methods of the Objective-C runtime that a delegate proxy overrides, and Foundation on Linux lacks.
    static let runtimeObjectMethods: Set<String> = ["responds(to:)", "forwardingTarget(for:)"]

    /// Whether a superclass of `type` in the ported files declares `method` (one of ``runtimeObjectMethods``): an
    /// override of it, and `super`'s call, are then Swift's own and stay.
    private func superclassDeclares(_ method: String, above type: String?) -> Bool {
        guard let type else { return false }
        return types.module.classChain(type).dropFirst().contains { types.module.types[$0]?.methods[method] != nil }
    }

    /// `override func responds(to aSelector: Selector!) -> Bool` and `override func forwardingTarget(for:)`, which
    /// override NSObject's on iOS: Foundation's NSObject on Linux has neither, so the `override` goes (unless a
    /// superclass of the ported files declares the method) and the method is the class's own. A class answering
    /// `responds(to:)` conforms to GlideRespondsToSelector, through which the module's method table asks it.
    /// An action method (`@objc` or `@IBAction`) whose one parameter, of a UIKit class, its body never reads: the
    /// parameter becomes `Any?`. Objective-C passes the action's sender whatever the method declares (a button's
    /// action also named by a tap recognizer: the tenth sample's P10 closes its popup with `close(_ sender: UIButton)`
    /// from both); Swift on Linux can call the method only with a sender of the declared type.
    private func unreadSender(_ function: FunctionDeclSyntax) {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first, let body = function.body,
              !function.modifiers.contains(where: { $0.name.text == "override" }),
              function.attributes.contains(where: {
                  guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                  return name == "objc" || name == "IBAction"
              }) else { return }
        let typeName = StaticTypes.normalized(parameter.type.trimmedDescription)
        // A control's or bar item's action that a gesture recognizer of the same file names too.
        guard typeName != "Any", typeName != "AnyObject", GlideDeclarations.types[typeName]?.kind == "class",
              !GlideDeclarations.isClass(typeName, kindOf: "UIGestureRecognizer"),
              recognizerActionsOfFile(Syntax(function).root).contains(function.name.text) else { return }
        let name = (parameter.secondName ?? parameter.firstName).text
        if name != "_", body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return }
        // A method another type of the module declares too (an override in a subclass) keeps its signature.
        let fullName = "\(function.name.text)(\(parameter.firstName.text == "_" ? "_" : parameter.firstName.text):)"
        guard types.module.types.values.filter({ $0.methods[fullName] != nil }).count <= 1 else { return }
        edit(start(parameter.type), end(parameter.type), "Any?")
        change(start(parameter.type), end(parameter.type),
               why: "the action never reads its sender: Objective-C passes whatever object sends it (a recognizer to a button's action), and Swift calls it with any sender only when the parameter takes any")
    }

    /// ``recognizerActions(in:)`` of the file, found once.
    private var recognizerActionsCache: Set<String>?
    private func recognizerActionsOfFile(_ root: Syntax) -> Set<String> {
        if let cached = recognizerActionsCache { return cached }
        let found = Self.recognizerActions(in: root)
        recognizerActionsCache = found
        return found
    }

    /// The base names of the methods the `#selector`s given to gesture recognizers' initializers in `root` name.
    private static func recognizerActions(in root: Syntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression.trimmedDescription
                guard callee.hasSuffix("GestureRecognizer") || callee.hasSuffix("GestureRecognizer.init") else { return .visitChildren }
                for argument in node.arguments where argument.label?.text == "action" {
                    guard let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                          let method = macro.arguments.first?.expression else { continue }
                    let text = method.trimmedDescription
                    let base = text.split(separator: "(").first.map(String.init) ?? text
                    names.insert(String(base.split(separator: ".").last ?? Substring(base)))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.names
    }

    private func runtimeOverride(_ function: FunctionDeclSyntax) {
        guard let name = ClassesAndOverrides.memberName(DeclSyntax(function)), Self.runtimeObjectMethods.contains(name),
              let override = function.modifiers.first(where: { $0.name.text == "override" }),
              !superclassDeclares(name, above: typeNames.last) else { return }
        let range = removal(start(override), end(override))
        edit(range.lowerBound, range.upperBound, "")
        guard name == "responds(to:)" else {
            change(start(override), end(override), after: "",
                   why: "NSObject has no forwardingTarget(for:) on Linux (message forwarding is the Objective-C runtime's): the method is the class's own, which only the module's code calls; Glide forwards no message, so a requirement the class does not implement gets its default, not the forwarding target's")
            return
        }
        change(start(override), end(override), after: "",
               why: "NSObject has no responds(to:) on Linux (it is the Objective-C runtime's): the method is the class's own, which the module's method table asks (through GlideRespondsToSelector) and the class's own callers reach")
        if let parameter = function.signature.parameterClause.parameters.first, parameter.type.trimmedDescription == "Selector" {
            let at = end(parameter.type)
            edit(at, at, "!")
            change(start(parameter.type), at, after: "Selector!",
                   why: "NSObject's responds(to:) takes Selector!, as GlideRespondsToSelector, which the class conforms to, requires")
        }
        // A public class's witness of the public protocol must be public too.
        if let owner = enclosingClass(function), owner.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }),
           !function.modifiers.contains(where: { ["public", "open", "private", "fileprivate"].contains($0.name.text) }) {
            let at = start(function.funcKeyword)
            edit(at, at, "public ")
            change(at, at, after: "public ", why: "\(owner.name.text) is public, so its responds(to:), which GlideRespondsToSelector requires, is public too")
        }
        respondingConformance(of: function)
    }

    /// Adds GlideRespondsToSelector to the class (or plain extension) that declares `responds(to:)`.
    private func respondingConformance(of function: FunctionDeclSyntax) {
        let why = "the class answers responds(to:) itself: GlideRespondsToSelector lets the module's method table ask it, as the Objective-C runtime asked NSObject's overridden method"
        var current = function.parent
        while let syntax = current {
            if let decl = syntax.as(ClassDeclSyntax.self) {
                conform(inheritance: decl.inheritanceClause, after: Syntax(decl.genericParameterClause.map(Syntax.init) ?? Syntax(decl.name)),
                        to: "GlideRespondsToSelector", why: why)
                return
            }
            if let decl = syntax.as(ExtensionDeclSyntax.self) {
                // A public extension cannot declare a conformance; its class (in the ported files) is given it then.
                guard decl.modifiers.isEmpty else { break }
                conform(inheritance: decl.inheritanceClause, after: Syntax(decl.extendedType), to: "GlideRespondsToSelector", why: why)
                return
            }
            if syntax.is(CodeBlockSyntax.self) || syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) { return }
            current = syntax.parent
        }
        guard let name = typeNames.last, let decl = classDeclarations[name] else { return }
        conform(inheritance: decl.inheritanceClause, after: Syntax(decl.genericParameterClause.map(Syntax.init) ?? Syntax(decl.name)),
                to: "GlideRespondsToSelector", why: why)
    }

    /// A `UITableViewController` subclass that makes itself its table's data source or delegate (`tableView.delegate =
    /// self`) is given the protocol: UIKit's class adopts both, Glide's does not (a subclass that declares them again, as
    /// apps do, would be refused as a redundant conformance of a Swift protocol, where Objective-C's are allowed). Not
    /// when the class or an extension of it in the file already names the protocol.
    private func tableControllerConformance(_ node: ClassDeclSyntax) {
        let inherited = Self.inheritedNames(node.inheritanceClause)
        guard let clause = node.inheritanceClause, inherited.first == "UITableViewController" else { return }
        let body = node.memberBlock.description
        let name = node.name.text
        let extensions = tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
            .filter { $0.extendedType.trimmedDescription == name }
        let named = Set(inherited + extensions.flatMap { Self.inheritedNames($0.inheritanceClause) })
        let missing = [("dataSource", "UITableViewDataSource"), ("delegate", "UITableViewDelegate")].filter { property, protocolName in
            Self.assignsSelf(to: property, in: body) && !named.contains(protocolName)
        }
        guard !missing.isEmpty else { return }
        conform(inheritance: clause, after: Syntax(node.name), to: missing.map(\.1).joined(separator: ", "),
                why: "UIKit's UITableViewController adopts \(missing.map(\.1).joined(separator: " and ")) and the class sets itself as its table's \(missing.map(\.0).joined(separator: " and ")); Glide's does not adopt them (see its documentation), so the class does")
    }

    /// Whether `code` assigns `self` to a member named `property` (`tableView.delegate = self`), spaces and tabs aside
    /// (a line break ends the statement).
    static func assignsSelf(to property: String, in code: String) -> Bool {
        let squeezed = String(code.filter { $0 != " " && $0 != "\t" })
        var rest = Substring(squeezed)
        while let found = rest.firstRange(of: "." + property + "=self") {
            let after = rest[found.upperBound...].first
            if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// Adds `protocolName` to an inheritance clause (or starts one after `node`), once.
    private func conform(inheritance: InheritanceClauseSyntax?, after node: Syntax, to protocolName: String, why: String) {
        if inheritance?.inheritedTypes.contains(where: { $0.type.trimmedDescription == protocolName }) == true { return }
        if let clause = inheritance, let last = clause.inheritedTypes.last {
            let at = end(last.type)
            guard conformancesAdded.insert(at).inserted else { return }
            edit(at, at, ", " + protocolName)
            change(at, at, after: ", " + protocolName, why: why)
        } else {
            let at = end(node)
            guard conformancesAdded.insert(at).inserted else { return }
            edit(at, at, ": " + protocolName)
            change(at, at, after: ": " + protocolName, why: why)
        }
    }

    /// Where conformances were added (once each).
    private var conformancesAdded: Set<Int> = []

    /// The classes this file declares, by name (for a conformance an extension's member asks of its class).
    private lazy var classDeclarations: [String: ClassDeclSyntax] = {
        final class Finder: SyntaxVisitor {
            var found: [String: ClassDeclSyntax] = [:]
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found[node.name.text] = node; return .visitChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }()

    // MARK: - Key-value observing and @NSManaged

    /// The enclosing class declaration of `node`, if any (a member of a class body).
    private func enclosingClass(_ node: some SyntaxProtocol) -> ClassDeclSyntax? {
        var current = node.parent
        while let syntax = current {
            if let c = syntax.as(ClassDeclSyntax.self) { return c }
            if syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self)
                || syntax.is(ProtocolDeclSyntax.self) || syntax.is(CodeBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// `override func observeValue(forKeyPath:of:change:context:)` in a class whose superclasses do not declare it in
    /// GlideUIKit (which declares it in `UIResponder` and `CALayer`, as iOS declares it in `NSObject`): the class
    /// conforms to `NSKeyValueObserving`, through which GlideUIKit calls it, the `override` goes, and so does a call of
    /// `super`'s (on iOS, `NSObject`'s only raises an exception).
    private func observeValueOverride(_ function: FunctionDeclSyntax) {
        guard let classDecl = enclosingClass(function) else { return }
        let name = classDecl.name.text
        let chain = types.module.classChain(name)
        let declaresIt = chain.dropFirst().contains { ancestor in
            ["UIResponder", "CALayer"].contains(ancestor)
                || types.module.types[ancestor]?.methods["observeValue(forKeyPath:of:change:context:)"] != nil
        }
        // Only an override of NSObject's (a method that is no override is not NSObject's observer method, or was ported).
        guard !declaresIt, let overrideModifier = function.modifiers.first(where: { $0.name.text == "override" }) else { return }
        let range = removal(start(overrideModifier), end(overrideModifier))
        edit(range.lowerBound, range.upperBound, "")
        change(start(overrideModifier), end(overrideModifier), after: "",
               why: "on iOS the method overrides NSObject's; GlideUIKit calls it through NSKeyValueObserving, which \(name) now conforms to")
        let conforms = classDecl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "NSKeyValueObserving" } ?? false
        if !conforms, observingConformances.insert(name).inserted {
            if let clause = classDecl.inheritanceClause, let last = clause.inheritedTypes.last {
                let at = end(last.type)
                edit(at, at, ", NSKeyValueObserving")
                change(at, at, after: ", NSKeyValueObserving",
                       why: "GlideUIKit sends key-value changes to an observer through NSKeyValueObserving (iOS, through NSObject's method)")
            } else {
                let at = end(classDecl.genericParameterClause.map(Syntax.init) ?? Syntax(classDecl.name))
                edit(at, at, ": NSKeyValueObserving")
                change(at, at, after: ": NSKeyValueObserving",
                       why: "GlideUIKit sends key-value changes to an observer through NSKeyValueObserving (iOS, through NSObject's method)")
            }
        }
        guard let body = function.body else { return }
        for item in SuperObserveValueCalls.find(in: body) {
            let range = removal(start(item), end(item))
            edit(range.lowerBound, range.upperBound, "")
            change(start(item), end(item), after: "",
                   why: "NSObject's observeValue(forKeyPath:of:change:context:) only raises an exception on iOS; \(name)'s superclass has none in GlideUIKit")
        }
    }

    /// A stored `dynamic var` of an `NSObject` subclass: the runtime's key-value observing replaced its setter on iOS;
    /// here it gets `willSet`/`didSet` that tell its observers (`willChangeValue(forKey:)`, `didChangeValue(forKey:)`).
    /// Returns whether it did.
    private func dynamicPropertyNotifies(_ variable: VariableDeclSyntax) -> Bool {
        guard let classDecl = enclosingClass(variable), types.module.isClass(classDecl.name.text, kindOf: "NSObject"),
              !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        let will = "willChangeValue(forKey: \"\(name)\")", did = "didChangeValue(forKey: \"\(name)\")"
        guard let block = binding.accessorBlock else {
            let at = end(binding)
            let text = " { willSet { \(will) } didSet { \(did) } }"
            edit(at, at, text)
            change(at, at, after: text, why: "the property tells its key-value observers itself, as the Objective-C runtime's setter did for `dynamic`")
            return true
        }
        guard case .accessors(let accessors) = block.accessors,
              accessors.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { return false }
        var inserted = ""
        for (specifier, call) in [("willSet", will), ("didSet", did)] {
            if let accessor = accessors.first(where: { $0.accessorSpecifier.text == specifier }), let body = accessor.body {
                let at = end(body.leftBrace)
                edit(at, at, " \(call);")
                change(at, at, after: " \(call);", why: "the property tells its key-value observers itself, as the Objective-C runtime's setter did for `dynamic`")
            } else {
                inserted += " \(specifier) { \(call) }"
            }
        }
        if !inserted.isEmpty {
            let at = end(block.leftBrace)
            edit(at, at, inserted)
            change(at, at, after: inserted, why: "the property tells its key-value observers itself, as the Objective-C runtime's setter did for `dynamic`")
        }
        return true
    }

    /// `@NSManaged var progress: CGFloat` in a `CALayer` subclass (Core Animation's custom animatable property) →
    /// an accessor over the layer's key-value storage, which GlideUIKit animates through the presentation layer as Core
    /// Animation does; in an `NSManagedObject` subclass (Core Data's attribute), an accessor over the object's key-value
    /// storage, which GlideCoreData keeps. Returns false (and the attribute is reported) elsewhere.
    private func managedLayerProperty(_ variable: VariableDeclSyntax) -> Bool {
        // Xcode's generated attributes are in an extension of the entity's class (`extension Item { @NSManaged … }`).
        let classDecl = enclosingClass(variable)
        guard let className = classDecl?.name.text ?? types.enclosingType(of: Syntax(variable)) else { return reportManaged(variable) }
        let chain = types.module.classChain(className)
        let isLayer = classDecl != nil && chain.contains("CALayer")
        guard isLayer || chain.contains("NSManagedObject"), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation,
              binding.initializer == nil, binding.accessorBlock == nil else { return reportManaged(variable) }
        let typeText = annotation.type.trimmedDescription
        let isOptional = annotation.type.is(OptionalTypeSyntax.self) || annotation.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        let bare = StaticTypes.normalized(typeText)
        let read: String
        if isOptional {
            read = "value(forKey: \"\(name)\") as? \(bare)"
        } else if let zero = Self.managedDefaults[bare] {
            read = "value(forKey: \"\(name)\") as? \(bare) ?? \(zero)"
        } else {
            read = "value(forKey: \"\(name)\") as! \(bare)"
        }
        let indent = indentation(of: start(variable))
        var modifiers = variable.modifiers.filter { $0.name.text != "dynamic" }.map { $0.trimmedDescription + " " }.joined()
        if variable.bindingSpecifier.text == "let" { modifiers += "" }
        let text = "\(modifiers)var \(name): \(typeText) {\n\(indent)    get { \(read) }\n\(indent)    set { setValue(newValue, forKey: \"\(name)\") }\n\(indent)}"
        edit(start(variable), end(variable), text)
        guard isLayer else {
            change(start(variable), end(variable), after: text,
                   why: "Core Data keeps an @NSManaged attribute of a managed object in the object's storage, through accessors the Objective-C runtime makes; GlideCoreData's managed object has that storage, read and written by key")
            return true
        }
        change(start(variable), end(variable), after: text,
               why: "Core Animation keeps an @NSManaged property of a layer in the layer's key-value storage, through the Objective-C runtime; GlideUIKit's layer has that storage, and animates the key through the presentation layer")
        managedLayerClasses.insert(className)
        return true
    }

    private func reportManaged(_ variable: VariableDeclSyntax) -> Bool {
        for element in variable.attributes {
            if case .attribute(let a) = element, a.attributeName.trimmedDescription == "NSManaged" {
                unportable(at: start(a), "@NSManaged",
                           "outside a CALayer or NSManagedObject subclass of this module (or on a property with an initial value or accessors) the Objective-C runtime's accessors have no storage to stand for; store the value in an ordinary property")
            }
        }
        return false
    }

    /// The value an unset `@NSManaged` property of these types reads as (Core Animation's zero).
    private static let managedDefaults: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "UInt": "0", "Int32": "0", "TimeInterval": "0",
        "CFTimeInterval": "0", "Bool": "false", "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero",
        "CATransform3D": "CATransform3DIdentity", "CGAffineTransform": ".identity", "String": "\"\"",
    ]

    /// The layer classes of this file with `@NSManaged` properties (they get `makePresentationLayer()`).
    private var managedLayerClasses: Set<String> = []

    /// A `CALayer` subclass with `@NSManaged` properties or its own `init(layer:)`: Core Animation makes its
    /// presentation layers with `init(layer:)` through the runtime; `makePresentationLayer()` lets GlideUIKit do it.
    /// Only when `init(layer:)` can be called: declared, or inherited (no designated initializer of its own).
    /// Every `CALayer` subclass whose `init()` can be called also gets `makeBackingLayer()`: UIKit makes a view's layer
    /// from its `layerClass` with `init()` through the runtime.
    private func presentationLayerFactory(_ node: ClassDeclSyntax) {
        let name = node.name.text
        guard node.genericParameterClause == nil, types.module.classChain(name).contains("CALayer"),
              let info = types.module.types[name] else { return }
        var lines: [(text: String, why: String)] = []
        let declaresLayerInit = info.designatedInitializers.contains("layer:")
        // A class with its own layer values (an @NSManaged property, its own init(layer:)), or a subclass of one in
        // the ported files, whose presentation layer must be of its own class too.
        let wantsFactory = types.module.classChain(name).contains { ancestor in
            let own = types.module.types[ancestor]
            return own?.designatedInitializers.contains("layer:") == true || own?.managedProperties.isEmpty == false
        }
        if wantsFactory, declaresLayerInit || info.designatedInitializers.isEmpty, info.methods["makePresentationLayer()"] == nil {
            lines.append((
                "// Written by glide port: Core Animation makes presentation layers with init(layer:) through the Objective-C runtime.\n"
                    + "override func makePresentationLayer() -> CALayer { \(name)(layer: self) }",
                "Core Animation makes \(name)'s presentation layer (the one drawing reads the animated values from) with init(layer:) through the Objective-C runtime; GlideUIKit calls this instead"))
        }
        let declaresBackingLayer = node.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "makeBackingLayer" }
        if hasPlainInitializer(name), !declaresBackingLayer {
            lines.append((
                "// Written by glide port: UIKit makes a view's layer from its layerClass with init() through the Objective-C runtime.\n"
                    + "override class func makeBackingLayer() -> CALayer { \(name)() }",
                "UIKit makes the layer of a view whose layerClass is \(name) with init() through the Objective-C runtime; GlideUIKit calls this instead"))
        }
        appendMembers(lines, to: node)
    }

    /// A subclass of a bar whose `init()` Glide makes `required` (``requiredInitializerClasses``) that declares
    /// designated initializers and so does not inherit `init()`: gets one that traps, as iOS traps when the Objective-C
    /// runtime makes such a Swift class with an initializer it does not have. An `init()` it declares is made `required`.
    private func requiredPlainInitializer(_ node: ClassDeclSyntax) {
        let name = node.name.text
        let chain = types.module.classChain(name)
        guard node.genericParameterClause == nil, chain.contains(where: { Self.requiredInitializerClasses.contains($0) }),
              !Self.requiredInitializerClasses.contains(name), let info = types.module.types[name] else { return }
        let own = Set(info.designatedInitializers)
        guard !own.isEmpty else { return }
        if let plain = node.memberBlock.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) })
            .first(where: { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }) {
            guard !plain.modifiers.contains(where: { $0.name.text == "required" }) else { return }
            let why = "\(chain.first { Self.requiredInitializerClasses.contains($0) } ?? "the bar")'s init() is required in Glide, so that a bar can be made from a class value as UIKit does through the Objective-C runtime"
            if let override = plain.modifiers.first(where: { $0.name.text == "override" }) {
                rename(override.name, to: "required", why: why)
            } else {
                edit(start(plain.initKeyword), start(plain.initKeyword), "required ")
                change(start(plain.initKeyword), start(plain.initKeyword), after: "required ", why: why)
            }
            return
        }
        // The superclass's designated initializers: the module's class's, or the bar's own two.
        let superclass = chain.dropFirst().first ?? ""
        let inherited = types.module.types[superclass].map { Set($0.designatedInitializers) } ?? ["frame:", "coder:"]
        guard !inherited.isSubset(of: own) else { return }
        appendMembers([(
            "// Written by glide port: \(superclass)'s init() is required in Glide; iOS traps the same way when it makes \(name) with it.\n"
                + "required convenience init() { fatalError(\"Use of unimplemented initializer 'init()' for class '\(name)'\") }",
            "\(superclass)'s init() is required in Glide (UIKit makes bars from class values through the Objective-C runtime, which Swift on Linux does only with a required initializer); \(name) declares its own initializers, so it does not inherit init(): iOS would trap if it were made with it, and so does this")],
            to: node)
    }

    /// Glide's classes whose `init()` is `required`, as ``requiredPlainInitializer(_:)`` knows.
    static let requiredInitializerClasses: Set<String> = ["UINavigationBar", "UIToolbar"]

    /// Adds members at the end of a class's body, each line indented as the body's first member, as one change.
    private func appendMembers(_ lines: [(text: String, why: String)], to node: ClassDeclSyntax) {
        guard !lines.isEmpty else { return }
        let brace = start(node.memberBlock.rightBrace)
        var lineStart = brace
        while lineStart > 0, isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
        let atLineStart = lineStart == 0 || bytes[lineStart - 1] == 0x0A
        let indent = node.memberBlock.members.first.map { indentation(of: start($0.decl)) } ?? indentation(of: start(node)) + "    "
        var text = (atLineStart ? "" : "\n") + (node.memberBlock.members.isEmpty ? "" : "\n")
        for line in lines {
            text += line.text.split(separator: "\n").map { indent + $0 + "\n" }.joined()
        }
        let at = atLineStart ? lineStart : brace
        edit(at, at, text)
        change(at, at, after: text, why: lines.map(\.why).joined(separator: "; "))
    }

    /// Whether `Name()` makes an instance of the module's class `name` (``ClassConstruction/hasPlainInitializer(_:module:)``).
    private func hasPlainInitializer(_ name: String) -> Bool {
        ClassConstruction.hasPlainInitializer(name, module: types.module)
    }

    /// `UIApplication.value(forKeyPath: "shared")` → `(UIApplication.shared as Any?)`: key-value coding on a class
    /// object (the Objective-C metaclass answers `NSObject`'s instance methods) reads a class property by name, which
    /// libraries do to reach `UIApplication.shared` where app extensions forbid naming it. Swift on Linux has no class
    /// objects to ask; the class property the literal key names, known from Glide's declarations or the ported files',
    /// is read directly, boxed as key-value coding returns it.
    private func classKeyValueCoding(_ node: FunctionCallExprSyntax, name: String, arguments: [LabeledExprSyntax]) -> Bool {
        guard name == "value", arguments.count == 1, node.trailingClosure == nil,
              ["forKeyPath", "forKey"].contains(arguments[0].label?.text ?? ""),
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self),
              let key = Self.literalKey(arguments[0].expression, of: base.baseName.text),
              types.isKnownType(base.baseName.text), types.type(ofName: base.baseName.text, at: Syntax(base)) == nil
        else { return false }
        let typeName = base.baseName.text
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              GlideDeclarations.types[typeName]?.staticProperties[key] != nil || types.module.types[typeName]?.staticProperties[key] != nil
        else { return false }
        let text = "(\(typeName).\(key) as Any?)"
        edit(start(node), end(node), text)
        change(start(node), end(node), after: text,
               why: "key-value coding on the class object \(typeName) reads its class property \(key) by name through the Objective-C runtime; Linux has no class objects to ask, so the property is read directly")
        return true
    }

    /// The key a key-value coding argument names: a string literal, or `#keyPath(Type.key)` / `#keyPath(key)`.
    private static func literalKey(_ expression: ExprSyntax, of typeName: String) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           case .stringSegment(let segment) = literal.segments.first {
            return segment.content.text
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath",
           macro.arguments.count == 1, let path = macro.arguments.first?.expression.trimmedDescription {
            let parts = path.split(separator: ".").map(String.init)
            if parts.count == 2, parts[0] == typeName { return parts[1] }
            if parts.count == 1 { return parts[0] }
        }
        return nil
    }

    /// A private method named as one of UIKit's optional requirements: renamed (UIKit never called it), or, marked
    /// `@objc` (UIKit called it through the selector), made public so that it is GlideUIKit's witness.
    private func privateWitness(_ function: FunctionDeclSyntax) {
        guard let kind = PrivateWitnesses.kind(of: function, requirements: optionalFullNames),
              let modifier = function.modifiers.first(where: PrivateWitnesses.isPrivate),
              let name = ClassesAndOverrides.memberName(DeclSyntax(function)) else { return }
        switch kind {
        case .rename:
            rename(function.name, to: PrivateWitnesses.prefix + function.name.text,
                   why: "a \(modifier.name.text) method is not the witness of the optional \(name) (Swift 4.2 ignores it, so UIKit never calls it; Swift 5 rejects it); the ported requirement has a default, which Swift would take this method for, so it is renamed and the default applies, as on iOS")
        case .makePublic:
            edit(start(modifier), end(modifier), "public")
            change(start(modifier), end(modifier), why: "marked @objc, the method answered UIKit's selector for \(name) on iOS and was called; as GlideUIKit's witness it must be as visible as the protocol")
        }
    }

    /// `register(MyCell.self, forCellWithReuseIdentifier: id)` → `…, initializer: MyCell.init(frame:))`: UIKit makes a
    /// class-registered cell with `init(frame:)` (a table's with `init(style:reuseIdentifier:)`, a table's header or footer
    /// view with `init(reuseIdentifier:)`), which Linux cannot
    /// call from a class value; the initializer reference lets GlideUIKit call it. A generic parameter's `T.self`, or a
    /// class held in a variable, is left as written: Swift calls only a `required` initializer through those, so such
    /// cells are made with `init(coder:)`.
    /// `MyCell.classForCoder()` (Objective-C's spelling of the class) is registered as `MyCell.self`, the same class.
    private func cellRegistration(_ node: FunctionCallExprSyntax, name: String, arguments: [LabeledExprSyntax]) {
        guard name == "register", arguments.count == 2, arguments[0].label == nil, node.trailingClosure == nil,
              let rightParen = node.rightParen, rightParen.presence == .present else { return }
        var classForCoder = false
        var metatype = arguments[0].expression.as(MemberAccessExprSyntax.self)
        if let call = arguments[0].expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "classForCoder" {
            metatype = member
            classForCoder = true
        }
        guard let metatype, classForCoder || metatype.declName.baseName.text == "self", let base = metatype.base,
              let first = trimmed(base).split(separator: ".").first.map(String.init), first.first?.isUppercase == true,
              first != "Self", !genericParameters(around: Syntax(node)).contains(first) else { return }
        let initializer: String
        switch arguments[1].label?.text {
        case "forCellWithReuseIdentifier": initializer = "init(frame:)"
        case "forCellReuseIdentifier": initializer = "init(style:reuseIdentifier:)"
        case "forHeaderFooterViewReuseIdentifier": initializer = "init(reuseIdentifier:)"
        default: return
        }
        if classForCoder {
            let expression = arguments[0].expression
            edit(start(expression), end(expression), trimmed(base) + ".self")
            change(start(expression), end(expression), why: "classForCoder() is the class itself, spelled for the Objective-C runtime; as a metatype the cell's initializer can be passed")
        }
        let inserted = ", initializer: " + trimmed(base) + "." + initializer
        let at = end(arguments[1])
        edit(at, at, inserted)
        change(at, at, after: inserted, why: "UIKit makes a class-registered cell with \(initializer) through the Objective-C runtime; Linux cannot call it from a class value, so the initializer is passed (without it GlideUIKit makes the cell with init(coder:), as a storyboard does)")
    }

    /// `UICollectionView.CellRegistration<MyCell, Item> { … }` (or `(handler:)`, or through a type alias of the file) →
    /// `…(initializer: MyCell.init(frame:)) { … }`: UIKit makes the registration's cells with `init(frame:)`, which Linux
    /// cannot call through the generic cell type; without it GlideUIKit makes them with `init(coder:)`. A generic
    /// parameter as the cell type is left as written, as for `register(_:forCellWithReuseIdentifier:)`.
    private func cellRegistrationInitializer(_ node: FunctionCallExprSyntax) {
        let callee = node.calledExpression
        let cellType: String
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
           ["UICollectionView.CellRegistration", "CellRegistration"].contains(trimmed(specialized.expression)),
           specialized.genericArgumentClause.arguments.count == 2,
           let first = specialized.genericArgumentClause.arguments.first {
            cellType = trimmed(first.argument)
        } else if let reference = callee.as(DeclReferenceExprSyntax.self), let aliased = cellRegistrationAliases[reference.baseName.text] {
            cellType = aliased
        } else {
            return
        }
        guard let head = cellType.split(separator: ".").first.map(String.init), head.first?.isUppercase == true, head != "Self",
              !genericParameters(around: Syntax(node)).contains(head) else { return }
        let arguments = Array(node.arguments)
        let inserted = "initializer: " + cellType + ".init(frame:)"
        let at: Int
        let text: String
        if arguments.isEmpty, node.trailingClosure != nil {
            if let leftParen = node.leftParen, leftParen.presence == .present {
                at = end(leftParen)
                text = inserted
            } else {
                at = end(callee)
                text = "(" + inserted + ")"
            }
        } else if arguments.count == 1, arguments[0].label?.text == "handler" {
            at = start(arguments[0])
            text = inserted + ", "
        } else {
            return
        }
        edit(at, at, text)
        change(at, at, after: text, why: "UIKit makes a cell registration's cells with init(frame:) through the Objective-C runtime; Linux cannot call it through the generic cell type, so the initializer is passed (without it GlideUIKit makes the cells with init(coder:), as a storyboard does)")
    }

    /// The generic parameters of the declarations enclosing `node` (a `T.self` there is not a class Swift can name
    /// an initializer of without `required`).
    private func genericParameters(around node: Syntax) -> Set<String> {
        Set(ClassConstruction.enclosingGenericParameters(of: node).map(\.name.text))
    }

    /// `T()` where the generic parameter `T` is constrained to a UIKit class (`<T: UIView>`): on iOS the Objective-C
    /// runtime calls `init()` on whatever class `T` is; Swift on Linux calls an initializer through a type parameter only
    /// when it is `required`, and UIKit's `init()` cannot be in GlideUIKit without making every subclass that declares
    /// its own designated initializer also declare `init()`. Named, with the class.
    private func genericClassConstruction(_ node: FunctionCallExprSyntax, name: String) {
        guard let (base, bound) = ClassConstruction.base(of: node, module: types.module) else { return }
        let text = "(\(name).glideMakeWithInit() as! \(name))"
        edit(start(node), end(node), text)
        change(start(node), end(node), after: text,
               why: "\(name) is a type parameter bound to \(bound): on iOS the Objective-C runtime sends init to whatever class \(name) is, but Swift on Linux calls an initializer through a type parameter only when it is `required`, and \(base)'s init() is not; GlideUIKit's glideMakeWithInit() makes Glide's own classes, and glide port writes it for the module's \(base) classes (a class without init() traps, as on iOS)")
    }

    /// In a module that makes a `T: UIView` (or `UIViewController`) with `T()`: each of its classes of that kind makes
    /// itself with its own `init()` (``ClassConstruction``).
    private func classConstructionOverride(_ node: ClassDeclSyntax) {
        let name = node.name.text
        let chain = types.module.classChain(name)
        guard node.genericParameterClause == nil,
              let base = ClassConstruction.bases.last(where: { chain.dropFirst().contains($0) }),
              types.module.constructedBases.contains(base) else { return }
        let access = memberAccess(of: node)
        let body = ClassConstruction.hasPlainInitializer(name, module: types.module)
            ? "\(name)()"
            : "fatalError(\"Use of unimplemented initializer 'init()' for class '\(name)'\")"
        appendMembers([(
            "// Written by glide port: the Objective-C runtime makes a class from a type parameter with init().\n"
                + "\(access)override class func glideMakeWithInit() -> \(base) { \(body) }",
            "the module makes \(base) classes from type parameters with init(), which the Objective-C runtime sends to the class; GlideUIKit asks the class for it")],
            to: node)
    }

    /// The access a member glide port adds to a class is written with: as open as the class (a public class's member
    /// must be at least public).
    private func memberAccess(of node: ClassDeclSyntax) -> String {
        node.modifiers.contains(where: { $0.name.text == "open" }) ? "open "
            : node.modifiers.contains(where: { $0.name.text == "public" }) ? "public " : ""
    }

    /// The navigation delegate methods whose presence UIKit asks the runtime about before its back swipe takes a touch,
    /// in Swift 4's spelling and Swift 3's.
    static let navigationTransitionMethods: Set<String> = [
        "navigationController(_:animationControllerFor:from:to:)", "navigationController(_:interactionControllerFor:)",
        "navigationController(_:animationControllerForOperation:fromViewController:toViewController:)",
        "navigationController(_:interactionControllerForAnimationController:)",
    ]

    /// Whether the module's class `name`, or a superclass of it in the module, declares one of
    /// ``navigationTransitionMethods``.
    private func implementsNavigationTransitions(_ name: String) -> Bool {
        types.module.classChain(name).contains { type in
            types.module.types[type]?.methods.keys.contains(where: Self.navigationTransitionMethods.contains) ?? false
        }
    }

    /// A class of the module that adopts `UINavigationControllerDelegate` answers whether it implements the transition
    /// methods (`glideImplementsTransitionMethods`), which UIKit asks `respondsToSelector:` and Glide otherwise learns by
    /// calling them: the topmost such class of the module answers, and a subclass whose answer differs overrides it.
    private func navigationDelegateAnswer(_ node: ClassDeclSyntax) {
        let name = node.name.text
        let module = types.module
        let delegateProtocol = "UINavigationControllerDelegate"
        guard module.types[name]?.kind == "class", module.protocols(of: name).contains(delegateProtocol),
              module.types[name]?.properties["glideImplementsTransitionMethods"] == nil else { return }
        let implements = implementsNavigationTransitions(name)
        let parent = module.classChain(name).dropFirst().first {
            module.types[$0]?.kind == "class" && module.protocols(of: $0).contains(delegateProtocol)
        }
        // A delegate proxy that answers `responds(to:)` itself (from the delegates it forwards to) is asked at run time,
        // as UIKit asks it (GlideUIKit does, through `GlideRespondsToSelector`).
        if module.classChain(name).contains(where: { module.types[$0]?.methods["responds(to:)"] != nil }) { return }
        if let parent, implementsNavigationTransitions(parent) == implements { return }
        let access = memberAccess(of: node)
        appendMembers([(
            "// Written by glide port: UIKit asks the runtime whether this delegate implements the transition methods.\n"
                + "\(access)\(parent == nil ? "" : "override ")var glideImplementsTransitionMethods: Bool? { \(implements) }",
            "UIKit asks respondsToSelector: whether a navigation delegate implements navigationController(_:animationControllerFor:from:to:) or navigationController(_:interactionControllerFor:) before its back swipe takes a touch; Swift on Linux cannot, and calling them would run the app's code")],
            to: node)
    }

    /// A call on `self` of a method `privateWitness` renamed.
    private func privateWitnessCall(_ node: FunctionCallExprSyntax) {
        guard !renamedPrivateWitnesses.isEmpty else { return }
        let callee = node.calledExpression
        let token: TokenSyntax
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            token = reference.baseName
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            token = member.declName.baseName
        } else {
            return
        }
        let name = token.text + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
        guard renamedPrivateWitnesses.contains(name) else { return }
        rename(token, to: PrivateWitnesses.prefix + token.text, why: "the method was renamed (it is not the witness of UIKit's optional \(name))")
    }

    /// `override var childViewControllerForStatusBarStyle` → `childForStatusBarStyle`: a property UIKit renamed, overridden.
    private func overriddenPropertyRename(_ variable: VariableDeclSyntax) {
        guard variable.modifiers.contains(where: { $0.name.text == "override" }) else { return }
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let renamed = Renames.members[identifier.text] else { continue }
            rename(identifier, to: renamed, why: "the current SDK's name (Xcode's migrator renames it); GlideUIKit has only that")
        }
    }

    /// `override func didMove(toParentViewController parent:)` → `didMove(toParent parent:)`.
    private func overrideLabels(_ function: FunctionDeclSyntax) {
        guard function.modifiers.contains(where: { $0.name.text == "override" }),
              let renamed = Renames.labels[function.name.text],
              let first = function.signature.parameterClause.parameters.first,
              first.firstName.text == renamed.old else { return }
        if first.secondName == nil {
            edit(start(first.firstName), end(first.firstName), renamed.new + " " + renamed.old)
            change(start(first.firstName), end(first.firstName), after: renamed.new + " " + renamed.old,
                   why: "Swift 4.2 renamed the label; the parameter keeps its name")
        } else {
            rename(first.firstName, to: renamed.new, why: "Swift 4.2 renamed the label")
        }
    }

    // MARK: - @objc protocols and optional requirements

    private func protocolRules(_ node: ProtocolDeclSyntax) {
        let isObjC = node.attributes.contains {
            if case .attribute(let a) = $0 { return trimmed(a.attributeName) == "objc" } else { return false }
        }
        if isObjC, node.inheritanceClause == nil {
            let at = end(node.primaryAssociatedTypeClause.map(Syntax.init) ?? Syntax(node.name))
            edit(at, at, ": AnyObject")
            change(at, at, after: ": AnyObject",
                   why: "an @objc protocol is class-bound; without @objc it needs AnyObject to stay so (weak delegates, ===)")
        }
        var members: [(indent: String, prefix: String, start: Int, end: Int, body: String)] = []
        for member in node.memberBlock.members {
            guard let modified = member.decl.asProtocol(WithModifiersSyntax.self),
                  let optional = modified.modifiers.first(where: { $0.name.text == "optional" }) else { continue }
            let indent = indentation(of: start(member.decl))
            let prefix = modified.modifiers.filter { ["static", "mutating", "nonmutating"].contains($0.name.text) }
                .map { $0.name.text + " " }.joined()
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let returned = function.signature.returnClause?.type
                let signatureEnd = end(function.genericWhereClause.map(Syntax.init) ?? Syntax(function.signature))
                if returned == nil || ["Void", "()"].contains(returned.map(trimmed) ?? "") {
                    members.append((indent, prefix, start(function.funcKeyword), signatureEnd, "{}"))
                } else if let returned, isOptional(returned) {
                    members.append((indent, prefix, start(function.funcKeyword), signatureEnd, "{ nil }"))
                } else if OptionalRequirements.returnsValue(function), let full = ClassesAndOverrides.memberName(DeclSyntax(function)) {
                    // A value no default can make up: the requirement throws, its default throws, and calls through
                    // `?` take the error for nil (`try?`), as iOS gave nil for a conformer without it.
                    let at = end(function.signature.effectSpecifiers?.asyncSpecifier.map(Syntax.init) ?? Syntax(function.signature.parameterClause))
                    edit(at, at, " throws")
                    let body = "{ throw OptionalRequirementNotImplemented(\"\(full)\", of: \"\(node.name.text)\", by: self) }"
                    members.append((indent, prefix, start(function.funcKeyword), signatureEnd, body))
                    madeRequired[start(optional)] = "\(node.name.text)'s optional \(full) returns a \(trimmed(returned!)), which no default can make up: the requirement throws (a conformer's method, which does not, still implements it), its default throws OptionalRequirementNotImplemented, and each call through ? is written with try?, which gives nil for a conformer without it, as on iOS"
                } else {
                    unportable(at: start(optional), "optional requirement \(function.name.text)",
                               "it returns a non-optional \(returned.map(trimmed) ?? ""), so there is no default to give it; make it required or return an optional")
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                      let annotation = binding.typeAnnotation, isOptional(annotation.type) {
                let settable = binding.accessorBlock.map { trimmed($0).contains("set") } ?? false
                members.append((indent, prefix, start(variable.bindingSpecifier), end(annotation),
                                settable ? "{ get { nil } set {} }" : "{ nil }"))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let marked = absentMarkedRequirements[name], marked.protocolName == node.name.text, let annotation = binding.typeAnnotation {
                    // A class type: the default returns a marker object, which reads through the protocol turn into nil.
                    members.append((indent, prefix, start(variable.bindingSpecifier), end(annotation), "{ \(marked.marker) }"))
                    markers.append("// Written by glide port: what the default of \(node.name.text)'s optional \(name) returns, so that reading it through the protocol\n"
                        + "// tells, as on iOS, whether the conformer implements it (nil when it does not). Made on the main thread, read from any context.\n"
                        + "let \(marked.marker): \(marked.type) = {\n"
                        + "    nonisolated(unsafe) var marker: \(marked.type)?\n"
                        + "    MainActor.assumeIsolated { marker = \(marked.type)() }\n"
                        + "    return marker!\n"
                        + "}()")
                    madeRequired[start(optional)] = "\(node.name.text)'s conformers (some outside the ported files, or not implementing it) may leave \(name) out; the requirement gets a default that returns a marker \(marked.type), and each read of \(name) through the protocol compares with it and gives nil, as the optional requirement gave on iOS, while a conformer's own \(name) is used as it was"
                } else {
                    optionalPropertyOfPlainType(node, variable: variable, name: name, optional: optional)
                }
            } else {
                unportable(at: start(optional), "optional requirement",
                           "only optional methods and optional-typed properties can be given a default; make it required")
            }
        }
        guard !members.isEmpty else { return }
        let isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let at = end(node)
        let index = change(at, at, after: "", why: "the optional requirements get default implementations, so conformers may still leave them out")
        defaults.append(Defaults(at: at, header: (isPublic ? "public " : "") + "extension \(node.name.text)", members: members, changeIndex: index,
                                 trailer: markers.map { "\n\n" + $0 }.joined()))
        markers.removeAll()
    }

    /// Marker declarations for the protocol being ported (see ``absentMarkedRequirements``).
    private var markers: [String] = []

    /// The module's optional get-only requirements of a class type (`@objc optional var scrollViewForDeck: UIScrollView
    /// { get }`) whose conformers may leave them out (the protocol is public, or a conformer in the ported files does):
    /// by name, the protocol, the type, and the marker its default returns. A class type can be made (`init()`) and
    /// compared by identity, so a read through the protocol can tell the default from a conformer's own value.
    private lazy var absentMarkedRequirements: [String: (protocolName: String, type: String, marker: String)] = {
        var found: [String: (protocolName: String, type: String, marker: String)] = [:]
        for (protocolName, info) in types.module.types where info.kind == "protocol" {
            for name in info.optionalRequirements.sorted() where info.plainReadOnlyRequirements.contains(name) {
                guard let type = info.properties[name], type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                      types.module.isClass(type), hasPlainInitializer(type) else { continue }
                let missing = types.module.conformers(of: protocolName).filter { conformer in
                    !types.module.classChain(conformer).contains { types.module.types[$0]?.properties[name] != nil || GlideDeclarations.types[$0]?.properties[name] != nil }
                }
                guard info.isPublic || !missing.isEmpty else { continue }
                found[name] = (protocolName, type, "glideAbsent_\(protocolName)_\(name)")
            }
        }
        return found
    }()

    /// `deck.scrollViewForDeck` read through a protocol whose optional requirement got a marker default: the marker
    /// reads as nil, as an unimplemented optional requirement did on iOS. A read on a class's own value is left alone.
    private func absentMarkedRead(_ node: MemberAccessExprSyntax) -> Bool {
        guard let base = node.base, let marked = absentMarkedRequirements[node.declName.baseName.text] else { return false }
        if let baseType = types.type(of: base), baseType != marked.protocolName, types.module.types[baseType]?.kind != "protocol" { return false }
        let text = "({ (value: \(marked.type)?) in value === \(marked.marker) ? nil : value })(\(trimmed(node)))"
        edit(start(node), end(node), text)
        change(start(node), end(node), after: text,
               why: "\(marked.protocolName)'s optional \(node.declName.baseName.text) has a default that returns a marker; read through the protocol, the marker is nil, as the unimplemented optional requirement was on iOS")
        return true
    }

    /// `@objc optional var title: String { get }`: a default would have to make up a `String`, and changing the type
    /// to `String?` would leave a conformer's `var title: String` unused. Where every conformer in the ported files
    /// implements it (and the protocol is not public, so they are all there), it simply becomes required: each object
    /// has it, as on iOS. Otherwise it is reported, naming the conformers without it.
    private func optionalPropertyOfPlainType(_ node: ProtocolDeclSyntax, variable: VariableDeclSyntax, name: String, optional: DeclModifierSyntax) {
        let protocolName = node.name.text
        let isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let conformers = types.module.conformers(of: protocolName)
        let missing = conformers.filter { conformer in
            !types.module.classChain(conformer).contains { types.module.types[$0]?.properties[name] != nil || GlideDeclarations.types[$0]?.properties[name] != nil }
        }
        guard isPublic || !missing.isEmpty || conformers.isEmpty else {
            madeRequired[start(optional)] = "every conformer of \(protocolName) in the ported files (\(conformers.joined(separator: ", "))) implements \(name), so the optional requirement simply becomes required"
            return
        }
        let why: String
        if isPublic {
            why = "\(protocolName) is public, so conformers outside the ported files may leave \(name) out, and a default would have to make up a value of its non-optional type; make it optional-typed (a default then returns nil) or required"
        } else if conformers.isEmpty {
            why = "no class in the ported files conforms to \(protocolName), and a default would have to make up a value of its non-optional type; make it optional-typed (a default then returns nil) or required"
        } else {
            why = "\(missing.joined(separator: ", ")) \(missing.count == 1 ? "leaves" : "leave") it out, and a default would have to make up a value of its non-optional type; make it optional-typed (a default then returns nil) or implement it in \(missing.joined(separator: ", "))"
        }
        unportable(at: start(optional), "optional requirement \(name)", why)
    }

    private func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    private func indentation(of offset: Int) -> String {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let prefix = bytes[lineStart..<offset]
        return prefix.allSatisfy(isBlank) ? String(decoding: prefix, as: UTF8.self) : "    "
    }

    // MARK: - Imports

    /// `@available (iOS, unavailable)`: the space before an attribute's arguments, which Swift 5 accepts with a warning
    /// and Swift 6 (and swift-syntax's parser) rejects, is removed, so that the file ports.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let leftParen = node.leftParen, Porter.isSpacedAttributeParen(leftParen), trimmed(node.attributeName) != "objc" {
            edit(end(node.attributeName), start(leftParen), "")
            change(start(node), end(leftParen), why: "Swift 5 accepts a space between an attribute's name and its arguments with a warning; Swift 6 rejects it")
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.count == 1, node.path.first?.name.text == "Combine" {
            let added = "import OpenCombine\n\(indentation(of: start(node)))import OpenCombineFoundation\n\(indentation(of: start(node)))import OpenCombineDispatch"
            edit(start(node.importKeyword), end(node.path), added)
            change(start(node), end(node), after: added,
                   why: "Combine is Apple's and Linux has none; OpenCombine (https://github.com/OpenCombine/OpenCombine, 0.14.0) has its API, and its OpenCombineFoundation and OpenCombineDispatch give Apple's spellings on Linux (NotificationCenter's publisher(for:), Timer.publish, DispatchQueue and RunLoop as schedulers): add the OpenCombine, OpenCombineFoundation and OpenCombineDispatch products to the target")
            return .skipChildren
        }
        let path = node.path.map(\.name.text)
        if path.first == "Darwin" {
            // `import Darwin` (`import Darwin.C`): the C library, which Foundation re-exports on Linux as on iOS.
            edit(start(node.path), end(node.path), "Foundation")
            change(start(node), end(node), why: "Linux has no Darwin module; its C library is Glibc, which Foundation re-exports (as Foundation re-exports Darwin on iOS)")
            return .skipChildren
        }
        if let kind = node.importKindSpecifier, path.count > 1 {
            // `import func AVFoundation.AVMakeRect`: a declaration of the module, imported alone; the Glide module is
            // imported whole (its declarations may live in a module it re-exports, which a scoped import cannot name).
            guard let mapping = Self.moduleMapping(for: Array(path.dropLast())) else { return .skipChildren }
            let why = mapping.importWhy(path.dropLast().joined(separator: ".")) + "; `import \(kind.text) …` of one declaration becomes an import of the module"
            if mapping.once, writtenImports.contains(mapping.glide) {
                removeRepeatedImport(node, why: why)
            } else {
                if mapping.once { writtenImports.insert(mapping.glide) }
                writeImport(node, of: mapping.glide, why: why)
            }
            return .skipChildren
        }
        guard let mapping = Self.moduleMapping(for: path) else {
            if let module = path.first, Self.frameworksWithoutGlideModule.contains(module),
               node.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) }) == nil {
                if module == "AVKit", path.count == 1 {
                    // AVKit is AVFoundation (which it re-exports) and its own player views: without them, the file
                    // needs only AVFoundation's names.
                    let own = usedNames(where: { name in Self.avKitPrefixes.contains { name.hasPrefix($0) } })
                    if own.isEmpty {
                        writeImport(node, of: "GlideAVFoundation", why: "AVKit re-exports AVFoundation, and the file uses none of AVKit's own names (its player view controller, picture in picture, route picker): GlideAVFoundation stands for it")
                        return .skipChildren
                    }
                    unportable(at: start(node), covering: start(node)..<end(node), "import AVKit",
                               "the file uses AVKit's own \(own.sorted().joined(separator: ", ")), which neither Linux nor Glide has (GlideAVFoundation has AVFoundation's names, which AVKit re-exports); keep what needs them out of the target you check, or put the import and its uses under `#if canImport(AVKit)`")
                    return .skipChildren
                }
                if path.count == 1, let prefixes = Self.frameworkPrefixes[module],
                   usedNames(where: { name in prefixes.contains { Self.name(name, hasFrameworkPrefix: $0) } }).isEmpty {
                    // `import WebKit` in a screen that shows no web view: an import left over, which iOS builds and Linux
                    // cannot; what the file uses does not depend on it. A UI framework re-exports UIKit, which the file
                    // may have had only through it: it becomes GlideUIKit's import, unless the file has that already.
                    if Self.frameworksReexportingUIKit.contains(module), !writtenImports.contains("GlideUIKit") {
                        writtenImports.insert("GlideUIKit")
                        writeImport(node, of: "GlideUIKit", why: "Linux has no \(module) framework, and the file uses none of its own names (\(prefixes.map { $0 + "…" }.joined(separator: ", "))); it re-exports UIKit, which GlideUIKit stands for")
                        return .skipChildren
                    }
                    removeImport(node, why: "Linux has no \(module) framework, and the file uses none of its names (\(prefixes.map { $0 + "…" }.joined(separator: ", "))): the import is unused, so it is dropped")
                    return .skipChildren
                }
                unportable(at: start(node), covering: start(node)..<end(node), "import \(path.joined(separator: "."))",
                           "Linux has no \(module) framework and Glide has no module for it (Glide's are UIKit with Core Animation, Core Graphics and Core Image, AVFoundation, Core Data, MapKit and Core Location, os, ObjectiveC's runtime names, and Combine through OpenCombine); the file cannot build as it is: keep what needs \(module) out of the target you check, or put the import and its uses under `#if canImport(\(module))`")
            }
            return .skipChildren
        }
        if let unused = Self.droppedWhenUnused[mapping.glide], path.count == 1,
           node.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) }) == nil,
           usedNames(where: { name in unused.prefixes.contains { Self.name(name, hasFrameworkPrefix: $0) } }).isEmpty {
            // `import CoreData` (`MapKit`, `CoreLocation`) in a file that uses none of it (a screen copied from a template,
            // an import left over): dropped, so that the target needs no Glide module for it. MapKit re-exports UIKit,
            // which the file may have had only through it: it becomes GlideUIKit's import, unless the file has that already.
            let names = unused.prefixes.map { $0 + "…" }.joined(separator: ", ")
            if mapping.glide == "GlideMapKit", !writtenImports.contains("GlideUIKit") {
                writtenImports.insert("GlideUIKit")
                writeImport(node, of: "GlideUIKit", why: "the file uses none of MapKit's own names (\(names)); MapKit re-exports UIKit, which GlideUIKit stands for")
                return .skipChildren
            }
            removeImport(node, why: "the file uses none of \(unused.framework)'s names (\(names)): the import is unused, so it is dropped (\(mapping.glide) has them where a file does)")
            return .skipChildren
        }
        let why = mapping.importWhy(path.joined(separator: "."))
        // An import under `#if` counts only in its clause: the clause may be false on Linux (`#if !os(Linux)`), so the
        // file's one import cannot be the first one met there, nor can a later one in a true clause be dropped for it.
        let clause = node.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) })
        if !mapping.once {
            edit(start(node.path), end(node.path), mapping.glide)
            change(start(node), end(node), why: why)
        } else if writtenImports.contains(mapping.glide)
                    || clause.map({ clauseImports[$0.id, default: []].contains(mapping.glide) }) == true {
            removeRepeatedImport(node, why: why)
        } else {
            if let clause { clauseImports[clause.id, default: []].insert(mapping.glide) } else { writtenImports.insert(mapping.glide) }
            writeImport(node, of: mapping.glide, why: why)
        }
        return .skipChildren
    }

    /// `import glide` where the file imported one of Apple's modules it stands for.
    private func writeImport(_ node: ImportDeclSyntax, of glide: String, why: String) {
        edit(start(node.importKeyword), end(node.path), "import \(glide)")
        change(start(node), end(node), why: why)
    }

    /// Removes an import whose Glide module the file (or the clause) imports already.
    private func removeRepeatedImport(_ node: ImportDeclSyntax, why: String) {
        removeImport(node, why: why + "; it is imported once")
    }

    /// Removes `node` (with the line it had alone), saying `why`.
    private func removeImport(_ node: ImportDeclSyntax, why: String) {
        let range = removal(start(node), end(node))
        edit(range.lowerBound, range.upperBound, "")
        change(start(node), end(node), after: "", why: why)
    }

    /// Why a file of a module sees UIKit without importing it.
    enum UmbrellaReason {
        /// Other files of the module import UIKit.
        case otherFilesImportUIKit
        /// No file of the module imports anything, yet they use UIKit's names.
        case noFileImports
        /// Files import other modules (Foundation, say), none UIKit, yet they use UIKit's names.
        case noFileImportsUIKit
    }

    /// Gives the file `import GlideUIKit` when it has none although its module uses UIKit: in a CocoaPods or
    /// Carthage framework, the umbrella header imports UIKit for every file of the module, so a file with only
    /// `import Foundation` (or no import) used UIKit's names all the same; the same holds when no file of the module
    /// imports UIKit and they use its names (a plugin's Swift files that see UIKit through its Objective-C umbrella
    /// header, as a Flutter plugin's do; a pod's files that import only Foundation, as XCoordinator's do).
    func importGlideUIKitForModule(umbrella: UmbrellaReason) {
        guard !importWritten else { return }
        let why: String
        switch umbrella {
        case .noFileImports:
            why = "no file of the module imports anything, yet they use UIKit's names: they see UIKit through the module's Objective-C umbrella header (a CocoaPods framework's or a Flutter plugin's), which imports it for every file; on Linux the file imports GlideUIKit itself"
        case .noFileImportsUIKit:
            why = "no file of the module imports UIKit, yet they use UIKit's names: they see UIKit through the module's Objective-C umbrella header (a CocoaPods or Carthage framework's), which imports it for every file; on Linux the file imports GlideUIKit itself"
        case .otherFilesImportUIKit:
            why = "the module's other files import UIKit, and a CocoaPods or Carthage framework's umbrella header gives UIKit to every file of the module (this one used it with \(tree.statements.contains { $0.item.is(ImportDeclSyntax.self) } ? "only its own imports" : "no import")); on Linux the file imports GlideUIKit itself"
        }
        let imports = tree.statements.filter { $0.item.is(ImportDeclSyntax.self) }
        if let last = imports.last {
            let at = end(last.item)
            let text = "\n" + indentation(of: start(last.item)) + "import GlideUIKit"
            edit(at, at, text)
            change(at, at, after: text.dropFirst().description, why: why)
        } else if let first = tree.statements.first {
            let at = start(first)
            edit(at, at, "import GlideUIKit\n\n")
            change(at, at, after: "import GlideUIKit", why: why)
        } else {
            return
        }
        importWritten = true
    }

    /// Adds `import FoundationNetworking` (when it can be imported) to a file that uses URL loading: on iOS Foundation
    /// has `URLSession` and its kin, which swift-corelibs-foundation moved to FoundationNetworking.
    func importFoundationNetworkingIfNeeded() {
        guard !tree.statements.contains(where: {
            $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "FoundationNetworking"
        }) else { return }
        let finder = NamesFinder(names: Self.networkingNames, viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let used = finder.found else { return }
        let why = "swift-corelibs-foundation keeps URL loading (\(used) and its kin) in FoundationNetworking, which Foundation on iOS includes"
        let block = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"
        let imports = tree.statements.filter { $0.item.is(ImportDeclSyntax.self) }
        if let last = imports.last {
            let at = end(last.item)
            edit(at, at, "\n" + block)
            change(at, at, after: block, why: why)
        } else if let first = tree.statements.first {
            let at = start(first)
            edit(at, at, block + "\n\n")
            change(at, at, after: block, why: why)
        }
    }

    /// The URL-loading names swift-corelibs-foundation declares in FoundationNetworking.
    static let networkingNames: Set<String> = [
        "URLSession", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionUploadTask",
        "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionConfiguration", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLRequest",
        "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
        "HTTPCookie", "HTTPCookieStorage", "URLCredential", "URLCredentialStorage", "URLProtectionSpace",
        "URLAuthenticationChallenge", "URLProtocol",
    ]

    // MARK: - #selector and #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "keyPath":
            keyPath(node)
            return .skipChildren
        case "selector":
            selector(node)
            return .visitChildren
        case "imageLiteral", "colorLiteral":
            literal(node)
            return .visitChildren
        default:
            return .visitChildren
        }
    }

    /// `#keyPath(UIScrollView.contentOffset)` → `"contentOffset"`: the string it stands for (Objective-C's key, so
    /// UIKit's `isHidden` is `hidden`), which GlideUIKit's key-value coding and observing take; the compiler refuses
    /// `#keyPath` without the Objective-C runtime.
    private func keyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            unportable(at: start(node), covering: start(node)..<end(node), "#keyPath", "it does not name one key path"); return
        }
        var components = trimmed(argument.expression).split(separator: ".").map { StaticTypes.trimmingSpaces($0) }
        guard components.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            unportable(at: start(node), covering: start(node)..<end(node), "#keyPath(\(trimmed(argument.expression)))",
                       "it is not a plain chain of property names"); return
        }
        var owner: String? = typeNames.last
        if components.count > 1, components[0].first?.isUppercase == true {
            owner = components.removeFirst()
        }
        // Each property by its Objective-C name: UIKit's `isHidden` is the key `hidden`.
        var keys: [String] = []
        for component in components {
            keys.append(objectiveCKey(component, of: owner))
            owner = owner.flatMap { types.propertyType(component, of: $0) }
        }
        let literal = "\"" + keys.joined(separator: ".") + "\""
        edit(start(node), end(node), literal)
        change(start(node), end(node), why: "the compiler accepts #keyPath only with the Objective-C runtime; it stands for the key's string, which GlideUIKit's key-value coding and observing take")
    }

    /// A property's key-value coding key: UIKit's and Core Animation's `isX` Boolean properties are the key `x`.
    private func objectiveCKey(_ property: String, of owner: String?) -> String {
        guard property.hasPrefix("is"), property.count > 2, property.dropFirst(2).first?.isUppercase == true, let owner,
              types.lookupChain(owner).contains(where: { GlideDeclarations.types[$0]?.properties[property] == "Bool" }) else { return property }
        let rest = property.dropFirst(2)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// `#imageLiteral(resourceName: "x")` → `UIImage(named: "x")!`, `#colorLiteral(red:green:blue:alpha:)` →
    /// `UIColor(red:green:blue:alpha:)`: Xcode's literals resolve through UIKit's `_ImageLiteralType` and
    /// `_ColorLiteralType`, which need initializers only the Objective-C runtime lets a non-final class add.
    private func literal(_ node: MacroExpansionExprSyntax) {
        guard let rightParen = node.rightParen else { return }
        if node.macroName.text == "imageLiteral" {
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "resourceName",
                  let label = argument.label else { return }
            edit(start(node.pound), end(node.macroName), "UIImage")
            edit(start(label), end(label), "named")
            edit(end(rightParen), end(rightParen), "!")
            change(start(node), end(node), why: "Xcode's image literal is UIKit's UIImage(named:), which always finds the image it was made from")
        } else {
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            guard labels == ["red", "green", "blue", "alpha"] else { return }
            edit(start(node.pound), end(node.macroName), "UIColor")
            change(start(node), end(node), why: "Xcode's colour literal is UIKit's UIColor(red:green:blue:alpha:)")
        }
    }

    /// The number of arguments and the result type of the method `name` (a full name, or a base name when it is the
    /// only method of that base) of `type`, from the ported files' or Glide's declarations along its class chain.
    private func selectedMethod(_ name: String, of type: String?) -> (arity: Int, result: String?) {
        guard let type else { return (name.filter { $0 == ":" }.count, nil) }
        for owner in types.module.classChain(type) + Array(types.module.protocols(of: type)).sorted() {
            let methods = types.module.types[owner]?.methods ?? GlideDeclarations.types[owner]?.methods ?? [:]
            let full = name.contains("(") ? [name] : methods.keys.filter { $0.hasPrefix(name + "(") }
            guard full.count == 1, let result = methods[full[0]] else { continue }
            return (full[0].filter { $0 == ":" }.count, result)
        }
        return (name.filter { $0 == ":" }.count, nil)
    }

    /// Whether a `#selector` is read only for its name: interpolated into a string, or given to `NSStringFromSelector`.
    private func usedForItsName(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self) else { return false }
        if list.parent?.is(ExpressionSegmentSyntax.self) == true { return list.count == 1 && argument.label == nil }
        if let call = list.parent?.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSStringFromSelector" { return true }
        return false
    }

    /// The property a `#selector(getter:)` or `#selector(setter:)` names (`Type.name` or `name`).
    private func selectedPropertyName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    private func selector(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            unportable(at: start(node), "#selector", "it does not name one method"); return
        }
        if let label = argument.label?.text {
            if ["getter", "setter"].contains(label), usedForItsName(node), let property = selectedPropertyName(argument.expression) {
                // `"\(#selector(getter: UINavigationController.interactivePopGestureRecognizer))"` (XCoordinator's
                // assertion message), `NSStringFromSelector(#selector(getter: …))`: only the name is read, which a
                // name-only selector has (the accessor's Objective-C name: the property's, or `setName:`).
                let name = label == "getter" ? property : "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
                edit(start(node), end(node), "Selector(\"\(name)\")")
                change(start(node), end(node), why: "a property's \(label) has no Swift method reference, but only the selector's name is read here; a name-only selector has it")
                return
            }
            unportable(at: start(node), covering: start(node)..<end(node), "#selector(\(label):)",
                       "a property's \(label) has no Swift method reference; write a method that \(label == "getter" ? "reads" : "writes") the property and select that")
            return
        }
        let expression = argument.expression
        let enclosing = typeNames.last
        let methodName: String
        let noType = "it is outside any type, so there is no type to name the method through; write Selector(Type.method(_:))"
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let enclosing else { unportable(at: start(node), "#selector(\(trimmed(reference)))", noType); return }
            edit(start(reference), start(reference), enclosing + ".")
            methodName = trimmed(reference).filter { !$0.isWhitespace }
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.is(SuperExprSyntax.self) || ["self", "Self"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "") {
                guard let enclosing else { unportable(at: start(node), "#selector(\(trimmed(member)))", noType); return }
                edit(start(base), end(base), enclosing)
            } else if let type = staticPropertyType(base) {
                // `#selector(Manager.shared.handle(_:))`: the compiler names the method through the type of the
                // static property, which the declaration says; so does the port.
                edit(start(base), end(base), type)
            } else if !namesType(base), let type = valueType(base) {
                // `let interactor = SwipeInteractor()` … `#selector(interactor.handlePan(_:))`: the compiler names the
                // method through the value's declared type, which the source says; so does the port.
                edit(start(base), end(base), type)
            } else if !namesType(base) {
                unportable(at: start(node), "#selector(\(trimmed(member)))",
                           "the method is named through a value, whose type only the compiler knows; write #selector(Type.\(member.declName.baseName.text)) and port again")
                return
            }
            methodName = trimmed(member.declName).filter { !$0.isWhitespace }
        } else if expression.is(AsExprSyntax.self)
                    || expression.as(SequenceExprSyntax.self)?.elements.contains(where: { $0.is(UnresolvedAsExprSyntax.self) }) == true {
            unportable(at: start(node), "#selector(… as …)",
                       "an overload picked with `as` needs the curried type; write Selector(Type.method as (Type) -> (Argument) -> Void)")
            return
        } else {
            unportable(at: start(node), "#selector(\(trimmed(expression)))", "it does not name a method")
            return
        }
        // A method Selector cannot hold (more than two arguments, or a result): named only, as responds(to:) and
        // equality need; performing it does nothing, which no target-action or delegate call of UIKit asks of it.
        let named = expression.as(MemberAccessExprSyntax.self)?.base.flatMap { base -> String? in
            let text = trimmed(base)
            if ["self", "Self", "super"].contains(text) { return nil }
            return namesType(base) ? text : staticPropertyType(base) ?? valueType(base) ?? text
        }
        let (arity, result) = selectedMethod(methodName, of: named ?? enclosing)
        // Foundation's NSObject methods (`#selector(NSObject.copy)`, a menu's copy: action) return values and are
        // not in Glide's declarations.
        let foundationMethod = named == "NSObject"
        if arity > 2 || foundationMethod || (result.map { !["Void", "()"].contains($0) } ?? false) {
            edits.removeAll { $0.start >= start(node) && $0.end <= end(node) }
            edit(start(node), end(node), "Selector(\"\(methodName)\")")
            change(start(node), end(node),
                   why: "the Objective-C runtime resolves #selector; GlideUIKit's Selector holds methods of at most two arguments and no result, so this one is named only (responds(to:) and equality read the name; performing it does nothing)")
            return
        }
        edit(start(node.pound), end(node.macroName), "Selector")
        if let rightParen = node.rightParen {
            // The method's Swift name, so that selectors compare as #selector's do (removeTarget(_:action:)).
            edit(start(rightParen), start(rightParen), ", name: \"\(methodName)\"")
            // Named through another class than the one the code is in (`#selector(SignUpViewController.m)` written in
            // WiFiViewController): the target may well be of another class. Named through its own, the target is
            // almost always `self`, and the selector stays as plain as it was written.
            let others = named != nil && named != enclosing ? sameNamedMethods(methodName, besides: named) : []
            if !others.isEmpty {
                let list = others.map { "Selector(\($0).\(methodName))" }.joined(separator: ", ")
                edit(end(rightParen), end(rightParen), ".alsoOn([\(list)])")
                change(start(node), end(node),
                       why: "the Objective-C runtime looks #selector's name up in the target's own class, whichever class it was named through; \(others.joined(separator: ", ")) also declare\(others.count == 1 ? "s" : "") \(methodName), which a target of \(others.count == 1 ? "that class" : "those classes") runs")
                return
            }
        }
        change(start(node), end(node),
               why: "the Objective-C runtime resolves #selector; GlideUIKit's Selector holds the method itself, named through its type")
    }

    /// The module's other top-level classes that declare a method `name` (a full name, or a base name they declare
    /// once) the Objective-C runtime sees (`@objc`, `@IBAction`), reachable from every file, in name order: on iOS a `#selector` is only a name, and the runtime calls the
    /// target's own method of that name, so a selector named through one class (`#selector(SignUpViewController.
    /// keyboardWillShow(sender:))`, copied into another view controller with `self` as target) runs another's.
    private func sameNamedMethods(_ name: String, besides owner: String?) -> [String] {
        types.module.types.compactMap { type, info -> String? in
            guard type != owner, info.kind == "class", !info.isNestedOrGeneric else { return nil }
            let full = name.contains("(") ? [name] : info.methods.keys.filter { $0.hasPrefix(name + "(") }
            guard full.count == 1, let result = info.methods[full[0]], ["Void", "()"].contains(result),
                  info.isObjcMembers || info.objcMethods.contains(full[0]), !info.privateMethods.contains(full[0]) else { return nil }
            return type
        }.sorted()
    }

    /// The type of a value a `#selector` names its method through (a local, a parameter, a property of `self`), when
    /// the source declares it and the type is one of the module's or Glide's.
    private func valueType(_ expression: ExprSyntax) -> String? {
        guard let type = types.type(of: expression), type.first?.isUppercase == true,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              types.module.types[type] != nil || GlideDeclarations.types[type] != nil else { return nil }
        return type
    }

    /// The type of `Type.property` when `property` is a static property of one of the ported files' types whose
    /// declaration says its type (`static let shared = Manager()`, `static var current: Manager`); nil otherwise.
    private func staticPropertyType(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              let owner = base.as(DeclReferenceExprSyntax.self)?.baseName.text, namesType(base),
              let type = types.module.types[owner]?.staticProperties[member.declName.baseName.text],
              type != "?", type.first?.isUppercase == true,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return type
    }

    /// Whether an expression names a type (`Other`, `Module.Other`, `Other<T>`): its last name is capitalized.
    private func namesType(_ expression: ExprSyntax) -> Bool {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        else if let member = expression.as(MemberAccessExprSyntax.self) { name = member.declName.baseName.text }
        else if let generic = expression.as(GenericSpecializationExprSyntax.self) { return namesType(generic.expression) }
        else { return false }
        return name.first?.isUppercase ?? false
    }

    // MARK: - Renamed types, constants and members

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let renamed = Renames.names[node.name.text] {
            rename(node.name, to: renamed, why: "the current SDK's name (Xcode's migrator renames it); GlideUIKit has only that")
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
           let glide = qualifierModule(base.name.text, at: Syntax(node)) {
            rename(base.name, to: glide, why: qualifierWhy(base.name.text, glide))
        }
        return .visitChildren
    }

    // MARK: - Module-qualified names

    /// The module that stands for `name` on Linux when an Apple module's name qualifies a declaration (`UIKit.UIView`,
    /// `ObjectiveC.objc_getAssociatedObject`, `os.Logger`): the file's import of it is rewritten, so the qualifier must
    /// be too, or Swift finds no module of that name. Nil for a name the module or the enclosing code declares.
    private func qualifierModule(_ name: String, at node: Syntax) -> String? {
        // `canImport(UIKit.UIGestureRecognizerSubclass)` is a module path, ported with its `canImport`.
        if node.ancestorOrSelf(mapping: { $0.as(FunctionCallExprSyntax.self) })?.calledExpression
            .as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport" { return nil }
        if name == "Combine" { return importsCombine ? "OpenCombine" : nil }
        if name == "Darwin" { return Self.isLocallyBound(name, before: node) ? nil : "Foundation" }
        guard let mapping = Self.moduleMapping(for: [name]), types.module.types[name] == nil,
              !Self.isLocallyBound(name, before: node) else { return nil }
        // Every ported file that used UIKit's family has GlideUIKit (an umbrella header's, if not its own import); the
        // others only where the file imports the module.
        guard mapping.glide == "GlideUIKit" || importedModules.contains(where: mapping.apple.contains) else { return nil }
        return mapping.glide
    }

    private func qualifierWhy(_ name: String, _ glide: String) -> String {
        "Linux has no \(name) module and the file's import of it became \(glide): a name qualified by the module is qualified by \(glide), which declares or re-exports it"
    }

    /// The first component of every module the file imports, under `#if` or not.
    private lazy var importedModules: Set<String> = Set(tree.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard token.tokenKind == .keyword(.import) else { return nil }
        return token.parent?.as(ImportDeclSyntax.self)?.path.first?.name.text
    })

    override func visit(_ node: ClassRestrictionTypeSyntax) -> SyntaxVisitorContinueKind {
        rename(node.classKeyword, to: "AnyObject",
               why: "`class` as a protocol's constraint is deprecated (a warning in Swift 6); AnyObject is today's spelling")
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if absentMarkedRead(node) { return .skipChildren }
        if anyObjectMemberRead(node) { return .skipChildren }
        dispatchedRead(node)
        guard let renamed = Renames.notifications[node.declName.baseName.text] else { return .visitChildren }
        if let base = node.base, !["NSNotification.Name", "Notification.Name"].contains(trimmed(base)) { return .visitChildren }
        edit(start(node), end(node), renamed)
        change(start(node), end(node), why: "Swift 4.2 moved UIKit's notification names to the class that posts them")
        return .skipChildren
    }

    /// Whether `name` on `base` is UIKit's member by an old name rather than one the module declares: always when the
    /// module declares no member so named; else when the receiver's type is known and neither it nor its ancestors in the
    /// module declare it.
    private func isUIKitsMember(_ name: String, of base: ExprSyntax?) -> Bool {
        guard moduleMemberNames.contains(name) else { return true }
        guard let base, let type = types.type(of: base) else { return false }
        return !types.lookupChain(type).contains { owner in
            guard let info = types.module.types[owner] else { return false }
            return info.properties[name] != nil || ModuleIndex.matches(name, in: Set(info.methods.keys))
        }
    }

    /// Swift 4's accessibility traits were bits: `traits |= UIAccessibilityTraitHeader` and `traits &= ~UIAccessibilityTraitSelected`
    /// become `traits.insert(.header)` and `traits.remove(.selected)` on the option set Swift 4.2 made of them (the names
    /// themselves are renamed where they stand).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
              trimmed(elements[0]).hasSuffix("accessibilityTraits") else { return .visitChildren }
        let operand: ExprSyntax
        let method: String
        switch op.operator.text {
        case "|=":
            operand = elements[2]
            method = "insert"
        case "&=":
            guard let inverted = elements[2].as(PrefixOperatorExprSyntax.self), inverted.operator.text == "~" else { return .visitChildren }
            operand = inverted.expression
            method = "remove"
            edit(start(inverted), start(inverted.expression), "")
        default:
            return .visitChildren
        }
        guard let trait = operand.as(DeclReferenceExprSyntax.self), Renames.isAccessibilityTrait(trait.baseName.text) else {
            return .visitChildren
        }
        edit(end(elements[0]), start(elements[2]), ".\(method)(")
        edit(end(elements[2]), end(elements[2]), ")")
        change(start(node), end(node), why: "Swift 4.2 made the accessibility traits an option set: a trait is inserted or removed, not or-ed in as a bit")
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
           let glide = qualifierModule(name, at: Syntax(node)) {
            rename(node.baseName, to: glide, why: qualifierWhy(name, glide))
            return .visitChildren
        }
        let why = "the current SDK's name (Xcode's migrator renames it); GlideUIKit has only that"
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if let renamed = Renames.members[name] ?? Renames.memberOnly[name], isUIKitsMember(name, of: member.base) {
                rename(node.baseName, to: renamed, why: why)
            }
        } else if let renamed = Renames.names[name] ?? (moduleMemberNames.contains(name) ? nil : Renames.members[name]),
                  !Self.isLocallyBound(name, before: Syntax(node)) {
            rename(node.baseName, to: renamed, why: why)
        }
        return .visitChildren
    }

    /// Whether `name` is bound before `node` inside the member (method, initializer, property) or top-level statement
    /// that holds it: a `let`/`var`, an `if let`, a `for` pattern, a parameter of the function or of a closure. Such a
    /// bare name is the code's own local, not UIKit's member of the same old name (Hero's
    /// `if let childViewControllers = nav?.childViewControllers { for vc in childViewControllers … }`).
    static func isLocallyBound(_ name: String, before node: Syntax) -> Bool {
        let scope = Swizzling.scope(of: node)
        let limit = node.position
        final class Finder: SyntaxVisitor {
            let name: String, limit: AbsolutePosition
            var found = false
            init(name: String, limit: AbsolutePosition) {
                self.name = name; self.limit = limit
                super.init(viewMode: .sourceAccurate)
            }
            func check(_ token: TokenSyntax?) {
                if let token, token.text == name, token.position < limit { found = true }
            }
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { check(node.identifier); return .visitChildren }
            override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
                check(node.secondName ?? node.firstName); return .visitChildren
            }
            override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
                check(node.secondName ?? node.firstName); return .visitChildren
            }
            override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { check(node.name); return .visitChildren }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                // `if let childViewControllers {` (Swift 5.7's shorthand) binds the name without a pattern of its own.
                if node.initializer == nil, let identifier = node.pattern.as(IdentifierPatternSyntax.self) { check(identifier.identifier) }
                return .visitChildren
            }
        }
        let finder = Finder(name: name, limit: limit)
        finder.walk(scope)
        return finder.found
    }

    // MARK: - The app delegate's window

    /// `delegate?.window??` → `delegate?.window?`: UIApplicationDelegate's `window` is an optional requirement
    /// on iOS, so reading it through the protocol adds a level of optional; GlideUIKit's is a requirement with
    /// a default, so the second unwrap goes (also `!!`, `?!`, `!?`).
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        delegateWindowUnwrap(outer: Syntax(node))
        return .visitChildren
    }

    /// `x as UIView!`: Swift 4 took an implicitly unwrapped optional as a cast's type with a warning, Swift 5 refuses it;
    /// the cast's value was an Optional then as now, so the type is written `UIView?`.
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(AsExprSyntax.self) == true || node.parent?.is(TypeExprSyntax.self) == true {
            rename(node.exclamationMark, to: "?", why: "Swift 5 refuses an implicitly unwrapped optional as a cast's type (`as T!`), which Swift 4 accepted with a warning: the cast gives an Optional, `as T?`")
        }
        return .visitChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        delegateWindowUnwrap(outer: Syntax(node))
        return .visitChildren
    }

    private func delegateWindowUnwrap(outer: Syntax) {
        func unwrapped(_ syntax: Syntax) -> (expression: ExprSyntax, mark: TokenSyntax)? {
            if let chained = syntax.as(OptionalChainingExprSyntax.self) { return (chained.expression, chained.questionMark) }
            if let forced = syntax.as(ForceUnwrapExprSyntax.self) { return (forced.expression, forced.exclamationMark) }
            return nil
        }
        // `delegate?.window?.flatMap { $0 }` (or `.map`): the one unwrap iOS needed for the requirement leaves an
        // Optional, whose flatMap is called; in Glide that Optional is the property itself.
        if let single = unwrapped(outer), let member = single.expression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "window", let base = member.base, Self.delegateName(base) == "delegate",
           let access = outer.parent?.as(MemberAccessExprSyntax.self), ["flatMap", "map"].contains(access.declName.baseName.text) {
            edit(start(single.mark), end(single.mark), "")
            change(start(member.declName), end(single.mark),
                   why: "UIApplicationDelegate's window is an optional requirement on iOS, so one unwrap leaves the property's own Optional, whose \(access.declName.baseName.text) is called; GlideUIKit's is a requirement with a default: the property is that Optional")
            return
        }
        guard let first = unwrapped(outer), let inner = unwrapped(Syntax(first.expression)),
              let member = inner.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "window",
              let base = member.base, Self.delegateName(base) == "delegate" else { return }
        edit(start(inner.mark), end(inner.mark), "")
        change(start(member.declName), end(first.mark),
               why: "UIApplicationDelegate's window is an optional requirement on iOS, so reading it through the protocol adds a level of optional; GlideUIKit's is a requirement with a default, so one unwrap is enough")
    }

    /// The last name of `delegate`, `x.delegate`, `x.delegate?` or `x.delegate!`.
    private static func delegateName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression; continue }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            break
        }
        if let member = current.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let nameToken = callee.as(DeclReferenceExprSyntax.self)?.baseName ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName
        let isBare = callee.is(DeclReferenceExprSyntax.self)
        let arguments = Array(node.arguments)
        let unlabeled = arguments.allSatisfy { $0.label == nil } && node.trailingClosure == nil
        runtimeInitializerCall(node)
        cellRegistrationInitializer(node)
        timerCall(node)
        if let nameToken {
            let name = nameToken.text
            if unportableCall(node, name: name, at: start(nameToken)) { return .visitChildren }
            if swizzledSelfCall(node, name: name, arguments: arguments) { return .visitChildren }
            // A `responds(to:)` answered here is replaced whole, its selector with it.
            if answeredCalls.contains(node.id) { return .skipChildren }
            if isBare, arguments.isEmpty, let property = Renames.functionsToProperties[name] {
                edit(start(node), end(node), property)
                change(start(node), end(node), why: "Swift 4.2 turned the C function into a property")
                return .skipChildren
            }
            if isBare, name == "NSPredicate", predicateMatches(node, arguments: arguments) { return .skipChildren }
            if isBare, name == "ProcessInfo", arguments.isEmpty, node.trailingClosure == nil {
                edit(start(node), end(node), "ProcessInfo.processInfo")
                change(start(node), end(node), why: "Apple's ProcessInfo inherits NSObject's public init(); Linux's Foundation keeps it internal. Both answer for the one process, as `ProcessInfo.processInfo`")
                return .skipChildren
            }
            privateWitnessCall(node)
            if isBare, name == "Task", MainActorTasks.isDroppedTask(node), MainActorTasks.isMainActorContext(node, module: types.module) {
                rename(nameToken, to: "Task.onGlideClock", why: "Swift on Linux runs a main-actor Task's body on Dispatch's main queue, which Glide's clock does not serve while a check runs; Task.onGlideClock starts it at the clock's next turn, where iOS's main run loop would")
            }
            cellRegistration(node, name: name, arguments: arguments)
            if classKeyValueCoding(node, name: name, arguments: arguments) { return .skipChildren }
            if isBare, arguments.isEmpty, node.trailingClosure == nil { genericClassConstruction(node, name: name) }
            if name == "canImport", isBare, let module = arguments.first?.expression,
               let mapping = Self.moduleMapping(for: trimmed(module).split(separator: ".").map(String.init)) {
                edit(start(module), end(module), mapping.glide)
                change(start(module), end(module), why: mapping.canImportWhy)
            }
            if name == "os", isBare, arguments.count == 1, trimmed(arguments[0].expression) == "iOS", isCompilationCondition(node) {
                edit(start(node), end(node), "canImport(GlideUIKit)")
                change(start(node), end(node), why: "code for iOS is code for UIKit, which GlideUIKit provides on Linux (where os(iOS) is false and the whole block would be left out)")
            }
            if let renamed = Renames.labels[name], let label = arguments.first?.label, label.text == renamed.old {
                rename(label, to: renamed.new, why: "Swift 4.2 renamed the label")
            }
            if let moved = Renames.labelIntoName[name], arguments.count == 1, let label = arguments[0].label,
               label.text == moved.label {
                edit(start(nameToken), end(nameToken), moved.name)
                edit(start(label), start(arguments[0].expression), "")
                change(start(node), end(node), why: "Swift 4.2 moved the label into the method's name")
            }
            if isBare, unlabeled, let constructor = Renames.constructors[name], arguments.count == constructor.labels.count {
                edit(start(nameToken), end(nameToken), constructor.type)
                for (argument, label) in zip(arguments, constructor.labels) {
                    edit(start(argument.expression), start(argument.expression), label + ": ")
                }
                change(start(node), end(node), why: "Swift 3 imports the C function as an initializer")
            }
            if isBare, name == "String", arguments.count == 2, arguments[0].label?.text == "format", arguments[1].label == nil,
               types.type(of: arguments[1].expression) == "[CVarArg]" {
                let at = start(arguments[1].expression)
                edit(at, at, "arguments: ")
                change(at, at, after: "arguments: ", why: "on Linux an array is not a CVarArg (on Darwin it is, and the array would be one argument): the arguments are passed as the list String(format:arguments:) takes")
            }
            if isBare, unlabeled, let method = Renames.staticMethods[name], arguments.count == method.labels.count {
                edit(start(nameToken), end(nameToken), method.method)
                for (argument, label) in zip(arguments, method.labels) {
                    edit(start(argument.expression), start(argument.expression), label + ": ")
                }
                change(start(node), end(node), why: "Swift 4.2 made the C function a static method")
            }
            if isBare, unlabeled, let method = Renames.methods[name], arguments.count == method.labels.count + 1,
               let rightParen = node.rightParen {
                methodCall(node, arguments: arguments, method: method, rightParen: rightParen)
            }
        }
        optionalRequirementCall(callee, in: node)
        return .visitChildren
    }

    /// Foundation's timers on Glide's clock (``Timers``): `Timer(…)` and `Timer.scheduledTimer(withTimeInterval:…)` make
    /// a `GlideTimer`, `RunLoop.main.add(timer, forMode:)` adds it with `add(onGlideClock:forMode:)`.
    private func timerCall(_ node: FunctionCallExprSyntax) {
        if let token = Timers.timerToken(in: node) {
            rename(token, to: "GlideTimer", why: "Foundation's timers on Linux wait for a run loop that Glide never runs; GlideTimer (a Timer) fires on Glide's clock, at its time, as the main run loop fires a timer on iOS. Swift cannot give Foundation's own spelling Glide's behaviour in a file that imports Foundation, so the call names GlideTimer")
        }
        if let argument = Timers.addedTimer(in: node, types: types) {
            let at = start(argument.expression)
            edit(at, at, "onGlideClock: ")
            change(at, at, after: "onGlideClock: ", why: "Foundation's run loop on Linux never runs in Glide; add(onGlideClock:forMode:) puts a GlideTimer on Glide's clock, the main run loop of iOS (another timer is added to the run loop as add(_:forMode:) does). Swift cannot give Foundation's own add(_:forMode:) Glide's behaviour in a file that imports Foundation, so the call names it")
        }
    }

    /// `UIEdgeInsetsInsetRect(r, i)` → `r.inset(by: i)`: the edits go around the arguments, which keep theirs.
    private func methodCall(_ node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax],
                            method: (method: String, labels: [String]), rightParen: TokenSyntax) {
        let receiver = arguments[0].expression
        let simple = receiver.is(DeclReferenceExprSyntax.self) || receiver.is(MemberAccessExprSyntax.self)
            || receiver.is(FunctionCallExprSyntax.self) || receiver.is(SubscriptCallExprSyntax.self)
            || receiver.is(TupleExprSyntax.self) || receiver.is(ForceUnwrapExprSyntax.self)
        let close = simple ? "" : ")"
        edit(start(node), start(receiver), simple ? "" : "(")
        if arguments.count == 1 {
            edit(end(receiver), end(rightParen), close + "." + method.method + "()")
        } else {
            let first = method.labels[0].isEmpty ? "" : method.labels[0] + ": "
            edit(end(receiver), start(arguments[1].expression), close + "." + method.method + "(" + first)
            for (argument, label) in zip(arguments.dropFirst(2), method.labels.dropFirst()) where !label.isEmpty {
                edit(start(argument.expression), start(argument.expression), label + ": ")
            }
        }
        change(start(node), end(node), why: "Swift imports the C function as a method on its first argument")
    }

    /// `NSPredicate(format: "SELF MATCHES %@", pattern)` → a block predicate that matches the whole string against the
    /// regular expression: swift-corelibs-foundation has no predicate format strings, and `SELF MATCHES` (the common
    /// form, validating an e-mail address or a password) is an ICU regular expression that must match the whole string.
    /// True when the call was rewritten.
    private func predicateMatches(_ node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> Bool {
        guard arguments.count == 2, arguments[0].label?.text == "format", arguments[1].label == nil,
              let literal = arguments[0].expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return false }
        let words = text.split(separator: " ").map { $0.uppercased() }
        guard words == ["SELF", "MATCHES", "%@"] else { return false }
        let pattern = trimmed(arguments[1].expression)
        let replacement = "NSPredicate(block: { object, _ in (object as? String).map { $0.range(of: \"^(?:\" + String(describing: \(pattern)) + \")$\", options: .regularExpression) != nil } ?? false })"
        edit(start(node), end(node), replacement)
        change(start(node), end(node), after: replacement,
               why: "swift-corelibs-foundation has no predicate format strings; `SELF MATCHES %@` is a regular expression that must match the whole string, which the block checks")
        return true
    }

    /// `delegate?.method?(…)` → `delegate?.method(…)` for a requirement that is no longer optional.
    private func optionalRequirementCall(_ callee: ExprSyntax, in call: FunctionCallExprSyntax) {
        let why = "the requirement is no longer optional (it has a default implementation), so it is called directly"
        if let chained = callee.as(OptionalChainingExprSyntax.self), let member = chained.expression.as(MemberAccessExprSyntax.self),
           optionalRequirements.contains(member.declName.baseName.text) {
            edit(start(chained.questionMark), end(chained.questionMark), "")
            change(start(member.declName), end(chained.questionMark), why: why)
            throwingRequirementCall(member, in: call, forced: false)
            if member.declName.baseName.text == "interruptibleAnimator", call.trailingClosure == nil, let rightParen = call.rightParen,
               GlideDeclarations.types["UIViewControllerAnimatedTransitioning"]?.methods["interruptibleAnimator(using:)"] != nil {
                // On iOS the optional call answers nil for an animator that does not implement the requirement; Glide's
                // default answers a placeholder, which `glideImplemented` turns back into nil.
                edit(end(rightParen), end(rightParen), ".glideImplemented")
                change(end(rightParen), end(rightParen), after: ".glideImplemented",
                       why: "`interruptibleAnimator?(using:)` answers nil on iOS when the animator does not implement it; GlideUIKit's default answers a placeholder, which glideImplemented reads as nil")
            }
        } else if let forced = callee.as(ForceUnwrapExprSyntax.self), let member = forced.expression.as(MemberAccessExprSyntax.self),
                  optionalRequirements.contains(member.declName.baseName.text) {
            edit(start(forced.exclamationMark), end(forced.exclamationMark), "")
            change(start(member.declName), end(forced.exclamationMark), why: why)
            throwingRequirementCall(member, in: call, forced: true)
        }
    }

    /// A call of an optional requirement that returns a value (made `throws`, its default throwing): the whole optional
    /// chain gets `try?` (nil for a conformer without it, as the optional call gave on iOS), or `try!` for a forced
    /// call (which stops, naming the requirement, where iOS stopped with "unrecognized selector").
    private func throwingRequirementCall(_ member: MemberAccessExprSyntax, in call: FunctionCallExprSyntax, forced: Bool) {
        let base = member.declName.baseName.text
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }
        let closures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        // A trailing closure's label is the parameter's, which the call does not say: the name matches on the rest.
        guard let full = throwingRequirements.sorted().first(where: { name in
            guard name.hasPrefix(base + "(") else { return false }
            let declared = name.dropFirst(base.count + 1).dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast().map { String($0) + ":" }
            return declared.count == labels.count + closures && Array(declared.prefix(labels.count)) == labels
        }) else { return }
        // The optional chain the call is in ends where the postfix expression around it does.
        var outer = Syntax(call)
        while let parent = outer.parent {
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == outer.id { outer = parent; continue }
            if let next = parent.as(FunctionCallExprSyntax.self), next.calledExpression.id == outer.id { outer = parent; continue }
            if let next = parent.as(SubscriptCallExprSyntax.self), next.calledExpression.id == outer.id { outer = parent; continue }
            if let next = parent.as(OptionalChainingExprSyntax.self), next.expression.id == outer.id { outer = parent; continue }
            if let next = parent.as(ForceUnwrapExprSyntax.self), next.expression.id == outer.id { outer = parent; continue }
            break
        }
        let keyword = forced ? "try!" : "try?"
        let statement = outer.parent?.is(CodeBlockItemSyntax.self) == true
        let (before, after) = statement ? ("_ = \(keyword) ", "") : ("(\(keyword) ", ")")
        edit(start(outer), start(outer), before)
        edit(end(outer), end(outer), after)
        change(start(outer), end(outer),
               why: forced
                   ? "\(full) returns a value, so its default throws when the conformer does not implement it: try! stops the program then, naming the requirement, as iOS stops on the forced call (\"unrecognized selector\")"
                   : "\(full) returns a value, so its default throws when the conformer does not implement it: try? gives nil then, as the optional call did on iOS, and the caller's default applies")
    }

    /// Whether `node` is part of a `#if`/`#elseif` condition (a compilation condition, not an ordinary call).
    private func isCompilationCondition(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) { return clause.condition?.id == current.id }
            if !parent.is(ExprSyntax.self) && !parent.is(ExprListSyntax.self) && !parent.is(LabeledExprSyntax.self)
                && !parent.is(LabeledExprListSyntax.self) && !parent.is(TupleExprSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// The swizzles of Glide's methods this file makes that Glide honours (see ``Swizzling/portable(for:enclosingType:)``).
    private var portableSwizzlesFound: [Swizzling.Portable]?

    private func portableSwizzles(in node: FunctionCallExprSyntax) -> [Swizzling.Portable] {
        if let found = portableSwizzlesFound { return found }
        final class Calls: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "method_exchangeImplementations" {
                    found.append(node)
                } else if node.arguments.contains(where: { argument in
                    // A helper given the class and the selectors (`addOrReplaceMethod(class: UIViewController.self, …)`).
                    guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                          let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
                    return Swizzling.exchangeable[base] != nil
                }) {
                    found.append(node)
                }
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(Syntax(node).root)
        let found = calls.found.compactMap { Swizzling.portable(for: $0, enclosingType: types.enclosingType(of: Syntax($0))) }
        portableSwizzlesFound = found
        return found
    }

    /// Inside the library's method that a swizzle exchanged with Glide's, the method's call of itself under its own name
    /// is, after the exchange, its call of Glide's original: `hero_add(anim: a, forKey: k)` inside `hero_add` becomes
    /// `MethodSwizzling.callOriginal { self.add(a, forKey: k) }`. True when `node` was such a call.
    private func swizzledSelfCall(_ node: FunctionCallExprSyntax, name: String, arguments: [LabeledExprSyntax]) -> Bool {
        let callee = node.calledExpression
        let onSelf = callee.is(DeclReferenceExprSyntax.self)
            || callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        let swizzles = portableSwizzles(in: node)
        guard onSelf, node.trailingClosure == nil, !swizzles.isEmpty else { return false }
        let called = name + "(" + arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
        guard let swizzle = swizzles.first(where: { Swizzling.same(called, $0.replacement) }) else { return false }
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self) { current = parent.parent }
        guard let function = current?.as(FunctionDeclSyntax.self), Swizzling.fullName(of: function) == called else { return false }
        if Swizzling.originalsThatDoNothing.contains(swizzle.owner + "." + swizzle.original) {
            // Calling the original through the method's own name again would run a subclass's override a second time.
            edit(start(node), end(node), "()")
            change(start(node), end(node), why: "after the swizzle, \(swizzle.replacement) calling itself calls \(swizzle.owner)'s original \(swizzle.original), which does nothing in UIKit: the call is left out")
            return true
        }
        let labels = Swizzling.labels(of: swizzle.original)
        guard labels.count == arguments.count else { return false }
        edit(start(node), start(node), "MethodSwizzling.callOriginal { ")
        edit(start(callee), end(callee), "self." + Swizzling.baseName(of: swizzle.original))
        for (argument, label) in zip(arguments, labels) {
            edit(start(argument), start(argument.expression), label == "_" ? "" : label + ": ")
        }
        edit(end(node), end(node), " }")
        change(start(node), end(node), why: "after the swizzle, \(swizzle.replacement) calling itself calls \(swizzle.owner)'s original \(swizzle.original): Glide's MethodSwizzling runs the original for that call")
        return true
    }

    /// A swizzling call in a helper that takes the class and the selectors as parameters, ported as written.
    private func helperSwizzle(_ node: FunctionCallExprSyntax, helper: FunctionDeclSyntax, passed: String) {
        change(start(node), end(node), why: "method swizzling in \(Swizzling.fullName(of: helper)), of the class its callers pass as `\(passed)`: "
               + "GlideObjectiveC decides at run time: an exchange of one of Glide's methods that can be exchanged ("
               + Swizzling.exchangeable.sorted { $0.key < $1.key }.flatMap { owner, names in names.sorted().map { "\(owner).\($0)" } }.joined(separator: ", ")
               + ") is honoured; any other changes nothing and is named on standard error (Linux has no Objective-C method table)")
    }

    /// Reports the calls that need the Objective-C runtime; true when `node` is one.
    private func unportableCall(_ node: FunctionCallExprSyntax, name: String, at offset: Int) -> Bool {
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        let signature = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        let covered = start(node)..<end(node.rightParen.map(Syntax.init) ?? Syntax(node.calledExpression))
        func report(_ what: String, _ why: String) -> Bool {
            unportable(at: offset, covering: covered, what, why)
            return true
        }
        switch name {
        case "NSClassFromString":
            return report(name, "it looks a class up by its Objective-C name at run time; refer to the type itself")
        case "method_exchangeImplementations", "class_getInstanceMethod":
            let enclosing = types.enclosingType(of: Syntax(node))
            if let swizzle = Swizzling.portable(for: node, enclosingType: enclosing) {
                // GlideObjectiveC has both functions; Glide's method asks at its entry for the library's replacement.
                if name == "method_exchangeImplementations" {
                    change(start(node), end(node), why: "method swizzling of Glide's own \(swizzle.owner).\(swizzle.original), which Glide honours: every call of it on a \(swizzle.owner) runs \(swizzle.replacement) (GlideObjectiveC's MethodSwizzling)")
                }
                return false
            }
            if let (helper, passed) = Swizzling.helperParameter(of: node) {
                if name == "method_exchangeImplementations" { helperSwizzle(node, helper: helper, passed: passed) }
                return false
            }
            return report(name, Swizzling.reason(for: node, enclosingType: enclosing))
        case "method_getImplementation", "class_addMethod":
            if let (helper, passed) = Swizzling.helperParameter(of: node) {
                helperSwizzle(node, helper: helper, passed: passed)
                return false
            }
            return report(name, Swizzling.reason(for: node, enclosingType: types.enclosingType(of: Syntax(node))))
        case "class_getClassMethod", "method_setImplementation", "class_replaceMethod":
            return report(name, Swizzling.reason(for: node, enclosingType: types.enclosingType(of: Syntax(node))))
        case "objc_sync_enter", "objc_sync_exit":
            return report(name, "it locks through the Objective-C runtime; use an NSLock, or an actor")
        case "object_getClass", "objc_getClass", "class_copyMethodList", "class_copyPropertyList", "sel_registerName":
            return report(name, "it inspects the Objective-C runtime, which Linux does not have; use the type itself, or Mirror")
        case "performSelector":
            guard labels.first == "inBackground" else { return false }
            return report(signature, "it runs the method on a background thread; Glide's engine lives on the main actor: call the method on a Task or a DispatchQueue you own")
        case "perform":
            guard labels.first == "_", labels.count > 1, ["on", "onThread"].contains(labels[1]) else { return false }
            return report(signature, "it sends a message on another thread's run loop; Glide has only the main run loop (its clock): use perform(_:with:afterDelay:) or call the method directly")
        case "responds":
            guard labels == ["to"] else { return false }
            return respondsCall(node, at: offset)
        case "forwardingTarget":
            guard labels == ["for"] else { return false }
            superForwardingTarget(node)
            return false
        case "value", "setValue":
            guard ["forKeyPath", "forKey"].contains(labels.last ?? ""), labels.count == (name == "value" ? 1 : 2) else { return false }
            return keyValueCodingCall(node, name: name, signature: signature, at: offset, covering: covered)
        case "observe":
            guard let first = arguments.first, first.label == nil, let keyPath = first.expression.as(KeyPathExprSyntax.self) else { return false }
            return observeCall(node, keyPath: keyPath, at: offset, covering: covered)
        case "publisher":
            // Foundation's key-value observing publisher (`scrollView.publisher(for: \.contentOffset)`), which
            // OpenCombine does not have: the file declares one over GlideUIKit's observe(_:options:changeHandler:).
            if arguments.first?.label?.text == "for", arguments.first?.expression.is(KeyPathExprSyntax.self) == true,
               importsCombine { usesKeyValuePublisher = true }
            return false
        default:
            return false
        }
    }

    // MARK: - The runtime's questions, answered from the declarations

    /// `x.responds(to: #selector(m))`: replaced by `true` or `false` where the declarations settle it (an optional chain
    /// keeps its nil: `(x != nil ? true : nil)`); where only the object at run time could say (a selector passed in, a
    /// receiver of any class), asked of the module's method table (``MethodTable``), which the file then declares.
    private func respondsCall(_ node: FunctionCallExprSyntax, at offset: Int) -> Bool {
        guard let argument = node.arguments.first?.expression else { return false }
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        var receiver = "self"
        var receiverType: String? = types.enclosingType(of: Syntax(node))
        var optionalText: String?
        // `super.responds(to:)` in a class that overrides NSObject's: NSObject's answer, from the class's methods.
        let askingTheClass = base?.is(SuperExprSyntax.self) ?? false
        if askingTheClass {
            if superclassDeclares("responds(to:)", above: receiverType) { return false }
        } else if let base {
            let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
            receiver = trimmed(inner)
            receiverType = types.type(of: inner)
            // A class asked for a class method (`UIApplication.responds(to: NSSelectorFromString("sharedApplication"))`):
            // the class object, spelled as a value.
            if let name = inner.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
               !Self.isLocallyBound(name, before: Syntax(node)) {
                receiver = name + ".self"
            }
            if base.is(OptionalChainingExprSyntax.self) || containsOptionalChaining(inner) { optionalText = trimmed(inner) }
        }
        let method = argument.as(MacroExpansionExprSyntax.self).flatMap(MethodTable.selectorName)
        let answer = method.map { RespondsToSelector(types: types).answer(type: receiverType, receiver: receiver, method: $0, askingTheClass: askingTheClass) }
            ?? .unknown("its selector is passed in (\(trimmed(argument))), so only the object at run time says which method it asks about")
        let value: String, reason: String
        switch answer {
        case .yes(let why): value = "true"; reason = why
        case .no(let why): value = "false"; reason = why
        case .unknown(let why):
            // Around the argument, which keeps its own port (a #selector's).
            guard let rightParen = node.rightParen, rightParen.presence == .present else { return false }
            let head = askingTheClass ? "glideMethodTable.classResponds(self, to: "
                : optionalText.map { "(\($0)).map({ glideMethodTable.responds($0, to: " } ?? "glideMethodTable.responds(\(receiver), to: "
            edit(start(node), start(argument), head)
            if optionalText != nil { edit(end(rightParen), end(rightParen), " })") }
            if askingTheClass {
                change(start(node), end(node), why: "super.responds(to:) is NSObject's, the Objective-C runtime's answer from the object's class, which Linux does not have, and \(why): "
                       + "the module's method table answers it from the class's methods (the ones its #selectors name), without asking the class's own responds(to:)")
            } else {
                change(start(node), end(node), why: "the Objective-C runtime answers whether the object has the method, and \(why): "
                       + "the module's method table answers it at run time (the methods its #selectors name, by the class that declares them, or the object's own responds(to:); a class outside the ported files and Glide answers false)")
            }
            usesMethodTable = true
            return false
        }
        let replacement = optionalText.map { "(\($0) != nil ? \(value) : nil)" } ?? value
        edit(start(node), end(node), replacement)
        change(start(node), end(node), why: "the Objective-C runtime answers whether the object has the method; the declarations answer it here: \(reason)")
        answeredCalls.insert(node.id)
        return false
    }

    /// `super.forwardingTarget(for: aSelector)` in a class that overrides NSObject's → `(nil as Any?)`, what NSObject's
    /// answers (Foundation's NSObject on Linux has no such method).
    private func superForwardingTarget(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
              !superclassDeclares("forwardingTarget(for:)", above: types.enclosingType(of: Syntax(node))) else { return }
        edit(start(node), end(node), "(nil as Any?)")
        change(start(node), end(node), after: "(nil as Any?)",
               why: "NSObject's forwardingTarget(for:) answers nil (no other object takes the message); Foundation's NSObject on Linux has no such method")
    }

    /// Whether the file imports Combine (ported to OpenCombine).
    private var importsCombine: Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Combine" }
    }

    /// Whether the file asks an object for its key-value observing publisher (declared at the file's end).
    private var usesKeyValuePublisher = false

    /// Declares Foundation's key-value observing publisher at the end of a file that uses it.
    func declareKeyValuePublisherIfNeeded() {
        guard usesKeyValuePublisher else { return }
        appendToFile(Self.keyValuePublisher, why: "Foundation's NSObject.publisher(for:options:) publishes a property's values through the Objective-C runtime's key-value observing, and OpenCombine has no such publisher on Linux: the file declares it over GlideUIKit's observe(_:options:changeHandler:)")
    }

    static let keyValuePublisher = """
        // Written by glide port: Foundation's key-value observing publisher (OpenCombine has none on Linux), over GlideUIKit's observe(_:options:changeHandler:).
        extension KeyValueCodingAndObserving {
            fileprivate func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]) -> AnyPublisher<Value, Never> {
                let subject = PassthroughSubject<Value, Never>()
                let observation = observe(keyPath, options: options.subtracting(.initial)) { object, _ in subject.send(object[keyPath: keyPath]) }
                let initial: [Value] = options.contains(.initial) ? [self[keyPath: keyPath]] : []
                return subject.prepend(initial).handleEvents(receiveCancel: { observation.invalidate() }).eraseToAnyPublisher()
            }
        }

        """

    /// Whether a `responds(to:)` of the file asks the module's method table (declared at the file's end).
    private var usesMethodTable = false

    /// Declares the module's method table at the end of the file when a `responds(to:)` asks it.
    func declareMethodTableIfNeeded() {
        guard usesMethodTable else { return }
        appendToFile(MethodTable.declaration(names: types.module.selectorNames, module: types.module), why: "responds(to:) asks the Objective-C runtime's method table, which Linux does not have: the module's declarations give the methods its #selectors name, by class")
    }

    /// Adds `text` at the end of the file, after a blank line, as one change.
    private func appendToFile(_ text: String, why: String) {
        let appended = (bytes.last == 0x0A ? "\n" : "\n\n") + text
        let at = bytes.count
        edit(at, at, appended)
        change(at, at, after: appended, why: why)
    }

    private func containsOptionalChaining(_ expression: ExprSyntax) -> Bool {
        if expression.is(OptionalChainingExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return containsOptionalChaining(base) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return containsOptionalChaining(call.calledExpression) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return containsOptionalChaining(subscriptCall.calledExpression) }
        return false
    }

    /// The Glide classes whose key-value coding answers keys by name (a user's subclass inherits it).
    private static let keyValueCodingClasses = ["CALayer", "UIResponder", "UIViewPropertyAnimator", "UIPresentationController"]

    /// `value(forKeyPath:)`, `setValue(_:forKey:)` …: GlideUIKit answers them on its layers, views, view controllers,
    /// animators and presentation controllers (and a user's subclasses of them), and reads stored properties of a
    /// user's own classes; only what it cannot do is reported: setting, or reading a key that is no stored property,
    /// on a class of the ported files that is none of those.
    private func keyValueCodingCall(_ node: FunctionCallExprSyntax, name: String, signature: String, at offset: Int, covering: Range<Int>) -> Bool {
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let inner = base.map { $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0 }
        guard let type = inner.map({ types.type(of: $0) }) ?? types.enclosingType(of: Syntax(node)),
              types.module.types[type]?.kind == "class",
              !Self.keyValueCodingClasses.contains(where: { types.module.isClass(type, kindOf: $0) }) else { return false }
        let receiver = inner.map(trimmed) ?? "self"
        if name == "setValue" {
            unportable(at: offset, covering: covering, signature + " (KVC)",
                       "\(receiver) is a \(type), a class of your own: GlideUIKit's key-value coding sets the keys of UIKit's and Core Animation's classes (any key on a layer), not a property of yours found by name through the Objective-C runtime; set the property itself")
            return true
        }
        guard let keyArgument = node.arguments.last?.expression.as(StringLiteralExprSyntax.self),
              keyArgument.segments.count == 1, let key = keyArgument.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return false }
        let first = String(key.prefix { $0 != "." })
        let stored = types.module.classChain(type).contains { types.module.types[$0]?.storedProperties.contains(first) == true }
        guard !stored else { return false }
        unportable(at: offset, covering: covering, signature + " (KVC)",
                   "\(receiver) is a \(type), a class of your own, and \(first) is not one of its stored properties: GlideUIKit reads a key of your own class from its stored properties (Swift's reflection), a computed property has no name at run time on Linux; read the property itself")
        return true
    }

    /// `observe(\.x)`: GlideUIKit matches the key path against the properties its classes notify; a property of the
    /// ported files' own classes is reported (a Swift key path has no name at run time on Linux).
    private func observeCall(_ node: FunctionCallExprSyntax, keyPath: KeyPathExprSyntax, at offset: Int, covering: Range<Int>) -> Bool {
        guard let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return false }
        let property = component.declName.baseName.text
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let inner = base.map { $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0 }
        let root = keyPath.root.map { StaticTypes.normalized($0.trimmedDescription) }
            ?? inner.flatMap { types.type(of: $0) } ?? (base == nil ? types.enclosingType(of: Syntax(node)) : nil)
        guard let root else { return false }
        let chain = types.lookupChain(root)
        if chain.contains(where: { GlideDeclarations.types[$0]?.properties[property] != nil }) { return false }
        guard let owner = chain.first(where: { types.module.types[$0]?.properties[property] != nil }) else { return false }
        unportable(at: offset, covering: covering, "observe(\\.\(property)) (KVO)",
                   "\(property) is a property of your own \(owner): GlideUIKit's observe(_:) follows the properties of UIKit's and Core Animation's classes (a Swift key path has no name at run time on Linux); use addObserver(_:forKeyPath: \"\(property)\", …) (glide port makes a dynamic property tell its observers) or didSet")
        return true
    }

    private func isSelector(_ expression: ExprSyntax) -> Bool {
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector"
        }
        return false
    }

    // MARK: - Result

    /// The edits, sorted and disjoint, with none inside an unportable construct (left exactly as written).
    private func mergedEdits() -> [Edit] {
        let covered = unportables.map(\.range).filter { !$0.isEmpty }
        func inside(_ s: Int, _ e: Int) -> Bool { covered.contains { $0.lowerBound <= s && e <= $0.upperBound } }
        let kept = edits.filter { !inside($0.start, $0.end) }
        let ordered = kept.enumerated().sorted { ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset) }.map(\.element)
        // Merge overlapping removals; otherwise keep the first of two overlapping edits.
        var merged: [Edit] = []
        for edit in ordered {
            if let last = merged.last, edit.start < last.end {
                if edit.text.isEmpty, last.text.isEmpty { merged[merged.count - 1].end = max(last.end, edit.end) }
                continue
            }
            merged.append(edit)
        }
        return merged
    }

    func result(inserting moved: [(className: String, text: String, indent: String, from: String, reason: String)] = []) -> PortResult {
        let covered = unportables.map(\.range).filter { !$0.isEmpty }
        func inside(_ s: Int, _ e: Int) -> Bool { covered.contains { $0.lowerBound <= s && e <= $0.upperBound } }
        let merged = mergedEdits()
        var all = merged
        // The members leaving this file's extensions (each removal takes the edits inside it along).
        var removals: [Range<Int>] = []
        for member in moving {
            let range = removal(member.start, member.end)
            removals.append(range)
            change(member.start, member.end, after: "", why: "moved into the body of \(member.className): " + member.reason)
        }
        all.removeAll { edit in removals.contains { $0.lowerBound <= edit.start && edit.end <= $0.upperBound } }
        all += removals.map { Edit(start: $0.lowerBound, end: $0.upperBound, text: "") }
        // The members arriving in this file's classes, before each body's closing brace.
        for (name, body) in classBodies.sorted(by: { $0.value.brace < $1.value.brace }) {
            let arriving = moved.filter { $0.className == name }
            guard !arriving.isEmpty else { continue }
            var lineStart = body.brace
            while lineStart > 0, isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
            let atLineStart = lineStart == 0 || bytes[lineStart - 1] == 0x0A
            var text = atLineStart ? "" : "\n"
            for member in arriving {
                // "\r\n" is one Character: a CRLF file's member is split, and joined again, at its own line ends.
                let newline = member.text.contains("\r\n") ? "\r\n" : "\n"
                let lines = member.text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.enumerated().map { index, line in
                    index == 0 || !line.hasPrefix(member.indent) ? String(line) : body.indent + line.dropFirst(member.indent.count)
                }
                text += newline + body.indent + "// Moved here by glide port from the extension at \(member.from)." + newline
                text += body.indent + lines.joined(separator: newline) + newline
            }
            let at = atLineStart ? lineStart : body.brace
            all.append(Edit(start: at, end: at, text: text))
            change(at, at, after: text, why: "the overrides of \(name)'s extensions, moved into its body: Swift overrides across an extension only through the Objective-C runtime")
        }
        for block in appendedExtensions {
            var text = ""
            for piece in block.pieces {
                if let range = piece.range {
                    text += apply(merged, to: range)
                } else if piece.text.hasPrefix("\u{0}") {
                    // The end of a body taken from the original: its closing line's indentation goes.
                    while text.last == " " || text.last == "\t" { text.removeLast() }
                    text += piece.text.dropFirst()
                } else {
                    text += piece.text
                }
            }
            changes[block.changeIndex].after = String(text.dropFirst(2))
            all.append(Edit(start: block.at, end: block.at, text: text))
        }
        for block in defaults {
            var text = "\n\n" + block.header + " {\n"
            for member in block.members {
                text += member.indent + member.prefix + apply(merged, to: member.start..<member.end) + " " + member.body + "\n"
            }
            text += "}" + block.trailer
            changes[block.changeIndex].after = text.dropFirst(2).description
            all.append(Edit(start: block.at, end: block.at, text: text))
        }
        all.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        let ported = apply(all, to: 0..<bytes.count)
        let portChanges = changes.filter { !inside($0.start, $0.end) }
            .sorted { ($0.start, $0.order) < ($1.start, $1.order) }
            .map { change in
                PortChange(place: place(change.start), before: text(change.start, change.end),
                           after: change.after ?? apply(merged, to: change.start..<change.end), why: change.why)
            }
        // A construct inside a larger unportable one (a #selector passed to perform) is reported with it, not again.
        let reported = unportables
            .filter { u in !unportables.contains { $0.range.count > u.range.count && $0.range.contains(u.offset) } }
            .sorted { $0.offset < $1.offset }
            .map { Unportable(place: place($0.offset), what: $0.what, why: $0.why) }
        return PortResult(fileName: source.fileName, original: source.text, text: ported, changes: portChanges,
                          unportables: reported, syntaxErrors: Porter.syntaxErrors(in: tree, fileName: source.fileName))
    }

    /// The original bytes of `range` with the (sorted, disjoint) edits that lie inside it applied.
    private func apply(_ edits: [Edit], to range: Range<Int>) -> String {
        var out: [UInt8] = []
        var at = range.lowerBound
        for edit in edits where range.lowerBound <= edit.start && edit.end <= range.upperBound {
            guard edit.start >= at else { continue }
            out += bytes[at..<edit.start]
            out += Array(edit.text.utf8)
            at = edit.end
        }
        out += bytes[at..<range.upperBound]
        return String(decoding: out, as: UTF8.self)
    }
}

/// The `super.observeValue(forKeyPath:of:change:context:)` statements of a method body.
private final class SuperObserveValueCalls: SyntaxVisitor {
    var found: [CodeBlockItemSyntax] = []

    static func find(in body: CodeBlockSyntax) -> [CodeBlockItemSyntax] {
        let visitor = SuperObserveValueCalls(viewMode: .sourceAccurate)
        visitor.walk(body)
        return visitor.found
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.item.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.text == "observeValue" {
            found.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
}

/// Finds the first of `names` used as a type or a reference in a file.
final class NamesFinder: SyntaxVisitor {
    let names: Set<String>
    private(set) var found: String?

    init(names: Set<String>, viewMode: SyntaxTreeViewMode) {
        self.names = names
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, names.contains(node.name.text) { found = node.name.text }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, names.contains(node.baseName.text) { found = node.baseName.text }
        return .visitChildren
    }
}

/// The type aliases of `UICollectionView.CellRegistration<Cell, Item>` in a file (`private typealias CellRegistration =
/// UICollectionView.CellRegistration<PhotoCell, Photo>`), with their cell types.
private final class CellRegistrationAliases: SyntaxVisitor {
    var cellTypes: [String: String] = [:]

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = node.initializer.value.as(MemberTypeSyntax.self), type.name.text == "CellRegistration",
              type.baseType.trimmedDescription == "UICollectionView",
              let arguments = type.genericArgumentClause?.arguments, arguments.count == 2, let first = arguments.first
        else { return .skipChildren }
        cellTypes[node.name.text] = first.argument.trimmedDescription
        return .skipChildren
    }
}
