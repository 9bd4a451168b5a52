import BookshelfCore
import BookshelfStore

/// The human listing of `bookshelf shelf`: two lines per entry.
///
/// ```
///   1. 미움받을 용기 — 기시미 이치로, 고가 후미타케
///      reading · ★★★★☆ · #심리학 · 9788996991342
/// ```
struct ShelfListText {
  let style: Style

  func lines(for entries: [ShelfEntry]) -> [String] {
    let width = String(entries.count).count
    var lines: [String] = []
    lines.reserveCapacity(entries.count * 2)
    for (offset, entry) in entries.enumerated() {
      let number = String(offset + 1)
      let pad = String(repeating: " ", count: width - number.count)
      var title = style.bold(entry.book.title)
      if !entry.book.authors.isEmpty { title += " — " + entry.book.authors.joined(separator: ", ") }
      lines.append("\(pad)\(number). \(title)")
      var details = [entry.status.rawValue]
      if let rating = entry.rating {
        details.append(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
      }
      if !entry.tags.isEmpty { details.append(entry.tags.map { "#\($0)" }.joined(separator: " ")) }
      details.append(entry.id)
      lines.append(String(repeating: " ", count: width + 2) + style.dim(details.joined(separator: " · ")))
    }
    return lines
  }
}
