"""Data files (YAML, JSON) read as CVs: a list of publications is read, a data file that only looks like one is
reported, never turned into persons."""

from __future__ import annotations

import json

from loaders import PaperRecord, load


def test_a_publication_list_in_yaml_is_read(tmp_path):
    path = tmp_path / "publications.yml"
    path.write_text("main:\n  - title: Fast Startup of Things\n    authors: Ann Li, **Bo Wu**\n"
                    "    conference_short: NSDI\n    year: 2024\n", encoding="utf-8")
    papers = [r for r in load(path).records if isinstance(r, PaperRecord)]
    assert [(p.title, [a.text for a in p.authors], p.year) for p in papers] == [
        ("Fast Startup of Things", ["Ann Li", "Bo Wu"], 2024)]


def test_ids_in_author_lists_are_failures_not_persons(tmp_path):
    # a generator's truth file: works whose authors are person ids
    path = tmp_path / "truth.json"
    path.write_text(json.dumps({"works": [{"title": "Secure Load Balancing for Microservices",
                                           "authors": ["p000001", "p000025"], "year": 2021}]}), encoding="utf-8")
    result = load(path)
    assert not [r for r in result.records if isinstance(r, PaperRecord)]
    assert any("do not look like names: p000001, p000025" in f.reason for f in result.failures)
