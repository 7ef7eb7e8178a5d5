// swift-tools-version: 6.2
// The fuzz targets: a package of their own, built with `-sanitize=fuzzer,address` (instrumenting every module
// they use, which the main package's build should not be). Each keeps its main and hands the loop to libFuzzer
// through LLVMFuzzerRunDriver. scripts/fuzz runs them.
import PackageDescription

/// One executable target per reader; each hands libFuzzer its loop through FuzzSupport.
let readers = [
    "FuzzSceneYAML", "FuzzSceneJSON", "FuzzDump", "FuzzAccessibility", "FuzzControllers", "FuzzScreenshot", "FuzzPoints",
    "FuzzFinger", "FuzzDiff", "FuzzDiffBaseline", "FuzzPathRules",
]
let scene: [Target.Dependency] = [
    .product(name: "HitScopeScene", package: "HitScope"), .product(name: "HitScopeCore", package: "HitScope"),
    .product(name: "HitScopeOutput", package: "HitScope"), .product(name: "HitScopeDiff", package: "HitScope"),
    .product(name: "HitScopeFiles", package: "HitScope"),
]

let package = Package(
    name: "HitScopeFuzz",
    dependencies: [.package(name: "HitScope", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"] + scene),
    ] + readers.map { .executableTarget(name: $0, dependencies: ["FuzzSupport"] + scene) }
)
