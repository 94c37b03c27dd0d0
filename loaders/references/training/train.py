"""Build the training data and train the reference labeller: ``python -m loaders.references.training.train``
(``make train-references``).  Fixed seeds: the same inputs give the same model.

Data: the AnyStyle hand-labelled references (all but a fixed tenth, kept as a development split), references
rendered from the corpus metadata in the training style families (the common styles always among them), and
Chinese items in the GB/T 7714 styles; CV noise on a third of the rendered ones.  The held-out style families and
the AnyStyle development split are written beside, for ``benchmarks/references.py``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

from loaders.references.features import token_features
from loaders.references.tokens import tokenize
from loaders.references.training.labelled import Labelled, read_anystyle

SEED = 20261124
DEFAULT_SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "corpus"


def _dev(text: str) -> bool:
    return int(hashlib.sha1(text.encode()).hexdigest()[:6], 16) % 10 == 0


def _rendered(items: list[dict], families: dict[str, list[Path]], chosen: list[str], per_style: int,
              rng: random.Random) -> list[Labelled]:
    from loaders.references.training.render import render

    out: list[Labelled] = []
    for family in chosen:
        paths = families[family]
        path = paths[0] if len(paths) == 1 or rng.random() < 0.5 else rng.choice(paths)
        sample = rng.sample(items, min(per_style, len(items)))
        out.extend(render(sample, path))
    return out


def build(shared: Path, *, styles: int, per_style: int, held_out_styles: int) -> dict[str, list[Labelled]]:
    """The training set, the AnyStyle development split and the held-out-style set."""
    from loaders.references.training.metadata import chinese_items, corpus_items, cv_variants
    from loaders.references.training.noise import add_noise
    from loaders.references.training.render import COMMON_STYLES, split_families, style_families

    rng = random.Random(SEED)
    anystyle = [x for f in ("core", "good", "bad", "ugly")
                for x in read_anystyle(shared / "references" / "anystyle" / f"{f}.xml")]
    items = corpus_items(shared)
    items = items + cv_variants(items)
    zh = chinese_items(400)
    families = style_families()
    train_f, test_f = split_families(families)
    others = sorted(f for f in train_f if f not in COMMON_STYLES)
    chosen = [f for f in COMMON_STYLES if f in families] + rng.sample(others, min(styles, len(others)))
    rendered = _rendered(items + zh[1::2], families, chosen, per_style, rng)
    gb = [f for f in COMMON_STYLES if f.startswith("china-national")]
    rendered += _rendered(zh, families, gb * 3, per_style, rng)
    noisy = [add_noise(x, rng) for x in rendered if rng.random() < 0.35]
    held = _rendered(items + zh[1::2], families, rng.sample(sorted(test_f), min(held_out_styles, len(test_f))),
                     per_style // 2, random.Random(SEED + 1))
    return {"train": [x for x in anystyle if not _dev(x.text)] + rendered + noisy,
            "anystyle_dev": [x for x in anystyle if _dev(x.text)], "held_out": held}


def train(data: list[Labelled], model: Path, *, iterations: int = 200) -> None:
    """Train a CRF (python-crfsuite, L-BFGS with L1 and L2 penalties) on ``data`` and write it to ``model``."""
    import pycrfsuite

    trainer = pycrfsuite.Trainer(verbose=False)
    for x in data:
        trainer.append(token_features(tokenize(x.text)), list(x.labels))
    trainer.set_params({"c1": 0.1, "c2": 0.01, "max_iterations": iterations,
                        "feature.possible_transitions": True, "feature.minfreq": 2})
    trainer.train(str(model))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Train the reference labeller.")
    p.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="../shared/corpus")
    p.add_argument("--model", type=Path, default=Path(__file__).resolve().parents[1] / "data" / "references.crfsuite")
    p.add_argument("--styles", type=int, default=220, help="training style families besides the common ones")
    p.add_argument("--per-style", type=int, default=60, help="items rendered per style")
    p.add_argument("--held-out-styles", type=int, default=60)
    p.add_argument("--iterations", type=int, default=200)
    p.add_argument("--sets", type=Path, default=None, help="write the data sets (JSON Lines) to this folder")
    p.add_argument("--sets-only", action="store_true", help="write the data sets, train nothing")
    args = p.parse_args(argv)
    t0 = time.time()
    sets = build(args.shared, styles=args.styles, per_style=args.per_style, held_out_styles=args.held_out_styles)
    print({k: len(v) for k, v in sets.items()}, f"built in {time.time() - t0:.0f} s", file=sys.stderr)
    if args.sets:
        args.sets.mkdir(parents=True, exist_ok=True)
        for name, rows in sets.items():
            with open(args.sets / f"{name}.jsonl", "w", encoding="utf-8") as f:
                for x in rows:
                    f.write(json.dumps({"text": x.text, "labels": x.labels, "origin": x.origin},
                                       ensure_ascii=False) + "\n")
    if args.sets_only:
        return 0
    t1 = time.time()
    train(sets["train"], args.model, iterations=args.iterations)
    print(f"trained in {time.time() - t1:.0f} s: {args.model} ({args.model.stat().st_size / 1e6:.1f} MB)",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
