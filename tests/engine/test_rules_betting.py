"""Betting rules R-BET-1..14 (RULES.md), with the worked examples of [000] and [003]."""

from __future__ import annotations

import pytest

from hand_helpers import FL, NL, PL, assert_conserved, assert_illegal, config, play
from holdem import ActionKind, Hand, InvalidArgumentError, Street


def call_round(hand: Hand) -> None:
    """Everyone checks or calls until the street changes."""
    street = hand.street
    while hand.street is street and hand.actor is not None:
        hand.check_or_call()
        assert_conserved(hand)


def four_handed(stacks=(10_000, 10_000, 10_000, 10_000), cfg=None, seed=1) -> Hand:
    """Blinds 100/200, button seat 3: preflop order 2, 3, 0, 1; flop order 0 (A), 1 (B), 2 (C), 3 (D)."""
    return Hand(cfg or config(NL, 100, 200), list(stacks), button=3, seed=seed)


def on_flop(stacks=(10_000, 10_000, 10_000, 10_000), cfg=None) -> Hand:
    hand = four_handed(stacks, cfg)
    call_round(hand)
    assert hand.street is Street.FLOP and hand.actor == 0
    return hand


def test_R_BET_1_four_betting_rounds_in_order():
    hand = four_handed()
    seen = []
    while hand.actor is not None:
        if not seen or seen[-1] is not hand.street:
            seen.append(hand.street)
        hand.check_or_call()
    assert seen == [Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER]
    assert hand.street is Street.SHOWDOWN
    assert len(hand.board) == 5


def test_R_BET_2_first_to_act_preflop_left_of_big_blind_then_left_of_button():
    hand = Hand(config(), [1000] * 6, button=2, seed=0)
    assert hand.bets == (0, 0, 0, 100, 200, 0)
    assert hand.actor == 5  # left of the big blind (seat 4)
    call_round(hand)
    assert hand.actor == 3  # first active left of the button
    # a folded small blind is skipped on later streets
    hand = Hand(config(), [1000] * 6, button=2, seed=0)
    play(hand, ["call", "call", "call", "call", "fold", "check"])
    assert hand.street is Street.FLOP and hand.actor == 4


@pytest.mark.parametrize("button", [0, 1])
def test_R_BET_3_heads_up_button_first_preflop_last_after(button):
    other = 1 - button
    hand = Hand(config(), [5000, 5000], button=button, seed=2)
    assert hand.bets[button] == 100 and hand.bets[other] == 200  # R-BLIND-2
    assert hand.actor == button
    hand.call()
    assert hand.actor == other
    hand.check()
    for street in (Street.FLOP, Street.TURN, Street.RIVER):
        assert hand.street is street
        assert hand.actor == other  # the big blind acts first after the flop
        hand.check()
        assert hand.actor == button  # the button last
        hand.check()
    assert hand.street is Street.SHOWDOWN


def test_R_BET_4_options_with_and_without_a_bet():
    hand = on_flop()
    legal = hand.legal_actions()
    assert (
        legal.fold and legal.check and legal.call is None and legal.can_bet and not legal.can_raise
    )
    assert hand.can_fold() and hand.can_check() and not hand.can_call() and hand.can_bet(200)
    assert_illegal(hand, hand.call, match="no bet to call")
    assert_illegal(hand, hand.raise_to, 400, match="no bet to raise")
    hand.bet(200)
    legal = hand.legal_actions()
    assert (
        legal.fold
        and not legal.check
        and legal.call == 200
        and legal.can_raise
        and not legal.can_bet
    )
    assert_illegal(hand, hand.check, match="check facing a bet of 200")
    assert_illegal(hand, hand.bet, 400, match="already a bet")
    # folding when a check is free is allowed (R-BET-4)
    hand = on_flop()
    record = hand.fold()
    assert record.kind is ActionKind.FOLD and hand.folded[0]


def test_R_BET_5_big_blind_option():
    hand = four_handed()
    play(hand, ["call", "call", "call"])
    assert hand.actor == 1
    legal = hand.legal_actions()
    assert legal.check and legal.min_raise_to == 400 and legal.can_raise
    hand.check()  # ends the round
    assert hand.street is Street.FLOP
    hand = four_handed()
    play(hand, ["call", "call", "call", ("raise", 600)])
    assert hand.actor == 2 and hand.legal_actions().call == 400


