"""The end of many hands at once: the hands shown or mucked, their values, the pots awarded.

The tables whose hand ends at a step are awarded in one call of the core's batch pot resolution, which
values the hands still in from their seven cards (the core's evaluator), antes as dead money in the main
pot (R-POT-1..6). At a showdown after the river's betting the seats show or muck in R-SHOW-1's
order by the scalar engine's policy (``Hand.auto_showdown``): a hand that can still win or tie a pot it
is in shows, one that cannot mucks unless it is the last hand left in one of its pots (R-SHOW-2); a
mucked hand cannot win, which can move an odd chip. When no more betting was possible, every hand
still in was turned up (R-SHOW-3) and none is mucked.
"""

from __future__ import annotations

import numpy as np

from ..core import evaluate_batch, resolve_pots_batch
from ..game import MAX_CHIPS
from ._state import I64, LOWEST, NO_CARD, Bools, State, seat_flags

__all__ = ["award"]

_NO_HOLE = np.uint16(NO_CARD * 257)  # both hole cards NO_CARD, as the uint16 of a seat's two cards


def award(st: State, rows: I64, how: I64, *, redeal: bool = False) -> I64:
    """The hands of ``rows`` are over, each as ``how`` says (0 one player left, 1 every hand turned up,
    2 a showdown after the river's betting): the pots go to the winners' stacks, ``net`` is each seat's
    gain (also returned, (rows, S)), and no one acts. ``redeal``: the tables are dealt their next hand at
    once, which sets every per-table field and the stacks: they are not written here."""
    s, k = st.s, len(rows)
    won = np.zeros((k, s), np.int64)
    # One player left: every chip in the pot is theirs (the uncalled part of a bet went back already)
    alone = (how == 0).nonzero()[0]
    if alone.size:
        tables = rows[alone]
        winner = LOWEST.take(st.full - st.folded_m[tables])
        won[alone, winner] = st.pot[tables]
    shown = how.nonzero()[0]
    if shown.size:
        tables = rows[shown]
        st.n_board[tables] = 5
        folded_m = st.folded_m[tables]
        contrib = st.contrib.take(tables, axis=1).T
        out = seat_flags(folded_m, s)
        # a muck can move chips only where a hand still in is all-in (see _mucks)
        all_in = st.out_m[tables] & ~folded_m
        decide = ((how[shown] == 2) & (all_in != 0)).nonzero()[0]
        if decide.size:
            out[decide] |= _mucks(st, tables[decide], contrib[decide], out[decide])
        # the core values the seven cards of each hand still in and resolves the pots, in one call;
        # hands out of the pots are not shown to it (not valued). A seat's two cards are one uint16.
        holes = st.holes.view(np.uint16).reshape(st.n, s).take(tables, axis=0)
        won[shown] = resolve_pots_batch(
            contrib,
            out,
            buttons=st.button[tables],
            hole_cards=np.where(out, _NO_HOLE, holes).view(np.uint8).reshape(-1, s, 2),
            boards=st.board.take(tables, axis=0),
            dead_money=st.dead[tables],
        )
    seats = st.seats_of(rows)
    stacks = st.stacks.reshape(-1).take(seats).reshape(s, k)
    stacks += won.T
    net = stacks - st.start.reshape(-1).take(seats).reshape(s, k)
    st.net.reshape(-1)[seats] = net.reshape(-1)
    if not redeal:
        st.stacks.reshape(-1)[seats] = stacks.reshape(-1)
        st.actor[rows] = -1
        st.street[rows] = 4
        for field in (st.pot, st.legal_m, st.to_call, st.min_to, st.max_to):
            field[rows] = 0
    return net.T


def _values(st: State, rows: I64) -> I64:
    """Every seat's seven-card hand value at ``rows`` (folded seats' too: their values are not read)."""
    s = st.s
    cards = np.empty((len(rows), s, 7), np.uint8)
    cards[:, :, :2] = st.holes[rows]
    cards[:, :, 2:] = st.board[rows][:, None, :]
    return evaluate_batch(cards.reshape(-1, 7)).reshape(len(rows), s).astype(np.int64)


def _mucks(st: State, rows: I64, contrib: I64, folded: Bools) -> Bools:
    """The seats that muck at the showdowns of ``rows`` (R-SHOW-1, R-SHOW-2), deciding one at a time
    from the first to show: the last to bet or raise on the river, else the first left of the button.
    A muck moves chips only where the hands still in put in different amounts (side pots, so some hand
    still in is all-in): with one pot, the mucked hand, which could not win it, changes nothing; those
    tables are skipped."""
    mucked = np.zeros_like(folded)
    uneven = np.flatnonzero(
        np.where(folded, -1, contrib).max(axis=1)
        != np.where(folded, MAX_CHIPS, contrib).min(axis=1)
    )
    if uneven.size:
        tables = rows[uneven]
        mucked[uneven] = _decide(st, tables, contrib[uneven], folded[uneven], _values(st, tables))
    return mucked


def _decide(st: State, rows: I64, contrib: I64, folded: Bools, values: I64) -> Bools:
    """The mucks of :func:`_mucks`, seat by seat in showing order."""
    n, s = contrib.shape
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
