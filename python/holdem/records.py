"""A table's record of each hand: small to keep, rebuilt into a :class:`~holdem.Hand` or a history on demand.

A table plays many hands and keeps every one, so it keeps what a hand needs
to be told again (its setup and its events) rather than the hand itself: a
finished hand holds its deck, its betting and dealing state, and keeping
thousands of them slows the whole process (the garbage collector walks them
all). :attr:`HandRecord.hand` deals the same hand again from the events;
:func:`record_history` writes it as a :class:`~holdem.HandHistory` with the
table's facts (PHH ``table``, ``hand``, ``seats``, ``seat_count``,
``players``).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .events import Action, BoardDeal, HoleDeal, Kill, Muck, Post, Show
from .hand import Hand
from .history import HandHistory, history_of
from .positions import Positions
from .rules import TableConfig
from .turns import Incident

__all__ = ["HandRecord", "record_history"]


class HandRecord(NamedTuple):
    """One hand a table played. Seats are table seats; tuples are by hand seat (``seats``, ``players``,
    ``starting_stacks``, ``finishing_stacks``). ``small_blind`` is None when it was dead (R-BLIND-7);
    ``button`` is where the button fell, dealt in or not (R-BTN-3); ``positions`` None means the
    standard positions around ``hand_button``."""

    number: int
    seats: tuple[int, ...]
    players: tuple[str, ...]
    button: int
    small_blind: int | None
    big_blind: int
    incidents: tuple[Incident, ...]
    config: TableConfig
    hand_button: int
    positions: Positions | None
    starting_stacks: tuple[int, ...]
    finishing_stacks: tuple[int, ...]
    events: tuple[Any, ...]

    @property
    def posted(self) -> dict[int, tuple[tuple[str, int], ...]]:
        """The forced bets by table seat: (kind, amount) pairs ("small blind", "big blind", "post",
        "dead blind", "ante")."""
        out: dict[int, tuple[tuple[str, int], ...]] = {}
        for e in self.events:
            if type(e) is Post:
                seat = self.seats[e.seat]
                out[seat] = out.get(seat, ()) + ((e.kind, e.amount),)
        return out

    @property
    def hand(self) -> Hand:
        """The hand dealt again from the record (a new, complete :class:`~holdem.Hand`)."""
        hand = Hand(self.config, self.starting_stacks, self.hand_button, dealing="manual", positions=self.positions)
        for index, event in enumerate(self.events):
            if index < len(hand.events) and hand.events[index] == event:
                continue  # made by the hand itself: the forced bets, hands turned up before a runout
            kind = type(event)
            if kind is HoleDeal:
                hand.deal_hole(event.seat, event.cards)
            elif kind is BoardDeal:
                hand.deal_board(event.cards, burn=event.burn)
            elif kind is Action:
                hand.act(event)
            elif kind is Show:
                hand.show(event.seat)
            elif kind is Muck:
                hand.muck(event.seat)
            elif kind is Kill:
                hand.kill(event.seat, event.reason)
        return hand

    def __repr__(self) -> str:
        return (f"<HandRecord hand {self.number}: seats {self.seats}, button {self.button}, "
                f"small blind {self.small_blind}, big blind {self.big_blind}>")


def record_history(record: HandRecord, *, table: str, seat_count: int, extra: dict[str, Any] | None = None) -> HandHistory:
    """The record as a :class:`~holdem.HandHistory` (the table's full log): the table's name, the hand's
    number, the table seats and names in PHH order (left of the button first), the stacks before and after."""
    hand = record.hand
    history = history_of(hand, players=record.players)
    n, button = hand.n_seats, hand.button
    history.table = table
    history.hand = record.number
    history.seats = [record.seats[(button + 1 + k) % n] for k in range(n)]
    history.seat_count = seat_count
    if record.incidents:
        history.extra["_incidents"] = [f"seat {i.seat} {i.kind}: {i.detail} -> {i.action}" for i in record.incidents]
    if extra:
        history.extra.update(extra)
    return history
