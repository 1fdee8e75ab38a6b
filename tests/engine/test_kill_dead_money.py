"""Killed hands at any point of a hand (R-DEAL-5, R-MIS-4, R-MIS-6), found in review: a dead hand's chips,
matched or not, stay in the pot (dead money in the main pot), every chip is kept, and the history written
replays to the same stacks; a hand copied or pickled mid-way plays on alike."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from hand_helpers import assert_conserved
from holdem import Hand, IllegalActionError, Phase, TableConfig, read_phh, replay, to_phh


def play_with_kills(seed: int) -> Hand:
    """A random hand (all-ins, side pots, antes) with random kills: in turn or not, mid-round after raises,
    between rounds and during the showdown; chips conserved after every step."""
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    config = TableConfig(small_blind=25, big_blind=50, ante=rng.choice([0, 0, 5]))
    stacks = [rng.choice([20, 60, 100, 300, 1000]) for _ in range(n)]
    hand = Hand(config, stacks, rng.randrange(n), seed=seed)
    while not hand.is_complete:
        if rng.random() < 0.12:
            try:
                hand.kill(rng.choice([s for s in range(n) if not hand.folded[s]]), "dead hand")
            except IllegalActionError:
                pass  # the last hand in
        elif hand.actor is not None:
            legal = hand.legal_actions()
            choices: list = ["fold", "cc", "cc"]
            if legal.min_raise_to is not None:
                choices.append(("cbr", rng.randint(legal.min_raise_to, legal.max_raise_to)))
            hand.act(rng.choice(choices))
        else:
            assert hand.phase is Phase.SHOWDOWN
            hand.show(hand.next_to_show)
        assert_conserved(hand)
    return hand


@pytest.mark.parametrize("block", range(6))
def test_R_DEAL_5_R_MIS_4_random_kills_keep_every_chip_and_the_history_replays(block):
    for seed in range(block * 50, block * 50 + 50):
        hand = play_with_kills(seed)
        assert sum(hand.result.net) == 0 and sum(p.amount for p in hand.result.pots) == sum(
            hand.contributions
        )
        assert replay(read_phh(to_phh(hand))).stacks == hand.stacks, seed


def test_R_DEAL_5_R_MIS_6_a_killed_raisers_unmatched_chips_are_dead_money_a_short_all_in_wins_them():
    # seat 0 calls, seat 1 is all-in for 60, seat 2 raises to 400 and its cards touch the muck (killed out
    # of turn), seat 0 folds: seat 1 wins the 340 no one matched too (dead money: the main pot's)
    hand = Hand(TableConfig(small_blind=25, big_blind=50), [1000, 60, 1000], 0, seed=1)
    hand.act("cc"), hand.act("all_in"), hand.act(("cbr", 400))
    hand.kill(2, "its cards touched the muck (R-MIS-6)")
    hand.act("fold")
    assert hand.is_complete and hand.result.net == (-50, 450, -400)
    assert [p.amount for p in hand.result.pots] == [510] and hand.contributions == (50, 60, 400)
    assert replay(read_phh(to_phh(hand))).stacks == hand.stacks


def test_a_hand_with_dead_money_copies_and_pickles_and_plays_on_alike():
    hand = Hand(TableConfig(small_blind=25, big_blind=50), [1000, 30, 1000, 500], 0, seed=5)
    hand.act(("cbr", 200))  # seat 3
    hand.kill(3, "its cards touched the muck (R-MIS-6)")
    # a pickle reshuffles the cards still in the deck (no pickle holds the deck order): it plays on alike
    # but for the board
    copies = [copy.copy(hand), copy.deepcopy(hand), pickle.loads(pickle.dumps(hand))]
    for h in (hand, *copies):
        h.act("fold")  # seat 0; seat 1 (all-in for 30) and seat 2 (calling the dead 200) are left
        h.act("cc"), h.act("cc")
        while not h.is_complete:
            h.show(h.next_to_show)
        assert_conserved(h)
        assert h.contributions == (0, 30, 200, 200) and h.result.pots[0].amount == 90
        assert h.result.net[0] == 0 and h.result.net[3] == -200
    assert {(h.board, h.stacks) for h in (hand, *copies[:2])} == {(hand.board, hand.stacks)}


def test_R_MIS_6_a_hand_killed_while_the_award_waits_replays():
    hand = Hand(
        TableConfig(small_blind=25, big_blind=50), [1000, 20, 40], 0, seed=8, defer_award=True
    )
    hand.fold()  # the button; the blinds are all-in: to the showdown
    while hand.next_to_show is not None:
        hand.show(hand.next_to_show)
    assert hand.phase is Phase.AWARD
    hand.kill(2, "dead hand")
    assert hand.is_complete
    assert replay(read_phh(to_phh(hand))).stacks == hand.stacks
