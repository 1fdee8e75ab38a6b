"""Omaha's value rules: exactly two hole cards with exactly three board cards (R-HAND-8).

:func:`evaluate_omaha` values 4, 5 or 6 hole cards with 3, 4 or 5 board
cards on :func:`~holdem.evaluate`'s scale, 1 to 7462, higher is better, so
:class:`~holdem.HandRank` describes its values. :func:`evaluate_omaha_low`
gives the eight-or-better low of Omaha hi-lo (R-HAND-9) on a scale of its
own: 1 (8-7-6-5-4) to 56 (5-4-3-2-A), higher is better, and 0
(:data:`NO_LOW`) when no two hole cards with three board cards make a low;
:class:`LowRank` describes a low. The batch forms take numpy arrays.

    >>> from holdem import HandRank, evaluate
    >>> evaluate_omaha("Ah Kh Qh Jh", "Th 9c 2d") == evaluate("Ah Kh Th 9c 2d")  # no straight: two hole cards
    True
    >>> HandRank(evaluate_omaha("Qc Qd 2s 3s", "Ah Ad Ac As Kd")).description  # three of the four aces
    'full house, aces full of queens'
    >>> LowRank.of("As 2s Kd Kc", "3c 5d 8h Jc 9s")
    LowRank(34, '8-5-3-2-A low')
    >>> evaluate_omaha_low("As 2s Kd Kc", "3c Jd Qh")  # the board has one low card
    0
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from .. import _core
from .._checks import bounded, whole_number
from ..errors import HoldemError, InvalidArgumentError
from .cards import _CARDS, RANKS, CardLike, card_error
from .evaluator import _SIZED, _batch_options, _card_rows, _refuse_joker

__all__ = [
    "LOW_VALUES",
    "LowRank",
    "NO_LOW",
    "evaluate_omaha",
    "evaluate_omaha_batch",
    "evaluate_omaha_low",
    "evaluate_omaha_low_batch",
]

LOW_VALUES = _core.LOW_VALUES  # 56: the five-card lows of eight or better, C(8, 5)
NO_LOW = 0  # evaluate_omaha_low's value when no low qualifies

_Cards = str | Iterable[CardLike]


_evaluate_omaha, _evaluate_omaha_low = _core.evaluate_omaha, _core.evaluate_omaha_low


def _read(hole: _Cards, board: _Cards) -> tuple[_Cards, _Cards]:
    """Iterables other than str, list and tuple, read up to one card past the limit (so a count error
    names the count and an endless iterator ends)."""
    return (
        hole if type(hole) in _SIZED else bounded(hole, 6, _CARDS),
        board if type(board) in _SIZED else bounded(board, 5, _CARDS),
    )


def _omaha_error(exc: Exception) -> Exception:
    """The package's error for what the core refused or Python raised while reading cards."""
    if isinstance(exc, HoldemError):
        _refuse_joker(exc)
        return exc
    return card_error(exc)


def evaluate_omaha(hole: _Cards, board: _Cards) -> int:
    """The Omaha high value of 4, 5 or 6 hole cards with 3, 4 or 5 board cards, 1 to 7462, higher is better.

    The hand is the best five of exactly two hole cards with exactly three
    board cards (R-HAND-8), valued on :func:`~holdem.evaluate`'s scale:
    ``HandRank(value)`` gives its category and description. Cards are text,
    or sequences (or iterables) of Cards, ids or texts, as for
    :func:`~holdem.evaluate`. Raises :class:`~holdem.errors.InvalidArgumentError`
    for a wrong count, :class:`~holdem.errors.DuplicateCardError` for a card
    in both or twice, :class:`~holdem.errors.InvalidCardError` for what is no
    card.

    >>> from holdem import HandRank
    >>> HandRank(evaluate_omaha("Ah 2h 9c 9d", "Kh Qh 3h 9s 5c")).description
    'flush, ace-king-queen-three-deuce'
    >>> HandRank(evaluate_omaha("Ah 2c 9c 9d", "Kh Qh 3h 9s 5c")).description  # one heart in the hole
    'three of a kind, nines, king-queen kickers'
    """
    try:  # one Python frame: a call costs a few hundred nanoseconds
        if type(hole) in _SIZED and type(board) in _SIZED:
            return _evaluate_omaha(hole, board)
        return _evaluate_omaha(*_read(hole, board))
    except (HoldemError, TypeError, ValueError) as exc:
        raise _omaha_error(exc) from None


def evaluate_omaha_low(hole: _Cards, board: _Cards) -> int:
    """The eight-or-better low of an Omaha hand (R-HAND-9): 1 (8-7-6-5-4) to 56 (5-4-3-2-A), 0 for none.

    A low is five cards of different ranks, eight or lower, the ace low, of
    exactly two hole cards with exactly three board cards; straights and
    flushes do not count against it. Higher values are better lows, so lows
    compare as the values do; 0 (:data:`NO_LOW`) means no low qualifies, below
    every low. Inputs and errors as :func:`evaluate_omaha`.

    >>> evaluate_omaha_low("As 2s 3s 4s", "5c 6c 7c"), evaluate_omaha_low("Ad 2d Kc Qc", "3h 4h 5h")
    (41, 56)
    >>> str(LowRank(41))  # the three board cards are 5, 6 and 7: the ace and deuce join them
    '7-6-5-2-A low'
    """
    try:
        if type(hole) in _SIZED and type(board) in _SIZED:
            return _evaluate_omaha_low(hole, board)
        return _evaluate_omaha_low(*_read(hole, board))
    except (HoldemError, TypeError, ValueError) as exc:
        raise _omaha_error(exc) from None


