"""Cards, card sets and the deck (R-CARD-1, R-CARD-2)."""

from __future__ import annotations

import copy
import pickle
import random

import numpy as np
import pytest

import holdem
from holdem import (
    Card,
    Deck,
    DuplicateCardError,
    InvalidArgumentError,
    InvalidCardError,
    parse_cards,
)


def test_card_text_forms_R_CARD_1():
    assert Card("Ah") == Card("ah") == Card("AH") == 50
    assert Card("Td") == Card("10d") == Card("td")
    assert Card("2c") == 0 and Card("As") == 51
    assert str(Card("10d")) == "Td"
    assert repr(Card("Ks")) == "Card('Ks')"
    assert f"{Card('9c'):>3}" == " 9c"


def test_card_from_int_and_card():
    for i in range(52):
        c = Card(i)
        assert int(c) == i and Card(str(c)) == c and Card(c) is c
        assert c.rank == i // 4 and c.suit == i % 4
        assert c.rank_char == holdem.RANKS[c.rank] and c.suit_char == holdem.SUITS[c.suit]


@pytest.mark.parametrize("bad", ["Jk", "1x", "Ax", "11h", "", "A", "Ahh", "0s", "joker", "10"])
def test_invalid_card_text_is_named_R_CARD_1(bad):
    with pytest.raises(InvalidCardError) as info:
        Card(bad)
    assert repr(bad)[1:-1] in str(info.value) or bad in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("bad", [-1, 52, 255, 2**70])
def test_invalid_card_id(bad):
    with pytest.raises(InvalidCardError, match=str(bad)):
        Card(bad)


@pytest.mark.parametrize("bad", [1.5, None, b"Ah", True])
def test_card_wrong_type(bad):
    with pytest.raises((TypeError, InvalidCardError)):
        Card(bad)


def test_card_compare_hash_and_pickle():
    assert Card("Ah") > Card("Ks") > Card("Kh") > Card("2c")
    assert len({Card("Ah"), Card(50), Card("ah")}) == 1
    assert sorted([Card("2c"), Card("As"), Card("Td")]) == [Card("2c"), Card("Td"), Card("As")]
    for c in (Card(0), Card(51)):
        assert pickle.loads(pickle.dumps(c)) is c
    assert np.array([Card("Ah"), Card("2c")], dtype=np.uint8).tolist() == [50, 0]


@pytest.mark.parametrize(
    "text", ["AhKd", "Ah Kd", "Ah,Kd", "ah kd", ["Ah", "Kd"], ("Ah", 45), [Card("Ah"), "Kd"]]
)
def test_parse_cards_forms(text):
    assert parse_cards(text) == [Card("Ah"), Card("Kd")]


def test_parse_cards_ten_and_errors():
    assert parse_cards("10d 9c Th") == [Card("Td"), Card("9c"), Card("Th")]
    assert parse_cards("") == []
    with pytest.raises(DuplicateCardError, match="Ah"):
        parse_cards("Ah Kd Ah")
    assert parse_cards("Ah Ah", distinct=False) == [Card("Ah")] * 2
    with pytest.raises(InvalidCardError, match="Xx"):
        parse_cards("Ah Xx")
    with pytest.raises(InvalidCardError, match="'K'"):
        parse_cards("AhK")
    with pytest.raises(InvalidCardError, match="'é'"):
        parse_cards("Kd Ahé")
    with pytest.raises(TypeError):
        parse_cards(42)


def test_deck_deal_and_shuffle_is_seedable_R_DEAL_1():
    deck = Deck()
    assert len(deck) == 52 and sorted(deck.deal(52)) == [Card(i) for i in range(52)]
    a, b = Deck(), Deck()
    a.shuffle(holdem.seeded_rng(3))
    b.shuffle(holdem.seeded_rng(3))
    assert a.deal(10) == b.deal(10)
    c = Deck()
    c.shuffle()  # secure randomness by default
    assert len(set(c.deal(52))) == 52
    with pytest.raises(InvalidArgumentError, match="0 left"):
        c.deal(1)


def test_deck_remove_and_errors():
    deck = Deck()
    deck.remove("Ah Kd")
    assert len(deck) == 50 and Card("Ah") not in deck
    with pytest.raises(InvalidCardError, match="Ah"):
        deck.remove(["Ah"])
    assert len(deck) == 50


def test_deck_repr_and_pickle_hide_the_order():
    deck = Deck()
    deck.shuffle(random.Random(1))
    deck.deal(2)
    order = deck._cards[:]
    assert "Ah" not in repr(deck) and "50" in repr(deck)
    blob = pickle.dumps(deck)
    # the pickle holds the remaining cards in id order: nothing of the deal order
    assert pickle.loads(pickle.dumps(Deck(sorted(order)))) is not None
    assert sorted(order) == sorted(pickle.loads(blob)._cards)
    # each load deals a fresh secure order
    loads = [tuple(pickle.loads(blob).deal(5)) for _ in range(5)]
    assert len(set(loads)) > 1 and tuple(order[:5]) not in loads
    assert pickle.dumps(Deck(order)) == pickle.dumps(Deck(sorted(order)))


def test_deck_copy_keeps_the_order():
    deck = Deck()
    deck.shuffle(random.Random(2))
    assert copy.copy(deck).deal(52) == copy.deepcopy(deck).deal(52) == deck.deal(52)


def test_control_characters_are_shown_not_swallowed():
    with pytest.raises(InvalidCardError, match=r"'A\\x00'"):
        parse_cards("Kd A\x00")
