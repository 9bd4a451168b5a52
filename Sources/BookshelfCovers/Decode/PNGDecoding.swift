import BookshelfCore
import CPNG

/// PNG through libpng's simplified API: `png_image_begin_read_from_memory` reads the header,
/// the size is checked, then `png_image_finish_read` converts any PNG (palette, grey, 16-bit,
/// interlaced) to 8-bit RGBA. Errors come back as return values (no `setjmp` on this side).
enum PNGDecoding {
  /// `PNG_FORMAT_RGBA` (a macro expression Swift does not import): colour with alpha.
  static let formatRGBA: UInt32 = 0x02 | 0x01

  static func decode(_ bytes: [UInt8]) throws(CoverAbsence) -> Bitmap {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = bytes.withUnsafeBufferPointer { input -> Bool in
      guard let base = input.baseAddress else { return false }
      return png_image_begin_read_from_memory(&image, base, input.count) != 0
    }
    // A failed call has freed its state already; after a successful begin, every way out frees.
    guard began else { throw .undecodable }
    defer { png_image_free(&image) }
    let width = Int(image.width)
    let height = Int(image.height)
    try DecodeLimits.check(width: width, height: height)
    image.format = formatRGBA
    return try DecodeLimits.bitmap(width: width, height: height) { pixels, _ in
      // Warnings (an sRGB profile libpng dislikes) are harmless; truncated or corrupt image
      // data is an error and fails here.
      png_image_finish_read(&image, nil, pixels, Int32(width * 4), nil) != 0
    }
  }
}
