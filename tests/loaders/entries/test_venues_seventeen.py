"""Venues, years and layouts that the seventeenth round's sets (CVs written by helpers who had not seen the code)
showed read wrongly: each case is a general rule, written here as a CV of the same kind would write it."""

from __future__ import annotations

import pytest

from loaders import load
from loaders.entries.citations import export_fields, parse_citation, parse_fielded
from loaders.entries.sections import classify_heading
from loaders.model import PaperRecord, Span

SPAN = Span("cv.txt", 1, 1)


def _papers(tmp_path, name: str, text: str) -> list[PaperRecord]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return [r for r in load(path).records if isinstance(r, PaperRecord)]


def _by_title(papers: list[PaperRecord], start: str) -> PaperRecord:
    return next(p for p in papers if p.title.startswith(start))


# --- venues as references write them ------------------------------------------------------------------------------

@pytest.mark.parametrize("text, venue, year", [
    # Vancouver: the journal, then the date (the work's year, not the date it was put online)
    ("Adeyemi OO, Zhang Y, Torres HM. SGLT2 inhibitors in patients with left ventricular assist devices: a "
     "single-center experience. ASAIO J. 2023 Jan;69(1):e12-e16. Epub 2022 Aug 15.", "ASAIO J", 2023),
    # a note in brackets between the title and the journal
    ("Torres HM. Iron, exercise, and the failing heart: time to pump the brakes? [editorial]. JACC Heart Fail. "
     "2021;9(2):134-6.", "JACC Heart Fail", 2021),
    ("Torres HM, Schultz KE, Ochoa-Luna M, et al. Genotype-guided risk stratification in familial dilated "
     "cardiomyopathy [published online ahead of print, 2024 Mar 3]. Circ Genom Precis Med. 2024. "
     "doi:10.1161/CIRCGEN.123.004391", "Circ Genom Precis Med", 2024),
    # a chapter: the book, without its editors, edition, place and publisher
    ("Torres HM, Brennan TJ. Heart failure with improved ejection fraction. In: Kowalczyk RA, Imamura T, editors. "
     "Clinical Cardiomyopathies: Diagnosis and Management. 2nd ed. Philadelphia: Elsevier; 2024. p. 612-25.",
     "Clinical Cardiomyopathies: Diagnosis and Management", 2024),
    # a thesis: the university that awarded it
    ("Y.-T. Chen, “Energy-efficient millimeter-wave transceivers for next-generation wireless systems,” Ph.D. "
     "dissertation, Dept. Elect. Eng., Stanford University, Stanford, CA, USA, 2015.", "Stanford University", 2015),
    # the access note after a thesis's university
    ("van der Meer, P. (2015) Salt, sand and seepage: modelling fresh groundwater lenses in creek ridges. PhD "
     "thesis. Delft University of Technology. Available at: https://repository.tudelft.nl/ (Accessed: 10 January "
     "2024).", "Delft University of Technology", 2015),
])
def test_the_venue_is_the_journal_book_or_university_alone(text, venue, year):
    record = parse_citation(text, SPAN)
    assert isinstance(record, PaperRecord)
    assert (record.venue, record.year) == (venue, year)


def test_a_german_chapter_s_book_without_its_place_publisher_and_pages():
    record = parse_citation("SCHÄFER, Lena ; HOFFMANN, Jan-Philipp: Gender Gaps in Academic Careers: A Life-Course "
                            "Perspective. In: ROTH, Sabine (Hrsg.): Handbuch Arbeitsmarktsoziologie. Wiesbaden : "
                            "Springer VS, 2019, S. 411–432", SPAN)
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["SCHÄFER, Lena", "HOFFMANN, Jan-Philipp"]
    assert record.title == "Gender Gaps in Academic Careers: A Life-Course Perspective"
    assert record.venue == "Handbuch Arbeitsmarktsoziologie"


