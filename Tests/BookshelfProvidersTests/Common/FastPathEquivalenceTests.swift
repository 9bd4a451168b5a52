import Foundation
import Testing

@testable import BookshelfCore
@testable import BookshelfProviders

/// The byte fast paths of the mappings (dates, ISBN fields, own ids from URLs, Kakao role
/// suffixes) must give what their general Character / `URLComponents` paths give.
@Suite("Byte fast paths give the same results as the general paths")
struct FastPathEquivalenceTests {
  static let dates: [String] = [
    "2014-11-17T00:00:00.000+09:00", "2019-10-03T00:00:00+02:00", "2018-12-11", "2020-11", "2018",
    "20160729", "201607", "2016", "2016.07.29", "2016/07/29", "2016-7-9", "2016--07", "-2016", "2016-",
    "2016-07-29-01", "2016-13", "2016-00", "2016-02-29", "2015-02-29", "2000-02-29", "1900-02-29",
    "2016-04-31", "0000", "0001", "0099-01-01", "99", "12345", "1234567", "201613", "20160230",
    "20161301", "2016-07-29 12:00", "2016-07-29T", "T2016", " 2016", "2016 ", "\t2016-07-29\n", "",
    " ", "2016a", "2016-0a", "２０１６", "٢٠١٦", "2016\u{3000}", "\u{3000}2016", "2016T\u{301}",
    "2016-07\u{301}", "2016-007-0029", "2016-000000000000000000007", "12016", "2016-1-1-1",
    "2016..07", "2016//07//29", "2016.07.29.", "1999-12-31T23:59:59Z", "2016-07-29x", "2016:07",
    "00000000", "99991231", "2016\r\n", "+2016", "2016-+7",
  ]

  @Test("PublishedDate.normalize", arguments: dates)
  func date(_ raw: String) {
    #expect(PublishedDate.normalize(raw) == PublishedDate.normalizeCharacters(raw))
  }

  static let isbnFields: [String] = [
    "8996991341 9788996991342", "9788996991342", "8996991341", " 480D150405880", "1400000225936",
    "9770000000000 8996991341", "978-89-969913-4-2, 89-969913-4-1", "043902348X;9780439023481",
    "043902348x", "080442957X 9780804429573", "8996991341 9791162241837", "9791162241837 8996991341", "", " ",
    ",,;;",
    "9788996991341 8996991341", "89 969913 4 1", "978\u{2010}89\u{2010}969913\u{2010}4\u{2010}2",
    "٩٧٨٨٩٩٦٩٩١٣٤٢ 8996991341", "9788996991342\u{301} 8996991341", "K432535345 9788996991342",
    "9788996991342\r\n8996991341", "9788996991342\t8996991341", "9788996991342-", "-8996991341",
  ]

  @Test("ISBNFields.pair", arguments: isbnFields)
  func isbnPair(_ field: String) {
    let actual = ISBNFields.pair(from: [field])
    let expected = Self.referencePair(field)
    #expect(actual.isbn10 == expected.isbn10 && actual.isbn13 == expected.isbn13)
  }

  @Test func isbnPairAcrossCandidates() {
    let pair = ISBNFields.pair(from: [nil, "E123456789", "8996991341", "9791162241837"])
    #expect(pair.isbn13 == "9791162241837" && pair.isbn10 == nil)
    let only10 = ISBNFields.pair(from: ["0-8044-2957-x"])
    #expect(only10.isbn13 == "9780804429573" && only10.isbn10 == "080442957X")
  }

