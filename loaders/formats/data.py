"""CVs kept as data (YAML or JSON): publication lists of Jekyll sites (``_data/publications.yml``), al-folio's
``cv.yml``, JSON Resume (``resume.json``), RenderCV's YAML, Hugo Academic author profiles (front matter), to records
with the lines each item spans.

No schema is assumed: the reader walks the document (PyYAML's node tree, composed by libyaml where PyYAML has it,
which keeps line numbers; JSON is read as YAML) and takes each mapping in a list as an entry.  What an entry is comes from the section it sits in (a key or a
``title: Education`` beside it, recognised by the same heading table as text CVs) and from its keys:

- a paper: a title (``title``, ``name``) with authors (``authors``, ``author``) or a venue (``venue``, ``journal``,
  ``conference``, ``booktitle``, ``publisher``...) in a publications section, or a title with authors anywhere;
- an affiliation: an institution (``institution``, ``school``, ``company``, ``organization``...) in an education,
  experience or internships section, with its role or degree and its dates (``year: Sep 2017 - Dec 2022``,
  ``startDate``/``endDate``...);
- the owner: a ``name`` (or ``first_name`` and ``last_name``, or al-folio's ``name: Full Name`` / ``value:``
  pair) of the document's top level or its ``basics``/``cv`` mapping; the owner's private contact details are
  the ``email``, ``phone`` and ``url``/``website`` beside that name (and the ``url`` of each of its ``profiles``
  or ``social_networks``), or al-folio's ``name: Email`` / ``value:`` pairs.

Strings in the description of an entry that name an advisor (``Supervisor: Prof. Wei Wang``) give advising
records.  HTML in a value is markup (``<strong><u>Lingyun Yang</u></strong>`` marks the owner).

>>> text = '''main:
...   - title: "FlashPS: Efficient Generative Image Editing"
...     authors: Xiaoxiao Jiang*, <strong><u>Lingyun Yang</u></strong>, Wei Wang
...     conference: ACM European Conference on Computer Systems <strong>(EuroSys)</strong>, 2026.
... '''
>>> reading = parse_data(text, "publications.yml")
>>> [(r.title, [(a.text, a.marked) for a in r.authors], r.venue, r.year, str(r.span)) for r in reading.papers]
[('FlashPS: Efficient Generative Image Editing', [('Xiaoxiao Jiang', False), ('Lingyun Yang', True), ('Wei Wang', False)], 'ACM European Conference on Computer Systems (EuroSys), 2026', 2026, 'publications.yml:2-4')]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from loaders.model import AdvisingRecord, AffiliationRecord, Contact, LoadFailure, PaperRecord, PersonMention, Span

_TITLE = ("title", "name", "headline", "paper", "paper_title")
_AUTHORS = ("authors", "author", "creators", "coauthors", "co_authors", "by")
_VENUE = ("venue", "journal", "conference", "booktitle", "book_title", "publisher", "container-title",
          "container_title", "publication", "proceedings", "venuename", "venue_name", "conference_short", "series",
          "school")
_YEAR = ("year", "date", "releasedate", "release_date", "issued", "pub_date", "published", "publishdate")
_INSTITUTION = ("institution", "school", "university", "company", "organization", "organisation", "employer",
                "org", "affiliation", "place", "where", "name")
_ROLE = ("degree", "studytype", "study_type", "position", "title", "role", "course", "area", "major", "job")
_START = ("startdate", "start_date", "start", "from", "begin")
_END = ("enddate", "end_date", "end", "to", "until")
_PERIOD = ("year", "years", "date", "dates", "period", "time", "duration")
_OWNER_KEYS = ("name", "full_name", "fullname", "author", "display_name")
_CONTAINERS = ("basics", "cv", "personal", "profile", "person", "about", "header")
#: the keys (and al-folio labels) of the owner's contact details, by kind; the lists of the owner's pages elsewhere
_CONTACT_KEYS = {"emails": ("email", "e-mail", "mail", "email_address", "邮箱", "电子邮箱", "电子邮件"),
                 "phones": ("phone", "telephone", "tel", "mobile", "cell", "phone_number", "电话", "手机", "联系电话"),
                 "homepages": ("url", "website", "homepage", "home_page", "web", "site", "主页", "个人主页")}
_PROFILE_LISTS = ("profiles", "social_networks", "social", "socials", "links")
_YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_TAG = re.compile(r"<[^>]*>")
_SECTION_WORDS = {"work": "experience", "jobs": "experience", "employment": "experience", "volunteer": "experience",
                  "schools": "education", "degrees": "education", "courses": "education", "papers": "publications",
                  "articles": "publications", "preprints": "publications", "conference": "publications",
                  "journal": "publications", "main": None, "patents": "patents", "awards": "awards",
                  "internships": "internships", "internship": "internships", "talks": "talks"}
_EDUCATION_ROLE = re.compile(r"(?i)\b(?:ph\.?\s?d|doctor|master|bachelor|b\.?\s?s|m\.?\s?s|b\.?\s?eng|m\.?\s?eng|"
                             r"b\.?a|m\.?a|student|exchange)\b|博士|硕士|学士|本科")


@dataclass
class DataReading:
    """What a data CV gave: records by kind, the owner's names (each with its span), failures and the lines used."""

    papers: list[PaperRecord] = field(default_factory=list)
    affiliations: list[AffiliationRecord] = field(default_factory=list)
    advising: list[AdvisingRecord] = field(default_factory=list)
    owner: list[PersonMention] = field(default_factory=list)
    contact: Contact = field(default_factory=Contact)
    contact_lines: set[int] = field(default_factory=set)
    failures: list[LoadFailure] = field(default_factory=list)
    covered: set[int] = field(default_factory=set)
    entries: int = 0


