"""Short-deck hold'em's value rule (R-HAND-10), under both of its rules for three of a kind and straights.

Every five-card hand is counted by category against the published numbers; the C++ tests
(cpp/tests/core_tests.cpp) also check every five- and six-card hand against a slow ranker. Random hands are
checked against the brute force of tests/variant_reference.py and pokerkit's ``ShortDeckHoldemHand``
(which ranks a straight over three of a kind: compared under that rule); the slow tests run 2,000,000 hands
under each rule against the brute force and ``POKERKIT_HANDS`` (20,000 by default) against pokerkit.
"""

from __future__ import annotations

import itertools
import pickle

import numpy as np
import pytest

from holdem import (
    SHORT_DECK_HAND_VALUES,
    Card,
    Category,
    DuplicateCardError,
    InvalidArgumentError,
    InvalidCardError,
    ShortDeckRank,
    _core,
    evaluate_short_deck,
    evaluate_short_deck_batch,
    parse_cards,
)
from variant_reference import (
    POKERKIT_HANDS,
    deals,
    in_chunks,
    pokerkit_short_deck,
    same_order,
    short_deck_reference,
)

RULES = [True, False]  # trips_beat_straight


@pytest.fixture(scope="module")
def all_five_card_hands() -> np.ndarray:
    """The 376,992 five-card hands of the 36-card deck."""
    combos = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(16, 52), 5)), dtype=np.uint8
    )
    return combos.reshape(-1, 5)


@pytest.mark.parametrize("trips_beat_straight", RULES)
def test_five_card_category_counts_R_HAND_10(all_five_card_hands, trips_beat_straight):
    values = evaluate_short_deck_batch(all_five_card_hands, trips_beat_straight=trips_beat_straight)
    counts = np.bincount(values, minlength=SHORT_DECK_HAND_VALUES + 1)
    assert (
        counts[0] == 0 and np.count_nonzero(counts) == SHORT_DECK_HAND_VALUES
    )  # 1,404 values, all used
    per_category = dict.fromkeys(Category, 0)
    for value in np.flatnonzero(counts):
        per_category[ShortDeckRank(int(value), trips_beat_straight).category] += int(counts[value])
    # The published counts (e.g. Wikipedia's "Six-plus hold 'em"): 9 ranks, 4 suits, 6 straights a suit.
    assert per_category == {
        Category.STRAIGHT_FLUSH: 24,  # 4 of them royal
        Category.FOUR_OF_A_KIND: 288,
        Category.FLUSH: 480,
        Category.FULL_HOUSE: 1_728,
        Category.THREE_OF_A_KIND: 16_128,
        Category.STRAIGHT: 6_120,
        Category.TWO_PAIR: 36_288,
        Category.PAIR: 193_536,
        Category.HIGH_CARD: 122_400,
    }
    # The categories in order, lowest first: the rule decides where three of a kind and the straight go.
    order = [ShortDeckRank(int(v), trips_beat_straight).category for v in np.flatnonzero(counts)]
    places = list(dict.fromkeys(order))
    middle = (
        [Category.STRAIGHT, Category.THREE_OF_A_KIND]
        if trips_beat_straight
        else [Category.THREE_OF_A_KIND, Category.STRAIGHT]
    )
    assert places == [
        Category.HIGH_CARD,
        Category.PAIR,
        Category.TWO_PAIR,
        *middle,
        Category.FULL_HOUSE,
        Category.FLUSH,
        Category.FOUR_OF_A_KIND,
        Category.STRAIGHT_FLUSH,
    ]


@pytest.mark.parametrize("trips_beat_straight", RULES)
def test_five_card_hands_match_the_reference_R_HAND_10(all_five_card_hands, trips_beat_straight):
    ours = evaluate_short_deck_batch(all_five_card_hands, trips_beat_straight=trips_beat_straight)
    assert same_order(ours, short_deck_reference(all_five_card_hands, trips_beat_straight))


