"""The ``holdem`` command.

    holdem eval AhKh QhJhTh 2c 3d      # one hand of 5-7 cards, in any grouping
    holdem eval --json AhKh QhJhTh 2c 3d
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="holdem", description="Texas hold'em tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    ev = sub.add_parser("eval", help="evaluate one hand of 5, 6 or 7 cards",
                        description="Evaluate one hand: 5, 6 or 7 cards given in any grouping, e.g. AhKh QhJhTh 2c 3d.")
    ev.add_argument("cards", nargs="+", help="cards such as Ah, Td or 10d; groups like AhKh are fine")
    ev.add_argument("--json", action="store_true", help="print one JSON object")
    ev.set_defaults(run=_cmd_eval)
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
