"""The betting of many tables at once: forced bets, actions, whose turn, the end of a round, the options.

Each function reads and writes a :class:`~holdem.vector._state.State` for a set of tables (``rows``, an
index array; None for every table, the common case of a vector environment, which skips the gathers).
The rules are the scalar engine's (:class:`holdem.engine.BettingState` under the rule book's readings),
step for step, so that the same cards and actions give the same options and chips (the equivalence test,
``tests/vector/test_equivalence.py``):

- R-BLIND-1..4: antes (dead money), then the blinds, a short stack posting all it has; heads-up the
  button posts the small blind and acts first before the flop (R-BLIND-2).
- R-BET-6: the next to act is the first seat clockwise that can still act and has not acted since the
  last bet or raise; a lone player not all-in acts only when it faces chips actually bet.
- R-BET-7 / R-BET-9: the smallest raise is to the last full bet plus its raise size; a short all-in
  raises the bet but not that size. R-BET-8 / R-BET-9a: a seat that acted may raise again only when the
  bet has grown since by a full raise (short all-ins adding up, with ``cumulative_short_all_ins``).
- R-BET-9b: no bet or raise when every other player still in is all-in. R-BET-10: the pot-limit
  maximum. R-BET-11 / R-BET-12: the fixed-limit sizes and cap, an all-in of half a bet or more being a
  full raise.
- R-POT-3: the part of a bet no one matched goes back at the end of the round.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ._state import (
    BIT,
    CALL_BIT,
    CHECK_BIT,
    FOLD_BIT,
    I64,
    LOWEST,
    POPCOUNT,
    RAISE_BIT,
    TABLE_FIELDS,
    Bools,
    State,
    first_after,
)
from .raw import CALL, FOLD, HISTORY_LENGTH, RAISE

__all__ = ["act", "close_rounds", "options", "post_forced"]

(
    ACTOR,
    STREET,
    BUTTON,
    BET_TO,
    FULL_TO,
    FULL_SIZE,
    FULL_COUNT,
    RAISES,
    CAPPED,
    LAST_AGGR,
    N_BOARD,
    POT,
    DEAD,
    HIST_LEN,
    FOLDED_M,
    OUT_M,
    NEED_M,
    ACTED_M,
    LEGAL_M,
    TO_CALL,
    MIN_TO,
    MAX_TO,
    PAID,
    MOST_TO,
) = range(len(TABLE_FIELDS))

_BOARD_AFTER = np.array([0, 3, 4, 5, 5], dtype=np.int64)  # board cards dealt by each street
_RING = HISTORY_LENGTH - 1  # HISTORY_LENGTH is a power of two
# The fields a new hand sets: the actor's options, the last ones, are worked out by options() once the
# round has an actor (and cleared by the award when the hand is over at the deal)
_DEALT = LEGAL_M


def post_forced(st: State, rows: I64, buttons: I64) -> None:
    """A new hand at ``rows``: the stacks reset to ``start``, antes and blinds posted (R-BLIND-1..4),
    the first round open with its actor (-1 when no one can act: the round is over at once); the
    actor's options are left to :func:`options`."""
    s, k = st.s, len(rows)
    col = np.arange(k)
    seats = st.seats_of(rows)  # the rows' seats in the raveled (S, N) arrays
    stacks = st.start.reshape(-1).take(seats)  # the raveled (S, k) stacks of the rows
    sb_seat = buttons if s == 2 else st.left.take(buttons)  # R-BLIND-2: heads-up the button
    bb_seat = st.left.take(sb_seat)
    t = np.zeros((_DEALT, k), np.int64)
    pot = t[POT]
    if st.ante_seats != "none":
        antes = _post_antes(st, rows, stacks.reshape(s, k), buttons, bb_seat)
        st.antes.reshape(-1)[seats] = antes.reshape(-1)
        t[DEAD] = antes.sum(axis=0)
        pot += t[DEAD]
    bets = np.zeros(s * k, np.int64)
    big = st.big_blind[rows]
    for seat, amount in ((sb_seat, st.small_blind[rows]), (bb_seat, big)):
        at = seat * k + col
        have = stacks.take(at)
        put = np.minimum(amount, have)  # R-BLIND-3: a short blind is all-in
        stacks[at] = have - put
        bets[at] = put
        pot += put
    st.stacks.reshape(-1)[seats] = stacks
    st.bets.reshape(-1)[seats] = bets
    st.contrib.reshape(-1)[seats] = bets
    out = ((stacks.reshape(s, k) == 0) * BIT[:s, None]).sum(axis=0)
    t[BUTTON] = buttons
    t[BET_TO] = big  # R-BLIND-3: the full big blind to call, even when its poster was short
    t[FULL_TO] = big
    t[FULL_SIZE] = st.sizes[0, rows]
    t[LAST_AGGR] = -1
    t[OUT_M] = out
    can = st.full - out
    t[NEED_M] = can
    if st.limit:  # R-BET-11: the big blind is the first round's bet
        t[RAISES] = 1
        t[CAPPED] = (st.cap <= 1) & (POPCOUNT.take(can) >= 3)
    # R-BET-2: the first round opens after the big blind
    t[ACTOR] = _next_seat(
        st, can, can, t[FOLDED_M], bb_seat, lambda lone: bets.reshape(s, k).take(lone, axis=1)
    )
    st.table.reshape(-1)[(st.field_base[:_DEALT] + rows).reshape(-1)] = t.reshape(-1)


