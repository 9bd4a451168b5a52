import BookshelfCore
import BookshelfPresentation
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// The cache limits in the config file (`cache.coverMemoryMiB`, `cache.coverDiskMiB`,
/// `cache.responsesMiB`) and the environment (`BOOKSHELF_COVER_MEMORY_MIB`, …).
@Suite("configuration: cache limits")
struct CacheLimitsConfigurationTests {
  /// A home with `config` as its config file.
  func load(config: String?, environment: [String: String] = [:]) throws -> (
    URL, Result<Configuration, BookshelfError>
  ) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookshelf-config-\(UUID().uuidString)")
    let file = home.appendingPathComponent("config/bookshelf/config.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let config { try Data(config.utf8).write(to: file) }
    var env = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
    env.merge(environment) { $1 }
    do throws(BookshelfError) {
      return (file, .success(try Configuration.load(environment: env)))
    } catch {
      return (file, .failure(error))
    }
  }

  @Test("defaults: 64 MiB cover memory, 256 MiB cover disk, 32 MiB responses")
  func defaults() throws {
    let configuration = try load(config: nil).1.get()
    #expect(configuration.coverMemoryLimitBytes == 64 << 20)
    #expect(configuration.coverDiskLimitBytes == 256 << 20)
    #expect(configuration.responseCacheLimitBytes == 32 << 20)
  }

  @Test("the file's cache object sets each limit; the environment wins over the file")
  func fileAndEnvironment() throws {
    let config = #"{"cache": {"coverMemoryMiB": 16, "coverDiskMiB": 1024, "responsesMiB": 8}}"#
    let fromFile = try load(config: config).1.get()
    #expect(fromFile.coverMemoryLimitBytes == 16 << 20)
    #expect(fromFile.coverDiskLimitBytes == 1024 << 20)
    #expect(fromFile.responseCacheLimitBytes == 8 << 20)
    let overridden = try load(
      config: config,
      environment: [
        "BOOKSHELF_RESPONSES_MIB": " 2 ", "BOOKSHELF_COVER_MEMORY_MIB": "4", "BOOKSHELF_COVER_DISK_MIB": "",
      ]
    ).1.get()
    #expect(overridden.responseCacheLimitBytes == 2 << 20)
    #expect(overridden.coverMemoryLimitBytes == 4 << 20)
    #expect(overridden.coverDiskLimitBytes == 1024 << 20)  // empty variable: the file's value
  }

  static let badFileValues: [(String, String, String, ClosedRange<Int>)] = [
    (#"{"cache": {"responsesMiB": -1}}"#, "responsesMiB", "-1", 0...4096),
    (#"{"cache": {"responsesMiB": 1.5}}"#, "responsesMiB", "1.5", 0...4096),
    (#"{"cache": {"coverMemoryMiB": 0}}"#, "coverMemoryMiB", "0", 1...4096),
    (#"{"cache": {"coverMemoryMiB": 5000}}"#, "coverMemoryMiB", "5000", 1...4096),
    (#"{"cache": {"coverDiskMiB": -1}}"#, "coverDiskMiB", "-1", 1...65536),
    (#"{"cache": {"coverDiskMiB": 1e300}}"#, "coverDiskMiB", "1e+300", 1...65536),
  ]

  @Test("a file value that is not a whole number of MiB in range names the key", arguments: badFileValues)
  func badFileValue(config: String, key: String, shown: String, range: ClosedRange<Int>) throws {
    let (file, result) = try load(config: config)
    let expected = BookshelfError.invalidConfiguration(
      ConfigProblem(.key("cache.\(key)", file: file.path), .notMebibytes(shown, range: range)))
    #expect(throws: expected) { try result.get() }
    #expect(expected.exitStatus == 3)
    #expect(
      expected.text(in: .english)
        .contains("cache.\(key) in \(file.path)"))
    #expect(
      expected.text(in: .english).contains(
        "\"\(shown)\" is not a whole number of MiB from \(range.lowerBound)"))
    #expect(expected.text(in: .korean).contains("\(file.path)의 cache.\(key) 설정을"))
  }

  @Test("a bad variable names the variable", arguments: ["0.5", "ten", "4097", "-3"])
  func badVariable(value: String) throws {
    let result = try load(config: nil, environment: ["BOOKSHELF_RESPONSES_MIB": value]).1
    #expect(
      throws: BookshelfError.invalidConfiguration(
        ConfigProblem(.variable("BOOKSHELF_RESPONSES_MIB"), .notMebibytes(value, range: 0...4096)))
    ) {
      try result.get()
    }
  }

  @Test("a cache key of the wrong type is a wrong-type error naming cache.<key>")
  func wrongType() throws {
    let (file, result) = try load(config: #"{"cache": {"responsesMiB": "32"}}"#)
    #expect(
      throws: BookshelfError.invalidConfiguration(
        ConfigProblem(.file(file.path), .wrongType(key: "cache.responsesMiB")))
    ) {
      try result.get()
    }
    let (other, notObject) = try load(config: #"{"cache": 32}"#)
    #expect(
      throws: BookshelfError.invalidConfiguration(ConfigProblem(.file(other.path), .wrongType(key: "cache")))
    ) {
      try notObject.get()
    }
  }

  @Test("responsesMiB 0 turns the response cache off: online providers are not wrapped")
  func responsesOff() throws {
    let off = try load(config: #"{"cache": {"responsesMiB": 0}}"#).1.get()
    #expect(off.responseCacheLimitBytes == 0)
    let source = CannedProvider(.kakao, books: [])
    let cache = AppEnvironment.makeResponseCache(off)
    #expect(AppEnvironment.cachingResponses(source, configuration: off, cache: cache) is CannedProvider)
    let on = try load(config: nil).1.get()
    #expect(AppEnvironment.cachingResponses(source, configuration: on, cache: cache) is CachingBookSearching)
    let local = CannedProvider(.local, books: [])
    #expect(AppEnvironment.cachingResponses(local, configuration: on, cache: cache) is CannedProvider)
  }

  @Test("the key's scope is the provider, plus the origin and path of an endpoint override")
  func scope() throws {
    var configuration = try load(config: nil).1.get()
    #expect(AppEnvironment.responseScope(.kakao, configuration: configuration) == "kakao")
    configuration.endpoints[.kakao] = URL(string: "HTTP://Mirror.Example:8080/base/path?x=1")
    #expect(
      AppEnvironment.responseScope(.kakao, configuration: configuration)
        == "kakao@http://mirror.example:8080/base/path")
    configuration.endpoints[.kakao] = URL(string: "http://mirror.example:8080/")
    #expect(
      AppEnvironment.responseScope(.kakao, configuration: configuration) == "kakao@http://mirror.example:8080"
    )
  }

  @Test("two overrides on one origin with different paths (two mirrors) never share answers")
  func scopeKeepsPaths() throws {
    var configuration = try load(config: nil).1.get()
    configuration.endpoints[.kakao] = URL(string: "http://127.0.0.1:9/mirrorA")
    let first = AppEnvironment.responseScope(.kakao, configuration: configuration)
    configuration.endpoints[.kakao] = URL(string: "http://127.0.0.1:9/mirrorB")
    let second = AppEnvironment.responseScope(.kakao, configuration: configuration)
    #expect(first == "kakao@http://127.0.0.1:9/mirrorA")
    #expect(second == "kakao@http://127.0.0.1:9/mirrorB")
    let query = try BookQuery(text: "dune")
    #expect(
      ResponseCacheKey.search(query, scope: first, maxPageSize: 50).text
        != ResponseCacheKey.search(query, scope: second, maxPageSize: 50).text)
  }
}
