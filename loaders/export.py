"""Load results as plain data (JSON-ready dicts) and as a Markdown extraction report.

Contact details are left out unless ``include_contact`` is true; leftovers are already redacted.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from typing import Any

from loaders.model import LoadResult, ProfileRecord
from loaders.entries.profile import redact


def _plain(value: Any, private: bool = False) -> Any:
    """Dataclasses to dicts; with ``private`` false, e-mail addresses and phone numbers in any string are redacted."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name), private) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [_plain(v, private) for v in value]
    if isinstance(value, str) and not private:
        return redact(value)
    return value


def record_to_dict(record: Any, *, include_contact: bool = False) -> dict[str, Any]:
    """One record as a dict with a ``type`` key; a profile's contact only on request.

    >>> from loaders.model import ProfileRecord, PersonMention, Span, Contact
    >>> p = ProfileRecord((PersonMention("江波", Span("a", 1, 1), role="owner"),), Span("a", 1, 1), Contact(("x@y.cn",)))
    >>> "contact" in record_to_dict(p), record_to_dict(p, include_contact=True)["contact"]["emails"]
    (False, ['x@y.cn'])
    """
    out = {"type": type(record).__name__}
    out.update(_plain(record, include_contact))
    if isinstance(record, ProfileRecord) and not include_contact:
        out.pop("contact", None)
    return out


def result_to_dict(result: LoadResult, *, include_contact: bool = False, records: bool = True) -> dict[str, Any]:
    """A whole load result as a dict: source, encoding, records (unless ``records`` is false), failures, leftovers
    and sections."""
    out: dict[str, Any] = {"source": result.source, "encoding": result.encoding}
    if records:
        out["records"] = [record_to_dict(r, include_contact=include_contact) for r in result.records]
    out.update({
        "failures": [_plain(f, include_contact) for f in result.failures],
        "leftovers": [_plain(x, include_contact) for x in result.leftovers],
        "sections": [_plain(s, include_contact) for s in result.sections],
    })
    return out


def extraction_report(results: Sequence[LoadResult]) -> str:
    """A Markdown report: per file, record counts, the entries each section held and the records it gave (``→``),
    every failure and every leftover line with its place.

    >>> from loaders.model import LoadResult, LoadFailure, Span
    >>> print(extraction_report([LoadResult("a.txt", failures=(LoadFailure(Span("a.txt", 0, 0), "empty file"),))]))
    # Extraction report
    <BLANKLINE>
    1 file(s), 0 record(s), 1 failure(s), 0 leftover line(s).
    <BLANKLINE>
    ## a.txt
    <BLANKLINE>
    records: none
    <BLANKLINE>
    ### Failures
    <BLANKLINE>
    - `a.txt`: empty file
    <BLANKLINE>
    """
    lines = ["# Extraction report", "",
             f"{len(results)} file(s), {sum(len(r.records) for r in results)} record(s), "
             f"{sum(len(r.failures) for r in results)} failure(s), "
             f"{sum(len(r.leftovers) for r in results)} leftover line(s).", ""]
    for r in results:
        counts = Counter(type(rec).__name__.removesuffix("Record") for rec in r.records)
        lines += [f"## {r.source}", "",
                  "records: " + (", ".join(f"{k} {v}" for k, v in sorted(counts.items())) or "none"), ""]
        profile = next((rec for rec in r.records if isinstance(rec, ProfileRecord)), None)
        if profile is not None and profile.evidence:
            owner = " = ".join(n.text for n in profile.names) or "left open"
            lines += [f"owner: {owner} (" + redact("; ".join(profile.evidence)).replace("|", "/") + ")", ""]
        listed = [s for s in r.sections if s.entries or s.records]
        if listed:
            lines += ["sections (entries → records): " + ", ".join(
                f"{s.name} {s.entries} → {s.records} (lines {s.span.start_line}-{s.span.end_line})" for s in listed),
                ""]
        if r.failures:
            lines += ["### Failures", ""] + [f"- `{f.span}`: {redact(f.reason)}" for f in r.failures] + [""]
        if r.leftovers:
            lines += ["### Leftovers (lines not turned into records)", ""]
            lines += [f"- `{x.span}` [{x.section}] {x.text.replace('|', '/')}" for x in r.leftovers] + [""]
    return "\n".join(lines)


def extraction_summary(results: Sequence[LoadResult], *, limit: int = 200) -> str:
    """A bounded Markdown summary of many load results, for a report a person reads at any corpus size: totals,
    a table of the files that need a look (with failures first, then most leftover lines; at most ``limit`` rows),
    and the first ``limit`` failures. Every failure and leftover line is in ``report.json`` (:func:`result_to_dict`).

    >>> from loaders.model import LoadResult, LoadFailure, Span
    >>> bad = [LoadResult(f"{i}.txt", failures=(LoadFailure(Span(f"{i}.txt", 0, 0), "empty file"),)) for i in range(3)]
    >>> print(extraction_summary(bad, limit=2))  # doctest: +NORMALIZE_WHITESPACE
    # Extraction
    <BLANKLINE>
    3 file(s), 0 record(s), 3 failure(s), 0 leftover line(s); 3 file(s) with failures, 0 with leftover lines.
    Every failure and leftover line, with its file and line, is in report.json (files[].failures, files[].leftovers).
    <BLANKLINE>
    ## Files that need a look (2 of 3)
    <BLANKLINE>
    | file | records | failures | leftover lines | owner |
    |---|---|---|---|---|
    | 0.txt | 0 | 1 | 0 | - |
    | 1.txt | 0 | 1 | 0 | - |
    <BLANKLINE>
    ## Failures (2 of 3)
    <BLANKLINE>
    - `0.txt`: empty file
    - `1.txt`: empty file
    <BLANKLINE>
    """
    failures = sum(len(r.failures) for r in results)
    leftovers = sum(len(r.leftovers) for r in results)
    lines = ["# Extraction", "",
             f"{len(results)} file(s), {sum(len(r.records) for r in results)} record(s), {failures} failure(s), "
             f"{leftovers} leftover line(s); {sum(1 for r in results if r.failures)} file(s) with failures, "
             f"{sum(1 for r in results if r.leftovers)} with leftover lines.",
             "Every failure and leftover line, with its file and line, is in report.json (files[].failures, "
             "files[].leftovers).", ""]
    look = sorted((r for r in results if r.failures or r.leftovers),
                  key=lambda r: (-len(r.failures), -len(r.leftovers), r.source))
    if look:
        lines += [f"## Files that need a look ({min(limit, len(look))} of {len(look)})", "",
                  "| file | records | failures | leftover lines | owner |", "|---|---|---|---|---|"]
        for r in look[:limit]:
            profile = next((rec for rec in r.records if isinstance(rec, ProfileRecord)), None)
            owner = " = ".join(n.text for n in profile.names) if profile is not None and profile.names else "-"
            lines.append(f"| {r.source.replace('|', '/')} | {len(r.records)} | {len(r.failures)} | "
                         f"{len(r.leftovers)} | {owner.replace('|', '/')} |")
        lines.append("")
    if failures:
        listed = [f for r in results for f in r.failures][:limit]
        lines += [f"## Failures ({len(listed)} of {failures})", ""]
        lines += [f"- `{f.span}`: {redact(f.reason)}" for f in listed] + [""]
    return "\n".join(lines)
