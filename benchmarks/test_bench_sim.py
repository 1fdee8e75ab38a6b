"""holdem.simulate's hands per second: 6-max, random agents, on 1 and 2 local processes and a 2-worker Dask
LocalCluster, beside the plain Hand loop of test_bench_hands.py in the same run::

    python -m pytest benchmarks/test_bench_sim.py --benchmark-enable -s
    HOLDEM_SIM_HANDS=1000000 python -m pytest benchmarks/test_bench_sim.py --benchmark-enable -s   # the issue's size

Wall-clock hands per second (the run's own ``hands_per_second``: pool start-up included; the cluster's
start-up is measured apart). Targets (issue 12): 2 processes >= 1.8x one; 1 process >= 80% of the plain loop;
Dask >= 1.6x one process for a million hands. A target not met is an expected failure that prints the figure.
"""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

from holdem import simulate
from test_bench_hands import play_holdem

HANDS = int(os.environ.get("HOLDEM_SIM_HANDS", "200000"))
LOOP_HANDS = 20_000
AGENTS = ["random"] * 6


def _check(result: Any) -> None:
    assert result.complete and result.hands == HANDS
    assert sum(a.net for a in result.agents) == 0 and all(a.hands == HANDS for a in result.agents)


def test_simulate_one_and_two_processes_vs_hand_loop(benchmark: Any) -> None:
    start = time.perf_counter()
    assert play_holdem(6, LOOP_HANDS, 1) == LOOP_HANDS
    loop_rate = LOOP_HANDS / (time.perf_counter() - start)
    small = simulate(AGENTS, hands=5040, seed=1, workers=1)  # one chunk: the per-chunk overhead below
    one = benchmark.pedantic(lambda: simulate(AGENTS, hands=HANDS, seed=1, workers=1), rounds=1, iterations=1)
    two = simulate(AGENTS, hands=HANDS, seed=1, workers=2)
    _check(one)
    assert one == two  # the same hands
    speedup = two.hands_per_second / one.hands_per_second
    share = one.hands_per_second / loop_rate
    benchmark.extra_info.update(hands=HANDS, one_process=round(one.hands_per_second),
                                two_processes=round(two.hands_per_second), speedup=round(speedup, 3),
                                hand_loop=round(loop_rate), share_of_hand_loop=round(share, 3),
                                one_chunk_hands_per_second=round(small.hands_per_second))
    print(f"\n{HANDS:,} hands: 1 process {one.hands_per_second:,.0f}/s, 2 processes {two.hands_per_second:,.0f}/s "
          f"({speedup:.2f}x); plain Hand loop {loop_rate:,.0f}/s: 1 process keeps {share:.0%}")
    if speedup < 1.8 or share < 0.8:
        pytest.xfail(f"2 processes {speedup:.2f}x one (target 1.8x); 1 process {share:.0%} of the Hand loop "
                     "(target 80%)")


def test_simulate_on_a_two_worker_dask_cluster(benchmark: Any) -> None:
    distributed = pytest.importorskip("distributed")
    one = simulate(AGENTS, hands=HANDS, seed=2, workers=1)
    start = time.perf_counter()
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        client.wait_for_workers(2)
        startup = time.perf_counter() - start
        on_dask = benchmark.pedantic(lambda: simulate(AGENTS, hands=HANDS, seed=2, client=client), rounds=1,
                                     iterations=1)
    _check(on_dask)
    assert on_dask == one
    speedup = on_dask.hands_per_second / one.hands_per_second
    benchmark.extra_info.update(hands=HANDS, one_process=round(one.hands_per_second),
                                dask=round(on_dask.hands_per_second), speedup=round(speedup, 3),
                                cluster_startup_s=round(startup, 2))
    print(f"\n{HANDS:,} hands: Dask 2 workers {on_dask.hands_per_second:,.0f}/s, 1 process "
          f"{one.hands_per_second:,.0f}/s ({speedup:.2f}x); cluster start-up {startup:.2f} s")
    if speedup < 1.6:
        pytest.xfail(f"Dask {speedup:.2f}x one process (target 1.6x for a million hands)")
