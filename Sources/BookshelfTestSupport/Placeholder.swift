// Placeholder until this layer lands; see ARCHITECTURE.md.
