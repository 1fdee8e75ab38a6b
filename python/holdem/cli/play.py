"""``holdem play``: a table of built-in agents (or you at one seat), each player's results."""

from __future__ import annotations

import argparse
import json

from ..table import Agent
from ._common import agent_kinds, console_for, results_table, shows_progress

__all__ = ["cmd_play"]


def cmd_play(args: argparse.Namespace) -> int:
    """Play the table's hands and print each player's results (or one JSON object); returns the exit status."""
    from ..agents import AGENTS, HumanAgent, check_agents_play
    from ..errors import TableError
    from ..game import GAMES_BY_NAME, TableConfig
    from ..table import HandRecord, Table

    kinds = agent_kinds(args.agents, TableError)
    check_agents_play(kinds, GAMES_BY_NAME[args.game], TableError)
    if args.human is not None and not 1 <= args.human <= args.players:
        raise TableError(f"--human is a seat from 1 to {args.players}, got {args.human}")
    if args.joker and args.game == "holdem":
        raise TableError(
            "--joker is for --game draw: in hold'em a joker is an invalid card (R-CARD-1)"
        )
    game = "draw-joker" if args.joker else args.game
    config = TableConfig(small_blind=args.small_blind, big_blind=args.big_blind)
    stack = (
        100 * args.big_blind if args.stack is None else args.stack
    )  # (a stack of 0 is refused by join)
    table = Table(
        config,
        seats=args.players,
        name="holdem play",
        seed=args.seed,
        min_buy_in=max(1, min(stack, 40 * args.big_blind)),
        max_buy_in=max(stack, 100 * args.big_blind),
        game=game,
    )
    agents: dict[str, Agent] = {}
    kind_of: dict[str, str] = {}
    seat_of: dict[str, int] = {}
    for seat in range(1, args.players + 1):
        kind = "human" if seat == args.human else kinds[(seat - 1) % len(kinds)]
        name = "you" if kind == "human" else f"{kind}-{seat}"
        table.join(
            name, stack, seat, auto_rebuy=True
        )  # a busted bot buys in again: the session goes on
        agents[name] = (
            HumanAgent()
            if kind == "human"
            else AGENTS[kind](None if args.seed is None else args.seed + seat)
        )
        kind_of[name], seat_of[name] = kind, seat
    if args.human is not None:

        def after(record: HandRecord) -> None:
            print(
                f"hand {record.number} over: "
                + ", ".join(f"{n} {s:,}" for n, s in zip(record.players, record.finishing_stacks))
            )

        played = table.play(agents, hands=args.hands, on_hand=after)
    elif shows_progress(args):
        from rich.progress import Progress

        with Progress(transient=True) as progress:
            task = progress.add_task("playing", total=args.hands)
            played = table.play(agents, hands=args.hands, on_hand=lambda _: progress.advance(task))
    else:
        played = table.play(agents, hands=args.hands)
    rows = [
        {
            "player": name,
            "seat": seat,
            "agent": kind_of[name],
            "hands": line["hands"],
            "net": line["net"],
            "bb_per_100": round(100 * line["net"] / args.big_blind / line["hands"], 2)
            if line["hands"]
            else 0.0,
        }
        for name, line in table.ledger().items()
        for seat in [seat_of[name]]
    ]
    if args.json:
        print(
            json.dumps(
                {
                    "hands": played,
                    "seed": args.seed,
                    "small_blind": args.small_blind,
                    "big_blind": args.big_blind,
                    "players": rows,
                }
            )
        )
        return 0
    out = results_table(
        f"{played:,} hands, blinds {args.small_blind:,}/{args.big_blind:,}"
        + (f", seed {args.seed}" if args.seed is not None else ""),
        ("seat", "player", "hands", "net chips", "bb/100"),
        "player",
    )
    for row in rows:
        out.add_row(
            str(row["seat"]),
            str(row["player"]),
            f"{row['hands']:,}",
            f"{row['net']:+,}",
            f"{row['bb_per_100']:+.2f}",
        )
    console_for(out).print(out)
    return 0