def test_a_venue_cut_short_by_the_parser_runs_to_its_own_end():
    record = parse_citation("LIU Y, HUANG J, CHEN X M*. Photoaging of microplastics enhances the leaching of "
                            "dissolved organic matter[J]. Journal of Hazardous Materials, 审稿中 (under review).", SPAN)
    assert isinstance(record, PaperRecord) and record.venue == "Journal of Hazardous Materials"
    # a place after a whole venue is no part of it
    record = parse_citation("Muggleton, S. (1991). Inverse entailment and Progol. In Proceedings of the 12th "
                            "International Joint Conference on Artificial Intelligence, Sydney, pp. 10-20.", SPAN)
    assert isinstance(record, PaperRecord) and "Sydney" not in (record.venue or "")


def test_a_profile_export_s_date_doi_and_kind_are_no_venue():
    lines = ["Article", "Aug 2024", "Cost-effectiveness of community-led total sanitation in peri-urban South Africa",
             "Rachel Whitcombe · Matthew O'Donoghue · [...] · Lindiwe Ntuli-Masondo", "The Lancet Global Health "
             "12(8):e1301-e1310", "DOI:10.1016/S2214-109X(24)00198-4", "Recommend", "Share"]
    record = parse_fielded(export_fields(lines), SPAN, exported=True)
    assert record is not None
    assert (record.venue, record.year) == ("The Lancet Global Health", 2024)
    assert [a.text for a in record.authors] == ["Rachel Whitcombe", "Matthew O'Donoghue", "Lindiwe Ntuli-Masondo"]
    preprint = parse_fielded(export_fields(["Preprint", "Sep 2024", "Heat exposure and adverse pregnancy outcomes",
                                            "Ann Li · Bo Wu", "DOI:10.1101/2024.09.12.24313456"]), SPAN, exported=True)
    assert preprint is not None and preprint.venue is None


# --- layouts --------------------------------------------------------------------------------------------------------

def test_a_table_of_works_gives_one_work_per_row_and_its_number_is_no_venue(tmp_path):
    rows = ["1 | 2017 | **Donnelly RM**, McAllister J | Nurse-led early mobilisation after cardiac surgery: a trial | "
            "*Aust Crit Care.* 30(5):251–8",
            "2 | 2018 | Nguyen TL, **Donnelly RM** | Missed nursing care on night shifts in regional hospitals | "
            "*J Adv Nurs.* 74(9):2110–21",
            "3 | 2019 | **Donnelly RM**, Kaur H | Family presence during resuscitation: attitudes of nurses | "
            "*Int Emerg Nurs.* 44:12–18"]
    papers = _papers(tmp_path, "cv.md", "# Rachel Donnelly\n\n## Publications\n\n*Own name in bold. h-index 9; 412 "
                                        "citations.*\n\n" + "\n".join(rows) + "\n")
    assert [(p.title[:20], p.year, p.venue) for p in papers] == [
        ("Nurse-led early mobi", 2017, "Aust Crit Care. 30(5):251–8"),
        ("Missed nursing care ", 2018, "J Adv Nurs. 74(9):2110–21"),
        ("Family presence duri", 2019, "Int Emerg Nurs. 44:12–18")]


def test_an_entry_goes_on_across_a_page_break_with_its_running_header(tmp_path):
    text = ("Pieter van der Meer\n\nPublications\n\n"
            "van der Meer, P. (2019) 'Can managed aquifer recharge keep the polders fresh?', Journal of Hydrology, 572,"
            " pp. 411–423.\n\n"
            "van der Meer, P. and ter Haar, E. (2020) 'In situ measurement of seepage through peat dikes',"
            " Hydrology and Earth System Sci-\n\n"
            "P. van der Meer – CV                                   page 2 of 3\n\n"
            "ences, 24(7), pp. 3561–3579.\n\n"
            "P. van der Meer – CV                                   page 3 of 3\n")
    paper = _by_title(_papers(tmp_path, "cv.txt", text), "In situ")
    assert paper.venue == "Hydrology and Earth System Sciences"


