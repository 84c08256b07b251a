// swift-tools-version:6.1
//
// Motion's benchmarks: their own package, so that package-benchmark never
// enters the dependency graph of Motion's clients. Run from this directory:
//
//     swift package --disable-sandbox benchmark
//
// Figures and the commands that produced them are in README.md.

import PackageDescription

let package = Package(
    name: "MotionBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Motion", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SpringBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CSpringSolver", package: "Motion"),
            ],
            path: "Benchmarks/SpringBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "EasingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CEasing", package: "Motion"),
            ],
            path: "Benchmarks/EasingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Motion", package: "Motion"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PropertyBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Motion", package: "Motion"),
            ],
            path: "Benchmarks/PropertyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The instruction benchmark (Instructions/instructions.sh): a plain release
        // executable, outside Benchmarks/ so that package-benchmark does not run it.
        .target(name: "InstructionsSupport", path: "Instructions/InstructionsSupport"),
        .executableTarget(
            name: "MotionInstructions",
            dependencies: [
                "InstructionsSupport",
                .product(name: "Motion", package: "Motion"),
            ],
            path: "Instructions/MotionInstructions"
        ),
    ]
)
