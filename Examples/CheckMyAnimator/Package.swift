// swift-tools-version: 6.1
// A package of your own that checks its custom transition with GlideCheck.
import PackageDescription

let package = Package(
    name: "CheckMyAnimator",
    platforms: [.macOS(.v14)],
    dependencies: [
        // In your package: .package(url: "https://github.com/glide-transitions/glide.git", branch: "main")
        .package(path: "../glide"),
    ],
    targets: [
        .target(name: "MyTransitions", dependencies: [.product(name: "GlideTransitions", package: "glide")]),
        .testTarget(
            name: "MyTransitionsTests",
            dependencies: ["MyTransitions", .product(name: "GlideCheck", package: "glide")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
