"""Cases that broke other engines, each pinned by a test (issue 4)."""

from __future__ import annotations

import copy as copy_module
import pickle
import random

import pytest

from hand_helpers import FL, NL, PL, assert_conserved, config, manual_hand, play, snapshot
from holdem import (
    FIVE_CARD_DRAW,
    HOLDEM,
    Action,
    BettingStructure,
    BoardDeal,
    DealingError,
    Discard,
    Hand,
    HandStateError,
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
    Phase,
    Post,
    Street,
)

BOARD = ("2c 7d 9h", "Js", "3d")


def four(stacks=(10_000,) * 4, cfg=None, seed=3):
    """Blinds 100/200, button 3: preflop order 2, 3, 0, 1."""
    return Hand(cfg or config(NL, 100, 200), list(stacks), button=3, seed=seed)


def test_short_all_in_then_full_raise_then_original_raiser_may_reraise():
    hand = four((10_000, 10_000, 10_000, 800))
    play(hand, [("raise", 600), "all_in"])  # 800: short of the 1,000 minimum
    assert hand.legal_actions().min_raise_to == 1000
    play(hand, [("raise", 1400), "fold"])  # a full raise (800 over 600)
    legal = hand.legal_actions()
    assert hand.actor == 2 and legal.can_raise and legal.min_raise_to == 2200


def test_two_short_all_ins_adding_up_to_a_full_raise_reopen_R_BET_9a():
    hand = four((10_000, 10_000, 10_000, 10_000))
    play(hand, ["call", "call", "call", "check"])
    # flop: A bets 200, B calls, C and D are short all-ins of 300 and 400
    hand = four((10_000, 10_000, 500, 600))
    play(hand, ["call", "call", "call", "check", ("bet", 200), "call", "all_in", "all_in"])
    assert hand.actor == 0 and hand.legal_actions().min_raise_to == 600
    hand.call()
    assert (
        hand.actor == 1 and hand.legal_actions().can_raise
    )  # B too faced a full raise since acting


def test_min_raise_after_full_all_in_raise_then_short_all_in():
    hand = Hand(config(NL, 100, 200), [1500, 10_000, 10_000, 1200], button=3, seed=3)
    play(hand, [("raise", 600), "all_in"])  # seat 3: all-in 1,200, a full raise (by 600)
    legal = hand.legal_actions()
    assert (
        legal.min_raise_to == legal.max_raise_to == 1500
    )  # seat 0 can only raise all-in (short of 1,800)
    play(hand, ["all_in"])  # seat 0: all-in 1,500, short of 1,800
    legal = hand.legal_actions()
    assert hand.actor == 1 and legal.call == 1300 and legal.min_raise_to == 1800
    hand.call()
    legal = hand.legal_actions()  # the first raiser faced the full raise to 1,200: reopened
    assert hand.actor == 2 and legal.min_raise_to == 1800


def test_no_raise_when_all_opponents_are_all_in():
    hand = Hand(config(NL, 100, 200), [10_000, 10_000, 1000, 700], button=3, seed=3)
    play(hand, ["all_in", "all_in", "fold"])
    legal = hand.legal_actions()
    assert hand.actor == 1 and legal.call == 800 and legal.min_raise_to is None
    assert not hand.can_raise_to(2000) and not hand.can_all_in()
    hand.call()
    assert hand.is_complete
    assert_conserved(hand)


@pytest.mark.parametrize("button", [0, 1])
def test_heads_up_button_shorter_than_the_small_blind(button):
    stacks = [5000, 5000]
    stacks[button] = 30
    hand = Hand(config(NL, 50, 100), stacks, button=button, seed=4)
    posts = [e for e in hand.events if type(e) is Post]
    assert posts == [Post(button, "small blind", 30), Post(1 - button, "big blind", 100)]
    # the big blind's 100 already covers the all-in: no one is asked, the board runs out
    assert hand.is_complete and hand.contributions[1 - button] == 30
    assert_conserved(hand)


def test_heads_up_big_blind_shorter_than_the_small_blind():
    hand = Hand(config(NL, 50, 100), [5000, 40], button=0, seed=4)
    # the button's 50 already covers the big blind's all-in 40: no one is asked, 10 comes back
    assert hand.actor is None and hand.is_complete
    assert hand.contributions == (40, 40)


