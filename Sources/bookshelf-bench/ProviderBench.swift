import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation

// The provider benchmarks of issue 2: decode + map one 50-item page per provider, from the real
// recorded fixtures. Target: ≤ 1 ms per page.
//
// How a page is built: every item of every recorded search answer of the provider
// (`../shared/fixtures/<provider>/*.json`, the `documents`/`items`/`item`/`docs` list) is pooled
// and repeated in order until there are 50; the envelope (counts, meta) is the one of the largest
// answer. Copy k > 0 of an item gets its ISBNs varied (`ISBNVariant`), so the 50 books keep
// distinct ids and `uniqueByID` keeps all of them, as on a real page; so do the own ids used when
// there is no valid ISBN (`ISBNVariant.ownID`). Nothing else is changed.

/// One provider's page and its mapping, as measured.
private struct ProviderCase: Sendable {
  let name: String
  let folder: String
  let listKey: String
  /// The partial-response selector the adapter sends (`fields=`), when the API has one: the
  /// page is then also measured as the API returns it for that request.
  var requestedFields: String? = nil
  /// The most items the API returns per page, when that is fewer than 50.
  var largestPage: Int? = nil
  let map: @Sendable (Data, BookQuery) throws -> BookPage
}

private let cases: [ProviderCase] = [
  ProviderCase(name: "kakao", folder: "kakao", listKey: "documents") {
    try KakaoMapping.page(from: $0, query: $1)
  },
  ProviderCase(name: "naver", folder: "naver", listKey: "items") {
    try NaverMapping.page(from: $0, query: $1)
  },
  ProviderCase(name: "aladin", folder: "aladin", listKey: "item") {
    try AladinMapping.page(from: $0, query: $1)
  },
  ProviderCase(
    name: "google", folder: "google-books", listKey: "items", requestedFields: GoogleBooksRequest.fields,
    largestPage: GoogleBooksRequest.limits.maxPageSize
  ) {
    try GoogleBooksMapping.page(from: $0, query: $1)
  },
  ProviderCase(name: "openlibrary", folder: "open-library", listKey: "docs") {
    try OpenLibraryMapping.page(from: $0, query: $1)
  },
]

/// Runs the provider suite: per provider, median and p90 µs per decode + map of a 50-item page.
/// `BENCH_RUNS` (default 2,000) sets the timed runs per provider, split into 5 rounds whose
/// medians are reported too (the median of medians is the figure to quote on a loaded machine).
func runProviderBenchmarks() throws {
  print("provider pages (decode + map, 50 items, release)")
  guard SharedData.url("fixtures") != nil else {
    print("  " + SharedData.skipMessage(for: "fixtures"))
    return
  }
  let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 2_000
  let only = ProcessInfo.processInfo.environment["BENCH_PROVIDER"]
  let query = try BookQuery(text: "bench", pageSize: 50)
  for item in cases where only == nil || only == item.name {
    guard let page = try itemPage(item) else {
      print("  \(item.name): " + SharedData.skipMessage(for: "fixtures/\(item.folder)"))
      continue
    }
    try measure(item, name: item.name, page: page, query: query, runs: runs)
    if let fields = item.requestedFields {
      let selected = try PartialResponse.apply(fields: fields, toJSON: page)
      try measure(item, name: item.name + "*", page: selected, query: query, runs: runs)
      print("  * the same page as the API returns it for Bookshelf's request (fields=…)")
    }
    if let largest = item.largestPage, largest < 50, let real = try itemPage(item, count: largest) {
      let size = try BookQuery(text: "bench", pageSize: largest)
      try measure(item, name: "\(item.name) \(largest)", page: real, query: size, runs: runs)
      if let fields = item.requestedFields {
        let selected = try PartialResponse.apply(fields: fields, toJSON: real)
        try measure(item, name: "\(item.name) \(largest)*", page: selected, query: size, runs: runs)
      }
      print("  \(item.name) \(largest): the API's largest page (\(largest) items)")
    }
  }
}

/// Times decode + map of `page` and prints one result line and the JSON floors.
private func measure(_ item: ProviderCase, name: String, page: Data, query: BookQuery, runs: Int) throws {
  let mapped = try item.map(page, query)
  for _ in 0..<max(20, runs / 10) { _ = try item.map(page, query) }  // warm-up
  var rounds: [[Double]] = []
  for _ in 0..<5 {
    var samples: [Double] = []
    samples.reserveCapacity(runs / 5)
    for _ in 0..<max(1, runs / 5) {
      let start = ContinuousClock.now
      _ = try item.map(page, query)
      samples.append(microseconds(ContinuousClock.now - start))
    }
    rounds.append(samples.sorted())
  }
  let all = rounds.flatMap { $0 }.sorted()
  let medians = rounds.map { percentile($0, 0.5) }
  print(
    "  \(name.padding(toLength: 11, withPad: " ", startingAt: 0)) \(page.count / 1024) KB,"
      + " \(mapped.books.count) books: median \(format(percentile(all, 0.5))) µs,"
      + " p90 \(format(percentile(all, 0.9))) µs, min \(format(all[0])) µs;"
      + " round medians \(medians.map(format).joined(separator: " ")) (target ≤ 1000 µs)")
  let scan = try medianMicroseconds(runs: max(20, runs / 5)) {
    _ = try JSONDecoder().decode(Nothing.self, from: page)
  }
  let tree = try medianMicroseconds(runs: max(20, runs / 5)) {
    _ = try JSONSerialization.jsonObject(with: page)
  }
  print(
    "  \("".padding(toLength: 11, withPad: " ", startingAt: 0)) floor: JSONDecoder reading no key"
      + " \(format(scan)) µs, JSONSerialization tree \(format(tree)) µs (medians)")
}

