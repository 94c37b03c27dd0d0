"""Reading quality on real CVs against gold files written by reading them (never from the program's output).

A case is a folder (or a single file) with a ``gold.json`` beside it: the CV's ``main_file``, its owner and every
paper and patent it lists (title, year, venue, authors in order as written).  The CV is read with
:func:`loaders.load` (files it includes are followed by the loader, as a user's build would) and its papers are
matched to the gold ones by title (rapidfuzz ratio of normalised titles >= :data:`TITLE_MATCH`, one-to-one,
best first).  Per case and in total:

- papers: gold, read, matched; precision and recall of the paper list;
- of the matched: title exact (normalised), year right, author list exact (names normalised, "et al." as the flag),
  first author right, author count right;
- the owner: decided and right, left open, or wrong.

Derived formats (``--derive``): a LaTeX case is also compiled to PDF (xelatex, then pdflatex) and a Markdown case
converted to HTML and DOCX (pandoc), when those tools are on the machine; the derived file is read and scored
against the same gold (its line numbers differ; titles, years and authors do not).

Command::

    python -m benchmarks.real_cvs /path/to/cases --split dev --json out/real-dev.json [--derive] [--show]

A case folder holding a file ``SPLIT`` (``dev`` or ``test``) belongs to that split; ``--split`` selects one.

>>> norm_title("“FuncPipe: A Pipelined  Serverless Framework”.")
'funcpipe a pipelined serverless framework'
>>> norm_name("**Liu, Y.**"), norm_name("Yunzhuo  Liu*")
('liu y', 'yunzhuo liu')
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Normalised titles match at this rapidfuzz ratio (0-100) or above.
TITLE_MATCH = 88.0


def norm_title(text: str) -> str:
    """A title compared without case, punctuation, markup or spacing (CJK kept)."""
    text = unicodedata.normalize("NFKC", text or "").lower()
    text = re.sub(r"[^\w\u4e00-\u9fff]+", " ", text.replace("_", " "))
    return " ".join(text.split())


def norm_name(text: str) -> str:
    """A name compared without case, markup, marks or punctuation."""
    text = unicodedata.normalize("NFKC", text or "").lower()
    text = re.sub(r"[*†‡#^\\]+", "", text)
    text = re.sub(r"[^\w\u4e00-\u9fff]+", " ", text)
    return " ".join(text.split())


@dataclass
class CaseScore:
    """What one case gave against its gold."""

    name: str
    fmt: str
    split: str
    gold: int = 0
    read: int = 0
    matched: int = 0
    title_exact: int = 0
    year_ok: int = 0
    authors_exact: int = 0
    first_author_ok: int = 0
    count_ok: int = 0
    owner: str = "n/a"          # right | open | wrong | n/a
    failures: int = 0
    seconds: float = 0.0
    missed: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    author_errors: list[str] = field(default_factory=list)
    error: str | None = None


def _gold_authors(paper: dict[str, Any]) -> tuple[list[str], bool]:
    names = [a for a in paper.get("authors") or [] if a]
    et_al = bool(names) and norm_name(names[-1]) in ("et al", "others", "等")
    if et_al:
        names = names[:-1]
    return [norm_name(a) for a in names], et_al


def _match(gold: list[dict[str, Any]], read: list[Any]) -> list[tuple[int, int, float]]:
    """One-to-one pairs (gold index, read index, score), best scores first."""
    from rapidfuzz import fuzz

    pairs = []
    g_titles = [norm_title(p.get("title", "")) for p in gold]
    r_titles = [norm_title(p.title) for p in read]
    for i, g in enumerate(g_titles):
        for j, r in enumerate(r_titles):
            if not g or not r:
                continue
            score = fuzz.ratio(g, r)
            if score < TITLE_MATCH and min(len(g), len(r)) >= 20:
                # a title cut short or run on into the venue still names the paper when one holds the other
                score = max(score, fuzz.partial_ratio(g, r) - 5 if min(len(g), len(r)) / max(len(g), len(r)) > 0.6
                            else 0)
            if score >= TITLE_MATCH:
                pairs.append((score, i, j))
    pairs.sort(key=lambda t: (-t[0], t[1], t[2]))
    used_g: set[int] = set()
    used_r: set[int] = set()
    out = []
    for score, i, j in pairs:
        if i in used_g or j in used_r:
            continue
        used_g.add(i)
        used_r.add(j)
        out.append((i, j, score))
    return out


def score_case(path: Path, gold: dict[str, Any], name: str, split: str, fmt: str | None = None) -> CaseScore:
    """Read ``path`` and score it against ``gold``."""
    from loaders import PaperRecord, ProfileRecord, load

    score = CaseScore(name=name, fmt=fmt or gold.get("format", "?"), split=split)
    started = time.perf_counter()
    try:
        result = load(path, source=path.name)
    except Exception as exc:  # noqa: BLE001 - a crash is a finding, not the end of the benchmark
        score.error = f"{type(exc).__name__}: {exc}"
        return score
    score.seconds = time.perf_counter() - started
    papers = list(result.of_type(PaperRecord))
    gold_papers = list(gold.get("papers") or [])
    score.gold, score.read, score.failures = len(gold_papers), len(papers), len(result.failures)
    pairs = _match(gold_papers, papers)
    score.matched = len(pairs)
    matched_g = {i for i, _, _ in pairs}
    matched_r = {j for _, j, _ in pairs}
    for i, j, _ in pairs:
        g, r = gold_papers[i], papers[j]
        score.title_exact += norm_title(g.get("title", "")) == norm_title(r.title)
        score.year_ok += g.get("year") == r.year
        names, et_al = _gold_authors(g)
        got = [norm_name(a.text) for a in r.authors]
        if names == got and (et_al == r.et_al or not names):
            score.authors_exact += 1
        else:
            score.author_errors.append(f"{r.span}: gold {names}{' et al' if et_al else ''} | read {got}"
                                       f"{' et al' if r.et_al else ''}")
        score.first_author_ok += bool(names and got and names[0] == got[0])
        score.count_ok += len(names) == len(got)
    score.missed = [f"{g.get('first_line', '?')}: {g.get('title', '')[:90]}" for k, g in enumerate(gold_papers)
                    if k not in matched_g]
    score.extra = [f"{r.span}: {r.title[:90]}" for k, r in enumerate(papers) if k not in matched_r]
    owner = gold.get("owner")
    if owner:
        profiles = result.of_type(ProfileRecord)
        names = [norm_name(n.text) for p in profiles for n in p.names]
        wanted = {norm_name(owner), *(norm_name(x) for x in gold.get("owner_other_names") or [])}
        # a name written family first ("LIU Yunzhuo") is the same owner
        wanted |= {" ".join(reversed(w.split())) for w in wanted}
        score.owner = "open" if not names else ("right" if wanted & set(names) else "wrong")
    return score


def _derive(case: Path, main: Path, workdir: Path) -> list[tuple[Path, str]]:
    """PDF of a LaTeX CV; HTML and DOCX of a Markdown CV (when the tools are installed)."""
    out: list[tuple[Path, str]] = []
    if main.suffix == ".tex" and shutil.which("latexmk"):
        for engine in ("-xelatex", "-pdf"):
            build = workdir / f"{case.name}{engine}"
            if build.exists():
                shutil.rmtree(build)
            shutil.copytree(case, build)
            try:      # latexmk runs bibtex/biber and the passes a bibliography needs
                subprocess.run(["latexmk", engine, "-interaction=nonstopmode", "-f", main.name], cwd=build,
                               capture_output=True, timeout=300)
            except subprocess.TimeoutExpired:
                continue
            pdf = build / (main.stem + ".pdf")
            if pdf.exists():
                out.append((pdf, "pdf"))
                break
    elif main.suffix in (".md", ".markdown") and shutil.which("pandoc"):
        for target in ("html", "docx"):
            dest = workdir / f"{case.name}.{target}"
            proc = subprocess.run(["pandoc", "-f", "markdown", str(main), "-s", "-o", str(dest)],
                                  capture_output=True, timeout=120)
            if proc.returncode == 0 and dest.exists():
                out.append((dest, target))
    return out


def cases(roots: list[Path], split: str | None, source_root: Path | None = None
          ) -> list[tuple[Path, Path, dict[str, Any], str]]:
    """(case folder, main file, gold, split) of every ``gold.json`` (or ``*.gold.json``) under ``roots``; a gold
    file kept apart from its CV names it by ``main_file`` under ``source_root``."""
    found = []
    for root in roots:
        for gold_path in sorted([*root.rglob("gold.json"), *root.rglob("*.gold.json")]):
            gold = json.loads(gold_path.read_text(encoding="utf-8"))
            if gold_path.name == "gold.json":
                folder = gold_path.parent
                main = folder / gold["main_file"]
            else:
                folder = gold_path.parent
                main = folder / gold_path.name[: -len(".gold.json")]
                if not main.exists() and source_root is not None:
                    main = source_root / gold["main_file"]
            split_file = folder / "SPLIT"
            case_split = split_file.read_text().strip() if split_file.exists() else "dev"   # the team's own data
            if split and case_split != split:
                continue
            found.append((folder, main, gold, case_split))
    return found


def _pct(a: int, b: int) -> str:
    return f"{a / b:.3f}" if b else "-"


def summarise(scores: list[CaseScore]) -> dict[str, Any]:
    """Totals over cases: precision, recall and the field accuracies of the matched papers."""
    t = {k: sum(getattr(s, k) for s in scores) for k in ("gold", "read", "matched", "title_exact", "year_ok",
                                                         "authors_exact", "first_author_ok", "count_ok", "failures")}
    owners = [s.owner for s in scores if s.owner != "n/a"]
    return {
        "cases": len(scores), **t,
        "precision": round(t["matched"] / t["read"], 4) if t["read"] else None,
        "recall": round(t["matched"] / t["gold"], 4) if t["gold"] else None,
        "title_exact": round(t["title_exact"] / t["matched"], 4) if t["matched"] else None,
        "year": round(t["year_ok"] / t["matched"], 4) if t["matched"] else None,
        "authors_exact": round(t["authors_exact"] / t["matched"], 4) if t["matched"] else None,
        "first_author": round(t["first_author_ok"] / t["matched"], 4) if t["matched"] else None,
        "owner_right": owners.count("right"), "owner_open": owners.count("open"),
        "owner_wrong": owners.count("wrong"), "errors": sum(1 for s in scores if s.error),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("roots", nargs="+", type=Path)
    parser.add_argument("--split", choices=("dev", "test", "test2", "all"))
    parser.add_argument("--derive", action="store_true", help="also read PDF/HTML/DOCX made from each case")
    parser.add_argument("--show", action="store_true", help="list missed and extra papers and author errors")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--source-root", type=Path, help="where the CVs of gold files kept apart from them are")
    args = parser.parse_args(argv)
    scores: list[CaseScore] = []
    workdir = Path(tempfile.mkdtemp(prefix="real-cvs-"))
    for folder, main_file, gold, split in cases(args.roots, args.split, args.source_root):
        name = f"{folder.parent.name}/{folder.name}" if main_file.parent == folder else \
            str(gold.get("main_file", main_file))
        if not main_file.exists():
            print(f"missing main file: {main_file}", file=sys.stderr)
            continue
        scores.append(score_case(main_file, gold, name, split))
        if args.derive:
            for derived, fmt in _derive(folder, main_file, workdir):
                scores.append(score_case(derived, gold, f"{name} [{fmt}]", split, fmt=fmt))
    print(f"{'case':48} {'fmt':16} {'gold':>4} {'read':>4} {'match':>5} {'P':>6} {'R':>6} {'auth':>6} {'year':>6} "
          f"owner  fail")
    for s in scores:
        print(f"{s.name[:48]:48} {s.fmt[:16]:16} {s.gold:4} {s.read:4} {s.matched:5} {_pct(s.matched, s.read):>6} "
              f"{_pct(s.matched, s.gold):>6} {_pct(s.authors_exact, s.matched):>6} {_pct(s.year_ok, s.matched):>6} "
              f"{s.owner:6} {s.failures:4}" + (f"  ERROR {s.error}" if s.error else ""))
        if args.show:
            for m in s.missed:
                print(f"    missed {m}")
            for x in s.extra:
                print(f"    extra  {x}")
            for e in s.author_errors:
                print(f"    author {e}")
    by_fmt: dict[str, list[CaseScore]] = {}
    for s in scores:
        by_fmt.setdefault(s.fmt.split("-")[0], []).append(s)
    summary = {"all": summarise(scores), "by_format": {k: summarise(v) for k, v in sorted(by_fmt.items())}}
    print(json.dumps(summary["all"], indent=1))
    for k, v in summary["by_format"].items():
        print(f"  {k:12} cases {v['cases']:3}  P {v['precision']}  R {v['recall']}  authors {v['authors_exact']}  "
              f"year {v['year']}  owner {v['owner_right']}/{v['owner_right'] + v['owner_open'] + v['owner_wrong']}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"summary": summary, "cases": [s.__dict__ for s in scores]}, indent=1,
                                        ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
