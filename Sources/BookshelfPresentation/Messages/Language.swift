import BookshelfCore

/// The language of user-facing text.
public enum Language: String, Sendable, Hashable, CaseIterable {
  case english = "en"
  case korean = "ko"

  /// Korean when the first set of `LC_ALL`, `LC_MESSAGES`, `LANG` starts with `ko`
  /// (POSIX precedence: an empty variable counts as unset), English otherwise.
  public static func from(environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        return value.lowercased().hasPrefix("ko") ? .korean : .english
      }
    }
    return .english
  }
}

/// A message key and its arguments, rendered through the table of a language (legacy: what is
/// left of it renders errors and usage lines until they are typed like the other messages).
public struct LocalizedMessage: Localizable, Hashable {
  /// The template to render.
  public let key: MessageKey
  /// Values for the `{name}` placeholders of the template.
  public let arguments: [String: String]

  /// A message for `key` with its placeholder values.
  public init(_ key: MessageKey, _ arguments: [String: String] = [:]) {
    self.key = key
    self.arguments = arguments
  }

  /// The text in `language`, placeholders filled; an unfilled placeholder stays visible.
  public func text(in language: Language) -> String {
    var text = MessageTable.template(for: key, in: language)
    for (name, value) in arguments {
      text = text.replacingAll("{\(name)}", with: value)
    }
    return text
  }
}

extension String {
  /// Every occurrence of `target` replaced (standard library only).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    return replacing(target, with: replacement)
  }
}