def test_a_list_set_with_hanging_indents_in_din_style(tmp_path):
    text = ("Lena Schäfer\n\nPublikationen\n\n"
            "SCHÄFER, Lena ; WAGNER, Felix ; BRAUN, Tobias: Regional Deprivation and\n"
            "   Political Trust: Evidence from German Municipalities. In: Politische\n"
            "   Vierteljahresschrift 65 (2024), Nr. 1, S. 77–99\n"
            "SCHÄFER, Lena: Educational Expansion and the Changing Returns to Voca-\n"
            "   tional Training in Germany. In: European Sociological Review 37 (2021),\n"
            "   Nr. 2, S. 201–218\n"
            "SCHÄFER, Lena ; BRAUN, Tobias: Occupational Mobility and Regional Labour\n"
            "   Markets in Post-Reunification Germany. In: Zeitschrift für Soziologie 49\n"
            "   (2020), Nr. 3, S. 145–163\n")
    papers = _papers(tmp_path, "cv.txt", text)
    assert [p.title[:24] for p in papers] == ["Regional Deprivation and", "Educational Expansion an",
                                              "Occupational Mobility an"]
    assert [a.text for a in papers[0].authors] == ["SCHÄFER, Lena", "WAGNER, Felix", "BRAUN, Tobias"]
    assert papers[1].venue == "European Sociological Review"


def test_a_note_underlined_by_a_rule_is_no_heading_and_a_chinese_export_is_read(tmp_path):
    text = ("馬曉彤 博士  Dr. MA Hiu Tung\n\n"
            "論文發表 PUBLICATIONS\n"
            "(Exported from Google Scholar profile, 2024-11-20; \"#\" = 共同第一作者\n"
            " equal contribution, added manually)\n"
            "----------------------------------------------------------------------\n\n"
            "Social media use and adolescent depressive symptoms in Hong Kong: A three-wave study\n"
            "HT Ma#, KW Chan#, SY Leung, J Ho\n"
            "Journal of Adolescent Health 72 (3), 345-352                      45      2023\n\n"
            "A brief mindfulness intervention for university students: a randomized controlled trial\n"
            "HT Ma, J Ho, M Tsang, R Fischer, ...\n"
            "Behaviour Research and Therapy 158, 104189                        31      2022\n\n"
            "香港青少年網絡欺凌與心理健康的關係研究\n"
            "馬曉彤, 陳嘉偉\n"
            "中國臨床心理學雜誌 29 (4), 812-817                                  12      2021\n")
    papers = _papers(tmp_path, "cv.txt", text)
    assert [p.title[:12] for p in papers] == ["Social media", "A brief mind", "香港青少年網絡欺凌與心理"]
    assert _by_title(papers, "A brief").year == 2022          # the line after "..." is the same work's
    chinese = _by_title(papers, "香港")
    assert [a.text for a in chinese.authors] == ["馬曉彤", "陳嘉偉"]


@pytest.mark.parametrize("heading, section", [("# 著作目錄 Publications", "publications"),
                                              ("# 研究計畫 Research Projects", "projects")])
def test_a_chinese_heading_beside_the_english_one_the_table_knows(heading, section):
    assert classify_heading(heading) == (section, "")


def test_acm_names_year_and_title_wrapped_over_lines_are_read_as_one_reference():
    lines = ["[5] Rukhsana Ahmed, **Oliver Pennington**, and Sébastien Marchand. 2024. Co-Designing Smart Home",
             "Routines with People Living with Dementia. In Proceedings of the 2024 ACM Designing Interactive",
             "Systems Conference (DIS ’24). ACM, New York, NY, USA, 1021–1035."]
    assert parse_fielded(lines, SPAN) is None       # the lines are no fields: the reference is read whole


# --- PDF pages a browser printed ------------------------------------------------------------------------------------

