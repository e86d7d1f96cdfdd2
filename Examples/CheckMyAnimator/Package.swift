// swift-tools-version: 6.1
// A package of your own that checks its custom transition with GlideCheck.
import PackageDescription

let package = Package(
    name: "CheckMyAnimator",
    // A library product, so that `glide check --package` (which builds its checks as a package beside this
    // one) can use the module; a package's targets are seen from outside only through products.
    products: [.library(name: "MyTransitions", targets: ["MyTransitions"])],
    dependencies: [
        // In your package: .package(url: "https://github.com/glide-transitions/glide.git", branch: "main")
        // Here: the Glide checkout this example lives in, two folders up (named "glide" whatever the folder's name).
        .package(name: "glide", path: "../.."),
    ],
    targets: [
        // The iOS files, as `glide port` wrote them (Swift 5, as the app is).
        .target(
            name: "MyTransitions",
            dependencies: [.product(name: "GlideUIKit", package: "glide")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "MyTransitionsTests",
            dependencies: ["MyTransitions", .product(name: "GlideCheck", package: "glide")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
