"""Old public names kept for one release: each still works and warns :class:`DeprecationWarning` naming the new one.

An attribute or method renamed keeps its old name as a property or method of the same type whose body is
:func:`read_renamed` (typed, so a type checker still reads old code); a keyword argument renamed, or a named
tuple's or dataclass's field renamed, keeps its old keyword through :func:`renamed_keywords`::

    >>> import warnings
    >>> from typing import NamedTuple
    >>> @renamed_keywords(seat="table_seat")
    ... class Chair(NamedTuple):
    ...     table_seat: int
    ...     @property
    ...     def seat(self) -> int:
    ...         return read_renamed(self, "seat", "table_seat")
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     Chair(seat=3).seat
    3
    >>> [str(w.message) for w in caught]  # doctest: +NORMALIZE_WHITESPACE
    ['Chair(seat=...) is deprecated: use table_seat= (the old name goes in the next release)',
     'Chair.seat is deprecated: use Chair.table_seat (the old name goes in the next release)']
"""

from __future__ import annotations

import dataclasses
import functools
import warnings
from collections.abc import Callable
from typing import Any, TypeVar

from .errors import InvalidTypeError

__all__ = ["read_renamed", "renamed_keywords", "warn_deprecated"]

_Target = TypeVar("_Target", bound=Callable[..., Any])


def warn_deprecated(old: str, new: str, *, stacklevel: int = 2) -> None:
    """Warn that ``old`` is deprecated for ``new``; ``stacklevel`` as :func:`warnings.warn` counts it from the
    caller of this function (2: the caller's caller, the user's line)."""
    warnings.warn(
        f"{old} is deprecated: use {new} (the old name goes in the next release)",
        DeprecationWarning,
        stacklevel=stacklevel + 1,
    )


def read_renamed(obj: object, old: str, new: str) -> Any:
    """``obj``'s attribute (or bound method) ``new`` read under its old name ``old``, warning: the body of the
    old name's property or method. The warning points at the line that used the old name."""
    owner = type(obj).__name__
    warn_deprecated(f"{owner}.{old}", f"{owner}.{new}", stacklevel=3)
    return getattr(obj, new)


def _moved(name: str, renames: dict[str, str], kwargs: dict[str, Any]) -> None:
    """Each old keyword of ``kwargs`` moved to its new name, with a warning; both given is refused."""
    for old, new in renames.items():
        if old in kwargs:
            if new in kwargs:
                raise InvalidTypeError(
                    f"{name}() got both {new}= and its deprecated old name {old}=: give {new}= only"
                )
            warn_deprecated(f"{name}({old}=...)", f"{new}=", stacklevel=3)
            kwargs[new] = kwargs.pop(old)


def renamed_keywords(**renames: str) -> Callable[[_Target], _Target]:
    """A decorator: the function, or the class's constructor (a named tuple's ``__new__`` and ``_replace``, a
    dataclass's ``__init__``), also takes each old keyword (``old="new"``), warning. The signature shown is the
    new one."""

    def decorate(target: _Target) -> _Target:
        if not isinstance(target, type):
            name = target.__qualname__

            @functools.wraps(target)
            def call(*args: Any, **kwargs: Any) -> Any:
                if kwargs:
                    _moved(name, renames, kwargs)
                return target(*args, **kwargs)

            return call  # type: ignore[return-value]
        cls: Any = target
        name = cls.__name__
        if dataclasses.is_dataclass(cls):
            init = vars(cls)["__init__"]

            @functools.wraps(init)
            def init_renamed(self: Any, *args: Any, **kwargs: Any) -> None:
                if kwargs:
                    _moved(name, renames, kwargs)
                init(self, *args, **kwargs)

            type.__setattr__(cls, "__init__", init_renamed)
        elif issubclass(cls, tuple) and hasattr(cls, "_fields"):
            new = cls.__new__
            replace = cls._replace

            @functools.wraps(new)
            def new_renamed(klass: Any, *args: Any, **kwargs: Any) -> Any:
                if kwargs:
                    _moved(name, renames, kwargs)
                return new(klass, *args, **kwargs)

            @functools.wraps(replace)
            def replace_renamed(self: Any, **kwargs: Any) -> Any:
                _moved(f"{name}._replace", renames, kwargs)
                return replace(self, **kwargs)

            cls.__new__ = new_renamed
            cls._replace = replace_renamed
        else:  # pragma: no cover - a programming error of this package
            raise TypeError(
                f"renamed_keywords takes a function, a named tuple or a dataclass, not {cls}"
            )
        return target

    return decorate
