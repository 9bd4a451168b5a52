import BookshelfCore

/// `BookshelfError.notUTF8`: the file, the line, the encoding it most likely uses and how to
/// convert it.
struct NotUTF8Text: Localizable {
  let path: String
  let line: Int
  let encoding: LegacyTextEncoding

  func text(in language: Language) -> String {
    switch language {
    case .english:
      let looks =
        switch encoding {
        case .windows1252: "Windows-1252 (Western European)"
        case .cp949: "CP949 (EUC-KR, Korean Windows)"
        case .utf16: "UTF-16 (Excel's \"Unicode Text\", iconv -t UTF-16)"
        }
      return
        "\(path) could not be read: it is not UTF-8 text (line \(line)) and looks like \(looks). Convert it (iconv -f \(iconvName) -t UTF-8 FILE > FILE-utf8.csv) or save it again as UTF-8 (Excel: Save As → \"CSV UTF-8 (Comma delimited)\"; LibreOffice: Save As → Text CSV, character set \"Unicode (UTF-8)\")."
    case .korean:
      let looks =
        switch encoding {
        case .windows1252: "Windows-1252(서유럽어)"
        case .cp949: "CP949(EUC-KR, 한국어 Windows)"
        case .utf16: "UTF-16(Excel의 \"유니코드 텍스트\", iconv -t UTF-16)"
        }
      return
        "\(KoreanParticle.object.after(path)) 읽을 수 없습니다: UTF-8 텍스트가 아니며(\(line)번째 줄) \(looks) 인코딩으로 보입니다. 변환하거나(iconv -f \(iconvName) -t UTF-8 FILE > FILE-utf8.csv) UTF-8로 다시 저장하세요(Excel: 다른 이름으로 저장 → \"CSV UTF-8(쉼표로 분리)\", LibreOffice: 다른 이름으로 저장 → 텍스트 CSV, 문자 집합 \"유니코드(UTF-8)\")."
    }
  }

  private var iconvName: String {
    switch encoding {
    case .windows1252: "WINDOWS-1252"
    case .cp949: "CP949"
    case .utf16: "UTF-16"
    }
  }
}
