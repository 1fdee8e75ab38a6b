"""Actions for learning agents, mapped exactly to legal actions, vectorised over tables.

The engines take an action as two arrays over the B tables (:class:`~holdem.vector.RawObservation`'s
convention): ``kind`` (B,) int8, 0 fold, 1 check, 2 call, 3 bet or raise, and ``amount`` (B,) int64, the
raise-to total (the seat's bet this round after it; 0 for the other kinds). An agent chooses two ways:

- :class:`DiscreteActions`: fold, check/call, raises to fractions of the pot (0.5, 1 and 2 pots by
  default), and the largest raise (all-in in no-limit), with a mask of the choices that are legal now;
- a number: :func:`raise_fraction` (a fraction of the legal range, 0 the minimum and 1 the maximum) or
  :func:`clamp_raise` (an amount, clamped into the legal range); :func:`continuous_action` reads a
  ``(B, 2)`` array of a kind selector and a fraction.

Every mapping gives an action the engine accepts: a raise when none is legal becomes a check or a call::

    >>> from holdem import Hand, TableConfig
    >>> from holdem.env import raw_observation
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [200, 200], button=0, seed=1)
    >>> raw = raw_observation(hand, hand.actor)      # the button (small blind) faces the big blind
    >>> actions = DiscreteActions()
    >>> actions.names
    ('fold', 'check/call', 'raise 0.5 pot', 'raise 1 pot', 'raise 2 pot', 'max raise')
    >>> actions.mask(raw).astype(int).tolist()
    [[1, 1, 1, 1, 1, 1]]
    >>> actions.amounts(raw).tolist()               # a pot raise: call 1, then raise the pot of 4: to 6
    [[4, 6, 10]]
    >>> kind, amount = actions.decode(raw, [3])
    >>> kind.tolist(), amount.tolist()
    ([3], [6])
    >>> act(hand, kind[0], amount[0])
    Action(seat=0, kind=<ActionKind.RAISE: 'raise'>, amount=6, added=5, all_in=False)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ..engine import Hand
from ..errors import EnvError
from ..game import Action
from ..vector import RawObservation

__all__ = [
    "CALL",
    "CHECK",
    "FOLD",
    "KINDS",
    "RAISE",
    "DiscreteActions",
    "act",
    "check_or_call",
    "clamp_raise",
    "continuous_action",
    "continuous_action_hand",
    "raise_fraction",
]

#: The raw action kind of a fold.
FOLD = 0
#: The raw action kind of a check.
CHECK = 1
#: The raw action kind of a call (for less when the stack is short).
CALL = 2
#: The raw action kind of a bet or raise (its amount the raise-to total).
RAISE = 3
#: The raw action kinds' names, by kind.
KINDS = ("fold", "check", "call", "raise")

Kinds = npt.NDArray[np.int8]
Amounts = npt.NDArray[np.int64]


def _batch(raw: RawObservation, values: object, name: str, dtype: type) -> npt.NDArray[Any]:
    """``values`` as a (B,) array of ``dtype`` (a scalar is every table's), refused with an EnvError naming
    ``name`` when its shape is not the tables', a number is not finite, or (``dtype`` an integer type) a
    number is not whole."""
    b = len(raw.actor)
    try:
        array = np.asarray(values)
    except (TypeError, ValueError) as exc:
        raise EnvError(f"{name} must be numbers, one per table: {exc}") from None
    if array.dtype.kind not in "biuf":
        raise EnvError(f"{name} must be numbers, got an array of {array.dtype}")
    if array.ndim == 0:
        array = np.full(b, array)
    if array.shape != (b,):
        raise EnvError(f"{name} must have one value per table, shape ({b},), got {array.shape}")
    if array.dtype.kind == "f" and not np.isfinite(array).all():
        raise EnvError(f"{name} must be finite numbers, got {array[~np.isfinite(array)][:3]}")
    if (
        np.issubdtype(dtype, np.integer)
        and array.dtype.kind == "f"
        and np.any(array != np.round(array))
    ):
        raise EnvError(f"{name} must be whole numbers, got {array[array != np.round(array)][:3]}")
    return array.astype(dtype, copy=False)


def check_or_call(raw: RawObservation) -> Kinds:
    """The check where it is free, else the call (a call for less when the stack is short), per table; a
    table with no one to act gets a check (the engines ignore a finished table's action)."""
    return np.where(raw.legal[:, 2] & ~raw.legal[:, 1], CALL, CHECK).astype(np.int8)


def _with_raise(raw: RawObservation, amount: Amounts) -> tuple[Kinds, Amounts]:
    """A raise to ``amount`` where one is legal, else the check or call (amount 0)."""
    can = raw.legal[:, 3]
    kind = np.where(can, RAISE, check_or_call(raw)).astype(np.int8)
    return kind, np.where(can, amount, 0).astype(np.int64)


def raise_fraction(raw: RawObservation, fraction: object) -> tuple[Kinds, Amounts]:
    """A bet or raise ``fraction`` of the way through each table's legal range: 0 the minimum, 1 the
    maximum, rounded to the nearest chip (fractions outside [0, 1] are clipped). Where no raise is legal,
    the check or call.

    >>> from holdem import Hand, TableConfig
    >>> from holdem.env import raw_observation
    >>> raw = raw_observation(Hand(TableConfig(small_blind=1, big_blind=2), [100, 100], 0, seed=1), 0)
    >>> [a.tolist() for a in raise_fraction(raw, 0.5)]  # halfway from 4 to 100
    [[3], [52]]
    """
    f = np.clip(_batch(raw, fraction, "fraction", np.float64), 0.0, 1.0)
    low = raw.min_raise_to
    span = (raw.max_raise_to - low).astype(np.float64)
    return _with_raise(raw, low + np.floor(f * span + 0.5).astype(np.int64))


def clamp_raise(raw: RawObservation, amount: object) -> tuple[Kinds, Amounts]:
    """A bet or raise to ``amount`` (the seat's round total, in chips), clamped into each table's legal
    range; where no raise is legal, the check or call."""
    wanted = _batch(raw, amount, "amount", np.float64)
    clamped = np.clip(np.floor(wanted + 0.5), raw.min_raise_to, raw.max_raise_to)
    return _with_raise(raw, clamped.astype(np.int64))


def continuous_action(raw: RawObservation, action: object) -> tuple[Kinds, Amounts]:
    """A ``(B, 2)`` array of numbers in [0, 1] (clipped) as legal actions: the first picks the kind by
    thirds (below 1/3 fold, below 2/3 check or call, else bet or raise), the second the raise's place in
    the legal range (:func:`raise_fraction`). A fold where none is legal, or a raise where none is legal,
    is the check or call."""
    b = len(raw.actor)
    try:
        array = np.asarray(action, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise EnvError(f"a continuous action is two numbers per table: {exc}") from None
    if array.shape != (b, 2) or not np.isfinite(array).all():
        raise EnvError(
            f"a continuous action is a ({b}, 2) array of finite numbers in [0, 1], got shape {array.shape}"
        )
    select = np.clip(array[:, 0], 0.0, 1.0)
    kind, amount = raise_fraction(raw, array[:, 1])
    passive = check_or_call(raw)
    fold = (select < 1 / 3) & raw.legal[:, 0]
    kind = np.where(select < 2 / 3, np.where(fold, FOLD, passive), kind).astype(np.int8)
    return kind, np.where(kind == RAISE, amount, 0).astype(np.int64)


@dataclass(frozen=True)
class DiscreteActions:
    """A discrete action set: 0 fold, 1 check or call, then a raise to each of ``pot_fractions`` of the
    pot, then the largest legal raise ("max raise": all-in in no-limit, the pot in pot-limit, the one size
    in fixed-limit).

    A pot-fraction raise is the raise-to ``current bet + fraction * (pot + to call)``: a pot raise calls,
    then raises by the pot the call makes; clamped into the legal range and rounded to the chip. The
    :meth:`mask` allows a choice when it is legal and distinct: fold as the engine allows it (always, for
    the seat to act, R-BET-4), check/call always, a fraction's raise when a raise is legal and its amount
    is above the previous fraction's and below the largest raise (which is the last choice), the largest
    raise whenever a raise is legal. :meth:`decode` maps every index, masked or not, to a legal action: a
    masked raise to its clamped amount (or the check or call when no raise is legal).
    """

    pot_fractions: tuple[float, ...] = (0.5, 1.0, 2.0)

    def __post_init__(self) -> None:
        fractions = self.pot_fractions
        try:
            values = tuple(float(f) for f in fractions)
        except (TypeError, ValueError):
            raise EnvError(f"pot_fractions must be numbers, got {fractions!r}") from None
        if not values or not all(math.isfinite(f) and f > 0 for f in values):
            raise EnvError(f"pot_fractions must be positive finite numbers, got {fractions!r}")
        if any(b <= a for a, b in zip(values, values[1:])) or len(values) > 16:
            raise EnvError(f"pot_fractions must increase, at most 16 of them, got {fractions!r}")
        object.__setattr__(self, "pot_fractions", values)

    @property
    def size(self) -> int:
        """The number of choices: fold, check/call, one per fraction, the largest raise."""
        return len(self.pot_fractions) + 3

    @property
    def names(self) -> tuple[str, ...]:
        return (
            "fold",
            "check/call",
            *(f"raise {f:g} pot" for f in self.pot_fractions),
            "max raise",
        )

    def amounts(self, raw: RawObservation) -> Amounts:
        """(B, fractions): the raise-to of each pot fraction, clamped into the legal range (0 where no raise
        is legal)."""
        actor = np.maximum(raw.actor.astype(np.intp), 0)
        current = raw.bets[np.arange(len(actor)), actor] + raw.to_call  # the bet to match
        base = (raw.pot + raw.to_call).astype(np.float64)
        target = current[:, None] + np.floor(
            np.asarray(self.pot_fractions)[None, :] * base[:, None] + 0.5
        ).astype(np.int64)
        clamped = np.clip(target, raw.min_raise_to[:, None], raw.max_raise_to[:, None])
        return np.where(raw.legal[:, 3:4], clamped, 0).astype(np.int64)

    def mask(self, raw: RawObservation) -> npt.NDArray[np.bool_]:
        """(B, size) bool: the choices legal and distinct now (see the class documentation)."""
        b = len(raw.actor)
        can_raise = raw.legal[:, 3]
        out = np.zeros((b, self.size), np.bool_)
        out[:, 0] = raw.legal[:, 0]
        out[:, 1] = raw.legal[:, 1] | raw.legal[:, 2]
        amounts = self.amounts(raw)
        previous = np.concatenate([np.full((b, 1), -1, np.int64), amounts[:, :-1]], axis=1)
        out[:, 2:-1] = (
            can_raise[:, None] & (amounts < raw.max_raise_to[:, None]) & (amounts > previous)
        )
        out[:, -1] = can_raise
        return out

    def decode(self, raw: RawObservation, index: object) -> tuple[Kinds, Amounts]:
        """The legal actions of choices ``index`` (one per table, 0 to size - 1)."""
        choice = _batch(raw, index, "index", np.int64)
        if np.any((choice < 0) | (choice >= self.size)):
            raise EnvError(f"a discrete action is 0 to {self.size - 1}, got {choice.tolist()[:8]}")
        b = len(choice)
        passive = check_or_call(raw)
        amounts = np.concatenate([self.amounts(raw), raw.max_raise_to[:, None]], axis=1)
        raising = choice >= 2
        amount = amounts[np.arange(b), np.maximum(choice - 2, 0)]
        kind, amount = _with_raise(raw, np.where(raising, amount, 0))
        fold = (choice == 0) & raw.legal[:, 0]
        kind = np.where(raising, kind, np.where(fold, FOLD, passive)).astype(np.int8)
        return kind, np.where(kind == RAISE, amount, 0).astype(np.int64)

    # -- one hand: the same mappings read straight from a scalar Hand (numpy's fixed cost per call makes the
    # batch code above some ten times slower for one table; the tests hold the two equal)

    def amounts_hand(self, hand: Hand) -> list[int]:
        """``amounts(raw_observation(hand, hand.actor))[0]``: each fraction's raise-to for the seat to act."""
        legal = hand.legal_actions()
        low, high = legal.min_raise_to, legal.max_raise_to
        actor = hand.actor
        if actor is None or low is None or high is None:
            return [0] * len(self.pot_fractions)
        to_call = legal.call or 0
        current = hand.bets[actor] + to_call
        base = float(hand.pot_gathered + sum(hand.bets) + to_call)
        return [
            min(max(current + math.floor(f * base + 0.5), low), high) for f in self.pot_fractions
        ]

    def mask_hand(self, hand: Hand) -> npt.NDArray[np.int8]:
        """``mask(raw_observation(hand, hand.actor))[0]`` as int8: the seat to act's legal choices."""
        out = [0] * self.size
        if hand.actor is not None:
            legal = hand.legal_actions()
            out[0] = int(legal.fold)
            out[1] = int(legal.check or legal.call is not None)
            high = legal.max_raise_to
            if high is not None:
                previous = -1
                for i, amount in enumerate(self.amounts_hand(hand)):
                    out[2 + i] = int(previous < amount < high)
                    previous = amount
                out[-1] = 1
        return np.array(out, np.int8)

    def decode_hand(self, hand: Hand, index: int) -> tuple[int, int]:
        """``decode(raw_observation(hand, hand.actor), [index])`` as (kind, amount) for the seat to act."""
        if not isinstance(index, (int, np.integer)) or not 0 <= index < self.size:
            raise EnvError(f"a discrete action is 0 to {self.size - 1}, got {index!r}")
        if hand.actor is None:
            raise EnvError("no one is to act in this hand")
        legal = hand.legal_actions()
        passive = CALL if legal.call is not None and not legal.check else CHECK
        if index == 0 and legal.fold:
            return FOLD, 0
        if index < 2 or legal.max_raise_to is None:
            return passive, 0
        if index == self.size - 1:
            return RAISE, legal.max_raise_to
        return RAISE, self.amounts_hand(hand)[index - 2]


def continuous_action_hand(hand: Hand, action: object) -> tuple[int, int]:
    """``continuous_action(raw_observation(hand, hand.actor), [action])`` as (kind, amount): two numbers in
    [0, 1] (clipped), a kind selector and the raise's place in the legal range, for the seat to act."""
    try:
        select, fraction = (float(v) for v in np.asarray(action, np.float64).reshape(2))
    except (TypeError, ValueError):
        raise EnvError(f"a continuous action is two numbers in [0, 1], got {action!r}") from None
    if not (math.isfinite(select) and math.isfinite(fraction)):
        raise EnvError(f"a continuous action is two finite numbers in [0, 1], got {action!r}")
    if hand.actor is None:
        raise EnvError("no one is to act in this hand")
    legal = hand.legal_actions()
    passive = CALL if legal.call is not None and not legal.check else CHECK
    low, high = legal.min_raise_to, legal.max_raise_to
    if select < 1 / 3:
        return (FOLD, 0) if legal.fold else (passive, 0)
    if select < 2 / 3 or low is None or high is None:
        return passive, 0
    f = min(max(fraction, 0.0), 1.0)
    return RAISE, low + math.floor(f * float(high - low) + 0.5)


def act(hand: Hand, kind: int, amount: int = 0) -> Action:
    """Apply one raw action (``kind`` 0 fold, 1 check, 2 call, 3 bet or raise to ``amount``) to a scalar
    hand: the engine checks it (an illegal one raises its :class:`~holdem.errors.IllegalActionError`)."""
    kind = int(kind)
    if kind == FOLD:
        return hand.fold()
    if kind == CHECK:
        return hand.check()
    if kind == CALL:
        return hand.call()
    if kind == RAISE:
        return hand.bet_or_raise_to(int(amount))
    raise EnvError(f"an action kind is 0 fold, 1 check, 2 call or 3 raise, got {kind!r}")
