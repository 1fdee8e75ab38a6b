"""Omaha hi-lo in the engine: each pot split between the best high and the best qualifying low (R-POT-7, R-HAND-9),
the showdown's policy and ranks (R-SHOW-6), the game's fixed limit (R-GAME-2) and pokerkit's odd chips."""

from __future__ import annotations

import random

from hand_helpers import assert_conserved
from holdem import (
    OMAHA_HI_LO,
    BettingStructure,
    Hand,
    HandRank,
    HiLoPot,
    HiLoRank,
    LowRank,
    Muck,
    PotResult,
    Show,
    TableConfig,
    evaluate_omaha,
    evaluate_omaha_low,
)
from holdem.agents import RandomAgent
from holdem.engine.showdown import first_winner_split

CFG = TableConfig(small_blind=1, big_blind=2)


def checked_down(hand: Hand, boards: tuple[str, ...] = ("Ks 7d 3c", "4s", "Tc")) -> Hand:
    """Everyone checks (or calls the blind) to the showdown, the boards dealt in turn; the policy shows."""
    for cards in ("",) + boards:
        if cards:
            hand.deal_board(cards)
        while hand.actor is not None:
            hand.check_or_call()
    hand.auto_showdown()
    return hand


def manual(stacks: list[int], holes: dict[int, str], config: TableConfig = CFG) -> Hand:
    hand = Hand(config, stacks, 0, dealing="manual", game=OMAHA_HI_LO)
    for seat in hand.hole_cards_due:
        hand.deal_hole(seat, holes[seat])
    return hand


def test_R_GAME_2_omaha_hi_lo_is_fixed_limit_unless_the_table_names_a_structure():
    hand = Hand(CFG, [100, 100], 0, seed=1, game=OMAHA_HI_LO)
    assert hand.config.betting is BettingStructure.FIXED_LIMIT
    assert hand.legal_actions().min_raise_to == hand.legal_actions().max_raise_to == 4
    pot_limit = TableConfig(BettingStructure.POT_LIMIT, small_blind=1, big_blind=2)
    assert Hand(pot_limit, [100, 100], 0, seed=1, game=OMAHA_HI_LO).config is pot_limit


def test_R_POT_7_the_high_and_the_low_each_take_half():
    hand = checked_down(manual([100, 100], {1: "Kc Kd 9s 9h", 0: "Ah 2h Jc Qc"}))
    (pot,) = hand.result.pots
    assert type(pot) is HiLoPot and (pot.high_winners, pot.low_winners) == ((1,), (0,))
    assert hand.result.net == (0, 0)
    rank = hand.result.shown[0][1]
    assert isinstance(rank, HiLoRank) and rank.low == evaluate_omaha_low(
        "Ah 2h Jc Qc", "Ks 7d 3c 4s Tc"
    )
    assert str(rank) == "high card, ace, king-queen-ten-seven kickers; 7-4-3-2-A low"


def test_R_POT_7_with_no_qualifying_low_the_high_scoops():
    hand = checked_down(
        manual([100, 100], {1: "Kc Kd 9s 9h", 0: "Ah 2h Jc Qc"}), ("Ks Qd 8h", "9c", "9d")
    )
    (pot,) = hand.result.pots
    assert pot.low_winners == () and hand.result.net == (-2, 2)
    assert hand.result.shown[1][1].low == LowRank(0)


def test_R_POT_7_quartered_a_tie_for_the_low_shares_the_low_half():
    # seats 0 and 1 both make 7-4-3-2-A; seat 2 makes three kings for the high
    hand = manual([100, 100, 100], {1: "Ah 2h Jc Qc", 2: "Kc Kd 9s 9h", 0: "Ad 2d 8c 8d"})
    checked_down(hand)
    (pot,) = hand.result.pots
    assert (pot.amount, pot.high_winners, pot.high_shares) == (6, (2,), (3,))
    assert (pot.low_winners, pot.low_shares) == (
        (0, 1),
        (1, 2),
    )  # the odd chip of 3: left of the button
    assert hand.result.net == (-1, 0, 1)
    assert_conserved(hand)


