import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// `bookshelf remove <isbn|id>`
enum RemoveCommand {
  static let spec = CommandSpec(name: "remove", positional: ShelfOptions.book)

  static let command = Command(spec: spec, help: .remove) { arguments, context in
    let target = arguments.argument
    guard let removed = try await context.environment.openShelf().remove(key: target) else {
      throw BookshelfError.notOnShelf(target)
    }
    context.say(ShelfCommandMessage.removed(title: removed.book.title, key: removed.id))
  }
}
