/// A JSON value that may arrive with the wrong type or out of its type's range, read without
/// failing the object around it.
///
/// APIs and files send `"price":"16000"` where a number is documented, `"discount":13500`
/// where a string is, `1e400`, `12.5` for a count, `[]`. A strict `Decodable` field makes the
/// whole object (and, without a lossy wrapper, the whole page) fail to decode; a lenient one
/// reads what is unambiguous and is nil otherwise, so only that field is lost.
public protocol LenientlyDecodable: Decodable, Sendable {
  /// The value at `key` when it has exactly this type (the fast path: the container's own
  /// `decodeIfPresent` for the type); nil when absent or `null`.
  /// - Throws: when the value has another type or does not fit.
  static func strictValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws
    -> Self?
  /// The value in `container` read leniently, or nil (see each conforming type).
  static func lenientValue(in container: any SingleValueDecodingContainer) -> Self?
}

extension Int: LenientlyDecodable {
  /// `decodeIfPresent(Int.self, forKey:)`.
  /// - Throws: `DecodingError` when the value is not an integer that fits `Int`.
  @inlinable
  public static func strictValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key)
    throws -> Int?
  {
    try container.decodeIfPresent(Int.self, forKey: key)
  }

  /// A JSON number that is a whole number within `Int`'s range (`12`, `12.0`, `1e3`), or a
  /// string holding an integer (`"16000"`, `" 16000 "`, `"-1"`; see `SafeNumber.integer`).
  /// Nil for `12.5`, `1e300`, `1e400`, `"16,000"`, `"12.5"`, booleans, arrays and objects.
  public static func lenientValue(in container: any SingleValueDecodingContainer) -> Int? {
    if let value = try? container.decode(Int.self) { return value }
    if let text = try? container.decode(String.self) { return SafeNumber.integer(text) }
    if let value = try? container.decode(Double.self) { return SafeNumber.exactInt(value) }
    return nil
  }
}

extension Double: LenientlyDecodable {
  /// `decodeIfPresent(Double.self, forKey:)`.
  /// - Throws: `DecodingError` when the value is not a number that fits `Double`.
  @inlinable
  public static func strictValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key)
    throws -> Double?
  {
    try container.decodeIfPresent(Double.self, forKey: key)
  }

  /// A JSON number within `Double`'s range, or a string holding a finite decimal number
  /// (`"4.5"`; see `SafeNumber.finiteDouble`). Nil for `1e400` (beyond `Double`), `"inf"`,
  /// `"nan"`, booleans, arrays and objects.
  public static func lenientValue(in container: any SingleValueDecodingContainer) -> Double? {
    if let value = try? container.decode(Double.self) { return value }
    if let text = try? container.decode(String.self) { return SafeNumber.finiteDouble(text) }
    return nil
  }
}

extension String: LenientlyDecodable {
  /// `decodeIfPresent(String.self, forKey:)`.
  /// - Throws: `DecodingError` when the value is not a string.
  @inlinable
  public static func strictValue<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key)
    throws -> String?
  {
    try container.decodeIfPresent(String.self, forKey: key)
  }

  /// A JSON string, or a number as its text (`8` → `"8"`, `13500` → `"13500"`, `4.5` →
  /// `"4.5"`). Nil for booleans, arrays, objects and numbers beyond `Double`'s range.
  public static func lenientValue(in container: any SingleValueDecodingContainer) -> String? {
    if let text = try? container.decode(String.self) { return text }
    if let number = try? container.decode(Int.self) { return String(number) }
    if let number = try? container.decode(Double.self), number.isFinite { return "\(number)" }
    return nil
  }
}

/// A DTO field read leniently (`LenientlyDecodable`): `@Lenient var price: Int?`. Absent,
/// `null` and unreadable values are nil; the other fields of the object are decoded as usual.
@propertyWrapper @frozen
public struct Lenient<Value: LenientlyDecodable>: Decodable, Sendable {
  /// The value read, or nil when absent, `null` or unreadable.
  public var wrappedValue: Value?

  /// Wraps a value (the memberwise initialiser of a DTO passes it).
  @inlinable
  public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

  /// Reads the value leniently; never throws.
  public init(from decoder: any Decoder) throws {
    wrappedValue = (try? decoder.singleValueContainer()).flatMap { Value.lenientValue(in: $0) }
  }
}

extension KeyedDecodingContainer {
  /// The value at `key` read leniently (`LenientlyDecodable`): nil when absent, `null` or
  /// unreadable. The value's own type is tried first, so a well-typed value costs one lookup.
  @inlinable
  public func lenient<Value: LenientlyDecodable>(_ type: Value.Type, forKey key: Key) -> Value? {
    if let value = try? Value.strictValue(in: self, forKey: key) { return value }
    guard contains(key), (try? decodeNil(forKey: key)) == false,
      let container = try? superDecoder(forKey: key).singleValueContainer()
    else { return nil }
    return Value.lenientValue(in: container)
  }

  /// A `@Lenient` field: what synthesized `Decodable` conformances call for one. A missing key
  /// is nil instead of an error.
  @inlinable
  public func decode<Value>(_ type: Lenient<Value>.Type, forKey key: Key) throws -> Lenient<Value> {
    Lenient(wrappedValue: lenient(Value.self, forKey: key))
  }

  /// The value at `key` as text whether the API sent a JSON string or a number (`"024"` and
  /// `8` both occur in error codes); nil when absent, null or of another type.
  public func lenientString(forKey key: Key) -> String? {
    lenient(String.self, forKey: key)
  }
}
