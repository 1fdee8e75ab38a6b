"""Hand evaluation (R-HAND-1..6).

:func:`evaluate` turns 5, 6 or 7 cards into one integer, 1 to 7462, higher is
better, the same scale for every size; :class:`HandRank` wraps a value with
its category and a description; :func:`evaluate_batch` evaluates a numpy
array of hands in one call, without the GIL.

    >>> evaluate("AhKh QhJhTh 2c 3d")
    7462
    >>> rank = HandRank.of("Kd Kc Js Jh 9c 4d 2s")
    >>> rank.category, rank.description
    (<Category.TWO_PAIR: 2>, 'two pair, kings and jacks, nine kicker')
    >>> HandRank.of("Ah Ad 2c 2d 3h") > HandRank.of("Kh Kd Qc Qd Jh")
    True
    >>> best_five("7s 6s 5s 4s 3s 2s Ah")
    [Card('7s'), Card('6s'), Card('5s'), Card('4s'), Card('3s')]
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from .. import _core
from .._checks import as_array, bounded, whole_number
from ..errors import HoldemError, InvalidArgumentError, InvalidCardError
from .cards import _CARDS, RANK_NAMES, RANK_PLURALS, Card, CardLike, card_error, refused_joker
from .cards import JOKER as _JOKER_CARD

__all__ = [
    "Category",
    "HandRank",
    "batch_kernels",
    "best_five",
    "evaluate",
    "evaluate_batch",
    "HAND_VALUES",
    "JOKER",
    "JOKER_HAND_VALUES",
    "JokerRank",
    "evaluate_joker",
]

HAND_VALUES = _core.HAND_VALUES
JOKER = _JOKER_CARD  # the joker (a Card of id 52, as _core.JOKER); its text is "Jk" (any case)
JOKER_HAND_VALUES = _core.JOKER_HAND_VALUES  # 7475

_evaluate, _best_five = _core.evaluate, _core.best_five
_SIZED = (str, list, tuple)  # read by the core as they are; anything else up to its 8th card


def evaluate(cards: str | Iterable[CardLike]) -> int:
    """The value of 5, 6 or 7 distinct cards, 1 to 7462, higher is better.

    Cards may be text (``"AhKh QhJhTh 2c"``) or a sequence (or iterable) of
    Cards, ids or texts; reading an iterable stops at its 8th card. Raises
    :class:`InvalidCardError`, :class:`DuplicateCardError`,
    :class:`InvalidArgumentError` for a wrong count, or
    :class:`~holdem.errors.InvalidTypeError` for what is not cards.
    """
    items = cards if type(cards) in _SIZED else bounded(cards, 7, _CARDS)
    try:
        return _evaluate(items)
    except HoldemError as exc:
        _refuse_joker(exc)
        raise
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None


def _refuse_joker(exc: Exception) -> None:
    """The error for a hand with the joker given to the 52-card evaluator (only after the core refused it)."""
    if refused_joker(exc):
        raise InvalidCardError(
            "invalid card 'Jk': the joker (id 52) is no card of the 52-card evaluator "
            "(R-CARD-1); a five-card hand with the joker is valued by evaluate_joker "
            "(R-HAND-7)"
        ) from None


class Category(enum.IntEnum):
    """Hand categories, low to high (R-HAND-2)."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def label(self) -> str:
        """``"two pair"``, ``"straight flush"``, ..."""
        return self.name.lower().replace("_", " ")


