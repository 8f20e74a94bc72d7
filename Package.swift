// swift-tools-version:6.0
import PackageDescription

// The package is the whole product: the `tca-learn` command, the engine behind it, and the
// mini-runtime that learner code is compiled against. It takes no package dependencies.
//
// Dependency direction (see README "How grading works"):
//   RuntimeSupport  <-  RenderTrace  <-  MiniCombine  <-  MiniSwiftUI  <-  MiniTCA  <-  LessonTesting
//                                                                        MiniTCA  <-  MiniTCANetworking
//                       RenderTrace  <-  MiniTCAXCTest, MiniTCATesting
//                       RenderTrace  <-  GradeRecords  <-  LessonTesting
//   GradeRecords, ConfinedSpawn  <-  TCALearnCore  <-  tca-learn
// The engine links none of the runtimes: it compiles them (from these same Sources/ folders)
// into a cache and compiles each learner file against that cache.
let runtimeSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "tca-learn",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tca-learn", targets: ["tca-learn"]),
    ],
    targets: [
        // What every runtime module leans on: a lock, where a test failure goes, writing to a
        // descriptor without Foundation.
        .target(name: "RuntimeSupport", swiftSettings: runtimeSettings),
        .target(name: "RenderTrace", dependencies: ["RuntimeSupport"], swiftSettings: runtimeSettings),
        .target(name: "MiniCombine", dependencies: ["RuntimeSupport", "RenderTrace"], swiftSettings: runtimeSettings),
        .target(name: "MiniSwiftUI", dependencies: ["RenderTrace", "MiniCombine"], swiftSettings: runtimeSettings),
        .target(name: "MiniTCA", dependencies: ["MiniSwiftUI"], swiftSettings: runtimeSettings),
        // `\.urlSession` on Linux, where URLSession costs every program that links it; the grader
        // imports it only into code that mentions URLSession.
        .target(name: "MiniTCANetworking", dependencies: ["MiniTCA"], swiftSettings: runtimeSettings),
        // Tells the runtimes where XCTest test cases end; the grader links it into programs that
        // import XCTest.
        .target(name: "MiniTCAXCTest", dependencies: ["RenderTrace", "RuntimeSupport"], swiftSettings: runtimeSettings),
        // Records runtime failures as swift-testing issues and runs a test file's `@Test`s; the
        // grader links it into programs that import Testing.
        .target(name: "MiniTCATesting", dependencies: ["RenderTrace", "RuntimeSupport"], swiftSettings: runtimeSettings),
        // What a graded program's harness tells the engine, one record a line: both ends read it.
        .target(name: "GradeRecords", dependencies: ["RenderTrace"], swiftSettings: runtimeSettings),
        .target(name: "LessonTesting", dependencies: ["MiniTCA", "MiniSwiftUI", "RenderTrace", "GradeRecords"], swiftSettings: runtimeSettings),
        // Starting child processes: process groups, death with the tool, confinement (C: the work
        // between fork and exec, and variadic system calls).
        .target(name: "ConfinedSpawn"),
        // README.md says where each of the engine's concepts lives.
        .target(name: "TCALearnCore", dependencies: ["RenderTrace", "GradeRecords", "RuntimeSupport", "ConfinedSpawn"], exclude: ["README.md"], swiftSettings: runtimeSettings),
        .executableTarget(name: "tca-learn", dependencies: ["TCALearnCore"], swiftSettings: runtimeSettings),
        // Prints the grading figures for scripts/benchmark.sh.
        .executableTarget(name: "tca-learn-bench", dependencies: ["TCALearnCore"], swiftSettings: runtimeSettings),

        // The runtimes' test suites run in parallel; this gives a suite's tests their own trace logs.
        .target(name: "TraceTestSupport", dependencies: ["RenderTrace"], path: "Tests/TraceTestSupport", swiftSettings: runtimeSettings),
        .testTarget(name: "MiniSwiftUITests", dependencies: ["MiniSwiftUI", "LessonTesting", "TraceTestSupport"], swiftSettings: runtimeSettings),
        .testTarget(name: "MiniTCATests", dependencies: ["MiniTCA", "MiniTCANetworking", "LessonTesting"], swiftSettings: runtimeSettings),
        // Tests/Programs holds learner-style programs (tutorials, TCA case studies, the study notes'
        // code) that TCALearnCoreTests compiles and runs through the learner pipeline.
        .testTarget(name: "TCALearnCoreTests", dependencies: ["TCALearnCore"], swiftSettings: runtimeSettings),
    ]
)
