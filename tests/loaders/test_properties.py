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
