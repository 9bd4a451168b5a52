import BookshelfCore

/// Sizes of files and caches as people read them, in binary units: the one size format of
/// `catalog stats` and `cache stats`.
public enum ByteSize {
  /// A size as people read it: `512 B`, `12.5 KiB`, `3.0 MiB`, `1.2 GiB` (one decimal).
  public static func text(_ bytes: Int) -> String {
    let value = Double(max(0, bytes))
    if value < 1024 { return "\(max(0, bytes)) B" }
    for (unit, scale) in [("KiB", 1024.0), ("MiB", 1_048_576.0)] where value < scale * 1024 {
      return oneDecimal(value / scale) + " " + unit
    }
    return oneDecimal(value / 1_073_741_824) + " GiB"
  }

  private static func oneDecimal(_ value: Double) -> String {
    let tenths = SafeNumber.int((value * 10).rounded()) ?? 0
    return "\(tenths / 10).\(tenths % 10)"
  }
}
