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

import numpy as np

from ._state import I64, LOWEST, POPCOUNT, Bools, State, first_after, pick
from .raw import CALL, FOLD, HISTORY_LENGTH, RAISE

__all__ = ["act", "close_rounds_setup", "end_rounds", "next_actors", "open_streets", "post_forced"]

_BOARD_AFTER = np.array([0, 3, 4, 5, 5], dtype=np.int64)  # board cards dealt by each street


def post_forced(st: State, rows: I64, buttons: I64) -> None:
    """A new hand at ``rows``: the stacks reset to ``start``, antes and blinds posted (R-BLIND-1..4),
    the first round open with its actor (-1 when no one can act: the round is over at once)."""
    s = st.s
    n = len(rows)
    at = np.arange(n)
    stacks = st.start[rows]
    st.begin[rows] = stacks
    st.button[rows] = buttons
    heads_up = s == 2
    sb_seat = buttons if heads_up else (buttons + 1) % s
    bb_seat = 1 - buttons if heads_up else (buttons + 2) % s
    antes = np.zeros_like(stacks)
    if st.ante_seats == "all":
        antes[:] = st.ante[rows, None]
    elif st.ante_seats != "none":
        ante_seat = bb_seat if st.ante_seats == "big blind" else buttons
        antes[at, ante_seat] = st.ante[rows]
    np.minimum(antes, stacks, out=antes)  # a short stack antes all it has
    stacks -= antes
    bets = np.zeros_like(stacks)
    for seat, amount in ((sb_seat, st.small_blind[rows]), (bb_seat, st.big_blind[rows])):
        put = np.minimum(amount, stacks[at, seat])  # R-BLIND-3: a short blind is all-in
        stacks[at, seat] -= put
        bets[at, seat] = put
    st.stacks[rows] = stacks
    st.bets[rows] = bets
    st.contrib[rows] = bets
    st.antes[rows] = antes
    dead = antes.sum(axis=1)
    st.dead[rows] = dead
    st.pot[rows] = dead + bets.sum(axis=1)
    out = ((stacks == 0) << st.seat_ids).sum(axis=1)
    st.out_m[rows] = out
    st.folded_m[rows] = 0
    st.acted_m[rows] = 0
    st.need_m[rows] = st.full & ~out
    big = st.big_blind[rows]
    st.bet_to[rows] = big  # R-BLIND-3: the full big blind to call, even when its poster was short
    st.full_to[rows] = big
    st.full_size[rows] = st.sizes[rows, 0]
    st.full_count[rows] = 0
    raises = 1 if st.limit else 0  # R-BET-11: the big blind is the first round's bet
    st.raises[rows] = raises
    st.capped[rows] = st.limit and raises >= st.cap and (POPCOUNT.take(st.full & ~out) >= 3)
    st.last_aggr[rows] = -1
    st.street[rows] = 0
    st.n_board[rows] = 0
    st.hist_len[rows] = 0
    st.done[rows] = False
    st.actor[rows] = next_actors(
        st, rows, bb_seat
    )  # R-BET-2: the first round opens after the big blind


def next_actors(st: State, rows: I64 | None, after: I64) -> I64:
    """The seat to act next after seat ``after`` at each of ``rows``, -1 when the round is over (R-BET-6)."""
    s = st.s
    can = st.full & ~pick(st.out_m, rows)
    n_live = s - POPCOUNT.take(pick(st.folded_m, rows))
    n_active = POPCOUNT.take(can)
    nxt = first_after(pick(st.need_m, rows), after, s)
    nxt[(n_live <= 1) | (n_active == 0)] = -1
    lone = np.flatnonzero((n_active == 1) & (n_live > 1))
    if lone.size:
        # The one player who can still act is asked only to match chips actually bet against it.
        tables = lone if rows is None else rows[lone]
        seat = LOWEST.take(can[lone])
        bets = st.bets[tables]
        mine = bets[np.arange(len(lone)), seat]
        others = np.where(st.seat_ids == seat[:, None], -1, bets).max(axis=1)
        nxt[lone] = np.where(mine < others, seat, -1)
    return nxt


