"""Omaha's value rules: high (R-HAND-8) and the eight-or-better low (R-HAND-9).

The core's tables are checked here against two references that share nothing with them: a brute force
written from the rules in numpy (tests/variant_reference.py: every two-plus-three choice ranked by a
five-card ranker of its own), and pokerkit's ``OmahaHoldemHand`` and ``OmahaEightOrBetterLowHand``. The
suite runs a few thousand hands; the slow tests run 2,000,000 a game against the brute force and
``POKERKIT_HANDS`` against pokerkit (20,000 by default, HOLDEM_POKERKIT_HANDS for more; 100,000 a game were
run: pokerkit values about 400 Omaha hands a second, so 2,000,000 would take it hours). The C++
tests (cpp/tests/core_tests.cpp) check the flush paths and the batches on every width.
"""

from __future__ import annotations

import itertools
import pickle

import numpy as np
import pytest

import holdem
from holdem import (
    LOW_VALUES,
    NO_LOW,
    Card,
    Category,
    DuplicateCardError,
    HandRank,
    InvalidArgumentError,
    InvalidCardError,
    InvalidTypeError,
    LowRank,
    _core,
    evaluate,
    evaluate_omaha,
    evaluate_omaha_batch,
    evaluate_omaha_low,
    evaluate_omaha_low_batch,
    parse_cards,
)
from variant_reference import (
    POKERKIT_HANDS,
    deals,
    in_chunks,
    omaha_high_reference,
    omaha_low_reference,
    pokerkit_omaha_high,
    pokerkit_omaha_low,
    same_order,
)

WIDTHS = [(h, b) for h in (4, 5, 6) for b in (3, 4, 5)]


# ---- High (R-HAND-8) ----


@pytest.mark.parametrize(
    "hole, board, five",
    [
        (
            "Ah Kh Qh Jh",
            "Th 2c 3d",
            "Ah Kh Th 3d 2c",
        ),  # no royal flush: three hole cards would be needed
        ("Ah Kh 2c 3d", "Qh Jh Th", "Ah Kh Qh Jh Th"),  # the royal flush: two with three
        (
            "Ah 2c 3d 4s",
            "Kh Qh Jh Th 9h",
            "Kh Qh Jh Ah 4s",
        ),  # five hearts on the board, one in the hole: no flush
        ("Qc Qd 2s 3s", "Ah Ad Ac As Kd", "Ah Ad Ac Qc Qd"),  # three of the four aces: a full house
        ("As Ks Qd 7c 6c", "2s 3s 4h", "As Ks 4h 3s 2s"),  # a three-card board plays whole
        ("9h 8h 2c 2d 3c 4d", "7h 6h 5h", "9h 8h 7h 6h 5h"),  # six hole cards, a straight flush
        ("Kc Kd 7s 2h", "Ks 7c 7d 3h", "Kc Kd Ks 7c 7d"),  # four-card board: kings full
        ("Ac Kc Qc Jc Tc", "9d 8d 2s", "Ac Kc 9d 8d 2s"),  # five hole cards
    ],
)
def test_two_hole_cards_with_three_board_cards_R_HAND_8(hole, board, five):
    assert evaluate_omaha(hole, board) == evaluate(five)


def test_values_are_the_holdem_scale_with_its_ranks_R_HAND_8():
    value = evaluate_omaha("Ah 2h 9c 9d", "Kh Qh 3h 9s 5c")
    assert HandRank(value).category is Category.FLUSH
    assert HandRank(value).description == "flush, ace-king-queen-three-deuce"
    assert HandRank(evaluate_omaha("Ah 2c 9c 9d", "Kh Qh 3h 9s 5c")).description == (
        "three of a kind, nines, king-queen kickers"
    )
    assert 1 <= evaluate_omaha("2c 3d 7h 9s", "4c 5d Jh Qs Ks") <= holdem.HAND_VALUES


@pytest.mark.parametrize("width", WIDTHS)
def test_high_matches_the_brute_force_reference_R_HAND_8(width):
    h, b = width
    cards = deals(np.random.default_rng(h * 10 + b), 3000, h + b)
    hole, board = cards[:, :h], cards[:, h:]
    ours = evaluate_omaha_batch(hole, board)
    assert same_order(ours, omaha_high_reference(hole, board))
    assert [
        evaluate_omaha(x, y) for x, y in zip(hole[:300].tolist(), board[:300].tolist())
    ] == ours[:300].tolist()


