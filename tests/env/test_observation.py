"""holdem.env's observations (issue 28): a seat's raw view of a hand shows only what the seat may know
(R-DEAL-4), the encoder agrees with a plain one-seat encoding at random states, and the layout is what the
documentation's table says."""

from __future__ import annotations

import copy
import dataclasses

import numpy as np
import pytest

from conftest import REPO_ROOT
from env_helpers import random_states, reference_encode
from holdem import EnvError, Hand, TableConfig
from holdem.env import (
    HISTORY,
    ObservationLayout,
    action_history,
    encode,
    encode_hand,
    raw_observation,
)
from holdem.vector import RawObservation


def _stack(raws: list[RawObservation]) -> RawObservation:
    """B single-table observations as one of B tables."""
    return RawObservation(
        **{
            f.name: np.concatenate([getattr(r, f.name) for r in raws])
            for f in dataclasses.fields(RawObservation)
        }
    )


def test_raw_observation_fields_have_the_interface_dtypes_and_shapes():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 50, 30], button=0, seed=5)
    raw = raw_observation(hand, 2)
    dtypes = {
        "observer": (np.int8, (1,)),
        "actor": (np.int8, (1,)),
        "button": (np.int8, (1,)),
        "street": (np.int8, (1,)),
        "hole": (np.int8, (1, 2)),
        "board": (np.int8, (1, 5)),
        "stacks": (np.int64, (1, 3)),
        "bets": (np.int64, (1, 3)),
        "contributed": (np.int64, (1, 3)),
        "folded": (np.bool_, (1, 3)),
        "all_in": (np.bool_, (1, 3)),
        "in_hand": (np.bool_, (1, 3)),
        "pot": (np.int64, (1,)),
        "to_call": (np.int64, (1,)),
        "min_raise_to": (np.int64, (1,)),
        "max_raise_to": (np.int64, (1,)),
        "legal": (np.bool_, (1, 4)),
        "big_blind": (np.int64, (1,)),
        "history": (np.int32, (1, HISTORY, 4)),
        "history_length": (np.int16, (1,)),
    }
    assert {f.name for f in dataclasses.fields(RawObservation)} == set(dtypes)
    for name, (dtype, shape) in dtypes.items():
        value = getattr(raw, name)
        assert value.dtype == dtype and value.shape == shape, name
    assert raw.stacks.tolist() == [[100, 49, 28]] and raw.pot.tolist() == [3]
    assert raw.to_call.tolist() == [2] and raw.legal.tolist() == [[True, False, True, True]]
    assert (raw.history == -1).all() and raw.history_length.tolist() == [0]


def test_a_seat_sees_its_own_hole_cards_and_no_other_seats():
    """R-DEAL-4: the raw view and the encoded vector carry the observer's cards and no other seat's, even
    once they are shown at the showdown."""
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 3, button=0, seed=11)
    while hand.actor is not None:
        hand.check_or_call()
    hand.finish_showdown()
    assert (
        len(hand.shown) >= 2
    )  # the others' cards are face up on the table, not in the observation
    layout = ObservationLayout(3)
    for seat in range(3):
        raw = raw_observation(hand, seat)
        own = sorted(hand.hole_cards_of(seat))
        assert sorted(raw.hole[0].tolist()) == own
        x = encode(raw, layout)[0]
        assert np.flatnonzero(x[layout.hole]).tolist() == own
        others = {c for s in range(3) if s != seat for c in hand.hole_cards_of(s)}
        assert not others & set(raw.hole[0].tolist())
        assert not others & set(np.flatnonzero(x[layout.hole]).tolist())


def test_the_view_changes_with_the_seat_only_in_the_hole_cards_and_the_places():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 60, 80], button=1, seed=2)
    hand.raise_to(6)
    a, b = raw_observation(hand, 0), raw_observation(hand, 1)
    for f in dataclasses.fields(RawObservation):
        same = np.array_equal(getattr(a, f.name), getattr(b, f.name))
        assert same == (f.name not in ("observer", "hole")), f.name


@pytest.mark.parametrize(
    ("history", "hands"),
    [(HISTORY, 30), (4, 15), (0, 15), pytest.param(HISTORY, 300, marks=pytest.mark.slow)],
)
def test_encode_agrees_with_a_plain_encoding_at_random_states(history, hands):
    """Every state of random hands (2-10 seats, tiny stacks, antes, all three structures), every seat:
    the vectorised encoder, one table at a time and all tables at once, and the one-hand encoder equal
    the plain one."""
    checked = 0
    by_seats: dict[int, tuple[list[RawObservation], list[np.ndarray]]] = {}
    for hand, seat in random_states(seed=history + hands, hands=hands):
        layout = ObservationLayout(hand.n_seats, history)
        raw = raw_observation(hand, seat)
        expected = reference_encode(hand, seat, layout)
        got = encode(raw, layout)
        assert got.shape == (1, layout.size) and got.dtype == np.float32
        np.testing.assert_array_equal(got[0], expected)
        np.testing.assert_array_equal(encode_hand(hand, seat, layout), expected)
        raws, rows = by_seats.setdefault(hand.n_seats, ([], []))
        raws.append(raw)
        rows.append(expected)
        checked += 1
    assert checked > 300
    for seats, (raws, rows) in by_seats.items():
        batch = encode(_stack(raws), ObservationLayout(seats, history))
        np.testing.assert_array_equal(batch, np.array(rows))


