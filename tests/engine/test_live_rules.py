"""The live procedure's rule defects (issue "Trust at the table"), each by rule id where a rule decides it:
R-LIVE-1 (a second action out of turn), R-MIS-2 (the replacement at the end of the deal), R-MIS-3 (the
redeal deals exactly the players entitled), R-DEAL-5 (an absent hand is dead once dealt), R-LIVE-2 (a
take-back in draw's second round), and the input errors, records and histories found with them."""

from __future__ import annotations

import random

import pytest

from hand_helpers import snapshot
from holdem import (
    ActionKind,
    HandStateError,
    HoleDeal,
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
    Kill,
    LiveHand,
    Misdeal,
    OutOfTurn,
    Phase,
    Table,
    TableConfig,
    TableError,
    parse_card,
    parse_cards,
    read_phh,
    read_phhs,
    replay,
    to_phh,
)
from holdem.core.cards import ALL_CARDS
from holdem.engine import ABSENT
from holdem.game import FIVE_CARD_DRAW, Positions

CFG = TableConfig(small_blind=50, big_blind=100)
LEFT_OUT = "a player entitled to a hand was not dealt in"
NOT_ENTITLED = "cards dealt to a player not entitled to a hand"
NAMES = ("ann", "bob", "cy", "dee", "eve")


def live_of(n: int = 4, **options) -> LiveHand:
    """Button on seat 0: blinds on seats 1 and 2, cards from seat 1."""
    return LiveHand(CFG, [10_000] * n, button=0, **options)


def deal_all(live: LiveHand, cards: str = "Ah Kd Qc Js Ad Kh Qs Jc Th 9h") -> None:
    """Every hole card, left of the button first, pass after pass (R-DEAL-2)."""
    hand = live.hand
    n = hand.n_seats
    for k, card in enumerate(cards.split()[: n * hand.game.hole_cards]):
        assert live.deal_hole_card((hand.button + 1 + k) % n, card) is None


def live_state(live: LiveHand) -> dict:
    return {
        "hand": snapshot(live.hand),
        "voided": len(live.voided),
        "pending": dict(live._pending),
        "restricted": set(live._call_or_fold),
        "pitched": [list(cards) for cards in live._pitched],
        "order": list(live._order),
        "setup": live._setup,
    }


def table_of(n: int = 4, **options) -> Table:
    table = Table(
        TableConfig(small_blind=1, big_blind=2), seats=6, first_button=1, seed=3, **options
    )
    for seat in range(1, n + 1):
        table.join(NAMES[seat - 1], 200, seat)
    return table


# -- R-LIVE-1: an action out of turn cannot be changed ----------------------------------------------


def test_R_LIVE_1_a_second_action_out_of_turn_is_refused_and_the_first_stands():
    live = live_of()
    deal_all(live)
    for seat in (3, 0, 1):
        live.act(seat, "call")
    live.act(2, "check")
    live.deal_board("2c 7d 9h")  # seat 1 is first to act
    assert live.act(3, "check") == OutOfTurn(3, "check", None)
    before = live_state(live)
    with pytest.raises(IllegalActionError, match=r"already \(check\).*R-LIVE-1"):
        live.act(3, ("bet", 500))  # the check out of turn may not become a bet
    with pytest.raises(IllegalActionError, match="R-LIVE-1"):
        live.act(3, "fold")
    assert live_state(live) == before
    live.act(1, "check"), live.act(2, "check")  # no one bets in between: seat 3's check binds
    assert live.hand.bets == (0, 0, 0, 0) and live.hand.actor == 0
    assert [e for e in live.hand.events if type(e) is OutOfTurn] == [OutOfTurn(3, "check", None)]


def test_R_LIVE_1_a_second_action_out_of_turn_preflop_as_reported():
    live = live_of()
    deal_all(live)
    live.act(0, "check")  # out of turn: seat 3 is to act
    with pytest.raises(IllegalActionError, match="R-LIVE-1"):
        live.act(0, ("bet", 500))
    live.act(3, "call")  # seat 0's turn: its check is no action facing the big blind, it chooses
    assert live.hand.actor == 0 and live.hand.bets == (0, 50, 100, 100)