def test_high_matches_pokerkit_R_HAND_8():
    pytest.importorskip("pokerkit")
    rng = np.random.default_rng(41)
    for h, n in ((4, 150), (5, 80), (6, 50)):
        cards = deals(rng, n, h + 5)
        hole, board = cards[:, :h], cards[:, h:]
        assert same_order(evaluate_omaha_batch(hole, board), pokerkit_omaha_high(hole, board))


# ---- The eight-or-better low (R-HAND-9) ----


@pytest.mark.parametrize(
    "hole, board, low",
    [
        ("As 2s 3s 4s", "2c 3c 4c 5c 6c", "5-4-3-2-A low"),  # pokerkit's examples
        ("As 6s 7s 8s", "2c 3c 4c 5c 6c", "6-4-3-2-A low"),
        ("As 2s 3s 4s", "5c 6c 7c", "7-6-5-2-A low"),  # the three board cards are all needed
        (
            "Ad 2d Kc Qc",
            "3h 4h 5h",
            "5-4-3-2-A low",
        ),  # a straight flush for the high, the wheel for the low
        ("As Ad 2s 2d", "3c 4c 5c", "5-4-3-2-A low"),  # pairs in the hole: one of each
        ("8s 7s 6s 5s", "4c 8c 7c", "8-7-6-5-4 low"),  # the worst low
        ("8s 7s Kd Kc", "4c 8c 7c", "no low"),  # the 8 and 7 twice: no five ranks
        ("As Ks Qs Js", "2c 3c 4c 5c 6c", "no low"),  # one low card in the hole
        (
            "As 2s 3s 4s",
            "2c 3c 9c Tc Jc",
            "no low",
        ),  # two low ranks on the board: the deuce and trey
        ("As 2s 3s 9s", "Ac 2c 4c 5c 9c", "5-4-3-2-A low"),  # board A 4 5 with hole 2 3
    ],
)
def test_low_known_values_R_HAND_9(hole, board, low):
    assert str(LowRank.of(hole, board)) == low


def test_low_scale_and_ranks_R_HAND_9():
    assert LOW_VALUES == 56 and NO_LOW == 0
    ranks = [LowRank(v).ranks for v in range(1, LOW_VALUES + 1)]
    # better lows are greater values: the highest card lower, then the next, ...
    as_low = [tuple(1 if r == 12 else r + 2 for r in low) for low in ranks]
    assert as_low == sorted(as_low, reverse=True) and len(set(as_low)) == 56
    assert all(len(set(low)) == 5 and max(low) <= 8 for low in as_low)
    assert ranks[0] == (6, 5, 4, 3, 2) and ranks[-1] == (3, 2, 1, 0, 12)
    assert LowRank(0).ranks == () and not LowRank(0).qualifies and LowRank(1).qualifies
    assert repr(LowRank(56)) == "LowRank(56, '5-4-3-2-A low')"
    assert (
        pickle.loads(pickle.dumps(LowRank(17))) == 17
        and type(pickle.loads(pickle.dumps(LowRank(17)))) is LowRank
    )
    with pytest.raises(
        InvalidArgumentError, match="a low value must be a whole number from 0 to 56, got 57"
    ):
        LowRank(57)


def test_straights_and_flushes_do_not_spoil_a_low_R_HAND_9():
    # A-2-3-4-5 suited is the best low and a straight flush for the high, both from the same cards.
    assert evaluate_omaha_low("Ah 2h Kc Kd", "3h 4h 5h") == LOW_VALUES
    assert HandRank(evaluate_omaha("Ah 2h Kc Kd", "3h 4h 5h")).category is Category.STRAIGHT_FLUSH


@pytest.mark.parametrize("width", WIDTHS)
def test_low_matches_the_brute_force_reference_R_HAND_9(width):
    h, b = width
    cards = deals(np.random.default_rng(h * 10 + b + 100), 3000, h + b)
    hole, board = cards[:, :h], cards[:, h:]
    ours = evaluate_omaha_low_batch(hole, board)
    assert same_order(ours, omaha_low_reference(hole, board))
    assert (ours == 0).any() and (ours > 0).any()
    assert [
        evaluate_omaha_low(x, y) for x, y in zip(hole[:300].tolist(), board[:300].tolist())
    ] == ours[:300].tolist()


def test_low_matches_pokerkit_R_HAND_9():
    pytest.importorskip("pokerkit")
    cards = deals(np.random.default_rng(43), 300, 9)
    hole, board = cards[:, :4], cards[:, 4:]
    assert same_order(evaluate_omaha_low_batch(hole, board), pokerkit_omaha_low(hole, board))


