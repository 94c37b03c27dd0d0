"""The NIH biosketch: lettered section headings ("A. Personal Statement", "C. Contributions to Science"), the
owner in the form's "NAME:" field, an education table, and references lettered under numbered paragraphs of
prose.  The CV is written here as a person fills in the form in Word; expected values by reading it."""

from __future__ import annotations

import pytest

from loaders import ActivityRecord, AffiliationRecord, PaperRecord, ProfileRecord, load

docx = pytest.importorskip("docx")


def _bold(d, text: str) -> None:
    d.add_paragraph().add_run(text).bold = True


def _biosketch(path) -> None:
    d = docx.Document()
    _bold(d, "BIOGRAPHICAL SKETCH")
    d.add_paragraph("NAME: Okafor-Lindqvist, Chidinma Ruth")
    d.add_paragraph("eRA COMMONS USER NAME (credential, e.g., agency login): COKAFORL")
    d.add_paragraph("POSITION TITLE: Assistant Professor of Epidemiology")
    d.add_paragraph("EDUCATION/TRAINING (Begin with baccalaureate or other initial professional education, such as "
                    "nursing, include postdoctoral training and residency training if applicable.)")
    table = d.add_table(rows=3, cols=4)
    for row, values in zip(table.rows, [
            ("University of Lagos, Lagos, Nigeria", "BSc", "07/2008", "Microbiology"),
            ("Karolinska Institutet, Stockholm, Sweden", "PhD", "06/2014", "Epidemiology"),
            ("Johns Hopkins University, Baltimore, MD", "Postdoctoral Fellow", "08/2017", "Infectious Disease")]):
        for cell, value in zip(row.cells, values):
            cell.text = value
    _bold(d, "A. Personal Statement")
    d.add_paragraph("I study the transmission of drug-resistant tuberculosis in households. My group combines "
                    "genomic surveillance with cohort studies in Stockholm and Lagos.")
    _bold(d, "B. Positions and Employment")
    d.add_paragraph("2017 – present Assistant Professor, Department of Epidemiology, University of Pittsburgh, "
                    "Pittsburgh, PA")
    _bold(d, "Other Experience and Professional Memberships")
    d.add_paragraph("2015 – present Member, International Union Against Tuberculosis and Lung Disease")
    _bold(d, "Honors")
    d.add_paragraph("2019 Early Career Award, American Thoracic Society")
    _bold(d, "C. Contributions to Science")
    d.add_paragraph("1. Household transmission of resistant tuberculosis. Before our work, contacts of patients "
                    "were screened only once. I led the cohort that showed most secondary cases arise within two "
                    "years, which changed screening guidance in 2016.")
    d.add_paragraph("a. Okafor-Lindqvist CR, Hallberg P, Adeyemi T. Secondary cases among household contacts of "
                    "patients with MDR tuberculosis. Lancet Infect Dis. 2016 May;16(5):601-610.")
    d.add_paragraph("b. Adeyemi T, Okafor-Lindqvist CR. Genomic clusters of resistant tuberculosis in Lagos. "
                    "Clin Infect Dis. 2018 Jan 6;66(2):244-251.")
    d.add_paragraph("2. Diagnostics at the point of care. I evaluated a rapid molecular test in primary clinics.")
    d.add_paragraph("a. Okafor-Lindqvist CR, Moreau J. Accuracy of a cartridge-based test for rifampicin "
                    "resistance in primary care. Eur Respir J. 2020 Mar;55(3):1901234.")
    _bold(d, "D. Scholastic Performance")
    d.add_paragraph("YEAR COURSE TITLE GRADE")
    d.add_paragraph("2012 Advanced Biostatistics A")
    d.save(path)


