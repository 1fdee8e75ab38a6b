"""Observations for learning agents: one seat's view of a hand as a :class:`~holdem.vector.RawObservation`,
and the raw arrays encoded as one float32 vector per table.

:func:`raw_observation` reads a scalar :class:`~holdem.engine.Hand` as ``seat`` may know it (its own hole
cards, never another seat's, nor the deck): a ``RawObservation`` with ``B = 1``, the same arrays the vector
engine gives for ``B`` tables. :func:`encode` turns any ``RawObservation`` into a ``(B, D)`` float32 array,
vectorised over the tables; :class:`ObservationLayout` names the slices of the ``D`` columns::

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [200, 200, 200], button=0, seed=1)
    >>> raw = raw_observation(hand, hand.actor)
    >>> raw.hole.shape, raw.to_call.tolist(), raw.min_raise_to.tolist(), raw.legal.tolist()
    ((1, 2), [2], [4], [[True, False, True, True]])
    >>> layout = ObservationLayout(seats=3)
    >>> x = encode(raw, layout)
    >>> x.shape, x.dtype, x[0, layout.stacks].tolist(), float(x[0, layout.pot][0])
    ((1, 526), dtype('float32'), [100.0, 99.5, 99.0], 1.5)
"""

from __future__ import annotations

import array
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from ..engine import Hand
from ..errors import EnvError
from ..game import Action, ActionKind, BoardDeal
from ..vector import RawObservation

__all__ = [
    "HISTORY",
    "HISTORY_KINDS",
    "ObservationLayout",
    "action_history",
    "action_rows",
    "encode",
    "encode_hand",
    "raw_observation",
]

#: The rows of :attr:`RawObservation.history <holdem.vector.RawObservation>`: a hand's last 32 actions.
HISTORY = 32

#: An action's kind in the raw history: fold, check, call, bet or raise (the engine's kinds, bet and raise
#: as one).
HISTORY_KINDS = ("fold", "check", "call", "bet/raise")

_KIND = {
    ActionKind.FOLD: 0,
    ActionKind.CHECK: 1,
    ActionKind.CALL: 2,
    ActionKind.BET: 3,
    ActionKind.RAISE: 3,
}
_OVER = 4  # the raw street of a hand that is over


def action_history(hand: Hand) -> npt.NDArray[np.int32]:
    """Every betting action of ``hand`` so far as ``(street, seat, kind, amount_to)`` rows, oldest first
    (``kind`` 0 fold, 1 check, 2 call, 3 bet or raise; ``amount_to`` the seat's bet this round after the
    action): what :attr:`RawObservation.history` keeps the last :data:`HISTORY` of. Public: posts are not
    actions, and no card is in it.

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=1)
    >>> _ = hand.raise_to(6), hand.call(), hand.check()
    >>> action_history(hand).tolist()
    [[0, 0, 3, 6], [0, 1, 2, 6], [1, 1, 1, 0]]
    """
    rows = action_rows(hand)
    if not rows:
        return np.zeros((0, 4), np.int32)
    return np.array(rows, np.int32)


def action_rows(hand: Hand) -> list[tuple[int, int, int, int]]:
    """:func:`action_history` as a list of tuples (what :func:`encode_hand` reads)."""
    rows: list[tuple[int, int, int, int]] = []
    street = 0
    for event in hand.events:
        if isinstance(event, Action):
            rows.append((street, event.seat, _KIND[event.kind], event.amount))
        elif isinstance(event, BoardDeal):
            street = int(event.street)  # the round the cards open
    return rows


def _cards(cards: Sequence[int] | None, size: int) -> npt.NDArray[np.int8]:
    out = np.full(size, -1, np.int8)
    if cards:
        out[: len(cards)] = cards
    return out


