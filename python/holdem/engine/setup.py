"""A hand's setup, checked once: the compiled plan of its game, its positions, and how its API reads its parts.

:func:`hand_setup` checks the arguments of :class:`holdem.Hand` (every
message names the argument and what is allowed) and returns the stacks, the
button, the plan and the positions. The plan (:class:`Plan`: the game's
rounds with this config's bet size for each) and the rule book's standard
positions are made once per (game, config, seats, button), so the hands of a
simulation share them.
"""

from __future__ import annotations

import copy
import functools
import operator
import random
from collections.abc import Callable, Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Concatenate,
    Generic,
    NamedTuple,
    ParamSpec,
    TypeVar,
    cast,
    overload,
)

from .._checks import short_repr, whole_number
from ..errors import InvalidArgumentError
from ..game import (
    MAX_CHIPS,
    BettingStructure,
    GameDef,
    Positions,
    Round,
    Street,
    TableConfig,
    chip_amount,
    standard_positions,
)
from .drawing import NO_DRAW

__all__ = [
    "Plan",
    "Read",
    "act_then_advance",
    "clone_hand",
    "copy_hand",
    "deepcopy_hand",
    "hand_setup",
    "hand_state",
    "read_method",
    "set_hand_state",
    "state_slots",
]

T = TypeVar("T")
R = TypeVar("R")
P = ParamSpec("P")


class Plan(NamedTuple):
    """A game's rounds and this config's bet size for each (R-BET-7, R-BET-11); ``last`` is the last round's index."""

    rounds: tuple[Round, ...]
    sizes: tuple[int, ...]
    last: int
    names: tuple[str, ...]  # by stage: each round's name, then "showdown" and "complete"
    streets: tuple[
        Street, ...
    ]  # by stage: hold'em's names (preflop ...), then SHOWDOWN and COMPLETE
    draw_to_come: tuple[
        bool, ...
    ]  # by round: a later round draws (all-in hands turn up after it, R-SHOW-3)


_SETUPS: dict[tuple[int, int, int, int], tuple[GameDef, TableConfig, Plan, Positions | None]] = {}


def _plan_and_standard(
    game: GameDef, config: TableConfig, n: int, button: int, standard: bool = True
) -> tuple[Plan, Positions | None]:
    """The plan, and the rule book's positions when ``standard`` (a caller giving its own need not meet their
    conditions: a table's dead small blind leaves room for a straddle more, R-BLIND-7, R-BLIND-8)."""
    key = (id(game), id(config), n, button)
    hit = _SETUPS.get(key)
    if (
        hit is not None
        and hit[0] is game
        and hit[1] is config
        and (hit[3] is not None or not standard)
    ):
        return hit[2], hit[3]
    if hit is not None and hit[0] is game and hit[1] is config:
        plan = hit[2]
    else:
        fixed = config.betting is BettingStructure.FIXED_LIMIT
        sizes = tuple(
            (config.small_bet if r.bet_size == "small" else config.big_bet)
            if fixed
            else config.min_bet
            for r in game.rounds
        )
        count = len(game.rounds)
        plan = Plan(
            game.rounds,
            sizes,
            count - 1,
            tuple(r.name for r in game.rounds) + ("showdown", "complete"),
            tuple(Street(min(i, Street.RIVER)) for i in range(count))
            + (Street.SHOWDOWN, Street.COMPLETE),
            tuple(any(r.draw is not None for r in game.rounds[i + 1 :]) for i in range(count)),
        )
    positions = standard_positions(config, n, button) if standard else None
    if len(_SETUPS) > 4096:
        _SETUPS.clear()
    _SETUPS[key] = (game, config, plan, positions)
    return plan, positions