def test_R_POT_7_side_pots_are_split_each_on_its_own_in_a_hand():
    # seat 2 is all-in for 10 with the only low; seats 0 and 1 play on for the side pot, which has no low
    no_limit = TableConfig(BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    hand = manual([100, 100, 10], {1: "Kc Kd 9s 9h", 2: "Ah 2h Jc Qc", 0: "Jd Jh Qs Qh"}, no_limit)
    hand.raise_to(10), hand.call(), hand.call()  # seat 2 calls all-in
    hand.deal_board("Ks 7d 3c")
    hand.bet(20), hand.call()
    checked_down(hand, ("4s", "Tc"))
    assert_conserved(hand)
    main, side = hand.result.pots
    assert type(main) is HiLoPot and type(side) is HiLoPot
    assert (main.amount, main.high_winners, main.low_winners, main.shares) == (
        30,
        (1,),
        (2,),
        (15, 15),
    )
    # (seat 0, which wins neither half, mucked: the pot's eligible seats are the hands still in it)
    assert (side.amount, side.eligible, side.low_winners, side.shares) == (40, (1,), (), (40,))
    assert hand.result.net == (-30, 25, 5)


def test_R_POT_7_an_odd_chip_of_the_halving_goes_to_the_high():
    ante = TableConfig(
        small_blind=1, big_blind=2, ante=1
    )  # 3 antes and three blinds of 2: a pot of 9
    hand = checked_down(
        manual([100, 100, 100], {1: "Kc Kd 9s 9h", 2: "Ah 2h Jc Qc", 0: "8c 8d 6s 6h"}, ante)
    )
    (pot,) = hand.result.pots
    assert pot.amount == 9 and pot.high_shares == (5,) and pot.low_shares == (4,)


def test_R_SHOW_6_the_policy_shows_a_hand_that_can_win_only_the_low_and_mucks_one_that_wins_neither():
    # seat 1 shows first (left of the button); seat 2's high loses but its low wins; seat 0 wins nothing
    hand = manual([100, 100, 100], {1: "Kc Kd 9s 9h", 2: "Ah 2h Jc Qc", 0: "8c 8d 6s 6h"})
    decisions = checked_down(hand).events[-3:]
    assert [(type(e), e.seat) for e in decisions] == [(Show, 1), (Show, 2), (Muck, 0)]
    assert hand.result.net == (-2, 1, 1)


def test_R_SHOW_6_a_low_no_better_than_one_shown_is_mucked():
    hand = manual([100, 100, 100], {1: "Ah 2h Jc Qc", 2: "Kc Kd 9s 9h", 0: "As 3s 8c 8d"})
    checked_down(
        hand
    )  # seat 0's best low, A-8 with 3-4-7, loses to seat 1's 7-4-3-2-A: it cannot win
    assert 0 in hand.mucked and hand.result.net == (-2, 1, 1)


def test_pokerkits_odd_chips_in_a_hi_lo_pot_go_whole_to_the_first_winner():
    """odd_chips "first_winner" (R-PROF-1): each half split with divmod, the remainder to the first winner
    left of the button; the rule book's one each differs when three share a half of 5."""
    result = PotResult([3, 3, 3], [False] * 3, [100, 100, 200], 2, 1, low_values=[8, 8, 8])
    assert result.winnings == (2, 2, 6)  # one each: 5 -> 2, 2, 1 from seat 0
    split = first_winner_split(result, 2)
    assert split.winnings == (3, 1, 6)
    (pot,) = split.pots
    assert (pot.high_shares, pot.low_shares, pot.shares) == ((5,), (3, 1, 1), (3, 1, 6))


def test_whole_hi_lo_hands_award_each_half_to_its_best_eligible_hand():
    """R-POT-6 at every step; every pot's halves to the best high and the best low of its eligible shown
    hands (R-POT-7, R-HAND-8, R-HAND-9)."""
    rng = random.Random(5)
    halves = 0
    for seed in range(120):
        n = rng.randint(2, 8)
        hand = Hand(
            CFG,
            [rng.randint(6, 120) for _ in range(n)],
            rng.randrange(n),
            seed=seed,
            game=OMAHA_HI_LO,
        )
        agent = RandomAgent(seed=seed)
        while not hand.is_complete:
            if hand.actor is not None:
                hand.act(agent.act(hand.view(hand.actor)))
            else:
                hand.finish_showdown()
            assert_conserved(hand)
        board = hand.board
        highs, lows = {}, {}
        for seat, (cards, rank) in hand.result.shown.items():
            assert rank.high == HandRank(evaluate_omaha(cards, board))
            assert rank.low == evaluate_omaha_low(cards, board)
            highs[seat], lows[seat] = int(rank.high), int(rank.low)
        for pot in hand.result.pots:
            shown = [s for s in pot.eligible if s in highs]
            if len(shown) < 2:
                continue
            best = max(highs[s] for s in shown)
            assert set(pot.high_winners) == {s for s in shown if highs[s] == best}
            best_low = max(lows[s] for s in shown)
            assert set(pot.low_winners) == (
                {s for s in shown if lows[s] == best_low} if best_low else set()
            )
            halves += bool(pot.low_winners)
    assert halves > 5