def act(st: State, rows: I64 | None, kind: I64, amount: I64) -> I64:
    """Each actor of ``rows`` folds, checks, calls or raises to ``amount`` (already checked legal); the
    turn passes on. Returns the tables (indices) whose round is now over."""
    p = pick(st.actor, rows)
    flat = st.flat(rows, p)
    stacks = st.stacks.ravel()
    bets = st.bets.ravel()
    contrib = st.contrib.ravel()
    bet = bets.take(flat)
    total = np.where(
        kind == CALL, bet + pick(st.to_call, rows), np.where(kind == RAISE, amount, bet)
    )
    added = total - bet
    left = stacks.take(flat) - added
    stacks[flat] = left
    bets[flat] = total
    contrib[flat] = contrib.take(flat) + added
    fold = kind == FOLD
    all_in = (left == 0) & ~fold
    bit = np.left_shift(1, p)
    _record(st, rows, p, kind, total)
    if rows is None:
        st.pot += added
        st.folded_m |= bit * fold
        st.out_m |= bit * (fold | all_in)
    else:
        st.pot[rows] += added
        st.folded_m[rows] |= bit * fold
        st.out_m[rows] |= bit * (fold | all_in)
    raised = _raise(st, rows, p, total, all_in)
    can = st.full & ~pick(st.out_m, rows)
    need = np.where(raised, can, pick(st.need_m, rows)) & ~bit
    acted = pick(st.acted_m, rows) | bit
    if rows is None:
        st.need_m[:] = need
        st.acted_m[:] = acted
    else:
        st.need_m[rows] = need
        st.acted_m[rows] = acted
    nxt = next_actors(st, rows, p)
    if rows is None:
        st.actor[:] = nxt
        return np.flatnonzero(nxt < 0)
    st.actor[rows] = nxt
    return rows[nxt < 0]


def _raise(st: State, rows: I64 | None, p: I64, total: I64, all_in: Bools) -> Bools:
    """The round's bet, full-raise size and count, fixed-limit cap and the actor's reopening marks after
    it bet ``total`` (R-BET-7..12); returns where that raised the bet."""
    bet_to = pick(st.bet_to, rows)
    raised = total > bet_to
    size = pick(st.full_size, rows)
    full_to = pick(st.full_to, rows)
    # Only a raise that is full by itself sets the size of the next one (R-BET-7); short all-ins that
    # add up reopen the betting (R-BET-9a, in options) but size nothing.
    full = raised & (~all_in | ((total - bet_to) * st.factor >= size))
    if not st.limit:
        size = np.where(full, total - full_to, size)
    count = pick(st.full_count, rows) + full
    full_to = np.where(full, total, full_to)
    bet_to = np.where(raised, total, bet_to)
    last = np.where(raised, p, pick(st.last_aggr, rows))
    flat = st.flat(rows, p)
    st.level.ravel()[flat] = bet_to
    st.mark.ravel()[flat] = size if st.cumulative else count
    where = slice(None) if rows is None else rows
    st.full_size[where] = size
    st.full_count[where] = count
    st.full_to[where] = full_to
    st.bet_to[where] = bet_to
    st.last_aggr[where] = last
    if st.limit:
        raises = pick(st.raises, rows) + full
        st.raises[where] = raises
        active = POPCOUNT.take(st.full & ~pick(st.out_m, rows))
        st.capped[where] |= full & (raises >= st.cap) & (active >= 3)
    return raised


def _record(st: State, rows: I64 | None, p: I64, kind: I64, total: I64) -> None:
    """The action in each table's history ring: (street, seat, kind, the seat's bet after it)."""
    count = pick(st.hist_len, rows)
    base = np.arange(st.n, dtype=np.int64) if rows is None else rows
    at = base * HISTORY_LENGTH + (count & (HISTORY_LENGTH - 1))
    entry = np.stack([pick(st.street, rows), p, kind, total], axis=1).astype(np.int32)
    st.history.reshape(-1, 4)[at] = entry
    if rows is None:
        st.hist_len += 1
    else:
        st.hist_len[rows] = count + 1


def end_rounds(st: State, rows: I64) -> None:
    """The rounds of ``rows`` are over: the part of a bet no one matched goes back (R-POT-3), and the
    bets are gathered."""
    bets = st.bets[rows]
    n = len(rows)
    top = bets.max(axis=1)
    at_top = bets == top[:, None]
    unique = (at_top.sum(axis=1) == 1) & (top > 0)
    seat = at_top.argmax(axis=1)
    second = np.where(at_top, 0, bets).max(axis=1)
    excess = np.where(unique, top - second, 0)
    flat = st.row_base[rows] + seat
    stacks = st.stacks.ravel()
    before = stacks.take(flat)
    stacks[flat] = before + excess
    contrib = st.contrib.ravel()
    contrib[flat] = contrib.take(flat) - excess
    st.pot[rows] -= excess
    folded = (st.folded_m[rows] >> seat) & 1
    # an all-in seat given chips back can act again
    back = (excess > 0) & (before == 0) & (folded == 0)
    st.out_m[rows] &= ~(np.left_shift(1, seat) * back)
    st.bets[rows] = np.zeros((n, st.s), np.int64)


