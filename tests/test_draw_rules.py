"""Five-card draw by the rule book (issue "Trust at the table"): R-DRAW-1's cap of a bet and four raises in
each of the game's two fixed-limit rounds, and R-DRAW-2's draw of up to three cards whatever the table size,
with the stub's reshuffle (its last card, the burns and the served seats' discards, then a burn)."""

from __future__ import annotations

import pytest

from hand_helpers import assert_conserved
from holdem import (
    BettingStructure,
    Hand,
    Phase,
    TableConfig,
)
from holdem.game import FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER, HOLDEM

FL = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=0, big_blind=0, ante=5, small_bet=10)
DRAW_GAMES = pytest.mark.parametrize(
    "game", [FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER], ids=["52", "53-joker"]
)


def raise_while_allowed(hand: Hand) -> int:
    """Each seat in turn bets or raises while it may; returns how many bets and raises the round took."""
    made = 0
    while (legal := hand.legal_actions()) is not None and legal.min_raise_to is not None:
        hand.bet_or_raise_to(legal.min_raise_to)
        made += 1
    return made


def call_round(hand: Hand) -> None:
    """Everyone checks or calls to the end of the current betting round."""
    street = hand.street
    while hand.actor is not None and hand.street is street:
        hand.check_or_call()


def stand_pat_round(hand: Hand) -> None:
    while hand.phase is Phase.DRAWING:
        hand.stand_pat()


# -- R-DRAW-1: two betting rounds, so a bet and four raises in each ---------------------------------------


@DRAW_GAMES
def test_R_DRAW_1_fixed_limit_draw_allows_a_bet_and_four_raises_in_each_round(game):
    hand = Hand(FL, [1000] * 3, 0, seed=1, game=game)
    assert raise_while_allowed(hand) == 5  # a bet and four raises of the small bet
    assert max(hand.bets) == 50 and hand.legal_actions().min_raise_to is None
    call_round(hand)
    stand_pat_round(hand)
    assert raise_while_allowed(hand) == 5  # after the draw: of the big bet
    assert max(hand.bets) == 100 and hand.legal_actions().min_raise_to is None
    call_round(hand)
    assert_conserved(hand)


def test_R_DRAW_1_with_blinds_the_big_blind_is_the_bet_and_four_raises_follow():
    blinds = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)
    hand = Hand(blinds, [1000] * 4, 0, seed=2, game=FIVE_CARD_DRAW)
    assert raise_while_allowed(hand) == 4 and max(hand.bets) == 10


def test_R_BET_11_hold_em_keeps_a_bet_and_three_raises_on_every_round():
    config = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)
    hand = Hand(config, [1000] * 3, 0, seed=3, game=HOLDEM)
    assert raise_while_allowed(hand) == 3  # three raises over the big blind, the bet
    call_round(hand)
    assert raise_while_allowed(hand) == 4  # on the flop: a bet and three raises


def test_R_DRAW_1_a_table_cap_gets_the_draw_games_raise_more_and_heads_up_stays_uncapped():
    capped = TableConfig(
        BettingStructure.FIXED_LIMIT,
        small_blind=0,
        big_blind=0,
        ante=5,
        small_bet=10,
        max_raises_per_round=2,
    )
    assert raise_while_allowed(Hand(capped, [1000] * 3, 0, seed=4, game=FIVE_CARD_DRAW)) == 3
    heads_up = Hand(FL, [1000] * 2, 0, seed=4, game=FIVE_CARD_DRAW)
    for _ in range(8):  # R-BET-11: raising is unlimited heads-up
        heads_up.bet_or_raise_to(heads_up.legal_actions().min_raise_to)


def test_R_PROF_1_the_pokerkit_profile_counts_four_bets_and_raises_in_draw_too():
    pokerkit = TableConfig.profile(
        "pokerkit",
        betting=BettingStructure.FIXED_LIMIT,
        small_blind=0,
        big_blind=0,
        ante=5,
        small_bet=10,
    )
    hand = Hand(pokerkit, [1000] * 3, 0, seed=5, game=FIVE_CARD_DRAW)
    assert raise_while_allowed(hand) == 4


def test_the_game_definition_says_which_games_allow_the_raise_more():
    assert (FIVE_CARD_DRAW.extra_limit_raises, FIVE_CARD_DRAW_JOKER.extra_limit_raises) == (1, 1)
    assert HOLDEM.extra_limit_raises == 0
