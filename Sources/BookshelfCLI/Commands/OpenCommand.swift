import BookshelfCore
import BookshelfPresentation

/// `bookshelf open <row|isbn|id> [--provider P] [--offline]`: the book's page at its provider
/// (`Book.detailURL`, http or https only) in the desktop's browser (`DesktopLauncher`), or, with
/// no desktop, the address on standard output (one line, for a pipe or to copy).
enum OpenCommand {
  static let spec = CommandSpec(
    name: "open", positional: BookReference.argument,
    options: [
      OptionEntry(CommonOptions.provider, .openProvider), OptionEntry(CommonOptions.offline, .offline),
    ])

  static let command = Command(spec: spec, help: .open) { arguments, context in
    let book = try await BookReference.book(arguments.argument, arguments: arguments, context: context)
    guard let url = page(of: book) else {
      throw CommandFailure(message: BookReferenceMessage.noPage(title: book.title), exitStatus: 1)
    }
    switch DesktopLauncher.open(url, process: context.process) {
    case .opened: break
    case .noDesktop: context.print(url)
    case .notStarted:
      context.print(url)
      context.note(ServeMessage.browserNotStarted)
    }
  }

  /// The book's page as text when it is an http or https address with a host, else nil (a
  /// saved or imported book may hold any scheme; only web pages are handed to a browser).
  static func page(of book: Book) -> String? {
    guard let url = book.detailURL, let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return nil }
    let text = url.absoluteString
    // Nothing a terminal or a shell would read specially: the address is printed and passed on.
    guard text.utf8.count <= 2_048, TerminalText.line(text) == text, !text.contains(" ") else { return nil }
    return text
  }
}
