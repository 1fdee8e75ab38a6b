"""Reading and writing PHH files: ``.phh`` (one hand) and ``.phhs`` (many), as paths or as text."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, Union

from ..errors import HistoryError, InvalidArgumentError
from ._toml import dumps
from .amounts import _MAX_WHOLE_DIGITS, _shown
from .model import HandHistory

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

__all__ = ["PathOrText", "read_phh", "read_phhs", "write_phhs"]

_MAX_NESTING = 50  # arrays or tables within one another; a .phhs file is 2 deep

PathOrText = Union[str, "os.PathLike[str]"]


def file_bytes(source: str | os.PathLike[str]) -> tuple[bytes, str]:
    """A history file's bytes and its name as messages show it: every reader's one way to open a path (a
    path that is no text, or cannot be read, is a typed error naming it)."""
    try:
        path = Path(source)
    except TypeError as exc:  # an os.PathLike giving bytes
        raise InvalidArgumentError(f"a hand history's path must be text: {exc}") from None
    name = str(path) if str(path).isprintable() else repr(str(path))
    try:
        return path.read_bytes(), name
    except OSError as exc:
        raise HistoryError(f"cannot read {name}: {exc.strerror or exc}") from exc
    except ValueError as exc:  # a NUL in the path
        raise HistoryError(f"cannot read {_shown(str(path))}: {exc}") from exc


def _load(source: PathOrText) -> tuple[dict[str, Any], str]:
    """TOML from a path or from the text itself; returns (document, name for messages)."""
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgumentError(
            f"a hand history is read from a path or from PHH text (a str), not "
            f"{type(source).__name__}"
            + (" (decode bytes first)" if isinstance(source, (bytes, bytearray)) else "")
        )
    if isinstance(source, os.PathLike) or ("\n" not in source and "=" not in source):
        if isinstance(source, str) and not source.strip():
            raise HistoryError("the path is empty: give a .phh file's path or PHH text")
        data, name = file_bytes(source)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise HistoryError(
                f"{name} is not UTF-8 text (byte {exc.start}: {data[exc.start : exc.start + 1]!r}); "
                "PHH files are TOML, which is UTF-8"
            ) from None
    else:
        text, name = source, "<text>"
    return _parse(text, name), name


def _parse(text: str, name: str) -> dict[str, Any]:
    """The TOML document of ``text`` (``name`` for messages): what tomllib cannot read, or reads nested too
    deep to handle, is a HistoryError."""
    too_deep = HistoryError(
        f"{name} nests arrays or tables more than {_MAX_NESTING} deep; PHH files are flat"
    )
    try:
        document = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise HistoryError(f"{name} is not valid TOML: {exc}") from exc
    except RecursionError:  # tomllib recurses once per level of nested arrays or tables
        raise too_deep from None
    except ValueError:  # int()'s limit, which tomllib passes on
        raise HistoryError(
            f"{name} holds a number of over 4300 digits (more than Python reads); amounts have "
            f"at most {_MAX_WHOLE_DIGITS} digits before the point"
        ) from None
    except InvalidOperation:  # Decimal() of a float whose exponent has more digits than it holds
        raise HistoryError(
            f"{name} holds a number with an exponent too large to read (1e followed by thousands of "
            f"digits); amounts have at most {_MAX_WHOLE_DIGITS} digits before the point"
        ) from None
    # what tomllib could just read may still be too deep to compare or write back (both recurse)
    pending: list[tuple[Any, int]] = [(document, 0)]
    while pending:
        value, depth = pending.pop()
        if depth > _MAX_NESTING:
            raise too_deep
        if isinstance(value, dict):
            pending.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            pending.extend((item, depth + 1) for item in value)
    return document


def read_phh(source: PathOrText) -> HandHistory:
    """One hand from a ``.phh`` file or from PHH text.

    ``source`` is a path (``pathlib.Path``, or a ``str`` with no newline and no
    ``=``) or the TOML text itself. Amounts with a fraction are read as exact
    ``Decimal`` values.
    """
    document, name = _load(source)
    try:
        return HandHistory.from_dict(document)
    except HistoryError as exc:
        raise HistoryError(f"{name}: {exc}") from None


def read_phhs(source: PathOrText) -> list[HandHistory]:
    """Every hand of a ``.phhs`` file (a path) or text: one TOML table per hand (``[1]``, ``[2]``, ...)."""
    document, name = _load(source)
    hands = []
    for key, table in document.items():
        if not isinstance(table, dict):
            raise HistoryError(
                f"{name}: a .phhs file holds one table per hand, but key {_shown(key)} is a "
                f"{type(table).__name__}"
            )
        try:
            hands.append(HandHistory.from_dict(table))
        except HistoryError as exc:
            raise HistoryError(f"{name} [{key}]: {exc}") from None
    return hands


def write_phhs(histories: Iterable[HandHistory]) -> str:
    """The text of a ``.phhs`` file holding these hands as tables ``[1]``, ``[2]``, ..."""
    histories = list(histories)
    for i, history in enumerate(histories):
        if not isinstance(history, HandHistory):
            raise InvalidArgumentError(
                f"write_phhs takes HandHistory objects; item {i} is {_shown(history)}"
            )
    return dumps({str(i): h.phh_fields() for i, h in enumerate(histories, 1)})
