"""The arrays of N hold'em tables of S seats, and the seat sets kept as bit masks.

:class:`State` holds every table's rules (blinds, antes, bet sizes) and its hand in play as numpy
arrays laid out for work on thousands of tables at once:

- per table, one int64 row of ``table`` (F, N) per field (``actor``, ``bet_to``, ...), each also an
  attribute (a view of its row): a step works on whole rows, and the tables of a subset (those whose
  round ends, whose hand is awarded or dealt) are read as one block (``table.take(rows, axis=1)``) and
  written through one index into the raveled array (``field_base + rows``);
- per seat, ``(S, N)`` arrays (``stacks``, ``bets``, ...): seat ``p`` of table ``t`` is entry
  ``p * N + t`` of the raveled array (the actor of every table is one ``take`` and one assignment, every
  seat of a subset too: :meth:`State.seats_of`), and a sum or maximum over the seats is an element-wise
  operation on S rows of N;
- sets of seats (folded, out of the betting, still to act this round, acted this round, the actor's
  legal kinds) are bit masks, one int64 per table (bit ``s`` for seat ``s``): "who is next after seat
  p" and "how many are left" are a shift and a table look-up for every table at once.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from .raw import HISTORY_LENGTH

__all__ = [
    "BIT",
    "FLAGS",
    "LOWEST",
    "POPCOUNT",
    "TABLE_FIELDS",
    "State",
    "first_after",
    "seat_flags",
]

I64 = npt.NDArray[np.int64]
U8 = npt.NDArray[np.uint8]
Bools = npt.NDArray[np.bool_]

#: the number of seats in each mask of up to 10 seats
POPCOUNT: I64 = np.array([bin(m).count("1") for m in range(1 << 10)], dtype=np.int64)
#: the lowest seat in each mask (10, no seat, for the empty mask)
LOWEST: I64 = np.array(
    [(m & -m).bit_length() - 1 if m else 10 for m in range(1 << 10)], dtype=np.int64
)

#: A card not dealt, in the uint8 card arrays (as the core's batch functions read it; -1 once viewed as int8).
NO_CARD = 255
#: The per-table fields, rows of ``State.table``: see :class:`State`.
TABLE_FIELDS = (
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
    "hist_len",
    "folded_m",
    "out_m",
    "need_m",
    "acted_m",
    "legal_m",
    "to_call",
    "min_to",
    "max_to",
    "paid",
    "most_to",
)
_ROW = {name: i for i, name in enumerate(TABLE_FIELDS)}
#: The per-seat fields, (S, N) arrays.
SEAT_FIELDS = ("stacks", "bets", "contrib", "antes", "level", "mark", "net", "start")
#: The actor's legal kinds as bits of ``legal_m``: fold, check, call, bet or raise.
FOLD_BIT, CHECK_BIT, CALL_BIT, RAISE_BIT = 1, 2, 4, 8


#: one bit per seat: ``BIT[s] == 1 << s``
BIT: I64 = np.left_shift(1, np.arange(16, dtype=np.int64))
#: each mask of up to 10 seats as 10 flags
FLAGS: Bools = (np.arange(1 << 10)[:, None] >> np.arange(10) & 1).astype(bool)
# the masks of ``seats`` seats as rows of ``seats`` flags, contiguous: a look-up is one ``take``
_SEAT_FLAGS = {s: np.ascontiguousarray(FLAGS[: 1 << s, :s]) for s in range(2, 11)}


def next_seat_table(seats: int) -> I64:
    """The look-up behind :func:`first_after`: entry ``after << seats | mask`` is the first seat of
    ``mask`` clockwise after seat ``after`` (``after`` itself last), -1 for the empty mask."""
    masks = np.arange(1 << seats, dtype=np.int64)
    table = np.empty((seats, 1 << seats), np.int64)
    for after in range(seats):
        k = after + 1
        rotated = ((masks >> k) | (masks << (seats - k))) & ((1 << seats) - 1)
        table[after] = np.where(rotated != 0, (k + LOWEST.take(rotated)) % seats, -1)
    return table.reshape(-1)


_NEXT = {s: next_seat_table(s) for s in range(2, 11)}


def turn_status_table(seats: int) -> npt.NDArray[np.int8]:
    """Entry ``folded << seats | can`` (the seats folded, the seats that can still act): 0 the next to
    act is the next seat that must act, 1 no one acts (one player left, or no one can act), 2 one
    player alone can act (R-BET-6: it acts only facing chips bet against it)."""
    masks = np.arange(1 << seats)
    live = seats - POPCOUNT[masks][:, None]
    active = POPCOUNT[masks][None, :]
    status = np.where((live <= 1) | (active == 0), 1, np.where(active == 1, 2, 0))
    return status.astype(np.int8).reshape(-1)


def first_after(mask: I64, after: I64, seats: int) -> I64:
    """The first seat of ``mask`` clockwise after seat ``after`` (seat ``after`` itself last), per table;
    -1 where the mask is empty.

    >>> first_after(np.array([0b0101, 0b0101, 0]), np.array([0, 2, 1]), 4).tolist()
    [2, 0, -1]
    """
    return _NEXT[seats].take(after * (1 << seats) + mask)


def seat_flags(mask: I64, seats: int) -> Bools:
    """Masks as a ``(len(mask), seats)`` bool array.

    >>> seat_flags(np.array([0b101]), 3).tolist()
    [[True, False, True]]
    """
    return _SEAT_FLAGS[seats].take(mask, axis=0)


class State:
    """N tables of S seats: each table's rules and its hand, as arrays (see the module documentation).

    Rules, per table: ``small_blind``, ``big_blind``, ``ante`` (N,), ``sizes`` (4, N) the smallest bet
    or raise of each round (no-limit, pot-limit: the minimum bet; fixed-limit: the small bet twice, then
    the big bet), ``start`` (S, N) the stacks a new hand starts from. For all tables: ``limit``,
    ``pot_limit``, ``cap`` (fixed-limit bets and raises a round), ``cumulative`` (short all-ins add up
    to reopen the betting, R-BET-9a), ``ante_seats`` ("all", "big blind", "button" or "none").

    The hand, per seat (S, N): ``stacks``, ``bets`` (this round), ``contrib`` (this hand, antes apart),
    ``antes``, ``level`` and ``mark`` (the bet to match when the seat last acted this round, and the
    full raise size then, or the count of full raises: R-BET-8), ``net`` (the last finished hand's chip
    gains). Per table, the rows of ``table``: ``actor`` (-1: no one), ``street`` (0-3, 4 once over),
    ``button``, ``bet_to``, ``full_to`` and ``full_size`` (the last full bet and its raise size,
    R-BET-7), ``full_count``, ``raises`` and ``capped`` (fixed limit), ``last_aggr`` (the last to bet or
    raise this round, -1), ``n_board``, ``pot`` (every chip in, bets included), ``dead`` (antes),
    ``hist_len``; the masks ``folded_m``, ``out_m`` (folded or all-in), ``need_m`` (must still act this
    round), ``acted_m`` (acted this round), ``legal_m`` (the actor's legal kinds, ``FOLD_BIT``...); the
    actor's ``to_call``, ``min_to``, ``max_to``, ``paid`` (its bet this round) and ``most_to`` (its bet
    and stack: all it can bet). The cards, uint8 ids as the core's batch functions take
    them (``NO_CARD`` for none): ``holes`` (N, S, 2) and ``board`` (N, 5);
    ``codes`` (N, H) int16 and ``amounts`` (N, H): a ring of each hand's last H actions, (street + 8 seat
    + 256 kind) and the amount to.
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
        "table",
        "tables",
        "seat_base",
        "left",
        "field_base",
        "ring_base",
        "turn_status",
        "several",
        "holes",
        "board",
        "codes",
        "amounts",
        *TABLE_FIELDS,
        *SEAT_FIELDS,
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
    table: I64
    tables: I64
    seat_base: I64
    left: I64
    field_base: I64
    ring_base: I64
    turn_status: npt.NDArray[np.int8]
    several: Bools
    holes: U8
    board: U8
    codes: npt.NDArray[np.int16]
    amounts: I64
    actor: I64
    street: I64
    button: I64
    bet_to: I64
    full_to: I64
    full_size: I64
    full_count: I64
    raises: I64
    capped: I64
    last_aggr: I64
    n_board: I64
    pot: I64
    dead: I64
    hist_len: I64
    folded_m: I64
    out_m: I64
    need_m: I64
    acted_m: I64
    legal_m: I64
    to_call: I64
    min_to: I64
    max_to: I64
    paid: I64
    most_to: I64
    stacks: I64
    bets: I64
    contrib: I64
    antes: I64
    level: I64
    mark: I64
    net: I64
    start: I64

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
        """The rules as checked arrays (N,), ``sizes`` (N, 4) and ``start`` (N, S); no hand is dealt yet
        (every table's hand is over)."""
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
        self.sizes = np.ascontiguousarray(sizes.T)
        self.tables = np.arange(n, dtype=np.int64)
        # seat s's row of N in the raveled (S, N) arrays, each field's row in the raveled table
        self.seat_base = np.arange(seats, dtype=np.int64)[:, None] * n
        self.field_base = np.arange(len(TABLE_FIELDS), dtype=np.int64)[:, None] * n
        # each seat's neighbour clockwise
        self.left = (np.arange(seats, dtype=np.int64) + 1) % seats
        self.ring_base = self.tables * HISTORY_LENGTH
        self.turn_status = turn_status_table(seats)
        # for each mask of seats out of the betting: whether two or more seats can still bet
        self.several = seats - POPCOUNT[: 1 << seats] >= 2
        self.table = np.zeros((len(TABLE_FIELDS), n), np.int64)
        for name, row in _ROW.items():
            setattr(self, name, self.table[row])
        for name in SEAT_FIELDS:
            setattr(self, name, np.zeros((seats, n), np.int64))
        self.start[:] = start.T
        self.stacks[:] = start.T
        self.actor[:] = -1
        self.last_aggr[:] = -1
        self.street[:] = 4
        self.button[:] = seats - 1  # the first hand moves it to seat 0
        self.holes = np.full((n, seats, 2), NO_CARD, np.uint8)
        self.board = np.full((n, 5), NO_CARD, np.uint8)
        # int16: every action writes a table's ring, a quarter of the memory touched of int64's
        self.codes = np.full((n, HISTORY_LENGTH), -1, np.int16)
        self.amounts = np.full((n, HISTORY_LENGTH), -1, np.int64)

    def flat(self, rows: I64 | None, seat: I64) -> I64:
        """Indices into the raveled (S, N) arrays of ``seat`` of each of ``rows`` (None: all tables)."""
        return seat * self.n + (self.tables if rows is None else rows)

    def seats_of(self, rows: I64) -> I64:
        """Indices into the raveled (S, N) arrays of every seat of ``rows``, as a raveled (S, rows) array:
        the tables of a subset are read with one ``take`` and written with one assignment."""
        return (self.seat_base + rows).reshape(-1)
