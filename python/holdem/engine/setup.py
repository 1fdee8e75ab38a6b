"""A hand's setup, checked once: its arguments, the compiled plan of its game, its positions and readings.

:func:`hand_setup` checks the arguments of :class:`holdem.Hand` (every
message names the argument and what is allowed) and returns a
:class:`HandSetup`, which :meth:`holdem.Hand.from_setup` starts a hand from.
The plan (:class:`RoundPlan`: the game's rounds with this config's bet size
for each), the rule readings (:class:`~holdem.engine.readings.Readings`) and
the rule book's standard positions are made once per (game, config, seats,
button), so the hands of a simulation share them; a table checks its hands'
arguments once per seating and starts each hand from the setup with that
hand's stacks.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from .._checks import short_repr, whole_number
from ..core import Rng, make_rng
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
from .readings import Readings

__all__ = ["HandSetup", "RoundPlan", "check_dead_money", "hand_setup", "setup_stacks"]


class RoundPlan(NamedTuple):
    """A game's rounds and this config's bet size for each (R-BET-7, R-BET-11); ``last`` is the last round's index."""

    rounds: tuple[Round, ...]
    sizes: tuple[int, ...]
    last: int
    #: by stage: each round's name, then "showdown" and "complete"
    names: tuple[str, ...]
    #: by stage: hold'em's names (preflop ...), then SHOWDOWN and COMPLETE
    streets: tuple[Street, ...]
    #: by round: a later round draws (all-in hands turn up after it, R-SHOW-3)
    draw_to_come: tuple[bool, ...]


class HandSetup(NamedTuple):
    """:class:`holdem.Hand`'s arguments, checked by :func:`hand_setup`, with what they make: what
    :meth:`holdem.Hand.from_setup` starts a hand from.

    ``rng`` is the deck's random source (None: manual dealing). The hands of a
    table's seating share one setup, each with its own stacks (given to
    ``from_setup``, which checks them). ``config`` is the one the hand plays:
    the config given, with the game's betting structure when it named none
    (:meth:`~holdem.game.rules.TableConfig.for_game`).
    """

    config: TableConfig
    stacks: tuple[int, ...]
    button: int
    positions: Positions
    game: GameDef
    rng: Rng | None
    defer_award: bool
    plan: RoundPlan
    readings: Readings


class _Shared:
    """What the hands of one (game, config, seats, button) share, kept in ``_SHARED`` (a plain class: a
    dataclass's making costs a millisecond at import)."""

    __slots__ = ("game", "config", "played", "plan", "readings", "standard")

    def __init__(
        self,
        game: GameDef,
        config: TableConfig,
        played: TableConfig,
        plan: RoundPlan,
        readings: Readings,
        standard: Positions | None,
    ) -> None:
        self.game = game
        self.config = config
        #: the config the hands play: ``config`` with the game's betting structure when it names none
        self.played = played
        self.plan = plan
        self.readings = readings
        #: the rule book's positions, once a hand without its own has asked for them
        self.standard = standard


_SHARED: dict[tuple[int, int, int, int], _Shared] = {}
_tuple_new = tuple.__new__


def _round_plan(game: GameDef, config: TableConfig) -> RoundPlan:
    """The game's rounds with this config's bet size for each, and what each stage is called."""
    fixed = config.betting is BettingStructure.FIXED_LIMIT
    sizes = tuple(
        (config.small_bet if r.bet_size == "small" else config.big_bet) if fixed else config.min_bet
        for r in game.rounds
    )
    count = len(game.rounds)
    return RoundPlan(
        game.rounds,
        sizes,
        count - 1,
        tuple(r.name for r in game.rounds) + ("showdown", "complete"),
        tuple(Street(min(i, Street.RIVER)) for i in range(count))
        + (Street.SHOWDOWN, Street.COMPLETE),
        tuple(any(r.draw is not None for r in game.rounds[i + 1 :]) for i in range(count)),
    )


