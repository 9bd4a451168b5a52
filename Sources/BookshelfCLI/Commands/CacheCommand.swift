import BookshelfCore
import BookshelfPresentation
import Foundation

/// `bookshelf cache stats [covers|responses] [--json]` and `bookshelf cache clear
/// [covers|responses]`: the cover cache (through its `CacheMaintaining`) and the API response
/// cache (`<cache dir>/responses.sqlite`). Without a name, both.
enum CacheCommand {
  static let name = Positional(
    name: HelpWord(english: "[covers|responses]", korean: "[covers|responses]"), arity: .any)

  static let statsSpec = CommandSpec(
    name: "cache stats", positional: name, options: [OptionEntry(CommonOptions.json, .cacheStatsJSON)])

  static let clearSpec = CommandSpec(name: "cache clear", positional: name)

  static let spec = CommandSpec(
    name: "cache",
    subcommands: [
      Subcommand(spec: statsSpec, help: .cacheStats), Subcommand(spec: clearSpec, help: .cacheClear),
    ])

  static let command = Command(spec: spec, help: .cache) { arguments, context in
    let clearing = arguments.subcommand == "clear"
    let names = try chosen(arguments.positionals, command: clearing ? clearSpec.name : statsSpec.name)
    if clearing {
      for name in names { try await cache(name, context).clear() }
      context.say(CacheMessage.cleared(names))
    } else {
      try await printStats(names, json: arguments.isSet(CommonOptions.json), context: context)
    }
  }

  /// The caches named by the positionals: one name, or both when none is given.
  /// - Throws: `UsageError.unknownChoice(.cache…)`, `.extraArgument` past one name (exit 2).
  static func chosen(_ positionals: [String], command: String) throws(UsageError) -> [CacheName] {
    guard let first = positionals.first else { return CacheName.allCases }
    if positionals.count > 1 { throw .extraArgument(positionals[1], command: command) }
    guard let name = CacheName(rawValue: first.trimmingWhitespace().lowercased()) else {
      throw .unknownChoice(
        .cache, value: first, choices: CacheName.allCases.map(\.rawValue), command: command)
    }
    return [name]
  }

  static func cache(_ name: CacheName, _ context: CommandContext) -> any CacheMaintaining {
    switch name {
    case .covers: context.environment.coverCache
    case .responses: context.environment.responseCache
    }
  }

  /// The table (or JSON object) of the named caches. A cache that cannot be read is a warning
  /// naming why, and exit status 1 after the others are shown.
  static func printStats(_ names: [CacheName], json: Bool, context: CommandContext) async throws {
    var rows: [(CacheName, CacheStatistics)] = []
    var failed = false
    for name in names {
      do {
        rows.append((name, try await cache(name, context).statistics()))
      } catch let error as BookshelfError {
        context.warn(error)
        failed = true
      }
    }
    if json {
      let object = Dictionary(uniqueKeysWithValues: rows.map { ($0.0.rawValue, CacheStatsJSON($0.1)) })
      context.process.stdout.write(try JSONOutput.text(object))
    } else {
      for line in CacheStatsTable.lines(rows, language: context.language) { context.print(line) }
    }
    if failed { throw CommandExit(status: 1) }
  }
}

/// One cache in `cache stats --json`: its statistics, with `hitRate` written as null before
/// any lookup.
struct CacheStatsJSON: Encodable {
  let statistics: CacheStatistics

  init(_ statistics: CacheStatistics) { self.statistics = statistics }

  enum CodingKeys: String, CodingKey { case entries, bytes, limitBytes, hits, misses, hitRate }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(statistics.entries, forKey: .entries)
    try c.encode(statistics.bytes, forKey: .bytes)
    try c.encode(statistics.limitBytes, forKey: .limitBytes)
    try c.encode(statistics.hits, forKey: .hits)
    try c.encode(statistics.misses, forKey: .misses)
    try c.encode(statistics.hitRate, forKey: .hitRate)
  }
}

/// The aligned table of `cache stats`: a header, then one row per cache; the name column
/// left-aligned, the numbers right-aligned, by display width (Korean headers are wide).
enum CacheStatsTable {
  static func lines(_ rows: [(CacheName, CacheStatistics)], language: Language) -> [String] {
    let header = CacheMessage.Column.allCases.map { CacheMessage.header($0).text(in: language) }
    let body = rows.map { name, statistics in
      [
        CacheMessage.name(name).text(in: language), Formatting.count(statistics.entries),
        ByteSize.text(statistics.bytes), ByteSize.text(statistics.limitBytes),
        CacheMessage.hitRate(statistics.hitRate).text(in: language),
      ]
    }
    let table = [header] + body
    let widths = header.indices.map { column in table.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    return table.map { cells in
      cells.indices.map { column in
        DisplayWidth.pad(cells[column], to: widths[column], alignRight: column > 0)
      }.joined(separator: "  ")
    }
  }
}
