"""Simulation: many hands or tournaments of agents, over processes or a Dask cluster, and their statistics."""

from __future__ import annotations

from .runner import SimulationInterrupted, cores
from .simulation import simulate
from .stats import AgentStats, SimResult, Tally, TournamentResult, TournamentStats, TourTally
from .tournaments import (
    BUY_IN,
    LEVEL_ROUNDS,
    SECONDS_PER_ROUND,
    TourSpec,
    check_tournament,
    fresh_agent,
    run_tournaments,
    sim_structure,
)

__all__ = [
    "AgentStats",
    "BUY_IN",
    "LEVEL_ROUNDS",
    "SECONDS_PER_ROUND",
    "SimResult",
    "SimulationInterrupted",
    "Tally",
    "TourSpec",
    "TourTally",
    "TournamentResult",
    "TournamentStats",
    "check_tournament",
    "cores",
    "fresh_agent",
    "run_tournaments",
    "sim_structure",
    "simulate",
]
