"""What one seat may know about a hand.

``hand.view(seat)`` is a :class:`SeatView`: a window on the hand, made in
no time and read through the hand's public methods as the hand goes on. It
shows the seat's own hole cards, the board, stacks, bets, the pot, the
public record of the hand (forced bets, actions, board deals, hands shown)
and, when it is the seat's turn, its legal actions. It never shows another
seat's hole cards, a burned card or the deck::

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=3)
    >>> view = hand.view(1)
    >>> len(view.hole_cards), view.stacks, view.bets
    (2, (100, 99, 98), (0, 1, 2))

:meth:`SeatView.snapshot` freezes what the seat knows now into a
:class:`SeatSnapshot` (immutable, picklable: for another process or a log);
pickling a view pickles its snapshot, never the hand. A view is for code the
table trusts (it holds the hand); give an untrusted agent the snapshot (a
``Table`` hands its agents values only, :mod:`holdem.table.agent`). The
seat is read-only: a view shows one seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .._checks import whole_number
from .._deprecated import read_renamed, renamed_keywords
from ..core import Card, CardLike, Plain, cards_text, parse_cards, plain
from ..errors import HoldemError
from ..game import Action, Event, LegalActions, Street, seen_by
from .drawing import DrawOptions

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["SeatSnapshot", "SeatView", "discard_allowed", "read_only_field"]


def _describe(
    seat: int, hole: tuple[Card, ...] | None, street: Street, board: tuple[Card, ...], pot: int
) -> str:
    cards = cards_text(hole) if hole else "unknown"
    return f"{cards}, {street.name.lower()}, board {cards_text(board) or '-'}, pot {pot:,}"


def discard_allowed(
    draw: DrawOptions | None, hole: tuple[Card, ...] | None, cards: Iterable[CardLike] | str
) -> bool:
    """Whether a seat holding ``hole`` may discard ``cards`` at its draw, ``draw`` (None: it is not the
    seat's draw): 1 to ``draw.max_discards`` of its own cards, each once, or one more when ``ace_four``
    and the one card kept is an ace (R-DRAW-1), as the hand's own check decides."""
    if draw is None or draw.seat is None or hole is None:
        return False
    try:
        given = parse_cards(cards, joker=True)  # a joker only the seat's own hand can hold
    except HoldemError:
        return False
    most = draw.max_discards
    if draw.ace_four and len(given) == most + 1:
        kept = [c for c in hole if c not in given]
        if len(kept) == 1 and kept[0].rank == 12:  # an ace
            most += 1
    return 0 < len(given) <= most and set(given) <= set(hole)


def read_only_field(slot: str, name: str, doc: str) -> Any:
    """A view's field ``name``, read from its ``slot`` (a C getter: agents read fields at every decision);
    setting it raises an AttributeError naming it: a view shows a seat what it may know, and an agent that
    set ``seat`` would read another seat's cards."""

    def refuse(view: object, value: object) -> None:
        raise AttributeError(
            f"{type(view).__name__}.{name} is read-only: a view shows one seat what it may know"
        )

    return property(attrgetter(slot), refuse, None, doc)


class SeatView:
    """What one seat of a hand may know: its own hole cards, the board, stacks, bets, the pot, public events.

    A live view (every field is read from the hand when asked; :meth:`snapshot` freezes it); it never holds
    another seat's unshown cards or the deck order. The module documentation has the rest.

    >>> from holdem import Hand, TableConfig
    >>> view = Hand(TableConfig(small_blind=1, big_blind=2), [200, 200], button=0, seed=1).view(0)
    >>> view.hole_cards, view.pot_size
    ((Card('2d'), Card('4s')), 3)
    """

    __slots__ = ("_hand", "_seat")

    def __init__(self, hand: Hand, seat: int) -> None:
        self._hand = hand
        self._seat = whole_number(seat, "seat", low=0, high=hand.n_seats - 1)

    if TYPE_CHECKING:

        @property
        def seat(self) -> int: ...
    else:
        seat = read_only_field("_seat", "seat", "The seat this view shows (read-only).")

    @property
    def n_seats(self) -> int:
        return self._hand.n_seats

    @property
    def button(self) -> int:
        return self._hand.button

    @property
    def big_blind(self) -> int:
        """The big blind's amount (the stakes, whoever posted it)."""
        return self._hand.config.big_blind

    @property
    def street(self) -> Street:
        return self._hand.street

    @property
    def hole_cards(self) -> tuple[Card, ...] | None:
        """The seat's own hole cards (None when unknown)."""
        return self._hand.hole_cards_of(self._seat)

    @property
    def board(self) -> tuple[Card, ...]:
        return self._hand.board

    @property
    def stacks(self) -> tuple[int, ...]:
        return self._hand.stacks

    @property
    def bets(self) -> tuple[int, ...]:
        return self._hand.bets

    @property
    def pot_gathered(self) -> int:
        """The chips gathered into the pot from the rounds before this one (this round's bets not in it)."""
        return self._hand.pot_gathered

    @property
    def pot_total(self) -> int:
        """Deprecated: the old name of :attr:`pot_gathered`."""
        return read_renamed(self, "pot_total", "pot_gathered")  # type: ignore[no-any-return]

    @property
    def pot_size(self) -> int:
        """The pot as the seat sees it, this street's bets on the table included (``pot`` of
        :func:`holdem.pot_odds`)."""
        return self._hand.pot_size

    @property
    def folded(self) -> tuple[bool, ...]:
        return self._hand.folded

    @property
    def actor(self) -> int | None:
        return self._hand.actor

    @property
    def legal_actions(self) -> LegalActions | None:
        """The seat's legal actions when it is to act, else None."""
        return self._hand.legal_actions_for(self._seat)

    @property
    def legal_draw(self) -> DrawOptions | None:
        """At a draw (R-DRAW-1), when it is the seat's turn: what it may discard; else None."""
        hand = self._hand
        return hand.legal_draw() if hand.next_to_draw == self._seat else None

    def can_discard(self, cards: Iterable[CardLike] | str) -> bool:
        """At the seat's draw: whether it may discard these cards (the hand's own check)."""
        return self._hand.can_discard(cards, self._seat)

    @property
    def events(self) -> tuple[Event, ...]:
        """The public record plus the seat's own deals; burned cards face down."""
        seat = self._seat
        return tuple(e for e in (seen_by(e, seat) for e in self._hand.events) if e is not None)

    @property
    def shown(self) -> Mapping[int, tuple[Card, ...]]:
        """Hands turned face up, by seat (read-only)."""
        return self._hand.shown

    @property
    def actions(self) -> tuple[Action, ...]:
        """The betting actions so far."""
        return self._hand.actions

    def snapshot(self) -> SeatSnapshot:
        """What the seat knows now, frozen."""
        return SeatSnapshot(**{f.name: getattr(self, f.name) for f in fields(SeatSnapshot)})

    def to_dict(self) -> dict[str, Plain]:
        """What the seat knows now as JSON-ready data (see :meth:`SeatSnapshot.to_dict`)."""
        return self.snapshot().to_dict()

    def __reduce__(self) -> tuple[Any, ...]:
        return self.snapshot().__reduce__()

    def __repr__(self) -> str:
        hand = self._hand
        return (
            f"<SeatView seat {self.seat}: "
            f"{_describe(self.seat, self.hole_cards, hand.street, hand.board, hand.pot_size)}>"
        )


_new = object.__new__


def checked_view(hand: Hand, seat: int) -> SeatView:
    """``seat``'s view, for a seat number the caller has checked (``Hand.view``, asked at every decision, so
    lean: no check again, no ``__init__`` call)."""
    view: SeatView = _new(SeatView)
    view._hand = hand
    view._seat = seat
    return view


@renamed_keywords(pot_total="pot_gathered")
@dataclass(frozen=True, slots=True)
class SeatSnapshot:
    """One seat's knowledge of a hand at one moment (immutable; the fields of :class:`SeatView`)."""

    seat: int
    n_seats: int
    button: int
    big_blind: int
    street: Street
    hole_cards: tuple[Card, ...] | None
    board: tuple[Card, ...]
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    pot_gathered: int
    folded: tuple[bool, ...]
    actor: int | None
    legal_actions: LegalActions | None
    legal_draw: DrawOptions | None
    events: tuple[Event, ...]
    shown: Mapping[int, tuple[Card, ...]]

    def __post_init__(self) -> None:
        if type(self.shown) is not MappingProxyType:
            object.__setattr__(self, "shown", MappingProxyType(dict(self.shown)))

    @property
    def pot_total(self) -> int:
        """Deprecated: the old name of :attr:`pot_gathered`."""
        return read_renamed(self, "pot_total", "pot_gathered")  # type: ignore[no-any-return]

    @property
    def pot_size(self) -> int:
        """The pot with this street's bets on the table included (``pot`` of :func:`holdem.pot_odds`)."""
        return self.pot_gathered + sum(self.bets)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The betting actions so far."""
        return tuple(e for e in self.events if type(e) is Action)

    def can_discard(self, cards: Iterable[CardLike] | str) -> bool:
        """At the seat's draw: whether it may discard these cards (:func:`discard_allowed`)."""
        return discard_allowed(self.legal_draw, self.hole_cards, cards)

    def snapshot(self) -> SeatSnapshot:
        return self

    def to_dict(self) -> dict[str, Plain]:
        """JSON-ready data: the fields, cards as text ("Ah"), the street as its name, each event as a dict of
        its fields with its ``type`` ("Action", "BoardDeal", ...), ``shown`` as a list of ``{"seat", "cards"}``,
        and ``pot_size``; ``pot_total``, the old name of ``pot_gathered``, is kept for one release (deprecated)."""
        out = {f.name: plain(getattr(self, f.name)) for f in fields(SeatSnapshot)}
        out["events"] = [{"type": type(e).__name__, **plain(e)} for e in self.events]  # type: ignore[dict-item]
        out["shown"] = [{"seat": seat, "cards": plain(cards)} for seat, cards in self.shown.items()]
        out["pot_size"] = self.pot_size
        # deprecated: pot_gathered's old name, kept one release for the bots that read it
        out["pot_total"] = self.pot_gathered
        return out

    def __reduce__(self) -> tuple[Any, ...]:
        # a mappingproxy does not pickle: the dict behind it does
        values = [getattr(self, f.name) for f in fields(SeatSnapshot)]
        values[-1] = dict(self.shown)
        return (SeatSnapshot, tuple(values))

    def __repr__(self) -> str:
        return (
            f"<SeatSnapshot seat {self.seat}: "
            f"{_describe(self.seat, self.hole_cards, self.street, self.board, self.pot_size)}>"
        )
