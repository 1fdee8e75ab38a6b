"""The built-in agents (random, calling station, tight-aggressive, equity-driven, a human at the terminal) and
ProcessAgent, a bot program in its own process."""

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
from .process import ProcessAgent, ProcessAgentError

__all__ = [
    "AGENTS",
    "CallingStation",
    "EquityAgent",
    "HumanAgent",
    "ProcessAgent",
    "ProcessAgentError",
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
