"""Spanish, Portuguese, French and German references and Turkish and Vietnamese headings:

- a title in guillemets or German quotes («Título», « Titre », „Titel“) is the title, and the model reads the rest
  (the volumes and editors these styles write after it); "y" and "e" join two authors as "and" does;
- Turkish headings (Eğitim, Yayınlar, Ödüller ve Burslar, ...), and a heading with its English in brackets ("##
  2. Quá trình công tác (Employment)").

Expected values written by reading each entry.
"""

from __future__ import annotations

import pytest

from loaders.entries.sections import classify_heading
from tests.loaders.cvtext import paper_of


def test_a_spanish_legal_reference():
    record = paper_of("**MARTÍN PASCUAL, L.** y SOLER GIL, A., «La reforma del régimen de las sociedades "
                   "profesionales», *Revista de Derecho Mercantil*, núm. 301, 2016, pp. 77-110.")
    assert record.title == "La reforma del régimen de las sociedades profesionales"
    assert [a.text for a in record.authors] == ["MARTÍN PASCUAL, L.", "SOLER GIL, A."]
    assert record.year == 2016


def test_a_french_reference_in_guillemets():
    record = paper_of("Moreau P., Lefort A., (2011). « Les déterminants du travail à temps partiel en France ». "
                   "Économie et Statistique 445 (2): 45-67.")
    assert record.title == "Les déterminants du travail à temps partiel en France"
    assert record.year == 2011


@pytest.mark.parametrize("line, section", [
    ("## Eğitim", "education"), ("## Yayınlar", "publications"), ("### A. Hakemli Dergilerde Makaleler",
                                                                  "publications"),
    ("## Ödüller ve Burslar", "awards"), ("## Davetli Konuşmalar ve Sunumlar", "talks"),
    ("## Akademik Görevler", "experience"), ("## Verdiği Dersler", "teaching"),
    ("## 2. Quá trình công tác (Employment)", "experience"),
    ("## 3. Công trình khoa học đã công bố (Publications)", "publications"),
])
def test_heading(line, section):
    assert classify_heading(line) == (section, "")


def test_no_heading_in_brackets():
    assert classify_heading("Nguyễn Văn Minh (Education)") is None       # unmarked: a name and a note


def test_y_and_et_after_a_comma():
    from loaders.references.authors import split_author_list

    assert split_author_list("García, M., y Ruiz, F.") == (("García, M.", "Ruiz, F."), False)
    assert split_author_list("Dubois, H., et Lefèvre, A.") == (("Dubois, H.", "Lefèvre, A."), False)
    assert split_author_list("Smith, J., et al.") == (("Smith, J.",), True)
