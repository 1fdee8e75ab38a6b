"""``holdem replay [--json] PATH...``: replay PHH files and folders from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from holdem.cli import main
from holdem.history import read_phh, write_phhs

from test_history import HEADS_UP_CENTS, THREE_HANDED

ILLEGAL = THREE_HANDED.replace("'p3 cbr 7000'", "'p3 cbr 3000'")  # a raise below the minimum (R-BET-7)
WRONG_STACKS = THREE_HANDED.replace("finishing_stacks = [0, 1976500, 2702600]",
                                    "finishing_stacks = [1, 1976500, 2702599]")


@pytest.fixture()
def hands(tmp_path: Path) -> Path:
    (tmp_path / "nested").mkdir()
    (tmp_path / "three.phh").write_text(THREE_HANDED, encoding="utf-8")
    (tmp_path / "nested" / "cents.phh").write_text(HEADS_UP_CENTS, encoding="utf-8")
    (tmp_path / "nested" / "both.phhs").write_text(
        write_phhs([read_phh(THREE_HANDED), read_phh(HEADS_UP_CENTS)]), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a hand", encoding="utf-8")
    return tmp_path


def _json_lines(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines()]


def test_replay_folder_json(hands: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--json", str(hands)]) == 0
    results = _json_lines(capsys.readouterr().out)
    by_path = {r["path"]: r for r in results}
    assert sorted(by_path) == sorted([
        str(hands / "three.phh"), str(hands / "nested" / "cents.phh"),
        str(hands / "nested" / "both.phhs") + "#1", str(hands / "nested" / "both.phhs") + "#2",
    ])
    assert by_path[str(hands / "three.phh")] == {
        "path": str(hands / "three.phh"), "finishing_stacks": [0, 1976500, 2702600], "matches": True}
    cents = by_path[str(hands / "nested" / "cents.phh")]
    assert cents["finishing_stacks"] == [0, 1263] and cents["matches"] is True


def test_replay_reports_errors_and_mismatches(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "illegal.phh").write_text(ILLEGAL, encoding="utf-8")
    (tmp_path / "wrong.phh").write_text(WRONG_STACKS, encoding="utf-8")
    (tmp_path / "broken.phh").write_text("variant = = 1", encoding="utf-8")
    assert main(["replay", "--json", str(tmp_path / "illegal.phh"), str(tmp_path / "wrong.phh"),
                 str(tmp_path / "broken.phh"), str(tmp_path / "absent.phh")]) == 1
    illegal, wrong, broken, absent = _json_lines(capsys.readouterr().out)
    assert set(illegal) == {"path", "error"}
    assert "action 3 'p3 cbr 3000'" in str(illegal["error"])
    assert wrong["matches"] is False
    assert wrong["finishing_stacks"] == [0, 1976500, 2702600]
    assert wrong["expected_finishing_stacks"] == [1, 1976500, 2702599]
    assert "not valid TOML" in str(broken["error"])
    assert "cannot read" in str(absent["error"])


def test_replay_text_output(hands: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(hands / "three.phh")]) == 0
    assert capsys.readouterr().out == (
        f"{hands / 'three.phh'}: finishing stacks 0 1976500 2702600 (matches the file)\n")
    (hands / "illegal.phh").write_text(ILLEGAL, encoding="utf-8")
    assert main(["replay", str(hands / "illegal.phh")]) == 1
    assert capsys.readouterr().out.startswith(f"{hands / 'illegal.phh'}: error: action 3 'p3 cbr 3000': ")


def test_replay_json_amounts_are_exact(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # whole amounts are JSON integers; others the exact decimal as a string, never a float
    (tmp_path / "cents.phh").write_text(HEADS_UP_CENTS.replace("1049.50", "1049.45").replace("1263.00", "1262.95"),
                                        encoding="utf-8")
    assert main(["replay", "--json", str(tmp_path / "cents.phh")]) == 0
    out = capsys.readouterr().out
    assert '"finishing_stacks": [0, "1262.95"]' in out
    assert _json_lines(out)[0]["matches"] is True


def test_replay_of_a_folder_without_histories_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("not a hand", encoding="utf-8")
    assert main(["replay", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "no hand histories" in captured.err