def test_R_BET_6_round_ends_when_all_matched_and_acted():
    hand = four_handed()
    play(hand, ["call", ("raise", 600), "call", "call"])
    assert hand.street is Street.PREFLOP and hand.actor == 2  # the limper still owes 400
    play(hand, ["call"])
    assert hand.street is Street.FLOP and hand.pot_gathered == 2400


def test_R_BET_6_all_fold_to_one_player_who_wins_at_once_without_showing():
    hand = four_handed()
    play(hand, [("raise", 600), "fold", "fold", "fold"])
    assert hand.is_complete and hand.board == ()
    assert hand.result.shown == {}
    assert hand.result.net == (-100, -200, 300, 0)


def test_R_BET_7_no_limit_min_raise_example_1_of_000():
    # [000] Example 1: blinds 100/200, a raise to 600; the next raise must be to at least 1,000.
    hand = four_handed()
    hand.raise_to(600)
    legal = hand.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (1000, 10_000)
    err = assert_illegal(hand, hand.raise_to, 999)
    assert "raise to at least 1,000 and at most 10,000" in str(err)
    assert hand.can_raise_to(1000) and hand.can_raise_to(1437) and hand.can_raise_to(10_000)
    hand.raise_to(1437)  # any larger amount up to the stack
    assert hand.legal_actions().min_raise_to == 1437 + 837


def test_R_BET_7_minimum_bet_is_the_big_blind():
    hand = on_flop()
    assert hand.legal_actions().min_raise_to == 200
    assert_illegal(hand, hand.bet, 199, match="bet at least 200")
    hand.bet(500)
    assert hand.legal_actions().min_raise_to == 1000


def test_R_BET_8_example_3a_of_000_short_all_in_does_not_reopen():
    # A bets 200, B calls 200, C all-in for 350 (a raise of 150): A may only call 150 more or fold.
    hand = on_flop((10_000, 10_000, 550, 10_000))
    play(hand, [("bet", 200), "call", "all_in"])
    assert hand.actions[-1].all_in and hand.actions[-1].amount == 350
    legal = hand.legal_actions()  # D has not acted: may raise
    assert hand.actor == 3 and legal.can_raise and legal.min_raise_to == 400
    hand.call()
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 150 and legal.min_raise_to is None
    assert_illegal(hand, hand.raise_to, 550, match="call 150")
    assert_illegal(hand, hand.all_in)


def test_R_BET_8_example_3b_of_000_full_all_in_raise_reopens():
    # C all-in for 450 (a raise of 250): A has all options.
    hand = on_flop((10_000, 10_000, 650, 10_000))
    play(hand, [("bet", 200), "call", "all_in", "call"])
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 250 and legal.can_raise and legal.min_raise_to == 700


def test_R_BET_8_example_3c_of_000_player_who_has_not_acted_may_raise():
    # A checks, B all-in for 150 (less than a 200 bet), C (not yet acted) may raise, call or fold.
    def start():
        hand = on_flop((10_000, 350, 10_000, 10_000))
        play(hand, ["check", "all_in"])
        assert hand.actions[-1].kind is ActionKind.BET and hand.actions[-1].amount == 150
        legal = hand.legal_actions()
        assert (
            hand.actor == 2 and legal.call == 150 and legal.can_raise and legal.min_raise_to == 200
        )
        return hand

    hand = start()
    play(hand, ["call", "call"])  # C and D call: A is not facing a legal raise
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 150 and legal.min_raise_to is None
    hand = start()
    play(hand, [("raise", 400), "call"])  # C raises: A has all options
    legal = hand.legal_actions()
    # C's 400 is the first full bet of the street (B's 150 was incomplete): the next raise is by 400.
    assert hand.actor == 0 and legal.can_raise and legal.min_raise_to == 800


def test_R_BET_8_all_in_for_less_than_a_call_is_allowed():
    hand = on_flop((10_000, 10_000, 300, 10_000))
    play(hand, [("bet", 500), "call"])
    legal = hand.legal_actions()
    assert hand.actor == 2 and legal.call == 100 and legal.min_raise_to is None
    record = hand.call()
    assert record.all_in and record.added == 100 and record.amount == 100


