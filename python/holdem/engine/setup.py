"""A hand's setup, checked once: the compiled plan of its game and its positions.

:func:`hand_setup` checks the arguments of :class:`holdem.Hand` (every
message names the argument and what is allowed) and returns the stacks, the
button, the plan and the positions. The plan (:class:`RoundPlan`: the game's
rounds with this config's bet size for each) and the rule book's standard
positions are made once per (game, config, seats, button), so the hands of a
simulation share them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, NamedTuple

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

__all__ = ["RoundPlan", "check_dead_money", "hand_setup"]


class RoundPlan(NamedTuple):
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


_SETUPS: dict[
    tuple[int, int, int, int], tuple[GameDef, TableConfig, RoundPlan, Positions | None]
] = {}


def _plan_and_standard(
    game: GameDef, config: TableConfig, n: int, button: int, standard: bool = True
) -> tuple[RoundPlan, Positions | None]:
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
        plan = RoundPlan(
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
) -> tuple[list[int], int, RoundPlan, Positions]:
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
