"""``holdem replay``: hand histories of any format replayed through the engine, each hand's result or error.

Each file's format is told by its content (:func:`holdem.history.read`): PHH (``.phh``, ``.phhs``),
PokerStars and GGPoker text, Open Hand History, ACPC logs; in a folder, every file holding one is
replayed. A hand whose file states its result is compared with it, rake accounted for
(:meth:`holdem.history.ReadHand.check`); a hand of a game this library does not play is reported as
unsupported, which is not a failure.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from decimal import Decimal
from pathlib import Path
from typing import cast

from ..errors import HoldemError
from ..history import Number, ReadHand, ResultCheck
from ._common import json_error, one_line

__all__ = ["cmd_replay", "history_files", "json_number"]


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay every hand of the files and print each one's result or error; 1 when any failed or none was found."""
    failed = 0
    hands = 0
    for path in history_files(args.paths):
        for result in _replay_any(path, args.rules):
            hands += 1
            ok = "error" not in result and result.get("matches", True)
            failed += not ok
            if args.json:
                print(
                    json.dumps(
                        {
                            k: [json_number(x) for x in v]
                            if isinstance(v, list)
                            else json_number(v)
                            for k, v in result.items()
                        }
                    )
                )
            elif "error" in result:
                print(one_line(f"{result['path']}: error: {result['error']}"))
            elif "unsupported" in result:
                print(one_line(f"{result['path']}: unsupported: {result['unsupported']}"))
            elif result.get("format") != "phh":
                print(one_line(_check_text(result)))
            else:
                line = f"{result['path']}: finishing stacks " + _amounts_text(
                    result["finishing_stacks"]
                )
                if "unknown_stacks" in result:
                    line += (
                        ", net winnings "
                        + _amounts_text(result["net_winnings"])
                        + " (starting stacks of "
                        + ", ".join(cast("list[str]", result["unknown_stacks"]))
                        + " unknown: the net winnings are the result)"
                    )
                if "stopped" in result:
                    line += f" ({result['stopped']}: the chips in the pot are in no stack)"
                if result.get("matches") is True:
                    line += " (matches the file)"
                elif result.get("matches") is False:
                    line += (
                        " (the file says "
                        + _amounts_text(result["expected_finishing_stacks"])
                        + ")"
                    )
                print(one_line(line))
    if not hands:
        message = (
            "no hand histories (PHH, PokerStars, GGPoker, Open Hand History or ACPC logs) found in "
            + " ".join(args.paths)
        )
        if args.json:
            return json_error("replay", message, status=1)
        print(one_line(f"holdem replay: {message}"), file=sys.stderr)
        return 1
    return 1 if failed else 0


def history_files(paths: Sequence[str]) -> Iterator[Path]:
    """The files named, and in each folder named (recursively) the files holding hand histories."""
    for name in paths:
        path = Path(name)
        try:
            is_dir = path.is_dir()
        except (OSError, ValueError):  # a name too long, or with a NUL: reading it reports why
            is_dir = False
        if is_dir:
            yield from sorted(p for p in path.rglob("*") if p.is_file() and _is_history(p))
        else:
            yield path


#: How much of a file is read to tell whether it holds hand histories, and which.
_SNIFF = 65_536
_PHH_SUFFIXES = (".phh", ".phhs")


def _is_history(path: Path) -> bool:
    """Whether a file of a folder holds hand histories: a PHH file by its name, another by its content."""
    from ..history import format_of

    if path.suffix in _PHH_SUFFIXES:
        return True
    try:
        with path.open("rb") as file:
            head = file.read(_SNIFF)
    except (OSError, ValueError):
        return False
    return format_of(head) is not None


def _replay_any(path: Path, rules: str | None) -> Iterator[dict[str, object]]:
    """One result per hand of a file (a ``.phh`` or ``.phhs`` file is PHH whatever it holds)."""
    from ..history import read

    try:
        hands = read(path, format="phh" if path.suffix in _PHH_SUFFIXES else None)
    except HoldemError as exc:
        yield {"path": str(path), "error": str(exc)}
        return
    for hand in hands:
        yield _result(hand, rules)


def _result(hand: ReadHand, rules: str | None) -> dict[str, object]:
    """A hand's result: its error, why it is not played, or its replay (compared with what its file states)."""
    base: dict[str, object] = {"path": hand.name, "format": hand.format}
    if hand.history is None:
        return {**base, ("unsupported" if hand.unsupported else "error"): hand.problem}
    if hand.format == "phh":
        return {**base, **_phh_result(hand, rules)}
    return {**base, **_check_result(hand.check(rules))}


