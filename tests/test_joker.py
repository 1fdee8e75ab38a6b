"""The joker evaluator (R-HAND-7): holdem.evaluate_joker, JokerRank.

The exhaustive check over all C(53, 5) = 2,869,685 hands against a slow
ranker is the core's (cpp/tests/core_tests.cpp, joker_exhaustive_against_slow_reference);
here an independent Python reference checks random hands, and the bindings'
inputs and errors.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import numpy as np
import pytest

import holdem
from holdem import JOKER, JOKER_HAND_VALUES, JokerRank, evaluate, evaluate_joker

ROYAL = JOKER_HAND_VALUES


def slow_rank(cards: list[tuple[int, int | None]]) -> tuple:
    """(category, tie-break ranks) of five (rank, suit) cards; suit None: the joker as a rank of no suit.
    Categories 0 high card .. 8 straight flush, 9 five of a kind, 10 royal flush."""
    ranks = [r for r, _ in cards]
    suits = [s for _, s in cards]
    flush = suits[0] is not None and len(set(suits)) == 1
    counts = Counter(ranks)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    order = tuple(r for _, r in groups)
    high = None
    if len(counts) == 5:
        if max(ranks) - min(ranks) == 4:
            high = max(ranks)
        elif set(ranks) == {12, 0, 1, 2, 3}:
            high = 3
    shape = [n for n, _ in groups]
    if shape[0] == 5:
        return (9, order)
    if high is not None and flush:
        return (10 if high == 12 else 8, (high,))
    if shape[0] == 4:
        return (7, order)
    if shape[:2] == [3, 2]:
        return (6, order)
    if flush:
        return (5, order)
    if high is not None:
        return (4, (high,))
    if shape[0] == 3:
        return (3, order)
    if shape[:2] == [2, 2]:
        return (2, order)
    return (1 if shape[0] == 2 else 0, order)


def slow_joker_rank(ids: list[int]) -> tuple:
    natural = [(c // 4, c % 4) for c in ids if c != JOKER]
    if len(natural) == 5:
        return slow_rank(natural)
    options = [slow_rank(natural + [(12, None)])]  # an ace of no suit
    options += [slow_rank(natural + [(r, None)]) for r in range(13) if [x for x, _ in natural].count(r) == 4]
    for c in range(52):
        if (c // 4, c % 4) not in natural:
            key = slow_rank(natural + [(c // 4, c % 4)])
            if key[0] in (4, 5, 8, 10):  # straight, flush, straight flush, royal flush
                options.append(key)
    return max(options)


def test_known_values():
    assert JOKER == 52 and JOKER_HAND_VALUES == 7475
    assert evaluate_joker("Ah Kh Qh Jh Th") == ROYAL
    assert evaluate_joker("Ah Kh Qh Jh Jk") == ROYAL  # the joker as Th
    assert evaluate_joker("Kh Qh Jh Th Jk") == ROYAL  # as Ah
    assert evaluate_joker("As Ah Ad Ac Jk") == 7474  # five aces
    assert evaluate_joker("2s 2h 2d 2c jk") == 7462  # five deuces
    assert evaluate_joker("Ks Kh Kd Kc JK") > evaluate("Kh Qh Jh Th 9h") == 7461
    assert evaluate_joker("9h 8h 7h 6h Jk") == evaluate("Th 9h 8h 7h 6h")
    assert evaluate_joker("Ah 9h 7h 3h Jk") == evaluate("Ah Kh 9h 7h 3h")  # the highest missing card
    assert evaluate_joker("9c 8d 7h 5s Jk") == evaluate("9c 8d 7h 6s 5s")
    assert evaluate_joker("5c 4d 3h 2s Jk") == evaluate("6c 5d 4h 3s 2s")
    assert evaluate_joker("Ah Ad Kc Qs Jk") == evaluate("Ah Ad Ac Kc Qs")  # three aces
    assert evaluate_joker("Kh Kd Kc Qs Jk") == evaluate("Kh Kd Kc As Qs")  # no four kings: an ace
    assert evaluate_joker("Kh Kd Qc Qs Jk") == evaluate("Kh Kd Qc Qs Ac")
    assert evaluate_joker("Jk 7c 5d 4h 2s") == evaluate("Ac 7c 5d 4h 2s")
    assert evaluate_joker("7s 6s 5s 4s 2c") == evaluate("7s 6s 5s 4s 2c")


def test_inputs():
    expected = evaluate_joker("As Ah Ad Ac Jk")
    assert evaluate_joker([51, 50, 49, 48, 52]) == expected
    assert evaluate_joker(["As", "Ah", "Ad", "Ac", "jk"]) == expected
    assert evaluate_joker(np.array([51, 50, 49, 48, 52])) == expected
    assert evaluate_joker(iter([holdem.Card("As"), 50, "Ad", 48, np.int64(52)])) == expected
    assert evaluate_joker("10s9s8s7sJk") == evaluate_joker("Ts 9s 8s 7s Jk") == evaluate("Js Ts 9s 8s 7s")
    assert evaluate_joker("AhJkKhQhJh") == ROYAL  # cards may run together around the joker


def test_the_joker_is_no_card_elsewhere():
    for call in (lambda: holdem.parse_cards("Ah Jk"), lambda: holdem.parse_card("Jk"),
                 lambda: evaluate("Ah Kh Qh Jh Jk"), lambda: evaluate([48, 44, 40, 36, 52]),
                 lambda: holdem.Card(52)):
        with pytest.raises(holdem.InvalidCardError):
            call()


def test_errors():
    with pytest.raises(holdem.DuplicateCardError, match="duplicate card Jk"):
        evaluate_joker("Jk Ah Kh Qh Jk")
    with pytest.raises(holdem.DuplicateCardError, match="duplicate card Ah"):
        evaluate_joker("Ah Ah Kh Qh Jk")
    with pytest.raises(holdem.InvalidArgumentError, match="a joker hand is 5 cards, got 6"):
        evaluate_joker("Ah Kh Qh Jh Th Jk")
    with pytest.raises(holdem.InvalidArgumentError, match="got 8"):
        evaluate_joker(itertools.repeat(1))
    with pytest.raises(holdem.InvalidCardError, match="invalid card id 53"):
        evaluate_joker([53, 1, 2, 3, 4])
    with pytest.raises(holdem.InvalidCardError, match="invalid card 'Xx'"):
        evaluate_joker("Xx Ah Kh Qh Jh")
    with pytest.raises(holdem.InvalidCardError):
        evaluate_joker([-1, 1, 2, 3, 4])
    with pytest.raises(holdem.InvalidCardError):
        evaluate_joker([10**30, 1, 2, 3, 4])
    with pytest.raises(holdem.InvalidTypeError):
        evaluate_joker(5)
    with pytest.raises(holdem.CardTypeError):
        evaluate_joker([1.5, 1, 2, 3, 4])


def test_random_hands_order_as_the_reference():
    """Random hands with and without the joker: the joker values order them as the slow reference does,
    and equal reference keys get equal values."""
    rng = random.Random(14)
    hands = [rng.sample(range(52), 4) + [JOKER] for _ in range(4000)]
    hands += [rng.sample(range(53), 5) for _ in range(3000)]
    # Every five of a kind and some straight flushes, so the top of the scale is in the sample.
    hands += [[4 * r, 4 * r + 1, 4 * r + 2, 4 * r + 3, JOKER] for r in range(13)]
    hands += [[4 * (r - k) + 2 for k in range(5)] for r in range(4, 13)]
    by_key: dict[tuple, set[int]] = {}
    for hand in hands:
        rng.shuffle(hand)
        by_key.setdefault(slow_joker_rank(hand), set()).add(evaluate_joker(hand))
    assert all(len(v) == 1 for v in by_key.values())
    values = [next(iter(by_key[k])) for k in sorted(by_key)]
    assert values == sorted(set(values)) and 1 <= values[0] and values[-1] == ROYAL


def test_all_joker_hands():
    """All C(52, 4) = 270,725 hands with the joker: 13 five of a kind (one each), 20 royal flushes,
    and no joker hand worse than ace high (the joker is an ace at least)."""
    counts = Counter(evaluate_joker(list(four) + [JOKER]) for four in itertools.combinations(range(52), 4))
    assert sum(counts.values()) == 270_725
    assert [counts[7462 + r] for r in range(13)] == [1] * 13 and counts[ROYAL] == 20
    assert min(counts) > evaluate("Kc Qd Jh Ts 8c")  # the best king-high hand


def test_joker_rank():
    assert repr(JokerRank.of("Kh Kd Kc Ks Jk")) == "JokerRank(7473, 'five of a kind, kings')"
    assert JokerRank.of("Ah Kh Qh Jh Jk").name == "royal flush"
    assert str(JokerRank.of("Ah Ad Kc Qs Jk")) == "three of a kind, aces, king-queen kickers"
    assert JokerRank.of("9h 8h 7h 6h Jk").description == "straight flush, ten high"
    assert JokerRank(7462).five_of_a_kind and not JokerRank(7461).five_of_a_kind
    assert JokerRank.of("2c2d2h2sJk") > JokerRank.of("Kh Qh Jh Th 9h")
    with pytest.raises(holdem.InvalidArgumentError):
        JokerRank(7476)
    import pickle
    assert pickle.loads(pickle.dumps(JokerRank(7470))) == 7470
