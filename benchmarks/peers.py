"""Set-up shared by the benchmarks that run peer libraries."""

from __future__ import annotations

from typing import Any


def pokerkit_automations(pokerkit: Any) -> tuple[Any, ...]:
    """Every pokerkit automation a whole hand needs, so only the players' decisions are left to the caller."""
    a = pokerkit.Automation
    return (
        a.ANTE_POSTING,
        a.BET_COLLECTION,
        a.BLIND_OR_STRADDLE_POSTING,
        a.CARD_BURNING,
        a.HOLE_DEALING,
        a.BOARD_DEALING,
        a.HOLE_CARDS_SHOWING_OR_MUCKING,
        a.HAND_KILLING,
        a.CHIPS_PUSHING,
        a.CHIPS_PULLING,
    )
