import BookshelfCore

/// Which cache `bookshelf cache stats|clear` names.
public enum CacheName: String, Sendable, Hashable, CaseIterable {
  /// The cover image cache (`cacheDirectory/covers`).
  case covers
  /// The API response cache (`cacheDirectory/responses.sqlite`).
  case responses
}

/// The lines of the response cache and of `bookshelf cache`.
public enum CacheMessage: BilingualText, Equatable {
  /// The stale-answer line: the results were stored `ageSeconds` ago and are shown because the
  /// source could not be reached (`results from 3 hours ago; the network is unreachable`).
  case staleAnswer(ageSeconds: Double)
  /// A cache's name in the stats table.
  case name(CacheName)
  /// The header cells of the stats table, in order: cache, entries, size, limit, hit rate.
  case header(Column)
  /// A hit rate cell: `87%`, or `—` before any lookup.
  case hitRate(Double?)
  /// `cache clear`: which caches were emptied.
  case cleared([CacheName])

  /// The columns of `cache stats`.
  public enum Column: Sendable, Hashable, CaseIterable {
    case cache, entries, size, limit, hitRate
  }

  /// The text in English.
  public var english: String {
    switch self {
    case .staleAnswer(let age): "results from \(Self.englishAge(age)); the network is unreachable"
    case .name(.covers): "covers"
    case .name(.responses): "responses"
    case .header(.cache): "cache"
    case .header(.entries): "entries"
    case .header(.size): "size"
    case .header(.limit): "limit"
    case .header(.hitRate): "hit rate"
    case .hitRate(let rate): Self.percent(rate)
    case .cleared(let names):
      names.count == 1
        ? "Cleared the \(CacheMessage.name(names[0]).english) cache."
        : "Cleared the \(names.map { CacheMessage.name($0).english }.joined(separator: " and ")) caches."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .staleAnswer(let age): "\(Self.koreanAge(age)) 결과입니다. 네트워크에 연결할 수 없습니다."
    case .name(.covers): "표지"
    case .name(.responses): "검색 응답"
    case .header(.cache): "캐시"
    case .header(.entries): "항목"
    case .header(.size): "크기"
    case .header(.limit): "한도"
    case .header(.hitRate): "적중률"
    case .hitRate(let rate): Self.percent(rate)
    case .cleared(let names):
      "\(names.map { CacheMessage.name($0).korean }.joined(separator: ", ")) 캐시를 비웠습니다."
    }
  }

  /// The age in whole units, rounded down: under a minute, minutes below an hour, hours below
  /// two days, else days.
  static func units(_ ageSeconds: Double) -> (count: Int, unit: AgeUnit) {
    let seconds = ageSeconds.isFinite ? max(0, ageSeconds) : 0
    if seconds < 60 { return (0, .moment) }
    if seconds < 3600 { return (Int(seconds / 60), .minute) }
    if seconds < 48 * 3600 { return (Int(seconds / 3600), .hour) }
    return (SafeNumber.int(seconds / 86_400) ?? Int.max, .day)
  }

  enum AgeUnit { case moment, minute, hour, day }

  private static func englishAge(_ age: Double) -> String {
    let (count, unit) = units(age)
    let word: String
    switch unit {
    case .moment: return "less than a minute ago"
    case .minute: word = "minute"
    case .hour: word = "hour"
    case .day: word = "day"
    }
    return "\(BookFormat.count(count)) \(word)\(count == 1 ? "" : "s") ago"
  }

  private static func koreanAge(_ age: Double) -> String {
    let (count, unit) = units(age)
    switch unit {
    case .moment: return "방금 전"
    case .minute: return "\(BookFormat.count(count))분 전"
    case .hour: return "\(BookFormat.count(count))시간 전"
    case .day: return "\(BookFormat.count(count))일 전"
    }
  }

  private static func percent(_ rate: Double?) -> String {
    guard let rate, rate.isFinite else { return "—" }
    return "\(SafeNumber.int((min(1, max(0, rate)) * 100).rounded()) ?? 0)%"
  }

}
