"""Every oracle hand (real hands, finishing stacks from an independent engine) replays exactly.

Two paths per hand:

- the Python API: the record's structured ``actions`` become engine calls
  (``deal_hole``, ``fold``, ``check_or_call``, ``bet_or_raise_to``, ``show``,
  ``muck``, ``deal_board``) on a ``Hand`` built from the setup fields;
- PHH: the record's ``phh_actions`` and setup fields are rebuilt into the
  original ``.phh`` text (amounts back in the file's own units), read with
  :func:`holdem.read_phh` and replayed with :func:`holdem.replay`.

Both must end with exactly ``expected.finishing_stacks``. The oracle README
(shared/oracle/README.md) explains the fields.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

import holdem
from holdem.history import ShowdownDecisions, _toml, finishing_amounts

ORACLE_FILES = ("public.jsonl", "public_ft.jsonl", "side_pots_public.jsonl")

_BETTING = {"no-limit": "NO_LIMIT", "fixed-limit": "FIXED_LIMIT", "pot-limit": "POT_LIMIT"}
_ANTE_TYPES = {
    "none": "NONE",
    "uniform": "UNIFORM",
    "big_blind_only": "BIG_BLIND_ONLY",
    "button_only": "BUTTON_ONLY",
}


def oracle_records(oracle_dir: Path, name: str) -> Iterator[dict[str, Any]]:
    with open(oracle_dir / name, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


# ---- the Python API path -----------------------------------------------------------------------


def oracle_config(record: dict[str, Any]) -> holdem.TableConfig:
    """The TableConfig of an oracle hand, from its setup fields (already in chips).

    Blind sizes come from the values, not positions: heads-up PHH lists them
    [small, big] although the big blind is seat 0 (``posted_blinds_or_straddles``
    shows who paid what).
    """
    n = record["num_players"]
    blinds = record["blinds_or_straddles"]
    straddles = tuple(b for b in blinds[2:] if b > 0) if n > 2 else ()
    kwargs: dict[str, Any] = dict(
        betting=getattr(holdem.BettingStructure, _BETTING[record["betting"]]),
        small_blind=blinds[0],
        big_blind=blinds[1],
        straddles=straddles,
        ante=max(record["antes"]),
        ante_type=getattr(holdem.AnteType, _ANTE_TYPES[record["ante_type"]]),
        ante_trimming=record["ante_trimming_status"],
    )
    if record["betting"] == "fixed-limit":
        kwargs.update(small_bet=record["small_bet"], big_bet=record["big_bet"])
    elif record["min_bet"] != blinds[1]:
        kwargs.update(min_bet=record["min_bet"])
    return holdem.TableConfig(**kwargs)


def play_oracle_actions(record: dict[str, Any]) -> holdem.Hand:
    """The hand played through the Python API from the record's structured actions.

    Shows and mucks go through :class:`holdem.history.ShowdownDecisions`, which
    hands them to the engine when it asks (the record has them where the log
    put them, e.g. before the rest of the board after an all-in).
    """
    stacks = record["starting_stacks"]
    # a negative blind is a live post out of position (a player back from sitting out)
    posts = {seat: -b for seat, b in enumerate(record["blinds_or_straddles"]) if b < 0}
    hand = holdem.Hand(
        oracle_config(record), stacks, button=len(stacks) - 1, dealing="manual", posts=posts
    )
    decisions = ShowdownDecisions(hand)
    for index, action in enumerate(record["actions"]):
        kind, seat = action["type"], action.get("seat")
        where = f"action {index} {action}"
        if kind == "deal_hole":
            hand.deal_hole(seat, action["cards"])
        elif kind == "deal_board":
            hand.deal_board(action["cards"])
        elif kind == "show":
            decisions.decide(seat, holdem.parse_cards(action["cards"]))
        elif kind == "muck":
            decisions.decide(seat, None)
        elif (
            kind == "show_unknown"
        ):  # cards the log did not record: a muck unless shown later (README)
            decisions.decide(seat, None, unknown=True)
        elif kind == "fold":
            hand.fold(seat)
        elif kind == "check_call":
            assert hand.check_or_call(seat).added == action["amount"], where
        elif kind == "bet_raise_to":
            done = hand.bet_or_raise_to(action["to"], seat)
            assert (done.amount, done.added) == (action["to"], action["added"]), where
        else:
            raise AssertionError(f"{where}: unknown action type")
        decisions.apply()
    decisions.settle()
    return hand


# ---- the PHH path ------------------------------------------------------------------------------


def _file_units(value: int, scale: int) -> int | Decimal:
    if scale == 1:
        return value
    amount = Decimal(value) / scale
    return int(amount) if amount == amount.to_integral_value() else amount


def oracle_phh_text(record: dict[str, Any]) -> str:
    """The hand's .phh file rebuilt from the record: setup fields back in the file's units."""
    scale = record["amount_scale"]
    units = lambda values: [_file_units(v, scale) for v in values]  # noqa: E731
    document: dict[str, Any] = {
        "variant": record["variant"],
        "ante_trimming_status": record["ante_trimming_status"],
        "antes": units(record["antes"]),
        "blinds_or_straddles": units(record["blinds_or_straddles"]),
    }
    if record["betting"] == "fixed-limit":
        document.update(
            small_bet=_file_units(record["small_bet"], scale),
            big_bet=_file_units(record["big_bet"], scale),
        )
    else:
        document["min_bet"] = _file_units(record["min_bet"], scale)
    document.update(
        starting_stacks=units(record["starting_stacks"]),
        actions=record["phh_actions"],
        players=record["players"],
        finishing_stacks=units(record["expected"]["finishing_stacks"]),
    )
    return _toml.dumps(document)


def replay_oracle_phh(record: dict[str, Any]) -> list[int]:
    """Finishing stacks in chips from the rebuilt PHH file."""
    history = holdem.read_phh(oracle_phh_text(record))
    scale = history.chip_scale()
    stacks = finishing_amounts(holdem.replay(history, scale=scale), scale)
    assert stacks == history.finishing_stacks
    return [int(Decimal(s) * record["amount_scale"]) for s in stacks]


# ---- the tests ---------------------------------------------------------------------------------


def _check_file(oracle_dir: Path, name: str, play: Any) -> None:
    failures = []
    count = 0
    for record in oracle_records(oracle_dir, name):
        count += 1
        expected = record["expected"]["finishing_stacks"]
        try:
            got = play(record)
        except Exception as exc:  # collected: one report listing every disagreement
            failures.append(f"{record['id']}: {type(exc).__name__}: {exc}")
            continue
        if list(got) != expected:
            failures.append(f"{record['id']}: finishing stacks {list(got)}, expected {expected}")
    assert count > 0
    assert not failures, f"{len(failures)} of {count} hands disagree:\n" + "\n".join(failures[:40])


@pytest.mark.parametrize("name", ORACLE_FILES)
def test_oracle_python_api(oracle_dir: Path, name: str) -> None:
    _check_file(oracle_dir, name, lambda record: play_oracle_actions(record).stacks)


@pytest.mark.slow  # 2-5 s: every oracle hand
@pytest.mark.parametrize("name", ORACLE_FILES)
def test_oracle_phh(oracle_dir: Path, name: str) -> None:
    _check_file(oracle_dir, name, replay_oracle_phh)


def test_rebuilt_phh_keeps_the_cents(oracle_dir: Path) -> None:
    """Online hands are in dollars: the rebuilt file has the file's own decimal amounts."""
    record = next(
        r
        for r in oracle_records(oracle_dir, "public.jsonl")
        if r["amount_scale"] == 100 and any("." in a for a in r["phh_actions"])
    )
    history = holdem.read_phh(oracle_phh_text(record))
    assert history.chip_scale() in (10, 100)
    assert any(isinstance(s, Decimal) for s in history.starting_stacks + history.finishing_stacks)


def _written_back(record: dict[str, Any]) -> list[int]:
    """Replay the rebuilt file, write the hand with to_phh, replay that: the stacks again."""
    history = holdem.read_phh(oracle_phh_text(record))
    scale = history.chip_scale()
    hand = holdem.replay(history, scale=scale)
    again = holdem.read_phh(holdem.to_phh(hand, scale=scale, players=record["players"]))
    assert again.players == record["players"]
    stacks = finishing_amounts(holdem.replay(again, scale=scale), scale)
    assert stacks == again.finishing_stacks
    return [int(Decimal(s) * record["amount_scale"]) for s in stacks]


@pytest.mark.slow  # 2-5 s: every oracle hand
@pytest.mark.parametrize("name", ORACLE_FILES)
def test_oracle_written_back_with_to_phh(oracle_dir: Path, name: str) -> None:
    _check_file(oracle_dir, name, _written_back)
