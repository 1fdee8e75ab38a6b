"""Simulation: many hands or tournaments of agents, over processes or a Dask cluster, and their statistics."""

from __future__ import annotations

from .runner import SimulationInterrupted, cores
from .simulation import simulate
from .stats import AgentStats, SimResult, TournamentResult, TournamentStats
from .tournaments import BUY_IN, LEVEL_ROUNDS, SECONDS_PER_ROUND, sim_structure

__all__ = [
    "AgentStats",
    "BUY_IN",
    "LEVEL_ROUNDS",
    "SECONDS_PER_ROUND",
    "SimResult",
    "SimulationInterrupted",
    "TournamentResult",
    "TournamentStats",
    "cores",
    "sim_structure",
    "simulate",
]
