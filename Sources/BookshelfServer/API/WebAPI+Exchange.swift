import BookshelfCore
import BookshelfPresentation

extension WebAPI {
  /// `GET /api/shelf/export?format=json|csv|goodreads` (default `json`): the whole shelf as
  /// `bookshelf export` writes it, as an attachment (`bookshelf.json`, `bookshelf.csv`,
  /// `bookshelf-goodreads.csv`).
  func export(_ c: APIContext) async throws -> ServerResponse {
    let format = try Self.choice(
      c.request.queryValue("format"), parameter: "format", default: ExchangeFormat.json)
    let bytes = try await services.exchange.exportData(format: format)
    let (type, name) =
      switch format {
      case .json: ("application/json; charset=utf-8", "bookshelf.json")
      case .csv: ("text/csv; charset=utf-8", "bookshelf.csv")
      case .goodreads: ("text/csv; charset=utf-8", "bookshelf-goodreads.csv")
      }
    return ServerResponse(
      status: 200,
      headers: [
        ServerResponse.Header("Content-Type", type),
        ServerResponse.Header("Content-Disposition", "attachment; filename=\"\(name)\""),
      ], body: bytes)
  }

  /// `POST /api/shelf/import?format=&partial=true|false` with the file as the body: the
  /// `ImportReport` as `ImportReportJSON` in the request's language (format detected when
  /// absent; `partial` skips malformed rows). Warnings name the file `upload`, as the
  /// exchange's errors do.
  func importFile(_ c: APIContext) async throws -> ServerResponse {
    let request = c.request
    let format: ExchangeFormat? =
      request.queryValue("format").flatMap(Self.nonEmpty) == nil
      ? nil : try Self.choice(request.queryValue("format"), parameter: "format", default: ExchangeFormat.json)
    let partial: Bool
    switch request.queryValue("partial").flatMap(Self.nonEmpty)?.lowercased() {
    case nil, "false", "0": partial = false
    case "true", "1": partial = true
    case let other?:
      throw APIFailure.badRequest(
        .unknownChoice(parameter: "partial", value: other, choices: ["true", "false"]))
    }
    let name = UploadName.cleaned(request.queryValue("name"))
    let report = try await services.exchange.importData(
      request.body, named: name, format: format, partial: partial)
    return .json(ImportReportJSON(report, path: name, language: c.language))
  }
}
