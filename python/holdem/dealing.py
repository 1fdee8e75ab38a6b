"""The deal: hole cards, burns and the board (R-DEAL-1..4).

Automatic dealing draws from a deck shuffled by a random source (the OS's
secure randomness unless a seed or an rng is given, R-DEAL-1). Hole cards go
one at a time clockwise from the seat left of the button, two passes
(R-DEAL-2: heads-up the big blind gets the first card); a card is burned
before the flop, the turn and the river (R-DEAL-3), and burned cards are kept
apart (R-DEAL-4). Manual dealing (replays, live tables) takes the cards from
the caller; :class:`holdem.Hand` checks each deal against the procedure.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .cards import _ALL, Card, cards_text
from .rng import Rng

__all__ = ["BoardDeal", "HoleDeal", "Street", "hole_deal_order", "shuffled_cards"]


class Street(enum.IntEnum):
    """Where the hand is. ``COMPLETE`` once the pots are awarded."""

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SHOWDOWN = 4
    COMPLETE = 5


#: Board cards dealt at the start of each street.
BOARD_CARDS = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}


class HoleDeal(NamedTuple):
    """Hole cards dealt to a seat (private: only that seat's view shows it). ``cards`` None: unknown."""

    seat: int
    cards: tuple[Card, ...] | None


class BoardDeal(NamedTuple):
    """Board cards for ``street``, with the card burned before them (None if not recorded)."""

    street: Street
    cards: tuple[Card, ...]
    burn: Card | None

    def __repr__(self) -> str:
        # The burn card is never shown: it is a face-down card (R-DEAL-4).
        return f"BoardDeal(street={self.street.name}, cards='{cards_text(self.cards)}')"


def hole_deal_order(n: int, button: int) -> list[int]:
    """Seats in the order they receive cards: left of the button first, the button last (R-DEAL-2).

    >>> hole_deal_order(4, 1)
    [2, 3, 0, 1]
    """
    return [(button + 1 + k) % n for k in range(n)]


def shuffled_cards(rng: Rng, count: int) -> list[Card]:
    """The top ``count`` cards of a deck shuffled by ``rng`` (all 52 when ``count`` is 52).

    A ``random.Random`` draws just those cards (``sample``: the same
    distribution as a full shuffle, at a third of the cost); any other source
    shuffles the whole deck.
    """
    sample = getattr(rng, "sample", None)
    if sample is not None:
        return sample(_ALL, count)
    cards = list(_ALL)
    rng.shuffle(cards)
    return cards[:count]
