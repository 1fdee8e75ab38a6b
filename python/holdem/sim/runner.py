"""Running a simulation's chunks: here, on local processes or on a Dask cluster, each chunk's counts added up
as it finishes; Ctrl-C stops the run with the chunks that finished (:class:`SimulationInterrupted`).
"""

from __future__ import annotations

import os
import signal
import time
import uuid
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, TypeVar

from ..errors import SimulationError
from .hands import HandSpec
from .stats import SimResult, Tally, TournamentResult, TourTally
from .tournaments import TourSpec

__all__ = ["SimulationInterrupted", "cores", "run_chunks"]

_POLL = 0.1  # seconds between looks at finished chunks: Ctrl-C is seen at once, this only paces the progress
_Result = TypeVar("_Result", SimResult, TournamentResult)


class SimulationInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped :func:`simulate`: ``result`` holds the chunks that finished (``result.complete`` is False)."""

    def __init__(self, result: SimResult | TournamentResult) -> None:
        what = "tournaments" if isinstance(result, TournamentResult) else "hands"
        done = result.tournaments if isinstance(result, TournamentResult) else result.hands
        super().__init__(
            f"stopped after {result.chunks} of {result.chunks_total} chunks ({done:,} {what})"
        )
        self.result = result


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


def run_chunks(
    spec: HandSpec | TourSpec,
    tally: Tally | TourTally,
    summary: Callable[[int, float], _Result],
    *,
    workers: int | None,
    client: object,
    progress: Callable[[int, int], object] | None,
) -> _Result:
    """Every chunk of ``spec`` run on ``client`` (a Dask cluster), else here (``workers`` 1) or on ``workers``
    local processes, each added to ``tally`` as it finishes (``progress(done, total)`` told); returns
    ``summary(chunks, seconds)``, which Ctrl-C raises as :class:`SimulationInterrupted` instead."""
    chunks, total = spec.chunks, spec.total
    start = time.perf_counter()

    def done(part: Any) -> None:
        tally.add(part)
        if progress is not None:
            progress(tally.played, total)

    try:
        if client is not None:
            _on_dask(client, spec, chunks, done)
        elif workers == 1:
            for chunk in range(chunks):
                done(spec.run(chunk))
        else:
            _on_processes(min(int(workers or 1), chunks), spec, chunks, done)
    except KeyboardInterrupt:
        raise SimulationInterrupted(summary(chunks, time.perf_counter() - start)) from None
    return summary(chunks, time.perf_counter() - start)


def _run(spec: HandSpec | TourSpec, chunk: int) -> Any:
    """One chunk of either kind of run (what a worker is sent)."""
    return spec.run(chunk)


def _quiet_worker() -> None:
    # Ctrl-C goes to the whole process group: the parent stops the run and ends the workers itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)


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
    elif client.status != "running":  # closed: its first call would raise ClosedClientError
        raise SimulationError(
            f"the dask Client is {client.status}, not running: give a running Client or a "
            "scheduler address"
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
