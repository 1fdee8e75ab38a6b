"""Pot resolution: side pots, split pots, odd chips, uncalled bets (R-POT-1..6).

The compiled core decides who wins what; this module passes the hand's facts
in: what each seat put in this hand (antes, blinds, bets), who folded, and
each seat's hand value (or hole cards and the board). Seats are 0..n-1 in
clockwise order; ``button`` is the button's seat.

[000] Example 2: A bets 500, B calls 500, C goes all-in for 400. The main pot
is 1,200 and the side pot of 200 is between A and B. C has the best hand and
wins the main pot; B's hand beats A's and wins the side pot:

    >>> result = resolve_pots([500, 500, 400], [False, False, False], [3000, 5000, 7000], button=2)
    >>> result.pots[0]
    Pot(amount=1200, eligible=(0, 1, 2), winners=(2,), shares=(1200,))
    >>> result.pots[1]
    Pot(amount=200, eligible=(0, 1), winners=(1,), shares=(200,))
    >>> result.winnings, result.net
    ((0, 200, 1200), (-500, -300, 800))

How the pots are built, as [004] builds them (R-POT-2): cut every seat's
contribution at each all-in amount, smallest first; each cut closes a pot
that the seats still in the hand who reached it are eligible for. Chips of
folded seats stay in the pots they reached (R-POT-1), so dead money (antes,
folded blinds) is in the main pot.

Uncalled chips (R-POT-3): the part of the largest contribution that nobody
matched is never in a pot; it is in :attr:`PotResult.returned` and counted in
the owner's winnings. When everyone folds to the big blind (50 and 100 in),
the pot is 100 and the big blind gets 50 back:

    >>> result = resolve_pots([50, 100, 0], [True, False, True], button=2)
    >>> result.pots, result.returned, result.winnings
    ((Pot(amount=100, eligible=(1,), winners=(1,), shares=(100,)),), (0, 50, 0), (0, 150, 0))

(Hand histories made by pokerkit list that hand as one pot of 150: same
winnings, the returned chips counted in the pot.)

That holds for a folded seat too: chips it put in above every other seat
were never called, so they go back to it (as pokerkit does):

    >>> resolve_pots([100, 50, 50], [True, False, False], [0, 5, 6], button=0).returned
    (50, 0, 0)

Folded chips that another seat matched but no seat still in the hand did
(two players left the table with 100 in each; the one still in is all-in
for 40) are in a pot with more than one contributor, so they are not
returned: they go to the last pot, which the seats still in the hand
contest:

    >>> resolve_pots([100, 100, 40], [True, True, False], button=0).pots
    (Pot(amount=240, eligible=(2,), winners=(2,), shares=(240,)),)

Equal hands split a pot in whole chips; the odd chips go one each to the
winners, starting with the first winner left of the button (R-POT-5):

    >>> resolve_pots([5, 5, 5], [False, False, False], [4000, 4000, 1000], button=2).pots[0].shares
    (8, 7)
    >>> resolve_pots([5, 5, 5], [False, False, False], [4000, 4000, 1000], button=0).pots[0].shares
    (7, 8)

Hands can be given as hole cards and the board instead; a seat still in the
hand whose cards are ``None`` (never shown) concedes any pot it contests:

    >>> result = resolve_pots([100, 100, 100], [False, False, False], button=2,
    ...                       hole_cards=["AsAd", "KsKd", None], board="Ah Kh 7c 2d 3s")
    >>> result.winnings
    (300, 0, 0)

Hi-lo (R-POT-7): with ``low_values`` (each seat's eight-or-better low,
:func:`holdem.evaluate_omaha_low`'s 1 to 56, 0 for none) each pot, the main
pot and each side pot on its own, goes half to the best high and half to the
best low among its eligible seats, the odd chip of the split to the high half
and each half split as R-POT-5 says; the whole pot to the high when no
eligible seat has a low. The pots are :class:`HiLoPot` objects, with each
half's winners. Seat 0 wins the high and ties seat 1 for the low: it takes
three quarters of the pot:

    >>> result = resolve_pots([40, 40, 40], [False] * 3, [6000, 5000, 5500], button=2, low_values=[40, 40, 0])
    >>> result.winnings
    (90, 30, 0)
    >>> result.pots[0]  # doctest: +NORMALIZE_WHITESPACE
    HiLoPot(amount=120, eligible=(0, 1, 2), winners=(0, 1), shares=(90, 30), high_winners=(0,),
            high_shares=(60,), low_winners=(0, 1), low_shares=(30, 30))

For simulations, :func:`resolve_pots_batch` resolves many hands in one call,
from hand values (with ``low_values`` for hi-lo) or from hole cards and
boards (winnings only).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Set
from functools import partial
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from .. import _core
from .._checks import as_array, bounded, short_repr
from ..errors import HoldemError, InvalidArgumentError, InvalidCardError, InvalidTypeError
from .cards import _CARDS, CardLike, card_error
from .plain_data import Plain

__all__ = ["HiLoPot", "Pot", "PotResult", "resolve_pots", "resolve_pots_batch"]


class Pot(NamedTuple):
    """One pot, main pot or side pot.

    ``eligible`` are the seats still in the hand that reached it (seat
    order); ``winners`` the best hands among them (seat order); ``shares``
    the chips each winner takes from it, in the order of ``winners``, odd
    chips included.
    """

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]

    def to_dict(self) -> dict[str, Plain]:
        """JSON-ready data: the amount and lists of seats and shares."""
        return _fields_as_lists(self._asdict())


def _fields_as_lists(fields: dict[str, Any]) -> dict[str, Plain]:
    """A pot's fields as JSON-ready data: its tuples of seats and shares as lists."""
    return {name: list(v) if isinstance(v, tuple) else v for name, v in fields.items()}


