/// The browsing 1200 covers peak RSS benchmark of the covers-and-caches issue (#12).
func runCoverBrowseBenchmark() async throws {
  print("  (not written yet)")
}
