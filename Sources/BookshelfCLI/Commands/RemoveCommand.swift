import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// `bookshelf remove <isbn|id>`
enum RemoveCommand {
  static let spec = CommandSpec(name: "remove", options: [:])

  static let command = Command(spec: spec, help: .helpRemove) { arguments, context in
    let target = try ShelfOptions.single(
      arguments, argument: "<isbn|id>", spec: spec, language: context.language)
    guard let removed = try await context.environment.openShelf().remove(key: target) else {
      throw BookshelfError.notOnShelf(target)
    }
    context.say(ShelfCommandMessage.removed(title: removed.book.title, key: removed.id))
  }
}