def _post_antes(st: State, rows: I64, stacks: I64, buttons: I64, bb_seat: I64) -> I64:
    """Each seat's ante (all it has when short, R-BLIND-4), taken from ``stacks``; returns them (S, k)."""
    antes = np.zeros(stacks.shape, np.int64)
    if st.ante_seats == "all":
        antes[:] = st.ante[rows]
    else:
        seat = bb_seat if st.ante_seats == "big blind" else buttons
        antes.reshape(-1)[seat * len(rows) + np.arange(len(rows))] = st.ante[rows]
    np.minimum(antes, stacks, out=antes)
    stacks -= antes
    return antes


def _next_seat(
    st: State, need: I64, can: I64, folded: I64, after: I64, bets_of: Callable[[I64], I64]
) -> I64:
    """The next seat to act after seat ``after`` (R-BET-6), -1 when the round is over, from the seats that
    must still act (``need``), can act (``can``) and folded; ``bets_of(tables)`` gives the bets (S, m) of
    the tables where one player alone can act."""
    status = st.turn_status.take(folded * (1 << st.s) + can)
    nxt = first_after(need, after, st.s)
    nxt[status == 1] = -1
    lone = (status == 2).nonzero()[0]
    if lone.size:
        # The one player who can still act is asked only to match chips actually bet against it.
        seat = LOWEST.take(can[lone])
        bets = bets_of(lone)
        at = np.arange(len(lone))
        mine = bets[seat, at]
        bets[seat, at] = -1
        nxt[lone] = np.where(mine < bets.max(axis=0), seat, -1)
    return nxt


def act(st: State, rows: I64 | None, kind: I64, amount: I64) -> I64:
    """Each actor of ``rows`` folds, checks, calls or raises to ``amount`` (already checked legal, the
    options of :func:`options` up to date); the turn passes on. Returns the tables whose round is now
    over."""
    t = st.table if rows is None else st.table.take(rows, axis=1)
    tables = st.tables if rows is None else rows
    p = t[ACTOR]  # read until the next actor is written, at the end
    flat = p * st.n
    flat += tables
    bet = t[PAID]
    total = np.where(kind == RAISE, amount, bet + t[TO_CALL] * (kind == CALL))
    added = total - bet
    left = t[MOST_TO] - total
    st.stacks.reshape(-1)[flat] = left
    st.bets.reshape(-1)[flat] = total
    contrib = st.contrib.reshape(-1)
    contrib[flat] = contrib.take(flat) + added
    t[POT] += added
    _record(st, t, tables, p, kind, total)
    bit = np.left_shift(1, p)
    fold = kind == FOLD
    gone = fold | (left == 0)  # out of the betting: folded, or all-in
    t[FOLDED_M] |= bit * fold
    out = t[OUT_M]
    out |= bit * gone
    can = st.full - out
    raised = _raise(st, t, flat, p, total, gone > fold, can)
    need = t[NEED_M]  # a subset of can: after a raise, everyone who can act but the raiser
    need |= can * raised
    need &= ~bit
    t[ACTED_M] |= bit
    nxt = _next_seat(st, need, can, t[FOLDED_M], p, lambda lone: st.bets.take(tables[lone], axis=1))
    t[ACTOR] = nxt
    if rows is not None:
        st.table[:, rows] = t
    over = (nxt < 0).nonzero()[0]
    return over if rows is None else rows[over]


