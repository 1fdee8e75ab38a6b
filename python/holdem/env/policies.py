"""Vectorised agents for the vector environments: functions from the actors' view of B tables (a
:class:`~holdem.vector.RawObservation`) and a numpy Generator to B actions, as (kind, amount) arrays.

:func:`random_policy` is the built-in random agent's distribution and :func:`calling_policy` the calling
station's, each one numpy pass over the tables; :class:`~holdem.env.HoldemVectorEnv` plays its opponents
with one of them or any :data:`VectorPolicy`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from ..vector import RawObservation
from .actions import RAISE, check_or_call

__all__ = ["VectorPolicy", "calling_policy", "random_policy"]

#: A vectorised agent: given the actors' :class:`~holdem.vector.RawObservation` (B tables) and a numpy
#: Generator, the B actions as (kind, amount) arrays (the kinds 0 fold, 1 check, 2 call, 3 raise to amount).
VectorPolicy = Callable[
    [RawObservation, np.random.Generator], tuple[npt.NDArray[Any], npt.NDArray[Any]]
]


def random_policy(
    raw: RawObservation, rng: np.random.Generator
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int64]]:
    """The built-in random agent, vectorised: fold, check/call or bet/raise uniformly among the legal kinds,
    a raise's amount uniform from the legal minimum to the maximum (:class:`holdem.agents.RandomAgent`'s
    distribution).

    >>> from holdem.vector import VectorHands
    >>> hands = VectorHands(3, 2, stacks=100, seed=1)
    >>> hands.reset()
    >>> kind, amount = random_policy(hands.observe(), np.random.default_rng(0))
    >>> hands.step(kind, amount).finished.shape
    (3,)
    """
    legal = raw.legal
    fold = legal[:, 0]
    can_raise = legal[:, 3]
    count = 1 + fold.astype(np.int64) + can_raise
    pick = np.floor(rng.random(len(fold)) * count).astype(np.int64)  # 0 .. count - 1
    pick += ~fold  # without a fold, the picks are check/call and raise
    low, high = raw.min_raise_to, raw.max_raise_to
    amount = low + np.floor(rng.random(len(fold)) * (high - low + 1)).astype(np.int64)
    kind = np.where(pick == 0, 0, np.where(pick == 1, check_or_call(raw), RAISE)).astype(np.int8)
    return kind, np.where(kind == RAISE, amount, 0).astype(np.int64)


def calling_policy(
    raw: RawObservation, rng: np.random.Generator
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int64]]:
    """The built-in calling station, vectorised: checks when it is free, else calls."""
    return check_or_call(raw), np.zeros(len(raw.actor), np.int64)
