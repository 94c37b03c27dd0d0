"""The readers keep what they read in the hand-written CVs of benchmarks/handwritten (CVs in citation styles and
layouts written by reviewers who had not seen the code; the expected values written by reading them). The floors
are the counts of the eighth round and, for the third reviewer's PDFs and pages (p1-p8, h1-h4), of the ninth; for the
fourth reviewer's (r1-r10) and the fifth reviewer's LaTeX classes, Word files, Chinese and prose CVs (s1-s9), of the
round that added them; for the sixth reviewer's citation styles (u1-u5) and the seventh reviewer's title blocks and
one-entry-a-line CVs (t1-t5), of the round that added them: a change that reads less of them fails here."""

from __future__ import annotations

from benchmarks.handwritten_cvs import FOLDER, score
from benchmarks.handwritten.gold import GOLD


def test_every_handwritten_cv_has_its_expected_values():
    # (a .bib beside a .tex is the bibliography that CV prints, read with it)
    assert sorted(p.name for p in FOLDER.iterdir() if p.suffix != ".bib") == sorted(GOLD)
    assert all(g["papers"] for g in GOLD.values())


def test_the_readers_read_the_handwritten_cvs_as_a_person_does():
    rows = score()
    total = rows.pop("total")
    assert total["expected"] == 248
    found = {name: r["found"] for name, r in rows.items()}
    # CVs 01-14 and a-f are read whole; the third reviewer's PDFs and pages (p1-p8, h1-h4) not yet
    assert all(found[n] == rows[n]["expected"] for n in found if not n.startswith(("p", "h", "r", "u")))
    assert found["p5_table.pdf"] >= 4 and found["p1_moderncv.pdf"] >= 6 and found["p2_sidebar.pdf"] >= 4
    assert found["p3_longauthors.pdf"] >= 7 and found["h4_gsites.html"] >= 4
    # the fourth reviewer's CVs (r1-r10): the sidebar PDF, the pages and the tagged list read whole
    assert all(found[n] == rows[n]["expected"] for n in ("r1_twocol.pdf", "r2_footnotes.pdf", "r3_lncs.pdf", "r4_acs.pdf",
                                                         "r5_tagged.md", "r6_ama_years.txt",
                                                         "r7_academicpages.html", "r8_scholar.html", "r9_links.html",
                                                         "r10_zh_homepage.html"))
    # the fifth reviewer's (s1-s9): read whole, their patents and affiliations too, without a failure
    assert all(rows[n]["patents"] == rows[n]["patents_expected"] and rows[n]["affiliations"] == rows[n][
        "affiliations_expected"] and rows[n]["failures"] == 0 for n in found if n.startswith("s"))
    # the sixth reviewer's citation styles (u1-u5): Chicago author-date, APS, Elsevier, MLA 9 and plainnat read whole
    assert all(found[n] == rows[n]["expected"] for n in ("u1_chicago_ad.txt", "u2_aps.txt", "u3_elsevier.pdf",
                                                         "u4_mla9.txt", "u5_plainnat.tex"))
    # the seventh reviewer's (t1-t5): title blocks and one-entry-a-line education, every institution read
    assert all(rows[n]["affiliations"] == rows[n]["affiliations_expected"] and rows[n]["failures"] == 0
               for n in found if n.startswith("t"))
    assert total["found"] >= 248
    assert total["title"] >= 247 and total["authors"] >= 247 and total["year"] >= 248
    assert total["venue"] >= 245 and total["affiliations"] >= 220 and total["patents"] >= 21
    assert total["failures"] <= 1
