import BookshelfCore
import BookshelfProviders
import Foundation

/// Keys, endpoints and paths, from the environment first and the config file second.
///
/// Config file (`$XDG_CONFIG_HOME/bookshelf/config.json`, default `~/.config/bookshelf/config.json`):
/// ```json
/// { "defaultProvider": "kakao",
///   "keys": { "kakao": "…", "aladin": "…", "google": "…",
///             "naverClientId": "…", "naverClientSecret": "…" },
///   "endpoints": { "kakao": "http://127.0.0.1:8080" },
///   "timeoutSeconds": 10, "maxResponseMiB": 8,
///   "cache": { "coverMemoryMiB": 64, "coverDiskMiB": 256, "responsesMiB": 32 } }
/// ```
/// Every field is optional. Key values are never printed.
public struct Configuration: Sendable {
  /// `defaultProvider` from the file (a `ProviderID` raw value or `all`), if set.
  public var defaultProvider: String?
  /// API keys by provider; Naver's client id is under `.naver`.
  public var keys: [ProviderID: String]
  /// Naver's client secret (`NAVER_CLIENT_SECRET`).
  public var naverClientSecret: String?
  /// Base URLs replacing each API's scheme, host and port (`BOOKSHELF_<P>_URL`).
  public var endpoints: [ProviderID: URL]
  /// Open Library covers base URL (`BOOKSHELF_COVERS_URL`).
  public var coversURL: URL?
  /// Time limit of one search or lookup in seconds, wall clock, redirects, retries and their
  /// waits included (`BOOKSHELF_TIMEOUT`, `timeoutSeconds`), default 10.
  public var timeout: Double
  /// Most bytes of one API answer, decompressed (`BOOKSHELF_MAX_RESPONSE_MIB`,
  /// `maxResponseMiB`: whole MiB from 1 to 1024), default 8 MiB.
  public var maxResponseBytes = HTTPRequest.defaultMaxResponseBytes
  /// Most decoded bytes of covers kept in memory (`BOOKSHELF_COVER_MEMORY_MIB`,
  /// `cache.coverMemoryMiB`: whole MiB 1…4096), default 64 MiB.
  public var coverMemoryLimitBytes = 64 << 20
  /// Most bytes of the disk cover cache under `cacheDirectory/covers`
  /// (`BOOKSHELF_COVER_DISK_MIB`, `cache.coverDiskMiB`: whole MiB 1…65536), default 256 MiB.
  public var coverDiskLimitBytes = 256 << 20
  /// Most bytes of the response cache `cacheDirectory/responses.sqlite`
  /// (`BOOKSHELF_RESPONSES_MIB`, `cache.responsesMiB`: whole MiB 0…4096, 0 is off), default 32 MiB.
  public var responseCacheLimitBytes = 32 << 20
  /// No request at all: only the caches and the local catalog (`--offline`,
  /// `BOOKSHELF_OFFLINE=1`).
  public var offline = false
  /// `$BOOKSHELF_HOME`, else `$XDG_DATA_HOME/bookshelf`, else `~/.local/share/bookshelf`.
  public var dataDirectory: URL
  /// `$XDG_CACHE_HOME/bookshelf`, else `~/.cache/bookshelf`.
  public var cacheDirectory: URL
  /// Where the config file is looked for.
  public var configFile: URL
  /// True when the config file holds API keys but other users may read it (mode not 0600).
  public var configFileIsExposed = false
  /// More names `bookshelf serve` answers to besides its address and `localhost`
  /// (`serverHostNames` in the file, and `BOOKSHELF_SERVER_HOSTS`, comma-separated, added to
  /// them); see `ServerHostNames`.
  public var serverHostNames: [String] = []
  /// Books to read a year (`readingGoal` in the file, 1…10,000, set by `stats --goal N`), or
  /// nil when no goal is set.
  public var readingGoal: Int?
  /// Keys of the config file that Bookshelf does not know (warned about, then ignored).
  public var unknownKeys: [ConfigUnknownKey] = []

