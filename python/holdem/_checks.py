"""Argument checks shared by the package: one definition each of "a whole number", "a bounded
iterable", "an array" and "a value shown in a message"."""

from __future__ import annotations

import itertools
import operator
import reprlib
from collections.abc import Mapping
from typing import Any

import numpy as np

from .errors import InvalidArgumentError, InvalidTypeError

# Messages show at most this much of a value (a hostile input can be megabytes).
_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 80


def short_repr(value: object) -> str:
    """``repr(value)`` cut to about 80 characters, for messages.

    An int too long to print (CPython refuses more than 4,300 digits with a
    ValueError) is described by its size instead; a repr that raises is
    replaced by the type's name.

    >>> short_repr(10**5000)
    'an integer of about 5,001 digits'
    """
    if isinstance(value, int) and value.bit_length() > 256:
        digits = (
            int(value.bit_length() * 0.30103) + 1
        )  # log10(2): the decimal digits of its bit length
        return f"{'a negative' if value < 0 else 'an'} integer of about {digits:,} digits"
    try:
        return _REPR.repr(value)
    except Exception:  # a huge int inside a list, a __repr__ that raises
        return f"<{type(value).__name__}>"


def bounded(values: object, limit: int, expected: str) -> Any:
    """``values`` ready to read in full: a str, list or tuple as it is (already in memory), any
    other iterable as a tuple of at most ``limit + 1`` items.

    Reading stops there, so an endless iterator (``itertools.repeat``) ends in
    the caller's "more than ``limit``" error instead of a hang. Not iterable, a
    0-d numpy array or a mapping: :class:`InvalidTypeError` saying ``expected``.
    """
    if isinstance(values, (str, list, tuple)):
        return values
    if isinstance(values, Mapping) or (isinstance(values, np.ndarray) and values.ndim == 0):
        raise InvalidTypeError(f"{expected}, got {_kind(values)}")
    try:
        items = iter(values)  # type: ignore[call-overload]
    except TypeError:
        raise InvalidTypeError(f"{expected}, got {_kind(values)}") from None
    return tuple(itertools.islice(items, limit + 1))


def _kind(value: object) -> str:
    if isinstance(value, np.ndarray) and value.ndim == 0:
        return f"a 0-d numpy array {short_repr(value)}"
    return type(value).__name__


def as_array(values: object, name: str, rows: str = "") -> np.ndarray:
    """``np.asarray(values)``; rows of different lengths (a ragged list) are refused by name.

    ``rows`` says why the rows must match (e.g. "every hand of a batch has the same number of seats").
    """
    try:
        return np.asarray(values)
    except ValueError:
        raise InvalidArgumentError(
            f"{name} must be a rectangular array: its rows have different lengths"
            + (f" ({rows})" if rows else "")
        ) from None
    except MemoryError:  # e.g. range(10**12): numpy would allocate terabytes
        raise InvalidArgumentError(
            f"{name} is too large to make an array of ({type(values).__name__} "
            f"{short_repr(values)})"
        ) from None


def whole_number(
    value: object,
    what: str,
    *,
    low: int | None = None,
    high: int | None = None,
    error: type[Exception] = InvalidArgumentError,
) -> int:
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
            raise error(
                f"{what} must be a whole number{_range(low, high)}, got {short_repr(value)}"
            )
        value = number
    if (low is not None and value < low) or (high is not None and value > high):
        raise error(f"{what} must be a whole number{_range(low, high)}, got {short_repr(value)}")
    return value


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" from {low} to {high}"
    if low is not None:
        return f" of at least {low}"
    if high is not None:
        return f" of at most {high}"
    return ""
