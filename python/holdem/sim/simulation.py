"""Simulations: many hands, or many tournaments, of agents, on one core, local processes or a Dask cluster.

    >>> from holdem import simulate
    >>> result = simulate(["tag", "random", "calling"], hands=300, seed=1, workers=1)
    >>> result.hands, [a.hands for a in result.agents], sum(a.net for a in result.agents)
    (300, [300, 300, 300], 0)

:func:`simulate` checks its arguments, builds the run's spec, runs it (:mod:`holdem.sim.runner`) and
summarises the counts. **Hands**: see :mod:`holdem.sim.hands` (the chunks, their seeds and seats).
**Tournaments** (``tournaments=N``): see :mod:`holdem.sim.tournaments` (who plays which entry, the structure, the
table size, the payouts). Each tournament is seeded from the run's seed and its own index, so there too the
result is the same on any workers.
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, overload

import numpy as np

from ..agents import AGENTS, check_agents_play
from ..errors import SimulationError
from ..game import GAMES_BY_NAME, MAX_CHIPS, TableConfig
from ..table import Agent
from ..tournament import Payouts, Structure
from .hands import CHUNK_HANDS, HandSpec
from .runner import SimulationInterrupted, cores, run_chunks
from .stats import AgentStats, SimResult, Tally, TournamentResult, TournamentStats, TourTally
from .tournaments import BUY_IN, TourSpec, check_tournament

__all__ = [
    "AgentStats",
    "SimResult",
    "SimulationInterrupted",
    "TournamentResult",
    "TournamentStats",
    "cores",
    "simulate",
]


def _whole(value: Any, what: str, low: int, high: int | None = None) -> int:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, np.integer))
        or value < low
        or (high is not None and value > high)
    ):
        allowed = f"a whole number from {low:,}" + (f" to {high:,}" if high is not None else " up")
        raise SimulationError(f"{what} is {allowed}, got {value!r}")
    return int(value)


def _check_agents(agents: Any, remote: bool) -> tuple[Any, ...]:
    if isinstance(agents, (str, bytes)) or not isinstance(agents, Sequence):
        raise SimulationError(
            f"agents is a list of agents or built-in names ({', '.join(AGENTS)}), got {agents!r}"
        )
    agents = tuple(agents)
    if not agents:
        raise SimulationError(
            "agents is empty: give one agent per player (the same agent may appear twice)"
        )
    for i, agent in enumerate(agents):
        if isinstance(agent, str):
            if agent not in AGENTS:
                raise SimulationError(
                    f"agent {i} is {agent!r}: the built-in agents are {', '.join(AGENTS)}"
                )
        elif not callable(getattr(agent, "act", None)) and not callable(agent):
            raise SimulationError(
                f"agent {i} is a {type(agent).__name__}: an agent is a callable agent(view) or "
                "an object with an act(view) method"
            )
        else:
            _check_copies(i, agent, remote)
    return tuple(agents)


def _check_copies(index: int, agent: object, remote: bool) -> None:
    """Raises a SimulationError when ``agent`` cannot go to other processes (``remote``: it must pickle) or
    be copied (each chunk plays a fresh copy of it, :func:`~holdem.sim.tournaments.fresh_agent`)."""
    what = f"agent {index} ({_label(agent)})"
    if remote:
        try:
            pickle.dumps(agent)
        except Exception as exc:  # noqa: BLE001 - pickle raises many kinds
            raise SimulationError(
                f"{what} does not pickle, so it cannot go to other processes "
                f"({type(exc).__name__}: {exc}); use workers=1, or an agent defined at module level"
            ) from None
    try:
        copy.deepcopy(agent)
    except Exception as exc:  # noqa: BLE001 - a copy raises what the agent's parts raise
        raise SimulationError(
            f"{what} cannot be copied ({type(exc).__name__}: {exc}): each chunk of the run plays a "
            "fresh copy.deepcopy of it; give an agent that copies (or give it a __deepcopy__)"
        ) from None


def _label(agent: object) -> str:
    """An agent's name in the results: a built-in's name, a function's own (``__name__``; a lambda, which has
    none, is "function"), else its type's."""
    if isinstance(agent, str):
        return agent
    name = getattr(agent, "__name__", None)
    if not isinstance(name, str):
        return type(agent).__name__
    return "function" if name == "<lambda>" else name


