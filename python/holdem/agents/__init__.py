"""The built-in agents (random, calling station, tight-aggressive, equity-driven), a person at the terminal
(HumanAgent) and ProcessAgent, a bot program in its own process."""

from __future__ import annotations

from .builtin import (
    AGENTS,
    CallingStation,
    EquityAgent,
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
from .human import HumanAgent, QuitGame
from .process import ProcessAgent, ProcessAgentError

__all__ = [
    "AGENTS",
    "CallingStation",
    "EquityAgent",
    "HumanAgent",
    "ProcessAgent",
    "ProcessAgentError",
    "QuitGame",
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
