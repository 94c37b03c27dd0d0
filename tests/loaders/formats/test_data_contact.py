"""The owner's contact details of a CV kept as data (JSON Resume's ``basics.email`` and ``basics.phone``, RenderCV's
``cv.email``): the owner's private :class:`~loaders.model.Contact`, as a text CV's header gives it. Written out only
on request (``include_contact``), never otherwise, not even in a leftover. The CVs are hand-written
(``tests/data/handwritten``); the expected details were read from them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from loaders import ProfileRecord, load
from loaders.export import result_to_dict

HANDWRITTEN = Path(__file__).resolve().parents[2] / "data" / "handwritten"

CASES = {  # file: (owner, e-mails, phones, homepages, the lines of the name and contact details)
    "resume.json": ("Maria Gonzalez", ("maria.gonzalez@cs.example.edu",), ("(412) 268-3020",),
                    ("https://mgonzalez.example.edu", "https://github.com/mgonzalez"), (4, 19)),
    "rendercv.yaml": ("Kenji Watanabe", ("kenji.watanabe@example.ac.jp",), ("+81 3 5841 0000",),
                      ("https://kwatanabe.example.ac.jp",), (2, 6)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_owner_s_contact_is_taken(name):
    owner, emails, phones, pages, (first, last) = CASES[name]
    result = load(HANDWRITTEN / name, source=name)
    profile = result.records[0]
    assert isinstance(profile, ProfileRecord)
    assert [n.text for n in profile.names] == [owner]
    assert (profile.contact.emails, profile.contact.phones, profile.contact.homepages) == (emails, phones, pages)
    assert (profile.span.start_line, profile.span.end_line) == (first, last)


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_contact_is_written_only_on_request(name):
    _, emails, phones, _, _ = CASES[name]
    result = load(HANDWRITTEN / name, source=name)
    hidden = json.dumps(result_to_dict(result), ensure_ascii=False)
    for detail in (*emails, *phones):
        assert detail not in hidden
    shown = result_to_dict(result, include_contact=True)["records"][0]["contact"]
    assert (tuple(shown["emails"]), tuple(shown["phones"])) == (emails, phones)
