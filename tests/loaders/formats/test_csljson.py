"""CSL-JSON items (Zotero's and citeproc's export) read as records."""

from __future__ import annotations

from loaders.formats.csljson import parse_csljson


def test_a_book_without_a_container_has_its_publisher_as_venue():
    """A CSL-JSON book names no container: its publisher is where it appeared (as a BibTeX @book's)."""
    text = ('[{"id": "b", "type": "book", "title": "Testimony and Trust in Early Modern Science", '
            '"publisher": "Cambridge University Press", "publisher-place": "Cambridge", '
            '"author": [{"family": "Okafor", "given": "Ada"}], "issued": {"date-parts": [[2019]]}}]')
    [record], failures = parse_csljson(text, "works.json")
    assert (record.venue, failures) == ("Cambridge University Press", [])
