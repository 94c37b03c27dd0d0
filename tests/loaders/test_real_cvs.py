"""Golden tests on real public CVs (tests/data/real/): reading quality must not fall below what it is today.

What is there.  Each folder of tests/data/real/ is one case: a researcher's CV copied from a public repository (or
a file made from one: a PDF compiled from a LaTeX case, a DOCX and an HTML page converted by pandoc from Markdown
cases, CSL-JSON and RIS converted from a BibTeX case), the repository's licence beside it, and a ``gold.json``.
tests/data/real/SOURCES.md names the repository, path, commit and licence of every file, what was changed (phone
numbers and e-mail addresses replaced, line count kept) and how the derived files were made.

How the gold was made.  ``gold.json`` lists the CV's owner and every paper and patent it shows (title, year,
venue, authors in order as written, the line the entry starts on; for an entry in a file the CV reads with
``\\input`` or ``\\import``, ``file`` names that file and the line counts its lines), typed by people reading the file,
never from this program's output; each was re-read against the copy here.  A derived file (PDF, DOCX, HTML, CSL-JSON, RIS)
reuses the gold of its source with ``main_file`` pointing at itself and no line numbers.  The BibTeX gold was
transcribed from the entries' own fields ('Last, First' written 'First Last', braces dropped).

What is measured.  Each case is read with ``loaders.load`` and scored with ``benchmarks.real_cvs.score_case``
(papers matched to the gold one-to-one by normalised title): precision and recall of the papers, the share of
matched papers whose author list is exact, the owner (right, left open, wrong); patents are matched the same way
against the PatentRecords.  ``gold["floor"]`` holds, per case, what the reader measured when the case was added,
rounded down to two decimals, so any regression fails; raise a floor when the reader improves.  A measurement below
0.5 is explained in ``gold["known_gaps"]``.  Award sections (``gold["awards"]`` lines between
``gold["awards_lines"]``) must give award records and no papers or patents.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pytest

from benchmarks.real_cvs import CaseScore, _match, score_case
from loaders import (ActivityRecord, AffiliationRecord, LoadResult, PaperRecord, PatentRecord, ProfileRecord,
                     load)

ROOT = Path(__file__).resolve().parents[2]
REAL = ROOT / "tests" / "data" / "real"
CASES = sorted(p.parent.name for p in REAL.glob("*/gold.json"))

# Readings that are known to be wrong today, each with the reason.  The test fails when a gap closes (then delete
# the entry and raise the case's floor), so the list cannot go stale.
KNOWN_GAPS: dict[tuple[str, str], str] = {
}


@dataclass(frozen=True)
class Measured:
    gold: dict
    score: CaseScore
    result: LoadResult
    patents_read: int
    patents_matched: int

    def value(self, metric: str) -> float | None:
        s = self.score
        ratios = {
            "paper_precision": (s.matched, s.read), "paper_recall": (s.matched, s.gold),
            "authors_exact": (s.authors_exact, s.matched),
            "patent_precision": (self.patents_matched, self.patents_read),
            "patent_recall": (self.patents_matched, len(self.gold.get("patents") or [])),
        }
        num, den = ratios[metric]
        return num / den if den else None


METRICS = ("paper_precision", "paper_recall", "authors_exact", "patent_precision", "patent_recall")


def _gold(name: str) -> dict:
    return json.loads((REAL / name / "gold.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def measure(name: str) -> Measured:
    gold = _gold(name)
    main = REAL / name / gold["main_file"]
    score = score_case(main, gold, name, "real")
    result = load(main, source=main.name)
    patents = list(result.of_type(PatentRecord))
    pairs = _match(list(gold.get("patents") or []), patents)
    return Measured(gold, score, result, len(patents), len(pairs))


@pytest.fixture(params=CASES)
def case(request) -> Measured:
    return measure(request.param)


def test_cases_are_there():
    assert len(CASES) >= 10
    formats = {_gold(n)["main_file"].rsplit(".", 1)[-1] for n in CASES}
    assert {"tex", "md", "bib", "json", "ris", "docx", "pdf", "html"} <= formats


def test_latex_classes_are_there():
    """Issue 15: a case per LaTeX CV class with a licensed source (moderncv, res, AltaCV; a plain article whose
    parts are files it imports); awesome-cv has none yet (see SOURCES.md): it is tested on sample CVs restated by
    hand in the class (tests/data/derived/awesome_cv/, tests/loaders/formats/test_awesome_cv_versions.py)."""
    formats = {_gold(n)["format"] for n in CASES}
    assert {"latex-resume", "latex-moderncv", "latex-res", "latex-altacv", "latex-article-import"} <= formats


@pytest.mark.parametrize("name", [n for n in CASES if any("file" in p for p in _gold(n).get("papers") or [])])
def test_papers_of_parts_name_their_file(name):
    """A paper written in a file the CV reads is read from that file, at the line of its entry there."""
    m = measure(name)
    gold = list(m.gold["papers"])
    papers = list(m.result.of_type(PaperRecord))
    for i, j, _ in _match(gold, papers):
        if "file" in gold[i]:
            assert (papers[j].span.file, papers[j].span.start_line) == (gold[i]["file"], gold[i]["first_line"])


def test_reads_without_error(case):
    assert case.score.error is None, case.score.error


def test_owner(case):
    """The owner is the one the gold names (or its other written forms); a case whose floor allows 'open' may leave
    it undecided but never name someone else; a gold without an owner wants it left open."""
    gold, got = case.gold, case.score.owner
    if not gold.get("owner"):
        assert not [n for p in case.result.of_type(ProfileRecord) for n in p.names]
        return
    allowed = {"right"} if gold["floor"]["owner"] == "right" else {"right", "open"}
    assert got in allowed, f"owner {got}; gold {gold['owner']}"


@pytest.mark.parametrize("metric", METRICS)
def test_floor(case, metric):
    floor = case.gold["floor"][metric]
    if floor is None:
        return
    got = case.value(metric)
    assert got is not None and got >= floor, (
        f"{metric} {got} < floor {floor}; missed {case.score.missed}; extra {case.score.extra}; "
        f"author errors {case.score.author_errors}")


def test_low_measurements_are_explained(case):
    low = [m for m in METRICS if case.gold["floor"][m] is not None and case.gold["floor"][m] < 0.5]
    if low or case.gold["floor"]["owner"] == "open":
        assert case.gold.get("known_gaps"), f"{low} below 0.5 without a known_gaps note"


def _check_patents(m: Measured) -> list[str]:
    problems = []
    papers = list(m.result.of_type(PaperRecord))
    patents = list(m.result.of_type(PatentRecord))
    gold = list(m.gold.get("patents") or [])
    as_patent = {i for i, _, _ in _match(gold, patents)}
    as_paper = {i for i, _, _ in _match(gold, papers)}
    for i, p in enumerate(gold):
        if i not in as_patent:
            problems.append(f"not a PatentRecord: {p['title']}")
        if i in as_paper:
            problems.append(f"read as a paper: {p['title']}")
    return problems


@pytest.mark.parametrize("name", [n for n in CASES if _gold(n).get("patents")])
def test_patents_are_patent_records(name):
    problems = _check_patents(measure(name))
    if (name, "patents") in KNOWN_GAPS:
        assert problems, f"known gap closed; delete it from KNOWN_GAPS, raise the floor: {KNOWN_GAPS[name, 'patents']}"
    else:
        assert not problems


def _check_awards(m: Measured) -> list[str]:
    """Award lines give award records, and nothing read from them is a paper or a patent."""
    lines = m.gold.get("awards_lines")
    awards = [a for a in m.result.of_type(ActivityRecord) if a.kind == "award"]
    if not lines:
        if m.gold.get("awards") == 0:
            return [f"award record from a section with none: {a.span}" for a in awards]
        return []
    first, last = lines
    inside = lambda r: r.span.start_line <= last and r.span.end_line >= first  # noqa: E731
    problems = [f"{type(r).__name__} read from the award lines: {r.span}"
                for r in m.result.records if isinstance(r, (PaperRecord, PatentRecord)) and inside(r)]
    got = [a for a in awards if inside(a)]
    if len(got) != m.gold["awards"]:
        problems.append(f"{len(got)} award records on lines {first}-{last}, gold {m.gold['awards']}")
    return problems


@pytest.mark.parametrize("name", [n for n in CASES if "awards" in _gold(n)])
def test_award_sections(name):
    assert not _check_awards(measure(name))


def test_chinese_cv_patents_and_awards():
    """The Chinese cases: jin_fang_latex_zh (项目经历 projects, two patents among its 学术成果, its 奖项荣誉 section
    commented out) must give its patents as PatentRecords (a known gap today: they are failures, but never papers)
    and no award from the commented lines; conghui_he's Chinese page gives its 荣誉 lines as award records, none of
    them a paper or a patent."""
    jin = measure("jin_fang_latex_zh")
    assert not _check_awards(jin)
    assert any(r.kind == "project" for r in jin.result.of_type(AffiliationRecord))
    problems = _check_patents(jin)
    if ("jin_fang_latex_zh", "patents") in KNOWN_GAPS:
        assert problems and not [p for p in problems if p.startswith("read as a paper")]
    else:
        assert not problems
    he = measure("conghui_he_acadhomepage_md_zh")
    assert he.gold["language"] == "zh" and he.gold["awards"] == 7
    assert not _check_awards(he)


def test_every_case_has_its_source_and_licence():
    sources = (REAL / "SOURCES.md").read_text(encoding="utf-8")
    for name in CASES:
        assert f"`{name}`" in sources, name
        assert (REAL / name / "LICENSE").is_file(), name


EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def test_no_personal_contact_left():
    """Copies keep placeholders only: no e-mail address other than name@example.org in the text files."""
    for path in REAL.rglob("*"):
        if path.suffix in (".tex", ".md", ".bib", ".json", ".ris", ".html") and path.name != "gold.json":
            found = {e for e in EMAIL.findall(path.read_text(encoding="utf-8")) if not e.endswith("example.org")}
            assert not found, (path, found)
