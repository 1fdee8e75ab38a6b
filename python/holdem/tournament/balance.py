"""Which players move where when tables break or are balanced (R-TOUR-3): a pure planner.

The planner sees each table's occupied seats and the seat of its last big blind
and returns the moves; :class:`holdem.Tournament` carries them out. Rules, in order:

1. **Breaking.** While the players fit at one fewer table, the table with the fewest
   players (ties: the last in table order, tables break from the highest number) is
   broken. (R-TOUR-3 also breaks a table of four or fewer: balancing keeps tables within
   one player, so such a table is broken exactly when its players can be seated elsewhere;
   when they cannot, it is balanced up instead.) Its players, in the order they would post
   the big blind there, each go to the table with the fewest players (ties: the first).
2. **Balancing.** While one table has two more players than another, the player due to
   post the big blind next at the fullest table (ties: the first) moves to the shortest
   (ties: the first): the moved player takes the worst position, as tournament directors
   do, and nobody at the table left behind skips or repeats the big blind.
3. **The seat.** ``seat_rule="big-blind"``: the free seat that posts the big blind
   soonest, i.e. the first free seat clockwise after the table's last big blind (before a
   table's first hand: the lowest free seat); ``"random"``: a free seat drawn at random.

    >>> t1 = TableState("T1", 6, {1: "a", 2: "b", 3: "c", 4: "d", 5: "e"}, big_blind_seat=2)
    >>> t2 = TableState("T2", 6, {1: "f", 3: "g", 5: "h"}, big_blind_seat=3)
    >>> plan_moves([t1, t2]).moves
    (Move(player='c', source='T1', target='T2', seat=4),)
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .._deprecated import read_renamed, renamed_keywords
from ..errors import TournamentError

__all__ = [
    "SEAT_RULES",
    "Move",
    "Moves",
    "TableState",
    "big_blind_order",
    "free_seat_order",
    "plan_moves",
    "redraw_due",
]

SEAT_RULES = ("big-blind", "random")


@renamed_keywords(big_blind="big_blind_seat")
@dataclass(frozen=True)
class TableState:
    """A table as the planner sees it: its name, seat count, occupied seats (seat -> player) and the seat
    of its last hand's big blind (None before its first hand). Seats are the table's, 1..seat_count."""

    name: str
    seat_count: int
    seats: Mapping[int, str]
    big_blind_seat: int | None = None

    @property
    def big_blind(self) -> int | None:
        """Deprecated: the old name of :attr:`big_blind_seat`."""
        return read_renamed(self, "big_blind", "big_blind_seat")  # type: ignore[no-any-return]


class Move(NamedTuple):
    """One player moved: from table ``source`` to ``seat`` of table ``target``."""

    player: str
    source: str
    target: str
    seat: int


class Moves(NamedTuple):
    """The tables broken (in order) and every move, in the order they are made."""

    broken: tuple[str, ...]
    moves: tuple[Move, ...]


def _clockwise(seats: Sequence[int], after: int | None, n: int) -> list[int]:
    """``seats`` in the order met going clockwise from the seat after ``after`` (None: from seat 1)."""
    start = 0 if after is None else after
    return sorted(seats, key=lambda s: (s - start - 1) % n)


def big_blind_order(state: TableState) -> list[int]:
    """The occupied seats in the order they will post the big blind, the next one first (dead button)."""
    return _clockwise(list(state.seats), state.big_blind_seat, state.seat_count)


def free_seat_order(state: TableState) -> list[int]:
    """The free seats, the one that would post the big blind soonest first."""
    free = [s for s in range(1, state.seat_count + 1) if s not in state.seats]
    return (
        _clockwise(free, state.big_blind_seat, state.seat_count)
        if state.big_blind_seat is not None
        else free
    )


def plan_moves(
    tables: Sequence[TableState], *, seat_rule: str = "big-blind", rng: Any = None
) -> Moves:
    """The breaks and moves that leave the tables balanced (see the module documentation).

    ``rng`` (``randrange``) draws the seats when ``seat_rule="random"``.
    """
    if seat_rule not in SEAT_RULES:
        raise TournamentError(
            f"seat_rule is one of {', '.join(map(repr, SEAT_RULES))}, got {seat_rule!r}"
        )
    if seat_rule == "random" and rng is None:
        raise TournamentError("seat_rule='random' needs rng")
    names = [t.name for t in tables]
    if len(set(names)) != len(names):
        raise TournamentError(f"table names are distinct, got {names}")
    live = {
        t.name: TableState(t.name, t.seat_count, dict(t.seats), t.big_blind_seat) for t in tables
    }
    broken: list[str] = []
    moves: list[Move] = []

    def seat_at(target: TableState, player: str, source: str) -> None:
        free = free_seat_order(target)
        seat = free[0] if seat_rule == "big-blind" else free[rng.randrange(len(free))]
        target.seats[seat] = player  # type: ignore[index]  # the planner's own copy
        moves.append(Move(player, source, target.name, seat))

    def fewest() -> TableState:
        return min(live.values(), key=lambda t: len(t.seats))

    while len(live) > 1:
        total = sum(len(t.seats) for t in live.values())
        victim = min(reversed(list(live.values())), key=lambda t: len(t.seats))
        room = sum(t.seat_count for t in live.values() if t is not victim)
        if total > room:
            break
        del live[victim.name]
        broken.append(victim.name)
        for seat in big_blind_order(victim):
            seat_at(fewest(), victim.seats[seat], victim.name)
    while True:
        full = max(live.values(), key=lambda t: len(t.seats))
        short = fewest()
        if len(full.seats) - len(short.seats) < 2:
            break
        seat = big_blind_order(full)[0]
        player = full.seats.pop(seat)  # type: ignore[attr-defined]
        seat_at(short, player, full.name)
    return Moves(tuple(broken), tuple(moves))


def redraw_due(before: Collection[str], now: Collection[str]) -> bool:
    """R-BTN-1: a table re-seated with half or more new players draws for the button again. A player is
    new to a table when they were not seated there for its previous hand (``before``: the players
    seated, dealt in or waiting, when that hand was dealt; ``now``: the players seated now).

    >>> redraw_due({"a", "b", "c", "d"}, {"a", "b", "x", "y"}), redraw_due({"a", "b", "c"}, {"a", "b", "x"})
    (True, False)
    """
    new = sum(1 for name in now if name not in before)
    return new > 0 and 2 * new >= len(now)
