"""What a table tells an agent of a hand (:class:`TableFacts`) and what it records of an agent's failure
(:class:`Incident`)."""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["Incident", "TableFacts"]


class TableFacts(NamedTuple):
    """The table's public facts for one hand (immutable). Tuples are by hand seat.

    ``button`` and ``big_blind`` are table seats; ``button_dead``: nobody was dealt in on the
    button's seat (R-BTN-3); ``small_blind`` is None when the small blind is dead (R-BLIND-7).
    ``blinds`` are the small and big blind amounts.
    """

    table: str
    hand_number: int
    seats: tuple[int, ...]
    players: tuple[str, ...]
    button: int
    button_dead: bool
    small_blind: int | None
    big_blind: int
    blinds: tuple[int, int]

    def seat_of(self, hand_seat: int) -> int:
        """The table seat of a hand seat."""
        return self.seats[hand_seat]


class Incident(NamedTuple):
    """A broken agent's decision: ``kind`` is "exception", "illegal", "bad return", "timeout" or "left";
    ``action`` is what the table did instead ("fold" or "check"). ``seat`` is the table seat."""

    hand: int
    seat: int
    player: str
    kind: str
    detail: str
    action: str
