"""Evaluator speed: batch, one Python call per hand (against eval7, phevaluator,
treys in the same run), and enumerating every seven-card hand.

Run: python -m pytest benchmarks/test_bench_evaluator.py --benchmark-enable
Targets (issue 2): batch >= 300 M 7-card hands/s on one core, and native
random-order evaluation >= 400 M/s per core (the batch kernel is that native
loop: one Python call per 2 M hands); single calls >= 2x eval7; all
133,784,560 seven-card hands in < 0.5 s.
"""

from __future__ import annotations

import numpy as np
import pytest

import holdem
from holdem import _core

N_BATCH = 2_000_000
# Issue 2: the one-core batch rate against the peers' one-call-per-hand rate
# (none of them has a batch API).
PEER_RATE = "batch, one core, vs peers' single calls"
N_SINGLE = 20_000


@pytest.fixture(scope="module")
def hands7() -> np.ndarray:
    rng = np.random.default_rng(7)
    return np.argsort(rng.random((N_BATCH, 52)), axis=1)[:, :7].astype(np.uint8)


@pytest.fixture(scope="module")
def single_hands(hands7) -> list[list[int]]:
    return hands7[:N_SINGLE].tolist()


@pytest.fixture(scope="module")
def expected(hands7) -> np.ndarray:
    return holdem.evaluate_batch(hands7)


@pytest.mark.parametrize("kernel", holdem.batch_kernels())
def test_evaluate_batch_7_cards(benchmark, hands7, expected, kernel):
    """One core, each kernel this CPU has (the default is the last)."""
    benchmark.extra_info.update(items=N_BATCH, unit="hands")
    if kernel == holdem.batch_kernels()[-1]:  # the one "auto" picks
        benchmark.extra_info.update(compare=PEER_RATE, library="holdem")
    values = benchmark(_core.evaluate_batch, hands7, 1, None, kernel)
    assert np.array_equal(values, expected)
    sample = hands7[:2000].tolist()
    assert [holdem.evaluate(h) for h in sample] == expected[:2000].tolist()


def test_evaluate_batch_7_cards_into_out(benchmark, hands7, expected):
    """The same, writing into a reused array: no allocation or page faults per call."""
    benchmark.extra_info.update(items=N_BATCH, unit="hands")
    out = np.empty(N_BATCH, dtype=np.int32)
    values = benchmark(_core.evaluate_batch, hands7, 1, out)
    assert values is out and np.array_equal(out, expected)


def test_evaluate_batch_7_cards_all_cores(benchmark, hands7, expected):
    benchmark.extra_info.update(items=N_BATCH, unit="hands")
    values = benchmark(_core.evaluate_batch, hands7, 0)
    assert np.array_equal(values, expected)


def test_enumerate_all_seven_card_hands(benchmark):
    benchmark.extra_info.update(items=133_784_560, unit="hands")
    counts = benchmark.pedantic(_core.enumerate_value_counts, args=(7,), rounds=3, iterations=1)
    assert int(counts.sum()) == 133_784_560 and int(counts[7462]) == 4324


def _loop(evaluate, hands):
    total = 0
    for h in hands:
        total += evaluate(h)
    return total


def test_single_call_holdem(benchmark, single_hands, expected):
    benchmark.extra_info.update(
        items=N_SINGLE, unit="hands", compare="single call", library="holdem"
    )
    total = benchmark(_loop, holdem.evaluate, single_hands)
    assert total == int(expected[:N_SINGLE].sum())


def test_single_call_eval7(benchmark, single_hands, expected):
    eval7 = pytest.importorskip("eval7")
    hands = [[eval7.Card(str(holdem.Card(c))) for c in h] for h in single_hands]
    benchmark.extra_info.update(
        items=N_SINGLE, unit="hands", compare=["single call", PEER_RATE], library="eval7"
    )
    benchmark(_loop, eval7.evaluate, hands)
    # same order as ours on a sample (eval7: higher is better, its own scale)
    theirs = [eval7.evaluate(h) for h in hands[:3000]]
    ours = expected[:3000].tolist()
    assert sorted(range(3000), key=lambda i: (theirs[i], i)) == sorted(
        range(3000), key=lambda i: (ours[i], i)
    )


def test_single_call_phevaluator(benchmark, single_hands, expected):
    phevaluator = pytest.importorskip("phevaluator")
    benchmark.extra_info.update(
        items=N_SINGLE, unit="hands", compare=["single call", PEER_RATE], library="phevaluator"
    )

    def evaluate(h):
        return phevaluator.evaluate_cards(*h)

    benchmark(_loop, evaluate, single_hands)
    assert [7463 - evaluate(h) for h in single_hands[:3000]] == expected[:3000].tolist()


def test_single_call_treys(benchmark, single_hands, expected):
    treys = pytest.importorskip("treys")
    ev = treys.Evaluator()
    hands = [[treys.Card.new(str(holdem.Card(c))) for c in h] for h in single_hands[:2000]]
    benchmark.extra_info.update(
        items=len(hands), unit="hands", compare=["single call", PEER_RATE], library="treys"
    )

    def evaluate(h):
        return ev.evaluate(h[:2], h[2:])

    benchmark(_loop, evaluate, hands)
    assert [7463 - evaluate(h) for h in hands[:500]] == expected[:500].tolist()


@pytest.fixture(scope="module")
def joker_hands(hands7) -> list[list[int]]:
    """Five-card hands, one in two with the joker (card 52) in a random place."""
    rng = np.random.default_rng(14)
    hands = hands7[:N_SINGLE, :5].tolist()
    for h in hands[::2]:
        h[int(rng.integers(5))] = 52
    return hands


def test_single_call_joker(benchmark, joker_hands):
    """holdem.evaluate_joker, one call per five-card hand (half of them with the joker)."""
    benchmark.extra_info.update(items=N_SINGLE, unit="hands", library="holdem")
    benchmark(_loop, holdem.evaluate_joker, joker_hands)
    assert all(
        1 <= holdem.evaluate_joker(h) <= holdem.JOKER_HAND_VALUES for h in joker_hands[:1000]
    )


def test_single_call_5_cards_no_joker(benchmark, joker_hands, hands7):
    """holdem.evaluate on the same five-card hands without the joker: the joker-free rate beside it."""
    hands = hands7[:N_SINGLE, :5].tolist()
    benchmark.extra_info.update(items=N_SINGLE, unit="hands", library="holdem")
    benchmark(_loop, holdem.evaluate, hands)
