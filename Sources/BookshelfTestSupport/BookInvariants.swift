import BookshelfCore
import Foundation

/// Checks the `Book` contract of DESIGN.md on mapped results, for tests over real fixtures.
public enum BookInvariants {
  /// Every violation found in `books`, as readable lines (empty when all hold):
  /// no HTML tag or undecoded entity in any text field, no empty strings, valid ISBNs or nil,
  /// `isbn13` as id when known, https URLs or nil, ratings 0–5, no duplicate ids,
  /// dates `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
  public static func violations(in books: [Book]) -> [String] {
    var problems: [String] = []
    var ids: Set<String> = []
    for book in books {
      let name = "\(book.id) \"\(book.title)\""
      if !ids.insert(book.id).inserted { problems.append("\(name): duplicate id") }
      var texts: [(String, String)] = [("title", book.title)]
      if let v = book.subtitle { texts.append(("subtitle", v)) }
      if let v = book.publisher { texts.append(("publisher", v)) }
      if let v = book.description { texts.append(("description", v)) }
      texts += book.authors.map { ("authors", $0) } + book.translators.map { ("translators", $0) }
      for (field, value) in texts {
        if value.trimmingWhitespace().isEmpty { problems.append("\(name): empty \(field)") }
        if containsTag(value) { problems.append("\(name): tag in \(field): \(value.prefix(80))") }
        if containsEntity(value) { problems.append("\(name): entity in \(field): \(value.prefix(80))") }
        if value != value.trimmingWhitespace() { problems.append("\(name): untrimmed \(field)") }
      }
      if let isbn13 = book.isbn13 {
        if (try? ISBN(isbn13))?.isbn13 != isbn13 { problems.append("\(name): invalid isbn13 \(isbn13)") }
        if book.id != isbn13 { problems.append("\(name): id is not the isbn13") }
      } else if !book.id.hasPrefix("\(book.source):") {
        problems.append("\(name): id without isbn13 must be <source>:<id>")
      }
      if let isbn10 = book.isbn10 {
        if isbn10.count != 10 || !ISBN.isValidISBN10(isbn10) {
          problems.append("\(name): invalid isbn10 \(isbn10)")
        }
        if book.isbn13 == nil { problems.append("\(name): isbn10 without derived isbn13") }
      }
      for (field, url) in [("thumbnailURL", book.thumbnailURL), ("detailURL", book.detailURL)] {
        if let url, url.scheme != "https" { problems.append("\(name): \(field) not https: \(url)") }
      }
      if let rating = book.averageRating, !(0...5).contains(rating) {
        problems.append("\(name): averageRating \(rating) outside 0–5")
      }
      if let date = book.publishedDate, !isISODate(date) {
        problems.append("\(name): publishedDate \(date) not ISO 8601")
      }
      if book.title.isEmpty { problems.append("\(name): empty title") }
    }
    return problems
  }

  static func containsTag(_ text: String) -> Bool {
    guard let open = text.firstIndex(of: "<") else { return false }
    let rest = text[text.index(after: open)...]
    guard let first = rest.first(where: { $0 != "/" }), first.isASCII, first.isLetter else {
      return containsTag(String(rest))
    }
    return rest.contains(">") || containsTag(String(rest))
  }

  static func containsEntity(_ text: String) -> Bool {
    let pattern = /&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]{2,8});/
    return text.contains(pattern)
  }

  static func isISODate(_ text: String) -> Bool {
    text.wholeMatch(of: /[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?/) != nil
  }
}
