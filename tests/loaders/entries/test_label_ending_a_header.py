"""A degree line that ends in a label whose value is on the next line ("..., University of Bergen, Norway. Thesis:"
/ '"Mitochondrial dynamics in zebrafish neurons"', as text pasted from a PDF breaks it): neither the label nor its
value is a unit; and a name wrapped before its acronym ("Laboratory of Molecular Biology" / "(MRC LMB), Cambridge,
UK") keeps the acronym, the place being no unit.  Written by hand for the layout."""

from __future__ import annotations

from tests.loaders.cvtext import affiliation_rows

CV = """Ingrid Halvorsen

EDUCATION AND TRAINING

2014 Visiting PhD student (3 months), Laboratory of Molecular Biology
(MRC LMB), Cambridge, UK
2010–2015 PhD in Molecular Biology, University of Bergen, Norway. Thesis:
"Mitochondrial dynamics in zebrafish neurons"
2008–2010 MSc in Biotechnology, University of Oslo, Norway
"""


def test_a_label_ending_the_line_and_its_value_are_no_unit():
    got, _ = affiliation_rows("cv.txt", CV, ("institution", "unit", "role"))
    assert ("University of Bergen", None, "PhD in Molecular Biology") in got


def test_an_acronym_wrapped_onto_the_next_line_stays_with_its_name():
    got, _ = affiliation_rows("cv.txt", CV, ("institution", "unit", "location"))
    assert got[0] == ("Laboratory of Molecular Biology (MRC LMB)", None, "Cambridge, UK")
