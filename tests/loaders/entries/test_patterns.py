"""Every named pattern finds its must-match examples and none of its must-not-match examples."""

import pytest

from loaders.entries.patterns import ALL_PATTERNS


@pytest.mark.parametrize("pattern", ALL_PATTERNS, ids=lambda p: p.name)
def test_examples(pattern):
    assert pattern.must_match and pattern.must_not_match
    for text in pattern.must_match:
        assert pattern.search(text), f"{pattern.name} should find something in {text!r}"
    for text in pattern.must_not_match:
        assert not pattern.search(text), f"{pattern.name} should not match {text!r}"
