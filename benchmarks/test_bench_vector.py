"""Decisions per second of the vector engine: 4,096 six-max tables stepped together on one core, beside
pokers (Rust, one hand at a time from Python) and the scalar Hand, measured in the same run (issue 28).

Every engine plays whole no-limit hands at blinds 1/2 with 200-chip stacks, a fresh deal each hand, and
at each turn one of the legal kinds of action (fold, check/call, bet/raise) picked uniformly at random,
a bet or raise to an amount uniform in the legal range. VectorHands draws the actions for all its tables
at once with numpy (the drawing is part of the timed loop, as the peers' random choices are part of
theirs) and deals the next hand of a finished table in the same step (``auto_reset``). A decision is one
action of one seat. Each engine runs on one core, so its rate is taken from the process's CPU time
(``time.process_time``: on an idle machine the wall time, and on a busy one the figure other work
disturbs least); the rounds are interleaved and the best round of each engine counts. Targets,
asserted when the benchmark is enabled::

    python -m pytest benchmarks/test_bench_vector.py --benchmark-enable -s

VectorHands at least 3 million decisions per second and at least 10 times pokers'; the ratios and the
scalar Hand's figure are printed and kept in ``extra_info``. pokers (0.1.2, a benchmark-only peer) is
skipped when absent.
"""

from __future__ import annotations

import random
import time
from typing import Any

import numpy as np
import pytest

import holdem
from holdem.vector import CALL, CHECK, FOLD, RAISE, VectorHands
from peers import pokers_random_hands, quiet_stdout

TABLES = 4096
SEATS = 6
STACK = 200
SMALL_BLIND, BIG_BLIND = 1, 2
STEPS = 300  # a round of VectorHands: 1.2 million decisions
POKERS_HANDS = 3000
HAND_HANDS = 1500
ROUNDS = 3
SEED = 20260101
CONFIG = holdem.TableConfig(small_blind=SMALL_BLIND, big_blind=BIG_BLIND)


def _choices() -> tuple[np.ndarray, np.ndarray]:
    """For each legal mask (fold, check, call, raise as bits 0-3): how many of the choices fold, check or
    call, bet or raise are legal, and the kind of each, so that drawing a choice is one look-up."""
    count = np.zeros(16, np.int64)
    kinds = np.zeros((16, 3), np.int8)
    for mask in range(16):
        passive = CHECK if mask >> CHECK & 1 else CALL  # check and call are one choice
        legal = [kind for kind in (FOLD, passive, RAISE) if mask >> kind & 1]
        count[mask] = len(legal)
        kinds[mask, : len(legal)] = legal
    return count, kinds.reshape(-1)


COUNT, KINDS = _choices()


def vector_decisions(hands: VectorHands, steps: int, rng: np.random.Generator) -> int:
    """``steps`` steps of every table with random legal actions drawn with numpy; returns the decisions."""
    n = hands.n_tables
    for _ in range(steps):
        mask = np.packbits(hands.legal, axis=1, bitorder="little").reshape(-1).astype(np.int64)
        choice = (rng.random(n) * COUNT.take(mask)).astype(np.int64)
        kind = KINDS.take(mask * 3 + choice)
        low, high = hands.min_raise_to, hands.max_raise_to
        amount = low + (rng.random(n) * (high - low + 1)).astype(np.int64)
        hands.step(kind, amount)
    return steps * n


def hand_decisions(hands: int, seed: int) -> int:
    """Whole hands of the scalar Hand played the same way; returns the decisions."""
    uniform = random.Random(seed).random
    dealing = holdem.seeded_rng(seed)
    stacks = [STACK] * SEATS
    decisions = 0
    for number in range(hands):
        hand = holdem.Hand(CONFIG, stacks, number % SEATS, rng=dealing)
        while not hand.is_complete:
            if hand.actor is None:
                hand.auto_showdown()
                continue
            legal = hand.legal_actions()
            kinds = [0] if legal.fold else []
            if legal.check or legal.call:
                kinds.append(1)
            if legal.max_raise_to:
                kinds.append(2)
            kind = kinds[int(uniform() * len(kinds))]
            if kind == 0:
                hand.fold()
            elif kind == 1:
                hand.check_or_call()
            else:
                low, high = legal.min_raise_to, legal.max_raise_to
                hand.bet_or_raise_to(low + int(uniform() * (high - low + 1)))
            decisions += 1
        assert sum(hand.stacks) == STACK * SEATS
    return decisions


def test_vector_decisions_per_second(benchmark: Any) -> None:
    pokers = pytest.importorskip("pokers")
    enabled = not benchmark.disabled
    steps, pokers_hands, hand_hands, rounds = (
        (STEPS, POKERS_HANDS, HAND_HANDS, ROUNDS) if enabled else (20, 50, 50, 1)
    )
    hands = VectorHands(TABLES, SEATS, CONFIG, stacks=STACK, seed=SEED, auto_reset=True)
    hands.reset()
    rng = np.random.default_rng(SEED)
    vector_decisions(hands, 20, rng)  # warm up: hands of every length in play, deal buffers made
    rates: dict[str, list[float]] = {"VectorHands": [], "pokers": [], "Hand": []}
    for _ in range(rounds):
        start = time.process_time()
        made = vector_decisions(hands, steps, rng)
        rates["VectorHands"].append(made / (time.process_time() - start))
        with quiet_stdout():
            start = time.process_time()
            made = pokers_random_hands(pokers, SEATS, pokers_hands, SEED, STACK, (1.0, 2.0))
            rates["pokers"].append(made / (time.process_time() - start))
        start = time.process_time()
        made = hand_decisions(hand_hands, SEED)
        rates["Hand"].append(made / (time.process_time() - start))
    # every chip is still on the tables: the finished hands were awarded in full
    assert (hands.stacks.sum(axis=1) + hands.pot == STACK * SEATS).all()
    best = {name: max(values) for name, values in rates.items()}
    vector_vs_pokers = best["VectorHands"] / best["pokers"]
    vector_vs_hand = best["VectorHands"] / best["Hand"]
    print(
        f"\ndecisions/s, best of {rounds}: VectorHands {best['VectorHands']:,.0f} "
        f"({TABLES} six-max tables), pokers {best['pokers']:,.0f}, Hand {best['Hand']:,.0f}; "
        f"VectorHands / pokers {vector_vs_pokers:.1f}x, VectorHands / Hand {vector_vs_hand:.1f}x"
    )
    benchmark.pedantic(vector_decisions, args=(hands, 1, rng), rounds=1, iterations=1)
    if enabled:
        benchmark.extra_info.update(
            {f"{name}_decisions_per_second": round(rate) for name, rate in best.items()}
        )
        benchmark.extra_info["vector_vs_pokers"] = round(vector_vs_pokers, 2)
        benchmark.extra_info["vector_vs_hand"] = round(vector_vs_hand, 2)
        assert best["VectorHands"] >= 3_000_000, f"{best['VectorHands']:,.0f} decisions/s"
        assert vector_vs_pokers >= 10, f"VectorHands / pokers {vector_vs_pokers:.1f}x"