fpdf = pytest.importorskip("fpdf")


def _browser_printed_sidebar_cv() -> bytes:
    """A sidebar and a main column, with a browser's header (the date, the page's title) and footer (its address,
    "1/1") at the page's edges, and a raised letter marking a student co-author."""
    pdf = fpdf.FPDF(format="letter", unit="pt")
    pdf.add_page()
    pdf.set_font("Helvetica", "", 8)
    pdf.set_xy(24, 14)
    pdf.cell(80, 10, "11/27/26, 6:27 PM")
    pdf.set_xy(330, 14)
    pdf.cell(80, 10, "Ann Li - CV")
    pdf.set_xy(24, 768)
    pdf.cell(220, 10, "file:///home/ann/cv/ann_li_cv_2024_final.html")
    pdf.set_xy(575, 768)
    pdf.cell(20, 10, "1/1")
    side = ["Education", "PhD, NTNU", "2015 - 2019", "MSc, KTH", "2013 - 2015", "Skills", "Python, C++"]
    main = ["Publications", ("Li, A., & Ahmed", "S", ", R. (2023). Learning to walk on ice. IEEE RA-L."),
            "Kaur, P., & Li, A. (2022). Where to step next. ICRA.", "Li, A. (2020). Model predictive control. JFR.",
            "Teaching", "Optimization and Control, NTNU"]
    pdf.set_font("Helvetica", "", 10)
    for k, text in enumerate(side):
        pdf.set_xy(38, 80 + 19 * k)
        pdf.cell(140, 12, text)
    pdf.set_left_margin(221)
    for k, text in enumerate(main):
        pdf.set_xy(221, 88 + 23 * k)
        for j, part in enumerate((text,) if isinstance(text, str) else text):
            pdf.char_vpos = "SUP" if j == 1 else "LINE"     # the raised "S" after "Ahmed": a student co-author
            pdf.write(12, part)
    return bytes(pdf.output())


def test_a_browser_s_header_and_footer_do_not_merge_the_two_columns():
    from loaders.formats.pdf import parse_pdf

    lines = [ln for ln in parse_pdf(_browser_printed_sidebar_cv(), source="cv.pdf").lines if ln]
    at = lines.index("Education")
    assert lines[at:at + 8] == ["Education", "PhD, NTNU", "2015 - 2019", "MSc, KTH", "2013 - 2015", "Skills",
                                "Python, C++", "Publications"]
    assert any(ln.startswith("Li, A., & Ahmed, R. (2023)") for ln in lines)      # the raised mark left out


