"""The style-agnostic reference parser: a CRF (python-crfsuite) labels each token of a reference string (author,
title, container, year, volume, issue, pages, publisher, location, doi, url, note, citation-number, editor, ...);
the fields are the runs of one label, taken as written, and the author run is split into names.

The model ships in ``loaders/references/data/references.crfsuite`` and is loaded once, lazily.  Every result
carries the model's version and a confidence: the mean marginal probability the CRF gives its labels.

>>> r = parse_reference("[3] Liu, Y., Jiang, B., & Zhou, C. (2023). FuncPipe: A pipelined serverless framework. "
...                     "Proceedings of the ACM on Measurement and Analysis of Computing Systems, 6(3), 1-30.")
>>> r.authors, r.year, r.title
(('Liu, Y.', 'Jiang, B.', 'Zhou, C.'), 2023, 'FuncPipe: A pipelined serverless framework')
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from loaders.references.authors import split_author_list
from loaders.references.features import token_features
from loaders.references.tokens import Token, tokenize

MODEL_NAME = "references.crfsuite"
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")
_VENUE_START = re.compile(r"^(?:in:?|//|proceedings|proc\.)$", re.IGNORECASE)
_DOI = re.compile(r"10\.\d{4,9}/\S+")
#: An NLM date written with no space before its volume: "2018;49(7):1671-1678."
_GLUED_NLM_DATE = re.compile(r"(?:1[89]|20)\d\d;\d")
#: What follows a GB/T 7714 book's type mark: "[M]. 2版. 北京: 化学工业出版社, 2020.", "[M]. 2nd ed. Beijing: X Press, 2019"
_GBT_BOOK_REST = re.compile(r"[\s.]*(?:(?P<edition>[^.:：]{0,12}?(?:版|ed\.?|edn\.?|edition))\.?\s*)?"
                            r"(?P<location>[^:：,，.\[\]]{2,40}?)\s*[:：]\s*(?P<publisher>[^,，:：]{2,80}?)\s*[,，]\s*"
                            r"(?:1[89]|20)\d\d")
#: A title that opens on the word "In" ("In situ imaging", "In Search of ...", "In Case of Emergency", "In the Shadow
#: of ..."), not the "In:" or "In Proceedings", "In the Proceedings", "In Advances in ...", "In J. Smith (Ed.)",
#: "In ICML" before a venue or a book's editors
_TITLE_WORD_IN = re.compile(
    r"In\s+(?!(?:the\s+)?(?:Proc(?:\.|eedings\b)|Advances\b|Conference|Workshop|Symposium|Journal|Transactions|International\b"
    r"|Annual\b|Handbook|Encyclopedia|Companion|Findings|Lecture\s+Notes|Studies\s+in|Book\s+of|Abstracts|Papers\b"
    r"|Progress\s+in|Frontiers|Ann\.|Trans\.|J\.|[A-Z]\.|[A-Z][A-Za-z]*[A-Z]))[A-Za-z]")
_EDGE = " \t.,;:·•()[]{}\"'“”‘’«»《》「」【】/"
_LEAD = re.compile(r"^(?:in:?\s+|//\s*|pp?\.\s*|vol\.\s*|no\.\s*|doi:\s*|available (?:at|from):?\s*|"
                   r"retrieved from\s*|url:?\s*)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class ParsedReference:
    """The fields of one reference as written (None when absent), the author names in order, and how it was read."""

    text: str
    authors: tuple[str, ...] = ()
    et_al: bool = False
    title: str | None = None
    container: str | None = None
    year: int | None = None
    volume: str | None = None
    issue: str | None = None
    pages: str | None = None
    publisher: str | None = None
    location: str | None = None
    doi: str | None = None
    url: str | None = None
    note: str | None = None
    citation_number: str | None = None
    editor: str | None = None
    reader: str = "crf"
    confidence: float = 0.0
    model: str = ""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (``authors`` a list).

        >>> ParsedReference("x").to_json()["authors"]
        []
        """
        out = asdict(self)
        out["authors"] = list(self.authors)
        return out


@cache
def _model() -> tuple[Any, str]:
    import pycrfsuite

    path = Path(str(resources.files("loaders.references").joinpath("data", MODEL_NAME)))
    tagger = pycrfsuite.Tagger()
    tagger.open(str(path))
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    return tagger, f"crf-{digest}"


def model_version() -> str:
    """The version of the shipped model: ``crf-`` and the start of its SHA-256 (changes with every retraining)."""
    return _model()[1]


#: GB/T 7714's document type after a title ("题目[J].", "Title[C]//", "[J/OL]", "[EB/OL]"): no part of the title
_TYPE_MARK = re.compile(r"\s*\[(?:[A-Za-z]{1,2}|EB)(?:/OL)?\][\s.,;:/]*$")
#: The same mark labelled as the start of the container ("[J]. 机械工程学报,"): no part of the venue either
_LEADING_TYPE_MARK = re.compile(r"^\s*\[(?:[A-Za-z]{1,2}|EB)(?:/OL)?\][\s.,;:/]*")


