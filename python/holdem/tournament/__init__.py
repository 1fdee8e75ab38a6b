"""Tournaments: the structure of levels, table balancing, prizes, standings and the tournament itself."""

from __future__ import annotations

from .balance import (
    SEAT_RULES,
    Move,
    Moves,
    TableState,
    big_blind_order,
    free_seat_order,
    plan_moves,
    redraw_due,
)
from .prizes import Payouts, icm, shared_places, standard_payouts
from .records import Redraw, Standing, TableView
from .structure import (
    CHIP_UP_METHODS,
    LateEntry,
    Level,
    Structure,
    colour_up,
    default_structure,
    load_structure,
)
from .tournament import Tournament

__all__ = [
    "CHIP_UP_METHODS",
    "LateEntry",
    "Level",
    "Move",
    "Moves",
    "Payouts",
    "Redraw",
    "SEAT_RULES",
    "Standing",
    "Structure",
    "TableState",
    "TableView",
    "Tournament",
    "big_blind_order",
    "colour_up",
    "default_structure",
    "free_seat_order",
    "icm",
    "load_structure",
    "plan_moves",
    "redraw_due",
    "shared_places",
    "standard_payouts",
]