class HiLoPot(NamedTuple):
    """One pot of a hi-lo hand (R-POT-7), split between the best high and the best qualifying low.

    ``winners`` are every eligible seat that takes a part of it and ``shares``
    what each takes in all (as :class:`Pot`'s: they add up to ``amount``);
    ``high_winners`` and ``high_shares`` are the high half's (the whole pot
    when no low qualified), ``low_winners`` and ``low_shares`` the low half's
    (empty when no eligible seat has a low), each in seat order, odd chips
    included.
    """

    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    high_winners: tuple[int, ...]
    high_shares: tuple[int, ...]
    low_winners: tuple[int, ...]
    low_shares: tuple[int, ...]

    def to_dict(self) -> dict[str, Plain]:
        """JSON-ready data: the amount and lists of seats and shares, each half's too."""
        return _fields_as_lists(self._asdict())


# A Pot from the core's (amount, eligible, winners, shares): tuple.__new__ as a NamedTuple's __new__ calls
# it, without a Python frame per pot; a HiLoPot from a hi-lo outcome's eight fields.
_new_pot = partial(tuple.__new__, Pot)
_new_hi_lo_pot = partial(tuple.__new__, HiLoPot)


class PotResult(_core.PotOutcome):
    """The outcome of :func:`resolve_pots`; chips are conserved (R-POT-6).

    Attributes, all tuples: ``winnings`` (what each seat takes from the
    table, its returned chips included; they sum to the contributions),
    ``pots`` (main pot first, then the side pots in the order they were cut;
    built as :class:`Pot` objects, :class:`HiLoPot` in a hi-lo hand
    (``hi_lo``), only when read), ``returned`` (uncalled
    chips given back, R-POT-3), ``contributions`` and ``net`` (winnings minus
    contributions). Immutable, comparable, hashable, picklable (a pickle
    holds what :func:`resolve_pots` was given; loading it resolves the hand
    again).

    It derives from the core's outcome, which knows no Python type of the
    package: only ``pots`` (made :class:`Pot` objects here) and the repr
    are Python. ``PotResult(contributions, folded, hand_values, button,
    dead)`` (hi-lo: with ``low_values=``) resolves a hand given as lists or
    tuples (the hand engine's call) without :func:`resolve_pots`'s argument
    dispatch; the core checks every value either way.
    """

    __slots__ = ()  # no __dict__: as immutable as the core's outcome

    @property
    def pots(self) -> tuple[Pot | HiLoPot, ...]:
        return tuple(map(_new_hi_lo_pot if self.hi_lo else _new_pot, self._pot_fields))

    def __repr__(self) -> str:
        return f"PotResult(winnings={self.winnings}, pots={self.pots}, returned={self.returned})"


