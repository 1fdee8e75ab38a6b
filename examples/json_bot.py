"""A bot in its own process: it reads one JSON line per decision on stdin and answers one JSON line on stdout.

It needs only the standard library (a bot may be written in any language). Play it at a table as a
holdem.agents.ProcessAgent, the table's untrusted-bot boundary:

    from holdem.agents import ProcessAgent
    bot = ProcessAgent([sys.executable, "examples/json_bot.py"], timeout=2)
    table.play({"bot": bot, ...}, hands=100)
    bot.close()

Try it by hand: echo '<a request line>' | python examples/json_bot.py
"""

from __future__ import annotations

import json
import sys
from typing import Any

RANKS = "23456789TJQKA"


def decide(view: dict[str, Any]) -> dict[str, Any]:
    """A betting decision: bets or raises the minimum with a pair or an ace, checks when free, calls up to a
    third of the pot, else folds."""
    legal = view["legal_actions"]
    ranks = [card[0] for card in view["hole_cards"] or ()]
    strong = len(set(ranks)) < len(ranks) or "A" in ranks
    if strong and legal["min_raise_to"] is not None:
        return {"action": "bet_or_raise_to", "amount": legal["min_raise_to"]}
    if legal["check"]:
        return {"action": "check"}
    if legal["call"] is not None and 3 * legal["call"] <= view["pot_size"]:
        return {"action": "call"}
    return {"action": "fold"}


def draw(view: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """A draw: keeps the paired cards and discards the lowest of the others, as many as allowed."""
    hole = view["hole_cards"] or []
    ranks = [card[0] for card in hole]
    loose = sorted(
        (card for card in hole if ranks.count(card[0]) == 1), key=lambda c: RANKS.find(c[0])
    )
    discards = loose[: options["max_discards"]]
    return {"action": "discard", "cards": discards} if discards else {"action": "stand_pat"}


def main() -> None:
    for line in sys.stdin:  # one request a line, until the table closes stdin
        request = json.loads(line)
        if request["type"] == "draw":
            answer = draw(request["view"], request["draw"])
        else:
            answer = decide(request["view"])
        print(json.dumps(answer), flush=True)  # one line, flushed: the table waits for it


if __name__ == "__main__":
    main()
