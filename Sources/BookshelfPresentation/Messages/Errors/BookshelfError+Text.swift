import BookshelfCore

/// The one line a user reads for each failure, in their language. One `switch` per language;
/// the payloads render themselves (`InputProblem`, `FileProblem`, `ConfigProblem`, …).
extension BookshelfError: Localizable {
  /// The error as one line, without a trailing newline (no environment variable named in the
  /// hint of `missingAPIKey`/`providerDiscontinued`; the CLI passes `setting`).
  public func text(in language: Language) -> String {
    text(in: language, setting: { _ in nil })
  }

  /// The error as one line; `setting` names the environment variable that sets a provider's
  /// key (`missingAPIKey`) or endpoint (`providerDiscontinued`), as the caller knows it.
  public func text(in language: Language, setting: (ProviderSetting) -> String?) -> String {
    switch language {
    case .english: english(setting)
    case .korean: korean(setting)
    }
  }

  /// User input echoed in a message, shortened to 40 characters so a 10,000-character
  /// argument still gives a one-line message.
  public static func clip(_ text: String) -> String {
    // Controls and invisible format characters become U+FFFD, so that the echo keeps its
    // length and the terminal sanitizer has nothing to swallow together with what follows.
    let shown = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          switch scalar.properties.generalCategory {
          case .control where scalar != "\t" && scalar != "\n" && scalar != "\r", .format:
            Unicode.Scalar(0xFFFD) ?? scalar
          default: scalar
          }
        }))
    let oneLine = shown.collapsingWhitespace()
    return oneLine.count > 40 ? String(oneLine.prefix(39)) + "…" : oneLine
  }

  static let providerChoices = (ProviderID.allCases.map(\.rawValue) + ["all"]).joined(separator: ", ")
  static let fieldChoices = SearchField.allCases.filter { $0 != .any }.map(\.rawValue).joined(separator: ", ")

  private func english(_ setting: (ProviderSetting) -> String?) -> String {
    let en = Language.english
    switch self {
    case .emptyQuery: return "Enter a search term."
    case .queryTooLong(let length, let limit):
      return "The search term is too long (\(length) characters; the limit is \(limit))."
    case .invalidPage(let page):
      return "Page \(page) is not valid: use a page from 1 to \(BookQuery.maximumPage)."
    case .invalidPageSize(let size): return "Page size \(size) is not valid: use 1 or more."
    case .invalidISBN(let input, let reason):
      return "\"\(Self.clip(input))\" is not a valid ISBN: \(reason.text(in: en))."
    case .unknownProvider(let name):
      return "Unknown provider \"\(Self.clip(name))\". Choose one of: \(Self.providerChoices)."
    case .unknownField(let name):
      return "Unknown field \"\(Self.clip(name))\". Choose one of: \(Self.fieldChoices)."
    case .pageOutOfRange(let provider, let page, let lastPage):
      return
        "\(provider.displayName(in: en)) can only show pages up to \(lastPage) of this search; page \(page) is past the end."
    case .invalidStatus(let input):
      return "Unknown reading status \"\(Self.clip(input))\". Use want, reading, read or dnf."
    case .invalidProgress(let input):
      return
        "Progress \"\(Self.clip(input))\" is not valid: use pages read of the total (120/350, at most 100,000 pages) or a percent (40%)."
    case .finishedBeforeStarted(let started, let finished):
      return "The book would be finished (\(finished)) before it was started (\(started))."
    case .nothingToUndo: return "There is no removal to undo."
    case .notRemoved(let key):
      return "No removed book \"\(Self.clip(key))\" to restore (see the last 100 removals)."
    case .alreadyOnShelf(let title, let key):
      return
        "“\(Self.clip(title))” is already on your shelf as \(key): change it with bookshelf edit \(key), or give the new book another title, author or ISBN."
    case .invalidRating(let input):
      return "Rating \"\(Self.clip(input))\" is not valid: use a whole number from 1 to 5."
    case .invalidInput(let what, let problem):
      return "\(what.text(in: en)) could not be read: \(problem.text(in: en))."
    case .textTooLong(let field, let length, let limit):
      return "\(Self.clip(field)) is too long: \(length) bytes, at most \(limit) are allowed."
    case .missingAPIKey(let provider):
      let name = provider.displayName(in: en)
      guard let variable = setting(.key(provider)) else {
        return "\(name) needs an API key: add it to the config file."
      }
      return "\(name) needs an API key: set \(variable) or add it to the config file."
    case .invalidAPIKey(let provider):
      return
        "\(provider.displayName(in: en)) rejected the API key. Check the key in your environment or config file."
    case .providerDiscontinued(let provider):
      let name = provider.displayName(in: en)
      guard let variable = setting(.endpoint(provider)) else {
        return
          "\(name) has shut down its book search API; point its endpoint to a compatible mirror to use it."
      }
      return "\(name) has shut down its book search API; set \(variable) to a compatible mirror to use it."
    case .invalidConfiguration(let problem): return problem.text(in: en)
    case .accessDenied(let provider, let problem):
      return "\(provider.displayName(in: en)) refused access: \(problem.text(in: en))."
    case .quotaExceeded(let provider):
      return
        "\(provider.displayName(in: en))'s request quota is used up; try again tomorrow or use another provider."
    case .rateLimited(let provider, 1):
      return "\(provider.displayName(in: en)) is rate-limiting requests; try again in 1 second."
    case .rateLimited(let provider, let seconds?):
      return "\(provider.displayName(in: en)) is rate-limiting requests; try again in \(seconds) seconds."
    case .rateLimited(let provider, nil):
      return "\(provider.displayName(in: en)) is rate-limiting requests; wait a moment and try again."
    case .serverError(let provider, let status):
      return "\(provider.displayName(in: en)) is having trouble (HTTP \(status)); try again later."
    case .requestRejected(let provider, let status, let detail):
      guard let detail, detail != .status(status) else {
        return "\(provider.displayName(in: en)) rejected the request (HTTP \(status))."
      }
      return "\(provider.displayName(in: en)) rejected the request (HTTP \(status)): \(detail.text(in: en))."
    case .badResponse(let provider, let problem):
      return
        "\(provider.displayName(in: en)) sent an unreadable answer (\(problem.text(in: en))); try again later."
    case .timeout(let provider, 1):
      return "\(provider.displayName(in: en)) did not answer within 1 second; try again later."
    case .timeout(let provider, let seconds):
      return
        "\(provider.displayName(in: en)) did not answer within \(Self.format(seconds)) \(seconds == 1 ? "second" : "seconds"); try again later."
    case .network(let provider, .offlineMode):
      return "\(provider.displayName(in: en)) was not asked: \(NetworkProblem.offlineMode.text(in: en))."
    case .network(let provider, let problem):
      return
        "Could not reach \(provider.displayName(in: en)): \(problem.text(in: en)). Check your network connection."
    case .notFound(let id): return "No book found for \(Self.clip(id))."
    case .allProvidersFailed(let errors):
      return "Every provider failed: "
        + errors.map { $0.text(in: en, setting: setting) }.joined(separator: " ")
    case .storage(let path, let problem):
      return "The database \(path) cannot be used: \(problem.text(in: en))."
    case .notADatabase(let path):
      return
        "\(path) is not a Bookshelf database; it was left untouched. Move it away or set BOOKSHELF_HOME."
    case .file(let path, let problem): return "\(path): \(problem.text(in: en))."
    case .notOnShelf(let id): return "\(Self.clip(id)) is not on your shelf."
    case .interrupted: return "Interrupted: nothing was changed."
    case .notUTF8(let path, let line, let encoding):
      return NotUTF8Text(path: path, line: line, encoding: encoding).text(in: en)
    case .responseTooLarge(let provider, let limit):
      return
        "\(provider.displayName(in: en)) sent an answer larger than \(Self.byteSize(limit, in: en)); Bookshelf stopped reading it."
    case .redirectRefused(let provider, let origin):
      return
        "\(provider.displayName(in: en)) redirected the request to another server (\(origin)); Bookshelf did not follow it, so your API key was not sent there."
    case .insecureRedirect(let provider, let origin):
      return
        "\(provider.displayName(in: en)) redirected the request to an unencrypted address (\(origin)); Bookshelf never follows https to http."
    case .tooManyRedirects(let provider, let limit):
      return
        "\(provider.displayName(in: en)) redirected the request more than \(limit) times; Bookshelf stopped following."
    case .server(let problem): return problem.text(in: en)
    }
  }

  private func korean(_ setting: (ProviderSetting) -> String?) -> String {
    let ko = Language.korean
    switch self {
    case .emptyQuery: return "검색어를 입력하세요."
    case .queryTooLong(let length, let limit): return "검색어가 너무 깁니다 (\(length)자, 최대 \(limit)자)."
    case .invalidPage(let page):
      return
        "페이지 \(KoreanParticle.topic.after("\(page)")) 올바르지 않습니다. 1부터 \(BookQuery.maximumPage)까지의 페이지를 쓰세요."
    case .invalidPageSize(let size):
      return "페이지 크기 \(KoreanParticle.topic.after("\(size)")) 올바르지 않습니다. 1 이상을 쓰세요."
    case .invalidISBN(let input, let reason):
      return
        "\(KoreanParticle.topic.after("\"\(Self.clip(input))\"")) 올바른 ISBN이 아닙니다: \(reason.text(in: ko))."
    case .unknownProvider(let name):
      return "알 수 없는 제공자 \"\(Self.clip(name))\". 다음 중에서 고르세요: \(Self.providerChoices)."
    case .unknownField(let name):
      return "알 수 없는 검색 필드 \"\(Self.clip(name))\". 다음 중에서 고르세요: \(Self.fieldChoices)."
    case .pageOutOfRange(let provider, let page, let lastPage):
      return
        "\(KoreanParticle.topic.after(provider.displayName(in: ko))) 이 검색에서 \(lastPage) 페이지까지만 보여 줍니다. \(page) 페이지는 범위를 벗어났습니다."
    case .invalidStatus(let input):
      return "알 수 없는 독서 상태 \"\(Self.clip(input))\". want, reading, read, dnf 중 하나를 쓰세요."
    case .invalidProgress(let input):
      return
        "진행률 \(KoreanParticle.topic.after("\"\(Self.clip(input))\"")) 올바르지 않습니다. 읽은 쪽수/전체 쪽수(120/350, 최대 100,000쪽)나 백분율(40%)을 쓰세요."
    case .finishedBeforeStarted(let started, let finished):
      return "다 읽은 날(\(finished))이 읽기 시작한 날(\(started))보다 앞설 수 없습니다."
    case .nothingToUndo: return "되돌릴 삭제가 없습니다."
    case .notRemoved(let key): return "되돌릴 수 있는 삭제 중에 \"\(Self.clip(key))\" 책이 없습니다 (최근 100개까지 기억합니다)."
    case .alreadyOnShelf(let title, let key):
      return
        "“\(Self.clip(title))” 책은 이미 \(key) 항목으로 책장에 있습니다. bookshelf edit \(key) 명령으로 고치거나, 새 책에 다른 제목, 저자, ISBN을 주세요."
    case .invalidRating(let input):
      return "평점 \(KoreanParticle.topic.after("\"\(Self.clip(input))\"")) 올바르지 않습니다. 1부터 5까지의 정수를 쓰세요."
    case .invalidInput(let what, let problem):
      return "\(KoreanParticle.object.after(what.text(in: ko))) 읽을 수 없습니다: \(problem.text(in: ko))."
    case .textTooLong(let field, let length, let limit):
      return "\(Self.clip(field)) 값이 너무 깁니다: \(length)바이트이며, 최대 \(limit)바이트까지 쓸 수 있습니다."
    case .missingAPIKey(let provider):
      let name = provider.displayName(in: ko)
      guard let variable = setting(.key(provider)) else {
        return "\(name)에는 API 키가 필요합니다. 설정 파일에 추가하세요."
      }
      return "\(name)에는 API 키가 필요합니다. \(KoreanParticle.object.after(variable)) 설정하거나 설정 파일에 추가하세요."
    case .invalidAPIKey(let provider):
      return
        "\(KoreanParticle.subject.after(provider.displayName(in: ko))) API 키를 거부했습니다. 환경 변수나 설정 파일의 키를 확인하세요."
    case .providerDiscontinued(let provider):
      let name = provider.displayName(in: ko)
      guard let variable = setting(.endpoint(provider)) else {
        return "\(name) 책 검색 API는 서비스가 종료되었습니다. 호환 미러를 쓰려면 주소를 바꾸세요."
      }
      return "\(name) 책 검색 API는 서비스가 종료되었습니다. 호환 미러를 쓰려면 \(KoreanParticle.object.after(variable)) 설정하세요."
    case .invalidConfiguration(let problem): return problem.text(in: ko)
    case .accessDenied(let provider, let problem):
      return
        "\(KoreanParticle.subject.after(provider.displayName(in: ko))) 접근을 거부했습니다: \(problem.text(in: ko))."
    case .quotaExceeded(let provider):
      return "\(provider.displayName(in: ko)) 요청 한도를 모두 썼습니다. 내일 다시 시도하거나 다른 제공자를 쓰세요."
    case .rateLimited(let provider, let seconds?):
      return "\(provider.displayName(in: ko)) 요청이 너무 많습니다. \(seconds)초 후에 다시 시도하세요."
    case .rateLimited(let provider, nil):
      return "\(provider.displayName(in: ko)) 요청이 너무 많습니다. 잠시 후 다시 시도하세요."
    case .serverError(let provider, let status):
      return "\(provider.displayName(in: ko)) 서버에 문제가 있습니다 (HTTP \(status)). 나중에 다시 시도하세요."
    case .requestRejected(let provider, let status, let detail):
      let name = KoreanParticle.subject.after(provider.displayName(in: ko))
      guard let detail, detail != .status(status) else {
        return "\(name) 요청을 거부했습니다 (HTTP \(status))."
      }
      return "\(name) 요청을 거부했습니다 (HTTP \(status)): \(detail.text(in: ko))."
    case .badResponse(let provider, let problem):
      return "\(provider.displayName(in: ko))의 응답을 읽을 수 없습니다 (\(problem.text(in: ko))). 나중에 다시 시도하세요."
    case .timeout(let provider, let seconds):
      return
        "\(KoreanParticle.subject.after(provider.displayName(in: ko))) \(Self.format(seconds))초 안에 응답하지 않았습니다. 나중에 다시 시도하세요."
    case .network(let provider, .offlineMode):
      return "오프라인 모드라서(--offline 또는 BOOKSHELF_OFFLINE) \(provider.displayName(in: ko))에 요청하지 않았습니다."
    case .network(let provider, let problem):
      return "\(provider.displayName(in: ko))에 연결할 수 없습니다: \(problem.text(in: ko)). 네트워크 연결을 확인하세요."
    case .notFound(let id): return "\(Self.clip(id))에 해당하는 책을 찾을 수 없습니다."
    case .allProvidersFailed(let errors):
      return "모든 제공자가 실패했습니다: " + errors.map { $0.text(in: ko, setting: setting) }.joined(separator: " ")
    case .storage(let path, let problem):
      return "데이터베이스 \(KoreanParticle.object.after(path)) 사용할 수 없습니다: \(problem.text(in: ko))."
    case .notADatabase(let path):
      return
        "\(KoreanParticle.topic.after(path)) Bookshelf 데이터베이스가 아니어서 그대로 두었습니다. 파일을 옮기거나 BOOKSHELF_HOME을 설정하세요."
    case .file(let path, let problem): return "\(path): \(problem.text(in: ko))."
    case .notOnShelf(let id): return "\(KoreanParticle.topic.after(Self.clip(id))) 책장에 없습니다."
    case .interrupted: return "중단했습니다. 아무것도 바뀌지 않았습니다."
    case .notUTF8(let path, let line, let encoding):
      return NotUTF8Text(path: path, line: line, encoding: encoding).text(in: ko)
    case .responseTooLarge(let provider, let limit):
      return "\(provider.displayName(in: ko))의 응답이 \(Self.byteSize(limit, in: ko))보다 커서 읽기를 멈췄습니다."
    case .redirectRefused(let provider, let origin):
      return
        "\(KoreanParticle.subject.after(provider.displayName(in: ko))) 요청을 다른 서버(\(origin))로 넘기려 했습니다. API 키가 그 서버로 가지 않도록 따라가지 않았습니다."
    case .insecureRedirect(let provider, let origin):
      return
        "\(KoreanParticle.subject.after(provider.displayName(in: ko))) 요청을 암호화되지 않은 주소(\(origin))로 넘기려 했습니다. https에서 http로는 따라가지 않습니다."
    case .tooManyRedirects(let provider, let limit):
      return
        "\(KoreanParticle.subject.after(provider.displayName(in: ko))) 요청을 \(limit)번 넘게 다른 주소로 넘겨서 따라가기를 멈췄습니다."
    case .server(let problem): return problem.text(in: ko)
    }
  }

  /// A size limit in bytes as people write it: `8 MiB`, `64 KiB`, else `1000 bytes` /
  /// `1000바이트`.
  static func byteSize(_ bytes: Int, in language: Language) -> String {
    if bytes > 0 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes > 0 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return language == .korean ? "\(bytes)바이트" : "\(bytes) \(EnglishCount.noun(bytes, "byte"))"
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

/// A setting the CLI can name in an error's hint: the variable holding a provider's key, or
/// the one overriding its endpoint.
public enum ProviderSetting: Sendable, Hashable {
  /// The provider's API key.
  case key(ProviderID)
  /// The provider's base URL.
  case endpoint(ProviderID)
}
