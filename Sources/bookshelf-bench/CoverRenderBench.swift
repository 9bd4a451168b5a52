/// The decode and render benchmark of the covers-and-caches issue (#12).
func runCoverRenderBenchmarks() async throws {
  print("  (not written yet)")
}
