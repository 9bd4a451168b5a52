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

if wants("shelf") {
  try await runShelfBenchmarks()
}
