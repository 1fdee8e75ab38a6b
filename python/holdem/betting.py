"""One betting round: what is legal now, minimum and maximum amounts, reopening.

:class:`BettingRound` holds the round's state as plain ints and lists and is
the base of :class:`holdem.Hand` (one object, so the hot path does no
attribute chasing). The rules, by id (RULES.md):

- R-BET-4: with no bet, check, bet or fold; facing a bet, fold, call or raise.
- R-BET-5: the big blind (and each straddle) has not acted yet when the
  action reaches it, so it may check or raise.
- R-BET-6: the round ends when everyone still in has folded, is all-in, or has
  matched the highest bet and acted since it was made; a lone player who is
  not all-in and has matched the bet is never asked.
- R-BET-7 / R-BET-9: the smallest raise is to ``L + I``, where ``L`` is the
  street total of the last *full* bet or raise and ``I`` its size (the big
  blind or ``min_bet`` before any bet). A short all-in raises the bet to call
  but not ``L`` or ``I``: A bets 100, B raises to 300, C is all-in for 350; D
  may raise to 500.
- R-BET-8 / R-BET-9a: a player who has acted may raise again only when they
  face at least a full raise: with ``cumulative_short_all_ins`` (default)
  when the bet has grown since they last acted by at least the full raise
  size ``I`` that was in force when they acted (by one raise or by several
  short all-ins together). Example, blinds 50/100 on the flop: A bets 100,
  B is all-in for 150, C calls 150, D is all-in for 260; C faces 110 more,
  at least the full raise of 100 in force when C called, so C may raise.
  Short all-ins that add up reopen the betting but never size the next
  raise (R-BET-7: the largest previous bet or raise is still A's 100), so C
  may raise to 360: when short all-ins have carried the bet past ``L + I``
  a raise must go a full ``I`` above the bet to call. Without the option
  only an action that was by itself a full raise over the bet it raised
  reopens the betting.

Documented decisions (readings of RULES.md where other engines differ):

- The minimum raise after short all-ins is measured from the last *full* bet
  (R-BET-9's wording: "the last full raise over the last full bet"); pokerkit
  and the TDA measure it from the bet to call. One consequence: after A bets
  100, B is all-in for 190 and C calls, a raise to 200 is legal; it reopens
  the betting for A (100 more than A faced) but, with
  ``cumulative_short_all_ins``, not for C, who faces only 10 more.
- Straddles: the minimum raise preflop is the last straddle plus the big
  blind (the straddle is the last full bet, the big blind its size, as in
  pokerkit).
- Fixed limit: once the cap (a bet and three raises with three or more
  players not all-in) is reached it stays reached for the round, even when a
  fold then leaves two players (R-BET-11 uncaps only "before the cap is
  reached").
- R-BET-9b: nobody may bet or raise when every other player still in is all-in.
- R-BET-10: pot-limit maximum: call, then raise by the pot.
- R-BET-11 / R-BET-12: fixed-limit sizes and the cap of a bet and three raises
  while three or more players who are not all-in contest the round; an
  all-in of half a bet or more counts as a full raise.
- Fixed limit preflop (a reading: RULES.md says the bet counts toward the
  cap but not what a straddle counts): the big blind is the round's bet and
  each straddle one raise, as a straddle is a blind raise. So the cap can
  already be reached when the round starts: blinds 1/2 with straddles 4, 6
  and 8 make a bet and three raises, and the others may only call or fold;
  with ``max_raises_per_round=1`` nobody may raise the big blind.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .rules import BettingStructure

__all__ = ["Action", "ActionKind", "BettingRound", "LegalActions"]


class ActionKind(enum.Enum):
    """What a player did. An all-in is a call, bet or raise with ``Action.all_in`` set."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"


FOLD = ActionKind.FOLD
CHECK = ActionKind.CHECK
CALL = ActionKind.CALL
BET = ActionKind.BET
RAISE = ActionKind.RAISE