def _clean(value: str, label: str) -> str | None:
    """A field's text without edge punctuation and connector words; a title without GB/T 7714's type mark.

    >>> _clean("基于图神经网络的软件缺陷预测方法[J].", "title"), _clean("Code clone detection[C]//", "title")
    ('基于图神经网络的软件缺陷预测方法', 'Code clone detection')
    >>> _clean("[J]. 机械工程学报,", "container"), _clean("[C]//Proc. of SIGCOMM.", "container")
    ('机械工程学报', 'Proc. of SIGCOMM')
    >>> _clean("Obesity among children (in Brazil).", "title")
    'Obesity among children (in Brazil)'
    """
    raw = value
    if label == "title":
        value = _TYPE_MARK.sub("", value)           # before the edges go: they take its "]" and leave "[J"
    elif label == "container":
        value = _LEADING_TYPE_MARK.sub("", value)
    value = value.strip(_EDGE + "*")
    if label != "title" or not _TITLE_WORD_IN.match(value):     # "In situ ...", "In vivo ...": the title's own word
        value = _LEAD.sub("", value).strip(_EDGE)
    if label == "title":
        value = _TYPE_MARK.sub("", value).strip(_EDGE)
        # the title's own bracket the edges took, closed again: one of words ("... children (in Brazil)"), a
        # formula's ("Synthesis of [Cu(NH3)4]"; a note's in square brackets is no part of the title)
        for opening, closing, inside in (("(", ")", r"[^\W\d_]{2}"), ("[", "]", r"\d")):
            edges_took = raw.rstrip(_EDGE.replace(closing, "")).endswith(closing)
            if edges_took and value.count(opening) > value.count(closing) \
                    and re.search(rf"\{opening}[^\{opening}\{closing}]*{inside}[^\{opening}\{closing}]*$", value):
                value += closing
    return value or None


def _runs(tokens: Sequence[Token], labels: Sequence[str]) -> list[tuple[str, int, int]]:
    """The runs of one label: (label, first token, last token)."""
    runs: list[tuple[str, int, int]] = []
    for i, lab in enumerate(labels):
        if runs and runs[-1][0] == lab:
            runs[-1] = (lab, runs[-1][1], i)
        else:
            runs.append((lab, i, i))
    return runs


def _nlm_journal(tokens: Sequence[Token], labels: list[str]) -> None:
    """The journal of a Vancouver (NLM) reference that the model read into the title: with no container labelled,
    a title run straight before the year of an NLM date ("2019 Jan 15;50(1):1-12", "2020;135(4)") whose last
    sentence is one to six capitalised words ("… vaccination. Immunity. 2019 Jan 15;…", "… Circ Res. 2021;…") ends
    in the journal's name: those words are relabelled as the container, in place.  A date glued to its volume and
    pages ("Stroke. 2018;49(7):1671-1678.") is one token, which may be labelled as pages: it counts as the year."""
    if "container" in labels:
        return
    for i in range(1, len(labels)):
        if labels[i - 1] == "title" and (labels[i] == "year" or _GLUED_NLM_DATE.match(tokens[i].text)):
            after = "".join(tokens[k].text for k in range(i, min(i + 4, len(tokens))))
            if ";" not in after:
                return
            start = i - 1
            while start > 0 and labels[start - 1] == "title":
                start -= 1
            cut = next((k for k in range(i - 2, max(start, i - 8), -1) if tokens[k].text.endswith(".")), None)
            if cut is not None and cut > start and tokens[i - 1].text.endswith(".") \
                    and all(tokens[k].text[:1].isupper() for k in range(cut + 1, i)):
                labels[cut + 1:i] = ["container"] * (i - cut - 1)
            return


def _gbt_book(text: str, tokens: Sequence[Token], labels: list[str]) -> None:
    """The fields of a GB/T 7714 book ("作者. 题名[M]. 2版. 北京: 出版社, 2020."), in place: the words between the
    authors and the "[M]" mark are the title, and after it come the edition, the place before a colon and the
    publisher up to the comma before the year, whatever the model read them as (a Chinese book's whole tail is
    often read as a container)."""
    mark = next((i for i, t in enumerate(tokens) if t.text.rstrip(".") == "[M]"), None)
    authors = [i for i in range(mark or 0) if labels[i] == "author"]
    m = _GBT_BOOK_REST.match(text, tokens[mark].end) if mark is not None and authors else None
    if m is None:
        return
    labels[authors[-1] + 1:mark + 1] = ["title"] * (mark - authors[-1])
    for i in range(mark + 1, len(tokens)):
        if tokens[i].start >= m.end("publisher"):
            break
        labels[i] = next((g for g in ("edition", "location", "publisher")
                          if m.start(g) <= tokens[i].start < m.end(g)), labels[i])