def test_encoded_values_stay_within_the_bounds():
    """Every column within ObservationLayout.bounds for the table's chips in big blinds (the Box)."""
    for hand, seat in random_states(seed=3, hands=25):
        layout = ObservationLayout(hand.n_seats)
        low, high = layout.bounds(sum(hand.starting_stacks) / hand.config.big_blind)
        x = encode(raw_observation(hand, seat), layout)[0]
        assert (x >= low).all() and (x <= high).all()


def test_the_history_keeps_the_last_actions_and_flags_the_rest():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [10_000] * 2, button=0, seed=1)
    for _ in range(40):  # 40 minimum raises preflop, then a call: 41 actions
        hand.raise_to(hand.legal_actions().min_raise_to)
    hand.call()
    history = action_history(hand)
    assert len(history) == 41 and history[-1].tolist() == [0, 0, 2, 82]
    raw = raw_observation(hand, 0)
    assert raw.history_length.tolist() == [41]
    assert raw.history[0].tolist() == history[-HISTORY:].tolist()  # the last 32, oldest first
    layout = ObservationLayout(2, history=4)
    x = encode(raw, layout)
    rows = layout.history_rows(x)[0]
    assert rows[:, -1].tolist() == [float(a) / 2 for a in history[-4:, 3]]
    assert x[0, layout.history_overflow].tolist() == [1.0]
    early = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 2, button=0, seed=1)
    early.call()
    assert encode(raw_observation(early, 0))[0, -1] == 0  # one action: no overflow


def test_raw_observation_after_the_hand_has_no_actor_and_the_pot_it_had():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 2, button=0, seed=1)
    hand.raise_to(10)
    hand.fold()
    raw = raw_observation(hand, 1)
    assert raw.street.tolist() == [4] and raw.actor.tolist() == [-1]
    assert raw.pot.tolist() == [sum(hand.contributions)] == [4]
    assert not raw.legal.any() and raw.to_call.tolist() == raw.min_raise_to.tolist() == [0]


def test_a_copy_of_the_hand_observes_alike_and_observing_changes_nothing():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 4, button=2, seed=9)
    hand.call()
    before = copy.copy(hand)
    x = encode(raw_observation(hand, 1))
    assert hand.events == before.events and hand.actor == before.actor
    np.testing.assert_array_equal(x, encode(raw_observation(before, 1)))


def test_bad_arguments_raise_env_errors():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 2, button=0, seed=1)
    with pytest.raises(EnvError, match="seat must be a seat of the hand, 0 to 1"):
        raw_observation(hand, 2)
    with pytest.raises(EnvError, match="seats must be 2 to 10"):
        ObservationLayout(11)
    with pytest.raises(EnvError, match="history must be 0 to 32"):
        ObservationLayout(2, history=33)
    raw = raw_observation(hand, 0)
    with pytest.raises(EnvError, match="layout is for 3 seats and the observation has 2"):
        encode(raw, ObservationLayout(3))
    with pytest.raises(EnvError, match="C-contiguous float32"):
        encode(raw, out=np.zeros((1, 5), np.float32))


def test_out_is_filled_in_place_and_cleared_first():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 2, button=0, seed=1)
    raw = raw_observation(hand, 0)
    layout = ObservationLayout(2)
    out = np.full((1, layout.size), 7, np.float32)
    assert encode(raw, layout, out) is out
    np.testing.assert_array_equal(out, encode(raw, layout))


def test_the_documented_layout_is_the_layout():
    """docs/tutorials/environments.md shows ObservationLayout(6)'s table as markdown() writes it."""
    text = (REPO_ROOT / "docs" / "tutorials" / "environments.md").read_text(encoding="utf-8")
    assert ObservationLayout(6).markdown() in text
    layout = ObservationLayout(6)
    assert layout.size == 646 and [r[0] for r in layout.rows()][:2] == ["hole", "board"]
    stops = [start for _, start, _, _ in layout.rows()[1:]] + [layout.size]
    assert [stop for _, _, stop, _ in layout.rows()] == stops  # contiguous, no gap