/// A Decodable that reads nothing: decoding it costs JSONDecoder's scan of the whole body.
private struct Nothing: Decodable {}

/// Median µs of `body` over `runs` runs.
private func medianMicroseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    try body()
    samples.append(microseconds(ContinuousClock.now - start))
  }
  return percentile(samples.sorted(), 0.5)
}

/// The provider's page of `count` items (50 by default) as JSON, or nil when it has no
/// recorded search answer.
private func itemPage(_ item: ProviderCase, count: Int = 50) throws -> Data? {
  var envelope: [String: Any]?
  var pool: [Any] = []
  for file in SharedData.fixtureFiles(item.folder) {
    guard
      let object = try? JSONSerialization.jsonObject(with: jsonBody(try Data(contentsOf: file))),
      let dict = object as? [String: Any], let list = dict[item.listKey] as? [Any], !list.isEmpty
    else { continue }
    if list.count > ((envelope?[item.listKey] as? [Any])?.count ?? 0) { envelope = dict }
    pool += list
  }
  guard var page = envelope, !pool.isEmpty else { return nil }
  page[item.listKey] = (0..<count).map { n in ISBNVariant.vary(pool[n % pool.count], copy: n / pool.count) }
  return try JSONSerialization.data(withJSONObject: page, options: [.withoutEscapingSlashes])
}

/// Aladin's body may end in `;` (APIS-aladin Q3); JSONSerialization needs plain JSON.
private func jsonBody(_ data: Data) -> Data {
  var text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  if text.hasSuffix(";") { text.removeLast() }
  return Data(text.utf8)
}

/// Distinct but valid ISBNs for repeated items: copy k of ISBN-13 `978xxxxxxxxxC` adds k to the
/// digits 4–12 (as a number, modulo 10⁹) and recomputes the check digit; an ISBN-10 becomes the
/// ISBN-10 of its varied ISBN-13. Applied to string values (and string lists) under the keys
/// `isbn`, `isbn13` and `identifier` (Google's `industryIdentifiers`), token by token; own ids
/// are varied by `ownID`.
enum ISBNVariant {
  static func vary(_ json: Any, copy: Int) -> Any {
    guard copy > 0 else { return json }
    if let dict = json as? [String: Any] {
      var out: [String: Any] = [:]
      for (key, value) in dict {
        if ["isbn", "isbn13", "identifier"].contains(key) {
          if let text = value as? String {
            out[key] = varyTokens(text, copy: copy)
          } else if let list = value as? [String] {
            out[key] = list.map { varyTokens($0, copy: copy) }
          } else {
            out[key] = value
          }
        } else if let own = ownID(key, value, copy: copy) {
          out[key] = own
        } else {
          out[key] = vary(value, copy: copy)
        }
      }
      return out
    }
    if let list = json as? [Any] { return list.map { vary($0, copy: copy) } }
    return json
  }

  /// The own ids behind `Book.id` when there is no ISBN, made distinct per copy: Kakao's `url`
  /// (`bookId=` gets the prefix `<k>0`), Naver's and Aladin's `link` (`0<k>` appended), Aladin's
  /// `itemId` (+ k × 10⁹), Google's `id` and Open Library's `key` (`-<k>` appended).
  static func ownID(_ key: String, _ value: Any, copy: Int) -> Any? {
    switch (key, value) {
    case ("url", let text as String): text.replacingOccurrences(of: "bookId=", with: "bookId=\(copy)0")
    case ("link", let text as String): text + "0\(copy)"
    case ("itemId", let number as Int): number + copy * 1_000_000_000
    case ("id", let text as String), ("key", let text as String): text + "-\(copy)"
    default: nil
    }
  }

  static func varyTokens(_ text: String, copy: Int) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
      guard let isbn = ISBN.parse(String(token)), let varied = varied(isbn, copy: copy) else {
        return String(token)
      }
      return token.count == 10 ? (varied.isbn10 ?? String(token)) : varied.isbn13
    }.joined(separator: " ")
  }

  private static func varied(_ isbn: ISBN, copy: Int) -> ISBN? {
    let digits = isbn.isbn13.compactMap(\.wholeNumberValue)
    let body = digits[3..<12].reduce(0) { $0 * 10 + $1 }
    let next = String((body + copy * 7_919) % 1_000_000_000)
    let twelve = isbn.isbn13.prefix(3) + String(repeating: "0", count: 9 - next.count) + next
    let sum = twelve.enumerated().reduce(0) {
      $0 + ($1.offset % 2 == 0 ? 1 : 3) * ($1.element.wholeNumberValue ?? 0)
    }
    return ISBN.parse(twelve + String((10 - sum % 10) % 10))
  }
}