def hand_setup(
    config: Any,
    stacks: Any,
    button: Any,
    seed: Any,
    rng: Any,
    dealing: Any,
    posts: Any,
    positions: Any,
    game: Any,
    defer_award: Any,
) -> tuple[list[int], int, Plan, Positions]:
    """``Hand``'s arguments checked: (stacks as ints, the button, the plan, the positions)."""
    if not isinstance(config, TableConfig):
        raise InvalidArgumentError(f"config must be a TableConfig, got {type(config).__name__}")
    if dealing not in ("auto", "manual"):
        raise InvalidArgumentError(f"dealing is 'auto' or 'manual', got {short_repr(dealing)}")
    if seed is not None and rng is not None:
        raise InvalidArgumentError("give a seed or an rng, not both")
    if (
        rng is not None
        and type(rng) is not random.Random
        and not callable(getattr(rng, "shuffle", None))
    ):
        raise InvalidArgumentError(
            f"rng must be a random source with a random() method and getrandbits() "
            f"(random.Random(7), random.SystemRandom()) or a shuffle(list) method (numpy's "
            f"Generator), got {type(rng).__name__}"
        )
    if dealing == "manual" and (seed is not None or rng is not None):
        raise InvalidArgumentError("a seed or rng is only used with dealing='auto'")
    if type(game) is not GameDef and not isinstance(game, GameDef):
        raise InvalidArgumentError(
            f"game must be a GameDef such as holdem.game.games.HOLDEM, got {short_repr(game)}"
        )
    if type(defer_award) is not bool:
        raise InvalidArgumentError(
            f"defer_award must be True or False, got {short_repr(defer_award)}"
        )
    if (
        type(stacks) is not list
        and type(stacks) is not tuple
        and isinstance(stacks, (str, bytes, Mapping))
    ):
        raise InvalidArgumentError(
            f"stacks must be a sequence of chip counts, got {short_repr(stacks)}"
        )
    try:
        stack_list = list(stacks)
    except TypeError:
        raise InvalidArgumentError(
            f"stacks must be a sequence of chip counts, got {short_repr(stacks)}"
        ) from None
    n = len(stack_list)
    if not 2 <= n <= config.seats_max:
        raise InvalidArgumentError(f"a hand has 2 to {config.seats_max} seats, got {n} stacks")
    for i, s in enumerate(stack_list):
        if (
            type(s) is not int or s <= 0 or s > MAX_CHIPS
        ):  # MAX_CHIPS: the most a seat can put in a hand
            stack_list[i] = chip_amount(s, f"stacks[{i}]", low=1, error=InvalidArgumentError)
    if type(button) is not int or not 0 <= button < n:
        button = whole_number(button, "button (a seat index)", low=0, high=n - 1)
    plan, standard = _plan_and_standard(game, config, n, button, positions is None and not posts)
    if positions is not None:
        if posts:
            raise InvalidArgumentError(
                "give posts or positions, not both (positions hold the posts)"
            )
        if not isinstance(positions, Positions):
            raise InvalidArgumentError(
                f"positions must be a holdem.game.positions.Positions, got {short_repr(positions)}"
            )
        if positions.n_seats != n or positions.button != button:
            raise InvalidArgumentError(
                f"positions are for {positions.n_seats} seats with the button on seat "
                f"{positions.button}, not {n} seats and seat {button}"
            )
        return stack_list, button, plan, positions
    if posts:
        return stack_list, button, plan, standard_positions(config, n, button, posts=posts)
    return stack_list, button, plan, standard  # type: ignore[return-value]  # (computed: positions is None)


def check_dead_money(dead: int, ante: int) -> None:
    """Dead money goes to the main pot as one amount, which the pot resolver takes up to MAX_CHIPS."""
    if dead > MAX_CHIPS:
        raise InvalidArgumentError(
            f"the antes ({ante:,} each) put {dead:,} chips of dead money in the pot: "
            f"at most {MAX_CHIPS:,} (2^56); use smaller antes or stacks"
        )


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


def _slots_of(cls: type) -> tuple[str, ...]:
    """The slot names of ``cls`` and its bases: a hand's whole state."""
    return tuple(name for base in cls.__mro__ for name in getattr(base, "__slots__", ()))


state_slots: Callable[[type], tuple[str, ...]] = functools.cache(_slots_of)


def clone_hand(hand: Any, memo: dict[int, Any]) -> Any:
    """An independent copy of a hand: its parts copied, the same deck order, a copy of the random state."""
    new = object.__new__(type(hand))
    memo[id(hand)] = new
    for name in state_slots(type(hand)):
        if hasattr(hand, name):
            object.__setattr__(new, name, getattr(hand, name))
    new._events = list(hand._events)
    new._betting = hand._betting.clone(new._events)
    deal = new._dealing = hand._dealing.clone(memo)
    if hand._drawing is not NO_DRAW:
        new._drawing = hand._drawing.clone(deal, new._events)
    part = hand._showdown
    if part is not None:
        copied = new._showdown = part.clone()
        copied.holes = deal.holes  # the copied parts share the copied lists, as the originals do
        if copied.board is not None:
            copied.board = deal.board
    if hasattr(hand, "__dict__"):  # a subclass's own attributes
        new.__dict__.update(copy.deepcopy(hand.__dict__, memo))
    return new


# A Hand's copy and pickle hooks (the class assigns them): copies share nothing; a pickle keeps the slots.
def copy_hand(hand: Any) -> Any:
    return clone_hand(hand, {})


def deepcopy_hand(hand: Any, memo: dict[int, Any]) -> Any:
    return clone_hand(hand, memo)


def hand_state(hand: Any) -> dict[str, object]:
    return {name: getattr(hand, name) for name in state_slots(type(hand)) if hasattr(hand, name)}


def set_hand_state(hand: Any, state: dict[str, object]) -> None:
    for name, value in state.items():
        object.__setattr__(hand, name, value)
