import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// The human listing of `bookshelf shelf`: two lines per entry.
///
/// ```
///   1. 미움받을 용기 — 기시미 이치로, 고가 후미타케
///      reading · ★★★★☆ · #심리학 · 9788996991342
/// ```
/// Both lines are cut with `…` to the terminal width (measured in display columns).
struct ShelfListText {
  let style: Style
  /// Terminal columns.
  var width = 80

  func lines(for entries: [ShelfEntry]) -> [String] {
    let numberWidth = String(entries.count).count
    var lines: [String] = []
    lines.reserveCapacity(entries.count * 2)
    for (offset, entry) in entries.enumerated() {
      let number = String(offset + 1)
      let pad = String(repeating: " ", count: numberWidth - number.count)
      let prefix = "\(pad)\(number). "
      let title = entry.book.title
      var text = title
      if !entry.book.authors.isEmpty { text += " — " + entry.book.authors.joined(separator: ", ") }
      let cut = DisplayWidth.truncate(text, to: max(10, width - DisplayWidth.of(prefix)))
      let styled = cut.hasPrefix(title) ? style.bold(title) + cut.dropFirst(title.count) : style.bold(cut)
      lines.append(prefix + styled)
      var details = [entry.status.rawValue]
      if let rating = entry.rating {
        details.append(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
      }
      if !entry.tags.isEmpty { details.append(entry.tags.map { "#\($0)" }.joined(separator: " ")) }
      details.append(entry.id)
      let indent = String(repeating: " ", count: prefix.count)
      let detailText = DisplayWidth.truncate(
        details.joined(separator: " · "), to: max(10, width - indent.count))
      lines.append(indent + style.dim(detailText))
    }
    return lines
  }
}
