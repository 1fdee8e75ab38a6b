"""The end of many hands at once: the hands shown or mucked, their values, the pots awarded.

The hands still in at a showdown are valued by the core's batch evaluator (seven cards each), and every
table finishing at a step is awarded in one call of the core's batch pot resolution, antes as dead money
in the main pot (R-POT-1..6). At a showdown after the river's betting the seats show or muck in R-SHOW-1's
order by the scalar engine's policy (``Hand.auto_showdown``): a hand that can still win or tie a pot it
is in shows, one that cannot mucks unless it is the last hand left in one of its pots (R-SHOW-2); a
mucked hand cannot win, which can move an odd chip. When no more betting was possible, every hand
still in was turned up (R-SHOW-3) and none is mucked.
"""

from __future__ import annotations

import numpy as np

from ..core import evaluate_batch, resolve_pots_batch
from ._state import I64, Bools, State, seat_flags

__all__ = ["award"]


def award(st: State, rows: I64, how: I64) -> None:
    """The hands of ``rows`` are over, each as ``how`` says (0 one player left, 1 every hand turned up,
    2 a showdown after the river's betting): the pots go to the winners' stacks, ``net`` is each seat's
    gain, and no one acts."""
    s = st.s
    folded = seat_flags(st.folded_m[rows], s)
    contrib = st.contrib[rows]
    values = np.zeros((len(rows), s), np.int64)
    shown = np.flatnonzero(how > 0)
    if shown.size:
        st.n_board[rows[shown]] = 5
        values[shown] = _values(st, rows[shown], ~folded[shown])
    mucked = np.zeros_like(folded)
    decide = np.flatnonzero(how == 2)
    if decide.size:
        mucked[decide] = _mucks(st, rows[decide], contrib[decide], folded[decide], values[decide])
    won = resolve_pots_batch(
        contrib, folded | mucked, values, st.button[rows], dead_money=st.dead[rows]
    )
    stacks = st.stacks[rows] + won
    st.stacks[rows] = stacks
    st.net[rows] = stacks - st.begin[rows]
    st.bets[rows] = 0
    st.pot[rows] = 0
    st.actor[rows] = -1
    st.street[rows] = 4
    st.done[rows] = True


def _values(st: State, rows: I64, live: Bools) -> I64:
    """Each live seat's seven-card hand value at ``rows`` (0 for the others)."""
    s = st.s
    cards = np.empty((len(rows), s, 7), np.uint8)
    cards[:, :, :2] = st.holes[rows]
    cards[:, :, 2:] = st.board[rows][:, None, :]
    values = np.zeros((len(rows), s), np.int64)
    values[live] = evaluate_batch(cards[live])
    return values


def _mucks(st: State, rows: I64, contrib: I64, folded: Bools, values: I64) -> Bools:
    """The seats that muck at the showdown of ``rows`` (R-SHOW-1, R-SHOW-2), deciding one at a time
    from the first to show: the last to bet or raise on the river, else the first left of the button."""
    s = st.s
    n = len(rows)
    at = np.arange(n)
    pots = _contested(contrib, folded, st.dead[rows] > 0)
    last = st.last_aggr[rows]
    first = np.where(
        (last >= 0) & ~folded[at, np.maximum(last, 0)], last, (st.button[rows] + 1) % s
    )
    shown = np.zeros((n, s), bool)
    mucked = np.zeros((n, s), bool)
    for k in range(s):
        seat = (first + k) % s
        mine = values[at, seat]
        in_pots = pots[at, :, seat]  # (n, pots)
        # the best hand shown so far in each pot (0: none)
        best = np.where(pots & shown[:, None, :], values[:, None, :], 0).max(axis=2)
        can_win = (in_pots & (mine[:, None] >= best)).any(axis=1)
        others = pots & ~mucked[:, None, :]
        others[at, :, seat] = False
        may_muck = ~(in_pots & ~others.any(axis=2)).any(axis=1)
        deciding = ~folded[at, seat]
        shows = can_win | ~may_muck
        shown[at, seat] = deciding & shows
        mucked[at, seat] = deciding & ~shows
    return mucked


def _contested(contrib: I64, folded: Bools, dead: Bools) -> Bools:
    """The pots that two or more seats paid into, as (tables, pots, seats) masks of the seats still in
    that paid into each; with dead money, first the main pot of every seat still in (as the scalar
    showdown's ``_contested``)."""
    n, s = contrib.shape
    live = ~folded
    ordered = np.sort(contrib, axis=1)
    below = np.concatenate([np.zeros((n, 1), np.int64), ordered[:, :-1]], axis=1)
    payers = contrib[:, None, :] > below[:, :, None]  # (n, level, seat): paid above the level below
    counted = (ordered > below) & (payers.sum(axis=2) >= 2)  # each distinct level once
    pots = payers & live[:, None, :] & counted[:, :, None]
    main = live & dead[:, None]
    return np.concatenate([main[:, None, :], pots], axis=1)
