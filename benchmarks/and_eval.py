"""Author-name disambiguation quality of graph.resolve on two labelled public datasets.

* ``dblp_jun_zhang``: ten DBLP publication lists of ten different people all called "Jun Zhang"; each file is read
  as one CV (through the loaders, as a user would). Scored over the "Jun Zhang" mentions: the truth is the file.
  Two settings: *as CVs* (each file's owner is known, as in a CV) and *anonymous* (the owner statement is dropped,
  so only names, co-authors and shared works decide).
* ``s2and_qian``: the S2AND "qian" subset (6,542 signatures, 1,188 people). Its papers.json is not in the
  snapshot, so a mention has its name, position, affiliations and the other signatures of the same paper as
  co-authors. Each paper is its own source.

Usage::

    python benchmarks/and_eval.py [--corpus ../shared/corpus] [--json out.json]

Prints a Markdown table of pairwise and B-cubed precision, recall and F1, mentions, clusters and time.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

from graph.resolution.evaluation import bcubed_scores, pairwise_scores
from graph.resolution.mentions import PersonRef, collect_mentions
from graph.resolution.names import parse_person_name, parse_person_names
from graph.resolution.persons.passes import resolve_persons
from graph.resolution.pipeline import resolve
from graph.resolution.settings import Settings
from loaders import ProfileRecord, load
from loaders.model import Span

ROOT = Path(__file__).resolve().parents[1]


def _row(name: str, pred: dict, truth: dict, seconds: float) -> dict:
    pw, b3 = pairwise_scores(pred, truth), bcubed_scores(pred, truth)
    return {"dataset": name, "mentions": len(truth), "true_people": len(set(truth.values())),
            "predicted_people": len(set(pred.values())), "pairwise_precision": pw.precision,
            "pairwise_recall": pw.recall, "pairwise_f1": pw.f1, "bcubed_precision": b3.precision,
            "bcubed_recall": b3.recall, "bcubed_f1": b3.f1, "seconds": seconds}


def dblp_jun_zhang(corpus: Path) -> list[dict]:
    files = sorted((corpus / "and" / "dblp_jun_zhang").glob("Zhang_*_Jun.bib"))
    results = [load(f, source=f.name) for f in files]
    target = parse_person_name("Jun Zhang").key
    rows = []
    for mode, keep_owner in (("dblp_jun_zhang, as CVs", True), ("dblp_jun_zhang, anonymous", False)):
        records = [r for res in results for r in res.records if keep_owner or not isinstance(r, ProfileRecord)]
        start = time.perf_counter()
        resolution = resolve(records)
        seconds = time.perf_counter() - start
        truth, pred = {}, {}
        for p in resolution.mentions.persons:
            if p.work is not None and p.person_name.key == target:
                truth[p.id] = p.source
                pred[p.id] = resolution.mention_to_entity[p.id]
        rows.append(_row(mode, pred, truth, seconds))
    return rows


def s2and_qian(corpus: Path) -> list[dict]:
    folder = corpus / "and" / "s2and_qian"
    signatures = json.loads((folder / "signatures.json").read_text(encoding="utf-8"))
    clusters = json.loads((folder / "clusters.json").read_text(encoding="utf-8"))
    truth = {sid: cid for cid, c in clusters.items() for sid in c["signature_ids"]}
    by_paper: dict[str, list[dict]] = defaultdict(list)
    for sig in signatures.values():
        by_paper[str(sig["paper_id"])].append(sig)

    def full(info: dict) -> str:
        return " ".join(x for x in (info.get("first"), info.get("middle"), info.get("last")) if x)

    start = time.perf_counter()
    persons = []
    for paper, sigs in sorted(by_paper.items()):
        sigs = sorted(sigs, key=lambda s: (s["author_info"]["position"], s["signature_id"]))
        names = [full(s["author_info"]) for s in sigs]
        parsed = parse_person_names(names)
        for i, sig in enumerate(sigs):
            info = sig["author_info"]
            others = tuple(sorted({n.key for j, n in enumerate(parsed) if j != i}))
            affiliations = info.get("affiliations") or []
            persons.append(PersonRef(sig["signature_id"], names[i], "author", Span(f"s2and/{paper}", 1, 1),
                                     work=f"s2and/{paper}", rank=info["position"] + 1,
                                     institution=affiliations[0] if affiliations else None,
                                     coauthors=others, parsed=parsed[i]))
    work_map = {p.work: p.work for p in persons}
    entities, mapping, _ = resolve_persons(persons, work_map, Settings())
    seconds = time.perf_counter() - start
    labelled = {sid: truth[sid] for sid in mapping if sid in truth}
    pred = {sid: mapping[sid] for sid in labelled}
    return [_row("s2and_qian", pred, labelled, seconds)]


def table(rows: list[dict]) -> str:
    lines = ["| dataset | mentions | people (true / found) | pairwise P | pairwise R | pairwise F1 | B³ P | B³ R | "
             "B³ F1 | time (s) |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['dataset']} | {r['mentions']} | {r['true_people']} / {r['predicted_people']} | "
                     f"{r['pairwise_precision']:.4f} | {r['pairwise_recall']:.4f} | {r['pairwise_f1']:.4f} | "
                     f"{r['bcubed_precision']:.4f} | {r['bcubed_recall']:.4f} | {r['bcubed_f1']:.4f} | "
                     f"{r['seconds']:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    if not (args.corpus / "and").is_dir():
        print(f"error: no corpus at {args.corpus}", file=sys.stderr)
        return 2
    rows = dblp_jun_zhang(args.corpus) + s2and_qian(args.corpus)
    print(table(rows))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
