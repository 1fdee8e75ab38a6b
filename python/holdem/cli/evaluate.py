"""``holdem eval`` (one hand's rank) and ``holdem equity`` (all-in equity of hands or ranges, in hold'em,
Omaha and short deck)."""

from __future__ import annotations

import argparse
import json
from typing import Any, cast

from ..core import (
    EquityResult,
    HandRank,
    HiLoEquityResult,
    best_five,
    cards_text,
    parse_cards,
)
from ..errors import InvalidArgumentError

__all__ = ["EQUITY_GAMES", "OMAHA_GAMES", "cmd_equity", "cmd_eval"]


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


#: ``holdem equity --game``'s Omaha games: hole cards and whether the pot is split high and low.
OMAHA_GAMES = {
    "omaha": (4, False),
    "omaha-5": (5, False),
    "omaha-6": (6, False),
    "omaha-hi-lo": (4, True),
    "omaha-5-hi-lo": (5, True),
    "omaha-6-hi-lo": (6, True),
}
#: Every game ``holdem equity --game`` takes, hold'em first (the default).
EQUITY_GAMES = ("holdem", *OMAHA_GAMES, "short-deck")


def _equity_result(args: argparse.Namespace) -> EquityResult | HiLoEquityResult:
    """The equity of the players of ``args`` in its game."""
    from ..core import equity, omaha_equity, short_deck_equity

    if args.straight_beats_trips and args.game != "short-deck":
        raise InvalidArgumentError(
            f"--straight-beats-trips is a short-deck rule: give --game short-deck, not {args.game}"
        )
    run = {
        "board": args.board,
        "dead": args.dead,
        "exact": True if args.exact else False if args.monte_carlo else None,
        "trials": args.trials,
        "seed": args.seed,
        "threads": args.threads,
    }
    if args.game in OMAHA_GAMES:
        hole_cards, hi_lo = OMAHA_GAMES[args.game]
        return omaha_equity(args.players, hi_lo=hi_lo, hole_cards=hole_cards, **run)
    if args.game == "short-deck":
        return short_deck_equity(
            args.players, trips_beat_straight=not args.straight_beats_trips, **run
        )
    return equity(args.players, **run)


def cmd_equity(args: argparse.Namespace) -> int:
    """Print each player's all-in equity (or one JSON object); returns the exit status."""
    result = _equity_result(args)
    if args.json:
        data = cast(
            "dict[str, Any]", result.to_dict()
        )  # to_dict documents "players", a list of dicts
        data["game"] = args.game
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
    error = "" if result.exact else f"  {'± s.e.':>8}"
    if isinstance(result, HiLoEquityResult):
        print(f"a low qualifies in {result.low_probability:.4%} of them")
        print(f"{'player':<{width}}  {'equity':>8}  {'high':>8}  {'low':>8}  {'scoop':>8}" + error)
        for spec, hilo in zip(args.players, result):
            line = (
                f"{spec:<{width}}  {hilo.equity:8.4%}  {hilo.high:8.4%}  {hilo.low:8.4%}"
                f"  {hilo.scoop:8.4%}"
            )
            print(line + ("" if result.exact else f"  {hilo.std_error:8.4%}"))
        return 0
    print(f"{'player':<{width}}  {'equity':>8}  {'win':>8}  {'tie':>8}" + error)
    for spec, p in zip(args.players, result):
        line = f"{spec:<{width}}  {p.equity:8.4%}  {p.win:8.4%}  {p.tie:8.4%}"
        print(line + ("" if result.exact else f"  {p.std_error:8.4%}"))
    return 0
