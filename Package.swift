// swift-tools-version: 6.2
import PackageDescription

/// scripts/test builds the tests in the release configuration, in the install's own build (.build-install): the
/// tests hold the engine to plain oracles at millions of points, minutes of CPU at -Onone, and the tests then share
/// every module with the binary that is installed. So the tests use no `@testable import`: what they need of a
/// module's insides is `package`.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "HitScope",
    products: [
        .executable(name: "hitscope", targets: ["hitscope"]),
        // The small, stable API for other packages' tests and tools (Sources/HitScopeKit); the libraries below it
        // are the engine's own and change with it.
        .library(name: "HitScopeKit", targets: ["HitScopeKit"]),
        // `swift package hitscope-gallery --scenes DIR --output DIR`, for other packages' documentation builds.
        .plugin(name: "HitScopeGallery", targets: ["HitScopeGallery"]),
        .library(name: "HitScopeCore", targets: ["HitScopeCore"]),
        .library(name: "HitScopeOutput", targets: ["HitScopeOutput"]),
        .library(name: "HitScopeAudit", targets: ["HitScopeAudit"]),
        .library(name: "HitScopeDiff", targets: ["HitScopeDiff"]),
        .library(name: "HitScopeScene", targets: ["HitScopeScene"]),
        .library(name: "HitScopeFiles", targets: ["HitScopeFiles"]),
        .library(name: "HitScopeRender", targets: ["HitScopeRender"]),
        .library(name: "HitScopeReport", targets: ["HitScopeReport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Core
        .target(name: "HitScopeCore", swiftSettings: strict),
        // Many points answered on every core, in order (hitscope trace --points): what the CLI streams.
        .target(name: "HitScopeBatch", dependencies: ["HitScopeCore", "HitScopeOutput"], swiftSettings: strict),
        // Random but realistic scenes and the one seeded generator, for `hitscope generate`, benchmarks and tests.
        .target(name: "HitScopeFixtures", dependencies: ["HitScopeCore"], swiftSettings: strict),
        // The touch-target audit: effective touch areas and findings as typed data, built on the engine.
        .target(name: "HitScopeAudit", dependencies: ["HitScopeCore"], swiftSettings: strict),
        // Touch regressions between two versions of scenes (hitscope diff): matching, exact area changes, causes.
        .target(
            name: "HitScopeDiff", dependencies: ["HitScopeCore", "HitScopeAudit"], swiftSettings: strict),
        // Yams for the libyaml it builds (module CYaml): the scene reader and writer use libyaml's events directly.
        .target(
            name: "HitScopeScene",
            dependencies: ["HitScopeCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict
        ),

        // Files: the one reader and writer of paths, at the edge (docs/security.md): the path rules, folder walks,
        // git revisions, inputs named on the command line, and atomic writes. Only the edges (the CLI, HitScopeKit,
        // the viewer app) use it; the modules below it take bytes and scenes.
        .target(name: "HitScopeFiles", dependencies: ["HitScopeCore", "HitScopeScene", "HitScopeDiff"], swiftSettings: strict),

        // Render
        .target(name: "HitScopeRender", dependencies: ["HitScopeCore"], swiftSettings: strict),

        // Words: every answer and analysis as text, JSON, SARIF, JUnit, and the words of drawings (badges).
        .target(name: "HitScopeOutput", dependencies: ["HitScopeCore", "HitScopeAudit", "HitScopeDiff", "HitScopeRender"], swiftSettings: strict),

        // Report: its page's script and style sheets (Resources/Page) are compiled in by the EmbedPageAssets plugin.
        .target(
            name: "HitScopeReport",
            dependencies: ["HitScopeRender", "HitScopeCore", "HitScopeOutput", "HitScopeAudit", "HitScopeDiff", "CDeflate"],
            swiftSettings: strict,
            plugins: ["EmbedPageAssets"]
        ),

        // The public API: load a scene or dump, hit-test, trace, why, audit, report; it asks the engine, nothing more.
        .target(
            name: "HitScopeKit",
            dependencies: ["HitScopeCore", "HitScopeOutput", "HitScopeScene", "HitScopeFiles", "HitScopeAudit", "HitScopeReport", "HitScopeDiff"],
            swiftSettings: strict
        ),

        // Build tools
        .executableTarget(name: "PageAssetEmbedder", swiftSettings: strict),
        .plugin(name: "EmbedPageAssets", capability: .buildTool(), dependencies: ["PageAssetEmbedder"]),
        .plugin(
            name: "HitScopeGallery",
            capability: .command(
                intent: .custom(verb: "hitscope-gallery", description: "Write HitScope's audited gallery of a folder of scenes, and the audit as JSON."),
                permissions: [.writeToPackageDirectory(reason: "The gallery and audit.json are written into the folder given by --output.")]
            )
            // No tool dependency on `hitscope`: SwiftPM builds every plugin's tools in every build of the package (a
            // second copy of every module, a package that depends on HitScope included). The plugin builds the
            // hitscope product when it runs (`packageManager.build`).
        ),

        // C libraries
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // libdeflate: the report page's embedded data is deflated in zlib's format (HitScopeReport's PageDataBlock).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // glibc's <malloc.h>: the CLI's allocator settings (hitscope's MemoryReuse).
        .systemLibrary(name: "CMalloc"),

        // Viewer
        .target(
            name: "HitScopeCairo",
            dependencies: ["HitScopeRender", "HitScopeCore", "CCairo", "CPango"],
            swiftSettings: strict
        ),
        .target(
            name: "HitScopeViewer",
            dependencies: [
                "HitScopeCairo", "HitScopeRender", "HitScopeScene", "HitScopeFiles", "HitScopeCore", "HitScopeOutput", "HitScopeAudit", "HitScopeDiff",
                "CX11", "CCairo",
            ],
            swiftSettings: strict
        ),

        // CLI
        .executableTarget(
            name: "hitscope",
            dependencies: [
                "HitScopeCore", "HitScopeOutput", "HitScopeBatch", "HitScopeFixtures", "HitScopeAudit", "HitScopeScene", "HitScopeFiles", "HitScopeReport",
                "HitScopeDiff", "HitScopeViewer", "CMalloc", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),

        // Benchmarks (scripts/bench runs them in release mode)
        .executableTarget(
            name: "HitScopeBenchmarks",
            dependencies: ["HitScopeCore", "HitScopeFixtures", "HitScopeAudit", "HitScopeScene", "HitScopeFiles", "HitScopeRender", "HitScopeReport"],
            path: "Benchmarks/HitScopeBenchmarks",
            swiftSettings: strict
        ),

        // Test support: the golden-file helper, the tree builder, random scenes and UIKitOracle, for the tests.
        .target(
            name: "HitScopeTestSupport", dependencies: ["HitScopeCore", "HitScopeFixtures", "HitScopeScene", "HitScopeFiles"], swiftSettings: strict),

        // Tests
        .testTarget(
            name: "HitScopeCoreTests", dependencies: ["HitScopeCore", "HitScopeOutput", "HitScopeAudit", "HitScopeDiff", "HitScopeFixtures", "HitScopeTestSupport"],
            swiftSettings: strict),
        .testTarget(name: "HitScopeKitTests", dependencies: ["HitScopeKit", "HitScopeTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "HitScopeAuditTests",
            dependencies: ["HitScopeAudit", "HitScopeCore", "HitScopeDiff", "HitScopeOutput", "HitScopeScene", "HitScopeFixtures", "HitScopeTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "HitScopeDiffTests",
            dependencies: ["HitScopeDiff", "HitScopeCore", "HitScopeAudit", "HitScopeOutput", "HitScopeScene", "HitScopeFixtures", "HitScopeTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "HitScopeBatchTests", dependencies: ["HitScopeBatch", "HitScopeCore", "HitScopeOutput", "HitScopeFixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "HitScopeFilesTests", dependencies: ["HitScopeFiles", "HitScopeScene", "HitScopeCore", "HitScopeTestSupport"],
            swiftSettings: strict),
        .testTarget(name: "PageAssetEmbedderTests", dependencies: ["PageAssetEmbedder"], swiftSettings: strict),
        .testTarget(
            name: "HitScopeSceneTests",
            dependencies: ["HitScopeScene", "HitScopeCore", "HitScopeOutput", "HitScopeAudit", "HitScopeDiff", "HitScopeFiles", "HitScopeFixtures", "HitScopeTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HitScopeCLITests",
            dependencies: ["HitScopeCore", "HitScopeOutput", "HitScopeScene", "HitScopeFiles", "HitScopeFixtures", "HitScopeTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HitScopeRenderTests",
            dependencies: ["HitScopeRender", "HitScopeCore", "HitScopeScene", "HitScopeFiles", "HitScopeFixtures", "HitScopeTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HitScopeReportTests",
            dependencies: [
                "HitScopeReport", "HitScopeRender", "HitScopeCore", "HitScopeOutput", "HitScopeScene", "HitScopeFiles", "HitScopeAudit", "HitScopeDiff",
                "HitScopeFixtures", "HitScopeTestSupport", "PageAssetEmbedder",
            ],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "HitScopeViewerTests",
            dependencies: [
                "HitScopeViewer", "HitScopeCairo", "HitScopeRender", "HitScopeCore", "HitScopeOutput", "HitScopeScene", "HitScopeFiles", "CX11",
                "HitScopeAudit", "HitScopeDiff", "HitScopeReport", "HitScopeTestSupport",
            ],
            swiftSettings: strict
        ),
    ]
)
