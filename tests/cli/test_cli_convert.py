"""``holdem convert IN... --to phh|pokerstars|ohh [-o OUT]``, and ``holdem replay`` of every format a folder
holds (told by content): the hands converted replay to the same stacks."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from gg_samples import EV_CASHOUT, HOLDEM, RUN_TWICE, as_exported
from holdem.cli import main
from holdem.history import read, read_ohh, read_phh, read_phhs, read_pokerstars
from phh_samples import THREE_HANDED
from stars_samples import CASH, OMAHA, SIX_PLUS, file_of


@pytest.fixture()
def gg_file(tmp_path: Path) -> Path:
    path = tmp_path / "GG20260217 - NLHPurple.txt"
    path.write_text(as_exported("\n\n".join((*HOLDEM, RUN_TWICE))), encoding="utf-8")
    return path


def _stacks(path: Path) -> list[tuple[object, ...]]:
    return [hand.check().engine for hand in read(path) if hand.history is not None]


@pytest.mark.parametrize("to", ["phh", "pokerstars", "ohh"])
def test_converted_hands_replay_to_the_same_stacks(
    gg_file: Path, tmp_path: Path, to: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / f"out.{to}"
    assert main(["convert", str(gg_file), "--to", to, "-o", str(out)]) == 1  # the run-twice hand
    err = capsys.readouterr().err
    assert "left out: " in err and "#HD2735913251: the hand was run twice" in err
    assert f"{len(HOLDEM)} hands written as {to}" in err and "1 left out" in err
    assert _stacks(out) == _stacks(gg_file)
    checks = [hand.check() for hand in read(out)]
    assert len(checks) == len(HOLDEM) and all(check.matches for check in checks)
    text = out.read_text(encoding="utf-8")
    if to == "pokerstars":
        assert text.startswith("PokerStars Hand #HD2735974214:  Hold'em No Limit ($0.25/$0.50 USD)")
        assert len(read_pokerstars(text).hands) == len(HOLDEM)
    elif to == "ohh":
        assert len(read_ohh(text)) == len(HOLDEM)
    else:
        assert len(read_phhs(text)) == len(HOLDEM)


def test_phh_keeps_what_the_file_states_and_one_hand_is_a_phh_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "cashout.txt"
    source.write_text(EV_CASHOUT, encoding="utf-8")
    assert main(["convert", str(source), "--to", "phh", "-o", str(tmp_path / "one.phh")]) == 0
    history = read_phh(tmp_path / "one.phh")
    assert history.venue == "GGPoker" and history.extra["_rake"] == Decimal("4.5")  # and jackpot
    assert history.winnings is not None and max(history.winnings) == Decimal("84.49")
    assert history.extra["_paid_outside"] == [0, 19, 0, 0, 0, 0]  # the EV Cashout risk
    capsys.readouterr()
    assert main(["replay", "--json", str(tmp_path / "one.phh")]) == 0
    assert json.loads(capsys.readouterr().out)["matches"] is True
    [hand] = read(tmp_path / "one.phh")
    assert hand.check().outside == ("d31522d6 paid the site 19 outside the pot",)


def test_to_the_standard_output_and_a_pokerstars_hand_as_it_was_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "stars.txt").write_text(file_of(CASH), encoding="utf-8")
    assert main(["convert", str(tmp_path / "stars.txt"), "--to", "pokerstars"]) == 0
    captured = capsys.readouterr()
    assert read_pokerstars(captured.out).hands == read_pokerstars(CASH).hands
    assert captured.err.startswith("holdem convert: 1 hand written as pokerstars")


def test_R_HAND_8_R_HAND_10_omaha_and_six_plus_pokerstars_hands_converted_to_phh_and_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 30: PokerStars' Omaha and 6+ hold'em hands as PHH (PO; NS with three of a kind over a straight) and
    back as PokerStars text, replaying to the same stacks each time; OHH, which has no short deck, leaves the
    6+ hand out and says why."""
    source = tmp_path / "plo.txt"
    source.write_text(file_of(OMAHA, SIX_PLUS), encoding="utf-8")
    phh = tmp_path / "plo.phhs"
    assert main(["convert", str(source), "--to", "phh", "-o", str(phh)]) == 0
    histories = read_phhs(phh)
    assert [h.variant for h in histories] == ["PO", "NS"]
    assert histories[1].extra["_trips_beat_straight"] is True
    assert histories[1].blinds_or_straddles == [0, 0, 1]  # the button's one blind
    back = tmp_path / "back.txt"
    assert main(["convert", str(phh), "--to", "pokerstars", "-o", str(back)]) == 0
    hands = read_pokerstars(back).hands
    assert [hand.header.game_name for hand in hands] == ["Omaha Pot Limit", "6+ Hold'em No Limit"]
    assert hands[1].header.stakes_text == "Button Blind $1 - Ante $1 USD"
    assert all(hand.check().matches for hand in read(back))
    assert _stacks(back) == _stacks(phh) == _stacks(source)
    capsys.readouterr()
    assert main(["convert", str(source), "--to", "ohh", "-o", str(tmp_path / "plo.ohh")]) == 1
    assert "#200000000102: OHH has no game_type for short-deck hold'em" in capsys.readouterr().err
    [omaha] = read_ohh((tmp_path / "plo.ohh").read_text(encoding="utf-8"))
    assert omaha.variant == "PO"


def test_nothing_to_convert_and_bad_arguments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "notes.txt").write_text("no hand here", encoding="utf-8")
    assert main(["convert", str(tmp_path), "--to", "ohh"]) == 1
    assert "no hand to convert" in capsys.readouterr().err
    assert main(["convert", str(tmp_path / "absent.txt"), "--to", "ohh"]) == 1
    assert "cannot read" in capsys.readouterr().err
    assert main(["convert", str(tmp_path / "notes.txt"), "--to", "xml"]) == 2
    assert "invalid choice" in capsys.readouterr().err


def test_replay_tells_every_format_in_a_folder_by_content(
    gg_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "three.phh").write_text(THREE_HANDED, encoding="utf-8")
    (tmp_path / "stars.log").write_text(file_of(CASH), encoding="utf-8")
    assert main(["convert", str(gg_file), "--to", "ohh", "-o", str(tmp_path / "gg.json")]) == 1
    (tmp_path / "readme.md").write_text("# not a history", encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", "--json", str(tmp_path)]) == 0  # run twice: unsupported, no failure
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    formats = [r["format"] for r in results]
    assert formats.count("ggpoker") == len(HOLDEM) + 1 and formats.count("ohh") == len(HOLDEM)
    assert formats.count("phh") == 1 and formats.count("pokerstars") == 1
    assert all(r.get("matches", True) for r in results)
    cashout = next(r for r in results if r["path"].endswith("#HD2735972142"))
    assert cashout["paid_outside"] == [0, 19, 0, 0, 0, 0] and cashout["rake"] == "4.5"
    assert cashout["outside_pot"][0].startswith("d31522d6 paid the site 19 outside the pot")
    assert main(["replay", str(gg_file)]) == 0
    text = capsys.readouterr().out
    assert "#HD2735972142: finishing stacks " in text
    assert "(matches the file, whose pot paid 4.5 in rake; d31522d6 paid the site 19" in text
    assert "#HD2735913251: unsupported: the hand was run twice" in text