@pytest.mark.parametrize(
    "better, worse",
    [
        ("Kh Qh 9h 8h 6h", "Ac Ad As Kc Kd"),  # a flush beats a full house
        ("Ac Ad As Kc Kd", "Tc Td Ts 9c 8d"),
        ("6c 6d 6s 9h 7c", "Ac Kd Qh Js Ts"),  # three of a kind beats a straight (the default)
        ("Tc 9d 8h 7s 6s", "9c 8d 7h 6s Ac"),  # A-6-7-8-9 is the lowest straight
        ("9c 8d 7h 6s Ac", "Ac Kd Qh Js 9s"),  # ... and a straight
        ("Th 9h 8h 7h 6h", "9h 8h 7h 6h Ah"),  # the same for straight flushes
        ("9h 8h 7h 6h Ah", "6c 6d 6s 6h Ac"),  # the lowest straight flush beats four of a kind
        ("Ac Ad Kc Kd 6s", "Ac Ad Qc Qd Js"),
    ],
)
def test_ranking_R_HAND_10(better, worse):
    assert evaluate_short_deck(better) > evaluate_short_deck(worse)


def test_the_rule_option_swaps_three_of_a_kind_and_straights_only_R_HAND_10():
    trips, straight = "6c 6d 6s 9h 7c", "9c 8d 7h 6s Ac"
    assert evaluate_short_deck(trips) > evaluate_short_deck(straight)
    assert evaluate_short_deck(trips, trips_beat_straight=False) < evaluate_short_deck(
        straight, trips_beat_straight=False
    )
    # the values above and below the two swapped categories are the same under both rules
    for text in ("Kh Qh 9h 8h 6h", "Ac Ad As Kc Kd", "Ac Ad Kc Kd 6s", "Ah Kh Qh Jh Th 6c 6d"):
        assert evaluate_short_deck(text) == evaluate_short_deck(text, trips_beat_straight=False)
    assert evaluate_short_deck("Ah Kh Qh Jh Th 6c 6d") == SHORT_DECK_HAND_VALUES


def test_best_five_of_seven_R_HAND_10():
    # hold'em would pick the full house (kings full); in short deck the flush beats it
    assert ShortDeckRank.of("Kh Kd Kc 9h 9d 7h 6h").description == "full house, kings full of nines"
    assert (
        ShortDeckRank.of("Kh Kd Kc 9h 8h 7h 6h").description == "flush, king-nine-eight-seven-six"
    )
    # hold'em has no straight in A-9-8-7-6: short deck does, the ace low
    assert (
        ShortDeckRank.of("Ah 9c 8d 7s 6c Jd Jh").description == "straight, nine high"
    )  # over the jacks
    rank = ShortDeckRank.of("Ah 9c 8d 7s 6c Jd Qh")
    assert rank.category is Category.STRAIGHT and rank.ranks == (7,)
    assert rank.description == "straight, nine high"


def test_short_deck_rank():
    rank = ShortDeckRank.of("As Ks Qs Js 9s 9d 9c")
    assert rank.description == "flush, ace-king-queen-jack-nine" and rank.name == "flush"
    assert rank.ranks == (12, 11, 10, 9, 7) and rank.value == int(rank) and rank.trips_beat_straight
    assert ShortDeckRank(SHORT_DECK_HAND_VALUES).name == "royal flush"
    other = ShortDeckRank.of("9c 8d 7h 6s Ac", trips_beat_straight=False)
    assert repr(other) == "ShortDeckRank(1129, 'straight, nine high', trips_beat_straight=False)"
    assert repr(ShortDeckRank(877)) == "ShortDeckRank(877, 'straight, nine high')"
    back = pickle.loads(pickle.dumps(other))
    assert back == other and type(back) is ShortDeckRank and not back.trips_beat_straight
    with pytest.raises(AttributeError, match="immutable"):
        other.trips_beat_straight = True  # type: ignore[misc]
    with pytest.raises(InvalidArgumentError, match="from 1 to 1404, got 1405"):
        ShortDeckRank(1405)
    with pytest.raises(InvalidArgumentError, match="trips_beat_straight is True"):
        ShortDeckRank(5, "yes")  # type: ignore[arg-type]


def test_every_card_form():
    text = "As Kd Qc Jh 9s 6d 6c"
    expected = evaluate_short_deck(text)
    ids = parse_cards(text)
    for form in (
        ids,
        [int(c) for c in ids],
        [str(c) for c in ids],
        np.array(ids, dtype=np.int16),
        iter(ids),
        [Card("As"), 46, "Qc", np.int64(39), "9s", "6d", "6c"],
    ):
        assert evaluate_short_deck(form) == expected


