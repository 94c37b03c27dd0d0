"""graph.resolution.decisions: decisions held as Arrow columns behave as the sequence of Decision objects they hold,
and a resolution's table is what its Parquet file holds."""

from __future__ import annotations

import pickle

import pytest

import graph.resolution.decisions as decisions_module
from graph.resolution.decisions import DecisionTable, outcome_counts, strongest, with_outcome
from graph.resolution.model import Decision, Evidence
from graph.resolution.tables import read_decisions, write_tables


def _decisions(n: int) -> list[Decision]:
    outcomes = ("merged", "refused", "blocked", "owner")
    return [Decision("person" if i % 5 else "work", outcomes[i % 4], f"cv{i}.txt#L{i}@1", f"cv{i + 1}.txt#L2@{i}",
                     f"Name {i}", f"名字 {i}", float(i % 7) - 3.0,
                     tuple(Evidence(f"piece{k}", float(k), f"detail {i}/{k}" if k else "") for k in range(i % 4)),
                     "below the merge threshold" if i % 4 == 1 else "")
            for i in range(50)]


def test_a_table_is_the_sequence_of_its_decisions(monkeypatch):
    monkeypatch.setattr(decisions_module, "_BATCH", 7)       # read through in several batches
    ds = _decisions(50)
    table = DecisionTable.of(ds)
    assert len(table) == 50 and list(table) == ds and table == ds and table == tuple(ds)
    assert table[0] == ds[0] and table[-1] == ds[-1] and table[17] == ds[17]
    assert list(table[10:20]) == ds[10:20] and list(table[::7]) == ds[::7] and list(table[40:10]) == []
    assert isinstance(table[3:9], DecisionTable)
    with pytest.raises(IndexError):
        table[50]
    assert table != ds[:-1] and table != list(reversed(ds)) and table != "not decisions"
    assert pickle.loads(pickle.dumps(table)) == table
    assert DecisionTable.concat([table[:20], table[20:]]) == table
    assert len(DecisionTable.of([])) == 0 and list(DecisionTable.of([])) == []


def test_counts_selection_and_the_strongest_as_over_the_objects():
    ds = _decisions(50)
    table = DecisionTable.of(ds)
    assert outcome_counts(table) == outcome_counts(ds)
    assert list(with_outcome(table, {"refused", "owner"})) == list(with_outcome(ds, {"refused", "owner"}))
    for limit in (0, 3, 100):
        assert strongest(table, ("refused", "blocked"), limit) == strongest(ds, ("refused", "blocked"), limit)


def test_the_parquet_file_holds_the_table_and_reads_back_as_it(tmp_path):
    from graph.resolution.mentions import Mentions
    from graph.resolution.model import Resolution

    ds = _decisions(50)
    nothing = Mentions((), (), (), (), ())
    from_objects = write_tables(Resolution((), {}, tuple(ds), nothing), tmp_path / "a")
    from_table = write_tables(Resolution((), {}, DecisionTable.of(ds), nothing), tmp_path / "b")
    assert [p.read_bytes() for p in from_objects] == [p.read_bytes() for p in from_table]
    assert read_decisions(tmp_path / "b") == ds