def test_R_BET_9_example_1_of_003_raise_after_incomplete_all_in():
    # Blinds 50/100: A bets 100, B raises to 300, C all-in for 350, D may call 350 or raise to at least 500.
    hand = on_flop((10_000, 10_000, 450, 10_000), cfg=config(NL, 50, 100))
    play(hand, [("bet", 100), ("raise", 300), "all_in"])
    legal = hand.legal_actions()
    assert hand.actor == 3 and legal.call == 350 and legal.min_raise_to == 500
    assert_illegal(hand, hand.raise_to, 499, match="at least 500")
    # if no one calls, C's 50 over 300 comes back at the end of the round
    hand.fold()
    play(hand, ["call", "call"])
    assert hand.street is Street.TURN and hand.contributions[2] == 450


def test_R_BET_9a_two_short_all_ins_add_up_to_a_full_raise():
    # A bets 200, B calls, C all-in 300 (short), D all-in 400 (together a full raise over 200): A may raise.
    hand = on_flop((10_000, 10_000, 500, 600))
    play(hand, [("bet", 200), "call", "all_in", "all_in"])
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 200 and legal.can_raise and legal.min_raise_to == 600


def test_R_BET_9a_option_off_short_all_ins_do_not_add_up():
    hand = on_flop((10_000, 10_000, 500, 600), cfg=config(cumulative_short_all_ins=False))
    play(hand, [("bet", 200), "call", "all_in", "all_in"])
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 200 and legal.min_raise_to is None


def test_R_BET_9b_no_raise_when_every_opponent_is_all_in():
    hand = on_flop((10_000, 700, 10_000, 10_000))
    play(hand, ["fold", "all_in", "fold"])
    legal = hand.legal_actions()
    assert hand.actor == 3 and legal.call == 500 and legal.min_raise_to is None
    assert_illegal(hand, hand.raise_to, 1000, match="call 500")
    assert_illegal(hand, hand.all_in)
    hand.call()
    assert hand.street is Street.COMPLETE  # the board was run out


def test_R_BET_9b_bet_no_opponent_can_match_is_allowed_and_the_rest_returned():
    hand = on_flop((10_000, 700, 10_000, 10_000))
    records = play(hand, ["all_in", "call", "fold", "fold"])  # A bets 9,800; B calls 500 all-in
    assert records[0].amount == 9800 and records[1].all_in
    assert hand.contributions[0] == 700  # 9,300 unmatched came back (R-POT-3)
    assert hand.is_complete
    assert_conserved(hand)


def test_R_BET_10_pot_limit_maximums():
    hand = Hand(config(PL, 50, 100), [10_000] * 4, button=3, seed=4)
    legal = hand.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (200, 350)  # call 100, then the pot 250
    assert_illegal(hand, hand.raise_to, 351, match="at most 350")
    hand.raise_to(350)
    # next: call 350 -> pot 50+100+350+350 = 850, raise to 350 + 850 = 1200
    assert hand.legal_actions().max_raise_to == 1200
    hand = Hand(config(PL, 50, 100), [10_000] * 4, button=3, seed=4)
    call_round(hand)
    assert hand.pot_gathered == 400
    legal = hand.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (100, 400)
    hand.bet(300)
    legal = hand.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (600, 300 + 400 + 300 + 300)
    assert not hand.can_all_in()  # the stack is more than the pot allows


def test_R_BET_11_fixed_limit_sizes_and_cap():
    hand = Hand(config(FL, 50, 100), [10_000] * 4, button=3, seed=5)
    legal = hand.legal_actions()
    assert (legal.call, legal.min_raise_to, legal.max_raise_to) == (100, 200, 200)
    assert_illegal(hand, hand.raise_to, 300, match="raise to 200")
    play(hand, [("raise", 200), ("raise", 300), ("raise", 400)])  # the blind + 3 raises: capped
    legal = hand.legal_actions()
    assert legal.call == 300 and legal.min_raise_to is None
    call_round(hand)
    assert hand.street is Street.FLOP
    assert hand.legal_actions().min_raise_to == 100  # small bet on the flop
    call_round(hand)
    legal = hand.legal_actions()
    assert hand.street is Street.TURN and legal.min_raise_to == legal.max_raise_to == 200  # big bet


