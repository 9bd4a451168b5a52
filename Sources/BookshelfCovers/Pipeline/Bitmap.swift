import BookshelfCore

/// A decoded image: `width` × `height` pixels of 8-bit RGBA, row-major, no row padding.
public struct Bitmap: Sendable, Hashable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha per pixel.
  public let pixels: [UInt8]

  /// A bitmap; nil when `pixels` does not hold exactly `width * height * 4` bytes.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0, width <= Bitmap.maxSide, height <= Bitmap.maxSide,
      pixels.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Largest width or height accepted from a decoder (4096 pixels).
  public static let maxSide = 4096

  /// Memory the pixels take, in bytes (what the memory cache counts).
  public var byteCount: Int { pixels.count }
}

/// Decodes validated image bytes into a `Bitmap` (libjpeg-turbo, libpng, libwebp).
public protocol ImageDecoding: Sendable {
  /// The pixels of `bytes`, which `ImageFormat.sniff` said are `format`.
  /// - Throws: `CoverAbsence.tooLarge` when the header declares more than 4096 pixels on a side
  ///   (checked before any pixel is decoded); `.undecodable` for damaged data or a format
  ///   without a decoder.
  func decode(_ bytes: [UInt8], format: ImageFormat) throws(CoverAbsence) -> Bitmap
}

/// Draws a `Bitmap` for a terminal (libchafa).
public protocol PictureRendering: Sendable {
  /// `bitmap` fitted inside `size` cells (aspect kept, centred), drawn for `graphics`.
  /// - Returns: cells for `.symbols`, an escape sequence for `.kitty`, `.sixel`, `.iterm2`;
  ///   nil for `.none` or an empty size.
  func render(_ bitmap: Bitmap, size: CellSize, graphics: TerminalGraphics) -> CoverPicture?
}