# ---- Inputs and errors ----


@pytest.mark.parametrize("evaluate_one", [evaluate_omaha, evaluate_omaha_low])
def test_every_card_form(evaluate_one):
    hole, board = "As 2d 3c Kh", "4s 5h Qd 9c Jc"
    expected = evaluate_one(hole, board)
    ids_h, ids_b = parse_cards(hole), parse_cards(board)
    for h, b in [
        (ids_h, ids_b),
        ([int(c) for c in ids_h], tuple(int(c) for c in ids_b)),
        ([str(c) for c in ids_h], [str(c) for c in ids_b]),
        (np.array(ids_h, dtype=np.int16), np.array(ids_b, dtype=np.uint8)),
        (iter(ids_h), (c for c in ids_b)),
        ("As2d3cKh", "4s,5h,Qd,9c,Jc"),
        ([Card("As"), 1, "3c", np.int64(47)], board),
    ]:
        assert evaluate_one(h, b) == expected


@pytest.mark.parametrize("evaluate_one", [evaluate_omaha, evaluate_omaha_low])
@pytest.mark.parametrize(
    "hole, board, error, message",
    [
        (
            "As 2d 3c",
            "4s 5h Qd",
            InvalidArgumentError,
            "an Omaha hand is 4, 5 or 6 hole cards, got 3",
        ),
        ("As 2d 3c 4c 5c 6c 7c", "8s 9h Qd", InvalidArgumentError, "hole cards, got 7"),
        ("As 2d 3c 4c", "8s 9h", InvalidArgumentError, "an Omaha board is 3, 4 or 5 cards, got 2"),
        (
            "As 2d 3c 4c",
            "8s 9h Td Jd Qd Kd",
            InvalidArgumentError,
            "board is 3, 4 or 5 cards, got 6",
        ),
        ("As 2d 3c 4c", "8s 9h As", DuplicateCardError, "duplicate card As"),
        ("As 2d 3c 3c", "8s 9h Ts", DuplicateCardError, "duplicate card 3c"),
        ([0, 1, 2, 52], [8, 9, 10], InvalidCardError, "invalid card"),
        ("As 2d 3c 4c", "8s 9h Xx", InvalidCardError, "invalid card 'Xx'"),
        ("As 2d 3c 4c", 7, InvalidTypeError, "cards are"),
    ],
)
def test_bad_input_is_a_typed_error(evaluate_one, hole, board, error, message):
    with pytest.raises(error, match=message):
        evaluate_one(hole, board)


def test_an_endless_iterator_stops_at_the_limit():
    with pytest.raises(InvalidArgumentError, match="hole cards, got 7"):
        evaluate_omaha(itertools.count(), [48, 49, 50])
    with pytest.raises(InvalidArgumentError, match="board is 3, 4 or 5 cards, got 6"):
        evaluate_omaha([0, 1, 2, 3], itertools.count(4))


@pytest.mark.parametrize("batch", [evaluate_omaha_batch, evaluate_omaha_low_batch])
def test_batches_match_single_calls_and_take_out_and_threads(batch):
    single = evaluate_omaha if batch is evaluate_omaha_batch else evaluate_omaha_low
    cards = deals(np.random.default_rng(47), 1000, 10)
    hole, board = cards[:, :5], cards[:, 5:]
    values = batch(hole, board)
    assert values.dtype == np.int32
    assert values.tolist() == [single(h, b) for h, b in zip(hole.tolist(), board.tolist())]
    out = np.zeros(1000, dtype=np.int32)
    assert batch(hole.astype(np.int64), board.astype(np.int32), out=out, threads=0) is out
    assert np.array_equal(out, values)
    assert len(batch(np.empty((0, 4), np.uint8), np.empty((0, 3), np.uint8))) == 0


