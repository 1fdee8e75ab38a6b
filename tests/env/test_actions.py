"""holdem.env's action mappings (issue 28): the discrete set and the numeric raise map every choice to an
action the engine accepts, the mask matches Hand.legal_actions (R-BET-4), the batch and one-hand forms
agree, and the edges are exact: the minimum raise (R-BET-7), all-in, fixed-limit (R-BET-11), pot-limit
(R-BET-10) and stacks too short to raise."""

from __future__ import annotations

import copy
import random

import numpy as np
import pytest

from env_helpers import random_states
from holdem import EnvError, Hand, TableConfig
from holdem.env import (
    CALL,
    CHECK,
    FOLD,
    RAISE,
    DiscreteActions,
    act,
    check_or_call,
    clamp_raise,
    continuous_action,
    continuous_action_hand,
    raise_fraction,
    raw_observation,
)
from holdem.game import BettingStructure


def _legal_now(hand: Hand, kind: int, amount: int) -> bool:
    """Whether the engine takes (kind, amount) now (tried on a copy)."""
    try:
        act(copy.copy(hand), kind, amount)
    except Exception:
        return False
    return True


def _decision_states(seed: int, hands: int):
    for hand, seat in random_states(seed, hands):
        if hand.actor is not None and seat == hand.actor:
            yield hand


@pytest.mark.parametrize(
    ("fractions", "hands"),
    [
        ((0.5, 1.0, 2.0), 40),
        ((0.25, 0.33, 0.75, 1.5, 3.0), 40),
        pytest.param((0.5, 1.0, 2.0), 600, marks=pytest.mark.slow),
    ],
)
def test_every_discrete_choice_maps_to_a_legal_action_and_the_mask_is_the_engines(fractions, hands):
    """At every decision of random hands: the mask's fold and check/call are Hand.legal_actions'
    (fold allowed even when checking is free, R-BET-4), a raise choice is allowed only when a raise is,
    the allowed raises are distinct, increasing and below the largest; every index, allowed or not,
    decodes to an action the engine takes; the batch and one-hand forms agree."""
    actions = DiscreteActions(fractions)
    decisions = 0
    for hand in _decision_states(seed=len(fractions) + hands, hands=hands):
        legal = hand.legal_actions()
        raw = raw_observation(hand, hand.actor)
        mask = actions.mask(raw)[0]
        assert mask.astype(np.int8).tolist() == actions.mask_hand(hand).tolist()
        assert mask[0] == legal.fold and mask[1] == (legal.check or legal.call is not None)
        can_raise = legal.min_raise_to is not None
        assert mask[-1] == can_raise and (can_raise or not mask[2:].any())
        amounts = actions.amounts(raw)[0]
        assert amounts.tolist() == (
            actions.amounts_hand(hand) if can_raise else [0] * len(fractions)
        )
        allowed = [int(a) for a, m in zip(amounts, mask[2:-1]) if m]
        if can_raise:
            allowed.append(legal.max_raise_to)
            assert allowed == sorted(set(allowed))
            assert all(legal.min_raise_to <= a <= legal.max_raise_to for a in allowed)
        for index in range(actions.size):
            kind, amount = actions.decode(raw, [index])
            pair = (int(kind[0]), int(amount[0]))
            assert pair == actions.decode_hand(hand, index)
            assert _legal_now(hand, *pair), (index, pair, legal)
        decisions += 1
    assert decisions > 150


