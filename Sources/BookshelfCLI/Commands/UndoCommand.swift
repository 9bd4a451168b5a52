import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// `bookshelf undo`: brings back the last removal (by `remove`, `browse` or the web app) with
/// every field (`ShelfStoring.restoreLastRemoved`); `BookshelfError.nothingToUndo` (exit 1)
/// when none is remembered.
enum UndoCommand {
  static let spec = CommandSpec(name: "undo")

  static let command = Command(spec: spec, help: .undo) { _, context in
    guard let restored = try await context.environment.openShelf().restoreLastRemoved() else {
      throw BookshelfError.nothingToUndo
    }
    context.say(ShelfEditMessage.restored(title: restored.book.title, key: restored.id))
    EditCommand.printEntry(restored, context: context)
  }
}

/// `bookshelf restore <isbn|id>`: brings back the newest removal of that book (one of the last
/// 100 removals) with every field (`ShelfStore.restoreRemoved(key:)`).
/// - Throws: `.notRemoved` when no remembered removal has the key or the book is saved again.
enum RestoreCommand {
  static let spec = CommandSpec(name: "restore", positional: ShelfOptions.book)

  static let command = Command(spec: spec, help: .restore) { arguments, context in
    let target = arguments.argument
    let shelf = try context.environment.openShelf()
    // The removals remember shelf keys; a book without ISBN has its id as key, and one saved
    // under its ISBN-13 is named by its id (`kakao:…`) too: the newest removal with that id.
    let removals = try await shelf.removals()
    let named = ISBN.parse(target)?.isbn13 ?? target
    let key = removals.contains { $0.key == named } ? named : removals.first { $0.bookID == target }?.key
    guard let key, let restored = try await shelf.restoreRemoved(key: key)
    else { throw BookshelfError.notRemoved(target) }
    context.say(ShelfEditMessage.restored(title: restored.book.title, key: restored.id))
    EditCommand.printEntry(restored, context: context)
  }
}
