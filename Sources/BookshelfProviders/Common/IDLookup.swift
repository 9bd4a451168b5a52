import BookshelfCore
import Foundation

/// What every adapter's lookup by the provider's own id shares: which ids may be sent at all
/// (`ownID(_:allowed:maxLength:)`, so a hostile or mistyped argument never becomes a path) and
/// the answer "no such book" (404) as nil instead of an error.
public enum IDLookup {
  /// `id` when it is 1…`maxLength` ASCII characters, each a letter, digit or one of `extra`;
  /// else nil (then nothing is requested).
  public static func ownID(_ id: String, extra: Set<Character> = [], maxLength: Int = 64) -> String? {
    guard !id.isEmpty, id.utf8.count <= maxLength,
      id.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || extra.contains($0) })
    else { return nil }
    return id
  }

  /// The body of a successful answer, or nil for a 404 (the provider does not know the id).
  /// - Throws: `error(response)` for any other status outside 2xx; the transport's errors as
  ///   `ResponseHandling.send` throws them.
  public static func body(
    _ request: HTTPRequest, through http: any HTTPClient, provider: ProviderID, redactor: Redactor,
    error: (HTTPResponse) -> BookshelfError
  ) async throws -> Data? {
    let response = try await ResponseHandling.send(
      request, through: http, provider: provider, redactor: redactor)
    if response.status == 404 { return nil }
    guard (200..<300).contains(response.status) else { throw error(response) }
    return response.body
  }
}
