"""Every record of a hand, and what each seat may see of it.

A hand's history (:attr:`holdem.Hand.events`) is a list of these immutable
records in the order things happened. :func:`seen_by` gives a record as one
seat may know it: another seat's hole cards and every burned card stay
hidden (R-DEAL-4); everything else at the table is public::

    >>> from holdem.core import parse_cards
    >>> deal = HoleDeal(2, tuple(parse_cards("AhKd")))
    >>> seen_by(deal, 2) is deal, seen_by(deal, 0)
    (True, None)
    >>> seen_by(BoardDeal(Street.FLOP, tuple(parse_cards("2c 7d 9h")), parse_cards("As")[0]), 0).burn is None
    True
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, NamedTuple, Union

from .._checks import short_repr
from ..core import Card, cards_text
from ..errors import IllegalActionError
from .games import Street

__all__ = [
    "NOTES",
    "Action",
    "ActionKind",
    "BoardDeal",
    "Discard",
    "Event",
    "Exposed",
    "HoleDeal",
    "Kill",
    "LegalActions",
    "Misdeal",
    "Muck",
    "OutOfTurn",
    "Post",
    "Revealed",
    "Show",
    "TakeBack",
    "parse_action",
    "seen_by",
    "WITH_AMOUNT",
]


class ActionKind(enum.Enum):
    """What a player did. An all-in is a call, bet or raise with ``Action.all_in`` set."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"


class Action(NamedTuple):
    """One betting action, immutable.

    ``amount`` is the seat's total bet on this street after the action,
    ``added`` the chips it put in with this action.

    >>> Action(2, ActionKind.RAISE, 600, 600)
    Action(seat=2, kind=<ActionKind.RAISE: 'raise'>, amount=600, added=600, all_in=False)
    """

    seat: int
    kind: ActionKind
    amount: int = 0
    added: int = 0
    all_in: bool = False


class Post(NamedTuple):
    """A forced bet: ``kind`` is "ante", "small blind", "big blind", "straddle", "post" (a live blind
    out of position) or "dead blind" (a missed small blind paid as dead money, R-BLIND-6)."""

    seat: int
    kind: str
    amount: int


class HoleDeal(NamedTuple):
    """Hole cards dealt to a seat: all of them, or one when dealt a card at a time (private: only that
    seat's view shows it). ``cards`` None: unknown."""

    seat: int
    cards: tuple[Card, ...] | None


class BoardDeal(NamedTuple):
    """Board cards for ``street`` (the betting round they open), with the card burned before them
    (None if not recorded)."""

    street: Street
    cards: tuple[Card, ...]
    burn: Card | None

    def __repr__(self) -> str:
        # The burn card is never shown: it is a face-down card (R-DEAL-4).
        return f"BoardDeal(street={self.street.name}, cards='{cards_text(self.cards)}')"


class Show(NamedTuple):
    """A seat's hole cards turned face up (at showdown, or all-in before the runout, R-SHOW-3)."""

    seat: int
    cards: tuple[Card, ...]


class Muck(NamedTuple):
    """A seat conceding at showdown without showing (R-SHOW-2): it cannot win."""

    seat: int


class Discard(NamedTuple):
    """A seat's draw (R-DRAW-1): ``count`` cards discarded (0: it stood pat). ``cards`` are the discards,
    which only that seat may see ([001]: no one sees what anyone discarded); the count is public. The
    replacements come as the seat's :class:`HoleDeal`."""

    seat: int
    count: int  # type: ignore[assignment]  # a field that hides tuple.count
    cards: tuple[Card, ...] | None


class Kill(NamedTuple):
    """A seat's hand declared dead (R-MIS-4, R-MIS-6, R-LIVE-6): it cannot win; its chips stay in."""

    seat: int
    reason: str


class LegalActions(NamedTuple):
    """What the seat to act may do now.

    ``call`` is the chips a call adds (None when there is nothing to call);
    ``min_raise_to``/``max_raise_to`` are street totals for a bet or raise
    (None when none is allowed; when the stack is short both are the all-in
    total). ``current_bet`` is the street total to match.
    """

    fold: bool
    check: bool
    call: int | None
    min_raise_to: int | None
    max_raise_to: int | None
    current_bet: int

    @property
    def can_bet(self) -> bool:
        """A bet is possible: no one has bet on this street yet."""
        return self.min_raise_to is not None and self.current_bet == 0

    @property
    def can_raise(self) -> bool:
        """A raise is possible: there is a bet to raise."""
        return self.min_raise_to is not None and self.current_bet > 0

    def describe(self) -> str:
        """``"fold, call 200 or raise to at least 600 and at most 9,800"``."""
        parts = ["fold"] if self.fold else []
        if self.check:
            parts.append("check")
        if self.call is not None:
            parts.append(f"call {self.call:,}")
        if self.min_raise_to is not None:
            verb = "bet" if self.current_bet == 0 else "raise to"
            if self.min_raise_to == self.max_raise_to:
                parts.append(f"{verb} {self.min_raise_to:,}")
            else:
                parts.append(
                    f"{verb} at least {self.min_raise_to:,} and at most {self.max_raise_to:,}"
                )
        if not parts:
            return "nothing"
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


