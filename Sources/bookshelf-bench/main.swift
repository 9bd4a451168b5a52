// bookshelf-bench: the performance checks of the issues, run in release mode:
//   swift build -c release --static-swift-stdlib   (both executables; the cli suite runs bookshelf)
//   .build/release/bookshelf-bench [suite…]
// Suites: soak (view models), providers (decode + map 50-item pages), cli (bookshelf
// start-to-exit against a loopback server), terminal (frame and keystroke latency), shelf
// (import/list/save). Default: every one of those.
// catalog (issue 4): `bookshelf-bench catalog [--million FILE] [--only 10k,gutenberg,1m] …`
// (options after the suite name; not part of the default run: it builds catalogs on disk).
// covers (issue 12): cover cache hits, decode + render, browsing 1,200 covers, a cached search.
// server (issue 13): `bookshelf-bench server [--binary .build/release/bookshelf] [--runs 3]
// [--browser]`: wrk on the web API, server memory, page weight, keystroke → grid in Chromium
// (options after the suite name; not part of the default run).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let requested = Set(arguments)
func wants(_ suite: String) -> Bool { requested.isEmpty || requested.contains(suite) }

if arguments.first == "catalog" {
  try await runCatalogBenchmarks(arguments: Array(arguments.dropFirst()))
} else if arguments.first == "server" {
  try await runServerBenchmarks(arguments: Array(arguments.dropFirst()))
} else {
  if wants("soak") {
    print("== soak: view models under simulated typing and scrolling")
    await runPresentationSoak()
  }
  if wants("providers") {
    print("== providers: decode and map one 50-item page per provider")
    try runProviderBenchmarks()
  }
  if wants("cli") {
    print("== cli: bookshelf search and --version wall time")
    try runCLIBenchmarks()
  }
  if wants("terminal") {
    print("== terminal: frame render time and keystroke-to-screen latency")
    await runTerminalBenchmarks()
  }
  if wants("covers") {
    print("== covers: cache hits, decode + render, browsing covers, a cached search")
    try await runCoverCacheBenchmarks()
    try await runCoverRenderBenchmarks()
    try await runCoverBrowseBenchmark()
    try await runCachedSearchBenchmark()
  }
  if wants("shelf") {
    print("== shelf: import, list and save")
    try await runShelfBenchmarks()
  }
}
