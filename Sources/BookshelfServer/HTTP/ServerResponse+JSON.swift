#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ServerResponse {
  /// `value` as JSON (`application/json; charset=utf-8`, sorted keys, ISO 8601 dates).
  /// A value that cannot be encoded (never for the API's types) answers 500 `internal`.
  public static func json(_ value: some Encodable, status: Int = 200) -> ServerResponse {
    json(status: status) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      encoder.dateEncodingStrategy = .iso8601
      return [UInt8](try encoder.encode(value))
    }
  }

  /// The JSON text `encode` writes (UTF-8, in `json(_:status:)`'s layout: a writer that gives
  /// the same bytes without `JSONEncoder`, e.g. `SearchJSON.jsonBytes()`), with
  /// `json(_:status:)`'s headers; when `encode` throws, 500 `internal`.
  public static func json(status: Int = 200, _ encode: () throws -> [UInt8]) -> ServerResponse {
    guard let body = try? encode() else {
      return error(status: 500, code: "internal", message: "internal error")
    }
    return ServerResponse(
      status: status, headers: [Header("Content-Type", "application/json; charset=utf-8")], body: body)
  }

  /// The one error shape of the API: `{"error": {"code": C, "message": M}}` where `code` is
  /// stable (`not_found`, `bad_request`, `not_on_shelf`, …; listed in the OpenAPI document) and
  /// `message` is the localized sentence for the user. Never a stack trace, path or key.
  public static func error(status: Int, code: String, message: String) -> ServerResponse {
    json(ErrorDocument(error: .init(code: code, message: message)), status: status)
  }
}

/// The body of every error response.
struct ErrorDocument: Encodable {
  struct Detail: Encodable {
    let code: String
    let message: String
  }
  let error: Detail
}
