"""Showdowns of any game the evaluator covers (issue 16): h hole cards per seat
(1 to 7) and b board cards (0 to 5), 5 <= h + b <= 7, in one core call.
"""

from __future__ import annotations

import numpy as np
import pytest

import holdem
from holdem import (
    DuplicateCardError,
    InvalidArgumentError,
    InvalidCardError,
    resolve_pots,
    resolve_pots_batch,
)

SIZES = [(h, b) for h in range(1, 8) for b in range(0, 6) if 5 <= h + b <= 7]


def test_five_card_draw_resolves_without_a_board():
    for board in (None, "", []):
        result = resolve_pots(
            [100, 100],
            [False, False],
            button=0,
            hole_cards=["AhKhQhJhTh", "2c3d4h5s7c"],
            board=board,
        )
        assert result.winnings == (200, 0)


def test_five_card_draw_batch_with_an_empty_board():
    holes = np.array(
        [[holdem.parse_cards("2c3d4h5s7c"), holdem.parse_cards("AhKhQhJhTh")]], np.uint8
    )
    winnings = resolve_pots_batch(
        np.array([[100, 100]]),
        np.array([[False, False]]),
        buttons=np.array([0]),
        hole_cards=holes,
        boards=np.zeros((1, 0), np.uint8),
    )
    assert winnings.tolist() == [[0, 200]]


@pytest.mark.parametrize(("h", "b"), SIZES)
def test_every_size_matches_hand_values_from_the_evaluator(h, b):
    """Batch and single calls against pots resolved from holdem.evaluate's values."""
    rows, seats = 60, 4 if h <= 5 else 3
    rng = np.random.default_rng(100 * h + b)
    decks = np.argsort(rng.random((rows, 52)), axis=1).astype(np.uint8)
    holes = decks[:, : seats * h].reshape(rows, seats, h).copy()
    boards = decks[:, seats * h : seats * h + b].copy()
    holes[::7, 1] = 255  # some hands not shown
    contributions = rng.integers(1, 50, (rows, seats)) * 10
    folded = rng.random((rows, seats)) < 0.2
    folded[:, 0] = False
    buttons = rng.integers(0, seats, rows)
    expected = []
    for r in range(rows):
        values = [
            0 if holes[r, s, 0] == 255 else holdem.evaluate([*holes[r, s], *boards[r]])
            for s in range(seats)
        ]
        by_values = resolve_pots(
            contributions[r].tolist(), folded[r].tolist(), values, button=int(buttons[r])
        )
        shown = [None if holes[r, s, 0] == 255 else holes[r, s].tolist() for s in range(seats)]
        by_cards = resolve_pots(
            contributions[r].tolist(),
            folded[r].tolist(),
            button=int(buttons[r]),
            hole_cards=shown,
            board=boards[r].tolist(),
        )
        assert by_cards == by_values
        expected.append(by_values.winnings)
    winnings = resolve_pots_batch(
        contributions, folded, buttons=buttons, hole_cards=holes, boards=boards
    )
    assert winnings.tolist() == [list(w) for w in expected]


@pytest.mark.parametrize(
    ("hole_cards", "board", "message"),
    [
        (
            ["AhKhQhJhTh", "2c3d4h5s7c"],
            "9c9d9h",
            "^a showdown hand is 5 to 7 cards: with 5 hole cards, the board is "
            "0 to 2 cards, got 3$",
        ),
        (
            ["AhKhQhJh", "2c3d4h5s"],
            "9c9d9h9s",
            "with 4 hole cards, the board is 1 to 3 cards, got 4$",
        ),
        (
            ["Ah", "2c"],
            "",
            "^a showdown hand is 5 to 7 cards: with 1 hole card, the board is 4 to 5 cards, got 0$",
        ),
        (
            ["AhKhQhJhTh9h8h", "2c3d4h5s7c8c9c"],
            "Ts",
            "with 7 hole cards, the board is 0 cards, got 1$",
        ),
        (
            ["AhKhQhJhTh9h8h7h", "2c3d4h5s7c8c9cTc"],
            "",
            "^seat 0 has 8 hole cards: a hand is 1 to 7 hole cards",
        ),
        (["", "2c3d"], "AhKhQh", "^seat 0 has 0 hole cards: a hand is 1 to 7 hole cards"),
        (
            ["AhKh", "2c3d4h"],
            "9c9d9h",
            "^seat 1 has 3 hole cards but seat 0 has 2: every hand shown has as many",
        ),
        ([None, "AhKh"], "2c3d4h5s6c7c", "^a board is 0 to 5 cards, got 6$"),
    ],
)
def test_bad_sizes_are_named(hole_cards, board, message):
    with pytest.raises(InvalidArgumentError, match=message):
        resolve_pots([100, 100], [False, False], button=0, hole_cards=hole_cards, board=board)


