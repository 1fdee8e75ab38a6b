"""Argument checks shared by the package: one definition of "a whole number"."""

from __future__ import annotations

import operator

from .errors import InvalidArgumentError


def whole_number(value: object, what: str, *, low: int | None = None, high: int | None = None,
                 error: type[Exception] = InvalidArgumentError) -> int:
    """``value`` as an ``int``: Python and numpy integers, never ``bool`` or a float; within ``low..high``.

    Raises ``error`` with a message naming ``what``, the allowed range and the value given.

    >>> whole_number(3, "seat", low=0, high=5)
    3
    >>> whole_number(True, "seat", low=0, high=5)
    Traceback (most recent call last):
    holdem.errors.InvalidArgumentError: seat must be a whole number from 0 to 5, got True
    """
    if type(value) is not int:
        number = None
        if not isinstance(value, bool):
            try:
                number = operator.index(value)  # type: ignore[arg-type]
            except TypeError:
                pass
        if number is None:
            raise error(f"{what} must be a whole number{_range(low, high)}, got {value!r}")
        value = number
    if (low is not None and value < low) or (high is not None and value > high):
        raise error(f"{what} must be a whole number{_range(low, high)}, got {value!r}")
    return value


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" from {low} to {high}"
    if low is not None:
        return f" of at least {low}"
    if high is not None:
        return f" of at most {high}"
    return ""
