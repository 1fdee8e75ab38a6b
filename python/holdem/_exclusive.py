"""One thread at a time in the calls that change an object: a table, a tournament.

Neither is thread-safe by design (a hand is a sequence of steps on one ledger); rather than leave that to
the caller, each call that changes one holds the object's re-entrant ``_lock``, and a second thread
arriving meanwhile is refused with the object's error before anything changes. Re-entrant: the playing
thread's own agents and callbacks may call in, and each method's rules say what they may do then.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from .errors import HoldemError


class _Locked(Protocol):
    @property
    def _lock(self) -> _Lock: ...


class _Lock(Protocol):
    def acquire(self, blocking: bool = ...) -> bool: ...
    def release(self) -> None: ...


_Owner = TypeVar("_Owner", bound=_Locked)
_Args = ParamSpec("_Args")
_Result = TypeVar("_Result")


def one_caller(
    error: type[HoldemError], busy: Callable[[_Owner], str]
) -> Callable[
    [Callable[Concatenate[_Owner, _Args], _Result]], Callable[Concatenate[_Owner, _Args], _Result]
]:
    """A decorator: the method runs while its object's ``_lock`` is held, else raises ``error`` with the
    text ``busy(obj)`` (what is in use and what to do instead)."""

    def decorate(
        method: Callable[Concatenate[_Owner, _Args], _Result],
    ) -> Callable[Concatenate[_Owner, _Args], _Result]:
        @functools.wraps(method)
        def one_at_a_time(owner: _Owner, /, *args: _Args.args, **kwargs: _Args.kwargs) -> _Result:
            lock = owner._lock
            if not lock.acquire(blocking=False):
                raise error(busy(owner))
            try:
                return method(owner, *args, **kwargs)
            finally:
                lock.release()

        return one_at_a_time

    return decorate
