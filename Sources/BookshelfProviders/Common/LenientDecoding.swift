extension KeyedDecodingContainer {
  /// The value at `key` as text whether the API sent a JSON string or a number (`"024"` and
  /// `8` both occur in error codes); nil when absent, null or of another type.
  func lenientString(forKey key: Key) -> String? {
    if let text = try? decodeIfPresent(String.self, forKey: key) { return text }
    if let number = try? decodeIfPresent(Int.self, forKey: key) { return String(number) }
    return nil
  }
}
