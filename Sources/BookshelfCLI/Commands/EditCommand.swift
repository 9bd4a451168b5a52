import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import Foundation

/// `bookshelf edit <row|isbn|id> [--status S] [--rating N|none] [--tag T]… [--untag T]…
/// [--note TEXT | --note-append TEXT | --no-note] [--started DATE|none] [--finished DATE|none]
/// [--progress P|none]`
///
/// Every option is one field of one `ShelfEdit` (only the fields named change, applied by the
/// store to the entry as saved at that moment, so another program's change to another field
/// is kept), read and checked before the shelf is opened: conflicting options (`--note` with
/// `--no-note`) and an edit of nothing are usage errors (exit 2). The dates follow the web
/// API's PATCH rule (`ShelfEdit.checkDates`: never finished before started). The entry is
/// printed after, as `show` prints its shelf fields.
enum EditCommand {
  static let spec = CommandSpec(
    name: "edit", positional: BookReference.argument,
    options: [
      OptionEntry(ShelfOptions.status, .editStatus), OptionEntry(ShelfOptions.ratingChange, .editRating),
      OptionEntry(ShelfOptions.tags, .editTag), OptionEntry(ShelfOptions.untag, .untag),
      OptionEntry(ShelfOptions.note, .editNote), OptionEntry(ShelfOptions.noteAppend, .noteAppend),
      OptionEntry(ShelfOptions.noNote, .noNote), OptionEntry(ShelfOptions.started, .started),
      OptionEntry(ShelfOptions.finished, .finished), OptionEntry(ShelfOptions.progress, .progress),
    ])

  static let command = Command(spec: spec, help: .edit) { arguments, context in
    let timeZone = context.environment.timeZone
    let edit = try edit(from: arguments, timeZone: timeZone)
    let target = arguments.argument
    guard let saved = try await BookReference.savedEntry(target, context: context) else {
      throw BookshelfError.notOnShelf(target)
    }
    try edit.checkDates(edit.applied(to: saved, at: Date()), timeZone: timeZone)
    let result = try await context.environment.openShelf().apply(edit, toKey: saved.id, addingIfMissing: nil)
    let entry = result.entry
    context.say(
      result.outcome == .unchanged
        ? ShelfEditMessage.unchanged(title: entry.book.title, key: entry.id)
        : ShelfEditMessage.edited(title: entry.book.title, key: entry.id))
    printEntry(entry, context: context)
  }

  /// The edit the options name.
  /// - Throws: `UsageError.conflictingOptions` for two note options, `.invalidDate`,
  ///   `.nothingToChange` when no option is given; `BookshelfError.invalidStatus`,
  ///   `.invalidRating`, `.invalidProgress`, `.textTooLong` (exit 2).
  static func edit(from arguments: ParsedArguments, timeZone: TimeZone) throws -> ShelfEdit {
    var edit = ShelfEdit()
    edit.status = try arguments.value(ShelfOptions.status)
    edit.rating = try arguments.value(ShelfOptions.ratingChange)
    edit.addTags = arguments.values(ShelfOptions.tags)
    edit.removeTags = arguments.values(ShelfOptions.untag)
    for tag in edit.addTags + edit.removeTags {
      try TextLimits.check(tag, .tags, name: ShelfOptions.tags.declaration.name)
    }
    let note = arguments.value(ShelfOptions.note)
    let append = arguments.value(ShelfOptions.noteAppend)
    let clear = arguments.isSet(ShelfOptions.noNote)
    let noteOptions = [
      note.map { _ in ShelfOptions.note.declaration.name },
      append.map { _ in ShelfOptions.noteAppend.declaration.name },
      clear ? ShelfOptions.noNote.declaration.name : nil,
    ].compactMap { $0 }
    if noteOptions.count > 1 {
      throw UsageError.conflictingOptions(noteOptions[0], noteOptions[1], command: spec.name)
    }
    if let note {
      try TextLimits.check(note, .note, name: ShelfOptions.note.declaration.name)
      edit.note = .set(note)
    } else if let append {
      try TextLimits.check(append, .note, name: ShelfOptions.noteAppend.declaration.name)
      edit.note = .append(append)
    } else if clear {
      edit.note = .clear
    }
    edit.startedAt = try date(ShelfOptions.started, arguments, timeZone: timeZone)
    edit.finishedAt = try date(ShelfOptions.finished, arguments, timeZone: timeZone)
    edit.progress = try arguments.value(ShelfOptions.progress)
    guard !edit.isEmpty else {
      throw UsageError.nothingToChange(options: spec.options.map(\.declaration.name), command: spec.name)
    }
    return edit
  }

  /// `--started`/`--finished`: a day (`YYYY-MM-DD`, midnight in `timeZone`) or ISO 8601
  /// date-time (`ShelfEdit.date`, the web API's rule), or `none` to clear.
  static func date(
    _ option: Option<String, Never>, _ arguments: ParsedArguments, timeZone: TimeZone
  ) throws(UsageError) -> ShelfEdit.Change<Date>? {
    guard let text = arguments.value(option) else { return nil }
    if text.trimmingWhitespace().lowercased() == "none" { return .clear }
    guard let date = ShelfEdit.date(text, timeZone: timeZone) else {
      throw .invalidDate(option: option.declaration.name, value: text, command: spec.name)
    }
    return .set(date)
  }

  /// The entry's title and shelf fields, as `show` prints them.
  static func printEntry(_ entry: ShelfEntry, context: CommandContext) {
    let text = BookDetailText(
      width: context.process.terminalWidth, language: context.language, style: context.style,
      timeZone: context.environment.timeZone)
    let safe = TerminalText.entry(entry)
    context.printFormatted(context.style.bold(safe.book.title))
    let rows = text.shelfRows(safe)
    let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
    for row in rows {
      context.printFormatted(
        context.style.dim(DisplayWidth.pad(row.label, to: labelWidth)) + "  " + row.value)
    }
  }
}
