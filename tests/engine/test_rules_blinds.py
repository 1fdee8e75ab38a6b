"""Forced bets R-BLIND-1..5 and the deal R-DEAL-1..4 (RULES.md), with [003] Example 2."""

from __future__ import annotations

import pytest

from hand_helpers import (
    NL,
    OrderedRng,
    assert_conserved,
    assert_illegal,
    config,
    manual_hand,
    play,
    snapshot,
)
from holdem import (
    AnteType,
    Card,
    ConfigError,
    DealingError,
    DuplicateCardError,
    Hand,
    InvalidArgumentError,
    Post,
    Street,
    TableConfig,
)


@pytest.mark.parametrize("button", range(5))
def test_R_BLIND_1_small_then_big_blind_left_of_the_button(button):
    hand = Hand(config(NL, 50, 100), [1000] * 5, button=button, seed=0)
    bets = [0] * 5
    bets[(button + 1) % 5], bets[(button + 2) % 5] = 50, 100
    assert hand.bets == tuple(bets)
    assert hand.actor == (button + 3) % 5
    assert [e for e in hand.events if type(e) is Post] == [
        Post((button + 1) % 5, "small blind", 50),
        Post((button + 2) % 5, "big blind", 100),
    ]


@pytest.mark.parametrize("button", [0, 1])
def test_R_BLIND_2_heads_up_button_posts_the_small_blind(button):
    hand = Hand(config(NL, 50, 100), [1000, 1000], button=button, seed=0)
    assert hand.bets[button] == 50 and hand.bets[1 - button] == 100
    assert hand.actor == button


def test_R_BLIND_3_example_2_of_003_short_big_blind_still_costs_the_full_blind():
    # Blinds 100/200: the big blind is all-in for 150; the next to act must call 200.
    hand = Hand(config(NL, 100, 200), [5000, 5000, 150, 5000], button=0, seed=1)
    assert hand.bets == (0, 100, 150, 0) and hand.stacks[2] == 0
    legal = hand.legal_actions()
    assert hand.actor == 3 and legal.call == 200 and legal.min_raise_to == 400
    assert_illegal(hand, hand.raise_to, 399, match="at least 400")
    play(hand, ["call", "fold", "call"])  # the small blind completes to 200 too
    assert hand.legal_actions().call is None or hand.street is not Street.PREFLOP
    assert hand.contributions == (0, 200, 150, 200)
    assert_conserved(hand)


def test_R_BLIND_3_short_small_blind_is_all_in():
    hand = Hand(config(NL, 100, 200), [5000, 60, 5000], button=0, seed=1)
    assert hand.bets == (0, 60, 200) and hand.stacks[1] == 0
    play(hand, ["call", "check"])  # seat 1 is all-in: never asked
    assert hand.street is Street.FLOP and hand.actor == 2


def test_R_BLIND_4_antes_are_dead_money_not_part_of_the_bet():
    hand = Hand(config(NL, 50, 100, ante=10), [1000] * 4, button=0, seed=2)
    assert hand.pot_gathered == 40 and hand.bets == (0, 50, 100, 0)
    assert hand.stacks == (990, 940, 890, 990)
    assert hand.legal_actions().call == 100  # the ante does not count toward the call
    assert_conserved(hand)


def test_R_BLIND_4_big_blind_and_button_antes():
    hand = Hand(
        config(NL, 50, 100, ante=100, ante_type=AnteType.BIG_BLIND_ONLY),
        [1000] * 4,
        button=0,
        seed=2,
    )
    assert hand.pot_gathered == 100 and hand.stacks == (1000, 950, 800, 1000)
    hand = Hand(
        config(NL, 50, 100, ante=25, ante_type=AnteType.BUTTON_ONLY), [1000] * 4, button=3, seed=2
    )
    assert hand.pot_gathered == 25 and hand.stacks == (950, 900, 1000, 975)


def test_R_BLIND_4_ante_trimming_returns_the_part_above_the_second_largest():
    # PHH's option: a short stack posts 4 of a 10 ante; others 10: nothing trimmed (two post the top).
    hand = Hand(config(NL, 5, 10, ante=10, ante_trimming=True), [1000, 4, 1000], button=0, seed=3)
    assert hand.pot_gathered == 24
    # heads-up with one short ante: the other's ante is trimmed to it
    hand = Hand(config(NL, 5, 10, ante=10, ante_trimming=True), [1000, 4], button=0, seed=3)
    assert [e for e in hand.events if type(e) is Post][:2] == [
        Post(0, "ante", 4),
        Post(1, "ante", 4),
    ]
    assert hand.is_complete and hand.contributions == (
        4,
        4,
    )  # seat 1 is all-in on the ante: run out
    assert_conserved(hand)
    hand = Hand(config(NL, 5, 10, ante=10, ante_trimming=False), [1000, 4], button=0, seed=3)
    assert hand.contributions == (
        10,
        4,
    )  # without trimming the 6 is dead money seat 0 can only win back


