"""Plain data for JSON, what every ``to_dict`` returns: None, bools, ints, floats, strings, lists and
dicts keyed by strings. ``json.dumps`` takes it as it is, and a reader in any language needs no schema
beyond the field names."""

from __future__ import annotations

import dataclasses
import datetime
import enum
import numbers
from collections.abc import Mapping
from decimal import Decimal
from typing import TypeAlias, Union

from ..errors import InvalidTypeError
from .cards import Card

__all__ = ["Plain", "plain"]

#: What :func:`plain` returns (recursively: lists and string-keyed dicts of the same).
Plain: TypeAlias = Union[None, bool, int, float, str, list["Plain"], dict[str, "Plain"]]


def plain(value: object) -> Plain:
    """``value`` as plain data: a card as its text ("Ah"), an enum as its lower-case name, a Decimal as the
    exact decimal string (never a float: amounts stay exact), a named tuple or dataclass as a dict of its
    fields, a mapping as a dict with string keys, a tuple or list as a list, a date as ISO 8601."""
    if value is None or type(value) in (bool, int, float, str):
        return value  # type: ignore[return-value]
    if isinstance(value, Card):  # before int: a card is an int
        return str(value)
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if isinstance(value, Decimal):
        return format(value, "f")
    if isinstance(value, numbers.Integral):  # HandRank, numpy integers
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a named tuple
        return {name: plain(item) for name, item in zip(value._fields, value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(plain(key)): plain(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [plain(item) for item in value]
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    raise InvalidTypeError(
        f"no plain form for {type(value).__name__} (a bug: every to_dict field has one)"
    )