class Exposed(NamedTuple):
    """A card seen by others (R-MIS-2, R-MIS-5: shown to one is shown to all); ``seat`` holds it, or None
    for a card from the deck or the muck; ``by`` is "dealer" or "player"."""

    seat: int | None
    card: Card
    by: str


class Misdeal(NamedTuple):
    """A misdeal condition (R-MIS-1) found at the table: ``voided`` when the hand was void (before two
    players acted, R-MIS-3) and is dealt again; ``seat`` the seat it concerns, if any."""

    condition: str
    rule: str
    voided: bool
    seat: int | None


class OutOfTurn(NamedTuple):
    """An action announced out of turn (R-LIVE-1), binding when the turn comes unless someone bets or raises
    in between: ``kind`` is the action's name, ``amount`` its street total (None without one)."""

    seat: int
    kind: str
    amount: int | None


class TakeBack(NamedTuple):
    """A call taken back by a seat that had not seen a raise (R-LIVE-2): it now calls or folds."""

    seat: int


class Revealed(NamedTuple):
    """A mucked hand turned up after the showdown at a player's request (R-LIVE-5); ``live`` when the pot's
    winner asked (the hand plays), else it stays dead."""

    seat: int
    cards: tuple[Card, ...]
    live: bool


#: The public records a layer above the hand (live procedure, a table) adds to its record with ``Hand.note``.
NOTES = (Exposed, Misdeal, OutOfTurn, TakeBack, Revealed)

Event = Union[
    Post,
    HoleDeal,
    Action,
    BoardDeal,
    Discard,
    Show,
    Muck,
    Kill,
    Exposed,
    Misdeal,
    OutOfTurn,
    TakeBack,
    Revealed,
]


def _own_only(event: Any, seat: int) -> Any:
    return event if event.seat == seat else None


def _burn_hidden(event: BoardDeal, seat: int) -> BoardDeal:  # noqa: ARG001 - one signature for every record
    return event if event.burn is None else BoardDeal(event.street, event.cards, None)


def _discards_hidden(event: Discard, seat: int) -> Discard:
    return (
        event
        if event.seat == seat or event.cards is None
        else Discard(event.seat, event.count, None)
    )


_SEEN: dict[type, Callable[[Any, int], Any]] = {
    HoleDeal: _own_only,
    BoardDeal: _burn_hidden,
    Discard: _discards_hidden,
}


def seen_by(event: Any, seat: int) -> Any:
    """``event`` as ``seat`` may know it, or None when the seat may not know it happened at all."""
    hide = _SEEN.get(type(event))
    return event if hide is None else hide(event, seat)


def parse_action(action: Any) -> tuple[str, str, Any, int | None]:
    """An action-like as (its kind's name, the action method's name, the amount or None, the seat or None).

    An :class:`Action`, anything with ``.kind`` (and ``.amount``, ``.seat``), a
    ``(kind, amount)`` pair or a kind alone; kinds are :class:`ActionKind` members
    or their names, and PHH's ``cc`` and ``cbr``.

    >>> parse_action(("cbr", 300))
    ('cbr', 'bet_or_raise_to', 300, None)
    >>> parse_action(Action(2, ActionKind.CALL, 400, 300, True))
    ('all_in', 'all_in', 400, 2)
    """
    seat = None
    all_in = False
    if isinstance(action, tuple) and not hasattr(action, "kind"):
        if not 1 <= len(action) <= 2:
            raise IllegalActionError(f"an action is (kind, amount), got {short_repr(action)}")
        kind, amount = action[0], action[1] if len(action) == 2 else None
    elif hasattr(action, "kind"):
        kind, amount = action.kind, getattr(action, "amount", None)
        seat = getattr(action, "seat", None)
        all_in = bool(getattr(action, "all_in", False))
    else:
        kind, amount = action, None
    name = kind.value if isinstance(kind, ActionKind) else kind
    if all_in and name in ("call", "bet", "raise"):
        name = "all_in"
    method = _ACT.get(name) if isinstance(name, str) else None
    if method is None:
        raise IllegalActionError(
            f"unknown action kind {short_repr(kind)}: use one of {', '.join(sorted(_ACT))}"
        )
    if method in WITH_AMOUNT and amount is None:
        raise IllegalActionError(f"{name} needs an amount (the street total)")
    return name, method, amount, seat


#: ``act``'s kinds -> the action method's name.
_ACT = {
    "fold": "fold",
    "f": "fold",
    "check": "check",
    "call": "call",
    "bet": "bet",
    "raise": "raise_to",
    "raise_to": "raise_to",
    "all_in": "all_in",
    "all-in": "all_in",
    "allin": "all_in",
    "cc": "check_or_call",
    "check_or_call": "check_or_call",
    "cbr": "bet_or_raise_to",
    "bet_or_raise_to": "bet_or_raise_to",
}
#: The action methods that take an amount (the street total).
WITH_AMOUNT = {"bet", "raise_to", "bet_or_raise_to"}
