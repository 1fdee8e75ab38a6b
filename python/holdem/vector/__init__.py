"""The vector engine's shared raw state: :class:`RawObservation`, N tables as one seat sees each, in numpy
arrays (what :mod:`holdem.env` encodes for learning agents)."""

from __future__ import annotations

from .raw import RawObservation

__all__ = ["RawObservation"]
