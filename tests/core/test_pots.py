"""Pot resolution (R-POT-1..6): side pots, split pots, odd chips, uncalled bets.

Seats are 0..n-1 clockwise; hand values are the evaluator's (higher is
better). Test names carry the rule they check.
"""

from __future__ import annotations

import doctest
import json
import pickle
import threading
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import holdem
from holdem import (
    DuplicateCardError,
    InvalidArgumentError,
    InvalidCardError,
    Pot,
    PotResult,
    resolve_pots,
    resolve_pots_batch,
)

# --------------------------------------------------------------------------
# An independent reference: pokerkit's way of layering (a cut at every
# distinct amount anyone put in, layers merged while the eligible seats stay
# the same), written plainly in Python.


class NoKnownHand(Exception):
    pass


def reference(contributions, folded, values, button):
    n = len(contributions)
    live = [s for s in range(n) if not folded[s]]
    counted = list(contributions)
    returned = [0] * n
    by_size = sorted(range(n), key=lambda s: -contributions[s])
    top, second = by_size[0], contributions[by_size[1]]
    if contributions[top] > second:
        returned[top] = contributions[top] - second
        counted[top] = second
    layers: list[list] = []  # [amount, eligible]
    previous = 0
    for level in sorted(set(counted) - {0}):
        amount = sum(min(c, level) - min(c, previous) for c in counted)
        eligible = tuple(s for s in live if counted[s] >= level)
        previous = level
        if not eligible:
            # folded chips above every seat still in: the last pot takes them
            if layers:
                layers[-1][0] += amount
            else:
                layers.append([amount, tuple(live)])
        elif layers and layers[-1][1] == eligible:
            layers[-1][0] += amount
        else:
            layers.append([amount, eligible])
    winnings = list(returned)
    pots = []
    for amount, eligible in layers:
        if len(eligible) == 1:
            winners = eligible
        else:
            best = max(values[s] for s in eligible)
            if best <= 0:
                raise NoKnownHand
            winners = tuple(s for s in eligible if values[s] == best)
        share, odd = divmod(amount, len(winners))
        clockwise = [(button + i) % n for i in range(1, n + 1)]
        odd_seats = [s for s in clockwise if s in winners][:odd]
        shares = tuple(share + (s in odd_seats) for s in winners)
        for s, chips in zip(winners, shares):
            winnings[s] += chips
        pots.append(Pot(amount, eligible, winners, shares))
    return tuple(winnings), tuple(pots), tuple(returned)


def pots_of(result):
    return [(p.amount, p.eligible, p.winners, p.shares) for p in result.pots]


# --------------------------------------------------------------------------
# The seed examples


def test_r_pot_2_seed_004_ten_players_all_in_for_1_2_and_5():
    """[004] "Side Pots": $78 on the table, all-ins of $1 (Ken), $2 (Joe), $5 (Hal)."""
    names = ["Ann", "Bob", "Ken", "Dan", "Joe", "Eve", "Fay", "Hal", "Gus", "Ida"]
    bets = {"Ken": 1, "Joe": 2, "Hal": 5}
    contributions = [bets.get(name, 10) for name in names]
    assert sum(contributions) == 78
    everyone = set(names)
    # Ida has the best hand and is in every pot: the layering alone is checked here.
    values = [100 + i for i in range(10)]
    result = resolve_pots(contributions, [False] * 10, values, button=9)
    got = [(pot.amount, {names[s] for s in pot.eligible}) for pot in result.pots]
    assert got == [
        (10, everyone),
        (9, everyone - {"Ken"}),
        (24, everyone - {"Joe", "Ken"}),
        (35, everyone - {"Hal", "Joe", "Ken"}),
    ]
    assert result.returned == (0,) * 10
    assert sum(result.winnings) == 78


def test_r_pot_4_seed_000_example_2_side_pot_between_a_and_b():
    """[000] Example 2: A bets 500, B calls 500, C all-in for 400: main 1,200, side 200 (A, B)."""
    a, b, c = 0, 1, 2
    result = resolve_pots([500, 500, 400], [False, False, False], [2000, 1000, 3000], button=c)
    assert pots_of(result) == [(1200, (a, b, c), (c,), (1200,)), (200, (a, b), (a,), (200,))]
    assert result.winnings == (200, 0, 1200)
    assert result.net == (-300, -500, 800)


def test_r_pot_4_all_in_best_hand_wins_only_the_main_pot():
    """The all-in player with the best hand wins the main pot; the second best wins the side pot."""
    # seat 1 all-in for 300 with the nuts; seat 3 has the second-best hand.
    result = resolve_pots(
        [1000, 300, 1000, 1000], [False, False, False, False], [5000, 7000, 4000, 6000], button=0
    )
    assert pots_of(result) == [
        (1200, (0, 1, 2, 3), (1,), (1200,)),
        (2100, (0, 2, 3), (3,), (2100,)),
    ]
    assert result.winnings == (0, 1200, 0, 2100)


def test_r_pot_4_two_all_ins_three_pots_each_to_its_best_eligible_hand():
    result = resolve_pots([100, 250, 600, 600], [False] * 4, [7000, 6000, 5000, 4000], button=3)
    assert pots_of(result) == [
        (400, (0, 1, 2, 3), (0,), (400,)),
        (450, (1, 2, 3), (1,), (450,)),
        (700, (2, 3), (2,), (700,)),
    ]


# --------------------------------------------------------------------------
# R-POT-1 folded chips, R-POT-3 uncalled chips


def test_r_pot_1_folded_chips_stay_in_the_pots_they_reached():
    # seat 0 folded after putting in 400: 300 of it is in the main pot, 100 in the side pot.
    result = resolve_pots(
        [400, 300, 1000, 1000], [True, False, False, False], [0, 7000, 5000, 6000], button=3
    )
    assert pots_of(result) == [(1200, (1, 2, 3), (1,), (1200,)), (1500, (2, 3), (3,), (1500,))]
    assert result.returned == (0, 0, 0, 0)
    assert result.winnings[0] == 0


def test_r_pot_1_dead_blinds_and_antes_are_in_the_main_pot():
    # antes of 10 and the small blind (folded) are dead money in the main pot.
    contributions = [10 + 50, 10 + 100, 10 + 100, 10]
    result = resolve_pots(contributions, [True, False, False, True], [0, 3000, 4000, 0], button=3)
    assert pots_of(result) == [(290, (1, 2), (2,), (290,))]


def test_r_pot_3_uncalled_bet_is_returned():
    # seat 2 bets 500 on the river after 200 each; everyone folds.
    result = resolve_pots([200, 200, 700], [True, True, False], button=0)
    assert result.returned == (0, 0, 500)
    assert pots_of(result) == [(600, (2,), (2,), (600,))]
    assert result.winnings == (0, 0, 1100)
    assert result.net == (-200, -200, 400)


def test_r_pot_3_the_part_no_one_could_match_is_returned():
    # seat 1 shoves 2,000 into one opponent who calls all-in for 750.
    result = resolve_pots([750, 2000], [False, False], [6000, 5000], button=1)
    assert result.returned == (0, 1250)
    assert pots_of(result) == [(1500, (0, 1), (0,), (1500,))]
    assert result.winnings == (1500, 1250)


