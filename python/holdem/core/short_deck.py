"""Short-deck (six-plus) hold'em's value rule (R-HAND-10): the 36 cards 6 to ace.

:func:`evaluate_short_deck` values 5, 6 or 7 cards (two hole cards and the
board, the best five of them as in hold'em) on a scale of its own, 1 to
1404, higher is better: a flush beats a full house, the ace plays low in
A-6-7-8-9 (the lowest straight, nine-high), and three of a kind beats a
straight unless ``trips_beat_straight=False`` (both are played; the default
is PokerStars' 6+ Hold'em's). :class:`ShortDeckRank` describes a value.

    >>> evaluate_short_deck("Ah Ad Ac 7s 9d")
    1111
    >>> ShortDeckRank.of("6c 7d 8h 9s Ac")
    ShortDeckRank(877, 'straight, nine high')
    >>> ShortDeckRank.of("6c 7d 8h 9s Ac", trips_beat_straight=False) > ShortDeckRank.of(
    ...     "Ah Ad Ac 7s 9d", trips_beat_straight=False
    ... )
    True
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from .. import _core
from .._checks import bounded, short_repr, whole_number
from ..errors import HoldemError, InvalidArgumentError
from .cards import _CARDS, CardLike, card_error
from .evaluator import (
    _SIGNIFICANT,
    _SIZED,
    Category,
    _batch_options,
    _card_rows,
    _describe,
    _refuse_joker,
)

__all__ = [
    "SHORT_DECK_HAND_VALUES",
    "ShortDeckRank",
    "evaluate_short_deck",
    "evaluate_short_deck_batch",
]

SHORT_DECK_HAND_VALUES = _core.SHORT_DECK_HAND_VALUES  # 1404

_Cards = str | Iterable[CardLike]


def _rule(trips_beat_straight: object) -> bool:
    if type(trips_beat_straight) is not bool:
        raise InvalidArgumentError(
            f"trips_beat_straight is True (three of a kind beats a straight) or False (a straight "
            f"beats three of a kind), got {short_repr(trips_beat_straight)}"
        )
    return trips_beat_straight


def evaluate_short_deck(cards: _Cards, *, trips_beat_straight: bool = True) -> int:
    """The short-deck value of 5, 6 or 7 distinct cards 6 to ace, 1 to 1404, higher is better (R-HAND-10).

    The best five of the cards: a flush beats a full house; A-6-7-8-9 is the
    lowest straight; three of a kind beats a straight, or, with
    ``trips_beat_straight=False``, a straight beats three of a kind. Values of
    the two rules differ only for those two categories: compare values of one
    rule. Cards as for :func:`~holdem.evaluate`; a 2, 3, 4 or 5 raises
    :class:`~holdem.errors.InvalidCardError` (it is no card of the short
    deck), as do the other errors of :func:`~holdem.evaluate`.

    >>> evaluate_short_deck("Ah Kh Qh Jh Th 6c 6d")
    1404
    >>> evaluate_short_deck("Kh Qh 9h 8h 6h") > evaluate_short_deck("Ac Ad As Kc Kd")  # flush over full house
    True
    """
    try:
        items = cards if type(cards) in _SIZED else bounded(cards, 7, _CARDS)
        return _core.evaluate_short_deck(items, _rule(trips_beat_straight))
    except HoldemError as exc:
        _refuse_joker(exc)
        raise
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None


def evaluate_short_deck_batch(
    cards: npt.ArrayLike,
    *,
    trips_beat_straight: bool = True,
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
) -> np.ndarray:
    """Short-deck values of many hands: card ids of shape (N, 5), (N, 6) or (N, 7).

    Values as :func:`evaluate_short_deck` gives them; ``threads`` and ``out``
    as for :func:`~holdem.evaluate_batch`. A row with an id outside 0-51, a
    card twice or a card below the six raises
    :class:`~holdem.errors.InvalidCardError` naming the row.

    >>> import numpy as np
    >>> evaluate_short_deck_batch(np.array([[51, 47, 43, 39, 35], [16, 21, 26, 31, 48]]))
    array([1404,  877], dtype=int32)
    """
    rule = _rule(trips_beat_straight)
    arr = _card_rows(
        cards,
        "evaluate_short_deck_batch",
        (5, 6, 7),
        "every hand of a batch has the same number of cards",
    )
    threads, out = _batch_options(threads, out, len(arr))
    return _core.evaluate_short_deck_batch(arr, rule, threads, out)


class ShortDeckRank(int):
    """A short-deck hand value (1-1404) with its category and description, under one of the two rules.

    It is an ``int``: ranks compare, sort and hash as their values do, which
    is only meaningful between ranks of one rule (:attr:`trips_beat_straight`).
    Categories are :class:`~holdem.Category`'s, in the short deck's order (a
    flush above a full house; three of a kind above a straight by default).

    >>> ShortDeckRank.of("As Ks Qs Js 9s 9d 9c").description
    'flush, ace-king-queen-jack-nine'
    >>> ShortDeckRank.of("Td Tc Ts 8h 7c").category
    <Category.THREE_OF_A_KIND: 3>
    """

    trips_beat_straight: bool

    def __new__(cls, value: int, trips_beat_straight: bool = True) -> ShortDeckRank:
        rank = int.__new__(
            cls,
            whole_number(value, "a short-deck hand value", low=1, high=SHORT_DECK_HAND_VALUES),
        )
        object.__setattr__(rank, "trips_beat_straight", _rule(trips_beat_straight))
        return rank

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a ShortDeckRank is immutable: cannot set {name}")

    @classmethod
    def of(cls, cards: _Cards, *, trips_beat_straight: bool = True) -> ShortDeckRank:
        """The rank of 5, 6 or 7 short-deck cards under the rule."""
        value = evaluate_short_deck(cards, trips_beat_straight=trips_beat_straight)
        return cls(value, trips_beat_straight)

    @property
    def value(self) -> int:
        return int(self)

    def _class(self) -> tuple[int, list[int]]:
        return _core.short_deck_value_class(int(self), self.trips_beat_straight)

    @property
    def category(self) -> Category:
        return Category(self._class()[0])

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks that decide ties, most significant first (4 = six ... 12 = ace; A-6-7-8-9 is nine-high)."""
        category, ranks = self._class()
        return tuple(ranks[: _SIGNIFICANT[category]])

    @property
    def name(self) -> str:
        """The category's name, the ace-high straight flush called a royal flush."""
        return "royal flush" if int(self) == SHORT_DECK_HAND_VALUES else self.category.label

    @property
    def description(self) -> str:
        """E.g. ``"straight, nine high"`` (A-6-7-8-9), ``"flush, ace-king-nine-eight-six"``."""
        return _describe(self.category, self.ranks, int(self) == SHORT_DECK_HAND_VALUES)

    def __repr__(self) -> str:
        rule = "" if self.trips_beat_straight else ", trips_beat_straight=False"
        return f"ShortDeckRank({int(self)}, '{self.description}'{rule})"

    def __str__(self) -> str:
        return self.description

    def __reduce__(self) -> tuple[type[ShortDeckRank], tuple[int, bool]]:
        return (ShortDeckRank, (int(self), self.trips_beat_straight))
