"""What a tournament shows of its play: the finishing places, a table's snapshot, a re-seated table's button
draw (:mod:`holdem.tournament.tournament` makes them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

__all__ = ["Redraw", "Standing", "TableView"]


class Standing(NamedTuple):
    """A finishing place: ``place`` to ``last_place`` (a shared range when equal stacks busted in one hand),
    the prize, and where the player was eliminated (None for the winner): the table, that table's hand
    number, the tournament's hand count then, and the level number (1-based); ``agent`` names what
    played the entry's last hand (its class, a function's name, ``"absent"``; None if it played none)."""

    player: str
    place: int
    last_place: int
    prize: int
    table: str | None
    hand: int | None
    tournament_hand: int | None
    level: int
    agent: str | None = None


class TableView(NamedTuple):
    """A read-only snapshot of one table."""

    name: str
    seats: Mapping[int, str | None]
    stacks: Mapping[str, int]
    button: int | None
    hand_number: int


class Redraw(NamedTuple):
    """A re-seated table's draw for the button (R-BTN-1): the table, the hand it seats (its number there; its
    history keeps the cards), the button's seat, the players new to the table and everyone who drew."""

    table: str
    hand: int
    button: int
    new: tuple[str, ...]
    players: tuple[str, ...]