def resolve_pots(
    contributions: Sequence[int],
    folded: Sequence[bool | int],
    hand_values: Sequence[int | None] | None = None,
    *,
    button: int,
    hole_cards: Sequence[str | Iterable[CardLike] | None] | None = None,
    board: str | Iterable[CardLike] | None = None,
    dead_money: int = 0,
    low_values: Sequence[int | None] | None = None,
) -> PotResult:
    """Resolves one hand's pots (R-POT-1..7).

    ``contributions[s]``: the chips seat ``s`` put in this hand (antes,
    blinds, bets); ``folded[s]``: whether it folded (``True``/``False``,
    numpy bools, or ``1``/``0``); ``button``: the button's seat, an int (or
    numpy integer) 0..n-1. Hands are either ``hand_values`` (one per seat,
    higher is better as from :func:`holdem.evaluate`; folded seats' entries
    are ignored) or ``hole_cards`` (the same number per seat, 1 to 7) and the
    ``board`` (0 to 5 cards, None for none; 5 to 7 cards with the hole cards:
    hold'em 2 + 5, five-card draw 5 + 0), evaluated in the core. A seat
    still in the hand whose hand is unknown (value 0 or ``None``, hole cards
    ``None``) counts as mucked: it cannot win a pot another eligible seat
    contests. When one seat is left in the hand, no hands are needed.

    Raises :class:`InvalidArgumentError` for mismatched lengths, a negative or
    non-integer contribution, a folded entry that is not a bool or 0/1, a
    button that is not a seat (or is a bool), every seat folded, a hand value
    outside 0-7462, or a contested pot where no eligible seat has a known
    hand; :class:`InvalidCardError` / :class:`DuplicateCardError` for bad
    cards (a duplicate is named with its two places only, never with other
    seats' cards).

    ``dead_money`` is chips in the main pot that no seat bet (antes posted as
    dead money: PHH without ante trimming); every seat still in the hand
    contests it, and the winnings then sum to the contributions plus it.

    ``low_values`` (hi-lo, R-POT-7; with ``hand_values``): each seat's low, 1
    to 56 as :func:`holdem.evaluate_omaha_low` gives it, 0 or None for none
    (no qualifying low, or a hand not shown: a seat with a low has a hand
    value too). Each pot is then split half to the best high and half to the
    best low (see the module documentation); an out-of-range low raises
    :class:`InvalidArgumentError`.

    >>> resolve_pots([200, 200, 100], [False, False, True], [10, 20, 0], button=2, dead_money=30).winnings
    (0, 530, 0)
    """
    # Lists and tuples, the usual input, go to the core as they are: no call for them.
    if type(contributions) not in _AS_IS:
        contributions = _per_seat(contributions, "contributions")
    if type(folded) not in _AS_IS:
        folded = _per_seat(folded, "folded")
    try:
        if hole_cards is None:
            if board is not None:
                raise InvalidArgumentError(
                    "board is only used with hole_cards; give hole_cards too, or hand_values"
                )
            values = (
                hand_values
                if type(hand_values) in _AS_IS
                else _per_seat(hand_values, "hand_values")
            )
            if low_values is None:
                return PotResult(contributions, folded, values, button, dead_money)
            lows = low_values if type(low_values) in _AS_IS else _per_seat(low_values, "low_values")
            return PotResult(contributions, folded, values, button, dead_money, low_values=lows)
        if hand_values is not None:
            raise InvalidArgumentError("give hand_values or hole_cards and board, not both")
        if low_values is not None:
            raise InvalidArgumentError(
                "low_values go with hand_values (each hand's high and low values); hole_cards and "
                "a board are valued as hold'em's best five, which has no low"
            )
        # Each seat's cards and the board are read up to one card too many (a hand is up to 7, a board 5);
        # no board is a game without one (five-card draw).
        holes = _per_seat(hole_cards, "hole_cards")
        if isinstance(holes, (list, tuple)):
            holes = [
                h if h is None or type(h) in (str, list, tuple) else bounded(h, 7, _CARDS)
                for h in holes
            ]
        cards = () if board is None else bounded(board, 5, _CARDS)
        return PotResult(
            contributions, folded, hole_cards=holes, board=cards, button=button, dead=dead_money
        )
    except HoldemError:
        raise
    except (TypeError, ValueError) as exc:
        raise _entry_error(
            exc, contributions, hand_values, button, dead_money, low_values
        ) from None


