"""Random sources. The random source is always a parameter.

Live dealing uses the operating system's secure randomness
(:func:`secure_rng`); simulations pass a seed (:func:`seeded_rng`) and are
reproducible run to run.
"""

from __future__ import annotations

import random
from typing import Protocol

__all__ = ["Rng", "make_rng", "secure_rng", "seeded_rng"]


class Rng(Protocol):
    """What holdem needs from a random source (``random.Random`` has it)."""

    def shuffle(self, x: list, /) -> None: ...  # type: ignore[type-arg]

    def randrange(self, start: int, stop: int | None = ..., step: int = ..., /) -> int: ...

    def random(self) -> float: ...


def secure_rng() -> random.SystemRandom:
    """The OS's cryptographically secure source (``os.urandom``)."""
    return random.SystemRandom()


def seeded_rng(seed: int) -> random.Random:
    """A reproducible source for simulations: the same seed deals the same cards."""
    from ._checks import whole_number

    return random.Random(whole_number(seed, "seed"))


def make_rng(seed: int | None = None, rng: Rng | None = None) -> Rng:
    """``rng`` if given, else a seeded source for ``seed``, else the secure source."""
    if rng is not None:
        return rng
    return secure_rng() if seed is None else seeded_rng(seed)