def _hand_spec(
    agents: tuple[Any, ...],
    hands: Any,
    players: Any,
    config: Any,
    seed: int,
    chunk_hands: Any,
    stack: Any,
    game: Any,
) -> HandSpec:
    _whole(hands, "hands", 1)
    config = TableConfig(small_blind=1, big_blind=2) if config is None else config
    if not isinstance(config, TableConfig):
        raise SimulationError(f"config is a TableConfig or None, got {type(config).__name__}")
    if not isinstance(game, str) or game not in GAMES_BY_NAME:
        raise SimulationError(f"game is one of {', '.join(map(repr, GAMES_BY_NAME))}, got {game!r}")
    check_agents_play(agents, GAMES_BY_NAME[game], SimulationError)
    seats = min(10, config.seats_max, GAMES_BY_NAME[game].max_seats)
    n = _whole(len(agents) if players is None else players, "players", 2, seats)
    if n != len(agents):
        raise SimulationError(
            f"players is {n} but {len(agents)} agents were given: one agent per player"
        )
    size = _whole(chunk_hands, "chunk_hands", 1)
    # a chunk's table holds at most n stacks and a rebuy of n - 1 of them a hand: so no stack passes MAX_CHIPS
    stack = _whole(100 * config.big_blind if stack is None else stack, "stack (chips)", 1)
    most = MAX_CHIPS // (n + size * (n - 1))
    if stack > most:
        raise SimulationError(
            f"stack is {stack:,} chips: at most {most:,} with {n} players and chunks of {size:,} "
            f"hands, so that rebuys cannot push a stack past MAX_CHIPS ({MAX_CHIPS:,}); give a "
            "smaller stack or chunk_hands"
        )
    return HandSpec(agents, config, stack, seed, int(hands), size, game)


@overload
def simulate(
    agents: Sequence[Agent | str],
    hands: int,
    players: int | None = ...,
    config: TableConfig | None = ...,
    seed: int = ...,
    workers: int | None = ...,
    client: object = ...,
    *,
    tournaments: None = ...,
    game: str = ...,
    chunk_hands: int = ...,
    stack: int | None = ...,
    structure: Structure | None = ...,
    table_size: int | None = ...,
    payouts: Payouts | Sequence[object] | None = ...,
    chunk_tournaments: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
    strict: bool = ...,
    player_stats: bool = ...,
) -> SimResult: ...


@overload
def simulate(
    agents: Sequence[Agent | str],
    hands: None = ...,
    players: int | None = ...,
    config: TableConfig | None = ...,
    seed: int = ...,
    workers: int | None = ...,
    client: object = ...,
    *,
    tournaments: int,
    game: str = ...,
    chunk_hands: int = ...,
    stack: int | None = ...,
    structure: Structure | None = ...,
    table_size: int | None = ...,
    payouts: Payouts | Sequence[object] | None = ...,
    chunk_tournaments: int | None = ...,
    progress: Callable[[int, int], object] | None = ...,
    strict: bool = ...,
    player_stats: bool = ...,
) -> TournamentResult: ...


