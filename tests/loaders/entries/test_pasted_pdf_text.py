"""Text pasted from a PDF: sub-headings directly above their first entry ("Monographs"), words broken with a hyphen
at a line end ("be-" / "fore"; a compound or a name keeps its hyphen), and the page's running footer ("... — page 2",
"2 / 3") wherever it falls.  The CV is written for this test; expected values by reading it."""

from __future__ import annotations

from loaders import load
from loaders.entries.repair import join_wrapped
from loaders.entries.sections import running_lines
from loaders.model import ActivityRecord, AffiliationRecord, PaperRecord

CV = """Matthias Oyelaran-Brandt
Department of Classics, University of Durham

APPOINTMENTS
2016–present   Associate Professor of Ancient History, University of Durham
2011–2016      Junior Research Fellow, Merton College, University of Oxford

EDUCATION
2011           DPhil in Ancient History, University of Oxford
2006           Magister Artium, Ludwig-Maximilians-Universität München, Ger-
               many (with distinction)

PUBLICATIONS
Books
Oyelaran-Brandt, M., Grain and Power: The Annona and the Cities of Roman Af-
    rica (Oxford: Oxford University Press, 2019).
Oyelaran-Brandt, M. Matthias Oyelaran-Brandt — CV — page 1
Journal articles
Oyelaran-Brandt, M., 'Shipping contracts in the papyri, a re-
    consideration', Journal of Roman Studies, 108 (2018), pp. 77–102.
Oyelaran-Brandt, M., and K. Achterberg, 'Harbour dues and imperial re-
    venue under the Severans', Classical Quarterly, 70.1 (2020), pp. 301–25.
Matthias Oyelaran-Brandt — CV — page 2
Oyelaran-Brandt, M., 'Tax farming after the Antonine plague: a state-of-
    the-art survey', Historia, 71.3 (2022), pp. 290–318.
Matthias Oyelaran-Brandt — CV — page 3
INVITED LECTURES
2023   'Bread and the city', Roman Society annual lecture, London
"""
CV = CV.replace("Oyelaran-Brandt, M. Matthias Oyelaran-Brandt — CV — page 1\n", "Matthias Oyelaran-Brandt — CV — page 1\n")


def test_hyphen_at_a_line_end():
    assert join_wrapped(["Double-entry bookkeeping be-", "fore Pacioli"]) == "Double-entry bookkeeping before Pacioli"
    assert join_wrapped(["Business History Re-", "view, 94.3"]) == "Business History Review, 94.3"
    assert join_wrapped(["a state-of-", "the-art survey"]) == "a state-of-the-art survey"
    assert join_wrapped(["Université Paris 1 Panthéon-", "Sorbonne"]) == "Université Paris 1 Panthéon-Sorbonne"
    assert join_wrapped(["c. 1280–", "1350"]) == "c. 1280–1350"


def test_running_footers():
    lines = ["Ann Li", "Ann Li — CV — page 1", "Publications", "Li, A., 'A title', Speculum, 1 (2020).", "2 / 3",
             "Ann Li — CV — page 2", "Reviewer, Speculum 2021", "Reviewer, Speculum 2022", "3 / 3"]
    assert running_lines(lines) == {2, 5, 6, 9}


def test_pasted_pdf_cv(tmp_path):
    path = tmp_path / "cv.txt"
    path.write_text(CV, encoding="utf-8")
    result = load(path)
    papers = result.of_type(PaperRecord)
    assert [p.title for p in papers] == [
        "Grain and Power: The Annona and the Cities of Roman Africa",
        "Shipping contracts in the papyri, a reconsideration",
        "Harbour dues and imperial revenue under the Severans",
        "Tax farming after the Antonine plague: a state-of-the-art survey"]
    assert [a.text for a in papers[0].authors] == ["Oyelaran-Brandt, M."]
    assert [p.venue for p in papers[1:]] == ["Journal of Roman Studies", "Classical Quarterly", "Historia"]
    assert not result.failures
    assert not any("page" in x.text for x in result.leftovers)
    talks = [a for a in result.of_type(ActivityRecord) if a.kind == "talk"]
    assert len(talks) == 1
    places = {r.institution for r in result.of_type(AffiliationRecord)}
    assert "Ludwig-Maximilians-Universität München" in places