def test_R_LIVE_1_an_action_out_of_turn_in_a_later_round_is_a_new_one():
    live = live_of()
    deal_all(live)
    live.act(1, "call")  # out of turn preflop: it binds when seat 1's turn comes
    live.act(3, "call"), live.act(0, "call")
    live.act(2, "check")
    live.deal_board("2c 7d 9h")
    live.act(2, "check")  # out of turn on the flop: a new round, a new action
    assert live.act(3, ("bet", 300)) == OutOfTurn(3, "bet", 300)


# -- R-MIS-2: the replacement of an exposed card ----------------------------------------------------


def test_R_MIS_2_the_deal_finished_round_the_table_and_the_replacement_given_last():
    live = live_of()
    for seat, card in ((1, "Ah"), (2, "Kd"), (3, "Qc")):
        live.deal_hole_card(seat, card)
    live.card_exposed("Qc")  # the third card: seat 3 is owed its replacement
    for seat, card in ((0, "Js"), (1, "Ad"), (2, "Kh"), (3, "Qs"), (0, "Jc")):
        assert live.deal_hole_card(seat, card) is None  # the deal goes on round the table
    assert live.hand.hole_cards_due  # seat 3 is still owed a card
    assert live.deal_hole_card(3, "Tc") is None  # the replacement, at the end
    assert not live.voided and not live.hand.hole_cards_due
    assert live.hand.hole_cards_of(3) == tuple(parse_cards("Qs Tc"))
    for seat in (3, 0, 1):
        live.act(seat, "call")
    live.act(2, "check")
    assert live.deal_board("2c 7d 9h").burn == parse_card("Qc")  # the exposed card, the first burn


def test_R_MIS_2_the_replacement_neither_at_once_nor_at_the_end_is_out_of_sequence():
    live = live_of()
    for seat, card in ((1, "Ah"), (2, "Kd"), (3, "Qc")):
        live.deal_hole_card(seat, card)
    live.card_exposed("Qc")
    live.deal_hole_card(0, "Js")  # the deal goes on: seat 1 is next, the replacement comes last
    assert live.deal_hole_card(3, "Tc").condition == "a card dealt out of sequence"


def test_R_MIS_2_the_replacement_at_once_still_deals():
    live = live_of()
    for seat, card in ((1, "Ah"), (2, "Kd"), (3, "Qc")):
        live.deal_hole_card(seat, card)
    live.card_exposed("Qc")
    assert live.deal_hole_card(3, "Tc") is None
    assert (
        live.deal_hole_card(3, "9c").condition == "a card dealt out of sequence"
    )  # seat 0 is next


# -- R-MIS-3: the redeal deals exactly the players entitled to a hand -------------------------------


def test_R_MIS_3_a_player_entitled_and_left_out_is_dealt_in_by_the_redeal():
    live = live_of(3)
    assert live.hand.n_seats == 3
    record = live.report(LEFT_OUT, 3, stack=5_000)  # they sit after seat 2, before the button
    assert record == Misdeal(LEFT_OUT, "R-MIS-1", True, 3)
    hand = live.hand
    assert hand.n_seats == 4 and hand.button == 0 and hand.hole_cards_due == (1, 2, 3, 0)
    assert hand.stacks == (10_000, 9_950, 9_900, 5_000) and hand.starting_stacks[3] == 5_000
    deal_all(live)
    assert live.hand.actor == 3  # dealt in, and first to act
    assert live.voided[0].n_seats == 3  # the voided deal was the one without them


def test_R_MIS_3_a_player_left_out_between_the_button_and_the_blinds_posts_the_small_blind():
    live = live_of(3)
    live.report(LEFT_OUT, 1, stack=5_000)
    assert live.hand.stacks == (10_000, 4_950, 9_900, 10_000)  # the blinds around the button


