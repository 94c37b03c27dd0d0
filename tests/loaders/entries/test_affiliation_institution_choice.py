"""The institution of an affiliation is the university, institute, company or hospital, never a department, a
role, a place or a heading; a record with neither institution nor unit is not made."""

from __future__ import annotations

from loaders import AffiliationRecord, extract, parse_document

CV = """Sofia Lindgren

## Education

2013 – 2017 PhD, Department of Clinical Neuroscience, Karolinska Institutet, Stockholm, Sweden
2011 Licenciatura en Biología, Escuela Nacional de Ciencias Biológicas, Mexico City

## Positions

2021 – present Team Leader, Institute of Molecular Biotechnology (IMBA), Vienna, Austria
2018 – 2021 Postdoctoral Research Associate, Division of Biology, Argonne National Laboratory, IL, USA
since 2017 Visiting Researcher, Systems Biology Group, University of Heidelberg, Germany
2016 – 2017 Research Engineer
2015–2016 Postdoctoral Researcher, Department of Molecular and Cellular Biology and Biochemistry, Max Planck Institute of Molecular Cell Biology and Genetics, Dresden
"""


def _records():
    return extract(parse_document(CV.encode(), source="cv.md")).of_type(AffiliationRecord)


def test_the_institution_is_the_organisation_not_its_part_or_role():
    found = {(a.institution, a.role) for a in _records()}
    assert ("Karolinska Institutet", "PhD") in found
    assert ("Institute of Molecular Biotechnology (IMBA)", "Team Leader") in found
    assert ("Argonne National Laboratory", "Postdoctoral Research Associate") in found
    assert ("University of Heidelberg", "Visiting Researcher") in found
    assert any(a.institution == "Escuela Nacional de Ciencias Biológicas" for a in _records())


def test_a_long_header_of_short_fields_is_read():
    mpi = [a for a in _records() if a.institution and "Max Planck" in a.institution]
    assert [(a.role, a.start, a.end) for a in mpi] == [("Postdoctoral Researcher", "2015", "2016")]


def test_no_record_without_institution_or_unit():
    assert all(a.institution or a.unit for a in _records())
