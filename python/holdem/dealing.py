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
from .errors import InvalidArgumentError
from .rng import Rng

__all__ = ["BoardDeal", "HoleDeal", "Street", "check_rng", "draw_cards", "hole_deal_order", "new_deck"]


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
    """Hole cards dealt to a seat: both, or one when dealt a card at a time (private: only that
    seat's view shows it). ``cards`` None: unknown."""

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


def check_rng(rng: object) -> None:
    """Refuses a random source that can neither draw (``random()``) nor shuffle a list (``shuffle``).

    >>> check_rng(5)
    Traceback (most recent call last):
    holdem.errors.InvalidArgumentError: rng must be a random source with a random() method (random.Random(7), \
random.SystemRandom(), numpy's Generator) or a shuffle(list) method, got int
    """
    if not callable(getattr(rng, "random", None)) and not callable(getattr(rng, "shuffle", None)):
        raise InvalidArgumentError(f"rng must be a random source with a random() method (random.Random(7), "
                                   f"random.SystemRandom(), numpy's Generator) or a shuffle(list) method, "
                                   f"got {type(rng).__name__}")


def new_deck(rng: Rng) -> tuple[list[Card], Rng | None]:
    """The 52 cards and the source that shuffles them as they are dealt (see :func:`draw_cards`).

    A source without ``random`` shuffles the whole deck at once; then None is
    returned in its place and cards are dealt in the shuffled order.
    """
    cards = list(_ALL)
    if getattr(rng, "random", None) is not None:
        return cards, rng
    rng.shuffle(cards)
    return cards, None


def draw_cards(cards: list[Card], start: int, count: int, rng: Rng | None) -> list[Card]:
    """Deals ``count`` cards from position ``start`` of a deck shuffled as it is dealt.

    Each card is chosen uniformly among those left (one Fisher-Yates step per
    card, ``floor(rng.random() * k)``: a bias below ``k / 2**53``), so the
    cards come out as from a deck shuffled in advance (R-DEAL-1), and a hand
    that ends early never pays for shuffling the rest. ``rng`` None: the deck
    is already shuffled.
    """
    end = start + count
    if rng is not None:
        draw = rng.random
        for i in range(start, end):
            j = i + int(draw() * (52 - i))
            cards[i], cards[j] = cards[j], cards[i]
    return cards[start:end]
