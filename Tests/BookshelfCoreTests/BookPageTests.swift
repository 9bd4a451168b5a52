import BookshelfCore
import Testing

@Suite("BookPage: the end by totalCount")
struct BookPageTests {
  static func page(_ page: Int, size: Int, total: Int, approximate: Bool = false) -> BookPage {
    BookPage(
      books: [], totalCount: total, isEnd: false, page: page, pageSize: size,
      totalCountIsApproximate: approximate)
  }

  @Test("page × size ≥ totalCount reaches the total; ceil(totalCount / size) is the last page")
  func exact() {
    #expect(!Self.page(2, size: 10, total: 25).reachesTotalCount)
    #expect(Self.page(3, size: 10, total: 25).reachesTotalCount)
    #expect(Self.page(1, size: 10, total: 0).reachesTotalCount)
    #expect(Self.page(1, size: 10, total: 25).lastPageByTotalCount == 3)
    #expect(Self.page(1, size: 10, total: 30).lastPageByTotalCount == 3)
    #expect(Self.page(1, size: 10, total: 0).lastPageByTotalCount == 1)
  }

  @Test("an approximate total never ends a list and names no last page")
  func approximate() {
    #expect(!Self.page(9, size: 10, total: 25, approximate: true).reachesTotalCount)
    #expect(Self.page(1, size: 10, total: 25, approximate: true).lastPageByTotalCount == nil)
  }

  @Test("hostile numbers do not trap")
  func hostile() {
    #expect(Self.page(Int.max, size: Int.max, total: Int.max).reachesTotalCount)
    #expect(Self.page(1, size: 0, total: Int.max).lastPageByTotalCount == Int.max)
    #expect(Self.page(1, size: -5, total: -3).lastPageByTotalCount == 1)
    #expect(!Self.page(0, size: 0, total: 5).reachesTotalCount)
  }
}
