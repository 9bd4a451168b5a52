import BookshelfCore
import CWebP

/// WebP through libwebp: `WebPGetInfo` reads the size from the header, which is checked, then
/// `WebPDecodeRGBAInto` decodes into a buffer of exactly that size (it fails rather than write
/// past it). Animated WebP is not decoded (`.undecodable`).
enum WebPDecoding {
  static func decode(_ bytes: [UInt8]) throws(CoverAbsence) -> Bitmap {
    try bytes.withUnsafeBufferPointer { input throws(CoverAbsence) -> Bitmap in
      guard let base = input.baseAddress else { throw .undecodable }
      var width: Int32 = 0
      var height: Int32 = 0
      guard WebPGetInfo(base, input.count, &width, &height) != 0 else { throw .undecodable }
      try DecodeLimits.check(width: Int(width), height: Int(height))
      return try DecodeLimits.bitmap(width: Int(width), height: Int(height)) { pixels, count in
        WebPDecodeRGBAInto(base, input.count, pixels, count, width * 4) != nil
      }
    }
  }
}