class Action(NamedTuple):
    """One betting action, immutable.

    ``amount`` is the seat's total bet on this street after the action,
    ``added`` the chips it put in with this action.

    >>> Action(2, ActionKind.RAISE, 600, 600)
    Action(seat=2, kind=<ActionKind.RAISE: 'raise'>, amount=600, added=600, all_in=False)
    """

    seat: int
    kind: ActionKind
    amount: int = 0
    added: int = 0
    all_in: bool = False


class LegalActions(NamedTuple):
    """What the seat to act may do now.

    ``call`` is the chips a call adds (None when there is nothing to call);
    ``min_raise_to``/``max_raise_to`` are street totals for a bet or raise
    (None when none is allowed; when the stack is short both are the all-in
    total). ``current_bet`` is the street total to match.
    """

    fold: bool
    check: bool
    call: int | None
    min_raise_to: int | None
    max_raise_to: int | None
    current_bet: int

    @property
    def can_bet(self) -> bool:
        """A bet is possible: no one has bet on this street yet."""
        return self.min_raise_to is not None and self.current_bet == 0

    @property
    def can_raise(self) -> bool:
        """A raise is possible: there is a bet to raise."""
        return self.min_raise_to is not None and self.current_bet > 0

    def describe(self) -> str:
        """``"fold, call 200 or raise to at least 600 and at most 9,800"``."""
        parts = ["fold"] if self.fold else []
        if self.check:
            parts.append("check")
        if self.call is not None:
            parts.append(f"call {self.call:,}")
        if self.min_raise_to is not None:
            verb = "bet" if self.current_bet == 0 else "raise to"
            if self.min_raise_to == self.max_raise_to:
                parts.append(f"{verb} {self.min_raise_to:,}")
            else:
                parts.append(f"{verb} at least {self.min_raise_to:,} and at most {self.max_raise_to:,}")
        if not parts:
            return "nothing"
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]


_tuple_new = tuple.__new__


