import BookshelfCore

/// The cover decoder on Debian's libraries: JPEG through libjpeg-turbo's TurboJPEG, PNG through
/// libpng's simplified API, WebP through libwebp, GIF (its first frame) through giflib.
///
/// Every decoder reads the header first and refuses more than `Bitmap.maxSide` (4096) pixels on
/// a side with `.tooLarge` before it allocates or decodes any pixel, so a small file declaring a
/// huge picture (a decompression bomb) costs nothing. Damaged or truncated data (warnings
/// included) is `.undecodable`. Stateless and safe to share between tasks: each call makes and
/// frees its own library handles.
public struct LibraryImageDecoder: ImageDecoding {
  /// A decoder.
  public init() {}

  /// The RGBA pixels of `bytes` decoded as `format`.
  /// - Throws: `CoverAbsence.tooLarge` for more than 4096 pixels on a side (from the header,
  ///   before decoding); `.undecodable` for damaged, truncated or empty data and animated WebP.
  public func decode(_ bytes: [UInt8], format: ImageFormat) throws(CoverAbsence) -> Bitmap {
    switch format {
    case .jpeg: return try JPEGDecoding.decode(bytes)
    case .png: return try PNGDecoding.decode(bytes)
    case .webp: return try WebPDecoding.decode(bytes)
    case .gif: return try GIFDecoding.decode(bytes)
    }
  }
}
