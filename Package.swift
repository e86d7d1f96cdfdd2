// swift-tools-version: 6.1
// Glide: gesture-driven view-controller transitions on Linux.
// Targets follow the architecture in README.md: input -> gestures -> transitions -> check.
import PackageDescription

/// Whether `glide` has the live page (`glide live --serve`); see the `glide` target.
let livePage = Context.environment["GLIDE_NO_LIVE_PAGE"] == nil

let package = Package(
    name: "Glide",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "glide", targets: ["glide"]),
        // The engine is listed beside its face so that a module importing GlideUIKit is rebuilt when the
        // engine changes (the re-export alone does not tell incremental builds).
        .library(name: "GlideUIKit", targets: ["GlideUIKit", "GlideTransitions"]),
        .library(name: "GlideTransitions", targets: ["GlideTransitions"]),
        .library(name: "GlideInput", targets: ["GlideInput"]),
        .library(name: "GlideEvdev", targets: ["GlideEvdev"]),
        .library(name: "GlideGestureRecognition", targets: ["GlideGestureRecognition"]),
        .library(name: "GlideInteraction", targets: ["GlideInteraction"]),
        .library(name: "GlideExamples", targets: ["GlideExamples"]),
        // The reference transitions by name, in their scenes, as check subjects: what the counterexamples
        // `glide check` prints for them build on (`ReferenceTransition.menuBuggy.checkSubject()`).
        .library(name: "GlideCatalog", targets: ["GlideCatalog"]),
        .library(name: "GlideCheck", targets: ["GlideCheck"]),
        .library(name: "GlidePort", targets: ["GlidePort"]),
        .library(name: "GlideRender", targets: ["GlideRender"]),
        .library(name: "GlideReports", targets: ["GlideReports"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // 603.x is the swift-syntax release line of the Swift 6.3 compiler: it parses exactly the language we build with.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The live page's HTTP and WebSocket server (README: "Seeing a transition" says why this one).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
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
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // Real devices: libevdev readers, uinput virtual devices, discovery; the only user of libevdev.
        .target(name: "GlideEvdev", dependencies: ["GlideInput", "CEvdev"]),
        // The headless UIKit transition model: geometry, views, animation, transitions, presentation, clocks.
        .target(name: "GlideTransitions"),
        // UIKit's face of Glide: what a user's transition file imports instead of UIKit.
        .target(name: "GlideUIKit", dependencies: ["GlideTransitions"]),
        // libinput's touchpad gesture recognition (millimetres and seconds), clicks, velocity: input only, no engine.
        .target(name: "GlideGestureRecognition", dependencies: ["GlideInput"]),
        // Gestures driving transitions: the interaction driver (gesture to percent, finish or cancel), end
        // policies, bindings, the pipeline, replay on a manual clock, live sessions, touches into a window.
        .target(name: "GlideInteraction", dependencies: ["GlideGestureRecognition", "GlideInput", "GlideTransitions"]),
        // Reference animators; their scenes are transition targets for the interaction driver and subjects for the checker.
        // The sources import GlideUIKit only; GlideTransitions is listed so that incremental builds see engine changes.
        .target(name: "GlideExamples", dependencies: ["GlideUIKit", "GlideTransitions"]),
        // The reference transitions as Glide's tools use them: by name, in their scenes (window and view
        // controllers, as a storyboard would set them up), as gesture targets and check subjects.
        .target(name: "GlideCatalog", dependencies: ["GlideExamples", "GlideTransitions", "GlideInput", "GlideInteraction", "GlideCheck"]),
        // Cancellation testing: the invariant catalog, recorder, scenario matrix, trace-driven and random
        // scenarios with shrinking, and reports; usable from a user's own Swift Testing or XCTest tests.
        .target(
            name: "GlideCheck",
            dependencies: [
                "GlideTransitions", "GlideGestureRecognition", "GlideInteraction", "GlideInput",
                // Reads the test file that built a check, to print counterexamples that build it the same way.
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
        .target(name: "GlideRender", dependencies: ["GlideTransitions"]),
        // HTML reports of replays and checks: GlideRender's pictures of what GlideInteraction and GlideCheck ran.
        .target(name: "GlideReports", dependencies: ["GlideRender", "GlideTransitions", "GlideInput", "GlideInteraction", "GlideCheck"]),
        // `glide live --serve`: the live page and its server (FlyingFox), fed by a LiveSession.
        .target(
            name: "GlideLive",
            dependencies: [
                "GlideInteraction", "GlideTransitions", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        // The command-line tool, one file per subcommand. The live page (GlideLive) is left out when
        // GLIDE_NO_LIVE_PAGE is set: the kernel tests' static build, since FlyingFox links
        // FoundationNetworking, whose libcurl has no static library.
        .executableTarget(
            name: "glide",
            dependencies: [
                "GlideInput", "GlideEvdev", "GlideGestureRecognition", "GlideInteraction", "GlideTransitions", "GlideExamples", "GlideCatalog", "GlideCheck", "GlidePort", "GlideRender",
                "GlideReports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + (livePage ? ["GlideLive"] : []),
            swiftSettings: livePage ? [.define("GLIDE_LIVE_PAGE")] : []
        ),
        // Tests against a real kernel (evdev, uinput) inside a qemu VM: `make test-kernel`.
        .executableTarget(name: "GlideKernelTests", dependencies: ["GlideInput", "GlideEvdev"]),
        // Paths and the built executable, shared by the test targets.
        .target(name: "GlideTestSupport", path: "Tests/GlideTestSupport"),
        .testTarget(name: "GlideTransitionsTests", dependencies: ["GlideTransitions"]),
        .testTarget(name: "GlideInputTests", dependencies: ["GlideInput", "GlideTestSupport"]),
        .testTarget(name: "GlideEvdevTests", dependencies: ["GlideEvdev", "GlideInput"]),
        .testTarget(name: "GlideGestureRecognitionTests", dependencies: ["GlideGestureRecognition", "GlideInput", "GlideTestSupport"]),
        .testTarget(
            name: "GlideInteractionTests",
            dependencies: [
                "GlideCatalog", "GlideGestureRecognition", "GlideInteraction", "GlideInput", "GlideTransitions", "GlideExamples", "GlideTestSupport",
            ]),
        .testTarget(name: "GlideExamplesTests", dependencies: ["GlideCatalog", "GlideExamples", "GlideTransitions"]),
        .testTarget(
            name: "GlideCheckTests", dependencies: ["GlideCatalog", "GlideCheck", "GlideExamples", "GlideTransitions", "GlideInteraction", "GlideTestSupport"]),
        .testTarget(
            name: "GlideRenderTests",
            dependencies: [
                "GlideRender", "GlideReports", "GlideCatalog", "GlideExamples", "GlideTransitions", "GlideInteraction", "GlideInput",
                "GlideCheck", "GlideTestSupport",
            ],
            exclude: ["Golden"]),
        // GlideUIKit's API, as real transition code spells it.
        .testTarget(name: "GlideUIKitTests", dependencies: ["GlideUIKit", "GlideTransitions"]),
        // The corpus of real UIKit transitions, ported, built in a scratch package and checked.
        .testTarget(name: "GlideCorpusTests", dependencies: ["GlideTestSupport"], exclude: ["Scaffolding"]),
        .testTarget(
            name: "GlidePortTests",
            dependencies: [
                "GlidePort", "GlideTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
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
            dependencies: ["GlideInput", "GlideInteraction", "GlideTransitions", "GlideExamples", "GlideCatalog", "GlideFuzzSupport"],
            path: "Fuzz/Pipeline"),
    ]
    package.products += ["fuzz-evemu", "fuzz-libinput-record", "fuzz-pipeline"].map { .executable(name: $0, targets: [$0]) }
}
