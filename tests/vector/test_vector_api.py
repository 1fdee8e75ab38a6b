"""VectorHands' interface: arguments and their errors (typed, naming the tables and what is allowed, the
state unchanged), resets of some tables, auto-reset, seeds, and the raw observation (hidden cards kept
hidden, the history ring)."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

from holdem import (
    BettingStructure,
    ConfigError,
    DealingError,
    HandStateError,
    HoldemError,
    IllegalActionError,
    InvalidArgumentError,
    TableConfig,
)
from holdem.vector import CALL, CHECK, FOLD, HISTORY_LENGTH, RAISE, RawObservation, VectorHands
from vector_helpers import deck_order, random_actions


def state(hands: VectorHands) -> bytes:
    """Everything a step could change, for "unchanged" checks."""
    st = hands._st
    return pickle.dumps(
        [st.table, st.stacks, st.bets, st.contrib, st.level, st.mark, st.codes, st.amounts]
    )


def dealt(n: int = 3, seats: int = 3, **options) -> VectorHands:
    hands = VectorHands(n, seats, stacks=100, seed=3, **options)
    hands.reset()
    return hands


def test_R_BET_4_illegal_kinds_are_refused_naming_the_tables_and_nothing_changes():
    hands = dealt()
    before = state(hands)
    with pytest.raises(IllegalActionError, match=r"tables 0, 1 and 2: cannot check .*R-BET-4"):
        hands.step(np.full(3, CHECK))
    with pytest.raises(IllegalActionError, match="kind 7 is not an action"):
        hands.step(np.array([CALL, 7, CALL]))
    assert state(hands) == before


def test_R_BET_7_amounts_out_of_range_name_each_table_and_its_range():
    hands = dealt()
    before = state(hands)
    with pytest.raises(IllegalActionError) as info:
        hands.step(np.full(3, RAISE), np.array([4, 3, 101]))
    message = str(info.value)
    assert "tables 1 and 2" in message
    assert "table 1 raises to 3, allowed 4 to 100" in message and "table 2 raises to 101" in message
    assert state(hands) == before
    hands.step(np.full(3, RAISE), np.array([4, 100, 50]))  # the range's ends and a point between


def test_wrong_shapes_and_types_are_refused():
    hands = dealt()
    with pytest.raises(InvalidArgumentError, match=r"kind has one entry per table: shape \(3,\)"):
        hands.step(np.array([CALL, CALL]))
    with pytest.raises(InvalidArgumentError, match="kind must be an integer array"):
        hands.step(np.array([1.0, 2.0, 2.0]))
    with pytest.raises(InvalidArgumentError, match="amount has one entry per table"):
        hands.step(np.full(3, CALL), np.zeros((3, 1), int))
    with pytest.raises(InvalidArgumentError, match="tables .* are not tables: 0 to 2"):
        hands.step(np.full(3, CALL), tables=[5])
    with pytest.raises(HoldemError, match="stacks must have shape"):
        VectorHands(3, 3, stacks=np.ones((2, 3), int))
    with pytest.raises(InvalidArgumentError, match=r"stacks\[1, 2\] is 0: allowed 1"):
        VectorHands(3, 3, stacks=[[5, 5, 5], [5, 5, 0], [5, 5, 5]])
    with pytest.raises(InvalidArgumentError, match="n_seats"):
        VectorHands(3, 11)
    with pytest.raises(ConfigError, match=r"small_blind\[1\] \(3\) must not be larger"):
        VectorHands(2, 3, small_blind=[1, 3], big_blind=[2, 2])


def test_configs_it_does_not_play_are_refused():
    for config, match in (
        (TableConfig(rules="pokerkit"), "rule book's readings"),
        (TableConfig(small_blind=1, big_blind=2, straddles=(4,)), "straddles"),
        (TableConfig(small_blind=0, big_blind=0, ante=1, min_bet=2), "big blind"),
        (TableConfig(min_bet=5), "bet sizes"),
        (TableConfig(small_blind=0, big_blind=2, ante=2, button_blind=True), "button blind"),
    ):
        with pytest.raises(ConfigError, match=match):
            VectorHands(2, 4, config, big_blind=[2, 4])


def test_R_BET_14_stepping_a_finished_table_is_refused():
    hands = dealt()
    hands.step(np.full(3, FOLD), tables=[1])
    hands.step(np.full(3, FOLD), tables=[1])
    assert hands.done.tolist() == [False, True, False]
    before = state(hands)
    with pytest.raises(HandStateError, match="table 1: the hand is over"):
        hands.step(np.full(3, CALL), tables=[0, 1])
    assert state(hands) == before
    # without tables, the unfinished ones act and the finished one is left alone
    result = hands.step(np.full(3, FOLD))
    assert result.finished.tolist() == [False, False, False] and hands.done.tolist()[1]
    hands.step(np.full(3, FOLD))
    with pytest.raises(HandStateError, match="every table's hand is over"):
        hands.step(np.full(3, FOLD))


def test_a_table_never_dealt_waits_for_reset():
    hands = VectorHands(2, 2)
    assert hands.done.all() and hands.actor.tolist() == [-1, -1]
    with pytest.raises(HandStateError):
        hands.step(np.full(2, CALL))


def test_reset_of_some_tables_leaves_the_others_as_they_were():
    hands = dealt(4, 3)
    hands.step(np.full(4, CALL))
    before = hands.stacks, hands.bets, hands.actor
    hands.reset(tables=np.array([False, True, False, True]), stacks=[[10, 20, 30], [40, 50, 60]])
    assert (hands.stacks[[0, 2]] == before[0][[0, 2]]).all()
    assert (hands.bets[[0, 2]] == before[1][[0, 2]]).all()
    assert hands.starting_stacks[[1, 3]].tolist() == [[10, 20, 30], [40, 50, 60]]
    assert hands.button.tolist() == [0, 1, 0, 1]  # the reset tables' button moved on


def test_reset_from_deck_orders_deals_those_cards_and_refuses_a_bad_deck():
    hands = VectorHands(2, 3, stacks=100)
    decks = np.stack([deck_order(3, 0, ["AhAd", "KhKd", "QhQd"], "2c 7d 8s 3c 4h")] * 2)
    hands.reset(decks=decks, button=0)
    assert hands.hole_cards[0].tolist() == [[50, 49], [46, 45], [42, 41]]
    bad = decks.copy()
    bad[1, 5] = bad[1, 6]
    with pytest.raises(DealingError, match=r"decks\[1\] is not a deck order"):
        hands.reset(decks=bad)
    with pytest.raises(InvalidArgumentError, match=r"shape \(1, 52\)"):
        hands.reset(decks=decks, tables=[0])


def test_seeds_make_the_deals_reproducible_and_objects_do_not_share_random_state():
    first = VectorHands(8, 6, seed=11)
    second = VectorHands(8, 6, seed=11)
    other = VectorHands(8, 6, seed=12)
    first.reset()
    np.random.default_rng(0).random(100)  # no global state is read
    second.reset()
    other.reset()
    assert (first.hole_cards == second.hole_cards).all()
    assert (first.hole_cards != other.hole_cards).any()
    first.reset(seed=5)
    second.reset(seed=5)
    assert (first.hole_cards == second.hole_cards).all()
    for hands in (first, other):
        cards = np.concatenate([hands.hole_cards.reshape(8, -1), hands._st.board], axis=1)
        assert all(len(set(row)) == 17 for row in cards.tolist())  # 12 hole cards and 5 board cards


def test_auto_reset_deals_the_next_hand_at_once_and_reports_the_finished_one():
    hands = VectorHands(64, 6, stacks=200, seed=2, auto_reset=True)
    hands.reset()
    rng = np.random.default_rng(3)
    finished = 0
    for _ in range(200):
        result = hands.step(*random_actions(hands, rng))
        assert not hands.done.any() and (hands.actor >= 0).all()
        assert (result.rewards[result.finished].sum(axis=1) == 0).all()
        assert not result.rewards[~result.finished].any()
        finished += int(result.finished.sum())
        assert (hands.stacks.sum(axis=1) + hands.pot == 1200).all()
    assert finished > 500


def test_observation_shows_only_the_observers_hole_cards():
    hands = dealt(2, 4)
    obs = hands.observe()
    assert isinstance(obs, RawObservation) and obs.batch_size == 2 and obs.n_seats == 4
    seats = obs.observer.tolist()
    assert obs.hole.tolist() == [hands.hole_cards[i, s].tolist() for i, s in enumerate(seats)]
    other = hands.observe(seat=1)
    assert other.hole.tolist() == hands.hole_cards[:, 1].tolist()
    # the cards an observation holds are the observer's and the board's (none yet), no other seat's
    hidden = {int(c) for s in range(4) if s != seats[0] for c in hands.hole_cards[0, s]}
    assert not {int(c) for c in obs.hole[0]} & hidden and obs.board[0].tolist() == [-1] * 5
    assert obs.legal.tolist()[0] == [True, False, True, True]
    assert obs.observer.dtype == np.int8 and obs.history.dtype == np.int64
    assert obs.stacks.flags.owndata or obs.stacks.base is not hands._st.stacks


def test_observation_fields_follow_the_hand():
    hands = VectorHands(1, 3, TableConfig(small_blind=1, big_blind=2, ante=1), stacks=100, seed=4)
    hands.reset(button=0)
    obs = hands.observe()
    assert obs.contributed.tolist() == [[1, 2, 3]] and obs.pot.tolist() == [6]
    assert obs.bets.tolist() == [[0, 1, 2]] and obs.to_call.tolist() == [2]
    hands.step(np.array([CALL]))
    hands.step(np.array([CALL]))
    hands.step(np.array([CHECK]))  # the flop
    obs = hands.observe()
    assert obs.street.tolist() == [1] and (obs.board[0, :3] >= 0).all() and obs.board[0, 3] == -1
    assert obs.history_length.tolist() == [3]
    assert obs.history[0, :3].tolist() == [[0, 0, CALL, 2], [0, 1, CALL, 2], [0, 2, CHECK, 2]]
    assert (obs.history[0, 3:] == -1).all()


def test_history_keeps_the_last_actions_oldest_first():
    config = TableConfig(BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    hands = VectorHands(1, 2, config, stacks=10**6, seed=1)
    hands.reset(button=0)
    raises = []
    for _ in range(40):  # heads-up raise wars: 40 raises before the flop
        amount = int(hands.min_raise_to[0])
        raises.append(amount)
        hands.step(np.array([RAISE]), np.array([amount]))
    obs = hands.observe()
    assert obs.history_length.tolist() == [40]
    assert obs.history[0, :, 3].tolist() == raises[-HISTORY_LENGTH:]
    assert obs.history[0, 0, :3].tolist() == [0, 0, RAISE]  # the 9th action: seat 0's again


def test_table_config_is_the_scalar_config_of_each_table():
    hands = VectorHands(
        2,
        3,
        TableConfig(BettingStructure.FIXED_LIMIT, ante=1),
        small_blind=[1, 5],
        big_blind=[2, 10],
        ante=[0, 2],
    )
    config = hands.table_config(1)
    assert (config.small_blind, config.big_blind, config.ante) == (5, 10, 2)
    assert (config.small_bet, config.big_bet) == (10, 20)
    assert hands.table_config(0).ante == 0
    assert repr(hands) == "<VectorHands 2 tables of 3 seats, fixed-limit, 2 finished>"


def test_auto_reset_refuses_stacks_that_would_never_leave_a_decision():
    # heads-up, one chip against the blinds 1/2: every hand is all-in at the deal, whoever has the button
    with pytest.raises(InvalidArgumentError, match="table 1 would never have a decision"):
        VectorHands(2, 2, stacks=[[100, 100], [1, 1000]], auto_reset=True)
    hands = VectorHands(2, 2, stacks=100, auto_reset=True)
    before = hands.starting_stacks
    with pytest.raises(InvalidArgumentError, match="table 0 would never"):
        hands.reset(stacks=[[1, 1000], [100, 100]])
    assert (hands.starting_stacks == before).all()
    # without auto_reset such a hand simply ends at the deal
    hands = VectorHands(1, 2, stacks=[[1, 1000]])
    hands.reset()
    assert hands.done.all() and hands.net.sum() == 0


def test_R_DEAL_1_random_deals_are_uniform():
    """Every card as likely in every place: the counts of 20,000 deals' cards, place by place, pass a
    chi-squared test (a fixed seed: the bound is about 6 standard deviations above the mean)."""
    hands = VectorHands(20_000, 3, seed=9)
    hands.reset()
    places = np.concatenate([hands.hole_cards.reshape(20_000, 6), hands._st.board], axis=1)
    for place in places.T:
        counts = np.bincount(place.astype(np.int64), minlength=52)
        expected = len(place) / 52
        chi2 = ((counts - expected) ** 2 / expected).sum()
        assert chi2 < 51 + 6 * np.sqrt(2 * 51)


def test_the_history_keeps_amounts_beyond_32_bits():
    big = 1 << 40  # chips past int32: a history row's amount must not wrap
    hands = VectorHands(
        1, 2, TableConfig(small_blind=big, big_blind=2 * big), stacks=100 * big, seed=5
    )
    hands.reset(button=0)
    hands.step(np.array([RAISE]), np.array([7 * big]))
    obs = hands.observe()
    assert obs.history[0, 0].tolist() == [0, 0, 3, 7 * big]
