"""The scholarkg command line: output, privacy and exit codes."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from graph.cli.commands import main

ROOT = Path(__file__).resolve().parents[3]
CVS = ROOT / "examples" / "cvs"


def test_extract_json_has_records_and_no_contact(capsys):
    assert main(["extract", str(CVS), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["source"] for d in data] == sorted(p.name for p in CVS.iterdir())
    text = json.dumps(data, ensure_ascii=False)
    assert "13800000000" not in text and "liu445126256@sjtu.edu.cn" not in text
    assert "yezhisheng@pku.edu.cn" not in text
    papers = [r for d in data for r in d["records"] if r["type"] == "PaperRecord"]
    assert len(papers) == 9 + 9 + 5 + 0 + 7


def test_extract_include_contact_is_explicit(capsys):
    assert main(["extract", str(CVS / "000_c992527a1da3d179.txt"), "--json", "--include-contact"]) == 0
    data = json.loads(capsys.readouterr().out)
    contact = data[0]["records"][0]["contact"]
    assert contact["emails"] == ["liu445126256@sjtu.edu.cn"]


def test_bad_file_fails_the_exit_code_but_others_are_processed(tmp_path, capsys):
    shutil.copy(CVS / "004_26d677b8e0a8f1b8.txt", tmp_path / "good.txt")
    (tmp_path / "bad.pdf").write_bytes(b"%PDF-1.5\n\x00\x01binary")
    report = tmp_path / "report.md"
    assert main(["extract", str(tmp_path), "--report", str(report)]) == 1
    out = capsys.readouterr().out
    assert "bad.pdf: 0 record(s), 1 failure(s)" in out and "FAILED bad.pdf: not readable as PDF" in out
    assert "good.txt: 21 record(s), 0 failure(s)" in out  # 18 before its 3 awards were read
    text = report.read_text(encoding="utf-8")
    assert "## good.txt" in text and "`good.txt:106` [skills] Programming C/C++" in text


def test_console_script_runs():
    exe = Path(sys.executable).with_name("scholarkg")
    proc = subprocess.run([str(exe), "extract", str(CVS / "003_441e5538762dd731.txt")], capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "003_441e5538762dd731.txt: 7 record(s), 0 failure(s)" in proc.stdout


def test_contact_in_any_field_is_redacted_and_profile_prose_is_kept(tmp_path, capsys):
    p = tmp_path / "cv.md"
    p.write_text("Jane Doe\nI was advised by Prof. Ang Chen (https://x.edu/~chen) at Rice University, a long sentence.\n"
                 "\nPublications\n- Jane Doe, \"A paper title here\". (NSDI 2024) jane@x.org\n"
                 "- Contact me at bob@x.org\n", encoding="utf-8")
    assert main(["extract", str(p), "--json"]) == 1  # line 6 is no citation: a failure
    data = json.loads(capsys.readouterr().out)
    text = json.dumps(data, ensure_ascii=False)
    assert "jane@x.org" not in text and "bob@x.org" not in text
    # line 2 is prose; line 5's reference is read, the address after it is left out and said to be
    assert [(x["span"]["start_line"], x["text"]) for x in data[0]["leftovers"]] == [
        (2, "I was advised by Prof. Ang Chen (https://x.edu/~chen) at Rice University, a long sentence."),
        (5, "[e-mail]")]
    assert [r["title"] for r in data[0]["records"] if r["type"] == "PaperRecord"] == ["A paper title here"]


def test_resolve_writes_report_and_json(tmp_path, capsys):
    report, data = tmp_path / "resolution.md", tmp_path / "resolution.json"
    assert main(["resolve", str(CVS), "--report", str(report), "--json", str(data)]) == 0
    text = report.read_text(encoding="utf-8")
    assert text.startswith("# Resolution report")
    assert "## Bo Jiang (person:bo-jiang)" in text and "advisor_statement" in text
    assert "refused" in text                      # the two "Z. Wang" of file 004
    payload = json.loads(data.read_text(encoding="utf-8"))
    assert payload["mention_to_entity"]
    assert "21 papers" in capsys.readouterr().err
    assert "13800000000" not in text + data.read_text(encoding="utf-8")


def test_explain_finds_a_person_by_any_alias(capsys):
    assert main(["explain", "江波", str(CVS)]) == 0
    by_han = capsys.readouterr().out
    assert main(["explain", "Bo Jiang", str(CVS)]) == 0
    assert capsys.readouterr().out == by_han
    assert by_han.startswith("## Bo Jiang (person:bo-jiang)")
    assert main(["explain", "Nobody Here", str(CVS)]) == 1


def test_resolve_with_contradictory_corrections_exits_2(tmp_path, capsys):
    fix = tmp_path / "fix.toml"
    fix.write_text('[[must_link]]\nnames = ["X. Wang", "Xinbing Wang"]\n[[cannot_link]]\n'
                   'names = ["X. Wang", "Xinbing Wang"]\n', encoding="utf-8")
    assert main(["resolve", str(CVS), "--corrections", str(fix), "--report", str(tmp_path / "r.md")]) == 2
    err = capsys.readouterr().err
    assert "must_link #1" in err and "cannot_link #1" in err
