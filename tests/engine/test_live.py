"""Live-table procedure by rule id: misdeals (R-MIS-1..6), out of turn, take-back, timeouts, chips speak and asking
to see a mucked hand (R-LIVE-1..5), driven as a dealer app drives a LiveHand."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hand_helpers import snapshot
from holdem import (
    Action,
    ActionKind,
    DealingError,
    Exposed,
    HandStateError,
    HoldemError,
    IllegalActionError,
    InvalidArgumentError,
    LiveHand,
    Misdeal,
    OutOfTurn,
    Phase,
    TableConfig,
    TakeBack,
    parse_card,
    parse_cards,
)
from holdem.core.cards import ALL_CARDS
from holdem.engine import REPORTABLE
from holdem.game import FIVE_CARD_DRAW

CFG = TableConfig(small_blind=50, big_blind=100)
STACKS = [10_000, 10_000, 10_000, 10_000]


def four() -> LiveHand:
    """Button on seat 0: blinds on seats 1 and 2, cards from seat 1, seat 3 first to act."""
    return LiveHand(CFG, STACKS, button=0)


def deal_all(live: LiveHand, cards: str = "Ah Kd Qc Js Ad Kh Qs Jc") -> None:
    """Two passes from the left of the button: seats 1, 2, 3, 0, then again."""
    n = live.hand.n_seats
    order = [(live.hand.button + 1 + k) % n for k in range(n)]
    for k, card in enumerate(cards.split()):
        assert live.deal_hole_card(order[k % n], card) is None


def live_state(live: LiveHand) -> dict:
    return {
        "hand": snapshot(live.hand),
        "voided": len(live.voided),
        "pending": dict(live._pending),
        "restricted": set(live._call_or_fold),
    }


# -- R-MIS-1: the dealer's feed ------------------------------------------------------------------


@pytest.mark.parametrize(
    "seat, card, condition",
    [
        (2, "Ah", "the first card dealt to the wrong seat"),
        (1, "Jk", "an invalid card dealt"),
        (7, "Ah", "cards dealt to an empty seat or a player not entitled to a hand"),
    ],
)
def test_R_MIS_1_the_first_card_wrong(seat, card, condition):
    live = four()
    assert live.deal_hole_card(seat, card) == Misdeal(
        condition, "R-MIS-1", True, None if seat == 7 else seat
    )
    assert len(live.voided) == 1 and live.hand.hole_cards_due == (1, 2, 3, 0)  # a fresh deal


def test_R_MIS_1_out_of_sequence_duplicate_and_wrong_count():
    live = four()
    live.deal_hole_card(1, "Ah")
    assert live.deal_hole_card(3, "Kd").condition == "a card dealt out of sequence"
    live.deal_hole_card(1, "Ah")
    assert live.deal_hole_card(2, "Ah").condition.startswith("a card dealt twice")
    deal_all(live, "2c 3c 4c 5c 6c 7c 8c")  # seven of the eight cards
    assert live.deal_hole_card(1, "9c").condition == "a player dealt the wrong number of cards"
    assert len(live.voided) == 3
    assert all(m.voided for h in live.voided for m in h.events if type(m) is Misdeal)


@pytest.mark.parametrize("game, deck", [("HOLDEM", 52), ("FIVE_CARD_DRAW_JOKER", 53)])
def test_R_MIS_1_a_card_dealt_twice_names_the_games_deck(game, deck):
    # R-HAND-7: the joker's deck is 53 cards, and the misdeal says so
    import holdem

    live = LiveHand(CFG, STACKS, button=0, game=getattr(holdem, game))
    live.deal_hole_card(1, "Ah")
    assert (
        live.deal_hole_card(2, "Ah").condition
        == f"a card dealt twice: it is not a card of one {deck}-card deck"
    )


@pytest.mark.parametrize("condition", sorted(REPORTABLE))
def test_R_MIS_1_and_3_reported_conditions_on_both_sides_of_two_players_acted(condition):
    seat = 3 if REPORTABLE[condition] else None
    before = four()
    deal_all(before)
    before.act(3, "call")  # one player has acted
    stacks = before.hand.starting_stacks
    assert before.report(
        condition, seat
    ).voided  # R-MIS-3: void, every chip back, the same button and blinds
    # R-MIS-3: a seat not entitled to a hand is not dealt again (the redeal deals seats 0, 1, 2)
    kept = 3 if condition == "cards dealt to a player not entitled to a hand" else 4
    assert before.hand.stacks == (10_000, 9_950, 9_900, 10_000)[:kept] and before.hand.button == 0
    assert before.hand.starting_stacks == stacks[:kept]
    assert before.hand.hole_cards_due == ((1, 2, 3, 0) if kept == 4 else (1, 2, 0))
    after = four()
    deal_all(after)
    after.act(3, "call"), after.act(0, "call")  # two players have acted: the hand goes on
    record = after.report(condition, seat)
    assert not record.voided and not after.voided
    assert after.hand.folded[3] == bool(REPORTABLE[condition])  # R-MIS-4: that seat's hand is dead
    if REPORTABLE[condition]:
        assert after.hand.contributions[3] == 100  # its chips stay in the pot


# -- R-MIS-2: exposed cards ----------------------------------------------------------------------


def test_R_MIS_2_one_exposed_card_is_replaced_and_burned_first():
    live = four()
    for seat, card in ((1, "Ah"), (2, "Kd"), (3, "Qc")):
        live.deal_hole_card(seat, card)
    record = live.card_exposed("Qc")  # the third card of the deal
    assert record == Exposed(None, parse_card("Qc"), "dealer")
    live.deal_hole_card(3, "Tc")  # seat 3 gets the next card instead
    for seat, card in ((0, "Js"), (1, "Ad"), (2, "Kh"), (3, "Qs"), (0, "Jc")):
        live.deal_hole_card(seat, card)
    assert str(live.hand.hole_cards_of(3)[0]) == "Tc" and not live.voided
    for seat in (3, 0, 1):
        live.act(seat, "call")
    live.act(2, "check")
    live.deal_board("2c 7d 9h")
    assert [str(b) for b in live.hand.burns] == ["Qc"]  # the exposed card is the first burn
    assert any(type(e) is Exposed for e in live.view(0).events)  # shown to all (R-MIS-5)


@pytest.mark.parametrize("exposed", ["Ah", "Kd"])
def test_R_MIS_2_first_or_second_card_exposed_is_a_misdeal(exposed):
    live = four()
    for seat, card in ((1, "Ah"), (2, "Kd"), (3, "Qc")):
        live.deal_hole_card(seat, card)
    assert live.card_exposed(exposed).voided


def test_R_MIS_2_two_exposed_cards_are_a_misdeal():
    live = four()
    for seat, card in ((1, "Ah"), (2, "Kd"), (3, "Qc"), (0, "Js")):
        live.deal_hole_card(seat, card)
    assert not isinstance(live.card_exposed("Qc"), Misdeal)
    live.deal_hole_card(3, "Tc")
    assert live.card_exposed("Js").condition.startswith("two or more cards exposed")


def test_an_exposed_card_never_dealt_is_refused_and_changes_nothing():
    live = four()
    live.deal_hole_card(1, "Ah")
    before = live_state(live)
    with pytest.raises(IllegalActionError, match="R-MIS-2"):
        live.card_exposed("Kd")
    assert live_state(live) == before


# -- R-MIS-5, R-MIS-6 ----------------------------------------------------------------------------


def test_R_MIS_5_a_card_shown_to_one_is_shown_to_all():
    live = four()
    deal_all(live)
    live.card_exposed("Qc", by="player", seat=3)
    for seat in range(4):
        assert Exposed(3, parse_card("Qc"), "player") in live.view(seat).events
    with pytest.raises(IllegalActionError, match="R-MIS-5"):
        live.card_exposed("Ah", by="player", seat=3)  # not seat 3's card


def test_R_MIS_6_cards_in_the_muck_and_a_fold_declared_facing_a_bet_are_dead_hands():
    live = four()
    deal_all(live)
    live.cards_in_muck(1)
    assert live.hand.folded[1] and live.hand.contributions[1] == 50
    record = live.act(0, "fold")  # out of turn, facing the big blind: dead at once
    assert live.hand.folded[0] and record.reason.endswith("(R-MIS-6)")
    with pytest.raises(IllegalActionError, match="already dead"):
        live.cards_in_muck(1)


# -- R-LIVE-1: out of turn -----------------------------------------------------------------------


def test_R_LIVE_1_out_of_turn_call_binds_after_an_intervening_call():
    live = four()
    deal_all(live)
    assert live.act(1, "call") == OutOfTurn(1, "call", None)  # seat 3 is to act
    live.act(3, "call"), live.act(0, "call")
    assert (
        live.hand.bets[1] == 100 and live.hand.actor == 2
    )  # seat 1's call bound when its turn came


def test_R_LIVE_1_after_an_intervening_raise_a_check_or_call_out_of_turn_may_only_call_or_fold():
    live = four()
    deal_all(live)
    live.act(0, "call")  # out of turn: seat 3 is to act
    live.act(3, ("raise", 300))  # an intervening raise: seat 0's call does not bind
    assert live.hand.actor == 0 and live.hand.bets[0] == 0
    before = live_state(live)
    with pytest.raises(IllegalActionError, match="may only call or fold"):
        live.act(0, ("raise", 600))
    assert live_state(live) == before
    live.act(0, "call")
    assert live.hand.bets[0] == 300


def test_an_out_of_turn_action_by_a_folded_player_is_refused():
    live = four()
    deal_all(live)
    live.act(3, "fold")
    before = live_state(live)
    with pytest.raises(IllegalActionError, match="has folded.*R-LIVE-1"):
        live.act(3, "call")
    assert live_state(live) == before


# -- R-LIVE-2: take-back, the seed's example -----------------------------------------------------


def test_R_LIVE_2_seed_000_example_call_taken_back_then_call_or_fold():
    """[000] 5.0: A bets 200, B raises to 400, C calls thinking B had called; C takes the chips back and may
    call or fold, not raise."""
    live = four()
    deal_all(live)
    for seat in (3, 0, 1):
        live.act(seat, "call")
    live.act(2, "check")
    live.deal_board("2c 7d 9h")
    live.act(1, ("bet", 200))  # A
    live.act(2, ("raise", 400))  # B
    live.act(3, "call")  # C, not seeing the raise
    pot = live.hand.pot_gathered + sum(live.hand.bets)
    assert live.take_back(3) == TakeBack(3)
    assert (
        live.hand.actor == 3
        and live.hand.bets[3] == 0
        and live.hand.pot_gathered + sum(live.hand.bets) == pot - 400
    )
    with pytest.raises(IllegalActionError, match="only call or fold"):
        live.act(3, ("raise", 1200))
    live.act(3, "fold")
    assert live.hand.actor == 0


def test_R_LIVE_2_no_take_back_once_someone_acted_after():
    live = four()
    deal_all(live)
    live.act(3, ("raise", 300))
    live.act(0, "call")
    live.act(1, "fold")
    before = live_state(live)
    with pytest.raises(IllegalActionError, match="R-LIVE-2"):
        live.take_back(0)
    assert live_state(live) == before


# -- R-LIVE-3, R-LIVE-4 --------------------------------------------------------------------------


def test_R_LIVE_3_timeout_folds_or_checks_when_free():
    live = four()
    deal_all(live)
    assert live.timeout().kind is ActionKind.FOLD
    checking = LiveHand(CFG, STACKS, button=0, check_on_timeout=True)
    deal_all(checking)
    checking.timeout()  # facing the big blind: a fold
    for seat in (0, 1):
        checking.act(seat, "call")
    assert checking.timeout(2).kind is ActionKind.CHECK  # the big blind's free check


def test_R_LIVE_4_chips_speak():
    live = four()
    deal_all(live)
    assert (
        live.chips_put_in(3, 500).kind is ActionKind.CALL
    )  # one oversized chip: a call, the change back
    assert live.hand.bets[3] == 100
    assert live.chips_put_in(0, 300, chips=3) == Action(
        0, ActionKind.RAISE, 300, 300, False
    )  # several: a raise
    assert (
        live.chips_put_in(1, 300, chips=2).kind is ActionKind.CALL
    )  # 50 + 300 is not a legal raise: a call
    with pytest.raises(IllegalActionError, match="short of the 200 to call"):
        live.chips_put_in(2, 100, chips=2)
    assert (
        live.chips_put_in(2, 800, "raise").amount == 900
    )  # announced: a raise to the bet plus the chips


# -- R-LIVE-5 ------------------------------------------------------------------------------------


def _to_showdown(cards: str) -> LiveHand:
    live = LiveHand(
        CFG, [10_000, 10_000], button=1
    )  # heads-up: seat 0 the big blind, gets the first card
    deal_all(live, cards)
    live.act(1, "call"), live.act(0, "check")
    for board in ("2c 7d 9h", "Js", "3d"):
        live.deal_board(board)
        while live.hand.actor is not None:
            live.act(live.hand.actor, "check")
    return live


def test_R_LIVE_5_the_winner_asks_and_the_mucked_hand_plays_again():
    live = _to_showdown("Kh 9s Kd 9c")  # seat 0: K K; seat 1: 9 9 (a set with the board's 9)
    hand = live.hand
    assert hand.showdown_order == (0, 1)
    hand.show(0), hand.muck(1)  # seat 1 misreads its set and mucks
    assert [p.winners for p in hand.provisional_pots()] == [(0,)]
    record = live.ask_to_see(1, by=0)  # the winner asks
    assert record.live and 1 in hand.shown
    result = live.award()
    assert result.net[1] > 0  # the set of nines wins after all


def test_R_LIVE_5_anyone_else_asks_and_the_hand_stays_dead():
    live = LiveHand(CFG, [10_000] * 3, button=0)
    deal_all(live, "9s Kh 2c 9c Kd 3d")  # seat 1: 9 9, seat 2: K K, seat 0: 2 3
    for seat in (0, 1):
        live.act(seat, "call")
    live.act(2, "check")
    for board in ("9h 7d Jc", "4s", "Qd"):
        live.deal_board(board)
        while live.hand.actor is not None:
            live.act(live.hand.actor, "check")
    hand = live.hand
    assert hand.showdown_order == (1, 2, 0)
    hand.muck(1), hand.show(2), hand.muck(0)  # seat 1 misreads its set and mucks
    assert hand.phase is Phase.AWARD and 1 in hand.mucked
    record = live.ask_to_see(1, by=0)  # seat 0 did not win
    assert not record.live and 1 in hand.mucked
    assert live.award().net[1] < 0
    with pytest.raises(HandStateError):
        live.ask_to_see(1, by=0)


# -- properties ----------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_misdeals_before_two_players_act_restore_everything_and_keep_cards_hidden(data):
    n = data.draw(st.integers(2, 6))
    button = data.draw(st.integers(0, n - 1))
    stacks = [data.draw(st.integers(150, 5000)) for _ in range(n)]
    live = LiveHand(CFG, stacks, button=button)
    start = (live.hand.stacks, live.hand.bets, live.hand.button, live.hand.positions)
    rng = random.Random(data.draw(st.integers(0, 10**6)))
    for _ in range(data.draw(st.integers(1, 4))):
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        order = [(button + 1 + k) % n for k in range(n)]
        stop = data.draw(st.integers(0, 2 * n))  # how far the deal gets before a misdeal is found
        for k in range(min(stop, 2 * n)):
            live.deal_hole_card(order[k % n], deck[k])
        acted = 0
        if stop == 2 * n and n > 2 and data.draw(st.booleans()):
            live.act(live.hand.actor, "call")
            acted = 1
        voided_before = len(live.voided)
        assert live.report("the deck does not have 52 cards").voided and acted < 2
        assert len(live.voided) == voided_before + 1
        assert (live.hand.stacks, live.hand.bets, live.hand.button, live.hand.positions) == start
        assert sum(live.hand.stacks) + sum(live.hand.bets) + live.hand.pot_gathered == sum(stacks)
        for old in live.voided:
            for seat in range(n):
                view = old.view(seat)
                others = {c for s in range(n) if s != seat for c in (old.hole_cards_of(s) or ())}
                assert not others & set(
                    c for e in view.events for c in getattr(e, "cards", None) or ()
                )
                assert view.hole_cards is None or not set(view.hole_cards) & others


def test_bad_arguments_are_typed_errors():
    live = four()
    with pytest.raises(InvalidArgumentError):
        live.report("the dealer sneezed")
    with pytest.raises(InvalidArgumentError):
        live.card_exposed("Ah", by="camera")
    with pytest.raises(DealingError):
        deal_all(live)
        live.deal_hole_card(1, "2c")
    with pytest.raises(HoldemError):
        live.take_back(3)


# -- found in review (each failed before its fix) ---------------------------------------------------


def test_R_MIS_2_a_refused_board_deal_keeps_the_exposed_card_as_the_first_burn():
    live = four()
    order, cards = [1, 2, 3, 0], "Ah Kd Qc Js Ad".split()
    for k, card in enumerate(cards):
        live.deal_hole_card(order[k % 4], card)
    assert isinstance(
        live.card_exposed("Ad"), Exposed
    )  # the fifth card: replaced, the first burn (R-MIS-2)
    for seat, card in zip([1, 2, 3, 0], ["2c", "Kh", "Qs", "Jc"]):
        live.deal_hole_card(seat, card)
    for seat in (3, 0, 1):
        live.act(seat, "call")
    live.act(2, "check")
    before = live_state(live)
    with pytest.raises(DealingError):
        live.deal_board("2d 3d")  # two cards for the flop: refused
    assert live_state(live) == before and live._burn == parse_card("Ad")
    with pytest.raises(DealingError, match="the first burn card is Ad"):
        live.deal_board("4d 5d 6d", burn="5h")
    with pytest.raises(HoldemError):
        live.deal_board("Ad 3d 4d")  # the burned card cannot come back on the board
    assert live.deal_board("2d 3d 4d").burn == parse_card("Ad")


def test_R_MIS_2_the_last_card_of_the_deal_exposed_is_replaced_and_burned():
    live = LiveHand(CFG, [10_000] * 3, button=0)
    for seat, card in zip([1, 2, 0, 1, 2, 0], "Ah Kd Qc As Kh Qs".split()):
        live.deal_hole_card(seat, card)
    assert (
        live.hand.actor == 0 and not live.hand.hole_cards_due
    )  # handed over as the last card was pitched
    record = live.card_exposed("Qs")
    assert record == Exposed(None, parse_card("Qs"), "dealer") and not live.voided
    assert (
        live.hand.hole_cards_due and live.hand.actor is None
    )  # the deal goes on: seat 0 gets the next card
    assert live.deal_hole_card(0, "2h") is None
    assert live.hand.hole_cards_of(0) == (parse_card("Qc"), parse_card("2h"))
    live.act(0, "call"), live.act(1, "call"), live.act(2, "check")
    assert live.deal_board("7c 8c 9c").burn == parse_card("Qs")


def test_R_MIS_2_the_last_card_exposed_after_another_exposure_is_a_misdeal():
    live = LiveHand(CFG, [10_000] * 3, button=0)
    for seat, card in zip([1, 2, 0, 1], "Ah Kd Qc As".split()):
        live.deal_hole_card(seat, card)
    live.card_exposed("As")  # the fourth card: replaced
    for seat, card in zip([1, 2, 0], "2s Kh Qs".split()):
        live.deal_hole_card(seat, card)
    assert (
        live.card_exposed("Qs").voided and len(live.voided) == 1
    )  # two exposed: a misdeal (R-MIS-1, R-MIS-3)


def test_R_LIVE_1_an_out_of_turn_action_binds_when_a_kill_passes_the_turn_to_it():
    live = four()
    deal_all(live)
    assert isinstance(live.act(0, "call"), OutOfTurn)  # seat 3 is to act
    live.cards_in_muck(3)  # seat 3's hand is dead: the turn reaches seat 0, whose call binds
    assert live.hand.bets == (100, 50, 100, 0) and live.hand.actor == 1 and not live._pending


@pytest.mark.parametrize("how", ["leave", "report"])
def test_R_LIVE_1_an_out_of_turn_action_binds_after_a_leave_or_a_dead_hand(how):
    live = four()
    deal_all(live)
    live.act(3, "call"), live.act(0, "call")  # two have acted: a misdeal no longer voids the hand
    live.act(2, "check")  # out of turn: seat 1 is to act
    if how == "leave":
        live.player_left(1)
    else:
        live.report("a player holds the wrong number of cards", 1)  # dead hand (R-MIS-4)
    assert (
        live.hand.folded[1] and live.hand.actor is None and live.hand.board_cards_due == 3
    )  # seat 2 checked


def test_R_LIVE_2_no_take_back_once_hands_are_shown():
    live = LiveHand(CFG, [10_000] * 3, button=0)
    for seat, card in zip([1, 2, 0, 1, 2, 0], "Ah Kd Qc As Kh Qs".split()):
        live.deal_hole_card(seat, card)
    live.act(0, "call"), live.act(1, "call"), live.act(2, "check")
    for board in ("2c 7d 9h", "Jd"):
        live.deal_board(board)
        for seat in (1, 2, 0):
            live.act(seat, "check")
    live.deal_board("5c")
    live.act(1, ("bet", 200)), live.act(2, ("raise", 600)), live.act(0, "call"), live.act(1, "call")
    live.hand.show(2), live.hand.show(0)
    before = live_state(live)
    with pytest.raises(IllegalActionError, match="someone has acted since"):
        live.take_back(1)
    assert live_state(live) == before and set(live.hand.shown) == {0, 2}


def test_R_LIVE_2_a_take_back_keeps_a_card_exposed_since():
    live = four()
    deal_all(live)
    live.act(3, "call"), live.act(0, ("raise", 400)), live.act(1, "call")
    live.act(2, "call")  # the big blind calls without seeing the raise, it says
    exposed = live.card_exposed("2c")  # the dealer flashes a card from the deck (R-MIS-5)
    live.take_back(2)
    assert exposed in live.hand.events and live.hand.bets[2] == 100 and live.hand.actor == 2


def test_R_LIVE_2_a_take_back_keeps_the_cards_pitched_for_a_void_after_it():
    """The hand is rebuilt from its records to undo the call; the deal stays the one pitched, so a void
    found next (R-MIS-3: one player acted) keeps every card it voided, in the order pitched."""
    live = LiveHand(CFG, [10_000] * 3, button=0)
    cards = "Ah Kd Qs Ac Kh Qd".split()
    for k, card in enumerate(cards):
        live.deal_hole_card((1 + k) % 3, card)
    live.act(0, ("raise", 300)), live.act(1, "call")
    live.take_back(1)  # the small blind had not seen the raise
    assert live.report("the deck does not have 52 cards").voided
    pitched = live.voided_deals[-1].pitched
    assert [(seat, str(card)) for seat, card in pitched] == [
        ((1 + k) % 3, card) for k, card in enumerate(cards)
    ]


def test_R_LIVE_2_a_take_back_after_a_draw_keeps_the_draw():
    """Five-card draw: the rebuilt hand replays the draw (a discard, its replacements, a stand pat) too."""
    live = LiveHand(CFG, [10_000] * 3, button=0, game=FIVE_CARD_DRAW)
    deck = parse_cards("2c 3c 4c 5c 6c 7d 8d 9d Td Jd Qh Kh Ah 2h 3h")
    for k in range(15):
        live.deal_hole_card((1 + k) % 3, deck[(k % 3) * 5 + k // 3])
    live.act(0, "call"), live.act(1, "call"), live.act(2, "check")
    hand = live.hand
    hand.stand_pat(1), hand.discard(parse_cards("7d 8d"), 2), hand.deal_hole(2, "4s 5s")
    hand.stand_pat(0)
    live.act(1, ("bet", 200)), live.act(2, ("raise", 600)), live.act(0, "call")
    assert live.take_back(0) == TakeBack(0)
    assert live.hand.actor == 0 and live.hand.bets == (0, 200, 600)
    assert live.hand.hole_cards_of(2) == tuple(parse_cards("9d Td Jd 4s 5s"))


def test_a_value_that_is_no_card_is_an_error_not_a_misdeal():
    live = LiveHand(CFG, [10_000] * 3, button=0)
    live.deal_hole_card(1, "Ah")
    before = live_state(live)
    for bad in (None, 3.5, ["As"]):
        with pytest.raises(HoldemError):
            live.deal_hole_card(2, bad)
    assert live_state(live) == before and not live.voided
    assert live.deal_hole_card(
        2, "Jk"
    ).voided  # a joker pitched from a 52-card game's deck is a misdeal (R-MIS-1)


def test_R_BET_13_a_live_call_or_all_in_with_a_wrong_amount_is_refused():
    live = LiveHand(CFG, [10_000] * 3, button=0)
    for seat, card in zip([1, 2, 0, 1, 2, 0], "Ah Kd Qc As Kh Qs".split()):
        live.deal_hole_card(seat, card)
    before = live_state(live)
    for action in (("call", 7), ("all_in", 5), ("fold", 3)):
        with pytest.raises(IllegalActionError, match="R-BET-13"):
            live.act(0, action)
    assert live_state(live) == before
    assert live.act(0, ("call", 100)).amount == 100


def test_R_DEAL_5_an_absent_seat_is_folded_when_the_turn_reaches_it():
    live = LiveHand(CFG, [10_000] * 4, button=0, absent=[3])
    deal_all(live)
    assert live.hand.folded[3] and live.hand.actor == 0  # seat 3 was first to act
    live.act(0, "call"), live.act(1, "call")
    live.act(2, "check")
    live.deal_board("2c 7d 9h")
    with pytest.raises(InvalidArgumentError, match="absent seat"):
        LiveHand(CFG, [10_000] * 4, button=0, absent=[4])


def test_R_MIS_2_the_last_card_exposed_after_an_all_in_from_the_blinds_is_only_noted():
    live = LiveHand(
        CFG, [50, 100], button=0
    )  # both all-in from the blinds: turned up when the deal completes
    for seat, card in [(1, "Ah"), (0, "Kd"), (1, "Qs"), (0, "Jc")]:
        live.deal_hole_card(seat, card)
    before = [type(e) for e in live.hand.events]
    assert live.card_exposed("Jc") == Exposed(
        None, parse_card("Jc"), "dealer"
    )  # the hands are up: no undoing
    assert [type(e) for e in live.hand.events] == [*before, Exposed]
    assert live.deal_board("2c 3d 4h").cards == tuple(parse_card(c) for c in "2c 3d 4h".split())


@pytest.mark.parametrize("how", ["absent", "left"])
def test_R_MIS_2_the_last_card_is_replaced_with_an_absent_seat_or_one_who_left(how):
    live = LiveHand(CFG, STACKS, button=0, absent=[3] if how == "absent" else ())
    cards = "2c 3c 4c 5c 6c 7c 8c 9c".split()
    if how == "left":
        live.deal_hole_card(1, cards[0])
        live.player_left(1)
    for seat, card in list(zip([1, 2, 3, 0] * 2, cards))[1 if how == "left" else 0 :]:
        live.deal_hole_card(seat, card)
    assert live.hand.folded[3 if how == "absent" else 1]  # folded (or dead) once the deal completed
    live.card_exposed("9c")  # the button's second card, the deal's last
    assert live._burn == parse_card("9c") and live.hand.hole_cards_due
    assert live.deal_hole_card(0, "Th") is None and live.hand.hole_cards_of(0) == (
        parse_card("5c"),
        parse_card("Th"),
    )
    assert live.hand.folded[3 if how == "absent" else 1]


def test_R_MIS_3_an_absent_seats_automatic_fold_is_not_acting():
    live = LiveHand(
        CFG, [10_000] * 5, button=0, absent=[3, 4]
    )  # the first two to act are away (R-DEAL-5)
    for seat, card in zip([1, 2, 3, 4, 0] * 2, "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc".split()):
        live.deal_hole_card(seat, card)
    # R-DEAL-5: their hands are killed once the deal is complete: dead, and no one has acted
    assert live.hand.folded[3] and live.hand.folded[4] and live.hand.players_acted == 0
    assert live.report(
        "the deck does not have 52 cards"
    ).voided  # no one at the table has acted (R-MIS-3)


def test_R_BET_13_an_out_of_turn_amount_that_is_no_amount_is_refused():
    live = LiveHand(CFG, [10_000] * 3, button=0)
    for seat, card in zip([1, 2, 0] * 2, "2c 3c 4c 5c 6c 7c".split()):
        live.deal_hole_card(seat, card)
    before = live_state(live)
    for seat, action in ((1, ("raise", -5)), (2, ("call", "abc")), (1, ("raise", 2.5))):
        with pytest.raises(IllegalActionError, match="R-BET-13"):
            live.act(seat, action)
    assert live_state(live) == before


def test_R_MIS_2_a_player_who_folded_out_of_turn_and_left_has_acted_the_last_card_is_only_noted():
    live = four()
    for seat, card in zip([1, 2, 3, 0] * 2, "2c 3c 4c 5c 6c 7c 8c 9c".split()):
        live.deal_hole_card(seat, card)
    live.act(
        1, "fold"
    )  # facing the big blind, out of turn: a dead hand (R-MIS-6), the player's own act
    live.player_left(1)
    events = live.hand.events
    assert live.card_exposed("9c") == Exposed(None, parse_card("9c"), "dealer")
    assert (
        live.hand.events == (*events, Exposed(None, parse_card("9c"), "dealer"))
        and not live.hand.hole_cards_due
    )


def test_R_LIVE_1_an_out_of_turn_amount_may_be_a_numpy_integer():
    import numpy as np

    live = LiveHand(CFG, [10_000] * 3, button=0)
    for seat, card in zip([1, 2, 0] * 2, "2c 3c 4c 5c 6c 7c".split()):
        live.deal_hole_card(seat, card)
    assert live.act(1, ("raise", np.int64(300))) == OutOfTurn(1, "raise", 300)