def looks_like_data(lines: Sequence[str]) -> bool:
    """A YAML document of lists and mappings (``key: value`` lines and ``- `` items), not prose.

    >>> looks_like_data(["main:", "  - title: T", "    authors: A"]), looks_like_data(["# Jane Doe", "Education"])
    (True, False)
    """
    content = [ln for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
    if len(content) < 2:
        return False
    keyed = sum(1 for ln in content if re.match(r"^\s*(?:-\s+)?[\w\"'-]+\s*:(?:\s|$)", ln))
    return keyed >= 0.6 * len(content)


def _text(value: str) -> str:
    """A value as CV text: HTML tags off (bold kept as ``**``), white space collapsed."""
    value = re.sub(r"(?i)<(?:b|strong)\b[^>]*>", "**", value)
    value = re.sub(r"(?i)</(?:b|strong)>", "**", value)
    value = re.sub(r"(?i)<small\b[^>]*>.*?</small>", " ", value)
    value = _TAG.sub("", value).replace("&amp;", "&").replace("&nbsp;", " ")
    parts = value.split("**")
    if len(parts) % 2 == 1:         # balanced: the odd parts are bold, white space inside them goes outside
        value = "".join(p if k % 2 == 0 else (f" **{p.strip()}** " if p.strip() else " ")
                        for k, p in enumerate(parts))
    value = re.sub(r"\s+([,;.])", r"\1", value)
    return " ".join(value.split())


class _Walker:
    def __init__(self, source: str, lines: Sequence[str], offset: int) -> None:
        self.source, self.lines, self.offset = source, lines, offset
        self.out = DataReading()

    def span(self, node) -> Span:
        """The lines of a node: from its first line to the end of its last value (a mapping's own end mark
        stands on the next item's line)."""
        start = node.start_mark.line + 1
        ends = [n.end_mark.line + (1 if n.end_mark.column > 0 else 0) for n in _scalars(node)]
        end = max([start, *ends])
        while end > start and not self.lines[end - 1].strip():      # trailing blank lines belong to no item
            end -= 1
        return Span(self.source, start + self.offset, end + self.offset)

    def walk(self, node, section: str | None, depth: int = 0) -> None:
        import yaml

        if depth > 40:
            return
        if isinstance(node, yaml.SequenceNode):
            for item in node.value:
                if isinstance(item, yaml.MappingNode):
                    self.entry(item, section, depth)
                else:
                    self.walk(item, section, depth + 1)
        elif isinstance(node, yaml.MappingNode):
            pairs = _pairs(node)
            # al-folio: "- title: Education\n  contents: [...]": the title names the section of the contents
            own = _section_of(pairs.get("title") or pairs.get("section") or pairs.get("name") or "")
            for key, value in node.value:
                name = _scalar(key).strip()
                child = _section_of(name) or own or section
                if isinstance(value, (yaml.SequenceNode, yaml.MappingNode)):
                    self.walk(value, child, depth + 1)

    def entry(self, node, section: str | None, depth: int) -> None:
        import yaml

        pairs = _pairs(node)
        lower = {k.lower().replace(" ", "_"): v for k, v in pairs.items()}
        nested = [v for _, v in node.value if isinstance(v, (yaml.SequenceNode, yaml.MappingNode))]
        if section in (None, "publications") and self.paper(node, lower, section):
            return
        if section in ("education", "experience", "internships") and self.affiliation(node, lower, section):
            return
        own = _section_of(lower.get("title", "") or lower.get("section", ""))
        for value in nested:                 # a section of sections: look inside
            self.walk(value, own or section, depth + 1)

    def paper(self, node, fields: dict[str, str], section: str | None) -> bool:
        from loaders.entries.citations import _is_name, read_author_list

        title = next((fields[k] for k in _TITLE if fields.get(k)), None)
        authors_text = next((fields[k] for k in _AUTHORS if fields.get(k)), None)
        venue = next((fields[k] for k in _VENUE if fields.get(k)), None)
        if not title or (authors_text is None and (section != "publications" or venue is None)):
            return False
        span = self.span(node)
        self.out.entries += 1
        authors, et_al = read_author_list(_text(authors_text), span) if authors_text else ((), False)
        year = None
        for k in (*_YEAR, *_VENUE):
            m = _YEAR_RE.search(fields.get(k) or "")
            if m:
                year = int(m.group(0))
                break
        title = _text(title).replace("**", "").strip().strip("\"“”")
        strangers = [a.text for a in authors if not _is_name(a.text)]
        if not authors:
            self.out.failures.append(LoadFailure(span, f"the publication {title[:80]!r} names no authors"))
        elif strangers:       # ids, numbers, keys: a data file that is not a list of publications as written
            self.out.failures.append(LoadFailure(span, f"the authors of {title[:80]!r} do not look like names: "
                                                       f"{', '.join(strangers[:5])[:120]}"))
        else:
            venue_text = _text(venue).replace("**", "").strip(" .,") if venue else None
            status = "preprint" if venue_text and re.search(r"arxiv|preprint", venue_text, re.I) else "published"
            doi = fields.get("doi")
            self.out.papers.append(PaperRecord(title=title, authors=authors, venue=venue_text or None, year=year,
                                               status=status, span=span, et_al=et_al, doi=doi or None,
                                               raw="\n".join(self.lines[span.start_line - 1 - self.offset:
                                                                        span.end_line - self.offset]),
                                               reader="data"))
        self.out.covered.update(span.lines())
        return True

    def affiliation(self, node, fields: dict[str, str], section: str) -> bool:
        from loaders.entries.affiliations import parse_advisors, parse_date, parse_date_range

        institution = next((fields[k] for k in _INSTITUTION if fields.get(k)), None)
        if not institution:
            return False
        span = self.span(node)
        role = next((fields[k] for k in _ROLE if fields.get(k) and fields[k] != institution), None)
        start = next((parse_date(fields[k]) for k in _START if fields.get(k)), None)
        end = next((parse_date(fields[k]) for k in _END if fields.get(k)), None)
        if start is None:
            period = next((fields[k] for k in _PERIOD if fields.get(k)), None)
            if period:
                start, end = parse_date_range(period)
                if end == start and not re.search(r"[-–—~至]", period):
                    end = start
        kind = {"education": "education", "internships": "internship"}.get(section, "position")
        if kind == "position" and role and re.search(r"(?i)\bintern", role):
            kind = "internship"
        self.out.entries += 1
        record = AffiliationRecord(kind=kind, institution=_text(institution).replace("**", ""), span=span,
                                   role=_text(role).replace("**", "") if role else None, start=start, end=end,
                                   raw="\n".join(self.lines[span.start_line - 1 - self.offset:
                                                            span.end_line - self.offset]))
        self.out.affiliations.append(record)
        self.out.covered.update(span.lines())
        for line_no, text in _strings(node):
            for adv in parse_advisors(_text(text), line_no + self.offset, self.source, record.institution):
                self.out.advising.append(adv)
        return True

    def owner(self, root) -> None:
        import yaml

        candidates = [root]
        if isinstance(root, yaml.MappingNode):
            candidates += [v for k, v in root.value if _scalar(k).lower() in _CONTAINERS
                           and isinstance(v, yaml.MappingNode)]
        for node in candidates:
            if not isinstance(node, yaml.MappingNode):
                continue
            pairs = {_scalar(k).lower().replace(" ", "_"): (k, v) for k, v in node.value}
            name, where = None, None
            for key in _OWNER_KEYS:
                if key in pairs and isinstance(pairs[key][1], yaml.ScalarNode) and _scalar(pairs[key][1]).strip():
                    name, where = _scalar(pairs[key][1]), pairs[key][1]
                    break
            if name is None and "first_name" in pairs and "last_name" in pairs:
                name = f"{_scalar(pairs['first_name'][1])} {_scalar(pairs['last_name'][1])}"
                where = pairs["first_name"][1]
            if name and where is not None:
                self._owner(name, where.start_mark.line + 1)
                self._contact([(_scalar(k), v) for k, v in node.value])
                return
        # al-folio: "- name: Full Name\n  value: Qizhen Weng"
        labelled = _labelled_values(root)
        for line_no, label, value, _ in labelled:
            if re.fullmatch(r"(?i)(?:full\s*)?name|姓名", label.strip()):
                self._owner(value, line_no)
                self._contact([(label, (at, value)) for _, label, value, at in labelled])
                return

    def _contact(self, pairs: list) -> None:
        """The owner's contact details among the pairs of the mapping that names the owner: ``(key, value node)``
        or ``(label, (line, value))`` for al-folio's labelled values; each value as written, its line used.

        >>> r = parse_data("- name: Full Name\\n  value: Ann Li\\n- name: Email\\n  value: ann@x.org\\n"
        ...                "- name: Office\\n  value: Room 101", "cv.yml")
        >>> [m.text for m in r.owner], r.contact.emails, sorted(r.contact_lines)
        (['Ann Li'], ('ann@x.org',), [4])
        """
        import yaml

        found: dict[str, list[str]] = {kind: [] for kind in _CONTACT_KEYS}

        def take(kind: str, value: str, line: int) -> None:
            value = value.strip()
            if kind == "emails":
                value = re.sub(r"(?i)^mailto:", "", value)
            if value and value not in found[kind]:
                found[kind].append(value)
                self.out.contact_lines.add(line + self.offset)

        for key, value in pairs:
            word = key.strip().lower().replace(" ", "_").replace("-", "_")
            kind = next((k for k, keys in _CONTACT_KEYS.items() if word in (x.replace("-", "_") for x in keys)),
                        None)
            if isinstance(value, tuple):                                    # al-folio: (line, value)
                if kind is not None:
                    take(kind, value[1], value[0])
            elif kind is not None and isinstance(value, yaml.ScalarNode) and _scalar(value).strip():
                take(kind, _scalar(value), value.start_mark.line + 1)
            elif word in _PROFILE_LISTS and isinstance(value, yaml.SequenceNode):
                for item in value.value:
                    if isinstance(item, yaml.MappingNode):
                        for k, v in item.value:
                            if _scalar(k).lower() == "url" and isinstance(v, yaml.ScalarNode) and _scalar(v).strip():
                                take("homepages", _scalar(v), v.start_mark.line + 1)
        self.out.contact = Contact(emails=tuple(found["emails"]), phones=tuple(found["phones"]),
                                   homepages=tuple(found["homepages"]))

    def _owner(self, value: str, line: int) -> None:
        """The owner's name forms in a value ("Qizhen Weng 翁祈桢" is two)."""
        from loaders.entries.profile import header_names

        span = Span(self.source, line + self.offset, line + self.offset)
        text = _text(value).replace("**", "")
        for name in header_names(text) or [text]:
            self.out.owner.append(PersonMention(text=name, span=span, role="owner", raw=value))


def _scalar(node) -> str:
    import yaml

    return str(node.value) if isinstance(node, yaml.ScalarNode) and node.value is not None else ""


def _pairs(node) -> dict[str, str]:
    """The scalar values of a mapping by key (a list of scalars joined with commas: an author list)."""
    import yaml

    out: dict[str, str] = {}
    for k, v in node.value:
        key = _scalar(k)
        if isinstance(v, yaml.ScalarNode):
            out[key] = _scalar(v)
        elif isinstance(v, yaml.SequenceNode) and v.value and all(isinstance(x, yaml.ScalarNode) for x in v.value):
            out[key] = ", ".join(_scalar(x) for x in v.value)
        elif isinstance(v, yaml.SequenceNode) and v.value and all(isinstance(x, yaml.MappingNode) for x in v.value):
            names = [_person(x) for x in v.value]          # JSON Resume/CSL: [{"given": .., "family": ..}]
            if all(names):
                out[key] = ", ".join(names)
    return out


def _person(node) -> str:
    pairs = {k.lower(): v for k, v in _pairs(node).items()}
    if pairs.get("name"):
        return pairs["name"]
    parts = [pairs.get("given") or pairs.get("first") or pairs.get("first_name") or "",
             pairs.get("family") or pairs.get("last") or pairs.get("last_name") or ""]
    return " ".join(p for p in parts if p)


def _scalars(node) -> list:
    """Every scalar node under a node (keys included), in document order."""
    import yaml

    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, yaml.ScalarNode):
            out.append(n)
        elif isinstance(n, yaml.SequenceNode):
            stack.extend(reversed(n.value))
        elif isinstance(n, yaml.MappingNode):
            stack.extend(x for pair in reversed(n.value) for x in reversed(pair))
    return out


