"""``holdem replay``: PHH hand histories replayed through the engine, each hand's result or error."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from decimal import Decimal
from pathlib import Path
from typing import cast

from ..errors import HoldemError
from ._common import json_error, one_line

__all__ = ["cmd_replay"]


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay every hand of the files and print each one's result or error; 1 when any failed or none was found."""
    failed = 0
    hands = 0
    for path in _history_files(args.paths):
        for result in _replay_file(path, args.rules):
            hands += 1
            ok = "error" not in result and result.get("matches", True)
            failed += not ok
            if args.json:
                print(
                    json.dumps(
                        {
                            k: [_json_number(x) for x in v] if isinstance(v, list) else v
                            for k, v in result.items()
                        }
                    )
                )
            elif "error" in result:
                print(one_line(f"{result['path']}: error: {result['error']}"))
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
        message = f"no hand histories (.phh or .phhs) found in {' '.join(args.paths)}"
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
                p for p in path.rglob("*") if p.suffix in (".phh", ".phhs") and p.is_file()
            )
        else:
            yield path


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