def test_r_pot_3_everyone_folds_to_the_big_blind():
    result = resolve_pots([50, 100, 0, 0, 0, 0], [True, False, True, True, True, True], button=5)
    assert result.returned == (0, 50, 0, 0, 0, 0)
    assert pots_of(result) == [(100, (1,), (1,), (100,))]
    assert result.winnings == (0, 150, 0, 0, 0, 0)


def test_r_pot_3_small_blind_folding_to_a_short_all_in_big_blind_gets_the_unmatched_part_back():
    # the big blind is all-in for 30; the small blind's 50 is matched only up to 30.
    result = resolve_pots([50, 30, 0], [True, False, True], button=2)
    assert result.returned == (20, 0, 0)
    assert pots_of(result) == [(60, (1,), (1,), (60,))]
    assert result.winnings == (20, 60, 0)


def test_r_pot_1_folded_chips_above_every_seat_still_in_go_to_the_last_pot():
    # Two players who put in 100 each leave the table (fold) while the only
    # one still in is all-in for 40: nobody else can win those chips.
    result = resolve_pots([100, 100, 40], [True, True, False], button=0)
    assert pots_of(result) == [(240, (2,), (2,), (240,))]
    assert result.winnings == (0, 0, 240)


def test_r_pot_3_folded_chips_above_every_other_seat_are_returned_to_the_folded_seat():
    # Only the folded seat reached the layer above 50: never called, so it is
    # returned (as pokerkit does), not put in the last pot.
    result = resolve_pots([100, 50, 50], [True, False, False], [0, 5, 6], button=0)
    assert result.returned == (50, 0, 0)
    assert pots_of(result) == [(150, (1, 2), (2,), (150,))]
    assert result.winnings == (50, 0, 150)


def test_r_pot_2_last_player_standing_with_nothing_in_wins_the_folded_blinds():
    result = resolve_pots([50, 100, 0], [True, True, False], button=2)
    assert result.returned == (0, 50, 0)
    assert pots_of(result) == [(100, (2,), (2,), (100,))]
    assert result.winnings == (0, 50, 100)


# --------------------------------------------------------------------------
# R-POT-5 ties and odd chips


def test_r_pot_5_two_way_split_odd_chip_to_first_winner_left_of_button():
    contributions, folded, values = [25, 25, 25], [False, False, False], [5000, 5000, 100]
    # button 2: seat 0 is first left of the button
    assert pots_of(resolve_pots(contributions, folded, values, button=2)) == [
        (75, (0, 1, 2), (0, 1), (38, 37))
    ]
    # button 0: seat 1 is first left, and it is a winner
    assert pots_of(resolve_pots(contributions, folded, values, button=0)) == [
        (75, (0, 1, 2), (0, 1), (37, 38))
    ]
    # button 1: seat 2 is first left but lost; the next winner clockwise is seat 0
    assert pots_of(resolve_pots(contributions, folded, values, button=1)) == [
        (75, (0, 1, 2), (0, 1), (38, 37))
    ]


def test_r_pot_5_three_way_split_odd_chips_one_each_clockwise_from_the_button():
    contributions = [20, 20, 20, 20, 20]
    values = [4000, 100, 4000, 4000, 200]
    folded = [False] * 5
    # 100 = 3 * 33 + 1: one odd chip; button 3 -> seat 4 (loser), seat 0 (winner) gets it.
    assert pots_of(resolve_pots(contributions, folded, values, button=3)) == [
        (100, (0, 1, 2, 3, 4), (0, 2, 3), (34, 33, 33))
    ]
    # button 0 -> seat 1 (loser), seat 2 gets it.
    assert pots_of(resolve_pots(contributions, folded, values, button=0)) == [
        (100, (0, 1, 2, 3, 4), (0, 2, 3), (33, 34, 33))
    ]
    # two odd chips: 101 = 3 * 33 + 2 (a folded seat's dead chip); button 2 -> seats 3, then 0 round the
    # table; seat 2 gets none.
    result = resolve_pots([20, 20, 20, 20, 20, 1], folded + [True], values + [0], button=2)
    assert pots_of(result) == [(101, (0, 1, 2, 3, 4), (0, 2, 3), (34, 33, 34))]


def test_r_pot_5_odd_chips_in_a_side_pot():
    # seat 0 all-in for 10 with the best hand; seats 1, 2, 3 tie for the side pot of 3 * 31 = 93... plus
    # seat 4's folded 20: side pot 113 = 3 * 37 + 2.
    contributions = [10, 41, 41, 41, 30]
    folded = [False, False, False, False, True]
    values = [7000, 3000, 3000, 3000, 0]
    result = resolve_pots(contributions, folded, values, button=1)
    assert pots_of(result) == [
        (50, (0, 1, 2, 3), (0,), (50,)),
        (113, (1, 2, 3), (1, 2, 3), (37, 38, 38)),  # button 1: seats 2 and 3 get the odd chips
    ]
    assert sum(result.winnings) == sum(contributions)


def test_r_pot_5_split_main_pot_and_odd_chip_with_the_all_in_player():
    # seats 0 and 2 tie in the main pot (3 * 15 = 45, odd chip); seat 2 wins the side pot alone.
    result = resolve_pots([15, 40, 40], [False, False, False], [5000, 1000, 5000], button=0)
    assert pots_of(result) == [(45, (0, 1, 2), (0, 2), (22, 23)), (50, (1, 2), (2,), (50,))]
    assert result.winnings == (22, 0, 73)


def test_r_hand_5_suits_never_break_ties_hole_cards_split():
    # both play the board's straight; the flush draw in hearts does not matter.
    result = resolve_pots(
        [100, 100, 101],
        [False, False, False],
        button=2,
        hole_cards=["2h 3h", "2s 3d", "2c 2d"],
        board="9c Tc Jd Qs 8h",
    )
    assert result.pots[0].winners == (0, 1, 2)
    assert pots_of(result) == [(300, (0, 1, 2), (0, 1, 2), (100, 100, 100))]
    assert result.returned == (0, 0, 1)


# --------------------------------------------------------------------------
# Unknown hands (never shown): they cannot win a contested pot


def test_r_show_2_unknown_hand_cannot_win_a_contested_pot():
    result = resolve_pots([100, 100], [False, False], [0, 1], button=1)
    assert result.winnings == (0, 200)
    result = resolve_pots(
        [100, 100, 100],
        [False, False, False],
        button=2,
        hole_cards=["7c2d", None, "9c4d"],
        board="AhKhQh 9s 8s",
    )
    assert result.winnings == (0, 0, 300)
    assert result.pots[0].eligible == (0, 1, 2)


def test_r_show_2_unknown_hand_wins_a_pot_nobody_else_is_eligible_for():
    # seat 1 (cards never shown) has the side pot to itself after seat 2 folded into it.
    result = resolve_pots([100, 300, 200], [False, False, True], [5000, None, 0], button=2)
    assert pots_of(result) == [(300, (0, 1), (0,), (300,)), (200, (1,), (1,), (200,))]
    assert result.returned == (0, 100, 0)


def test_contested_pot_with_no_known_hand_is_an_error():
    with pytest.raises(InvalidArgumentError, match="seats 0, 1 but none of them has a known hand"):
        resolve_pots([100, 100], [False, False], button=0)
    with pytest.raises(InvalidArgumentError, match="none of them has a known hand"):
        resolve_pots([100, 100], [False, False], [0, 0], button=0)


