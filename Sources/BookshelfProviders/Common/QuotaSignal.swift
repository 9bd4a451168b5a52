import BookshelfCore
import Foundation

/// Tells a used-up quota (no quick retry can help; it resets per day or month) from a burst
/// limit ("too many requests, slow down"), by the words of the answer's body.
///
/// Read: the first 64 KiB of the body, lower-cased. Providers' own error-body parsers decide
/// their typed error with `isDaily`; `RetryingHTTPClient` does not retry what `isQuota` flags.
public enum QuotaSignal {
  /// Phrases that mean the limit is per day (Google `Queries per day`, `dailyLimitExceeded`,
  /// `defaultPerDayPerProject`; Naver `일일 허용량`; Korean "하루").
  static let dailyPhrases = ["per day", "perday", "daily", "일일", "하루"]
  /// Phrases that name a quota of any period (Google `Quota exceeded`, Kakao `API limit has been
  /// exceeded`, Korean "한도" / "허용량").
  static let quotaPhrases = ["quota", "limit has been exceeded", "한도", "허용량"]

  /// True when a 429 or 5xx answer names a quota (daily or other): retrying within seconds
  /// cannot succeed, so it is final.
  public static func isQuota(_ response: HTTPResponse) -> Bool {
    guard response.status == 429 || (500...599).contains(response.status) else { return false }
    let text = lowercasedBody(response)
    return (dailyPhrases + quotaPhrases).contains { text.contains($0) }
  }

  /// True when the answer's body says a per-day limit is used up.
  public static func isDaily(_ response: HTTPResponse) -> Bool {
    isDaily(text: lowercasedBody(response))
  }

  /// True when `text` (lower-cased) says the limit is per day.
  public static func isDaily(text: String) -> Bool {
    dailyPhrases.contains { text.contains($0) }
  }

  private static func lowercasedBody(_ response: HTTPResponse) -> String {
    String(decoding: response.body.prefix(64 * 1024), as: UTF8.self).lowercased()
  }
}
