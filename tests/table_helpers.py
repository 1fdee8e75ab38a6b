"""Helpers for the table tests: a stacked deck and scripted agents."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from holdem import Table, TableConfig, parse_cards

CONFIG = TableConfig(small_blind=1, big_blind=2)


class StackedDeck:
    """A random source whose shuffles put the given cards on top, one deck per shuffle (hands and draws);
    the rest of each deck, and any later shuffle, in a fixed random order."""

    def __init__(self, tops: Iterable[str] = ()) -> None:
        self.tops = [parse_cards(t) for t in tops]
        self.spare = random.Random(0)

    def shuffle(self, cards: list[Any]) -> None:
        self.spare.shuffle(cards)
        if self.tops:
            top = self.tops.pop(0)
            rest = [c for c in cards if c not in top]
            cards[:] = top + rest

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        return self.spare.randrange(start, stop, step)


def deal_order(holes: Sequence[str], board: str = "Kc Qd Js 9h 4c") -> str:
    """The top of a deck dealing ``holes`` (each two cards, in deal order: left of the button first),
    then burn, flop, burn, turn, burn, river from ``board`` (burns are 2c 3c 5c: keep them out of hands)."""
    first = [parse_cards(h)[0] for h in holes]
    second = [parse_cards(h)[1] for h in holes]
    b = parse_cards(board)
    cards = (
        first
        + second
        + [parse_cards("2c")[0], *b[:3], parse_cards("3c")[0], b[3], parse_cards("5c")[0], b[4]]
    )
    return " ".join(map(str, cards))


def script(*actions: Any) -> Any:
    """An agent that plays ``actions`` in order, then checks or calls."""
    queue = list(actions)

    def agent(view: Any) -> Any:
        return queue.pop(0) if queue else "cc"

    return agent


def folder(view: Any) -> str:
    return "fold" if view.legal_actions.fold else "check"


def seating(table: Table) -> tuple[int, int | None, int]:
    """The last hand's (button, small blind or None when dead, big blind) table seats."""
    record = table.records[-1]
    return record.button_table_seat, record.small_blind_table_seat, record.big_blind_table_seat


def new_table(
    players: dict[int, tuple[str, int]], *, decks: Iterable[str] = (), **options: Any
) -> Table:
    options.setdefault("min_buy_in", 1)
    options.setdefault("first_button", min(players))
    table = Table(CONFIG, rng=StackedDeck(decks), **options)
    for seat, (name, stack) in players.items():
        table.join(name, stack, seat)
    return table
