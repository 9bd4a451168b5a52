import BookshelfCore

extension FileProblem: Localizable {
  /// Why the file cannot be used, as a clause (`it is a directory, not a file`).
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .missing: "there is no such file"
      case .isDirectory: "it is a directory, not a file"
      case .notRegular: "it is not a regular file (a FIFO, device or socket cannot be imported)"
      case .unreadable: "you do not have permission to read it"
      case .empty: "the file is empty"
      case .folderNotCreated: "the folder cannot be created"
      case .notCreated: "the file cannot be created"
      case .noFolder: "the file cannot be created: its folder does not exist"
      case .notPermitted: "the file cannot be created: you do not have permission to write there"
      case .readOnly: "the file cannot be created: the file system is read-only"
      case .noSpace: "the file cannot be written: there is no space left on the device"
      case .notWritten: "the file cannot be written"
      case .notOpened: "the file cannot be opened"
      case .notRead: "the file cannot be read"
      case .outputNotWritten: "the output cannot be written"
      case .isSymbolicLink: "it is a symbolic link, which is not followed; give the path of the file itself"
      case .notRegularTarget(let kind): "it is \(kind.text(in: .english)), not a regular file"
      case .catalogMissing: "there is no local catalog yet; import one with 'bookshelf catalog import FILE'"
      case .system(let text): text
      case .readableByOthers:
        "other users may read it or it is not yours, so it is not used; run chmod 600 on it (or delete it to make a new one)"
      case .notAToken: "it does not hold a server token; delete it and a new one is made"
      }
    case .korean:
      switch self {
      case .missing: "그런 파일이 없습니다"
      case .isDirectory: "파일이 아니라 디렉터리입니다"
      case .notRegular: "일반 파일이 아닙니다(FIFO, 장치, 소켓은 가져올 수 없습니다)"
      case .unreadable: "읽기 권한이 없습니다"
      case .empty: "빈 파일입니다"
      case .folderNotCreated: "폴더를 만들 수 없습니다"
      case .notCreated: "파일을 만들 수 없습니다"
      case .noFolder: "파일을 만들 수 없습니다: 넣을 폴더가 없습니다"
      case .notPermitted: "파일을 만들 수 없습니다: 그곳에 쓸 권한이 없습니다"
      case .readOnly: "파일을 만들 수 없습니다: 읽기 전용 파일 시스템입니다"
      case .noSpace: "파일에 쓸 수 없습니다: 장치에 남은 공간이 없습니다"
      case .notWritten: "파일에 쓸 수 없습니다"
      case .notOpened: "파일을 열 수 없습니다"
      case .notRead: "파일을 읽을 수 없습니다"
      case .outputNotWritten: "출력에 쓸 수 없습니다"
      case .isSymbolicLink: "심볼릭 링크입니다. 링크는 따라가지 않으니 파일 자체의 경로를 쓰세요"
      case .notRegularTarget(let kind): "일반 파일이 아니라 \(kind.text(in: .korean))입니다"
      case .catalogMissing: "로컬 카탈로그가 아직 없습니다. 'bookshelf catalog import 파일'로 가져오세요"
      case .system(let text): text
      case .readableByOthers:
        "다른 사용자가 읽을 수 있거나 내 파일이 아니어서 쓰지 않습니다. chmod 600으로 권한을 바꾸세요(지우면 새로 만듭니다)"
      case .notAToken: "서버 토큰이 들어 있지 않습니다. 지우면 새로 만듭니다"
      }
    }
  }
}

extension FileKind: Localizable {
  /// `a FIFO`, `a directory`… / `FIFO`, `디렉터리`….
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .fifo: "a FIFO"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .socket: "a socket"
      case .directory: "a directory"
      case .other: "a special file"
      }
    case .korean:
      switch self {
      case .fifo: "FIFO"
      case .characterDevice: "문자 장치"
      case .blockDevice: "블록 장치"
      case .socket: "소켓"
      case .directory: "디렉터리"
      case .other: "특수 파일"
      }
    }
  }
}
