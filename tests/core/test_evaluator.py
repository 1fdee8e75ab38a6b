"""Hand evaluation (R-HAND-1..6): exhaustive counts, an independent evaluator, the seed's ranking table."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

import holdem
from holdem import (
    Card,
    Category,
    DuplicateCardError,
    HandRank,
    InvalidArgumentError,
    InvalidCardError,
    _core,
    best_five,
    evaluate,
    evaluate_batch,
)

CATEGORY_ORDER = list(Category)


def category_counts(value_counts: np.ndarray) -> list[int]:
    """Hands per category (low to high) from counts per value."""
    cats = np.array([HandRank(v).category for v in range(1, 7463)])
    return [int(value_counts[1:][cats == c].sum()) for c in CATEGORY_ORDER]


@pytest.fixture(scope="module")
def all_five_card_hands() -> np.ndarray:
    """All 2,598,960 five-card hands as rows of card ids."""
    combos = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 5)), dtype=np.uint8
    )
    return combos.reshape(-1, 5)


def test_five_card_category_counts_R_HAND_6(all_five_card_hands):
    values = evaluate_batch(all_five_card_hands)
    assert len(values) == 2_598_960
    counts = np.bincount(values, minlength=7463)
    assert category_counts(counts) == [
        1_302_540,
        1_098_240,
        123_552,
        54_912,
        10_200,
        5_108,
        3_744,
        624,
        40,
    ]
    # exactly 7,462 distinct values, 1..7462
    assert np.count_nonzero(counts) == 7462 and counts[0] == 0
    # the enumerator (incremental hands) agrees with the batch path value by value
    assert np.array_equal(_core.enumerate_value_counts(5), counts)


@pytest.mark.slow  # 4-9 s: exhaustive or 1e6-hand checks
def test_five_card_order_matches_phevaluator_exactly(all_five_card_hands):
    """phevaluator ranks 1 (best) to 7462 (worst); the same order means ours == 7463 - theirs on every hand."""
    phevaluator = pytest.importorskip("phevaluator")
    ours = evaluate_batch(all_five_card_hands)
    theirs = np.fromiter(
        (phevaluator.evaluate_cards(*map(int, row)) for row in all_five_card_hands),
        dtype=np.int32,
        count=len(all_five_card_hands),
    )
    assert np.array_equal(ours, 7463 - theirs)


def test_seven_card_category_counts_R_HAND_6():
    counts = _core.enumerate_value_counts(7)
    assert int(counts.sum()) == 133_784_560
    assert category_counts(counts) == [
        23_294_460,
        58_627_800,
        31_433_400,
        6_461_620,
        6_180_020,
        4_047_644,
        3_473_184,
        224_848,
        41_584,
    ]
    assert np.count_nonzero(counts) == 4824  # seven cards never make the other 2,638 values


def _six_card_hands() -> np.ndarray:
    return np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 6)), dtype=np.uint8
    ).reshape(-1, 6)


@pytest.mark.slow  # 4-9 s: exhaustive or 1e6-hand checks
def test_six_card_values_equal_best_five_card_subset_R_HAND_1():
    """All 20,358,520 six-card hands: the 6-card path equals the best of the six 5-card subsets."""
    six = _six_card_hands()
    assert len(six) == 20_358_520
    direct = evaluate_batch(six)
    best = np.zeros(len(six), dtype=np.int32)
    for drop in range(6):
        sub = np.ascontiguousarray(np.delete(six, drop, axis=1))
        np.maximum(best, evaluate_batch(sub), out=best)
    assert np.array_equal(direct, best)
    assert np.array_equal(np.bincount(direct, minlength=7463), _core.enumerate_value_counts(6))


@pytest.mark.slow  # 4-9 s: exhaustive or 1e6-hand checks
def test_random_seven_card_hands_match_phevaluator_and_best_subset_R_HAND_1():
    phevaluator = pytest.importorskip("phevaluator")
    rng = np.random.default_rng(20261129)
    n = 1_000_000
    hands = np.argsort(rng.random((n, 52)), axis=1)[:, :7].astype(np.uint8)
    ours = evaluate_batch(hands)
    theirs = np.fromiter(
        (phevaluator.evaluate_cards(*map(int, row)) for row in hands), dtype=np.int32, count=n
    )
    assert np.array_equal(ours, 7463 - theirs)
    best = np.zeros(n, dtype=np.int32)
    for sub in itertools.combinations(range(7), 5):
        np.maximum(best, evaluate_batch(np.ascontiguousarray(hands[:, list(sub)])), out=best)
    assert np.array_equal(ours, best)


# Seed [000]'s ranking table: each category's example chain, best first, every
# line "beats" the next (suits chosen to keep each example in its category).
RANKING_TABLE = {
    "straight flush": ["7s 6s 5s 4s 3s", "5h 4h 3h 2h Ah"],
    "four of a kind": ["Js Jh Jd Jc 9s", "9s 9h 9d 9c Ah", "9s 9h 9d 9c Kh"],
    "full house": ["Ks Kh Kd 2c 2s", "Qs Qh Qd Ac Ah", "Qs Qh Qd Kc Kh"],
    "flush": ["Ah 6h 5h 4h 3h", "Kd Qd Jd Td 8d", "Kc Qc Jc Tc 7c"],
    "straight": ["Ah Ks Qd Jc Th", "Ks Qd Jc Th 9s", "5s 4h 3d 2c Ah"],
    "three of a kind": ["Js Jh Jd 2c 7s", "9s 9h 9d Ac Kh", "9s 9h 9d Ac Qh"],
    "two pair": ["As Ah 2d 2c 3s", "Ks Kh Qd Qc Js", "Ks Kh Jd Jc Ah", "Ks Kh Jd Jc Qh"],
    "pair": ["9s 9h 4d 3c 2s", "8s 8h Ad 3c 2s", "8s 8h Kd Qc Js", "8s 8h Kd Qc Ts"],
    "high card": ["As 6h 4d 3c 2s", "Ks Qh Jd Tc 8s", "Ks Qh Jd Tc 7s"],
}


@pytest.mark.parametrize(
    "better,worse",
    [(chain[i], chain[i + 1]) for chain in RANKING_TABLE.values() for i in range(len(chain) - 1)],
)
def test_seed_000_ranking_table_beats_R_HAND_3(better, worse):
    assert HandRank.of(better).category == HandRank.of(worse).category
    assert evaluate(better) > evaluate(worse)


def test_seed_000_categories_in_order_R_HAND_2():
    chains = list(RANKING_TABLE.values())
    for higher, lower in zip(chains, chains[1:]):
        assert evaluate(higher[-1]) > evaluate(
            lower[0]
        )  # the worst of a category beats the best of the next
    assert HandRank.of("Ah Kh Qh Jh Th").name == "royal flush"
    assert evaluate("Ah Kh Qh Jh Th") == evaluate("As Ks Qs Js Ts") == 7462  # split pot


def test_wheel_and_no_wraparound_R_HAND_4():
    assert HandRank.of("5s 4h 3d 2c Ah").description == "straight, five high"
    assert HandRank.of("Ks Ah 2d 3c 4s").category is Category.HIGH_CARD
    assert evaluate("5s 4h 3d 2c Ah") < evaluate("6s 5h 4d 3c 2h")
    assert HandRank.of("5h 4h 3h 2h Ah").description == "straight flush, five high"


def test_only_five_cards_count_R_HAND_5():
    board = "Ah Ad Kc Ks Qd"
    assert evaluate(f"{board} 2c 3d") == evaluate(f"{board} 4c 5h")  # both play the board's AAKKQ
    assert evaluate("As Ac Kh Kd 9s 8s 7s") < evaluate("As Ac Kh Kd Ts 2h 3h")


def test_suits_never_break_ties_R_CARD_2():
    assert evaluate("Ah Kh Qh Jh 9h") == evaluate("As Ks Qs Js 9s")
    assert evaluate("Ah Kd Qh Jh 9h 2c 3c") == evaluate("As Kc Qs Js 9s 2d 3d")


def test_same_scale_for_5_6_7_cards():
    assert (
        evaluate("Ah Kh Qh Jh Th")
        == evaluate("Ah Kh Qh Jh Th 2c")
        == evaluate("Ah Kh Qh Jh Th 2c 3d")
    )
    assert evaluate("2c 3d 4h 5s 7c") == 1


@pytest.mark.parametrize(
    "cards,description",
    [
        ("Kd Kc Js Jh 9c 4d 2s", "two pair, kings and jacks, nine kicker"),
        ("9s 9h 9d 9c Ah", "four of a kind, nines, ace kicker"),
        ("Ks Kh Kd 2c 2s", "full house, kings full of deuces"),
        ("Ah 6h 5h 4h 3h", "flush, ace-six-five-four-three"),
        ("Js Jh Jd 2c 7s", "three of a kind, jacks, seven-deuce kickers"),
        ("8s 8h Ad 3c 2s", "pair of eights, ace-three-deuce kickers"),
        ("As 6h 4d 3c 2s", "high card, ace, six-four-three-deuce kickers"),
        ("Ah Kh Qh Jh Th 9h", "royal flush"),
        ("9h 8h 7h 6h 5h", "straight flush, nine high"),
        ("Ah Ks Qd Jc Th", "straight, ace high"),
    ],
)
def test_hand_rank_description(cards, description):
    rank = HandRank.of(cards)
    assert rank.description == description == str(rank)
    assert repr(rank) == f"HandRank({int(rank)}, '{description}')"


def test_hand_rank_is_an_ordered_int():
    a, b = HandRank.of("Ah Ad 2c 2d 3h"), HandRank.of("Kh Kd Qc Qd Jh")
    assert a > b and a.value == int(a) and sorted([a, b]) == [b, a]
    assert HandRank(7462).ranks == (12,)
    assert HandRank.of("Kd Kc Js Jh 9c").ranks == (11, 9, 7)
    for bad in (0, 7463, -1, 1.5, True):
        with pytest.raises(InvalidArgumentError):
            HandRank(bad)


def test_category_value_boundaries():
    firsts = {c: None for c in Category}
    for v in range(1, 7463):
        c = HandRank(v).category
        if firsts[c] is None:
            firsts[c] = v
    assert list(firsts.values()) == [1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453]


@pytest.mark.parametrize(
    "cards,five",
    [
        ("7s 6s 5s 4s 3s 2s Ah", "7s 6s 5s 4s 3s"),
        ("Ah Ad Kc Ks Qd 2c 3d", "Ah Ad Kc Ks Qd"),
        ("Ah Kh 2h 3h 9h 9c 9d", "Ah Kh 9h 3h 2h"),
        ("5c 4d 3h 2s Ah Kd Kc", "5c 4d 3h 2s Ah"),
    ],
)
def test_best_five_R_HAND_1(cards, five):
    got = best_five(cards)
    assert sorted(got) == sorted(holdem.parse_cards(five))
    assert evaluate(got) == evaluate(cards)


@pytest.mark.parametrize(
    "cards,error,fragment",
    [
        ("Ah Kh Qh Jh", InvalidArgumentError, "got 4"),
        ("Ah Kh Qh Jh Th 9h 8h 7h", InvalidArgumentError, "got 8"),
        ("Ah Ah Ah Ah Ah", DuplicateCardError, "duplicate card Ah"),
        ("Ah Kh Qh Jh Xx", InvalidCardError, "Xx"),
        ([50, 49, 48, 47, 52], InvalidCardError, "52"),
        ([50, 49, 48, 47, -1], InvalidCardError, "-1"),
        ([], InvalidArgumentError, "got 0"),
    ],
)
def test_evaluate_rejects_bad_input(cards, error, fragment):
    with pytest.raises(error, match=fragment):
        evaluate(cards)
    with pytest.raises(error):
        HandRank.of(cards)


def test_evaluate_accepts_every_card_form():
    v = evaluate("AhKhQhJhTh")
    assert evaluate(["Ah", "Kh", "Qh", "Jh", "Th"]) == v
    assert evaluate([50, 46, 42, 38, 34]) == v
    assert evaluate(tuple(Card(c) for c in (50, 46, 42, 38, 34))) == v
    assert evaluate(iter([50, 46, 42, 38, 34])) == v
    assert evaluate(np.array([50, 46, 42, 38, 34])) == v
    with pytest.raises(TypeError, match="float"):
        evaluate([50, 46, 42, 38, 34.0])


def test_evaluate_batch_shapes_dtypes_and_errors():
    hands = np.array([[50, 46, 42, 38, 34, 0, 1], [0, 4, 8, 12, 17, 30, 51]])
    for dtype in (np.uint8, np.int16, np.int64, np.uint32):
        assert evaluate_batch(hands.astype(dtype)).tolist() == [7462, evaluate(hands[1])]
    assert evaluate_batch(np.zeros((0, 7), dtype=np.uint8)).shape == (0,)
    assert evaluate_batch(hands[:, :6]).dtype == np.int32
    with pytest.raises(InvalidArgumentError, match="shape"):
        evaluate_batch(np.zeros((3, 4), dtype=np.uint8))
    with pytest.raises(InvalidArgumentError, match="shape"):
        evaluate_batch(np.zeros(7, dtype=np.uint8))
    with pytest.raises(InvalidArgumentError, match="dtype"):
        evaluate_batch(hands.astype(float))
    bad = hands.copy()
    bad[1, 3] = 0  # a second 2c in row 1
    with pytest.raises(DuplicateCardError, match=r"row 1: duplicate card 2c"):
        evaluate_batch(bad.astype(np.uint8))
    bad[1, 3] = 60
    with pytest.raises(InvalidCardError, match=r"row 1: invalid card id 60"):
        evaluate_batch(bad.astype(np.uint8))
    with pytest.raises(InvalidCardError, match=r"row 1: invalid card id 60"):
        evaluate_batch(bad)  # int64 path, checked before narrowing
    bad[1, 3] = 300
    with pytest.raises(InvalidCardError, match=r"row 1: invalid card id 300"):
        evaluate_batch(bad)  # would wrap to 44 as uint8: must not


def test_evaluate_batch_non_contiguous_input():
    rng = np.random.default_rng(5)
    hands = np.argsort(rng.random((1000, 52)), axis=1)[:, :14].astype(np.uint8)
    view = hands[:, ::2]  # 7 columns, strided
    assert evaluate_batch(view).tolist() == [evaluate(row) for row in view.tolist()]


def test_tables_stay_cache_sized():
    assert _core.table_bytes() <= 256 * 1024


def test_single_evaluate_matches_batch_on_random_hands():
    rnd = random.Random(11)
    rows = [rnd.sample(range(52), rnd.choice((5, 6, 7))) for _ in range(3000)]
    for row in rows:
        assert evaluate(row) == int(evaluate_batch(np.array([row]))[0])


@pytest.mark.parametrize("threads", [0, 2, 3])
def test_evaluate_batch_threads_agree_and_name_the_first_bad_row(threads):
    rng = np.random.default_rng(9)
    hands = np.argsort(rng.random((300_000, 52)), axis=1)[:, :7].astype(np.uint8)
    assert np.array_equal(evaluate_batch(hands, threads=threads), evaluate_batch(hands))
    hands[250_000, 0] = hands[250_000, 1]
    hands[280_000, 0] = 77
    with pytest.raises(DuplicateCardError, match="row 250000: duplicate card"):
        evaluate_batch(hands, threads=threads)
    with pytest.raises(InvalidArgumentError, match="threads"):
        evaluate_batch(hands, threads=-1)


def test_evaluate_batch_into_out():
    hands = np.array([[50, 46, 42, 38, 34, 0, 1], [0, 4, 8, 12, 17, 30, 51]], dtype=np.uint8)
    out = np.zeros(2, dtype=np.int32)
    assert evaluate_batch(hands, out=out) is out and out.tolist() == evaluate_batch(hands).tolist()
    for bad in (
        np.zeros(3, dtype=np.int32),
        np.zeros(2, dtype=np.int64),
        np.zeros((2, 1), dtype=np.int32),
        np.zeros(4, dtype=np.int32)[::2],
    ):
        with pytest.raises(InvalidArgumentError, match="out must be"):
            evaluate_batch(hands, out=bad)
    frozen = np.zeros(2, dtype=np.int32)
    frozen.flags.writeable = False
    with pytest.raises(InvalidArgumentError, match="writable"):
        evaluate_batch(hands, out=frozen)
    with pytest.raises(InvalidArgumentError, match="out is an int32"):
        evaluate_batch(hands, out=[0, 0])