class HandRank(int):
    """A hand value (1-7462) with its category and description.

    It is an ``int``, so ranks compare, sort and hash as their values do;
    equal values are equal hands (suits never break ties, R-HAND-5).
    """

    __slots__ = ()

    def __new__(cls, value: int) -> HandRank:
        return int.__new__(cls, whole_number(value, "a hand value", low=1, high=HAND_VALUES))

    @classmethod
    def of(cls, cards: str | Iterable[CardLike]) -> HandRank:
        """The rank of 5, 6 or 7 cards."""
        return cls(evaluate(cards))

    @property
    def value(self) -> int:
        return int(self)

    @property
    def category(self) -> Category:
        return Category(_core.value_class(int(self))[0])

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks that decide ties, most significant first (0 = deuce ... 12 = ace)."""
        category, ranks = _core.value_class(int(self))
        return tuple(ranks[: _SIGNIFICANT[category]])

    @property
    def name(self) -> str:
        """The category's name, with the ace-high straight flush called a royal flush."""
        if int(self) == HAND_VALUES:
            return "royal flush"
        return self.category.label

    @property
    def description(self) -> str:
        """E.g. ``"two pair, kings and jacks, nine kicker"``."""
        return _describe(self.category, self.ranks, int(self) == HAND_VALUES)

    def __repr__(self) -> str:
        return f"HandRank({int(self)}, '{self.description}')"

    def __str__(self) -> str:
        return self.description

    def __reduce__(self) -> tuple[type[HandRank], tuple[int]]:
        return (HandRank, (int(self),))


# How many ranks decide ties in each category.
_SIGNIFICANT = (5, 4, 3, 3, 1, 5, 2, 2, 1)


def _kickers(ranks: Iterable[int]) -> str:
    names = [RANK_NAMES[r] for r in ranks]
    return "-".join(names) + (" kicker" if len(names) == 1 else " kickers")


def _describe(category: Category, ranks: tuple[int, ...], royal: bool) -> str:
    name, plural = RANK_NAMES, RANK_PLURALS
    if category is Category.STRAIGHT_FLUSH:
        return "royal flush" if royal else f"straight flush, {name[ranks[0]]} high"
    if category is Category.FOUR_OF_A_KIND:
        return f"four of a kind, {plural[ranks[0]]}, {_kickers(ranks[1:])}"
    if category is Category.FULL_HOUSE:
        return f"full house, {plural[ranks[0]]} full of {plural[ranks[1]]}"
    if category is Category.FLUSH:
        return "flush, " + "-".join(name[r] for r in ranks)
    if category is Category.STRAIGHT:
        return f"straight, {name[ranks[0]]} high"
    if category is Category.THREE_OF_A_KIND:
        return f"three of a kind, {plural[ranks[0]]}, {_kickers(ranks[1:])}"
    if category is Category.TWO_PAIR:
        return f"two pair, {plural[ranks[0]]} and {plural[ranks[1]]}, {_kickers(ranks[2:])}"
    if category is Category.PAIR:
        return f"pair of {plural[ranks[0]]}, {_kickers(ranks[1:])}"
    return f"high card, {name[ranks[0]]}, {_kickers(ranks[1:])}"


def best_five(cards: str | Iterable[CardLike]) -> list[Card]:
    """The five cards that make the hand (R-HAND-1), highest cards first among equal choices."""
    items = cards if type(cards) in _SIZED else bounded(cards, 7, _CARDS)
    try:
        five = _best_five(items)
    except HoldemError as exc:
        _refuse_joker(exc)
        raise
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None
    return [Card(c) for c in five]


def batch_kernels() -> tuple[str, ...]:
    """The :func:`evaluate_batch` kernels this CPU runs, fastest last.

    ``"portable"`` runs everywhere; on x86-64, ``"avx2"`` (four hands per
    step) needs AVX2 (most x86-64 CPUs since 2013) and ``"avx512"`` (eight
    hands per step) needs AVX-512 F, BW, DQ, VL and VBMI (AMD Zen 4 and later,
    Intel Ice Lake and later Xeon and laptop parts). The fastest is chosen
    automatically. All give the same values and the same errors.

    >>> batch_kernels()[0]
    'portable'
    """
    return tuple(_core.batch_kernels())


