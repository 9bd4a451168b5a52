#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ShelfEdit {
  /// Checks the note this edit made: appending can grow a note past its limit (65,536 bytes,
  /// `TextLimits`), which an export could then not import again. Stores call it on the
  /// edited entry before writing it.
  /// - Throws: `BookshelfError.textTooLong` naming `"note"` when the edited note is too long.
  public func checkNote(of edited: ShelfEntry) throws(BookshelfError) {
    guard note != nil, let text = edited.note else { return }
    let limit = TextLimits.Field.note.limit
    let length = text.utf8.count
    if length > limit { throw TextLimits.Violation(field: .note, length: length, limit: limit).error }
  }
}
