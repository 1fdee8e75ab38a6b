"""``holdem stats FILE... [--json]``: each player's statistics from history files, as JSON or as tables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from holdem.cli import main
from stats_samples import H1, H2, H3, H4


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    (tmp_path / "a.txt").write_text(H1 + "\n\n" + H2, encoding="utf-8")
    (tmp_path / "deeper").mkdir()
    (tmp_path / "deeper" / "b.txt").write_text(H3 + "\n\n" + H4, encoding="utf-8")
    (tmp_path / "notes.md").write_text("no hand", encoding="utf-8")
    return tmp_path


def test_json_counts_every_hand_of_a_folder(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["stats", "--json", str(folder)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (
        out["hands"] == 4
        and sorted(out["players"]) == ["Ann", "Bob", "Cy"]
        and out["skipped"] == []
    )
    ann = out["players"]["Ann"]
    assert ann["vpip"] == {"count": 3, "of": 3, "rate": 1.0}
    assert ann["fold_to_three_bet"] == {"count": 1, "of": 2, "rate": 0.5}
    assert ann["net"] == 94 and ann["bb_per_100"] == 1175.0 and ann["aggression_factor"] is None
    assert list(ann["positions"]) == ["BTN", "SB", "BB"]
    assert out["players"]["Cy"]["aggression_factor"] == pytest.approx(2 / 3, abs=1e-6)


def test_tables_in_a_terminal(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", str(folder / "a.txt"), str(folder / "deeper" / "b.txt")]) == 0
    out = capsys.readouterr().out
    assert "Players" in out and "By position" in out and "4 hands" in out
    ann = next(line for line in out.splitlines() if "Ann" in line and "│" in line)
    cells = [cell.strip() for cell in ann.split("│")[1:-1]]
    assert cells[:5] == ["Ann", "4", "100.0%", "66.7%", "-"] and cells[9] == "+94"


def test_nothing_counted_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "razz.txt").write_text(
        H1.replace("Hold'em No Limit", "Razz Limit"), encoding="utf-8"
    )
    assert main(["stats", str(tmp_path / "razz.txt")]) == 1
    assert "no hand to count" in capsys.readouterr().err
    assert main(["stats", "--json", str(tmp_path / "absent.txt")]) == 1
    assert "cannot read" in json.loads(capsys.readouterr().out)["error"]