def evaluate_batch(
    cards: npt.ArrayLike,
    *,
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
    kernel: str = "auto",
) -> np.ndarray:
    """Values of many hands: an integer array of shape (N, 5), (N, 6) or (N, 7) card ids.

    Returns an ``int32`` array of N values. Any integer dtype is accepted; the
    work runs in C++ without the GIL, on ``threads`` threads (0 = one per
    core, at most one per core; batches under ~64K rows per thread use fewer).
    ``out``, a writable contiguous ``int32`` array of length N, receives the
    values in place (no allocation when the same array is reused) and is
    returned. A row with an id outside 0-51 or a
    repeated card raises :class:`InvalidCardError` naming the row.
    ``kernel`` is ``"auto"`` (the fastest this CPU runs) or one of
    :func:`batch_kernels`; naming one the CPU lacks raises
    :class:`InvalidArgumentError`.

    >>> import numpy as np
    >>> evaluate_batch(np.array([[48, 44, 40, 36, 32], [0, 1, 2, 3, 4]], dtype=np.uint8))
    array([7462, 7297], dtype=int32)
    """
    arr = _card_rows(
        cards, "evaluate_batch", (5, 6, 7), "every hand of a batch has the same number of cards"
    )
    threads, out = _batch_options(threads, out, len(arr))
    if not isinstance(kernel, str):
        raise InvalidArgumentError(
            f"kernel is 'auto', 'portable', 'avx2' or 'avx512', got {kernel!r}"
        )
    return _core.evaluate_batch(arr, threads, out, kernel)


def _card_rows(
    cards: npt.ArrayLike, name: str, widths: tuple[int, ...], rows: str, what: str = "an array"
) -> np.ndarray:
    """A batch's cards as a contiguous ``uint8`` array of shape (N, w), w one of ``widths``.

    Any integer dtype is read; ids outside 0-51 raise :class:`InvalidCardError`
    naming the row, a wrong shape or dtype :class:`InvalidArgumentError` naming
    the function ``name`` and ``what`` it takes (``rows`` says why a ragged list
    is refused).
    """
    arr = as_array(cards, f"{name}'s cards", rows)
    if arr.ndim != 2 or arr.shape[1] not in widths:
        shape = "|".join(map(str, widths))
        raise InvalidArgumentError(
            f"{name} takes {what} of shape (N, {shape}), got shape {arr.shape}"
        )
    if arr.dtype != np.uint8:
        if arr.dtype.kind not in "iu":
            raise InvalidArgumentError(f"{name} takes integer card ids, got dtype {arr.dtype}")
        if arr.size:
            bad = (arr < 0) | (arr > 51)
            if bad.any():
                row, col = (int(x) for x in np.argwhere(bad)[0])
                raise InvalidCardError(
                    f"row {row}: invalid card id {int(arr[row, col])}: card ids are 0 to 51 (4 * rank + suit)"
                )
        arr = arr.astype(np.uint8)
    return np.ascontiguousarray(arr)


def _batch_options(
    threads: int, out: npt.NDArray[np.int32] | None, rows: int
) -> tuple[int, npt.NDArray[np.int32] | None]:
    """A batch call's ``threads`` (0 for one per core; capped, as the core uses at most one per core)
    and ``out`` (None or a numpy array, which the core checks further), checked."""
    threads = whole_number(threads, "threads (0 for one per core)", low=0)
    if out is not None and not isinstance(out, np.ndarray):
        raise InvalidArgumentError(
            f"out is an int32 numpy array of length {rows}, got {type(out).__name__}"
        )
    return min(threads, 1 << 16), out


# The joker (R-HAND-7), for games that declare one (five-card draw's "bug").

_evaluate_joker = _core.evaluate_joker
_FIVE_OF_A_KIND = HAND_VALUES  # five of a kind of rank r (0 = deuce ... 12 = ace): 7462 + r


