import BookshelfCore
import BookshelfPresentation
import BookshelfServer
import BookshelfStore
import Foundation
import Synchronization

extension AppEnvironment {
  /// What the web API of `bookshelf serve` is given, built once per server from this
  /// environment: the resolver (`local` first made from the starter catalog when there is no
  /// local catalog yet), every provider then `all`, the default provider as `search` would
  /// pick it offline (`local`), the opened shelf (also the exchange), the cover pipeline, the
  /// catalog counts `catalog stats` prints (nil before any catalog), the system clock and the
  /// time zone.
  /// - Throws: `.invalidConfiguration` for a bad `defaultProvider`; the shelf's open errors.
  func makeServerServices() throws -> ServerServices {
    let shelf = try openShelf()
    let resolver = resolver
    let starter = StarterInstall(catalogPath: catalogPath)
    let catalogPath = catalogPath
    let environment = self
    return ServerServices(
      searcher: { choice throws(BookshelfError) in
        if case .provider(.local) = choice { try starter.installIfMissing() }
        return try resolver(choice)
      },
      providers: ProviderID.allCases.map { .provider($0) } + [.all],
      defaultProvider: try defaultProvider(offlineUsesLocal: true), shelf: shelf, exchange: shelf,
      covers: covers,
      catalogStatistics: {
        guard FileManager.default.fileExists(atPath: catalogPath) else { return nil }
        return try environment.openCatalog(readOnly: true).statistics()
      },
      now: { Date() }, timeZone: timeZone)
  }
}

/// Makes the local catalog from the starter catalog the first time a web search needs it (once
/// per process; requests waiting meanwhile get the catalog when it is ready).
final class StarterInstall: Sendable {
  let catalogPath: String
  private let done = Mutex(false)

  init(catalogPath: String) { self.catalogPath = catalogPath }

  /// Installs the starter catalog when no local catalog exists.
  /// - Throws: the install's errors as `BookshelfError` (`.file` when it cannot be written).
  func installIfMissing() throws(BookshelfError) {
    try done.withLock { done throws(BookshelfError) in
      guard !done else { return }
      guard !FileManager.default.fileExists(atPath: catalogPath) else {
        done = true
        return
      }
      do {
        try PrivateFiles.createDirectory(URL(fileURLWithPath: catalogPath).deletingLastPathComponent())
        _ = try StarterCatalog.installIfMissing(at: catalogPath)
        done = true
      } catch let error as BookshelfError {
        throw error
      } catch {
        throw .file(path: catalogPath, problem: .notCreated)
      }
    }
  }
}
