"""Where person resolution goes wrong on a generated corpus, against the generator's truth: the wrong merges by the
evidence that made them (and whether the two mentions were in one CV), and the true persons split the most.

Pairwise precision counts pairs of mentions, so one wrong merge of two prolific persons costs thousands of pairs;
this tells which kinds of evidence those merges rested on, which is what decides whether a rule can be fixed or the
text gives no way to tell the two apart.

    python -m benchmarks.person_errors --n 3000 --json benchmarks/person-errors-3000.json
    python -m benchmarks.person_errors --folder GENERATED_FOLDER       # a corpus written by benchmarks.generate
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

if __package__ in (None, ""):   # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.generate import generate_corpus, read_truth, write_corpus  # noqa: E402
from benchmarks.run import STAGES, _mention_keys, run_pipeline  # noqa: E402
from graph.resolution.model import Resolution  # noqa: E402


def _pairs(n: int) -> int:
    return n * (n - 1) // 2


def person_errors(resolution: Resolution, truth_persons: dict[str, str], *, top: int = 10) -> dict[str, object]:
    """The wrong merges of ``resolution`` (``merged`` decisions between mentions of two true persons), counted by
    the names of their evidence and by whether both mentions are in one CV; the predicted persons holding the most
    wrong pairs and the true persons split into the most pieces. ``truth_persons`` maps a mention id to its true
    person (mentions without truth are left out).

    >>> from graph import resolve
    >>> from loaders.model import PaperRecord, PersonMention, Span
    >>> s = [Span("a.txt", 1, 1), Span("a.txt", 2, 2)]
    >>> records = [PaperRecord(f"T{i}", (PersonMention("Wei Zhang", s[i], rank=1), PersonMention("Lan Li", s[i],
    ...            rank=2)), None, 2020, None, s[i]) for i in (0, 1)]
    >>> r = resolve(records)
    >>> ids = sorted(p.id for p in r.mentions.persons if p.name == "Wei Zhang")
    >>> e = person_errors(r, {ids[0]: "p1", ids[1]: "p2"})
    >>> e["wrong_merges"], e["wrong_merges_in_one_cv"], e["by_evidence"]
    (1, 1, [['name:full_exact + same_source + shared_coauthors', 1]])
    """
    sources = {p.id: p.source for p in resolution.mentions.persons}
    by_evidence: Counter[str] = Counter()
    wrong = in_one_cv = 0
    for d in resolution.decisions:
        if d.kind != "person" or d.outcome != "merged":
            continue
        a, b = truth_persons.get(d.left), truth_persons.get(d.right)
        if a is None or b is None or a == b:
            continue
        wrong += 1
        in_one_cv += sources.get(d.left) == sources.get(d.right)
        by_evidence[" + ".join(sorted({e.name for e in d.evidence}))] += 1
    m2e = resolution.mention_to_entity
    pred = {m: m2e[m] for m in truth_persons if m in m2e}
    both = Counter((pred[m], truth_persons[m]) for m in pred)
    size_p, size_t = Counter(pred.values()), Counter(truth_persons[m] for m in pred)
    parts_p: defaultdict[str, list[int]] = defaultdict(list)
    parts_t: defaultdict[str, list[int]] = defaultdict(list)
    for (e, t), n in both.items():
        parts_p[e].append(n)
        parts_t[t].append(n)
    false_pairs = {e: _pairs(size_p[e]) - sum(map(_pairs, ns)) for e, ns in parts_p.items()}
    missed_pairs = {t: _pairs(size_t[t]) - sum(map(_pairs, ns)) for t, ns in parts_t.items()}
    tp = sum(map(_pairs, both.values()))
    predicted, actual = sum(map(_pairs, size_p.values())), sum(map(_pairs, size_t.values()))
    return {
        "precision": tp / predicted if predicted else 1.0, "recall": tp / actual if actual else 1.0,
        "false_pairs": predicted - tp, "missed_pairs": actual - tp,
        "wrong_merges": wrong, "wrong_merges_in_one_cv": in_one_cv,
        "by_evidence": [[k, n] for k, n in sorted(by_evidence.items(), key=lambda kv: (-kv[1], kv[0]))],
        "worst_merged": [[e, n, len(parts_p[e])] for e, n in sorted(false_pairs.items(), key=lambda kv: (-kv[1], kv[0]))
                         [:top] if n],
        "worst_split": [[t, n, len(parts_t[t])] for t, n in sorted(missed_pairs.items(), key=lambda kv: (-kv[1], kv[0]))
                        [:top] if n],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=1000, help="CVs to generate (unless --folder)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--folder", type=Path, help="a generated corpus (with its truth.json)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    if args.folder is not None:
        return _report(args.folder, args, None)
    with tempfile.TemporaryDirectory(prefix="scholarkg-errors-") as tmp:
        return _report(write_corpus(generate_corpus(args.n, seed=args.seed), tmp), args, args.n)


def _report(folder: Path, args: argparse.Namespace, n: int | None) -> int:
    truth = read_truth(folder)
    stages = [(name, fn) for name, fn in STAGES if name in ("read", "extract", "resolve")]
    state, _ = run_pipeline(folder, workers=args.workers, stages=stages)
    keys = _mention_keys(state.resolution)["person"]
    truth_persons = {keys[k]: t.person for t in truth.persons if t.role != "advisor"
                     for k in [(t.file, t.entry_line, t.rank)] if k in keys}
    found = person_errors(state.resolution, truth_persons)
    print(f"precision {found['precision']:.4f}, recall {found['recall']:.4f}; {found['wrong_merges']} wrong merges "
          f"({found['wrong_merges_in_one_cv']} within one CV), {found['false_pairs']:,} false pairs, "
          f"{found['missed_pairs']:,} missed pairs")
    for name, n in found["by_evidence"][:8]:
        print(f"  {n:6d}  {name}")
    if args.json:
        args.json.write_text(json.dumps({"folder": None if n else str(folder), "n": n, "seed": args.seed if n else None,
                                         **found}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
