print("bookshelf-bench: no benchmarks yet")
