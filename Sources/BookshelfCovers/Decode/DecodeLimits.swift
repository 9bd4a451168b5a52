import BookshelfCore

/// The checks every decoder makes on the size its header declares, before any allocation.
enum DecodeLimits {
  /// Throws unless `width` × `height` is a picture the decoders accept.
  /// - Throws: `.undecodable` for a side of 0 or less (a broken header); `.tooLarge` for a side
  ///   over `Bitmap.maxSide`.
  static func check(width: Int, height: Int) throws(CoverAbsence) {
    guard width > 0, height > 0 else { throw .undecodable }
    guard width <= Bitmap.maxSide, height <= Bitmap.maxSide else { throw .tooLarge }
  }

  /// An RGBA buffer of `width * height * 4` bytes filled by `fill` (which answers whether it
  /// succeeded), as a `Bitmap`. The sizes must have passed `check` first.
  /// - Throws: `.undecodable` when `fill` fails.
  static func bitmap(
    width: Int, height: Int, fill: (UnsafeMutablePointer<UInt8>, Int) -> Bool
  ) throws(CoverAbsence) -> Bitmap {
    let count = width * height * 4
    var succeeded = false
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        // Cleared first: a library that fails half-way never leaves uninitialised memory behind.
        base.initialize(repeating: 0, count: count)
        succeeded = fill(base, count)
      }
      initialized = count
    }
    guard succeeded, let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
      throw .undecodable
    }
    return bitmap
  }
}
