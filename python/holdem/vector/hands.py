"""VectorHands: N independent hands of hold'em stepped together, as numpy arrays.

Every table has the same number of seats (2 to 10) and betting structure (no-limit, pot-limit or
fixed-limit, from a :class:`~holdem.TableConfig`); blinds, antes and stacks may differ from table to
table. :meth:`VectorHands.reset` deals (from the object's own seeded numpy Generator, or from given deck
orders), :meth:`VectorHands.step` has the actor of every unfinished table act from two arrays (the kind:
0 fold, 1 check, 2 call, 3 bet or raise; the raise-to amount), and the state is read as arrays (whose
turn, the legal options, stacks, bets, ...) or as a :class:`~holdem.vector.RawObservation` of any seat.
The rules are the scalar :class:`holdem.Hand`'s under the rule book's readings, to the chip: the same
deck orders and actions give the same legal options at every step and the same final stacks (tested on
100,000 random hands). No Python loop runs over the tables: a step costs a few dozen numpy calls on
arrays of N entries, and a showdown one call each to the core's batch evaluator and pot resolver for the
tables that reach it::

    >>> import numpy as np
    >>> from holdem import TableConfig
    >>> from holdem.vector import VectorHands, FOLD, CALL, RAISE
    >>> hands = VectorHands(3, 2, TableConfig(small_blind=1, big_blind=2), stacks=100, seed=7)
    >>> hands.reset()
    >>> hands.actor.tolist(), hands.bets.tolist()  # heads-up the button (seat 0) posts the small blind
    ([0, 0, 0], [[1, 2], [1, 2], [1, 2]])
    >>> hands.to_call.tolist(), hands.min_raise_to.tolist(), hands.max_raise_to.tolist()
    ([1, 1, 1], [4, 4, 4], [100, 100, 100])
    >>> step = hands.step(np.array([FOLD, CALL, RAISE]), np.array([0, 0, 100]))
    >>> step.finished.tolist(), step.rewards[0].tolist(), hands.actor.tolist()
    ([True, False, False], [-1, 1], [-1, 1, 1])
    >>> hands.step(np.array([0, 1, CALL]), tables=[1, 2]).finished.tolist()  # both all-in: the board is run out
    [False, False, True]
    >>> int(hands.net[2].sum()), hands.street.tolist()
    (0, [4, 1, 4])

Finished tables wait for :meth:`~VectorHands.reset` (of them alone: ``tables=...``), or are dealt a
new hand at once with ``auto_reset=True``; each new hand moves the button one seat unless ``button``
is given.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from .._checks import as_array, short_repr, whole_number
from ..engine import RULE_BOOK, Readings
from ..errors import (
    ConfigError,
    DealingError,
    HandStateError,
    IllegalActionError,
    InvalidArgumentError,
    InvalidTypeError,
)
from ..game import MAX_CHIPS, AnteType, BettingStructure, TableConfig
from ._args import chip_array, name_tables, table_indices
from ._betting import act, close_rounds, options, post_forced
from ._deal import DeckSource, deal_from, deal_top, needed
from ._showdown import award
from ._state import CALL_BIT, CHECK_BIT, FLAGS, I64, RAISE_BIT, Bools, State, seat_flags
from .raw import CALL, CHECK, FOLD, HISTORY_LENGTH, RAISE, RawObservation

__all__ = ["StepResult", "VectorHands"]

_ANTE_SEATS = {
    AnteType.NONE: "none",
    AnteType.UNIFORM: "all",
    AnteType.BIG_BLIND_ONLY: "big blind",
    AnteType.BUTTON_ONLY: "button",
}
_KIND_NAMES = ("fold", "check", "call", "raise")


class StepResult(NamedTuple):
    """What one :meth:`VectorHands.step` ended: ``finished`` (N,) bool, the tables whose hand ended at
    this step, and ``rewards`` (N, S) int64, those hands' chip gains per seat (final stack less the stack
    before the blinds; 0 for the other tables)."""

    finished: Bools
    rewards: I64


class VectorHands:
    """N hands of hold'em at N tables of ``n_seats`` seats, stepped together (see the module documentation).

    ``config`` (default ``TableConfig()``, blinds 1/2 no-limit) gives the betting structure, the ante
    type, the fixed-limit bet sizes and cap and ``cumulative_short_all_ins``; its readings must be the
    rule book's (the default), without straddles or ante trimming. ``small_blind``, ``big_blind`` and
    ``ante``, a number or one per table, replace the config's (the bet sizes are then each table's
    defaults: the big blind, and twice it for fixed-limit's big bet). ``stacks``: a number, one per
    seat (S,) or one per seat of each table (N, S) (default 100 big blinds): every hand starts from them
    until :meth:`reset` gives others. ``seed``: the deal's numpy Generator (None: fresh entropy); each
    object has its own. ``auto_reset``: a table whose hand ends is dealt the next hand in the same step
    (the step's result still reports the ended hand's gains; to observe a hand's last state, step
    without ``auto_reset`` and ``reset(tables=...)`` the finished tables).
    """

    __slots__ = ("_st", "_config", "_rng", "_source", "_auto", "_ante_type")

    def __init__(
        self,
        n_tables: int,
        n_seats: int,
        config: TableConfig | None = None,
        *,
        stacks: object = None,
        small_blind: object = None,
        big_blind: object = None,
        ante: object = None,
        seed: int | None = None,
        auto_reset: bool = False,
    ) -> None:
        n = whole_number(n_tables, "n_tables", low=1)
        s = whole_number(n_seats, "n_seats (seats at each table)", low=2, high=10)
        config = _checked_config(TableConfig() if config is None else config, s)
        if type(auto_reset) is not bool:
            raise InvalidArgumentError(
                f"auto_reset must be True or False, got {short_repr(auto_reset)}"
            )
        blinds, sizes = _blinds(config, n, small_blind, big_blind)
        antes = chip_array(
            config.ante if ante is None else ante, "ante", [(n,)], low=0, high=MAX_CHIPS // s
        )
        ante_type = config.ante_type
        if ante_type is AnteType.NONE and antes.any():
            ante_type = AnteType.UNIFORM  # as TableConfig takes an ante without its type
        start = _stacks(100 * blinds[1][:, None] if stacks is None else stacks, n, s)
        self._st = State(
            s,
            limit=config.betting is BettingStructure.FIXED_LIMIT,
            pot_limit=config.betting is BettingStructure.POT_LIMIT,
            cap=config.max_raises_per_round,
            cumulative=config.cumulative_short_all_ins,
            ante_seats=_ANTE_SEATS[ante_type],
            small_blind=blinds[0],
            big_blind=blinds[1],
            ante=antes,
            sizes=sizes,
            start=start,
        )
        self._config = config
        self._ante_type = ante_type
        self._auto = auto_reset
        if auto_reset:
            self._check_decisions(np.arange(n, dtype=np.int64), start)
        self._rng = np.random.default_rng(seed)
        self._source = DeckSource(self._rng, needed(s))

    def _check_decisions(self, rows: I64, start: I64) -> None:
        """``auto_reset`` deals again a hand over at the deal (everyone all-in from the blinds and antes):
        refuses stacks ``start`` (rows, S) for ``rows`` that would be so at every button position."""
        st = self._st
        scratch = State(
            st.s,
            limit=st.limit,
            pot_limit=st.pot_limit,
            cap=st.cap,
            cumulative=st.cumulative,
            ante_seats=st.ante_seats,
            small_blind=st.small_blind[rows],
            big_blind=st.big_blind[rows],
            ante=st.ante[rows],
            sizes=st.sizes[:, rows].T,
            start=start,
        )
        at = np.arange(len(rows), dtype=np.int64)
        acting = np.zeros(len(rows), bool)
        for button in range(st.s):
            post_forced(scratch, at, np.full(len(rows), button, np.int64))
            acting |= scratch.actor >= 0
        if not acting.all():
            raise InvalidArgumentError(
                f"with auto_reset, {name_tables(rows[~acting])} would never have a decision: every "
                "hand would be all-in from the blinds and antes at every button; give larger stacks"
            )

    # -- dealing ---------------------------------------------------------------------------------

    def reset(
        self,
        *,
        seed: int | None = None,
        tables: object = None,
        decks: object = None,
        stacks: object = None,
        button: object = None,
    ) -> None:
        """Deal a new hand at ``tables`` (None: every table; a bool mask or table indices).

        ``seed`` reseeds the object's Generator first. ``decks`` (B, 52): each table's deck order (card
        ids), dealt by the procedure a :class:`holdem.Hand` follows (the first 2S cards are the hole
        cards, a card at a time from the left of the button, then burn, flop, burn, turn, burn, river),
        instead of shuffled decks: a Hand given the same order (a random source whose ``shuffle`` puts
        the deck in it) gets the same cards. ``stacks`` (a number, (S,) or (B, S)) become these tables'
        stacks for this hand and the next ones; ``button`` (a seat, or one per table) places the
        button, else it moves one seat on.
        """
        st = self._st
        rows = np.arange(st.n, dtype=np.int64) if tables is None else table_indices(tables, st.n)
        b = len(rows)
        fresh = None if seed is None else whole_number(seed, "seed", low=0)
        top = None if decks is None else _decks(decks, b)
        start = None if stacks is None else _stacks(stacks, b, st.s)
        buttons = st.left.take(st.button[rows])
        if button is not None:
            buttons = chip_array(button, "button", [(b,)], low=0, high=st.s - 1)
        if start is not None and self._auto:
            self._check_decisions(rows, start)
        if fresh is not None:
            self._rng = np.random.default_rng(fresh)
            self._source = DeckSource(self._rng, needed(st.s))
        if not b:
            return
        if start is not None:
            st.start[:, rows] = start.T
        if top is None:
            holes, board = deal_top(self._source.take(b), st.s)
        else:
            holes, board = deal_from(top, buttons, st.s)
        st.holes[rows] = holes
        st.board[rows] = board
        post_forced(st, rows, buttons)
        if self._auto:  # a hand over at the deal is dealt again (its gains are in net meanwhile)
            self._redeal(rows[st.actor[rows] < 0], np.zeros((st.n, st.s), np.int64))
        self._settle(rows)

    def _settle(self, rows: I64) -> None:
        """After the forced bets at ``rows``: rounds that are already over end (a street opens, or the
        hand is awarded: everyone is all-in), and the options of each table's actor are worked out."""
        st = self._st
        over = rows[st.actor[rows] < 0]
        if over.size:
            ending, how = close_rounds(st, over)
            if ending.size:
                award(st, ending, how)
        acting = rows[st.actor[rows] >= 0]
        if acting.size:
            options(st, acting)

    # -- acting ----------------------------------------------------------------------------------

    def step(self, kind: object, amount: object = None, *, tables: object = None) -> StepResult:
        """The actor of every unfinished table (or of ``tables``) acts: ``kind`` (N,) 0 fold, 1 check,
        2 call, 3 bet or raise, to ``amount`` (N,), the actor's round total after it (from
        :attr:`min_raise_to` to :attr:`max_raise_to`); the entries of other tables are ignored.

        An action that is not legal, an amount out of range, or a finished table named in ``tables``
        raises a :class:`~holdem.HoldemError` naming the tables and what is allowed; nothing changes.
        Returns which tables finished and their chip gains (:class:`StepResult`).
        """
        st = self._st
        rows = self._acting(tables)
        kinds = _action_array(kind, "kind", st.n)
        amounts = (
            np.zeros(st.n, np.int64) if amount is None else _action_array(amount, "amount", st.n)
        )
        self._check(rows, kinds, amounts)
        k = kinds if rows is None else kinds[rows]
        ended = act(st, rows, k, amounts if rows is None else amounts[rows])
        finished = np.zeros(st.n, bool)
        rewards = np.zeros((st.n, st.s), np.int64)
        if ended.size:
            ending, how = close_rounds(st, ended)
            if ending.size:
                rewards[ending] = award(st, ending, how, redeal=self._auto)
                finished[ending] = True
                if self._auto:
                    self._redeal(ending, rewards)
        if rows is None and not self._auto:
            rows = np.flatnonzero(st.actor >= 0)
        elif rows is not None:
            rows = rows[st.actor[rows] >= 0]
        if rows is None or len(rows) == st.n:
            options(st, None)
        elif rows.size:
            options(st, rows)
        return StepResult(finished, rewards)

    def _redeal(self, rows: I64, rewards: I64) -> None:
        """``auto_reset``: the next hand at ``rows``, the button one seat on. A hand over at the deal (no
        one can act: everyone all-in from the blinds and antes) is awarded, its gains added to
        ``rewards``, and the next one dealt, until every table has a seat to act (the constructor made
        sure some button position gives one)."""
        st = self._st
        while rows.size:
            buttons = st.left.take(st.button[rows])
            st.holes[rows], st.board[rows] = deal_top(self._source.take(len(rows)), st.s)
            post_forced(st, rows, buttons)
            over = rows[st.actor[rows] < 0]
            if not over.size:
                return
            ending, how = close_rounds(st, over)
            if ending.size:
                rewards[ending] += award(st, ending, how, redeal=True)
            rows = ending

    def _acting(self, tables: object) -> I64 | None:
        """The tables that act (None: every table, all unfinished); refuses finished ones."""
        st = self._st
        done = st.street == 4
        if tables is None:
            if not done.any():
                return None
            rows = np.flatnonzero(~done).astype(np.int64)
            if not rows.size:
                raise HandStateError(
                    "every table's hand is over: reset() deals the next hands (or use auto_reset=True)"
                )
            return rows
        rows = table_indices(tables, st.n)
        over = rows[done[rows]]
        if over.size:
            raise HandStateError(
                f"{name_tables(over)}: the hand is over, no one acts (R-BET-14); reset(tables=...) "
                "deals the next hand"
            )
        if not rows.size:
            raise InvalidArgumentError("tables names no table")
        return rows

    def _check(self, rows: I64 | None, kinds: I64, amounts: I64) -> None:
        """Refuses an action that is not legal at any table of ``rows``, naming them (R-BET-4, R-BET-7..13)."""
        st = self._st
        if rows is None:
            k, a, legal, low, high = kinds, amounts, st.legal_m, st.min_to, st.max_to
        else:
            k, a = kinds[rows], amounts[rows]
            legal, low, high = st.legal_m[rows], st.min_to[rows], st.max_to[rows]
        if k.min() < FOLD or k.max() > RAISE:
            at = _where(rows, (k < FOLD) | (k > RAISE))
            raise IllegalActionError(
                f"{name_tables(at)}: kind {int(kinds[at[0]])} is not an action: 0 fold, 1 check, "
                "2 call, 3 bet or raise"
            )
        refused = (np.right_shift(legal, k) & 1) == 0
        if refused.any():
            at = _where(rows, refused)
            first = int(at[0])
            raise IllegalActionError(
                f"{name_tables(at)}: cannot {_KIND_NAMES[int(kinds[first])]} "
                f"({_why(int(kinds[first]))}); table {first} may {self._describe(first)}"
            )
        out = (k == RAISE) & ((a < low) | (a > high))
        if out.any():
            at = _where(rows, out)
            ranges = ", ".join(
                f"table {int(i)} raises to {int(amounts[i]):,}, allowed {int(st.min_to[i]):,} to "
                f"{int(st.max_to[i]):,}"
                for i in at[:5]
            )
            raise IllegalActionError(
                f"{name_tables(at)}: a raise-to amount out of the legal range ({ranges}) "
                "(R-BET-7, R-BET-10, R-BET-11, R-BET-13)"
            )

    def _describe(self, table: int) -> str:
        """What the actor at ``table`` may do, in words."""
        st = self._st
        parts = ["fold"]
        legal = int(st.legal_m[table])
        if legal & CHECK_BIT:
            parts.append("check")
        if legal & CALL_BIT:
            parts.append(f"call {int(st.to_call[table]):,}")
        if legal & RAISE_BIT:
            parts.append(f"raise to {int(st.min_to[table]):,} to {int(st.max_to[table]):,}")
        return ", ".join(parts[:-1]) + " or " + parts[-1] if len(parts) > 1 else parts[0]

    # -- reading the state -----------------------------------------------------------------------

    def observe(self, seat: object = None, *, tables: object = None) -> RawObservation:
        """The tables (None: all; a bool mask or indices) as ``seat`` sees them: a seat for every table, one
        per table, or None for each table's actor (seat 0 where the hand is over). Its own hole cards
        only: another seat's never appear."""
        st = self._st
        rows = np.arange(st.n, dtype=np.int64) if tables is None else table_indices(tables, st.n)
        b = len(rows)
        actor = st.actor[rows]
        if seat is None:
            observer = np.maximum(actor, 0)
        else:
            observer = chip_array(seat, "seat", [(b,)], low=0, high=st.s - 1)
        folded = seat_flags(st.folded_m[rows], st.s)
        board = st.board[rows].view(np.int8)
        board[np.arange(5) >= st.n_board[rows][:, None]] = -1
        return RawObservation(
            observer=observer.astype(np.int8),
            actor=actor.astype(np.int8),
            button=st.button[rows].astype(np.int8),
            street=st.street[rows].astype(np.int8),
            hole=st.holes[rows, observer].view(np.int8),
            board=board,
            stacks=_per_table(st.stacks, rows),
            bets=_per_table(st.bets, rows),
            contributed=_per_table(st.contrib, rows) + _per_table(st.antes, rows),
            folded=folded,
            all_in=seat_flags(st.out_m[rows], st.s) & ~folded,
            in_hand=np.ones((b, st.s), bool),
            pot=st.pot[rows],
            to_call=st.to_call[rows],
            min_raise_to=st.min_to[rows],
            max_raise_to=st.max_to[rows],
            legal=_legal(st.legal_m[rows]),
            big_blind=st.big_blind[rows],
            history=_history(st.codes[rows], st.amounts[rows], st.hist_len[rows]),
            history_length=np.minimum(st.hist_len[rows], np.iinfo(np.int16).max).astype(np.int16),
        )

    def table_config(self, table: int) -> TableConfig:
        """The :class:`~holdem.TableConfig` a scalar :class:`holdem.Hand` plays table ``table``'s hands by."""
        st = self._st
        i = whole_number(table, "table", low=0, high=st.n - 1)
        config = self._config
        ante = int(st.ante[i])
        sizes = st.sizes[:, i]
        return TableConfig(
            config.betting,
            small_blind=int(st.small_blind[i]),
            big_blind=int(st.big_blind[i]),
            ante=ante,
            ante_type=self._ante_type if ante else AnteType.NONE,
            small_bet=int(sizes[0]),
            big_bet=int(sizes[2]),
            min_bet=int(sizes[0]),
            max_raises_per_round=config.max_raises_per_round,
            cumulative_short_all_ins=config.cumulative_short_all_ins,
        )

    @property
    def n_tables(self) -> int:
        """N, the tables."""
        return self._st.n

    @property
    def n_seats(self) -> int:
        """S, the seats at each table."""
        return self._st.s

    @property
    def config(self) -> TableConfig:
        """The config given (its betting structure, ante type, cap and options hold for every table)."""
        return self._config

    @property
    def actor(self) -> I64:
        """(N,) the seat to act at each table, -1 where the hand is over."""
        return self._st.actor.copy()

    @property
    def done(self) -> Bools:
        """(N,) whether each table's hand is over (and waits for :meth:`reset`)."""
        done: Bools = self._st.street == 4
        return done

    @property
    def legal(self) -> Bools:
        """(N, 4) what each actor may do: fold, check, call, bet or raise (all False where no one acts).
        Folding is allowed whenever the actor may act, even when checking is free (R-BET-4), as
        :meth:`holdem.Hand.legal_actions` has it."""
        return _legal(self._st.legal_m)

    @property
    def to_call(self) -> I64:
        """(N,) the chips a call adds (all the stack when it is short; 0 when nothing is to call)."""
        return self._st.to_call.copy()

    @property
    def min_raise_to(self) -> I64:
        """(N,) the smallest bet or raise-to (the actor's round total), 0 where none is legal."""
        return self._st.min_to.copy()

    @property
    def max_raise_to(self) -> I64:
        """(N,) the largest bet or raise-to, 0 where none is legal."""
        return self._st.max_to.copy()

    @property
    def street(self) -> I64:
        """(N,) the betting round: 0 preflop, 1 flop, 2 turn, 3 river; 4 once the hand is over."""
        return self._st.street.copy()

    @property
    def button(self) -> I64:
        """(N,) the button's seat."""
        return self._st.button.copy()

    @property
    def stacks(self) -> I64:
        """(N, S) each seat's chips behind."""
        return _per_table(self._st.stacks, None)

    @property
    def bets(self) -> I64:
        """(N, S) each seat's chips put in this round."""
        return _per_table(self._st.bets, None)

    @property
    def contributed(self) -> I64:
        """(N, S) each seat's chips put in this hand, antes and blinds included."""
        st = self._st
        return _per_table(st.contrib + st.antes, None)

    @property
    def pot(self) -> I64:
        """(N,) every chip put in this hand, this round's bets included (0 once awarded)."""
        return self._st.pot.copy()

    @property
    def folded(self) -> Bools:
        """(N, S) the seats that folded this hand."""
        st = self._st
        return seat_flags(st.folded_m, st.s)

    @property
    def board(self) -> npt.NDArray[np.int8]:
        """(N, 5) the board cards dealt so far (card ids), -1 for the rest."""
        st = self._st
        board = st.board.view(np.int8).copy()
        board[np.arange(5) >= st.n_board[:, None]] = -1
        return board

    @property
    def hole_cards(self) -> npt.NDArray[np.int8]:
        """(N, S, 2) every seat's hole cards: the tables' knowledge. Show a player :meth:`observe`."""
        return self._st.holes.view(np.int8).copy()

    @property
    def starting_stacks(self) -> I64:
        """(N, S) each seat's stack before this hand's forced bets."""
        return _per_table(self._st.start, None)

    @property
    def net(self) -> I64:
        """(N, S) the chip gains of each table's last finished hand (0 before any)."""
        return _per_table(self._st.net, None)

    @property
    def big_blind(self) -> I64:
        """(N,) each table's big blind."""
        return self._st.big_blind.copy()

    def __repr__(self) -> str:
        st = self._st
        return (
            f"<VectorHands {st.n} tables of {st.s} seats, {self._config.betting.value}, "
            f"{int((st.street == 4).sum())} finished>"
        )


