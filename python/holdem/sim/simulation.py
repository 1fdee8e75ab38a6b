"""Simulations: many hands, or many tournaments, of agents, on one core, local processes or a Dask cluster.

    >>> from holdem import simulate
    >>> result = simulate(["tag", "random", "calling"], hands=300, seed=1, workers=1)
    >>> result.hands, [a.hands for a in result.agents], sum(a.net for a in result.agents)
    (300, [300, 300, 300], 0)

**Hands.** The run is cut into chunks of ``chunk_hands`` hands. Chunk ``k`` is one fresh
:class:`~holdem.Table` (``history_limit=0``, ``game`` hold'em or five-card draw, every player buying in for
``stack`` and topping up to it when below) whose deck is seeded from ``(seed, k)``; each agent is a fresh copy
of the one given, and one with a ``reseed(seed)`` method gets a seed from ``(seed, k, its index)``. So a
chunk's hands depend on nothing but its index, and the result is the same whether the chunks run here, on
local processes or on a cluster. Agent ``i`` sits in seat ``(i + k) % players + 1`` in chunk ``k``, and the
button moves one seat a hand: a chunk of a multiple of ``players`` hands puts every agent in every position
equally often.

**Tournaments** (``tournaments=N``): see :mod:`holdem.sim.tournaments` (who plays which entry, the structure, the
table size, the payouts). Each tournament is seeded from the run's seed and its own index, so there too the
result is the same on any workers.
"""

from __future__ import annotations

import os
import pickle
import signal
import time
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, NamedTuple, overload

import numpy as np

from ..agents import AGENTS, check_agents_play
from ..engine import Hand
from ..errors import SimulationError
from ..game import GAMES_BY_NAME, MAX_CHIPS, TableConfig
from ..table import Agent, HandRecord, Table
from ..tournament import Payouts, Structure
from .stats import AgentStats, SimResult, Tally, TournamentResult, TournamentStats, TourTally
from .tournaments import BUY_IN, TourSpec, check_tournament, fresh_agent

__all__ = [
    "AgentStats",
    "SimResult",
    "SimulationInterrupted",
    "TournamentResult",
    "TournamentStats",
    "cores",
    "simulate",
]

CHUNK_HANDS = 5040  # a multiple of every table size 2..10: each chunk deals every position equally
_POLL = 0.1  # seconds between looks at finished chunks: Ctrl-C is seen at once, this only paces the progress


class SimulationInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped :func:`simulate`: ``result`` holds the chunks that finished (``result.complete`` is False)."""

    def __init__(self, result: SimResult | TournamentResult) -> None:
        what = "tournaments" if isinstance(result, TournamentResult) else "hands"
        done = result.tournaments if isinstance(result, TournamentResult) else result.hands
        super().__init__(
            f"stopped after {result.chunks} of {result.chunks_total} chunks ({done:,} {what})"
        )
        self.result = result


class HandSpec(NamedTuple):
    """Everything a chunk of hands needs, sent to each worker."""

    agents: tuple[Any, ...]  # agent objects, or names of built-in agents
    config: TableConfig
    stack: int
    seed: int
    hands: int  # the run's hands
    chunk_hands: int
    game: str = "holdem"

    def run(self, chunk: int) -> Tally:
        return run_chunk(self, chunk)


def _seeds(seed: int, chunk: int, agents: int) -> list[int]:
    """The table's seed and each agent's, from (seed, chunk): the same on any machine."""
    return [
        int(x)
        for x in np.random.SeedSequence((seed, chunk)).generate_state(agents + 1, dtype=np.uint64)
    ]


def run_chunk(spec: HandSpec, chunk: int) -> Tally:
    """Play chunk ``chunk`` of the run (any process); returns its counts."""
    n = len(spec.agents)
    hands = min(spec.chunk_hands, spec.hands - chunk * spec.chunk_hands)
    seeds = _seeds(spec.seed, chunk, n)
    table = Table(
        spec.config,
        seats=n,
        name=f"simulate chunk {chunk}",
        seed=seeds[0],
        min_buy_in=spec.stack,
        max_buy_in=spec.stack,
        history_limit=0,
        first_button=1,
        game=spec.game,
    )
    tally = Tally(n)
    agents: dict[str, Any] = {}
    index_of: dict[str, int] = {}
    for i, given in enumerate(spec.agents):
        name = f"agent {i}"
        table.join(name, spec.stack, (i + chunk) % n + 1, auto_rebuy=True)
        agents[name] = fresh_agent(given, seeds[1 + i])
        index_of[name] = i
    # per hand, flat by hand seat: the stacks before and after, the folds, the seats that put chips in by choice
    # before the flop (Hand.voluntary); who sat where (a seating's names, one tuple). Flat lists, each read into
    # numpy once (a list of tuples is read item by item, at more cost than the rest of the counting; an array or a
    # bytearray takes a tuple in at 4 to 7 times a list's cost)
    starts: list[int] = []
    ends: list[int] = []
    folds: list[bool] = []
    voluntary: list[bool] = []
    players: list[tuple[str, ...]] = []
    add_players, add_starts, add_ends, add_folds, add_voluntary = (
        players.append,
        starts.extend,
        ends.extend,
        folds.extend,
        voluntary.extend,
    )
    incidents = tally.incidents

    def on_hand(record: HandRecord) -> None:
        hand: Hand = table.last_hand  # type: ignore[assignment]  # just settled (without cast(): a call a hand)
        add_players(record.players)
        add_starts(record.starting_stacks)
        add_ends(record.finishing_stacks)
        add_folds(hand.folded)
        add_voluntary(hand.voluntary)
        if record.incidents:
            for incident in record.incidents:
                incidents[index_of[incident.player]] += 1

    played = table.play(agents, hands=hands, on_hand=on_hand)
    assert played == hands, (
        f"chunk {chunk} played {played} of {hands} hands"
    )  # auto_rebuy: nobody busts
    _add_hands(tally, index_of, players, starts, ends, folds, voluntary)
    tally.chunks = 1
    return tally


def _add_hands(
    tally: Tally,
    index_of: dict[str, int],
    players: list[tuple[str, ...]],
    starts: list[int],
    ends: list[int],
    folds: list[bool],
    voluntary: list[bool],
) -> None:
    """Each agent's hands, net, squared nets, voluntary-put-in and showdown hands from the hands' stacks, folds
    and voluntary puts (:attr:`Hand.voluntary`), flat by hand seat."""
    if not players:
        return
    n = len(
        players[0]
    )  # the chunk's players: everyone plays every hand (auto_rebuy), in some seat order
    if not len(starts) == len(ends) == len(folds) == len(voluntary) == n * len(players) or any(
        len(p) != n for p in players
    ):
        raise AssertionError(
            f"a chunk's hands dealt other than its {n} players"
        )  # (simulate's tables cannot)
    # a stack is at most MAX_CHIPS (2**56) when a hand starts, so a hand's net fits int64; its square and the
    # sums may not (rebuys add chips hand after hand): then they are taken in exact Python ints
    net = (
        np.fromiter(ends, dtype=np.int64, count=len(ends))
        - np.fromiter(starts, dtype=np.int64, count=len(starts))
    ).reshape(-1, n)
    largest = int(np.abs(net).max())
    if largest * largest * len(players) >= 2**62:
        net = net.astype(object)
    still_in = ~np.frombuffer(bytes(folds), dtype=bool).reshape(-1, n)
    at_showdown = (
        still_in & (still_in.sum(axis=1) > 1)[:, None]
    )  # a hand ends at a showdown or when all but one fold
    put_in = np.frombuffer(bytes(voluntary), dtype=bool).reshape(-1, n)
    orders: dict[tuple[str, ...], list[int]] = {}
    for k, names in enumerate(players):
        orders.setdefault(names, []).append(k)
    for names, rows in orders.items():
        picked = slice(None) if len(rows) == len(players) else np.array(rows)
        part, showdowns, vpip = net[picked], at_showdown[picked], put_in[picked]
        for seat, name in enumerate(names):
            i = index_of[name]
            tally.hands[i] += len(rows)
            tally.net[i] += int(part[:, seat].sum())
            tally.squares[i] += int((part[:, seat] * part[:, seat]).sum())
            tally.vpip[i] += int(vpip[:, seat].sum())
            tally.showdowns[i] += int(showdowns[:, seat].sum())


def cores() -> int:
    """The cores this process may use: the CPUs it may run on (its affinity), capped by a container's CPU
    quota (cgroup v2 ``cpu.max``, v1 ``cpu.cfs_quota_us``), which the CPU count does not see.

    >>> cores() >= 1
    True
    """
    count = (
        len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    )
    for path, split in (
        ("/sys/fs/cgroup/cpu.max", None),
        ("/sys/fs/cgroup/cpu/cpu.cfs_quota_us", "period"),
    ):
        try:
            with open(path, encoding="ascii") as file:
                words = file.read().split()
            if split:  # v1: the quota and the period in two files
                with open("/sys/fs/cgroup/cpu/cpu.cfs_period_us", encoding="ascii") as file:
                    words.append(file.read().strip())
        except OSError:
            continue
        if (
            len(words) == 2
            and words[0].lstrip("-").isdigit()
            and int(words[0]) > 0
            and words[1].isdigit()
        ):
            count = min(
                count, max(1, -(-int(words[0]) // int(words[1])))
            )  # a quota of 1.5 cores: 2 workers
        break
    return max(1, count)


def _run(spec: HandSpec | TourSpec, chunk: int) -> Any:
    """One chunk of either kind of run (what a worker is sent)."""
    return spec.run(chunk)


def _quiet_worker() -> None:
    # Ctrl-C goes to the whole process group: the parent stops the run and ends the workers itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)


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
        elif remote:
            try:
                pickle.dumps(agent)
            except Exception as exc:  # noqa: BLE001 - pickle raises many kinds
                raise SimulationError(
                    f"agent {i} ({type(agent).__name__}) does not pickle, so it cannot go to other processes "
                    f"({type(exc).__name__}: {exc}); use workers=1, or an agent defined at module level"
                ) from None
    return tuple(agents)


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
    n = _whole(len(agents) if players is None else players, "players", 2, min(10, config.seats_max))
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
) -> SimResult | TournamentResult:
    """Play ``hands`` hands, or ``tournaments`` tournaments, with ``agents`` (agent objects, or built-in
    names such as ``"random"``; see the module documentation) and return a :class:`~holdem.sim.stats.SimResult`
    (hands) or a :class:`~holdem.sim.stats.TournamentResult` (tournaments).

    Hands: one agent per player; ``config`` is the table's rules (default blinds 1/2 no-limit), ``stack``
    the buy-in (default 100 big blinds), ``game`` ``"holdem"``, ``"draw"`` (five-card draw) or ``"draw-joker"`` (draw with the joker).
    Tournaments (:mod:`holdem.sim.tournaments`): ``players`` entries (default one per agent, or a multiple of the
    agents), ``table_size``, ``structure``, ``payouts``; ``chunk_tournaments`` a chunk (default about 60,
    whole groups of ``players`` tournaments).
    ``workers``: local processes (default: one per core, :func:`cores`; 1 runs here, in this process).
    ``client``: a ``dask.distributed.Client`` or a scheduler address: the chunks run on that cluster.
    ``progress(done, total)`` (hands or tournaments) is called as chunks finish. Ctrl-C stops the run within
    a second and raises :class:`SimulationInterrupted` holding the result of the chunks that finished.
    Raises :class:`~holdem.errors.SimulationError` on bad input, before anything runs.
    """
    if workers is None and client is None:
        workers = cores()
    if workers is not None:
        _whole(workers, "workers", 1)
    remote = client is not None or (workers or 1) > 1
    agents = _check_agents(agents, remote)
    seed = _whole(seed, "seed", 0, 2**63 - 1)
    labels = [a if isinstance(a, str) else type(a).__name__ for a in agents]
    spec: HandSpec | TourSpec
    tally: Tally | TourTally
    if tournaments is None:
        if hands is None:
            raise SimulationError(
                "give hands=N (hands at one table) or tournaments=N (tournaments to the end)"
            )
        for what, given in (
            ("structure", structure),
            ("table_size", table_size),
            ("payouts", payouts),
            ("chunk_tournaments", chunk_tournaments),
        ):
            if given is not None:
                raise SimulationError(
                    f"{what} is for tournaments=N; hands at one table take config and stack"
                )
        hand_spec = spec = _hand_spec(
            agents, hands, players, config, seed, chunk_hands, stack, game
        )
        hand_tally = Tally(len(agents))
        total, size, tally = hand_spec.hands, hand_spec.chunk_hands, hand_tally

        def result() -> SimResult | TournamentResult:
            return SimResult.of(
                hand_tally,
                labels,
                hand_spec.config.big_blind,
                chunks_total=chunks,
                chunk_hands=size,
                seed=seed,
                players=len(agents),
                game=hand_spec.game,
                seconds=time.perf_counter() - start,
            )
    else:
        for what, extra in (("hands", hands), ("config", config), ("stack", stack)):
            if extra is not None:
                raise SimulationError(
                    f"{what} is for hands at one table; a tournament plays to the end, its blinds "
                    "and stacks from structure: give hands=N or tournaments=N, not both"
                )
        if game != "holdem":
            raise SimulationError(f"tournaments are hold'em (holdem.Tournament), got game={game!r}")
        _whole(tournaments, "tournaments", 1)
        n, size_of_table, shape, prizes = check_tournament(
            len(agents), players, table_size, structure, payouts, _whole
        )
        size = _whole(
            max(n, 60 // n * n) if chunk_tournaments is None else chunk_tournaments,
            "chunk_tournaments",
            1,
        )
        spec = TourSpec(agents, seed, int(tournaments), size, n, size_of_table, shape, prizes)
        tour_tally = TourTally(len(agents))
        total, tally = spec.tournaments, tour_tally

        def result() -> SimResult | TournamentResult:
            return TournamentResult.of(
                tour_tally,
                labels,
                BUY_IN,
                chunks_total=chunks,
                chunk_tournaments=size,
                seed=seed,
                players=n,
                table_size=size_of_table,
                seconds=time.perf_counter() - start,
            )

    chunks = -(-total // size)
    start = time.perf_counter()

    def done(part: Any) -> None:
        tally.add(part)
        if progress is not None:
            progress(tally.tournaments if isinstance(tally, TourTally) else tally.hands[0], total)

    try:
        if client is not None:
            _on_dask(client, spec, chunks, done)
        elif workers == 1:
            for chunk in range(chunks):
                done(spec.run(chunk))
        else:
            _on_processes(min(int(workers or 1), chunks), spec, chunks, done)
    except KeyboardInterrupt:
        raise SimulationInterrupted(result()) from None
    return result()


def _pool_context() -> Any:
    """How to start the workers: fork when this process has no other thread (at once, holdem already loaded),
    else forkserver (forking a process with threads, a Dask client or a progress bar, can deadlock), else spawn."""
    import multiprocessing
    import threading

    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    if "forkserver" in methods:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(
            ["holdem.sim"]
        )  # the server imports holdem once, each worker forks from it
        return context
    return multiprocessing.get_context("spawn")


def _on_processes(
    workers: int, spec: HandSpec | TourSpec, chunks: int, done: Callable[[Any], Any]
) -> None:
    pool = ProcessPoolExecutor(workers, mp_context=_pool_context(), initializer=_quiet_worker)
    pending: set[Future[Any]] = set()
    queued = iter(range(chunks))
    try:
        while True:
            # a few chunks ahead of each worker: enough to keep it busy, few to cancel at Ctrl-C
            for chunk in queued:
                pending.add(pool.submit(_run, spec, chunk))
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


def _on_dask(
    client: Any, spec: HandSpec | TourSpec, chunks: int, done: Callable[[Any], Any]
) -> None:
    try:
        from distributed import Client, as_completed
    except ImportError:  # pragma: no cover - the dask extra is not installed
        raise SimulationError(
            "client needs dask.distributed: pip install 'holdem-engine[dask]'"
        ) from None
    own = isinstance(client, str)
    if own:
        try:
            client = Client(client)  # type: ignore[no-untyped-call]
        except (
            OSError,
            ValueError,
            TypeError,
        ) as exc:  # a bad address, or none listening (TimeoutError)
            raise SimulationError(
                f"no dask scheduler at {client!r}: {type(exc).__name__}: {exc}"
            ) from None
    elif not isinstance(client, Client):
        raise SimulationError(
            f"client is a dask.distributed Client or a scheduler address, got {client!r}"
        )
    token = uuid.uuid4().hex[:12]
    try:
        # the spec (the agents: any size) goes to the workers once; each task names it and its chunk
        shared = client.scatter([spec], broadcast=True)[0] if chunks > 1 else spec
        futures = [
            client.submit(_run, shared, chunk, key=f"holdem-sim-{token}-{chunk}", pure=False)
            for chunk in range(chunks)
        ]
        try:
            for future in as_completed(futures):  # type: ignore[no-untyped-call]
                done(future.result())
        except BaseException:
            client.cancel(futures)
            raise
    finally:
        if own:
            client.close()
