/// Every word of the web app's page in English and Korean, served to the page by
/// `GET /api/messages` (the page inserts them as text).
///
/// Placeholders in braces (`{count}`, `{title}`, `{authors}`, `{name}`, `{tag}`, …) are
/// replaced by the page. No Korean string joins a user's word with a particle whose form
/// depends on that word's last sound (`KoreanParticle`): the joins are avoided instead.
public enum WebPageText {
  /// The page's strings in `language`, by key (`search.placeholder`, `tab.saved`, …).
  /// Both languages have exactly the same keys, and no value is empty.
  public static func table(in language: Language) -> [String: String] {
    var table: [String: String] = [:]
    for (key, english, korean) in rows {
      table[key] = language == .korean ? korean : english
    }
    return table
  }

  /// Every key the page uses, with its English and Korean text.
  static let rows: [(String, String, String)] = [
    ("app.title", "Bookshelf", "책장"),
    ("tab.search", "Search", "검색"),
    ("tab.saved", "Saved", "저장한 책"),
    ("nav.label", "Sections", "메뉴"),
    ("search.label", "Search books", "책 검색"),
    ("search.placeholder", "Title, author, publisher or ISBN", "제목, 저자, 출판사 또는 ISBN"),
    ("search.placeholderShort", "Title, author or ISBN", "제목, 저자, ISBN"),
    ("search.button", "Search", "검색"),
    ("search.emptyQuery", "Enter a search term.", "검색어를 입력하세요."),
    ("search.provider", "Source", "검색처"),
    ("search.providerUnavailable", "{name} (unavailable)", "{name} (사용할 수 없음)"),
    ("search.field", "Search in", "검색 범위"),
    ("field.any", "Everything", "전체"),
    ("field.title", "Title", "제목"),
    ("field.author", "Author", "저자"),
    ("field.publisher", "Publisher", "출판사"),
    ("field.isbn", "ISBN", "ISBN"),
    ("search.sort", "Order", "정렬"),
    ("sort.relevance", "Best match", "정확도순"),
    ("sort.latest", "Newest", "최신순"),
    ("search.count", "{count} books", "{count}권"),
    ("search.countOne", "1 book", "1권"),
    ("search.countApprox", "About {count} books", "약 {count}권"),
    ("search.prompt", "Type a title, an author or an ISBN to find books.", "책 제목, 저자 또는 ISBN을 입력해 책을 찾아보세요."),
    ("search.empty", "No books found. Try other words or another source.", "찾은 책이 없습니다. 다른 검색어나 검색처로 찾아보세요."),
    ("search.results", "Search results", "검색 결과"),
    ("search.end", "That is every result.", "검색 결과를 모두 보았습니다."),
    (
      "search.stale", "Saved results from {time}; the source could not be reached.",
      "{time}에 저장한 결과입니다. 검색처에 연결하지 못했습니다."
    ),
    (
      "search.corrected", RelaxationMessage.corrected(query: "{query}").english,
      RelaxationMessage.corrected(query: "{query}").korean
    ),
    ("state.loading", "Loading…", "불러오는 중…"),
    ("state.error", "Something went wrong.", "문제가 생겼습니다."),
    ("state.offline", "The server could not be reached.", "서버에 연결하지 못했습니다."),
    ("state.retry", "Retry", "다시 시도"),
    ("book.by", "{title} by {authors}", "{title}, {authors} 지음"),
    ("book.unknownAuthor", "Unknown author", "저자 미상"),
    ("book.authors", "Authors", "저자"),
    ("book.translators", "Translators", "옮긴이"),
    ("book.publisher", "Publisher", "출판사"),
    ("book.published", "Published", "출간일"),
    ("book.isbn13", "ISBN-13", "ISBN-13"),
    ("book.isbn10", "ISBN-10", "ISBN-10"),
    ("book.price", "List price", "정가"),
    ("book.salePrice", "Sale price", "판매가"),
    ("book.notForSale", "Not for sale", "판매하지 않음"),
    ("book.salesStatus", "Sales status", "판매 상태"),
    ("book.rating", "Readers' rating", "독자 평점"),
    ("book.ratingValue", "{rating} (ratings: {count})", "{rating} (평가 {count}명)"),
    ("book.source", "Source", "출처"),
    ("book.description", "About this book", "책 소개"),
    ("book.providerLink", "Open at the source", "검색처에서 보기"),
    ("detail.close", "Close", "닫기"),
    ("shelf.save", "Save to shelf", "책장에 저장"),
    ("shelf.remove", "Remove from shelf", "책장에서 빼기"),
    ("shelf.savedToast", "Saved to your shelf.", "책장에 저장했습니다."),
    ("shelf.removedToast", "Removed from your shelf.", "책장에서 뺐습니다."),
    ("shelf.undo", "Undo", "되돌리기"),
    ("shelf.restoredToast", "Put back on your shelf.", "책장에 되돌려 놓았습니다."),
    ("shelf.status", "Reading status", "읽기 상태"),
    ("status.want", "Want to read", "읽고 싶은 책"),
    ("status.reading", "Reading", "읽는 중"),
    ("status.read", "Read", "다 읽음"),
    ("status.dnf", "Did not finish", "중단"),
    ("shelf.rating", "My rating", "내 평점"),
    ("shelf.ratingStars", "{count} of 5 stars", "별 5개 중 {count}개"),
    ("shelf.ratingClear", "Clear rating", "평점 지우기"),
    ("shelf.progress", "Progress", "진행률"),
    ("shelf.progressHint", "120/350 or 40%", "120/350 또는 40%"),
    ("shelf.progressSave", "Save progress", "진행률 저장"),
    ("shelf.progressSaved", "Progress saved.", "진행률을 저장했습니다."),
    ("shelf.tags", "Tags", "태그"),
    ("shelf.tagPlaceholder", "New tag", "새 태그"),
    ("shelf.tagAdd", "Add tag", "태그 추가"),
    ("shelf.tagRemove", "Remove tag {tag}", "태그 삭제: {tag}"),
    ("shelf.note", "Note", "메모"),
    ("shelf.noteSave", "Save note", "메모 저장"),
    ("shelf.noteSaved", "Note saved.", "메모를 저장했습니다."),
    (
      "shelf.noteTooLong", "The note is longer than {limit} bytes; shorten it to save it.",
      "메모가 {limit}바이트보다 깁니다. 줄여야 저장할 수 있습니다."
    ),
    ("shelf.started", "Started", "읽기 시작한 날"),
    ("shelf.finished", "Finished", "다 읽은 날"),
    ("shelf.changed", "Saved.", "저장했습니다."),
    ("saved.search", "Search your shelf", "책장에서 찾기"),
    ("saved.filterStatus", "Status", "상태"),
    ("saved.anyStatus", "Any status", "모든 상태"),
    ("saved.filterTag", "Tag", "태그"),
    ("saved.anyTag", "Any tag", "모든 태그"),
    ("saved.sort", "Order", "정렬"),
    ("shelfSort.added", "Recently added", "최근 추가순"),
    ("shelfSort.title", "Title", "제목순"),
    ("shelfSort.author", "Author", "저자순"),
    ("shelfSort.rating", "My rating", "내 평점순"),
    ("saved.view", "View", "보기"),
    ("saved.grid", "Grid", "격자"),
    ("saved.list", "List", "목록"),
    ("saved.count", "{count} saved books", "저장한 책 {count}권"),
    ("saved.myRating", "My rating {count} of 5", "내 평점 5점 중 {count}점"),
    ("saved.mine", "Mine", "내 평점"),
    ("saved.countOne", "1 saved book", "저장한 책 1권"),
    ("saved.empty", "Your shelf is empty. Save books from Search.", "책장이 비어 있습니다. 검색에서 책을 저장해 보세요."),
    ("saved.noMatch", "No saved book matches.", "조건에 맞는 책이 없습니다."),
    ("saved.import", "Import…", "가져오기…"),
    ("saved.importFormat", "Import format", "가져올 형식"),
    (
      "saved.imported", "Imported: {added} new, {updated} updated, {unchanged} unchanged, {skipped} skipped.",
      "가져오기 완료: 새 책 {added}권, 바뀐 책 {updated}권, 그대로 {unchanged}권, 건너뜀 {skipped}건."
    ),
    ("saved.importFailed", "{name}: {reason}", "{name}: {reason}"),
    ("saved.export", "Export", "내보내기"),
    ("format.auto", "Detect from contents", "내용으로 판단"),
    ("format.json", "JSON", "JSON"),
    ("format.csv", "CSV", "CSV"),
    ("format.goodreads", "Goodreads CSV", "Goodreads CSV"),
  ]
}
