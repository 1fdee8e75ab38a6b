"""What the environments share: their table's options checked, the hands dealt from one random stream, the
hand played to the next decision, and the seat's observation and mask."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from ..engine import Hand, HandSetup, hand_setup
from ..errors import EnvError, HoldemError
from ..game import HOLDEM, TableConfig
from .actions import DiscreteActions
from .observation import HISTORY, ObservationLayout, encode_hand

__all__ = ["Dealer", "Observation", "check_stacks", "stream_seed"]

#: What the environments observe: the encoded vector ("observation") and the action mask ("action_mask").
Observation = dict[str, npt.NDArray[Any]]

#: The largest seed drawn for a deck or an agent (numpy's generators draw below it).
_SEED_BOUND = 2**63


def stream_seed(rng: np.random.Generator) -> int:
    """A seed for one random stream (a deck, an agent), drawn from an environment's generator."""
    return int(rng.integers(_SEED_BOUND))


def check_stacks(players: object, stack: object, config: TableConfig) -> tuple[int, ...]:
    """Each seat's chips at the start of every hand: ``stack`` for every seat or one per seat, each a
    whole number of chips above the big blind and the ante (so a seat is never all-in from its blind)."""
    if type(players) is not int or not 2 <= players <= min(10, config.seats_max):
        raise EnvError(f"players must be 2 to {min(10, config.seats_max)}, got {players!r}")
    if isinstance(stack, (int, np.integer)) and not isinstance(stack, bool):
        stacks: tuple[object, ...] = (int(stack),) * players
    elif isinstance(stack, Sequence) and not isinstance(stack, str):
        stacks = tuple(stack)
        if len(stacks) != players:
            raise EnvError(f"stack gives {len(stacks)} stacks for {players} players")
    else:
        raise EnvError(f"stack must be a chip count or one per seat, got {stack!r}")
    least = config.big_blind + config.ante
    for s in stacks:
        if type(s) is not int or not least < s <= 10**15:
            raise EnvError(
                f"each stack must be a whole number of chips above the big blind and ante ({least}) and at "
                f"most 10**15, got {s!r}"
            )
    return stacks  # type: ignore[return-value]


class Dealer:
    """Deals an environment's hands (every hand with the same stacks, from one seeded deck stream) and
    observes them for a seat: the encoded vector and the discrete actions' mask."""

    __slots__ = ("config", "stacks", "layout", "actions", "max_amount", "_rng", "_setups")

    def __init__(
        self,
        config: TableConfig,
        stacks: tuple[int, ...],
        actions: DiscreteActions,
        history: int = HISTORY,
    ) -> None:
        if not isinstance(config, TableConfig):
            raise EnvError(f"config must be a TableConfig, got {type(config).__name__}")
        self.config = config
        self.stacks = stacks
        self.layout = ObservationLayout(len(stacks), history)
        self.actions = actions
        #: every amount in big blinds is at most the table's chips in big blinds
        self.max_amount = sum(stacks) / config.big_blind
        self._rng = random.Random(0)
        self._setups: dict[int, HandSetup] = {}
        try:  # the options checked now, by the engine, rather than at the first hand
            self.deal(0)
        except HoldemError as exc:
            raise EnvError(f"the table cannot be dealt: {exc}") from exc

    def seed(self, seed: int) -> None:
        """Start a new deck stream."""
        self._rng = random.Random(seed)
        self._setups.clear()  # a setup holds its stream

    def deal(self, button: int) -> Hand:
        """A new hand with the button on ``button``, dealt from the stream."""
        setup = self._setups.get(button)
        if setup is None:
            setup = self._setups[button] = hand_setup(
                self.config, self.stacks, button, None, self._rng, "auto", None, None, HOLDEM, False
            )
        return Hand.from_setup(setup)

    @staticmethod
    def settle(hand: Hand) -> None:
        """A hand with no one to act goes through its showdown (shown or mucked by the engine's policy)."""
        if hand.actor is None and not hand.is_complete:
            hand.finish_showdown()

    def observe(
        self, hand: Hand, seat: int, rows: list[tuple[int, int, int, int]] | None = None
    ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int8]]:
        """``seat``'s encoded observation (D,) and its discrete mask (zeros unless it is to act); ``rows``
        is :func:`~holdem.env.action_rows` of the hand when the caller has it."""
        vector = encode_hand(hand, seat, self.layout, rows)
        if hand.actor == seat:
            return vector, self.actions.mask_hand(hand)
        return vector, np.zeros(self.actions.size, np.int8)