@pytest.mark.parametrize("button", [0, 1])
def test_heads_up_order_every_street(button):
    hand = Hand(config(FL, 50, 100), [5000, 5000], button=button, seed=5)
    order = []
    while hand.actor is not None:
        order.append((hand.street, hand.actor))
        hand.check_or_call()
    bb = 1 - button
    assert order == [(Street.PREFLOP, button), (Street.PREFLOP, bb)] + [
        (street, seat)
        for street in (Street.FLOP, Street.TURN, Street.RIVER)
        for seat in (bb, button)
    ]


def test_heads_up_with_antes():
    hand = Hand(config(NL, 50, 100, ante=10), [1000, 1000], button=1, seed=6)
    assert hand.pot_gathered == 20 and hand.bets == (100, 50) and hand.actor == 1
    play(hand, [("raise", 300), "call"])
    assert hand.pot_gathered == 620 and hand.street is Street.FLOP and hand.actor == 0


def test_blind_and_ante_larger_than_the_stack():
    hand = Hand(config(NL, 50, 100, ante=25), [20, 60, 5000, 5000], button=3, seed=7)
    assert hand.stacks[:2] == (0, 0) and hand.contributions[:2] == (20, 60)
    assert hand.bets[:2] == (0, 35)
    play(hand, ["call", "call"])
    assert hand.street is Street.FLOP
    assert_conserved(hand)


def test_side_pots_with_folded_contributors_conserve_chips():
    hand = manual_hand(
        config(NL, 50, 100), [5000, 300, 5000, 5000], 3, ["AhAd", "KhKd", "QcTc", "8s8d"]
    )
    play(
        hand, [("raise", 1000), "call", "call", "all_in"]
    )  # preflop order: 2, 3, 0, 1 (seat 1 all-in 300)
    hand.deal_board(BOARD[0])
    play(hand, [("bet", 2000), "fold", "fold"])  # seat 0 bets; seats 2 and 3 fold their 1,000 each
    assert hand.street is not Street.FLOP
    while not hand.is_complete:
        if hand.board_cards_due:
            hand.deal_board(BOARD[len(hand.board) - 2])
        else:
            hand.auto_showdown()
        assert_conserved(hand)
    main, side = hand.result.pots
    assert (
        main.amount == 1200
        and main.eligible == (0, 1)
        and side.amount == 2100
        and side.eligible == (0,)
    )
    assert hand.result.winnings == (3300, 0, 0, 0)


def test_minimum_bet_resets_each_street():
    hand = four()
    play(hand, [("raise", 1000), "call", "call", "call"])
    assert hand.street is Street.FLOP and hand.legal_actions().min_raise_to == 200
    play(hand, [("bet", 2000), "call", "call", "call"])
    assert hand.street is Street.TURN and hand.legal_actions().min_raise_to == 200


def test_calling_a_short_all_in():
    # preflop: an all-in for less than the big blind; the next player still calls the big blind
    hand = Hand(config(NL, 100, 200), [10_000, 10_000, 150, 10_000], button=3, seed=8)
    play(hand, ["all_in"])
    assert hand.actions[-1].kind.value == "call" and hand.actions[-1].amount == 150
    assert hand.legal_actions().call == 200
    # postflop: a short all-in bet is called for its amount
    hand = four((10_000, 350, 10_000, 10_000))
    play(hand, ["call", "call", "call", "check", "check", "all_in"])
    assert hand.legal_actions().call == 150
    record = hand.call()
    assert record.added == 150 and record.amount == 150


