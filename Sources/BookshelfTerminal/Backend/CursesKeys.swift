import CNCursesW

/// ncurses attribute bits (the `A_*` macros are not imported into Swift).
enum CursesAttributes {
  private static let shift: attr_t = 8
  static let underline: attr_t = 1 << (9 + shift)
  static let reverse: attr_t = 1 << (10 + shift)
  static let dim: attr_t = 1 << (12 + shift)
  static let bold: attr_t = 1 << (13 + shift)
}

/// Decodes what `wget_wch` returns into `Key`s.
enum CursesKeys {
  /// A character code (`wget_wch` returned `OK`).
  static func character(_ code: UInt32) -> Key? {
    switch code {
    case 3: return .interrupt
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 1...26:
      // Ctrl-A…Ctrl-Z are codes 1…26; the letter is the code plus 96 ("a" is 97).
      guard let letter = Unicode.Scalar(code + 96) else { return nil }
      return .control(Character(letter))
    case 0..<32: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// A key code (`wget_wch` returned `KEY_CODE_YES`).
  static func functionKey(_ code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_ENTER: return .enter
    case KEY_BTAB: return .backTab
    case KEY_RESIZE: return .resize
    case (KEY_F0 + 1)...(KEY_F0 + 63): return .function(Int(code - KEY_F0))
    default: return nil
    }
  }
}
