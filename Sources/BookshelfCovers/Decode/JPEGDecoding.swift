import BookshelfCore
import CTurboJPEG

/// JPEG through TurboJPEG: the header (`tjDecompressHeader3`) is read and checked first, then the
/// pixels are decoded to RGBA with `TJFLAG_LIMITSCANS` (a progressive JPEG with thousands of
/// scans, a CPU bomb, fails instead of running for minutes) and `TJFLAG_STOPONWARNING` (a
/// truncated or damaged file fails instead of being filled with grey). CMYK and YCCK JPEGs
/// (print covers), which TurboJPEG cannot turn into RGB, are decoded to CMYK and converted here.
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
      let cmyk =
        colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
      let format = cmyk ? TJPF_CMYK : TJPF_RGBA
      return try DecodeLimits.bitmap(width: Int(width), height: Int(height)) { pixels, count in
        guard
          tjDecompress2(
            handle, base, size, pixels, width, width * 4, height, Int32(format.rawValue), flags)
            == 0
        else { return false }
        if cmyk { convertInvertedCMYK(pixels, count: count) }
        return true
      }
    }
  }

  /// Turns `count` bytes of CMYK pixels into opaque RGBA in place, reading them as Adobe
  /// (inverted) CMYK, 255 meaning no ink, as Photoshop writes them and browsers read them:
  /// red = C × K / 255, and so on. No colour management: a print profile is not applied.
  static func convertInvertedCMYK(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
    for start in stride(from: 0, to: count - 3, by: 4) {
      let key = UInt16(pixels[start + 3])
      for channel in 0..<3 {
        pixels[start + channel] = UInt8((UInt16(pixels[start + channel]) * key + 127) / 255)
      }
      pixels[start + 3] = 255
    }
  }
}
