import BookshelfCore
import Synchronization

/// What a `FederatedSearch` remembers between the pages of the one query it is paging: which
/// sources have ended, the ids each has returned and the total each last reported. Page 1, or
/// a page of another query (text, field, sort, page size), starts over. Across queries, it
/// keeps which sources are resting after a rate limit (`RateLimitBackOff`).
///
/// A source has ended when its page said `isEnd`, was empty, added no id it had not returned
/// before (a provider repeating a page past its real end), reached an exact total
/// (`BookPage.reachesTotalCount`) or its page cap. The total of the query is the sum of the
/// totals the sources gave on the first page answered, kept as the user pages. Memory is bounded by what was paged: one id
/// per book returned.
final class FederatedProgress: Sendable {
  private struct Key: Hashable {
    var text: String
    var field: SearchField
    var sort: SearchSort
    var pageSize: Int

    init(_ query: BookQuery) {
      text = query.text
      field = query.field
      sort = query.sort
      pageSize = query.pageSize
    }
  }

  private struct State {
    var key: Key?
    var generation: UInt64 = 0
    var ended: Set<Int> = []
    var seen: [Int: Set<String>] = [:]
    var totals: [Int: (count: Int, approximate: Bool)] = [:]
    /// The first page any source answered for this query: the page whose totals count.
    var totalsPage: Int?
  }

  /// A page being asked for: answers are recorded under its generation, and dropped once a
  /// later query has started over.
  struct Ticket: Sendable {
    let generation: UInt64
    /// Indexes (into the sources) of the sources that have ended for this query.
    let ended: Set<Int>
  }

  private let state = Mutex(State())
  /// Sources left alone after a rate limit or a used-up quota (kept across queries).
  private let backOffs = Mutex([Int: RateLimitBackOff]())

  /// The sources resting now, by index; ended back-offs are forgotten.
  func resting() -> [Int: RateLimitBackOff] {
    backOffs.withLock { backOffs in
      backOffs = backOffs.filter { $0.value.secondsLeft > 0 }
      return backOffs
    }
  }

  /// Leaves source `index` alone until `backOff` ends.
  func rest(_ index: Int, _ backOff: RateLimitBackOff) {
    backOffs.withLock { $0[index] = backOff }
  }

  /// Begins asking for `query.page`: a first page, or another query than the one being paged,
  /// forgets everything before it.
  func begin(_ query: BookQuery) -> Ticket {
    state.withLock { s in
      let key = Key(query)
      if query.page == 1 || s.key != key {
        s = State(key: key, generation: s.generation &+ 1)
      }
      return Ticket(generation: s.generation, ended: s.ended)
    }
  }

  /// Records source `index`'s answer to the ticket's page.
  /// - Parameter lastPage: the source's page cap for this page size, if it has one.
  /// - Returns: true when the source has ended with this page.
  func record(_ page: BookPage, from index: Int, ticket: Ticket, lastPage: Int?) -> Bool {
    state.withLock { s in
      var ended =
        page.isEnd || page.books.isEmpty || page.reachesTotalCount
        || lastPage.map { page.page >= $0 } ?? false
      guard s.generation == ticket.generation else { return ended }
      var seen = s.seen[index, default: []]
      var added = false
      for book in page.books where seen.insert(book.id).inserted { added = true }
      s.seen[index] = seen
      if !added { ended = true }
      if ended { s.ended.insert(index) }
      // The first total only, and only from the first page answered: a provider's total that
      // changes from page to page (Google's does), or one that joins on a later page, must
      // not make the merged total grow as the user pages.
      if s.totalsPage == nil { s.totalsPage = page.page }
      if s.totals[index] == nil, s.totalsPage == page.page {
        s.totals[index] = (page.totalCount, page.totalCountIsApproximate)
      }
      return ended
    }
  }

  /// The total over the sources that answered this query's first answered page (each one's
  /// total from then), and
  /// whether it is an estimate: when any part is, or when more than one source found books
  /// (a book found by two providers is counted twice). Nil parts when the ticket is stale.
  func total(for ticket: Ticket) -> (count: Int, approximate: Bool)? {
    state.withLock { s in
      guard s.generation == ticket.generation else { return nil }
      let count = SafeNumber.saturatingSum(s.totals.values.map { max(0, $0.count) })
      let approximate =
        s.totals.values.contains { $0.approximate } || s.totals.values.filter { $0.count > 0 }.count > 1
      return (count, approximate)
    }
  }
}
