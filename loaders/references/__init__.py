"""The learned, style-agnostic reference parser: a sequence labeller (CRF) over the tokens of one reference string,
trained on AnyStyle's hand-labelled references and on references rendered from real metadata in hundreds of CSL
styles (``training/``).  It runs on the CPU and needs only python-crfsuite.

>>> from loaders.references import parse_reference
>>> parse_reference("[2] LIU Y, GUO J, JIANG B, 等. FastIOV: fast startup[C]//Proceedings of EuroSys '25. 2025.").year
2025
"""

from loaders.references.authors import split_author_list
from loaders.references.parser import (ParsedReference, model_version, parse_reference, parse_reference_file,
                                       parse_references)

__all__ = ["ParsedReference", "model_version", "parse_reference", "parse_reference_file", "parse_references",
           "split_author_list"]