def test_all_in_players_are_never_asked_and_no_needless_decision():
    rng = random.Random(12)
    for i in range(400):
        n = rng.choice([2, 3, 6])
        cfg = config(rng.choice(list(BettingStructure)), 5, 10, ante=rng.choice([0, 1]))
        hand = Hand(cfg, [rng.randrange(1, 300) for _ in range(n)], button=rng.randrange(n), seed=i)
        while not hand.is_complete:
            if hand.actor is None:
                hand.auto_showdown()
                continue
            p = hand.actor
            assert hand.stacks[p] > 0 and not hand.folded[p]
            others_able = sum(
                1 for s in range(n) if s != p and not hand.folded[s] and hand.stacks[s] > 0
            )
            if others_able == 0:  # the only player who can act: asked only when it owes chips
                assert hand.bets[p] < max(hand.bets) or hand.legal_actions().call
            legal = hand.legal_actions()
            if legal.min_raise_to is not None and rng.random() < 0.3:
                hand.bet_or_raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))
            elif rng.random() < 0.1:
                hand.fold()
            else:
                hand.check_or_call()
            assert_conserved(hand)


def test_one_player_left_with_bets_matched_is_not_asked():
    hand = Hand(config(NL, 100, 200), [10_000, 10_000, 1000, 500], button=3, seed=9)
    play(
        hand, ["all_in", "all_in", "fold", "call"]
    )  # seat 1 (big blind) calls 1,000: the last able player
    assert hand.is_complete


def test_illegal_actions_leave_the_state_unchanged():
    hand = four()
    for bad in (
        lambda: hand.check(),
        lambda: hand.bet(400),
        lambda: hand.raise_to(250),
        lambda: hand.raise_to(10**9),
        lambda: hand.call(seat=1),
        lambda: hand.act(("x", 1)),
        lambda: hand.show(0),
        lambda: hand.muck(0),
    ):
        before = snapshot(hand)
        with pytest.raises(IllegalActionError):
            bad()
        assert snapshot(hand) == before
    with pytest.raises(HandStateError):
        hand.result  # noqa: B018


def test_pickle_round_trip_keeps_play_but_not_the_deck_order():
    hand = four(seed=10)
    play(hand, [("raise", 600), "call"])
    copy = pickle.loads(pickle.dumps(hand))
    assert copy.stacks == hand.stacks and copy.actor == hand.actor and copy.actions == hand.actions
    assert copy.hole_cards_of(0) == hand.hole_cards_of(0)
    while copy.actor is not None:
        copy.check_or_call()
    copy.finish_showdown() if not copy.is_complete else None
    assert copy.is_complete and sum(copy.stacks) == 40_000
    raw = pickle.dumps(hand)
    assert b"Random" not in raw and b"random" not in raw  # the seeded source is not pickled


@pytest.mark.parametrize("betting", [NL, PL, FL])
def test_seeded_hands_are_reproducible(betting):
    def run(seed):
        rng = random.Random(seed)
        hand = Hand(config(betting, 5, 10), [500] * 6, button=2, seed=seed)
        while not hand.is_complete:
            if hand.actor is None:
                hand.auto_showdown()
                continue
            legal = hand.legal_actions()
            if legal.min_raise_to is not None and rng.random() < 0.3:
                hand.bet_or_raise_to(legal.min_raise_to)
            else:
                hand.check_or_call()
        return hand.events, hand.stacks

    assert run(5) == run(5)


def _board_split(cfg, stacks, button, holes, folder, flop_bet=0):
    """Everyone calls preflop; ``folder`` may bet ``flop_bet`` on the flop (all call) and folds the river.

    The broadway board plays for every hand, so all the others split the pot.
    """
    hand = manual_hand(cfg, stacks, button, holes)
    while hand.actor is not None:
        hand.check_or_call()
    for cards in ("Ac Kd Qh", "Js", "Tc"):
        hand.deal_board(cards)
        while hand.actor is not None:
            if (
                hand.actor == folder
                and hand.street is Street.FLOP
                and flop_bet
                and hand.can_bet(flop_bet)
            ):
                hand.bet(flop_bet)
            elif hand.actor == folder and hand.street is Street.RIVER:
                hand.fold()
            else:
                hand.check_or_call()
    hand.auto_showdown()
    assert_conserved(hand)
    return hand


