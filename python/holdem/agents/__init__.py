"""The built-in agents: random, calling station, tight-aggressive, equity-driven and a human at the terminal."""

from __future__ import annotations

from .builtin import (
    AGENTS,
    CallingStation,
    EquityAgent,
    HumanAgent,
    RandomAgent,
    TightAggressive,
    check_agents_play,
    chen_score,
    hand_class,
    keep_made_cards,
    preflop_equity,
    preflop_ranking,
    starting_hands,
)

__all__ = [
    "AGENTS",
    "CallingStation",
    "EquityAgent",
    "HumanAgent",
    "RandomAgent",
    "TightAggressive",
    "check_agents_play",
    "chen_score",
    "hand_class",
    "keep_made_cards",
    "preflop_equity",
    "preflop_ranking",
    "starting_hands",
]
