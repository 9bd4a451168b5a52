import BookshelfCore

/// The name an uploaded file goes by in import errors and reports: the `name` query parameter
/// (the page sends the file's name as the browser gives it), reduced to its last path component,
/// without control or format characters (escape sequences, bidi overrides), at most 100
/// characters; `UploadedFile.unnamed` ("upload") when absent or empty. It is the user's
/// own word for their file, never a path on the server.
enum UploadName {
  /// Characters kept at most.
  static let limit = 100

  /// The cleaned name of `raw`.
  static func cleaned(_ raw: String?) -> String {
    guard let raw else { return UploadedFile.unnamed }
    let last = raw.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
    let visible = String(
      String.UnicodeScalarView(
        last.unicodeScalars.filter {
          switch $0.properties.generalCategory {
          case .control, .format, .lineSeparator, .paragraphSeparator: false
          default: true
          }
        }))
    let name = String(visible.trimmingWhitespace().prefix(limit))
    return name.isEmpty ? UploadedFile.unnamed : name
  }
}
