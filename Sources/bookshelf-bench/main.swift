print("bookshelf-bench: no benchmarks yet")
await runPresentationSoak()
