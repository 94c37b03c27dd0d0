"""Alias resolution: names, mentions, and the persons, works, venues and institutions they resolve to.

Read in pipeline order: :mod:`~graph.resolution.names` (parse and compare person names),
:mod:`~graph.resolution.mentions` (records to mentions), :mod:`~graph.resolution.works`,
:mod:`~graph.resolution.venues`, :mod:`~graph.resolution.institutions`, :mod:`~graph.resolution.persons` (block,
compare, cluster), then :mod:`~graph.resolution.pipeline` (:func:`resolve`, the stage's one entry point) and
:mod:`~graph.resolution.explain` (the report). Nothing here imports the RDF or network stages.

>>> from graph.resolution import resolve, Settings
>>> resolve([], Settings()).entities
()
"""

from graph.resolution.corrections import Corrections, parse_corrections, read_corrections
from graph.resolution.evaluation import bcubed_scores, pairwise_scores
from graph.resolution.explain import explain, resolution_report, resolution_to_dict
from graph.resolution.model import Decision, Entity, Evidence, Resolution, ResolutionError
from graph.resolution.name_levels import compare_names
from graph.resolution.names import PersonName, parse_person_name, parse_person_names
from graph.resolution.pipeline import resolve
from graph.resolution.settings import Settings

__all__ = [
    "resolve", "Resolution", "Entity", "Decision", "Evidence", "ResolutionError", "Settings", "Corrections",
    "parse_corrections", "read_corrections", "explain", "resolution_report", "resolution_to_dict", "PersonName",
    "parse_person_name", "parse_person_names", "compare_names", "pairwise_scores", "bcubed_scores",
]
