import BookshelfCore
import Foundation

/// What an adapter needs from configuration: where the API is, its credentials, its time and
/// size limits.
public struct ProviderSettings: Sendable, Hashable {
  /// Scheme, host and port that replace the API's (paths stay as the API defines them), e.g.
  /// `https://dapi.kakao.com` or a loopback server `http://127.0.0.1:8080` in tests.
  public var baseURL: URL
  /// The API key (Kakao REST key, Aladin TTB key, Google key, Naver client id), if any.
  public var apiKey: String?
  /// A second credential (Naver client secret), if any.
  public var secret: String?
  /// Longest wait for one search or lookup, in seconds (wall clock, retries included).
  public var timeout: Double
  /// Most bytes of one answer (decompressed), `HTTPRequest.maxResponseBytes`.
  public var maxResponseBytes: Int

  /// Settings with a 10-second timeout and the 8 MiB answer limit unless stated.
  public init(
    baseURL: URL, apiKey: String? = nil, secret: String? = nil, timeout: Double = 10,
    maxResponseBytes: Int = HTTPRequest.defaultMaxResponseBytes
  ) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    self.secret = secret
    self.timeout = timeout
    self.maxResponseBytes = maxResponseBytes
  }

  /// Hides `apiKey` and `secret` in `text`.
  public var redactor: Redactor { Redactor(secrets: [apiKey, secret]) }
}
