"""The typed errors holdem raises.

Every error is a :class:`HoldemError`; the ones caused by bad input are also
:class:`ValueError`, so ``except ValueError`` keeps working for callers that
do not know this library. Messages name the bad input and say what is allowed,
and never show hidden cards (another seat's hole cards, the deck order).
"""

from __future__ import annotations

__all__ = [
    "DuplicateCardError",
    "HoldemError",
    "InvalidArgumentError",
    "InvalidCardError",
    "RangeParseError",
]


class HoldemError(Exception):
    """Base class of every error raised by holdem."""


class InvalidCardError(HoldemError, ValueError):
    """A card that is not one of the 52: bad text (``"1x"``, a joker) or an id outside 0-51."""


class DuplicateCardError(InvalidCardError):
    """The same card twice where distinct cards are required."""


class InvalidArgumentError(HoldemError, ValueError):
    """Well-formed input of the wrong size, shape or range (e.g. a four-card hand)."""


class RangeParseError(HoldemError, ValueError):
    """Range notation that cannot be read (``"QQ+, AKx"``); ``token`` is the bad part."""

    def __init__(self, message: str, token: str = "") -> None:
        super().__init__(message)
        self.token = token
