"""The ``holdem`` command: evaluate, equity, play, simulate, tournament, replay."""

from __future__ import annotations

from .app import main

__all__ = ["main"]
