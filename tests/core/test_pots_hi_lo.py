"""Hi-lo pots (R-POT-7): each pot, the main pot and each side pot on its own, half to the best high and half to
the best qualifying low; all to the high without a low; the odd chip of the halving to the high; each half by
R-POT-5. Checked against a plain reference, one hand at a time and in batches, with typed errors."""

from __future__ import annotations

import pickle
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem import (
    HiLoPot,
    InvalidArgumentError,
    InvalidTypeError,
    Pot,
    resolve_pots,
    resolve_pots_batch,
)


def reference(contributions, folded, highs, lows, button, dead=0):
    """Winnings by R-POT-2..7 written plainly: cut at each amount a seat still in put in, return the part
    nobody matched (R-POT-3), halve each contested pot between the best high and the best low."""
    n = len(contributions)
    counted = list(contributions)
    won = [0] * n
    top = max(range(n), key=lambda s: (counted[s], -s))
    second = max(c for s, c in enumerate(counted) if s != top)
    won[top] += counted[top] - second
    counted[top] = second

    def share(amount, winners):
        base, odd = divmod(amount, len(winners))
        for k in range(1, n + 1):
            seat = (button + k) % n
            if seat in winners:
                won[seat] += base + (1 if odd > 0 else 0)
                odd -= 1

    floor = 0
    levels = sorted({counted[s] for s in range(n) if not folded[s]})
    for i, level in enumerate(levels):
        last = i == len(levels) - 1
        amount = (
            sum(min(c, level) - floor for c in counted if c > floor)
            if not last
            else sum(c - floor for c in counted if c > floor)
        )
        amount += dead if i == 0 else 0
        eligible = [s for s in range(n) if not folded[s] and counted[s] >= level]
        if amount == 0:
            floor = level
            continue
        if len(eligible) == 1:
            won[eligible[0]] += amount
        else:
            best = max(highs[s] for s in eligible)
            high_winners = [s for s in eligible if highs[s] == best]
            best_low = max(lows[s] for s in eligible)
            if best_low:
                low_winners = [s for s in eligible if lows[s] == best_low]
                share(amount - amount // 2, high_winners)
                share(amount // 2, low_winners)
            else:
                share(amount, high_winners)
        floor = level
    return tuple(won)


def test_R_POT_7_no_qualifying_low_gives_the_high_the_whole_pot():
    result = resolve_pots(
        [100, 100, 100], [False] * 3, [5000, 6000, 4000], button=0, low_values=[0, 0, None]
    )
    (pot,) = result.pots
    assert type(pot) is HiLoPot and result.hi_lo
    assert pot.low_winners == () and pot.low_shares == () and pot.high_shares == (300,)
    assert result.winnings == (0, 300, 0)


def test_R_POT_7_halves_with_the_odd_chip_to_the_high():
    result = resolve_pots(
        [50, 50], [False, False], [7000, 10], button=0, dead_money=1, low_values=[0, 56]
    )
    (pot,) = result.pots
    assert (pot.amount, pot.high_shares, pot.low_shares) == (101, (51,), (50,))
    assert result.winnings == (51, 50)


def test_R_POT_7_a_hand_best_both_ways_scoops():
    result = resolve_pots(
        [50, 50, 50], [False] * 3, [7000, 10, 20], button=0, low_values=[56, 30, 0]
    )
    assert result.winnings == (150, 0, 0)
    assert result.pots[0].winners == (0,) and result.pots[0].shares == (150,)


def test_R_POT_7_quartering_and_each_halfs_odd_chips_from_the_buttons_left():
    # seat 0 wins the high and ties seat 1 for the low: 3/4 and 1/4
    assert resolve_pots(
        [40, 40, 40], [False] * 3, [6000, 5000, 5500], button=2, low_values=[40, 40, 0]
    ).winnings == (
        90,
        30,
        0,
    )
    # 102: high 51, low 51 = 26 + 25, the odd low chip to the first low winner left of the button
    for button, expected in ((2, (77, 25, 0)), (0, (76, 26, 0)), (1, (77, 25, 0))):
        result = resolve_pots(
            [34] * 3, [False] * 3, [6000, 5000, 5500], button=button, low_values=[40, 40, 0]
        )
        assert result.winnings == expected
        assert sum(result.pots[0].low_shares) == 51 and sum(result.pots[0].high_shares) == 51


def test_R_POT_7_side_pots_are_split_each_on_its_own():
    # seat 2 all-in for 50 with the best low: the main pot halves; the side pot has no low: all to the high
    result = resolve_pots(
        [100, 100, 50], [False] * 3, [7000, 3000, 1000], button=0, low_values=[0, 0, 50]
    )
    main, side = result.pots
    assert (main.amount, main.high_winners, main.low_winners, main.shares) == (
        150,
        (0,),
        (2,),
        (75, 75),
    )
    assert (side.amount, side.high_winners, side.low_winners, side.shares) == (
        100,
        (0,),
        (),
        (100,),
    )
    assert result.winnings == (175, 0, 75)
    # seat 1's worse low is the best low of the side pot, where seat 2 is not eligible
    result = resolve_pots(
        [100, 100, 50], [False] * 3, [7000, 3000, 1000], button=0, low_values=[0, 10, 50]
    )
    assert result.winnings == (125, 50, 75)


def test_R_POT_7_folded_seats_lows_are_ignored_and_one_seat_left_takes_all():
    result = resolve_pots(
        [100, 100, 100], [True, False, False], [0, 20, 10], button=0, low_values=[999, 0, 5]
    )
    assert result.winnings == (0, 150, 150)
    alone = resolve_pots([100, 50], [False, True], None, button=0, low_values=[0, 0])
    assert alone.winnings == (150, 0) and alone.pots[0].low_winners == ()


@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        (
            dict(low_values=[57, 0]),
            InvalidArgumentError,
            "seat 0 has low value 57: low values are 1 to 56",
        ),
        (dict(low_values=[-1, 0]), InvalidArgumentError, "seat 0 has low value -1"),
        (
            dict(low_values=[1, 0, 0]),
            InvalidArgumentError,
            "low_values has 3 entries but contributions has 2",
        ),
        (
            dict(low_values=["8", 0]),
            InvalidArgumentError,
            "low values are whole numbers: seat 0 has '8'",
        ),
        (
            dict(low_values=[2**80, 0]),
            InvalidArgumentError,
            "seat 0 has low value 1208925819614629174706176",
        ),
        (
            dict(hand_values=[0, 10], low_values=[5, 0]),
            InvalidArgumentError,
            "seat 0 has low value 5 but no hand",
        ),
        (
            dict(
                hand_values=None,
                hole_cards=["AsAd", "KsKd"],
                board="2c 3d 4h 7s 8s",
                low_values=[5, 0],
            ),
            InvalidArgumentError,
            "low_values go with hand_values",
        ),
    ],
)
def test_R_POT_7_bad_lows_are_typed_errors_naming_the_seat(kwargs, error, words):
    args = dict(hand_values=[10, 20])
    args.update(kwargs)
    with pytest.raises(error, match=words):
        resolve_pots([100, 100], [False, False], button=0, **args)