def _strings(node) -> list[tuple[int, str]]:
    """Every scalar value under a node with its 1-based line."""
    return [(n.start_mark.line + 1, _scalar(n)) for n in _scalars(node)]


def _labelled_values(node) -> list[tuple[int, str, str, int]]:
    """``(line, label, value, line of the value)`` of every mapping written as a label and a value (``name: X`` +
    ``value: Y``)."""
    import yaml

    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, yaml.MappingNode):
            pairs = {k.lower(): v for k, v in _pairs(n).items()}
            label = pairs.get("name") or pairs.get("label") or pairs.get("key")
            if label and pairs.get("value"):
                at = next((v.start_mark.line + 1 for k, v in n.value if _scalar(k).lower() == "value"),
                          n.start_mark.line + 1)
                out.append((n.start_mark.line + 1, label, pairs["value"], at))
            stack.extend(v for _, v in n.value)
        elif isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)
    return out


def _section_of(text: str) -> str | None:
    """The section a key or a title names (the heading table of text CVs, and data words: ``work``, ``papers``)."""
    from loaders.entries.sections import classify_heading

    word = text.strip().lower().replace("_", " ")
    if not word or len(word) > 60:
        return None
    if word in _SECTION_WORDS:
        return _SECTION_WORDS[word]
    found = classify_heading(text.replace("_", " "))
    return found[0] if found and not found[1] else None