def _omaha_rows(
    name: str, hole: npt.ArrayLike, board: npt.ArrayLike
) -> tuple[np.ndarray, np.ndarray]:
    """A batch's hole cards (N, 4|5|6) and boards (N, 3|4|5) as contiguous uint8 arrays, checked."""
    holes = _card_rows(
        hole,
        name,
        (4, 5, 6),
        "every hand of a batch has the same number of hole cards",
        "hole cards",
    )
    boards = _card_rows(
        board, name, (3, 4, 5), "every board of a batch has the same number of cards", "boards"
    )
    if len(holes) != len(boards):
        raise InvalidArgumentError(
            f"{name} takes one board per hand: got {len(holes)} hands and {len(boards)} boards"
        )
    return holes, boards


def evaluate_omaha_batch(
    hole: npt.ArrayLike,
    board: npt.ArrayLike,
    *,
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
) -> np.ndarray:
    """Omaha high values of many hands: hole cards of shape (N, 4|5|6), boards of shape (N, 3|4|5).

    Returns an ``int32`` array of N values, as :func:`evaluate_omaha` gives
    them. Card ids of any integer dtype; ``threads`` and ``out`` as for
    :func:`~holdem.evaluate_batch` (the work runs without the GIL). A row
    with an id outside 0-51 or a card twice raises
    :class:`~holdem.errors.InvalidCardError` (or its subclass
    :class:`~holdem.errors.DuplicateCardError`) naming the row.

    >>> import numpy as np
    >>> hole = np.array([[48, 49, 44, 45], [0, 5, 10, 15]])  # Ac Ad Kc Kd; 2c 3d 4h 5s
    >>> board = np.array([[50, 46, 1], [40, 41, 42]])        # Ah Kh 2d; Qc Qd Qh
    >>> evaluate_omaha_batch(hole, board)
    array([5843, 5661], dtype=int32)
    """
    holes, boards = _omaha_rows("evaluate_omaha_batch", hole, board)
    threads, out = _batch_options(threads, out, len(holes))
    return _core.evaluate_omaha_batch(holes, boards, threads, out)


def evaluate_omaha_low_batch(
    hole: npt.ArrayLike,
    board: npt.ArrayLike,
    *,
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
) -> np.ndarray:
    """Eight-or-better lows of many Omaha hands, as :func:`evaluate_omaha_low` gives them (0: no low).

    Arrays, options and errors as :func:`evaluate_omaha_batch`.

    >>> import numpy as np
    >>> evaluate_omaha_low_batch(np.array([[48, 4, 44, 45]]), np.array([[9, 14, 50]]))  # Ac 3c Kc Kd; 4d 5h Ah
    array([0], dtype=int32)
    """
    holes, boards = _omaha_rows("evaluate_omaha_low_batch", hole, board)
    threads, out = _batch_options(threads, out, len(holes))
    return _core.evaluate_omaha_low_batch(holes, boards, threads, out)


def _low_rank_char(rank: int) -> str:
    return "A" if rank == 12 else RANKS[rank]


class LowRank(int):
    """An eight-or-better low (0-56, see :func:`evaluate_omaha_low`) with its ranks and description.

    It is an ``int``: lows compare, sort and hash as their values do, the
    better low the greater, no low (0) below them all.

    >>> LowRank.of("Ah 2c Ks Qs", "3d 4d 5d Jh Th")
    LowRank(56, '5-4-3-2-A low')
    >>> LowRank(0).qualifies, str(LowRank(0))
    (False, 'no low')
    """

    __slots__ = ()

    def __new__(cls, value: int) -> LowRank:
        return int.__new__(cls, whole_number(value, "a low value", low=0, high=LOW_VALUES))

    @classmethod
    def of(cls, hole: _Cards, board: _Cards) -> LowRank:
        """The low of an Omaha hand (4-6 hole cards, 3-5 board cards)."""
        return cls(evaluate_omaha_low(hole, board))

    @property
    def value(self) -> int:
        return int(self)

    @property
    def qualifies(self) -> bool:
        """Whether there is a low (the value is not :data:`NO_LOW`)."""
        return int(self) != NO_LOW

    @property
    def ranks(self) -> tuple[int, ...]:
        """The five ranks, highest first, as card ranks (0 = deuce ... 6 = eight, 12 = the ace, played
        low); empty when there is no low."""
        return tuple(_core.low_class(int(self))) if self.qualifies else ()

    @property
    def description(self) -> str:
        """E.g. ``"8-6-4-2-A low"``, or ``"no low"``."""
        if not self.qualifies:
            return "no low"
        return "-".join(_low_rank_char(r) for r in self.ranks) + " low"

    def __repr__(self) -> str:
        return f"LowRank({int(self)}, '{self.description}')"

    def __str__(self) -> str:
        return self.description

    def __reduce__(self) -> tuple[type[LowRank], tuple[int]]:
        return (LowRank, (int(self),))
