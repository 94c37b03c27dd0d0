"""The resolution as Parquet tables: every entity, every mention's entity and every decision with its evidence,
columnar and compressed, beside the build's report; and ``explain`` answered from them without resolving again.

A build of 10,000 CVs makes about 1.4 million decisions (3.9 million pieces of evidence). As JSON they were most of
a report.json of 961 MB that no person opens and that ``scholarkg explain`` could not use: it read and resolved
every CV again. As Parquet they are a fraction of that, load into pandas, Polars or DuckDB as they are
(``SELECT * FROM 'out/resolution/decisions.parquet' WHERE left_text = 'Bo Jiang'``), and ``explain_tables`` reads
only the rows of the entities asked about. The three files of a folder:

- ``entities.parquet``: ``key``, ``kind``, ``name``, ``labels`` (every form seen), ``mentions`` (mention ids),
  ``attributes`` (``name``/``value`` pairs); sorted by key, as :attr:`Resolution.entities`. The settings of the
  resolution are in the file's key-value metadata (``scholarkg.settings``, their JSON).
- ``mentions.parquet``: ``mention``, ``entity``; sorted by mention id (:attr:`Resolution.mention_to_entity`).
- ``decisions.parquet``: ``kind``, ``outcome``, ``left``, ``right``, ``left_text``, ``right_text``, ``points``,
  ``reason``, ``evidence`` (a list of ``name``/``points``/``detail``), in the order of
  :attr:`Resolution.decisions`.

The files are written whole, in a fixed order, without timestamps: the same resolution gives the same bytes.

>>> import tempfile, pathlib
>>> from loaders import parse_document, extract
>>> from graph.resolution.pipeline import resolve
>>> text = 'Publications\\n- Bo Jiang, Yunzhuo Liu. "A Paper". INFOCOM 2023.\\n'
>>> records = [r for n in ("a.txt", "b.txt") for r in extract(parse_document(text.encode(), source=n)).records]
>>> resolution = resolve(records)
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> [p.name for p in write_tables(resolution, folder)]
['entities.parquet', 'mentions.parquet', 'decisions.parquet']
>>> from graph.resolution.explain import explain, find_entities
>>> explain_tables(folder, "Bo Jiang") == explain(resolution, "Bo Jiang")
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path

from graph.resolution.explain import explain, find_entities
from graph.resolution.mentions import Mentions
from graph.resolution.model import Decision, Entity, Evidence, Resolution
from graph.resolution.settings import Settings

__all__ = ["TABLES", "write_tables", "read_entities", "read_decisions", "explain_tables"]

#: the files of a folder of resolution tables, in the order they are written
TABLES = ("entities.parquet", "mentions.parquet", "decisions.parquet")
_SETTINGS_KEY = b"scholarkg.settings"
#: rows per row group: a reader filtering on a column reads the groups, not the whole file, at once
_ROW_GROUP = 256 * 1024


def _pa():
    import pyarrow as pa
    import pyarrow.parquet as pq

    return pa, pq


def _strings(values: Iterable[str]):
    pa, _ = _pa()
    return pa.array(list(values), type=pa.string())


def _lists(rows: Sequence[Sequence[object]], values):
    """A list column from the flat ``values`` array and the lengths of ``rows``."""
    pa, _ = _pa()
    offsets = [0]
    for row in rows:
        offsets.append(offsets[-1] + len(row))
    return pa.ListArray.from_arrays(pa.array(offsets, type=pa.int32()), values)


def _write(path: Path, make, rows: Sequence[object], metadata: dict[bytes, bytes] | None = None) -> Path:
    """``rows`` written to ``path`` a row group at a time (``make`` turns a slice of them into a table): the
    Arrow copy of a million decisions is never made whole."""
    _, pq = _pa()
    writer = None
    try:
        for start in range(0, max(len(rows), 1), _ROW_GROUP):
            table = make(rows[start:start + _ROW_GROUP])
            if writer is None:
                schema = table.schema.with_metadata(metadata) if metadata else table.schema
                writer = pq.ParquetWriter(path, schema, compression="zstd", use_dictionary=True,
                                          write_statistics=True)
            writer.write_table(table.replace_schema_metadata(writer.schema.metadata), row_group_size=_ROW_GROUP)
    finally:
        if writer is not None:
            writer.close()
    return path


def _entities_table(entities: Sequence[Entity]):
    pa, _ = _pa()
    labels = [e.labels for e in entities]
    mentions = [e.mentions for e in entities]
    attributes = [e.attributes for e in entities]
    pairs = pa.StructArray.from_arrays([_strings(k for a in attributes for k, _ in a),
                                        _strings(v for a in attributes for _, v in a)], names=["name", "value"])
    return pa.table({
        "key": _strings(e.key for e in entities), "kind": _strings(e.kind for e in entities),
        "name": _strings(e.name for e in entities),
        "labels": _lists(labels, _strings(x for row in labels for x in row)),
        "mentions": _lists(mentions, _strings(x for row in mentions for x in row)),
        "attributes": _lists(attributes, pairs),
    })


def _decisions_table(decisions: Sequence[Decision]):
    pa, _ = _pa()
    evidence = [d.evidence for d in decisions]
    pieces = pa.StructArray.from_arrays(
        [_strings(e.name for row in evidence for e in row),
         pa.array([e.points for row in evidence for e in row], type=pa.float64()),
         _strings(e.detail for row in evidence for e in row)], names=["name", "points", "detail"])
    columns = {name: _strings(getattr(d, name) for d in decisions)
               for name in ("kind", "outcome", "left", "right", "left_text", "right_text")}
    columns["points"] = pa.array([d.points for d in decisions], type=pa.float64())
    columns["reason"] = _strings(d.reason for d in decisions)
    columns["evidence"] = _lists(evidence, pieces)
    return pa.table(columns)


def write_tables(resolution: Resolution, folder: str | Path) -> tuple[Path, ...]:
    """Write the three tables of ``resolution`` into ``folder`` (made if missing); the paths, in :data:`TABLES`
    order. See the module docstring for the columns."""
    pa, _ = _pa()
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    settings = {_SETTINGS_KEY: json.dumps(resolution.settings.to_dict(), sort_keys=True).encode("utf-8")}

    m2e = resolution.mention_to_entity

    def mentions(ids: Sequence[str]):
        return pa.table({"mention": _strings(ids), "entity": _strings(m2e[m] for m in ids)})

    return (_write(folder / TABLES[0], _entities_table, resolution.entities, settings),
            _write(folder / TABLES[1], mentions, sorted(m2e)),
            _write(folder / TABLES[2], _decisions_table, resolution.decisions))


def _existing(path: Path) -> Path:
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no resolution table here (made by `scholarkg build`)")
    return path


def _read(path: Path, columns: Sequence[str] | None = None, filters=None):
    _, pq = _pa()
    return pq.read_table(_existing(path), columns=list(columns) if columns else None, filters=filters)


def _entities(table) -> tuple[Entity, ...]:
    return tuple(Entity(row["key"], row["kind"], row["name"], tuple(row["labels"]), tuple(row["mentions"]),
                        tuple((a["name"], a["value"]) for a in row["attributes"]))
                 for row in table.to_pylist())


def _settings(path: Path) -> Settings:
    _, pq = _pa()
    meta = pq.read_schema(path).metadata or {}
    return Settings.from_dict(json.loads(meta[_SETTINGS_KEY])) if _SETTINGS_KEY in meta else Settings()


def read_entities(folder: str | Path, kind: str | None = None) -> tuple[tuple[Entity, ...], Settings]:
    """The entities of the tables in ``folder`` (only those of ``kind`` when given), and the settings they were
    resolved with."""
    path = Path(folder) / TABLES[0]
    return _entities(_read(path, filters=[("kind", "=", kind)] if kind else None)), _settings(path)


def _rows_with(path: Path, columns: Sequence[str], values: Iterable[str]):
    """The rows of a table holding one of ``values`` in one of ``columns``: those columns are read first, a row
    group at a time, and the whole rows of a group only where it has such a row."""
    pa, pq = _pa()
    import pyarrow.compute as pc

    file = pq.ParquetFile(_existing(path))
    wanted = pa.array(sorted(set(values)), type=pa.string())
    parts = []
    for group in range(file.num_row_groups):
        keys = file.read_row_group(group, columns=list(columns))
        mask = None
        for column in columns:
            found = pc.is_in(keys[column], value_set=wanted)
            mask = found if mask is None else pc.or_(mask, found)
        if pc.any(mask).as_py():
            parts.append(file.read_row_group(group).filter(mask))
    return pa.concat_tables(parts) if parts else file.schema_arrow.empty_table()


def read_decisions(folder: str | Path, mentions: Iterable[str] | None = None) -> tuple[Decision, ...]:
    """The decisions of the tables in ``folder``, in their order; with ``mentions``, only those with one of them on
    either side (read without decoding the other rows)."""
    path = Path(folder) / TABLES[2]
    table = _read(path) if mentions is None else _rows_with(path, ("left", "right"), mentions)
    return tuple(Decision(row["kind"], row["outcome"], row["left"], row["right"], row["left_text"],
                          row["right_text"], row["points"],
                          tuple(Evidence(e["name"], e["points"], e["detail"]) for e in row["evidence"]),
                          row["reason"])
                 for row in table.to_pylist())


def _entity_of(folder: Path, mentions: Iterable[str]) -> dict[str, str]:
    table = _rows_with(folder / TABLES[1], ("mention",), mentions)
    return dict(zip(table["mention"].to_pylist(), table["entity"].to_pylist()))


def explain_tables(folder: str | Path, name: str, kind: str = "person") -> str:
    """:func:`graph.resolution.explain.explain` of ``name`` from the tables in ``folder``: the same text as from the
    resolution they were written from. The names and forms of the entities of ``kind`` are read to find the
    entities meant; then only those entities' rows, the decisions that touch their mentions, and the entities of
    those decisions' mentions."""
    folder = Path(folder)
    path = folder / TABLES[0]
    table = _read(path, ["key", "kind", "name", "labels"], [("kind", "=", kind)])
    light = tuple(Entity(row["key"], row["kind"], row["name"], tuple(row["labels"]), ())
                  for row in table.to_pylist())
    settings = _settings(path)
    nothing = Mentions((), (), (), (), ())
    keys = [e.key for e in find_entities(Resolution(light, {}, (), nothing, settings), name, kind)]
    hits = _entities(_rows_with(path, ("key",), keys)) if keys else ()
    ids = {m for e in hits for m in e.mentions}
    decisions = read_decisions(folder, ids) if ids else ()
    # explain groups a decision under the entities of its two sides: the map is needed for those mentions only
    m2e = _entity_of(folder, {x for d in decisions for x in (d.left, d.right)}) if decisions else {}
    # the entities found, alone: explain finds the same ones among them (by a label, or else by the name)
    return explain(Resolution(hits, m2e, decisions, nothing, settings), name, kind)
