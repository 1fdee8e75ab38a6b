"""holdem.env.describe (issue 28): a seat's view as text for language-model agents, from every kind of view
(a hand's live SeatView and its SeatSnapshot, a table's DecisionView and LivePlayerView), saying the
position, cards, board, pot, stacks, the action so far and the legal actions with their amounts, and never
another seat's hole cards until they are shown (R-DEAL-4)."""

from __future__ import annotations

import pickle

from holdem import Hand, Table, TableConfig, cards_text
from holdem.agents import CallingStation
from holdem.env import describe, position_names
from holdem.table import trusted_agent


def _flop_hand() -> Hand:
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [200, 150, 300, 90], button=3, seed=4)
    hand.raise_to(6)  # seat 2 (UTG)
    hand.call()  # seat 3, the button
    hand.fold()  # seat 0, the small blind
    hand.call()  # seat 1, the big blind
    hand.check()  # the flop: seat 1
    hand.bet(10)  # seat 2
    return hand


def test_a_live_view_described_line_by_line():
    hand = _flop_hand()
    text = describe(hand.view(3))
    board = cards_text(hand.board)
    assert text.splitlines() == [
        "You are seat 3 of 4 (button); the button is seat 3; the big blind is 2.",
        f"Your cards: {cards_text(hand.hole_cards_of(3))}.",
        f"Street: flop. Board: {board}.",
        "Pot: 29 (this round's bets included).",
        "Seats:",
        "  seat 0 (small blind): 199 behind, folded",
        "  seat 1 (big blind): 144 behind",
        "  seat 2 (UTG): 284 behind, bet 10",
        "  seat 3 (button, you): 84 behind",
        "Action so far:",
        "  preflop: seat 0 posts small blind 1; seat 1 posts big blind 2; seat 2 raises to 6; "
        "seat 3 calls 6; seat 0 folds; seat 1 calls 4",
        f"  flop ({board}): seat 1 checks; seat 2 bets 10",
        "Your turn. You may fold, call 10 or raise to at least 20 and at most 84.",
    ]


def test_the_other_seats_cards_stay_hidden_until_shown():
    hand = _flop_hand()
    for seat in range(4):
        text = describe(hand.view(seat))
        for other in range(4):
            cards = cards_text(hand.hole_cards_of(other))
            assert (cards in text) == (other == seat), (seat, other)
    while hand.actor is not None:
        hand.check_or_call()
    hand.finish_showdown()
    text = describe(hand.view(0))  # seat 0 folded; the hands shown are public now
    assert text.endswith("The hand is over.")
    shown = [f"seat {s} {cards_text(c)}" for s, c in sorted(hand.shown.items())]
    assert "Shown: " + "; ".join(shown) in text


def test_a_snapshot_and_its_pickle_read_as_the_live_view():
    hand = _flop_hand()
    live = describe(hand.view(2))
    assert describe(hand.view(2).snapshot()) == live
    assert describe(pickle.loads(pickle.dumps(hand.view(2)))) == live
    assert live.endswith("Seat 3 is to act.")


def test_a_tables_views_name_the_players():
    """A table hands an agent a DecisionView (or a LivePlayerView when trusted): describe works on both and
    names the players from the table's facts."""
    seen: dict[str, list[str]] = {"decision": [], "live": []}

    def decision_agent(view):
        seen["decision"].append(describe(view))
        return "cc"

    @trusted_agent
    class LiveAgent:
        def act(self, view):
            seen["live"].append(describe(view))
            return "cc"

    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=2)
    for name in ("ann", "bob", "cat"):
        table.join(name, 100)
    table.play({"ann": decision_agent, "bob": LiveAgent(), "cat": CallingStation()}, hands=2)
    assert seen["decision"] and seen["live"]
    for text in seen["decision"] + seen["live"]:
        assert "Your turn. You may" in text
        assert "(ann, " in text and "(bob, " in text and "(cat, " in text


def test_position_names_from_two_to_ten_seats():
    assert position_names(2, 0) == ["button, small blind", "big blind"]
    assert position_names(3, 2) == ["small blind", "big blind", "button"]
    assert position_names(9, 0)[3:] == ["UTG", "UTG+1", "UTG+2", "lojack", "hijack", "cutoff"]
    for n in range(2, 11):
        names = position_names(n, 0)
        assert len(set(names)) == n and names[-1] in ("big blind", "button", "cutoff", "UTG")


def test_a_draw_games_draw_is_described():
    """R-DRAW-1: at the seat's draw, describe says how many cards it may discard."""
    from holdem import FIVE_CARD_DRAW
    from holdem.game import BettingStructure

    config = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)
    hand = Hand(config, [100, 100], button=0, seed=1, game=FIVE_CARD_DRAW)
    while hand.next_to_draw is None:
        hand.check_or_call()
    seat = hand.next_to_draw
    text = describe(hand.view(seat))
    assert text.endswith("Your draw. You may discard 1 to 3 of your cards or stand pat.")
    assert describe(hand.view(1 - seat)).endswith("No one is to act now.")  # no bet is due: a draw
