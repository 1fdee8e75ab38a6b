"""Hidden information as a property (issue 9): changing what seat k cannot see (other seats' hole
cards, the cards still in the deck) leaves everything made for k unchanged: its view, the view's
repr and pickle, ``to_phh(hand, seat=k)``, and the messages of refused actions. Public API only."""

from __future__ import annotations

import pickle
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import holdem
from holdem import BettingStructure, Hand, HoldemError, TableConfig

CONFIG = TableConfig(BettingStructure.NO_LIMIT, small_blind=50, big_blind=100)
SEATS = 3


def _deal(rng: random.Random, keep: list[str]) -> list[str]:
    """Seat 0 keeps its cards; the other seats and the board come from a deck ``rng`` shuffles."""
    rest = [c for c in map(str, holdem.parse_cards(range(52))) if c not in keep]
    rng.shuffle(rest)
    return rest


def _play(holes: list[str], board: list[str], steps: list[int]) -> tuple[Hand, list[str]]:
    """A manual hand: seat s gets holes[s]; the public steps pick among the legal actions."""
    hand = Hand(CONFIG, [1000, 1500, 2000], 0, dealing="manual")
    for seat in hand.hole_cards_due:
        hand.deal_hole(seat, holes[seat])
    errors, cards = [], iter(board)
    for step in steps:
        if hand.is_complete:
            break
        if hand.board_cards_due:
            hand.deal_board([next(cards) for _ in range(hand.board_cards_due)])
            continue
        if hand.actor is None:
            try:
                hand.finish_showdown()
            except HoldemError as exc:
                errors.append(str(exc))
            continue
        legal = hand.legal_actions()
        options = [
            ("fold",),
            ("cc",),
            ("cbr", legal.min_raise_to),
            ("cbr", 10**9),
            ("bet", -1),
            ("check",),
        ]
        try:
            hand.act(options[step % len(options)])
        except HoldemError as exc:
            errors.append(str(exc))
    return hand, errors


def _seen_by(hand: Hand, seat: int, errors: list[str]) -> tuple:
    view = hand.view(seat)
    return (
        repr(view),
        view.hole_cards,
        view.board,
        view.events,
        view.legal_actions,
        view.shown,
        pickle.dumps(view),
        holdem.to_phh(hand, seat=seat),
        errors,
    )


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), st.lists(st.integers(0, 5), max_size=25))
def test_a_seat_sees_the_same_whatever_it_cannot_see(seed_a, seed_b, steps):
    mine = ["Ah", "Kd"]
    a, b = _deal(random.Random(seed_a), mine), _deal(random.Random(seed_b), mine)
    # The board (public once dealt) is the same in both; only the other seats' cards differ.
    public = [c for c in a[4:] if c not in b[:4]][:5]
    holes_a = ["".join(mine), a[0] + a[1], a[2] + a[3]]
    rest_b = [c for c in b if c not in public]
    holes_b = ["".join(mine), rest_b[0] + rest_b[1], rest_b[2] + rest_b[3]]
    if len(public) < 5 or set(holes_a[1] + holes_a[2]) & set(public):
        return
    hand_a, errors_a = _play(holes_a, public, steps)
    hand_b, errors_b = _play(holes_b, public, steps)
    if any(
        hand.is_complete and hand.result is not None and hand.view(0).shown
        for hand in (hand_a, hand_b)
    ):
        return  # a showdown shows other seats' cards: then they are public
    assert _seen_by(hand_a, 0, errors_a) == _seen_by(hand_b, 0, errors_b)


def test_pickles_of_a_hand_hold_no_deck_order_and_repr_no_cards():
    # Two pickles of one auto-dealt hand differ (the cards left are reshuffled each time) yet load
    # to the same public hand: the order of the deck is in neither in a form that matters.
    hand = Hand(CONFIG, [1000, 1000, 1000], 0, seed=7)
    first, second = pickle.dumps(hand), pickle.dumps(hand)
    assert first != second
    a, b = pickle.loads(first), pickle.loads(second)
    assert holdem.to_phh(a) == holdem.to_phh(b) == holdem.to_phh(hand)
    for seat in range(3):
        for card in hand.hole_cards_of(seat):
            assert str(card) not in repr(hand)
    # Playing on, the loaded hands deal different boards: the old random state is gone.
    boards = set()
    for loaded in (pickle.loads(pickle.dumps(hand)) for _ in range(6)):
        while not loaded.board and not loaded.is_complete:
            loaded.act(("cc",))
        boards.add(loaded.board)
    assert len(boards) > 1


def test_a_views_repr_and_the_deck_repr_show_no_other_cards():
    hand = Hand(CONFIG, [1000, 1000, 1000], 0, dealing="manual")
    holes = ["AhKd", "2c2d", "7s8s"]
    for seat in hand.hole_cards_due:
        hand.deal_hole(seat, holes[seat])
    for seat, own in enumerate(["AhKd", "2c2d", "7s8s"]):
        text = repr(hand.view(seat)) + holdem.to_phh(hand, seat=seat)
        for other in {"AhKd", "2c2d", "7s8s"} - {own}:
            assert other[:2] not in text and other[2:] not in text
    deck = holdem.Deck()
    deck.shuffle(random.Random(1))
    assert repr(deck) == "<Deck: 52 cards>"
