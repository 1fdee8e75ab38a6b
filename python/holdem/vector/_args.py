"""Argument checks of the vector engine: whole-number arrays of a given shape, and the tables named."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .._checks import as_array, short_repr, whole_number
from ..errors import InvalidArgumentError, InvalidTypeError
from ._state import I64

__all__ = ["chip_array", "name_tables", "table_indices"]


def chip_array(
    values: object,
    name: str,
    shapes: Sequence[tuple[int, ...]],
    *,
    low: int,
    high: int,
) -> I64:
    """``values`` as an int64 array of ``shapes[0]``: a whole number for every entry, or an integer array of
    one of ``shapes`` (broadcast to the first), every entry from ``low`` to ``high``; else
    :class:`InvalidArgumentError` naming ``name``, the entry and what is allowed.

    >>> chip_array(5, "ante", [(3,)], low=0, high=10).tolist()
    [5, 5, 5]
    >>> chip_array([[1, 2]], "stacks", [(2, 2), (2,)], low=1, high=9)
    Traceback (most recent call last):
    holdem.errors.InvalidArgumentError: stacks must have shape (2, 2) or (2,), got shape (1, 2)
    """
    target = shapes[0]
    arr = as_array(values, name)
    if arr.ndim == 0:
        number = whole_number(values if not isinstance(values, np.ndarray) else arr.item(), name)
        arr = np.full(target, number, np.int64)
    elif arr.shape not in shapes:
        allowed = " or ".join(str(s) for s in shapes)
        raise InvalidArgumentError(f"{name} must have shape {allowed}, got shape {arr.shape}")
    elif arr.dtype.kind not in "iu":
        raise InvalidTypeError(
            f"{name} must be whole numbers (an integer array), got dtype {arr.dtype}"
        )
    if arr.size and (arr.min() < low or arr.max() > high):
        at = tuple(int(i) for i in np.argwhere((arr < low) | (arr > high))[0])
        where = f"[{', '.join(map(str, at))}]" if at else ""
        raise InvalidArgumentError(
            f"{name}{where} is {short_repr(int(arr[at]))}: allowed {low:,} to {high:,}"
        )
    return np.broadcast_to(arr.astype(np.int64), target).copy()


def table_indices(tables: object, n: int) -> I64:
    """``tables`` as sorted distinct table indices: a bool mask of ``n`` entries or integer indices.

    >>> table_indices([True, False, True], 3).tolist(), table_indices([2, 0], 3).tolist()
    ([0, 2], [0, 2])
    """
    arr = as_array(tables, "tables")
    if arr.dtype == np.bool_:
        if arr.shape != (n,):
            raise InvalidArgumentError(
                f"tables as a mask has one entry per table ({n}), got shape {arr.shape}"
            )
        return np.flatnonzero(arr).astype(np.int64)
    if arr.ndim != 1 or (arr.size and arr.dtype.kind not in "iu"):
        raise InvalidArgumentError(
            f"tables is a bool mask of {n} entries or a 1-d array of table indices, got "
            f"{short_repr(tables)}"
        )
    idx = arr.astype(np.int64)
    if idx.size and (idx.min() < 0 or idx.max() >= n):
        bad = idx[(idx < 0) | (idx >= n)]
        raise InvalidArgumentError(f"tables {bad.tolist()[:5]} are not tables: 0 to {n - 1}")
    unique = np.unique(idx)
    if len(unique) != len(idx):
        raise InvalidArgumentError("tables names a table twice")
    return unique


def name_tables(idx: I64, limit: int = 5) -> str:
    """``"tables 3, 7 and 12"``: the first ``limit`` tables named, the rest counted.

    >>> name_tables(np.array([4])), name_tables(np.arange(8), 3)
    ('table 4', 'tables 0, 1, 2 and 5 more')
    """
    shown = [str(int(i)) for i in idx[:limit]]
    if len(idx) == 1:
        return f"table {shown[0]}"
    if len(idx) > limit:
        return f"tables {', '.join(shown)} and {len(idx) - limit} more"
    return f"tables {', '.join(shown[:-1])} and {shown[-1]}"