_MAX_SEATS = 32  # the core's kMaxSeats
_AS_IS = (list, tuple, type(None))  # per-seat arguments the core reads as they are


def _per_seat(values: Any, what: str) -> Any:
    """``values`` for the core: a list, tuple or None as is; a numpy array as a list; any other
    sequence read to at most 33 entries (a range of 10^12 is not copied); the rest is the core's to
    refuse."""
    if type(values) in _AS_IS:
        return values
    if isinstance(values, np.ndarray):
        if values.ndim == 0:
            raise InvalidTypeError(
                f"{what} is one entry per seat (a list, tuple or array), got a 0-d array"
            )
        return values.tolist()
    if isinstance(values, (str, bytes, Iterator, Set, Mapping)) or not hasattr(
        values, "__getitem__"
    ):
        return values
    return bounded(values, _MAX_SEATS, f"{what} is one entry per seat (a list, tuple or array)")


def _entry_error(
    exc: Exception,
    contributions: Any,
    hand_values: Any,
    button: int,
    dead_money: int,
    low_values: Any = None,
) -> Exception:
    """The typed error for a Python error the core let through: the seat entry it could not read
    (its __index__ raised, or it is too long to print), or the cards' error."""
    message = str(exc)
    if message.startswith(("a card is", "cards are")) or isinstance(exc, UnicodeError):
        return card_error(exc)
    for name, values in (
        ("contributions", contributions),
        ("hand_values", hand_values),
        ("low_values", low_values),
    ):
        for seat, value in enumerate(values if isinstance(values, (list, tuple)) else ()):
            if value is None:
                continue
            try:
                number = operator.index(value)
            except TypeError:
                return InvalidTypeError(
                    f"{name} are whole numbers, one per seat: seat {seat} has {short_repr(value)}"
                )
            if number.bit_length() > 62:
                return InvalidArgumentError(
                    f"{name}: seat {seat} has {short_repr(value)}, out of range "
                    f"(contributions are 0 to 2^56 chips, hand values 0 to 7462, low values 0 to 56)"
                )
    # In the core's words; its own message failed (an __index__ that raised, an int too long to print).
    seats = f" 0 to {len(contributions) - 1}" if isinstance(contributions, (list, tuple)) else ""
    for name, value, what in (
        ("button", button, f"a seat index, an int{seats}"),
        ("dead money", dead_money, "a whole number of chips, 0 to 2^56"),
    ):
        try:
            bad = isinstance(value, bool) or operator.index(value).bit_length() > 62
        except TypeError:
            bad = True
        if bad:
            return InvalidArgumentError(
                f"{name} is {what}, got {short_repr(value)} ({type(value).__name__})"
            )
    return InvalidArgumentError(f"resolve_pots could not read its input: {message}")


_INT64_MAX = int(np.iinfo(np.int64).max)  # a Python int: compared exactly with uint64
_UNKNOWN_CARD = 255  # a hole card not shown, in the batch form


def _as_array(values: Any, name: str) -> np.ndarray:
    return as_array(values, name, "every hand of a batch has the same number of seats")


def _int64_array(values: Any, name: str, bad_value: Callable[[list[int], int], str]) -> np.ndarray:
    """``values`` as a C-contiguous int64 array: any integer dtype; the core checks the values.

    Only uint64 values above int64's range would wrap in the conversion, so
    they are reported here, in the core's words (``bad_value``).
    """
    arr = _as_array(values, name)
    if arr.dtype.kind not in "iu":
        raise InvalidArgumentError(f"{name} must be an integer array, got dtype {arr.dtype}")
    if arr.dtype == np.uint64 and arr.ndim and arr.size and arr.max() > _INT64_MAX:
        row, *seat = (int(i) for i in np.argwhere(arr > _INT64_MAX)[0])
        value = int(arr[(row, *seat)])
        if not seat and name not in (
            "buttons",
            "dead_money",
        ):  # one row of seats where rows of them were due: no seat to name
            raise InvalidArgumentError(
                f"{name} is an array of shape (hands, seats), got shape {arr.shape} "
                f"(and {value} is above 2^63 - 1)"
            )
        raise InvalidArgumentError(f"row {row}: " + bad_value(seat, value))
    return np.ascontiguousarray(arr, dtype=np.int64)