def test_R_BET_11_fixed_limit_heads_up_is_uncapped():
    hand = Hand(config(FL, 50, 100), [10_000, 10_000], button=0, seed=5)
    for total in range(200, 1400, 100):
        hand.raise_to(total)
    assert hand.legal_actions().min_raise_to == 1400


def test_R_BET_11_fold_leaving_two_before_the_cap_uncaps():
    hand = Hand(config(FL, 50, 100), [10_000] * 3, button=2, seed=5)  # preflop order 2, 0, 1
    play(hand, [("raise", 200), "fold", ("raise", 300), ("raise", 400), ("raise", 500)])
    assert hand.legal_actions().min_raise_to == 600


def test_R_BET_12_fixed_limit_half_bet_all_in_reopens():
    # Flop bet 100; an all-in raise to 150 (half a bet) is a full raise: the bettor may raise to 250.
    hand = on_flop((10_000, 10_000, 10_000, 10_000), cfg=config(FL, 50, 100))
    hand = Hand(config(FL, 50, 100), [10_000, 250, 10_000, 10_000], button=3, seed=6)
    call_round(hand)
    play(hand, [("bet", 100), "all_in", "call", "call"])
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 50 and legal.min_raise_to == legal.max_raise_to == 250


def test_R_BET_12_fixed_limit_less_than_half_does_not_reopen():
    hand = Hand(config(FL, 50, 100), [10_000, 240, 10_000, 10_000], button=3, seed=6)
    call_round(hand)
    play(hand, [("bet", 100), "all_in"])  # 140: a raise of 40, less than half a bet
    legal = hand.legal_actions()
    assert hand.actor == 2 and legal.min_raise_to == 200  # C has not acted: may raise
    play(hand, ["call", "call"])
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 40 and legal.min_raise_to is None


def test_R_BET_12_facing_less_than_half_a_bet_may_complete():
    hand = Hand(config(FL, 50, 100), [10_000, 140, 10_000, 10_000], button=3, seed=6)
    call_round(hand)
    play(hand, ["check", "all_in"])  # a 40 bet, less than half of 100
    legal = hand.legal_actions()
    assert legal.call == 40 and legal.min_raise_to == legal.max_raise_to == 100  # complete the bet
    hand.raise_to(100)
    assert hand.actions[-1].kind is ActionKind.RAISE


@pytest.mark.parametrize("amount", [600.5, "600", -1, True, None, 10**30])
def test_R_BET_13_amounts_are_whole_legal_chips(amount):
    hand = four_handed()
    assert_illegal(hand, hand.raise_to, amount)


def test_R_BET_13_errors_say_the_legal_range():
    hand = four_handed((10_000, 10_000, 9_800, 10_000))
    err = assert_illegal(hand, hand.raise_to, 200)
    assert "raise to at least 400 and at most 9,800" in str(err)
    assert_illegal(hand, hand.raise_to, 9_801, match="at most 9,800")
    assert_illegal(hand, hand.bet, 500, match="already a bet of 200")


def test_R_BET_14_out_of_turn_is_rejected():
    hand = four_handed()
    assert hand.actor == 2
    err = assert_illegal(hand, hand.fold, 3)
    assert "seat 2's turn" in str(err) and "R-BET-14" in str(err)
    assert_illegal(hand, hand.act, hand.actions[0]._replace(seat=0) if hand.actions else _record(0))
    assert not hand.can_call(3) and hand.can_call(2)


def _record(seat):
    from holdem import Action

    return Action(seat, ActionKind.CALL, 200, 200)


def test_action_records_are_immutable_and_complete():
    hand = four_handed()
    record = hand.raise_to(600)
    assert tuple(record) == (2, ActionKind.RAISE, 600, 600, False)
    assert (record.seat, record.kind, record.amount, record.added, record.all_in) == tuple(record)
    with pytest.raises(AttributeError):
        record.amount = 5  # type: ignore[misc]
    assert hand.actions == (record,)