@pytest.mark.parametrize("button", range(4))
def test_odd_chips_with_three_winners(button):
    # antes 4 + calls 8 + a flop bet of 2 called four ways = 20, split three ways: 7, 7, 6
    folder = (button + 1) % 4
    hand = _board_split(
        config(NL, 1, 2, ante=1), [100] * 4, button, ["2h3s", "4h5s", "4d5d", "2d3c"], folder, 2
    )
    pot = hand.result.pots[0]
    order = [
        s for s in ((button + k) % 4 for k in range(1, 5)) if s != folder
    ]  # clockwise from the button
    assert pot.amount == 20 and set(pot.winners) == set(order)
    assert [hand.result.winnings[s] for s in order] == [7, 7, 6]


@pytest.mark.parametrize("button", range(3))
def test_odd_chips_with_two_winners(button):
    # antes 3 + calls 6 = 9, split two ways: 5 to the first winner left of the button, 4 to the other
    hand = _board_split(
        config(NL, 1, 2, ante=1), [100] * 3, button, ["2h3s", "4h5s", "4d5d"], folder=2
    )
    first = next(s for s in ((button + k) % 3 for k in range(1, 4)) if s != 2)
    assert hand.result.pots[0].amount == 9
    assert hand.result.winnings[first] == 5 and hand.result.winnings[1 - first] == 4


def _play_out(hand: Hand) -> tuple:
    while not hand.is_complete:
        if hand.actor is None:
            hand.finish_showdown()
        else:
            hand.check_or_call()
    return hand.board, hand.stacks


@pytest.mark.parametrize("clone", [copy_module.copy, copy_module.deepcopy])
def test_a_copy_is_independent_and_deals_what_the_original_would(clone):
    hand = four(seed=11)
    play(hand, [("raise", 600), "call"])
    twin = clone(hand)
    before = snapshot(hand)
    twin.call()
    assert snapshot(hand) == before and twin.stacks != hand.stacks
    twin = clone(hand)
    twin_end = _play_out(twin)  # drawing the twin's cards leaves the original's random source alone
    assert snapshot(hand) == before
    assert _play_out(hand) == twin_end


def test_copies_of_a_showdown_and_of_a_secure_hand_are_independent():
    hand = four(seed=12)
    while hand.actor is not None:
        hand.check_or_call()
    assert hand.street is Street.SHOWDOWN
    twin = copy_module.copy(hand)
    twin.finish_showdown()
    assert not hand.is_complete and twin.is_complete
    secure = four(seed=None)
    twin = copy_module.deepcopy(secure)
    _play_out(twin)
    assert secure.street is Street.PREFLOP and len(secure.board) == 0


def test_manual_deal_errors_are_typed_and_name_the_seat():
    hand = Hand(config(NL, 100, 200), [10_000] * 3, 0, dealing="manual")
    with pytest.raises(DealingError, match="seat 1's hole cards"):
        hand.deal_hole(1, 5)
    with pytest.raises(InvalidCardError, match="seat 1's hole cards: invalid card"):
        hand.deal_hole(1, "Zz")
    with pytest.raises(DealingError):
        hand.deal_hole(True, "AhKd")
    assert hand.hole_cards_due == (1, 2, 0)


def test_showdown_seat_must_be_a_whole_number():
    hand = four(seed=12)
    while hand.actor is not None:
        hand.check_or_call()
    seat = hand.next_to_show
    for bad in (True if seat == 1 else False, float(seat)):
        with pytest.raises(InvalidArgumentError):
            hand.show(bad)
        with pytest.raises(InvalidArgumentError):
            hand.muck(bad)
    assert hand.next_to_show == seat and hand.show(seat).seat == seat


# -- chip amounts above the pot resolver's limit (2^56 per seat) are refused up front ------------------------


from holdem import ConfigError, DuplicateCardError, TableConfig  # noqa: E402
from holdem.game import MAX_CHIPS  # noqa: E402


def test_stacks_above_the_chip_limit_are_refused_naming_seat_value_and_maximum():
    with pytest.raises(
        InvalidArgumentError,
        match=r"stacks\[1\] is 100,000,000,000,000,000 chips: at most "
        r"72,057,594,037,927,936 \(2\^56",
    ):
        Hand(config(NL, 1, 2), [100, 10**17], 0, seed=1)
    with pytest.raises(InvalidArgumentError, match=r"stacks\[0\]"):
        Hand(config(NL, 1, 2), [MAX_CHIPS + 1, 100], 0, seed=1)


