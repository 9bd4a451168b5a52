if CommandLine.arguments.dropFirst().first == "catalog" {
  try await runCatalogBenchmarks(arguments: Array(CommandLine.arguments.dropFirst(2)))
} else {
  print("bookshelf-bench: no benchmarks yet (try: bookshelf-bench catalog)")
}
