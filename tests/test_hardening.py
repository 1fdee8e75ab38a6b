"""Issue 9: hostile input gets a typed error (a HoldemError) or a right answer; never a hang,
a raw Python/numpy exception or a silent wrong answer. One test per defect found."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

import holdem
from holdem import (
    Card,
    Deck,
    DuplicateCardError,
    HoldemError,
    InvalidArgumentError,
    InvalidCardError,
    best_five,
    cards_text,
    evaluate,
    evaluate_batch,
    parse_card,
    parse_cards,
)
from holdem.errors import CardTypeError, InvalidTypeError

ROYAL = "AhKhQhJhTh"


# --- endless iterables stop at a bound (defect 2) -------------------------------------------------


def test_evaluate_of_an_endless_iterator_stops_at_the_eighth_card():
    with pytest.raises(InvalidArgumentError, match="a hand is 5, 6 or 7 cards, got 8"):
        evaluate(itertools.repeat(0))
    with pytest.raises(InvalidArgumentError, match="a hand is 5, 6 or 7 cards"):
        best_five(itertools.count())
    with pytest.raises(InvalidArgumentError, match="a hand is 5, 6 or 7 cards"):
        holdem.HandRank.of(itertools.cycle(["Ah", "Kh"]))


def test_parse_cards_of_an_endless_iterator_is_refused():
    with pytest.raises(
        InvalidArgumentError, match=f"at most {holdem.core.cards.MAX_CARDS:,} cards"
    ):
        parse_cards(itertools.repeat("Ah"), distinct=False)
    with pytest.raises(DuplicateCardError):  # distinct cards: the 53rd is always a repeat
        parse_cards(itertools.repeat("Ah"))
    with pytest.raises(DuplicateCardError):
        parse_cards(itertools.cycle(range(52)))
    with pytest.raises(InvalidArgumentError):
        cards_text(itertools.repeat(0))
    with pytest.raises(DuplicateCardError):
        Deck(itertools.repeat(1))
    # the bound is exact: MAX_CARDS cards are read
    assert (
        len(parse_cards(itertools.repeat(3, holdem.core.cards.MAX_CARDS), distinct=False))
        == holdem.core.cards.MAX_CARDS
    )


def test_iterables_still_read_like_sequences():
    v = evaluate(ROYAL)
    assert evaluate(iter(parse_cards(ROYAL))) == evaluate(x for x in parse_cards(ROYAL)) == v
    assert evaluate(np.array(parse_cards(ROYAL), dtype=np.int16)) == v
    assert best_five(iter("Ah Kh Qh Jh Th 2c 3d".split())) == parse_cards(ROYAL)
    assert parse_cards(range(3)) == [Card(0), Card(1), Card(2)]
    assert parse_cards(frozenset([5])) == [Card(5)]


# --- raw exceptions become typed ones (defect 4) ---------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        evaluate,
        best_five,
        parse_cards,
        holdem.HandRank.of,
        cards_text,
        Deck,
        lambda c: Deck().remove(c),
    ],
)
@pytest.mark.parametrize(
    "bad", [np.array(5), 5, None, 1.5, {0: 1, 1: 2, 2: 3, 3: 4, 4: 5}], ids=repr
)
def test_what_is_not_cards_is_an_invalid_type_error(call, bad):
    if call is Deck and bad is None:
        return  # Deck(None) is the full deck
    with pytest.raises(
        InvalidTypeError, match="cards are a string like 'AhKd' or a sequence of cards"
    ) as info:
        call(bad)
    assert isinstance(info.value, TypeError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    "bad", [1.0, True, np.bool_(True), np.float64(3), None, b"Ah", np.array([1, 2])], ids=repr
)
def test_what_is_not_a_card_is_a_card_type_error(bad):
    with pytest.raises(
        CardTypeError, match="a card is a Card, card text like 'Ah' or an id 0-51"
    ) as info:
        Card(bad)
    assert isinstance(info.value, (InvalidCardError, TypeError))
    with pytest.raises(CardTypeError):
        evaluate([bad, 1, 2, 3, 4])
    with pytest.raises(CardTypeError):
        parse_cards(("Ah", bad))


def test_a_two_dimensional_array_is_not_a_hand():
    with pytest.raises(CardTypeError, match="got numpy.ndarray"):
        evaluate(np.arange(10).reshape(2, 5))


def test_card_text_with_a_lone_surrogate_is_an_invalid_card():
    for call in (parse_card, parse_cards, evaluate):
        with pytest.raises(InvalidCardError, match="no lone surrogates"):
            call("Ah\ud800")


def test_a_card_id_too_long_to_print_is_an_invalid_card():
    for bad in (10**5000, -(10**5000)):
        with pytest.raises(InvalidCardError, match="more than 4,300 digits"):
            Card(bad)
        with pytest.raises(InvalidCardError):
            evaluate([bad, 1, 2, 3, 4])


def test_whole_number_messages_survive_huge_ints():
    with pytest.raises(InvalidArgumentError, match="about 5,001 digits"):
        Deck().deal(10**5000)
    with pytest.raises(InvalidArgumentError, match="a hand value"):
        holdem.HandRank(10**5000)


def test_format_of_a_card_with_a_numeric_spec_formats_its_id():
    ah = Card("Ah")
    assert (
        format(ah, "02d") == "50"
        and f"{Card(3):03d}" == "003"
        and f"{ah:x}" == "32"
        and f"{ah:.1f}" == "50.0"
    )
    assert (
        f"{ah}" == "Ah" and f"{ah:>4}" == "  Ah" and f"{ah:s}" == "Ah" and f"{ah:d^6}" == "ddAhdd"
    )


def test_evaluate_batch_of_ragged_rows_is_an_invalid_argument():
    with pytest.raises(InvalidArgumentError, match="cards must be a rectangular array"):
        evaluate_batch([[0, 1, 2, 3, 4], [5, 6, 7, 8]])


# --- random sources ---------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["seed", object(), 0, 7, 1.5, True])
def test_deck_shuffle_takes_a_random_source_not_a_seed(bad):
    deck = Deck()
    with pytest.raises(InvalidTypeError, match="rng is a random source with a shuffle method"):
        deck.shuffle(bad)
    assert deck.deal(52) == parse_cards(range(52))  # unchanged, in id order


def test_deck_shuffle_zero_is_not_the_secure_source():
    # 0 was falsy, so shuffle(0) silently shuffled with the secure source instead of failing.
    with pytest.raises(InvalidTypeError, match=r"for a seed, pass seeded_rng\(0\)"):
        Deck().shuffle(0)


class _Broken:
    def __init__(self, how):
        self.how = how

    def shuffle(self, cards):
        self.how(cards)


@pytest.mark.parametrize(
    "how",
    [
        list.clear,
        lambda c: c.append(c[0]),
        lambda c: c.__setitem__(0, 51),
        lambda c: c.__setitem__(0, int(c[0])),
    ],
)
def test_a_shuffle_that_changes_the_cards_is_refused_and_the_deck_kept(how):
    deck = Deck()
    deck.deal(3)
    with pytest.raises(InvalidArgumentError, match="rng.shuffle must reorder"):
        deck.shuffle(_Broken(how))
    assert deck.deal(49) == parse_cards(range(3, 52))


def test_numpy_generators_shuffle_a_deck():
    a, b = Deck(), Deck()
    a.shuffle(np.random.default_rng(5))
    b.shuffle(np.random.default_rng(5))
    assert a.deal(52) == b.deal(52) != parse_cards(range(52))


def test_make_rng_refuses_a_source_without_shuffle():
    with pytest.raises(InvalidTypeError, match="rng is a random source"):
        holdem.make_rng(rng="x")
    fake = type("Fake", (), {"shuffle": lambda self, x: None, "random": 0.5})()
    with pytest.raises(InvalidTypeError):  # random present but not callable
        holdem.make_rng(rng=fake)
    r = random.Random(1)
    assert holdem.make_rng(rng=r) is r


def test_seeded_rng_refuses_negative_seeds_that_alias_positive_ones():
    # random.Random(-5) deals exactly as random.Random(5): distinct seeds must deal differently.
    assert random.Random(-5).random() == random.Random(5).random()
    with pytest.raises(InvalidArgumentError, match="seed"):
        holdem.seeded_rng(-5)
    assert holdem.seeded_rng(0).random() == random.Random(0).random()


def test_every_new_error_is_a_holdem_error_and_exported():
    for cls in (InvalidTypeError, CardTypeError):
        assert (
            issubclass(cls, HoldemError)
            and issubclass(cls, TypeError)
            and issubclass(cls, ValueError)
        )
        assert getattr(holdem, cls.__name__) is cls


# --- ranges ---------------------------------------------------------------------------------------

from decimal import Decimal  # noqa: E402
from fractions import Fraction  # noqa: E402

from holdem import Range, RangeParseError, equity, outs, pot_odds, resolve_pots  # noqa: E402


@pytest.mark.parametrize(
    "items",
    [
        [1.5],
        ["AhKh", 5],
        [None],
        [np.array(5)],
        [("Ah", "Kh", "0.5")],
        [("Ah", "Kh", True)],
        [("Ah", "Kh", 10**400)],
        [itertools.repeat("Ah")],
    ],
    ids=repr,
)
def test_a_bad_combo_list_item_is_a_range_parse_error(items):
    with pytest.raises(RangeParseError, match="bad (combo|weight)"):
        Range(items)


def test_a_range_from_an_endless_iterator_is_refused():
    with pytest.raises(RangeParseError, match="at most 21,216 combos"):
        Range(itertools.repeat("AhKh"))
    assert len(Range(itertools.repeat("AhKh", 100))) == 1  # repeats within the bound are fine


@pytest.mark.parametrize("bad", [None, 5, np.array(5), 1.5])
def test_weight_of_what_is_not_a_combo_is_an_invalid_type(bad):
    r = Range("AK")
    with pytest.raises(InvalidTypeError, match="a combo is 'AhKh' or two cards"):
        r.weight(bad)
    assert bad not in r
    with pytest.raises(DuplicateCardError):
        r.weight(itertools.repeat("Ah"))  # read to its third card, not forever


@pytest.mark.parametrize(
    "text",
    [
        "AhKh:0.123456789, KK:1234567.5",
        "AK:1e-320",
        "QQ:5e-324",
        "AKs:1e16",
        "AKo:1.5e300",
        "JJ:0.1, TT:2",
        "22:0.30000000000000004",
    ],
)
def test_range_text_reads_back_exactly(text):
    r = Range(text)
    assert Range(r.text) == r and Range(r.text).text == r.text


def test_range_weights_of_any_real_type_and_minus_zero():
    r = Range(
        [
            ("Ah", "Kh", Fraction(1, 3)),
            ("Qs", "Qd", Decimal("0.25")),
            ("Jc", "Jd", np.float32(0.5)),
            ("9c", "9d", -0.0),
        ]
    )
    assert r.weight("AhKh") == 1 / 3 and r.weight("QsQd") == 0.25 and r.weight("JcJd") == 0.5
    assert r.text.endswith("9d9c:0") and Range(r.text) == r
    assert Range("AK:-0").text == Range("AK:0").text  # -0 is 0, and "-0" reads back


@pytest.mark.parametrize("weight", ["1_0", "nan", "infinity", "\u0661", "0x10", " 1", "1e", "--1"])
def test_range_weight_text_is_decimal_only(weight):
    # float() takes all of these; "AK:1_0" meant a weight of 10.
    with pytest.raises(RangeParseError, match="a weight is a number >= 0"):
        Range(f"AK:{weight}")


# --- equity and odds --------------------------------------------------------------------------------


def test_equity_inputs_of_the_wrong_type_are_typed():
    for where in ("board", "dead"):
        with pytest.raises(InvalidTypeError, match="0-d numpy array"):
            equity(["AhKh", "QsQd"], **{where: np.array(5)})
    with pytest.raises(InvalidTypeError, match="player 1: hole cards are two cards"):
        equity([np.array(5), "QsQd"])
    with pytest.raises(CardTypeError):
        equity(["AhKh", "QsQd"], board=[1.5, 2, 3])
    with pytest.raises(InvalidTypeError, match="one entry per opponent"):
        outs("AhKh", "2c3c4c", opponents=None)
    with pytest.raises(InvalidTypeError):
        outs(np.array(5), "2c3c4c")


def test_equity_and_outs_stop_reading_endless_iterators():
    with pytest.raises(InvalidArgumentError, match="a board has at most 5 cards, got 6"):
        equity(["AhKh", "QsQd"], board=itertools.repeat(0))
    with pytest.raises(InvalidCardError):
        equity(["AhKh", "QsQd"], dead=itertools.count())  # the 53rd dead card is no card
    with pytest.raises(InvalidArgumentError, match="2 to 10 players, got 11 or more"):
        equity(itertools.repeat("AhKh"))
    with pytest.raises(InvalidArgumentError, match="player 2: hole cards are two cards, got 3"):
        equity(["AhKh", itertools.repeat("Qs")])
    with pytest.raises(InvalidArgumentError, match="at most 23 opponents"):
        outs("AhKh", "2c3c4c", opponents=itertools.repeat("QsJs"))


@pytest.mark.parametrize(
    "to_call, pot",
    [
        (np.int64(50), 150),
        (50, np.uint8(150)),
        (Fraction(50), 150),
        (Decimal("50"), 150.0),
        (np.float32(50), Decimal(150)),
        (50.0, 150),
        (10**400, 3 * 10**400),
    ],
    ids=repr,
)
def test_pot_odds_accepts_any_real_number(to_call, pot):
    assert pot_odds(to_call, pot) == 0.25


def test_pot_odds_of_huge_floats_does_not_overflow_to_zero():
    assert pot_odds(1e308, 1e308) == 0.5  # was 1e308 / inf = 0.0


@pytest.mark.parametrize(
    "bad",
    [
        np.bool_(True),
        True,
        "1",
        1j,
        np.array(5),
        Decimal("NaN"),
        Decimal("sNaN"),
        Decimal("Infinity"),
        float("inf"),
        -1,
        Fraction(-1, 2),
    ],
    ids=repr,
)
def test_pot_odds_refuses_what_is_not_a_finite_real_number_ge_0(bad):
    with pytest.raises(InvalidArgumentError, match="to_call is a finite real number >= 0"):
        pot_odds(bad, 100)


# --- pots -------------------------------------------------------------------------------------------


def test_resolve_pots_button_array_is_an_invalid_argument():
    with pytest.raises(
        InvalidArgumentError, match=r"button is a seat index, an int 0 to 1, got array\(\[0, 1\]\)"
    ):
        resolve_pots([1, 1], [False, False], [1, 2], button=np.array([0, 1]))
    with pytest.raises(InvalidArgumentError, match="button is a seat index"):
        resolve_pots([1, 1], [False, False], [1, 2], button=10**5000)
    with pytest.raises(InvalidArgumentError, match="dead money is a whole number"):
        resolve_pots([1, 1], [False, False], [1, 2], button=0, dead_money=np.array([1, 2]))


@pytest.mark.parametrize(
    "contributions, match",
    [
        (np.array(1), "one entry per seat"),
        (np.ones((2, 2), int), r"seat 0 has \[1, 1\]"),
        ([np.array([1, 2]), 1], r"seat 0 has array\(\[1, 2\]\)"),
        ([10**5000, 1], "about 5,001 digits"),
        (range(10**12), "a hand has 2 to 32 seats, got 33"),
    ],
    ids=["0-d", "2-d", "array entry", "huge", "range"],
)
def test_resolve_pots_entries_that_cannot_be_read_are_named(contributions, match):
    with pytest.raises(InvalidArgumentError, match=match):
        resolve_pots(contributions, [False, False], [1, 2], button=0)


def test_resolve_pots_hole_cards_and_board_are_read_to_a_bound():
    board = "Ah Kh 7c 2d 3s"
    with pytest.raises(InvalidArgumentError, match="seat 0 has 8 hole cards: a hand is 1 to 7"):
        resolve_pots(
            [1, 1], [False, False], button=0, hole_cards=[itertools.repeat(0), "QsQd"], board=board
        )
    with pytest.raises(InvalidArgumentError, match="a board is 0 to 5 cards, got 6"):
        resolve_pots(
            [1, 1], [False, False], button=0, hole_cards=["AsKs", "QsQd"], board=itertools.count()
        )
    with pytest.raises(InvalidTypeError, match="0-d numpy array"):
        resolve_pots(
            [1, 1], [False, False], button=0, hole_cards=[np.array(5), "QsQd"], board=board
        )
    with pytest.raises(InvalidTypeError, match="0-d numpy array"):
        resolve_pots(
            [1, 1], [False, False], button=0, hole_cards=["AsKs", "QsQd"], board=np.array(5)
        )
    r = resolve_pots(
        [1, 1],
        [False, False],
        button=0,
        hole_cards=np.array([parse_cards("AsAd"), parse_cards("QsQd")]),
        board=iter(parse_cards(board)),
    )
    assert r.winnings == (2, 0)


def test_found_by_fuzzing_huge_ints_in_messages_and_mixed_numpy_fractions():
    with pytest.raises(InvalidArgumentError, match="category is a Category.*about 5,001 digits"):
        outs("AhKh", "2c3c4c", category=10**5000)
    assert pot_odds(np.int64(5), 10**5000) == 0.0  # a Fraction of np.int64 overflowed in arithmetic
    with pytest.raises(InvalidTypeError, match="missing required argument: 'buttons'"):
        holdem.resolve_pots_batch(np.zeros((1, 2), int), np.zeros((1, 2), bool), None, None)


def test_found_by_fuzzing_a_batch_too_large_for_memory_is_an_invalid_argument():
    with pytest.raises(InvalidArgumentError, match="contributions is too large to make an array"):
        holdem.resolve_pots_batch(range(10**12), np.zeros((0, 2), bool), None, np.zeros(0, int))
    with pytest.raises(InvalidArgumentError, match="cards is too large to make an array"):
        evaluate_batch(range(10**12))
