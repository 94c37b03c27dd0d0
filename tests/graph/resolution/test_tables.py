"""The resolution's Parquet tables: what is written is the resolution, field for field; ``explain`` from them gives
the text ``explain`` gives from the resolution; the build writes them and the CLI reads them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from graph.build import RESOLUTION_DIR
from graph.cli import main
from graph.resolution.corrections import parse_corrections
from graph.resolution.explain import explain
from graph.resolution.pipeline import resolve
from graph.resolution.settings import Settings
from graph.resolution.tables import TABLES, explain_tables, read_decisions, read_entities, write_tables
from tests.examples import examples_results

ROOT = Path(__file__).resolve().parents[3]
CVS = ROOT / "examples" / "cvs"


@pytest.fixture(scope="module")
def records():
    return [r for res in examples_results() for r in res.records]     # load_many([CVS]), read once for the run


@pytest.fixture(scope="module")
def written(records, tmp_path_factory):
    # settings other than the defaults and a corrections file: both must travel with the tables
    settings = Settings(merge_points=11.0)
    corrections = parse_corrections('[[cannot_link]]\nnames = ["Bo Jiang", "Yunzhuo Liu"]\n')
    resolution = resolve(records, settings, corrections)
    folder = tmp_path_factory.mktemp("tables")
    return resolution, folder, write_tables(resolution, folder)


def test_the_tables_are_the_resolution_field_for_field(written):
    resolution, folder, paths = written
    assert [p.name for p in paths] == list(TABLES)
    entities, settings = read_entities(folder)
    assert entities == resolution.entities
    assert settings == resolution.settings and settings.merge_points == 11.0
    assert read_decisions(folder) == resolution.decisions
    assert {d.outcome for d in resolution.decisions} >= {"merged", "refused", "table"}
    assert any(e.detail for d in resolution.decisions for e in d.evidence)     # details, points and names kept
    mentions = pq.read_table(folder / "mentions.parquet").to_pylist()
    assert {m["mention"]: m["entity"] for m in mentions} == dict(resolution.mention_to_entity)
    assert [m["mention"] for m in mentions] == sorted(resolution.mention_to_entity)


def test_entities_of_one_kind_and_decisions_of_some_mentions(written):
    resolution, folder, _ = written
    venues, _ = read_entities(folder, "venue")
    assert venues == resolution.of_kind("venue") and venues
    person = next(e for e in resolution.of_kind("person") if len(e.mentions) > 3)
    wanted = set(person.mentions[:2])
    assert read_decisions(folder, wanted) == tuple(d for d in resolution.decisions
                                                  if d.left in wanted or d.right in wanted)
    assert read_decisions(folder, ["no such mention"]) == ()


def test_explain_from_the_tables_is_explain_from_the_resolution(written):
    resolution, folder, _ = written
    asked = 0
    for entity in resolution.entities:
        for name in {entity.name, entity.labels[0], entity.labels[-1]}:
            assert explain_tables(folder, name, entity.kind) == explain(resolution, name, entity.kind), name
            asked += 1
    assert asked > 150
    # a name found by comparing names, not by a label: 江波's entity is written "Bo Jiang" too, "JIANG Bo" nowhere
    assert explain_tables(folder, "JIANG Bo") == explain(resolution, "JIANG Bo") != "no person called 'JIANG Bo'\n"
    assert explain_tables(folder, "Nobody Here") == "no person called 'Nobody Here'\n"


def test_the_same_resolution_gives_the_same_bytes(written, records, tmp_path):
    resolution, folder, _ = written
    again = write_tables(resolve(list(reversed(records)), resolution.settings,
                                 parse_corrections('[[cannot_link]]\nnames = ["Bo Jiang", "Yunzhuo Liu"]\n')),
                         tmp_path)
    for path in again:
        assert path.read_bytes() == (folder / path.name).read_bytes(), path.name


def test_a_folder_without_tables_is_named(tmp_path):
    with pytest.raises(FileNotFoundError, match="no resolution table here"):
        read_entities(tmp_path)


def test_the_build_writes_them_and_explain_reads_a_build(tmp_path, capsys, examples_build):
    out = tmp_path / "out"
    shared, result = examples_build(check=False, network=False)    # build([CVS], shared, ...), shared by tests
    shutil.copytree(shared, out)                                    # this test removes a table: its own copy
    folder = out / RESOLUTION_DIR
    assert sorted(p.name for p in folder.iterdir()) == sorted(TABLES)
    assert read_decisions(folder) == result.resolution.decisions
    report = (out / "report.json").read_text(encoding="utf-8")
    assert '"decisions"' not in report and "resolution/decisions.parquet" in report
    capsys.readouterr()
    assert main(["explain", "江波", str(out)]) == 0
    from_build = capsys.readouterr().out
    assert main(["explain", "江波", str(CVS)]) == 0
    assert capsys.readouterr().out == from_build and from_build.startswith("## Bo Jiang (person:bo-jiang)")
    assert main(["explain", "Nobody Here", str(out)]) == 1
    assert main(["explain", "江波", str(out), "--settings", str(tmp_path / "s.json")]) == 2
    assert "resolved with its own" in capsys.readouterr().err
    assert main(["explain", "江波", str(folder)]) == 0                 # the tables' folder itself
    assert capsys.readouterr().out == from_build
    (folder / "decisions.parquet").unlink()     # a build's output without its tables is not read as CVs
    assert main(["explain", "江波", str(out)]) == 2
    assert "without its resolution tables" in capsys.readouterr().err


def test_row_groups_of_any_size_hold_the_same_rows(written, tmp_path, monkeypatch):
    import graph.resolution.tables as tables

    resolution, folder, _ = written
    monkeypatch.setattr(tables, "_ROW_GROUP", 7)        # the decisions written seven at a time
    write_tables(resolution, tmp_path)
    assert pq.read_metadata(tmp_path / "decisions.parquet").num_row_groups > 10
    assert read_decisions(tmp_path) == resolution.decisions
    assert read_entities(tmp_path) == (resolution.entities, resolution.settings)
    assert pq.read_table(tmp_path / "mentions.parquet") == pq.read_table(folder / "mentions.parquet")


def test_an_empty_resolution_gives_empty_tables(tmp_path):
    resolution = resolve([])
    write_tables(resolution, tmp_path)
    assert read_entities(tmp_path) == ((), resolution.settings) and read_decisions(tmp_path) == ()
    assert explain_tables(tmp_path, "Bo Jiang") == "no person called 'Bo Jiang'\n"
