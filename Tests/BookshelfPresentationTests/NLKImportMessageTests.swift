import BookshelfCore
import BookshelfPresentation
import Testing

/// The errors and skip reason of the NLK JSON-LD import (`catalog import --format nlk`), in
/// English and Korean.
@Suite struct NLKImportMessageTests {
  @Test func aFileCutShortNamesTheLineAndTheRecord() {
    let error = BookshelfError.invalidInput(
      what: .row(path: "/t/nlk.json", unit: .line, number: 11_325), problem: .jsonCutShort(record: 501))
    #expect(
      error.text(in: .english)
        == "/t/nlk.json line 11325 could not be read: the file ends inside record 501 (was it cut short?).")
    #expect(
      error.text(in: .korean)
        == "/t/nlk.json 11325번째 줄을 읽을 수 없습니다: 501번째 레코드에서 파일이 끝납니다(파일이 잘린 것 같습니다).")
  }

  @Test func aHugeRecordNamesTheLimits() {
    let problem = InputProblem.jsonRecordTooLarge(record: 2, bytes: 1 << 20, depth: 32)
    #expect(problem.text(in: .english) == "record 2 is longer than 1 MiB or nested deeper than 32 levels")
    #expect(problem.text(in: .korean) == "2번째 레코드가 1 MiB보다 길거나 32단계보다 깊이 중첩되어 있습니다")
  }

  @Test func aNodeThatIsNoBookIsSkippedWithAReason() {
    #expect(
      SkipReason.notNLKBook.text(in: .english) == "not an NLK book record (a JSON-LD node of type nlon:Book)")
    #expect(SkipReason.notNLKBook.text(in: .korean) == "국립중앙도서관 도서 레코드가 아닙니다(nlon:Book 유형의 JSON-LD 노드)")
  }
}
