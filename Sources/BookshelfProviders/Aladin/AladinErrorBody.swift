import BookshelfCore
import Foundation

/// Turns Aladin's error answers into `BookshelfError`.
///
/// Aladin reports failures as HTTP 200 with `{"errorCode": …, "errorMessage": "…"}` (APIS-aladin
/// §5, Q4); the numeric codes are not reliable, so the message decides:
/// - mentions `TTBKey` (any case) → `.invalidAPIKey`
/// - mentions `초과` (exceeded) → `.quotaExceeded`
/// - anything else → `.requestRejected` with `"errorCode <n>: <message>"`.
///
/// With a non-2xx status, a key or quota message still decides; otherwise the status does (401 →
/// `.invalidAPIKey`, 403 → `.accessDenied`, 429 → `.rateLimited`, 5xx → `.serverError`, other 4xx →
/// `.requestRejected`), with Aladin's message as the detail.
/// Every detail passes through the `Redactor` (the key also travels in the URL).
public enum AladinErrorBody {
  /// The error for an answer: a non-2xx status, or a 2xx body holding an error object.
  public static func error(for response: HTTPResponse, redactor: Redactor) -> BookshelfError {
    let status = response.status
    let dto = decode(response.body)
    if let dto {
      let classified = classify(dto, status: status, redactor: redactor)
      switch classified {
      case .invalidAPIKey, .quotaExceeded: return classified
      default: if (200..<300).contains(status) { return classified }
      }
    }
    let detail = dto?.errorMessage.map { redactor.redact($0.trimmingWhitespace()) }.flatMap {
      $0.isEmpty ? nil : $0
    }
    return ResponseHandling.statusError(response, provider: .aladin, detail: detail)
      ?? .badResponse(.aladin, .neitherResultsNorError)
  }

  /// The error an error object stands for, by its message.
  static func classify(_ dto: AladinErrorDTO, status: Int, redactor: Redactor) -> BookshelfError {
    let message = dto.errorMessage?.trimmingWhitespace() ?? ""
    if message.lowercased().contains("ttbkey") { return .invalidAPIKey(.aladin) }
    if message.contains("초과") { return .quotaExceeded(.aladin) }
    let code = dto.errorCode.map { "errorCode \($0)" }
    let detail = [code, message.isEmpty ? nil : message].compactMap { $0 }.joined(separator: ": ")
    return .requestRejected(
      .aladin, status: status, detail: detail.isEmpty ? .status(status) : .provider(redactor.redact(detail)))
  }

  /// The error object in `body`, or nil when the body is not one.
  static func decode(_ body: Data) -> AladinErrorDTO? {
    let prepared = AladinMapping.prepared(body)
    guard ResponseHandling.looksLikeJSONObject(prepared),
      let dto = try? JSONDecoder().decode(AladinErrorDTO.self, from: prepared),
      dto.errorCode != nil || dto.errorMessage != nil
    else { return nil }
    return dto
  }
}
