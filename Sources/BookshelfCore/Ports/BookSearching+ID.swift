/// The defaults of the id lookup: a source that cannot look a book up by its own id (Kakao and
/// Naver have no such call) answers nil without a request.
extension BookSearching {
  /// False: `book(id:)` answers nil without asking the source.
  public var looksUpByID: Bool { false }

  /// Nil: the source has no lookup by its own id.
  public func book(id: String) async throws -> Book? { nil }

  /// The provider's own part of `id` when it is `"<provider>:<own id>"` of this source
  /// (`google:zyTCAlFPjgYC` → `zyTCAlFPjgYC`), else nil.
  public func ownID(in id: String) -> String? {
    let prefix = provider.rawValue + ":"
    guard id.hasPrefix(prefix) else { return nil }
    let own = id.dropFirst(prefix.count)
    return own.isEmpty ? nil : String(own)
  }
}
