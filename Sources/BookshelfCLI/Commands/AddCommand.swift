import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf add --title T [--author A]… [--isbn ISBN] [--publisher P] [--year Y]`: a book
/// no provider has, saved by hand with the id `manual:<ISBN-13>` or `manual:<slug>` (the title
/// and first author, lower-cased, letters and digits of any script kept, the rest `-`, at
/// most 80 characters). Checked as any book a user gives (`Book.checkAsUserInput`) before the
/// shelf is opened. A book already saved under that key (the same ISBN, or the same title and
/// first author) is never replaced: `BookshelfError.alreadyOnShelf` (exit 2) says to `edit` it.
enum AddCommand {
  static let title = Option<String, Never>("--title", value: HelpWord(english: "TEXT", korean: "텍스트"))
  static let author = Option<String, Never>(
    "--author", value: HelpWord(english: "NAME", korean: "이름"), repeated: true)
  static let isbn = Option<String, Never>("--isbn", value: HelpWord("ISBN"))
  static let publisher = Option<String, Never>("--publisher", value: HelpWord(english: "NAME", korean: "이름"))
  static let year = Option.integer("--year", value: HelpWord("Y")) { text in
    throw UsageError.invalidNumber(option: "--year", value: text, command: "add")
  }

  static let spec = CommandSpec(
    name: "add",
    options: [
      OptionEntry(title, .addTitle), OptionEntry(author, .addAuthor), OptionEntry(isbn, .addISBN),
      OptionEntry(publisher, .addPublisher), OptionEntry(year, .addYear),
      OptionEntry(ShelfOptions.status, .saveStatus), OptionEntry(ShelfOptions.tags, .saveTag),
    ])

  static let command = Command(spec: spec, help: .add) { arguments, context in
    let book = try book(from: arguments)
    let status = try arguments.value(ShelfOptions.status)
    let tags = arguments.values(ShelfOptions.tags)
    for tag in tags { try TextLimits.check(tag, .tags, name: ShelfOptions.tags.declaration.name) }
    let shelf = try await context.environment.openShelf()
    let key = ShelfEntry.key(for: book)
    if let saved = try await shelf.entry(forKey: key) {
      throw BookshelfError.alreadyOnShelf(title: saved.book.title, key: key)
    }
    let result = try await shelf.apply(
      ShelfEdit(status: status, addTags: tags), toKey: key,
      addingIfMissing: ShelfEntry(book: book, addedAt: Date()))
    let outcome: ShelfCommandMessage.Outcome =
      switch result.outcome {
      case .added: .added
      case .updated: .updated
      case .unchanged: .unchanged
      }
    let entry = result.entry
    context.say(
      ShelfCommandMessage.saved(outcome, title: entry.book.title, key: entry.id, status: entry.status))
  }

  /// The book the options describe.
  /// - Throws: `UsageError.missingValue` without `--title`; `.invalidNumber` for a year outside
  ///   1–9999; `BookshelfError.invalidISBN`, `.invalidInput`, `.textTooLong`.
  static func book(from arguments: ParsedArguments) throws -> Book {
    guard let title = arguments.value(title)?.trimmingWhitespace(), !title.isEmpty else {
      throw UsageError.missingValue(option: Self.title.declaration.name, command: spec.name)
    }
    let authors = arguments.values(author).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    var isbn13: String?
    var isbn10: String?
    if let text = arguments.value(isbn) {
      let parsed = try BookLookup.isbn(text)
      isbn13 = parsed.isbn13
      isbn10 = parsed.isbn10
    }
    var published: String?
    if let year = try arguments.value(year) {
      guard (1...9999).contains(year) else {
        throw UsageError.invalidNumber(option: "--year", value: String(year), command: spec.name)
      }
      published = String(year)
    }
    let publisher = arguments.value(publisher)?.trimmingWhitespace()
    let id = "manual:" + (isbn13 ?? slug(title: title, author: authors.first))
    let book = Book(
      id: id, title: title, authors: authors, publisher: publisher?.isEmpty == false ? publisher : nil,
      publishedDate: published, isbn10: isbn10, isbn13: isbn13, source: "manual")
    try book.checkAsUserInput()
    return book
  }

  /// `kim-minsu-우리-동네-이야기`-like: the first author then the title, lower-cased, runs of
  /// anything but letters and digits as one `-`, at most 80 characters.
  static func slug(title: String, author: String?) -> String {
    var result = ""
    var pendingDash = false
    for character in ([author, title].compactMap { $0 }.joined(separator: " ")).lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.append(character)
      } else {
        pendingDash = true
      }
      if result.count >= 80 { break }
    }
    return result.isEmpty ? "untitled" : result
  }
}
