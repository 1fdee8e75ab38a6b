"""``holdem replay`` on PokerStars files (issue 29): told by their content, each hand's result compared with the
one the file states."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from holdem.cli import main
from phh_samples import THREE_HANDED
from stars_samples import CASH, RUN_TWICE, STRADDLE, file_of


def _json_lines(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines()]


def test_a_pokerstars_file_is_told_by_its_content_and_each_hand_compared(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "HH20250102 Alpha"  # any name: the content tells
    path.write_text(file_of(CASH, RUN_TWICE), encoding="utf-8")
    assert main(["replay", "--json", str(path)]) == 0  # a game or form not played is no failure
    cash, twice = _json_lines(capsys.readouterr().out)
    assert cash == {
        "path": f"{path}#200000000001",
        "format": "pokerstars",
        "players": ["Bob", "Cy", "Ann"],
        "finishing_stacks": ["9.95", "4.8", "10.75"],
        "expected_finishing_stacks": ["9.95", "4.8", "10.71"],
        "differences": [0, 0, "0.04"],
        "rake": "0.04",
        "matches": True,
    }
    assert twice["path"] == f"{path}#200000000006" and "run twice" in str(twice["unsupported"])


def test_the_text_output_says_whether_each_hand_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    wrong = STRADDLE.replace("Dee collected $26", "Dee collected $25")
    (tmp_path / "stars.txt").write_text(file_of(CASH, wrong), encoding="utf-8")
    assert main(["replay", str(tmp_path / "stars.txt")]) == 1
    good, bad = capsys.readouterr().out.splitlines()
    assert good == (
        f"{tmp_path / 'stars.txt'}#200000000001: finishing stacks 9.95 4.8 10.75 "
        "(matches the file, whose pot paid 0.04 in rake)"
    )
    assert bad.startswith(f"{tmp_path / 'stars.txt'}#200000000005: finishing stacks 99 98 115 88 ")
    assert "the engine's less the file's: Dee +2; the differences add up to 2, not to" in bad


def test_a_folder_holds_phh_and_pokerstars_files_and_other_text_is_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "three.phh").write_text(THREE_HANDED, encoding="utf-8")
    (tmp_path / "stars.txt").write_bytes(("\ufeff" + CASH).encode("utf-8"))
    (tmp_path / "notes.txt").write_text("not a hand", encoding="utf-8")
    assert main(["replay", "--json", str(tmp_path)]) == 0
    paths = [r["path"] for r in _json_lines(capsys.readouterr().out)]
    assert paths == [f"{tmp_path / 'stars.txt'}#200000000001", str(tmp_path / "three.phh")]


def test_an_unreadable_hand_is_an_error_line_and_the_others_are_replayed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = STRADDLE.replace("Cy: folds\n", "Cy: juggles\n")
    (tmp_path / "stars.txt").write_text(file_of(broken, CASH), encoding="utf-8")
    assert main(["replay", "--json", str(tmp_path / "stars.txt")]) == 1
    error, cash = _json_lines(capsys.readouterr().out)
    assert error["path"] == f"{tmp_path / 'stars.txt'}#200000000005"
    assert "line 13: a line this reader does not know: 'Cy: juggles'" in str(error["error"])
    assert cash["matches"] is True