@pytest.mark.parametrize(
    "field", ["small_blind", "big_blind", "ante", "small_bet", "big_bet", "min_bet"]
)
def test_config_chip_amounts_above_the_limit_are_refused_naming_the_field(field):
    options = {"small_blind": 0, "big_blind": MAX_CHIPS} if field == "small_blind" else {}
    with pytest.raises(
        ConfigError, match=rf"^{field} is {MAX_CHIPS + 1:,} chips: at most {MAX_CHIPS:,}"
    ):
        TableConfig(**{**options, field: MAX_CHIPS + 1})
    TableConfig(
        **{**options, field: MAX_CHIPS}
        if field not in ("small_blind", "big_bet")
        else {"big_blind": MAX_CHIPS, "small_blind": MAX_CHIPS, "big_bet": MAX_CHIPS}
    )


def test_straddles_above_the_limit_and_unordered_straddles_are_refused():
    with pytest.raises(ConfigError, match=r"straddles\[1\] is 2,305,843,009,213,693,952 chips"):
        TableConfig(straddles=(4, 2**61))
    for unordered in ({4: 1}, {4, 8}, "48", 4):
        with pytest.raises(
            ConfigError, match="straddles must be a sequence of amounts in posting order"
        ):
            TableConfig(straddles=unordered)
    assert TableConfig(straddles=[4, 8]).straddles == (4, 8)