def test_no_hand_shown_needs_no_full_board():
    """Nothing to evaluate: one seat left takes the pot whatever the board."""
    result = resolve_pots([100, 50], [False, True], button=0, hole_cards=[None, None], board="AhKh")
    assert result.winnings == (150, 0)


def test_size_errors_never_show_another_seats_cards():
    with pytest.raises(InvalidArgumentError) as error:
        resolve_pots(
            [100, 100], [False, False], button=0, hole_cards=["AsAdKsKd", "2c3d4h"], board="9c9d9h"
        )
    assert not any(card in str(error.value) for card in ("As", "Ad", "Ks", "Kd", "2c", "3d", "4h"))
    with pytest.raises(DuplicateCardError, match="^Ah is dealt twice: seat 0 and seat 1$"):
        resolve_pots([100, 100], [False, False], button=0, hole_cards=["AhKhQhJhTh", "Ah3d4h5s7c"])


def batch_args(rows, seats, h, b, seed=5):
    rng = np.random.default_rng(seed)
    decks = np.argsort(rng.random((rows, 52)), axis=1).astype(np.uint8)
    return {
        "contributions": np.full((rows, seats), 100),
        "folded": np.zeros((rows, seats), bool),
        "buttons": np.zeros(rows, np.int64),
        "hole_cards": decks[:, : seats * h].reshape(rows, seats, h).copy(),
        "boards": decks[:, seats * h : seats * h + b].copy(),
    }


@pytest.mark.parametrize(
    ("h", "b", "message"),
    [
        (
            2,
            2,
            "^a showdown hand is 5 to 7 cards: with 2 hole cards, the board is 3 to 5 cards, got 2$",
        ),
        (8, 0, "^a hand is 1 to 7 hole cards, got 8$"),
        (0, 5, "^a hand is 1 to 7 hole cards, got 0$"),
        (1, 6, "^a board is 0 to 5 cards, got 6$"),
    ],
)
def test_batch_bad_sizes_are_named(h, b, message):
    args = batch_args(4, 3, h, b)
    with pytest.raises(InvalidArgumentError, match=message):
        resolve_pots_batch(args.pop("contributions"), args.pop("folded"), **args)


def test_batch_bad_shapes_name_the_sizes_given():
    args = batch_args(4, 3, 5, 0)
    args["hole_cards"] = args["hole_cards"][:3]
    with pytest.raises(
        InvalidArgumentError,
        match="^hole_cards must have the shape of contributions \\(4, 3, 5\\)$",
    ):
        resolve_pots_batch(args.pop("contributions"), args.pop("folded"), **args)
    args = batch_args(4, 3, 5, 0)
    args["hole_cards"] = args["hole_cards"].reshape(4, 15)
    with pytest.raises(InvalidArgumentError, match="\\(4, 3, h\\): h hole cards per seat, 1 to 7$"):
        resolve_pots_batch(args.pop("contributions"), args.pop("folded"), **args)
    args = batch_args(4, 3, 4, 1)
    args["boards"] = args["boards"][:2]
    with pytest.raises(
        InvalidArgumentError,
        match="^boards must have shape \\(4, 1\\): the 1 board cards of each hand$",
    ):
        resolve_pots_batch(args.pop("contributions"), args.pop("folded"), **args)


def test_batch_rows_with_part_of_a_hand_unknown_or_bad():
    args = batch_args(6, 3, 5, 0)
    args["hole_cards"][2, 1, 3] = 255
    with pytest.raises(
        InvalidArgumentError,
        match="^row 2: seat 1 has 4 hole cards of 5: a hand is shown whole \\(all 255 for a hand not "
        "shown\\)$",
    ):
        resolve_pots_batch(args.pop("contributions"), args.pop("folded"), **args)
    args = batch_args(6, 3, 4, 3)
    args["boards"][3, 2] = 255
    with pytest.raises(
        InvalidArgumentError,
        match="^row 3: board card 2 is unknown \\(255\\): a showdown needs the 3 board cards$",
    ):
        resolve_pots_batch(args.pop("contributions"), args.pop("folded"), **args)
    args = batch_args(6, 3, 6, 1)
    args["hole_cards"][4, 2, 5] = 77
    with pytest.raises(InvalidCardError, match="^row 4: seat 2: invalid card id 77"):
        resolve_pots_batch(args.pop("contributions"), args.pop("folded"), **args)
