// bookshelf-bench: the performance checks of the issues, run in release mode:
//   swift build -c release --product bookshelf-bench --product bookshelf
//   .build/release/bookshelf-bench [suite…]
// Suites: soak (view models), providers (decode + map 50-item pages), cli (bookshelf
// start-to-exit against a loopback server). Default: every suite.
import Foundation

let requested = Set(CommandLine.arguments.dropFirst())
func wants(_ suite: String) -> Bool { requested.isEmpty || requested.contains(suite) }

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
