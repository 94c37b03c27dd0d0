"""From lines to records: sections by heading (:mod:`~loaders.entries.sections`), entries of a section
(:mod:`~loaders.entries.segment`), and the readers of one entry: citations, patents, affiliations and advisors, the
owner's profile; the text repairs and the named patterns they share (:mod:`~loaders.entries.repair`,
:mod:`~loaders.entries.patterns`).

>>> from loaders.entries import split_sections
>>> callable(split_sections)
True
"""

from loaders.entries.sections import split_sections

__all__ = ["split_sections"]
