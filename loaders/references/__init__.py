"""The learned, style-agnostic reference parser: a sequence labeller over the tokens of one reference string."""
