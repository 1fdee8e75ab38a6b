"""The arrays of N hold'em tables of S seats, and the seat sets kept as bit masks.

:class:`State` holds every table's rules (blinds, antes, bet sizes) and its hand in play as numpy
arrays: per seat ``(N, S)`` int64 (stacks, bets, contributions, ...), per table ``(N,)``. Sets of seats
(folded, out of the betting, still to act this round, acted this round) are bit masks, one int64 per
table (bit ``s`` for seat ``s``): the engine asks "who is next after seat p" and "how many are left"
thousands of tables at a time, and a shift and a table look-up answer that for every table at once
where a ``(N, S)`` array would cost a reduction along its short axis.
"""

from __future__ import annotations

from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from .raw import HISTORY_LENGTH

__all__ = ["LOWEST", "POPCOUNT", "State", "first_after", "pick", "seat_flags"]

I64 = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
A = TypeVar("A", bound=npt.NDArray[Any])

#: the number of seats in each mask of up to 10 seats
POPCOUNT: I64 = np.array([bin(m).count("1") for m in range(1 << 10)], dtype=np.int64)
#: the lowest seat in each mask (10, no seat, for the empty mask)
LOWEST: I64 = np.array(
    [(m & -m).bit_length() - 1 if m else 10 for m in range(1 << 10)], dtype=np.int64
)


def first_after(mask: I64, after: I64, seats: int) -> I64:
    """The first seat of ``mask`` clockwise after seat ``after`` (seat ``after`` itself last), per table;
    -1 where the mask is empty.

    >>> first_after(np.array([0b0101, 0b0101, 0]), np.array([0, 2, 1]), 4).tolist()
    [2, 0, -1]
    """
    k = after + 1
    rotated = ((mask >> k) | (mask << (seats - k))) & ((1 << seats) - 1)
    return np.where(rotated != 0, (k + LOWEST.take(rotated)) % seats, -1)


def pick(values: A, rows: I64 | None) -> A:
    """The entries of ``rows`` (None: every table) of a per-table array, as a new array (never a view
    that the engine's next write would change)."""
    return values.copy() if rows is None else values[rows]  # type: ignore[return-value]


def seat_flags(mask: I64, seats: int) -> Bools:
    """Masks as a ``(len(mask), seats)`` bool array.

    >>> seat_flags(np.array([0b101]), 3).tolist()
    [[True, False, True]]
    """
    return ((mask[:, None] >> np.arange(seats, dtype=np.int64)) & 1).astype(bool)


