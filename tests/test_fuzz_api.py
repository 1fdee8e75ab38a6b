"""Fuzz targets (issue 9): the public API fed anything. The only allowed outcomes are a result or a
HoldemError; a refused hand action leaves the hand unchanged and chips are conserved.

The suite runs a small budget; ``HOLDEM_FUZZ_EXAMPLES=N`` runs N examples per target
(CI: ``HOLDEM_FUZZ_EXAMPLES=3000 python -m pytest -q -p no:randomly tests/test_fuzz_api.py``).
"""

from __future__ import annotations

import copy
import itertools
import os
import pickle
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import holdem
from holdem import (
    BettingStructure,
    Card,
    HoldemError,
    Range,
    TableConfig,
    best_five,
    equity,
    evaluate,
    evaluate_batch,
    omaha_equity,
    outs,
    parse_card,
    parse_cards,
    pot_odds,
    resolve_pots,
    resolve_pots_batch,
    short_deck_equity,
)

_EXAMPLES = int(os.environ.get("HOLDEM_FUZZ_EXAMPLES", "0"))


def budget(examples: int):
    """The suite's budget per target, or HOLDEM_FUZZ_EXAMPLES for a long run."""
    return settings(
        max_examples=_EXAMPLES or examples,
        deadline=None,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.filter_too_much,
        ],
    )


class Fresh:
    """An iterator to pass, made anew for each call (one call would consume it)."""

    def __init__(self, text, make):
        self.text, self.make = text, make

    def __repr__(self):
        return self.text


