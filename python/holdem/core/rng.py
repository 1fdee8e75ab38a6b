"""Random sources. The random source is always a parameter.

Live dealing uses the operating system's secure randomness
(:func:`secure_rng`); simulations pass a seed (:func:`seeded_rng`) and are
reproducible run to run.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

__all__ = ["Rng", "checked_rng", "make_rng", "secure_rng", "seeded_rng"]


class Rng(Protocol):
    """What holdem needs from a random source (``random.Random`` has it)."""

    def shuffle(self, x: list, /) -> None: ...  # type: ignore[type-arg]

    def randrange(self, start: int, stop: int | None = ..., step: int = ..., /) -> int: ...

    def random(self) -> float: ...


def secure_rng() -> random.SystemRandom:
    """The OS's cryptographically secure source (``os.urandom``)."""
    return random.SystemRandom()


def seeded_rng(seed: int) -> random.Random:
    """A reproducible source for simulations: the same seed deals the same cards.

    ``seed`` is a whole number >= 0: ``random.Random`` seeds with ``abs(seed)``,
    so -5 would deal exactly as 5 does.
    """
    from .._checks import whole_number

    return random.Random(whole_number(seed, "seed (distinct seeds deal differently)", low=0))


def checked_rng(rng: Any) -> Rng:
    """``rng`` if it is a random source holdem can use: ``shuffle`` callable, and ``random`` too if present.

    A seed or anything else raises :class:`~holdem.errors.InvalidTypeError`
    now rather than an AttributeError mid-deal.
    """
    if type(rng) is random.Random or type(rng) is random.SystemRandom:
        return rng  # the sources holdem makes: no checks in a simulation's per-hand path
    if callable(getattr(rng, "shuffle", None)) and (
        getattr(rng, "random", None) is None or callable(rng.random)
    ):
        return rng  # type: ignore[no-any-return]
    from .._checks import short_repr
    from ..errors import InvalidTypeError

    hint = f"; for a seed, pass seeded_rng({short_repr(rng)})" if type(rng) is int else ""
    raise InvalidTypeError(
        f"rng is a random source with a shuffle method (random.Random, secure_rng(), "
        f"seeded_rng(seed)), got {type(rng).__name__} {short_repr(rng)}{hint}"
    )


def make_rng(seed: int | None = None, rng: Rng | None = None) -> Rng:
    """``rng`` if given (checked by :func:`checked_rng`), else a seeded source for ``seed``, else the secure source."""
    if rng is not None:
        return checked_rng(rng)
    return secure_rng() if seed is None else seeded_rng(seed)