@pytest.mark.parametrize("batch", [evaluate_omaha_batch, evaluate_omaha_low_batch])
def test_batch_errors_name_the_row(batch):
    cards = deals(np.random.default_rng(53), 50, 9)
    hole, board = cards[:, :4].copy(), cards[:, 4:].copy()
    board[17, 2] = hole[17, 0]
    with pytest.raises(DuplicateCardError, match="row 17: duplicate card"):
        batch(hole, board)
    with pytest.raises(InvalidCardError, match="row 3: invalid card id 60"):
        bad = hole.astype(np.int64)
        bad[3, 1] = 60
        batch(bad, board)
    with pytest.raises(
        InvalidArgumentError, match=r"takes hole cards of shape \(N, 4\|5\|6\), got shape \(50, 3\)"
    ):
        batch(hole[:, :3], board)
    with pytest.raises(
        InvalidArgumentError, match=r"takes boards of shape \(N, 3\|4\|5\), got shape \(50,\)"
    ):
        batch(hole, board[:, 0])
    with pytest.raises(
        InvalidArgumentError, match="one board per hand: got 50 hands and 49 boards"
    ):
        batch(hole, board[:49])
    with pytest.raises(InvalidArgumentError, match="integer card ids"):
        batch(hole.astype(float), board)
    with pytest.raises(
        InvalidArgumentError, match="out must be a writable contiguous int32 array of length 50"
    ):
        batch(hole, board, out=np.zeros(49, np.int32))
    with pytest.raises(InvalidArgumentError, match="threads"):
        batch(hole, board, threads=-1)


def test_tables_are_counted():
    # the board rows (8,450 rank multisets x 91 rank pairs, 16-bit) and the 64 KB low table
    assert 1_500_000 < _core.omaha_table_bytes() < 1_800_000


# ---- The differential runs (slow) ----


@pytest.mark.slow
@pytest.mark.parametrize("hole_cards", [4, 5, 6])
def test_high_matches_the_reference_on_two_million_hands_R_HAND_8(hole_cards):
    """2,000,000 hands with a five-card board, and 100,000 with three and with four board cards."""
    rng = np.random.default_rng(1000 + hole_cards)
    for board_cards, n in ((5, 2_000_000), (3, 100_000), (4, 100_000)):
        cards = deals(rng, n, hole_cards + board_cards)
        hole, board = cards[:, :hole_cards], cards[:, hole_cards:]
        assert same_order(
            evaluate_omaha_batch(hole, board), in_chunks(omaha_high_reference, hole, board)
        )


@pytest.mark.slow
@pytest.mark.parametrize("hole_cards", [4, 5, 6])
def test_low_matches_the_reference_on_two_million_hands_R_HAND_9(hole_cards):
    rng = np.random.default_rng(2000 + hole_cards)
    for board_cards, n in ((5, 2_000_000), (3, 100_000), (4, 100_000)):
        cards = deals(rng, n, hole_cards + board_cards)
        hole, board = cards[:, :hole_cards], cards[:, hole_cards:]
        assert same_order(
            evaluate_omaha_low_batch(hole, board), in_chunks(omaha_low_reference, hole, board)
        )


@pytest.mark.slow  # pokerkit: 2-5 ms a hand
@pytest.mark.parametrize("hole_cards", [4, 5, 6])
def test_high_matches_pokerkit_on_many_hands_R_HAND_8(hole_cards):
    pytest.importorskip("pokerkit")
    cards = deals(np.random.default_rng(3000 + hole_cards), POKERKIT_HANDS, hole_cards + 5)
    hole, board = cards[:, :hole_cards], cards[:, hole_cards:]
    assert same_order(evaluate_omaha_batch(hole, board), pokerkit_omaha_high(hole, board))


@pytest.mark.slow  # pokerkit: about 1 ms a hand
def test_low_matches_pokerkit_on_many_hands_R_HAND_9():
    pytest.importorskip("pokerkit")
    cards = deals(np.random.default_rng(3100), POKERKIT_HANDS, 9)
    hole, board = cards[:, :4], cards[:, 4:]
    assert same_order(evaluate_omaha_low_batch(hole, board), pokerkit_omaha_low(hole, board))


@pytest.mark.slow  # phevaluator: one Python call a hand, about 10 s
def test_omaha4_high_matches_phevaluator_on_two_million_hands_R_HAND_8():
    """An independent engine's Omaha (phevaluator ranks 1, the best, to 7462): the same value on every hand
    is ours == 7463 - theirs, ties included."""
    phevaluator = pytest.importorskip("phevaluator")
    cards = deals(np.random.default_rng(3200), 2_000_000, 9)
    theirs = np.fromiter(
        (phevaluator.evaluate_omaha_cards(*row[4:], *row[:4]) for row in cards.tolist()),
        dtype=np.int64,
        count=len(cards),
    )
    assert np.array_equal(evaluate_omaha_batch(cards[:, :4], cards[:, 4:]), 7463 - theirs)
