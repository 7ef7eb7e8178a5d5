// swift-tools-version: 6.2
// The fuzz targets: a package of their own, built with `-sanitize=fuzzer,address` (instrumenting every module
// they use, which the main package's build should not be). Each keeps its main and hands the loop to libFuzzer
// through LLVMFuzzerRunDriver. scripts/fuzz runs them.
import PackageDescription

let package = Package(
    name: "HitScopeFuzz",
    dependencies: [.package(name: "HitScope", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzerDriver", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzSceneYAML",
            dependencies: ["FuzzSupport", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzSceneJSON",
            dependencies: ["CFuzzerDriver", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzDump",
            dependencies: ["CFuzzerDriver", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzAccessibility",
            dependencies: ["FuzzSupport", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzControllers",
            dependencies: ["FuzzSupport", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzScreenshot",
            dependencies: ["FuzzSupport", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzPoints",
            dependencies: ["FuzzSupport", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzFinger",
            dependencies: ["FuzzSupport", .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
    ]
)