def test_R_MIS_3_a_player_not_entitled_is_not_dealt_again():
    live = live_of(4, absent=[3])
    live.deal_hole_card(1, "Ah")
    assert live.report(NOT_ENTITLED, 0).voided  # the button was not entitled to a hand
    hand = live.hand  # seats 1, 2, 3 as 0, 1, 2; the button passes to the seat before it
    assert hand.n_seats == 3 and hand.button == 2 and hand.stacks == (9_950, 9_900, 10_000)
    deal_all(live)
    assert hand.folded == (False, False, True)  # the absent seat is still absent (R-DEAL-5)


def test_R_MIS_3_after_two_players_acted_the_hand_goes_on_without_the_player_left_out():
    live = live_of(3)
    deal_all(live)
    live.act(0, "call"), live.act(1, "call")
    assert not live.report(LEFT_OUT, 3, stack=5_000).voided
    assert live.hand.n_seats == 3 and not live.voided


def test_R_MIS_3_at_a_table_the_redeal_leaves_out_the_player_not_entitled():
    table = table_of(4)  # button ann (1), blinds bob (2) and cy (3)
    live = table.start_live_hand()
    live.deal_hole_card(1, "Ah")
    with pytest.raises(IllegalActionError, match="Table.report_misdeal"):
        live.report(NOT_ENTITLED, 1)  # the table decides who is dealt in
    assert table.report_misdeal(NOT_ENTITLED, 2).voided  # bob, table seat 2
    facts = table.live_facts
    assert facts.table_seats == (1, 3, 4) and facts.players == ("ann", "cy", "dee")
    assert (facts.button_table_seat, facts.small_blind_table_seat, facts.big_blind_table_seat) == (
        1,
        3,
        4,
    )
    assert table.live_hand.hand.n_seats == 3 and table.stacks["bob"] == 200
    deal_all(table.live_hand)
    table.live_hand.act(0, "fold"), table.live_hand.act(1, "fold")
    record = table.finish_live_hand()
    assert record.players == ("ann", "cy", "dee") and len(record.voided) == 1
    assert dict(table.stacks) == {"ann": 200, "bob": 200, "cy": 199, "dee": 201}


def test_R_MIS_3_at_a_table_the_redeal_deals_in_the_player_left_out():
    table = table_of(4)
    table.sit_out("dee")  # the table leaves dee out; the floor rules she was entitled to the hand
    live = table.start_live_hand()
    assert table.live_facts.table_seats == (1, 2, 3)
    with pytest.raises(TableError, match="seat 5 holds no player"):
        table.report_misdeal(LEFT_OUT, 5)
    assert table.report_misdeal(LEFT_OUT, 4).voided
    assert table.live_facts.table_seats == (1, 2, 3, 4) and table.live_hand.hand.n_seats == 4
    deal_all(table.live_hand)
    live = table.live_hand
    assert live.hand.actor == 3  # dee, left of the big blind, acts first
    for seat in (3, 0, 1):
        live.act(seat, "fold")
    record = table.finish_live_hand()
    assert record.players == ("ann", "bob", "cy", "dee")
    assert sum(table.stacks.values()) == 800 and table.stacks["cy"] == 201


def test_R_MIS_3_at_a_table_after_two_players_acted_the_hand_goes_on():
    table = table_of(3)
    live = table.start_live_hand()
    deal_all(live)
    live.act(0, "call"), live.act(1, "call")
    misdeal = table.report_misdeal(NOT_ENTITLED, 1)  # ann's hand is dead (R-MIS-4)
    assert not misdeal.voided and live.hand.folded[0] and table.live_facts.table_seats == (1, 2, 3)