# --------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        (([100, -5], [False, False], [1, 2]), {"button": 0}, "seat 1 put in -5 chips"),
        (
            ([100, 100], [False], [1, 2]),
            {"button": 0},
            "folded has 1 entries but contributions has 2",
        ),
        (([100, 100], [False, False], [1]), {"button": 0}, "hand_values has 1 entries"),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 2},
            "button 2 is not a seat: seats are 0 to 1",
        ),
        (([100, 100], [False, False], [1, 2]), {"button": -1}, "button -1 is not a seat"),
        (([100, 100], [True, True], [1, 2]), {"button": 0}, "every seat folded"),
        (([100, 100], [False, False], [1, 7463]), {"button": 0}, "seat 1 has hand value 7463"),
        (([100, 100], [False, False], [-3, 2]), {"button": 0}, "seat 0 has hand value -3"),
        (([100, 1.5], [False, False], [1, 2]), {"button": 0}, "whole numbers: seat 1 has 1.5"),
        (([100, True], [False, False], [1, 2]), {"button": 0}, "whole numbers: seat 1 has True"),
        (([100], [False], [1]), {"button": 0}, "2 to 32 seats, got 1"),
        (([1] * 33, [False] * 33, [1] * 33), {"button": 0}, "2 to 32 seats, got 33"),
        (("100 100", [False, False], [1, 2]), {"button": 0}, "contributions is one entry per seat"),
        (
            ([100, 2**70], [False, False], [1, 2]),
            {"button": 0},
            "seat 1 put in 1180591620717411303424 chips",
        ),
        (([100, 2**57], [False, False], [1, 2]), {"button": 0}, "contributions are 0 to 2\\^56"),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 0, "hole_cards": ["AhKh", "2c2d"]},
            "not both",
        ),
        (
            ([100, 100], [False, False]),
            {"button": 0, "board": "AhKhQhJhTh"},
            "board is only used with hole_cards",
        ),
        (
            ([100, 100], [False, False]),
            {"button": 0, "hole_cards": ["AhKh", "2c2d"]},
            "with 2 hole cards, the board is 3 to 5 cards, got 0",
        ),
        (
            ([100, 100], [False, False]),
            {"button": 0, "hole_cards": ["AhKh", "2c"], "board": "3c4c5c6d7d"},
            "seat 1 has 1 hole cards",
        ),
        (
            ([100, 100], [False, False]),
            {"button": 0, "hole_cards": ["AhKh", "2c2d"], "board": "3c4c"},
            "with 2 hole cards, the board is 3 to 5 cards, got 2",
        ),
        (
            ([100, 100], [False, False]),
            {"button": 0, "hole_cards": ["AhKh"], "board": "3c4c5c6d7d"},
            "hole_cards has 1 entries",
        ),
        # hand values too large for int32 are reported as they are, not clamped
        (
            ([100, 100], [False, False], [1, 2**40]),
            {"button": 0},
            f"^seat 1 has hand value {2**40}: hand values",
        ),
        (
            ([100, 100], [False, False], [1, 2**70]),
            {"button": 0},
            f"^seat 1 has hand value {2**70}: hand values",
        ),
        (
            ([100, 100], [False, False], [1, -(2**40)]),
            {"button": 0},
            f"^seat 1 has hand value {-(2**40)}:",
        ),
        # folded entries: bools or 0/1 only, never truthiness
        (
            ([100, 100], ["no", "no"], [1, 2]),
            {"button": 0},
            "^folded entries are True or False \\(or 1 or 0\\): seat 0 has 'no'$",
        ),
        (
            ([100, 100], [float("nan"), 0], [1, 2]),
            {"button": 0},
            "folded entries .*: seat 0 has nan$",
        ),
        (([100, 100], [False, None], [1, 2]), {"button": 0}, "folded entries .*: seat 1 has None$"),
        (([100, 100], [False, 2], [1, 2]), {"button": 0}, "folded entries .*: seat 1 has 2$"),
        (([100, 100], [False, 1.0], [1, 2]), {"button": 0}, "folded entries .*: seat 1 has 1.0$"),
        (
            ([100, 100], [False, np.float64(0)], [1, 2]),
            {"button": 0},
            "folded entries .*: seat 1 has ",
        ),
        (([100, 100], ["", "x"], [1, 2]), {"button": 0}, "folded entries .*: seat 0 has ''$"),
        # the button: an int seat index, not a bool, a float or None
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": True},
            "^button is a seat index, an int 0 to 1, got True \\(bool\\)$",
        ),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 1.0},
            "^button is a seat index, an int 0 to 1, got 1.0",
        ),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": None},
            "^button is a seat index, .* got None",
        ),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": "1"},
            "^button is a seat index, .* got '1'",
        ),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 2**40},
            f"^button {2**40} is not a seat: seats are 0 to 1$",
        ),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 2**70},
            f"^button {2**70} is not a seat: seats are 0 to 1$",
        ),
        (
            ([100, 100], [False, False]),
            {"button": 2**40, "hole_cards": ["AhKh", "2c2d"], "board": "3c4c5c6d7d"},
            f"^button {2**40} is not a seat",
        ),
        (
            ([100, 100], [False, False]),
            {"button": False, "hole_cards": ["AhKh", "2c2d"], "board": "3c4c5c6d7d"},
            "^button is a seat index",
        ),
        # dead money: a whole number of chips
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 0, "dead_money": 1.5},
            "^dead money is a whole number of chips, 0 to 2\\^56, got 1.5 \\(float\\)$",
        ),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 0, "dead_money": True},
            "^dead money is a whole number",
        ),
        (
            ([100, 100], [False, False], [1, 2]),
            {"button": 0, "dead_money": -1},
            "^dead money is 0 to 2\\^56",
        ),
    ],
)
def test_bad_input_raises_a_clear_error(args, kwargs, message):
    with pytest.raises(InvalidArgumentError, match=message):
        resolve_pots(*args, **kwargs)


def test_folded_entries_may_be_bools_numpy_bools_or_0_and_1():
    expected = resolve_pots([100, 100, 50], [True, False, False], [0, 5, 9], button=0)
    for folded in (
        (True, False, False),
        [np.True_, np.False_, np.False_],
        [1, 0, 0],
        [np.int64(1), np.uint8(0), False],
        np.array([True, False, False]),
        np.array([1, 0, 0]),
    ):
        assert resolve_pots([100, 100, 50], folded, [0, 5, 9], button=0) == expected


def test_button_may_be_a_numpy_integer():
    expected = resolve_pots([5, 5, 5], [False, False, False], [4000, 4000, 1000], button=2)
    for button in (np.int64(2), np.uint8(2), np.int32(2)):
        assert (
            resolve_pots([5, 5, 5], [False, False, False], [4000, 4000, 1000], button=button)
            == expected
        )


def test_folded_seats_hand_values_of_any_size_are_ignored():
    result = resolve_pots([100, 100, 100], [False, True, False], [10, 2**80, 20], button=0)
    assert result.winnings == (0, 0, 300)


