// swift-tools-version:6.0
// Bookshelf: book search and a personal shelf. See ARCHITECTURE.md for the layers.
import PackageDescription

/// Every target is compiled in the Swift 6 language mode, which turns on
/// complete strict-concurrency checking.
let swift6: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "Bookshelf",
  products: [
    .executable(name: "bookshelf", targets: ["bookshelf"]),
    .executable(name: "bookshelf-bench", targets: ["bookshelf-bench"]),
  ],
  targets: [
    // C libraries from Debian, through pkg-config.
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CNCursesW",
      providers: [.apt(["libncurses-dev"])]),

    // Domain: Book, ISBN, queries, ports, errors, localized messages.
    .target(name: "BookshelfCore", swiftSettings: swift6),
    // Data (remote): HTTP, one adapter per API, federated search.
    .target(name: "BookshelfProviders", dependencies: ["BookshelfCore"], swiftSettings: swift6),
    // Data (local): SQLite wrapper, shelf, local catalog (FTS5).
    .target(name: "BookshelfStore", dependencies: ["BookshelfCore", "CSQLite"], swiftSettings: swift6),
    // Platform: termination signals, isatty, window size, waiting for input (Glibc only).
    .target(name: "BookshelfPlatform", swiftSettings: swift6),
    // Presentation: @Observable view models, text layout for fixed-width screens.
    .target(name: "BookshelfPresentation", dependencies: ["BookshelfCore"], swiftSettings: swift6),
    // UI: the interactive terminal app on ncursesw.
    .target(
      name: "BookshelfTerminal",
      dependencies: ["BookshelfPresentation", "BookshelfCore", "BookshelfPlatform", "CNCursesW"],
      swiftSettings: swift6),
    // Composition root and commands of the `bookshelf` CLI.
    .target(
      name: "BookshelfCLI",
      dependencies: [
        "BookshelfCore", "BookshelfProviders", "BookshelfStore", "BookshelfPresentation",
        "BookshelfPlatform", "BookshelfTerminal",
      ],
      swiftSettings: swift6),
    .executableTarget(name: "bookshelf", dependencies: ["BookshelfCLI"], swiftSettings: swift6),
    .executableTarget(
      name: "bookshelf-bench",
      dependencies: [
        "BookshelfCore", "BookshelfProviders", "BookshelfStore", "BookshelfPresentation",
        "BookshelfTestSupport", "BookshelfCLI", "BookshelfTerminal",
      ],
      swiftSettings: swift6),

    // Fakes and fixture loading for tests and benchmarks.
    .target(
      name: "BookshelfTestSupport",
      dependencies: ["BookshelfCore", "BookshelfProviders"],
      resources: [.copy("Fixtures")],
      swiftSettings: swift6),

    .testTarget(
      name: "BookshelfCoreTests", dependencies: ["BookshelfCore"], swiftSettings: swift6),
    .testTarget(
      name: "BookshelfProvidersTests",
      dependencies: ["BookshelfProviders", "BookshelfTestSupport", "BookshelfPresentation"],
      swiftSettings: swift6),
    .testTarget(
      name: "BookshelfStoreTests",
      dependencies: [
        "BookshelfStore", "BookshelfProviders", "BookshelfTestSupport", "BookshelfPresentation",
      ], swiftSettings: swift6
    ),
    .testTarget(
      name: "BookshelfPresentationTests",
      dependencies: ["BookshelfPresentation", "BookshelfTestSupport"], swiftSettings: swift6),
    .testTarget(
      name: "BookshelfPlatformTests", dependencies: ["BookshelfPlatform"], swiftSettings: swift6),
    .testTarget(
      name: "BookshelfTerminalTests",
      dependencies: ["BookshelfTerminal", "BookshelfTestSupport"], swiftSettings: swift6),
    .testTarget(
      name: "BookshelfCLITests",
      dependencies: ["BookshelfCLI", "BookshelfTestSupport", "bookshelf"], swiftSettings: swift6),
  ],
  swiftLanguageModes: [.v6]
)
