"""Write RIS from CSL-JSON, for the RIS golden case (pandoc 2.x reads RIS but cannot write it).

Usage (from this folder)::

    pandoc -f bibtex qizhen_weng_alfolio_bib/papers.bib -t csljson -o qizhen_weng_csljson/papers.json
    python make_ris.py qizhen_weng_csljson/papers.json qizhen_weng_ris/papers.ris

The mapping is the plain one reference managers use: ``TY`` from the CSL type (paper-conference -> CONF,
article-journal -> JOUR, chapter -> CHAP, patent -> PAT, anything else -> GEN), ``TI`` the title, one ``AU`` per
author written ``Family, Given`` (a literal name as it is), ``PY`` the year and ``DA`` year/month, ``T2`` the
container title, ``PB`` the publisher, ``SP``/``EP`` the pages, ``DO``/``UR``, ``M1`` a patent's number and
``ID`` the citation key.  Records are separated by a blank line and end with ``ER  -``.  Only the standard library
is used, so the output depends on the CSL-JSON alone (the committed ``papers.ris`` is this script's output).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

TYPES = {"paper-conference": "CONF", "article-journal": "JOUR", "chapter": "CHAP", "patent": "PAT"}


def _name(person: dict) -> str:
    if "literal" in person:
        return person["literal"]
    family = " ".join(p for p in (person.get("non-dropping-particle"), person.get("family")) if p)
    given = " ".join(p for p in (person.get("given"), person.get("dropping-particle")) if p)
    return f"{family}, {given}" if given else family


def to_ris(items: list[dict]) -> str:
    """The RIS text of a list of CSL-JSON items, in order."""
    out: list[str] = []
    for item in items:
        lines = [("TY", TYPES.get(item.get("type", ""), "GEN")), ("ID", item.get("id", ""))]
        lines.append(("TI", item.get("title", "")))
        lines += [("AU", _name(a)) for a in item.get("author", [])]
        parts = (item.get("issued") or {}).get("date-parts") or [[]]
        if parts[0]:
            lines.append(("PY", str(parts[0][0])))
            if len(parts[0]) > 1:
                lines.append(("DA", f"{parts[0][0]}/{parts[0][1]:02d}"))
        for tag, key in (("T2", "container-title"), ("PB", "publisher"), ("DO", "DOI"), ("UR", "URL")):
            if item.get(key):
                lines.append((tag, str(item[key])))
        page = str(item.get("page") or "")
        if page:
            first, _, last = page.partition("–" if "–" in page else "-")
            lines.append(("SP", first.strip()))
            if last.strip():
                lines.append(("EP", last.strip()))
        if item.get("type") == "patent" and item.get("number"):
            lines.append(("M1", str(item["number"])))
        lines.append(("ER", ""))
        out.append("\n".join(f"{tag}  - {value}".rstrip() if tag == "ER" else f"{tag}  - {value}"
                             for tag, value in lines if value or tag == "ER"))
    return "\n\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    source, target = Path(argv[1]), Path(argv[2])
    items = json.loads(source.read_text(encoding="utf-8"))
    target.write_text(to_ris(items), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