  /// The environment variable holding each provider's key.
  public static let keyVariables: [ProviderID: String] = [
    .kakao: "KAKAO_REST_API_KEY", .aladin: "ALADIN_TTB_KEY", .google: "GOOGLE_BOOKS_API_KEY",
    .naver: "NAVER_CLIENT_ID",
  ]

  /// The environment variable overriding each provider's base URL.
  public static let endpointVariables: [ProviderID: String] = [
    .kakao: "BOOKSHELF_KAKAO_URL", .aladin: "BOOKSHELF_ALADIN_URL",
    .google: "BOOKSHELF_GOOGLE_BOOKS_URL", .openlibrary: "BOOKSHELF_OPEN_LIBRARY_URL",
    .naver: "BOOKSHELF_NAVER_URL",
  ]

  /// Reads the environment and, when present, the config file.
  /// - Throws: `BookshelfError.invalidConfiguration` for an unreadable or malformed file, a bad
  ///   URL or a bad timeout (exit status 3).
  public static func load(environment env: [String: String]) throws(BookshelfError) -> Configuration {
    let home = URL(fileURLWithPath: env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
    func xdg(_ name: String, _ fallback: String) -> URL {
      if let value = env[name], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
      return home.appendingPathComponent(fallback)
    }
    let configFile = xdg("XDG_CONFIG_HOME", ".config").appendingPathComponent("bookshelf/config.json")
    let (file, unknownKeys) = try ConfigFile.readChecked(configFile)
    let dataDirectory =
      env["BOOKSHELF_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? xdg("XDG_DATA_HOME", ".local/share").appendingPathComponent("bookshelf")

    var keys: [ProviderID: String] = [:]
    for (provider, variable) in keyVariables {
      let fileKey = provider == .naver ? file.keys?["naverClientId"] : file.keys?[provider.rawValue]
      if let key = nonEmpty(env[variable]) ?? nonEmpty(fileKey) { keys[provider] = key }
    }
    var endpoints: [ProviderID: URL] = [:]
    for (provider, variable) in endpointVariables {
      if let text = nonEmpty(env[variable]) {
        endpoints[provider] = try baseURL(text, source: .variable(variable))
      } else if let text = nonEmpty(file.endpoints?[provider.rawValue]) {
        endpoints[provider] = try baseURL(text, source: .file(configFile.path))
      }
    }
    let coversURL = try nonEmpty(env["BOOKSHELF_COVERS_URL"]).map {
      (text) throws(BookshelfError) in
      try baseURL(text, source: .variable("BOOKSHELF_COVERS_URL"))
    }
    var timeout = file.timeoutSeconds ?? 10
    var timeoutSource = ConfigSetting.key("timeoutSeconds", file: configFile.path)
    if let text = nonEmpty(env["BOOKSHELF_TIMEOUT"]) {
      guard let value = Double(text) else {
        throw .invalidConfiguration(ConfigProblem(.variable("BOOKSHELF_TIMEOUT"), .notSeconds(text)))
      }
      timeout = value
      timeoutSource = .variable("BOOKSHELF_TIMEOUT")
    }
    guard timeout > 0, timeout <= 300 else {
      throw .invalidConfiguration(ConfigProblem(timeoutSource, .timeoutOutOfRange(maximum: 300)))
    }
    var configuration = Configuration(
      defaultProvider: nonEmpty(file.defaultProvider), keys: keys,
      naverClientSecret: nonEmpty(env["NAVER_CLIENT_SECRET"]) ?? nonEmpty(file.keys?["naverClientSecret"]),
      endpoints: endpoints, coversURL: coversURL, timeout: timeout, dataDirectory: dataDirectory,
      cacheDirectory: xdg("XDG_CACHE_HOME", ".cache").appendingPathComponent("bookshelf"),
      configFile: configFile)
    configuration.maxResponseBytes = try maxResponseBytes(
      env["BOOKSHELF_MAX_RESPONSE_MIB"], file: file.maxResponseMiB, configFile: configFile)
    try configuration.applyCacheLimits(environment: env, file: file.cache, configFile: configFile)
    configuration.offline = try OfflineSetting.parse(env[OfflineSetting.variable])
    configuration.serverHostNames = try ServerHostNames.parse(
      file: file.serverHostNames, variable: env[ServerHostNames.variable], configFile: configFile)
    configuration.readingGoal = try ReadingGoalSetting.parse(file.readingGoal, configFile: configFile)
    configuration.unknownKeys = unknownKeys
    configuration.configFileIsExposed =
      !(file.keys ?? [:]).isEmpty && ConfigFile.isReadableByOthers(configFile)
    return configuration
  }

  /// The response size limit in bytes: the environment's MiB, else the file's, else 8 MiB.
  /// - Throws: `.invalidConfiguration` for anything but a whole number from 1 to 1024.
  private static func maxResponseBytes(
    _ text: String?, file: Double?, configFile: URL
  ) throws(BookshelfError) -> Int {
    let range = 1...1024
    if let text = nonEmpty(text) {
      guard let mebibytes = Int(text), range.contains(mebibytes) else {
        throw .invalidConfiguration(
          ConfigProblem(.variable("BOOKSHELF_MAX_RESPONSE_MIB"), .notMebibytes(text, range: range)))
      }
      return mebibytes << 20
    }
    guard let file else { return HTTPRequest.defaultMaxResponseBytes }
    guard file.isFinite, file == file.rounded(), (1...1024).contains(file) else {
      let shown = file.isFinite && file == file.rounded() && abs(file) < 1e15 ? "\(Int(file))" : "\(file)"
      throw .invalidConfiguration(
        ConfigProblem(.key("maxResponseMiB", file: configFile.path), .notMebibytes(shown, range: range)))
    }
    return Int(file) << 20
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text = text?.trimmingWhitespace(), !text.isEmpty else { return nil }
    return text
  }

  private static func baseURL(_ text: String, source: ConfigSetting) throws(BookshelfError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host != nil
    else {
      throw .invalidConfiguration(ConfigProblem(source, .notBaseURL(text)))
    }
    return url
  }
}

/// The decoded config file; every field optional.
struct ConfigFile: Decodable {
  var defaultProvider: String?
  var keys: [String: String]?
  var endpoints: [String: String]?
  var timeoutSeconds: Double?
  var maxResponseMiB: Double?
  var cache: CacheLimitsFile?
  var serverHostNames: [String]?
  var readingGoal: Double?

  /// True when group or others may read or write the file (any of the mode bits 0o077). A
  /// symbolic link is judged by the file it leads to (`stat`, not the link's own 0777).
  static func isReadableByOthers(_ url: URL) -> Bool {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return false }
    return info.st_mode & 0o077 != 0
  }

  /// The file's contents, or an empty configuration when the file does not exist.
  static func read(_ url: URL) throws(BookshelfError) -> ConfigFile { try readChecked(url).file }

  /// The file's contents and its unknown keys; an empty configuration when the file does not
  /// exist.
  /// - Throws: `.invalidConfiguration`: `.invalidJSON` with the line and column where the text
  ///   stops being JSON, `.wrongType` naming the key, `.unreadable`.
  static func readChecked(_ url: URL) throws(BookshelfError) -> (file: ConfigFile, unknownKeys: [UnknownKey])
  {
    guard FileManager.default.fileExists(atPath: url.path) else { return (ConfigFile(), []) }
    do {
      let data = try Data(contentsOf: url)
      if let place = JSONSyntaxLocation.firstError(in: [UInt8](data)) {
        throw BookshelfError.invalidConfiguration(
          ConfigProblem(.file(url.path), .invalidJSON(line: place.line, column: place.column)))
      }
      return (try JSONDecoder().decode(ConfigFile.self, from: data), unknownKeys(in: data))
    } catch let error as BookshelfError {
      throw error
    } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
      let key = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw .invalidConfiguration(ConfigProblem(.file(url.path), .wrongType(key: key)))
    } catch is DecodingError {
      throw .invalidConfiguration(ConfigProblem(.file(url.path), .notDocumentedJSON))
    } catch {
      throw .invalidConfiguration(ConfigProblem(.file(url.path), .unreadable))
    }
  }
}
