"""A table's players between hands: seat, stack, preferences, blinds owed, and the buy-in rules (R-BUY-1).

:class:`holdem.Table` keeps one :class:`Player` per person who sat at it (the
ledger outlives the seat) and shows each seated one as an immutable
:class:`PlayerInfo`::

    >>> player = Player("ann")
    >>> player.seat, player.stack = 3, 200
    >>> info_of(player).seat, info_of(player).straddle
    (3, False)
    >>> buy_in_is_short(None, 30, 30, low=40, high=100)  # one short buy-in of half the minimum or more
    True

**Money.** Buy-ins are within ``min_buy_in``..``max_buy_in`` (default 40 to
100 big blinds; fixed-limit 10 to 50 big bets), one short buy-in of at least
half the minimum per player (R-BUY-1); chips are added only between hands, up
to the maximum (R-BUY-2); ``join(..., transfer=True)`` keeps a moved player's
stack (R-BUY-3).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from .._checks import short_repr, whole_number
from ..errors import TableError
from ..game import MAX_CHIPS, BettingStructure, TableConfig

__all__ = [
    "Player",
    "PlayerInfo",
    "buy_in_is_short",
    "buy_in_limits",
    "can_play",
    "dealt_chips",
    "info_of",
    "ledger_of",
    "settle_owed",
    "top_up_targets",
]


class PlayerInfo(NamedTuple):
    """A seated player, as the table sees them between hands."""

    name: str
    seat: int
    stack: int
    sitting_out: bool
    owes: tuple[bool, bool]  # (a live big blind, a dead small blind), R-BLIND-6
    waits_for_big_blind: bool
    auto_post: bool
    auto_muck: bool
    auto_rebuy: bool
    straddle: bool = False  # posts a live straddle when left of the big blind (R-BLIND-8)


class Player:
    """One person's state at a table (mutable, the table's own)."""

    __slots__ = (
        "name",
        "seat",
        "stack",
        "sitting_out",
        "owes_big",
        "owes_small",
        "waits",
        "new",
        "auto_post",
        "auto_muck",
        "auto_rebuy",
        "straddle",
        "buy_in",
        "bought_in",
        "cashed_out",
        "hands",
        "short_used",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.seat = 0
        self.stack = 0
        self.sitting_out = self.owes_big = self.owes_small = self.waits = self.new = False
        self.auto_post = self.auto_muck = True
        self.auto_rebuy = self.straddle = False
        self.buy_in = self.bought_in = self.cashed_out = self.hands = 0
        self.short_used = False


def info_of(p: Player) -> PlayerInfo:
    """The player as an immutable :class:`PlayerInfo`."""
    return PlayerInfo(
        p.name,
        p.seat,
        p.stack,
        p.sitting_out,
        (p.owes_big, p.owes_small),
        p.waits,
        p.auto_post,
        p.auto_muck,
        p.auto_rebuy,
        p.straddle,
    )


def ledger_of(p: Player) -> dict[str, int]:
    """Hands dealt in, chips bought in, stack now, chips taken away, and the net."""
    return {
        "hands": p.hands,
        "bought_in": p.bought_in,
        "stack": p.stack,
        "cashed_out": p.cashed_out,
        "net": p.stack + p.cashed_out - p.bought_in,
    }


def can_play(p: Player) -> str:
    """Why the player can or cannot be dealt in, for an error message."""
    return f"{p.name} (seat {p.seat}): " + (
        "busted" if not p.stack else "sitting out" if p.sitting_out else "can play"
    )


def buy_in_is_short(player: Player | None, stack: int, total: int, *, low: int, high: int) -> bool:
    """R-BUY-1: ``total`` chips within the buy-in ``low``..``high``; True when it is the player's one short
    buy-in (at least half the minimum); raises :class:`~holdem.errors.TableError` otherwise."""
    if total > high:
        raise TableError(f"a stack of {total:,} is above the table maximum of {high:,} (R-BUY-1)")
    if total >= low:
        return False
    if 2 * total < low or (player is not None and player.short_used):
        raise TableError(
            f"a buy-in of {stack:,} is below the table minimum of {low:,}; one short buy-in of at "
            f"least {(low + 1) // 2:,} per player is allowed (R-BUY-1)"
        )
    return True


def buy_in_limits(config: TableConfig, low: int | None, high: int | None) -> tuple[int, int]:
    """The table's (minimum, maximum) buy-in: as given, else R-BUY-1's defaults, 40 to 100 big blinds
    (fixed-limit: 10 big bets, the full buy-in, to 50), at most MAX_CHIPS: no stack past it is dealt."""
    unit, times_low, times_high = (
        (config.big_bet, 10, 50)
        if config.betting is BettingStructure.FIXED_LIMIT
        else (config.big_blind, 40, 100)
    )
    low = dealt_chips(min(times_low * unit, MAX_CHIPS) if low is None else low, "min_buy_in")
    return low, dealt_chips(
        min(times_high * unit, MAX_CHIPS) if high is None else high, "max_buy_in", low=low
    )


def dealt_chips(value: object, what: str, low: int = 1) -> int:
    """``value`` as whole chips from ``low`` up to MAX_CHIPS, the largest stack a hand deals; else a
    :class:`~holdem.errors.TableError` naming ``what``."""
    chips = whole_number(value, what, low=low, error=TableError)
    if chips > MAX_CHIPS:
        shown = f"{chips:,} chips" if chips.bit_length() <= 256 else short_repr(chips)
        raise TableError(
            f"{what} is {shown}: at most MAX_CHIPS ({MAX_CHIPS:,}), the largest stack a hand deals"
        )
    return chips


def top_up_targets(players: tuple[Player, ...], most: int) -> tuple[int, ...]:
    """Each player's auto top-up target after a hand: their buy-in, at most the table's maximum (R-BUY-2);
    0 for a player without auto-rebuy."""
    return tuple(min(p.buy_in, most) if p.auto_rebuy else 0 for p in players)


def settle_owed(
    dealt: Iterable[Player], missed: Mapping[int, str], seated: Mapping[int, Player]
) -> None:
    """A hand starts: the players ``dealt`` in have posted what they owed (or it was forgiven) and are new no
    more; each seat in ``missed`` (seat -> "big" or "small", R-BLIND-6) owes a dead small blind, and a live
    big blind too where it missed the big blind."""
    for p in dealt:
        p.owes_big = p.owes_small = p.new = False
    for seat, what in missed.items():
        player = seated[seat]
        player.owes_small = True
        player.owes_big = player.owes_big or what == "big"
