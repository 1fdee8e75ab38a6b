"""The one replayer (holdem.engine.replay): a hand rebuilt from its setup and its records, every record
through the hand's public methods, as live take-backs, a table's kept hands and PHH replays use it."""

from __future__ import annotations

import random

import pytest

from hand_helpers import snapshot
from holdem import (
    Action,
    ActionKind,
    Hand,
    IllegalActionError,
    InvalidArgumentError,
    Post,
    TableConfig,
    read_phh,
    replay,
)
from holdem.engine import ReplaySetup, apply_record, replay_records
from holdem.game import FIVE_CARD_DRAW, HOLDEM, GameDef

CFG = TableConfig(small_blind=50, big_blind=100)


def setup_of(hand: Hand, **kwargs: object) -> ReplaySetup:
    return ReplaySetup(
        hand.config,
        hand.starting_stacks,
        hand.button,
        hand.positions,
        game=hand.game,
        **kwargs,
    )


def play_randomly(game: GameDef, seed: int) -> Hand:
    """An auto-dealt hand played to the end by random legal choices: folds, all-in runouts, draws,
    showdowns."""
    rng = random.Random(seed)
    stacks = [rng.choice((300, 2_000, 10_000)) for _ in range(rng.randint(2, 5))]
    hand = Hand(CFG, stacks, button=rng.randrange(len(stacks)), seed=seed, game=game)
    while not hand.is_complete:
        if hand.next_to_draw is not None:
            cards = hand.hole_cards_of(hand.next_to_draw) or ()
            count = rng.randint(0, 3)
            hand.discard(rng.sample(cards, count)) if count else hand.stand_pat()
        elif hand.next_to_show is not None:
            hand.auto_showdown()
        else:
            legal = hand.legal_actions()
            choices: list[object] = ["fold"] + ["check_or_call"] * 4  # showdowns as well as runouts
            if legal.min_raise_to is not None:
                choices.append(("bet_or_raise_to", legal.min_raise_to))
                choices.append(("bet_or_raise_to", legal.max_raise_to))
            hand.act(rng.choice(choices))
    return hand


@pytest.mark.parametrize("game", [HOLDEM, FIVE_CARD_DRAW], ids=["holdem", "draw"])
def test_a_hands_events_replay_to_the_same_hand(game):
    """Posts, deals (burns too), actions, draws and their replacements, runout and showdown shows, mucks:
    the events a hand made rebuild it exactly, record for record."""
    for seed in range(60):
        played = play_randomly(game, seed)
        again = replay_records(setup_of(played), played.events)
        assert again.events == played.events, seed
        assert again.stacks == played.stacks and again.is_complete, seed


def test_a_replayed_phh_hands_events_replay_again_with_unknown_cards():
    """A hand of unknown cards, shown ``????`` and playing the board (unknown_show="board"): a Show with
    no cards is that show again."""
    text = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0]",
            "blinds_or_straddles = [1, 2]",
            "min_bet = 2",
            "starting_stacks = [100, 100]",
            '_rules = "pokerkit"',
            'actions = ["d dh p1 ????", "d dh p2 AhAd", "p2 cc", "p1 cc", "d db 2c3d4h",',
            '  "p1 cc", "p2 cc", "d db 9s", "p1 cc", "p2 cc", "d db Td", "p1 cc", "p2 cc",',
            '  "p1 sm ????", "p2 sm AhAd"]',
        ]
    )
    played = replay(read_phh(text))
    assert played.is_complete and any(
        type(e).__name__ == "Show" and not e.cards for e in played.events
    )
    again = replay_records(setup_of(played), played.events)
    assert again.events == played.events and again.stacks == played.stacks


def test_a_forced_bet_the_setup_does_not_post_is_refused():
    hand = ReplaySetup(CFG, (1_000, 1_000, 1_000), 0).new_hand()
    before = snapshot(hand)
    apply_record(hand, Post(1, "small blind", 50))  # the setup's own: nothing to do
    with pytest.raises(InvalidArgumentError, match="not a forced bet of this setup"):
        apply_record(hand, Post(1, "small blind", 25))
    assert snapshot(hand) == before


def test_a_record_the_hand_refuses_raises_the_engines_error_and_changes_nothing():
    played = Hand(CFG, [1_000] * 3, button=0, seed=3)
    hand = replay_records(ReplaySetup(CFG, (1_000,) * 3, 0), played.events)
    before = snapshot(hand)
    with pytest.raises(IllegalActionError, match="R-BET-13"):
        apply_record(hand, Action(0, ActionKind.CALL, 70, 70))  # a call makes 100
    with pytest.raises(IllegalActionError, match="unknown action kind"):
        apply_record(hand, "not a record")
    assert snapshot(hand) == before
    apply_record(hand, ("raise", 300))  # an action as an agent gives it
    assert hand.bets == (300, 50, 100)
