"""``holdem tournament``: a multi-table tournament of built-in agents to the end, its places."""

from __future__ import annotations

import argparse
import json
from typing import Any, cast

from ._common import agent_kinds, console_for, results_table, shows_progress

__all__ = ["ROUND_SECONDS", "cmd_tournament"]

# bots play far faster than people: each round takes two minutes of the tournament's clock
ROUND_SECONDS = 120


def cmd_tournament(args: argparse.Namespace) -> int:
    """Run the tournament to the end and print its places (or one JSON object); returns the exit status."""
    from ..agents import AGENTS
    from ..errors import TournamentError
    from ..tournament import Tournament

    kinds = agent_kinds(args.agents, TournamentError)
    if args.plot is not None:
        try:
            import matplotlib  # noqa: F401
        except ImportError as exc:
            raise TournamentError(
                "--plot needs matplotlib: pip install 'holdem-engine[plot]'"
            ) from exc
    if not 0 <= args.late_entries <= 100_000:
        raise TournamentError(f"--late-entries is a count, 0 to 100,000, got {args.late_entries}")
    # before play: a bad folder would fail only after the whole tournament
    if args.history is not None:
        Tournament.check_history_folder(args.history)
    t = Tournament(
        players=args.players,
        structure=args.structure,
        table_size=args.table_size,
        seed=args.seed,
        seconds_per_round=ROUND_SECONDS,
        reentry=args.reentry,
        keep_history=args.history is not None,
        keep_chip_log=args.plot is not None,
    )
    taken = {*t.entries}
    names = [
        f"late{k}" for k in range(1, args.late_entries + len(taken) + 1) if f"late{k}" not in taken
    ]
    late = t.structure.spread_late_entries(names[: args.late_entries], ROUND_SECONDS)
    agents = {
        name: AGENTS[kinds[i % len(kinds)]](None if args.seed is None else args.seed + i)
        for i, name in enumerate([*t.entries, *(e.name for e in late)])
    }
    refused: list[dict[str, str]] = []
    play = {
        "late_entries": late,
        "reenter": args.reentry,
        "on_refused": lambda name, error: refused.append({"player": name, "reason": str(error)}),
    }
    if shows_progress(args):
        from rich.progress import BarColumn, Progress, TextColumn

        with Progress(TextColumn("{task.description}"), BarColumn(), transient=True) as progress:
            task = progress.add_task("playing", total=args.players - 1)

            def shown(tour: Tournament) -> None:
                progress.update(
                    task,
                    total=len(tour.entries) - 1,
                    completed=len(tour.entries) - len(tour.stacks),
                    description=f"{len(tour.stacks):,} players left, level {tour.level_number}",
                )

            summary = cast(
                "dict[str, Any]", t.run(agents, on_round=shown, **play)
            )  # the fields summary() documents
    else:
        summary = cast("dict[str, Any]", t.run(agents, **play))
    entered_late = list(t.entries[args.players :])
    if args.history is not None:
        t.write_histories(args.history)
    if args.plot is not None:
        from .plot import plot_chips

        plot_chips(t, args.plot)
    if args.json:
        print(
            json.dumps(
                {
                    "players": summary["players"],
                    "hands": summary["hands"],
                    "level": summary["level"],
                    "blinds": summary["blinds"],
                    "prize_pool": summary["prize_pool"],
                    "seed": args.seed,
                    "entries": len(t.entries),
                    "late_entries": entered_late,
                    "refused": refused,
                    "places": [
                        {
                            "player": p["player"],
                            "agent": p["agent"],
                            "place": p["place"],
                            "last_place": p["last_place"],
                            "prize": p["prize"],
                            "table": p["table"],
                            "hand": p["hand"],
                            "tournament_hand": p["tournament_hand"],
                        }
                        for p in summary["places"]
                    ],
                }
            )
        )
        return 0

    sb, bb, ante = summary["blinds"]
    out = results_table(
        f"{summary['players']:,} players, {summary['hands']:,} hands, level {summary['level']} "
        f"({sb:,}/{bb:,}"
        + (f", ante {ante:,}" if ante else "")
        + ")"
        + (f", seed {args.seed}" if args.seed is not None else ""),
        ("place", "player", "agent", "prize", "out at"),
        "player",
    )
    for p in summary["places"][: args.top]:
        place = (
            str(p["place"]) if p["place"] == p["last_place"] else f"{p['place']}-{p['last_place']}"
        )
        out.add_row(
            place,
            p["player"],
            p["agent"],
            f"{p['prize']:,}",
            "winner" if p["table"] is None else f"{p['table']} hand {p['hand']}",
        )
    console = console_for(out)
    console.print(out)
    reentered = sum("#" in entry for entry in entered_late)  # a re-entry is name#2, name#3, ...
    counts = [
        f"{what}: {count:,}"
        for what, count in (
            ("late entries", len(entered_late) - reentered),
            ("re-entries", reentered),
        )
        if count
    ]
    if counts:
        console.print(", ".join(counts) + f" (prize pool {summary['prize_pool']:,})")
    for r in refused:
        console.print(f"refused: {r['player']}: {r['reason']}", markup=False)
    return 0
