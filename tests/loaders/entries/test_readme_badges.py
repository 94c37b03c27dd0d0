"""A GitHub profile README's publication list: a venue tag, the linked title, the authors, then a stars badge or a
distinction in bold ("**Oral**") after the last author, neither of which is a name.  The CV is written for this test;
expected values by reading it."""

from __future__ import annotations

from loaders import extract, parse_document
from tests.loaders.cvtext import paper_rows

README = """# Hi, I'm Mei Tanaka 👋

## 📝 Publications

- `ICML 2024` [Sparse Mixture Routing for Long Documents](https://arxiv.org/abs/2401.00001), **Mei Tanaka**, Omar Haddad, Lucas Brandt. [![GitHub stars](https://img.shields.io/github/stars/mt/smr?style=social)](https://github.com/mt/smr)
- `ACL 2023` [Tokenizer Drift in Multilingual Models](https://aclanthology.org/2023.acl-long.1), Omar Haddad, **Mei Tanaka**. **Oral**
"""


def test_badges_and_distinctions_after_the_authors_are_no_names():
    result = extract(parse_document(README.encode(), source="README.md"))
    assert paper_rows(result) == [
        ("Sparse Mixture Routing for Long Documents", 2024, ["Mei Tanaka", "Omar Haddad", "Lucas Brandt"]),
        ("Tokenizer Drift in Multilingual Models", 2023, ["Omar Haddad", "Mei Tanaka"]),
    ]
