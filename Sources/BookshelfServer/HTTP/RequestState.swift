import Dispatch

/// One request as libmicrohttpd hands it over in pieces: kept in `*con_cls` between the calls
/// of the access handler (head, body pieces, end), released when the request completes.
final class RequestState {
  var request: ServerRequest
  /// The largest body this request may carry.
  let limit: Int
  /// True once the body went over `limit`: later pieces are counted and dropped.
  var overLimit = false
  /// Bytes dropped after the limit (the connection is closed when this grows too large).
  var discarded = 0
  /// True once a response is queued.
  var answered = false
  /// Body bytes held in `request.body` (counted in `EngineCore.bufferedBodyBytes`).
  var buffered = 0
  /// When the body must be in: a body piece arriving later closes the connection.
  let deadline: ContinuousClock.Instant
  /// When the head was in: the handler's time limit runs from here.
  let arrived: DispatchTime
  /// The `HandlerSlots` entry while the connection is suspended for the handler's task.
  var suspension: UInt64?

  init(request: ServerRequest, limit: Int, deadline: ContinuousClock.Instant, arrived: DispatchTime = .now())
  {
    self.request = request
    self.limit = limit
    self.deadline = deadline
    self.arrived = arrived
  }
}

/// Header fields collected by `MHD_get_connection_values`, bounded.
final class FieldCollector {
  static let maximumCount = 100
  static let maximumBytes = 32 << 10
  var headers: [String: String] = [:]
  var query: [(name: String, value: String)] = []
  var count = 0
  var bytes = 0
  var tooLarge = false
  /// True when a header's name or value holds a control byte (NUL, CR, LF, …; tab allowed).
  var controlBytes = false

  /// Adds a header field; false (stop) when the limits are passed.
  func addHeader(name: String, value: String) -> Bool {
    count += 1
    bytes += name.utf8.count + value.utf8.count
    guard count <= Self.maximumCount, bytes <= Self.maximumBytes else {
      tooLarge = true
      return false
    }
    let key = name.lowercased()
    headers[key] = headers[key].map { $0 + ", " + value } ?? value
    return true
  }

  /// Adds a query pair (raw, `+` already a space): percent-decoded, invalid UTF-8 replaced.
  func addQuery(name: String, value: String) -> Bool {
    guard query.count < 200 else { return false }
    query.append((Self.decode(name), Self.decode(value)))
    return true
  }

  static func decode(_ text: String) -> String {
    var bytes: [UInt8] = []
    let source = Array(text.utf8)
    var index = 0
    while index < source.count {
      if source[index] == 0x25, index + 2 < source.count,
        let high = StaticPath.hexValue(source[index + 1]), let low = StaticPath.hexValue(source[index + 2])
      {
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(source[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
