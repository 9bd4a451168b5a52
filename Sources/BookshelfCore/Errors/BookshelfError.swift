/// Every failure a user can see, typed: each case carries the data its message needs (paths,
/// lines, values, expected forms) as typed payloads, never a sentence. The text is produced at
/// the edge, in the user's language (`BookshelfPresentation`); the CLI maps cases to exit
/// statuses.
///
/// Text that comes from outside (a provider's own message, SQLite's or the system's) travels
/// as a `String` payload marked as such, shown as is; adapters redact it first, so no API key
/// ever reaches a case's payload.
public enum BookshelfError: Error, Sendable, Equatable {
  // MARK: Invalid input (exit 2)
  /// The query is empty or whitespace only.
  case emptyQuery
  /// The query has `length` characters, more than `limit`.
  case queryTooLong(length: Int, limit: Int)
  /// A page number outside `1...BookQuery.maximumPage`, as given (`"0"`, or digits too many
  /// for `Int`).
  case invalidPage(String)
  /// A page size below 1.
  case invalidPageSize(Int)
  /// The text given is not an ISBN (the input, and why).
  case invalidISBN(String, ISBNError)
  /// `--provider` names no provider.
  case unknownProvider(String)
  /// `--field` names no field.
  case unknownField(String)
  /// The page is past the last page the provider can serve.
  case pageOutOfRange(provider: ProviderID, page: Int, lastPage: Int)
  /// An unknown reading status (`want`, `reading`, `read`, `dnf` are valid).
  case invalidStatus(String)
  /// A rating outside 1–5.
  case invalidRating(String)
  /// Input that could not be read as the expected format: what (a file, one of its rows, the
  /// Book JSON) and why.
  case invalidInput(what: InputSubject, problem: InputProblem)
  /// A text the user gave is longer than `TextLimits` allows: the field as the user named it
  /// (`--note`, `"description"`), its length and the limit, in UTF-8 bytes.
  case textTooLong(field: String, length: Int, limit: Int)

  // MARK: Configuration (exit 3)
  /// The provider needs an API key and none is configured (the CLI names the variable to set).
  case missingAPIKey(ProviderID)
  /// The provider rejected the configured key (HTTP 401 / Kakao -401 / Naver 024 / Aladin key errors).
  case invalidAPIKey(ProviderID)
  /// The provider's service was shut down; usable only through an endpoint override.
  case providerDiscontinued(ProviderID)
  /// A setting (environment variable, config file key, the file itself) cannot be used.
  case invalidConfiguration(ConfigProblem)

  // MARK: Failures (exit 1)
  /// The provider refused access for a reason other than the key (HTTP 403: API not enabled,
  /// IP not allowed, location unknown), and what the answer said.
  case accessDenied(ProviderID, AccessProblem)
  /// The daily or monthly quota is used up.
  case quotaExceeded(ProviderID)
  /// Too many requests (HTTP 429); `retryAfterSeconds` from `Retry-After` when given.
  case rateLimited(ProviderID, retryAfterSeconds: Int?)
  /// The provider answered HTTP 5xx (or an equivalent error body).
  case serverError(ProviderID, status: Int)
  /// The provider rejected the request (another 4xx); `detail` is what its answer said, nil
  /// when it said nothing but the status.
  case requestRejected(ProviderID, status: Int, detail: ResponseProblem?)
  /// The answer was not what the API documents (HTML page, truncated JSON, empty body).
  case badResponse(ProviderID, ResponseProblem)
  /// No answer within the time limit (seconds).
  case timeout(ProviderID, seconds: Double)
  /// The connection failed (DNS, refused, reset).
  case network(ProviderID, NetworkProblem)
  /// Nothing found for an ISBN or id.
  case notFound(String)
  /// Every provider of a federated search failed; the first failure of each.
  case allProvidersFailed([BookshelfError])
  /// The shelf or catalog database cannot be used (path, why).
  case storage(path: String, problem: StorageProblem)
  /// The file at `path` is not a Bookshelf database; it is left untouched.
  case notADatabase(path: String)
  /// A file could not be read or written (path, why).
  case file(path: String, problem: FileProblem)
  /// No shelf entry under this key.
  case notOnShelf(String)
  /// Stopped by a signal (`SIGINT` 2, `SIGTERM` 15) before anything was changed; exit status
  /// 128 + the signal, as a shell reports a process killed by it.
  case interrupted(signal: Int32)

  // Hardening: Goodreads files from the real world
  /// The file at `path` is not UTF-8 from `line` on and most likely uses `encoding` (exit 2).
  case notUTF8(path: String, line: Int, encoding: LegacyTextEncoding)
  // MARK: Hardening: HTTP (exit 1)
  /// The answer was larger than `limit` bytes (decompressed), so reading it stopped.
  case responseTooLarge(ProviderID, limit: Int)
  /// A request carrying a key was redirected to another origin (`scheme://host:port`, no
  /// path, query or user info) and not followed.
  case redirectRefused(ProviderID, origin: String)
  /// A redirect from https to plain http (`origin` as above), never followed.
  case insecureRedirect(ProviderID, origin: String)
  /// More than `limit` redirects in a row.
  case tooManyRedirects(ProviderID, limit: Int)
  // MARK: Web server (exit 1)
  /// `bookshelf serve` could not start listening (address in use, not an address, …).
  case server(ServerProblem)
  // MARK: Shelf edits (#14)
  /// A reading progress that is not `120/350` (pages, read ≤ total ≤ 100,000) or `40%` (exit 2).
  case invalidProgress(String)
  /// An edit would leave the entry finished (`finished`, `YYYY-MM-DD`) before it was started
  /// (`started`) (exit 2).
  case finishedBeforeStarted(started: String, finished: String)
  /// `undo`: no removal is remembered that could be brought back (exit 1).
  case nothingToUndo
  /// `restore ID`: no remembered removal has this key (exit 1).
  case notRemoved(String)
  /// `add`: a book is already saved under the key the new one would take (its saved title and
  /// the key); `add` never replaces a saved book (exit 2).
  case alreadyOnShelf(title: String, key: String)

  /// The provider a failure is about, when there is one.
  public var provider: ProviderID? {
    switch self {
    case .pageOutOfRange(let p, _, _), .missingAPIKey(let p), .invalidAPIKey(let p),
      .providerDiscontinued(let p), .accessDenied(let p, _), .quotaExceeded(let p),
      .rateLimited(let p, _), .serverError(let p, _), .requestRejected(let p, _, _),
      .badResponse(let p, _), .timeout(let p, _), .network(let p, _), .responseTooLarge(let p, _),
      .redirectRefused(let p, _), .insecureRedirect(let p, _), .tooManyRedirects(let p, _):
      p
    default:
      nil
    }
  }

  /// True for failures worth trying again later (rate limit, 5xx, timeout, network).
  public var isTransient: Bool {
    switch self {
    case .rateLimited, .serverError, .timeout, .network: true
    default: false
    }
  }
}