def evaluate_joker(cards: str | Iterable[CardLike]) -> int:
    """The value of 5 cards with at most one joker, 1 to 7475, higher is better.

    The joker is id 52 or the text ``"Jk"`` (any case); only this entry point
    reads it (:func:`evaluate` refuses it, and :func:`parse_cards` unless given
    ``joker=True``: in hold'em a joker is an invalid card, R-CARD-1). A game
    whose deck holds the joker (``FIVE_CARD_DRAW_JOKER``) values every hand
    with it, joker or not. With four cards of a rank the joker
    makes five of a kind; otherwise it counts as an ace (of no suit: with an ace
    it pairs it) unless it does better completing a straight, a flush or a
    straight flush, as the best card that does (for a flush, the highest card
    of the suit the hand lacks). It never makes pairs, trips or a full house
    except as an ace.

    The scale: 1-7461 are :func:`evaluate`'s values of every hand below the
    royal flush; 7462-7474 five of a kind, deuces to aces; 7475 the royal
    flush. So five of a kind ranks below the royal flush and above every other
    straight flush (R-HAND-7). Without a joker the value is :func:`evaluate`'s,
    except the royal flush's 7475.

    >>> evaluate_joker("As Ah Ad Ac Jk"), evaluate_joker("Ah Kh Qh Jh Jk")
    (7474, 7475)
    >>> evaluate_joker("9c 8d 7h 5s Jk") == evaluate("9c 8d 7h 6s 5s")
    True
    """
    try:
        return _evaluate_joker(cards if type(cards) in _SIZED else bounded(cards, 7, _CARDS))
    except HoldemError:
        raise
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None


class JokerRank(int):
    """A joker value (1-7475, see :func:`evaluate_joker`) with a description.

    >>> JokerRank.of("Kh Kd Kc Ks Jk")
    JokerRank(7473, 'five of a kind, kings')
    """

    __slots__ = ()

    def __new__(cls, value: int) -> JokerRank:
        return int.__new__(
            cls, whole_number(value, "a joker hand value", low=1, high=JOKER_HAND_VALUES)
        )

    @classmethod
    def of(cls, cards: str | Iterable[CardLike]) -> JokerRank:
        """The rank of 5 cards with at most one joker."""
        return cls(evaluate_joker(cards))

    @property
    def five_of_a_kind(self) -> bool:
        return _FIVE_OF_A_KIND <= int(self) < JOKER_HAND_VALUES

    @property
    def category(self) -> Category:
        """:attr:`HandRank.category`'s; five of a kind (no category of its own) reads as the top one,
        ``STRAIGHT_FLUSH``, as the royal flush does: :attr:`five_of_a_kind` tells them apart."""
        if int(self) >= _FIVE_OF_A_KIND:
            return Category.STRAIGHT_FLUSH
        return HandRank(int(self)).category

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks that decide ties, most significant first (five of a kind: its rank; royal flush: the ace)."""
        if int(self) >= _FIVE_OF_A_KIND:
            return (12,) if int(self) == JOKER_HAND_VALUES else (int(self) - _FIVE_OF_A_KIND,)
        return HandRank(int(self)).ranks

    @property
    def name(self) -> str:
        """The category's name: ``"five of a kind"``, ``"royal flush"``, ``"flush"``, ..."""
        if self.five_of_a_kind:
            return "five of a kind"
        return "royal flush" if int(self) == JOKER_HAND_VALUES else HandRank(int(self)).name

    @property
    def description(self) -> str:
        """E.g. ``"five of a kind, aces"``, or :attr:`HandRank.description`'s words."""
        if self.five_of_a_kind:
            return f"five of a kind, {RANK_PLURALS[int(self) - _FIVE_OF_A_KIND]}"
        return "royal flush" if int(self) == JOKER_HAND_VALUES else HandRank(int(self)).description

    def __repr__(self) -> str:
        return f"JokerRank({int(self)}, '{self.description}')"

    def __str__(self) -> str:
        return self.description

    def __reduce__(self) -> tuple[type[JokerRank], tuple[int]]:
        return (JokerRank, (int(self),))
