import BookshelfCore

extension BookshelfError {
  /// The error as one localized line, without a trailing newline.
  public func message(in language: Language) -> String {
    localized(in: language).text(in: language)
  }

  /// The message key and arguments of this error; nested reasons are rendered in `language`.
  public func localized(in language: Language) -> LocalizedMessage {
    switch self {
    case .emptyQuery: LocalizedMessage(.emptyQuery)
    case .queryTooLong(let length, let limit):
      LocalizedMessage(.queryTooLong, ["length": "\(length)", "limit": "\(limit)"])
    case .invalidPage(let page):
      LocalizedMessage(.invalidPage, ["page": "\(page)", "maximum": "\(BookQuery.maximumPage)"])
    case .invalidPageSize(let size): LocalizedMessage(.invalidPageSize, ["size": "\(size)"])
    case .invalidISBN(let input, let reason):
      LocalizedMessage(.invalidISBN, ["input": Self.clip(input), "reason": reason.message(in: language)])
    case .unknownProvider(let name):
      LocalizedMessage(
        .unknownProvider,
        [
          "name": Self.clip(name),
          "choices": (ProviderID.allCases.map(\.rawValue) + ["all"]).joined(separator: ", "),
        ])
    case .unknownField(let name):
      LocalizedMessage(
        .unknownField,
        [
          "name": Self.clip(name),
          "choices": SearchField.allCases.filter { $0 != .any }.map(\.rawValue).joined(separator: ", "),
        ])
    case .unknownSort(let name):
      LocalizedMessage(
        .unknownSort,
        ["name": Self.clip(name), "choices": SearchSort.allCases.map(\.rawValue).joined(separator: ", ")])
    case .pageOutOfRange(let provider, let page, let lastPage):
      LocalizedMessage(
        .pageOutOfRange,
        ["provider": provider.displayName(in: language), "page": "\(page)", "lastPage": "\(lastPage)"])
    case .invalidStatus(let input): LocalizedMessage(.invalidStatus, ["input": Self.clip(input)])
    case .invalidRating(let input): LocalizedMessage(.invalidRating, ["input": Self.clip(input)])
    case .invalidInput(let what, let reason):
      LocalizedMessage(.invalidInput, ["what": what, "reason": Self.reason(reason, in: language)])
    case .missingAPIKey(let provider, let variable):
      LocalizedMessage(
        .missingAPIKey, ["provider": provider.displayName(in: language), "variable": variable])
    case .invalidAPIKey(let provider):
      LocalizedMessage(.invalidAPIKey, ["provider": provider.displayName(in: language)])
    case .providerDiscontinued(let provider, let variable):
      LocalizedMessage(
        .providerDiscontinued, ["provider": provider.displayName(in: language), "variable": variable])
    case .invalidConfiguration(let path, let reason):
      LocalizedMessage(.invalidConfiguration, ["path": path, "reason": Self.reason(reason, in: language)])
    case .accessDenied(let provider, let detail):
      LocalizedMessage(.accessDenied, ["provider": provider.displayName(in: language), "detail": detail])
    case .quotaExceeded(let provider):
      LocalizedMessage(.quotaExceeded, ["provider": provider.displayName(in: language)])
    case .rateLimited(let provider, 1):
      LocalizedMessage(.rateLimitedOneSecond, ["provider": provider.displayName(in: language)])
    case .rateLimited(let provider, let seconds?):
      LocalizedMessage(
        .rateLimitedRetryAfter, ["provider": provider.displayName(in: language), "seconds": "\(seconds)"])
    case .rateLimited(let provider, nil):
      LocalizedMessage(.rateLimited, ["provider": provider.displayName(in: language)])
    case .serverError(let provider, let status):
      LocalizedMessage(.serverError, ["provider": provider.displayName(in: language), "status": "\(status)"])
    case .requestRejected(let provider, let status, let detail):
      // Without a reason of its own, the detail is the status again (`HTTP 404`): say it once.
      detail == "HTTP \(status)"
        ? LocalizedMessage(
          .requestRejectedNoDetail, ["provider": provider.displayName(in: language), "status": "\(status)"])
        : LocalizedMessage(
          .requestRejected,
          ["provider": provider.displayName(in: language), "status": "\(status)", "detail": detail])
    case .badResponse(let provider, let detail):
      LocalizedMessage(.badResponse, ["provider": provider.displayName(in: language), "detail": detail])
    case .timeout(let provider, 1):
      LocalizedMessage(.timeoutOneSecond, ["provider": provider.displayName(in: language)])
    case .timeout(let provider, let seconds):
      LocalizedMessage(
        .timeout, ["provider": provider.displayName(in: language), "seconds": Self.format(seconds)])
    case .network(let provider, let detail):
      LocalizedMessage(
        .network,
        ["provider": provider.displayName(in: language), "detail": Self.reason(detail, in: language)])
    case .notFound(let id): LocalizedMessage(.notFound, ["id": Self.clip(id)])
    case .allProvidersFailed(let errors):
      LocalizedMessage(
        .allProvidersFailed, ["details": errors.map { $0.message(in: language) }.joined(separator: " ")])
    case .storage(let path, let reason):
      LocalizedMessage(.storage, ["path": path, "reason": Self.reason(reason, in: language)])
    case .notADatabase(let path): LocalizedMessage(.notADatabase, ["path": path])
    case .file(let path, let reason):
      LocalizedMessage(.file, ["path": path, "reason": Self.reason(reason, in: language)])
    case .notOnShelf(let id): LocalizedMessage(.notOnShelf, ["id": Self.clip(id)])
    case .interrupted: LocalizedMessage(.interruptedNothingChanged)
    case .notUTF8(let path, let line, let encoding):
      LocalizedMessage(
        encoding == .cp949 ? .notUTF8CP949 : encoding == .utf16 ? .notUTF8UTF16 : .notUTF8Windows1252,
        ["path": path, "line": "\(line)"])
    case .responseTooLarge(let provider, let limit):
      LocalizedMessage(
        .responseTooLarge,
        ["provider": provider.displayName(in: language), "limit": Self.byteSize(limit, in: language)])
    case .redirectRefused(let provider, let origin):
      LocalizedMessage(.redirectRefused, ["provider": provider.displayName(in: language), "origin": origin])
    case .insecureRedirect(let provider, let origin):
      LocalizedMessage(.insecureRedirect, ["provider": provider.displayName(in: language), "origin": origin])
    case .tooManyRedirects(let provider, let limit):
      LocalizedMessage(
        .tooManyRedirects, ["provider": provider.displayName(in: language), "limit": "\(limit)"])
    case .textTooLong(let field, let length, let limit):
      LocalizedMessage(
        .textTooLong, ["field": Self.clip(field), "length": "\(length)", "limit": "\(limit)"])
    }
  }

