"""biblatex's standard style: a preprint ends "Title”. 2023. arXiv: id [class]" (the server is the venue), and an
italic venue may wrap over the lines of an entry ("In: *Advances in Neural" / "Information ... (NeurIPS 2020)*")."""

from __future__ import annotations

from loaders.entries.citations import parse_citation, parse_fielded
from loaders.model import PaperRecord, Span


def test_year_then_eprint_names_the_server():
    text = ("J. Moreau and L. Chen. “Distribution-free inference for multiple changepoints”. 2023. "
            "arXiv: [2311.04567 [stat.ME]](https://arxiv.org/abs/2311.04567).")
    record = parse_citation(text, Span("cv.tex", 65, 66))
    assert isinstance(record, PaperRecord)
    assert (record.venue, record.year, record.status, record.arxiv) == ("arXiv", 2023, "preprint", "2311.04567")


def test_an_italic_venue_wrapped_over_lines_is_read_whole():
    lines = ["- **J. Moreau***, A. Dubois*, and É. Moulines.",
             "“Stochastic approximation with Markovian noise: non-asymptotic bounds”. In: *Advances in Neural",
             "Information Processing Systems 33 (NeurIPS 2020)*. 2020, pp. 11204–11215."]
    record = parse_fielded(lines, Span("cv.tex", 54, 56)) or parse_citation(" ".join(lines)[2:], Span("cv.tex", 54, 56))
    assert isinstance(record, PaperRecord)
    assert record.venue.endswith("Advances in Neural Information Processing Systems 33 (NeurIPS 2020)")
    assert record.year == 2020
