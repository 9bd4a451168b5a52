import BookshelfCore

/// The web API's own error texts (`{"error":{"code","message"}}` messages that no
/// `BookshelfError` carries; those the engine shares — not found, bad path, internal — are
/// `ServerText`'s), in English and Korean. Never a path, key or type name.
public enum WebAPIMessage: BilingualText, Hashable {
  /// The path exists but not for this method (`method_not_allowed`); the allowed methods.
  case methodNotAllowed(allowed: [String])
  /// The body is not JSON (`bad_json`).
  case badJSON
  /// A field or parameter has the wrong type or value (`bad_request`): its name.
  case badField(String)
  /// The body names a field the route does not know (`bad_request`).
  case unknownField(String)
  /// A parameter's value is not one of `choices` (`bad_request`).
  case unknownChoice(parameter: String, value: String, choices: [String])
  /// The id in the path is not the book's shelf key or id (`id_mismatch`).
  case idMismatch(path: String, key: String)
  /// No book is known under the id (`not_found`).
  case noSuchBook(String)
  /// The book has no cover to send (`no_cover`).
  case noCover
  /// Nothing was removed that could be brought back (`nothing_to_undo`).
  case nothingToUndo
  /// There is no local catalog (`no_catalog`).
  case noCatalog
  /// The shelf or catalog database failed (`storage`): no path shown.
  case storageFailed
  /// Two fields of a body that cannot be used together (`bad_request`).
  case conflictingFields(String, String)
  /// An edit would leave the finish date before the start date (`invalid_input`): both days,
  /// `YYYY-MM-DD`.
  case finishedBeforeStarted(started: String, finished: String)

  /// The text in English.
  public var english: String {
    switch self {
    case .methodNotAllowed(let allowed):
      "This address does not accept that method; it accepts \(allowed.joined(separator: ", "))."
    case .badJSON: "The request body is not valid JSON."
    case .badField(let name): "\"\(clip(name))\" has a wrong type or value."
    case .unknownField(let name): "\"\(clip(name))\" is not a field that can be changed."
    case .unknownChoice(let parameter, let value, let choices):
      "\"\(clip(value))\" is not a valid \(parameter). Choose one of: \(choices.joined(separator: ", "))."
    case .idMismatch(let path, let key):
      "The address names \(clip(path)), but the book is \(clip(key))."
    case .noSuchBook(let id): "No book found for \(clip(id))."
    case .noCover: "This book has no cover."
    case .nothingToUndo: "There is no removal to undo."
    case .noCatalog: "There is no local catalog yet."
    case .storageFailed: "The shelf database cannot be used right now; nothing was changed."
    case .conflictingFields(let first, let second):
      "\"\(clip(first))\" and \"\(clip(second))\" cannot be used together."
    case .finishedBeforeStarted(let started, let finished):
      "The finish date \(finished) is earlier than the start date \(started); nothing was changed."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .methodNotAllowed(let allowed):
      "이 주소는 그 메서드를 받지 않습니다. 가능한 메서드: \(allowed.joined(separator: ", "))."
    case .badJSON: "요청 본문이 올바른 JSON이 아닙니다."
    case .badField(let name): "\"\(clip(name))\" 값의 형식이나 내용이 올바르지 않습니다."
    case .unknownField(let name): "\(KoreanParticle.topic.after("\"\(clip(name))\"")) 바꿀 수 있는 필드가 아닙니다."
    case .unknownChoice(let parameter, let value, let choices):
      "\(KoreanParticle.topic.after("\"\(clip(value))\"")) 올바른 \(parameter) 값이 아닙니다. 다음 중에서 고르세요: \(choices.joined(separator: ", "))."
    case .idMismatch(let path, let key):
      "주소는 \(KoreanParticle.object.after(clip(path))) 가리키지만 책은 \(clip(key))입니다."
    case .noSuchBook(let id): "\(clip(id))에 해당하는 책을 찾지 못했습니다."
    case .noCover: "이 책에는 표지가 없습니다."
    case .nothingToUndo: "되돌릴 삭제가 없습니다."
    case .noCatalog: "아직 로컬 카탈로그가 없습니다."
    case .storageFailed: "지금은 서재 데이터베이스를 사용할 수 없습니다. 아무것도 바뀌지 않았습니다."
    case .conflictingFields(let first, let second):
      "\"\(clip(first))\" 필드와 \"\(clip(second))\" 필드는 함께 쓸 수 없습니다."
    case .finishedBeforeStarted(let started, let finished):
      "다 읽은 날짜(\(finished))가 읽기 시작한 날짜(\(started))보다 이릅니다. 아무것도 바뀌지 않았습니다."
    }
  }
}

/// User input echoed in a message, as `BookshelfError` clips it (one line, 40 characters).
private func clip(_ text: String) -> String { BookshelfError.clip(text) }
