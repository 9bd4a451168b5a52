import BookshelfPresentation
import Testing

@Suite("Line editing at a cursor")
struct LineEditorTests {
  @Test("the cursor moves by grapheme cluster; its column counts wide characters as 2")
  func graphemes() {
    var line = LineEditor(text: "해리🌸e\u{301}x")
    #expect(line.cursor == 5)
    #expect(line.widthBeforeCursor == 2 + 2 + 2 + 1 + 1)
    line.moveLeft()
    #expect(line.widthBeforeCursor == 7)
    line.moveLeft()
    #expect(line.widthBeforeCursor == 6)
    line.moveLeft()
    #expect(line.widthBeforeCursor == 4)
    line.moveToStart()
    line.moveLeft()
    #expect(line.cursor == 0)
    line.moveRight()
    #expect(line.widthBeforeCursor == 2)
    line.moveToEnd()
    line.moveRight()
    #expect(line.cursor == 5)
    #expect(line.isAtEnd)
  }

  @Test("insert at the cursor; Backspace before it, Delete at it, Ctrl-U everything before it")
  func edits() {
    var line = LineEditor(text: "해리포터", cursor: 2)
    line.insert(" ")
    #expect(line.text == "해리 포터")
    #expect(line.cursor == 3)
    line.deleteBackward()
    line.deleteBackward()
    #expect(line.text == "해포터")
    #expect(line.cursor == 1)
    line.deleteForward()
    #expect(line.text == "해터")
    #expect(line.cursor == 1)
    line.moveToEnd()
    line.deleteForward()
    #expect(line.text == "해터")
    line.moveLeft()
    line.deleteToStart()
    #expect(line.text == "터")
    #expect(line.cursor == 0)
    line.deleteBackward()
    #expect(line.text == "터")
  }

  @Test("a combining mark typed at the cursor joins the character before it")
  func combining() {
    var line = LineEditor(text: "cafe", cursor: 4)
    line.insert("\u{301}")
    #expect(line.text == "café")
    #expect(line.text.count == 4)
    #expect(line.cursor == 4)
    #expect(LineEditor(text: "abc", cursor: 9).cursor == 3)
    #expect(LineEditor(text: "abc", cursor: -1).cursor == 0)
  }
}