def raw_observation(
    hand: Hand, seat: int, history: npt.NDArray[np.int32] | None = None
) -> RawObservation:
    """``seat``'s view of ``hand`` now, as a :class:`~holdem.vector.RawObservation` of one table (``B = 1``).

    Only what the seat may know: its own hole cards (another seat's stay -1, shown or not), the board, and
    the public state: stacks, bets, contributions, the pot, folds, all-ins, the actor's legal options and
    the betting so far. ``history`` is :func:`action_history` of the hand when the caller already has it
    (observing every seat of one state reads the events once). A hand that is over (or at its showdown)
    has street 4, actor -1 and no legal action.
    """
    n = hand.n_seats
    if type(seat) is not int or not 0 <= seat < n:
        raise EnvError(f"seat must be a seat of the hand, 0 to {n - 1}, got {seat!r}")
    actor = hand.actor
    legal = hand.legal_actions() if actor is not None else None
    stacks = np.array(hand.stacks, np.int64)
    bets = np.array(hand.bets, np.int64)
    contributed = np.array(hand.contributions, np.int64)
    folded = np.array(hand.folded, np.bool_)
    street = int(hand.street)
    over = hand.is_complete or street >= _OVER
    pot = int(contributed.sum()) if hand.is_complete else hand.pot_gathered + int(bets.sum())
    if history is None:
        history = action_history(hand)
    rows = np.full((HISTORY, 4), -1, np.int32)
    kept = history[-HISTORY:]
    rows[: len(kept)] = kept
    if legal is not None:
        flags = (legal.fold, legal.check, legal.call is not None, legal.min_raise_to is not None)
        to_call = legal.call or 0
        low = legal.min_raise_to or 0
        high = legal.max_raise_to or 0
    else:
        flags = (False, False, False, False)
        to_call = low = high = 0
    return RawObservation(
        observer=np.array([seat], np.int8),
        actor=np.array([-1 if actor is None else actor], np.int8),
        button=np.array([hand.button], np.int8),
        street=np.array([_OVER if over else street], np.int8),
        hole=_cards(hand.hole_cards_of(seat), 2)[None],
        board=_cards(hand.board, 5)[None],
        stacks=stacks[None],
        bets=bets[None],
        contributed=contributed[None],
        folded=folded[None],
        all_in=((stacks == 0) & ~folded)[None],
        in_hand=np.ones((1, n), np.bool_),
        pot=np.array([pot], np.int64),
        to_call=np.array([to_call], np.int64),
        min_raise_to=np.array([low], np.int64),
        max_raise_to=np.array([high], np.int64),
        legal=np.array([flags], np.bool_),
        big_blind=np.array([hand.config.big_blind], np.int64),
        history=rows[None],
        history_length=np.array([len(history)], np.int16),
    )