def test_numeric_raises_map_into_the_legal_range_at_random_states():
    """raise_fraction, clamp_raise and continuous_action give legal actions, the batch and one-hand
    forms agreeing; fraction 0 is the minimum raise and 1 the maximum (R-BET-7)."""
    rng = random.Random(5)
    for hand in _decision_states(seed=9, hands=40):
        legal = hand.legal_actions()
        raw = raw_observation(hand, hand.actor)
        passive = CALL if legal.call is not None and not legal.check else CHECK
        for fraction in (0.0, 1.0, rng.random(), -3.0, 7.0):
            kind, amount = raise_fraction(raw, fraction)
            pair = (int(kind[0]), int(amount[0]))
            assert _legal_now(hand, *pair)
            if legal.min_raise_to is None:
                assert pair == (passive, 0)
            elif fraction <= 0:
                assert pair == (RAISE, legal.min_raise_to)
            elif fraction >= 1:
                assert pair == (RAISE, legal.max_raise_to)
            selector = rng.choice([0.1, 0.5, 0.9])
            kind, amount = continuous_action(raw, [[selector, fraction]])
            pair = (int(kind[0]), int(amount[0]))
            assert pair == continuous_action_hand(hand, [selector, fraction])
            assert _legal_now(hand, *pair)
        for wanted in (0, 1, legal.min_raise_to or 5, 10**12, rng.randint(0, 500)):
            kind, amount = clamp_raise(raw, wanted)
            assert _legal_now(hand, int(kind[0]), int(amount[0]))
            if legal.min_raise_to is not None:
                assert amount[0] == min(max(wanted, legal.min_raise_to), legal.max_raise_to)


def _table(betting=BettingStructure.NO_LIMIT, stacks=(1000, 1000), button=0, **options) -> Hand:
    config = TableConfig(betting, small_blind=5, big_blind=10, **options)
    return Hand(config, list(stacks), button=button, seed=1)


def test_a_fraction_below_the_minimum_raise_is_the_minimum_raise():
    """R-BET-7: after a raise to 100 over the big blind of 10 the minimum re-raise is to 190. The pot after
    the big blind's call of 90 is 200: half of it over the bet of 100 makes 200, above the minimum; a tenth
    makes 120, clamped up to 190, the minimum."""
    hand = _table()
    hand.raise_to(100)
    raw = raw_observation(hand, 1)
    assert hand.legal_actions().min_raise_to == 190
    actions = DiscreteActions((0.1, 0.5))
    assert actions.amounts(raw).tolist() == [[190, 200]]
    assert actions.mask(raw).tolist() == [[True, True, True, True, True]]
    assert [a.tolist() for a in actions.decode(raw, [2])] == [[RAISE], [190]]
    two = DiscreteActions(
        (0.05, 0.1)
    )  # both below the minimum: the second is the same raise, masked
    assert two.amounts(raw).tolist() == [[190, 190]]
    assert two.mask(raw)[0, 2:].tolist() == [True, False, True]


def test_the_largest_raise_is_all_in_in_no_limit():
    hand = _table(stacks=(1000, 300))
    raw = raw_observation(hand, 0)
    actions = DiscreteActions()
    kind, amount = actions.decode(raw, [actions.size - 1])
    assert (kind.tolist(), amount.tolist()) == ([RAISE], [1000])
    action = act(hand, kind[0], amount[0])
    assert action.all_in and hand.stacks[0] == 0
    assert actions.amounts(raw).tolist() == [
        [20, 30, 50]
    ]  # the bet 10 + 0.5 * (pot 15 + call 5), ...


def test_fixed_limit_has_one_raise_size():
    """R-BET-11: in fixed limit the minimum and the maximum are the one size: every raise choice decodes to
    it, and only the last choice is allowed."""
    hand = _table(BettingStructure.FIXED_LIMIT, stacks=(1000, 1000, 1000))
    legal = hand.legal_actions()
    assert legal.min_raise_to == legal.max_raise_to == 20
    raw = raw_observation(hand, hand.actor)
    actions = DiscreteActions()
    assert actions.mask(raw).tolist() == [[True, True, False, False, False, True]]
    for index in range(2, actions.size):
        assert [a.tolist() for a in actions.decode(raw, [index])] == [[RAISE], [20]]
    assert [a.tolist() for a in raise_fraction(raw, 0.7)] == [[RAISE], [20]]
    assert [a.tolist() for a in clamp_raise(raw, 1)] == [[RAISE], [20]]