def compose(text: str):
    """The node tree of a YAML (or JSON) text, every node with its marks (line and column): libyaml's composer
    where PyYAML has it (the same nodes and marks, four to ten times faster), else PyYAML's own.  A text libyaml
    refuses is composed again by PyYAML's own composer, so that errors are worded and placed as PyYAML does.

    >>> root = compose('{"main": [\\n  {"title": "T",\\n   "authors": "A"}]}')
    >>> item = root.value[0][1].value[0]
    >>> item.start_mark.line + 1, item.value[1][1].end_mark.line + 1
    (2, 3)
    """
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.compose(text, Loader=loader)
    except yaml.YAMLError:
        if loader is yaml.SafeLoader:
            raise
        return yaml.compose(text, Loader=yaml.SafeLoader)


def parse_data(text: str, source: str, offset: int = 0) -> DataReading | None:
    """A YAML (or JSON) document to records; None when it is not valid YAML of mappings and lists.  ``offset`` is
    the number of lines before the text in its file (front matter starts after its ``---``)."""
    import yaml

    try:
        root = compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        reading = DataReading()
        line = (mark.line + 1 + offset) if mark is not None else 0
        reading.failures.append(LoadFailure(Span(source, line, line), f"not valid YAML: {getattr(exc, 'problem', exc)}"))
        return reading
    except Exception:  # noqa: BLE001 - PyYAML's other errors (recursion, odd bytes): not data
        return None
    if root is None or isinstance(root, yaml.ScalarNode):
        return None
    walker = _Walker(source, text.split("\n"), offset)
    walker.walk(root, None)
    walker.owner(root)
    return walker.out