def test_act_accepts_records_pairs_and_phh_kinds():
    hand = four_handed()
    hand.act(("cbr", 600))
    hand.act("cc")
    hand.act(("f",))
    hand.act(_record(1)._replace(kind=ActionKind.FOLD, amount=None))
    assert [a.kind for a in hand.actions] == [
        ActionKind.RAISE,
        ActionKind.CALL,
        ActionKind.FOLD,
        ActionKind.FOLD,
    ]
    assert_illegal(hand, hand.act, ("dance", 3), match="unknown action kind")
    assert_illegal(hand, hand.act, ("raise",), match="needs an amount")


def test_R_BET_9a_option_off_raise_after_short_all_ins_that_passed_a_full_raise():
    # A bets 100; B all-in 150 and C all-in 210, each short of a full raise over the bet it raised:
    # without cumulative_short_all_ins the bet is still 100 + 100 = 200 for reopening, but a raise
    # must go above 210: by a full raise, to 310.
    hand = Hand(
        config(NL, 50, 100, cumulative_short_all_ins=False),
        [10_000, 250, 310, 10_000],
        button=3,
        seed=2,
    )
    call_round(hand)
    play(hand, [("bet", 100), "all_in", "all_in"])
    legal = hand.legal_actions()
    assert hand.actor == 3 and legal.call == 210 and legal.min_raise_to == 310
    hand.call()
    assert hand.actor == 0 and hand.legal_actions().min_raise_to is None  # A faced no full raise


def five_on_flop(stacks, **options) -> Hand:
    """Blinds 50/100, button seat 4: flop order 0, 1, 2, 3, 4."""
    hand = Hand(config(NL, 50, 100, **options), list(stacks), button=4, seed=1)
    call_round(hand)
    assert hand.street is Street.FLOP and hand.actor == 0
    return hand


@pytest.mark.parametrize("cumulative", [True, False])
def test_R_BET_8_all_in_that_is_a_full_raise_over_the_bet_a_seat_called_reopens_it(cumulative):
    # B bets 100, C all-in 150 (short), D calls 150, E all-in 260: D faces 110 more, at least the full
    # raise of 100 in force when D called, so D may raise (to 260 + 160: L is 260, I 160, R-BET-9).
    hand = five_on_flop((10_000, 10_000, 250, 10_000, 360), cumulative_short_all_ins=cumulative)
    play(hand, ["check", ("bet", 100), "all_in", "call", "all_in", "call", "call"])
    legal = hand.legal_actions()
    assert (
        hand.actor == 3
        and legal.call == 110
        and legal.min_raise_to == 420
        and legal.max_raise_to == 9900
    )
    hand.raise_to(420)


def test_R_BET_9a_reopening_is_measured_with_the_raise_size_the_seat_faced():
    # A bets 100, B raises to 300 (I = 200), C all-in 450: 150 over B's raise, less than the 200 in force
    # when B raised, so B may not raise again, though 150 is more than A's 100-chip bet.
    hand = five_on_flop((10_000, 10_000, 550, 10_000, 10_000))
    play(hand, [("bet", 100), ("raise", 300), "all_in", "fold", "fold"])
    assert hand.actor == 0 and hand.legal_actions().min_raise_to == 500
    hand.call()
    legal = hand.legal_actions()
    assert hand.actor == 1 and legal.call == 150 and legal.min_raise_to is None


def test_R_BET_9a_short_all_ins_add_up_per_seat_from_the_bet_it_matched():
    # A bets 100, B all-in 150, C calls 150, D all-in 199 (short), E all-in 249 (a full raise over 100):
    # A (matched 100) faces 149 more and B is all-in; C (matched 150) faces 99 more: not reopened.
    # A's raise must still be by the largest bet or raise so far, A's own 100 (R-BET-7): the short
    # all-ins reopen the betting but do not size the next raise.
    hand = five_on_flop((10_000, 250, 10_000, 299, 349))
    play(hand, [("bet", 100), "all_in", "call", "all_in", "all_in"])
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 149 and legal.min_raise_to == 249 + 100
    hand.call()
    legal = hand.legal_actions()
    assert hand.actor == 2 and legal.call == 99 and legal.min_raise_to is None


