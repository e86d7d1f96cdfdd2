// swift-tools-version: 6.1
// Glide: gesture-driven view-controller transitions on Linux.
// Targets follow the architecture in README.md: input -> gestures -> transitions -> check.
import PackageDescription

/// Whether `glide` has the live page (`glide live --serve`); see the `glide` target.
let livePage = Context.environment["GLIDE_NO_LIVE_PAGE"] == nil

/// The UIKit engine and the frameworks below it, as the products that carry the engine list them.
let engineTargets = ["GlideUIKitCore", "GlideQuartzCore", "GlideCoreImage", "GlideCoreGraphics", "GlideClock", "GlideCassowary", "GlideObjectiveC", "GlideOS"]

let package = Package(
    name: "Glide",
    // Linux only, so no platforms are declared. On macOS, Foundation brings Apple's Core Graphics, whose
    // CGAffineTransform, CGColor and CGPath would clash with GlideCoreGraphics', and libevdev is Linux's.
    products: [
        .executable(name: "glide", targets: ["glide"]),
        // `glide port`, on its own so that `glide` (and `make demo`) never compile swift-syntax; `glide port`
        // runs the glide-port built beside it.
        .executable(name: "glide-port", targets: ["glide-port"]),
        // The engine's targets are listed beside its face on purpose: a module that imports GlideUIKit sees them
        // only through `@_exported import`, and SwiftPM's incremental builds rebuild such a module when an engine
        // target changes only if the product names that target too. GlideUIKitCore is the same engine without
        // the face, for Glide's own tools.
        .library(name: "GlideUIKit", targets: ["GlideUIKit"] + engineTargets),
        .library(name: "GlideUIKitCore", targets: engineTargets),
        // AVFoundation's stand-in, its own module as Apple's framework is: what `glide port` writes for `import AVFoundation`.
        .library(name: "GlideAVFoundation", targets: ["GlideAVFoundation"]),
        .library(name: "GlideCoreData", targets: ["GlideCoreData"]),
        // MapKit's stand-in, with Core Location's, which it re-exports as MapKit does on iOS: what `glide port` writes for
        // `import MapKit`; Core Location alone is what it writes for `import CoreLocation`.
        .library(name: "GlideMapKit", targets: ["GlideMapKit", "GlideCoreLocation"]),
        .library(name: "GlideCoreLocation", targets: ["GlideCoreLocation"]),
        .library(name: "GlideInput", targets: ["GlideInput"]),
        .library(name: "GlideEvdev", targets: ["GlideEvdev"]),
        .library(name: "GlideGestureRecognition", targets: ["GlideGestureRecognition"]),
        .library(name: "GlideInteraction", targets: ["GlideInteraction"]),
        .library(name: "GlideExamples", targets: ["GlideExamples"]),
        // The reference transitions by name, in their scenes; GlideCatalogCheck makes them check subjects:
        // what the counterexamples `glide check` prints for them build on (`ReferenceTransition.menuBuggy.checkSubject()`).
        .library(name: "GlideCatalog", targets: ["GlideCatalog"]),
        .library(name: "GlideCatalogCheck", targets: ["GlideCatalogCheck"]),
        // The checker a user's test target imports: the engine and nothing else (no swift-syntax, no libevdev).
        .library(name: "GlideCheck", targets: ["GlideCheck"]),
        // Opt-in additions to the checker: trace files (GlideInput, GlideInteraction; no libevdev) and
        // counterexamples printed as the user's file wrote the check (swift-syntax).
        .library(name: "GlideCheckTraces", targets: ["GlideCheckTraces"]),
        .library(name: "GlideCheckSource", targets: ["GlideCheckSource"]),
        .library(name: "GlidePort", targets: ["GlidePort"]),
        .library(name: "GlideRender", targets: ["GlideRender"]),
        .library(name: "GlideReports", targets: ["GlideReports"]),
        // swift-snapshot-testing's strategies for Glide's UIView, UIViewController and CALayer (a user's test target).
        .library(name: "GlideSnapshotTesting", targets: ["GlideSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // 603.x is the swift-syntax release line of the Swift 6.3 compiler: it parses exactly the language we build with.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The live page's HTTP and WebSocket server (README: "Seeing a transition" says why this one).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Snapshot tests as iOS developers write them (GlideSnapshotTesting); its SnapshotTesting product builds no swift-syntax.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Only GlidePortTests uses it: `glide port` turns `import Combine` into OpenCombine's modules, and the test
        // compiles a ported module that uses them (Glide itself does not depend on it).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // libevdev behind one shim module; only GlideEvdev imports it.
        .systemLibrary(
            name: "CEvdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // Input events, device descriptions, evemu and libinput-record traces, touch frames, synthesis:
        // parsing and values only, no device I/O (no libevdev).
        .target(
            name: "GlideInput",
            dependencies: ["GlideClock", .product(name: "Yams", package: "Yams")]
        ),
        // The frameworks UIKit stands on, one target each, as Apple splits them (DESIGN.md, "Modules").
        // Leaves, which depend on nothing of Glide: Glide's clocks (manual, monotonic; the ambient clock
        // animation reads) and its seeded generator, SplitMix64; Core Graphics' geometry (affine transforms, colours, paths); the Cassowary
        // constraint solver Auto Layout runs; Objective-C's `Selector` (target-action without the runtime).
        .target(name: "GlideClock"),
        .target(name: "GlideCoreGraphics"),
        .target(name: "GlideCassowary"),
        .target(name: "GlideObjectiveC"),
        // The `os` framework's logging (OSLog, os_log, Logger, OSSignposter): what `glide port` makes of `import os`,
        // `import os.log` and `import OSLog`. Messages go to a record a check reads (OSLogStore), on Glide's clock.
        .target(name: "GlideOS", dependencies: ["GlideClock"]),
        // Core Animation: CALayer and its state, explicit and block animations, transactions, media timing,
        // 3D transforms, shape and gradient layers, display links. Animations run on Glide's clock
        // (GlideClock), in Core Graphics' geometry (GlideCoreGraphics); a display link calls its target's
        // selector (GlideObjectiveC).
        .target(name: "GlideQuartzCore", dependencies: ["GlideClock", "GlideCoreGraphics", "GlideObjectiveC"]),
        // Core Image's names (CIImage, CIFilter, CIContext) in Core Graphics' geometry: filters are recorded on the image,
        // not applied. UIKit's image API (`UIImage(ciImage:)`) is on top of it, as on iOS.
        .target(name: "GlideCoreImage", dependencies: ["GlideCoreGraphics", "GlideObjectiveC"]),
        // The headless UIKit engine: views, view controllers, block animations,
        // property animators, Auto Layout, gesture recognizers and touches, transitions, presentation. Its
        // views are backed by layers (GlideQuartzCore) in Core Graphics' geometry (GlideCoreGraphics); Auto
        // Layout solves with GlideCassowary; animations and the main queue run on GlideClock; controls and
        // gesture recognizers send actions by selector (GlideObjectiveC). It re-exports all of them, so
        // `import GlideUIKitCore` (and GlideUIKit) brings the whole of UIKit's world.
        .target(
            name: "GlideUIKitCore",
            dependencies: ["GlideQuartzCore", "GlideCoreImage", "GlideCoreGraphics", "GlideClock", "GlideCassowary", "GlideObjectiveC"]),
        // UIKit's face of Glide: what a user's transition file imports instead of UIKit. It re-exports the
        // engine and the frameworks a UIKit file sees through `import UIKit` (QuartzCore, CoreGraphics,
        // Objective-C's Selector) and Glide's clocks, on which its main queue runs.
        .target(
            name: "GlideUIKit",
            dependencies: ["GlideUIKitCore", "GlideQuartzCore", "GlideCoreImage", "GlideCoreGraphics", "GlideObjectiveC", "GlideClock"]),
        // AVFoundation on Linux, a target of its own as Apple's frameworks are (OpenSwiftUI's style): players, items,
        // assets, the player layer (a CALayer) and Core Media's time, on Glide's clock, with no media decoded.
        .target(
            name: "GlideAVFoundation",
            dependencies: ["GlideUIKitCore", "GlideQuartzCore", "GlideCoreGraphics", "GlideClock", "GlideObjectiveC"]),
        // Core Data on Linux, a target of its own: the template's persistent container, contexts that insert, fetch,
        // save and delete managed objects (key-value storage), in memory.
        .target(name: "GlideCoreData", dependencies: ["GlideObjectiveC"]),
        // Core Location on Linux, a target of its own as Apple's framework is, on Foundation alone (a file that uses a
        // location manager or coordinates and no UIKit builds without the engine): coordinates, locations and distances,
        // a location manager whose authorization and locations a test gives, and a geocoder that finds nothing.
        .target(name: "GlideCoreLocation"),
        // MapKit on Linux: the map view (a UIView: region and camera, coordinate conversion, annotations and their reusable
        // views, overlays and renderers) on Glide's clock, drawing no map. It re-exports GlideCoreLocation and GlideUIKit,
        // as MapKit re-exports Core Location and UIKit; GlideUIKitCore is listed so that incremental builds see engine changes.
        .target(name: "GlideMapKit", dependencies: ["GlideCoreLocation", "GlideUIKit", "GlideUIKitCore"]),
        // Real devices: libevdev readers, uinput virtual devices, discovery; the only user of libevdev.
        .target(name: "GlideEvdev", dependencies: ["GlideInput", "CEvdev"]),
        // libinput's touchpad gesture recognition (millimetres and seconds), clicks, velocity: input only, no engine.
        .target(name: "GlideGestureRecognition", dependencies: ["GlideInput"]),
        // Gestures driving transitions: the interaction driver (gesture to percent, finish or cancel), end
        // policies, bindings, the pipeline, replay on a manual clock, live sessions, touches into a window.
        .target(name: "GlideInteraction", dependencies: ["GlideGestureRecognition", "GlideInput", "GlideUIKitCore"]),
        // Reference animators; their scenes are transition targets for the interaction driver and subjects for the checker.
        // The sources import GlideUIKit only; GlideUIKitCore is listed so that incremental builds see engine changes.
        .target(name: "GlideExamples", dependencies: ["GlideUIKit", "GlideUIKitCore"]),
        // The reference transitions as Glide's tools use them: by name, in their scenes (window and view
        // controllers, as a storyboard would set them up), as gesture targets of the interaction driver.
        .target(name: "GlideCatalog", dependencies: ["GlideExamples", "GlideUIKit", "GlideUIKitCore", "GlideInteraction", "GlideInput"]),
        // The reference transitions as check subjects (`ReferenceTransition.menuBuggy.checkSubject()`): apart
        // from GlideCatalog so that what uses the catalog alone (gesture tests, the fuzzing harness) does
        // not build the checker, and apart from GlideCheck, which knows no transition of its own.
        .target(name: "GlideCatalogCheck", dependencies: ["GlideCatalog", "GlideCheck", "GlideExamples", "GlideUIKitCore"]),
        // Cancellation testing: the invariant catalog, recorder, scenario matrix, random scenarios with
        // shrinking, and reports as values; usable from a user's own Swift Testing or XCTest tests. On the
        // engine alone: a user's test target that imports it builds neither swift-syntax nor libevdev
        // (invariant 28 states UIKit's pop rule itself rather than calling the gesture driver's).
        .target(name: "GlideCheck", dependencies: ["GlideUIKitCore", "GlideClock", "GlideObjectiveC"]),
        // Trace checks: trace files replayed through Glide's gesture driver and into the subject's own
        // gesture handlers (`TransitionCheck.Options(traces:)`, `HandlerTraceCheck`).
        .target(name: "GlideCheckTraces", dependencies: ["GlideCheck", "GlideInput", "GlideGestureRecognition", "GlideInteraction", "GlideUIKitCore"]),
        // Opt-in call-site printing: `TransitionCheck(…).printingAsWritten()` reads the test file that
        // built a check (swift-syntax) so that counterexamples build it the same way.
        .target(
            name: "GlideCheckSource",
            dependencies: [
                "GlideCheck",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // `glide port`: a swift-syntax rewriter from UIKit source to GlideUIKit (what Linux forbids, nothing else).
        .target(
            name: "GlidePort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Pictures of transitions: the view tree as SVG from presentation values, timeline plots, HTML reports.
        .target(name: "GlideRender", dependencies: ["GlideUIKitCore"]),
        // `assertSnapshot(of: viewController, as: .image)` on Linux: images drawn by the engine, rendered by GlideRender
        // (PNG through rsvg-convert), diffed with a tolerance; `.svg` and `.recursiveDescription`; a check's counterexample screens.
        .target(
            name: "GlideSnapshotTesting",
            dependencies: [
                "GlideUIKit", "GlideUIKitCore", "GlideRender", "GlideCheck", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // HTML reports of replays and checks: GlideRender's pictures of what GlideInteraction and GlideCheck ran.
        .target(name: "GlideReports", dependencies: ["GlideRender", "GlideUIKitCore", "GlideInteraction", "GlideInput", "GlideCheck"]),
        // `glide live --serve`: the live page and its server (FlyingFox), fed by a LiveSession.
        .target(
            name: "GlideLive",
            dependencies: [
                "GlideInteraction", "GlideUIKitCore", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        // The command-line tool, one file per subcommand; `glide port` runs the glide-port executable. The live page (GlideLive) is left out when
        // GLIDE_NO_LIVE_PAGE is set: a static build (FlyingFox links FoundationNetworking, whose libcurl has no
        // static library).
        // The voice every Glide executable speaks: one-line errors, file errors in words, usage errors exit 2.
        .target(
            name: "GlideCommandLine",
            dependencies: ["GlideInput", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "glide",
            dependencies: [
                "GlideCommandLine",
                "GlideInput", "GlideEvdev", "GlideGestureRecognition", "GlideInteraction", "GlideUIKitCore", "GlideExamples", "GlideCatalog",
                "GlideCatalogCheck", "GlideCheck",
                "GlideCheckTraces", "GlideRender", "GlideReports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + (livePage ? ["GlideLive"] : []),
            swiftSettings: livePage ? [.define("GLIDE_LIVE_PAGE")] : []
        ),
        // `glide port` (the glide-port product): GlidePort behind the command-line voice of `glide`.
        .executableTarget(
            name: "glide-port",
            dependencies: ["GlidePort", "GlideCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Tests against a real kernel (evdev, uinput) inside a qemu VM: `make test-kernel`.
        .executableTarget(name: "GlideKernelTests", dependencies: ["GlideInput", "GlideEvdev"]),
        // Paths and the built executable, shared by the test targets.
        .target(name: "GlideTestSupport", path: "Tests/GlideTestSupport"),
        .testTarget(name: "GlideUIKitCoreTests", dependencies: ["GlideUIKitCore", "GlideObjectiveC"]),
        .testTarget(name: "GlideCoreDataTests", dependencies: ["GlideCoreData", "GlideObjectiveC"]),
        // MapKit and Core Location as screens use them, and a ported-style Swift 5 file type-checked against them.
        .testTarget(name: "GlideMapKitTests", dependencies: ["GlideMapKit", "GlideCoreLocation", "GlideUIKit", "GlideUIKitCore", "GlideTestSupport"]),
        .testTarget(name: "GlideAVFoundationTests", dependencies: ["GlideAVFoundation", "GlideUIKitCore", "GlideClock", "GlideObjectiveC"]),
        // The leaves' and Core Animation's own tests: the constraint solver, affine transforms, 3D
        // transforms and their interpolation, springs.
        .testTarget(name: "GlideCassowaryTests", dependencies: ["GlideCassowary", "GlideClock"]),
        .testTarget(name: "GlideCoreGraphicsTests", dependencies: ["GlideCoreGraphics"]),
        .testTarget(name: "GlideOSTests", dependencies: ["GlideOS", "GlideClock"]),
        .testTarget(name: "GlideQuartzCoreTests", dependencies: ["GlideQuartzCore", "GlideCoreGraphics", "GlideClock", "GlideObjectiveC"]),
        .testTarget(name: "GlideInputTests", dependencies: ["GlideInput", "GlideClock", "GlideTestSupport"]),
        .testTarget(name: "GlideEvdevTests", dependencies: ["GlideEvdev", "GlideInput"]),
        .testTarget(name: "GlideGestureRecognitionTests", dependencies: ["GlideGestureRecognition", "GlideInput", "GlideClock", "GlideTestSupport"]),
        .testTarget(
            name: "GlideInteractionTests",
            dependencies: [
                "GlideCatalog", "GlideGestureRecognition", "GlideInteraction", "GlideInput", "GlideUIKitCore", "GlideExamples", "GlideTestSupport",
            ]),
        .testTarget(name: "GlideExamplesTests", dependencies: ["GlideCatalog", "GlideExamples", "GlideUIKitCore"]),
        .testTarget(
            name: "GlideCheckTests",
            dependencies: [
                "GlideCatalog", "GlideCatalogCheck", "GlideCheck", "GlideCheckTraces", "GlideCheckSource", "GlideExamples", "GlideUIKitCore", "GlideInteraction", "GlideTestSupport"]),
        .testTarget(
            name: "GlideRenderTests",
            dependencies: [
                "GlideRender", "GlideReports", "GlideCatalog", "GlideExamples", "GlideUIKitCore", "GlideInteraction", "GlideInput",
                "GlideTestSupport",
            ],
            exclude: ["Golden"]),
        // HTML reports of checks, as a failing test attaches them.
        .testTarget(name: "GlideReportsTests", dependencies: ["GlideReports", "GlideRender", "GlideCatalog", "GlideCatalogCheck", "GlideCheck"]),
        // Snapshots recorded into a temporary folder and verified, as a user's snapshot tests are.
        .testTarget(
            name: "GlideSnapshotTestingTests",
            dependencies: [
                "GlideSnapshotTesting", "GlideUIKit", "GlideRender", "GlideCheck", "GlideCatalog", "GlideCatalogCheck",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The live page's server on loopback.
        .testTarget(name: "GlideLiveTests", dependencies: ["GlideLive"]),
        // The reference transitions by name, in scenes that build.
        .testTarget(name: "GlideCatalogTests", dependencies: ["GlideCatalog", "GlideExamples", "GlideUIKitCore"]),
        // The `glide` executable as a user runs it: exit statuses, the command voice, `glide port`.
        .testTarget(name: "GlideCommandTests", dependencies: ["GlideCommandLine", "GlideTestSupport"]),
        // GlideUIKit's API, as real transition code spells it.
        .testTarget(name: "GlideUIKitTests", dependencies: ["GlideUIKit", "GlideUIKitCore", "GlideObjectiveC"]),
        // Real transition code's runtime idioms (KVO, KVC, @NSManaged layers, responds(to:), perform): the iOS
        // originals (`Originals/`, not built) and what `glide port` writes for them (`Ported/`, checked byte for byte by
        // GlidePortTests), built in Swift 5 mode as users' modules are, and run.
        .testTarget(
            name: "GlidePortedCodeTests", dependencies: ["GlideUIKit", "GlideUIKitCore"], exclude: ["Originals"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The corpus of real UIKit transitions, ported, built in a scratch package and checked.
        .testTarget(name: "GlideCorpusTests", dependencies: ["GlideTestSupport"], exclude: ["Scaffolding"]),
        // The repository's own rules: generated docs are current (docs/uikit-status.md from the doc comments, read with
        // swift-syntax), and every target declares the modules it imports.
        .testTarget(
            name: "GlideRepositoryTests",
            dependencies: [
                "GlideTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "GlidePortTests",
            dependencies: [
                "GlidePort", "GlideTestSupport", "GlideObjectiveC",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
                // Built for ModulePortTests, which compiles a ported module that imports them (see the dependency above).
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer harnesses (Tools/fuzz.sh), declared only when GLIDE_FUZZ is set: they are built with
// `-sanitize=fuzzer,address` into their own scratch path (.build-fuzz) and never by `swift build`.
if Context.environment["GLIDE_FUZZ"] != nil {
    package.targets += [
        .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
        .target(name: "GlideFuzzSupport", dependencies: ["CFuzzerDriver"], path: "Fuzz/Support"),
        .executableTarget(name: "fuzz-evemu", dependencies: ["GlideInput", "GlideFuzzSupport"], path: "Fuzz/Evemu"),
        .executableTarget(name: "fuzz-libinput-record", dependencies: ["GlideInput", "GlideFuzzSupport"], path: "Fuzz/LibinputRecord"),
        .executableTarget(
            name: "fuzz-pipeline",
            dependencies: ["GlideInput", "GlideInteraction", "GlideUIKitCore", "GlideExamples", "GlideCatalog", "GlideFuzzSupport"],
            path: "Fuzz/Pipeline"),
    ]
    package.products += ["fuzz-evemu", "fuzz-libinput-record", "fuzz-pipeline"].map { .executable(name: $0, targets: [$0]) }
}
