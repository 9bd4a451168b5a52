import BookshelfCore
import Foundation

/// Turns Naver's error answers (`{"errorMessage": "…", "errorCode": "…"}`) into `BookshelfError`.
///
/// - `024` (HTTP 401, authentication failed) → `.invalidAPIKey`
/// - `SE01`–`SE06` (bad query, `display`, `start`, `sort`, encoding; `SE05` unknown API, 404)
///   → `.requestRejected` with `"<code>: <message>"`
/// - `SE99` → `.serverError`
/// - HTTP 429 → `.quotaExceeded` when the body says the daily allowance is used up
///   (`QuotaSignal.isDaily`, e.g. `일일 허용량`), else `.rateLimited` (with `Retry-After`)
/// - otherwise the status decides (401 → `.invalidAPIKey`, 403 → `.accessDenied`, 5xx →
///   `.serverError`, other 4xx → `.requestRejected`); HTML, empty and truncated bodies carry no
///   detail.
///
/// Every detail passes through the `Redactor`.
public enum NaverErrorBody {
  /// The error for a non-2xx answer, or for a 2xx answer whose body is an error object.
  public static func error(for response: HTTPResponse, redactor: Redactor) -> BookshelfError {
    let dto = decode(response.body)
    let code = dto?.errorCode?.trimmingWhitespace().uppercased()
    let message = dto?.errorMessage.map { redactor.redact($0.trimmingWhitespace()) }.flatMap {
      $0.isEmpty ? nil : $0
    }
    let detail = code.map { c in message.map { "\(c): \($0)" } ?? c } ?? message
    let status = response.status
    if status == 429 {
      if QuotaSignal.isDaily(response) { return .quotaExceeded(.naver) }
      return .rateLimited(.naver, retryAfterSeconds: ResponseHandling.retryAfterSeconds(response))
    }
    switch code {
    case "024": return .invalidAPIKey(.naver)
    case "SE99": return .serverError(.naver, status: (500..<600).contains(status) ? status : 500)
    case "SE01", "SE02", "SE03", "SE04", "SE05", "SE06":
      return .requestRejected(
        .naver, status: status, detail: detail.map { .provider(redactor.redact($0)) } ?? .status(status))
    default: break
    }
    if (200..<300).contains(status) {
      return .requestRejected(
        .naver, status: status, detail: detail.map(ResponseProblem.provider) ?? .errorObjectInsteadOfResults)
    }
    return ResponseHandling.statusError(response, provider: .naver, detail: detail)
      ?? .requestRejected(
        .naver, status: status, detail: detail.map(ResponseProblem.provider) ?? .status(status))
  }

  /// The error object in `body`, or nil when the body is not one.
  static func decode(_ body: Data) -> NaverErrorDTO? {
    guard ResponseHandling.looksLikeJSONObject(body),
      let dto = try? JSONDecoder().decode(NaverErrorDTO.self, from: body),
      dto.errorCode != nil || dto.errorMessage != nil
    else { return nil }
    return dto
  }
}
