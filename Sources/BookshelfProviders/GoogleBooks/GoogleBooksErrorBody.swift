import BookshelfCore
import Foundation

/// Turns Google's error answers into typed errors that name Google Books and say what to do.
///
/// | answer | error |
/// | --- | --- |
/// | 400 `keyInvalid` / `API_KEY_INVALID`, "API key not valid", 401 | `.invalidAPIKey` |
/// | 429, or 403 `rateLimitExceeded`/`userRateLimitExceeded`/`dailyLimitExceeded`/`quotaExceeded`, or `status` `RESOURCE_EXHAUSTED` | `.quotaExceeded` when the limit is per day, else `.rateLimited` (`Retry-After`) |
/// | 5xx, or reason `backendError` | `.serverError` |
/// | 403 `accessNotConfigured`/`SERVICE_DISABLED`, `unknownLocation`, `forbidden`, other 403 | `.accessDenied` with a hint |
/// | other 4xx (`queryRequired`, `invalid`, …) | `.requestRejected` with Google's message |
///
/// Every message passes through the settings' `Redactor`: the key never appears.
public enum GoogleBooksErrorBody {
  /// The error for a non-2xx `response` (its JSON envelope when it has one, else the status).
  public static func error(for response: HTTPResponse, redactor: Redactor) -> BookshelfError {
    let retryAfter = ResponseHandling.retryAfterSeconds(response)
    if ResponseHandling.looksLikeJSONObject(response.body),
      let envelope = try? JSONDecoder().decode(GoogleErrorEnvelopeDTO.self, from: response.body),
      let error = envelope.error
    {
      return self.error(error, httpStatus: response.status, retryAfter: retryAfter, redactor: redactor)
    }
    return ResponseHandling.statusError(response, provider: .google)
      ?? .badResponse(.google, .statusWithoutBody(response.status))
  }

  static let keyReasons: Set<String> = ["keyinvalid", "api_key_invalid", "keyexpired", "api_key_expired"]
  static let quotaReasons: Set<String> = [
    "ratelimitexceeded", "userratelimitexceeded", "dailylimitexceeded", "quotaexceeded",
    "rate_limit_exceeded", "resource_exhausted",
  ]

  static func error(_ dto: GoogleErrorDTO, httpStatus: Int, retryAfter: Int?, redactor: Redactor)
    -> BookshelfError
  {
    let status = (200..<300).contains(httpStatus) ? (dto.code ?? 400) : httpStatus
    let reasons = dto.reasons
    let firstMessage = dto.errors?.lazy.compactMap { $0.value?.message }.first
    let message = redactor.redact((dto.message ?? firstMessage ?? "").collapsingWhitespace())
    let lower = message.lowercased()

    if status == 401 || !reasons.isDisjoint(with: keyReasons) || lower.contains("api key not valid")
      || lower.contains("api key expired")
    {
      return .invalidAPIKey(.google)
    }
    if status == 429 || !reasons.isDisjoint(with: quotaReasons) || dto.status == "RESOURCE_EXHAUSTED" {
      if QuotaSignal.isDaily(text: lower) || reasons.contains("dailylimitexceeded") {
        return .quotaExceeded(.google)
      }
      return .rateLimited(.google, retryAfterSeconds: retryAfter)
    }
    if status >= 500 || reasons.contains("backenderror") {
      return .serverError(.google, status: status >= 500 ? status : 503)
    }
    if status == 403 {
      return .accessDenied(.google, hint(reasons: reasons, message: message))
    }
    let detail = message.isEmpty ? reasons.sorted().first : message
    return .requestRejected(
      .google, status: status, detail: detail.map { .provider(String($0.prefix(300))) } ?? .status(status))
  }

  /// What to do about a 403, by reason.
  static func hint(reasons: Set<String>, message: String) -> AccessProblem {
    if reasons.contains("accessnotconfigured") || reasons.contains("service_disabled") {
      return .googleAPINotEnabled
    }
    if reasons.contains("unknownlocation") {
      return .googleUnknownLocation
    }
    if reasons.contains("forbidden") || reasons.contains("iprefererblocked")
      || reasons.contains("api_key_service_blocked") || reasons.contains("api_key_ip_address_blocked")
    {
      return .googleKeyRestricted
    }
    return .googleForbidden(message.isEmpty ? nil : String(message.prefix(200)))
  }
}
