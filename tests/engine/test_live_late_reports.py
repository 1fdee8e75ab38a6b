"""A misdeal reported once the hand has reached its showdown (R-MIS-3), found in review: a heads-up all-in
called by one player reaches the showdown with one player acted, and a report then voided the hand played."""

from __future__ import annotations

import pytest

from holdem import LiveHand, Phase, Table, TableConfig
from holdem.engine import NOT_ENTITLED

CFG = TableConfig(small_blind=50, big_blind=100)


def all_in_to_the_award(live: LiveHand) -> None:
    """Heads-up, the big blind all-in with its blind: the button calls (the one action), the board is dealt
    and both hands shown; the award waits."""
    for seat, card in zip((1, 0, 1, 0), "2c 7d Ah As".split()):
        live.deal_hole_card(seat, card)
    live.act(0, "call")
    for cards, burn in (("4d 6c 8h", "Tc"), ("Jc", "Td"), ("Qc", "Th")):
        live.deal_board(cards, burn=burn)
    while live.hand.next_to_show is not None:
        live.hand.show(live.hand.next_to_show)
    assert live.hand.phase is Phase.AWARD and live.hand.players_acted == 1


@pytest.mark.parametrize(
    "condition", ["the deck does not have 52 cards", "two or more face-up cards in the deck"]
)
def test_R_MIS_3_a_misdeal_reported_after_the_showdown_voids_nothing(condition):
    live = LiveHand(CFG, [10_000, 100], button=0)
    all_in_to_the_award(live)
    hand = live.hand
    misdeal = live.report(condition)
    assert not misdeal.voided and live.hand is hand and not live.voided
    assert live.award().net == (100, -100)  # the button's aces win the big blind's all-in


def test_R_MIS_3_at_a_table_a_report_after_the_showdown_reseats_nothing():
    table = Table(
        TableConfig(small_blind=50, big_blind=100), seats=4, first_button=1, mode="tournament"
    )
    table.join("ann", 10_000, 1)
    table.join("bob", 100, 2)
    live = table.start_live_hand()
    all_in_to_the_award(live)
    misdeal = table.report_misdeal(NOT_ENTITLED, 2)  # bob's hand was shown: it stands
    assert not misdeal.voided and table.live_hand is live and table.live_facts.table_seats == (1, 2)
    table.finish_live_hand()
    assert dict(table.stacks) == {"ann": 10_100} and table.eliminated == (("bob", 1),)
