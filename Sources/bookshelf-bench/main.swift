// bookshelf-bench: the performance checks of the issues, run in release mode:
//   swift build -c release --product bookshelf-bench
//   .build/release/bookshelf-bench [suite…]
// Suites: soak (view models), shelf (import/list/save). Default: every suite.
import Foundation

let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ suite: String) -> Bool { requested.isEmpty || requested.contains(suite) }

if wants("soak") {
  print("== soak: view models under simulated typing and scrolling")
  await runPresentationSoak()
}

// catalog (issue 4): `bookshelf-bench catalog [--million FILE] [--only 10k,gutenberg,1m] …`
// (options after the suite name; not part of the default run: it builds catalogs on disk).
if CommandLine.arguments.dropFirst().first == "catalog" {
  try await runCatalogBenchmarks(arguments: Array(CommandLine.arguments.dropFirst(2)))
}

if wants("shelf") {
  try await runShelfBenchmarks()
}