# --- the round's second part ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, authors, title, venue, year", [
    # a year in the title is its subject's; the work's comes after it
    ("Gupta A, Okafor CN, Le TH. Trends in early-onset colorectal cancer incidence by race and ethnicity, "
     "2000–2016. JAMA Netw Open. 2019;2(11):e1915523.", 3, "Trends in early-onset", "JAMA Netw Open", 2019),
    # ACS: names apart by semicolons, the last closed by its marks
    ("Chang, Y.†; Gong, W.†; Min, J.; Xu, L.* Lattice Strain Engineering of NiFe Layered Double Hydroxides for "
     "Efficient Alkaline Water Oxidation. ACS Catal. 2020, 10, 7821–7830.", 4, "Lattice Strain", "ACS Catal", 2020),
    ("Deng, Z.; Gong, W.; Xu, L.* Operando Raman Spectroscopy Reveals Dynamic Reconstruction of Cobalt "
     "Oxyhydroxide Catalysts. J. Phys. Chem. C 2021, 125, 18902–18911.", 3, "Operando Raman", "J. Phys. Chem. C", 2021),
    # the journal a submitted work is headed to
    ("Gong, W.; Ng, K.-W.; Liebermann, A.* Tracking Iridium Dissolution during Acidic Water Oxidation with Online "
     "ICP-MS. Submitted to Nat. Catal.", 3, "Tracking Iridium", "Nat. Catal", None),
    # a group author after Vancouver's names
    ("Kowalska-Nowak A, van Dijk MH, Garcia-Ruiz P, Lindqvist E; EU-PHARMA Study Group. Polypharmacy and fall risk "
     "in community-dwelling older adults: a European multicentre cohort study. Age Ageing. 2023;52(4):afad061.",
     4, "Polypharmacy", "Age Ageing", 2023),
    # a status in Spanish where APA puts the year
    ("Villalobos Ruiz, D., Castañeda Villalobos, M., Lozano, F., & Wainwright, T. (en prensa). Heat, drought and "
     "household water storage: Evidence from 1,200 households in central Mexico. *Global Environmental Change*.",
     4, "Heat, drought", "Global Environmental Change", None),
    # the language of the work in brackets before its journal
    ('Rodríguez Peña, Carmen, and José Luis García Márquez. 2018. "Seseo and Ceceo in Western Andalusia: A '
     'Sociophonetic Reanalysis" (in Spanish). *Lingüística Española Actual* 40 (2): 201–29.', 2, "Seseo and Ceceo",
     "Lingüística Española Actual", 2018),
    # a Spanish chapter: "en" and the editors before the book
    ("**GARCÍA LÓPEZ, M.ª J.**, «La acción social de responsabilidad contra los administradores», en PÉREZ DE LA "
     "CRUZ, J. y ALONSO VIDAL, C. (dirs.), *Estudios sobre el Derecho de sociedades en el siglo XXI*, Tirant lo "
     "Blanch, Valencia, 2016, pp. 455-480.", 1, "La acción social", "Estudios sobre el Derecho de sociedades en el "
     "siglo XXI", 2016),
])
def test_the_round_s_references(text, authors, title, venue, year):
    record = parse_citation(text, SPAN)
    assert isinstance(record, PaperRecord)
    assert (len(record.authors), record.title[:len(title)], record.venue, record.year) == (authors, title, venue, year)


def test_a_thesis_in_a_ris_export_has_its_university_as_venue(tmp_path):
    papers = _papers(tmp_path, "refs.ris", "TY  - THES\nAU  - da Silva, Ana Paula\nTI  - Dinâmica de clareiras e "
                                            "regeneração natural\nPB  - Universidade Estadual de Campinas\nCY  - "
                                            "Campinas, SP\nPY  - 2014\nER  - \n")
    assert [(p.venue, p.year) for p in papers] == [("Universidade Estadual de Campinas", 2014)]


def test_a_year_under_each_bold_title_is_that_work_s(tmp_path):
    text = ("# Chiara Lo Russo\n\n## Publications\n\n"
            "**Phenolic profile and antioxidant capacity of Apulian table olive cultivars**\n2019\n"
            "D'Amico F., Lo Russo C.B., Giannini V. – Journal of Food Composition and Analysis, 84, 103311.\n\n"
            "**Valorisation of tomato processing by-products through solid-state fermentation**\n2022\n"
            "Lo Russo C.B., Pappalardo G., Schiavone R. – Waste and Biomass Valorization, 13, 2201–2215.\n\n"
            "**Foliar application of protein hydrolysates in processing tomato**\n"
            "De Santis M.A., Lo Russo C.B. – Scientia Horticulturae (under review).\n")
    papers = _papers(tmp_path, "cv.md", text)
    assert [(p.title[:12], p.year) for p in papers] == [("Phenolic pro", 2019), ("Valorisation", 2022),
                                                        ("Foliar appli", None)]
    assert papers[0].venue == "Journal of Food Composition and Analysis"
    assert [a.text for a in papers[0].authors] == ["D'Amico F.", "Lo Russo C.B.", "Giannini V."]


