"""What one seat may know about a hand.

A :class:`SeatView` holds the seat's own hole cards, the board, stacks, bets,
the pot, the public record of the hand (forced bets, actions, board deals,
hands shown at showdown) and, when it is the seat's turn, its legal actions.
It never holds another seat's hole cards, a burned card or the deck::

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=3)
    >>> view = hand.view(1)
    >>> len(view.hole_cards), view.stacks, view.bets
    (2, (100, 99, 98), (0, 1, 2))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ._checks import whole_number
from .betting import Action, LegalActions
from .cards import Card, cards_text
from .dealing import BoardDeal, HoleDeal, Street
from .errors import InvalidArgumentError

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["SeatView", "seat_view"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of a hand (immutable). ``events`` is the public record plus the seat's own deal."""

    seat: int
    n_seats: int
    button: int
    street: Street
    hole_cards: tuple[Card, ...] | None
    board: tuple[Card, ...]
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    pot_total: int
    folded: tuple[bool, ...]
    actor: int | None
    legal_actions: LegalActions | None
    events: tuple[Any, ...]
    shown: dict[int, tuple[Card, ...]]

    @property
    def actions(self) -> tuple[Action, ...]:
        """The betting actions so far."""
        return tuple(e for e in self.events if type(e) is Action)

    def __repr__(self) -> str:
        cards = cards_text(self.hole_cards) if self.hole_cards else "unknown"
        return (f"<SeatView seat {self.seat}: {cards}, {self.street.name.lower()}, "
                f"board {cards_text(self.board) or '-'}, pot {self.pot_total:,}>")


def seat_view(hand: Hand, seat: int) -> SeatView:
    """The view of ``hand`` for ``seat`` (also ``hand.view(seat)``)."""
    seat = whole_number(seat, "seat", low=0, high=hand.n_seats - 1)
    events = []
    for e in hand._events:
        kind = type(e)
        if kind is HoleDeal:
            if e.seat == seat:
                events.append(e)
        elif kind is BoardDeal:
            events.append(BoardDeal(e.street, e.cards, None))  # a burned card stays face down
        else:
            events.append(e)
    return SeatView(
        seat=seat,
        n_seats=hand.n_seats,
        button=hand.button,
        street=hand.street,
        hole_cards=hand.hole_cards(seat),
        board=hand.board,
        stacks=hand.stacks,
        bets=hand.bets,
        pot_total=hand.pot_total,
        folded=hand.folded,
        actor=hand.actor,
        legal_actions=hand.legal_actions() if hand.actor == seat else None,
        events=tuple(events),
        shown=dict(hand._shown),
    )
