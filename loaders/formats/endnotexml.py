"""EndNote XML (``<xml><records><record>...``, EndNote's own export) to paper and patent records, each with the
lines of its ``<record>`` element.

The XML is parsed by defusedxml (entity declarations and external entities are refused, so an entity bomb is a
failure, not a blow-up; the file's size is bounded before it is read, by :func:`loaders.formats.text.read_bytes`).
ElementTree keeps no line numbers, so the lines come from expat itself: the parser's ``CurrentLineNumber`` when
a ``<record>`` opens and when it closes.  Records are turned into records as they close, so the records before a
break in the XML are kept and the break is one failure, from the record it interrupts to the end of the file.

>>> text = ('<?xml version="1.0" encoding="UTF-8"?>\\n<xml><records>\\n<record><ref-type name="Journal Article">17'
...         '</ref-type>\\n<contributors><authors><author>Liu, Yunzhuo</author><author>刘运卓</author></authors>'
...         '</contributors>\\n<titles><title>FastIOV</title><secondary-title>EuroSys</secondary-title></titles>'
...         '<dates><year>2025</year></dates></record>\\n</records></xml>')
>>> records, failures = parse_endnote_xml(text, "refs.xml")
>>> r = records[0]
>>> r.title, [a.text for a in r.authors], r.venue, r.year, str(r.span), r.reader
('FastIOV', ['Yunzhuo Liu', '刘运卓'], 'EuroSys', 2025, 'refs.xml:3-5', 'endnote-xml')
"""

from __future__ import annotations

import re
from xml.etree.ElementTree import Element, ParseError, TreeBuilder

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import DefusedXMLParser

from loaders.formats.tagged import display_name
from loaders.model import LoadFailure, PaperRecord, PatentRecord, PersonMention, Span

_YEAR = re.compile(r"(?:19|20)\d{2}")
_HEAD = re.compile(r"^\ufeff?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^\[>]*(?:\[.*?\])?\s*>\s*)?<xml>\s*<records>\s*<record>",
                   re.S)


def looks_like_endnote_xml(text: str) -> bool:
    """Whether a text is EndNote XML: ``<xml><records><record>`` after an optional XML declaration.

    >>> looks_like_endnote_xml('<?xml version="1.0"?>\\n<xml><records><record>'), looks_like_endnote_xml("<cv/>")
    (True, False)
    """
    return bool(_HEAD.match(text[:4096]))


def _text(el: Element | None) -> str:
    """An element's text, its ``<style>`` runs joined, white space collapsed."""
    return " ".join("".join(el.itertext()).split()) if el is not None else ""


def _record(el: Element, span: Span, raw: str) -> PaperRecord | PatentRecord | LoadFailure:
    title = _text(el.find("titles/title"))
    if not title:
        return LoadFailure(span, "an EndNote XML record without a title (<titles><title>)", raw[:500])
    ref_type = el.find("ref-type")
    kind = (ref_type.get("name") if ref_type is not None else None) or _text(ref_type)
    patent = kind.strip().lower() in ("patent", "专利")
    names = [_text(a) for a in el.iterfind("contributors/authors/author")]
    role = "inventor" if patent else "author"
    people = tuple(PersonMention(display_name(n), span, role=role, raw=n, rank=k)
                   for k, n in enumerate((n for n in names if n), 1))
    if patent:   # EndNote's Patent reference keeps its Patent Number in the ISBN field, its application in Number
        return PatentRecord(_text(el.find("isbn")) or _text(el.find("number")) or None, title, people, span, raw=raw)
    venue = _text(el.find("titles/secondary-title")) or _text(el.find("periodical/full-title")) or \
        _text(el.find("titles/tertiary-title"))
    year = _YEAR.search(_text(el.find("dates/year")))
    return PaperRecord(title=title, authors=people, venue=venue or None, year=int(year.group(0)) if year else None,
                       status="published", span=span, doi=_text(el.find("electronic-resource-num")) or None,
                       kind=kind.lower() or None, raw=raw, reader="endnote-xml")


class _Records:
    """An ElementTree target that hands on each ``<record>`` with its first and last line as it closes."""

    def __init__(self, source: str, lines: list[str]) -> None:
        self.builder = TreeBuilder()
        self.source, self.lines = source, lines
        self.expat = None
        self.first = 0                      # the line of the open <record>, 0 outside one
        self.depth = 0
        self.out: list[PaperRecord | PatentRecord | LoadFailure] = []

    def start(self, tag: str, attrib: dict[str, str]) -> Element:
        if tag == "record" and not self.first:
            self.first, self.depth = self.expat.CurrentLineNumber, 0
        if tag == "record":
            self.depth += 1
        return self.builder.start(tag, attrib)

    def end(self, tag: str) -> Element:
        el = self.builder.end(tag)
        if tag == "record" and self.first:
            self.depth -= 1
            if self.depth == 0:
                last = self.expat.CurrentLineNumber
                span = Span(self.source, self.first, last)
                self.out.append(_record(el, span, "\n".join(self.lines[self.first - 1:last])))
                el.clear()
                self.first = 0
        return el

    def data(self, data: str) -> None:
        self.builder.data(data)

    def close(self) -> Element:
        return self.builder.close()


def parse_endnote_xml(text: str, source: str) -> tuple[list[PaperRecord | PatentRecord], list[LoadFailure]]:
    """Every ``<record>`` of an EndNote XML text to a record, or a failure naming its lines; XML that breaks (or
    declares entities) is one failure from the record it interrupts (or the breaking line) to the end."""
    lines = text.split("\n")
    target = _Records(source, lines)
    parser = DefusedXMLParser(target=target, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    target.expat = parser.parser
    failure: LoadFailure | None = None
    try:
        parser.feed(text.lstrip("\ufeff"))
        parser.close()
    except (ParseError, DefusedXmlException) as exc:
        line = exc.position[0] if isinstance(exc, ParseError) else parser.parser.CurrentLineNumber
        what = "entity declarations are refused" if isinstance(exc, DefusedXmlException) else "not well-formed XML"
        first = target.first or line
        last = max(len(lines) - (1 if lines and not lines[-1].strip() else 0), first)
        failure = LoadFailure(Span(source, first, last), f"EndNote XML broken at line {line}: {what} ({exc})",
                              "\n".join(lines[first - 1:first + 4])[:500])
    records = [r for r in target.out if not isinstance(r, LoadFailure)]
    failures = [r for r in target.out if isinstance(r, LoadFailure)] + ([failure] if failure else [])
    return records, failures