# -- the encoded vector -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ObservationLayout:
    """The columns of :func:`encode`'s vector for ``seats`` seats and the last ``history`` actions: each
    part a named ``slice`` (``layout.stacks``, ``layout.history``, ...), ``size`` columns in all.

    Seats are relative to the observer (column 0 of a per-seat part is the observer, then the seats after
    it clockwise); amounts are in big blinds; cards and flags are 0 or 1. :meth:`rows` lists the parts
    (the documentation's table) and :meth:`bounds` the range of every column.

    >>> layout = ObservationLayout(seats=2, history=4)
    >>> layout.size, layout.hole, layout.board, layout.stacks
    (178, slice(0, 52, None), slice(52, 104, None), slice(113, 115, None))
    >>> layout.history, layout.history_row_size, layout.history_slice
    (4, 11, slice(133, 177, None))
    """

    seats: int
    history: int = HISTORY
    parts: tuple[tuple[str, int, int, str], ...] = field(init=False, repr=False, compare=False)
    _slices: dict[str, slice] = field(init=False, repr=False, compare=False)
    _starts: dict[str, int] = field(init=False, repr=False, compare=False)
    _zeros: bytes = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        seats, rows = self.seats, self.history
        if type(seats) is not int or not 2 <= seats <= 10:
            raise EnvError(f"seats must be 2 to 10, got {seats!r}")
        if type(rows) is not int or not 0 <= rows <= HISTORY:
            raise EnvError(f"history must be 0 to {HISTORY} actions, got {rows!r}")
        widths = (
            ("hole", 52, "the observer's hole cards, one-hot by card id (4 * rank + suit)"),
            ("board", 52, "the board cards dealt so far, one-hot by card id"),
            ("street", 5, "one-hot: preflop, flop, turn, river, hand over"),
            ("position", seats, "the observer's seat after the button, one-hot (0: the button)"),
            (
                "actor",
                seats,
                "the seat to act, one-hot, relative to the observer (none: hand over)",
            ),
            ("stacks", seats, "chips behind, big blinds, relative to the observer"),
            ("bets", seats, "chips bet this round, big blinds"),
            (
                "contributed",
                seats,
                "chips put in this hand (blinds and antes included), big blinds",
            ),
            ("folded", seats, "1: folded"),
            ("all_in", seats, "1: all-in"),
            ("in_hand", seats, "1: dealt in this hand"),
            ("pot", 1, "every chip put in so far, current bets included, big blinds"),
            ("to_call", 1, "what the actor must add to call (0: a check is free), big blinds"),
            ("min_raise_to", 1, "the smallest legal bet or raise-to (0: none legal), big blinds"),
            ("max_raise_to", 1, "the largest legal bet or raise-to (0: none legal), big blinds"),
            ("legal", 4, "the actor may: fold, check, call, bet or raise"),
            (
                "history",
                rows * (9 + seats),
                f"the last {rows} actions, oldest first, each {9 + seats} columns: street one-hot (4), "
                f"seat relative to the observer one-hot ({seats}), kind one-hot (4: fold, check, call, "
                "bet/raise), amount to (the seat's round bet after it, big blinds); unused rows 0",
            ),
            (
                "history_overflow",
                1,
                f"1: the hand has more than {rows} actions (older ones left out)",
            ),
        )
        parts = []
        start = 0
        for name, width, meaning in widths:
            parts.append((name, start, start + width, meaning))
            start += width
        object.__setattr__(self, "parts", tuple(parts))
        object.__setattr__(self, "_slices", {p[0]: slice(p[1], p[2]) for p in parts})
        object.__setattr__(self, "_starts", {p[0]: p[1] for p in parts})
        object.__setattr__(self, "_zeros", bytes(4 * start))  # the float32 zeros of one vector

    def _slice(self, name: str) -> slice:
        return self._slices[name]

    @property
    def size(self) -> int:
        """The number of columns, D."""
        return self.parts[-1][2]

    @property
    def history_row_size(self) -> int:
        """The columns of one history row: street (4), seat (S), kind (4), amount (1)."""
        return 9 + self.seats

    @property
    def hole(self) -> slice:
        return self._slice("hole")

    @property
    def board(self) -> slice:
        return self._slice("board")

    @property
    def street(self) -> slice:
        return self._slice("street")

    @property
    def position(self) -> slice:
        return self._slice("position")

    @property
    def actor(self) -> slice:
        return self._slice("actor")

    @property
    def stacks(self) -> slice:
        return self._slice("stacks")

    @property
    def bets(self) -> slice:
        return self._slice("bets")

    @property
    def contributed(self) -> slice:
        return self._slice("contributed")

    @property
    def folded(self) -> slice:
        return self._slice("folded")

    @property
    def all_in(self) -> slice:
        return self._slice("all_in")

    @property
    def in_hand(self) -> slice:
        return self._slice("in_hand")

    @property
    def pot(self) -> slice:
        return self._slice("pot")

    @property
    def to_call(self) -> slice:
        return self._slice("to_call")

    @property
    def min_raise_to(self) -> slice:
        return self._slice("min_raise_to")

    @property
    def max_raise_to(self) -> slice:
        return self._slice("max_raise_to")

    @property
    def legal(self) -> slice:
        return self._slice("legal")

    @property
    def history_slice(self) -> slice:
        """The history's columns (``history`` itself is the number of rows)."""
        return self._slice("history")

    @property
    def history_overflow(self) -> slice:
        return self._slice("history_overflow")

    def history_rows(self, x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """The history part of encoded vectors ``x`` (B, D) as (B, rows, row size)."""
        return x[:, self.history_slice].reshape(len(x), self.history, self.history_row_size)

    def rows(self) -> list[tuple[str, int, int, str]]:
        """The parts in order: (name, first column, end column, meaning)."""
        return list(self.parts)

    def markdown(self) -> str:
        """The layout as a Markdown table (the documentation's)."""
        lines = ["| part | columns | width | meaning |", "|---|---|---|---|"]
        for name, start, stop, meaning in self.parts:
            lines.append(f"| `{name}` | {start}-{stop - 1} | {stop - start} | {meaning} |")
        return "\n".join(lines)

    def bounds(self, max_amount: float) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
        """The low and high of every column when no amount exceeds ``max_amount`` big blinds (a table's
        chips in big blinds: no bet, stack or pot is more): amounts in [0, max_amount], the rest in [0, 1]."""
        low = np.zeros(self.size, np.float32)
        high = np.ones(self.size, np.float32)
        top = np.float32(max_amount)
        for name in (
            "stacks",
            "bets",
            "contributed",
            "pot",
            "to_call",
            "min_raise_to",
            "max_raise_to",
        ):
            high[self._slice(name)] = top
        width = self.history_row_size
        high[self.history_slice.start + width - 1 : self.history_slice.stop : width] = top
        return low, high


def encode(
    raw: RawObservation,
    layout: ObservationLayout | None = None,
    out: npt.NDArray[np.float32] | None = None,
) -> npt.NDArray[np.float32]:
    """The ``(B, D)`` float32 vectors of ``raw``'s B tables, in ``layout``'s columns (default: every seat
    of ``raw`` and the last 32 actions). ``out``, if given, is filled and returned (a C-contiguous (B, D)
    float32 array)."""
    b, seats = raw.stacks.shape
    if layout is None:
        layout = ObservationLayout(seats)
    elif layout.seats != seats:
        raise EnvError(f"the layout is for {layout.seats} seats and the observation has {seats}")
    size = layout.size
    if out is None:
        out = np.zeros((b, size), np.float32)
    elif out.shape != (b, size) or out.dtype != np.float32 or not out.flags.c_contiguous:
        raise EnvError(f"out must be a C-contiguous float32 array of shape {(b, size)}")
    else:
        out[:] = 0
    slices = layout._slices
    table = np.arange(b)[:, None]
    observer = raw.observer.astype(np.intp)
    rel = (observer[:, None] + np.arange(seats)) % seats  # (B, S): the seat at each place
    # amounts in big blinds: divided in float64 and rounded to float32 once (exact for any chip count
    # below 2**53, and what encode_hand's Python floats give)
    bb = raw.big_blind.astype(np.float64)[:, None]
    # the per-seat parts, each group of consecutive parts in one assignment
    chips = np.concatenate(
        (raw.stacks[table, rel], raw.bets[table, rel], raw.contributed[table, rel]), 1
    )
    out[:, slices["stacks"].start : slices["contributed"].stop] = chips / bb
    flags = np.concatenate(
        (raw.folded[table, rel], raw.all_in[table, rel], raw.in_hand[table, rel]), 1
    )
    out[:, slices["folded"].start : slices["in_hand"].stop] = flags
    amounts = np.stack((raw.pot, raw.to_call, raw.min_raise_to, raw.max_raise_to), 1)
    out[:, slices["pot"].start : slices["max_raise_to"].stop] = amounts / bb
    out[:, slices["legal"]] = raw.legal
    # the one-hot parts as flat indices into out (-1: none), set in one assignment: a scatter into the
    # flat array is several times faster than a two-dimensional one
    hole = raw.hole.astype(np.intp)
    board = raw.board.astype(np.intp)
    actor = raw.actor.astype(np.intp)
    columns = np.concatenate(
        (
            np.where(hole >= 0, slices["hole"].start + hole, -1),
            np.where(board >= 0, slices["board"].start + board, -1),
            (slices["street"].start + raw.street.astype(np.intp))[:, None],
            (slices["position"].start + (observer - raw.button) % seats)[:, None],
            np.where(actor >= 0, slices["actor"].start + (actor - observer) % seats, -1)[:, None],
            np.where(raw.history_length > layout.history, slices["history_overflow"].start, -1)[
                :, None
            ],
        ),
        1,
    )
    flat = out.reshape(-1)  # a view: out is C-contiguous
    flat[(table * size + columns)[columns >= 0]] = 1
    if layout.history:
        _encode_history(flat, raw, layout, observer, bb[:, 0])
    return out


def _encode_history(
    flat: npt.NDArray[np.float32],
    raw: RawObservation,
    layout: ObservationLayout,
    observer: npt.NDArray[np.intp],
    bb: npt.NDArray[np.float64],
) -> None:
    """The last ``layout.history`` actions of each table, oldest first, into the history rows of ``flat``
    (the encoded vectors, flattened): only the rows in use are read (most of a window is empty)."""
    keep = layout.history
    seats = layout.seats
    stored = raw.history.shape[1]
    filled = np.minimum(raw.history_length.astype(np.intp), stored)  # raw rows in use
    first = np.maximum(filled - keep, 0)  # the first raw row shown
    rows = np.arange(stored)
    table, row = np.nonzero((rows >= first[:, None]) & (rows < filled[:, None]))
    action = raw.history[table, row].astype(np.intp)  # (n, 4): street, seat, kind, amount
    width = layout.history_row_size
    base = table * layout.size + layout.history_slice.start + (row - first[table]) * width
    flat[base + action[:, 0]] = 1
    flat[base + 4 + (action[:, 1] - observer[table]) % seats] = 1
    flat[base + 4 + seats + action[:, 2]] = 1
    flat[base + width - 1] = action[:, 3] / bb[table]


def encode_hand(
    hand: Hand,
    seat: int,
    layout: ObservationLayout,
    rows: list[tuple[int, int, int, int]] | None = None,
) -> npt.NDArray[np.float32]:
    """``encode(raw_observation(hand, seat), layout)[0]``, the same values read straight from one hand:
    what a scalar environment observes at every step. (numpy's fixed cost per call, about a microsecond,
    makes the batch encoder some ten times slower for one table than this Python loop; the tests hold
    the two equal at random states.) ``rows`` is :func:`action_rows` of the hand when the caller has it.
    """
    n = hand.n_seats
    if layout.seats != n:
        raise EnvError(f"the layout is for {layout.seats} seats and the hand has {n}")
    if type(seat) is not int or not 0 <= seat < n:
        raise EnvError(f"seat must be a seat of the hand, 0 to {n - 1}, got {seat!r}")
    at = layout._starts
    x = array.array(
        "f", layout._zeros
    )  # float32 values: a float stored rounds as numpy's cast does
    for card in hand.hole_cards_of(seat) or ():
        x[at["hole"] + card] = 1.0
    for card in hand.board:
        x[at["board"] + card] = 1.0
    street = int(hand.street)
    complete = hand.is_complete
    x[at["street"] + (_OVER if complete or street >= _OVER else street)] = 1.0
    x[at["position"] + (seat - hand.button) % n] = 1.0
    bb = float(hand.config.big_blind)
    stacks, bets, contributed, folded = hand.stacks, hand.bets, hand.contributions, hand.folded
    first = at["stacks"]
    for place in range(n):
        other = seat + place - n if seat + place >= n else seat + place
        x[first + place] = stacks[other] / bb
        x[first + n + place] = bets[other] / bb
        x[first + 2 * n + place] = contributed[other] / bb
        if folded[other]:
            x[at["folded"] + place] = 1.0
        elif not stacks[other]:
            x[at["all_in"] + place] = 1.0
        x[at["in_hand"] + place] = 1.0
    x[at["pot"]] = (sum(contributed) if complete else hand.pot_gathered + sum(bets)) / bb
    actor = hand.actor
    if actor is not None:
        x[at["actor"] + (actor - seat) % n] = 1.0
        legal = hand.legal_actions()
        x[at["to_call"]] = (legal.call or 0) / bb
        x[at["min_raise_to"]] = (legal.min_raise_to or 0) / bb
        x[at["max_raise_to"]] = (legal.max_raise_to or 0) / bb
        flags = (legal.fold, legal.check, legal.call is not None, legal.min_raise_to is not None)
        for k, flag in enumerate(flags):
            x[at["legal"] + k] = 1.0 if flag else 0.0
    if rows is None:
        rows = action_rows(hand)
    keep = layout.history
    if len(rows) > keep:
        x[at["history_overflow"]] = 1.0
    if keep:
        width = layout.history_row_size
        base = at["history"]
        for row_street, row_seat, kind, amount in rows[-keep:]:
            x[base + row_street] = 1.0
            x[base + 4 + (row_seat - seat) % n] = 1.0
            x[base + 4 + n + kind] = 1.0
            x[base + width - 1] = amount / bb
            base += width
    return np.frombuffer(x, np.float32)
