"""What a table tells an agent of a hand (:class:`TableFacts`) and what it records of an agent's failure
(:class:`Incident`)."""

from __future__ import annotations

import re
from typing import NamedTuple

from .._checks import short_repr
from .._deprecated import read_renamed, renamed_keywords
from ..core import Plain, plain
from ..errors import TableError

_SEAT = re.compile(r"\bseat (\d+)\b")  # how the engine names a seat in its messages: "seat 2"

__all__ = ["Incident", "TableFacts"]


@renamed_keywords(
    seats="table_seats",
    button="button_table_seat",
    small_blind="small_blind_table_seat",
    big_blind="big_blind_table_seat",
)
class TableFacts(NamedTuple):
    """The table's public facts for one hand (immutable): its hand seats' table seats and names, the button's
    and the blinds' table seats, the blind amounts.

    A hand numbers its seats 0..n-1 (hand seats: ``view.seat``, ``view.button``, every engine method's
    ``seat``); the table numbers its chairs 1..seat_count (table seats). ``table_seats`` and ``players`` are
    by hand seat; every other seat here is a table seat, named so: ``button_table_seat`` (where the button
    fell, dealt in or not; ``button_dead``: nobody was dealt in there, R-BTN-3), ``small_blind_table_seat``
    (None when the small blind is dead, R-BLIND-7) and ``big_blind_table_seat``. ``blinds`` are the small
    and big blind amounts.

    >>> facts = TableFacts("club", 7, (2, 5, 6), ("ann", "bob", "cy"), 2, False, 5, 6, (1, 2))
    >>> facts.table_seat_of(1), facts.seat_at(6), facts.blinds
    (5, 2, (1, 2))
    """

    table: str
    hand_number: int
    table_seats: tuple[int, ...]
    players: tuple[str, ...]
    button_table_seat: int
    button_dead: bool
    small_blind_table_seat: int | None
    big_blind_table_seat: int
    blinds: tuple[int, int]

    @property
    def seats(self) -> tuple[int, ...]:
        """Deprecated: the old name of :attr:`table_seats`."""
        return read_renamed(self, "seats", "table_seats")  # type: ignore[no-any-return]

    @property
    def button(self) -> int:
        """Deprecated: the old name of :attr:`button_table_seat`."""
        return read_renamed(self, "button", "button_table_seat")  # type: ignore[no-any-return]

    @property
    def small_blind(self) -> int | None:
        """Deprecated: the old name of :attr:`small_blind_table_seat`."""
        return read_renamed(self, "small_blind", "small_blind_table_seat")  # type: ignore[no-any-return]

    @property
    def big_blind(self) -> int:
        """Deprecated: the old name of :attr:`big_blind_table_seat`."""
        return read_renamed(self, "big_blind", "big_blind_table_seat")  # type: ignore[no-any-return]

    def seat_of(self, hand_seat: int) -> int:
        """Deprecated: the old name of :meth:`table_seat_of`."""
        return read_renamed(self, "seat_of", "table_seat_of")(hand_seat)  # type: ignore[no-any-return]

    def table_seat_of(self, seat: int) -> int:
        """The table seat of hand seat ``seat``."""
        return self.table_seats[seat]

    def seat_at(self, table_seat: int) -> int:
        """The hand seat of the player at ``table_seat`` (what :class:`~holdem.LiveHand`'s methods and
        ``view.seat`` number); a TableError when no one there was dealt in."""
        if table_seat not in self.table_seats:
            raise TableError(
                f"table seat {short_repr(table_seat)} was not dealt in hand {self.hand_number}: its table "
                f"seats are {', '.join(map(str, self.table_seats))}"
            )
        return self.table_seats.index(table_seat)

    def to_dict(self) -> dict[str, Plain]:
        """JSON-ready data (what a :class:`~holdem.agents.ProcessAgent`'s bot reads as ``table``): the fields,
        and for one release their old names (``seats``, ``button``, ``small_blind``, ``big_blind``), deprecated."""
        out: dict[str, Plain] = {name: plain(value) for name, value in zip(self._fields, self)}
        out.update(
            seats=out["table_seats"],
            button=out["button_table_seat"],
            small_blind=out["small_blind_table_seat"],
            big_blind=out["big_blind_table_seat"],
        )
        return out

    def in_table_seats(self, text: str) -> str:
        """The engine's ``text`` (which numbers the hand's seats 0..n-1) with each "seat N" naming the table
        seat instead, as an :class:`Incident` does.

        >>> TableFacts("t", 1, (2, 5), ("ann", "bob"), 2, False, 2, 5, (1, 2)).in_table_seats(
        ...     "seat 1 cannot raise: it is seat 0's turn")
        "seat 5 cannot raise: it is seat 2's turn"
        """
        seats = self.table_seats

        def table_seat(match: re.Match[str]) -> str:
            number = int(match[1])
            return f"seat {seats[number]}" if number < len(seats) else match[0]

        return _SEAT.sub(table_seat, text)


@renamed_keywords(seat="table_seat")
class Incident(NamedTuple):
    """A broken agent's decision: ``hand`` is the hand's number at the table, ``table_seat`` the player's table
    seat (as the ``detail`` names seats too), ``player`` the name; ``kind`` is "exception", "illegal", "bad
    return", "timeout" or "left"; ``detail`` says what went wrong (plain UTF-8 text, at most about 200
    characters); ``action`` is what the table did instead ("fold", "check" or, at a draw, "stand pat");
    ``traceback``: for an "exception", the agent's traceback as text (safe UTF-8), to debug the bot with; else
    empty."""

    hand: int
    table_seat: int
    player: str
    kind: str
    detail: str
    action: str
    traceback: str = ""

    @property
    def seat(self) -> int:
        """Deprecated: the old name of :attr:`table_seat`."""
        return read_renamed(self, "seat", "table_seat")  # type: ignore[no-any-return]
