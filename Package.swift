// swift-tools-version:6.0
// Bookshelf: book search and a personal shelf. See ARCHITECTURE.md for the layers.
import PackageDescription

/// Settings shared by every Swift target, applied once after the target list below. The
/// language mode itself is Swift 6 for the whole package (`swiftLanguageModes`), which turns
/// on complete strict-concurrency checking.
let sharedSwiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

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
    // Covers: decoding (libjpeg-turbo's TurboJPEG, libpng, libwebp, giflib) and terminal pictures
    // (chafa).
    .systemLibrary(
      name: "CTurboJPEG", pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebp",
      providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(
      name: "CGIF",
      providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CChafa", pkgConfig: "chafa",
      providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
    // The web app's HTTP server: GNU libmicrohttpd, and the smallest C shim its variadic start
    // function needs (Swift cannot call a variadic C function).
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]),
    .target(name: "CMicroHTTPDShim", dependencies: ["CMicroHTTPD"]),
    // The web app's page (HTML, CSS, ES modules) embedded in the binary by `#embed`.
    .target(name: "CWebAssets", exclude: ["web"]),

    // The starter catalog: goodbooks-10k `books.csv` (CC BY-SA 4.0, see its ATTRIBUTION.md)
    // embedded in the binary by `#embed`, so a copied executable needs no resource files.
    .target(name: "CStarterCatalog", exclude: ["books.csv", "LICENSE.txt", "ATTRIBUTION.md"]),

    // Domain: Book, ISBN, queries, ports, errors, localized messages.
    .target(name: "BookshelfCore"),
    // Data (remote): HTTP, one adapter per API, federated search.
    .target(name: "BookshelfProviders", dependencies: ["BookshelfCore"]),
    // Data (local): SQLite wrapper, shelf, local catalog (FTS5).
    .target(name: "BookshelfStore", dependencies: ["BookshelfCore", "CSQLite", "CStarterCatalog"]),
    // Platform: termination signals, isatty, window size, waiting for input (Glibc only).
    .target(name: "BookshelfPlatform"),
    // Data (media): cover URL rules, safe fetching, memory and disk caches, decoding, terminal
    // pictures. HTTP only through Core's `HTTPClient` port.
    .target(
      name: "BookshelfCovers",
      dependencies: ["BookshelfCore", "CTurboJPEG", "CPNG", "CWebP", "CGIF", "CChafa"]),
    // Presentation: @Observable view models, text layout for fixed-width screens.
    .target(name: "BookshelfPresentation", dependencies: ["BookshelfCore"]),
    // UI: the interactive terminal app on ncursesw.
    .target(
      name: "BookshelfTerminal",
      dependencies: ["BookshelfPresentation", "BookshelfCore", "BookshelfPlatform", "CNCursesW"]),
    // UI (web): the HTTP server, the JSON API, the page's files, the security rules.
    .target(
      name: "BookshelfServer",
      dependencies: [
        "BookshelfPresentation", "BookshelfCore", "CMicroHTTPD", "CMicroHTTPDShim", "CWebAssets",
      ]),
    // Composition root and commands of the `bookshelf` CLI.
    .target(
      name: "BookshelfCLI",
      dependencies: [
        "BookshelfCore", "BookshelfProviders", "BookshelfStore", "BookshelfPresentation",
        "BookshelfPlatform", "BookshelfTerminal", "BookshelfCovers", "BookshelfServer",
      ]),
    .executableTarget(name: "bookshelf", dependencies: ["BookshelfCLI"]),
    .executableTarget(
      name: "bookshelf-bench",
      dependencies: [
        "BookshelfCore", "BookshelfProviders", "BookshelfStore", "BookshelfPresentation",
        "BookshelfTestSupport", "BookshelfCLI", "BookshelfTerminal", "BookshelfCovers",
        "CTurboJPEG",
      ]),

    // Fakes and fixture loading for tests and benchmarks.
    .target(
      name: "BookshelfTestSupport",
      // The image encoders: tests and benchmarks make their own covers (`TestImages`).
      dependencies: ["BookshelfCore", "BookshelfProviders", "CTurboJPEG", "CPNG", "CWebP"],
      resources: [.copy("Fixtures")]),

    .testTarget(
      name: "BookshelfCoreTests", dependencies: ["BookshelfCore", "BookshelfTestSupport"]),
    .testTarget(
      name: "BookshelfProvidersTests",
      dependencies: ["BookshelfProviders", "BookshelfTestSupport", "BookshelfPresentation"]),
    .testTarget(
      name: "BookshelfStoreTests",
      dependencies: [
        "BookshelfStore", "BookshelfProviders", "BookshelfTestSupport", "BookshelfPresentation",
      ]
    ),
    .testTarget(
      name: "BookshelfCoversTests",
      // The C libraries too: the tests encode their own images with them.
      dependencies: [
        "BookshelfCovers", "BookshelfTestSupport", "BookshelfProviders", "CTurboJPEG", "CPNG", "CWebP",
        "CGIF", "CChafa",
      ]),
    .testTarget(
      name: "BookshelfPresentationTests",
      dependencies: ["BookshelfPresentation", "BookshelfTestSupport"]),
    .testTarget(
      name: "BookshelfPlatformTests", dependencies: ["BookshelfPlatform"]),
    .testTarget(
      name: "BookshelfTerminalTests",
      dependencies: ["BookshelfTerminal", "BookshelfTestSupport"]),
    .testTarget(
      name: "BookshelfServerTests",
      dependencies: ["BookshelfServer", "BookshelfTestSupport", "BookshelfPresentation", "CWebAssets"]),
    .testTarget(
      name: "BookshelfCLITests",
      dependencies: ["BookshelfCLI", "BookshelfTestSupport", "bookshelf"]),
  ],
  swiftLanguageModes: [.v6]
)

// Swift settings once for all targets (system libraries take none).
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
