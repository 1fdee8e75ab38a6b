"""How a hand shows its parts: read-only attributes and methods delegated to a part, and its action methods.

:class:`holdem.Hand` keeps its state in parts (betting, dealing, drawing,
showdown). Its queries read a part's attribute through :class:`Read` (a
``property`` whose getter is an ``operator.attrgetter``: no Python code runs)
and :func:`read_method`; its actions are :func:`act_then_advance`: the part
acts, then the hand's plan moves on when the round is over.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Concatenate, Generic, ParamSpec, TypeVar, cast, overload

__all__ = ["Read", "act_then_advance", "read_method"]

T = TypeVar("T")
R = TypeVar("R")
P = ParamSpec("P")


class Read(property, Generic[T]):
    """A hand's read-only attribute: one of its own (``name``) or of a part (``name``, then ``attr``).

    ``convert`` turns a part's list into what the hand shows (a tuple). A part's
    method read this way is the hand's method, with no wrapper in between. It is
    a ``property`` whose getter is an ``operator.attrgetter``, so reading it runs
    no Python code (agents read these at every decision).
    """

    def __init__(
        self,
        name: str,
        attr: str | None = None,
        convert: Callable[[Any], T] | None = None,
        doc: str = "",
    ) -> None:
        read = operator.attrgetter(name if attr is None else f"{name}.{attr}")
        if convert is not None:

            def read_converted(
                hand: Any, read: Callable[[Any], Any] = read, convert: Callable[[Any], T] = convert
            ) -> T:
                return convert(read(hand))

            read = read_converted  # type: ignore[assignment]
        super().__init__(read, _refuse_set, None, doc)
        self.__doc__ = (
            doc  # a property subclass's instance keeps its own (else the class docstring shows)
        )

    if TYPE_CHECKING:  # the type of what a read gives (at run time: property's own __get__)

        @overload
        def __get__(self, hand: None, owner: type | None = None) -> Read[T]: ...

        @overload
        def __get__(self, hand: object, owner: type | None = None) -> T: ...

        def __get__(self, hand: object, owner: type | None = None) -> T | Read[T]: ...


def _refuse_set(hand: object, value: object) -> None:
    raise AttributeError("a hand's state changes only through its actions")


def act_then_advance(
    method: Callable[Concatenate[Any, P], R],
    doc: str,
    *,
    with_amount: bool = False,
    part: str = "_betting",
    after: str = "",
) -> Callable[Concatenate[object, P], R]:
    """A hand's action method: the betting part's ``method`` acts, then the hand's plan moves on
    (``_round_over``) when that ended the round. It has ``method``'s signature (for type checkers, the
    documentation and ``typing.get_type_hints``)."""
    act: Callable[..., Any]
    call: Callable[..., Any] = (
        method  # the part's method, called with the hand's arguments as given
    )
    if after:  # another part (the draw): the hand's ``after`` step runs after every action of it

        def act_part(self: Any, *args: Any, **kwargs: Any) -> Any:
            record = call(getattr(self, part), *args, **kwargs)
            getattr(self, after)()
            return record

        act = act_part
    elif with_amount:

        def act_amount(self: Any, amount: int, seat: int | None = None) -> Any:
            betting = self._betting
            action = call(betting, amount, seat)
            if betting.actor is None:
                self._round_over()
            return action

        act = act_amount
    else:

        def act_seat(self: Any, seat: int | None = None) -> Any:
            betting = self._betting
            action = call(betting, seat)
            if betting.actor is None:
                self._round_over()
            return action

        act = act_seat
    act.__name__ = act.__qualname__ = method.__name__
    act.__doc__ = doc
    act.__annotations__ = dict(method.__annotations__)
    act.__wrapped__ = method  # type: ignore[union-attr]  # inspect.signature and typing.get_type_hints read it
    return cast("Callable[Concatenate[object, P], R]", act)


def read_method(
    part: str, method: Callable[Concatenate[Any, P], R], doc: str | None = None
) -> Read[Callable[P, R]]:
    """A hand's check or query method: the part's own ``method``, bound (its docstring unless ``doc``)."""
    return Read(part, method.__name__, doc=doc or method.__doc__ or "")
