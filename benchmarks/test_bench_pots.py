"""Pot resolution speed (R-POT-1..6): 6-seat showdowns with side pots.

Run with ``python -m pytest benchmarks/test_bench_pots.py --benchmark-enable``.
Targets: the batch form at least 5 M hands/s on one core (from hand
values; from hole cards and boards the evaluation of every seat is added); a
single Python call well under 2 microseconds. Peers: the same algorithm in plain Python
(what a caller writes without this library) and pokerkit playing the same
kind of all-in hand to its payoffs (dealing and evaluation included, so only
an order of magnitude, not a like-for-like ratio).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import holdem
from holdem import resolve_pots, resolve_pots_batch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "core"))
from test_pots import reference  # noqa: E402  (the plain-Python reference of the tests)

from peers import pokerkit_automations

SEATS = 6
BATCH = 200_000


def side_pot_showdowns(rows: int, seed: int = 7):
    """Everyone all-in for a different stack (up to 5 pots plus a returned top), some folds."""
    rng = np.random.default_rng(seed)
    contributions = rng.integers(1, 200, size=(rows, SEATS)).astype(np.int64) * 25
    folded = rng.random((rows, SEATS)) < 0.15
    folded[np.arange(rows), rng.integers(0, SEATS, rows)] = False
    # a folded seat put in part of what it faced
    contributions[folded] //= 3
    hand_values = rng.integers(1, holdem.HAND_VALUES + 1, size=(rows, SEATS)).astype(np.int32)
    # some exact ties, so that splits and odd chips are part of the work
    tie = rng.random(rows) < 0.2
    hand_values[tie, 1] = hand_values[tie, 0]
    buttons = rng.integers(0, SEATS, rows).astype(np.int32)
    return contributions, folded, hand_values, buttons


@pytest.fixture(scope="module")
def batch():
    return side_pot_showdowns(BATCH)


def test_bench_resolve_pots_batch_6_seats(benchmark, batch):
    contributions, folded, hand_values, buttons = batch
    winnings = benchmark(resolve_pots_batch, contributions, folded, hand_values, buttons)
    assert (winnings.sum(axis=1) == contributions.sum(axis=1)).all()
    for row in range(0, BATCH, 997):
        single = resolve_pots(
            contributions[row].tolist(),
            folded[row].tolist(),
            hand_values[row].tolist(),
            button=int(buttons[row]),
        )
        assert tuple(winnings[row].tolist()) == single.winnings
    side_pots = sum(
        len(
            resolve_pots(
                contributions[r].tolist(),
                folded[r].tolist(),
                hand_values[r].tolist(),
                button=int(buttons[r]),
            ).pots
        )
        > 1
        for r in range(1000)
    )
    assert side_pots > 800
    if benchmark.stats:
        benchmark.extra_info["hands_per_second"] = BATCH / benchmark.stats.stats.mean


def test_bench_resolve_pots_batch_from_hole_cards_6_seats(benchmark, batch):
    """The same showdowns from hole cards and boards: the evaluation is in the call (no GIL)."""
    contributions, folded, _, buttons = batch
    rng = np.random.default_rng(8)
    decks = np.argsort(rng.random((BATCH, 52)), axis=1).astype(np.uint8)
    hole_cards = decks[:, : 2 * SEATS].reshape(BATCH, SEATS, 2).copy()
    boards = decks[:, 2 * SEATS : 2 * SEATS + 5].copy()
    winnings = benchmark(
        resolve_pots_batch,
        contributions,
        folded,
        buttons=buttons,
        hole_cards=hole_cards,
        boards=boards,
    )
    assert (winnings.sum(axis=1) == contributions.sum(axis=1)).all()
    cards = np.concatenate(
        [hole_cards, np.repeat(boards[:, None, :], SEATS, axis=1)], axis=2
    ).reshape(-1, 7)
    values = holdem.evaluate_batch(cards).reshape(BATCH, SEATS)
    assert (resolve_pots_batch(contributions, folded, values, buttons) == winnings).all()
    if benchmark.stats:
        benchmark.extra_info["hands_per_second"] = BATCH / benchmark.stats.stats.mean


HAND = (
    [100, 300, 300, 50, 1000, 1200],
    [False, False, False, True, False, False],
    [4000, 5000, 3000, 0, 5000, 100],
)
EXPECTED_WINNINGS = (0, 675, 0, 0, 2075, 200)


def test_bench_resolve_pots_single_call(benchmark):
    contributions, folded, values = HAND
    result = benchmark(resolve_pots, contributions, folded, values, button=5)
    assert result.winnings == EXPECTED_WINNINGS
    assert [p.amount for p in result.pots] == [550, 800, 1400]
    assert result.returned == (0, 0, 0, 0, 0, 200)


def test_bench_resolve_pots_single_call_with_winnings_and_pots(benchmark):
    contributions, folded, values = HAND

    def resolve_and_read():
        result = resolve_pots(contributions, folded, values, button=5)
        return result.winnings, result.pots

    winnings, pots = benchmark(resolve_and_read)
    assert winnings == EXPECTED_WINNINGS and len(pots) == 3


def test_bench_peer_plain_python_reference(benchmark):
    contributions, folded, values = HAND
    winnings, pots, returned = benchmark(reference, contributions, folded, values, 5)
    assert winnings == EXPECTED_WINNINGS


def test_bench_peer_pokerkit_all_in_hand(benchmark):
    pokerkit = pytest.importorskip("pokerkit")
    automations = pokerkit_automations(pokerkit)
    stacks = (400, 900, 1500, 2500, 3000, 5000)

    def all_in_hand():
        state = pokerkit.NoLimitTexasHoldem.create_state(
            automations, True, 0, (50, 100), 100, stacks, SEATS
        )
        state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
        while state.status:
            state.check_or_call()
        return state.stacks

    final = benchmark(all_in_hand)
    assert sum(final) == sum(stacks)
