"""A small TOML writer for hand histories.

The standard library reads TOML (``tomllib``) but does not write it. PHH files
are flat: strings, integers, decimals, booleans, times and arrays of those,
plus one level of tables for ``.phhs`` files. This module writes exactly that,
so that ``tomllib.loads(dumps(d)) == d`` for every such ``d``::

    >>> print(dumps({"variant": "NT", "antes": [0, 0], "actions": ["p1 f"]}), end="")
    variant = "NT"
    antes = [0, 0]
    actions = ["p1 f"]
"""

from __future__ import annotations

import datetime
import math
import re
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from ..errors import InvalidArgumentError

__all__ = ["dumps", "format_key", "format_value"]

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def _string(text: str) -> str:
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def format_key(key: str) -> str:
    """A TOML key: bare when it can be, else a quoted string."""
    return key if _BARE_KEY.fullmatch(key) else _string(key)


def _number(value: float | Decimal) -> str:
    if isinstance(value, Decimal):
        if value.is_nan():
            return "nan"
        if value.is_infinite():
            return "inf" if value > 0 else "-inf"
        text = str(value)
        if ("E" in text or "e" in text) and abs(value.adjusted()) < 100:
            # plain digits when short; 1E+999999999 stays an exponent (valid TOML) rather than a billion digits
            text = format(value, "f")
        # a TOML float needs a fraction or exponent; "100" would read back as an int
        return text if "." in text or "E" in text else text + ".0"
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)


def format_value(value: Any) -> str:
    """One TOML value (no tables): str, bool, int, float, Decimal, date/time, or a list of them."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(int(value))
    if isinstance(value, (float, Decimal)):
        return _number(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(format_value(item) for item in value) + "]"
    if isinstance(value, Mapping):
        return (
            "{" + ", ".join(f"{format_key(k)} = {format_value(v)}" for k, v in value.items()) + "}"
        )
    raise InvalidArgumentError(
        f"cannot write {type(value).__name__} {value!r} as TOML; allowed: str, bool, int, float, "
        "Decimal, date/time, and lists or inline tables of them"
    )


def dumps(document: Mapping[str, Any]) -> str:
    """A TOML document from a mapping; nested mappings at the top level become ``[tables]``.

    Keys whose value is ``None`` are left out (TOML has no null).
    """
    lines = []
    tables = []
    for key, value in document.items():
        if value is None:
            continue
        if isinstance(value, Mapping):
            tables.append((key, value))
        else:
            lines.append(_pair(key, value))
    for key, table in tables:
        if lines:
            lines.append("")
        lines.append(f"[{format_key(key)}]")
        lines.extend(_pair(k, v) for k, v in table.items() if v is not None)
    return "\n".join(lines) + "\n"


def _pair(key: str, value: Any) -> str:
    text = format_value(value)
    if (
        isinstance(value, (list, tuple))
        and len(text) > 100
        and all(isinstance(v, str) for v in value)
    ):
        # long arrays of strings (a hand's actions) one item a line, as PHH files are written
        text = "[\n" + "".join(f"  {format_value(v)},\n" for v in value) + "]"
    return f"{format_key(key)} = {text}"