class BettingRound:
    """The betting state of one hand's current round (a base class of ``Hand``).

    Per seat: ``_stacks`` (chips behind), ``_bets`` (this street),
    ``_contrib`` (whole hand, antes included), ``_folded``, ``_acted_level``
    (the bet to match when the seat last acted, -1 if it has not acted this
    round) and ``_acted_mark`` (then: the full raise size ``I`` with
    ``cumulative_short_all_ins``, else how many full raises had been made).
    Round: ``_bet_to`` (M, the bet to match), ``_full_to`` (L) and
    ``_full_size`` (I), ``_full_count``, fixed-limit ``_raises``/``_capped``.
    Counts: ``_live`` (not folded), ``_active`` (not folded, not all-in).
    """

    __slots__ = (
        "_n", "_stacks", "_bets", "_contrib", "_folded", "_acted_level", "_acted_mark",
        "_bet_to", "_full_to", "_full_size", "_full_count", "_raises", "_capped",
        "_live", "_active", "_actor", "_legal", "_last_aggressor", "_pot",
        "_limit", "_pot_limit", "_reopen_factor", "_cumulative", "_raise_cap", "_events",
    )

    def _setup_betting(self, config, stacks: list[int]) -> None:
        """Per-hand state; the round's own state is set by :meth:`_start_round`."""
        n = len(stacks)
        self._n = n
        self._stacks = stacks
        self._bets = [0] * n
        self._contrib = [0] * n
        self._folded = [False] * n
        self._live = n
        self._active = n
        self._actor = None
        self._pot = 0
        self._limit = config.betting is BettingStructure.FIXED_LIMIT
        self._pot_limit = config.betting is BettingStructure.POT_LIMIT
        # Fixed limit: half a bet or more is a full raise (R-BET-12): compare 2*raise with a bet.
        self._reopen_factor = 2 if self._limit else 1
        self._cumulative = config.cumulative_short_all_ins
        self._raise_cap = config.max_raises_per_round
        self._events = []

    def _start_round(self, bet_to: int, full_size: int, raises: int) -> None:
        """A new round: nobody has acted, the bet to match is ``bet_to``.

        ``raises``: the bets and raises the forced bets count as toward the
        fixed-limit cap (R-BET-11), which they may reach on their own.
        """
        n = self._n
        self._acted_level = [-1] * n
        self._acted_mark = [0] * n
        self._bet_to = self._full_to = bet_to
        self._full_size = full_size
        self._full_count = 0
        self._raises = raises
        self._capped = self._limit and raises >= self._raise_cap and self._active >= 3
        self._last_aggressor = None
        self._legal = None

    # -- what is legal -------------------------------------------------------------------------

    def _compute_legal(self) -> LegalActions:
        p = self._actor
        stack = self._stacks[p]
        bet = self._bets[p]
        bet_to = self._bet_to
        owe = bet_to - bet
        most = bet + stack
        lo = hi = None
        if most > bet_to and self._active >= 2 and not self._capped:
            level = self._acted_level[p]
            if level < 0 or (
                # R-BET-8/9a: reopened by a full raise's worth since the seat acted, of the size it faced then.
                (bet_to - level) * self._reopen_factor >= self._acted_mark[p] if self._cumulative
                else self._acted_mark[p] < self._full_count
            ):
                lo = self._full_to + self._full_size
                if lo <= bet_to:
                    # Short all-ins have passed the last full bet + raise: raise by a full raise over them.
                    lo = bet_to + self._full_size
                if self._limit:
                    hi = lo
                elif self._pot_limit:
                    # R-BET-10: call first, then raise by the whole pot (previous rounds + bets + the call).
                    hi = bet_to + self._pot + sum(self._bets) + owe
                else:
                    hi = most
                if hi > most:
                    hi = most
                if lo > hi:
                    lo = hi
        legal = _tuple_new(LegalActions, (True, owe <= 0, (owe if owe < stack else stack) if owe > 0 else None,
                                          lo, hi, bet_to))
        self._legal = legal
        return legal

    # -- applying an action --------------------------------------------------------------------

    def _put_in(self, p: int, total: int, kind: ActionKind) -> Action:
        """Seat ``p`` bets to ``total`` on this street (already checked legal)."""
        bets = self._bets
        added = total - bets[p]
        stack = self._stacks[p] - added
        self._stacks[p] = stack
        bets[p] = total
        self._contrib[p] += added
        all_in = stack == 0
        if all_in:
            self._active -= 1
        bet_to = self._bet_to
        if total > bet_to:
            factor = self._reopen_factor
            full_to = self._full_to
            # Only a raise that is full by itself sets the size of the next one (R-BET-7); short
            # all-ins that add up reopen the betting (R-BET-9a, in _compute_legal) but size nothing.
            full = not all_in or (total - bet_to) * factor >= self._full_size
            if full:
                if not self._limit:
                    self._full_size = total - full_to
                self._full_to = total
                self._full_count += 1
                self._raises += 1
                if self._limit and self._raises >= self._raise_cap and self._active >= 3:
                    self._capped = True
            self._bet_to = bet_to = total
            self._last_aggressor = p
        self._acted_level[p] = bet_to
        self._acted_mark[p] = self._full_size if self._cumulative else self._full_count
        action = _tuple_new(Action, (p, kind, total, added, all_in))
        self._events.append(action)
        return action

    def _next_actor(self, p: int) -> int | None:
        """The next seat after ``p`` that must act, or None when the round is over (R-BET-6)."""
        active = self._active
        if active == 0:
            return None
        bets = self._bets
        bet_to = self._bet_to
        stacks = self._stacks
        folded = self._folded
        n = self._n
        if active == 1:
            # The one player who can still act is asked only to match chips actually bet against it.
            q = next(q for q in range(n) if stacks[q] and not folded[q])
            return q if bets[q] < max(bets[i] for i in range(n) if i != q) else None
        acted = self._acted_level
        i = p
        for _ in range(n):
            i += 1
            if i == n:
                i = 0
            if stacks[i] and not folded[i] and (acted[i] < 0 or bets[i] < bet_to):
                return i
        return None
