import BookshelfCore

extension ServerProblem: Localizable {
  /// Why the server did not start, as one sentence with its advice.
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .addressInUse(let host, let port):
        "Another program already listens on \(Self.address(host, port)); choose another port with --port."
      case .badAddress(let host):
        "\(BookshelfError.clip(host)) is not an IP address; give one such as 127.0.0.1, ::1 or 0.0.0.0 with --host."
      case .cannotBind(let host, let port, let reason):
        "Cannot listen on \(Self.address(host, port)): \(reason.text(in: .english))."
      case .notStarted(let host, let port):
        "The web server could not start on \(Self.address(host, port))."
      }
    case .korean:
      switch self {
      case .addressInUse(let host, let port):
        "다른 프로그램이 이미 \(Self.address(host, port))에서 듣고 있습니다. --port로 다른 포트를 고르세요."
      case .badAddress(let host):
        "\(KoreanParticle.topic.after(BookshelfError.clip(host))) IP 주소가 아닙니다. --host에 127.0.0.1, ::1, 0.0.0.0 같은 주소를 주세요."
      case .cannotBind(let host, let port, let reason):
        "\(Self.address(host, port))에서 들을 수 없습니다: \(reason.text(in: .korean))."
      case .notStarted(let host, let port):
        "웹 서버를 \(Self.address(host, port))에서 시작하지 못했습니다."
      }
    }
  }

  /// `host:port`, an IPv6 address in brackets.
  static func address(_ host: String, _ port: UInt16) -> String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }
}

extension BindFailure: Localizable {
  /// Why the address cannot be bound, as a clause.
  public func text(in language: Language) -> String {
    switch (self, language) {
    case (.notLocal, .english): "the address belongs to no network interface of this machine"
    case (.notLocal, .korean): "이 컴퓨터의 네트워크 주소가 아닙니다"
    case (.notPermitted, .english): "this port needs privileges; choose one above 1023"
    case (.notPermitted, .korean): "이 포트에는 권한이 필요합니다. 1023보다 큰 포트를 고르세요"
    case (.system(let text), _): text
    }
  }
}
