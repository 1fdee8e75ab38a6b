"""The draw (R-DRAW-1): each seat still in discards and gets as many new cards, in turn from the left of the button.

:class:`DrawingState` is the draw's part of a :class:`holdem.Hand` while a
draw is on: who draws next, what a seat may discard (up to the game's
``max_discards``, three in five-card draw at any table size; four when the
card kept is an ace shown to the table, if the game allows it) and the
verify / can / do triple for ``discard`` and ``stand_pat``. Replacements come
from the dealing part: dealt at once when the hand deals its own cards, due
from the caller (``Hand.deal_hole``) when it does not. No one sees another
seat's discards ([001]); the count is public.

R-DRAW-2: when the stub runs short, its last card is not dealt: it is
shuffled with the burned cards and the discards of the seats served already
(never those of the seat drawing now) into a new stub, one card is burned,
and the draw goes on (see :meth:`holdem.engine.dealing.DealingState.replace`).
A seat may discard only what that can deal: the cards outside the hands less
the burn, so at ten seats one card (52 cards) or two (53).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, cast

from .._checks import short_repr, whole_number
from ..core import Card, CardLike
from ..errors import HoldemError, IllegalActionError
from ..game import Discard, Draw, Exposed, HoleDeal
from .dealing import DealingState, parse_dealt

__all__ = ["DrawOptions", "DrawingState", "NO_DRAW"]


class DrawOptions(NamedTuple):
    """What the seat to draw may do: discard up to ``max_discards`` cards (``ace_four``: four when it keeps an
    ace and shows it), or stand pat."""

    seat: int | None
    max_discards: int
    ace_four: bool


class DrawingState:
    """The draw in progress (see the module documentation); ``queue`` are the seats drawing, in order."""

    __slots__ = ("queue", "index", "rule", "deal", "events", "discarded")

    def __init__(
        self, queue: Sequence[int], rule: Draw | None, deal: DealingState | None, events: list[Any]
    ) -> None:
        self.queue = list(queue)
        self.index = 0
        self.rule = rule
        self.deal = deal
        self.events = events
        self.discarded: list[Card] = []  # the discards of the seats that have drawn, in order

    @property
    def next_to_draw(self) -> int | None:
        """The seat to discard or stand pat now, or None (no draw, or replacements are due)."""
        if self.index >= len(self.queue) or (
            self.deal is not None and self.deal.draw_due is not None
        ):
            return None
        return self.queue[self.index]

    @property
    def done(self) -> bool:
        return self.index >= len(self.queue) and (self.deal is None or self.deal.draw_due is None)

    def legal_draw(self) -> DrawOptions:
        """What the seat to draw may do now (``seat`` None when no one draws)."""
        rule = self.rule
        if rule is None:
            return DrawOptions(None, 0, False)
        most = rule.max_discards
        supply = self.deal.draw_supply() if self.deal is not None else None
        if supply is not None and supply <= most:  # what the stub and its reshuffle deal (R-DRAW-2)
            return DrawOptions(self.next_to_draw, supply, False)
        return DrawOptions(self.next_to_draw, most, rule.four_with_ace)

    def _turn(self, seat: int | None) -> int:
        nxt = self.next_to_draw
        if nxt is None:
            why = (
                "replacement cards are due"
                if self.deal is not None and self.deal.draw_due
                else "it is not a draw"
            )
            raise IllegalActionError(f"no one draws now: {why} (R-DRAW-1)")
        if seat is not None and whole_number(seat, "seat") != nxt:
            raise IllegalActionError(
                f"seat {nxt} draws now, not seat {seat}: the draw goes in turn from the left "
                "of the button (R-DRAW-1)"
            )
        return nxt

    def verify_discard(
        self, cards: Iterable[CardLike] | str | int, seat: int | None = None
    ) -> tuple[int, tuple[Card, ...]]:
        """Raises :class:`IllegalActionError` (saying why) unless the seat may discard ``cards`` now; returns
        (seat, the cards)."""
        p = self._turn(seat)
        rule = self.rule
        assert rule is not None and self.deal is not None
        hole = self.deal.holes[p]
        if (
            type(cards) is int and hole is None
        ):  # a replay of another seat's draw: how many, not which
            if not 1 <= cards <= rule.max_discards + rule.four_with_ace:
                raise IllegalActionError(
                    f"seat {p} may discard 1 to {rule.max_discards} cards, not {cards}"
                )
            return p, ()
        try:
            given = parse_dealt(cards, f"seat {p}'s discards", self.deal.deck)  # type: ignore[arg-type]  # an int is refused there
        except Exception as exc:  # a bad card or a bad type: the message names it
            raise IllegalActionError(str(exc)) from None
        most = rule.max_discards
        if rule.four_with_ace and len(given) == most + 1 and hole is not None:
            kept = [c for c in hole if c not in given]
            if len(kept) == 1 and kept[0].rank == 12:  # an ace
                most += 1
        if len(given) > most or not given:
            raise IllegalActionError(
                f"seat {p} may discard 1 to {most} cards (or stand pat), not {len(given)} "
                "(R-DRAW-1)"
            )
        supply = self.deal.draw_supply()
        if supply is not None and len(given) > supply:
            raise IllegalActionError(
                f"seat {p} may discard at most {supply} card{'s' if supply != 1 else ''} now: the stub "
                "but its last card, or its reshuffle with the burns and the served seats' discards "
                "less a burn, deals no more (R-DRAW-2)"
            )
        if len(set(given)) != len(given):
            raise IllegalActionError(
                f"seat {p} discards the same card twice: {short_repr([str(c) for c in given])}"
            )
        if hole is not None and not set(given) <= set(hole):
            raise IllegalActionError(f"seat {p} can discard only its own cards (R-DRAW-1)")
        if (
            hole is None
        ):  # a seat dealt unknown names its discards: cards no one else was seen to hold (R-DEAL-4)
            try:
                self.deal.check_unseen(given)
            except HoldemError as exc:
                raise IllegalActionError(str(exc)) from None
        return p, given

    def can_discard(self, cards: Iterable[CardLike] | str | int, seat: int | None = None) -> bool:
        try:
            self.verify_discard(cards, seat)
        except IllegalActionError:
            return False
        return True

    def verify_stand_pat(self, seat: int | None = None) -> None:
        """Raises unless the seat may stand pat (keep its cards) now."""
        self._turn(seat)

    def can_stand_pat(self, seat: int | None = None) -> bool:
        try:
            self._turn(seat)
        except IllegalActionError:
            return False
        return True

    def discard(self, cards: Iterable[CardLike] | str | int, seat: int | None = None) -> Discard:
        """The seat discards ``cards`` and gets as many new ones (dealt now, or due from the caller)."""
        p, given = self.verify_discard(cards, seat)
        deal = self.deal
        assert deal is not None
        hole = deal.holes[p]
        if (
            hole is None
        ):  # cards unknown (a replay of another seat's history): the count, and the cards if named
            count = len(given) if given else cast(int, cards)
            record = Discard(p, count, given or None)
            self.events.append(record)
            deal.owe_draw(p, given, count)
            self.discarded.extend(given)
            self.index += 1
            return record
        if hole is not None and len(given) == self.rule.max_discards + 1:  # type: ignore[union-attr]
            kept = next(c for c in hole if c not in given)
            self.events.append(Exposed(p, kept, "player"))  # the ace kept is shown to the table
        record = Discard(p, len(given), given)
        self.events.append(record)
        replacements = deal.replace(p, given)
        self.discarded.extend(given)
        if replacements is not None:
            self.events.append(HoleDeal(p, replacements))
        self.index += 1
        return record

    def stand_pat(self, seat: int | None = None) -> Discard:
        """The seat keeps its cards."""
        p = self._turn(seat)
        record = Discard(p, 0, ())
        self.events.append(record)
        self.index += 1
        return record

    def clone(self, deal: DealingState, events: list[Any]) -> DrawingState:
        new = DrawingState(self.queue, self.rule, deal if self.deal is not None else None, events)
        new.index = self.index
        new.discarded = list(self.discarded)
        return new


#: The draw part of a hand while no draw is on: every query answers "no", every action is refused.
NO_DRAW = DrawingState((), None, None, [])
