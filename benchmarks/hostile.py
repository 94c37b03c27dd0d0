"""The worst inputs for the CV readers (issue 18): a guided search, and the known hostile shapes at about 1 MB.

**Search.**  Hypothesis draws the inputs of the fuzz tests (``tests/loaders/test_fuzz.py``: each text format built
from its own tokens, random bytes under any name, valid and broken PDF and DOCX files), each repeated up to
:data:`MAX_REPEAT` times (a step that is not linear costs more per byte the longer its input), and steers toward
the worst with ``hypothesis.target``: once on extraction time per byte, once on peak traced memory per byte (sizes
under 1 kB count as 1 kB, so that a file's fixed cost is not taken for a cost per byte).  The number of examples
is fixed and the search derandomized, without an example database: the same run gives the same inputs.

**Re-measure.**  The worst input of each family and target is loaded again in a fresh interpreter (after a warm-up
load of a small file of its kind): the best of three times (one run when it takes over 5 s) and the process's peak
resident memory during the loads (``VmHWM`` reset after the warm-up; ``ru_maxrss`` is not used on Linux, where a
child inherits its parent's), absolute and over the warmed-up interpreter.  Everything is read through
:func:`loaders.load` with its default size limit and time budget (``DEFAULT_MAX_SECONDS``): what is measured is
what a user gets.  ``load`` promises never to raise: an input that makes it raise is kept (the smallest per family
and exception) and re-measured too.

**Shapes.**  The hostile inputs issue 18 names, at about 1 MB each, and the small shapes the searches led to
(HTML, PDF), measured the same way.

The overall worst inputs (by time, by memory) and the inputs that raised are saved under
``benchmarks/hostile_worst/`` (a recipe instead when one is over 200 kB) and everything goes to JSON.

Usage::

    python -m benchmarks.hostile --json benchmarks/hostile.json                 # about 20 minutes on 2 cores
    python -m benchmarks.hostile --examples 20 --families text:md pdf --no-shapes  # a quick look
"""

from __future__ import annotations

import argparse
import base64
import io
import json
import logging
import os
import random
import subprocess
import sys
import tempfile
import time
import tracemalloc
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from hypothesis import HealthCheck, Phase, given, settings, strategies as st, target

from benchmarks.extract_scaling import peak_rss_bytes, reset_peak_rss, rss_bytes

if TYPE_CHECKING:
    from loaders import LoadResult

ROOT = Path(__file__).resolve().parents[1]
WORST_DIR = ROOT / "benchmarks" / "hostile_worst"
#: The most times a drawn input is repeated.
MAX_REPEAT = 64
#: Sizes under this count as this much in a score per byte (a file's fixed cost is not a cost per byte).
SIZE_FLOOR = 1024
#: An input over this size is saved as a recipe, not as bytes.
MAX_SAVED = 200_000
ENCODINGS = ("utf-8", "utf-8-sig", "utf-16", "gb18030", "latin-1")
MB = 1_000_000


@dataclass(frozen=True)
class Case:
    """One input: the family it was drawn from, the suffix of its file name, its bytes, and how to make it again."""

    family: str
    suffix: str
    data: bytes
    recipe: dict[str, object] = field(default_factory=dict, compare=False)

    @property
    def name(self) -> str:
        return f"cv.{self.suffix}" if self.suffix else "cv"


# --- the search space: the fuzz tests' inputs, repeated ----------------------------------------------------------

def _fuzz() -> ModuleType:
    """The fuzz tests' token lists and writers (imported when used: the search covers what the tests cover)."""
    from tests.loaders import test_fuzz

    return test_fuzz


def _text_case(fmt: str, unit: str, encoding: str, repeat: int) -> Case:
    return Case(f"text:{fmt}", fmt, (unit * repeat).encode(encoding, "replace"),
                {"unit": unit, "encoding": encoding, "repeat": repeat})


