"""Vancouver (NLM) references whose journal is one or two capitalised words before an NLM date ("Immunity. 2019 Jan
15;50(1):1-12."): the journal is the venue, never the end of the title."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import Span


@pytest.mark.parametrize("text, title, venue, year", [
    ("Okoye CN, Marchetti GR. Trained immunity after influenza vaccination. Immunity. 2019 Jan 15;50(1):1-12.",
     "Trained immunity after influenza vaccination", "Immunity", 2019),
    ("Smith J, Jones K. Cortical circuits of fear. Neuron. 2018 May 2;98(3):512-525. PMID: 29656876.",
     "Cortical circuits of fear", "Neuron", 2018),
    ("Garcia M, Patel R. Mitochondrial fission in heart failure. Circulation. 2021 Feb;143(6):600-615.",
     "Mitochondrial fission in heart failure", "Circulation", 2021),
    ("Wang X, Liu Y. Deep learning for ECG triage in rural clinics. Circ Res. 2021 Mar;6(3):300-308.",
     "Deep learning for ECG triage in rural clinics", "Circ Res", 2021),
    ("Adeyemi K, Lindqvist E, Moreau P. Lipid rafts in exhausted CD8 T cells of chronic hepatitis. Immunity. 2021 "
     "Feb;54(2):201-215.", "Lipid rafts in exhausted CD8 T cells of chronic hepatitis", "Immunity", 2021),
    ("Adeyemi K, Moreau P. Lipid rafts in exhausted CD8 T cells. Immunity. 2021;54(2):201-215.",
     "Lipid rafts in exhausted CD8 T cells", "Immunity", 2021),           # the date glued to its volume
])
def test_the_journal_before_an_nlm_date(text, title, venue, year):
    paper = parse_citation(text, Span("cv.txt", 1, 1))
    assert (paper.title, paper.venue, paper.year) == (title, venue, year)


def test_a_book_keeps_its_title():
    """A book has no NLM date after its title: nothing is moved ("Clinical Pharmacology. 2nd ed. London: ...")."""
    paper = parse_citation("Smith J. Clinical Pharmacology of the Kidney. 2nd ed. London: Elsevier; 2019.",
                           Span("cv.txt", 1, 1))
    assert paper.title.startswith("Clinical Pharmacology of the Kidney")


@pytest.mark.parametrize("text, title, venue, year", [
    ("Haddad R, Mbeki S. Silent infarcts in the Rotterdam Cohort. Stroke. 2017;48(2):210-216.",
     "Silent infarcts in the Rotterdam Cohort", "Stroke", 2017),
    ("Quist AM, van Dam T, et al. Photon-counting CT of the carotid wall. Radiology. 2022;302(1):88-97.",
     "Photon-counting CT of the carotid wall", "Radiology", 2022),
])
def test_the_journal_before_a_date_glued_to_its_volume(text, title, venue, year):
    """The year, volume, issue and pages written without a space ("2017;48(2):210-216") are one token, which the
    model may label as pages rather than a year: the journal before it is still the venue."""
    paper = parse_citation(text, Span("cv.txt", 1, 1))
    assert (paper.title, paper.venue, paper.year) == (title, venue, year)