def test_R_BET_9a_min_raise_from_the_last_full_bet_reopens_only_seats_facing_a_full_raise():
    # Documented reading (betting module): A bets 100, B all-in 190, C calls 190, D raises to 200 (the
    # minimum, L + I); A faces 100 more and may raise; C faces 10 more and may only call or fold.
    hand = five_on_flop((10_000, 290, 10_000, 10_000, 10_000))
    play(hand, [("bet", 100), "all_in", "call", ("raise", 200), "fold"])
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.call == 100 and legal.min_raise_to == 300
    hand.call()
    legal = hand.legal_actions()
    assert hand.actor == 2 and legal.call == 10 and legal.min_raise_to is None


@pytest.mark.parametrize("amount", [2.5, 600.0, True, None, "600"])
def test_R_BET_13_an_amount_that_is_not_whole_chips_is_refused_with_the_legal_range(amount):
    hand = four_handed()
    error = assert_illegal(hand, hand.raise_to, amount, match="whole number of chips")
    assert "raise to at least 400 and at most 10,000" in str(error) and "R-BET-13" in str(error)


def test_R_BET_13_numpy_integers_are_whole_chips():
    np = pytest.importorskip("numpy")
    hand = four_handed()
    assert hand.raise_to(np.int64(600)).amount == 600
    assert hand.call(np.int32(3)).amount == 600


@pytest.mark.parametrize(
    "step, rule",
    [
        (lambda h: h.check(), "R-BET-4"),
        (lambda h: h.bet(400), "R-BET-4"),
        (lambda h: h.raise_to(300), "R-BET-7"),
        (lambda h: h.raise_to(20_000), "R-BET-13"),
        (lambda h: h.call(0), "R-BET-14"),
    ],
)
def test_refusals_name_the_rule(step, rule):
    hand = four_handed()
    error = assert_illegal(hand, step, hand)
    assert f"({rule})" in str(error)


def test_refusals_name_the_rule_pot_limit_cap_not_reopened_and_all_all_in():
    hand = four_handed(cfg=config(PL, 100, 200))
    assert "(R-BET-10)" in str(assert_illegal(hand, hand.raise_to, 5000))
    hand = four_handed(cfg=config(FL, 100, 200))
    play(hand, [("raise", 400), ("raise", 600), ("raise", 800)])  # blind, then three raises: capped
    assert "(R-BET-11)" in str(assert_illegal(hand, hand.raise_to, 1000))
    hand = on_flop((10_000, 10_000, 500, 10_000))
    play(hand, [("bet", 200), "call", "all_in", "call"])  # C's 300 over 200 is short for A and B
    assert "(R-BET-8)" in str(assert_illegal(hand, hand.raise_to, 1000))
    hand = on_flop((10_000, 700, 10_000, 10_000))
    play(hand, ["fold", "all_in", "fold"])
    assert "(R-BET-9b)" in str(assert_illegal(hand, hand.raise_to, 1000))


def test_act_amount_on_fold_check_or_call_must_be_the_street_total_it_makes():
    hand = four_handed()
    assert_illegal(hand, hand.act, ("call", 500), match="street total it makes, here 200")
    assert_illegal(hand, hand.act, ("fold", 1), match="here 0")
    assert_illegal(hand, hand.act, ("all_in", 9_000), match="here 10,000")
    record = hand.act(("call", 200))
    assert record.kind is ActionKind.CALL and record.amount == 200
    assert hand.act(hand.actions[-1]._replace(seat=3)).amount == 200  # a recorded call replays
    hand.act(("fold", 100))  # the small blind folds: its street total stays 100


@pytest.mark.parametrize("seat", [True, 1.0, "1"])
def test_R_BET_14_a_seat_is_a_whole_number_not_a_bool_or_float(seat):
    hand = four_handed()
    play(hand, ["call", "call", "call"])
    assert hand.actor == 1
    for query in (hand.can_fold, hand.can_call, hand.can_check, hand.can_all_in, hand.can_raise_to):
        with pytest.raises(InvalidArgumentError):
            query(seat=seat)
    with pytest.raises(InvalidArgumentError):
        hand.fold(seat)
    assert hand.actor == 1


