/// A least-recently-used map bounded by the total cost of its values (bytes): inserting past
/// the limit evicts the oldest-used entries first. A value costing more than the whole limit is
/// not kept. Not thread-safe by itself: `CoverMemoryCache` holds it under a lock.
struct CostLRU<Key: Hashable, Value> {
  private struct Node {
    var value: Value
    var cost: Int
    var older: Key?
    var newer: Key?
  }

  private var nodes: [Key: Node] = [:]
  private var newest: Key?
  private var oldest: Key?
  /// Most total cost kept.
  let limit: Int
  /// Total cost of the values kept.
  private(set) var totalCost = 0

  init(limit: Int) { self.limit = max(0, limit) }

  /// Number of entries.
  var count: Int { nodes.count }

  /// The value for `key`, now the most recently used; nil when absent.
  mutating func value(for key: Key) -> Value? {
    guard let node = nodes[key] else { return nil }
    unlink(key, node)
    link(key, node)
    return node.value
  }

  /// The value for `key` without changing the order.
  func peek(_ key: Key) -> Value? { nodes[key]?.value }

  /// Keeps `value` as the most recently used, evicting the oldest entries while the total passes
  /// the limit. A cost over the limit keeps nothing (and removes an older value for `key`).
  mutating func insert(_ value: Value, for key: Key, cost: Int) {
    remove(key)
    let cost = max(0, cost)
    guard cost <= limit else { return }
    link(key, Node(value: value, cost: cost, older: nil, newer: nil))
    totalCost += cost
    while totalCost > limit, let victim = oldest { remove(victim) }
  }

  /// Forgets `key`.
  @discardableResult
  mutating func remove(_ key: Key) -> Value? {
    guard let node = nodes[key] else { return nil }
    unlink(key, node)
    nodes[key] = nil
    totalCost -= node.cost
    return node.value
  }

  /// Every key, least recently used first.
  var keysOldestFirst: [Key] {
    var keys: [Key] = []
    var cursor = oldest
    while let key = cursor, let node = nodes[key] {
      keys.append(key)
      cursor = node.newer
    }
    return keys
  }

  private mutating func unlink(_ key: Key, _ node: Node) {
    if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
    if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
  }

  private mutating func link(_ key: Key, _ node: Node) {
    var node = node
    node.older = newest
    node.newer = nil
    if let newest { nodes[newest]?.newer = key }
    newest = key
    if oldest == nil { oldest = key }
    nodes[key] = node
  }
}
