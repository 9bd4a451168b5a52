import CPNG
import CTurboJPEG
import CWebP
import Foundation

/// Images tests and benchmarks make themselves, encoded with the same libraries the decoders
/// use (TurboJPEG, libpng, libwebp): the one image encoder of the test code.
public enum TestImages {
  /// RGBA pixels of a `width` × `height` picture whose pixel at (x, y) is `color(x, y)`.
  public static func pixels(
    width: Int, height: Int, color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) -> [UInt8] {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let (red, green, blue, alpha) = color(x, y)
        pixels += [red, green, blue, alpha]
      }
    }
    return pixels
  }

  /// A picture red on the left half and blue on the right, opaque.
  public static func halves(width: Int, height: Int) -> [UInt8] {
    pixels(width: width, height: height) { x, _ in x < width / 2 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
  }

  /// `pixels` (RGBA, or CMYK for `TJPF_CMYK`, which TurboJPEG writes as a YCCK JPEG) as a
  /// baseline JPEG (chroma `subsampling` 4:4:4 unless given, quality 95), or empty when
  /// TurboJPEG fails.
  public static func jpeg(
    _ pixels: [UInt8], width: Int, height: Int, quality: Int32 = 95, format: TJPF = TJPF_RGBA,
    subsampling: TJSAMP = TJSAMP_444
  ) -> [UInt8] {
    guard let handle = tjInitCompress() else { return [] }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let status = pixels.withUnsafeBufferPointer {
      tjCompress2(
        handle, $0.baseAddress, Int32(width), Int32(width * 4), Int32(height),
        Int32(format.rawValue), &output, &size, Int32(subsampling.rawValue), quality, 0)
    }
    defer { tjFree(output) }
    guard status == 0, let output else { return [] }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }

  /// `pixels` as an 8-bit RGBA PNG, or empty when libpng fails.
  public static func png(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    var size = 0
    let measured = pixels.withUnsafeBufferPointer {
      png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(width * 4), nil)
    }
    guard measured != 0, size > 0 else { return [] }
    var output = [UInt8](repeating: 0, count: size)
    let written = output.withUnsafeMutableBufferPointer { out in
      pixels.withUnsafeBufferPointer {
        png_image_write_to_memory(
          &image, out.baseAddress, &size, 0, $0.baseAddress, Int32(width * 4), nil)
      }
    }
    guard written != 0 else { return [] }
    return Array(output.prefix(size))
  }

  /// `pixels` as a WebP (lossless unless `quality` is given), or empty when libwebp fails.
  public static func webp(_ pixels: [UInt8], width: Int, height: Int, quality: Float? = nil) -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>?
    let size = pixels.withUnsafeBufferPointer { input in
      if let quality {
        WebPEncodeRGBA(input.baseAddress, Int32(width), Int32(height), Int32(width * 4), quality, &output)
      } else {
        WebPEncodeLosslessRGBA(input.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
      }
    }
    defer { WebPFree(output) }
    guard size > 0, let output else { return [] }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  /// Whether two colours differ by at most `tolerance` per channel.
  public static func near(_ a: [UInt8], _ b: [UInt8], tolerance: Int = 8) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
  }

  /// The CRC-32 PNG chunks carry (over type and data).
  public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// A cover-like test image as a PNG: red at the top fading to blue at the bottom, with a
  /// white band.
  public static func sampleCover(width: Int = 48, height: Int = 72) -> Data {
    let rgba = pixels(width: width, height: height) { _, y in
      if y > height * 2 / 5, y < height / 2 { return (255, 255, 255, 255) }
      let t = height > 1 ? Double(y) / Double(height - 1) : 0
      return (UInt8(255 * (1 - t)), 0, UInt8(255 * t), 255)
    }
    return Data(png(rgba, width: width, height: height))
  }
}
