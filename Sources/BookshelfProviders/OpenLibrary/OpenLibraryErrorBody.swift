import BookshelfCore
import Foundation

/// Turns Open Library's error answers into typed errors that name Open Library and say what to do.
///
/// | answer | error |
/// | --- | --- |
/// | 429, or a body `{"status":429,"message":…}` | `.rateLimited` (`Retry-After` when sent) |
/// | 5xx | `.serverError` |
/// | 422 `{"detail":[{"msg":…}]}`, `{"detail":"…"}`, legacy `{"error":"…"}`, other 4xx | `.requestRejected` with the message |
/// | anything else without a readable body | by status (`ResponseHandling.statusError`) |
public enum OpenLibraryErrorBody {
  /// The error for a non-2xx `response`.
  public static func error(for response: HTTPResponse) -> BookshelfError {
    let dto =
      ResponseHandling.looksLikeJSONObject(response.body)
      ? try? JSONDecoder().decode(OpenLibraryErrorDTO.self, from: response.body) : nil
    if response.status == 429 || dto?.status == 429 {
      return .rateLimited(.openlibrary, retryAfterSeconds: ResponseHandling.retryAfterSeconds(response))
    }
    if response.status >= 500 {
      return .serverError(.openlibrary, status: response.status)
    }
    let messages = (dto?.detail?.messages ?? []) + [dto?.error, dto?.message].compactMap { $0 }
    let message = messages.map { $0.collapsingWhitespace() }.filter { !$0.isEmpty }.joined(separator: "; ")
    if (400..<500).contains(response.status), !message.isEmpty {
      return .requestRejected(
        .openlibrary, status: response.status, detail: .provider(String(message.prefix(300))))
    }
    return ResponseHandling.statusError(response, provider: .openlibrary)
      ?? .badResponse(.openlibrary, .status(response.status))
  }
}