def _bytes_case(unit: bytes, suffix: str, repeat: int) -> Case:
    return Case("bytes", suffix, unit * repeat,
                {"unit_base64": base64.b64encode(unit).decode(), "repeat": repeat})


def _pdf_case(lines: list[str], repeat: int, edits: list[tuple[int, int]], cut: int | None) -> Case:
    fz = _fuzz()
    return Case("pdf", "pdf", fz._mutate(fz._pdf((lines or ["x"]) * repeat), edits, cut),
                {"lines": lines, "repeat": repeat, "edits": edits, "cut": cut})


def _docx_case(paragraphs: list[str], repeat: int, edits: list[tuple[int, int]], cut: int | None,
               xml: str | None) -> Case:
    fz = _fuzz()
    data = fz._docx(paragraphs * repeat)
    if xml is not None:         # the document part replaced by something that is not the XML Word writes
        src, buf = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
        with zipfile.ZipFile(buf, "w") as z:
            for info in src.infolist():
                z.writestr(info, (xml * repeat).encode("utf-8", "replace") if info.filename == "word/document.xml"
                           else src.read(info.filename))
        data = buf.getvalue()
    return Case("docx", "docx", fz._mutate(data, edits, cut),
                {"paragraphs": paragraphs, "repeat": repeat, "edits": edits, "cut": cut, "xml": xml})


def families() -> dict[str, st.SearchStrategy[Case]]:
    """One strategy per family of inputs, named ``text:<suffix>``, ``bytes``, ``pdf`` and ``docx``."""
    fz = _fuzz()
    repeat = st.integers(1, MAX_REPEAT)
    out: dict[str, st.SearchStrategy[Case]] = {}
    for fmt in sorted(fz._TOKENS):
        piece = st.one_of(st.sampled_from(fz._TOKENS[fmt]), fz._WORDS, fz._NOISE)
        out[f"text:{fmt}"] = st.builds(_text_case, st.just(fmt), st.lists(piece, max_size=200).map("".join),
                                       st.sampled_from(ENCODINGS), repeat)
    out["bytes"] = st.builds(_bytes_case, st.binary(max_size=3000),
                             st.sampled_from(sorted(fz._TOKENS) + ["pdf", "docx", "txt", ""]), repeat)
    lines = st.lists(st.one_of(st.sampled_from(fz._CV_LINES), fz._NOISE), max_size=12)
    out["pdf"] = st.builds(_pdf_case, lines, repeat, fz._EDITS, st.one_of(st.none(), st.integers(1, 2000)))
    out["docx"] = st.builds(_docx_case, lines, repeat, fz._EDITS, st.one_of(st.none(), st.integers(1, 40000)),
                            st.one_of(st.none(), fz._text("html")))
    return out


# --- measuring one input -----------------------------------------------------------------------------------------

def _load(path: Path, name: str) -> LoadResult:
    from loaders import load

    return load(path, source=name)      # the default size limit and time budget


def _score_size(data: bytes) -> int:
    return max(len(data), SIZE_FLOOR)


@dataclass
class Worst:
    """The highest score a search saw, and its input; the smallest input that made ``load`` raise, by exception."""

    score: float = -1.0
    case: Case | None = None
    examples: int = 0
    raised: dict[str, Case] = field(default_factory=dict)


def _timed_load(path: Path, name: str, traced: bool) -> tuple[float, str | None]:
    """Seconds (or, ``traced``, peak traced bytes) of one load, and the exception it raised if any: ``load``
    promises never to raise for bad input, so one that does is a finding, not the end of the search."""
    if traced:
        tracemalloc.start()
    start = time.perf_counter()
    error = None
    try:
        _load(path, name)
    except Exception as exc:  # noqa: BLE001 - any exception is reported with the input
        error = f"{type(exc).__name__}: {str(exc)[:200]}"
    finally:
        value = float(tracemalloc.get_traced_memory()[1]) if traced else time.perf_counter() - start
        if traced:
            tracemalloc.stop()
    return value, error