def _why(kind: int) -> str:
    """Why an action of ``kind`` is refused when it is (R-BET-4 and the raise rules)."""
    if kind == CHECK:
        return "there is a bet to call (R-BET-4)"
    if kind == CALL:
        return "there is no bet to call (R-BET-4)"
    return (
        "no bet or raise is allowed: the stack does not cover more than a call, every other player "
        "is all-in, the betting is capped or was not reopened by a full raise (R-BET-8, R-BET-9b, "
        "R-BET-11)"
    )


_LEGAL = FLAGS[:16, :4].copy()  # each legal-kind mask as 4 flags


def _where(rows: I64 | None, flags: Bools) -> I64:
    """The tables (indices) of ``rows`` (None: all tables) where ``flags`` is set."""
    at = np.flatnonzero(flags)
    return at if rows is None else rows[at]


def _per_table(values: I64, rows: I64 | None) -> I64:
    """A per-seat (S, N) array's entries for ``rows`` (None: all tables) as a new (tables, S) array."""
    return np.ascontiguousarray((values if rows is None else values[:, rows]).T)


def _legal(mask: I64) -> Bools:
    """The legal-kind masks as (tables, 4) bools: fold, check, call, bet or raise."""
    return _LEGAL.take(mask, axis=0)


def _history(codes: npt.NDArray[np.int16], amounts: I64, count: I64) -> npt.NDArray[np.int64]:
    """The last H actions oldest first from each table's rings (``count`` actions so far), as rows of
    (street, seat, kind, amount to); -1 rows unused."""
    h = HISTORY_LENGTH
    start = np.where(count > h, count % h, 0)
    order = (start[:, None] + np.arange(h)) % h
    code = np.take_along_axis(codes, order, axis=1)
    out = np.stack(
        [code & 7, (code >> 3) & 31, code >> 8, np.take_along_axis(amounts, order, axis=1)], axis=2
    ).astype(np.int64)
    out[np.arange(h) >= count[:, None]] = -1
    return out


