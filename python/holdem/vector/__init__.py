"""Many hands at once: the vector engine (numpy) and the raw observation it gives of a table.

:class:`VectorHands` plays N independent hands of hold'em stepped together, every rule of the scalar
:class:`holdem.Hand` kept; :class:`RawObservation` is a table as one seat sees it, in arrays, the state
both the vector engine and the environments built on it (``holdem.env``) describe.

    >>> from holdem.vector import VectorHands
    >>> hands = VectorHands(1024, 6, stacks=200, seed=1)
    >>> hands.reset()
    >>> hands.actor[:4].tolist(), hands.legal.shape
    ([3, 3, 3, 3], (1024, 4))
"""

from __future__ import annotations

from .hands import StepResult, VectorHands
from .raw import CALL, CHECK, FOLD, HISTORY_LENGTH, RAISE, RawObservation

__all__ = [
    "CALL",
    "CHECK",
    "FOLD",
    "HISTORY_LENGTH",
    "RAISE",
    "RawObservation",
    "StepResult",
    "VectorHands",
]
