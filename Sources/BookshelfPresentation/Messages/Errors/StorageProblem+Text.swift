import BookshelfCore

extension StorageProblem: Localizable {
  /// Why the database cannot be used, as a clause; SQLite's own text is shown as is.
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .busy(let message): message
      case .schemaTooNew(let version, let supported):
        "schema version \(version) is newer than this program supports (\(supported))"
      case .system(let text): text
      }
    case .korean:
      switch self {
      case .busy: "다른 프로그램이 데이터베이스를 쓰고 있어 잠겨 있습니다. 잠시 후 다시 시도하세요"
      case .schemaTooNew(let version, let supported):
        "스키마 버전 \(KoreanParticle.topic.after("\(version)")) 이 프로그램이 아는 버전(\(supported))보다 새롭습니다"
      case .system(let text): text
      }
    }
  }
}
