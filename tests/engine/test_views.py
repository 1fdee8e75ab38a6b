"""Per-seat views and hidden information: no view, repr, pickle or error shows another seat's cards or the deck."""

from __future__ import annotations

import dataclasses
import pickle
import random
from collections.abc import Mapping

import pytest

from hand_helpers import NL, config, manual_hand
from holdem import (
    BoardDeal,
    Card,
    Hand,
    HoleDeal,
    IllegalActionError,
    InvalidArgumentError,
    SeatSnapshot,
    SeatView,
    Show,
    TableConfig,
)
from holdem.core.cards import ALL_CARDS


def cards_in(obj, found=None):
    """Every Card reachable from obj through tuples, lists, dicts and named fields."""
    found = set() if found is None else found
    if isinstance(obj, Card):
        found.add(obj)
    elif isinstance(obj, (dict, Mapping)):
        for k, v in obj.items():
            cards_in(k, found)
            cards_in(v, found)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for x in obj:
            cards_in(x, found)
    elif isinstance(obj, (SeatView, SeatSnapshot)):
        for field in dataclasses.fields(SeatSnapshot):  # every field a view shows, live or frozen
            cards_in(getattr(obj, field.name), found)
    return found


def hidden_from(hand: Hand, seat: int) -> set:
    """Cards the seat must not know: others' unshown hole cards, burns and the undealt deck."""
    known = set(hand.board) | {c for cards in hand.shown.values() for c in cards}
    mine = hand.hole_cards_of(seat) or ()
    return set(ALL_CARDS) - known - set(mine)


def random_hand(seed):
    rng = random.Random(seed)
    n = rng.choice([2, 3, 6, 9])
    hand = Hand(
        config(NL, 5, 10),
        [rng.randrange(20, 500) for _ in range(n)],
        button=rng.randrange(n),
        seed=seed,
    )
    return hand, rng


def step(hand, rng):
    if hand.actor is None:
        hand.auto_showdown()
        return
    legal = hand.legal_actions()
    if legal.min_raise_to is not None and rng.random() < 0.3:
        hand.bet_or_raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))
    elif rng.random() < 0.15:
        hand.fold()
    else:
        hand.check_or_call()


@pytest.mark.parametrize("seed", range(40))
def test_views_never_hold_hidden_cards(seed):
    hand, rng = random_hand(seed)
    while True:
        for seat in range(hand.n_seats):
            view = hand.view(seat)
            assert view.hole_cards == hand.hole_cards_of(seat)
            assert not cards_in(view) & hidden_from(hand, seat)
            assert not cards_in(pickle.loads(pickle.dumps(view))) & hidden_from(hand, seat)
            texts = {str(c) for c in hidden_from(hand, seat)}
            assert not any(t in repr(view) for t in texts)
            assert all(e.seat == seat for e in view.events if type(e) is HoleDeal)
            assert all(e.burn is None for e in view.events if type(e) is BoardDeal)
            assert (view.legal_actions is not None) == (hand.actor == seat)
        if hand.is_complete:
            break
        step(hand, rng)


def test_view_shows_cards_shown_at_showdown():
    hand = manual_hand(config(NL, 50, 100), [5000] * 3, 0, ["AhAd", "KhKd", "QcTc"])
    while hand.actor is not None:
        hand.check_or_call()
    for cards in ("2c 7d 9h", "Js", "3d"):
        hand.deal_board(cards)
        while hand.actor is not None:
            hand.check_or_call()
    hand.show(1)
    hand.muck(2)
    view = hand.view(0)
    assert view.shown == {1: (Card("Kh"), Card("Kd"))}
    assert Card("Qc") not in cards_in(view)  # the mucked hand stays hidden
    assert Show(1, (Card("Kh"), Card("Kd"))) in view.events


def test_hand_repr_and_errors_never_show_hole_cards_or_the_deck():
    for seed in range(20):
        hand, rng = random_hand(seed)
        secret = {str(c) for s in range(hand.n_seats) for c in hand.hole_cards_of(s)} | {
            str(c) for c in ALL_CARDS
        }
        while not hand.is_complete:
            public = {str(c) for c in hand.board}
            assert not any(t in repr(hand) for t in secret - public)
            for bad in (
                lambda: hand.raise_to(10**9),
                lambda: hand.check() if not hand.can_check() else hand.call(),
                lambda: hand.fold(seat=(hand.actor or 0) + 1),
            ):
                try:
                    bad()
                except IllegalActionError as err:
                    assert not any(t in str(err) for t in secret - public)
                    continue
                break  # an action that happened to be legal moved the hand on
            else:
                step(hand, rng)


def test_pickled_hand_does_not_hold_the_deck_order():
    hand = Hand(config(NL, 5, 10), [500] * 6, button=0, seed=1)
    order = list(hand._dealing.cards)
    copies = [pickle.loads(pickle.dumps(hand))._dealing.cards for _ in range(3)]
    for cards in copies:
        assert cards[:12] == order[:12]  # the hole cards dealt
        assert len(cards) == 52 and set(cards) == set(ALL_CARDS)
    assert len({tuple(c[12:]) for c in copies}) == 3  # the undealt cards are reshuffled every time
    assert hand._dealing.rng is not None and pickle.loads(pickle.dumps(hand))._dealing.rng is None


def test_view_of_a_bad_seat_is_an_error():
    hand = Hand(config(NL, 5, 10), [500] * 3, button=0, seed=1)
    with pytest.raises(InvalidArgumentError, match="seat .*from 0 to 2, got 3"):
        hand.view(3)


def test_hole_cards_checks_the_seat():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=5)
    for bad in (True, -1, 3, 1.0, "1"):
        with pytest.raises(InvalidArgumentError, match="seat"):
            hand.hole_cards_of(bad)
