/// Why the web server (`bookshelf serve`) could not start listening.
public enum ServerProblem: Sendable, Equatable {
  /// Another program already listens on `host:port`.
  case addressInUse(host: String, port: UInt16)
  /// `host` is not a numeric IPv4 or IPv6 address (`127.0.0.1`, `::1`, `0.0.0.0`).
  case badAddress(String)
  /// `host:port` cannot be bound for another reason: the address is not one of this machine's
  /// (`notLocal`), a port below 1024 needs privileges (`notPermitted`), or the system's own
  /// text (`system`).
  case cannotBind(host: String, port: UInt16, reason: BindFailure)
  /// The HTTP library refused to start on the bound socket.
  case notStarted(host: String, port: UInt16)
}

/// Why an address cannot be bound (see `ServerProblem.cannotBind`).
public enum BindFailure: Sendable, Equatable {
  /// The address belongs to no interface of this machine.
  case notLocal
  /// The port needs privileges this process does not have.
  case notPermitted
  /// Another reason, as the system words it (`strerror`).
  case system(String)
}
