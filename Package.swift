// swift-tools-version:6.1
//
// Motion: closed-form springs, CSS-exact easing and a frame-driven animation
// engine for Swift on Linux, on a pure C core.
//
// The root package has no package dependencies. Benchmarks live in their own
// package under Benchmarks/ so that package-benchmark never enters a client's
// dependency graph.

import PackageDescription

let package = Package(
    name: "Motion",
    // What sets each floor (Linux has none):
    // - macOS 13, iOS 16, tvOS 16, watchOS 9: `Duration`, `Clock` and
    //   `ContinuousClock`, which the engine's API and real-time driver use.
    // - visionOS 1: its first release, which has them all.
    // - The cross-thread state (a cancellation flag, the driver's wake-up)
    //   uses NSLock, not the Synchronization module (macOS 15 / iOS 18).
    // - The C modules need nothing beyond C11 and libm.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "CSpringSolver", targets: ["CSpringSolver"]),
        .library(name: "CEasing", targets: ["CEasing"]),
        .executable(name: "motion-demo", targets: ["MotionDemo"]),
    ],
    targets: [
        // MARK: - C core (libm only; also built by the Makefile)

        .target(
            name: "CSpringSolver",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),
        .target(
            name: "CEasing",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),

        // MARK: - Swift layer

        .target(
            name: "Motion",
            dependencies: ["CSpringSolver", "CEasing"]
        ),

        .executableTarget(
            name: "MotionDemo",
            dependencies: ["Motion"]
        ),

        // MARK: - Tests

        .testTarget(name: "CSpringSolverTests", dependencies: ["CSpringSolver"]),
        .testTarget(name: "CEasingTests", dependencies: ["CEasing"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        // The demo's own logic (the gallery's plots and exported scenes), via @testable import.
        .testTarget(name: "MotionDemoTests", dependencies: ["MotionDemo", "Motion"]),
    ],
    swiftLanguageModes: [.v6],
    cLanguageStandard: .c11
)