  /// The Character-level reading of one field, as `ISBNFields.pair` did before its byte path.
  static func referencePair(_ field: String) -> (isbn10: String?, isbn13: String?) {
    var from13: ISBN?
    var from10: ISBN?
    for token in field.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) {
      let compact = token.filter { $0 != "-" }
      guard let isbn = try? ISBN(characters: String(compact)) else { continue }
      if compact.count == 13 {
        if from13 == nil { from13 = isbn }
      } else if from10 == nil {
        from10 = isbn
      }
    }
    guard let isbn = from13 ?? from10 else { return (nil, nil) }
    return (ISBN.isbn10Characters(fromISBN13: isbn.isbn13), isbn.isbn13)
  }

  static let kakaoURLs: [String] = [
    "https://search.daum.net/search?w=bookpage&bookId=1467038&q=%EB%AF%B8%EC%9B%80",
    "https://search.daum.net/search?w=bookpage&bookId=&q=x", "https://search.daum.net/search?bookId",
    "https://search.daum.net/search?w=bookpage&q=x", "https://search.daum.net/search",
    "http://search.daum.net/search?bookId=1&bookId=2", "https://search.daum.net/search?bookId=a=b",
    "https://search.daum.net/search?book%49d=5", "https://search.daum.net/search?bookId=12%203",
    "https://search.daum.net:8080/search?bookId=7", "https://search.daum.net/search?bookId=7#frag",
    "https://search.daum.net/search?q=가&bookId=7", "search?bookId=7", "https://a b/?bookId=1",
    "https://search.daum.net/search?bookId=1+2", "https://search.daum.net/search?&&bookId=9&",
    "https://search.daum.net/search?bookId=%zz", "https://[::1]/x?bookId=3", "https://host:/?bookId=4",
    "https://:80/?bookId=4", "https://search.daum.net?bookId=8", "HTTPS://search.daum.net/?bookId=6",
    "https://search.daum.net/search?w=bookpage&bookId=1467038&q=%EB%AF%B8",
  ]

  @Test("KakaoMapping.ownID", arguments: kakaoURLs)
  func kakaoOwnID(_ url: String) {
    #expect(KakaoMapping.ownID(url: url) == KakaoMapping.ownIDComponents(url: url))
  }

  static let naverLinks: [String] = [
    "https://search.shopping.naver.com/book/catalog/32466892446",
    "https://search.shopping.naver.com/book/catalog/32466892446/",
    "https://book.naver.com/bookdb/book_detail.php?bid=123",
    "http://book.naver.com/bookdb/book_detail.php?bid=&x=1",
    "https://book.naver.com/bookdb/book_detail.php?bid",
    "https://search.shopping.naver.com/catalog/5?bid=9", "https://search.shopping.naver.com/book/catalog",
    "https://search.shopping.naver.com/catalog/%31", "https://search.shopping.naver.com/book/catalog/1?x=1",
    "https://search.shopping.naver.com/book/catalog/12#top", "naver.com/book/catalog/1",
    "https://search.shopping.naver.com//catalog//77", "https://book.naver.com/x?bid=1&amp;y=2",
  ]

  @Test("NaverMapping.ownID", arguments: naverLinks)
  func naverOwnID(_ link: String) {
    #expect(
      NaverMapping.ownID(link: link) == NaverMapping.ownIDComponents(decoded: HTMLText.decodeEntities(link)))
  }

  static let kakaoNames: [String] = [
    "홍길동", "야마키 슈 (감수)", "掌田津耶乃／著", "홍길동 지음", "John Smith", "Smith/ed.", "(감수)", " 홍길동",
    "홍길동 ", "홍길동(그림)", "홍길동（그림）", "A (not a role)", "a/b", "외", "", "Ünïcödé", "김\u{00A0}철수",
    "홍길동)", "ÉDITIONS", "R. R. 마틴",
  ]

  @Test("KakaoMapping.strippingRole", arguments: kakaoNames)
  func kakaoRole(_ name: String) {
    #expect(KakaoMapping.strippingRole(name) == KakaoMapping.strippingRoleCharacters(name))
  }
}

@Suite("Aladin contributor byte paths give the same results as the Character paths")
struct AladinContributorsFastPathTests {
  static let authors: [String] = [
    "제임스 브라이언 스미스 (지은이), 이대근 (옮긴이)", "김보영, 고호관, 이주혜 (지은이)", "김영한 지음", "홍길동 옮김",
    "홍길동 (엮은이), 김철수 (감수)", "A (지은이),B(옮긴이)", "Tom (글), Ann (그림)", "홍길동 (글·그림)", "홍길동 ()",
    "(지은이)", ",,,", " , ", "이름 (옮긴이 )", "이름 ( 옮 긴 이 )", "이름 (역자), 이름2 (저자)", "홍길동 (지은이",
    "홍길동 지은이)", "Q&amp;A (지은이)", "&eacute;mile (지은이)", "Émile Zola (지은이), 홍길동 (옮긴이)",
    "홍길동\u{301} (지은이)", "김\u{1161} (지은이)", "홍길동 (지은이)\r\n", "홍길동,\u{301} 김철수 (옮긴이)",
    "John Smith (Author), 홍길동 (옮긴이)", "홍길동 (옮긴이), 홍길동 (옮긴이)", "홍길동 (원작), 김철수 (그림)",
    "", "  ", "홍길동", "홍길동 (그림), 김철수 (감수)", "&#xAC00; (지은이)", "a (b) (지은이)",
  ]

  @Test(arguments: authors)
  func parse(_ raw: String) {
    let fast = AladinContributors.parse(raw)
    let reference = Self.referenceParse(raw)
    #expect(fast.authors.map { Array($0.utf8) } == reference.authors.map { Array($0.utf8) })
    #expect(fast.translators.map { Array($0.utf8) } == reference.translators.map { Array($0.utf8) })
  }

  @Test func simpleText() {
    #expect(AladinContributors.isSimple("제임스 (지은이), A-b 9"))
    #expect(!AladinContributors.isSimple("Émile"))
    #expect(!AladinContributors.isSimple("김\u{1161}"))
    #expect(!AladinContributors.isSimple("a\r\nb"))
    #expect(!AladinContributors.isSimple("a\u{301}"))
  }

  /// `AladinContributors.parse` with the Character paths only (its shape before the byte paths).
  static func referenceParse(_ raw: String) -> (authors: [String], translators: [String]) {
    guard !raw.isEmpty else { return ([], []) }
    var authors: [String] = []
    var translators: [String] = []
    var others: [[String]] = []
    var pending: [String] = []
    for token in raw.split(separator: ",") {
      guard let text = TextFields.text(String(token)) else { continue }
      let (name, role) = AladinContributors.split(text)
      if !name.isEmpty { pending.append(name) }
      guard let role else { continue }
      switch AladinContributors.kind(of: role) {
      case .author: authors += pending
      case .translator: translators += pending
      case .other: others.append(pending)
      }
      pending = []
    }
    authors += pending
    if authors.isEmpty { authors = others.first ?? [] }
    return (TextFields.names(authors), TextFields.names(translators))
  }
}