def _action_array(values: object, name: str, n: int) -> I64:
    """``kind`` or ``amount``: an integer array of one entry per table."""
    arr = as_array(values, name)
    if arr.shape != (n,):
        raise InvalidArgumentError(
            f"{name} has one entry per table: shape ({n},), got shape {arr.shape}"
        )
    if arr.dtype.kind not in "iu":
        raise InvalidTypeError(f"{name} must be an integer array, got dtype {arr.dtype}")
    return arr.astype(np.int64, copy=False)


def _checked_config(config: object, seats: int) -> TableConfig:
    """The config if the vector engine plays it: the rule book's readings, no straddles, no ante
    trimming, no button blind, a big blind, room for the seats."""
    if not isinstance(config, TableConfig):
        raise InvalidTypeError(f"config must be a TableConfig, got {short_repr(config)}")
    if Readings.of(config) is not RULE_BOOK:
        raise ConfigError(
            "VectorHands plays by the rule book's readings (TableConfig's defaults, rules='rule_book'), "
            f"not {Readings.of(config)!r}"
        )
    if config.straddles or config.ante_trimming or config.button_blind:
        raise ConfigError(
            "VectorHands plays without straddles, ante trimming and a button blind (R-BLIND-9)"
        )
    if config.big_blind == 0:
        raise ConfigError("VectorHands needs a big blind (antes-only games are not played)")
    if config.seats_max < seats:
        raise ConfigError(f"config.seats_max is {config.seats_max}: fewer than {seats} seats")
    return config