def _shared(game: GameDef, config: TableConfig, n: int, button: int, standard: bool) -> _Shared:
    """The plan and readings, and the rule book's positions when ``standard`` (a caller giving its own need not
    meet their conditions: a table's dead small blind leaves room for a straddle more, R-BLIND-7, R-BLIND-8)."""
    key = (id(game), id(config), n, button)
    hit = _SHARED.get(key)
    if hit is not None and hit.game is game and hit.config is config:
        if hit.standard is not None or not standard:
            return hit
        played = hit.played
        plan = hit.plan
        readings = hit.readings
    else:
        if n > game.max_seats:
            raise InvalidArgumentError(
                f"{game.name} deals {game.hole_cards} hole cards a seat from {len(game.deck)} cards: "
                f"at most {game.max_seats} seats, got {n} stacks"
            )
        played = config.for_game(game)
        plan = _round_plan(game, played)
        readings = Readings.of(played)
    positions = standard_positions(played, n, button) if standard else None
    if len(_SHARED) > 4096:
        _SHARED.clear()
    shared = _SHARED[key] = _Shared(game, config, played, plan, readings, positions)
    return shared


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
) -> HandSetup:
    """``Hand``'s arguments checked, in the order it lists them: the setup it starts from."""
    _check_options(config, seed, rng, dealing, game, defer_award)
    if (
        type(stacks) is not list
        and type(stacks) is not tuple
        and isinstance(stacks, (str, bytes, Mapping))
    ):
        raise InvalidArgumentError(
            f"stacks must be a sequence of chip counts, got {short_repr(stacks)}"
        )
    try:
        start = tuple(stacks)
    except TypeError:
        raise InvalidArgumentError(
            f"stacks must be a sequence of chip counts, got {short_repr(stacks)}"
        ) from None
    n = len(start)
    if not 2 <= n <= config.seats_max:
        raise InvalidArgumentError(f"a hand has 2 to {config.seats_max} seats, got {n} stacks")
    start = _chip_counts(start)
    if type(button) is not int or not 0 <= button < n:
        button = whole_number(button, "button (a seat index)", low=0, high=n - 1)
    shared = _shared(game, config, n, button, positions is None and not posts)
    config = shared.played
    checked = shared.standard
    if checked is None or positions is not None or posts:
        checked = _given_positions(config, n, button, posts, positions)
    # made without the NamedTuple's Python-level __new__: a setup per hand (benchmarks/test_bench_hands.py)
    return _tuple_new(
        HandSetup,
        (
            config,
            start,
            button,
            checked,
            game,
            make_rng(seed, rng) if dealing == "auto" else None,
            defer_award,
            shared.plan,
            shared.readings,
        ),
    )


def _check_options(
    config: Any, seed: Any, rng: Any, dealing: Any, game: Any, defer_award: Any
) -> None:
    """The arguments that say which rules and which cards: the config, the dealing and its source, the game."""
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


def _chip_counts(stacks: tuple[Any, ...]) -> tuple[int, ...]:
    """Each stack an int of 1 to MAX_CHIPS chips, the most a seat can put in a hand (numpy integers become ints)."""
    for s in stacks:
        if type(s) is not int or s <= 0 or s > MAX_CHIPS:
            return tuple(
                chip_amount(s, f"stacks[{i}]", low=1, error=InvalidArgumentError)
                for i, s in enumerate(stacks)
            )
    return stacks


def _given_positions(
    config: TableConfig, n: int, button: int, posts: Any, positions: Any
) -> Positions:
    """The positions given, checked against the seats and the button; or the standard ones with ``posts``."""
    if positions is None:
        return standard_positions(config, n, button, posts=posts)
    if posts:
        raise InvalidArgumentError("give posts or positions, not both (positions hold the posts)")
    if not isinstance(positions, Positions):
        raise InvalidArgumentError(
            f"positions must be a holdem.game.positions.Positions, got {short_repr(positions)}"
        )
    if positions.n_seats != n or positions.button != button:
        raise InvalidArgumentError(
            f"positions are for {positions.n_seats} seats with the button on seat "
            f"{positions.button}, not {n} seats and seat {button}"
        )
    return positions


def setup_stacks(setup: object, stacks: object) -> tuple[int, ...]:
    """``Hand.from_setup``'s arguments checked: a setup made by :func:`hand_setup`, and the stacks of this hand
    (None: the setup's), one chip count for each seat of the setup's positions."""
    if type(setup) is not HandSetup:
        raise InvalidArgumentError(
            f"setup must be a HandSetup made by hand_setup, got {short_repr(setup)}"
        )
    if stacks is None:
        stacks = setup.stacks
    n = setup.positions.n_seats
    if type(stacks) is not tuple and (
        isinstance(stacks, (str, bytes)) or not isinstance(stacks, Sequence)
    ):
        raise InvalidArgumentError(
            f"stacks must be a sequence of {n} chip counts, got {short_repr(stacks)}"
        )
    if len(stacks) != n:
        raise InvalidArgumentError(
            f"stacks must be {n} chip counts, one per seat of the setup, got {short_repr(stacks)}"
        )
    return _chip_counts(tuple(stacks))


def check_dead_money(dead: int, ante: int) -> None:
    """Dead money goes to the main pot as one amount, which the pot resolver takes up to MAX_CHIPS."""
    if dead > MAX_CHIPS:
        raise InvalidArgumentError(
            f"the antes ({ante:,} each) put {dead:,} chips of dead money in the pot: "
            f"at most {MAX_CHIPS:,} (2^56); use smaller antes or stacks"
        )
