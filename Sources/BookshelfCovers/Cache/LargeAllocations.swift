#if canImport(Glibc)
  import Glibc
#endif

/// How a process that keeps decoded covers allocates large buffers.
///
/// A cover bitmap is about 1 MiB. glibc's malloc serves such blocks by `mmap` at first, but
/// after the first one is freed it raises its threshold and serves the next from its heaps,
/// where freed bitmaps stay resident as fragments: browsing 1,200 covers then grows the resident
/// set by tens of MB beyond the memory cache's own limit. A fixed threshold keeps every block
/// of `threshold` bytes or more in its own mapping, returned to the system the moment the cache
/// lets it go. Called once by the composition root (a process-wide setting).
public enum LargeAllocations {
  /// Blocks of at least `threshold` bytes (default 256 KiB) are mapped on their own and
  /// unmapped when freed. Returns false where the C library does not offer it.
  @discardableResult
  public static func returnToTheSystemWhenFreed(threshold: Int = 256 << 10) -> Bool {
    #if canImport(Glibc)
      // `mallopt` is declared in <malloc.h>, which the Glibc module does not export: look it
      // up by name (RTLD_DEFAULT is the null handle in glibc).
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return false }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      return mallopt(mmapThreshold, Int32(clamping: threshold)) == 1
    #else
      return false
    #endif
  }
}
