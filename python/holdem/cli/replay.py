"""``holdem replay``: PHH and PokerStars hand histories replayed through the engine, each hand's result or error.

A file is PokerStars text when its first line is a hand's header (whatever its name), else PHH
(``.phh``, ``.phhs``); in a folder, ``.phh`` and ``.phhs`` files and the PokerStars ones among its
``.txt`` files are replayed. A PokerStars hand's result is compared with the one the file states,
rake accounted for (:func:`holdem.history.check_pokerstars`); a hand of a game this library does not
play is reported as unsupported, which is not a failure.
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
from ..history import Number, ResultCheck
from ._common import json_error, one_line

__all__ = ["cmd_replay"]


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay every hand of the files and print each one's result or error; 1 when any failed or none was found."""
    failed = 0
    hands = 0
    for path in _history_files(args.paths):
        for result in _replay_any(path, args.rules):
            hands += 1
            ok = "error" not in result and result.get("matches", True)
            failed += not ok
            if args.json:
                print(
                    json.dumps(
                        {
                            k: [_json_number(x) for x in v]
                            if isinstance(v, list)
                            else _json_number(v)
                            for k, v in result.items()
                        }
                    )
                )
            elif "error" in result:
                print(one_line(f"{result['path']}: error: {result['error']}"))
            elif "unsupported" in result:
                print(one_line(f"{result['path']}: unsupported: {result['unsupported']}"))
            elif result.get("format") == "pokerstars":
                print(one_line(_stars_text(result)))
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
            f"no hand histories (.phh, .phhs or PokerStars text) found in {' '.join(args.paths)}"
        )
        if args.json:
            return json_error("replay", message, status=1)
        print(one_line(f"holdem replay: {message}"), file=sys.stderr)
        return 1
    return 1 if failed else 0


def _history_files(paths: Sequence[str]) -> Iterator[Path]:
    for name in paths:
        path = Path(name)
        try:
            is_dir = path.is_dir()
        except (OSError, ValueError):  # a name too long, or with a NUL: reading it reports why
            is_dir = False
        if is_dir:
            yield from sorted(
                p
                for p in path.rglob("*")
                if p.is_file()
                and (p.suffix in (".phh", ".phhs") or (p.suffix == ".txt" and _is_stars(p)))
            )
        else:
            yield path


#: How much of a file is read to tell whether it is PokerStars text.
_SNIFF = 65_536


def _is_stars(path: Path) -> bool:
    """Whether the file's first line that is not blank is a PokerStars hand's header."""
    from ..history import is_pokerstars

    try:
        with path.open("rb") as file:
            head = file.read(_SNIFF)
    except (OSError, ValueError):
        return False
    return is_pokerstars(head)


def _replay_any(path: Path, rules: str | None) -> Iterator[dict[str, object]]:
    """The results of a file: a PokerStars file's by its content, else a PHH file's."""
    if path.suffix not in (".phh", ".phhs") and _is_stars(path):
        return _replay_stars(path, rules)
    return _replay_file(path, rules)


def _replay_stars(path: Path, rules: str | None) -> Iterator[dict[str, object]]:
    """One result per hand of a PokerStars file: the engine's finishing stacks, the file's and whether they
    match (rake accounted for); an unreadable hand's error; an unsupported hand's reason."""
    from ..history import check_pokerstars, read_pokerstars

    try:
        stars = read_pokerstars(path)
    except HoldemError as exc:
        yield {"path": str(path), "error": str(exc)}
        return
    results: list[tuple[int, dict[str, object]]] = []
    for problem in stars.problems:
        results.append(
            (problem.line, {"path": f"{path}#{problem.hand or '?'}", "error": str(problem)})
        )
    for hand in stars.hands:
        results.append(
            (hand.line, _stars_result(f"{path}#{hand.hand_id}", check_pokerstars(hand, rules)))
        )
    for _, result in sorted(results, key=lambda r: r[0]):
        yield result


def _stars_result(name: str, check: ResultCheck) -> dict[str, object]:
    if check.status == "unsupported":
        return {"path": name, "format": "pokerstars", "unsupported": check.reason}
    if check.status == "error":
        return {"path": name, "format": "pokerstars", "error": check.reason}
    result: dict[str, object] = {
        "path": name,
        "format": "pokerstars",
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
    if check.reason:
        result["reason"] = check.reason
    return result


def _stars_text(result: dict[str, object]) -> str:
    line = f"{result['path']}: finishing stacks " + _amounts_text(result["finishing_stacks"])
    if "stopped" in result:
        return line + f" ({result['stopped']})"
    if result["matches"]:
        return (
            line + f" (matches the file, whose pot paid {_amounts_text([result['rake']])} in rake)"
        )
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


def _replay_file(path: Path, rules: str | None = None) -> Iterator[dict[str, object]]:
    """One result per hand of a .phh or .phhs file: its finishing stacks and net winnings, or its error.

    A hand whose starting stacks the file does not know (``inf``) finishes with those stacks unknown:
    its net winnings are the result (``"unknown_stacks"`` names the players).
    """
    from ..history import (
        finishing_amounts,
        net_winnings,
        read_phh,
        read_phhs,
        replay,
        replay_scale,
        where_it_stops,
    )

    try:
        if path.suffix == ".phhs":
            histories = [(f"{path}#{i}", h) for i, h in enumerate(read_phhs(path), 1)]
        else:
            histories = [(str(path), read_phh(path))]
    except HoldemError as exc:
        yield {"path": str(path), "error": str(exc)}
        return
    for name, history in histories:
        try:
            scale = replay_scale(history, rules)
            hand = replay(history, scale=scale, rules=rules)
            stacks = finishing_amounts(hand, scale, history)
            net = net_winnings(hand, scale)
        except HoldemError as exc:
            yield {"path": name, "error": str(exc)}
            continue
        result: dict[str, object] = {"path": name, "finishing_stacks": stacks, "net_winnings": net}
        stopped = where_it_stops(hand, history)
        if stopped is not None:  # a running hand: the stacks leave out the chips in the pot
            result["stopped"] = stopped
        if history.unknown_stacks():
            result["unknown_stacks"] = [f"p{k + 1}" for k in history.unknown_stacks()]
        if history.finishing_stacks is not None:
            # an unknown stack finishes unknown (inf) in both: the known ones are what is compared
            result["matches"] = list(history.finishing_stacks) == stacks
            if not result["matches"]:
                result["expected_finishing_stacks"] = history.finishing_stacks
        yield result


def _json_number(value: object) -> object:
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