def _raise(st: State, t: I64, flat: I64, p: I64, total: I64, all_in: Bools, can: I64) -> Bools:
    """The round's bet, full-raise size and count, fixed-limit cap and the actor's reopening marks after
    it bet ``total`` (R-BET-7..12); returns where that raised the bet."""
    bet_to = t[BET_TO]
    rise = total - bet_to
    raised: Bools = rise > 0
    size = t[FULL_SIZE]
    if st.factor != 1:
        rise *= st.factor
    # Only a raise that is full by itself sets the size of the next one (R-BET-7); short all-ins that
    # add up reopen the betting (R-BET-9a, in options) but size nothing.
    full = raised > (all_in & (rise < size))
    if not st.limit:
        size[:] = np.where(full, total - t[FULL_TO], size)
    count = t[FULL_COUNT]
    count += full
    full_to = t[FULL_TO]  # the bet is at least the last full bet: a full raise raises both
    np.maximum(full_to, total * full, out=full_to)
    np.maximum(bet_to, total, out=bet_to)
    last = t[LAST_AGGR]
    last += (p - last) * raised
    if st.cumulative:
        st.level.reshape(-1)[flat] = bet_to
        st.mark.reshape(-1)[flat] = size
    else:
        st.mark.reshape(-1)[flat] = count
    if st.limit:
        raises = t[RAISES]
        raises += full
        t[CAPPED] |= full & (raises >= st.cap) & (POPCOUNT.take(can) >= 3)
    return raised


def _record(st: State, t: I64, tables: I64, p: I64, kind: I64, total: I64) -> None:
    """The action in each table's history ring: street + 8 seat + 256 kind, and the seat's bet after."""
    count = t[HIST_LEN]
    at = count & _RING
    at += st.ring_base if tables is st.tables else tables * HISTORY_LENGTH
    code = p * 8
    code += t[STREET]
    code += kind * 256
    st.codes.reshape(-1)[at] = code.astype(np.int16)
    st.amounts.reshape(-1)[at] = total
    count += 1


def close_rounds(st: State, rows: I64) -> tuple[I64, I64]:
    """The rounds of ``rows`` are over: the part of a bet no one matched goes back (R-POT-3), the bets are
    gathered, and the next street opens where betting goes on. Returns the tables whose hand is over and
    how each ends: 0 one player left, 1 no more betting possible (the hands turn up and the board is run
    out, R-SHOW-3), 2 a showdown after the river's betting."""
    seats = st.seats_of(rows)
    _return_uncalled(st, rows, st.bets.reshape(-1).take(seats).reshape(st.s, len(rows)))
    st.bets.reshape(-1)[seats] = 0
    can = st.full - st.out_m[rows]
    street = st.street[rows]
    over = POPCOUNT.take(st.folded_m[rows]) >= st.s - 1
    runout = ~over & (POPCOUNT.take(can) <= 1)
    ending = over | runout | (street == 3)
    going = (~ending).nonzero()[0]
    if going.size:
        _next_street(st, rows[going], street[going] + 1, can[going])
    done = ending.nonzero()[0]
    how = np.where(over[done], 0, np.where(runout[done], 1, 2))
    return rows[done], how