def search(name: str, strategy: st.SearchStrategy[Case], metric: str, examples: int, folder: Path) -> Worst:
    """Hypothesis's guided search over one family: ``metric`` is ``time`` (seconds per byte) or ``memory`` (peak
    traced bytes per byte); returns the worst input seen."""
    worst = Worst()

    @settings(max_examples=examples, derandomize=True, database=None, deadline=None,
              phases=[Phase.generate, Phase.target], suppress_health_check=list(HealthCheck))
    @given(case=strategy)
    def run(case: Case) -> None:
        path = folder / case.name
        path.write_bytes(case.data)
        value, error = _timed_load(path, case.name, traced=metric == "memory")
        if error is not None:
            kind = error.split(":", 1)[0]
            if kind not in worst.raised or len(case.data) < len(worst.raised[kind].data):
                worst.raised[kind] = case
        score = value / _score_size(case.data)
        target(score * MB, label=f"{metric} per MB")
        worst.examples += 1
        if score > worst.score:
            worst.score, worst.case = score, case

    run()
    return worst


def _warm_up(suffix: str, folder: Path) -> None:
    """Load a small valid file of the kind: imports, the reference parser's model and caches are then paid for."""
    fz = _fuzz()
    lines = fz._CV_LINES
    data = (fz._pdf(lines) if suffix == "pdf" else fz._docx(lines) if suffix == "docx"
            else ("\n".join(lines) + "\n").encode())
    path = folder / f"warm.{suffix}" if suffix else folder / "warm"
    path.write_bytes(data)
    _load(path, path.name)


#: A load shorter than this is repeated (best of three): a busy machine adds time, never takes it.
REPEAT_UNDER = 5.0


def measure_file(path: Path, traced: bool = False) -> dict[str, object]:
    """Load one file (after a warm-up), three times when a load takes under :data:`REPEAT_UNDER` seconds: the best
    time, this process's peak RSS, what the file gave; with ``traced``, one more load under ``tracemalloc`` for the
    peak of the Python heap.

    Meant to run in a fresh interpreter (``--child``): the peak is that of the whole process (see
    :func:`benchmarks.extract_scaling.peak_rss_bytes`).
    """
    with tempfile.TemporaryDirectory() as tmp:
        _warm_up(path.suffix.lstrip("."), Path(tmp))
    baseline = rss_bytes()
    reset_peak_rss()
    times: list[float] = []
    result, error = None, None
    while not times or (len(times) < 3 and times[0] < REPEAT_UNDER):
        start = time.perf_counter()
        try:
            result = _load(path, path.name)
        except Exception as exc:  # noqa: BLE001 - load promises never to raise: say what it raised
            error = f"{type(exc).__name__}: {str(exc)[:200]}"
        times.append(time.perf_counter() - start)
    peak = peak_rss_bytes()
    reasons = sorted({f.reason for f in result.failures}, key=len) if result is not None else []
    row: dict[str, object] = {
        "seconds": round(min(times), 4), "runs": len(times), "peak_rss_mb": round(peak / 2**20, 1),
        "rss_over_baseline_mb": round((peak - baseline) / 2**20, 1), "raised": error,
        "records": len(result.records) if result else 0, "failures": len(result.failures) if result else 0,
        "leftovers": len(result.leftovers) if result else 0, "first_reason": reasons[0][:160] if reasons else None}
    if traced:
        row["traced_peak_mb"] = round(_timed_load(path, path.name, traced=True)[0] / 2**20, 2)
    return row


