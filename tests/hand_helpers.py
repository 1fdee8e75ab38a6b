"""Helpers shared by the hand-engine tests (rules by id, engine cases, views)."""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence

import pytest

from holdem import BettingStructure, Hand, IllegalActionError, TableConfig

NL = BettingStructure.NO_LIMIT
PL = BettingStructure.POT_LIMIT
FL = BettingStructure.FIXED_LIMIT


def config(betting: BettingStructure = NL, sb: int = 100, bb: int = 200, **options) -> TableConfig:
    return TableConfig(betting, small_blind=sb, big_blind=bb, **options)


class OrderedRng:
    """A source whose 'shuffle' leaves the deck in id order, so tests know which card comes next."""

    def shuffle(self, cards: list) -> None:
        cards.sort()

    def randrange(self, *args):  # pragma: no cover - not used by dealing
        raise AssertionError("not used")

    def random(self) -> float:
        return 0.0  # every Fisher-Yates step keeps the card in place


def total_chips(hand: Hand) -> int:
    return sum(hand.stacks) + sum(hand.bets) + hand.pot_gathered


def assert_conserved(hand: Hand) -> None:
    """R-POT-6: stacks + bets + pot always equal the chips that started the hand."""
    assert total_chips(hand) == sum(hand.starting_stacks)
    if hand.is_complete:
        assert sum(hand.stacks) == sum(hand.starting_stacks)
        assert sum(hand.result.net) == 0


def play(hand: Hand, script: Sequence) -> list:
    """Apply actions like ("raise", 600), "call", ("seat", 2, "fold") checking conservation after each."""
    records = []
    for step in script:
        if isinstance(step, str):
            step = (step,)
        records.append(hand.act(step))
        assert_conserved(hand)
    return records


def snapshot(hand: Hand) -> dict:
    """Every slot of the hand and of its parts (betting, dealing, showdown), the random source by its state
    and the legal-action cache left out, for 'unchanged' checks."""
    return _slots_state(hand)


def _slots_state(obj: object) -> dict:
    state = {}
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name == "_legal" or not hasattr(obj, name):
                continue
            value = getattr(obj, name)
            if name in ("_rng", "rng", "source"):
                value = (
                    value.getstate()
                    if isinstance(value, random.Random)
                    and not isinstance(value, random.SystemRandom)
                    else type(value).__name__
                )
            elif type(value).__name__ in (
                "BettingState",
                "DealingState",
                "ShowdownState",
                "DrawingState",
            ):
                value = _slots_state(value)  # one of the hand's parts
            state[name] = copy.deepcopy(value)
    return state


def assert_illegal(hand: Hand, call, *args, match: str | None = None) -> IllegalActionError:
    """The action raises IllegalActionError and leaves the hand exactly as it was."""
    before = snapshot(hand)
    with pytest.raises(IllegalActionError, match=match) as info:
        call(*args)
    assert snapshot(hand) == before
    return info.value


def manual_hand(
    cfg: TableConfig, stacks: Sequence[int], button: int, holes: Sequence[str | None]
) -> Hand:
    """A manually dealt hand with the given hole cards (seat order), dealt in procedure order."""
    hand = Hand(cfg, stacks, button, dealing="manual")
    for seat in hand.hole_cards_due:
        hand.deal_hole(seat, holes[seat])
    return hand
