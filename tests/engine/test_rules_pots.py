"""Pots in a hand R-POT-1..6 (RULES.md): the hand hands contributions, folds and hands to the core."""

from __future__ import annotations

import random

import pytest

from hand_helpers import NL, assert_conserved, config, manual_hand, play, total_chips
from holdem import BettingStructure, Hand, Street

BOARD = ("2c 7d 9h", "Js", "3d")


def deal_rest(hand):
    """Deal the rest of BOARD, checking or calling whenever someone is to act, then show down by policy."""
    while not hand.is_complete:
        if hand.actor is not None:
            hand.check_or_call()
        elif hand.board_cards_due:
            hand.deal_board(BOARD[len(hand.board) and len(hand.board) - 2])
        else:
            hand.auto_showdown()
        assert_conserved(hand)


def test_R_POT_1_bets_gathered_each_round_folded_chips_stay():
    hand = manual_hand(config(NL, 50, 100), [5000] * 3, 0, ["AhAd", "KhKd", "QcTc"])
    play(hand, [("raise", 300), "call", "fold"])
    assert hand.street is Street.FLOP and hand.bets == (0, 0, 0) and hand.pot_gathered == 700
    assert hand.contributions == (300, 300, 100)  # the folded big blind's 100 stays in
    deal_rest(hand)
    assert hand.result.winnings == (700, 0, 0)


def test_R_POT_2_and_4_example_2_of_000_side_pot():
    # A bets 500, B calls 500, C all-in for 400: main pot 1,200 (A, B, C), side pot 200 (A, B).
    # C has the best hand and wins the main pot; B beats A and wins the side pot.
    hand = manual_hand(config(NL, 50, 100), [5500, 5500, 500], 2, ["8s8d", "KhKd", "AhAd"])
    play(hand, ["call", "call", "check"])  # preflop: 100 each; flop order: seat 0 (A), 1 (B), 2 (C)
    hand.deal_board(BOARD[0])
    play(hand, [("bet", 500), "call", "all_in"])
    assert hand.actions[-1].amount == 400 and hand.actions[-1].all_in
    deal_rest(hand)
    main, side = hand.result.pots
    assert (main.amount, main.eligible, main.winners) == (300 + 1200, (0, 1, 2), (2,))
    assert (side.amount, side.eligible, side.winners) == (200, (0, 1), (1,))
    assert hand.result.winnings == (0, 200, 1500)


def test_R_POT_2_several_all_ins_smallest_first():
    # [004]: pots cut at each all-in, smallest first. Seats 0 sb, 1 bb, 4 button; preflop order 2, 3, 4, 0, 1.
    hand = manual_hand(
        config(NL, 1, 2), [10, 30, 60, 200, 200], 4, ["4h5c", "AhAd", "KhKd", "QhQd", "JhJd"]
    )
    play(hand, ["all_in", ("raise", 150), "fold", "all_in", "all_in"])
    assert hand.contributions == (10, 30, 60, 60, 0)  # 90 of seat 3's raise came back (R-POT-3)
    deal_rest(hand)
    pots = hand.result.pots
    assert [(p.amount, p.eligible) for p in pots] == [
        (40, (0, 1, 2, 3)),
        (60, (1, 2, 3)),
        (60, (2, 3)),
    ]
    assert hand.result.winnings == (0, 100, 60, 0, 0)  # aces: main + first side; kings: the last


def test_R_POT_3_uncalled_bet_returned():
    hand = manual_hand(config(NL, 50, 100), [5000, 700, 5000], 0, ["AhAd", "KhKd", "QcTc"])
    play(hand, [("raise", 2000), "all_in", "fold"])
    assert hand.contributions == (700, 700, 100)  # 1,300 of seat 0's raise came back
    assert hand.stacks[0] == 4300
    deal_rest(hand)
    assert hand.result.winnings == (1500, 0, 0)


def test_R_POT_4_all_in_best_hand_wins_main_second_best_the_side():
    hand = manual_hand(config(NL, 50, 100), [300, 5000, 5000], 0, ["AhAd", "KhKd", "QcTc"])
    play(hand, ["all_in", "call", "call"])
    hand.deal_board(BOARD[0])
    play(hand, [("bet", 1000), "call"])
    deal_rest(hand)
    assert hand.result.winnings == (900, 2000, 0)


def play_to_river_fold(hand, folder, board):
    """Call preflop, check every street, and ``folder`` folds on the river."""
    while hand.actor is not None:
        hand.check_or_call()
    for cards in board:
        hand.deal_board(cards)
        while hand.actor is not None:
            if hand.actor == folder and hand.street is Street.RIVER:
                hand.fold()
            else:
                hand.check_or_call()
    hand.auto_showdown()
    assert_conserved(hand)


@pytest.mark.parametrize("button", [0, 1, 2])
def test_R_POT_5_odd_chip_two_winners_first_left_of_button(button):
    # antes 1 + blinds called to 2: a pot of 9; seats 1 and 2 tie (aces and kings), seat 0 folds the river
    hand = manual_hand(config(NL, 1, 2, ante=1), [1000] * 3, button, ["2h3s", "AhKd", "AdKh"])
    play_to_river_fold(hand, 0, ("Ac Ks 9h", "9d", "2c"))
    assert sum(hand.contributions) == 9
    first = 2 if button == 1 else 1  # the first of the winners clockwise from the button
    assert hand.result.winnings[first] == 5 and hand.result.winnings[3 - first] == 4


def test_R_POT_5_odd_chips_three_winners():
    # antes 4 + four calls of a raise to 4: a pot of 20 split three ways (7, 7, 6), seat 3 folds the river
    hand = manual_hand(config(NL, 1, 2, ante=1), [1000] * 4, 3, ["2h3s", "4h5s", "4d5d", "2d3c"])
    play(hand, [("raise", 4)])
    play_to_river_fold(hand, 3, ("Ac Kd Qh", "Js", "Tc"))  # the board is a straight: everyone ties
    pot = hand.result.pots[0]
    assert pot.amount == 20 and pot.winners == (0, 1, 2) and pot.shares == (7, 7, 6)
    assert hand.result.winnings == (7, 7, 6, 0)


@pytest.mark.parametrize("betting", list(BettingStructure))
@pytest.mark.parametrize("n", [2, 3, 6, 10])
def test_R_POT_6_chips_conserved_after_every_action(betting, n):
    rng = random.Random(n * 7 + len(betting.value))
    cfg = config(betting, 5, 10, ante=rng.choice([0, 2]))
    for i in range(60):
        stacks = [rng.randrange(1, 600) for _ in range(n)]
        hand = Hand(cfg, stacks, button=rng.randrange(n), seed=i)
        while not hand.is_complete:
            assert total_chips(hand) == sum(stacks)
            if hand.actor is None:
                hand.auto_showdown()
                continue
            legal = hand.legal_actions()
            r = rng.random()
            if r < 0.15:
                hand.fold()
            elif r < 0.25 and hand.can_all_in():
                hand.all_in()
            elif r < 0.45 and legal.min_raise_to is not None:
                hand.bet_or_raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))
            else:
                hand.check_or_call()
        assert sum(hand.stacks) == sum(stacks) and sum(hand.result.net) == 0
        assert hand.result.final_stacks == hand.stacks
