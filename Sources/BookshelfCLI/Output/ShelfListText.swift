import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// The human listing of `bookshelf shelf`: two lines per entry, and a third with the dates,
/// the progress and the note's first line when the entry has any (`--long`: the title line,
/// then every shelf field as `show` prints them, each once, instead of the other two).
///
/// ```
///   1. 미움받을 용기 — 기시미 이치로, 고가 후미타케
///      reading · ★★★★☆ · #심리학 · 9788996991342
///      added 2026-11-30 · started 2026-12-01 · 120/350 · “두 번째 밤까지 읽음”
/// ```
/// The title line is cut with `…` to the terminal width (measured in display columns). The
/// detail line never cuts the id (users type it for `remove`, `save`, `show`): when it is too
/// wide, the tags are shortened (whole tags then `…`, else the first tag cut), then left out,
/// then the rating, then the status; an id wider than the terminal is shown whole anyway.
/// The entries' text is made safe for a terminal (`TerminalText`) before it is measured and
/// styled.
struct ShelfListText {
  let style: Style
  /// Terminal columns.
  var width = 80
  /// The language of the status word (English keeps the word `--status` takes).
  var language: Language = .english
  /// The user's time zone, for the days.
  var timeZone: TimeZone = .gmt
  /// Every shelf field (`shelf --long`).
  var long = false

  /// The narrowest a shortened tag list may be (`#ab…`); narrower, the tags are left out.
  static let minimumTagWidth = 4

  func lines(for entries: [ShelfEntry]) -> [String] {
    let numberWidth = String(entries.count).count
    var lines: [String] = []
    lines.reserveCapacity(entries.count * 2)
    for (offset, entry) in entries.lazy.map(TerminalText.entry).enumerated() {
      let number = String(offset + 1)
      let pad = String(repeating: " ", count: numberWidth - number.count)
      let prefix = "\(pad)\(number). "
      let title = entry.book.title
      let text = title + " — " + Formatting.authors(of: entry.book, language: language)
      let cut = DisplayWidth.truncate(text, to: max(10, width - DisplayWidth.of(prefix)))
      let styled = cut.hasPrefix(title) ? style.bold(title) + cut.dropFirst(title.count) : style.bold(cut)
      lines.append(prefix + styled)
      let indent = String(repeating: " ", count: prefix.count)
      if long {
        // Every field as `show` prints them, the status, rating, tags and id among them: once.
        let rows = BookDetailText(
          width: width - indent.count, language: language, style: style, timeZone: timeZone
        )
        .shelfRows(entry)
        let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        let idLabel = ShelfFieldLabel.shelfID.text(in: language)
        for row in rows {
          let line = DisplayWidth.pad(row.label, to: labelWidth) + "  " + row.value
          // The id is typed back (`edit`, `remove`): never cut.
          let fitted =
            row.label == idLabel ? line : DisplayWidth.truncate(line, to: max(10, width - indent.count))
          lines.append(indent + style.dim(fitted))
        }
        continue
      }
      lines.append(indent + style.dim(Self.details(entry, width: width - indent.count, language: language)))
      if let more = moreDetails(entry) {
        lines.append(indent + style.dim(DisplayWidth.truncate(more, to: max(10, width - indent.count))))
      }
    }
    return lines
  }

  /// `status · rating · #tags · id` in at most `width` columns, keeping the id whole.
  static func details(_ entry: ShelfEntry, width: Int, language: Language = .english) -> String {
    let separator = " · "
    let statusWord = statusLabel(entry.status, in: language)
    let rating = entry.rating.map {
      String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0)
    }
    let full =
      ([statusWord] + [rating].compactMap { $0 } + [tagText(entry.tags)].compactMap { $0 }
      + [entry.id]).filter { !$0.isEmpty }.joined(separator: separator)
    if DisplayWidth.of(full) <= width { return full }

    let idWidth = DisplayWidth.of(entry.id)
    let withRating = [statusWord] + [rating].compactMap { $0 }
    let head = withRating.joined(separator: separator) + separator
    let room = width - DisplayWidth.of(head) - DisplayWidth.of(separator) - idWidth
    if let tags = shortenedTags(entry.tags, to: room) {
      return head + tags + separator + entry.id
    }
    if DisplayWidth.of(head) + idWidth <= width { return head + entry.id }
    let status = statusWord + separator
    if DisplayWidth.of(status) + idWidth <= width { return status + entry.id }
    return entry.id
  }

  /// The reading status as shown (`ShelfCommandMessage.statusName`).
  static func statusLabel(_ status: ReadingStatus, in language: Language) -> String {
    ShelfCommandMessage.statusName(status, in: language)
  }

  /// `#a #b`, or nil without tags.
  static func tagText(_ tags: [String]) -> String? {
    tags.isEmpty ? nil : tags.map { "#\($0)" }.joined(separator: " ")
  }

  /// The tags in at most `limit` columns: as many whole tags as fit followed by ` …`, else the
  /// list cut with `…`; nil without tags or when fewer than `minimumTagWidth` columns are left.
  static func shortenedTags(_ tags: [String], to limit: Int) -> String? {
    guard let full = tagText(tags), limit >= minimumTagWidth else { return nil }
    if DisplayWidth.of(full) <= limit { return full }
    var kept: [String] = []
    var used = 0
    for tag in tags.map({ "#\($0)" }) {
      let added = DisplayWidth.of(tag) + (kept.isEmpty ? 0 : 1)
      if used + added + 2 > limit { break }  // room for " …"
      kept.append(tag)
      used += added
    }
    return kept.isEmpty ? DisplayWidth.truncate(full, to: limit) : (kept + ["…"]).joined(separator: " ")
  }

  /// `added 2026-11-30 · started … · finished … · 120/350 · “first line of the note”`: the
  /// dates other than the added day only when set; nil for an entry with nothing but the day
  /// it was added and no note or progress (its third line would say little).
  func moreDetails(_ entry: ShelfEntry) -> String? {
    let words = ShelfFieldLabel.self
    var parts = [
      words.added.text(in: language).lowercased() + " " + ShelfEdit.day(entry.addedAt, timeZone: timeZone)
    ]
    if let started = entry.startedAt {
      parts.append(
        words.started.text(in: language).lowercased() + " " + ShelfEdit.day(started, timeZone: timeZone))
    }
    if let finished = entry.finishedAt {
      parts.append(
        words.finished.text(in: language).lowercased() + " " + ShelfEdit.day(finished, timeZone: timeZone))
    }
    if let progress = entry.progress { parts.append(BookDetailText.progressText(progress)) }
    let firstLine = entry.note?.split(separator: "\n").first.map { String($0).trimmingWhitespace() }
    if let firstLine, !firstLine.isEmpty { parts.append("“" + firstLine + "”") }
    return parts.count > 1 ? parts.joined(separator: " · ") : nil
  }
}
