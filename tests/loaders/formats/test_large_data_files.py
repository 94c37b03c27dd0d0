"""Large JSON and YAML CVs are read in time proportional to their size, every record's lines exact: data files are
composed by libyaml (the same nodes and marks as PyYAML's own composer), and a CSL-JSON list counts its lines in
one pass over the text, not once per item from the start."""

from __future__ import annotations

import json

import pytest
import yaml

from loaders.formats.csljson import parse_csljson
from loaders.formats.data import compose, parse_data

_ITEM = {"type": "article-journal", "title": "Fast Caches for Slow Disks", "container-title": "TOCS",
         "author": [{"given": "Jane", "family": "Doe"}, {"given": "Bo", "family": "Li"}],
         "issued": {"date-parts": [[2021]]}}


def _nodes(node) -> list[tuple]:
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        out.append((type(n).__name__, n.tag, n.value if isinstance(n, yaml.ScalarNode) else None,
                    n.start_mark.line, n.start_mark.column, n.end_mark.line, n.end_mark.column))
        if isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)
        elif isinstance(n, yaml.MappingNode):
            stack.extend(x for pair in n.value for x in pair)
    return out


@pytest.mark.skipif(not getattr(yaml, "__with_libyaml__", False), reason="PyYAML without libyaml")
def test_data_files_are_composed_by_libyaml(monkeypatch):
    used = []
    real = yaml.compose
    monkeypatch.setattr(yaml, "compose", lambda text, Loader: used.append(Loader) or real(text, Loader=Loader))
    parse_data('main:\n  - title: "Fast Caches"\n    authors: Jane Doe, Bo Li\n    venue: TOCS 2021\n', "p.yml")
    assert used == [yaml.CSafeLoader]


@pytest.mark.parametrize("text", [
    json.dumps({"basics": {"name": "Jane Doe"}, "publications": [dict(_ITEM, k=k) for k in range(30)]}, indent=2),
    'main:\n  - title: "Fast Caches"\n    authors: >-\n      Jane Doe,\n      Bo Li\n\n    venue: TOCS 2021\n'
    '  - title: |\n      Slow Disks\n    year: 2020\n',
])
def test_the_nodes_and_their_marks_are_pyyaml_s(text):
    assert _nodes(compose(text)) == _nodes(yaml.compose(text, Loader=yaml.SafeLoader))


def test_an_error_is_worded_and_placed_as_pyyaml_does():
    reading = parse_data("main:\n  - title: T\n   bad: [\n", "p.yml")
    assert [(str(f.span), f.reason.split(":")[0]) for f in reading.failures] == [("p.yml:3", "not valid YAML")]


class _CountingText(str):
    """A text that adds up how many characters ``count`` looked at."""

    scanned = 0

    def count(self, sub, start=0, end=None):
        end = len(self) if end is None else end
        type(self).scanned += max(0, end - start)
        return super().count(sub, start, end)


def test_a_csl_json_list_counts_its_lines_in_one_pass():
    items = [dict(_ITEM, title=f"Paper {k}") for k in range(300)]
    text = _CountingText(json.dumps(items, indent=2))
    _CountingText.scanned = 0
    records, failures = parse_csljson(text, "refs.json")
    assert len(records) == 300 and not failures
    assert _CountingText.scanned <= 2 * len(text)
    lines = str(text).split("\n")
    for record in records:       # every item from its "{" line to its "}" line
        assert lines[record.span.start_line - 1].strip() == "{"
        assert lines[record.span.end_line - 1].strip().rstrip(",") == "}"
        assert f'"title": "{record.title}"' in "\n".join(lines[record.span.start_line - 1:record.span.end_line])