def test_an_entry_that_empties_the_list_while_it_is_read_is_an_error_not_a_crash():
    entries: list = []

    class Shrinking:
        def __index__(self) -> int:
            entries.clear()
            return 5

    entries[:] = [Shrinking(), 7, 11]
    with pytest.raises(InvalidArgumentError, match="contributions changed size while it was read"):
        resolve_pots(entries, [False, False, False], [1, 2, 3], button=0)
    entries[:] = [1, Shrinking(), 3]
    with pytest.raises(InvalidArgumentError, match="hand_values changed size while it was read"):
        resolve_pots([10, 10, 10], [False, False, False], entries, button=0)


def test_an_index_method_that_raises_passes_its_error_on():
    class Broken:
        def __index__(self) -> int:
            raise RuntimeError("broken __index__")

    with pytest.raises(RuntimeError, match="broken __index__"):
        resolve_pots([Broken(), 5], [False, False], [1, 2], button=0)


def duplicate_message(hole_cards, board, folded=None):
    n = len(hole_cards)
    with pytest.raises(DuplicateCardError) as error:
        resolve_pots([100] * n, folded or [False] * n, button=0, hole_cards=hole_cards, board=board)
    return str(error.value)


def test_duplicate_cards_are_named_with_their_two_places_only():
    """DESIGN.md: other seats' hole cards never appear in an error message."""
    board = "Ah Kh 7c 2d 3s"
    message = duplicate_message(["AsAd", "AsKd", "QcQd"], board, folded=[True, False, False])
    assert message == "As is dealt twice: seat 0 and seat 1"
    assert (
        duplicate_message(["QcQd", "AsAd", "Kd As"], board)
        == "As is dealt twice: seat 1 and seat 2"
    )
    assert (
        duplicate_message(["AsAd", "KcKd"], "As Kh 7c 2d 3s") == "seat 0's As is also on the board"
    )
    assert duplicate_message(["QcQd", "9c Ah"], board) == "seat 1's Ah is also on the board"
    assert duplicate_message(["AsAs", "KcKd"], board) == "seat 0 has As twice"
    assert duplicate_message(["AsAd", "KcKd"], "Ah Ah 7c 2d 3s") == "Ah is on the board twice"


def test_bad_cards_in_hands_do_not_show_other_seats_cards():
    with pytest.raises(InvalidCardError) as error:
        resolve_pots(
            [100, 100],
            [False, False],
            button=0,
            hole_cards=["AsAd", "Kc 9x"],
            board="Ah Kh 7c 2d 3s",
        )
    assert "As" not in str(error.value) and "Ad" not in str(error.value)


def test_bad_cards_raise_card_errors():
    with pytest.raises(DuplicateCardError):
        resolve_pots(
            [100, 100], [False, False], button=0, hole_cards=["AhKh", "Ah2d"], board="3c4c5c6d7d"
        )
    with pytest.raises(DuplicateCardError):
        resolve_pots(
            [100, 100], [False, False], button=0, hole_cards=["AhKh", "2c2d"], board="3c4c5c6dKh"
        )
    with pytest.raises(InvalidCardError):
        resolve_pots(
            [100, 100], [False, False], button=0, hole_cards=["AhKx", "2c2d"], board="3c4c5c6d7d"
        )


def test_errors_are_value_errors_and_holdem_errors():
    with pytest.raises(ValueError):
        resolve_pots([1, 1], [True, True], button=0)
    with pytest.raises(holdem.HoldemError):
        resolve_pots([1, 1], [True, True], button=0)


# --------------------------------------------------------------------------
# Input forms and the result object


def test_inputs_may_be_tuples_numpy_arrays_and_hand_ranks():
    expected = resolve_pots([500, 500, 400], [False, False, False], [2000, 1000, 3000], button=2)
    assert resolve_pots((500, 500, 400), (0, 0, 0), (2000, 1000, 3000), button=2) == expected
    assert (
        resolve_pots(
            np.array([500, 500, 400]),
            np.zeros(3, bool),
            np.array([2000, 1000, 3000], np.int32),
            button=2,
        )
        == expected
    )
    ranks = [holdem.HandRank(v) for v in (2000, 1000, 3000)]
    assert resolve_pots([500, 500, 400], [False, False, False], ranks, button=2) == expected


def test_hole_cards_accept_text_cards_and_ids():
    board = holdem.parse_cards("Ah Kh 7c 2d 3s")
    by_text = resolve_pots(
        [100, 100], [False, False], button=1, hole_cards=["AsAd", "KsKd"], board="Ah Kh 7c 2d 3s"
    )
    by_cards = resolve_pots(
        [100, 100],
        [False, False],
        button=1,
        hole_cards=[holdem.parse_cards("AsAd"), [holdem.Card("Ks"), "Kd"]],
        board=board,
    )
    by_ids = resolve_pots(
        [100, 100],
        [False, False],
        button=1,
        hole_cards=[(51, 49), (47, 45)],
        board=[int(c) for c in board],
    )
    assert by_text == by_cards == by_ids
    assert by_text.winnings == (200, 0)


def test_folded_seats_hand_values_are_ignored():
    a = resolve_pots([100, 100, 100], [False, True, False], [10, 99999, 20], button=0)
    b = resolve_pots([100, 100, 100], [False, True, False], [10, -7, 20], button=0)
    assert a == b and a.winnings == (0, 0, 300)


def test_pot_result_is_immutable_comparable_and_picklable():
    result = resolve_pots([500, 500, 400], [False, False, False], [2000, 1000, 3000], button=2)
    assert isinstance(result, PotResult)
    with pytest.raises(AttributeError):
        result.winnings = (0, 0, 0)  # type: ignore[misc]
    with pytest.raises(AttributeError):
        result.extra = 1  # type: ignore[attr-defined]
    pot = result.pots[0]
    assert isinstance(pot, Pot)
    with pytest.raises(AttributeError):
        pot.amount = 0  # type: ignore[misc]
    copy = pickle.loads(pickle.dumps(result))
    assert copy == result and hash(copy) == hash(result)
    assert copy.pots == result.pots and copy.net == result.net and copy.returned == result.returned
    assert result != resolve_pots(
        [500, 500, 400], [False, False, False], [1000, 2000, 3000], button=2
    )
    assert result != "not a result"
    assert repr(result) == (
        "PotResult(winnings=(200, 0, 1200), pots=(Pot(amount=1200, eligible=(0, 1, 2), winners=(2,), "
        "shares=(1200,)), Pot(amount=200, eligible=(0, 1), winners=(0,), shares=(200,))), returned=(0, 0, 0))"
    )
    assert result.contributions == (500, 500, 400)


def state_of_example():
    result = resolve_pots([500, 500, 400], [False, False, False], [2000, 1000, 3000], button=2)
    return result, result.__getstate__()


def test_pot_result_state_round_trips():
    """A pickle holds what resolve_pots was given; loading resolves the hand again in the core."""
    result, state = state_of_example()
    assert state == ((500, 500, 400), (False, False, False), (2000, 1000, 3000), 2, 0)
    copy = PotResult.__new__(PotResult)
    copy.__setstate__(state)
    assert copy == result and copy.pots == result.pots
    one_left = resolve_pots([50, 100], [True, False], button=1)
    assert pickle.loads(pickle.dumps(one_left)) == one_left and one_left.__getstate__()[2] is None