@pytest.mark.parametrize(
    "stacks, actions, min_raise",
    [
        # (reviewer's cases) the next raise is by the largest full bet or raise, never by summed short all-ins
        # stacks include the 100 each seat put in preflop: flop all-ins of 150, 210 and 240
        (
            (10_000, 250, 310, 10_000, 10_000),
            [("bet", 100), "all_in", "all_in", "call", "fold"],
            310,
        ),
        (
            (10_000, 250, 10_000, 340, 10_000),
            [("bet", 100), "all_in", "call", "all_in", "fold"],
            340,
        ),
    ],
)
def test_R_BET_7_short_all_ins_that_add_up_reopen_but_do_not_size_the_raise(
    stacks, actions, min_raise
):
    hand = five_on_flop(stacks)
    play(hand, actions)
    legal = hand.legal_actions()
    assert hand.actor == 0 and legal.min_raise_to == min_raise


# -- R-BET-11: the fixed-limit cap counts the forced bets (the big blind is the bet, each straddle a raise) ------


def test_R_BET_11_cap_reached_by_big_blind_and_three_straddles_before_anyone_acts():
    cfg = config(FL, 1, 2, straddles=(4, 6, 8))
    hand = Hand(cfg, [100] * 6, 0, seed=1)
    legal = hand.legal_actions()
    assert legal.describe() == "fold or call 8" and not hand.can_raise_to()
    assert "(R-BET-11)" in str(assert_illegal(hand, hand.raise_to, 10))
    call_round(hand)
    assert hand.street is Street.FLOP
    assert hand.legal_actions().can_bet  # a new round starts uncapped


def test_R_BET_11_two_straddles_leave_one_raise_before_the_cap():
    hand = Hand(config(FL, 1, 2, straddles=(4, 6)), [100] * 6, 0, seed=1)
    assert hand.legal_actions().min_raise_to == 8
    play(hand, [("raise", 8)])  # the fourth bet: capped
    assert hand.legal_actions().describe() == "fold or call 8"


def test_R_BET_11_cap_of_one_means_nobody_raises_the_big_blind_three_handed_or_more():
    hand = Hand(config(FL, 1, 2, max_raises_per_round=1), [100] * 4, 0, seed=1)
    assert hand.legal_actions().describe() == "fold or call 2"
    call_round(hand)  # the big blind may check but not raise either
    assert hand.street is Street.FLOP
    play(hand, [("bet", 2)])  # on the flop the bet is the one allowed
    assert hand.legal_actions().describe() == "fold or call 2"


def test_R_BET_11_heads_up_the_forced_bets_never_cap_the_round():
    hand = Hand(config(FL, 1, 2, max_raises_per_round=1), [100] * 2, 0, seed=1)
    assert hand.legal_actions().min_raise_to == 4
    # Three players, one all in on the blind: two not all in, so no cap either (R-BET-11).
    hand = Hand(config(FL, 1, 2, max_raises_per_round=1), [100, 100, 2], 0, seed=1)
    assert hand.legal_actions().min_raise_to == 4


@pytest.mark.parametrize(
    "forced, pot",
    [({"ante": 1, "min_bet": 5}, 3), ({"ante": 1, "ante_type": "big-blind-only", "min_bet": 2}, 0)],
)
def test_R_BET_10_pot_limit_allows_the_minimum_bet_where_the_pot_is_smaller(forced, pot):
    # an antes-only pot below min_bet (or a pot with nothing posted): "minimums as in no-limit" still hold, as
    # pokerkit reads it (max(the minimum, the pot)); the pot alone capped the bet at 3 chips, or at 0
    from holdem import TableConfig

    hand = Hand(
        TableConfig(betting="pot-limit", small_blind=0, big_blind=0, **forced),
        [100, 100, 100],
        0,
        seed=1,
    )
    assert sum(hand.contributions) == pot
    legal = hand.legal_actions()
    assert (legal.min_raise_to, legal.max_raise_to) == (forced["min_bet"],) * 2
    assert_illegal(hand, hand.bet, forced["min_bet"] - 1)
    assert hand.bet(forced["min_bet"]).added == forced["min_bet"]
