import BookshelfCore

/// The labels and stock words of a book's details, shared by `bookshelf show` and the
/// terminal app's detail screen (and by `BookFormat`: `Unknown author`, `no sale price`).
public enum BookLabel: BilingualText, Hashable {
  case authors, translators, publisher, published, isbn13, isbn10, price, salePrice, salesStatus
  case rating, link, cover, source
  /// `1,234 ratings`, beside the average rating.
  case ratingsCount(Int)
  /// In place of the authors of a book without any.
  case unknownAuthor
  /// The sale price of a book its source does not sell.
  case noSalePrice

  /// The text in English.
  public var english: String {
    switch self {
    case .authors: "Authors"
    case .translators: "Translators"
    case .publisher: "Publisher"
    case .published: "Published"
    case .isbn13: "ISBN-13"
    case .isbn10: "ISBN-10"
    case .price: "Price"
    case .salePrice: "Sale price"
    case .salesStatus: "Availability"
    case .rating: "Rating"
    case .link: "Link"
    case .cover: "Cover"
    case .source: "Source"
    case .ratingsCount(let count): "\(BookFormat.count(count)) ratings"
    case .unknownAuthor: "Unknown author"
    case .noSalePrice: "no sale price"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .authors: "저자"
    case .translators: "역자"
    case .publisher: "출판사"
    case .published: "출간일"
    case .isbn13: "ISBN-13"
    case .isbn10: "ISBN-10"
    case .price: "정가"
    case .salePrice: "판매가"
    case .salesStatus: "판매 상태"
    case .rating: "평점"
    case .link: "링크"
    case .cover: "표지"
    case .source: "출처"
    case .ratingsCount(let count): "\(BookFormat.count(count))명 평가"
    case .unknownAuthor: "저자 미상"
    case .noSalePrice: "판매가 없음"
    }
  }
}
