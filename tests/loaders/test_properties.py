"""Properties: the loader never raises on any text or bytes, and every failure names its source."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from loaders import LoadResult, extract, parse_document
from loaders.errors import LoaderError
from loaders.entries.repair import clean, join_wrapped

CV_ALPHABET = st.sampled_from(list("abcXYZ江波刘运卓 ,.;:\"“”《》()（）-–■◇*\\#@{}[]0123456789\n\t") +
                              ["Publications\n", "专利发表\n", "EDUCATION\n", "@article{k,", "2019.9-至今", "导师: ",
                               "**", "CN202310791299.6", "\\( \\frac{\\text{A B}}{\\text{Aug}} \\)"])


def _check(data: bytes) -> None:
    try:
        doc = parse_document(data, source="fuzz.txt")
    except LoaderError as exc:
        assert str(exc).startswith("fuzz.txt")
        return
    result = extract(doc)
    assert isinstance(result, LoadResult)
    for f in result.failures:
        assert f.span.source == "fuzz.txt"
    for r in result.records:
        assert r.span.source == "fuzz.txt" and 1 <= r.span.start_line <= r.span.end_line <= len(doc.lines)
    for x in result.leftovers:
        assert 1 <= x.span.start_line <= len(doc.lines)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(CV_ALPHABET, max_size=200).map("".join))
def test_random_cv_like_text_never_raises(text):
    _check(text.encode("utf-8"))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_random_bytes_never_raise(data):
    _check(data)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_clean_is_idempotent(text):
    once = clean(text)
    assert clean(once) == once


@given(st.lists(st.text(alphabet="ab cd-江", max_size=10), max_size=5))
def test_join_wrapped_keeps_every_letter(lines):
    joined = join_wrapped(lines)
    assert joined.replace(" ", "").replace("-", "") == "".join(lines).replace(" ", "").replace("-", "")


def test_pathological_long_lines_do_not_backtrack_catastrophically():
    """Each of these lines once hung a name pattern; a hang would stop the test run, so they must finish."""
    import signal

    def _timeout(*_):
        raise TimeoutError("a loader regular expression backtracked catastrophically")

    old = signal.signal(signal.SIGALRM, _timeout)
    try:
        for line in ("A-" * 5000 + "!", "A. " * 5000, "Bo Jiang, " * 2000, "**a" * 3000, "2019.9-" * 3000):
            for heading in ("", "Publications\n", "教育背景\n"):
                signal.alarm(30)
                extract(parse_document(("Jane Doe\n" + heading + "- " + line + "\n").encode(), source="x"))
                signal.alarm(0)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def test_clean_is_idempotent_on_punctuation_found_by_hypothesis():
    # a full-width comma became "," and a second pass took the "," away as debris of removed inline math
    for text in ("，", ",", "，江波", ", Bo Jiang"):
        once = clean(text)
        assert clean(once) == once, text


# --- every line accounted for (issue 15 item 6) -------------------------------------------------------------------

_BLOCKS = st.sampled_from([
    "# Ann Li", "Ann Li", "ann.li@example.org · +1 (617) 555-0123", "## Publications", "PUBLICATIONS", "论文发表",
    "## Education", "教育背景", "## Patents", "专利", "## Awards", "## Hobbies", "### 2023",
    '- Ann Li, Bo Wu, "Fast Startup of Things," in Proc. NSDI, 2024.',
    "1. Li, A., & Wu, B. (2023). Slow shutdown of things. Journal of Elsewhere, 5(2), 1-9.",
    "**A Bold Title of a Paper**", "Ann Li, Bo Wu, Chen Chen", "*ACM SIGCOMM 2021*",
    "- CN202310791299.6《数据包处理方法》刘运卓, 江波", "2019.9-至今 上海交通大学 博士", "Advisor: Prof. Bo Wu",
    "Since 2020 Assistant Professor, MIT", "Some prose about research interests in distributed systems.",
    "<div class='paper-box'><b>Title In Html</b></div>", "@article{k, title={T}, author={Li, Ann}, year={2020}}",
    "", "", "---", "- Best Paper Award, 2022", "\\section{Publications}", "random words 123 ::",
])


def _accounted(text: str) -> None:
    """Every non-blank line of the text is in a record, a failure, a leftover, a section heading or boilerplate."""
    from loaders.extract import _YEAR_HEADING, _is_boilerplate
    from loaders.entries.sections import split_sections

    doc = parse_document(text.encode("utf-8"), source="cv.md")
    result = extract(doc)
    lines: set[int] = set()
    for item in (*result.records, *result.failures, *result.leftovers):
        lines.update(item.span.lines())
        for mention in (getattr(item, "names", ()) or ()):
            lines.update(mention.span.lines())
    headings = {s.heading_line for s in split_sections(doc) if s.heading_line is not None} | \
        {s.span.start_line for s in result.sections if s.heading is not None}   # as the reader saw them
    for number, line in enumerate(doc.lines, start=1):
        if line.strip() and number not in lines and number not in headings and not _is_boilerplate(line) \
                and not _YEAR_HEADING.fullmatch(line):
            raise AssertionError(f"line {number} {line!r} is in no record, failure, leftover or heading")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_BLOCKS, min_size=1, max_size=40).map("\n".join))
def test_every_line_is_accounted_for(text):
    if text.strip():
        _accounted(text)
