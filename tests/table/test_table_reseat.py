"""A void's redeal re-seated by the table (R-MIS-3, ``Table.report_misdeal``), found in review: the records
and histories of the voided deals, the table's facts after the redeal (a dead button, R-BTN-3; blinds that
fall on a stack all in the ante), and live hands that end before they are dealt (R-MIS-6)."""

from __future__ import annotations

import pytest

from holdem import (
    IllegalActionError,
    Table,
    TableConfig,
    TableError,
    read_phhs,
    replay,
)
from holdem.engine import LEFT_OUT, NOT_ENTITLED

NAMES = ("ann", "bob", "cy", "dee", "eve")


def table_of(stacks, **options) -> Table:
    """Players ``NAMES`` in seats 1.. with ``stacks``; the first button on seat 1."""
    config = options.pop("config", TableConfig(small_blind=1, big_blind=2))
    table = Table(config, seats=6, first_button=1, seed=3, **options)
    for seat, stack in enumerate(stacks, 1):
        table.join(NAMES[seat - 1], stack, seat)
    return table


def pitch(live, cards: str) -> None:
    """Pitch ``cards`` one by one, each to the seat due next (R-DEAL-2)."""
    for card in cards.split():
        assert live.deal_hole_card(live._seats_due()[0], card) is None


def fold_out(table: Table):
    """Deal the live hand, every seat folding in turn, the board dealt and the hands shown when all-in
    players are left; returns the record."""
    live = table.live_hand
    hand = live.hand
    pitch(live, " ".join("Ah Kd Qc Js Ad Kh Qs Jc Th 9h".split()[: 2 * hand.n_seats]))
    board = iter("2c 3c 4c 5c 6c 7c 8c 9c".split())
    while not hand.is_complete and hand.phase.value != "award":
        if hand.actor is not None:
            live.act(hand.actor, "fold")
        elif hand.next_to_show is not None:
            hand.show(hand.next_to_show)
        else:
            due = hand.next_deal
            live.deal_board([next(board) for _ in range(due.count)], burn=next(board))
    return table.finish_live_hand()


def replays_to_the_record(table: Table, record) -> bool:
    """The table's history of its last hand replays to the record's finishing stacks (hand seats)."""
    (*_, history) = read_phhs(table.history_text())
    return tuple(replay(history).stacks) == record.finishing_stacks == record.hand.stacks


def test_R_MIS_3_the_history_names_each_voided_deals_own_seats_after_leaving_a_player_out():
    # the void's deal went to four seats; the redeal to three: the history wrote the voided deal's cards with
    # the redeal's seats and failed (IndexError) on the fourth
    table = table_of([200] * 4)
    live = table.start_live_hand()
    pitch(live, "2s 3s 4s 5s")  # bob (2), cy (3), dee (4), ann (1)
    table.report_misdeal(NOT_ENTITLED, 4)  # dee was not entitled to a hand
    record = fold_out(table)
    (deal,) = table.history[-1].extra["_voided_deals"]
    assert deal.endswith(": 2:2s 3:3s 4:4s 1:5s")
    assert replays_to_the_record(table, record)
    assert record.voided_table_seats == ((1, 2, 3, 4),) and record.table_seats == (1, 2, 3)


def test_R_MIS_3_the_history_names_each_voided_deals_own_seats_after_dealing_a_player_in():
    # bob (seat 2) was left out: the voided deal's hand seat 1 was cy's (seat 3), the redeal's is bob's
    table = table_of([200] * 4)
    table.sit_out("bob")
    live = table.start_live_hand()
    pitch(live, "2s 3s")  # cy (3), dee (4): ann holds the button
    table.report_misdeal(LEFT_OUT, 2)
    table.report_misdeal(
        "the deck does not have 52 cards"
    )  # a second void, with the redeal's seats
    record = fold_out(table)
    first, second = table.history[-1].extra["_voided_deals"]
    assert first.endswith(": 3:2s 4:3s") and second.endswith(": no card pitched")
    assert replays_to_the_record(table, record)
    assert record.voided_table_seats == ((1, 3, 4), (1, 2, 3, 4))


def bust_bob() -> Table:
    """A tournament table whose hand 2 has a dead button on seat 2 (bob busted in hand 1, R-BTN-3)."""
    table = table_of([200, 1, 200, 200, 200], mode="tournament")
    live = table.start_live_hand()
    pitch(live, "2c Ah Kd Qd 3h 7d As Ks 9s 5h")  # bob (hand seat 1) holds 2c 7d, cy aces
    for _ in range(3):
        live.act(
            live.hand.actor, "fold"
        )  # dee, eve, ann: bob is all-in with his blind, cy not asked
    for cards, burn in (("4d 6c 8h", "Tc"), ("Jc", "Td"), ("Qc", "Th")):
        live.deal_board(cards, burn=burn)
    while live.hand.next_to_show is not None:
        live.hand.show(live.hand.next_to_show)
    table.finish_live_hand()
    assert table.eliminated == (("bob", 1),)
    return table