def test_a_sub_heading_ends_the_work_above_though_the_next_starts_with_a_particle(tmp_path):
    text = ("# Renata da Costa\n\n## Publications\n\n## Journal articles\n\n"
            "de Oliveira Lima, T., & **da Costa, R. N.** (in press). Bat frugivory networks collapse under "
            "forest-to-pasture conversion in eastern Amazonia. *Oecologia*.\n\n"
            "**da Costa, R. N.**, & Araújo, G. T. (2023). Beta diversity of aquatic insects in Amazonian streams. "
            "*Freshwater Biology*, *68*(2), 245–258.\n"
            "de Oliveira Lima, T., **da Costa, R. N.**, & Whitfield, S. J. (2018). Seed dispersal by frugivorous bats "
            "across a land-use gradient. *Journal of Tropical Ecology*, *34*(3), 160–171.\n")
    papers = _papers(tmp_path, "cv.md", text)
    assert [(p.title[:12], p.venue) for p in papers] == [("Bat frugivor", "Oecologia"),
                                                         ("Beta diversi", "Freshwater Biology"),
                                                         ("Seed dispers", "Journal of Tropical Ecology")]


def test_catalan_and_spanish_family_names_joined_by_i_and_y_are_names():
    record = parse_citation("Puig i Vidal, M., **Fernández de la Fuente, L.** and del Río Etxeberria, A. (2017) "
                            "‘Heritage Spanish in Catalonia? Attitudes towards Spanish among young Catalan–Spanish "
                            "bilinguals’, *Journal of Multilingual and Multicultural Development*, 38(9), pp. 801–815.",
                            SPAN)
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors] == ["Puig i Vidal, M.", "Fernández de la Fuente, L.",
                                                "del Río Etxeberria, A."]
    assert record.venue == "Journal of Multilingual and Multicultural Development"


def test_one_word_authors_at_the_end_and_in_a_row():
    record = parse_citation("Anand Raghavan, Priya Venkatesh, and Sunayana. 2023. IndicParaphrase: A Benchmark for "
                            "Paraphrase Generation in Eleven Indian Languages. In Proceedings of the 61st Annual Meeting "
                            "of the Association for Computational Linguistics (ACL '23). ACL, Toronto, 4512–4527.", SPAN)
    assert isinstance(record, PaperRecord) and [a.text for a in record.authors][-1] == "Sunayana"
    record = parse_citation("Thammasiriwong, P., Jaidee, S., Kongkiatpaiboon, W., Sutrisno, Wahyuni, & Lee, H. J. "
                            "(2023). Hyperspectral imaging for non-destructive detection of internal translucency in "
                            "mangosteen. Journal of Food Engineering, 340, 111310.", SPAN)
    assert isinstance(record, PaperRecord)
    assert [a.text for a in record.authors][3:] == ["Sutrisno", "Wahyuni", "Lee, H. J."]


# --- the review's cases: the round's rules where they must not fire --------------------------------------------------

def test_works_wrapping_at_the_margin_with_indented_links_are_no_hanging_indents(tmp_path):
    text = ("Jane Doe\n\nPublications\n\n"
            "Li, A., & Doe, J. (2023). Learning from crowds. Journal of Machine Learning Research, 24(1), 1-30.\n"
            "   https://doi.org/10.5555/jmlr.2023.001\n"
            "Doe, J., Wu, B., & Chen, C. (2022). A very long title about scalable inference in graphical models that wraps\n"
            "onto the next line. Annals of Statistics, 50(2), 100-130.\n"
            "Doe, J. (2021). Robust estimation of treatment effects. Biometrika, 108(3), 500-520.\n"
            "   https://doi.org/10.1093/biomet/asaa001\n")
    papers = _papers(tmp_path, "cv.txt", text)
    assert [(p.title[-20:], p.venue) for p in papers] == [
        ("Learning from crowds", "Journal of Machine Learning Research"),
        ("s onto the next line", "Annals of Statistics"),
        ("of treatment effects", "Biometrika")]


