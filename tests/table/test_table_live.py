"""A Table driving live-procedure hands (issue 11): the next hand as a LiveHand fed by a dealer app, a misdeal's
void redealt with the same button, blinds and stacks (R-MIS-3), both deals in the record and the history, and the
hand settled exactly as play_hand settles one (R-BTN-3, R-BLIND-6, R-LIVE-6)."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem import (
    LiveHand,
    Misdeal,
    Phase,
    Table,
    TableConfig,
    TableError,
    parse_cards,
    read_phhs,
    replay,
    write_phhs,
)
from holdem.cli import main
from holdem.core.cards import ALL_CARDS
from holdem.engine import REPORTABLE
from table_helpers import folder

CFG = TableConfig(small_blind=1, big_blind=2)
NAMES = ("ann", "bob", "cy", "dee", "eve", "fay")


def new_table(n: int = 4, seats: int = 6, **options) -> Table:
    table = Table(CFG, seats=seats, first_button=1, seed=3, **options)
    for seat in range(1, n + 1):
        table.join(NAMES[seat - 1], 200, seat)
    return table


def deal_in_order(live: LiveHand, rng: random.Random) -> list:
    """Every hole card, left of the button first, two passes (R-DEAL-2); returns the cards left."""
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    hand = live.hand
    n = hand.n_seats
    for k in range(2 * n):
        assert live.deal_hole_card((hand.button + 1 + k) % n, deck.pop()) is None
    return deck


def play_out(live: LiveHand, rng: random.Random, deck: list) -> None:
    """The rest of the hand: random legal actions, the board as it falls, the showdown by policy."""
    while True:
        hand = live.hand
        if hand.phase is Phase.BETTING:
            legal = hand.legal_actions()
            choice = rng.choice(
                [a for a in ("fold", "cc", "raise") if a != "raise" or legal.min_raise_to]
            )
            live.act(hand.actor, ("cbr", legal.min_raise_to) if choice == "raise" else choice)
        elif (due := hand.next_deal) is not None:
            live.deal_board([deck.pop() for _ in range(due.count)], burn=deck.pop())
        elif hand.phase is Phase.SHOWDOWN:
            hand.auto_showdown()
        else:
            return


def seating_of(record) -> tuple:
    return (
        record.button_table_seat,
        record.small_blind_table_seat,
        record.big_blind_table_seat,
        record.starting_stacks,
        record.posted,
    )


def test_R_MIS_3_a_voided_hand_is_redealt_at_the_table_with_the_same_button_blinds_and_stacks():
    table = new_table()
    live = table.start_live_hand()
    assert table.in_hand and table.live_hand is live and table.hand_number == 1
    facts = table.live_facts
    assert (
        facts.hand_number,
        facts.table_seats,
        facts.players,
        facts.button_table_seat,
        facts.small_blind_table_seat,
    ) == (
        1,
        (1, 2, 3, 4),
        ("ann", "bob", "cy", "dee"),
        1,
        2,
    )
    before = (live.hand.button, live.hand.stacks, [type(e).__name__ for e in live.hand.events])
    live.deal_hole_card(1, "Ah")
    live.deal_hole_card(2, "Kd")
    live.deal_hole_card(3, "Qs")
    misdeal = live.report("the button is out of position")
    assert misdeal == Misdeal("the button is out of position", "R-MIS-1", True, None)
    # the table's hand is the redeal: the same button, blinds posted again, the same stacks
    assert (
        live.hand.button,
        live.hand.stacks,
        [type(e).__name__ for e in live.hand.events],
    ) == before
    assert table.stacks == {"ann": 200, "bob": 199, "cy": 198, "dee": 200}
    assert table.hand_number == 1  # a redeal is the same hand
    rng = random.Random(1)
    play_out(live, rng, deal_in_order(live, rng))
    record = table.finish_live_hand()
    assert (
        not table.in_hand
        and table.live_hand is None
        and table.live_facts is None
        and table.hand_number == 1
    )
    (voided,) = record.voided
    assert voided.misdeal == misdeal and [s for s, _ in voided.pitched] == [1, 2, 3]
    assert [str(c) for _, c in voided.pitched] == ["Ah", "Kd", "Qs"] and "Ah" not in repr(voided)
    assert (
        record.button_table_seat,
        record.small_blind_table_seat,
        record.big_blind_table_seat,
    ) == (1, 2, 3)
    assert sum(table.stacks.values()) == 800 and record.finishing_stacks == tuple(
        table.stacks.values()
    )
    (history,) = table.history
    assert history.extra["_voided_deals"] == [
        "the button is out of position (R-MIS-1, R-MIS-3): 2:Ah 3:Kd 4:Qs"
    ]
    assert (
        sorted(replay(history).stacks)
        == sorted(history.finishing_stacks)
        == sorted(table.stacks.values())
    )


def test_R_MIS_3_a_table_history_with_voided_deals_replays_with_holdem_replay(tmp_path, capsys):
    table = new_table(3)
    rng = random.Random(5)
    for _ in range(4):
        live = table.start_live_hand()
        for _ in range(rng.randrange(3)):  # misdeals before anyone acts, each voiding the deal
            live.deal_hole_card(live.hand.button, "2c") if rng.random() < 0.5 else live.report(
                "the deck does not have 52 cards"
            )
        play_out(live, rng, deal_in_order(live, rng))
        table.finish_live_hand()
    table.play_hand(folder)  # agents' hands and live ones in one history
    assert any(r.voided for r in table.records)
    text = table.history_text()
    assert "_voided_deals" in text
    path = tmp_path / "live.phhs"
    path.write_text(text)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "5" in out and "error" not in out.lower()
    for history in read_phhs(text):
        assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_R_MIS_3_no_seat_view_or_pickle_holds_a_voided_deal_of_another_seat():
    table = new_table(3)
    live = table.start_live_hand()
    for seat, card in zip((1, 2, 0, 1), ("As", "Ks", "Qs", "Js")):
        live.deal_hole_card(seat, card)
    live.card_exposed("Qs")  # the third card: replaced, the first burn (R-MIS-2)
    live.deal_hole_card(0, "Ts")
    assert live.card_exposed("Js").voided  # a second exposure: a misdeal before anyone acted
    voided = {0: {"Ts"}, 1: {"As", "Js"}, 2: {"Ks"}}
    rng = random.Random(2)
    deck = deal_in_order(live, rng)
    for seat in range(3):
        view = live.view(seat)
        text = repr(view.snapshot()) + repr(view) + repr(pickle.loads(pickle.dumps(view)))
        mine = {str(c) for c in live.hand.hole_cards_of(seat)}
        for card in set().union(*(cards for s, cards in voided.items() if s != seat)) - mine:
            assert card not in text
    play_out(live, rng, deck)
    record = table.finish_live_hand()
    assert "As" not in repr(record) and "As" not in repr(record.voided)


def test_a_live_hand_settles_as_play_hand_does_button_missed_blinds_and_the_next_hand():
    """The same hand, played by agents and by a dealer app, leaves two tables in the same state (R-BTN-3)."""
    agents_table, live_table = new_table(4, seats=5), new_table(4, seats=5)
    for table in (agents_table, live_table):
        table.sit_out("dee")  # misses the big blind on the next hand: owes it (R-BLIND-6)
    record = agents_table.play_hand(folder)
    live = live_table.start_live_hand()
    rng = random.Random(9)
    deal_in_order(live, rng)
    while live.hand.actor is not None:
        live.act(live.hand.actor, "fold" if live.hand.legal_actions().fold else "check")
    live_record = live_table.finish_live_hand()
    assert seating_of(live_record) == seating_of(record)
    assert live_table.stacks == agents_table.stacks and live_table.button == agents_table.button
    assert (
        live_table.players == agents_table.players and live_table.ledger() == agents_table.ledger()
    )
    for table in (agents_table, live_table):
        table.come_back("dee")
    assert seating_of(live_table.play_hand(folder)) == seating_of(agents_table.play_hand(folder))


def test_R_LIVE_6_a_player_who_leaves_during_a_live_hand_is_dead_and_goes_with_the_stack():
    table = new_table(3)
    live = table.start_live_hand()
    rng = random.Random(4)
    deck = deal_in_order(live, rng)
    assert table.leave("cy") is None  # the big blind leaves: dead at once, chips stay in the pot
    assert live.hand.folded[2]
    play_out(live, rng, deck)
    record = table.finish_live_hand()
    assert "cy" not in table.seats.values() and table.ledger()["cy"]["cashed_out"] == 198
    assert sum(table.stacks.values()) + 198 == 600 and record.finishing_stacks[2] == 198


def test_R_LIVE_6_a_player_who_left_before_a_void_is_dead_in_the_redeal_too():
    table = new_table(4)
    live = table.start_live_hand()
    live.deal_hole_card(1, "Ah")
    table.leave("ann")  # the button leaves during the deal
    assert not live.hand.folded[0]  # dead once the deal is complete
    assert live.report("the deck does not have 52 cards").voided
    rng = random.Random(6)
    deck = deal_in_order(live, rng)
    assert live.hand.folded == (True, False, False, False)
    play_out(live, rng, deck)
    record = table.finish_live_hand()
    assert record.finishing_stacks[0] == 200 and "ann" not in table.seats.values()
    assert sum(table.stacks.values()) + table.cashed_out == 800


def test_R_TOUR_1_a_player_busted_in_a_live_tournament_hand_is_eliminated_as_in_play_hand():
    table = new_table(3, mode="tournament")
    live = table.start_live_hand()
    for seat, card in zip([1, 2, 0] * 2, "Kc 7c As Kh 2d Ah".split()):
        live.deal_hole_card(seat, card)
    live.act(0, "all_in")
    live.act(1, "fold")
    live.act(2, "call")  # cy's whole stack against aces
    play_out(live, random.Random(0), list(parse_cards("8h 5c 3s 6d 9h Qs 4s Jd")))
    table.finish_live_hand()
    assert table.eliminated == (("cy", 1),) and dict(table.stacks) == {"ann": 401, "bob": 199}
    assert table.seats[3] is None


def test_R_LIVE_6_every_other_player_leaving_during_the_deal_ends_the_hand_when_it_is_dealt():
    table = new_table(3)
    live = table.start_live_hand()
    live.deal_hole_card(1, "Ah")
    table.leave("ann")
    table.leave("bob")
    for seat, card in zip([2, 0, 1, 2, 0], "Kd Qs Jc Tc 9c".split()):
        live.deal_hole_card(seat, card)
    assert live.hand.is_complete
    table.finish_live_hand()
    assert dict(table.stacks) == {"cy": 201} and table.cashed_out == 399
    (history,) = table.history
    assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_live_hand_calls_out_of_place_raise_typed_errors_and_change_nothing():
    table = new_table(3)
    with pytest.raises(TableError, match="no live hand"):
        table.finish_live_hand()
    live = table.start_live_hand()
    with pytest.raises(TableError, match="in play"):
        table.start_live_hand()
    with pytest.raises(TableError, match="in play"):
        table.play_hand(folder)
    with pytest.raises(TableError, match="only between hands"):
        table.add_chips("ann", 10)
    with pytest.raises(TableError, match="not over"):
        table.finish_live_hand()
    assert table.live_hand is live and table.hand_number == 1 and not table.records
    rng = random.Random(3)
    play_out(live, rng, deal_in_order(live, rng))
    table.finish_live_hand()
    lone = Table(CFG, seats=3)
    lone.join("ann", 200)
    with pytest.raises(TableError, match="fewer than two"):
        lone.start_live_hand()
    assert lone.hand_number == 0 and not lone.in_hand


def test_R_LIVE_3_a_live_table_hand_times_out_by_the_tables_timeout_action():
    table = new_table(3, timeout_action="check")
    live = table.start_live_hand()
    assert live.check_on_timeout
    deal_in_order(live, random.Random(1))
    live.act(0, "cc")
    live.act(1, "cc")
    assert live.timeout(2).kind.value == "check"


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 6), st.sampled_from(["dead", "moving"]))
def test_R_MIS_3_misdeals_before_two_players_act_conserve_chips_and_restore_stacks_button_blinds(
    seed, n, rule
):
    """Property: at a table, misdeals declared at random points before two players act (during the deal, after
    it, after one action) each void the deal and restore the stacks, the button and the blinds exactly; chips are
    conserved over every hand and every redeal; no seat's view holds a card of another seat's voided deal; every
    hand's history replays."""
    rng = random.Random(seed)
    table = Table(CFG, seats=6, seed=seed, button_rule=rule)
    for name in NAMES[:n]:
        table.join(name, rng.randrange(100, 201))
    total = sum(table.stacks.values())
    for _ in range(3):
        if sum(1 for s in table.stacks.values() if s) < 2:
            break
        live = table.start_live_hand()
        start = (
            live.hand.button,
            live.hand.stacks,
            live.hand.starting_stacks,
            tuple(e for e in live.hand.events if type(e).__name__ == "Post"),
        )
        voids = 0
        for _ in range(rng.randrange(4)):
            deck = deal_in_order(live, rng) if rng.random() < 0.5 else None
            if deck is not None and live.hand.actor is not None and rng.random() < 0.5:
                live.act(live.hand.actor, "cc")  # one player acted: still before two
            if live.hand.is_complete:
                break
            condition = rng.choice([c for c, seat in REPORTABLE.items() if not seat])
            assert live.report(condition).voided
            voids += 1
            assert (
                live.hand.button,
                live.hand.stacks,
                live.hand.starting_stacks,
                tuple(e for e in live.hand.events if type(e).__name__ == "Post"),
            ) == start
            assert sum(table.stacks.values()) + sum(live.hand.contributions) == total
        deck = deal_in_order(live, rng)
        for seat in range(live.hand.n_seats):  # no view holds another seat's voided cards (R-MIS-3)
            seen = str(live.view(seat).snapshot().to_dict()) + repr(
                pickle.loads(pickle.dumps(live.view(seat)))
            )
            mine = set(map(str, live.hand.hole_cards_of(seat)))
            assert not [
                card
                for deal in live.voided_deals
                for other, c in deal.pitched
                if other != seat and (card := str(c)) not in mine and f"'{card}'" in seen
            ]
        play_out(live, rng, deck)
        record = table.finish_live_hand()
        assert len(record.voided) == voids and record.starting_stacks == start[2]
        assert (record.hand_button, record.table_seats[record.hand_button]) == (
            start[0],
            record.table_seats[start[0]],
        )
        assert sum(table.stacks.values()) == total
        (history,) = read_phhs(write_phhs([table.history_for(record)]))
        assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_R_DRAW_1_live_draw_hands_at_a_draw_table_are_recorded_and_replay():
    """A five-card-draw table's live hands: the dealer deals the draw's replacements (``live.hand.deal_hole``);
    the record deals the same hand again and its history replays to the stacks."""
    table = Table(CFG, seats=4, first_button=1, game="draw")
    for seat in range(1, 5):
        table.join(NAMES[seat - 1], 200, seat)
    rng = random.Random(8)
    for _ in range(6):
        live = table.start_live_hand()
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hand = live.hand
        for k in range(5 * hand.n_seats):
            live.deal_hole_card((hand.button + 1 + k) % hand.n_seats, deck.pop())
        while True:
            if hand.phase is Phase.DRAWING:
                seat = hand.next_to_draw
                count = rng.randrange(3)
                hand.discard(
                    list(hand.hole_cards_of(seat)[:count]), seat
                ) if count else hand.stand_pat(seat)
            elif hand.phase is Phase.DEALING and hand.next_deal.kind == "draw":
                hand.deal_hole(
                    hand.next_deal.seat, [deck.pop() for _ in range(hand.next_deal.count)]
                )
            elif hand.phase is Phase.BETTING or hand.phase is Phase.SHOWDOWN:
                play_out(live, rng, deck) if hand.phase is Phase.SHOWDOWN else live.act(
                    hand.actor, rng.choice(["cc", "cc", "fold"])
                )
            else:
                break
        record = table.finish_live_hand()
        assert record.hand.stacks == record.finishing_stacks
    assert sum(table.stacks.values()) == 800
    for history in read_phhs(table.history_text()):
        assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)
