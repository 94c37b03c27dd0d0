"""Persons: block, compare, and cluster person mentions under constraints, explaining every decision.

1. **Block**: a mention is only compared with mentions of the same block (family name + first initial, after
   romanisation: 江波 and Bo Jiang are both ``jiang b``) that share some context with it: the CV, a co-author, a
   resolved work or an institution (a name alone never reaches the merge threshold). In a large group, each
   mention meets its ``context_window`` neighbours in name order. Persons kept apart with a full name in common
   are reported once each, not once per pair of mentions.
2. **Compare**: the name ladder of :func:`graph.resolution.name_levels.compare_names` gives the first points;
   context evidence adds more: the same resolved work at the same author position, the same CV, shared co-authors,
   an advisor statement, an initials form that fits one full name only in its CV, a shared institution (weights in
   :class:`graph.resolution.settings.Settings`). A CV that writes every author with initials is read through its
   community (:func:`_initials_in_context`): "F. Wang" stands for "Fei Wang" when that is the one full name of the
   CV's community the initials fit and the CV's works show it at the same author slot; its co-author keys are
   compared as read ("wang f" meets "wang fei"), and initials read as one full name count for a match with that
   name, while initials that several full names of the community fit count against any match.
3. **Cluster** greedily from the strongest pair down, refusing a union that would put two incompatible names
   (Xiaolin Wang and Xinbing Wang, 王威 and 王伟) or two authors of one work in one person, or would join the owners
   of two CVs without a work they both list.
4. **Persons as wholes**: two persons whose mentions met but were refused are compared again on everything each
   holds (all co-authors, CVs, institutions), and joined when that reaches the threshold and each is the other's
   single best match (:func:`_cluster_pass`).

>>> from loaders.model import PaperRecord, PersonMention, Span
>>> s = Span("cv.txt", 1, 1)
>>> p = PaperRecord("T", (PersonMention("X. Wang", s, rank=1), PersonMention("Xiaolin Wang", s, rank=2)), None, None,
...                 None, s)
>>> from graph.resolution.mentions import collect_mentions
>>> from graph.resolution.settings import Settings
>>> entities, mapping, decisions = resolve_persons(collect_mentions([p]).persons, {}, Settings())
>>> len(entities), decisions[0].outcome
(2, 'refused')
"""

from __future__ import annotations

from graph.resolution.persons.constraints import Links, PersonState
from graph.resolution.persons.passes import resolve_persons

__all__ = ["resolve_persons", "PersonState", "Links"]
