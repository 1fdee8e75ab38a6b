"""``holdem replay [--json] PATH...``: replay PHH files and folders from the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from holdem.cli import main
from holdem.history import read_phh, write_phhs
from phh_samples import HEADS_UP_CENTS, SMALL, THREE_HANDED

ILLEGAL = THREE_HANDED.replace(
    "'p3 cbr 7000'", "'p3 cbr 3000'"
)  # a raise below the minimum (R-BET-7)
WRONG_STACKS = THREE_HANDED.replace(
    "finishing_stacks = [0, 1976500, 2702600]", "finishing_stacks = [1, 1976500, 2702599]"
)


@pytest.fixture()
def hands(tmp_path: Path) -> Path:
    (tmp_path / "nested").mkdir()
    (tmp_path / "three.phh").write_text(THREE_HANDED, encoding="utf-8")
    (tmp_path / "nested" / "cents.phh").write_text(HEADS_UP_CENTS, encoding="utf-8")
    (tmp_path / "nested" / "both.phhs").write_text(
        write_phhs([read_phh(THREE_HANDED), read_phh(HEADS_UP_CENTS)]), encoding="utf-8"
    )
    (tmp_path / "notes.txt").write_text("not a hand", encoding="utf-8")
    return tmp_path


def _json_lines(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines()]


def test_replay_folder_json(hands: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--json", str(hands)]) == 0
    results = _json_lines(capsys.readouterr().out)
    by_path = {r["path"]: r for r in results}
    assert sorted(by_path) == sorted(
        [
            str(hands / "three.phh"),
            str(hands / "nested" / "cents.phh"),
            str(hands / "nested" / "both.phhs") + "#1",
            str(hands / "nested" / "both.phhs") + "#2",
        ]
    )
    assert by_path[str(hands / "three.phh")] == {
        "path": str(hands / "three.phh"),
        "format": "phh",
        "finishing_stacks": [0, 1976500, 2702600],
        "net_winnings": [-1125600, -23500, 1149100],
        "matches": True,
    }
    cents = by_path[str(hands / "nested" / "cents.phh")]
    assert cents["finishing_stacks"] == [0, 1263] and cents["matches"] is True


def test_replay_reports_errors_and_mismatches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "illegal.phh").write_text(ILLEGAL, encoding="utf-8")
    (tmp_path / "wrong.phh").write_text(WRONG_STACKS, encoding="utf-8")
    (tmp_path / "broken.phh").write_text("variant = = 1", encoding="utf-8")
    assert (
        main(
            [
                "replay",
                "--json",
                str(tmp_path / "illegal.phh"),
                str(tmp_path / "wrong.phh"),
                str(tmp_path / "broken.phh"),
                str(tmp_path / "absent.phh"),
            ]
        )
        == 1
    )
    illegal, wrong, broken, absent = _json_lines(capsys.readouterr().out)
    assert set(illegal) == {"path", "format", "error"}
    assert "action 3 'p3 cbr 3000'" in str(illegal["error"])
    assert wrong["matches"] is False
    assert wrong["finishing_stacks"] == [0, 1976500, 2702600]
    assert wrong["expected_finishing_stacks"] == [1, 1976500, 2702599]
    assert "not valid TOML" in str(broken["error"])
    assert "cannot read" in str(absent["error"])


def test_replay_text_output(hands: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(hands / "three.phh")]) == 0
    assert capsys.readouterr().out == (
        f"{hands / 'three.phh'}: finishing stacks 0 1976500 2702600 (matches the file)\n"
    )
    (hands / "illegal.phh").write_text(ILLEGAL, encoding="utf-8")
    assert main(["replay", str(hands / "illegal.phh")]) == 1
    assert capsys.readouterr().out.startswith(
        f"{hands / 'illegal.phh'}: error: action 3 'p3 cbr 3000': "
    )


def test_replay_json_amounts_are_exact(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # whole amounts are JSON integers; others the exact decimal as a string, never a float
    (tmp_path / "cents.phh").write_text(
        HEADS_UP_CENTS.replace("1049.50", "1049.45").replace("1263.00", "1262.95"), encoding="utf-8"
    )
    assert main(["replay", "--json", str(tmp_path / "cents.phh")]) == 0
    out = capsys.readouterr().out
    assert '"finishing_stacks": [0, "1262.95"]' in out
    assert _json_lines(out)[0]["matches"] is True


def test_replay_of_a_folder_without_histories_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "notes.txt").write_text("not a hand", encoding="utf-8")
    assert main(["replay", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "no hand histories" in captured.err


NO_FINISH = THREE_HANDED.replace("finishing_stacks = [0, 1976500, 2702600]\n", "")


def test_replay_errors_are_one_line_never_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "inf.phh").write_text(
        THREE_HANDED.replace("antes = [500, 500, 500]", "antes = [500, inf, 500]"), encoding="utf-8"
    )  # an unknown stack is inf; an unknown ante is an error
    (tmp_path / "latin.phh").write_bytes(b'variant = "NT\xff"\n')
    (tmp_path / "deep.phh").write_text(
        NO_FINISH + "x = " + "[" * 3000 + "]" * 3000 + "\n", encoding="utf-8"
    )
    (tmp_path / "digits.phh").write_text(
        NO_FINISH.replace("1125600", "1" + "0" * 5000), encoding="utf-8"
    )
    (tmp_path / "amount.phh").write_text(
        NO_FINISH.replace("'p3 cbr 7000'", "'p3 cbr 1e999999999'"), encoding="utf-8"
    )
    (tmp_path / "player.phh").write_text(
        NO_FINISH.replace("'p3 cbr 7000'", "'p\u00b3 cbr 7000'"), encoding="utf-8"
    )
    (tmp_path / "long.phh").write_text(
        NO_FINISH.replace("'p3 cbr 7000'", "'p3 cbr 7000 " + "x" * 300_000 + "'"), encoding="utf-8"
    )
    names = ["inf", "latin", "deep", "digits", "amount", "player", "long"]
    for flags in ([], ["--json"]):
        assert main(["replay", *flags, *(str(tmp_path / f"{name}.phh") for name in names)]) == 1
        captured = capsys.readouterr()
        lines = captured.out.splitlines()
        assert captured.err == "" and len(lines) == len(names)
        for name, line in zip(names, lines):
            assert f"{name}.phh" in line and "error" in line and len(line) < 1000
    assert (
        "finite number" in lines[0] and "not UTF-8" in lines[1] and "more than 50 deep" in lines[2]
    )
    assert (
        "4300 digits" in lines[3]
        and "is not a number" in lines[4]
        and "is not a player" in lines[5]
    )


def test_a_file_name_with_a_newline_stays_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "new\nline.phh").write_text(THREE_HANDED, encoding="utf-8")
    assert main(["replay", str(tmp_path / "new\nline.phh"), str(tmp_path / "absent\n.phh")]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[0].endswith(
        "new\\nline.phh: finishing stacks 0 1976500 2702600 (matches the file)"
    )
    assert "absent\\n.phh" in lines[1] and "cannot read" in lines[1]


def test_replay_into_a_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    # more output than a pipe holds, so the writer meets the closed pipe while it still has lines to print
    (tmp_path / "many.phhs").write_text(write_phhs([read_phh(SMALL)] * 3000), encoding="utf-8")
    with subprocess.Popen(
        [sys.executable, "-m", "holdem.cli", "replay", str(tmp_path / "many.phhs")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        assert b"many.phhs#1: finishing stacks" in process.stdout.readline()
        process.stdout.close()  # as `| head -1` does
        error = process.stderr.read()
        assert process.wait(timeout=60) == 1
    assert error == b""


UNKNOWN_SHOWS = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [0.50, 1, 0]
min_bet = 1
starting_stacks = [inf, inf, inf]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 8c7c', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2h5dJs', 'p1 cc', 'p2 cc',
           'p3 cbr 2', 'p1 f', 'p2 cc', 'd db Qc', 'p2 cc', 'p3 cc', 'd db Kd', 'p2 cc', 'p3 cc', 'p2 sm ????',
           'p3 sm ????']
"""


def test_R_SHOW_2_replay_rules_pokerkit_keeps_unknown_shows_in_the_pot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # p2 and p3 show ????: under the rule book p2's show is a muck and p3 wins the 7; under pokerkit's reading
    # both play the board (K Q J 5 2) and split it, 3.50 each, as pokerkit 0.7.7 computes it
    (tmp_path / "ipoker.phh").write_text(UNKNOWN_SHOWS, encoding="utf-8")
    assert main(["replay", "--json", str(tmp_path / "ipoker.phh")]) == 0
    [book] = _json_lines(capsys.readouterr().out)
    assert book["net_winnings"] == [-1, -3, 4]
    assert main(["replay", "--json", "--rules", "pokerkit", str(tmp_path / "ipoker.phh")]) == 0
    [pokerkit] = _json_lines(capsys.readouterr().out)
    assert (
        pokerkit["net_winnings"] == [-1, "0.5", "0.5"]
        and pokerkit["finishing_stacks"] == ["inf"] * 3
    )
