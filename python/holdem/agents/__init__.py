"""The built-in agents (random, calling station, tight-aggressive, equity-driven), a person at the terminal
(HumanAgent), ProcessAgent, a bot program in its own process, and ACPC's protocol: its dealer on a table,
its bots as agents, and a client that plays holdem agents in ACPC matches."""

from __future__ import annotations

from .acpc import AcpcBot, AcpcClient, AcpcClientResult, AcpcDealer, AcpcMatchResult
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
    "AcpcBot",
    "AcpcClient",
    "AcpcClientResult",
    "AcpcDealer",
    "AcpcMatchResult",
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
