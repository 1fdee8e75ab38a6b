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
    "encode",
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
    rows: list[tuple[int, int, int, int]] = []
    street = 0
    for event in hand.events:
        if isinstance(event, Action):
            rows.append((street, event.seat, _KIND[event.kind], event.amount))
        elif isinstance(event, BoardDeal):
            street = int(event.street)  # the round the cards open
    if not rows:
        return np.zeros((0, 4), np.int32)
    return np.array(rows, np.int32)


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
    pot = int(contributed.sum()) if hand.is_complete else hand.pot_total + int(bets.sum())
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
        hole=_cards(hand.hole_cards(seat), 2)[None],
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

#: The parts of one history row in the encoded vector: street one-hot (4), the acting seat relative to the
#: observer (S), the kind one-hot (4), the amount in big blinds (1).
_ROW_PARTS = ("street", "seat", "kind", "amount")


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

    def _slice(self, name: str) -> slice:
        for part, start, stop, _ in self.parts:
            if part == name:
                return slice(start, stop)
        raise EnvError(f"no part {name!r} in the layout")  # pragma: no cover - names fixed above

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
        """The history part of encoded vectors ``x`` (B, D) as (B, rows, row size) (a view)."""
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
        self.history_rows(high[None])[0, :, -1] = top
        return low, high


def _relative(raw: RawObservation, seats: int) -> npt.NDArray[np.intp]:
    """(B, S): the seat at each place relative to the observer (place 0: the observer)."""
    return (raw.observer.astype(np.intp)[:, None] + np.arange(seats)) % seats


def encode(
    raw: RawObservation,
    layout: ObservationLayout | None = None,
    out: npt.NDArray[np.float32] | None = None,
) -> npt.NDArray[np.float32]:
    """The ``(B, D)`` float32 vectors of ``raw``'s B tables, in ``layout``'s columns (default: every seat
    of ``raw`` and the last 32 actions). ``out``, if given, is filled and returned (a (B, D) float32
    array)."""
    b, seats = raw.stacks.shape
    if layout is None:
        layout = ObservationLayout(seats)
    elif layout.seats != seats:
        raise EnvError(f"the layout is for {layout.seats} seats and the observation has {seats}")
    if out is None:
        out = np.zeros((b, layout.size), np.float32)
    elif out.shape != (b, layout.size) or out.dtype != np.float32 or not out.flags.c_contiguous:
        raise EnvError(f"out must be a C-contiguous float32 array of shape {(b, layout.size)}")
    else:
        out[:] = 0
    rows = np.arange(b)
    _one_hot_cards(out, rows, raw.hole, layout.hole.start)
    _one_hot_cards(out, rows, raw.board, layout.board.start)
    out[rows, layout.street.start + raw.street] = 1
    observer = raw.observer.astype(np.intp)
    out[rows, layout.position.start + (observer - raw.button) % seats] = 1
    acting = raw.actor >= 0
    out[rows[acting], layout.actor.start + (raw.actor[acting] - observer[acting]) % seats] = 1
    bb = raw.big_blind.astype(np.float32)[:, None]
    rel = _relative(raw, seats)
    for name in ("stacks", "bets", "contributed"):
        values = np.take_along_axis(getattr(raw, name), rel, 1)
        out[:, getattr(layout, name)] = values.astype(np.float32) / bb
    for name in ("folded", "all_in", "in_hand"):
        out[:, getattr(layout, name)] = np.take_along_axis(getattr(raw, name), rel, 1)
    for name in ("pot", "to_call", "min_raise_to", "max_raise_to"):
        out[:, getattr(layout, name)] = getattr(raw, name).astype(np.float32)[:, None] / bb
    out[:, layout.legal] = raw.legal
    _encode_history(out, raw, layout, bb)
    return out


def _one_hot_cards(
    out: npt.NDArray[np.float32],
    rows: npt.NDArray[np.intp],
    cards: npt.NDArray[np.int8],
    start: int,
) -> None:
    dealt = cards >= 0
    which = np.broadcast_to(rows[:, None], cards.shape)[dealt]
    out[which, start + cards[dealt].astype(np.intp)] = 1


def _encode_history(
    out: npt.NDArray[np.float32],
    raw: RawObservation,
    layout: ObservationLayout,
    bb: npt.NDArray[np.float32],
) -> None:
    """The last ``layout.history`` actions of each table, oldest first, into ``out``'s history rows."""
    keep = layout.history
    length = raw.history_length.astype(np.intp)
    out[:, layout.history_overflow.start] = length > keep
    if keep == 0:
        return
    b, stored = raw.history.shape[:2]
    seats = layout.seats
    filled = np.minimum(length, stored)  # rows of raw.history in use
    first = np.maximum(filled - keep, 0)
    index = first[:, None] + np.arange(
        keep
    )  # (B, keep): the raw rows each table's encoded rows show
    used = index < filled[:, None]
    table, place = np.nonzero(used)
    chosen = raw.history[table, index[table, place]].astype(np.intp)  # (n, 4)
    target = layout.history_rows(out)
    width = layout.history_row_size
    base = table * out.shape[1] + layout.history_slice.start + place * width
    flat = out.reshape(-1)  # out is C-contiguous: a view
    flat[base + chosen[:, 0]] = 1  # street
    flat[base + 4 + (chosen[:, 1] - raw.observer[table]) % seats] = 1
    flat[base + 4 + seats + chosen[:, 2]] = 1
    target[table, place, width - 1] = chosen[:, 3].astype(np.float32) / bb[table, 0]
