import BookshelfCore
import CTurboJPEG

/// JPEG through TurboJPEG: the header (`tjDecompressHeader3`) is read and checked first, then the
/// pixels are decoded to RGBA with `TJFLAG_LIMITSCANS` (a progressive JPEG with thousands of
/// scans, a CPU bomb, fails instead of running for minutes) and `TJFLAG_STOPONWARNING` (a
/// truncated or damaged file fails instead of being filled with grey).
enum JPEGDecoding {
  static func decode(_ bytes: [UInt8]) throws(CoverAbsence) -> Bitmap {
    guard !bytes.isEmpty, let handle = tjInitDecompress() else { throw .undecodable }
    defer { tjDestroy(handle) }
    return try bytes.withUnsafeBufferPointer { input throws(CoverAbsence) -> Bitmap in
      guard let base = input.baseAddress else { throw .undecodable }
      let size = UInt(input.count)
      var width: Int32 = 0
      var height: Int32 = 0
      var subsampling: Int32 = 0
      var colorspace: Int32 = 0
      guard
        tjDecompressHeader3(handle, base, size, &width, &height, &subsampling, &colorspace) == 0
      else { throw .undecodable }
      try DecodeLimits.check(width: Int(width), height: Int(height))
      let flags = Int32(TJFLAG_LIMITSCANS) | Int32(TJFLAG_STOPONWARNING)
      return try DecodeLimits.bitmap(width: Int(width), height: Int(height)) { pixels, _ in
        tjDecompress2(
          handle, base, size, pixels, width, width * 4, height, Int32(TJPF_RGBA.rawValue), flags)
          == 0
      }
    }
  }
}
