"""The decisions of a resolution as Arrow columns, read as :class:`~graph.resolution.model.Decision` objects one at
a time.

A resolution of 10,000 CVs makes about 1.7 million decisions with 3.9 million pieces of evidence. As Python objects
they were the largest part of a build's memory (1.2 GB, with every repeated string and piece of evidence shared);
as columns they are a fraction of that. The columns are those of ``decisions.parquet``
(:mod:`graph.resolution.tables`): ``kind``, ``outcome``, ``left``, ``right``, ``left_text``, ``right_text``,
``points``, ``reason`` and ``evidence`` (a list of ``name``/``points``/``detail``), so a build writes its table as
it is. Points are floats (an integer number of points reads back as the float of it).

>>> from graph.resolution.model import Decision, Evidence
>>> d = Decision("person", "merged", "a#L1@1", "b#L2@1", "Bo Jiang", "江波", 13.0,
...              (Evidence("name:han_romanised", 4.0, "ratio 100"), Evidence("same_source", 3.0)))
>>> table = DecisionTable.of([d, d])
>>> len(table), table[1] == d, list(table) == [d, d], table == (d, d)
(2, True, True, True)
>>> outcome_counts(table), len(with_outcome(table, {"refused"}))
(Counter({('person', 'merged'): 2}), 0)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Sequence
from typing import Any, overload

from graph.resolution.model import Decision, Evidence

__all__ = ["DecisionTable", "decision_columns", "outcome_counts", "with_outcome", "strongest", "COLUMNS"]

#: the columns of a decision, in the order of the table (and of decisions.parquet)
COLUMNS = ("kind", "outcome", "left", "right", "left_text", "right_text", "points", "reason", "evidence")
_TEXT = ("kind", "outcome", "left", "right", "left_text", "right_text")
#: rows turned into objects at a time when a table is read through
_BATCH = 65_536


def _pa():
    import pyarrow as pa

    return pa


def decision_columns(rows: Sequence[tuple[Any, ...]]):
    """An Arrow table of decisions given as plain tuples ``(kind, outcome, left, right, left_text, right_text,
    points, evidence, reason)``, ``evidence`` a sequence of ``(name, points, detail)``; the schema of
    ``decisions.parquet``.

    >>> t = decision_columns([("work", "merged", "a", "b", "T", "T.", 12.0, [("title:exact", 10.0, "")], "")])
    >>> t.column_names == list(COLUMNS), t.num_rows
    (True, 1)
    """
    pa = _pa()
    columns: dict[str, Any] = {name: pa.array([r[k] for r in rows], type=pa.string())
                               for k, name in enumerate(_TEXT)}
    columns["points"] = pa.array([float(r[6]) for r in rows], type=pa.float64())
    columns["reason"] = pa.array([r[8] for r in rows], type=pa.string())
    pieces = [e for r in rows for e in r[7]]
    offsets = [0]
    for r in rows:
        offsets.append(offsets[-1] + len(r[7]))
    values = pa.StructArray.from_arrays(
        [pa.array([e[0] for e in pieces], type=pa.string()),
         pa.array([float(e[1]) for e in pieces], type=pa.float64()),
         pa.array([e[2] for e in pieces], type=pa.string())], names=["name", "points", "detail"])
    columns["evidence"] = pa.ListArray.from_arrays(pa.array(offsets, type=pa.int32()), values)
    return pa.table(columns)


def _row(d: Decision) -> tuple[Any, ...]:
    return (d.kind, d.outcome, d.left, d.right, d.left_text, d.right_text, d.points,
            [(e.name, e.points, e.detail) for e in d.evidence], d.reason)


def _decision(row: dict[str, Any]) -> Decision:
    return Decision(row["kind"], row["outcome"], row["left"], row["right"], row["left_text"], row["right_text"],
                    row["points"], tuple(Evidence(e["name"], e["points"], e["detail"]) for e in row["evidence"]),
                    row["reason"])


class DecisionTable(Sequence[Decision]):
    """Decisions held as an Arrow table (see the module docstring), a sequence of :class:`Decision`: indexing and
    iteration make the objects as they are read, slicing gives a table again, and a table equals another table or
    any sequence of the same decisions."""

    __slots__ = ("table",)

    def __init__(self, table: Any) -> None:
        self.table = table

    @classmethod
    def of(cls, decisions: Iterable[Decision]) -> DecisionTable:
        """The table of some decisions, in their order."""
        rows = [_row(d) for d in decisions]
        return cls(decision_columns(rows))

    @classmethod
    def concat(cls, parts: Sequence[DecisionTable]) -> DecisionTable:
        """The tables one after the other, without a copy (the result's columns are the parts' chunks).

        >>> d = Decision("venue", "table", "a#v", "venue:nsdi", "NSDI", "NSDI", 100.0)
        >>> len(DecisionTable.concat([DecisionTable.of([d]), DecisionTable.of([]), DecisionTable.of([d])]))
        2
        """
        pa = _pa()
        return cls(pa.concat_tables([p.table for p in parts])) if parts else cls.of(())

    def __len__(self) -> int:
        return self.table.num_rows

    @overload
    def __getitem__(self, i: int) -> Decision: ...

    @overload
    def __getitem__(self, i: slice) -> DecisionTable: ...

    def __getitem__(self, i: int | slice) -> Decision | DecisionTable:
        if isinstance(i, slice):
            start, stop, step = i.indices(len(self))
            if step == 1:
                return DecisionTable(self.table.slice(start, max(stop - start, 0)))
            return DecisionTable(self.table.take(list(range(start, stop, step))))
        n = len(self)
        if not -n <= i < n:
            raise IndexError("decision index out of range")
        return _decision(self.table.slice(i % n, 1).to_pylist()[0])

    def __iter__(self) -> Iterator[Decision]:
        for batch in self.table.to_batches(max_chunksize=_BATCH):
            yield from map(_decision, batch.to_pylist())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, DecisionTable):
            return self.table.equals(other.table)
        if isinstance(other, Sequence) and not isinstance(other, str):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"DecisionTable({len(self)} decisions)"

    def __reduce__(self) -> tuple[Any, ...]:
        return (DecisionTable, (self.table,))


def outcome_counts(decisions: Sequence[Decision]) -> Counter[tuple[str, str]]:
    """How many decisions of each ``(kind, outcome)``; counted in the columns of a :class:`DecisionTable`."""
    if isinstance(decisions, DecisionTable):
        grouped = decisions.table.group_by(["kind", "outcome"]).aggregate([([], "count_all")])
        return Counter({(k, o): n for k, o, n in zip(grouped["kind"].to_pylist(), grouped["outcome"].to_pylist(),
                                                      grouped["count_all"].to_pylist())})
    return Counter((d.kind, d.outcome) for d in decisions)


def with_outcome(decisions: Sequence[Decision], outcomes: Collection[str]) -> Sequence[Decision]:
    """The decisions whose outcome is one of ``outcomes``, in order; selected in the columns of a
    :class:`DecisionTable` (only those are made into objects when read)."""
    if isinstance(decisions, DecisionTable):
        import pyarrow.compute as pc

        pa = _pa()
        mask = pc.is_in(decisions.table["outcome"], value_set=pa.array(sorted(outcomes), type=pa.string()))
        return DecisionTable(decisions.table.filter(mask))
    return tuple(d for d in decisions if d.outcome in outcomes)


def strongest(decisions: Sequence[Decision], outcomes: Collection[str], limit: int) -> tuple[int, list[Decision]]:
    """How many decisions have one of ``outcomes``, and the ``limit`` of them with the most points (then by kind,
    left and right mention), most first; sorted in the columns of a :class:`DecisionTable`.

    >>> ds = [Decision("person", o, l, "z", "A", "B", p) for o, l, p in
    ...       [("refused", "b", 7.0), ("merged", "a", 20.0), ("refused", "a", 7.0), ("blocked", "c", 9.0)]]
    >>> for table in (ds, DecisionTable.of(ds)):
    ...     n, top = strongest(table, {"refused", "blocked"}, 2)
    ...     print(n, [(d.left, d.points) for d in top])
    3 [('c', 9.0), ('a', 7.0)]
    3 [('c', 9.0), ('a', 7.0)]
    """
    chosen = with_outcome(decisions, outcomes)
    if isinstance(chosen, DecisionTable):
        import pyarrow.compute as pc

        order = pc.sort_indices(chosen.table, sort_keys=[("points", "descending"), ("kind", "ascending"),
                                                         ("left", "ascending"), ("right", "ascending")])
        return len(chosen), list(DecisionTable(chosen.table.take(order[:limit])))
    ranked = sorted(chosen, key=lambda d: (-d.points, d.kind, d.left, d.right))
    return len(ranked), ranked[:limit]
