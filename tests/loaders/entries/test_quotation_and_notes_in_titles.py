"""A title that opens on a quotation, a note in square brackets after a title, and an author list whose first
author is inverted with a family name of two words:

- '"Silent" atrial fibrillation after ...', '"It feels like someone is watching": Older adults' ...': the title runs
  on after the quotation (the rules took the quotation alone as the title, the rest as the venue); IEEE's
  '"Title," in Proc.' and MLA's '"Title." Journal' stay as they were;
- "Title [Article in Polish]. Journal", "Title [dissertation]", "제목 [English translation]": the bracket is a note;
- Chicago's "Rodríguez Peña, C., M. Á. Fernández de la Torre, and J. Ibáñez", "Gómez de Liaño, Paula, and ...",
  "Ó Súilleabháin, Cathal, and ...": the first author whole.

Expected values written by reading each reference.
"""

from __future__ import annotations

import pytest

from loaders.references.authors import split_author_list
from tests.loaders.cvtext import paper_of


@pytest.mark.parametrize("text, title, venue", [
    ('Nowak P, Zielińska A. "Silent" myocardial ischaemia in diabetic patients: who should be screened? Kardiol Pol. '
     '2019;77(3):150-4.',
     '"Silent" myocardial ischaemia in diabetic patients: who should be screened?', None),
    ("Moon, J.-W., & Oh, Y. (2022). \"I just ask the speaker\": Children's questions to smart speakers at home. "
     "*International Journal of Child-Computer Interaction*, *31*, 100458.",
     "\"I just ask the speaker\": Children's questions to smart speakers at home",
     "International Journal of Child-Computer Interaction"),
    ('Q. Li and W. Wu, "Fast startup of secure containers," in Proc. NSDI, 2024, pp. 1-10.',
     "Fast startup of secure containers", "Proc. NSDI"),
    ('Connors, R. J. "The Rise of Technical Writing Instruction." journal of Technical Writing 12 (1982): 329-52.',
     "The Rise of Technical Writing Instruction", None),
])
def test_a_quotation_opening_a_title(text, title, venue):
    record = paper_of(text)
    assert record.title == title
    if venue is not None:
        assert record.venue == venue


@pytest.mark.parametrize("text, title, note", [
    ("Nowak P. Ocena ryzyka migotania przedsionków po zawale serca [dissertation]. Warszawa: Warszawski "
     "Uniwersytet Medyczny; 2011.", "Ocena ryzyka migotania przedsionków po zawale serca", "dissertation"),
    ("Moon, J.-W., & Kim, S. (2020). 아동을 위한 음성 인터페이스 설계 [Designing voice interfaces for children]. "
     "*Journal of the HCI Society of Korea*, *15*(2), 5–17.", "아동을 위한 음성 인터페이스 설계",
     "Designing voice interfaces for children"),
])
def test_a_bracketed_note_after_a_title(text, title, note):
    record = paper_of(text)
    assert record.title == title and note in record.notes


@pytest.mark.parametrize("text, names", [
    ("Rodríguez Peña, C., M. Á. Fernández de la Torre, and J. Ibáñez",
     ("Rodríguez Peña, C.", "M. Á. Fernández de la Torre", "J. Ibáñez")),
    ("Gómez de Liaño, Paula, and Carmen Rodríguez Peña", ("Gómez de Liaño, Paula", "Carmen Rodríguez Peña")),
    ("Ó Súilleabháin, Cathal, and Siobhán O'Brien", ("Ó Súilleabháin, Cathal", "Siobhán O'Brien")),
    ("Zhang Wei, Y. Li, B. Jiang", ("Zhang Wei", "Y. Li", "B. Jiang")),          # no inverted first author
])
def test_an_inverted_first_author_with_a_family_name_of_two_words(text, names):
    assert split_author_list(text) == (names, False)
