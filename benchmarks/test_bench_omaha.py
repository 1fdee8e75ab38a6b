"""Omaha and short-deck evaluation speed: one Python call per hand against phevaluator's
``evaluate_omaha_cards`` (and pokerkit's ``OmahaHoldemHand``) in the same run, and the numpy batches.

Run: python -m pytest benchmarks/test_bench_omaha.py --benchmark-enable
Targets (issue 30): an Omaha-4 high single call from Python at least 10x phevaluator's; the Omaha-4 batch
at least 30 M hands/s on one core.
"""

from __future__ import annotations

import numpy as np
import pytest

import holdem

N_BATCH = 2_000_000
N_SINGLE = 20_000
SINGLE = "Omaha-4 high, one Python call per hand"
BATCH_VS_SINGLE = "Omaha-4 high batch, one core, vs peers' single calls"


def _deal(seed: int, n: int, width: int, deck: int = 52) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return (np.argsort(rng.random((n, deck)), axis=1)[:, :width] + (52 - deck)).astype(np.uint8)


@pytest.fixture(scope="module")
def omaha4() -> tuple[np.ndarray, np.ndarray]:
    cards = _deal(30, N_BATCH, 9)
    return np.ascontiguousarray(cards[:, :4]), np.ascontiguousarray(cards[:, 4:])


@pytest.fixture(scope="module")
def expected4(omaha4) -> np.ndarray:
    return holdem.evaluate_omaha_batch(*omaha4)


@pytest.fixture(scope="module")
def single_hands(omaha4) -> list[tuple[list[int], list[int]]]:
    hole, board = omaha4
    return list(zip(hole[:N_SINGLE].tolist(), board[:N_SINGLE].tolist()))


def _loop(evaluate, hands):
    total = 0
    for hole, board in hands:
        total += evaluate(hole, board)
    return total


def test_single_call_omaha_holdem(benchmark, single_hands, expected4):
    benchmark.extra_info.update(items=N_SINGLE, unit="hands", compare=SINGLE, library="holdem")
    total = benchmark(_loop, holdem.evaluate_omaha, single_hands)
    assert total == int(expected4[:N_SINGLE].sum())


def test_single_call_omaha_phevaluator(benchmark, single_hands, expected4):
    phevaluator = pytest.importorskip("phevaluator")
    benchmark.extra_info.update(
        items=N_SINGLE, unit="hands", compare=[SINGLE, BATCH_VS_SINGLE], library="phevaluator"
    )

    def evaluate(hole, board):
        return phevaluator.evaluate_omaha_cards(*board, *hole)  # the board first

    benchmark(_loop, evaluate, single_hands)
    # phevaluator ranks 1 (best) to 7462: the same order is ours == 7463 - theirs
    assert [7463 - evaluate(h, b) for h, b in single_hands[:2000]] == expected4[:2000].tolist()


def test_single_call_omaha_pokerkit(benchmark, single_hands, expected4):
    pokerkit = pytest.importorskip("pokerkit")
    names = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    hands = [
        (
            list(pokerkit.Card.parse("".join(names[c] for c in h))),
            list(pokerkit.Card.parse("".join(names[c] for c in b))),
        )
        for h, b in single_hands[:300]
    ]
    benchmark.extra_info.update(
        items=len(hands), unit="hands", compare=[SINGLE, BATCH_VS_SINGLE], library="pokerkit"
    )

    def evaluate(hole, board):
        return pokerkit.OmahaHoldemHand.from_game(hole, board).entry.index

    theirs = benchmark.pedantic(lambda: [evaluate(h, b) for h, b in hands], rounds=3, iterations=1)
    ours = expected4[:300]
    assert sorted(range(300), key=lambda i: (theirs[i], i)) == sorted(
        range(300), key=lambda i: (ours[i], i)
    )


def test_omaha4_batch_one_core(benchmark, omaha4, expected4):
    benchmark.extra_info.update(
        items=N_BATCH, unit="hands", compare=BATCH_VS_SINGLE, library="holdem"
    )
    values = benchmark(holdem.evaluate_omaha_batch, *omaha4)
    assert np.array_equal(values, expected4)


@pytest.mark.parametrize("hole_cards", [5, 6])
def test_omaha_5_and_6_batch_one_core(benchmark, hole_cards):
    cards = _deal(31 + hole_cards, N_BATCH, hole_cards + 5)
    hole, board = (
        np.ascontiguousarray(cards[:, :hole_cards]),
        np.ascontiguousarray(cards[:, hole_cards:]),
    )
    benchmark.extra_info.update(items=N_BATCH, unit="hands")
    values = benchmark(holdem.evaluate_omaha_batch, hole, board)
    sample = [
        holdem.evaluate_omaha(h, b) for h, b in zip(hole[:1000].tolist(), board[:1000].tolist())
    ]
    assert values[:1000].tolist() == sample


def test_omaha4_batch_all_cores(benchmark, omaha4, expected4):
    benchmark.extra_info.update(items=N_BATCH, unit="hands")
    values = benchmark(holdem.evaluate_omaha_batch, *omaha4, threads=0)
    assert np.array_equal(values, expected4)


def test_omaha4_low_batch_one_core(benchmark, omaha4):
    benchmark.extra_info.update(items=N_BATCH, unit="hands")
    values = benchmark(holdem.evaluate_omaha_low_batch, *omaha4)
    hole, board = omaha4
    sample = [
        holdem.evaluate_omaha_low(h, b) for h, b in zip(hole[:1000].tolist(), board[:1000].tolist())
    ]
    assert values[:1000].tolist() == sample


def test_single_call_omaha_low(benchmark, single_hands):
    benchmark.extra_info.update(items=N_SINGLE, unit="hands", library="holdem")
    total = benchmark(_loop, holdem.evaluate_omaha_low, single_hands)
    assert total > 0


@pytest.fixture(scope="module")
def short_deck7() -> np.ndarray:
    return _deal(40, N_BATCH, 7, deck=36)


def test_short_deck_batch_one_core(benchmark, short_deck7):
    benchmark.extra_info.update(items=N_BATCH, unit="hands")
    values = benchmark(holdem.evaluate_short_deck_batch, short_deck7)
    assert values[:1000].tolist() == [
        holdem.evaluate_short_deck(row) for row in short_deck7[:1000].tolist()
    ]


def test_single_call_short_deck(benchmark, short_deck7):
    hands = short_deck7[:N_SINGLE].tolist()
    benchmark.extra_info.update(items=N_SINGLE, unit="hands", library="holdem")

    def loop():
        return sum(holdem.evaluate_short_deck(h) for h in hands)

    total = benchmark(loop)
    assert total == int(holdem.evaluate_short_deck_batch(short_deck7[:N_SINGLE]).sum())