def _gbt_journal(tokens: Sequence[Token], labels: list[str]) -> None:
    """A GB/T 7714 journal article ("题名[J]. Journal of the American Chemical Society, 2023, 145(12)") has no
    publisher: the words the model read as one right after the journal's are the end of the journal's name, in
    place."""
    if not any(t.text.rstrip(".").startswith("[J") for t in tokens):
        return
    for i in range(1, len(labels)):
        if labels[i] == "publisher" and labels[i - 1] == "container":
            labels[i] = "container"


def assemble(text: str, tokens: Sequence[Token], labels: Sequence[str], confidence: float, model: str
             ) -> ParsedReference:
    """The fields from the labelled tokens: each field is the text of its first run (the longest one for the
    title), as written, edge punctuation and connector words off."""
    fields: dict[str, str] = {}
    labels = list(labels)
    # a title's first word ending in a colon ("SwiftDiffusion: Efficient ...") read as the last author: give it back
    for i in range(1, len(labels)):
        if labels[i - 1] == "author" and labels[i] == "title" and tokens[i - 1].text.endswith(":") \
                and len(tokens[i - 1].text.strip(":.*")) > 2 \
                and i >= 2 and labels[i - 2] == "author" and tokens[i - 2].text.rstrip().endswith((",", ".")):
            labels[i - 1] = "title"
    _nlm_journal(tokens, labels)
    _gbt_book(text, tokens, labels)
    _gbt_journal(tokens, labels)
    runs = _runs(tokens, labels)
    if "title" not in labels:
        # every reference has a title: with none labelled, the first run of three or more tokens after the authors
        # and the year that the model gave to a field a title is often taken for (publisher, location, container)
        after = max((b for lab, _, b in runs if lab in ("author", "citation-number")), default=-1)
        after = max([after] + [b for lab, a, b in runs if lab == "year" and a == after + 1])
        for lab, a, b in runs:
            if a > after and b - a >= 2 and lab in ("publisher", "location", "container", "note"):
                # up to the word that opens the venue ("in:", "//", "Proceedings"), when the run holds one
                cut = next((k for k in range(a + 2, b + 1) if _VENUE_START.match(tokens[k].text)), b + 1)
                labels[a:cut] = ["title"] * (cut - a)
                break
        runs = _runs(tokens, labels)
    longest: dict[str, int] = {}
    for lab, a, b in runs:
        span = text[tokens[a].start:tokens[b].end]
        if lab == "title" and (lab not in fields or b - a + 1 > longest[lab]):
            fields[lab], longest[lab] = span, b - a + 1
        elif lab not in fields:
            fields[lab] = span
    cleaned = {k: _clean(v, k) for k, v in fields.items()}
    authors, et_al = split_author_list(fields["author"]) if "author" in fields else ((), False)
    year = None
    for source in (fields.get("year"), text):
        m = _YEAR.search(source or "")
        if m:
            year = int(m.group(1))
            break
    doi = _DOI.search(fields.get("doi") or fields.get("url") or "")
    return ParsedReference(
        text=text, authors=authors, et_al=et_al, title=cleaned.get("title"), container=cleaned.get("container"),
        year=year, volume=cleaned.get("volume"), issue=cleaned.get("issue"), pages=cleaned.get("pages"),
        publisher=cleaned.get("publisher"), location=cleaned.get("location"),
        doi=doi.group(0).rstrip(".,;") if doi else None, url=cleaned.get("url"), note=cleaned.get("note"),
        citation_number=cleaned.get("citation-number"), editor=cleaned.get("editor"), reader="crf",
        confidence=round(confidence, 4), model=model)


def label_tokens(text: str) -> tuple[list[Token], list[str], float]:
    """The tokens of ``text``, the label of each, and the mean marginal probability of those labels."""
    tokens = tokenize(text)
    if not tokens:
        return [], [], 0.0
    tagger, _ = _model()
    labels = tagger.tag(token_features(tokens))
    confidence = sum(tagger.marginal(lab, i) for i, lab in enumerate(labels)) / len(labels)
    return tokens, labels, confidence


def parse_reference(text: str) -> ParsedReference:
    """One reference string, in any citation style, to its fields (see the module docstring)."""
    text = " ".join(text.split())
    tokens, labels, confidence = label_tokens(text)
    if not tokens:
        return ParsedReference(text=text, reader="crf", model=model_version())
    return assemble(text, tokens, labels, confidence, model_version())


def parse_references(texts: Iterable[str]) -> list[ParsedReference]:
    """Each reference string to its fields, in order."""
    return [parse_reference(t) for t in texts]


def parse_reference_file(path: str | Path) -> list[ParsedReference]:
    """One reference per line of a UTF-8 text file, each parsed (a blank line gives an empty result), in order."""
    lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    return [parse_reference(line) if line.strip() else ParsedReference(text="", model=model_version())
            for line in lines]