def _return_uncalled(st: State, rows: I64, bets: I64) -> None:
    """R-POT-3: a bet no one matched goes back, to the extent no one matched it; ``bets`` (S, rows) the
    rows' bets."""
    # the largest bet, the first seat that made it, and the largest bet of the others (the top again
    # when two made it), one seat at a time
    top = bets[0].copy()
    seat = np.zeros(len(rows), np.int64)
    second = np.zeros(len(rows), np.int64)
    for p in range(1, st.s):
        bet = bets[p]
        np.maximum(second, np.minimum(top, bet), out=second)
        seat = np.where(bet > top, p, seat)
        np.maximum(top, bet, out=top)
    unique = (second < top).nonzero()[0]
    if not unique.size:
        return
    seat = seat[unique]
    excess = top[unique] - second[unique]
    tables = rows[unique]
    flat = seat * st.n + tables
    stacks, contrib = st.stacks.reshape(-1), st.contrib.reshape(-1)
    before = stacks.take(flat)
    stacks[flat] = before + excess
    contrib[flat] = contrib.take(flat) - excess
    st.pot[tables] -= excess
    # an all-in seat given chips back can act again
    bit = BIT.take(seat)
    back = (before == 0) & ((st.folded_m[tables] & bit) == 0)
    st.out_m[tables] &= ~(bit * back)


def _next_street(st: State, rows: I64, street: I64, can: I64) -> None:
    """The next betting round at ``rows`` (two or more players can still bet): the street's board cards
    out, nobody has acted, the first to act left of the button (R-BET-2)."""
    st.street[rows] = street
    st.n_board[rows] = _BOARD_AFTER.take(street)
    for field in (st.bet_to, st.full_to, st.full_count, st.raises, st.capped, st.acted_m):
        field[rows] = 0
    st.full_size[rows] = st.sizes.reshape(-1).take(street * st.n + rows)
    st.last_aggr[rows] = -1
    st.need_m[rows] = can
    st.actor[rows] = first_after(can, st.button[rows], st.s)


def options(st: State, rows: I64 | None) -> None:
    """The actor's legal options at ``rows`` (each has an actor; None: every table): check or call and the
    call's amount, and the bet or raise-to range (R-BET-4, R-BET-7..12, R-BET-9b)."""
    t = st.table if rows is None else st.table.take(rows, axis=1)
    p = t[ACTOR]
    flat = st.flat(rows, p)
    stack = st.stacks.reshape(-1).take(flat)
    bet = t[PAID]
    st.bets.reshape(-1).take(flat, out=bet)
    bet_to = t[BET_TO]
    owe = bet_to - bet
    most = t[MOST_TO]
    np.add(bet, stack, out=most)
    fresh = (np.right_shift(t[ACTED_M], p) & 1) == 0
    mark = st.mark.reshape(-1).take(flat)
    if st.cumulative:
        # R-BET-8/9a: reopened by a full raise's worth since the seat acted, of the size it faced then
        rise = bet_to - st.level.reshape(-1).take(flat)
        if st.factor != 1:
            rise *= st.factor
        reopened = fresh | (rise >= mark)
    else:
        reopened = fresh | (mark < t[FULL_COUNT])
    # R-BET-9b: no bet or raise unless another player can still bet
    can = (most > bet_to) & st.several.take(t[OUT_M]) & reopened
    if st.limit:
        can &= t[CAPPED] == 0
    size = t[FULL_SIZE]
    low = t[FULL_TO] + size
    # short all-ins have passed the last full bet + raise: raise by a full raise over them
    low = np.where(low <= bet_to, bet_to + size, low)
    if st.limit:
        high = np.minimum(low, most)
    elif st.pot_limit:
        # R-BET-10: call, then raise by the pot (bets and the call included); never below the minimum
        high = np.minimum(np.maximum(bet_to + t[POT] + owe, low), most)
    else:
        high = most
    np.minimum(low, high, out=low)
    legal = can.view(np.int8) * np.int8(RAISE_BIT)
    legal += (owe > 0).view(np.int8) * np.int8(CALL_BIT - CHECK_BIT)
    np.add(legal, FOLD_BIT | CHECK_BIT, out=t[LEGAL_M])
    to_call = t[TO_CALL]
    np.minimum(owe, stack, out=to_call)
    np.maximum(to_call, 0, out=to_call)
    np.multiply(low, can, out=t[MIN_TO])
    np.multiply(high, can, out=t[MAX_TO])
    if rows is not None:
        st.table[:, rows] = t