def test_a_hi_lo_result_pickles_compares_and_keeps_high_only_results_as_they_were():
    result = resolve_pots(
        [34] * 3, [False] * 3, [6000, 5000, 5500], button=2, low_values=[40, 40, 0]
    )
    again = pickle.loads(pickle.dumps(result))
    assert again == result and hash(again) == hash(result) and again.pots == result.pots
    high_only = resolve_pots([34] * 3, [False] * 3, [6000, 5000, 5500], button=2)
    assert high_only != result and not high_only.hi_lo and type(high_only.pots[0]) is Pot
    assert result.__getstate__()[5] == (40, 40, 0) and len(high_only.__getstate__()) == 5
    assert result.pots[0].to_dict() == {
        "amount": 102,
        "eligible": [0, 1, 2],
        "winners": [0, 1],
        "shares": [77, 25],
        "high_winners": [0],
        "high_shares": [51],
        "low_winners": [0, 1],
        "low_shares": [26, 25],
    }
    assert "HiLoPot(amount=102" in repr(result)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(2, 7).flatmap(
        lambda n: st.tuples(
            st.lists(st.integers(0, 6).map(lambda k: 25 * k), min_size=n, max_size=n),
            st.lists(st.booleans(), min_size=n, max_size=n),
            st.lists(st.integers(1, 12), min_size=n, max_size=n),
            st.lists(st.integers(0, 5), min_size=n, max_size=n),
            st.integers(0, n - 1),
            st.integers(0, 3),
        )
    )
)
def test_R_POT_7_every_hand_matches_the_reference_and_conserves_chips(case):
    chips, folded, highs, lows, button, dead = case
    folded = list(folded)
    folded[button] = False
    if sum(chips) == 0:
        chips = [1] * len(chips)
    result = resolve_pots(chips, folded, highs, button=button, dead_money=dead, low_values=lows)
    assert result.winnings == reference(chips, folded, highs, lows, button, dead)
    assert sum(result.winnings) == sum(chips) + dead  # R-POT-6
    for pot in result.pots:
        assert sum(pot.shares) == pot.amount
        assert sum(pot.low_shares) == (pot.amount // 2 if pot.low_winners else 0)


def test_R_POT_7_the_batch_matches_single_hands():
    rng = random.Random(3)
    rows, seats = 400, 4
    chips = np.array(
        [[rng.randrange(0, 6) * 20 + rng.randrange(2) for _ in range(seats)] for _ in range(rows)]
    )
    folded = np.array([[rng.random() < 0.25 for _ in range(seats)] for _ in range(rows)])
    folded[:, 0] = False
    highs = np.array([[rng.randint(1, 20) for _ in range(seats)] for _ in range(rows)])
    lows = np.array(
        [[rng.choice((0, 0, 1, 2, 3)) for _ in range(seats)] for _ in range(rows)], dtype=np.uint8
    )
    buttons = np.array([rng.randrange(seats) for _ in range(rows)])
    won = resolve_pots_batch(chips, folded, highs, buttons, low_values=lows)
    for r in range(rows):
        single = resolve_pots(
            chips[r].tolist(),
            folded[r].tolist(),
            highs[r].tolist(),
            button=int(buttons[r]),
            low_values=lows[r].tolist(),
        )
        assert tuple(won[r]) == single.winnings
    assert (won != resolve_pots_batch(chips, folded, highs, buttons)).any()  # the lows changed some


def test_R_POT_7_batch_errors_name_the_row_and_the_mistake():
    chips = np.array([[10, 10], [10, 10]])
    folded = np.zeros((2, 2), bool)
    highs = np.array([[5, 6], [5, 6]])
    buttons = np.array([0, 0])
    with pytest.raises(InvalidArgumentError, match="row 1: seat 0 has low value 57"):
        resolve_pots_batch(chips, folded, highs, buttons, low_values=np.array([[0, 0], [57, 0]]))
    with pytest.raises(
        InvalidArgumentError, match="low_values must have the shape of contributions"
    ):
        resolve_pots_batch(chips, folded, highs, buttons, low_values=np.array([[0, 0, 0]]))
    with pytest.raises(InvalidArgumentError, match="low_values go with hand_values"):
        resolve_pots_batch(chips, folded, buttons=buttons, low_values=np.zeros((2, 2), int))
    with pytest.raises(InvalidArgumentError, match="must be an integer array"):
        resolve_pots_batch(chips, folded, highs, buttons, low_values=np.zeros((2, 2)))
    # a folded seat's low is ignored, however large
    folded[0, 1] = True
    huge = np.array([[0, 2**64 - 1], [0, 1]], dtype=np.uint64)
    assert resolve_pots_batch(chips, folded, highs, buttons, low_values=huge).tolist() == [
        [20, 0],
        [0, 20],
    ]
    with pytest.raises(InvalidTypeError):
        resolve_pots_batch(chips, folded, highs, low_values=huge)
