import BookshelfCore
import CGIF

/// GIF through giflib's record-by-record API (never `DGifSlurp`, which keeps every frame): the
/// logical screen size from `DGifOpen` is checked first, then only the first frame is decoded,
/// line by line, through its colour map (local, else global), with the graphics-control
/// extension's transparent index as alpha 0. Pixels outside the frame stay transparent.
enum GIFDecoding {
  /// Extension records read before the first frame at most (each needs input bytes anyway).
  static let maxRecordsBeforeImage = 10_000

  /// The bytes giflib reads from, and how far it got.
  struct Input {
    let base: UnsafePointer<UInt8>
    let count: Int
    var offset = 0
  }

  static func decode(_ bytes: [UInt8]) throws(CoverAbsence) -> Bitmap {
    try bytes.withUnsafeBufferPointer { buffer throws(CoverAbsence) -> Bitmap in
      guard let base = buffer.baseAddress else { throw .undecodable }
      var input = Input(base: base, count: buffer.count)
      return try withUnsafeMutablePointer(to: &input) { pointer throws(CoverAbsence) -> Bitmap in
        var error: Int32 = 0
        guard let gif = DGifOpen(pointer, read, &error) else { throw .undecodable }
        defer { DGifCloseFile(gif, &error) }
        return try firstFrame(of: gif)
      }
    }
  }

  /// giflib's input callback: copies up to `length` bytes, answering how many it copied.
  static let read: InputFunc = { gif, destination, length in
    guard let gif, let destination, length > 0,
      let input = gif.pointee.UserData?.assumingMemoryBound(to: Input.self)
    else { return 0 }
    let count = min(Int(length), input.pointee.count - input.pointee.offset)
    guard count > 0 else { return 0 }
    destination.update(from: input.pointee.base + input.pointee.offset, count: count)
    input.pointee.offset += count
    return Int32(count)
  }

  static func firstFrame(of gif: UnsafeMutablePointer<GifFileType>) throws(CoverAbsence) -> Bitmap {
    let width = Int(gif.pointee.SWidth)
    let height = Int(gif.pointee.SHeight)
    try DecodeLimits.check(width: width, height: height)
    var transparent = -1
    for _ in 0..<maxRecordsBeforeImage {
      var record = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(gif, &record) == GIF_OK else { throw .undecodable }
      switch record {
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(gif) == GIF_OK else { throw .undecodable }
        return try frame(of: gif, width: width, height: height, transparent: transparent)
      case EXTENSION_RECORD_TYPE:
        transparent = try extensionRecord(of: gif) ?? transparent
      default:
        throw .undecodable  // the end before any frame, or an unknown record
      }
    }
    throw .undecodable
  }

  /// Reads one extension record; the transparent colour index when it is a graphics control
  /// block that names one.
  static func extensionRecord(of gif: UnsafeMutablePointer<GifFileType>) throws(CoverAbsence)
    -> Int?
  {
    var code: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw .undecodable }
    var transparent: Int?
    // The first sub-block of a graphics control extension: length 4, flags, delay (2), index.
    if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4, block[1] & 0x01 == 1 {
      transparent = Int(block[4])
    }
    while block != nil {
      guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw .undecodable }
    }
    return transparent
  }

  /// The frame just described, decoded onto a transparent `width` × `height` screen.
  static func frame(
    of gif: UnsafeMutablePointer<GifFileType>, width: Int, height: Int, transparent: Int
  ) throws(CoverAbsence) -> Bitmap {
    let image = gif.pointee.Image
    let frameWidth = Int(image.Width)
    let frameHeight = Int(image.Height)
    try DecodeLimits.check(width: frameWidth, height: frameHeight)
    guard let map = image.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
      throw .undecodable
    }
    let colorCount = Int(map.pointee.ColorCount)
    let left = Int(image.Left)
    let top = Int(image.Top)
    let rows = rowOrder(height: frameHeight, interlaced: image.Interlace)
    var line = [GifPixelType](repeating: 0, count: frameWidth)
    return try DecodeLimits.bitmap(width: width, height: height) { pixels, _ in
      for row in rows {
        let read = line.withUnsafeMutableBufferPointer {
          DGifGetLine(gif, $0.baseAddress, Int32(frameWidth))
        }
        guard read == GIF_OK else { return false }
        let y = top + row
        guard y >= 0, y < height else { continue }
        for (column, index) in line.enumerated() {
          let x = left + column
          let value = Int(index)
          guard x >= 0, x < width, value != transparent, value < colorCount else { continue }
          let color = colors[value]
          let target = pixels + (y * width + x) * 4
          target[0] = color.Red
          target[1] = color.Green
          target[2] = color.Blue
          target[3] = 255
        }
      }
      return true
    }
  }

  /// The rows in the order a frame stores them: top to bottom, or the four interlace passes
  /// (every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
  static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
    guard interlaced else { return Array(0..<height) }
    return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
      Array(stride(from: start, to: height, by: step))
    }
  }
}
