import BookshelfCore
import Foundation

/// The steps every adapter shares between building a request and mapping a DTO: sending with
/// transport errors made typed, generic status mapping, and defensive JSON decoding.
public enum ResponseHandling {
  /// Sends `request` and turns transport failures into `BookshelfError` for `provider`. The
  /// answer's `Cache-Control` is recorded in `CacheDirectives.current` (when a response cache
  /// is making the call), so an answer marked `no-store` is never stored.
  /// - Throws: `.timeout`, `.network` (message redacted), or `CancellationError`.
  public static func send(
    _ request: HTTPRequest, through http: any HTTPClient, provider: ProviderID, redactor: Redactor
  ) async throws -> HTTPResponse {
    do {
      let response = try await http.send(request)
      CacheDirectives.current?.record(cacheControl: response.header("Cache-Control"))
      return response
    } catch let error as HTTPError {
      switch error {
      case .timeout(let seconds): throw BookshelfError.timeout(provider, seconds: seconds)
      case .connection(.system(let message)):
        throw BookshelfError.network(provider, .system(redactor.redact(message)))
      case .connection(let problem): throw BookshelfError.network(provider, problem)
      case .cancelled: throw CancellationError()
      case .responseTooLarge(let limit): throw BookshelfError.responseTooLarge(provider, limit: limit)
      case .redirectRefused(let origin): throw BookshelfError.redirectRefused(provider, origin: origin)
      case .insecureRedirect(let origin): throw BookshelfError.insecureRedirect(provider, origin: origin)
      case .tooManyRedirects(let limit): throw BookshelfError.tooManyRedirects(provider, limit: limit)
      }
    } catch is CancellationError {
      throw CancellationError()
    } catch let error as BookshelfError {
      throw error
    } catch {
      throw BookshelfError.network(provider, .system(redactor.redact(String(describing: error))))
    }
  }

  /// Sends `request` and returns the body of a 2xx answer.
  /// - Parameter error: turns any other answer into the provider's typed error (its error body
  ///   parser, which must redact).
  /// - Throws: that error; `.timeout`, `.network` or `CancellationError` as `send`.
  public static func successBody(
    _ request: HTTPRequest, through http: any HTTPClient, provider: ProviderID, redactor: Redactor,
    error: (HTTPResponse) -> BookshelfError
  ) async throws -> Data {
    let response = try await send(request, through: http, provider: provider, redactor: redactor)
    guard (200..<300).contains(response.status) else { throw error(response) }
    return response.body
  }

  /// The error for a non-2xx status when the body said nothing more specific:
  /// 401 → `.invalidAPIKey`, 403 → `.accessDenied`, 429 → `.quotaExceeded` when the body says a
  /// daily limit is used up (`QuotaSignal.isDaily`), else `.rateLimited` (with `Retry-After`
  /// seconds counted from `now`), 5xx → `.serverError`, other 4xx → `.requestRejected`. nil for 2xx.
  /// - Parameter detail: the provider's own message (redacted), if its body gave one.
  public static func statusError(
    _ response: HTTPResponse, provider: ProviderID, detail: String? = nil, now: Date = Date()
  ) -> BookshelfError? {
    let detail = detail.flatMap { $0.isEmpty ? nil : $0 }
    switch response.status {
    case 200..<300: return nil
    case 401: return .invalidAPIKey(provider)
    case 403: return .accessDenied(provider, detail.map(AccessProblem.provider) ?? .status(response.status))
    case 429:
      if QuotaSignal.isDaily(response) { return .quotaExceeded(provider) }
      return .rateLimited(provider, retryAfterSeconds: retryAfterSeconds(response, now: now))
    case 500..<600: return .serverError(provider, status: response.status)
    default:
      return .requestRejected(
        provider, status: response.status,
        detail: detail.map(ResponseProblem.provider) ?? .status(response.status))
    }
  }

  /// `Retry-After` as whole seconds, rounded up and at most a day (86,400): delta-seconds or an
  /// HTTP-date counted from `now` (`RetryingHTTPClient.retryAfterSeconds`); nil when absent or
  /// unreadable.
  public static func retryAfterSeconds(_ response: HTTPResponse, now: Date = Date()) -> Int? {
    guard let value = response.header("Retry-After"),
      let seconds = RetryingHTTPClient.retryAfterSeconds(value, now: now)
    else { return nil }
    return Int(min(86_400, seconds.rounded(.up)))
  }

  /// Decodes a JSON body, turning every malformed answer into `.badResponse` with a short,
  /// key-free reason: empty body, an HTML page, truncated or otherwise invalid JSON, or JSON
  /// of another shape.
  public static func decode<T: Decodable>(
    _ type: T.Type, from body: Data, provider: ProviderID
  ) throws(BookshelfError) -> T {
    let trimmed = body.drop(while: {
      $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
    })
    guard let first = trimmed.first else { throw .badResponse(provider, .emptyBody) }
    if first == UInt8(ascii: "<") { throw .badResponse(provider, .htmlInsteadOfJSON) }
    do {
      // Copy only when something was trimmed (a 100 KB page is usually sent as is).
      let json = trimmed.startIndex == body.startIndex ? body : Data(trimmed)
      return try JSONDecoder().decode(T.self, from: json)
    } catch DecodingError.dataCorrupted {
      throw .badResponse(provider, .malformedJSON)
    } catch {
      throw .badResponse(provider, .unexpectedShape)
    }
  }

  /// True when the body looks like a JSON object (first non-blank byte is `{`).
  public static func looksLikeJSONObject(_ body: Data) -> Bool {
    body.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{")
  }
}
