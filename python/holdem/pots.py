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
folded blinds) is in the main pot. Folded chips above every seat still in
the hand (a player who left the table with more in than an all-in opponent)
go to the last pot.

Uncalled chips (R-POT-3): the part of the largest contribution that nobody
matched is never in a pot; it is in :attr:`PotResult.returned` and counted in
the owner's winnings. When everyone folds to the big blind (50 and 100 in),
the pot is 100 and the big blind gets 50 back:

    >>> result = resolve_pots([50, 100, 0], [True, False, True], button=2)
    >>> result.pots, result.returned, result.winnings
    ((Pot(amount=100, eligible=(1,), winners=(1,), shares=(100,)),), (0, 50, 0), (0, 150, 0))

(Hand histories made by pokerkit list that hand as one pot of 150: same
winnings, the returned chips counted in the pot.)

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

For simulations, :func:`resolve_pots_batch` resolves many hands in one call.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

import numpy as np

from . import _core
from .cards import CardLike
from .errors import InvalidArgumentError
from .evaluator import HAND_VALUES

__all__ = ["Pot", "PotResult", "resolve_pots", "resolve_pots_batch"]


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


#: The outcome of :func:`resolve_pots` (compiled: the pots are built as
#: :class:`Pot` objects only when ``.pots`` is read). Attributes, all tuples:
#: ``winnings`` (what each seat takes from the table, its returned chips
#: included; they sum to the contributions, R-POT-6), ``pots`` (main pot
#: first), ``returned`` (uncalled chips given back, R-POT-3),
#: ``contributions`` and ``net`` (winnings minus contributions). Immutable,
#: comparable, hashable, picklable.
PotResult = _core.PotResult

_core._register_pot_type(Pot)


def resolve_pots(
    contributions: Sequence[int],
    folded: Sequence[bool],
    hand_values: Sequence[int | None] | None = None,
    *,
    button: int,
    hole_cards: Sequence[str | Iterable[CardLike] | None] | None = None,
    board: str | Iterable[CardLike] | None = None,
    dead_money: int = 0,
) -> PotResult:
    """Resolves one hand's pots (R-POT-1..6).

    ``contributions[s]``: the chips seat ``s`` put in this hand (antes,
    blinds, bets); ``folded[s]``: whether it folded. Hands are either
    ``hand_values`` (one per seat, higher is better as from
    :func:`holdem.evaluate`; folded seats' entries are ignored) or
    ``hole_cards`` (two cards per seat) and the 5-card ``board``, evaluated
    in the core. A seat still in the hand whose hand is unknown (value 0 or
    ``None``, hole cards ``None``) counts as mucked: it cannot win a pot
    another eligible seat contests. When one seat is left in the hand, no
    hands are needed.

    Raises :class:`InvalidArgumentError` for mismatched lengths, a negative or
    non-integer contribution, a button that is not a seat, every seat folded,
    a hand value outside 0-7462, or a contested pot where no eligible seat
    has a known hand; :class:`InvalidCardError` / :class:`DuplicateCardError`
    for bad cards.

    ``dead_money`` is chips in the main pot that no seat bet (antes posted as
    dead money: PHH without ante trimming); every seat still in the hand
    contests it, and the winnings then sum to the contributions plus it.

    >>> resolve_pots([200, 200, 100], [False, False, True], [10, 20, 0], button=2, dead_money=30).winnings
    (0, 530, 0)
    """
    if hole_cards is None:
        if board is not None:
            raise InvalidArgumentError("board is only used with hole_cards; give hole_cards too, or hand_values")
        return _core.resolve_pots(contributions, folded, hand_values, button, dead_money)
    if hand_values is not None:
        raise InvalidArgumentError("give hand_values or hole_cards and board, not both")
    if board is None:
        raise InvalidArgumentError("hole_cards need the 5 board cards: pass board=...")
    return _core.resolve_pots_cards(contributions, folded, hole_cards, board, button, dead_money)


def _int_array(values: Any, name: str, dtype: type, low: int, high: int) -> np.ndarray:
    arr = np.asarray(values)
    if arr.dtype == dtype:
        return np.ascontiguousarray(arr)
    if arr.dtype.kind not in "iu" and not (arr.dtype.kind == "b" and dtype is np.uint8):
        raise InvalidArgumentError(f"{name} must be an integer array, got dtype {arr.dtype}")
    if arr.size and (arr.min() < low or arr.max() > high):
        bad = np.argwhere((arr < low) | (arr > high))[0]
        where = f"row {int(bad[0])}" + (f", seat {int(bad[1])}" if arr.ndim == 2 else "")
        raise InvalidArgumentError(f"{where}: {name} value {int(arr[tuple(bad)])} is outside {low} to {high}")
    return np.ascontiguousarray(arr, dtype=dtype)


def resolve_pots_batch(contributions: Any, folded: Any, hand_values: Any, buttons: Any) -> np.ndarray:
    """Winnings of many hands in one call, without the GIL.

    ``contributions`` (int), ``folded`` (bool) and ``hand_values`` (int) are
    arrays of shape ``(hands, seats)``, ``buttons`` of shape ``(hands,)``;
    the rules are those of :func:`resolve_pots`. Returns an ``int64`` array of
    shape ``(hands, seats)``: what each seat takes from the table, returned
    chips included. A bad row raises :class:`InvalidArgumentError` naming it.

    >>> import numpy as np
    >>> resolve_pots_batch(np.array([[500, 500, 400], [50, 100, 0]]),
    ...                    np.array([[False, False, False], [True, False, True]]),
    ...                    np.array([[3000, 5000, 7000], [0, 0, 0]]),
    ...                    np.array([2, 2]))
    array([[   0,  200, 1200],
           [   0,  150,    0]])
    """
    chips = _int_array(contributions, "contributions", np.int64, 0, 1 << 56)
    if chips.ndim != 2:
        raise InvalidArgumentError(f"contributions is an array of shape (hands, seats), got shape {chips.shape}")
    flags = np.asarray(folded)
    if flags.dtype != np.bool_:
        raise InvalidArgumentError(f"folded must be a bool array, got dtype {flags.dtype}")
    values = np.asarray(hand_values)
    if values.dtype != np.int32:
        if values.dtype.kind not in "iu":
            raise InvalidArgumentError(f"hand_values must be an integer array, got dtype {values.dtype}")
        if values.shape == flags.shape:
            # Folded seats' values are ignored, whatever their size.
            values = _int_array(np.where(flags, 0, values), "hand_values", np.int32, 0, HAND_VALUES)
    seats = chips.shape[1] if chips.ndim == 2 else 0
    button_array = _int_array(buttons, "buttons", np.int32, 0, max(seats - 1, 0))
    return _core.resolve_pots_batch(
        chips,
        np.ascontiguousarray(flags).view(np.uint8),
        np.ascontiguousarray(values, dtype=np.int32),
        button_array,
    )