@pytest.mark.parametrize(
    "options, args, error, match",
    [
        ({"fixed_seats": True}, (LEFT_OUT, 1), IllegalActionError, "fixed_seats"),
        ({"fixed_seats": True}, (NOT_ENTITLED, 1), IllegalActionError, "fixed_seats"),
        ({"positions": "given"}, (LEFT_OUT, 1), IllegalActionError, "positions"),
        ({"n": 2}, (NOT_ENTITLED, 1), IllegalActionError, "leaves one player"),
        ({}, (LEFT_OUT, 5), InvalidArgumentError, "seat"),
        ({}, (LEFT_OUT, None), InvalidArgumentError, "stack"),
        ({}, ("the deck does not have 52 cards", None), InvalidArgumentError, "stack"),
    ],
)
def test_R_MIS_3_a_redeal_that_cannot_change_the_players_is_refused_and_changes_nothing(
    options, args, error, match
):
    n = options.pop("n", 4)
    if options.get("positions"):
        options["positions"] = Positions.of(CFG, n, 0, small_blind_seat=1, big_blind_seat=2)
    live = live_of(n, **options)
    live.deal_hole_card(1, "Ah")
    before = live_state(live)
    with pytest.raises(error, match=match):
        live.report(*args, stack=5_000 if args[0] != NOT_ENTITLED else None)
    assert live_state(live) == before and not live.voided


def test_R_MIS_3_a_table_keeps_its_seating_a_redeal_changing_the_players_is_refused():
    table = table_of()
    live = table.start_live_hand()
    before = live_state(live)
    with pytest.raises(IllegalActionError, match="R-MIS-3"):
        live.report(NOT_ENTITLED, 1)
    assert live_state(live) == before
    assert live.report(LEFT_OUT).voided  # naming no one: the same players again


# -- R-DEAL-5: an absent player's hand is dead once the deal is complete ----------------------------


def blinds_lost(stacks, small: int, big: int, start: int, big_blind: int) -> bool:
    """The dead big blind lost its whole blind and the small blind won it: what a dead hand posted stays in
    the pot, matched or not (R-DEAL-5)."""
    return start - stacks[big] == big_blind == stacks[small] - start


def test_R_DEAL_5_an_absent_big_blind_never_wins_the_blinds():
    live = live_of(4, absent=[2])
    deal_all(live)
    assert live.hand.folded == (False, False, True, False)  # dead as the deal completed
    assert Kill(2, ABSENT) in live.hand.events
    live.act(3, "fold"), live.act(0, "fold")
    assert live.hand.is_complete and blinds_lost(live.hand.stacks, 1, 2, 10_000, 100)


def test_R_DEAL_5_an_absent_big_blind_at_a_live_tournament_table():
    table = table_of(3, mode="tournament")  # button ann, small blind bob, big blind cy
    table.sit_out("cy")
    live = table.start_live_hand()
    deal_all(live)
    live.act(0, "fold")
    record = table.finish_live_hand()
    assert table.stacks["ann"] == 200 and blinds_lost(record.finishing_stacks, 1, 2, 200, 2)
    assert record.hand.stacks == record.finishing_stacks
    (history,) = table.history
    assert sorted(replay(history).stacks) == sorted(record.finishing_stacks)


def test_R_DEAL_5_an_absent_big_blind_at_a_tournament_table_played_by_agents():
    table = table_of(3, mode="tournament")
    table.sit_out("cy")
    record = table.play_hand(lambda view: "fold" if view.legal_actions.fold else "check")
    assert table.stacks["ann"] == 200 and blinds_lost(record.finishing_stacks, 1, 2, 200, 2)
    assert record.hand.stacks == record.finishing_stacks and Kill(2, ABSENT) in record.events
    (history,) = table.history
    assert sorted(replay(history).stacks) == sorted(record.finishing_stacks)


def test_R_DEAL_5_a_cash_tables_absent_player_is_still_folded_in_turn():
    """Online (a cash table played by agents) a player who does not answer is folded when the action
    reaches them (R-LIVE-3): no kill."""
    table = table_of(3)
    record = table.play_hand({"ann": lambda view: "fold", "bob": lambda view: "fold"})
    assert not any(type(e) is Kill for e in record.events)
    assert dict(table.stacks) == {"ann": 200, "bob": 199, "cy": 201}


# -- R-LIVE-2: a take-back in a draw's second round -------------------------------------------------


