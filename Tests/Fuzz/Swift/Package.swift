// swift-tools-version:6.1
//
// libFuzzer harnesses for Motion's untrusted-data entry points, in their own
// package so that they never enter the root package's products. Built and run by
// scripts/fuzz-swift.sh:
//
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//
// Each harness defines LLVMFuzzerTestOneInput; libFuzzer supplies main.

import PackageDescription

let package = Package(
    name: "MotionFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Motion", path: "../../..")],
    targets: [
        .target(name: "FuzzShared", dependencies: [.product(name: "Motion", package: "Motion")]),
        .executableTarget(name: "FuzzScenarioJSON", dependencies: ["FuzzShared", .product(name: "Motion", package: "Motion")]),
        .executableTarget(name: "FuzzEasingDecoding", dependencies: ["FuzzShared", .product(name: "Motion", package: "Motion")]),
        .executableTarget(name: "FuzzTimelinePosition", dependencies: ["FuzzShared", .product(name: "Motion", package: "Motion")]),
        .executableTarget(
            name: "FuzzNumericConstructors",
            dependencies: ["FuzzShared", .product(name: "Motion", package: "Motion"), .product(name: "CSpringSolver", package: "Motion")]),
    ],
    swiftLanguageModes: [.v6]
)