def test_nih_biosketch(tmp_path):
    path = tmp_path / "biosketch.docx"
    _biosketch(path)
    result = load(path)
    owner = result.of_type(ProfileRecord)[0]
    assert [n.text for n in owner.names][:1] == ["Okafor-Lindqvist, Chidinma Ruth"]
    papers = result.of_type(PaperRecord)
    assert [p.title for p in papers] == [
        "Secondary cases among household contacts of patients with MDR tuberculosis",
        "Genomic clusters of resistant tuberculosis in Lagos",
        "Accuracy of a cartridge-based test for rifampicin resistance in primary care"]
    assert [p.year for p in papers] == [2016, 2018, 2020]
    assert not result.failures
    places = [r.institution for r in result.of_type(AffiliationRecord)]
    for place in ("University of Lagos", "Karolinska Institutet", "Johns Hopkins University",
                  "University of Pittsburgh"):
        assert place in places
    awards = [a.text for a in result.of_type(ActivityRecord) if a.kind == "award"]
    assert awards == ["2019 Early Career Award, American Thoracic Society"]     # the honors end at "C."
    assert not any("Advanced Biostatistics" in (r.unit or "") for r in result.of_type(AffiliationRecord))


def _biosketch_2020_form(path) -> None:
    """The form of 2020 (Rev. 12/2020) filled in with Word's list styles: "C. Contribution to Science" in the
    singular, the personal statement's "Citations:" numbered by Word, each contribution a numbered paragraph with
    its references bulleted under it (no letters), and the line linking the complete list."""
    d = docx.Document()
    d.add_paragraph("OMB No. 0925-0001 and 0925-0002 (Rev. 12/2020 Approved Through 02/28/2023)")
    _bold(d, "BIOGRAPHICAL SKETCH")
    d.add_paragraph("NAME: Marchetti, Giulia R.")
    d.add_paragraph("POSITION TITLE: Associate Professor of Neurology")
    _bold(d, "A. Personal Statement")
    d.add_paragraph("I am a vascular neurobiologist studying how the blood-brain barrier fails after stroke.")
    d.add_paragraph("Citations:")
    d.add_paragraph("Marchetti GR, Okoye CN, Lindqvist H. Pericyte contraction limits reperfusion after stroke. "
                    "Nat Neurosci. 2021 Mar;24(3):345-356. PMCID: PMC8012345.", style="List Number")
    _bold(d, "B. Positions, Scientific Appointments and Honors")
    d.add_paragraph("2021 - present  Associate Professor, Department of Neurology, Emory University, Atlanta, GA")
    d.add_paragraph("Honors")
    d.add_paragraph("2019  NIH Director's New Innovator Award")
    _bold(d, "C. Contribution to Science")
    d.add_paragraph("Pericytes and no-reflow. My early work showed that pericytes constrict capillaries after "
                    "ischemia, limiting reperfusion even after the artery is reopened.", style="List Number")
    d.add_paragraph("Marchetti GR, Hall CN. Capillary pericytes regulate cerebral blood flow in health and disease. "
                    "Nature. 2014 Apr 3;508(7494):55-60. PMID: 24670647.", style="List Bullet")
    d.add_paragraph("Barrier repair. We identified Wnt7a signalling as a target for restoring the barrier in "
                    "aged mice.", style="List Number")
    d.add_paragraph("Lindqvist H, Marchetti GR. Wnt7a restores barrier function after stroke in mice. Sci Transl "
                    "Med. 2020 Sep 16;12(561):eabb1234. PMCID: PMC7512345.", style="List Bullet")
    d.add_paragraph("Complete List of Published Work in MyBibliography: "
                    "https://www.ncbi.nlm.nih.gov/myncbi/giulia.marchetti.1/bibliography/public/")
    d.save(path)


def test_nih_biosketch_of_the_2020_form_with_word_lists(tmp_path):
    path = tmp_path / "biosketch.docx"
    _biosketch_2020_form(path)
    result = load(path)
    papers = result.of_type(PaperRecord)
    assert [(p.title, p.year) for p in papers] == [
        ("Pericyte contraction limits reperfusion after stroke", 2021),
        ("Capillary pericytes regulate cerebral blood flow in health and disease", 2014),
        ("Wnt7a restores barrier function after stroke in mice", 2020)]     # the link line is no part of it
    assert [a.text for a in result.of_type(ActivityRecord) if a.kind == "award"] == [
        "2019 NIH Director's New Innovator Award"]                         # the honors end at "C."
    assert not result.failures          # the contributions' own prose is reported as leftover lines, no failure
    prose = {x.span.start_line for x in result.leftovers}
    lines = {p.span.start_line for p in papers}
    assert len(prose - lines) >= 2
