import BookshelfTestSupport
import CGIF

@testable import BookshelfCovers

extension TestImages {
  /// A one-frame GIF of palette `indices` (row-major), encoded by giflib: `palette` padded to a
  /// power of two, an optional transparent index (a graphics control extension), interlaced or
  /// not. Empty when giflib fails.
  static func gif(
    indices: [UInt8], width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)],
    transparent: UInt8? = nil, interlaced: Bool = false
  ) -> [UInt8] {
    var output: [UInt8] = []
    var error: Int32 = 0
    var colors = palette.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
    colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: max(0, 256 - colors.count))
    let count = min(256, palette.count <= 2 ? 2 : palette.count <= 4 ? 4 : palette.count <= 16 ? 16 : 256)
    guard let map = colors.withUnsafeBufferPointer({ GifMakeMapObject(Int32(count), $0.baseAddress) }) else {
      return []
    }
    defer { GifFreeMapObject(map) }
    let ok = withUnsafeMutablePointer(to: &output) { sink -> Bool in
      guard let gif = EGifOpen(sink, write, &error) else { return false }
      EGifSetGifVersion(gif, true)
      var good = EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK
      if let transparent, good {
        let block: [UInt8] = [0x01, 0, 0, transparent]
        good = EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, block) == GIF_OK
      }
      good = good && EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), interlaced, nil) == GIF_OK
      for row in GIFDecoding.rowOrder(height: height, interlaced: interlaced) where good {
        var line = Array(indices[(row * width)..<((row + 1) * width)])
        good = EGifPutLine(gif, &line, Int32(width)) == GIF_OK
      }
      return EGifCloseFile(gif, &error) == GIF_OK && good
    }
    return ok ? output : []
  }

  /// giflib's output callback: appends to the `[UInt8]` its user data points at.
  static let write: OutputFunc = { gif, bytes, length in
    guard let gif, let bytes, length > 0,
      let sink = gif.pointee.UserData?.assumingMemoryBound(to: [UInt8].self)
    else { return 0 }
    sink.pointee += UnsafeBufferPointer(start: bytes, count: Int(length))
    return length
  }
}
