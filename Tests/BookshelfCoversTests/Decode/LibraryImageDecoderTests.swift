import BookshelfCore
import BookshelfTestSupport
import CTurboJPEG
import Testing

@testable import BookshelfCovers

@Suite("LibraryImageDecoder: JPEG, PNG and WebP to RGBA")
struct LibraryImageDecoderTests {
  let decoder = LibraryImageDecoder()

  @Test("a JPEG decodes to its size and colours (red left, blue right)")
  func decodesJPEG() throws {
    let bytes = TestImages.jpeg(TestImages.halves(width: 32, height: 24), width: 32, height: 24)
    #expect(ImageFormat.sniff(bytes) == .jpeg)
    let bitmap = try decoder.decode(bytes, format: .jpeg)
    #expect(bitmap.width == 32 && bitmap.height == 24)
    #expect(TestImages.near(TestImages.pixel(bitmap, 2, 12), [255, 0, 0, 255]))
    #expect(TestImages.near(TestImages.pixel(bitmap, 29, 12), [0, 0, 255, 255]))
  }

  @Test("a CMYK (YCCK) JPEG decodes as Adobe inverted CMYK: red left, blue right")
  func decodesCMYKJPEG() throws {
    // Inverted CMYK, 255 = no ink: red is C 255, M 0, Y 0, K 255; blue is C 0, M 0, Y 255.
    let cmyk = TestImages.pixels(width: 32, height: 24) { x, _ in
      x < 16 ? (255, 0, 0, 255) : (0, 0, 255, 255)
    }
    let bytes = TestImages.jpeg(cmyk, width: 32, height: 24, format: TJPF_CMYK)
    #expect(ImageFormat.sniff(bytes) == .jpeg)
    let bitmap = try decoder.decode(bytes, format: .jpeg)
    #expect(bitmap.width == 32 && bitmap.height == 24)
    #expect(TestImages.near(TestImages.pixel(bitmap, 2, 12), [255, 0, 0, 255]))
    #expect(TestImages.near(TestImages.pixel(bitmap, 29, 12), [0, 0, 255, 255]))
  }

  @Test("a PNG decodes exactly, alpha included")
  func decodesPNG() throws {
    let pixels = TestImages.pixels(width: 5, height: 3) { x, y in
      (UInt8(x * 50), UInt8(y * 100), 7, x == 4 ? 0 : 255)
    }
    let bytes = TestImages.png(pixels, width: 5, height: 3)
    #expect(ImageFormat.sniff(bytes) == .png)
    let bitmap = try decoder.decode(bytes, format: .png)
    #expect(bitmap.width == 5 && bitmap.height == 3)
    #expect(bitmap.pixels == pixels)
    #expect(TestImages.pixel(bitmap, 4, 2)[3] == 0)
  }

  @Test("a lossless WebP decodes exactly; a lossy one to nearly its colours")
  func decodesWebP() throws {
    let pixels = TestImages.halves(width: 40, height: 20)
    let lossless = TestImages.webp(pixels, width: 40, height: 20)
    #expect(ImageFormat.sniff(lossless) == .webp)
    let exact = try decoder.decode(lossless, format: .webp)
    #expect(exact.width == 40 && exact.height == 20)
    #expect(exact.pixels == pixels)
    let lossy = try decoder.decode(
      TestImages.webp(pixels, width: 40, height: 20, quality: 90), format: .webp)
    #expect(lossy.width == 40 && lossy.height == 20)
    #expect(TestImages.near(TestImages.pixel(lossy, 3, 10), [255, 0, 0, 255], tolerance: 24))
    #expect(TestImages.near(TestImages.pixel(lossy, 36, 10), [0, 0, 255, 255], tolerance: 24))
  }

  @Test("a GIF's first frame decodes through its palette, the transparent index as alpha 0")
  func decodesGIF() throws {
    let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 0, 255), (0, 255, 0)]
    // 4 × 3: a row of red, a row of blue, a row of green with its last pixel transparent (2).
    let indices: [UInt8] = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 0]
    for interlaced in [false, true] {
      let bytes = TestImages.gif(
        indices: indices, width: 4, height: 3, palette: palette, transparent: 0,
        interlaced: interlaced)
      #expect(ImageFormat.sniff(bytes) == .gif)
      let bitmap = try decoder.decode(bytes, format: .gif)
      #expect(bitmap.width == 4 && bitmap.height == 3)
      #expect(TestImages.pixel(bitmap, 0, 0) == [0, 0, 0, 0], "index 0 is transparent")
      #expect(TestImages.pixel(bitmap, 2, 1) == [0, 0, 255, 255])
      #expect(TestImages.pixel(bitmap, 1, 2) == [0, 255, 0, 255])
      #expect(TestImages.pixel(bitmap, 3, 2) == [0, 0, 0, 0])
    }
    let opaque = try decoder.decode(
      TestImages.gif(indices: indices, width: 4, height: 3, palette: palette), format: .gif)
    #expect(TestImages.pixel(opaque, 0, 0) == [255, 0, 0, 255])
  }

  @Test("empty bytes are undecodable in every format")
  func emptyIsUndecodable() {
    for format in ImageFormat.allCases {
      #expect(throws: CoverAbsence.undecodable) { try decoder.decode([], format: format) }
    }
  }

  @Test("the largest side accepted is 4096 pixels")
  func acceptsTheLimit() throws {
    let pixels = [UInt8](repeating: 200, count: 4096 * 2 * 4)
    let bitmap = try decoder.decode(TestImages.png(pixels, width: 4096, height: 2), format: .png)
    #expect(bitmap.width == 4096 && bitmap.height == 2)
    #expect(
      throws: CoverAbsence.tooLarge,
      performing: {
        let wider = [UInt8](repeating: 200, count: 4097 * 4)
        try decoder.decode(TestImages.png(wider, width: 4097, height: 1), format: .png)
      })
  }
}
