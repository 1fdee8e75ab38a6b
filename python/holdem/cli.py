"""The ``holdem`` command.

    holdem eval AhKh QhJhTh 2c 3d      # one hand of 5-7 cards, in any grouping
    holdem eval --json AhKh QhJhTh 2c 3d
    holdem equity AhKh QsQd [--board Qh7h2c] [--dead 3s] [--json]   # hands or ranges ("QQ+,AKs")
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .cards import cards_text, parse_cards
from .errors import HoldemError
from .evaluator import HandRank, best_five


def _cmd_eval(args: argparse.Namespace) -> int:
    cards = parse_cards(" ".join(args.cards))
    rank = HandRank.of(cards)
    five = best_five(cards)
    if args.json:
        print(json.dumps({
            "cards": [str(c) for c in cards],
            "value": int(rank),
            "category": rank.name,
            "description": rank.description,
            "best_five": [str(c) for c in five],
        }))
    else:
        print(f"{rank.description} (value {int(rank)} of 7462): {cards_text(five)}")
    return 0


def _cmd_equity(args: argparse.Namespace) -> int:
    from .equity import equity

    result = equity(args.players, board=args.board, dead=args.dead,
                    exact=True if args.exact else False if args.monte_carlo else None,
                    trials=args.trials, seed=args.seed, threads=args.threads)
    if args.json:
        data = result.to_dict()
        for player, spec in zip(data["players"], args.players):
            player["player"] = spec
        print(json.dumps(data))
        return 0
    how = (f"exact: {result.trials:,} outcomes" if result.exact
           else f"Monte Carlo: {result.trials:,} trials, seed {result.seed}")
    print(how)
    width = max(len("player"), *(len(p) for p in args.players))
    print(f"{'player':<{width}}  {'equity':>8}  {'win':>8}  {'tie':>8}" + ("" if result.exact else f"  {'± s.e.':>8}"))
    for spec, p in zip(args.players, result):
        line = f"{spec:<{width}}  {p.equity:8.4%}  {p.win:8.4%}  {p.tie:8.4%}"
        print(line + ("" if result.exact else f"  {p.std_error:8.4%}"))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="holdem", description="Texas hold'em tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    ev = sub.add_parser("eval", help="evaluate one hand of 5, 6 or 7 cards",
                        description="Evaluate one hand: 5, 6 or 7 cards given in any grouping, e.g. AhKh QhJhTh 2c 3d.")
    ev.add_argument("cards", nargs="+", help="cards such as Ah, Td or 10d; groups like AhKh are fine")
    ev.add_argument("--json", action="store_true", help="print one JSON object")
    ev.set_defaults(run=_cmd_eval)
    eq = sub.add_parser("equity", help="all-in equity of 2 to 10 hands or ranges",
                        description="Each player's equity when the board is dealt out: exact when cheap, "
                                    "else Monte Carlo. Players are hole cards (AhKh) or ranges ('QQ+,AKs').")
    eq.add_argument("players", nargs="+", help="hole cards such as AhKh, or a range such as 'QQ+,AKs,A5s-A2s'")
    eq.add_argument("--board", default="", help="0 to 5 board cards, e.g. Qh7h2c")
    eq.add_argument("--dead", default="", help="cards out of play")
    how = eq.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="always enumerate exactly")
    how.add_argument("--monte-carlo", action="store_true", help="always sample")
    eq.add_argument("--trials", type=int, default=1_000_000, help="Monte Carlo trials (default 1,000,000)")
    eq.add_argument("--seed", type=int, default=None, help="Monte Carlo seed (default: random, printed)")
    eq.add_argument("--threads", type=int, default=None, help="threads (default: every core)")
    eq.add_argument("--json", action="store_true", help="print one JSON object")
    eq.set_defaults(run=_cmd_equity)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except HoldemError as exc:
        print(f"holdem {args.command}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
