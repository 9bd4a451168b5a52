/// The cached search process time benchmark of the covers-and-caches issue (#12).
func runCachedSearchBenchmark() async throws {
  print("  (not written yet)")
}