def replaced(state, where, value):
    """`state` with the entry at index path `where` replaced by `value`."""
    if len(where) == 1:
        return state[: where[0]] + (value,) + state[where[0] + 1 :]
    return replaced(state, where[:1], replaced(state[where[0]], where[1:], value))


# (a hi-lo result's state has the low values after them, R-POT-7)
STATE_LAYOUT = (
    "expected a tuple \\(contributions, folded, hand values, button, dead money\\[, lows\\]\\)"
)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda st: ((1, 2),), STATE_LAYOUT),
        (lambda st: list(st), STATE_LAYOUT),
        (lambda st: replaced(st, (0,), (500, 500)), "folded has 3 entries but contributions has 2"),
        (lambda st: replaced(st, (0, 0), -1), "seat 0 put in -1 chips"),
        (lambda st: replaced(st, (0, 0), 2**80), "seat 0 put in 1208925819614629174706176 chips"),
        (lambda st: replaced(st, (1, 0), "no"), "folded entries are True or False"),
        (lambda st: replaced(st, (1,), (True, True, True)), "every seat folded"),
        (lambda st: replaced(st, (2, 0), 9999), "seat 0 has hand value 9999"),
        (lambda st: replaced(st, (3,), 7), "button 7 is not a seat"),
        (lambda st: replaced(st, (3,), True), "button is a seat index"),
        (lambda st: replaced(st, (4,), -5), "dead money is 0 to 2\\^56 chips, got -5"),
    ],
)
def test_pot_result_state_is_checked(change, message):
    """A state resolve_pots would refuse is an error, never a result with holes in it or chips made up."""
    _, state = state_of_example()
    target = PotResult.__new__(PotResult)
    with pytest.raises(InvalidArgumentError, match="^not a PotResult state: " + message):
        target.__setstate__(change(state))


def test_setstate_does_not_change_a_result():
    result, state = state_of_example()
    other = resolve_pots([100, 100], [False, False], [1, 2], button=0)
    result.__setstate__(other.__getstate__())
    assert result.winnings == (200, 0, 1200) and result.__getstate__() == state


def test_pot_result_stub_lists_its_methods():
    """The stub of the compiled outcome lists its methods; PotResult has them, and its own pots and repr."""
    stub = (Path(holdem.__file__).parent / "_core.pyi").read_text()
    body = stub[stub.index("class PotOutcome:") :].split("\ndef ", 1)[0]
    for name in (
        "winnings",
        "_pot_fields",
        "returned",
        "contributions",
        "net",
        "__eq__",
        "__hash__",
        "__getstate__",
        "__setstate__",
    ):
        assert f"def {name}(" in body, name
        assert hasattr(PotResult, name), name
    assert "pots" in vars(PotResult) and "__repr__" in vars(PotResult)


def test_the_core_knows_no_python_type_of_the_package():
    """The compiled core registers no Python type and its stub imports nothing of holdem: its pots are
    plain tuples, which holdem.core.pots makes Pot objects."""
    stub = (Path(holdem.__file__).parent / "_core.pyi").read_text()
    assert "from holdem" not in stub and "import holdem" not in stub
    assert [name for name in dir(holdem._core) if "register" in name] == []
    args = ([500, 500, 400], [False, False, False], [2000, 1000, 3000], 2)
    fields = holdem._core.PotOutcome(*args)._pot_fields
    assert [type(pot) for pot in fields] == [tuple, tuple]
    assert fields == resolve_pots(*args[:3], button=2).pots


def test_pots_module_docstring_examples():
    failures, tried = doctest.testmod(holdem.core.pots, raise_on_error=False)
    assert tried > 5 and failures == 0


# --------------------------------------------------------------------------
# Property: random hands against the reference and the invariants


