"""What a table tells an agent of a hand (:class:`TableFacts`) and what it records of an agent's failure
(:class:`Incident`)."""

from __future__ import annotations

import re
from typing import NamedTuple

_SEAT = re.compile(r"\bseat (\d+)\b")  # how the engine names a seat in its messages: "seat 2"

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

    def in_table_seats(self, text: str) -> str:
        """The engine's ``text`` (which numbers the hand's seats 0..n-1) with each "seat N" naming the table
        seat instead, as an :class:`Incident` does.

        >>> TableFacts("t", 1, (2, 5), ("ann", "bob"), 2, False, 2, 5, (1, 2)).in_table_seats(
        ...     "seat 1 cannot raise: it is seat 0's turn")
        "seat 5 cannot raise: it is seat 2's turn"
        """
        seats = self.seats

        def table_seat(match: re.Match[str]) -> str:
            number = int(match[1])
            return f"seat {seats[number]}" if number < len(seats) else match[0]

        return _SEAT.sub(table_seat, text)


class Incident(NamedTuple):
    """A broken agent's decision: ``hand`` is the hand's number at the table, ``seat`` the table seat (as
    the ``detail`` names seats too), ``player`` the name; ``kind`` is "exception", "illegal", "bad return",
    "timeout" or "left"; ``detail`` says what went wrong (plain UTF-8 text, at most about 200 characters);
    ``action`` is what the table did instead ("fold", "check" or, at a draw, "stand pat"); ``traceback``:
    for an "exception", the agent's traceback as text (safe UTF-8), to debug the bot with; else empty."""

    hand: int
    seat: int
    player: str
    kind: str
    detail: str
    action: str
    traceback: str = ""
