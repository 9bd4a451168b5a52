import BookshelfCore
import BookshelfPresentation
import BookshelfServer
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("AppEnvironment: the services of bookshelf serve")
struct AppEnvironmentServerTests {
  let home: URL
  init() throws { home = try BookshelfBinary.temporaryHome() }

  func environment(offline: Bool = false) throws -> AppEnvironment {
    var configuration = try Configuration.load(environment: [
      "HOME": home.path, "BOOKSHELF_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
    ])
    configuration.offline = offline
    let kakao = CannedProvider(.kakao, books: sampleBooks)
    return AppEnvironment(
      configuration: configuration, language: .english,
      makeSearcher: { id throws(BookshelfError) in
        guard id == .kakao else { throw .missingAPIKey(id) }
        return kakao
      },
      availableProviders: [.kakao], timeZone: TimeZone(identifier: "Asia/Seoul") ?? .gmt)
  }

  @Test(
    "a provider without its key, Naver without a mirror, and every network provider offline are unavailable")
  func unavailableProviders() throws {
    // `live` builds every adapter lazily and they check keys only when they search: the
    // resolver gives Kakao a searcher on a fresh configuration, yet a search fails.
    let fresh = try AppEnvironment.live(
      configuration: try environment().configuration, language: .english)
    let services = try fresh.makeServerServices()
    #expect(services.unavailability(.provider(.kakao)) == .missingAPIKey(.kakao))
    #expect(services.unavailability(.provider(.aladin)) == .missingAPIKey(.aladin))
    #expect(services.unavailability(.provider(.naver)) == .providerDiscontinued(.naver))
    #expect(services.unavailability(.provider(.google)) == nil)
    #expect(services.unavailability(.provider(.openlibrary)) == nil)
    #expect(services.unavailability(.provider(.local)) == nil)
    #expect(services.unavailability(.all) == nil)
    var keyed = try environment().configuration
    keyed.keys[.kakao] = "k"
    keyed.offline = false
    #expect(
      AppEnvironment.unavailability(of: .provider(.kakao), available: [.kakao], configuration: keyed) == nil)
    keyed.offline = true
    #expect(
      AppEnvironment.unavailability(of: .provider(.kakao), available: [.kakao], configuration: keyed)
        == .network(.kakao, .offlineMode))
    #expect(AppEnvironment.unavailability(of: .provider(.local), available: [], configuration: keyed) == nil)
  }

  @Test("every provider then all; the default as search picks it offline; shelf and exchange are one store")
  func services() async throws {
    let environment = try environment(offline: true)
    let services = try environment.makeServerServices()
    #expect(services.providers == ProviderID.allCases.map { .provider($0) } + [.all])
    #expect(services.defaultProvider == .provider(.local))
    #expect(services.timeZone == TimeZone(identifier: "Asia/Seoul"))
    #expect(try await services.catalogStatistics() == nil)
    let entry = ShelfEntry(book: sampleBooks[1], addedAt: Date(timeIntervalSince1970: 1_700_000_000))
    try await services.shelf.save(entry)
    let exported = try await services.exchange.exportData(format: .json)
    #expect(String(decoding: exported, as: UTF8.self).contains("A Wizard of Earthsea"))
    #expect(try await services.searcher(.provider(.kakao)).search(BookQuery(text: "x")).books.count == 2)
  }

  @Test("the local catalog is made from the starter catalog at the first local search; then counted")
  func starterCatalogOnFirstLocalSearch() async throws {
    let environment = try environment()
    let services = try environment.makeServerServices()
    #expect(services.defaultProvider == .provider(.openlibrary))
    #expect(!FileManager.default.fileExists(atPath: environment.catalogPath))
    _ = try? services.searcher(.provider(.local))
    #expect(FileManager.default.fileExists(atPath: environment.catalogPath))
    let statistics = try #require(try await services.catalogStatistics())
    #expect(statistics.rows == 10_000)
    #expect(statistics.attribution.isEmpty == false)
  }
}