  /// A size limit in bytes as people write it: `8 MiB`, `64 KiB`, else `1000 bytes` /
  /// `1000바이트`.
  static func byteSize(_ bytes: Int, in language: Language) -> String {
    if bytes > 0 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes > 0 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return language == .korean ? "\(bytes)바이트" : "\(bytes) bytes"
  }

  /// User input echoed in a message, shortened to 40 characters so a 10,000-character
  /// argument still gives a one-line message.
  public static func clip(_ text: String) -> String {
    let oneLine = text.collapsingWhitespace()
    return oneLine.count > 40 ? String(oneLine.prefix(39)) + "…" : oneLine
  }

  /// A reason our own code wrote in English, in `language` (`LocalizedReason`).
  static func reason(_ text: String, in language: Language) -> String {
    LocalizedReason.localize(text, in: language)
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

extension ISBNError {
  /// The localized reason.
  public func message(in language: Language) -> String {
    switch self {
    case .empty: LocalizedMessage(.isbnEmpty).text(in: language)
    case .invalidCharacter(let c):
      LocalizedMessage(.isbnInvalidCharacter, ["character": String(c)]).text(in: language)
    case .wrongLength(let n): LocalizedMessage(.isbnWrongLength, ["count": "\(n)"]).text(in: language)
    case .checksumMismatch: LocalizedMessage(.isbnChecksum).text(in: language)
    case .notBookland: LocalizedMessage(.isbnNotBookland).text(in: language)
    }
  }
}