def _draw_to_second_round() -> LiveHand:
    live = LiveHand(CFG, [10_000] * 3, button=0, game=FIVE_CARD_DRAW)
    deck = parse_cards("2c 3c 4c 5c 6c 7d 8d 9d Td Jd Qh Kh Ah 2h 3h")
    for k in range(15):
        live.deal_hole_card((1 + k) % 3, deck[(k % 3) * 5 + k // 3])
    live.act(0, ("raise", 300)), live.act(1, "call"), live.act(2, "call")  # a raise in round 1
    for seat in (1, 2, 0):
        live.hand.stand_pat(seat)
    return live


def test_R_LIVE_2_a_call_in_draws_second_round_facing_only_a_bet_is_not_taken_back():
    live = _draw_to_second_round()
    live.act(1, ("bet", 200)), live.act(2, "call")  # a bet, no raise, in this round
    before = live_state(live)
    with pytest.raises(IllegalActionError, match="faced no raise"):
        live.take_back(2)
    assert live_state(live) == before


def test_R_LIVE_2_a_call_in_draws_second_round_facing_a_raise_is_taken_back():
    live = _draw_to_second_round()
    live.act(1, ("bet", 200)), live.act(2, ("raise", 600)), live.act(0, "call")
    live.take_back(0)
    assert live.hand.actor == 0 and live.hand.bets == (0, 200, 600)


def test_R_LIVE_2_a_take_back_whose_rebuild_fails_changes_nothing(monkeypatch):
    """The hand is rebuilt whole (records, the notes since, the take-back) before it replaces the hand."""
    import holdem.engine.live as live_module

    live = live_of()
    deal_all(live)
    live.act(3, "call"), live.act(0, ("raise", 400)), live.act(1, "call")
    live.card_exposed("2c")  # a note since the call: part of the rebuild
    before = live_state(live)

    def failing(setup, records):
        raise IllegalActionError("the rebuild fails")

    monkeypatch.setattr(live_module, "replay_records", failing)
    with pytest.raises(IllegalActionError, match="the rebuild fails"):
        live.take_back(1)
    assert live_state(live) == before


# -- input errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize("typo", ["A h", "Zz", "1x", "Ahh"])
def test_a_typo_card_is_an_input_error_not_a_misdeal(typo):
    live = live_of()
    live.deal_hole_card(1, "Ah")
    before = live_state(live)
    with pytest.raises(InvalidCardError, match=repr(typo)):
        live.deal_hole_card(2, typo)
    assert live_state(live) == before and not live.voided
    assert live.deal_hole_card(2, "Kd") is None  # the deal goes on


def test_chips_put_in_takes_the_seat_first():
    live = live_of()
    deal_all(live)
    assert live.chips_put_in(3, 500).kind is ActionKind.CALL
    with pytest.raises(IllegalActionError, match="seat 0's turn, not seat 2's"):
        live.chips_put_in(2, 100)
    before = live_state(live)
    with pytest.raises(InvalidArgumentError, match="takes the seat first"):
        live.chips_put_in(300, 0)  # the old order's amount first: no such seat
    with pytest.raises(InvalidArgumentError, match=r"\(seat, amount, announced\)"):
        live.chips_put_in(300, "raise", "raise")
    assert live_state(live) == before


def test_chips_put_in_in_the_old_order_works_for_a_release_with_a_deprecation_warning():
    live = live_of()
    deal_all(live)
    with pytest.deprecated_call(match="the seat comes first"):
        assert live.chips_put_in(500).kind is ActionKind.CALL  # seat 3, the seat to act
    with pytest.deprecated_call():
        assert live.chips_put_in(300, "raise").amount == 300  # seat 0: announced, a raise to 300
    with pytest.deprecated_call():
        assert live.chips_put_in(300, None, chips=2).kind is ActionKind.CALL  # seat 1


def test_no_card_is_dealt_once_every_other_hand_died_during_the_deal():
    """Found by the state machine: heads-up, one player's cards touch the muck during the deal (R-MIS-6) and
    the hand is over; the next card pitched is refused with nothing changed (it was kept, then raised)."""
    live = live_of(2)
    live.deal_hole_card(1, "Ah")
    live.cards_in_muck(0)
    assert live.hand.is_complete
    for seat, card in ((0, "Kd"), (1, "Qs")):
        before = live_state(live)
        with pytest.raises(HandStateError, match="the hand is over"):
            live.deal_hole_card(seat, card)
        assert live_state(live) == before


# -- records and histories of live hands ------------------------------------------------------------


def test_a_live_draw_hand_over_before_a_discards_replacement_is_recorded_and_replays():
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, first_button=1, game="draw")
    for seat, name in enumerate(NAMES[:3], 1):
        table.join(name, 200, seat)
    live = table.start_live_hand()
    deck = list(ALL_CARDS)
    random.Random(1).shuffle(deck)
    hand = live.hand
    for k in range(15):
        live.deal_hole_card((hand.button + 1 + k) % 3, deck.pop())
    while hand.phase is Phase.BETTING:
        live.act(hand.actor, "cc")
    seat = hand.next_to_draw
    hand.discard(list(hand.hole_cards_of(seat)[:2]), seat)  # the dealer has not replaced them yet
    for name in table.live_facts.players:
        if name != table.live_facts.players[seat]:
            table.leave(name)
    record = table.finish_live_hand()
    again = record.hand
    assert again.is_complete and again.stacks == record.finishing_stacks
    kept = [e for e in hand.events if type(e) is not HoleDeal]  # (a first deal's order is not kept)
    assert [e for e in again.events if type(e) is not HoleDeal] == kept
    assert [set(again.hole_cards_of(s)) for s in range(3)] == [
        set(hand.hole_cards_of(s)) for s in range(3)
    ]
    for history in read_phhs(table.history_text()):
        assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def _left_the_table() -> tuple[Table, LiveHand]:
    table = table_of(4)
    live = table.start_live_hand()
    deal_all(live)  # seat 3 (dee) is first to act
    table.leave("ann")  # the button leaves out of turn: a kill
    return table, live


def test_a_kill_is_written_as_a_fold_in_its_turn_that_pokerkit_reads():
    pokerkit = pytest.importorskip("pokerkit")
    table, live = _left_the_table()
    live.act(3, "call"), live.act(1, "call"), live.act(2, "check")
    deck = [
        c for c in ALL_CARDS if all(c not in (live.hand.hole_cards_of(s) or ()) for s in range(4))
    ]
    while not live.hand.is_complete:
        hand = live.hand
        if hand.actor is not None:
            live.act(hand.actor, "cc")
        elif hand.next_deal is not None:
            live.deal_board([deck.pop() for _ in range(hand.next_deal.count)], burn=deck.pop())
        elif hand.phase is Phase.SHOWDOWN:
            hand.auto_showdown()
        else:
            live.award()
    text = to_phh(live.hand)
    assert "p4 f # kill: left the table (R-LIVE-6)" in text  # ann, the button: PHH's p4
    lines = read_phh(text).actions
    assert lines.index("p4 f # kill: left the table (R-LIVE-6)") == lines.index("p3 cc") + 1
    for state in pokerkit.HandHistory.loads(text):  # noqa: B007  (the last state is read after)
        pass
    assert list(state.stacks) == read_phh(text).finishing_stacks
    again = replay(read_phh(text))
    assert again.stacks == live.hand.stacks
    assert Kill(0, "left the table (R-LIVE-6)") in again.events


def test_a_kill_that_cannot_wait_for_its_turn_is_written_in_place_and_replays():
    table = table_of(4)
    live = table.start_live_hand()
    deal_all(live)
    live.act(3, "fold"), live.act(0, "call")
    table.leave("ann")  # the button, out of turn after its call
    live.act(1, "fold")  # the big blind wins before the button's turn comes again
    text = to_phh(live.hand)
    lines = read_phh(text).actions
    assert lines.index("p4 f # kill: left the table (R-LIVE-6)") < lines.index("p1 f")
    assert replay(read_phh(text)).stacks == live.hand.stacks


def test_an_old_kill_line_still_replays():
    table, live = _left_the_table()
    live.act(3, "fold"), live.act(1, "fold")
    text = to_phh(live.hand).replace("p4 f # kill: left the table (R-LIVE-6)", "p4 kill")
    again = replay(read_phh(text))
    assert again.stacks == live.hand.stacks and Kill(0, "dead hand") in again.events
