"""The built-in agents (random, calling station, tight-aggressive, equity-driven, a human at the terminal),
ProcessAgent, a bot program in its own process, and ACPC's protocol: its dealer on a table, its bots as
agents, and a client that plays holdem agents in ACPC matches."""

from __future__ import annotations

from .acpc import AcpcBot, AcpcClient, AcpcClientResult, AcpcDealer, AcpcMatchResult
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
