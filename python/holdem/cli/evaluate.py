"""``holdem eval`` (one hand's rank) and ``holdem equity`` (all-in equity of hands or ranges)."""

from __future__ import annotations

import argparse
import json
from typing import Any, cast

from ..core import HandRank, best_five, cards_text, parse_cards

__all__ = ["cmd_equity", "cmd_eval"]


def cmd_eval(args: argparse.Namespace) -> int:
    """Print one hand's rank and best five cards (or one JSON object); returns the exit status."""
    cards = parse_cards(" ".join(args.cards))
    rank = HandRank.of(cards)
    five = best_five(cards)
    if args.json:
        print(
            json.dumps(
                {
                    "cards": [str(c) for c in cards],
                    "value": int(rank),
                    "category": rank.name,
                    "description": rank.description,
                    "best_five": [str(c) for c in five],
                }
            )
        )
    else:
        print(f"{rank.description} (value {int(rank)} of 7462): {cards_text(five)}")
    return 0


def cmd_equity(args: argparse.Namespace) -> int:
    """Print each player's all-in equity (or one JSON object); returns the exit status."""
    from ..core import equity

    result = equity(
        args.players,
        board=args.board,
        dead=args.dead,
        exact=True if args.exact else False if args.monte_carlo else None,
        trials=args.trials,
        seed=args.seed,
        threads=args.threads,
    )
    if args.json:
        data = cast(
            "dict[str, Any]", result.to_dict()
        )  # to_dict documents "players", a list of dicts
        for player, spec in zip(data["players"], args.players):
            player["player"] = spec
        print(json.dumps(data))
        return 0
    how = (
        f"exact: {result.trials:,} outcomes"
        if result.exact
        else f"Monte Carlo: {result.trials:,} trials, seed {result.seed}"
    )
    print(how)
    width = max(len("player"), *(len(p) for p in args.players))
    print(
        f"{'player':<{width}}  {'equity':>8}  {'win':>8}  {'tie':>8}"
        + ("" if result.exact else f"  {'± s.e.':>8}")
    )
    for spec, p in zip(args.players, result):
        line = f"{spec:<{width}}  {p.equity:8.4%}  {p.win:8.4%}  {p.tie:8.4%}"
        print(line + ("" if result.exact else f"  {p.std_error:8.4%}"))
    return 0
