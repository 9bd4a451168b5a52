import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// Shows import progress on standard error, in two phases: reading the file, then indexing
/// the new rows (most of the time of a large import). On a terminal each phase is one bar
/// redrawn in place (`Importing ████████░░░░  8,214 / 10,000   0:00:01`, then on the next
/// line `Indexing  ████░░░░░░░░  4,000 / 10,000   0:00:03`); otherwise (a log, a pipe) a few
/// plain lines: when a phase starts, when it ends (all of its known total done), and in
/// between at most one every `plainInterval`, so a log has a handful of lines, not one per
/// report.
struct ImportProgressDisplay {
  let output: any TextOutput
  let isTerminal: Bool
  /// The reading phase's label (`Importing`).
  let label: String
  /// The indexing phase's label (`Indexing`).
  let indexingLabel: String
  let barWidth = 24
  /// Off a terminal, the least time between two lines of one phase (its start and end aside).
  static let plainInterval = Duration.seconds(10)
  /// When the last plain line was written; nil before the phase's first line.
  private var lastPlainLine: Duration?
  private var phase = CatalogImportProgress.Phase.reading
  /// A bar is on the current terminal line (it needs a line break before anything else).
  private var barShown = false

  init(output: any TextOutput, isTerminal: Bool, language: Language) {
    self.output = output
    self.isTerminal = isTerminal
    self.label = CatalogMessage.importingLabel.text(in: language)
    self.indexingLabel = CatalogMessage.indexingLabel.text(in: language)
  }

  /// One progress report, `elapsed` since the import started.
  mutating func show(_ progress: CatalogImportProgress, elapsed: Duration) {
    if progress.phase != phase {
      phase = progress.phase
      lastPlainLine = nil
      if barShown {
        output.write("\n")
        barShown = false
      }
    }
    let done = Formatting.count(progress.rowsDone)
    let time = Self.clock(elapsed)
    if isTerminal {
      var line = "\r\(paddedLabel(for: progress.phase)) "
      if let total = progress.totalRows, total > 0 {
        let filled = min(barWidth, progress.rowsDone * barWidth / total)
        line += String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        line += "  \(done) / \(Formatting.count(total))"
      } else {
        line += done
      }
      output.write(line + "   \(time)")
      barShown = true
      return
    }
    let ended = progress.totalRows.map { $0 > 0 && progress.rowsDone >= $0 } ?? false
    if let last = lastPlainLine, !ended, elapsed - last < Self.plainInterval { return }
    lastPlainLine = elapsed
    let of = progress.totalRows.map { " / \(Formatting.count($0))" } ?? ""
    let name = progress.phase == .reading ? label : indexingLabel
    output.write("\(name) \(done)\(of)   \(time)\n")
  }

  /// The phase's label padded to the longer of the two, so the bars line up on a terminal.
  private func paddedLabel(for phase: CatalogImportProgress.Phase) -> String {
    let name = phase == .reading ? label : indexingLabel
    let width = max(label.count, indexingLabel.count)
    return name + String(repeating: " ", count: width - name.count)
  }

  /// Ends the bar's line on a terminal.
  func finish() {
    if isTerminal && barShown { output.write("\n") }
  }

  /// `H:MM:SS`.
  static func clock(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    let minutes = seconds / 60 % 60
    let pad = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return "\(seconds / 3600):\(pad(minutes)):\(pad(seconds % 60))"
  }
}