def test_pot_limit_caps_the_fractions_at_the_pot_raise():
    """R-BET-10: the pot raise is the maximum; a larger fraction is that raise, masked as a fraction."""
    hand = _table(BettingStructure.POT_LIMIT)
    legal = hand.legal_actions()
    raw = raw_observation(hand, 0)
    actions = DiscreteActions()
    assert legal.max_raise_to == 30  # call 5, then raise the pot of 20: to 30
    assert actions.amounts(raw).tolist() == [[20, 30, 30]]
    assert actions.mask(raw).tolist() == [[True, True, True, False, False, True]]


def test_a_stack_too_short_to_raise_calls_all_in_for_less():
    """A seat with fewer chips than the call may only fold or call (all-in for less): every raise choice
    and numeric raise is the call."""
    hand = _table(stacks=(1000, 1000, 30), button=0)  # seat 2 posts 10 of its 30 as the big blind
    hand.raise_to(200)  # the button
    hand.fold()  # the small blind
    legal = hand.legal_actions()
    assert hand.actor == 2 and legal.call == 20 and legal.min_raise_to is None
    raw = raw_observation(hand, 2)
    actions = DiscreteActions()
    assert actions.mask(raw).tolist() == [[True, True, False, False, False, False]]
    for index in range(1, actions.size):
        assert [a.tolist() for a in actions.decode(raw, [index])] == [[CALL], [0]]
    assert [a.tolist() for a in raise_fraction(raw, 1.0)] == [[CALL], [0]]
    assert act(hand, CALL).all_in


def test_check_or_call_and_folds_where_checking_is_free():
    """R-BET-4: folding is allowed even when a check is free; the mask allows it, as the engine does."""
    hand = _table()
    hand.call()
    raw = raw_observation(hand, 1)  # the big blind may check
    assert check_or_call(raw).tolist() == [CHECK]
    assert DiscreteActions().mask(raw)[0, :2].tolist() == [True, True]
    assert [a.tolist() for a in DiscreteActions().decode(raw, [0])] == [[FOLD], [0]]
    assert [a.tolist() for a in continuous_action(raw, [[0.5, 0.0]])] == [[CHECK], [0]]


def test_a_finished_table_gets_a_check_that_the_batch_ignores():
    hand = _table()
    hand.fold()
    raw = raw_observation(hand, 0)
    assert check_or_call(raw).tolist() == [CHECK]
    assert not DiscreteActions().mask(raw).any()
    with pytest.raises(EnvError, match="no one is to act"):
        DiscreteActions().decode_hand(hand, 1)


def test_bad_actions_and_options_raise_env_errors():
    hand = _table()
    raw = raw_observation(hand, 0)
    actions = DiscreteActions()
    with pytest.raises(EnvError, match="a discrete action is 0 to 5"):
        actions.decode(raw, [6])
    with pytest.raises(EnvError, match="whole numbers"):
        actions.decode(raw, [1.5])
    with pytest.raises(EnvError, match="one value per table, shape \\(1,\\)"):
        actions.decode(raw, [1, 2])
    with pytest.raises(EnvError, match="finite"):
        raise_fraction(raw, float("nan"))
    with pytest.raises(EnvError, match="\\(1, 2\\) array"):
        continuous_action(raw, [0.5, 0.5, 0.5])
    with pytest.raises(EnvError, match="two finite numbers"):
        continuous_action_hand(hand, [float("inf"), 0])
    with pytest.raises(EnvError, match="must increase"):
        DiscreteActions((1.0, 0.5))
    with pytest.raises(EnvError, match="positive finite"):
        DiscreteActions((0.0,))
    with pytest.raises(EnvError, match="an action kind is 0 fold"):
        act(hand, 7)
    assert hand.actor == 0 and hand.events == _table().events  # nothing applied