# Text with anything in it: lone surrogates, NUL, non-ASCII digits, card-like pieces.
_TEXT = st.one_of(
    st.text(st.characters(blacklist_categories=()), max_size=20),
    st.lists(
        st.sampled_from(
            [
                "Ah",
                "Kd",
                "10c",
                "T",
                "h",
                "2",
                " ",
                ",",
                "As",
                "x",
                "AhKh",
                "QQ+",
                ":",
                "0.5",
                "-",
                "s",
                "o",
                "+",
                "AK",
                "random",
                "\ud800",
                "1e400",
                "nan",
            ]
        ),
        max_size=8,
    ).map("".join),
)
_ENGINE_SCALAR = st.one_of(
    st.integers(-3, 60),
    st.integers(),
    st.sampled_from([2**63, -(2**63), 2**64]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    _TEXT,
    st.binary(max_size=8),
    st.sampled_from(
        [
            np.int64(5),
            np.uint8(51),
            np.int8(-1),
            np.float64(3.0),
            np.bool_(True),
            np.array(5),
            np.array([1, 2]),
            np.str_("Ah"),
            Fraction(1, 2),
            Decimal("NaN"),
            Decimal("7"),
            1j,
            object(),
        ]
    ),
    st.builds(Card, st.integers(0, 51)),
)
# With ints too long to print (repr raises past 4,300 digits): every message must still be written.
_SCALAR = _ENGINE_SCALAR | st.sampled_from([5000, 4400]).map(lambda k: (-1) ** k * 10**k)
_CONTAINER = st.one_of(
    st.lists(_SCALAR, max_size=9),
    st.lists(_SCALAR, max_size=9).map(tuple),
    st.lists(st.integers(0, 51), max_size=9).map(np.array),
    st.lists(st.integers(0, 51), max_size=9).map(lambda xs: Fresh(f"iter({xs})", lambda: iter(xs))),
    st.sampled_from(
        [
            Fresh("repeat(0)", lambda: itertools.repeat(0)),
            Fresh("count()", itertools.count),
            Fresh("repeat('Ah')", lambda: itertools.repeat("Ah")),
            {1: 2},
            {1, 2, 3},
            range(10**12),
        ]
    ),
)
ANYTHING = st.deferred(lambda: st.one_of(_SCALAR, _CONTAINER))


def only_typed(call, *args, **kwargs):
    """Runs ``call``; a HoldemError is fine, anything else fails the target. Returns (ok, result)."""
    try:
        return True, call(*args, **kwargs)
    except HoldemError:
        return False, None


def fresh(value):
    """Iterators are consumed by a call: a fresh one per use."""
    return value.make() if isinstance(value, Fresh) else value


@budget(300)
@given(ANYTHING, st.booleans())
def test_fuzz_card_parsing(value, distinct):
    only_typed(parse_card, fresh(value))
    only_typed(Card, fresh(value))
    ok, cards = only_typed(parse_cards, fresh(value), distinct=distinct)
    if ok:
        assert all(type(c) is Card for c in cards)
        assert parse_cards(holdem.cards_text(cards), distinct=distinct) == cards
    only_typed(holdem.cards_text, fresh(value))
    only_typed(holdem.Deck, fresh(value))


@budget(300)
@given(ANYTHING)
def test_fuzz_evaluate_and_best_five(value):
    ok, v = only_typed(evaluate, fresh(value))
    ok5, five = only_typed(best_five, fresh(value))
    assert ok == ok5
    if ok:
        assert 1 <= v <= holdem.HAND_VALUES and evaluate(five) == v
        hand = parse_cards(fresh(value))
        for kernel in holdem.batch_kernels():
            assert evaluate_batch(np.array([hand]), kernel=kernel)[0] == v


@budget(300)
@given(ANYTHING, ANYTHING, ANYTHING, st.booleans())
def test_fuzz_omaha_and_short_deck(hole, board, cards, trips_beat_straight):
    """R-HAND-8..10's entry points: a value in range or a typed error, the batch form agreeing."""
    ok, high = only_typed(holdem.evaluate_omaha, fresh(hole), fresh(board))
    ok_low, low = only_typed(holdem.evaluate_omaha_low, fresh(hole), fresh(board))
    assert ok == ok_low
    if ok:
        assert 1 <= high <= holdem.HAND_VALUES and 0 <= low <= holdem.LOW_VALUES
        h, b = np.array([parse_cards(fresh(hole))]), np.array([parse_cards(fresh(board))])
        assert holdem.evaluate_omaha_batch(h, b)[0] == high
        assert holdem.evaluate_omaha_low_batch(h, b)[0] == low
    ok, value = only_typed(
        holdem.evaluate_short_deck, fresh(cards), trips_beat_straight=trips_beat_straight
    )
    if ok:
        assert 1 <= value <= holdem.SHORT_DECK_HAND_VALUES
        rows = np.array([parse_cards(fresh(cards))])
        assert (
            holdem.evaluate_short_deck_batch(rows, trips_beat_straight=trips_beat_straight)[0]
            == value
        )
    only_typed(holdem.evaluate_omaha_batch, fresh(hole), fresh(board))
    only_typed(
        holdem.evaluate_short_deck_batch, fresh(cards), trips_beat_straight=trips_beat_straight
    )
    only_typed(holdem.evaluate_short_deck, fresh(cards), trips_beat_straight=fresh(board))
    only_typed(holdem.LowRank, fresh(cards))
    only_typed(holdem.ShortDeckRank, fresh(cards), fresh(board))


_DTYPES = st.sampled_from(
    [np.uint8, np.int8, np.int16, np.int32, np.int64, np.uint64, np.float64, np.bool_, object]
)


@budget(200)
@given(
    st.integers(0, 40),
    st.integers(0, 9),
    st.integers(1, 3),
    _DTYPES,
    st.sampled_from(["auto", *holdem.batch_kernels()]),
    st.integers(0, 4),
    st.data(),
)
def test_fuzz_evaluate_batch(rows, width, ndim, dtype, kernel, threads, data):
    shape = (rows, width) if ndim == 2 else (rows,) if ndim == 1 else (rows, width, 2)
    values = data.draw(
        st.lists(
            st.integers(-300, 300) | st.integers(0, 51) | st.integers(0, 51),
            min_size=int(np.prod(shape)),
            max_size=int(np.prod(shape)),
        )
    )
    try:
        arr = np.array(values, dtype=object).astype(dtype).reshape(shape)
    except (OverflowError, ValueError):
        return
    ok, out = only_typed(evaluate_batch, arr, threads=threads, kernel=kernel)
    if ok:
        assert out.shape == (rows,)
        for row, value in zip(arr, out):
            assert evaluate(row.tolist()) == value
    only_typed(evaluate_batch, data.draw(ANYTHING), kernel=kernel)  # not an array at all


@budget(300)
@given(st.integers(2, 10), st.data())
def test_fuzz_resolve_pots(seats, data):
    amount = st.integers(0, 10_000) | st.integers(0, 10_000) | _SCALAR
    contributions = data.draw(st.lists(amount, min_size=seats, max_size=seats) | ANYTHING)
    folded = data.draw(
        st.lists(st.booleans() | st.booleans() | _SCALAR, min_size=seats, max_size=seats) | ANYTHING
    )
    values = data.draw(
        st.lists(
            st.integers(0, 7462) | st.integers(0, 7462) | _SCALAR, min_size=seats, max_size=seats
        )
        | ANYTHING
        | st.none()
    )
    button = data.draw(st.integers(0, seats - 1) | _SCALAR)
    dead = data.draw(st.just(0) | st.integers(0, 100) | _SCALAR)
    ok, result = only_typed(
        resolve_pots, contributions, folded, values, button=button, dead_money=dead
    )
    if ok:  # R-POT-6: every chip goes somewhere
        assert sum(result.winnings) == sum(int(c) for c in contributions) + int(dead)
        assert pickle.loads(pickle.dumps(result)) == result
    holes = data.draw(
        st.lists(
            st.none() | _TEXT | st.lists(st.integers(0, 51), max_size=3) | _SCALAR,
            min_size=seats,
            max_size=seats,
        )
        | ANYTHING
    )
    board = data.draw(st.lists(st.integers(0, 51), min_size=5, max_size=5) | ANYTHING)
    ok, result = only_typed(
        resolve_pots,
        contributions,
        folded,
        button=button,
        hole_cards=holes,
        board=fresh(board),
        dead_money=dead,
    )
    if ok:
        assert sum(result.winnings) == sum(int(c) for c in contributions) + int(dead)


@budget(150)
@given(st.integers(0, 5), st.integers(0, 6), st.data())
def test_fuzz_resolve_pots_batch(rows, seats, data):
    def array(kind, shape):
        return data.draw(
            st.lists(kind, min_size=int(np.prod(shape)), max_size=int(np.prod(shape))).map(
                lambda xs: np.array(xs).reshape(shape)
            )
            | ANYTHING
        )

    chips = array(st.integers(-5, 1000), (rows, seats))
    folded = array(st.booleans(), (rows, seats))
    buttons = array(st.integers(-1, seats), (rows,))
    if data.draw(st.booleans()):
        values = array(st.integers(-1, 7463), (rows, seats))
        ok, out = only_typed(resolve_pots_batch, chips, folded, values, buttons)
    else:
        holes = array(st.integers(0, 51) | st.just(255) | st.integers(-1, 300), (rows, seats, 2))
        boards = array(st.integers(0, 51), (rows, 5))
        ok, out = only_typed(
            resolve_pots_batch, chips, folded, buttons=buttons, hole_cards=holes, boards=boards
        )
    if ok:
        assert (out.sum(axis=1) == np.asarray(chips).sum(axis=1)).all()


_PLAYER = st.one_of(
    st.sampled_from(["AhKh", "QsQd", "QQ+", "AKs", "random", "7c7d", "22", "AhAh", "Ah", "QQ:0"]),
    _TEXT,
    st.lists(st.integers(0, 51), max_size=3),
    _SCALAR,
    st.builds(Range, st.just("JJ+")),
)


@budget(150)
@given(
    st.lists(_PLAYER, max_size=4) | ANYTHING,
    st.just(()) | ANYTHING | _TEXT,
    st.just(()) | ANYTHING,
    st.integers(1, 200) | _SCALAR,
    st.integers(0, 2**64) | st.none() | _SCALAR,
)
def test_fuzz_equity_inputs(players, board, dead, trials, seed):
    ok, result = only_typed(
        equity, players, fresh(board), fresh(dead), exact=False, trials=trials, seed=seed, threads=1
    )
    if ok:
        assert abs(sum(result.equities) - 1) < 1e-9 and len(result) == len(list(players))


_VARIANT_PLAYER = st.one_of(
    st.sampled_from(
        ["AsAhKsKh", "QdJdTc9c", "random", "As2s3d4c5h", "AhKh", "6c6d", "Ah", "AsAsKsKh", "2c3c"]
    ),
    _TEXT,
    st.lists(st.integers(0, 60), max_size=7),
    _SCALAR,
    st.builds(Range, st.just("JJ+")),
)


@budget(150)
@given(
    st.lists(_VARIANT_PLAYER, max_size=4) | ANYTHING,
    st.just(()) | ANYTHING | _TEXT | st.sampled_from(["Qh7h2c", "Qh7h2cTd9s", "6c7c8c"]),
    st.just(()) | ANYTHING,
    st.booleans() | _SCALAR,
    st.none() | st.integers(3, 7) | _SCALAR,
    st.integers(1, 200) | _SCALAR,
    st.integers(0, 2**64) | st.none() | _SCALAR,
)
def test_fuzz_omaha_and_short_deck_equity_inputs(
    players, board, dead, flag, hole_cards, trials, seed
):
    """Any input: a result whose equities add up to 1, or a HoldemError."""
    ok, result = only_typed(
        omaha_equity,
        fresh(players),
        fresh(board),
        fresh(dead),
        hi_lo=flag,
        hole_cards=hole_cards,
        exact=False,
        trials=trials,
        seed=seed,
        threads=1,
    )
    if ok:
        assert abs(sum(result.equities) - 1) < 1e-9
    ok, result = only_typed(
        short_deck_equity,
        fresh(players),
        fresh(board),
        fresh(dead),
        trips_beat_straight=flag,
        exact=False,
        trials=trials,
        seed=seed,
        threads=1,
    )
    if ok:
        assert abs(sum(result.equities) - 1) < 1e-9


@budget(150)
@given(
    ANYTHING | _TEXT,
    ANYTHING | _TEXT | st.sampled_from(["2c3c4c", "Qh7h2c", "Qh7h2cTd"]),
    st.just(()) | ANYTHING | st.lists(_TEXT, max_size=3),
    st.none() | _SCALAR,
)
def test_fuzz_outs(hole, board, opponents, category):
    only_typed(outs, fresh(hole), fresh(board), opponents=fresh(opponents), category=category)


@budget(200)
@given(ANYTHING, ANYTHING)
def test_fuzz_pot_odds(to_call, pot):
    ok, p = only_typed(pot_odds, to_call, pot)
    if ok:
        assert 0 <= p <= 1


@budget(300)
@given(
    _TEXT
    | ANYTHING
    | st.lists(
        st.tuples(_SCALAR, _SCALAR) | st.tuples(_SCALAR, _SCALAR, _SCALAR) | _TEXT, max_size=4
    )
)
def test_fuzz_ranges(spec):
    ok, r = only_typed(Range, fresh(spec))
    if ok:
        assert Range(r.text) == r if len(r) else True
        for a, b, w in r.combos:
            assert w >= 0 and a != b and r.weight((a, b)) == w
    only_typed(Range("AK").weight, fresh(spec))


_PHH = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AhKh", "d dh p2 QsQd", "p2 cbr 6", "p1 cc", "d db 2c3c4c", "p2 cc", "p1 cbr 10", "p2 f"]
"""


@budget(300)
@given(st.data())
def test_fuzz_phh_reader(data):
    lines = _PHH.splitlines()
    for _ in range(data.draw(st.integers(0, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        how = data.draw(st.sampled_from(["drop", "dup", "junk", "value"]))
        if how == "drop":
            del lines[i]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif how == "junk":
            lines.insert(i, data.draw(_TEXT))
        elif "=" in lines[i]:
            key = lines[i].split("=")[0]
            lines[i] = (
                key
                + "= "
                + data.draw(
                    st.sampled_from(
                        [
                            "-1",
                            "1e400",
                            "nan",
                            '"x"',
                            "[]",
                            "[1]",
                            "[2.5, 3]",
                            "[true, 1]",
                            "{a = 1}",
                            "99999999999999999999",
                            '["p1 cbr 1e999"]',
                            '["d dh p1 ????"]',
                            '["p3 f"]',
                            "[0, 0, 0]",
                            "inf",
                            '"\\ud800"',
                        ]
                    )
                )
            )
    text = "\n".join(lines) + "\n"
    ok, history = only_typed(holdem.read_phh, text)
    if ok:
        ok, hand = only_typed(holdem.replay, history)
        if ok:
            assert sum(hand.stacks) + sum(hand.bets) + hand.pot_gathered == sum(
                hand.starting_stacks
            )
    only_typed(holdem.read_phhs, text + "\n[2]\n" + text)


# --- the hand engine driven by arbitrary calls ----------------------------------------------------

_KINDS = st.sampled_from(
    [
        "fold",
        "check",
        "call",
        "bet",
        "raise",
        "all_in",
        "cc",
        "cbr",
        "x",
        "",
        None,
        5,
        holdem.ActionKind.CALL,
        holdem.ActionKind.FOLD,
    ]
)
_AMOUNT = (
    st.none()
    | st.integers(-10, 3000)
    | st.sampled_from(
        [0, 1, 200, 400, 10**30, 1.5, float("nan"), np.int64(600), True, "600", Decimal(600)]
    )
)
_STEP = st.one_of(
    st.tuples(
        st.just("act"),
        st.one_of(
            st.tuples(_KINDS, _AMOUNT),
            st.tuples(_KINDS),
            _KINDS,
            _SCALAR,
            st.tuples(_KINDS, _AMOUNT, _AMOUNT),
        ),
    ),
    st.tuples(st.just("act_legal"), st.integers(0, 5)),
    st.tuples(
        st.just("deal_hole"), st.integers(-1, 6) | _SCALAR, ANYTHING | st.none() | st.just("AhKh")
    ),
    st.tuples(st.just("deal_board"), ANYTHING | st.sampled_from(["2c3c4c", "5d", "6h", "7s8s9s"])),
    st.tuples(st.just("show"), st.integers(-1, 6) | _SCALAR, st.none() | ANYTHING),
    st.tuples(st.just("muck"), st.integers(-1, 6) | _SCALAR),
)


def _public(hand):
    return (
        holdem.to_phh(hand),
        hand.stacks,
        hand.bets,
        hand.pot_gathered,
        hand.events,
        hand.actor,
        hand.street,
    )


@budget(200)
@given(
    st.sampled_from(list(BettingStructure)),
    st.integers(2, 6),
    st.booleans(),
    st.integers(0, 2**32),
    st.lists(_STEP, max_size=30),
)
def test_fuzz_hand_engine(betting, seats, manual, seed, steps):
    config = TableConfig(betting, small_blind=100, big_blind=200)
    stacks = [2000 + 500 * s for s in range(seats)]
    hand = (
        holdem.Hand(config, stacks, 0, dealing="manual")
        if manual
        else holdem.Hand(config, stacks, 0, seed=seed)
    )
    total = sum(stacks)
    for step in steps:
        name, *args = step
        if name == "act_legal":
            legal = hand.legal_actions() if hand.actor is not None else None
            if legal is None:
                continue
            options = [("fold",), ("cc",)] + (
                [("cbr", legal.min_raise_to)] if legal.min_raise_to else []
            )
            name, args = "act", [options[args[0] % len(options)]]
        before = _public(hand)
        try:
            getattr(hand, name)(*(fresh(a) for a in args))
        except HoldemError as exc:
            assert _public(hand) == before, (
                f"{name}{tuple(args)!r} refused ({exc}) but changed the hand"
            )
        assert sum(hand.stacks) + sum(hand.bets) + hand.pot_gathered == total
        if hand.is_complete:
            assert sum(hand.stacks) == total and sum(hand.result.net) == 0
            break
    copied = copy.deepcopy(hand)
    assert _public(copied) == _public(hand)
    for seat in range(seats):
        view = hand.view(seat)
        assert pickle.loads(pickle.dumps(view)) == view or True  # a view pickles
        holdem.to_phh(hand, seat=seat)


def test_fuzz_budget_is_the_suites_unless_asked():
    # The long run is opt-in: the normal suite stays fast.
    assert _EXAMPLES >= 0


# Found by fuzzing the engine: an int too long to print in an action's message.
def test_engine_defects_found_by_fuzzing_huge_int_action():
    hand = holdem.Hand(
        TableConfig(BettingStructure.NO_LIMIT, small_blind=1, big_blind=2), [100, 100], 0, seed=1
    )
    with pytest.raises(HoldemError):
        hand.act(10**5000)
