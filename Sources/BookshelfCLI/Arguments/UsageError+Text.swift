import BookshelfCore
import BookshelfPresentation

extension UsageError: Localizable {
  /// The message, the closest name when one was misspelled (`Did you mean --provider?`) and
  /// the pointer to the help, in `language`; one line.
  func text(in language: Language) -> String {
    switch language {
    case .english:
      let guess = suggestion.map { " Did you mean \($0)?" } ?? ""
      switch self {
      case .unknownCommand, .unknownLeadingOption: return english + guess + " See 'bookshelf --help'."
      case .needsTerminal: return english
      default: return english + guess + " See 'bookshelf \(helpCommand ?? "") --help'."
      }
    case .korean:
      let guess = suggestion.map { " 혹시 \($0)인가요?" } ?? ""
      switch self {
      case .unknownCommand, .unknownLeadingOption: return korean + guess + " 'bookshelf --help'를 보세요."
      case .needsTerminal: return korean
      default: return korean + guess + " 'bookshelf \(helpCommand ?? "") --help'를 보세요."
      }
    }
  }

  private var english: String {
    switch self {
    case .unknownCommand(let name): "Unknown command \"\(clip(name))\"."
    case .unknownLeadingOption(let option): "Unknown option \(clip(option))."
    case .unknownOption(let option, let command): "Unknown option \(clip(option)) for \(command)."
    case .missingValue(let option, _): "Option \(option) needs a value."
    case .unexpectedValue(let option, let value, _): "\(option) does not take \"\(clip(value))\"."
    case .missingArgument(let argument, let command): "\(command) needs \(argument.english)."
    case .extraArgument(let argument, let command): "\(command) does not take \"\(clip(argument))\"."
    case .invalidNumber(let option, let value, _): "\(option) needs a whole number, not \"\(clip(value))\"."
    case .unknownChoice(.format, let value, let choices, _):
      "Unknown format \"\(clip(value))\". Choose one of: \(choices.joined(separator: ", "))."
    case .unknownChoice(.sortOrder, let value, let choices, _):
      "Unknown sort order \"\(clip(value))\". Choose one of: \(choices.joined(separator: ", "))."
    case .unknownChoice(.images, let value, let choices, _):
      "Unknown image mode \"\(clip(value))\". Choose one of: \(choices.joined(separator: ", "))."
    case .unknownChoice(.cache, let value, let choices, _):
      "Unknown cache \"\(clip(value))\". Choose one of: \(choices.joined(separator: ", "))."
    case .unknownSubcommand(let name, let command, let choices):
      "Unknown \(command) command \"\(clip(name))\". Choose one of: \(choices.joined(separator: ", "))."
    case .formatNotGuessed(let file, let choices, _):
      "cannot tell the format of \(clip(file)); pass --format \(Self.orList(choices))."
    case .needsTerminal: "bookshelf browse needs an interactive terminal."
    case .invalidPort(let value, _): "--port needs a port number from 0 to 65535, not \"\(clip(value))\"."
    case .invalidHost(let value, _):
      "--host needs an IPv4 or IPv6 address or localhost, not \"\(clip(value))\"."
    case .conflictingOptions(let first, let second, _): "\(first) and \(second) cannot be used together."
    case .nothingToChange(let options, let command):
      "\(command) needs something to change: \(Self.orList(options))."
    case .invalidDate(let option, let value, _):
      "\(option) needs a date (YYYY-MM-DD) or none, not \"\(clip(value))\"."
    case .outOfRange(let option, let value, let range, _):
      "\(option) needs a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(clip(value))\"."
    }
  }

  private var korean: String {
    switch self {
    case .unknownCommand(let name): "알 수 없는 명령 \"\(clip(name))\"입니다."
    case .unknownLeadingOption(let option): "알 수 없는 옵션 \(clip(option))입니다."
    case .unknownOption(let option, let command): "\(command) 명령에는 \(clip(option)) 옵션이 없습니다."
    case .missingValue(let option, _): "\(option) 옵션에는 값이 필요합니다."
    case .unexpectedValue(let option, let value, _):
      "\(option) 옵션에는 값을 줄 수 없습니다 (받은 값: \"\(clip(value))\")."
    case .missingArgument(let argument, let command): "\(command) 명령에는 \(argument.korean) 인자가 필요합니다."
    case .extraArgument(let argument, let command): "\(command) 명령은 \"\(clip(argument))\" 인자를 받지 않습니다."
    case .invalidNumber(let option, let value, _):
      "\(option) 옵션에는 정수가 필요합니다 (받은 값: \"\(clip(value))\")."
    case .unknownChoice(.format, let value, let choices, _):
      "알 수 없는 형식 \"\(clip(value))\"입니다. 다음 중 하나를 고르세요: \(choices.joined(separator: ", "))."
    case .unknownChoice(.sortOrder, let value, let choices, _):
      "알 수 없는 정렬 \"\(clip(value))\"입니다. 다음 중 하나를 고르세요: \(choices.joined(separator: ", "))."
    case .unknownChoice(.images, let value, let choices, _):
      "알 수 없는 그림 방식 \"\(clip(value))\"입니다. 다음 중 하나를 고르세요: \(choices.joined(separator: ", "))."
    case .unknownChoice(.cache, let value, let choices, _):
      "알 수 없는 캐시 \"\(clip(value))\"입니다. 다음 중 하나를 고르세요: \(choices.joined(separator: ", "))."
    case .unknownSubcommand(let name, let command, let choices):
      "알 수 없는 \(command) 명령 \"\(clip(name))\"입니다. 다음 중 하나를 고르세요: \(choices.joined(separator: ", "))."
    case .formatNotGuessed(let file, let choices, _):
      "\(clip(file)) 파일의 형식을 알 수 없습니다. --format으로 다음 중 하나를 지정하세요: \(choices.joined(separator: ", "))."
    case .needsTerminal: "bookshelf browse는 대화형 터미널에서만 실행됩니다."
    case .invalidPort(let value, _): "--port 옵션에는 0에서 65535 사이의 포트 번호가 필요합니다 (받은 값: \"\(clip(value))\")."
    case .invalidHost(let value, _):
      "--host 옵션에는 IPv4나 IPv6 주소 또는 localhost가 필요합니다 (받은 값: \"\(clip(value))\")."
    case .conflictingOptions(let first, let second, _): "\(first) 옵션과 \(second) 옵션은 함께 쓸 수 없습니다."
    case .nothingToChange(let options, let command):
      "\(command) 명령에는 바꿀 내용이 필요합니다: \(options.joined(separator: ", ")) 중 하나 이상."
    case .invalidDate(let option, let value, _):
      "\(option) 옵션에는 날짜(YYYY-MM-DD)나 none이 필요합니다 (받은 값: \"\(clip(value))\")."
    case .outOfRange(let option, let value, let range, _):
      "\(option) 옵션에는 \(range.lowerBound)에서 \(range.upperBound) 사이의 정수가 필요합니다 (받은 값: \"\(clip(value))\")."
    }
  }

  private func clip(_ text: String) -> String { BookshelfError.clip(text) }

  /// `a, b or c` (`a or b`).
  private static func orList(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }
}