@st.composite
def hands(draw):
    n = draw(st.integers(2, 9))
    amounts = st.one_of(
        st.sampled_from([0, 1, 2, 5, 10, 50, 100, 101, 333, 1000]), st.integers(0, 2000)
    )
    contributions = draw(st.lists(amounts, min_size=n, max_size=n))
    folded = draw(st.lists(st.booleans(), min_size=n, max_size=n).filter(lambda f: not all(f)))
    # few distinct values so that ties are common; 0 is a hand never shown
    values = draw(st.lists(st.sampled_from([0, 1, 2, 3, 3, 7462]), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    return contributions, folded, values, button


@settings(max_examples=400, deadline=None)
@given(hands())
def test_r_pot_6_property_random_hands(hand):
    """Conservation (R-POT-6), best eligible hands win (R-POT-4), no folded winner, layers (R-POT-2)."""
    contributions, folded, values, button = hand
    try:
        expected = reference(contributions, folded, values, button)
    except NoKnownHand:
        with pytest.raises(InvalidArgumentError, match="none of them has a known hand"):
            resolve_pots(contributions, folded, values, button=button)
        return
    result = resolve_pots(contributions, folded, values, button=button)
    assert (result.winnings, result.pots, result.returned) == expected

    n = len(contributions)
    assert sum(result.winnings) == sum(contributions)
    assert sum(p.amount for p in result.pots) + sum(result.returned) == sum(contributions)
    assert result.net == tuple(w - c for w, c in zip(result.winnings, contributions))
    counted = [c - r for c, r in zip(contributions, result.returned)]
    top_live = max(counted[s] for s in range(n) if not folded[s])
    previous_eligible: set[int] | None = None
    for pot in result.pots:
        assert pot.amount > 0
        assert sum(pot.shares) == pot.amount and max(pot.shares) - min(pot.shares) <= 1
        assert set(pot.winners) <= set(pot.eligible)
        assert not any(folded[s] for s in pot.eligible)
        if len(pot.eligible) > 1:
            best = max(values[s] for s in pot.eligible)
            assert best > 0 and all(values[s] == best for s in pot.winners)
            assert {s for s in pot.eligible if values[s] == best} == set(pot.winners)
        # later pots are side pots of earlier ones
        if previous_eligible is not None:
            assert set(pot.eligible) < previous_eligible
        previous_eligible = set(pot.eligible)
    for s in range(n):
        from_pots = result.winnings[s] - result.returned[s]
        if folded[s]:
            assert from_pots == 0
        elif counted[s] < top_live:
            # an all-in seat wins at most what it matched from each seat
            assert from_pots <= sum(min(counted[s], c) for c in counted)


# --------------------------------------------------------------------------
# Batch


def random_batch(rows, seats, seed):
    rng = np.random.default_rng(seed)
    contributions = rng.choice([0, 10, 20, 50, 100, 250, 400, 1000], size=(rows, seats)).astype(
        np.int64
    )
    folded = rng.random((rows, seats)) < 0.3
    folded[np.arange(rows), rng.integers(0, seats, rows)] = False
    hand_values = rng.integers(1, 40, size=(rows, seats)).astype(np.int32)
    buttons = rng.integers(0, seats, rows).astype(np.int32)
    return contributions, folded, hand_values, buttons


@pytest.mark.parametrize("seats", [2, 6, 10])
def test_r_pot_6_batch_matches_single_calls(seats):
    contributions, folded, hand_values, buttons = random_batch(3000, seats, seed=seats)
    winnings = resolve_pots_batch(contributions, folded, hand_values, buttons)
    assert winnings.dtype == np.int64 and winnings.shape == contributions.shape
    assert (winnings.sum(axis=1) == contributions.sum(axis=1)).all()
    for row in range(0, 3000, 7):
        single = resolve_pots(
            contributions[row].tolist(),
            folded[row].tolist(),
            hand_values[row].tolist(),
            button=int(buttons[row]),
        )
        assert tuple(winnings[row].tolist()) == single.winnings


@pytest.mark.parametrize("seats", [2, 6, 10])
def test_r_pot_2_batch_dead_money_matches_single_calls(seats):
    """Dead money (antes posted dead) per row goes to the main pot as resolve_pots's dead_money does, odd chips
    included; with hand values and with hole cards alike."""
    contributions, folded, hand_values, buttons = random_batch(2000, seats, seed=100 + seats)
    dead = np.random.default_rng(seats).choice([0, 1, 3, 7, 25], size=2000)
    winnings = resolve_pots_batch(contributions, folded, hand_values, buttons, dead_money=dead)
    assert (winnings.sum(axis=1) == contributions.sum(axis=1) + dead).all()
    for row in range(0, 2000, 5):
        single = resolve_pots(
            contributions[row].tolist(),
            folded[row].tolist(),
            hand_values[row].tolist(),
            button=int(buttons[row]),
            dead_money=int(dead[row]),
        )
        assert tuple(winnings[row].tolist()) == single.winnings
    deck = np.random.default_rng(seats).permuted(np.tile(np.arange(52), (50, 1)), axis=1)
    holes = deck[:, : 2 * seats].reshape(50, seats, 2)
    boards = deck[:, 2 * seats : 2 * seats + 5]
    rows = slice(0, 50)
    by_cards = resolve_pots_batch(
        contributions[rows],
        folded[rows],
        buttons=buttons[rows],
        hole_cards=holes,
        boards=boards,
        dead_money=dead[rows],
    )
    for row in range(50):
        single = resolve_pots(
            contributions[row].tolist(),
            folded[row].tolist(),
            button=int(buttons[row]),
            hole_cards=[h.tolist() for h in holes[row]],
            board=boards[row].tolist(),
            dead_money=int(dead[row]),
        )
        assert tuple(by_cards[row].tolist()) == single.winnings


def test_batch_dead_money_is_checked():
    contributions, folded, hand_values, buttons = random_batch(4, 3, seed=7)
    with pytest.raises(InvalidArgumentError, match="dead_money must have one entry per hand"):
        resolve_pots_batch(contributions, folded, hand_values, buttons, dead_money=np.zeros(3, int))
    with pytest.raises(
        InvalidArgumentError, match="^row 2: dead money is 0 to 2\\^56 chips, got -1"
    ):
        resolve_pots_batch(
            contributions, folded, hand_values, buttons, dead_money=np.array([0, 0, -1, 0])
        )
    with pytest.raises(InvalidArgumentError, match="dead_money must be an integer array"):
        resolve_pots_batch(contributions, folded, hand_values, buttons, dead_money=np.zeros(4))
    with pytest.raises(
        InvalidArgumentError, match=f"^row 1: dead money is 0 to 2\\^56 chips, got {2**63}"
    ):
        resolve_pots_batch(
            contributions,
            folded,
            hand_values,
            buttons,
            dead_money=np.array([0, 2**63, 0, 0], dtype=np.uint64),
        )


def test_batch_accepts_other_integer_dtypes():
    contributions, folded, hand_values, buttons = random_batch(100, 6, seed=1)
    expected = resolve_pots_batch(contributions, folded, hand_values, buttons)
    got = resolve_pots_batch(
        contributions.astype(np.int32),
        folded,
        hand_values.astype(np.int64),
        buttons.astype(np.int64),
    )
    assert (got == expected).all()
    # folded seats' values are ignored whatever their size
    huge = hand_values.astype(np.int64)
    huge[folded] = 2**40
    assert (resolve_pots_batch(contributions, folded, huge, buttons) == expected).all()
    empty = resolve_pots_batch(
        np.zeros((0, 6), np.int64),
        np.zeros((0, 6), bool),
        np.zeros((0, 6), np.int32),
        np.zeros(0, np.int32),
    )
    assert empty.shape == (0, 6)


def test_batch_bad_row_is_named():
    contributions, folded, hand_values, buttons = random_batch(50, 6, seed=2)
    folded[17] = True
    with pytest.raises(InvalidArgumentError, match="^row 17: every seat folded"):
        resolve_pots_batch(contributions, folded, hand_values, buttons)
    folded[17] = False
    contributions[5, 2] = -1
    # One check, in the core, in the same words whatever the dtype.
    for chips in (contributions, contributions.astype(np.int32)):
        with pytest.raises(
            InvalidArgumentError,
            match="^row 5: seat 2 put in -1 chips: contributions are 0 to 2\\^56",
        ):
            resolve_pots_batch(chips, folded, hand_values, buttons)
    contributions[5, 2] = 0
    buttons[9] = 6
    for button_array in (buttons, buttons.astype(np.int64), buttons.astype(np.uint8)):
        with pytest.raises(
            InvalidArgumentError, match="^row 9: button 6 is not a seat: seats are 0 to 5$"
        ):
            resolve_pots_batch(contributions, folded, hand_values, button_array)
    buttons[9] = 0
    hand_values[3, 1] = 9000
    folded[3, 1] = False
    for values in (hand_values, hand_values.astype(np.int64), hand_values.astype(np.uint16)):
        with pytest.raises(
            InvalidArgumentError,
            match="^row 3: seat 1 has hand value 9000: hand values are 1 to 7462",
        ):
            resolve_pots_batch(contributions, folded, values, buttons)


def test_batch_values_too_large_for_int32_or_int64_are_reported_as_they_are():
    """Conversions never wrap a value into range or into another value; the message is the core's."""
    contributions, folded, hand_values, buttons = random_batch(10, 3, seed=5)
    folded[4] = False
    values = hand_values.astype(np.int64)
    values[4, 1] = 2**32 + 5  # would wrap to 5 as int32
    with pytest.raises(
        InvalidArgumentError, match=f"^row 4: seat 1 has hand value {2**32 + 5}: hand values are"
    ):
        resolve_pots_batch(contributions, folded, values, buttons)
    values = hand_values.astype(np.uint64)
    values[4, 1] = 2**63 + 5  # would wrap to a negative int64
    with pytest.raises(
        InvalidArgumentError, match=f"^row 4: seat 1 has hand value {2**63 + 5}: hand values are"
    ):
        resolve_pots_batch(contributions, folded, values, buttons)
    chips = contributions.astype(np.uint64)
    chips[2, 0] = 2**63 + 7
    with pytest.raises(
        InvalidArgumentError, match=f"^row 2: seat 0 put in {2**63 + 7} chips: contributions are 0"
    ):
        resolve_pots_batch(chips, folded, hand_values, buttons)
    with pytest.raises(
        InvalidArgumentError, match=f"^row 3: button {2**33} is not a seat: seats are 0 to 2$"
    ):
        resolve_pots_batch(contributions, folded, hand_values, np.array([0, 0, 0, 2**33] + [0] * 6))
    with pytest.raises(
        InvalidArgumentError, match=f"^row 3: button {2**64 - 1} is not a seat: seats are 0 to 2$"
    ):
        resolve_pots_batch(
            contributions, folded, hand_values, np.array([0, 0, 0, 2**64 - 1] + [0] * 6, np.uint64)
        )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda a: {**a, "folded": a["folded"][:, :5]},
            "folded must have the shape of contributions",
        ),
        (lambda a: {**a, "hand_values": a["hand_values"][:10]}, "hand_values must have the shape"),
        (lambda a: {**a, "buttons": a["buttons"][:10]}, "buttons must have one entry per hand"),
        (lambda a: {**a, "contributions": a["contributions"][0]}, "shape \\(hands, seats\\)"),
        (
            lambda a: {**a, "contributions": a["contributions"].astype(float)},
            "integer array, got dtype float64",
        ),
        (lambda a: {**a, "folded": a["folded"].astype(np.int8)}, "folded must be a bool array"),
        (
            lambda a: {**a, "hand_values": a["hand_values"].astype(float)},
            "hand_values must be an integer array",
        ),
    ],
)
def test_batch_bad_shapes_and_dtypes(change, message):
    contributions, folded, hand_values, buttons = random_batch(20, 6, seed=3)
    args = change(
        {
            "contributions": contributions,
            "folded": folded,
            "hand_values": hand_values,
            "buttons": buttons,
        }
    )
    with pytest.raises(InvalidArgumentError, match=message):
        resolve_pots_batch(**args)