def test_dead_antes_above_the_limit_are_refused_and_the_largest_hand_at_the_limit_resolves():
    with pytest.raises(InvalidArgumentError, match="dead money"):
        Hand(config(NL, 1, 2, ante=MAX_CHIPS // 2), [MAX_CHIPS] * 3, 0, seed=1)
    # Ten seats at the limit, antes adding up to it: every seat all-in, the hand completes (R-POT-6).
    for cfg in (
        config(NL, 1, 2, ante=MAX_CHIPS // 10),
        config(NL, 1, 2, ante=MAX_CHIPS, ante_trimming=True),
    ):
        hand = Hand(cfg, [MAX_CHIPS] * 10, 0, seed=1)
        while hand.actor is not None:
            hand.all_in() if hand.can_all_in() else hand.check_or_call()
            assert_conserved(hand)
        hand.finish_showdown()
        assert hand.is_complete and sum(hand.result.final_stacks) == 10 * MAX_CHIPS


@pytest.mark.parametrize("betting", list(BettingStructure))
def test_no_action_at_the_chip_limit_changes_the_hand_and_then_fails(betting):
    """The reproducer: all-in and call with the largest stacks used to fail at pot resolution, stuck at SHOWDOWN."""
    cfg = config(betting, 2**40, 2**41, straddles=(2**42,))
    rng = random.Random(5)
    for _ in range(20):
        hand = Hand(cfg, [MAX_CHIPS - rng.randrange(3)] * 4, 1, seed=rng.randrange(100))
        while hand.actor is not None:
            legal = hand.legal_actions()
            options = ["check_or_call", "fold"] + (
                ["raise"] if legal.min_raise_to is not None else []
            )
            move = rng.choice(options)
            if move == "raise":
                hand.raise_to(legal.max_raise_to) if legal.can_raise else hand.bet(
                    legal.max_raise_to
                )
            else:
                getattr(hand, move)()
        if not hand.is_complete:
            hand.finish_showdown()
        assert hand.is_complete and hand.next_to_show is None
        assert sum(hand.result.final_stacks) == sum(hand.starting_stacks)


def test_rng_that_is_not_a_random_source_is_refused_naming_what_it_must_be():
    with pytest.raises(
        InvalidArgumentError,
        match=r"rng must be a random source with a random\(\) method .* got int",
    ):
        Hand(config(NL, 1, 2), [100, 100], 0, rng=5)
    Hand(config(NL, 1, 2), [100, 100], 0, rng=random.Random(5))  # a real source still works


def test_showing_a_burned_card_does_not_say_it_was_burned():
    """R-DEAL-4: the refusal reads the same for a burn as for another seat's hole card."""
    hand = manual_hand(config(NL, 1, 2), [100] * 3, 0, ["AhKh", "QsQd", None])
    while hand.street is Street.PREFLOP:
        hand.check_or_call()
    hand.deal_board("2c 7d 9h", burn="3s")
    messages = []
    while hand.street is not Street.SHOWDOWN:
        if hand.actor is not None:
            hand.check_or_call()
        else:
            hand.deal_board(["Js"] if len(hand.board) == 3 else ["3d"])
    while hand.next_to_show != 2:
        hand.show(hand.next_to_show)
    before = snapshot(hand)
    for cards in ("3s 4s", "Ah 4s"):  # the burn, then seat 0's hole card (not shown yet)
        with pytest.raises(DuplicateCardError) as info:
            hand.show(2, cards)
        messages.append(str(info.value).replace(cards[:2], "X"))
    assert messages[0] == messages[1] and "burn" not in messages[0].split("(")[0]
    assert snapshot(hand) == before
    with pytest.raises(DuplicateCardError, match="Js has already been dealt on the board"):
        hand.show(2, "Js 4s")


def test_default_big_bet_stays_within_the_chip_limit():
    cfg = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=MAX_CHIPS)
    assert (cfg.small_bet, cfg.big_bet) == (MAX_CHIPS, MAX_CHIPS)


def _voluntary_from_events(hand: Hand) -> tuple[bool, ...]:
    """The seats with an Action that put chips in before the first board deal or draw: VPIP by the record."""
    seats = set()
    for event in hand.events:
        if isinstance(event, Discard | BoardDeal):
            break
        if isinstance(event, Action) and event.added:
            seats.add(event.seat)
    return tuple(seat in seats for seat in range(hand.n_seats))


def test_voluntary_is_a_call_bet_or_raise_of_the_first_round_not_a_post():
    hand = four()  # seat 0 small blind, seat 1 big blind, seat 2 opens
    assert hand.voluntary == (False,) * 4  # the blinds are posted, not put in by choice
    play(
        hand, ["call", "fold", "call", "check"]
    )  # seat 2 calls, 3 folds, the small blind completes, the big checks
    assert hand.voluntary == (True, False, True, False)
    play(hand, ["check", ("bet", 400), "call", "call"])  # after the flop: no longer the first round
    assert hand.voluntary == (True, False, True, False)


def test_voluntary_counts_a_raise_whose_chips_came_back():
    hand = four()
    play(
        hand, ["fold", "fold", "call", ("raise", 800), "fold"]
    )  # the big blind's raise: returned, yet voluntary
    assert hand.is_complete and hand.voluntary == (True, True, False, False)


@pytest.mark.parametrize("game", ["holdem", "draw"])
def test_voluntary_matches_the_record_of_random_hands(game):
    draw = game == "draw"
    rng = random.Random(11)
    for k in range(300):
        cfg = config(
            FL if draw else NL,
            5,
            10,
            ante=rng.choice([0, 2]),
            **({} if draw or rng.random() < 0.5 else {"straddles": (20,)}),
        )
        n = rng.randint(2 if not cfg.straddles else 3, 6)
        hand = Hand(
            cfg,
            [rng.choice([15, 200, 1000]) for _ in range(n)],
            button=k % n,
            seed=k,
            game=FIVE_CARD_DRAW if draw else HOLDEM,
        )
        while not hand.is_complete:
            if hand.actor is None:
                if hand.phase is Phase.DRAWING:
                    hand.stand_pat()
                else:
                    hand.auto_showdown()
                continue
            legal = hand.legal_actions()
            kinds = [
                kind
                for kind, ok in (
                    ("fold", legal.fold),
                    ("cc", legal.check or legal.call),
                    ("raise", legal.max_raise_to),
                )
                if ok
            ]
            kind = rng.choice(kinds)
            if kind == "raise":
                hand.bet_or_raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))
            else:
                hand.fold() if kind == "fold" else hand.check_or_call()
            assert hand.voluntary == _voluntary_from_events(hand)
        assert hand.voluntary == _voluntary_from_events(hand)
        assert (
            copy_module.copy(hand).voluntary
            == pickle.loads(pickle.dumps(hand)).voluntary
            == hand.voluntary
        )