def test_R_MIS_3_R_BTN_3_a_redeal_without_a_player_keeps_a_dead_button_dead():
    table = bust_bob()
    table.start_live_hand()
    before = table.live_facts
    assert (
        before.button_table_seat,
        before.button_dead,
        before.small_blind_table_seat,
        before.big_blind_table_seat,
    ) == (
        2,
        True,
        3,
        4,
    )
    table.report_misdeal(NOT_ENTITLED, 5)  # eve was not entitled: ann still holds the hand's button
    facts = table.live_facts
    assert facts.table_seats == (1, 3, 4)
    assert (
        facts.button_table_seat,
        facts.button_dead,
        facts.small_blind_table_seat,
        facts.big_blind_table_seat,
    ) == (2, True, 3, 4)
    record = fold_out(table)
    assert (
        record.button_table_seat,
        record.small_blind_table_seat,
        record.big_blind_table_seat,
    ) == (2, 3, 4)
    assert replays_to_the_record(table, record)


def test_R_MIS_3_a_redeal_when_the_big_blinds_stack_is_all_in_the_ante_is_reseated():
    # cy's one chip goes in as the ante, so no big blind is posted: the table read the blinds from the posts
    # and raised a KeyError after the hand was redealt, its facts and stacks left for the old players
    config = TableConfig(small_blind=1, big_blind=2, ante=1)
    table = table_of([200, 200, 1, 200], mode="tournament", config=config)
    table.start_live_hand()
    table.report_misdeal(NOT_ENTITLED, 4)  # dee
    facts = table.live_facts
    assert table.live_hand.hand.n_seats == 3 and facts.table_seats == (1, 2, 3)
    assert (facts.button_table_seat, facts.small_blind_table_seat, facts.big_blind_table_seat) == (
        1,
        2,
        3,
    )
    assert dict(table.stacks) == {"ann": 199, "bob": 198, "cy": 0, "dee": 200}
    record = fold_out(table)
    assert sum(table.stacks.values()) == 601 and replays_to_the_record(table, record)


@pytest.mark.parametrize("condition", [NOT_ENTITLED, LEFT_OUT])
def test_R_MIS_3_a_reseat_with_a_straddle_is_refused_and_changes_nothing(condition):
    config = TableConfig(small_blind=1, big_blind=2, straddles=(4,))
    table = table_of([200] * 4, config=config)
    for name in NAMES[:4]:
        table.set_preferences(name, straddle=True)
    table.join("eve", 200, 5)
    table.sit_out("eve")
    live = table.start_live_hand()
    before = (table.live_facts, dict(table.stacks), list(live.hand.events))
    with pytest.raises(IllegalActionError, match="positions given"):
        table.report_misdeal(condition, 2 if condition == NOT_ENTITLED else 5)
    assert (table.live_facts, dict(table.stacks), list(live.hand.events)) == before
    assert table.live_hand is live and not live.voided


def test_R_MIS_6_a_live_hand_that_ends_during_the_deal_is_settled_by_the_table():
    table = table_of([200, 200])
    live = table.start_live_hand()
    live.cards_in_muck(1)  # bob's (the big blind's) cards touched the muck before any was pitched
    assert live.hand.is_complete
    record = table.finish_live_hand()
    assert dict(table.stacks) == {"ann": 202, "bob": 198} and record.finishing_stacks == (202, 198)
    assert record.hand.is_complete and record.hand.hole_cards_of(0) is None
    (history,) = read_phhs(table.history_text())
    assert (
        history.finishing_stacks == [198, 202] and replay(history).is_complete
    )  # PHH order: bob first
    table.start_live_hand()  # the table goes on
    assert table.live_facts.hand_number == 2


def test_R_MIS_6_a_live_hand_killed_part_way_through_the_deal_is_settled_and_rebuilt():
    table = table_of([200, 200])
    live = table.start_live_hand()
    pitch(live, "Ah Kd Qs")  # heads-up the big blind is dealt first: bob has Ah Qs, ann only Kd
    live.cards_in_muck(0)  # ann's cards touched the muck before her second was pitched
    record = table.finish_live_hand()
    assert dict(table.stacks) == {"ann": 199, "bob": 201}
    rebuilt = (
        record.hand
    )  # the cards pitched were never the hand's: it ended before the deal was whole
    assert rebuilt.events == live.hand.events and rebuilt.hole_cards_of(1) is None


def owes(table: Table, name: str) -> tuple[bool, bool]:
    return next(p.owes for p in table.players if p.name == name)


def test_R_MIS_3_R_BLIND_6_a_player_dealt_in_by_the_redeal_does_not_owe_the_blind_they_posted():
    table = table_of([200] * 4)
    table.start_live_hand()
    fold_out(table)  # hand 1: the button on seat 1, the big blind on 3
    table.sit_out("dee")  # the big blind of hand 2
    table.start_live_hand()
    assert owes(table, "dee") == (True, True)  # she missed both blinds (the small one is dead)
    table.report_misdeal(LEFT_OUT, 4)  # the floor: she was entitled to the hand
    assert table.live_facts.big_blind_table_seat == 4
    record = fold_out(table)
    assert record.posted[4] == (("big blind", 2),)
    assert owes(table, "dee") == (False, False)


def test_R_MIS_3_a_player_seated_after_the_deal_is_not_dealt_in_by_the_redeal():
    table = table_of([200] * 3)
    table.start_live_hand()
    fold_out(table)
    live = table.start_live_hand()
    table.join("eve", 200, 5)
    before = (table.live_facts, dict(table.stacks), list(live.hand.events))
    with pytest.raises(TableError, match="seat 5 sat down after this hand was dealt"):
        table.report_misdeal(LEFT_OUT, 5)
    assert (table.live_facts, dict(table.stacks), list(live.hand.events)) == before
    assert table.live_hand is live and not live.voided
