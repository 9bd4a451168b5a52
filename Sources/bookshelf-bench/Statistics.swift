/// The nearest-rank `p` quantile (0…1) of `values` (any order); 0 for no values.
func percentile(_ values: [Double], _ p: Double) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
  return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// The median of `values` (the upper one for an even count); 0 for no values.
func median(_ values: [Double]) -> Double { percentile(values, 0.5) }
