"""The person-level pass: persons whose mentions were refused, compared again as wholes."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence

from graph.resolution.clustering import Clusters
from graph.resolution.mentions import PersonRef
from graph.resolution.persons.constraints import PersonState
from graph.resolution.persons.evidence import (_Context, _Piece, _coauthor_points, _plural_piece, _reading_piece,
                                               _written)


_Profile = tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], frozenset[str], int]


def _profiles(persons: Sequence[PersonRef], ctx: _Context, clusters: Clusters[PersonState], roots: set[str]
              ) -> dict[str, _Profile]:
    acc: dict[str, tuple[set[str], set[str], set[str], set[str], set[str], list[int]]] = {}
    for p in persons:
        root = clusters.find(p.id)
        if root not in roots:
            continue
        a = acc.setdefault(root, (set(), set(), set(), set(), set(), [0]))
        facts = ctx.facts[p.id]
        a[0].add(facts[0])
        a[1].update(facts[4])
        if p.owner:
            a[2].add(facts[0])
        if facts[7] is not None:
            a[3].add(facts[7])
        a[4].add(ctx.names[p.id].key)
        if facts[10]:
            a[4].add(facts[10])
        a[5][0] += 1
    return {r: (frozenset(a[0]), frozenset(a[1]), frozenset(a[2]), frozenset(a[3]), frozenset(a[4]), a[5][0])
            for r, a in acc.items()}


def _profile_pieces(x: _Profile, y: _Profile, ctx: _Context) -> list[_Piece]:
    """Evidence two persons share as wholes: a CV, co-authors (over all their mentions), an institution."""
    s = ctx.settings
    out: list[_Piece] = []
    sources = x[0] & y[0]
    if sources:
        out.append(("person_same_source", s.same_source_points, ", ".join(sorted(sources)[:3])))
    shared = (x[1] & y[1]) - x[4] - y[4]
    for source in sources:
        shared -= ctx.owner_keys.get(source, set())
    if shared:
        out.append(("person_shared_coauthors", _coauthor_points(shared, ctx), (shared, x[5], y[5])))
    institutions = x[3] & y[3]
    if institutions:
        out.append(("person_shared_institution", s.shared_institution_points, ", ".join(sorted(institutions))))
    return out


def _cluster_pass(persons: Sequence[PersonRef], by_id: Mapping[str, PersonRef], ctx: _Context,
                  clusters: Clusters[PersonState], candidates: Mapping[tuple[str, str], tuple[float, str, str]],
                  record: Callable[..., None], round_no: int = 0) -> int:
    """Join pairs of persons whose mentions met (a refused pair) when what they share as wholes reaches the merge
    threshold, and each is the other's one best match. Returns the number of joins.

    A mention pair counts the co-authors of two papers; a person's co-authors are those of all its papers, so a
    "F. Pan" on one paper of a CV and the person "F. Pan" of twenty other papers of that CV share more than any
    two of their papers do. The score is the name evidence of the best refused pair plus :func:`_profile_pieces`.
    To keep precision first, a join needs the two persons to be each other's single best candidate (no tie, no
    better one): an initials form that fits two persons of a CV joins neither. The union is still checked
    against the whole of both clusters (names, author positions, owners).
    """
    s = ctx.settings
    roots = {r for pair in candidates for r in pair}
    if not roots:
        return 0
    profiles = _profiles(persons, ctx, clusters, roots)
    scored: list[tuple[float, str, str, list[_Piece]]] = []
    best: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for (ra, rb), (_, left, right) in sorted(candidates.items()):
        name_ev = ctx.name_evidence(ctx.nid[left], ctx.nid[right])
        if name_ev is None:
            continue
        pieces = [(name_ev.name, name_ev.points, name_ev)]
        read = _reading_piece(by_id[left], by_id[right], ctx.facts[left][10], ctx.facts[right][10], ctx)
        if read is not None and read[0] != "initials_ambiguous":    # ambiguity is what single best match is for
            pieces.append(read)
        pieces += _profile_pieces(profiles[ra], profiles[rb], ctx)
        both = clusters.state(ra).plural & clusters.state(rb).plural
        if both:            # persons as wholes have no same-work evidence: context alone never joins them
            pieces.append(_plural_piece(both, ctx))
        points = sum(p[1] for p in pieces)
        if points < s.merge_points:
            continue
        scored.append((points, ra, rb, pieces))
        best[ra].append((points, rb))
        best[rb].append((points, ra))

    single: dict[str, str | None] = {}      # each person's one best match, None on a tie at the top
    for root, matches in best.items():
        ranked = sorted(matches, reverse=True)
        single[root] = None if len(ranked) > 1 and ranked[0][0] == ranked[1][0] else ranked[0][1]
    joined = 0
    for points, ra, rb, pieces in sorted(scored, key=lambda t: (-t[0], t[1], t[2])):
        _, left, right = candidates[(ra, rb)]
        if single[ra] != rb or single[rb] != ra:
            continue
        sa, sb = clusters.state(ra), clusters.state(rb)
        if sa.owners and sb.owners and not (sa.owners & sb.owners):
            continue
        reason = clusters.union(ra, rb)
        record("blocked" if reason else "merged", by_id[left], by_id[right], points, _written(pieces), reason or "",
               at=(3, round_no, -points, ra, rb))
        joined += not reason
    return joined


