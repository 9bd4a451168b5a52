/// The memory and disk cover cache hits benchmark of the covers-and-caches issue (#12).
func runCoverCacheBenchmarks() async throws {
  print("  (not written yet)")
}
