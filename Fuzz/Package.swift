// swift-tools-version: 6.2
// The fuzz targets: a package of their own, because libFuzzer supplies `main` (they are built with
// `-sanitize=fuzzer,address -parse-as-library`, which the main package's CLI cannot take). scripts/fuzz runs them.
import PackageDescription

let package = Package(
    name: "HitScopeFuzz",
    dependencies: [.package(name: "HitScope", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzSceneYAML",
            dependencies: [.product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzSceneJSON",
            dependencies: [.product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
        .executableTarget(
            name: "FuzzDump",
            dependencies: [.product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope")]
        ),
    ]
)
