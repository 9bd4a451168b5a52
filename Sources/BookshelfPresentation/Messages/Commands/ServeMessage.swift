import BookshelfCore

/// The lines of `bookshelf serve`.
public enum ServeMessage: BilingualText, Equatable {
  /// The one line on standard output once the server listens, with the URL to open (with
  /// `?token=…` on an address other than loopback).
  case running(url: String)
  /// `--open` without a desktop (no `DISPLAY` or `WAYLAND_DISPLAY`): open the URL yourself.
  case noDesktop
  /// `--open`: the browser could not be started; open the URL yourself.
  case browserNotStarted
  /// The goodbye after SIGINT/SIGTERM, once requests in flight have finished.
  case stopped

  /// The text in English.
  public var english: String {
    switch self {
    case .running(let url): "Bookshelf is running at \(url) — press Ctrl-C to stop."
    case .noDesktop: "No desktop to open a browser on; open the address above yourself."
    case .browserNotStarted: "The browser could not be started; open the address above yourself."
    case .stopped: "Bookshelf stopped."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .running(let url): "Bookshelf가 \(url)에서 실행 중입니다 — 멈추려면 Ctrl-C를 누르세요."
    case .noDesktop: "브라우저를 열 데스크톱이 없습니다. 위 주소를 직접 여세요."
    case .browserNotStarted: "브라우저를 열지 못했습니다. 위 주소를 직접 여세요."
    case .stopped: "Bookshelf를 멈췄습니다."
    }
  }
}
