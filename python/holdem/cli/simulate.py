"""``holdem simulate``: many hands or tournaments of built-in agents (:func:`holdem.simulate`), per agent."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ._common import agent_names, console_for, results_table, shows_progress

__all__ = ["cmd_simulate"]


def cmd_simulate(args: argparse.Namespace) -> int:
    """Run the simulation and print each agent's results (or one JSON object); 130 when Ctrl-C stopped it."""
    import time

    from ..game import TableConfig
    from ..sim import SimResult, SimulationInterrupted, TournamentResult, simulate

    default = "random,calling,tag" + (",equity" if args.game == "holdem" else "")  # (hold'em's)
    kinds = agent_names(default if args.agents is None else args.agents)  # simulate names a bad one
    run: dict[str, Any] = dict(seed=args.seed, workers=args.workers, client=args.scheduler)
    if args.tournaments is not None:  # the agents as given, each playing players / agents entries
        agents, unit = kinds, "tournaments"
        run.update(
            tournaments=args.tournaments,
            players=args.players,
            table_size=args.table_size,
            game=args.game,
        )
        total = args.tournaments
    else:  # the agents repeated round the table, one a seat
        players = 6 if args.players is None else args.players
        agents, unit = ([kinds[i % len(kinds)] for i in range(players)] if kinds else []), "hands"
        run.update(
            hands=args.hands,
            players=players,
            game=args.game,
            config=TableConfig(small_blind=args.small_blind, big_blind=args.big_blind),
        )
        total = args.hands
    status = 0
    try:
        if shows_progress(args):
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            with Progress(
                TextColumn("simulating"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]} " + unit + "/s"),
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                transient=True,
            ) as bar:
                task = bar.add_task("simulating", total=total, rate="-")
                began = time.perf_counter()

                def progress(done: int, total: int) -> None:
                    rate = done / max(time.perf_counter() - began, 1e-9)
                    bar.update(
                        task, completed=done, rate=f"{rate:,.0f}" if rate >= 10 else f"{rate:.2f}"
                    )

                result: SimResult | TournamentResult = simulate(agents, progress=progress, **run)
        else:
            result = simulate(agents, **run)
    except SimulationInterrupted as stop:
        result, status = stop.result, 130
        print(f"holdem simulate: stopped: {stop}", file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_dict()))
        return status
    stopped = "" if result.complete else " (stopped: the chunks that finished)"
    if isinstance(result, TournamentResult):
        out = results_table(
            f"{result.tournaments:,} tournaments of {result.players} players, tables of "
            f"{result.table_size}, seed {result.seed}: {result.hands:,} hands, "
            f"{result.tournaments_per_second:,.1f} tournaments/s" + stopped,
            (
                "#",
                "agent",
                "entries",
                "place",
                "wins",
                "ITM",
                "ROI",
                "95% interval",
                "hands",
                "broken",
            ),
            "agent",
            caption="place: the mean finishing place; ITM: in the money; ROI: prizes over "
            "buy-ins, less one",
        )
        for t in result.agents:
            low, high = t.roi_ci95
            out.add_row(
                str(t.index + 1),
                t.agent,
                f"{t.entries:,}",
                f"{t.mean_place:.2f}",
                f"{t.wins:,}",
                f"{t.itm_rate:.1%}",
                f"{t.roi:+.1%}",
                f"{low:+.0%} .. {high:+.0%}",
                f"{t.hands:,}",
                f"{t.incidents:,}",
            )
        console_for(out).print(out)
        return status
    out = results_table(
        f"{result.hands:,} hands of {result.game}, {result.players} players, blinds "
        f"{args.small_blind:,}/{args.big_blind:,}, seed {result.seed}: "
        f"{result.hands_per_second:,.0f} hands/s" + stopped,
        (
            "#",
            "agent",
            "hands",
            "net chips",
            "bb/100",
            "95% interval",
            "VPIP",
            "showdown",
            "broken",
        ),
        "agent",
    )
    for a in result.agents:
        low, high = a.ci95
        out.add_row(
            str(a.index + 1),
            a.agent,
            f"{a.hands:,}",
            f"{a.net:+,}",
            f"{a.bb_per_100:+.2f}",
            f"{low:+.2f} .. {high:+.2f}",
            f"{a.vpip:.1%}",
            f"{a.showdown_rate:.1%}",
            f"{a.incidents:,}",
        )
    console_for(out).print(out)
    return status
