import BookshelfCore
import Foundation

/// Turns Kakao's error answers into `BookshelfError`, naming Kakao and saying what to do.
///
/// Both body shapes are read: `{errorType, message}` and `{code, msg}`. The body wins over the
/// status where it is more specific:
/// - `code` -10 (or a message saying the limit was exceeded) → `.quotaExceeded`
/// - `code` -401, or HTTP 401 with `AccessDeniedError` other than the two below → `.invalidAPIKey`
/// - a message with `cannot access` (app not allowed / service not enabled, HTTP 401 or 403) or
///   `ip mismatched` (the app restricts caller IPs) → `.accessDenied` with that message
/// - `code` -3 / -5 → `.accessDenied`; -7 / -9798 (maintenance) → `.serverError`
/// - `InvalidArgument` and other 4xx → `.requestRejected` with Kakao's message
/// - 429 → `.rateLimited` (with `Retry-After`), 5xx → `.serverError`
/// - a body that is not JSON (HTML error page, empty, truncated) → the status alone decides.
///
/// Every detail string passes through the `Redactor`, so a key echoed by Kakao never leaks.
public enum KakaoErrorBody {
  /// The error for a non-2xx answer (or a 2xx answer whose body is an error object).
  public static func error(for response: HTTPResponse, redactor: Redactor) -> BookshelfError {
    let dto = decode(response.body)
    let text = dto.flatMap { ($0.message ?? $0.msg)?.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
    let detail = text.map { redactor.redact($0) }
    let status = response.status
    let lowered = text?.lowercased() ?? ""

    if dto?.code == -10 || lowered.contains("limit has been exceeded") { return .quotaExceeded(.kakao) }
    if status == 429 {
      return .rateLimited(.kakao, retryAfterSeconds: ResponseHandling.retryAfterSeconds(response))
    }
    if lowered.contains("cannot access") || lowered.contains("ip mismatch") {
      return .accessDenied(.kakao, detail.map(AccessProblem.provider) ?? .status(status))
    }
    switch dto?.code {
    case -401: return .invalidAPIKey(.kakao)
    case -3, -5: return .accessDenied(.kakao, detail.map(AccessProblem.provider) ?? .status(status))
    case -7, -9798: return .serverError(.kakao, status: status)
    default: break
    }
    if status == 401 { return .invalidAPIKey(.kakao) }
    if (200..<300).contains(status) {
      return .requestRejected(
        .kakao, status: status, detail: detail.map(ResponseProblem.provider) ?? .errorObjectInsteadOfResults)
    }
    return ResponseHandling.statusError(response, provider: .kakao, detail: detail)
      ?? .requestRejected(
        .kakao, status: status, detail: detail.map(ResponseProblem.provider) ?? .status(status))
  }

  /// The error object in `body`, or nil when the body is not one (HTML, empty, other JSON).
  static func decode(_ body: Data) -> KakaoErrorDTO? {
    guard ResponseHandling.looksLikeJSONObject(body),
      let dto = try? JSONDecoder().decode(KakaoErrorDTO.self, from: body), dto.isError
    else { return nil }
    return dto
  }
}