def test_a_wrapped_reference_s_last_line_of_a_year_ends_it(tmp_path):
    text = ("Jane Doe\n\nPublications\n\n"
            "Li, A., Doe, J., and Wu, B. Learning from crowds with noisy labels and other long titles. Journal of "
            "Machine Learning Research,\n2021.\n"
            "Doe, J., Chen, C., and Kim, D. Robust estimation of treatment effects in observational studies. Biometrika "
            "108(3),\n2020.\n")
    assert [p.year for p in _papers(tmp_path, "cv.txt", text)] == [2021, 2020]


def test_an_unknown_heading_underlined_right_under_a_work(tmp_path):
    text = ("Publications\n------------\n"
            "Li, A., & Doe, J. (2023). Learning from crowds. Journal of Machine Learning Research, 24(1), 1-30.\n"
            "Doe, J. (2021). Robust estimation of treatment effects. Biometrika, 108(3), 500-520.\n"
            "Working Papers\n--------------\n"
            "Doe, J. (2024). Bayesian model averaging for causal effects. Manuscript.\n")
    papers = _papers(tmp_path, "cv.txt", text)
    assert [(p.title, p.year) for p in papers][:2] == [("Learning from crowds", 2023),
                                                       ("Robust estimation of treatment effects", 2021)]


@pytest.mark.parametrize("text, venue, year", [
    ("A. Li and B. Wu. 2020. Lessons from the 2020 pandemic. In Proceedings of the 2021 ACM Conference. ACM, 1-10.",
     None, 2020),
    ("Li, A.; Wu, B. Learning from Crowds. In Proceedings of ICML 2020, 119, 1234.", "Proceedings of ICML 2020", None),
    ("Li, A. (2019). Scalable inference [Doctoral dissertation, University of Michigan]. ProQuest Dissertations and "
     "Theses Global.", "University of Michigan", 2019),
    ("Li, A. (2020). Title of a chapter. In J. Smith (Ed.), Handbook of Psychology. Volume 2: Research Methods "
     "(pp. 1–20). Wiley.", "Handbook of Psychology. Volume 2: Research Methods", 2020),
])
def test_the_venue_rules_where_they_must_not_fire(text, venue, year):
    record = parse_citation(text, SPAN)
    assert isinstance(record, PaperRecord)
    if venue is not None:
        assert record.venue == venue
    if year is not None:
        assert record.year == year


def test_a_badge_before_the_title_is_no_venue_when_the_venue_follows():
    from loaders.entries.citations import parse_fielded
    record = parse_fielded(["ML4H", "**Do clinical foundation models transfer across hospitals? An empirical study**",
                            "Priya Ramanathan, **Meera Krishnan**, and Jae-won Seo",
                            "*In Proceedings of the 3rd Machine Learning for Health Symposium (ML4H)*, Dec 2023"], SPAN)
    assert record is not None
    assert record.venue == "Proceedings of the 3rd Machine Learning for Health Symposium (ML4H)"


@pytest.mark.parametrize("text, venue", [
    ("刘畅, 赵明轩*, 陈昊. 基于图神经网络的网络流量异常检测[J]. 中国科学: 信息科学, 2022, 52(8): 1423-1440.",
     "中国科学: 信息科学"),
])
def test_a_journal_with_a_colon_in_gbt(text, venue):
    record = parse_citation(text, SPAN)
    assert isinstance(record, PaperRecord) and record.venue == venue


def test_a_working_paper_s_series_without_its_number(tmp_path):
    text = ("# Ana Ruiz\n\n## Working papers\n\n"
            "- Ruiz, A., and S. Lagos. 2023. “Teacher Strikes and Student Achievement.” *NBER Working Paper* 31872.\n"
            "- Ruiz, A. 2022. “Minimum Wages and Schooling.” CEPR Discussion Paper No. DP17788.\n")
    assert [p.venue for p in _papers(tmp_path, "cv.md", text)] == ["NBER Working Paper", "CEPR Discussion Paper"]