@pytest.mark.parametrize(
    "cards, error, message",
    [
        (
            "Ah Kh Qh Jh 5h",
            InvalidCardError,
            "invalid card 5h: the short deck is the 36 cards 6 to ace",
        ),
        ("Ah Kh Qh Jh 2c 6c", InvalidCardError, r"\(R-HAND-10\)"),
        ("Ah Kh Qh Jh", InvalidArgumentError, "a short-deck hand is 5, 6 or 7 cards, got 4"),
        ("Ah Kh Qh Jh Th 9h 8h 7h", InvalidArgumentError, "5, 6 or 7 cards, got 8"),
        ("Ah Ah Qh Jh Th", DuplicateCardError, "duplicate card Ah"),
        ([51, 50, 49, 48, 52], InvalidCardError, "invalid card"),
    ],
)
def test_bad_input_is_a_typed_error(cards, error, message):
    with pytest.raises(error, match=message):
        evaluate_short_deck(cards)


def test_the_rule_is_a_bool():
    with pytest.raises(InvalidArgumentError, match="trips_beat_straight is True .* got 1"):
        evaluate_short_deck("Ah Kh Qh Jh Th", trips_beat_straight=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="trips_beat_straight"):
        evaluate_short_deck_batch(np.array([[51, 47, 43, 39, 35]]), trips_beat_straight=None)  # type: ignore[arg-type]


@pytest.mark.parametrize("trips_beat_straight", RULES)
def test_batch_matches_single_calls(trips_beat_straight):
    rng = np.random.default_rng(59)
    for width in (5, 6, 7):
        cards = deals(rng, 500, width, short_deck=True)
        values = evaluate_short_deck_batch(cards, trips_beat_straight=trips_beat_straight)
        assert values.dtype == np.int32
        assert values.tolist() == [
            evaluate_short_deck(row, trips_beat_straight=trips_beat_straight)
            for row in cards.tolist()
        ]
    out = np.empty(500, np.int32)
    assert evaluate_short_deck_batch(cards.astype(np.int64), out=out, threads=2) is out
    assert np.array_equal(out, evaluate_short_deck_batch(cards))


def test_batch_errors_name_the_row():
    cards = deals(np.random.default_rng(61), 40, 7, short_deck=True)
    low = cards.copy()
    low[12, 3] = 5  # 3d
    with pytest.raises(InvalidCardError, match="row 12: invalid card 3d: the short deck"):
        evaluate_short_deck_batch(low)
    twice = cards.copy()
    twice[30, 1] = twice[30, 0]
    with pytest.raises(DuplicateCardError, match="row 30: duplicate card"):
        evaluate_short_deck_batch(twice)
    with pytest.raises(InvalidCardError, match="row 0: invalid card id 52"):
        evaluate_short_deck_batch(np.array([[52, 51, 50, 49, 48]], dtype=np.int64))
    with pytest.raises(
        InvalidArgumentError,
        match=r"evaluate_short_deck_batch takes an array of shape \(N, 5\|6\|7\)",
    ):
        evaluate_short_deck_batch(cards[:, :4])


@pytest.mark.parametrize("trips_beat_straight", RULES)
def test_random_hands_match_the_reference_R_HAND_10(trips_beat_straight):
    cards = deals(np.random.default_rng(67), 20_000, 7, short_deck=True)
    ours = evaluate_short_deck_batch(cards, trips_beat_straight=trips_beat_straight)
    assert same_order(ours, short_deck_reference(cards, trips_beat_straight))


def test_random_hands_match_pokerkit_R_HAND_10():
    pytest.importorskip("pokerkit")
    cards = deals(np.random.default_rng(71), 400, 7, short_deck=True)
    assert same_order(
        evaluate_short_deck_batch(cards, trips_beat_straight=False), pokerkit_short_deck(cards)
    )


def test_tables_are_small():
    assert _core.short_deck_table_bytes() < 80_000


@pytest.mark.slow
@pytest.mark.parametrize("trips_beat_straight", RULES)
def test_two_million_hands_match_the_reference_R_HAND_10(trips_beat_straight):
    cards = deals(np.random.default_rng(4000 + trips_beat_straight), 2_000_000, 7, short_deck=True)
    ours = evaluate_short_deck_batch(cards, trips_beat_straight=trips_beat_straight)
    assert same_order(
        ours, in_chunks(short_deck_reference, cards, trips_beat_straight=trips_beat_straight)
    )


@pytest.mark.slow  # pokerkit: 0.5 ms a hand
def test_many_hands_match_pokerkit_R_HAND_10():
    pytest.importorskip("pokerkit")
    cards = deals(np.random.default_rng(4100), POKERKIT_HANDS, 7, short_deck=True)
    assert same_order(
        evaluate_short_deck_batch(cards, trips_beat_straight=False), pokerkit_short_deck(cards)
    )
