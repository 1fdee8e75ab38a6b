"""Exact PHH amounts: read, bounded, scaled to whole chips and written back.

PHH amounts may be decimals (online hands in dollars and cents); the engine
counts whole chips, so every amount is multiplied by a power of ten (the
history's chip scale) exactly, or refused with a message naming it.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Callable
from decimal import (
    Context,
    Decimal,
    DecimalException,
    DivisionByZero,
    Inexact,
    InvalidOperation,
    Overflow,
    Rounded,
    Subnormal,
    Underflow,
)
from fractions import Fraction
from typing import Any, Union

from .._checks import whole_number
from ..errors import HistoryError, InvalidArgumentError

Number = Union[int, Decimal]
"""A PHH amount: an ``int``, or a ``Decimal`` when the file has a fraction (``183.50``); a stack the
file does not know (``inf``) is ``UNKNOWN``."""

UNKNOWN = Decimal("Infinity")
"""A stack PHH writes as ``inf``: not known (iPoker's logs record none). Only ``starting_stacks`` and
``finishing_stacks`` may hold it."""

# Amounts are bounded before any arithmetic: a file may hold 1e999999999 or a 100,000-digit number, and
# turning those into chips would exhaust memory or time. 10^30 is far beyond any stack the engine plays
# (2^56 chips), 30 decimal places far beyond any currency's.
_MAX_WHOLE_DIGITS = 30
_MAX_PLACES = 30
# Exact decimal arithmetic for amounts times a scale: what would round raises instead (the default
# context silently rounds to 28 significant digits).
_EXACT = Context(
    prec=200,
    Emax=999_999,
    Emin=-999_999,
    traps=[InvalidOperation, DivisionByZero, Overflow, Underflow, Subnormal, Inexact, Rounded],
)
# a cbr amount as pokerkit writes and reads it: ASCII digits, optional "+", comma separators (dropped), a
# fraction, an exponent of at most 6 digits (the value is then bounded like any amount)
_AMOUNT_TEXT = re.compile(
    r"\+?(?:[0-9][0-9,]*(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,6})?", re.ASCII
)
_SHOWN_CHARS = 80


def _shown(value: Any) -> str:
    """``repr(value)`` cut to a readable length: messages quote input, never hundreds of KB of it."""
    if isinstance(value, (list, tuple, dict)) and len(value) > 20:
        text = f"<{type(value).__name__} of {len(value)} items>"
    elif isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**_SHOWN_CHARS:
        text = f"<a {abs(value).bit_length()}-bit integer>"  # str() of a 5000-digit int raises
    else:
        text = repr(value)
    return text if len(text) <= _SHOWN_CHARS else text[: _SHOWN_CHARS - 5] + "[...]"


def _places(value: Decimal) -> int:
    """How many decimal places a finite ``Decimal`` needs (trailing zeros do not count); 0 when whole."""
    _, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    trailing_zeros = len(digits) - len(bytes(digits).rstrip(b"\0"))
    return max(0, -(exponent + trailing_zeros)) if any(digits) else 0


def _number(value: Any, what: str, unknown: bool = False) -> Number:
    """A PHH amount, checked: a finite number of at most 30 digits before the point and 30 after.

    An ``int`` when it is written without a fraction, else the exact ``Decimal``; with ``unknown``,
    ``inf`` is read as :data:`UNKNOWN` (a stack the file does not know).
    """
    if (
        isinstance(value, bool)
        or not isinstance(value, (numbers.Real, Decimal))
        or isinstance(value, Fraction)
    ):
        raise HistoryError(f"{what} must be a number, not {_shown(value)}")
    if isinstance(value, numbers.Integral):  # numpy integers too
        value = int(value)
        if abs(value) >= 10**_MAX_WHOLE_DIGITS:
            raise HistoryError(
                f"{what} {_shown(value)} is too large: amounts have at most "
                f"{_MAX_WHOLE_DIGITS} digits before the point"
            )
        return int(value)
    if not isinstance(value, Decimal):
        # a float, numpy's included (its repr is "np.float64(0.5)"): the shortest decimal that reads back as it
        value = Decimal(repr(float(value)))
    if unknown and value == UNKNOWN:
        return UNKNOWN
    if not value.is_finite():
        raise HistoryError(
            f"{what} is {value}: an amount must be a finite number (an unknown amount "
            "cannot be replayed)"
        )
    _, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)  # finite
    if not any(digits):
        return 0 if exponent >= 0 else Decimal("0.0")  # no 0E-999999999 to write out in full later
    if value.adjusted() >= _MAX_WHOLE_DIGITS:
        raise HistoryError(
            f"{what} is too large: amounts have at most {_MAX_WHOLE_DIGITS} digits before the point"
        )
    places = _places(value)
    if places > _MAX_PLACES:
        raise HistoryError(
            f"{what} {_shown(value)} has more than {_MAX_PLACES} decimal places, the most an "
            "amount may have"
        )
    if places == 0:
        return int(value)  # whole however it is written ("6.000", "6e3")
    # Trailing zeros dropped ("1.50" is 1.5): at most 60 digits are left for the arithmetic.
    sign, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    zeros = len(digits) - len(bytes(digits).rstrip(b"\0"))
    return Decimal((sign, digits[: len(digits) - zeros], exponent + zeros))


def _numbers(values: Any, what: str, unknown: bool = False) -> list[Number]:
    if not isinstance(values, (list, tuple)):
        raise HistoryError(f"{what} must be an array of numbers, not {_shown(values)}")
    return [_number(v, f"{what}[{i}]", unknown) for i, v in enumerate(values)]


def _stacks(values: Any, what: str) -> list[Number]:
    """Stacks: amounts, or ``inf`` for a stack the file does not know."""
    return _numbers(values, what, unknown=True)


def _check_scale(scale: Any) -> int:
    return whole_number(scale, "scale (chips per unit of the history's amounts)", low=1)


def _scaler(scale: int) -> Callable[[Number, str], int]:
    """Amount -> whole chips at ``scale``, exactly, or a HistoryError naming the amount."""

    def chips(value: Number, what: str) -> int:
        if value == UNKNOWN:
            raise HistoryError(f"{what} is inf (not known): it has no number of chips")
        if isinstance(value, numbers.Integral):  # numpy integers set on a history after it was read
            return int(value) * scale
        try:
            scaled = _EXACT.multiply(value, scale)
        except DecimalException:
            raise HistoryError(
                f"{what} {_shown(value)} times scale {_shown(scale)} is too large"
            ) from None
        if _places(scaled):
            raise HistoryError(f"{what} {value} is not a whole number of chips at scale {scale}")
        return int(scaled)

    return chips


def _action_amount(text: str) -> Number:
    """The amount of a ``cbr`` action: ASCII digits with an optional fraction, within the amount bounds."""
    if not _AMOUNT_TEXT.fullmatch(text):
        raise HistoryError(
            f"amount {_shown(text)} is not a number; amounts are written with the digits 0-9, "
            "such as 300, 1,000, 183.50 or 1.5e3 (no minus sign)"
        )
    return _number(Decimal(text.replace(",", "")), f"amount {_shown(text)}")


def _in_units(chips: int, scale: int, what: str) -> Number:
    """Chips divided by ``scale``, exactly: an ``int`` when whole, else the terminating ``Decimal``.

    Raises InvalidArgumentError when the quotient has no exact decimal (1000 chips at scale 3).
    """
    if scale == 1:
        return chips
    quotient = Fraction(chips, scale)
    if quotient.denominator == 1:
        return int(quotient)
    rest, twos, fives = quotient.denominator, 0, 0
    while rest % 2 == 0:
        rest, twos = rest // 2, twos + 1
    while rest % 5 == 0:
        rest, fives = rest // 5, fives + 1
    if rest != 1:
        raise InvalidArgumentError(
            f"{what} of {chips} chips divided by scale {scale} is not an exact decimal; "
            "use a scale that divides the amounts, such as a power of ten"
        )
    places = max(twos, fives)
    return Decimal(f"{quotient.numerator * (10**places // quotient.denominator)}E-{places}")
