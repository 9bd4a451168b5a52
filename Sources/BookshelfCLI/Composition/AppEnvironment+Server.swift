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
  /// catalog counts `catalog stats` prints (nil before any catalog), the system clock, the
  /// time zone, and which providers cannot search and why (`unavailability(of:…)`).
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
      now: { Date() }, timeZone: timeZone,
      unavailability: { [available = availableProviders, configuration] choice in
        Self.unavailability(of: choice, available: available, configuration: configuration)
      })
  }

  /// Why `choice` cannot search now, as a search with it would fail: offline mode for the
  /// providers on the network, Naver without a mirror (`BOOKSHELF_NAVER_URL`) is
  /// discontinued, Kakao, Aladin or Naver not among the `available` providers lack their key.
  /// The adapters check keys only when they search, so asking the resolver is not enough.
  /// `local` and `all` can always search (the starter catalog is made at the first search).
  static func unavailability(
    of choice: ProviderChoice, available: [ProviderID], configuration: Configuration
  ) -> BookshelfError? {
    guard case .provider(let id) = choice, id != .local else { return nil }
    if configuration.offline { return .network(id, .offlineMode) }
    if id == .naver, configuration.endpoints[.naver] == nil { return .providerDiscontinued(.naver) }
    return available.contains(id) ? nil : .missingAPIKey(id)
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
