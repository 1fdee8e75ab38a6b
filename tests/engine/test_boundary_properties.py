"""Property tests at the API boundary: any input gives a correct answer or a typed error, never a crash,
an out-of-bounds read or a value for a set that is not 5-7 distinct cards (R-CARD-1, R-HAND-6)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import holdem
from holdem import (
    DuplicateCardError,
    InvalidArgumentError,
    InvalidCardError,
    evaluate,
    evaluate_batch,
    parse_cards,
)

card_ids = st.integers(min_value=0, max_value=51)


@given(st.text(max_size=40))
@settings(max_examples=400, deadline=None)
def test_any_text_parses_to_cards_or_names_the_bad_token(text):
    try:
        cards = parse_cards(text, distinct=False)
    except InvalidCardError as exc:
        assert "invalid card" in str(exc)
    else:
        assert all(0 <= c < 52 for c in cards)
        assert parse_cards(holdem.cards_text(cards), distinct=False) == cards


@given(st.lists(st.integers(min_value=-300, max_value=300), max_size=9))
@settings(max_examples=600, deadline=None)
def test_any_ids_evaluate_or_raise_a_typed_error(ids):
    # checked in this order: each id, the count, repeats
    right_size = 5 <= len(ids) <= 7
    valid = all(0 <= i < 52 for i in ids)
    distinct = len(set(ids)) == len(ids)
    try:
        value = evaluate(ids)
    except InvalidArgumentError:
        assert valid and not right_size
    except DuplicateCardError:
        assert valid and right_size and not distinct
    except InvalidCardError:
        assert not valid
    else:
        assert right_size and valid and distinct and 1 <= value <= 7462


@given(
    st.lists(
        st.lists(st.integers(min_value=0, max_value=255), min_size=7, max_size=7),
        min_size=1,
        max_size=30,
    )
)
@settings(max_examples=300, deadline=None)
def test_batch_rows_are_checked_like_single_hands(rows):
    arr = np.array(rows, dtype=np.uint8)
    bad_rows = [i for i, r in enumerate(rows) if max(r) > 51 or len(set(r)) != 7]
    try:
        values = evaluate_batch(arr)
    except InvalidCardError as exc:
        assert bad_rows and str(exc).startswith(f"row {bad_rows[0]}:")
    else:
        assert not bad_rows
        assert values.tolist() == [evaluate(r) for r in rows]


@given(st.lists(card_ids, min_size=7, max_size=7, unique=True))
@settings(max_examples=300, deadline=None)
def test_best_five_reaches_the_hand_value(ids):
    five = holdem.best_five(ids)
    assert len(set(five)) == 5 and set(five) <= set(ids)
    assert evaluate(five) == evaluate(ids)


def test_a_card_whose_index_changes_the_list_cannot_crash_the_core():
    """Converting an item may run Python code; the core must not read a list that changed under it."""
    cards: list[object] = []

    class ShrinksTheList:
        def __index__(self) -> int:
            cards.clear()
            cards.extend(object() for _ in range(100))
            return 3

    cards[:] = [ShrinksTheList(), 7, 11, 15, 19, 23, 27]
    try:
        evaluate(cards)
    except TypeError as exc:
        assert "a card is" in str(exc)


def test_evaluate_called_while_reading_another_hand_keeps_both_hands():
    def cards():
        yield 0
        yield 5
        assert evaluate(["Ah", "Kh", "Qh", "Jh", "Th"]) == 7462
        yield from (10, 15, 20)

    assert evaluate(cards()) == evaluate([0, 5, 10, 15, 20]) == 1


def test_numpy_integers_are_whole_numbers_everywhere():
    """Agents built on numpy pass np.int64: accepted like ints; bools and floats are not numbers of chips."""
    hand = holdem.Hand(
        holdem.TableConfig(small_blind=np.int64(1), big_blind=2),
        [np.int64(100), 100, 100],
        button=np.int64(2),
        seed=np.int64(7),
    )
    assert hand.stacks == (99, 98, 100) and type(hand.stacks[0]) is int
    assert hand.view(np.int64(0)).seat == 0
    deck = holdem.Deck()
    assert len(deck.deal(np.int64(2))) == 2
    assert holdem.HandRank(np.int64(7462)).name == "royal flush"
    for bad in (True, 2.0, "2", None):
        with pytest.raises(holdem.HoldemError):
            deck.deal(bad)
        with pytest.raises(holdem.HoldemError):
            holdem.Hand(holdem.TableConfig(small_blind=1, big_blind=2), [100, 100], button=bad)
    with pytest.raises(InvalidArgumentError, match="threads"):
        evaluate_batch(np.zeros((1, 5), dtype=np.uint8), threads=True)
    assert evaluate_batch(np.array([[0, 4, 8, 12, 17]]), threads=np.int64(2**40)).tolist() == [
        evaluate([0, 4, 8, 12, 17])
    ]
