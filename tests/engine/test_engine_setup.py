"""A hand's setup as one named object (HandSetup, Hand.from_setup) and the rule readings as one (Readings)."""

from __future__ import annotations

import copy
import pickle
from pathlib import Path

import pytest

import holdem
from holdem import HOLDEM, Hand, InvalidArgumentError, TableConfig
from holdem.engine import POKERKIT, RULE_BOOK, HandSetup, Readings, RoundPlan, hand_setup
from holdem.game import MAX_CHIPS, PROFILES, READINGS

CFG = TableConfig(small_blind=50, big_blind=100)
PACKAGE = Path(holdem.__file__).parent


def setup_of(config: TableConfig, stacks: list[int], button: int, seed: int) -> HandSetup:
    return hand_setup(config, stacks, button, seed, None, "auto", None, None, HOLDEM, False)


def play_out(hand: Hand) -> None:
    while not hand.is_complete:
        if hand.actor is None:
            hand.auto_showdown()
        else:
            hand.check_or_call()


def test_a_hand_from_its_setup_plays_as_the_hand_made_from_the_arguments():
    made = Hand(CFG, [1000, 800, 1200], 1, seed=9)
    setup = setup_of(CFG, [1000, 800, 1200], 1, seed=9)
    from_setup = Hand.from_setup(setup)
    assert type(setup) is HandSetup and type(setup.plan) is RoundPlan
    assert (setup.stacks, setup.button, setup.positions) == ((1000, 800, 1200), 1, made.positions)
    play_out(made)
    play_out(from_setup)
    assert from_setup.events == made.events and from_setup.stacks == made.stacks


def test_the_hands_of_one_setup_each_take_their_own_stacks_and_deal_from_its_rng():
    setup = setup_of(CFG, [1000] * 3, 0, seed=4)
    first = Hand.from_setup(setup, [500, 1500, 1000])
    second = Hand.from_setup(setup, (1000, 1000, 1000))
    assert first.starting_stacks == (500, 1500, 1000) and second.starting_stacks == (1000,) * 3
    assert setup.stacks == (1000,) * 3  # a hand never changes its setup
    assert second.hole_cards_of(0) != first.hole_cards_of(0)  # the setup's rng went on dealing
    play_out(first)
    assert sum(first.stacks) == 3000 and setup.stacks == (1000,) * 3


@pytest.mark.parametrize(
    ("setup", "stacks", "message"),
    [
        ("not a setup", None, "setup must be a HandSetup made by hand_setup"),
        (None, [1000, 1000], "stacks must be 3 chip counts, one per seat of the setup"),
        (None, "abc", "stacks must be a sequence of 3 chip counts"),
        (None, [1000, 0, 1000], r"stacks\[1\]"),
        (None, [1000, 1000, MAX_CHIPS + 1], r"stacks\[2\] is .* at most"),
        (None, [1000, 10.5, 1000], r"stacks\[1\]"),
    ],
)
def test_from_setup_checks_its_setup_and_stacks(setup, stacks, message):
    given = setup_of(CFG, [1000] * 3, 0, seed=1) if setup is None else setup
    with pytest.raises(InvalidArgumentError, match=message):
        Hand.from_setup(given, stacks)


def test_only_the_engine_starts_a_hand_without_its_checks():
    # a layer above the engine makes a hand with Hand(...) or Hand.from_setup, never through its internals
    for path in PACKAGE.rglob("*.py"):
        if path.parent.name == "engine":
            continue
        text = path.read_text()
        assert "_set_up(" not in text and "object.__new__(Hand" not in text, path


def test_the_readings_are_one_object_per_set_of_values_the_profiles_among_them():
    assert Readings.of(TableConfig()) is RULE_BOOK
    assert Readings.of(TableConfig.profile("pokerkit")) is POKERKIT
    assert Readings.of(TableConfig.profile("pokerkit", small_blind=5, big_blind=10)) is POKERKIT
    mixed = Readings.of(TableConfig(raise_measured_from="current_bet"))
    assert mixed.raise_from_current_bet and not RULE_BOOK.raise_from_current_bet
    assert mixed is Readings.of(TableConfig(raise_measured_from="current_bet", big_blind=4))
    assert (POKERKIT.unknown_show, RULE_BOOK.unknown_show) == ("board", "muck")
    # every switch of the pokerkit profile differs from the rule book's
    switches = [name for name in Readings.__slots__ if name != "options"]
    assert len(switches) == len(READINGS)
    for name in switches:
        assert getattr(POKERKIT, name) != getattr(RULE_BOOK, name), name
    assert POKERKIT.options == tuple(PROFILES["pokerkit"][name] for name in READINGS)


def test_readings_are_immutable_and_a_setup_carries_its_configs():
    with pytest.raises(AttributeError, match="immutable"):
        POKERKIT.short_all_in_reopens = False
    with pytest.raises(AttributeError, match="immutable"):
        del RULE_BOOK.four_raises
    assert POKERKIT.short_all_in_reopens is True
    assert setup_of(TableConfig.profile("pokerkit"), [100, 100], 0, seed=1).readings is POKERKIT
    assert setup_of(CFG, [100, 100], 0, seed=1).readings is RULE_BOOK


def test_copies_and_pickles_of_a_hand_keep_its_readings():
    # a short big blind (1 of 2): the call is the full blind (R-BLIND-3), pokerkit's the largest bet posted
    assert (
        Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 1], 0, seed=2).legal_actions().call
        == 2
    )
    hand = Hand(
        TableConfig.profile("pokerkit", small_blind=1, big_blind=2), [100, 100, 1], 0, seed=2
    )
    copies = [copy.copy(hand), copy.deepcopy(hand)]
    pickled = pickle.loads(pickle.dumps(hand))  # (the cards still to come are reshuffled)
    play_out(hand)
    for other in (*copies, pickled):
        assert other.legal_actions().call == 1
        play_out(other)
        assert other.actions == hand.actions
    assert all(other.events == hand.events for other in copies)
    assert pickle.loads(pickle.dumps(POKERKIT)) is POKERKIT  # one instance per set of values
