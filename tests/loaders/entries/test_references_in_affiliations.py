"""A publication list under a heading that is not recognised never vanishes into the affiliation above it."""

from __future__ import annotations

from loaders import AffiliationRecord, PaperRecord, extract, parse_document
from loaders.entries.sections import classify_heading

# the heading names no section of the table ("... IN ARCHIVAL VENUES"): the references follow an affiliation
UNKNOWN_HEADING = """MARIA T. OKAFOR
Professor of Civil Engineering
EMPLOYMENT
2018–present Professor, Purdue University, West Lafayette, IN
2012–2018 Research Scientist, Argonne National Laboratory, Lemont, IL
REVIEWED ARTICLES IN ARCHIVAL VENUES
[A3] Okafor, M. T., and Brandt, P., 2022, "Seismic Response of Base-Isolated
Bridges With Elastomeric Bearings," J. Struct. Eng., 148(3), p. 04021001.
[A2] Lindqvist, E.*, and Okafor, M. T., 2019, "Creep of Recycled Aggregate Concrete
Under Sustained Loads," Constr. Build. Mater., 201, pp. 1-12.
[A1] Okafor, M. T., 2014, "Fatigue of Welded Steel Connections in Cold Climates,"
Eng. Struct., 75, pp. 22-31.
"""

# references no reader takes: still reported (a failure, the lines left over), not part of the affiliation
UNREADABLE = """MARIA T. OKAFOR
EMPLOYMENT
2012–2018 Research Scientist, Argonne National Laboratory, Lemont, IL
[A2] Okafor, M. T.
[A1] Brandt, P.
"""


def test_references_after_an_affiliation_are_read_as_papers():
    result = extract(parse_document(UNKNOWN_HEADING.encode(), source="cv.txt"))
    papers = result.of_type(PaperRecord)
    assert [p.year for p in papers] == [2022, 2019, 2014]
    assert papers[0].title.startswith("Seismic Response of Base-Isolated Bridges")
    argonne = next(a for a in result.of_type(AffiliationRecord) if a.institution and "Argonne" in a.institution)
    assert argonne.span.end_line == 5 and not (argonne.unit or "").count("ARCHIVAL")


def test_references_that_are_not_read_are_reported():
    result = extract(parse_document(UNREADABLE.encode(), source="cv.txt"))
    argonne = next(a for a in result.of_type(AffiliationRecord) if a.institution and "Argonne" in a.institution)
    assert argonne.span.end_line == 3
    assert any("look like references" in f.reason for f in result.failures)
    assert {lo.span.start_line for lo in result.leftovers} >= {4, 5}


def test_headings_with_a_kind_of_review_and_a_note():
    assert classify_heading("ARCHIVAL JOURNAL PUBLICATIONS (* student advisee)") == ("publications", "")
    assert classify_heading("Refereed Conference Papers") == ("publications", "")
    assert classify_heading("Peer-Reviewed Journal Articles (students underlined)") == ("publications", "")
