import CChafa

/// SHA-256 by glib's `g_compute_checksum_for_data` (reached through `CChafa`, whose shim
/// includes `glib.h`): a well-kept implementation instead of our own.
enum SHA256 {
  /// The digest of `bytes` as 64 lower-case hex digits.
  static func hex(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBytes { raw in
      let data = raw.baseAddress?.assumingMemoryBound(to: guchar.self)
      guard let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, data, gsize(raw.count)) else {
        return ""
      }
      defer { g_free(digest) }
      return String(cString: digest)
    }
  }

  /// The digest of the UTF-8 bytes of `text`.
  static func hex(_ text: String) -> String { hex(Array(text.utf8)) }
}