def test_R_BLIND_4_straddles():
    cfg = config(NL, 50, 100, straddles=(200, 400))
    hand = Hand(cfg, [5000] * 6, button=0, seed=4)
    assert hand.bets == (0, 50, 100, 200, 400, 0)
    assert hand.actor == 5
    legal = hand.legal_actions()
    # R-BLIND-8: the last straddler is the new big blind, so a raise is by 400, to 800 (was 500: pokerkit's reading)
    assert legal.call == 400 and legal.min_raise_to == 800
    play(hand, ["call", "call", "call", "call", "call"])
    assert hand.actor == 4 and hand.legal_actions().check  # the last straddle has the option
    with pytest.raises(InvalidArgumentError, match="straddles need"):
        Hand(cfg, [5000] * 3, button=0)
    with pytest.raises(
        ConfigError,
        match=r"straddles\[0\] \(150\) must be at least twice the forced bet before it "
        r"\(100\) \(R-BLIND-8\)",
    ):
        config(NL, 50, 100, straddles=(150,))
    with pytest.raises(ConfigError, match="must be larger"):
        config(NL, 50, 100, straddles=(100,), straddle_raise="big_blind")


def test_R_BLIND_8_the_straddler_is_the_new_big_blind():
    """Blinds 1/2, straddle 4: raise to at least 8; a second straddle of 8: at least 16 (pokerkit: 6 and 10)."""
    for straddles, rule_book, pokerkit in (((4,), 8, 6), ((4, 8), 16, 10)):
        hand = Hand(config(NL, 1, 2, straddles=straddles), [100] * 6, button=0, seed=1)
        assert hand.legal_actions().min_raise_to == rule_book
        hand = Hand(
            config(NL, 1, 2, straddles=straddles, straddle_raise="big_blind"),
            [100] * 6,
            button=0,
            seed=1,
        )
        assert hand.legal_actions().min_raise_to == pokerkit
    hand = Hand(config(NL, 1, 2, straddles=(4,)), [100] * 6, button=0, seed=1)
    hand.raise_to(8)  # a raise of 4 over the straddle: the next raise is by 4 as well
    assert hand.legal_actions().min_raise_to == 12
    assert TableConfig(straddles=(5,), straddle_raise="big_blind").straddles == (5,)


def test_R_BLIND_5_blinds_are_live():
    hand = Hand(config(NL, 50, 100), [1000] * 3, button=0, seed=5)
    play(hand, ["call"])
    assert (
        hand.actor == 1 and hand.legal_actions().call == 50
    )  # the small blind makes up the difference
    record = hand.call()
    assert record.added == 50 and record.amount == 100
    assert hand.actor == 2 and hand.legal_actions().check  # the big blind's option (R-BET-5)


def test_blind_or_ante_larger_than_the_stack():
    hand = Hand(config(NL, 50, 100, ante=30), [20, 70, 1000, 1000], button=3, seed=6)
    # seat 0 (small blind) is all-in on the ante; seat 1 (big blind) posts 30 ante and 40 of the blind
    assert hand.stacks[:2] == (0, 0) and hand.bets[:2] == (0, 40)
    assert hand.pot_gathered == 20 + 30 + 30 + 30
    assert hand.actor == 2 and hand.legal_actions().call == 100
    play(hand, ["call", "call"])
    assert hand.street is Street.FLOP and hand.pot_gathered == 90 + 20 + 40 + 200
    while hand.actor is not None:
        play(hand, ["check"])
    hand.finish_showdown()
    assert hand.is_complete
    assert_conserved(hand)


