import BookshelfCore
import BookshelfCovers
import BookshelfTestSupport
import CTurboJPEG

// The decode and render benchmark of the covers-and-caches issue (#12), release build: a
// generated 120×174 JPEG (Kakao's thumbnail size) decoded with TurboJPEG and drawn by chafa as a
// 20×12-cell symbol picture in 24-bit colour (target ≤ 5 ms median), decode alone, render alone,
// the same for a 600×900 JPEG, and the other picture kinds for reference.

/// Runs the decode and render benchmarks and prints their medians beside the target.
func runCoverRenderBenchmarks() async throws {
  let decoder = LibraryImageDecoder()
  let renderer = ChafaPictureRenderer()
  let size = CellSize(columns: 20, rows: 12)
  print("decode + render (generated JPEGs, 20×12 cells, median / p95 of 300 after warm-up)")
  for (width, height) in [(120, 174), (600, 900)] {
    let jpeg = benchJPEG(width: width, height: height)
    guard let bitmap = try? decoder.decode(jpeg, format: .jpeg) else {
      print("  \(width)×\(height): the generated JPEG did not decode")
      return
    }
    let target = width == 120 ? "   target ≤ 5 ms" : ""
    report("\(width)×\(height) decode + render, 24-bit", target: target) {
      guard let decoded = try? decoder.decode(jpeg, format: .jpeg) else { return false }
      return renderer.render(decoded, size: size, graphics: .symbols(.trueColor)) != nil
    }
    report("\(width)×\(height) decode alone (\(jpeg.count / 1024) KiB)") {
      (try? decoder.decode(jpeg, format: .jpeg)) != nil
    }
    for (name, graphics) in [
      ("24-bit", TerminalGraphics.symbols(.trueColor)), ("256", .symbols(.palette256)),
      ("16", .symbols(.palette16)), ("kitty", .kitty), ("sixel", .sixel), ("iTerm2", .iterm2),
    ] {
      report("\(width)×\(height) render alone, \(name)") {
        renderer.render(bitmap, size: size, graphics: graphics) != nil
      }
    }
  }
}

/// Times `work` 300 times after 20 warm-up runs (chafa's first call builds its tables) and
/// prints the median and p95 in milliseconds.
private func report(_ label: String, target: String = "", _ work: () -> Bool) {
  let clock = ContinuousClock()
  var failures = 0
  for _ in 0..<20 where !work() { failures += 1 }
  var times: [Double] = []
  for _ in 0..<300 {
    var succeeded = false
    let elapsed = clock.measure { succeeded = work() }
    if !succeeded { failures += 1 }
    times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  let figures = "\(milliseconds3(median(times))) / \(milliseconds3(percentile(times, 0.95))) ms"
  let padded = label.padding(toLength: 40, withPad: " ", startingAt: 0)
  print("  \(padded) \(figures)\(target)\(failures > 0 ? "   (\(failures) failed)" : "")")
}

private func milliseconds3(_ milliseconds: Double) -> String {
  let thousandths = Int((milliseconds * 1000).rounded())
  let fraction = String(thousandths % 1000)
  return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// A photo-like JPEG (gradients, a title band, some noise) encoded by TurboJPEG at quality 85,
/// 4:2:0, as cover thumbnails usually are.
private func benchJPEG(width: Int, height: Int) -> [UInt8] {
  var state: UInt32 = 12_345
  var pixels = [UInt8](repeating: 255, count: width * height * 4)
  for y in 0..<height {
    for x in 0..<width {
      state = state &* 1_664_525 &+ 1_013_904_223
      let noise = Int(state >> 27)
      let band = y > height / 5 && y < height * 2 / 5
      let index = (y * width + x) * 4
      pixels[index] = UInt8(clamping: (band ? 230 : x * 255 / width) + noise)
      pixels[index + 1] = UInt8(clamping: (band ? 220 : y * 255 / height) + noise)
      pixels[index + 2] = UInt8(clamping: (band ? 200 : 120) + noise)
    }
  }
  return TestImages.jpeg(pixels, width: width, height: height, quality: 85, subsampling: TJSAMP_420)
}
