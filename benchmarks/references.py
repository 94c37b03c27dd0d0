"""Reference-parser quality and speed: per field and per held-out style, on references rendered in CSL styles that
were never used for training (style families split by ``loaders.references.training.render.split_families``) and on
AnyStyle's development split (a fixed tenth of its hand-labelled references, never trained on).

Usage::

    python -m benchmarks.references --sets /work/refsets --json benchmarks/references.json

``--sets`` is the folder ``python -m loaders.references.training.train --sets DIR`` wrote (``held_out.jsonl``,
``anystyle_dev.jsonl``); gold fields are assembled from the gold labels exactly as the parser assembles its own,
so a field counts as right when the same text comes out.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

from loaders.references.parser import assemble, parse_reference
from loaders.references.tokens import tokenize

FIELDS = ("authors", "title", "container", "year", "volume", "issue", "pages", "publisher", "doi")


def _norm(value) -> object:
    if isinstance(value, tuple):
        return tuple(_norm(v) for v in value)
    if isinstance(value, str):
        return re.sub(r"\s+", " ", value).strip().lower()
    return value


def score(rows: list[dict]) -> dict:
    """Per field: exact accuracy over references whose gold has the field, precision, recall and F1."""
    counts = {f: {"gold": 0, "pred": 0, "right": 0} for f in FIELDS}
    for row in rows:
        tokens = tokenize(row["text"])
        gold = assemble(row["text"], tokens, row["labels"], 1.0, "gold")
        pred = row["pred"]
        for f in FIELDS:
            g, p = _norm(getattr(gold, f)), _norm(getattr(pred, f))
            g = g or None
            p = p or None
            c = counts[f]
            c["gold"] += g is not None
            c["pred"] += p is not None
            c["right"] += g is not None and g == p
    out = {}
    for f, c in counts.items():
        prec = c["right"] / c["pred"] if c["pred"] else 0.0
        rec = c["right"] / c["gold"] if c["gold"] else 0.0
        out[f] = {"n": c["gold"], "accuracy": round(rec, 4), "precision": round(prec, 4),
                  "f1": round(2 * prec * rec / (prec + rec), 4) if prec + rec else 0.0}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sets", type=Path, required=True)
    p.add_argument("--json", type=Path, default=None)
    args = p.parse_args(argv)
    result: dict = {}
    for name in ("held_out", "anystyle_dev"):
        rows = [json.loads(line) for line in open(args.sets / f"{name}.jsonl", encoding="utf-8")]
        t0 = time.perf_counter()
        for r in rows:
            r["pred"] = parse_reference(r["text"])
        elapsed = time.perf_counter() - t0
        by_style = defaultdict(list)
        for r in rows:
            by_style[r["origin"]].append(r)
        result[name] = {"references": len(rows), "per_second": round(len(rows) / elapsed, 1),
                        "fields": score(rows),
                        "styles": {s: score(rs) for s, rs in sorted(by_style.items())} if name == "held_out" else {}}
        f = result[name]["fields"]
        print(f"{name}: {len(rows)} references, {len(rows) / elapsed:.0f}/s; " + ", ".join(
            f"{k} {v['accuracy']:.3f}/{v['f1']:.3f}" for k, v in f.items()), file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