def test_batch_runs_in_threads():
    """The GIL is released: several threads resolve batches at once and get the same answers."""
    arrays = random_batch(20000, 6, seed=4)
    expected = resolve_pots_batch(*arrays)
    results: list[np.ndarray] = []
    threads = [
        threading.Thread(target=lambda: results.append(resolve_pots_batch(*arrays)))
        for _ in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 4 and all((r == expected).all() for r in results)


# --------------------------------------------------------------------------
# Batch from hole cards and boards


def random_deals(rows, seats, seed):
    """Hole cards (rows, seats, 2) and boards (rows, 5) from shuffled decks."""
    rng = np.random.default_rng(seed)
    decks = np.argsort(rng.random((rows, 52)), axis=1).astype(np.uint8)
    return decks[:, : 2 * seats].reshape(rows, seats, 2).copy(), decks[
        :, 2 * seats : 2 * seats + 5
    ].copy()


def single_winnings(contributions, folded, button, hole_cards, board):
    holes = [None if hole[0] == 255 else [int(c) for c in hole] for hole in hole_cards]
    try:
        result = resolve_pots(
            list(contributions),
            list(folded),
            button=int(button),
            hole_cards=holes,
            board=[int(c) for c in board],
        )
    except InvalidArgumentError:
        return None  # a contested pot where no eligible hand was shown
    return result.winnings


@pytest.mark.parametrize("seats", [2, 6, 9])
def test_batch_from_hole_cards_matches_single_calls(seats):
    rows = 1500
    contributions, folded, _, buttons = random_batch(rows, seats, seed=10 + seats)
    shown, boards = random_deals(rows, seats, seed=seats)
    hole_cards = shown.copy()
    hole_cards[np.random.default_rng(seats).random((rows, seats)) < 0.15] = (
        255  # some hands never shown
    )
    expected = []
    for row in range(rows):
        winnings = single_winnings(
            contributions[row].tolist(),
            folded[row].tolist(),
            buttons[row],
            hole_cards[row],
            boards[row],
        )
        if winnings is None:
            hole_cards[row] = shown[row]
            winnings = single_winnings(
                contributions[row].tolist(),
                folded[row].tolist(),
                buttons[row],
                hole_cards[row],
                boards[row],
            )
        expected.append(winnings)
    winnings = resolve_pots_batch(
        contributions, folded, buttons=buttons, hole_cards=hole_cards, boards=boards
    )
    assert winnings.dtype == np.int64 and winnings.shape == contributions.shape
    assert [tuple(w) for w in winnings.tolist()] == expected
    assert (winnings.sum(axis=1) == contributions.sum(axis=1)).all()
    # the same hands as values from the evaluator
    cards = np.concatenate(
        [hole_cards, np.repeat(boards[:, None, :], seats, axis=1)], axis=2
    ).reshape(-1, 7)
    known = cards[:, 0] != 255
    values = np.zeros(len(cards), np.int32)
    values[known] = holdem.evaluate_batch(cards[known])
    assert (
        resolve_pots_batch(contributions, folded, values.reshape(-1, seats), buttons) == winnings
    ).all()


def test_batch_from_hole_cards_other_integer_dtypes_and_no_hands():
    contributions, folded, _, buttons = random_batch(200, 4, seed=20)
    hole_cards, boards = random_deals(200, 4, seed=21)
    expected = resolve_pots_batch(
        contributions, folded, buttons=buttons, hole_cards=hole_cards, boards=boards
    )
    got = resolve_pots_batch(
        contributions,
        folded,
        buttons=buttons,
        hole_cards=hole_cards.astype(np.int64),
        boards=boards.astype(np.int16),
    )
    assert (got == expected).all()
    # No hands at all: fine while one seat is left in each hand.
    alone = np.ones((2, 3), bool)
    alone[0, 1] = alone[1, 2] = False
    chips = np.array([[50, 100, 0], [50, 100, 25]])
    assert resolve_pots_batch(chips, alone, buttons=np.array([2, 2])).tolist() == [
        [0, 150, 0],
        [0, 50, 125],
    ]


def test_batch_from_hole_cards_bad_row_is_named():
    contributions, folded, _, buttons = random_batch(10, 3, seed=30)
    hole_cards, boards = random_deals(10, 3, seed=31)

    def error_of(holes, board_cards):
        with pytest.raises(holdem.HoldemError) as raised:
            resolve_pots_batch(
                contributions, folded, buttons=buttons, hole_cards=holes, boards=board_cards
            )
        return raised.type, str(raised.value)

    holes = hole_cards.copy()
    holes[7, 1, 0] = holes[7, 0, 1]
    card = holdem.Card(int(holes[7, 0, 1]))
    assert error_of(holes, boards) == (
        DuplicateCardError,
        f"row 7: {card} is dealt twice: seat 0 and seat 1",
    )
    board_cards = boards.copy()
    board_cards[3, 4] = hole_cards[3, 2, 0]
    card = holdem.Card(int(hole_cards[3, 2, 0]))
    assert error_of(hole_cards, board_cards) == (
        DuplicateCardError,
        f"row 3: seat 2's {card} is also on the board",
    )
    holes = hole_cards.copy()
    holes[4, 1, 1] = 255
    assert error_of(holes, boards) == (
        InvalidArgumentError,
        "row 4: seat 1 has 1 hole card: hold'em hands are 2 cards (255, 255 for a hand not shown)",
    )
    board_cards = boards.copy()
    board_cards[5, 3] = 255
    assert error_of(hole_cards, board_cards) == (
        InvalidArgumentError,
        "row 5: board card 3 is unknown (255): a showdown needs the 5 board cards",
    )
    holes = hole_cards.copy()
    holes[6, 2, 0] = 60
    assert error_of(holes, boards) == (
        InvalidCardError,
        "row 6: seat 2: invalid card id 60: card ids are 0 to 51 (4 * rank + suit)",
    )


def test_batch_card_ids_that_uint8_would_wrap_are_reported_as_they_are():
    contributions, folded, _, buttons = random_batch(10, 3, seed=32)
    hole_cards, boards = random_deals(10, 3, seed=33)
    holes = hole_cards.astype(np.int64)
    holes[2, 1, 1] = 256 + 5  # would wrap to 5
    with pytest.raises(
        InvalidCardError, match="^row 2: seat 1: invalid card id 261: card ids are 0 to 51"
    ):
        resolve_pots_batch(contributions, folded, buttons=buttons, hole_cards=holes, boards=boards)
    board_ids = boards.astype(np.int32)
    board_ids[4, 0] = -1
    with pytest.raises(
        InvalidCardError, match="^row 4: the board: invalid card id -1: card ids are 0 to 51"
    ):
        resolve_pots_batch(
            contributions, folded, buttons=buttons, hole_cards=hole_cards, boards=board_ids
        )


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        (
            lambda a: {**a, "hand_values": a["values"]},
            InvalidArgumentError,
            "give hand_values or hole_cards and boards, not both",
        ),
        (
            lambda a: {**a, "boards": None},
            InvalidArgumentError,
            "hole_cards need each hand's 5 board cards: pass boards=",
        ),
        (
            lambda a: {**a, "hole_cards": None},
            InvalidArgumentError,
            "boards are only used with hole_cards",
        ),
        (lambda a: {**a, "buttons": None}, TypeError, "missing required argument: 'buttons'"),
        (
            lambda a: {**a, "hole_cards": a["hole_cards"][:9]},
            InvalidArgumentError,
            "hole_cards must have the shape of contributions \\(10, 3, 2\\)",
        ),
        (
            lambda a: {**a, "boards": a["boards"][:9]},
            InvalidArgumentError,
            "boards must have shape \\(10, 5\\)",
        ),
        (
            lambda a: {**a, "hole_cards": a["hole_cards"].astype(float)},
            InvalidArgumentError,
            "hole_cards must be an integer array of card ids, got dtype float64",
        ),
    ],
)
def test_batch_from_hole_cards_bad_arguments(change, error, message):
    contributions, folded, hand_values, buttons = random_batch(10, 3, seed=34)
    hole_cards, boards = random_deals(10, 3, seed=35)
    args = change(
        {"values": hand_values, "buttons": buttons, "hole_cards": hole_cards, "boards": boards}
    )
    del args["values"]
    with pytest.raises(error, match=message):
        resolve_pots_batch(contributions, folded, **args)


