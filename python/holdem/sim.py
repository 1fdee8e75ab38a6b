"""Simulations: many hands of agents at one table's rules, on one core, local processes or a Dask cluster.

    >>> from holdem import simulate
    >>> result = simulate(["tag", "random", "calling"], hands=300, seed=1, workers=1)
    >>> result.hands, [a.hands for a in result.agents], sum(a.net for a in result.agents)
    (300, [300, 300, 300], 0)

The run is cut into chunks of ``chunk_hands`` hands. Chunk ``k`` is one fresh :class:`~holdem.Table`
(``history_limit=0``, every player buying in for ``stack`` and topping up to it when below) whose deck is
seeded from ``(seed, k)``; each agent is a fresh copy of the one given, and one with a ``reseed(seed)`` method
gets a seed from ``(seed, k, its index)``. So a chunk's hands depend on nothing but its index, and the result
is the same whether the chunks run here, on local processes or on a cluster. Agent ``i`` sits in seat
``(i + k) % players + 1`` in chunk ``k``, and the button moves one seat a hand: a chunk of a multiple of
``players`` hands puts every agent in every position equally often.
"""

from __future__ import annotations

import copy
import os
import pickle
import signal
import time
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, NamedTuple

import numpy as np

from .agents import AGENTS
from .errors import SimulationError
from .events import ActionKind
from .rules import TableConfig
from .simstats import AgentStats, SimResult, Tally
from .table import HandRecord, Table
from .turns import Agent

__all__ = ["AgentStats", "SimResult", "SimulationInterrupted", "simulate"]

CHUNK_HANDS = 5040  # a multiple of every table size 2..10: each chunk deals every position equally
_POLL = 0.1  # seconds between looks at finished chunks: Ctrl-C is seen at once, this only paces the progress


class SimulationInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped :func:`simulate`: ``result`` holds the chunks that finished (``result.complete`` is False)."""

    def __init__(self, result: SimResult) -> None:
        super().__init__(f"stopped after {result.chunks} of {result.chunks_total} chunks ({result.hands:,} hands)")
        self.result = result


class _Spec(NamedTuple):
    """Everything a chunk needs, sent to each worker."""

    agents: tuple[Any, ...]  # agent objects, or names of built-in agents
    config: TableConfig
    stack: int
    seed: int
    hands: int  # the run's hands
    chunk_hands: int


_VOLUNTARY_KINDS = ("call", "bet", "raise", "raise_to", "cbr", "bet_or_raise_to", "all_in")


class _Watch:
    """One seat's agent, watched: counts the hands in which it called or raised before the flop, and keeps
    the hand's view (whose live SeatView tells at the end who folded)."""

    __slots__ = ("_act", "view", "vpip", "counted")  # no "act": the table would call that and skip the watch

    def __init__(self, act: Callable[[Any], Any]) -> None:
        self._act = act
        self.view: Any = None
        self.vpip = 0
        self.counted: Any = None  # the view of the hand already counted

    def __call__(self, view: Any) -> Any:
        action = self._act(view)
        self.view = view
        if self.counted is not view and _voluntary(action, view.legal_actions) and not view.view.board:
            self.counted = view
            self.vpip += 1
        return action


def _voluntary(action: Any, legal: Any) -> bool:
    """The action puts chips in by choice: a call of something, a bet, a raise (legal ones only)."""
    if type(action) is str:
        if action == "cc" or action == "check_or_call":
            return legal.call is not None
        return action in _VOLUNTARY_KINDS and (legal.call is not None or action != "call")
    if type(action) is tuple and len(action) == 2:
        low, high = legal.min_raise_to, legal.max_raise_to
        return low is not None and action[0] in _VOLUNTARY_KINDS and low <= action[1] <= high
    kind = getattr(action, "kind", action)  # an engine Action or an ActionKind
    return kind in (ActionKind.CALL, ActionKind.BET, ActionKind.RAISE)


def _seeds(seed: int, chunk: int, agents: int) -> list[int]:
    """The table's seed and each agent's, from (seed, chunk): the same on any machine."""
    return [int(x) for x in np.random.SeedSequence((seed, chunk)).generate_state(agents + 1, dtype=np.uint64)]


