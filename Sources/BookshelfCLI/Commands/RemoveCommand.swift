import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// `bookshelf remove <row|isbn|id>`: the entry is remembered (every field) so that `undo` or
/// `restore <isbn|id>` brings it back.
enum RemoveCommand {
  static let spec = CommandSpec(name: "remove", positional: BookReference.argument)

  static let command = Command(spec: spec, help: .remove) { arguments, context in
    let target = arguments.argument
    let key = try await BookReference.savedEntry(target, context: context)?.id ?? target
    guard let removed = try await context.environment.openShelf().remove(key: key) else {
      throw BookshelfError.notOnShelf(target)
    }
    context.say(ShelfCommandMessage.removed(title: removed.book.title, key: removed.id))
    context.say(ShelfEditMessage.undoHint)
  }
}
