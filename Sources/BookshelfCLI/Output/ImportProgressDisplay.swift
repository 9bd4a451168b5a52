import BookshelfCore
import BookshelfStore

/// Shows import progress on standard error: on a terminal one bar redrawn in place
/// (`Importing ████████░░░░  8,214 / 10,000   0:00:01`), otherwise plain lines at most every
/// 10 % (or every 100,000 rows when the total is unknown), so logs stay short.
struct ImportProgressDisplay {
  let output: any TextOutput
  let isTerminal: Bool
  let label: String
  let barWidth = 24
  private var lastPlainStep = -1

  init(output: any TextOutput, isTerminal: Bool, language: Language) {
    self.output = output
    self.isTerminal = isTerminal
    self.label = MessageTable.template(for: .catalogImporting, in: language)
  }

  /// One progress report, `elapsed` since the import started.
  mutating func show(_ progress: CatalogImportProgress, elapsed: Duration) {
    let done = Formatting.count(progress.rowsDone)
    let time = Self.clock(elapsed)
    if isTerminal {
      var line = "\r\(label) "
      if let total = progress.totalRows, total > 0 {
        let filled = min(barWidth, progress.rowsDone * barWidth / total)
        line += String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        line += "  \(done) / \(Formatting.count(total))"
      } else {
        line += done
      }
      output.write(line + "   \(time)")
      return
    }
    let step: Int
    if let total = progress.totalRows, total > 0 {
      step = progress.rowsDone * 10 / total
    } else {
      step = progress.rowsDone / 100_000
    }
    guard step != lastPlainStep else { return }
    lastPlainStep = step
    let of = progress.totalRows.map { " / \(Formatting.count($0))" } ?? ""
    output.write("\(label) \(done)\(of)   \(time)\n")
  }

  /// Ends the bar's line on a terminal.
  func finish() {
    if isTerminal { output.write("\n") }
  }

  /// `H:MM:SS`.
  static func clock(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    let minutes = seconds / 60 % 60
    let pad = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return "\(seconds / 3600):\(pad(minutes)):\(pad(seconds % 60))"
  }
}