def test_config_is_validated_once_with_clear_errors():
    with pytest.raises(ConfigError, match="small_blind"):
        TableConfig(small_blind=3, big_blind=2)
    with pytest.raises(ConfigError, match="betting must be one of"):
        TableConfig("limp-only")
    with pytest.raises(ConfigError, match="whole number"):
        TableConfig(small_blind=1.5, big_blind=2)
    with pytest.raises(ConfigError, match="seats_max"):
        TableConfig(seats_max=11)
    with pytest.raises(ConfigError, match="ante is 0"):
        TableConfig(ante_type=AnteType.UNIFORM)
    cfg = TableConfig("fixed-limit", small_blind=1, big_blind=2)
    assert (cfg.small_bet, cfg.big_bet, cfg.min_bet, cfg.max_raises_per_round) == (2, 4, 2, 4)
    with pytest.raises(InvalidArgumentError, match="2 to 10 seats"):
        Hand(cfg, [100], button=0)
    with pytest.raises(
        InvalidArgumentError,
        match=r"stacks\[1\] \(chips\) must be a whole number of at least 1, got 0",
    ):
        Hand(cfg, [100, 0], button=0)
    with pytest.raises(InvalidArgumentError, match="button"):
        Hand(cfg, [100, 100], button=2)


# -- the deal ----------------------------------------------------------------------------------


def test_R_DEAL_1_each_hand_is_shuffled_seeded_is_reproducible():
    cfg = config()
    a = Hand(cfg, [1000] * 6, button=0, seed=11)
    b = Hand(cfg, [1000] * 6, button=0, seed=11)
    assert [a.hole_cards_of(s) for s in range(6)] == [b.hole_cards_of(s) for s in range(6)]
    secure = {
        tuple(Hand(cfg, [1000] * 6, button=0).hole_cards_of(s) for s in range(6)) for _ in range(5)
    }
    assert len(secure) == 5


@pytest.mark.parametrize("n, button", [(2, 0), (2, 1), (6, 4)])
def test_R_DEAL_2_one_card_at_a_time_from_left_of_the_button(n, button):
    hand = Hand(config(), [1000] * n, button=button, rng=OrderedRng())
    first = (button + 1) % n
    assert hand.hole_cards_of(first) == (Card(0), Card(n))
    assert hand.hole_cards_of(button) == (Card(n - 1), Card(2 * n - 1))
    if n == 2:
        assert first == 1 - button  # heads-up the big blind gets the first card


def test_R_DEAL_3_and_4_burns_before_each_street_kept_apart():
    n = 3
    hand = Hand(config(), [1000] * n, button=0, rng=OrderedRng())
    while hand.actor is not None:
        hand.check_or_call()
    k = 2 * n
    assert hand.burns == (Card(k), Card(k + 4), Card(k + 6))
    assert hand.board == tuple(Card(c) for c in (k + 1, k + 2, k + 3, k + 5, k + 7))
    dealt = set(hand.board) | set(hand.burns) | {c for s in range(n) for c in hand.hole_cards_of(s)}
    assert len(dealt) == 2 * n + 8


def test_manual_dealing_is_checked():
    hand = Hand(config(), [1000] * 3, button=0, dealing="manual")
    assert hand.actor is None and hand.hole_cards_due == (1, 2, 0)
    assert_illegal(hand, hand.call, match="hole cards are due")
    with pytest.raises(DealingError, match="takes 2 cards"):
        hand.deal_hole(1, "AhKh Qh")
    with pytest.raises(DealingError, match="takes 2 cards"):
        hand.deal_hole(1, [])
    hand.deal_hole(1, "AhKh")
    with pytest.raises(DealingError, match="already"):
        hand.deal_hole(1, "2c3c")
    with pytest.raises(DuplicateCardError):
        hand.deal_hole(2, "Ah2c")
    with pytest.raises(DealingError, match="hole cards are still due"):
        hand.deal_board("2c3c4c")
    hand.deal_hole(2, None)  # unknown (a replay)
    hand.deal_hole(0, "QsQd")
    assert hand.actor == 0
    with pytest.raises(DealingError, match="no board cards are due"):
        hand.deal_board("2c3c4c")
    play(hand, ["call", "call", "check"])
    assert hand.street is Street.FLOP and hand.board_cards_due == 3 and hand.actor is None
    with pytest.raises(DealingError, match="takes 3 cards"):
        hand.deal_board("2c3c")
    with pytest.raises(DuplicateCardError):
        hand.deal_board("2c3cQs")
    with pytest.raises(DuplicateCardError):
        hand.deal_board("2c3c4c", burn="3c")
    hand.deal_board("2c3c4c", burn="5c")
    assert hand.actor == 1 and hand.board == tuple(Card(c) for c in ("2c", "3c", "4c"))
    with pytest.raises(DealingError, match="dealing='auto'"):
        Hand(config(), [1000] * 3, button=0, seed=1).deal_board("2c3c4c")