def close_rounds_setup(st: State, rows: I64) -> tuple[I64, I64]:
    """Ends the rounds of ``rows`` and opens the next street where betting goes on; returns the tables
    whose hand is over and how each ends: 0 one player left, 1 no more betting possible (the hands turn
    up and the board is run out, R-SHOW-3), 2 a showdown after the river's betting."""
    end_rounds(st, rows)
    n_live = st.s - POPCOUNT.take(st.folded_m[rows])
    n_active = POPCOUNT.take(st.full & ~st.out_m[rows])
    over = n_live <= 1
    runout = ~over & (n_active <= 1)
    showdown = ~over & ~runout & (st.street[rows] == 3)
    going = ~(over | runout | showdown)
    open_streets(st, rows[going])
    ending = ~going
    how = np.where(over, 0, np.where(runout, 1, 2))[ending]
    return rows[ending], how


def open_streets(st: State, rows: I64) -> None:
    """The next betting round at ``rows`` (two or more players can still bet): the board cards of the
    street are out, nobody has acted, the first to act is left of the button (R-BET-2)."""
    if not rows.size:
        return
    street = st.street[rows] + 1
    st.street[rows] = street
    st.n_board[rows] = _BOARD_AFTER[street]
    st.bet_to[rows] = 0
    st.full_to[rows] = 0
    st.full_size[rows] = st.sizes[rows, street]
    st.full_count[rows] = 0
    st.raises[rows] = 0
    st.capped[rows] = False
    st.last_aggr[rows] = -1
    st.acted_m[rows] = 0
    need = st.full & ~st.out_m[rows]
    st.need_m[rows] = need
    st.actor[rows] = first_after(need, st.button[rows], st.s)


def options(st: State, rows: I64 | None) -> None:
    """The actor's legal options at ``rows`` (each has an actor): check or call and the call's amount,
    and the bet or raise-to range (R-BET-4, R-BET-7..12, R-BET-9b)."""
    p = pick(st.actor, rows)
    flat = st.flat(rows, p)
    stack = st.stacks.ravel().take(flat)
    bet = st.bets.ravel().take(flat)
    bet_to = pick(st.bet_to, rows)
    owe = bet_to - bet
    most = bet + stack
    level = st.level.ravel().take(flat)
    mark = st.mark.ravel().take(flat)
    fresh = ((pick(st.acted_m, rows) >> p) & 1) == 0
    if st.cumulative:
        # R-BET-8/9a: reopened by a full raise's worth since the seat acted, of the size it faced then
        reopened = fresh | ((bet_to - level) * st.factor >= mark)
    else:
        reopened = fresh | (mark < pick(st.full_count, rows))
    active = POPCOUNT.take(st.full & ~pick(st.out_m, rows))
    can = (most > bet_to) & (active >= 2) & ~pick(st.capped, rows) & reopened
    size = pick(st.full_size, rows)
    low = pick(st.full_to, rows) + size
    # short all-ins have passed the last full bet + raise: raise by a full raise over them
    low = np.where(low <= bet_to, bet_to + size, low)
    if st.limit:
        high = low
    elif st.pot_limit:
        # R-BET-10: call, then raise by the pot (bets and the call included); never below the minimum
        high = np.maximum(bet_to + pick(st.pot, rows) + owe, low)
    else:
        high = most
    high = np.minimum(high, most)
    low = np.minimum(low, high)
    where = slice(None) if rows is None else rows
    st.can_check[where] = owe <= 0
    st.can_call[where] = owe > 0
    st.can_raise[where] = can
    st.to_call[where] = np.where(owe > 0, np.minimum(owe, stack), 0)
    st.min_to[where] = np.where(can, low, 0)
    st.max_to[where] = np.where(can, high, 0)


def no_options(st: State, rows: I64) -> None:
    """No one acts at ``rows``: every option off."""
    st.can_check[rows] = False
    st.can_call[rows] = False
    st.can_raise[rows] = False
    st.to_call[rows] = 0
    st.min_to[rows] = 0
    st.max_to[rows] = 0