def measure_in_child(case: Case, folder: Path, traced: bool = False) -> dict[str, object]:
    """:func:`measure_file` on the case's bytes in a fresh interpreter; with size, seconds per MB and score."""
    path = folder / case.name
    path.write_bytes(case.data)
    command = [sys.executable, "-m", "benchmarks.hostile", "--child", str(path)] + (["--traced"] if traced else [])
    out = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"{case.family}: the measuring process failed: {out.stderr.strip()[-2000:]}")
    measured = json.loads(out.stdout)
    row: dict[str, object] = {"family": case.family, "format": case.suffix or "(none)", "bytes": len(case.data),
                              **measured}
    row["seconds_per_mb"] = round(measured["seconds"] / max(len(case.data), 1) * MB, 2)
    row["score_seconds_per_mb"] = round(measured["seconds"] / _score_size(case.data) * MB, 2)
    if traced:
        row["traced_per_byte"] = round(measured["traced_peak_mb"] * 2**20 / _score_size(case.data), 1)
    return row


# --- the known hostile shapes, about 1 MB each, and the small ones the searches led to ---------------------------

def _pdf_page(content: bytes, compress: bool = False) -> bytes:
    """A one-page PDF whose page holds ``content`` (uncompressed unless asked: the file is as large as its
    content), written by the fuzz tests' minimal writer."""
    return _fuzz().pdf_page(content, compress)


def unbalanced_quotes(lines: int = 20_000) -> bytes:
    """20,000 list lines, each opening a quote it never closes (about 1 MB)."""
    return ("Ann Li\n\nPublications\n" + "".join(f'- A. Li, B. Wu, "Fast startup of things {k:05d}, NSDI 2020\n'
                                                 for k in range(lines))).encode()


def nested_html(size: int = MB) -> bytes:
    """``<div>`` inside ``<div>`` as deep as the size allows, a name at the bottom, the tags closed."""
    depth = size // 11
    return b"<html><body>" + b"<div>" * depth + b"Ann Li" + b"</div>" * depth + b"</body></html>"