def _check_result(check: ResultCheck) -> dict[str, object]:
    """A hand's check as the JSON fields: the players, the engine's stacks and the file's, the differences,
    the rake and fees (less what the site added), whether they match; money paid outside the pot."""
    if check.status == "unsupported":
        return {"unsupported": check.reason}
    if check.status == "error":
        return {"error": check.reason}
    result: dict[str, object] = {
        "players": list(check.players),
        "finishing_stacks": list(check.engine),
    }
    if check.status == "no result":
        result["stopped"] = check.reason
        return result
    result["expected_finishing_stacks"] = list(check.stated)
    result["differences"] = list(check.differences)
    result["rake"] = check.expected
    result["matches"] = check.matches
    if check.cashed_out:
        result["cashed_out"] = list(check.cashed_out)
    if check.paid_outside:
        result["paid_outside"] = list(check.paid_outside)
    if check.outside:
        result["outside_pot"] = list(check.outside)
    if check.reason:
        result["reason"] = check.reason
    return result


def _check_text(result: dict[str, object]) -> str:
    line = f"{result['path']}: finishing stacks " + _amounts_text(result["finishing_stacks"])
    if "stopped" in result:
        return line + f" ({result['stopped']})"
    outside = (
        "; " + "; ".join(cast("list[str]", result["outside_pot"]))
        if "outside_pot" in result
        else ""
    )
    if result["matches"]:
        rake = result["rake"]
        if rake:
            return (
                line
                + f" (matches the file, whose pot paid {_amounts_text([rake])} in rake{outside})"
            )
        return line + f" (matches the file{outside})"
    moved = ", ".join(
        f"{name} {'+' if d > 0 else ''}{d}"
        for name, d in zip(
            cast("list[str]", result["players"]), cast("list[Number]", result["differences"])
        )
        if d
    )
    return line + (
        f" (the file says {_amounts_text(result['expected_finishing_stacks'])}; the engine's less the "
        f"file's: {moved or 'none'}; {result.get('reason')})"
    )


def _phh_result(hand: ReadHand, rules: str | None) -> dict[str, object]:
    """A PHH hand's finishing stacks and net winnings, or its error; compared with the file's
    ``finishing_stacks`` (or, without them, what it says each collected: ``winnings``).

    A hand whose starting stacks the file does not know (``inf``) finishes with those stacks unknown:
    its net winnings are the result (``"unknown_stacks"`` names the players).
    """
    from ..history import (
        check_history,
        finishing_amounts,
        net_winnings,
        replay,
        replay_scale,
        where_it_stops,
    )

    history = hand.history
    assert history is not None  # a hand read
    try:
        scale = replay_scale(history, rules)
        played = replay(history, scale=scale, rules=rules)
        stacks = finishing_amounts(played, scale, history)
        net = net_winnings(played, scale)
    except HoldemError as exc:
        return {"error": str(exc)}
    result: dict[str, object] = {"finishing_stacks": stacks, "net_winnings": net}
    stopped = where_it_stops(played, history)
    if stopped is not None:  # a running hand: the stacks leave out the chips in the pot
        result["stopped"] = stopped
    if history.unknown_stacks():
        result["unknown_stacks"] = [f"p{k + 1}" for k in history.unknown_stacks()]
    if history.finishing_stacks is not None:
        # an unknown stack finishes unknown (inf) in both: the known ones are what is compared
        result["matches"] = list(history.finishing_stacks) == stacks
        if not result["matches"]:
            result["expected_finishing_stacks"] = history.finishing_stacks
    elif history.winnings is not None and stopped is None:
        check = check_history(history, rules, hand.hand_id)
        result["matches"] = check.matches
        if not check.matches:
            result["expected_finishing_stacks"] = list(check.stated)
            result["reason"] = check.reason
    return result


def json_number(value: object) -> object:
    """A Decimal amount in JSON: an integer when it is whole, else the exact decimal as a string (never a float)."""
    if isinstance(value, Decimal):
        if value.is_infinite():
            return "inf"  # a stack the file does not know, as PHH writes it
        return (
            int(value) if value.is_finite() and value == value.to_integral_value() else str(value)
        )
    return value


def _amounts_text(values: object) -> str:
    return " ".join("inf" if isinstance(v, Decimal) and v.is_infinite() else str(v) for v in values)  # type: ignore[attr-defined]