def _card_array(values: Any, name: str, ndim: int) -> np.ndarray:
    """Card ids as a C-contiguous uint8 array (255 = unknown); the core checks the ids and the shape."""
    arr = _as_array(values, name)
    if arr.dtype == np.uint8:
        return np.ascontiguousarray(arr)
    if arr.dtype.kind not in "iu":
        raise InvalidArgumentError(
            f"{name} must be an integer array of card ids, got dtype {arr.dtype}"
        )
    bad = (arr < 0) | (arr > _UNKNOWN_CARD)
    if arr.ndim == ndim and bad.any():
        # uint8 would wrap these: the core's message, with the real id.
        at = [int(i) for i in np.argwhere(bad)[0]]
        place = f"seat {at[1]}" if name == "hole_cards" else "the board"
        raise InvalidCardError(
            f"row {at[0]}: {place}: invalid card id {int(arr[tuple(at)])}: card ids are 0 to 51 (4 * rank + suit)"
        )
    return np.ascontiguousarray(arr, dtype=np.uint8)


def resolve_pots_batch(
    contributions: npt.ArrayLike,
    folded: npt.ArrayLike,
    hand_values: npt.ArrayLike | None = None,
    buttons: npt.ArrayLike | None = None,
    *,
    hole_cards: npt.ArrayLike | None = None,
    boards: npt.ArrayLike | None = None,
    dead_money: npt.ArrayLike | None = None,
    low_values: npt.ArrayLike | None = None,
) -> npt.NDArray[np.int64]:
    """Winnings of many hands in one call, without the GIL.

    ``contributions`` (int) and ``folded`` (bool) are arrays of shape
    ``(hands, seats)``, ``buttons`` (int, required) of shape ``(hands,)``.
    Hands are either ``hand_values`` (int, shape ``(hands, seats)``; folded
    seats' entries are ignored whatever their size) or ``hole_cards`` (card
    ids, shape ``(hands, seats, h)``; all 255 for a hand not shown) and
    ``boards`` (card ids, shape ``(hands, b)``, b may be 0; 5 <= h + b <= 7,
    hold'em's are ``(hands, seats, 2)`` and ``(hands, 5)``), evaluated in the core. With
    neither, every hand is unknown: only hands that one seat is left in
    resolve. The rules are those of :func:`resolve_pots`, as are the errors
    (with hole cards, every row needs its 5 board cards, and all known cards
    of a row must be distinct). ``dead_money`` (int, shape ``(hands,)``, None for
    none) is each hand's dead money, as :func:`resolve_pots`'s: in the main pot,
    which every seat still in contests. ``low_values`` (int, shape ``(hands, seats)``,
    with ``hand_values``) makes every hand hi-lo, as :func:`resolve_pots`'s (R-POT-7).
    Any integer dtype is accepted; ``uint8`` card ids and ``int64`` chips are used as
    they are, without a copy.

    Returns an ``int64`` array of shape ``(hands, seats)``: what each seat
    takes from the table, returned chips included. Winnings only: the pots of
    a hand are :func:`resolve_pots`'s ``.pots``. A bad row raises the error
    of :func:`resolve_pots` prefixed with its number (``"row 17: ..."``).

    >>> import numpy as np
    >>> resolve_pots_batch(np.array([[500, 500, 400], [50, 100, 0]]),
    ...                    np.array([[False, False, False], [True, False, True]]),
    ...                    np.array([[3000, 5000, 7000], [0, 0, 0]]),
    ...                    np.array([2, 2]))
    array([[   0,  200, 1200],
           [   0,  150,    0]])

    From hole cards and boards (``Ah Kh 7c 2d 3s``; seat 2's hand was not shown):

    >>> from holdem import parse_cards
    >>> holes = np.array([[parse_cards("AsAd"), parse_cards("KsKd"), [255, 255]]], dtype=np.uint8)
    >>> boards = np.array([parse_cards("Ah Kh 7c 2d 3s")], dtype=np.uint8)
    >>> resolve_pots_batch(np.array([[100, 100, 100]]), np.array([[False, False, False]]),
    ...                    buttons=np.array([2]), hole_cards=holes, boards=boards)
    array([[300,   0,   0]])

    Hi-lo: seat 1's low takes half of the first hand's pot; the second has no low:

    >>> resolve_pots_batch(np.array([[50, 50], [50, 50]]), np.zeros((2, 2), bool),
    ...                    np.array([[7000, 10], [7000, 10]]), np.array([0, 0]),
    ...                    low_values=np.array([[0, 56], [0, 0]]))
    array([[ 50,  50],
           [100,   0]])

    With antes posted as dead money (30 chips in the first hand):

    >>> resolve_pots_batch(np.array([[200, 200, 100], [2, 2, 0]]),
    ...                    np.array([[False, False, True], [False, False, True]]),
    ...                    np.array([[10, 20, 0], [5, 5, 0]]), np.array([2, 2]),
    ...                    dead_money=np.array([30, 0]))
    array([[  0, 530,   0],
           [  2,   2,   0]])
    """
    if buttons is None:
        raise InvalidTypeError(
            "resolve_pots_batch() missing required argument: 'buttons' (the button seat of each hand)"
        )
    chips = _int64_array(
        contributions,
        "contributions",
        lambda at, v: f"seat {at[0]} put in {v} chips: contributions are 0 to 2^56 chips",
    )
    if chips.ndim != 2:
        raise InvalidArgumentError(
            f"contributions is an array of shape (hands, seats), got shape {chips.shape}"
        )
    flags = _as_array(folded, "folded")
    if flags.dtype != np.bool_:
        raise InvalidArgumentError(f"folded must be a bool array, got dtype {flags.dtype}")
    flags = np.ascontiguousarray(flags).view(np.uint8)
    seats = chips.shape[1]
    dead = (
        None
        if dead_money is None
        else _int64_array(
            dead_money,
            "dead_money",
            lambda at, v: f"dead money is 0 to 2^56 chips, got {v}",
        )
    )
    button_array = _int64_array(
        buttons, "buttons", lambda at, v: f"button {v} is not a seat: seats are 0 to {seats - 1}"
    )
    lows = None if low_values is None else _value_array(low_values, flags, "low_values")
    if hole_cards is not None:
        if hand_values is not None:
            raise InvalidArgumentError("give hand_values or hole_cards and boards, not both")
        if lows is not None:
            raise InvalidArgumentError(
                "low_values go with hand_values (each hand's high and low values); hole_cards and "
                "boards are valued as hold'em's best five, which has no low"
            )
        if boards is None:
            raise InvalidArgumentError("hole_cards need each hand's 5 board cards: pass boards=...")
        return _core.resolve_pots_batch_cards(
            chips,
            flags,
            _card_array(hole_cards, "hole_cards", 3),
            _card_array(boards, "boards", 2),
            button_array,
            dead,
        )
    if boards is not None:
        raise InvalidArgumentError(
            "boards are only used with hole_cards; give hole_cards too, or hand_values"
        )
    if hand_values is None:
        if lows is not None:
            raise InvalidArgumentError(
                "low_values go with hand_values: a hand with a low has a high value too"
            )
        values = np.zeros(chips.shape, np.int64)
    else:
        values = _value_array(hand_values, flags, "hand_values")
    return _core.resolve_pots_batch(chips, flags, values, button_array, dead, lows)


_VALUE_RANGES = {
    "hand_values": ("hand value", "hand values are 1 to 7462, or 0 for a hand that was not shown"),
    "low_values": ("low value", "low values are 1 to 56 (evaluate_omaha_low's), or 0 for no low"),
}


def _value_array(given: npt.ArrayLike, flags: np.ndarray, name: str) -> np.ndarray:
    """A batch's hand or low values as int64 (see :func:`_int64_array`); folded seats' values are ignored,
    whatever their size."""
    raw = _as_array(given, name)
    if raw.shape == flags.shape and raw.dtype == np.uint64:
        raw = np.where(flags, 0, raw)
    what, allowed = _VALUE_RANGES[name]
    return _int64_array(raw, name, lambda at, v: f"seat {at[0]} has {what} {v}: {allowed}")