def run_chunk(spec: _Spec, chunk: int) -> Tally:
    """Play chunk ``chunk`` of the run (any process); returns its counts."""
    n = len(spec.agents)
    hands = min(spec.chunk_hands, spec.hands - chunk * spec.chunk_hands)
    seeds = _seeds(spec.seed, chunk, n)
    table = Table(spec.config, seats=n, name=f"simulate chunk {chunk}", seed=seeds[0], min_buy_in=spec.stack,
                  max_buy_in=spec.stack, history_limit=0, first_button=1)
    watches: dict[str, _Watch] = {}
    index_of: dict[str, int] = {}
    for i, given in enumerate(spec.agents):
        agent: Any = AGENTS[given](seeds[1 + i]) if type(given) is str else copy.deepcopy(given)  # a user's agent
        if type(given) is not str and callable(getattr(agent, "reseed", None)):
            agent.reseed(seeds[1 + i])
        name = f"agent {i}"
        table.join(name, spec.stack, (i + chunk) % n + 1, auto_rebuy=True)
        act = getattr(agent, "act", None)
        watches[name] = _Watch(act if callable(act) else agent)
        index_of[name] = i
    tally = Tally(n)
    t_hands, t_net, t_squares, t_showdowns, t_incidents = (tally.hands, tally.net, tally.squares, tally.showdowns,
                                                           tally.incidents)
    all_watches = list(watches.values())

    def on_hand(record: HandRecord) -> None:
        players = record.players
        for name, start, end in zip(players, record.starting_stacks, record.finishing_stacks):
            i = index_of[name]
            won = end - start
            t_hands[i] += 1
            t_net[i] += won
            t_squares[i] += won * won
        # a hand ends when all but one fold, or at a showdown of those still in
        number = record.number
        for watch in all_watches:
            view = watch.view
            if view is not None and view.table.hand_number == number:
                folded = view.view.folded
                if folded.count(False) > 1:
                    for name, out in zip(players, folded):
                        if not out:
                            t_showdowns[index_of[name]] += 1
                break
        for incident in record.incidents:
            t_incidents[index_of[incident.player]] += 1

    played = table.play(watches, hands=hands, on_hand=on_hand)
    assert played == hands, f"chunk {chunk} played {played} of {hands} hands"  # auto_rebuy: nobody busts
    for name, watch in watches.items():
        tally.vpip[index_of[name]] = watch.vpip
    tally.chunks = 1
    return tally