def latex_bomb(size: int = MB) -> bytes:
    """25 macros that each print the next twice (2^25 expansions if let run) and a macro that prints itself, used
    on list items until the file is ``size`` bytes."""
    defs = ["\\newcommand{\\a%s}{\\a%s\\a%s}" % (chr(97 + i), chr(98 + i), chr(98 + i)) for i in range(25)]
    head = "\n".join(["\\documentclass{article}", *defs, "\\newcommand{\\az}{lol}", "\\def\\x{\\x}",
                      "\\begin{document}", "\\section{Publications}", "\\begin{itemize}", ""])
    item = "\\item \\x \\aa{} A. Li, B. Wu, Fast startup, NSDI 2020\n"
    tail = "\\end{itemize}\n\\end{document}\n"
    return (head + item * ((size - len(head) - len(tail)) // len(item)) + tail).encode()


def pdf_rectangles(size: int = MB) -> bytes:
    """One page of one-point rectangles, as many as fit in ``size`` bytes (each two operators: ``re`` and ``f``)."""
    ops = b"".join(b"%d %d 1 1 re f\n" % (k % 600, (k // 600) % 790) for k in range(size // 14))
    return _pdf_page(ops)


def pdf_text_objects(size: int = MB) -> bytes:
    """One page of one-character text objects (``BT ... Tj ET``), as many as fit in ``size`` bytes."""
    ops = b"".join(b"BT /F1 4 Tf %d %d Td (%c) Tj ET\n" % (k % 150 * 4, (k // 150) % 190 * 4, 97 + k % 26)
                   for k in range(size // 32))
    return _pdf_page(ops)


def nested_list_items(size: int = 30_000, depth: int = 300) -> bytes:
    """Lists whose items never close (``<li>x<li>x...``, each item inside the one before), ``depth`` deep, as many
    as fit in ``size`` bytes: the shape the time search found (text:html)."""
    chain = b"<ul>" + b"<li>x" * depth + b"</li>" * depth + b"</ul>\n"
    return b"<html><body>" + chain * max(1, size // len(chain)) + b"</body></html>"


def nested_inline_tags(depth: int = 400) -> bytes:
    """``<b>x`` ``depth`` times, none closed (1.6 kB)."""
    return b"<b>x" * depth


def pdf_many_lines(lines: int = 1_500) -> bytes:
    """One page of ``lines`` text lines (``'`` operators, each a CV entry), its content compressed: the shape the
    memory search found (pdf), a few kB."""
    content = b"BT /F1 10 Tf 50 760 Td 12 TL " + b"".join(
        b"(%d. Ann Li, Bo Wu, \"Fast Startup of Things,\" in Proc. NSDI, 2024.) ' " % k for k in range(lines)) + b"ET"
    return _pdf_page(content, compress=True)


def bom_garbage(size: int = MB) -> bytes:
    """A UTF-16 byte-order mark (FF FE) and random bytes after it."""
    return b"\xff\xfe" + random.Random(18).randbytes(size - 2)


SHAPES: dict[str, tuple[str, Callable[[], bytes]]] = {
    "20,000 lines of unbalanced quotes": ("md", unbalanced_quotes),
    "deeply nested HTML": ("html", nested_html),
    "LaTeX macro bomb": ("tex", latex_bomb),
    "many-object PDF (rectangles)": ("pdf", pdf_rectangles),
    "many-object PDF (text objects)": ("pdf", pdf_text_objects),
    "garbage after an FF FE BOM": ("txt", bom_garbage),
    "HTML: 300 nested unclosed <li>, 10 times (found by the search)": ("html", nested_list_items),
    "HTML: 400 nested unclosed <b>": ("html", nested_inline_tags),
    "PDF: 1,500 text lines on one page, compressed (found by the search)": ("pdf", pdf_many_lines),
}


# --- the run -----------------------------------------------------------------------------------------------------

def _save(case: Case, stem: str) -> str:
    """The input saved under :data:`WORST_DIR` (a recipe when over :data:`MAX_SAVED` bytes); the path saved."""
    WORST_DIR.mkdir(parents=True, exist_ok=True)
    for old in WORST_DIR.glob(f"{stem}.*"):
        old.unlink()
    if len(case.data) <= MAX_SAVED:
        path = WORST_DIR / f"{stem}.{case.suffix or 'bin'}"
        path.write_bytes(case.data)
    else:
        path = WORST_DIR / f"{stem}.recipe.json"
        recipe = {"family": case.family, "suffix": case.suffix, "bytes": len(case.data),
                  "how": "benchmarks.hostile: the family's builder (_text_case, _bytes_case, _pdf_case, _docx_case) "
                         "called with these arguments", **case.recipe}
        path.write_text(json.dumps(recipe, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path.relative_to(ROOT).as_posix()


def run_searches(chosen: list[str], targets: list[str], examples: int, folder: Path
                 ) -> tuple[list[dict[str, object]], dict[str, tuple[Case, dict[str, object]]], dict[str, Case]]:
    """Every family searched for each target and its worst input re-measured; the rows, the worst of all per
    target (by seconds per byte, by traced memory per byte), and the smallest input that made ``load`` raise, per
    family and exception."""
    strategies = families()
    for suffix in sorted(set(_fuzz()._TOKENS) | {"pdf", "docx", "txt", "html"}):
        _warm_up(suffix, folder)        # the searches' first examples pay no imports or model loading
    rows: list[dict[str, object]] = []
    worst_of: dict[str, tuple[float, Case, dict[str, object]]] = {}
    raised: dict[str, Case] = {}
    for metric in targets:
        key = "score_seconds_per_mb" if metric == "time" else "traced_per_byte"
        for name in chosen:
            started = time.perf_counter()
            worst = search(name, strategies[name], metric, examples, folder)
            assert worst.case is not None
            for kind, case in worst.raised.items():
                key_raised = f"{name}-{kind}"
                if key_raised not in raised or len(case.data) < len(raised[key_raised].data):
                    raised[key_raised] = case
            row = {"target": metric, "examples": worst.examples,
                   "search_seconds": round(time.perf_counter() - started, 1),
                   "search_score_per_mb": round(worst.score * MB, 2),
                   **measure_in_child(worst.case, folder, traced=True)}
            rows.append(row)
            value = float(row[key])  # type: ignore[arg-type]
            if metric not in worst_of or value > worst_of[metric][0]:
                worst_of[metric] = (value, worst.case, row)
            print(f"{metric:6s} {name:12s} {worst.examples:4d} ex {row['bytes']:>8,} B {row['seconds']:8.3f} s "
                  f"{key} {row[key]} peak {row['peak_rss_mb']} MB", file=sys.stderr)
    return rows, {metric: (case, row) for metric, (_, case, row) in worst_of.items()}, raised


def run_shapes(folder: Path) -> list[dict[str, object]]:
    """The known hostile shapes (:data:`SHAPES`), each measured in a fresh interpreter."""
    rows = []
    for label, (suffix, make) in SHAPES.items():
        row = {"input": label, "generator": f"benchmarks.hostile.{make.__name__}()",
               **measure_in_child(Case(label, suffix, make()), folder)}
        rows.append(row)
        print(f"shape  {label[:40]:40s} {row['bytes']:>9,} B {row['seconds']:8.3f} s peak {row['peak_rss_mb']} MB "
              f"(+{row['rss_over_baseline_mb']}) {row['raised'] or row['first_reason'] or ''}", file=sys.stderr)
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--examples", type=int, default=200, help="examples per family and target (default 200)")
    p.add_argument("--families", nargs="+", default=None, help="only these families (text:md, bytes, pdf, ...)")
    p.add_argument("--targets", nargs="+", choices=["time", "memory"], default=["time", "memory"])
    p.add_argument("--no-shapes", action="store_true", help="leave out the known hostile shapes")
    p.add_argument("--no-save", action="store_true", help="do not write benchmarks/hostile_worst/")
    p.add_argument("--json", type=Path, default=None, help="write the results here")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--traced", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    logging.disable(logging.CRITICAL)       # pdfminer's and the decoders' complaints about broken inputs
    if args.child:
        print(json.dumps(measure_file(args.child, traced=args.traced)))
        return 0

    from loaders.extract import DEFAULT_MAX_SECONDS
    from loaders.formats.text import DEFAULT_MAX_BYTES

    known = list(families())
    chosen = args.families or known
    if set(chosen) - set(known):
        p.error(f"unknown families {sorted(set(chosen) - set(known))}; known: {known}")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        found, worst_of, raised = run_searches(chosen, args.targets, args.examples, Path(tmp))
        shapes = [] if args.no_shapes else run_shapes(Path(tmp))
        raised_rows = [{"found_by": key, **measure_in_child(case, Path(tmp)),
                        "saved": None if args.no_save else _save(case, f"raised-{key.replace(':', '-')}")}
                       for key, case in sorted(raised.items())]
    worst = [{"found_by": f"{metric} search", "saved": None if args.no_save else _save(case, f"worst-{metric}"), **row}
             for metric, (case, row) in worst_of.items()]
    report = {
        "machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0], "platform": sys.platform},
        "settings": {"examples_per_family_and_target": args.examples, "derandomize": True, "database": None,
                     "max_repeat": MAX_REPEAT, "size_floor_bytes": SIZE_FLOOR,
                     "max_seconds": DEFAULT_MAX_SECONDS, "max_bytes": DEFAULT_MAX_BYTES,
                     "timing": f"best of 3 (one run when it takes over {REPEAT_UNDER} s)",
                     "memory": "peak RSS of a fresh interpreter during the loads (VmHWM, reset after the warm-up), "
                               "absolute and over the warmed-up interpreter; traced: tracemalloc peak of one more "
                               "load"},
        "total_seconds": round(time.perf_counter() - started, 1),
        "worst": worst, "raised": raised_rows, "search": found, "shapes": shapes,
    }
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
