// Tests for this layer arrive with the layer.