def simulate(
    agents: Sequence[Agent | str],
    hands: int | None = None,
    players: int | None = None,
    config: TableConfig | None = None,
    seed: int = 0,
    workers: int | None = None,
    client: object = None,
    *,
    tournaments: int | None = None,
    game: str = "holdem",
    chunk_hands: int = CHUNK_HANDS,
    stack: int | None = None,
    structure: Structure | None = None,
    table_size: int | None = None,
    payouts: Payouts | Sequence[object] | None = None,
    chunk_tournaments: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    strict: bool = False,
    player_stats: bool = False,
) -> SimResult | TournamentResult:
    """Play ``hands`` hands, or ``tournaments`` tournaments, with ``agents`` (agent objects, or built-in
    names such as ``"random"``; see the module documentation) and return a :class:`~holdem.sim.stats.SimResult`
    (hands) or a :class:`~holdem.sim.stats.TournamentResult` (tournaments).

    Hands (:mod:`holdem.sim.hands`): one agent per player; ``config`` is the table's rules (default blinds
    1/2, the game's betting structure: no-limit hold'em), ``stack`` the buy-in (default 100 big blinds).
    ``game``, for both: a name of :data:`holdem.game.GAMES_BY_NAME`: ``"holdem"``, ``"draw"`` (five-card
    draw), ``"draw-joker"`` (draw with the joker), ``"omaha"``, ``"omaha-5"``, ``"omaha-6"`` (pot-limit),
    ``"omaha-hi-lo"`` (fixed-limit) or ``"short-deck"``.
    Tournaments (:mod:`holdem.sim.tournaments`): ``players`` entries (default one per agent, or a multiple of the
    agents), ``table_size``, ``structure``, ``payouts``; ``chunk_tournaments`` a chunk (default about 60,
    whole groups of ``players`` tournaments).
    ``workers``: local processes (default: one per core, :func:`cores`; 1 runs here, in this process).
    ``client``: a ``dask.distributed.Client`` or a scheduler address: the chunks run on that cluster.
    ``progress(done, total)`` (hands or tournaments) is called as chunks finish. Ctrl-C stops the run within
    a second and raises :class:`SimulationInterrupted` holding the result of the chunks that finished.
    ``strict``, for debugging a bot: an agent's exception (or illegal action, or return that is no action)
    stops the run as an
    :class:`~holdem.errors.AgentError` (its cause the agent's own; with ``workers=1`` the traceback is
    whole) instead of only folding the agent; run it with ``workers=1`` to debug in this process.
    ``player_stats`` (hands only): each agent's tracker statistics are counted too (VPIP, PFR, 3-bet, fold
    to 3-bet, aggression, showdowns, per position; :class:`holdem.history.Stats`), in
    ``SimResult.player_stats`` by the agents' names (at some cost in speed).
    Raises :class:`~holdem.errors.SimulationError` on bad input, before anything runs.

    >>> simulate(["tag", "calling"], hands=100, seed=1, workers=1).hands
    100
    """
    for what, flag in (("strict", strict), ("player_stats", player_stats)):
        if not isinstance(flag, bool):
            raise SimulationError(f"{what} is True or False, got {flag!r}")
    if workers is None and client is None:
        workers = cores()
    if workers is not None:
        _whole(workers, "workers", 1)
    if progress is not None and not callable(progress):
        raise SimulationError(
            f"progress is a function progress(done, total) or None, got {progress!r}"
        )
    agents = _check_agents(agents, remote=client is not None or (workers or 1) > 1)
    seed = _whole(seed, "seed", 0, 2**63 - 1)
    labels = list(map(_label, agents))
    if tournaments is None:
        if hands is None:
            raise SimulationError(
                "give hands=N (hands at one table) or tournaments=N (tournaments to the end)"
            )
        _refuse(
            {
                "structure": structure,
                "table_size": table_size,
                "payouts": payouts,
                "chunk_tournaments": chunk_tournaments,
            },
            "is for tournaments=N; hands at one table take config and stack",
        )
        hand_spec = _hand_spec(
            agents, hands, players, config, seed, chunk_hands, stack, game
        )._replace(strict=strict, player_stats=player_stats)
        tally = Tally(len(agents))
        summary = partial(_hands_result, hand_spec, tally, labels)
        return run_chunks(
            hand_spec, tally, summary, workers=workers, client=client, progress=progress
        )
    _refuse(
        {"hands": hands, "config": config, "stack": stack, "player_stats": player_stats or None},
        "is for hands at one table; a tournament plays to the end, its blinds and stacks from "
        "structure: give hands=N or tournaments=N, not both",
    )
    tour_spec = _tour_spec(
        agents, seed, tournaments, players, table_size, structure, payouts, chunk_tournaments, game
    )._replace(strict=strict)
    tour_tally = TourTally(len(agents))
    tour_summary = partial(_tournaments_result, tour_spec, tour_tally, labels)
    return run_chunks(
        tour_spec, tour_tally, tour_summary, workers=workers, client=client, progress=progress
    )


def _refuse(given: dict[str, object], why: str) -> None:
    """A SimulationError for the first argument of ``given`` that was given: it is for the other kind of run."""
    for what, value in given.items():
        if value is not None:
            raise SimulationError(f"{what} {why}")


def _tour_spec(
    agents: tuple[Any, ...],
    seed: int,
    tournaments: Any,
    players: Any,
    table_size: Any,
    structure: Any,
    payouts: Any,
    chunk_tournaments: Any,
    game: Any,
) -> TourSpec:
    """The run of ``tournaments`` tournaments, every parameter checked (:func:`check_tournament`)."""
    if not isinstance(game, str) or game not in GAMES_BY_NAME:
        raise SimulationError(f"game is one of {', '.join(map(repr, GAMES_BY_NAME))}, got {game!r}")
    check_agents_play(agents, GAMES_BY_NAME[game], SimulationError)
    _whole(tournaments, "tournaments", 1)
    n, size_of_table, shape, prizes = check_tournament(
        len(agents), players, table_size, structure, payouts, _whole, game
    )
    size = _whole(
        max(n, 60 // n * n) if chunk_tournaments is None else chunk_tournaments,
        "chunk_tournaments",
        1,
    )
    return TourSpec(
        agents, seed, int(tournaments), size, n, size_of_table, shape, prizes, game=game
    )


def _hands_result(
    spec: HandSpec, tally: Tally, labels: list[str], chunks: int, seconds: float
) -> SimResult:
    """The summary of a run of hands: ``tally``, the chunks that made it, of ``chunks`` in all."""
    return SimResult.of(
        tally,
        labels,
        spec.config.big_blind,
        chunks_total=chunks,
        chunk_hands=spec.chunk_hands,
        seed=spec.seed,
        players=len(spec.agents),
        game=spec.game,
        seconds=seconds,
    )


def _tournaments_result(
    spec: TourSpec, tally: TourTally, labels: list[str], chunks: int, seconds: float
) -> TournamentResult:
    """The summary of a run of tournaments: ``tally``, the chunks that made it, of ``chunks`` in all."""
    return TournamentResult.of(
        tally,
        labels,
        BUY_IN,
        chunks_total=chunks,
        chunk_tournaments=spec.chunk_tournaments,
        seed=spec.seed,
        players=spec.players,
        table_size=spec.table_size,
        seconds=seconds,
    )
