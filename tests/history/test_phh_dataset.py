"""Issue 17: the public PHH dataset. Unknown (``inf``) starting stacks compared by net winnings, the
dataset tool (tools/replay_dataset.py) over small histories written here in the dataset's styles, and
over a copy of the dataset when HOLDEM_PHH_DATASET names one."""

from __future__ import annotations

import importlib.util
import json
import os
from decimal import Decimal
from pathlib import Path

import pytest

from conftest import REPO_ROOT
from holdem import HistoryError, read_phh, read_phhs, replay
from holdem.cli import main
from holdem.history import UNKNOWN, finishing_amounts, net_winnings, replay_scale

# pokerkit needs Python 3.11 (the test extra installs it only there): on 3.10 this module skips.
pk = pytest.importorskip("pokerkit")

_SPEC = importlib.util.spec_from_file_location(
    "replay_dataset", REPO_ROOT / "tools" / "replay_dataset.py"
)  # the checkout's, also when the tests run copied out
assert _SPEC is not None and _SPEC.loader is not None
replay_dataset = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(replay_dataset)

# iPoker's style: stacks unknown, amounts in dollars and cents, the table's seats; p3 is all-in for less
UNKNOWN_STACKS = """variant = 'NT'
ante_trimming_status = false
antes = [0, 0, 0, 0]
blinds_or_straddles = [0.50, 1, 0, 0]
min_bet = 1
starting_stacks = [inf, inf, 30.25, inf]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 cbr 30.25', 'p4 f', 'p1 cbr 95',
           'p2 f', 'p1 sm KdKh', 'p3 sm AsQc', 'd db 2c7dJs', 'd db 4h', 'd db Kc']
venue = 'iPoker Network'
seats = [2, 3, 4, 1]
currency = 'USD'
"""


def _pokerkit_end(text: str) -> pk.State:
    state = None
    for state in pk.HandHistory.loads(text):  # noqa: B007  (the last state is returned)
        pass
    assert state is not None
    return state