def test_R_BLIND_4_big_blind_ante_is_dead_money_won_by_the_main_pot():
    # A limped pot: the big blind's ante is in the main pot even though no one matched it.
    hand = manual_hand(
        config(NL, 50, 100, ante=100, ante_type=AnteType.BIG_BLIND_ONLY),
        [5000] * 3,
        0,
        ["AhAd", "7c2d", "8s3h"],
    )
    play(hand, ["call", "call", "check"])
    for cards in ("Kc Qd 9h", "5s", "4d"):
        hand.deal_board(cards)
        while hand.actor is not None:
            hand.check()
    hand.auto_showdown()
    assert hand.result.winnings == (400, 0, 0) and hand.result.net == (300, -100, -200)
    assert hand.contributions == (100, 100, 200)
    assert_conserved(hand)


def test_R_BLIND_4_short_ante_all_in_contests_the_dead_main_pot():
    # without trimming, a seat all-in on part of its ante still contests the dead money (PHH / pokerkit)
    hand = manual_hand(config(NL, 5, 10, ante=10), [6, 1000, 1000], 2, ["AhAd", "7c2d", "8s3h"])
    assert hand.stacks[0] == 0
    play(hand, ["call", "check"])  # seat 0 is the small blind: all-in on its ante, posts no blind
    for cards in ("Kc Qd 9h", "5s", "4d"):
        hand.deal_board(cards)
        while hand.actor is not None:
            hand.check()
    hand.auto_showdown()
    assert hand.result.winnings == (
        26,
        0,
        20,
    )  # the 26 chips of antes; the 20 of bets go to the next best
    assert_conserved(hand)


def test_live_post_out_of_position_is_a_live_bet_with_the_option():
    # a player back from sitting out posts a big blind in seat 4: it is live, the first action does not move
    hand = Hand(config(NL, 50, 100), [1000] * 6, button=0, seed=1, posts={4: 100})
    assert hand.bets == (0, 50, 100, 0, 100, 0) and hand.actor == 3
    play(
        hand, ["call", "check", "call", "call", "call"]
    )  # seat 4 owes nothing but has not acted: checks
    assert hand.actor == 2 and hand.legal_actions().check  # the big blind's option
    with pytest.raises(InvalidArgumentError, match="posts a blind or straddle already"):
        Hand(config(NL, 50, 100), [1000] * 6, button=0, posts={2: 100})


def test_manual_dealing_one_card_at_a_time():
    # a live table: one card to each seat from the left of the button, then a second pass (R-DEAL-2)
    hand = Hand(config(), [1000] * 3, button=0, dealing="manual")
    for seat, card in zip([1, 2, 0, 1, 2, 0], ["Ah", "Kd", "Qs", "Ad", "Kc", "Qh"]):
        assert hand.actor is None
        hand.deal_hole(seat, card)
        assert hand.view(seat).hole_cards[-1] == Card(card)
    assert hand.hole_cards_of(1) == (Card("Ah"), Card("Ad")) and hand.actor == 0
    hand = Hand(config(), [1000] * 2, button=0, dealing="manual")
    hand.deal_hole(1, "Ah")  # heads-up the big blind gets the first card
    assert hand.hole_cards_due == (1, 0)
    with pytest.raises(DealingError, match=r"seat 0 is next, not seat 1 \(R-DEAL-2\)"):
        hand.deal_hole(1, "Ks")
    hand.deal_hole(0, "2c")
    with pytest.raises(DealingError, match="deal its second card"):
        hand.deal_hole(1, None)
    with pytest.raises(DealingError, match="holds 1, got 2"):
        hand.deal_hole(1, "KsKd")
    hand.deal_hole(1, "Ks")
    assert hand.hole_cards_due == (0,)


def test_manual_hole_cards_follow_the_deal_order_R_DEAL_2():
    """Two cards per seat in turn (a hand history) or two passes of one card (a dealer); nothing else."""
    hand = Hand(config(), [1000] * 4, button=1, dealing="manual")
    with pytest.raises(DealingError, match=r"seat 2 is next, not seat 0 \(R-DEAL-2\)"):
        hand.deal_hole(0, "AhAd")
    before = snapshot(hand)
    with pytest.raises(DealingError, match="seat 2 is next"):
        hand.deal_hole(1, None)
    assert snapshot(hand) == before
    for seat, cards in zip([2, 3, 0, 1], ["AhAd", None, "KsKd", "QcQd"]):
        hand.deal_hole(seat, cards)
    assert hand.actor is not None and hand.hole_cards_due == ()
