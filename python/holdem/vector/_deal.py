"""The deal of many hands at once: shuffled cards from a numpy Generator, and the cards each seat gets.

:func:`deal_from` deals from given deck orders as the scalar engine deals (R-DEAL-2, R-DEAL-3): a card at
a time clockwise from the seat left of the button (heads-up the big blind, the seat that is not the
button, gets the first card), twice round; then a burn and the flop, a burn and the turn, a burn and the
river. So a deck order given to a :class:`holdem.Hand` (through a source whose ``shuffle`` puts the deck
in that order) deals it the same cards: the equivalence test's way.

:class:`DeckSource` makes the cards of random deals in bulk (a partial Fisher-Yates shuffle, one exact
bounded draw per card, thousands of deals a numpy call), from its own Generator: the 2S hole cards and
the 5 board cards, distinct and uniformly random in order, which :func:`deal_top` hands out (the burns
and the order round the table change nothing for cards no one has seen: any fixed assignment of a
uniformly shuffled deck's cards is a uniformly random deal).
"""

from __future__ import annotations

import numpy as np

from ._state import I64, U8

__all__ = ["DeckSource", "deal_from", "deal_top", "needed"]

_BATCH = 8192  # deals made per refill


def needed(seats: int) -> int:
    """The cards a random deal of ``seats`` seats needs: hole cards and board."""
    return 2 * seats + 5


def deal_top(top: U8, seats: int) -> tuple[U8, U8]:
    """The hole cards (k, seats, 2) and board (k, 5) of random deals from :class:`DeckSource`'s cards."""
    return top[:, : 2 * seats].reshape(len(top), seats, 2), top[:, 2 * seats :]


def deal_from(decks: I64, buttons: I64, seats: int) -> tuple[U8, U8]:
    """The hole cards (tables, seats, 2) and the board (tables, 5) that deck orders deal, per button.

    >>> holes, board = deal_from(np.arange(52)[None, :], np.array([1]), 3)
    >>> holes.tolist(), board.tolist()
    ([[[1, 4], [2, 5], [0, 3]]], [[7, 8, 9, 11, 13]])
    """
    order = (np.arange(seats) - buttons[:, None] - 1) % seats  # each seat's place in the deal
    holes = np.stack(
        [np.take_along_axis(decks, order, 1), np.take_along_axis(decks, order + seats, 1)], axis=2
    )
    first = 2 * seats
    board = decks[:, [first + 1, first + 2, first + 3, first + 5, first + 7]]
    return holes.astype(np.uint8), board.astype(np.uint8)


class DeckSource:
    """The first ``count`` cards of uniformly shuffled decks, from ``rng`` alone (no other random state).

    >>> source = DeckSource(np.random.default_rng(7), 12)
    >>> top = source.take(3)
    >>> top.shape, all(len(set(row)) == 12 for row in top.tolist())
    ((3, 12), True)
    >>> bool((DeckSource(np.random.default_rng(7), 12).take(3) == top).all())
    True
    """

    __slots__ = ("rng", "count", "_ready", "_used")

    def __init__(self, rng: np.random.Generator, count: int) -> None:
        self.rng = rng
        self.count = count
        self._ready: U8 = np.empty((0, count), np.uint8)
        self._used = 0

    def take(self, k: int) -> U8:
        """The top cards of the next ``k`` decks, (k, count)."""
        if self._used + k > len(self._ready):
            fresh = self._shuffled(max(k, _BATCH))
            self._ready = np.concatenate([self._ready[self._used :], fresh])
            self._used = 0
        out = self._ready[self._used : self._used + k]
        self._used += k
        return out

    def _shuffled(self, m: int) -> U8:
        """``m`` partial Fisher-Yates shuffles of the 52 cards, their first ``count`` cards (m, count)."""
        count = self.count
        decks = np.tile(np.arange(52, dtype=np.uint8), (m, 1))  # deck x card position
        flat = decks.reshape(-1)
        first = np.arange(0, 52 * m, 52, dtype=np.int64)  # each deck's first card in ``flat``
        at = np.empty(m, np.int64)
        # Card i is swapped with a card from i to 51, each with the same chance (Generator.integers is
        # exact: no modulo, no float scaling).
        for i in range(count):
            np.add(first, self.rng.integers(i, 52, m, dtype=np.int16), out=at)
            chosen = flat.take(at)
            flat[at] = decks[:, i]
            decks[:, i] = chosen
        return decks[:, :count].copy()
