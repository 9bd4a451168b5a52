import BookshelfCore

extension ConfigProblem: Localizable {
  /// The whole line: which setting cannot be used and why.
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      "The setting \(setting.text(in: language)) cannot be used: \(english)."
    case .korean:
      "\(setting.text(in: language)) 사용할 수 없습니다: \(korean)."
    }
  }

  private var english: String {
    switch problem {
    case .notSeconds(let value): "\"\(value)\" is not a number of seconds"
    case .timeoutOutOfRange(let maximum): "use more than 0 and at most \(maximum) seconds"
    case .notMebibytes(let value, let range):
      "\"\(value)\" is not a whole number of MiB from \(range.lowerBound) to \(range.upperBound)"
    case .notBaseURL(let value): "\"\(value)\" is not an http(s) base URL"
    case .notUsableBaseURL(let shown?): "not a usable base URL: \(shown)"
    case .notUsableBaseURL(nil): "not a usable base URL"
    case .notAProvider(let value, let choices):
      "\"\(value)\" is not a provider; use \(Self.list(choices, and: "or"))"
    case .wrongType(let key): "\"\(key)\" has the wrong type"
    case .notDocumentedJSON: "it is not valid JSON of the documented shape"
    case .unreadable: "it cannot be read"
    case .notOnOff(let value): "\"\(value)\" is neither 1, true, yes (on) nor 0, false, no (off)"
    case .notHostName(let value):
      "\"\(value)\" is not a host name such as books.example.org or nas.local:8080"
    case .invalidJSON(let line, let column): "it is not valid JSON at line \(line), column \(column)"
    case .notReadingGoal(let value, let maximum):
      "\"\(value)\" is not a whole number of books from 1 to \(BookFormat.count(maximum))"
    }
  }

  private var korean: String {
    switch problem {
    case .notSeconds(let value): "\(KoreanParticle.topic.after("\"\(value)\"")) 초 단위 숫자가 아닙니다"
    case .timeoutOutOfRange(let maximum): "0초보다 크고 \(maximum)초 이하로 쓰세요"
    case .notMebibytes(let value, let range):
      "\(KoreanParticle.topic.after("\"\(value)\"")) \(range.lowerBound)에서 \(range.upperBound) 사이의 MiB 단위 정수가 아닙니다"
    case .notBaseURL(let value): "\(KoreanParticle.topic.after("\"\(value)\"")) http(s) 기본 URL이 아닙니다"
    case .notUsableBaseURL(let shown?): "쓸 수 있는 기본 URL이 아닙니다: \(shown)"
    case .notUsableBaseURL(nil): "쓸 수 있는 기본 URL이 아닙니다"
    case .notAProvider(let value, let choices):
      "\(KoreanParticle.topic.after("\"\(value)\"")) 제공자가 아닙니다. \(choices.joined(separator: ", ")) 중 하나를 쓰세요"
    case .wrongType(let key): "\"\(key)\"의 형식이 잘못되었습니다"
    case .notDocumentedJSON: "문서에 있는 모양의 올바른 JSON이 아닙니다"
    case .unreadable: "읽을 수 없습니다"
    case .notOnOff(let value):
      "\(KoreanParticle.topic.after("\"\(value)\"")) 켜기(1, true, yes)도 끄기(0, false, no)도 아닙니다"
    case .notHostName(let value):
      "\(KoreanParticle.topic.after("\"\(value)\"")) books.example.org나 nas.local:8080 같은 호스트 이름이 아닙니다"
    case .invalidJSON(let line, let column): "\(line)번째 줄 \(column)번째 칸에서 올바른 JSON이 아닙니다"
    case .notReadingGoal(let value, let maximum):
      "\(KoreanParticle.topic.after("\"\(value)\"")) 1에서 \(BookFormat.count(maximum)) 사이의 책 수가 아닙니다"
    }
  }

  /// `a, b, c or d`.
  static func list(_ items: [String], and word: String) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(word) " + last
  }
}

extension ConfigSetting: Localizable {
  /// English: the setting as a noun (`timeoutSeconds in /path/config.json`); Korean: the
  /// setting with its object particle (`/path/config.json의 timeoutSeconds 설정을`), ready for
  /// a verb.
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .variable(let name): name
      case .key(let key, let file): "\(key) in \(file)"
      case .file(let path), .baseURL(let path): path
      }
    case .korean:
      switch self {
      case .variable(let name): "환경 변수 \(name)의 설정을"
      case .key(let key, let file): "\(file)의 \(key) 설정을"
      case .file(let path): "설정 파일 \(KoreanParticle.object.after(path))"
      case .baseURL(let url): "기본 URL \(KoreanParticle.object.after(url))"
      }
    }
  }
}
