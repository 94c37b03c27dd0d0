"""Scoring a clustering against a known truth: pairwise precision, recall and F1, and B-cubed (Bagga & Baldwin).

Both take two maps from item to cluster label over the same items.

>>> truth = {"a": 1, "b": 1, "c": 2, "d": 2}
>>> pred = {"a": "x", "b": "x", "c": "x", "d": "y"}
>>> pairwise_scores(pred, truth)
Scores(precision=0.3333333333333333, recall=0.5, f1=0.4)
>>> round(bcubed_scores(pred, truth).f1, 4)  # P = 2/3, R = 3/4 by hand
0.7059
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from typing import NamedTuple

__all__ = ["Scores", "pairwise_scores", "bcubed_scores"]


class Scores(NamedTuple):
    """Precision, recall and their harmonic mean, each in 0-1."""

    precision: float
    recall: float
    f1: float


def _f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r else 0.0


def _check(pred: Mapping[str, Hashable], truth: Mapping[str, Hashable]) -> None:
    if set(pred) != set(truth):
        missing = sorted(set(truth) ^ set(pred))[:5]
        raise ValueError(f"prediction and truth cover different items, e.g. {missing}")


def pairwise_scores(pred: Mapping[str, Hashable], truth: Mapping[str, Hashable]) -> Scores:
    """Pairwise scores: a pair of items is positive when both are in one cluster."""
    _check(pred, truth)
    both = Counter((pred[i], truth[i]) for i in truth)
    pairs = lambda counts: sum(n * (n - 1) // 2 for n in counts.values())  # noqa: E731
    tp = pairs(both)
    predicted, actual = pairs(Counter(pred.values())), pairs(Counter(truth.values()))
    p = tp / predicted if predicted else 1.0
    r = tp / actual if actual else 1.0
    return Scores(p, r, _f1(p, r))


def bcubed_scores(pred: Mapping[str, Hashable], truth: Mapping[str, Hashable]) -> Scores:
    """B-cubed scores: per item, the share of its predicted cluster that truly belongs with it, and vice versa."""
    _check(pred, truth)
    both = Counter((pred[i], truth[i]) for i in truth)
    size_p, size_t = Counter(pred.values()), Counter(truth.values())
    n = len(truth) or 1
    p = sum(both[(pred[i], truth[i])] / size_p[pred[i]] for i in truth) / n
    r = sum(both[(pred[i], truth[i])] / size_t[truth[i]] for i in truth) / n
    return Scores(p, r, _f1(p, r))


