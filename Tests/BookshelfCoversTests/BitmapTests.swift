import Testing

@testable import BookshelfCovers

@Suite("Bitmap: pixel buffers the decoders hand over")
struct BitmapTests {
  @Test("a buffer of the wrong size or a side over 4096 pixels is no bitmap")
  func refusesWrongSizes() {
    #expect(Bitmap(width: 2, height: 2, pixels: Array(repeating: 0, count: 16))?.byteCount == 16)
    #expect(Bitmap(width: 2, height: 2, pixels: Array(repeating: 0, count: 15)) == nil)
    #expect(Bitmap(width: 4097, height: 1, pixels: Array(repeating: 0, count: 4097 * 4)) == nil)
    #expect(Bitmap(width: 0, height: 0, pixels: []) == nil)
  }
}