def _quiet_worker() -> None:
    # Ctrl-C goes to the whole process group: the parent stops the run and ends the workers itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _check(agents: Any, hands: Any, players: Any, config: Any, seed: Any, workers: Any, chunk_hands: Any,
           stack: Any, remote: bool) -> tuple[tuple[Any, ...], int, int]:
    def whole(value: Any, what: str, low: int, high: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low or (
                high is not None and value > high):
            allowed = f"a whole number from {low:,}" + (f" to {high:,}" if high is not None else " up")
            raise SimulationError(f"{what} is {allowed}, got {value!r}")
        return int(value)

    if isinstance(agents, (str, bytes)) or not isinstance(agents, Sequence):
        raise SimulationError(f"agents is a list of agents or built-in names ({', '.join(AGENTS)}), got {agents!r}")
    agents = tuple(agents)
    if not agents:
        raise SimulationError("agents is empty: give one agent per player (the same agent may appear twice)")
    whole(hands, "hands", 1)
    if not isinstance(config, TableConfig):
        raise SimulationError(f"config is a TableConfig or None, got {type(config).__name__}")
    seats = min(10, config.seats_max)
    n = whole(len(agents) if players is None else players, "players", 2, seats)
    if n != len(agents):
        raise SimulationError(f"players is {n} but {len(agents)} agents were given: one agent per player")
    whole(seed, "seed", 0, 2**63 - 1)
    whole(chunk_hands, "chunk_hands", 1)
    whole(stack, "stack (chips)", 1)
    if workers is not None:
        whole(workers, "workers", 1)
    for i, agent in enumerate(agents):
        if isinstance(agent, str):
            if agent not in AGENTS:
                raise SimulationError(f"agent {i} is {agent!r}: the built-in agents are {', '.join(AGENTS)}")
        elif not callable(getattr(agent, "act", None)) and not callable(agent):
            raise SimulationError(f"agent {i} is a {type(agent).__name__}: an agent is a callable agent(view) or "
                                  "an object with an act(view) method")
        elif remote:
            try:
                pickle.dumps(agent)
            except Exception as exc:  # noqa: BLE001 - pickle raises many kinds
                raise SimulationError(
                    f"agent {i} ({type(agent).__name__}) does not pickle, so it cannot go to other processes "
                    f"({type(exc).__name__}: {exc}); use workers=1, or an agent defined at module level") from None
    return agents, n, int(seed)


def simulate(agents: Sequence[Agent | str], hands: int, players: int | None = None, config: TableConfig | None = None,
             seed: int = 0, workers: int | None = None, client: object = None, *, chunk_hands: int = CHUNK_HANDS,
             stack: int | None = None, progress: Callable[[int, int], object] | None = None) -> SimResult:
    """Play ``hands`` hands with ``agents`` (one per player: agent objects, or built-in names such as
    ``"random"``; see the module documentation) and return a :class:`~holdem.simstats.SimResult`.

    ``config``: the table's rules (default blinds 1/2 no-limit); ``stack``: the buy-in (default 100 big
    blinds). ``workers``: local processes (default: one per core; 1 runs here, in this process).
    ``client``: a ``dask.distributed.Client`` or a scheduler address: the chunks run on that cluster.
    ``progress(hands_done, hands)`` is called as chunks finish. Ctrl-C stops the run within a second and
    raises :class:`SimulationInterrupted` holding the result of the chunks that finished.
    Raises :class:`~holdem.errors.SimulationError` on bad input, before anything runs.
    """
    config = TableConfig(small_blind=1, big_blind=2) if config is None else config
    if workers is None and client is None:
        workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    remote = client is not None or (workers or 1) > 1
    agents, n, seed = _check(agents, hands, players, config, seed, workers, chunk_hands,
                             100 * config.big_blind if stack is None else stack, remote)
    spec = _Spec(agents, config, 100 * config.big_blind if stack is None else int(stack), seed, int(hands),
                 int(chunk_hands))
    chunks = -(-spec.hands // spec.chunk_hands)
    labels = [a if isinstance(a, str) else type(a).__name__ for a in agents]
    tally = Tally(n)
    start = time.perf_counter()

    def result() -> SimResult:
        return SimResult.of(tally, labels, config.big_blind, chunks_total=chunks, chunk_hands=spec.chunk_hands,
                            seed=seed, players=n, seconds=time.perf_counter() - start)

    def done(part: Tally) -> None:
        tally.add(part)
        if progress is not None:
            progress(tally.hands[0], spec.hands)

    try:
        if client is not None:
            _on_dask(client, spec, chunks, done)
        elif workers == 1:
            for chunk in range(chunks):
                done(run_chunk(spec, chunk))
        else:
            _on_processes(min(int(workers or 1), chunks), spec, chunks, done)
    except KeyboardInterrupt:
        raise SimulationInterrupted(result()) from None
    return result()


def _on_processes(workers: int, spec: _Spec, chunks: int, done: Callable[[Tally], Any]) -> None:
    import multiprocessing

    # forkserver: no fork of a process with threads (a Dask client, a progress bar); the server imports holdem once
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        context.set_forkserver_preload(["holdem.sim"])
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_quiet_worker)
    pending: set[Future[Tally]] = set()
    queued = iter(range(chunks))
    try:
        while True:
            # a few chunks ahead of each worker: enough to keep it busy, few to cancel at Ctrl-C
            for chunk in queued:
                pending.add(pool.submit(run_chunk, spec, chunk))
                if len(pending) >= 2 * workers:
                    break
            if not pending:
                break
            finished, pending = wait(pending, timeout=_POLL, return_when=FIRST_COMPLETED)
            for future in finished:
                done(future.result())
    except BaseException:
        # a running chunk cannot be interrupted: end the workers rather than wait for it
        for future in pending:
            future.cancel()
        for process in list(getattr(pool, "_processes", {}).values()):
            process.terminate()
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown()


def _on_dask(client: Any, spec: _Spec, chunks: int, done: Callable[[Tally], Any]) -> None:
    try:
        from distributed import Client, as_completed
    except ImportError:  # pragma: no cover - the dask extra is not installed
        raise SimulationError("client needs dask.distributed: pip install 'holdem-engine[dask]'") from None
    own = isinstance(client, str)
    if own:
        client = Client(client)  # type: ignore[no-untyped-call]
    elif not isinstance(client, Client):
        raise SimulationError(f"client is a dask.distributed Client or a scheduler address, got {client!r}")
    token = uuid.uuid4().hex[:12]
    futures = [client.submit(run_chunk, spec, chunk, key=f"holdem-sim-{token}-{chunk}", pure=False)
               for chunk in range(chunks)]
    try:
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            done(future.result())
    except BaseException:
        client.cancel(futures)
        raise
    finally:
        if own:
            client.close()

