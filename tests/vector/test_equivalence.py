"""VectorHands plays exactly as the scalar Hand (issue 28): the same deck orders and the same actions give
the same legal options (fold, check, call, the bet or raise-to range, the call's amount), the same actor,
stacks and bets at every step, and the same final stacks and chip gains, on random tables of 2 to 10
seats in the three betting structures with random blinds, antes of every type, unequal and tiny stacks,
and random actions of three styles (all-ins frequent, or showdowns on the river): R-BET-*, R-BLIND-*,
R-POT-*, R-SHOW-1..3."""

from __future__ import annotations

import pytest

from vector_helpers import play_equivalent

TABLES = 64  # tables a VectorHands of each seed; each seed draws its seats, structure and options


def test_vector_hands_match_hand_on_2000_random_hands():
    hands = decisions = 0
    for seed in range(32):
        played, made = play_equivalent(seed, TABLES)
        hands += played
        decisions += made
    assert hands == 2048 and decisions > 15_000


@pytest.mark.slow
def test_vector_hands_match_hand_on_100000_random_hands():
    hands = decisions = 0
    for seed in range(1000, 1000 + 1563):
        played, made = play_equivalent(seed, TABLES)
        hands += played
        decisions += made
    assert hands >= 100_000 and decisions > 700_000
