"""``holdem stats FILE... [--json]``: each player's statistics over the hands of history files of any format.

The files (and the folders' files holding histories, recursively) are read by
:func:`holdem.history.read`, their hands counted by :func:`holdem.history.player_stats`: hands, VPIP,
PFR, 3-bet, fold to 3-bet, aggression factor, went to showdown, won at showdown, net and bb/100 with
its 95% interval, per player and per position (docs/tutorials/statistics.md defines each). A terminal
shows two tables (rich): the players, then each player's positions; ``--json`` prints one object.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import HoldemError
from ..history import PlayerStats, Rate, Stats
from ._common import console_for, json_error, one_line, results_table
from .replay import history_files

__all__ = ["cmd_stats"]

_COLUMNS = (
    "Hands",
    "VPIP",
    "PFR",
    "3-bet",
    "Fold to 3-bet",
    "AF",
    "WTSD",
    "W$SD",
    "Net",
    "bb/100",
    "95% interval",
)


def cmd_stats(args: argparse.Namespace) -> int:
    """Count the hands of the files and print each player's statistics; 1 when no hand was counted."""
    from ..history import player_stats

    stats = Stats()
    for path in history_files(args.paths):
        try:
            stats = stats + player_stats(path, args.rules)
        except HoldemError as exc:
            stats.skipped.append((str(path), str(exc)))
    if not stats.hands:
        message = f"no hand to count in {' '.join(args.paths)}" + (
            f" ({len(stats.skipped)} not counted: {stats.skipped[0][1]})" if stats.skipped else ""
        )
        if args.json:
            return json_error("stats", message, status=1)
        print(one_line(f"holdem stats: {message}"), file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(stats.to_dict()))
        return 0
    _print_tables(stats)
    return 0


def _print_tables(stats: Stats) -> None:
    from ..history import position_order

    caption = f"{stats.hands:,} hands" + (
        f"; {len(stats.skipped):,} not counted (not read, not played here, or not over)"
        if stats.skipped
        else ""
    )
    players = results_table("Players", ("Player", *_COLUMNS), "Player", caption)
    for name, counts in sorted(stats.players.items(), key=lambda item: -item[1].hands):
        players.add_row(name, *_cells(counts))
    console_for(players).print(players)
    positions = results_table("By position", ("Player", "Position", *_COLUMNS), "Player")
    for name in sorted(stats.players, key=lambda n: -stats.players[n].hands):
        by_position = stats.positions.get(name, {})
        for code in sorted(by_position, key=position_order):
            positions.add_row(name, code, *_cells(by_position[code]))
    console_for(positions).print(positions)


def _cells(counts: PlayerStats) -> list[str]:
    """A row's figures: rates as percentages (a dash without a chance), the net and bb/100."""
    low, high = counts.ci95
    factor = counts.aggression_factor
    return [
        f"{counts.hands:,}",
        *(
            _percent(rate)
            for rate in (
                counts.vpip,
                counts.pfr,
                counts.three_bet,
                counts.fold_to_three_bet,
            )
        ),
        "-" if factor is None else f"{factor:.2f}",
        _percent(counts.wtsd),
        _percent(counts.wsd),
        _amount(counts.net),
        f"{counts.bb_per_100:+.1f}",
        f"{low:+.1f} to {high:+.1f}" if low != float("-inf") else "-",
    ]


def _percent(rate: Rate) -> str:
    share = rate.rate
    return "-" if share is None else f"{100 * share:.1f}%"


def _amount(amount: Any) -> str:
    return f"{amount:+,}" if isinstance(amount, int) else f"{amount:+}"
