#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A change to one shelf entry that names only the fields it changes.
///
/// Every shelf edit (the `save` command's options on a saved book, the terminal app's keys, a
/// future `edit` command or web form) is one of these, applied by the store to the entry as it
/// is saved at that moment (`ShelfStoring.apply`), so whatever another program changed
/// meanwhile in the fields the edit does not name (a note, another tag, the rating) is kept.
/// Fields left nil (or empty lists) are not touched.
public struct ShelfEdit: Sendable, Hashable {
  /// How an optional field changes.
  public enum Change<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The field becomes this value.
    case set(Value)
    /// The field becomes empty (nil).
    case clear
  }

  /// How the note changes.
  public enum NoteChange: Sendable, Hashable {
    /// The note becomes this text, exactly as written.
    case set(String)
    /// This text is added after the saved note on a new line (or becomes the note when
    /// there is none).
    case append(String)
    /// The note is removed.
    case clear
  }

  /// A fuller snapshot of the same book (same shelf key) replacing the saved one.
  public var book: Book?
  /// The new reading status. The first move to `.reading` sets `startedAt`, the first move to
  /// `.read` sets `finishedAt` (to the time of the edit), unless the edit sets those itself.
  public var status: ReadingStatus?
  /// The new rating (1–5; the store refuses any other value) or `.clear` for none.
  public var rating: Change<Int>?
  /// Tags added at the end, in order; a tag already there (ignoring letter case, surrounding
  /// whitespace and one leading `#`) is not added twice.
  public var addTags: [String]
  /// Tags removed (compared like `addTags`). Removals apply before additions, so removing
  /// `Fiction` and adding `fiction` re-spells the tag.
  public var removeTags: [String]
  /// How the note changes.
  public var note: NoteChange?
  /// When the reader started the book, or `.clear`.
  public var startedAt: Change<Date>?
  /// When the reader finished the book, or `.clear`.
  public var finishedAt: Change<Date>?
  /// How far the reader is, or `.clear`.
  public var progress: Change<ReadingProgress>?

  /// An edit of the given fields (all optional; the default changes nothing).
  public init(
    book: Book? = nil, status: ReadingStatus? = nil, rating: Change<Int>? = nil, addTags: [String] = [],
    removeTags: [String] = [], note: NoteChange? = nil, startedAt: Change<Date>? = nil,
    finishedAt: Change<Date>? = nil, progress: Change<ReadingProgress>? = nil
  ) {
    self.book = book
    self.status = status
    self.rating = rating
    self.addTags = addTags
    self.removeTags = removeTags
    self.note = note
    self.startedAt = startedAt
    self.finishedAt = finishedAt
    self.progress = progress
  }

  /// True when the edit names no field.
  public var isEmpty: Bool { self == ShelfEdit() }

  /// `entry` with this edit applied at `time` (the time used for dates a status change sets).
  /// `updatedAt` and `addedAt` are left as they are (the store stamps `updatedAt`), and tags are
  /// compared as described on `addTags` but not otherwise normalised (the store does that).
  public func applied(to entry: ShelfEntry, at time: Date) -> ShelfEntry {
    var result = entry
    if let book { result.book = book }
    if let status {
      result.status = status
      if status == .reading, result.startedAt == nil { result.startedAt = time }
      if status == .read, result.finishedAt == nil { result.finishedAt = time }
    }
    if let startedAt { result.startedAt = startedAt.value }
    if let finishedAt { result.finishedAt = finishedAt.value }
    if let rating { result.rating = rating.value }
    if let progress { result.progress = progress.value }
    if !removeTags.isEmpty {
      let removed = Set(removeTags.map(Self.tagKey))
      result.tags.removeAll { removed.contains(Self.tagKey($0)) }
    }
    for tag in addTags {
      let cleaned = Self.cleanTag(tag)
      let key = cleaned.lowercased()
      guard !cleaned.isEmpty, !result.tags.contains(where: { Self.tagKey($0) == key }) else { continue }
      result.tags.append(cleaned)
    }
    switch note {
    case .set(let text): result.note = text
    case .append(let text):
      if let saved = result.note, !saved.trimmingWhitespace().isEmpty {
        result.note = saved + "\n" + text
      } else {
        result.note = text
      }
    case .clear: result.note = nil
    case nil: break
    }
    return result
  }

  /// A tag as typed: whitespace collapsed, one leading `#` removed (as the shelf stores tags).
  static func cleanTag(_ tag: String) -> String {
    let collapsed = tag.collapsingWhitespace()
    guard collapsed.hasPrefix("#") else { return collapsed }
    return String(collapsed.dropFirst()).collapsingWhitespace()
  }

  /// The form under which two tags are the same tag.
  static func tagKey(_ tag: String) -> String { cleanTag(tag).lowercased() }
}

extension ShelfEdit.Change {
  /// The value this change leaves in the field.
  public var value: Value? {
    switch self {
    case .set(let value): value
    case .clear: nil
    }
  }
}

/// What `ShelfStoring.apply` did, and the entry as it is now saved.
public struct ShelfEditResult: Sendable, Hashable {
  /// `.added` when the entry was created, `.updated`, or `.unchanged` when the edit changed
  /// nothing that was saved.
  public var outcome: SaveOutcome
  /// The whole entry after the edit, including what other programs saved before it.
  public var entry: ShelfEntry

  /// A result of `outcome` leaving `entry`.
  public init(outcome: SaveOutcome, entry: ShelfEntry) {
    self.outcome = outcome
    self.entry = entry
  }
}
