"""PHH hand histories: reading, writing, .phhs files, replay and its errors."""

from __future__ import annotations

import datetime
import pickle
import sys
from decimal import Decimal
from pathlib import Path

import pytest

import holdem
from holdem import HandHistory, HistoryError, ReplayError, read_phh, read_phhs, replay
from holdem import _toml
from holdem.history import write_phhs

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

# A three-handed all-in hand laid out like the PHH standard's examples (comments, single quotes).
THREE_HANDED = """\
variant = 'NT'
antes = [500, 500, 500]
blinds_or_straddles = [1000, 2000, 0]
min_bet = 2000
starting_stacks = [1125600, 2000000, 1553500]
actions = [
  # Pre-flop
  'd dh p1 Ac2d',  # Ivey
  'd dh p2 5h7s',  # Antonius*
  'd dh p3 7h6h',  # Dwan
  'p3 cbr 7000',
  'p1 cc',
  'p2 cbr 23000',
  'p3 cc',
  'p1 cc',
  # Flop
  'd db Jc3d5c',
  'p1 cbr 35000',
  'p2 f',
  'p3 cbr 90000',
  'p1 cbr 232600',
  'p3 cbr 1102100',
  'p1 cc',  # Ivey is all-in
  'p1 sm Ac2d',
  'p3 sm 7h6h',
  # Turn
  'd db 4s',
  # River
  'd db 5d',
]
players = ['Phil Ivey', 'Patrik Antonius', 'Tom Dwan']
finishing_stacks = [0, 1976500, 2702600]
"""

HEADS_UP_CENTS = """\
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [5, 10]
min_bet = 10
starting_stacks = [213.50, 1049.50]
actions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 30", "p1 cc", "d db 9dKd3c", "p1 cc", "p2 cbr 50",
           "p1 cbr 183.50", "p2 cc", "p1 sm 4d5d", "p2 sm AdKs", "d db Kh", "d db 9h"]
finishing_stacks = [0, 1263.00]
"""


# ---- TOML writing ------------------------------------------------------------------------------

@pytest.mark.parametrize("value", [
    "plain", "quote \" and back\\slash", "tab\tnew\nline", "\x00\x1f\x7f control", "ünïcode ♠ 🂡",
    0, -5, 10**18, True, False, Decimal("183.50"), Decimal("0.1"), Decimal("100"), Decimal("1E+3"),
    1.5, float("inf"), [1, 2, 3], ["a", "b"], [], [Decimal("1.5"), 2],
    datetime.time(5, 36, 35), datetime.date(2009, 7, 5),
])
def test_toml_values_round_trip(value: object) -> None:
    text = _toml.dumps({"key": value, "spaced key": value})
    read = tomllib.loads(text, parse_float=Decimal)
    expected = Decimal(repr(value)) if isinstance(value, float) else value
    if isinstance(value, Decimal):  # "100" is written as 100.0 so it stays a float
        assert read["key"] == value and isinstance(read["key"], Decimal)
    else:
        assert read == {"key": expected, "spaced key": expected}


def test_toml_rejects_what_it_cannot_write() -> None:
    with pytest.raises(holdem.InvalidArgumentError, match="cannot write set"):
        _toml.dumps({"key": {1, 2}})


# ---- reading -----------------------------------------------------------------------------------

def test_read_phh_text_and_file(tmp_path: Path) -> None:
    history = read_phh(THREE_HANDED)
    assert history.variant == "NT"
    assert history.starting_stacks == [1125600, 2000000, 1553500]
    assert history.actions[3] == "p3 cbr 7000"
    assert history.players == ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
    path = tmp_path / "three-handed.phh"
    path.write_text(THREE_HANDED, encoding="utf-8")
    assert read_phh(path) == history
    assert read_phh(str(path)) == history


def test_decimal_amounts_are_exact() -> None:
    history = read_phh(HEADS_UP_CENTS)
    assert history.starting_stacks == [Decimal("213.50"), Decimal("1049.50")]
    assert history.chip_scale() == 10
    assert history.starting_chips() == [2135, 10495]
    assert history.starting_chips(100) == [21350, 104950]


def test_unknown_fields_are_kept() -> None:
    text = THREE_HANDED + '_venue_id = 42\nevent = "Full Tilt"\n'
    history = read_phh(text)
    assert history.event == "Full Tilt"
    assert history.extra == {"_venue_id": 42}
    assert read_phh(history.to_toml()) == history


@pytest.mark.parametrize("text, message", [
    ("variant = 'NT'\nantes = [0, 0]\n", "missing the required field"),
    ("variant = = 'NT'\n", "not valid TOML"),
    (THREE_HANDED.replace("antes = [500, 500, 500]", "antes = [500, 500]"), "antes has 2 entries"),
    (THREE_HANDED.replace("min_bet = 2000", "min_bet = 'big'"), "min_bet must be a number"),
    (THREE_HANDED.replace("variant = 'NT'", "variant = 3"), "variant must be a string"),
])
def test_read_errors_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(HistoryError, match=message):
        read_phh(text)


def test_missing_file_is_a_history_error(tmp_path: Path) -> None:
    with pytest.raises(HistoryError, match="cannot read"):
        read_phh(tmp_path / "absent.phh")


def test_phhs_holds_many_hands(tmp_path: Path) -> None:
    first, second = read_phh(THREE_HANDED), read_phh(HEADS_UP_CENTS)
    text = write_phhs([first, second])
    assert text.startswith("[1]\n")
    path = tmp_path / "two.phhs"
    path.write_text(text, encoding="utf-8")
    assert read_phhs(path) == [first, second]
    with pytest.raises(HistoryError, match=r"\[2\]: .*missing"):
        read_phhs("[1]\n" + first.to_toml() + "\n[2]\nvariant = 'NT'\n")
    with pytest.raises(HistoryError, match="one table per hand"):
        read_phhs("variant = 'NT'\n")


def test_write_read_round_trip() -> None:
    for text in (THREE_HANDED, HEADS_UP_CENTS):
        history = read_phh(text)
        assert read_phh(history.to_toml()) == history
        assert tomllib.loads(history.to_toml(), parse_float=Decimal) == tomllib.loads(text, parse_float=Decimal)


def test_replay_error_pickles() -> None:
    error = ReplayError(3, "p2 cbr 1", "too small (R-BET-7)")
    again = pickle.loads(pickle.dumps(error))
    assert (again.index, again.action, again.reason, str(again)) == (3, "p2 cbr 1", "too small (R-BET-7)",
                                                                     str(error))
    assert isinstance(again, HistoryError) and isinstance(again, ValueError)