def test_unknown_starting_stacks_replay_to_pokerkits_net_winnings(tmp_path, capsys):
    history = read_phh(UNKNOWN_STACKS)
    assert history.starting_stacks[0] is UNKNOWN or history.starting_stacks[0] == UNKNOWN
    assert (
        history.unknown_stacks() == [0, 1, 3]
        and "starting_stacks = [inf, inf, 30.25, inf]" in history.to_toml()
    )
    scale = replay_scale(history)
    assert (
        scale == 100 and history.unbounded_chips(scale) > 3025 + 9500
    )  # never binds: no one else goes all-in
    hand = replay(history, scale=scale)
    assert hand.is_complete
    net = net_winnings(hand, scale)
    assert (
        net == [Decimal("31.25"), -1, Decimal("-30.25"), 0] and sum(net) == 0
    )  # no chip created or lost
    assert net == _pokerkit_end(UNKNOWN_STACKS).payoffs
    assert finishing_amounts(hand, scale, history) == [UNKNOWN, UNKNOWN, 0, UNKNOWN]
    path = tmp_path / "ipn.phh"
    path.write_text(UNKNOWN_STACKS)
    assert main(["replay", "--json", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["finishing_stacks"] == ["inf", "inf", 0, "inf"] and result["unknown_stacks"] == [
        "p1",
        "p2",
        "p4",
    ]
    assert result["net_winnings"] == ["31.25", -1, "-30.25", 0]
    assert main(["replay", str(path)]) == 0
    assert (
        "net winnings 31.25 -1 -30.25 0 (starting stacks of p1, p2, p4 unknown"
        in capsys.readouterr().out
    )


def test_only_stacks_may_be_unknown():
    for field, text in [("antes", "antes = [0, 0, inf, 0]"), ("min_bet", "min_bet = inf")]:
        source = UNKNOWN_STACKS.replace(
            "antes = [0, 0, 0, 0]" if field == "antes" else "min_bet = 1", text
        )
        with pytest.raises(HistoryError, match="must be a finite number"):
            read_phh(source)
    with pytest.raises(HistoryError, match="starting_stacks\\[0\\] is -Infinity"):
        read_phh(UNKNOWN_STACKS.replace("[inf, inf, 30.25, inf]", "[-inf, inf, 30.25, inf]"))


# ---- histories in the dataset's styles (written for these tests) ------------------------------------

HANDHQ = """[1]
variant = 'NT'
ante_trimming_status = false
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [10, 0, 0, 0, 0]
min_bet = 10
starting_stacks = [1000, 125, 675, 940, 1061]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'p2 f', 'p3 cbr 30',
           'p4 f', 'p5 f', 'p1 cc', 'd db 8d8cTh', 'p1 cc', 'p3 cbr 40', 'p1 f']
venue = 'Full Tilt Poker'
seats = [1, 3, 4, 5, 6]
seat_count = 6

[2]
variant = 'NT'
ante_trimming_status = false
antes = [0.25, 0.25, 0.25, 0.25]
blinds_or_straddles = [0.50, 1, 0, 0]
min_bet = 1
starting_stacks = [52.85, 130.79, 190.57, 26.05]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'p3 f', 'p4 cbr 25.80', 'p1 f',
           'p2 cc', 'p4 sm ????', 'p2 sm ????', 'd db JcAdKd', 'p4 sm ????', 'p2 sm ????', 'd db 5h',
           'p4 sm ????', 'p2 sm ????', 'd db 9s', 'p4 sm QsQd', 'p2 sm AhTd']
venue = 'Absolute Poker'
seats = [5, 6, 3, 4]

[3]
variant = 'NT'
ante_trimming_status = false
antes = [0, 0]
blinds_or_straddles = [5, 10]
min_bet = 10
starting_stacks = [336, 596.70]
actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 cbr 20', 'p1 cc', 'd db Jc7c6c', 'p1 cc', 'p2 cc', 'd db Ac',
           'p1 cc', 'p2 cbr 30', 'p1 cc', 'd db 2d', 'p1 cc', 'p2 cc', 'p1 sm 7h7s', 'p2 sm ????']
venue = 'Full Tilt Poker'
seats = [2, 1]
"""

# Pluribus's style: whole chips, and the log's finishing stacks split an odd chip in halves
PLURIBUS = """variant = 'NT'
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 10000, 10000]
actions = ['d dh p1 2cAc', 'd dh p2 9sTc', 'd dh p3 6dAd', 'p3 cbr 225', 'p1 cc', 'p2 cc', 'd db Qs9c4s',
           'p1 cc', 'p2 cc', 'p3 cbr 101', 'p1 cc', 'p2 f', 'd db As', 'p1 cc', 'p3 cc', 'd db 8d', 'p1 cc',
           'p3 cc', 'p3 sm 6dAd', 'p1 sm 2cAc']
players = ['MrBlue', 'MrWhite', 'Pluribus']
finishing_stacks = [10112.5, 9775.0, 10112.5]
"""

# a televised hand's style (comments, one action a line) in a game this library does not play
STUD = """# seven-card stud: a bring-in instead of blinds
variant = "F7S"
antes = [5, 5]
bring_in = 5
small_bet = 10
big_bet = 20
starting_stacks = [200, 200]
actions = [
  "d dh p1 ????7c",  # the first player
  "d dh p2 ????Kd",
  "p1 pb 5",
  "p2 f",
]
"""

# a show of cards the log did not record, by both players left: the pot's winner is not in the record
UNSEEN_SHOWDOWN = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [0.50, 1, 0]
min_bet = 1
starting_stacks = [inf, inf, inf]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 cc', 'p2 cc', 'd db 4s3hQh', 'p1 cc',
           'p2 cc', 'd db Qd', 'p1 cc', 'p2 cc', 'd db 9h', 'p1 cc', 'p2 cc', 'p1 sm ????', 'p2 sm ????']
"""


@pytest.fixture()
def dataset(tmp_path: Path) -> Path:
    (tmp_path / "handhq" / "FTP").mkdir(parents=True)
    (tmp_path / "handhq" / "FTP" / "sample.phhs").write_text(HANDHQ)
    (tmp_path / "handhq" / "IPN").mkdir()
    (tmp_path / "handhq" / "IPN" / "unknown.phh").write_text(UNKNOWN_STACKS)
    (tmp_path / "pluribus").mkdir()
    (tmp_path / "pluribus" / "0.phh").write_text(PLURIBUS)
    (tmp_path / "wsop").mkdir()
    (tmp_path / "wsop" / "1.phh").write_text(STUD)
    (tmp_path / "broken.phh").write_text("variant = ")
    return tmp_path


def test_R_SHOW_2_the_dataset_tool_counts_every_hand_by_variant_and_outcome(dataset, capsys):
    """Each hand of the sample is counted once: the hold'em hands replay to pokerkit's result under its
    profile (only a big blind posted, cents with antes, a runout shown ????, unknown stacks, heads-up,
    an odd chip the log splits in halves), stud is unsupported by code, the broken file unreadable."""
    report = replay_dataset.run(dataset, "pokerkit")
    assert report["files"] == 5 and report["hands"] == 6
    assert report["by_variant"]["NT"] == {
        "matching": 5,
        "mismatching": 0,
        "failed": 0,
        "unsupported": 0,
        "unchecked": 0,
    }
    assert report["by_variant"]["F7S"]["unsupported"] == 1 and report["unsupported_variants"] == {
        "F7S": 1
    }
    assert [item["path"] for item in report["unreadable"]] == [str(dataset / "broken.phh")]
    assert (
        replay_dataset.main([str(dataset), "--rules", "pokerkit", "--json"]) == 1
    )  # the unreadable file
    assert json.loads(capsys.readouterr().out)["total"]["matching"] == 5
    # the rule book plays in the log's unit: the split in halves matches the file, not pokerkit's odd chip
    rule_book = replay_dataset.run(dataset)
    [odd] = rule_book["mismatching"]
    assert odd["hand"].endswith("0.phh") and odd["ours"] == ["10112.5", "9775", "10112.5"]
    assert odd["expected"] == [
        "10113",
        "9775",
        "10112",
    ]  # pokerkit: the odd chip to the first winner
    text = replay_dataset.report_text(rule_book)
    assert "mismatching (1):" in text and "unsupported variants: F7S (1)" in text


def test_R_SHOW_2_a_showdown_of_unrecorded_cards_matches_under_pokerkits_reading(tmp_path):
    """pokerkit keeps hands shown ???? in the pot, playing the board, and splits it among them: under the
    pokerkit profile (unknown_show="board") the replay does too; under the rule book a show of unknown
    cards counts as a muck (R-SHOW-2), and the tool reports the hand with that note, never as a crash."""
    (tmp_path / "unseen.phh").write_text(UNSEEN_SHOWDOWN)
    report = replay_dataset.run(tmp_path, "pokerkit")
    assert report["by_variant"]["NT"]["matching"] == 1 and not report["mismatching"]
    [item] = replay_dataset.run(tmp_path)["mismatching"]
    assert item["compared"] == "net_winnings" and item["expected"] == ["0.00", "0.00", "0"]
    assert item["ours"] == [
        "-1",
        "1",
        "0",
    ]  # p1 shows first: its unknown show is a muck, p2 is left
    assert item["note"] == "a show of unknown cards (????) at the showdown: unknown_show='muck'"


def test_the_sample_files_read_alike_by_both_readers():
    for text in (HANDHQ,):
        assert len(read_phhs(text)) == len(list(pk.HandHistory.loads_all(text))) == 3
    assert read_phh(STUD).variant == "F7S" and read_phh(STUD).blinds_or_straddles is None
    with pytest.raises(HistoryError, match="is not a game this library plays"):
        replay(read_phh(STUD))


DATASET = os.environ.get("HOLDEM_PHH_DATASET")


@pytest.mark.skipif(
    not DATASET,
    reason="HOLDEM_PHH_DATASET is not set: it names a folder of the public PHH "
    "dataset's .phh/.phhs files (github.com/uoftcprg/phh-dataset) to replay",
)
def test_the_public_dataset_replays_under_the_pokerkit_profile():
    report = replay_dataset.run(Path(DATASET), "pokerkit")  # type: ignore[arg-type]
    assert report["hands"] > 0
    assert not report["failed"] and not report["unreadable"], replay_dataset.report_text(report)
    # every reading is the profile's, the show of unknown cards too (unknown_show="board")
    assert not report["mismatching"], replay_dataset.report_text(report)