def test_batch_from_hole_cards_runs_in_threads():
    """The GIL is released for the evaluation too."""
    contributions, folded, _, buttons = random_batch(20000, 6, seed=40)
    hole_cards, boards = random_deals(20000, 6, seed=41)
    arguments = {"buttons": buttons, "hole_cards": hole_cards, "boards": boards}
    expected = resolve_pots_batch(contributions, folded, **arguments)
    results: list[np.ndarray] = []
    threads = [
        threading.Thread(
            target=lambda: results.append(resolve_pots_batch(contributions, folded, **arguments))
        )
        for _ in range(4)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 4 and all((r == expected).all() for r in results)


# --------------------------------------------------------------------------
# Oracle hands (independent engine: pokerkit 0.7.7)


def hand_facts(hand):
    """Contributions, folds, shown hole cards and the board from an oracle hand's actions."""
    n = hand["num_players"]
    contributions = [
        a + b for a, b in zip(hand["posted_antes"], hand["posted_blinds_or_straddles"])
    ]
    folded = [False] * n
    hole_cards: list[list[str] | None] = [None] * n
    board: list[str] = []
    for action in hand["actions"]:
        kind, seat = action["type"], action.get("seat")
        if kind == "bet_raise_to":
            contributions[seat] += action["added"]
        elif kind == "check_call":
            contributions[seat] += action["amount"]
        elif kind == "fold":
            folded[seat] = True
        elif kind == "show":
            hole_cards[seat] = action["cards"]
        elif kind == "deal_board":
            board += action["cards"]
    return contributions, folded, hole_cards, board


def resolve_oracle_hand(hand):
    contributions, folded, hole_cards, board = hand_facts(hand)
    # Oracle seats: 0 is first left of the button, the button is the last seat (heads-up too).
    button = hand["num_players"] - 1
    if sum(not f for f in folded) == 1:
        return contributions, resolve_pots(contributions, folded, button=button)
    return contributions, resolve_pots(
        contributions, folded, button=button, hole_cards=hole_cards, board=board
    )


def oracle_pots(result, folded_count, num_players):
    """Our pots as the oracle lists them: when one seat is left, returned chips count in its one pot."""
    pots = [
        {"amount": p.amount, "eligible": list(p.eligible), "winners": list(p.winners)}
        for p in result.pots
    ]
    if folded_count == num_players - 1:
        pots[0]["amount"] += sum(result.returned)
    return pots


def check_oracle_file(path: Path) -> int:
    failures = []
    count = 0
    with path.open() as lines:
        for line in lines:
            hand = json.loads(line)
            count += 1
            contributions, result = resolve_oracle_hand(hand)
            stacks = [
                s - c + w
                for s, c, w in zip(hand["starting_stacks"], contributions, result.winnings)
            ]
            folded_count = sum(hand_facts(hand)[1])
            pots = oracle_pots(result, folded_count, hand["num_players"])
            if stacks != hand["expected"]["finishing_stacks"] or pots != hand["expected"]["pots"]:
                failures.append(
                    (
                        hand["id"],
                        stacks,
                        hand["expected"]["finishing_stacks"],
                        pots,
                        hand["expected"]["pots"],
                    )
                )
    assert not failures, f"{len(failures)} of {count} hands differ, first: {failures[0]}"
    return count


def test_r_pot_oracle_side_pot_hands(oracle_dir):
    """The 93 side-pot hands: pots and finishing stacks from contributions and shown hands (R-POT-1..6)."""
    assert check_oracle_file(oracle_dir / "side_pots_public.jsonl") == 93


def test_r_pot_oracle_public_hands(oracle_dir):
    """Every public no-limit hand's pots and finishing stacks, resolved from its contributions and shows."""
    assert check_oracle_file(oracle_dir / "public.jsonl") > 3900


def test_batch_with_ragged_rows_names_the_argument():
    """Rows of different lengths used to surface numpy's own ValueError about inhomogeneous shapes."""
    good = dict(
        contributions=[[1, 2], [3, 4]],
        folded=np.zeros((2, 2), bool),
        hand_values=[[1, 2], [3, 4]],
        buttons=[0, 0],
    )
    for name, ragged in (
        ("contributions", [[1, 2], [3]]),
        ("folded", [[False, False], [False]]),
        ("hand_values", [[1, 2], [3]]),
        ("buttons", [[0], [0, 1]]),
    ):
        with pytest.raises(InvalidArgumentError, match=f"^{name} must be a rectangular array"):
            resolve_pots_batch(**{**good, name: ragged})
    with pytest.raises(InvalidArgumentError, match="^hole_cards must be a rectangular array"):
        resolve_pots_batch(
            good["contributions"],
            good["folded"],
            buttons=[0, 0],
            hole_cards=[[[0, 1], [2, 3]], [[4, 5]]],
            boards=[[8, 9, 10, 11, 12]] * 2,
        )
