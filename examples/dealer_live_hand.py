"""A dealer app driving a LiveHand: a card pitched out of order is a misdeal, the hand is dealt again.

Run: python examples/dealer_live_hand.py
"""

from __future__ import annotations

from holdem import LiveHand, Misdeal, TableConfig


def main() -> None:
    live = LiveHand(TableConfig(small_blind=50, big_blind=100), [10_000] * 3, button=0)
    live.deal_hole_card(1, "Ah")  # the first card goes left of the button
    outcome = live.deal_hole_card(0, "Kd")  # seat 2 was next: a misdeal (R-MIS-1)
    assert isinstance(outcome, Misdeal) and outcome.voided
    print(f"misdeal: {outcome.condition} ({outcome.rule}); voided deals: {len(live.voided)}")
    # the redeal, one card at a time in order: seats 1, 2, 0, then again
    for seat, card in zip([1, 2, 0, 1, 2, 0], "Ah Kd Qc As Kh Qs".split()):
        live.deal_hole_card(seat, card)
    live.act(0, "call")  # the button calls, the small blind folds, the big blind checks
    live.act(1, "fold")
    live.act(2, "check")
    live.deal_board("2c 7d 9h", burn="3s")
    for cards, burn in (("Jd", "4s"), ("5c", "6s")):  # the turn, then the river
        live.act(2, "check")
        live.act(0, "check")
        live.deal_board(cards, burn=burn)
    live.act(2, "check")
    live.act(0, "check")
    hand = live.hand
    hand.auto_showdown()  # the hands are turned up (R-SHOW-*); the dealer then pushes the pots
    result = live.award()
    print(f"final stacks {result.final_stacks}; net {result.net}")
    assert sum(result.net) == 0


if __name__ == "__main__":
    main()
