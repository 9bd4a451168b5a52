import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("notUTF8 error text")
struct NotUTF8MessageTests {
  @Test("the error names the encoding and how to save the file as UTF-8, in English and Korean")
  func messages() {
    let western = BookshelfError.notUTF8(path: "books.csv", line: 7, encoding: .windows1252)
    let english = western.text(in: .english)
    #expect(
      english.hasPrefix(
        "books.csv could not be read: it is not UTF-8 text (line 7) and looks like Windows-1252"))
    #expect(english.contains("iconv -f WINDOWS-1252 -t UTF-8") && english.contains("CSV UTF-8"))
    let korean = BookshelfError.notUTF8(path: "books.csv", line: 7, encoding: .cp949).text(in: .korean)
    #expect(korean.hasPrefix("books.csv을(를) 읽을 수 없습니다: UTF-8 텍스트가 아니며(7번째 줄) CP949(EUC-KR, 한국어 Windows)"))
    #expect(korean.contains("iconv -f CP949 -t UTF-8") && korean.contains("다시 저장하세요"))
    #expect(!english.contains("\n") && !korean.contains("\n"))
  }

  @Test("the UTF-16 error gives the iconv command that converts it, in English and Korean")
  func utf16Messages() {
    let error = BookshelfError.notUTF8(path: "u16.csv", line: 1, encoding: .utf16)
    let english = error.text(in: .english)
    #expect(
      english.hasPrefix("u16.csv could not be read: it is not UTF-8 text (line 1) and looks like UTF-16"))
    #expect(english.contains("iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv"))
    let korean = error.text(in: .korean)
    #expect(korean.hasPrefix("u16.csv을(를) 읽을 수 없습니다: UTF-8 텍스트가 아니며(1번째 줄) UTF-16"))
    #expect(korean.contains("iconv -f UTF-16 -t UTF-8 FILE > FILE-utf8.csv"))
    #expect(!english.contains("\n") && !korean.contains("\n"))
  }
}