def _blinds(config: TableConfig, n: int, small: object, big: object) -> tuple[tuple[I64, I64], I64]:
    """Each table's blinds and its bet size for each round (N, 4)."""
    fixed = config.betting is BettingStructure.FIXED_LIMIT
    if small is None and big is None:
        bb = np.full(n, config.big_blind, np.int64)
        sb = np.full(n, config.small_blind, np.int64)
        first, later = (config.small_bet, config.big_bet) if fixed else (config.min_bet,) * 2
        sizes = np.tile(np.array([first, first, later, later], np.int64), (n, 1))
        return (sb, bb), sizes
    default = TableConfig(
        config.betting, small_blind=config.small_blind, big_blind=config.big_blind
    )
    if (config.min_bet, config.small_bet, config.big_bet) != (
        default.min_bet,
        default.small_bet,
        default.big_bet,
    ):
        raise ConfigError(
            "with blinds per table, each table's bet sizes are its defaults (min_bet and small_bet the "
            "big blind, big_bet twice it): give a config without min_bet, small_bet or big_bet"
        )
    bb = chip_array(
        config.big_blind if big is None else big, "big_blind", [(n,)], low=1, high=MAX_CHIPS
    )
    sb = chip_array(
        config.small_blind if small is None else small, "small_blind", [(n,)], low=0, high=MAX_CHIPS
    )
    over = np.flatnonzero(sb > bb)
    if over.size:
        i = int(over[0])
        raise ConfigError(
            f"small_blind[{i}] ({int(sb[i])}) must not be larger than big_blind[{i}] ({int(bb[i])})"
        )
    big_bet = np.minimum(2 * bb, MAX_CHIPS) if fixed else bb
    sizes = np.stack([bb, bb, big_bet, big_bet], axis=1)
    return (sb, bb), sizes


def _stacks(values: object, n: int, s: int) -> I64:
    """Stacks: a number, one per seat (S,) or one per seat of each table (n, S), each 1 to MAX_CHIPS."""
    return chip_array(values, "stacks", [(n, s), (s,), (n, 1)], low=1, high=MAX_CHIPS)


def _decks(values: object, b: int) -> I64:
    """Deck orders (b, 52): each row the 52 card ids once."""
    arr = as_array(values, "decks")
    if arr.shape != (b, 52):
        raise InvalidArgumentError(
            f"decks has one deck order of 52 card ids per table dealt: shape ({b}, 52), got {arr.shape}"
        )
    if arr.dtype.kind not in "iu":
        raise InvalidTypeError(f"decks must be card ids (an integer array), got dtype {arr.dtype}")
    ids = arr.astype(np.int64)
    ordered = np.sort(ids, axis=1)
    bad = np.flatnonzero((ordered != np.arange(52)).any(axis=1))
    if bad.size:
        raise DealingError(
            f"decks[{int(bad[0])}] is not a deck order: each of the 52 card ids (0 to 51) exactly once"
        )
    return ids