class State:
    """N tables of S seats: each table's rules and its hand, as arrays (see the module documentation).

    Rules, per table: ``small_blind``, ``big_blind``, ``ante`` (N,), ``sizes`` (N, 4) the smallest bet
    or raise of each round (no-limit, pot-limit: the minimum bet; fixed-limit: the small bet twice, then
    the big bet), ``start`` (N, S) the stacks a new hand starts from. For all tables: ``limit``,
    ``pot_limit``, ``cap`` (fixed-limit bets and raises a round), ``cumulative`` (short all-ins add up
    to reopen the betting, R-BET-9a), ``ante_seats`` ("all", "big blind", "button" or "none").

    The hand, per seat (N, S): ``stacks``, ``bets`` (this round), ``contrib`` (this hand, antes apart),
    ``antes``, ``level`` and ``mark`` (the bet to match when the seat last acted this round, and the
    full raise size then, or the count of full raises: R-BET-8), ``begin`` (stacks before the forced
    bets), ``net`` (the last finished hand's chip deltas). Masks (N,): ``folded_m``, ``out_m`` (folded
    or all-in), ``need_m`` (must still act this round), ``acted_m`` (acted this round). Per table (N,):
    ``actor`` (-1: no one), ``street`` (0-3, 4 once over), ``button``, ``bet_to``, ``full_to`` and
    ``full_size`` (the last full bet and its raise size, R-BET-7), ``full_count``, ``raises`` and
    ``capped`` (fixed limit), ``last_aggr`` (the last to bet or raise this round, -1), ``n_board``,
    ``pot`` (every chip in, bets included), ``dead`` (antes), ``done``, ``hist_len``; the cards
    ``holes`` (N, S, 2) and ``board`` (N, 5); the actor's options ``can_check``, ``can_call``,
    ``can_raise``, ``to_call``, ``min_to``, ``max_to``; ``history`` (N, H, 4), a ring of the last H
    actions.
    """

    __slots__ = (
        "n",
        "s",
        "full",
        "limit",
        "pot_limit",
        "cap",
        "cumulative",
        "factor",
        "ante_seats",
        "small_blind",
        "big_blind",
        "ante",
        "sizes",
        "start",
        "row_base",
        "seat_ids",
        "stacks",
        "bets",
        "contrib",
        "antes",
        "level",
        "mark",
        "begin",
        "net",
        "folded_m",
        "out_m",
        "need_m",
        "acted_m",
        "actor",
        "street",
        "button",
        "bet_to",
        "full_to",
        "full_size",
        "full_count",
        "raises",
        "capped",
        "last_aggr",
        "n_board",
        "pot",
        "dead",
        "done",
        "hist_len",
        "holes",
        "board",
        "can_check",
        "can_call",
        "can_raise",
        "to_call",
        "min_to",
        "max_to",
        "history",
    )

    n: int
    s: int
    full: int
    limit: bool
    pot_limit: bool
    cap: int
    cumulative: bool
    factor: int
    ante_seats: str
    small_blind: I64
    big_blind: I64
    ante: I64
    sizes: I64
    start: I64
    row_base: I64
    seat_ids: I64
    stacks: I64
    bets: I64
    contrib: I64
    antes: I64
    level: I64
    mark: I64
    begin: I64
    net: I64
    folded_m: I64
    out_m: I64
    need_m: I64
    acted_m: I64
    actor: I64
    street: I64
    button: I64
    bet_to: I64
    full_to: I64
    full_size: I64
    full_count: I64
    raises: I64
    capped: Bools
    last_aggr: I64
    n_board: I64
    pot: I64
    dead: I64
    done: Bools
    hist_len: I64
    holes: npt.NDArray[np.int8]
    board: npt.NDArray[np.int8]
    can_check: Bools
    can_call: Bools
    can_raise: Bools
    to_call: I64
    min_to: I64
    max_to: I64
    history: npt.NDArray[np.int32]

    def __init__(
        self,
        seats: int,
        *,
        limit: bool,
        pot_limit: bool,
        cap: int,
        cumulative: bool,
        ante_seats: str,
        small_blind: I64,
        big_blind: I64,
        ante: I64,
        sizes: I64,
        start: I64,
    ) -> None:
        """The rules as checked arrays (N,) and (N, 4), ``start`` (N, S); no hand is dealt yet (every
        table is done)."""
        n = len(big_blind)
        self.n = n
        self.s = seats
        self.full = (1 << seats) - 1
        self.limit = limit
        self.pot_limit = pot_limit
        self.cap = cap
        self.cumulative = cumulative
        self.factor = 2 if limit else 1  # R-BET-12: half a bet or more is a full raise
        self.ante_seats = ante_seats
        self.small_blind = small_blind
        self.big_blind = big_blind
        self.ante = ante
        self.sizes = sizes
        self.start = start
        self.row_base = np.arange(n, dtype=np.int64) * seats
        self.seat_ids = np.arange(seats, dtype=np.int64)
        per_seat = (n, seats)
        for name in ("stacks", "bets", "contrib", "antes", "level", "mark", "net"):
            setattr(self, name, np.zeros(per_seat, np.int64))
        self.begin = start.copy()
        self.stacks[:] = start
        for name in (
            "folded_m",
            "out_m",
            "need_m",
            "acted_m",
            "street",
            "bet_to",
            "full_to",
            "full_size",
            "full_count",
            "raises",
            "n_board",
            "pot",
            "dead",
            "hist_len",
            "to_call",
            "min_to",
            "max_to",
        ):
            setattr(self, name, np.zeros(n, np.int64))
        self.actor = np.full(n, -1, np.int64)
        self.last_aggr = np.full(n, -1, np.int64)
        self.button = np.full(n, seats - 1, np.int64)  # the first hand moves it to seat 0
        self.street[:] = 4
        for name in ("capped", "can_check", "can_call", "can_raise"):
            setattr(self, name, np.zeros(n, bool))
        self.done = np.ones(n, bool)
        self.holes = np.full((n, seats, 2), -1, np.int8)
        self.board = np.full((n, 5), -1, np.int8)
        self.history = np.full((n, HISTORY_LENGTH, 4), -1, np.int32)

    def flat(self, rows: I64 | None, seat: I64) -> I64:
        """Indices into the raveled (N, S) arrays of ``seat`` of each of ``rows``."""
        base = self.row_base if rows is None else self.row_base[rows]
        return base + seat
