import BookshelfTestSupport

@testable import BookshelfCovers

extension TestImages {
  /// A bitmap of one colour.
  static func solid(width: Int, height: Int, _ color: (UInt8, UInt8, UInt8, UInt8)) -> Bitmap? {
    Bitmap(width: width, height: height, pixels: pixels(width: width, height: height) { _, _ in color })
  }

  /// The RGBA of the pixel at (x, y).
  static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * bitmap.width + x) * 4
    return Array(bitmap.pixels[start..<(start + 4)])
  }
}
