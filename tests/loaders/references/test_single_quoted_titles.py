"""Harvard writes titles in single quotes, straight or curly ('Title', Journal, 12(3), pp. 1-20.); they are read as
double-quoted titles are, while apostrophes inside titles (don't, Europe's) and names (O'Brien) stay apostrophes.
Expected values written by reading the strings."""

from __future__ import annotations

import pytest

from loaders.entries.citations import parse_citation
from loaders.model import PaperRecord, Span

CASES = [
    ("Whitfield, T. and Harris, J. (2022) 'Minimum wages and regional employment in the UK', Economic Journal, "
     "132(643), pp. 1120-1151.",
     "Minimum wages and regional employment in the UK", ["Whitfield, T.", "Harris, J."], "Economic Journal", 2022),
    ("Okafor, N. (2015) 'Informal credit in the Niger Delta: a field study', Journal of Development Economics, "
     "117, pp. 88-104.",
     "Informal credit in the Niger Delta: a field study", ["Okafor, N."], "Journal of Development Economics", 2015),
    ("O'Brien, K. and Walsh, M. (2021) ‘Why firms don’t export in the periphery of Europe’, Economic and Social "
     "Review, 52(1), pp. 1-30.",
     "Why firms don’t export in the periphery of Europe", ["O'Brien, K.", "Walsh, M."], "Economic and Social Review",
     2021),
    ("Mensah, A., O'Neill, P. and Shaw, R. (2017) 'Europe's small firms in the single market', Small Business "
     "Economics, 49(2), pp. 301-322.",
     "Europe's small firms in the single market", ["Mensah, A.", "O'Neill, P.", "Shaw, R."], "Small Business Economics",
     2017),
]


@pytest.mark.parametrize("text, title, authors, venue, year", CASES)
def test_single_quoted_title(text, title, authors, venue, year):
    r = parse_citation(text, Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert r.title == title
    assert [a.text for a in r.authors] == authors
    assert r.venue == venue
    assert r.year == year


def test_acm_year_quote_is_no_title():
    # '22 in "(SC '22)" opens no quoted title
    r = parse_citation("Sofia Lindqvist and Torsten Hoefler. 2022. Serverless Collective Communication. In Proceedings "
                       "of the International Conference for High Performance Computing (SC '22). IEEE Press, 1-14.",
                       Span("cv.txt", 1, 1))
    assert isinstance(r, PaperRecord)
    assert r.title == "Serverless Collective Communication"
