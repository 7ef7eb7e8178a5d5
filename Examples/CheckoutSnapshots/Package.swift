// swift-tools-version: 6.2
// An app's snapshot tests, as another team would write them: the committed view hierarchy of its checkout
// screen (a scene file and a `recursiveDescription` dump), and Swift Testing tests that ask HitScopeKit where
// taps go. It depends on HitScope by path, as a package in another repository would by URL; scripts/test runs it.
import PackageDescription

let package = Package(
    name: "CheckoutSnapshots",
    dependencies: [.package(name: "HitScope", path: "../..")],
    targets: [
        .testTarget(
            name: "CheckoutSnapshotTests",
            dependencies: [.product(name: "HitScopeKit", package: "HitScope")],
            exclude: ["Snapshots"],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ]
)