/// A duration in microseconds.
func microseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
}

/// A figure with one decimal.
func format(_ value: Double) -> String { String(format: "%.1f", value) }

// MARK: - CLI

/// Runs the CLI suite against a loopback server answering a recorded Kakao page: the server's
/// own response time (raw socket request, median), `bookshelf search` wall time (spawn to exit,
/// median and p90) and the overhead between them (target ≤ 50 ms), and `bookshelf --version`
/// (pure start-up). `BENCH_CLI_RUNS` (default 40) sets the runs of each.
func runCLIBenchmarks() throws {
  print("cli (release bookshelf binary, loopback Kakao server)")
  let binary = BookshelfBinary.url
  guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    print("  skipped: \(binary.path) missing; run swift build -c release --product bookshelf")
    return
  }
  guard let fixture = SharedData.url("fixtures/kakao/search-uju-10-docs-pageable-cap.json") else {
    print("  " + SharedData.skipMessage(for: "fixtures/kakao"))
    return
  }
  let runs = Int(ProcessInfo.processInfo.environment["BENCH_CLI_RUNS"] ?? "") ?? 40
  let server = try LoopbackServer()
  defer { server.stop() }
  server.route(
    "/v3/search/book", headers: ["Content-Type": "application/json;charset=UTF-8"],
    body: try Data(contentsOf: fixture))
  let home = try BookshelfBinary.temporaryHome()
  defer { try? FileManager.default.removeItem(at: home) }
  let env = BookshelfBinary.environment(
    home: home,
    [
      "BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "bench-key-0000",
      "BOOKSHELF_RESPONSES_MIB": "0",  // every run asks the server (the response cache is off)
    ])
  let search = ["search", "우주", "--provider", "kakao"]
  let check = try BookshelfBinary.runSynchronously(search, environment: env)
  guard check.status == 0, !check.stdout.isEmpty else {
    print("  bookshelf search failed (status \(check.status)): \(check.stderr.prefix(300))")
    return
  }
  print("  binary: \(binary.path)")
  let target = "/v3/search/book?query=%EC%9A%B0%EC%A3%BC&page=1&size=10"
  let serverTimes = try (0..<runs + 5).map { _ in try rawRequestTime(port: server.port, target: target) }
    .dropFirst(5).sorted()
  let curl = (0..<runs).compactMap { _ in
    spawnTime("/usr/bin/curl", ["curl", "-s", "-o", "/dev/null", server.url(target).absoluteString], env)
  }.sorted()
  let searchTimes = (0..<runs + 3).compactMap { _ in spawnTime(binary.path, ["bookshelf"] + search, env) }
    .dropFirst(3).sorted()
  let versionTimes = (0..<runs + 3).compactMap { _ in spawnTime(binary.path, ["bookshelf", "--version"], env)
  }
  .dropFirst(3).sorted()
  let serverMedian = percentile(Array(serverTimes), 0.5)
  let searchMedian = percentile(Array(searchTimes), 0.5)
  func line(_ name: String, _ samples: [Double]) {
    print(
      "  \(name): median \(format(percentile(samples, 0.5) / 1000)) ms, p90"
        + " \(format(percentile(samples, 0.9) / 1000)) ms, min \(format((samples.first ?? .nan) / 1000)) ms"
        + " (\(samples.count) runs)")
  }
  line("server response (raw socket, in process)", Array(serverTimes))
  line("curl process, same request", curl)
  line("bookshelf search 우주 --provider kakao", Array(searchTimes))
  line("bookshelf --version", Array(versionTimes))
  print(
    "  search overhead above the server: \(format((searchMedian - serverMedian) / 1000)) ms"
      + " (median − median; target ≤ 50 ms)")
}

/// µs for one `GET target` on a fresh connection to 127.0.0.1:`port`, read until the server
/// closes it (every loopback answer is `Connection: close`).
private func rawRequestTime(port: UInt16, target: String) throws -> Double {
  let start = ContinuousClock.now
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { throw POSIXError(.EIO) }
  defer { close(fd) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = port.bigEndian
  address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
  let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
  _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
  var buffer = [UInt8](repeating: 0, count: 65_536)
  var total = 0
  while true {
    let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    if n <= 0 { break }
    total += n
  }
  guard total > 0 else { throw POSIXError(.EIO) }
  return microseconds(ContinuousClock.now - start)
}

/// µs from `posix_spawn` to `wait4` for `path` with `argv` and `env`, output to /dev/null;
/// nil when it could not start or exited non-zero.
private func spawnTime(_ path: String, _ argv: [String], _ env: [String: String]) -> Double? {
  childUsage(path, argv, env).map { $0.wall * 1e6 }
}
