"""One betting round: what is legal now, minimum and maximum amounts, reopening.

:class:`BettingState`, the betting part of a :class:`holdem.Hand`, holds the chip
ledger, the current round and the actions with their verify / can / do
triple, as plain ints and lists. It knows nothing of streets, cards or the
hand holding it: the hand starts each round and reads when it is over. The
rules, by id (RULES.md):

- R-BET-4: with no bet, check, bet or fold; facing a bet, fold, call or raise.
- R-BET-5: the big blind (and each straddle) has not acted yet when the action reaches it, so it may check or raise.
- R-BET-6: the round ends when everyone still in has folded, is all-in, or has matched the highest bet and acted
  since it was made; a lone player who is not all-in and has matched the bet is never asked.
- R-BET-7 / R-BET-9: the smallest raise is to ``L + I``, where ``L`` is the street total of the last *full* bet or
  raise and ``I`` its size (the big blind or ``min_bet`` before any bet). A short all-in raises the bet to call but
  not ``L`` or ``I``: A bets 100, B raises to 300, C is all-in for 350; D may raise to 500.
- R-BET-8 / R-BET-9a: a player who has acted may raise again only when they face at least a full raise: with
  ``cumulative_short_all_ins`` (default) when the bet has grown since they last acted by at least the full raise
  size ``I`` that was in force when they acted (by one raise or by several short all-ins together). Blinds 50/100 on
  the flop, seats 0 to 3 are A to D: A bets 100, B is all-in for 150 (short), C calls, D is all-in for 260, a full
  raise of 160 over A's 100 (R-BET-9), so the next raise is to at least 420. With D all-in for only 210 the short
  all-ins add up (R-BET-9a): A faces 110 more, at least the 100 in force when A bet, and may raise, by a full 100
  over the bet (short all-ins size nothing): to at least 310. Without the option only an action that was by itself a
  full raise reopens the betting::

      >>> from holdem import Hand, TableConfig
      >>> def flop(d_stack):
      ...     hand = Hand(TableConfig(small_blind=50, big_blind=100), [10**4, 250, 10**4, d_stack], 3, seed=1)
      ...     _ = hand.call(), hand.call(), hand.call(), hand.check(), hand.bet(100), hand.all_in(), hand.call()
      ...     return hand.all_in() and hand.legal_actions().min_raise_to
      >>> flop(360), flop(310)
      (420, 310)

Readings where engines differ are :class:`~holdem.game.rules.TableConfig` options
(R-PROF-1; their documentation says what pokerkit does), consulted here as the
hand's :class:`~holdem.engine.readings.Readings` (one object per config):

- ``raise_measured_from``: from the last *full* bet (R-BET-9): after A bets 100, B is all-in for 190 and C calls, a
  raise to 200 is legal; it reopens the betting for A (100 more than A faced) but, with
  ``cumulative_short_all_ins``, not for C, who faces only 10 more. With ``"current_bet"`` every raise, a short all-
  in too, moves ``L`` to the bet.
- ``straddle_raise``: the last straddle is the first round's ``I`` (R-BLIND-8).
- ``short_blind_call``, ``limit_cap``, ``short_all_in_reopens``: below, in ``post_forced``, ``_put_in`` and
  ``_pk_may_raise``.
- R-BET-9b: nobody may bet or raise when every other player still in is all-in.
- R-BET-10: pot-limit maximum: call, then raise by the pot; never below the minimum.
- R-BET-11 / R-BET-12: the cap of a bet and three raises while three or more players not all-in contest the round
  (preflop the big blind is the bet, each straddle a raise), kept for the round once reached; an all-in of half a
  bet or more is a full raise. R-DRAW-1: a game of two betting rounds allows a bet and four raises.
"""

from __future__ import annotations

from collections.abc import Callable

from .._checks import short_repr, whole_number
from ..errors import IllegalActionError, InvalidArgumentError
from ..game import (
    Action,
    ActionKind,
    BettingStructure,
    Blind,
    Event,
    Kill,
    LegalActions,
    Positions,
    Post,
    TableConfig,
)
from .readings import Readings

__all__ = ["Action", "ActionKind", "BettingState", "LegalActions"]

# enum members as module names (read per action or per hand: see hand.py's phases)
FOLD = ActionKind.FOLD
CHECK = ActionKind.CHECK
CALL = ActionKind.CALL
BET = ActionKind.BET
RAISE = ActionKind.RAISE
_FIXED_LIMIT = BettingStructure.FIXED_LIMIT
_POT_LIMIT = BettingStructure.POT_LIMIT

_tuple_new = tuple.__new__


class BettingState:
    """The chip ledger and the current betting round of one hand (see the module documentation).

    Ledger, per seat: ``stacks``, ``bets`` (this round), ``contrib`` (bets of the hand, ante-like bets
    included), ``dead_in`` (dead money paid), ``folded``, ``voluntary`` (chips put in by a call, bet or raise
    in the first round: the seat's VPIP; ``_first_round`` until a round ends); ``pot`` (gathered), ``dead``
    (dead money in it).
    Counts: ``live`` (not folded), ``active`` (not folded, not all-in).
    Round: ``actor`` (None between rounds), ``first_after`` (the seat the first round opened after),
    ``bet_to`` (M, the bet to match), ``_full_to`` (L) and ``_full_size`` (I), ``_full_count``, fixed-limit
    ``_raises``/``_capped``; per seat ``_acted_level`` (the bet to match when the seat last acted, -1 if it
    has not acted this round) and ``_acted_mark`` (then: the full raise size ``I`` with
    ``cumulative_short_all_ins``, else how many full raises had been made). ``idle`` says why no one acts
    when ``actor`` is None (the hand sets it). Actions are appended to ``events``, the hand's record.
    The table's readings (R-PROF-1) are ``_readings``; pokerkit's reopening rule keeps its own count
    (``_pk_largest``, ``_pk_short``, ``_pk_full``: see ``_pk_raise``).
    """

    __slots__ = (
        "n",
        "stacks",
        "bets",
        "contrib",
        "dead_in",
        "folded",
        "live",
        "active",
        "pot",
        "dead",
        "actor",
        "bet_to",
        "last_aggressor",
        "events",
        "idle",
        "first_after",
        "voluntary",
        "_first_round",
        "_acted_level",
        "_acted_mark",
        "_full_to",
        "_full_size",
        "_full_count",
        "_raises",
        "_capped",
        "_legal",
        "_limit",
        "_pot_limit",
        "_reopen_factor",
        "_cumulative",
        "_raise_cap",
        "_readings",
        "_pk_largest",
        "_pk_short",
        "_pk_full",
    )

    def __init__(
        self,
        config: TableConfig,
        readings: Readings,
        stacks: list[int],
        events: list[Event],
        extra_raises: int = 0,
    ) -> None:
        """``extra_raises``: the raises the game allows beyond the table's fixed-limit cap (R-DRAW-1)."""
        n = len(stacks)
        self.n = n
        self.stacks = stacks
        self.bets = [0] * n
        self.contrib = [0] * n
        self.dead_in = [0] * n
        self.folded = [False] * n
        self.voluntary = [False] * n
        self._first_round = True
        self.live = n
        self.active = n
        self.actor: int | None = None
        self.pot = 0
        self.dead = 0
        self.events = events
        self.idle = "no one acts yet"
        self._limit = config.betting is _FIXED_LIMIT
        self._pot_limit = config.betting is _POT_LIMIT
        # Fixed limit: half a bet or more is a full raise (R-BET-12): compare 2*raise with a bet.
        self._reopen_factor = 2 if self._limit else 1
        self._cumulative = config.cumulative_short_all_ins
        # R-DRAW-1: a game of two rounds allows a raise more; pokerkit counts alike in every game
        pokerkit_cap = self._limit and readings.four_raises
        self._raise_cap = config.max_raises_per_round + (0 if pokerkit_cap else extra_raises)
        self._readings = readings

    def clone(self, events: list[Event]) -> BettingState:
        """An independent copy recording into ``events`` (the copied hand's record)."""
        new = object.__new__(BettingState)
        for name in BettingState.__slots__:
            if hasattr(self, name):
                value = getattr(self, name)
                object.__setattr__(new, name, value.copy() if type(value) is list else value)
        new.events = events
        return new

    # -- forced bets (R-BLIND-*) ---------------------------------------------------------------

    def post_forced(self, positions: Positions, ante_trimming: bool, first_size: int) -> None:
        """Antes, dead blinds and live blinds as ``positions`` says, then the first round opens."""
        readings = self._readings
        # short_blind_call "posted" (pokerkit): a blind is what the stack less the whole ante covers
        room: list[int] | None = None
        if positions.has_antes:
            room = self._post_antes(positions.antes, ante_trimming, readings.blind_call_posted)
        if positions.dead:
            self._post_dead_blinds(positions.dead)
        if positions.has_antes or positions.dead:
            self.dead = sum(self.dead_in)
        stacks = self.stacks
        bets = self.bets
        contrib = self.contrib
        events = self.events
        for seat, kind, amount in positions.blinds:
            stack = stacks[seat]
            put = amount if amount < stack else stack  # R-BLIND-3: a short blind is all-in
            if room is not None and put > room[seat]:
                put = room[seat]
            if put:
                stacks[seat] = stack - put
                bets[seat] = put
                contrib[seat] += put
                events.append(_tuple_new(Post, (seat, kind, put)))
        if 0 in stacks:
            self.active = self.n - stacks.count(0)
        # R-BLIND-3: the amount to call is the full forced bet even when its poster was short (its option:
        # what was posted). R-BLIND-8: the last straddler is the new big blind, its straddle the raise size.
        # R-BET-2: the first round opens after the last blind; pokerkit's after the largest bet (R-PROF-1).
        if readings.blind_call_posted:
            bet_to = max(bets)
            self.first_after = positions.after_largest_bet(bets)
        else:
            bet_to = positions.bet_to
            self.first_after = positions.first_after
        limit = self._limit
        if readings.straddle_sizes_raise and not limit and positions.forced_raises > 1:
            first_size = positions.bet_to
        self.start_round(
            bet_to,
            first_size,
            positions.forced_raises if limit and not readings.four_raises else 0,
        )

    def _post_antes(
        self, antes: tuple[int, ...], ante_trimming: bool, blind_call_posted: bool
    ) -> list[int] | None:
        """Each seat's ante (all it has when short); returns, when ``blind_call_posted``, what each stack
        less its whole ante can still post as a blind."""
        stacks = self.stacks
        events = self.events
        posted = [a if a < stacks[s] else stacks[s] for s, a in enumerate(antes)]
        room = [stack - ante for stack, ante in zip(stacks, posted)] if blind_call_posted else None
        if ante_trimming:
            top = max(posted)
            if posted.count(top) == 1:
                posted[posted.index(top)] = max(a for a in posted if a != top)
        # PHH's trimmed antes are collected like bets; else they are dead money in the main pot, which every
        # seat still in contests
        into = self.contrib if ante_trimming else self.dead_in
        for s, ante in enumerate(posted):
            if ante:
                stacks[s] -= ante
                self.pot += ante
                events.append(_tuple_new(Post, (s, "ante", ante)))
                into[s] += ante
        return room

    def _post_dead_blinds(self, dead: tuple[Blind, ...]) -> None:
        """Dead blinds (R-BLIND-6): chips for the pot that count toward no bet (all the stack when short)."""
        stacks = self.stacks
        for seat, kind, amount in dead:
            put = amount if amount < stacks[seat] else stacks[seat]
            if put:
                stacks[seat] -= put
                self.pot += put
                self.dead_in[seat] += put
                self.events.append(_tuple_new(Post, (seat, kind, put)))

    # -- the round -----------------------------------------------------------------------------

    def start_round(self, bet_to: int, full_size: int, raises: int) -> None:
        """A new round: nobody has acted, the bet to match is ``bet_to``.

        ``raises``: the bets and raises the forced bets count as toward the
        fixed-limit cap (R-BET-11), which they may reach on their own.
        """
        n = self.n
        self._acted_level = [-1] * n
        self._acted_mark = [0] * n
        self.bet_to = self._full_to = bet_to
        self._full_size = full_size
        self._full_count = 0
        self._raises = raises
        self._capped = self._limit and raises >= self._raise_cap and self.active >= 3
        if self._readings.short_all_in_reopens:
            self._pk_largest = self._pk_short = self._pk_full = 0
        self.last_aggressor: int | None = None
        self._legal: LegalActions | None = None

    def end_round(self) -> None:
        """Returns the part of a bet no one matched (R-POT-3) and gathers the bets into the pot.

        A folded seat can hold the one highest bet only when its hand was killed (a fold faces a bet): a
        dead hand's chips stay in the pot (R-DEAL-5, R-MIS-4), so its unmatched part becomes dead money in
        the main pot, as a dead blind is (R-BLIND-6), rather than coming back.
        """
        bets = self.bets
        top = max(bets)
        if top and bets.count(top) == 1:
            top_seat = bets.index(top)
            bets[top_seat] = 0
            second = bets[top_seat] = max(bets)
            excess = top - second
            self.contrib[top_seat] -= excess
            if self.folded[top_seat]:
                self.dead_in[top_seat] += excess
                self.dead += excess
                self.pot += excess
            else:
                if self.stacks[top_seat] == 0:
                    self.active += 1
                self.stacks[top_seat] += excess
        self.pot += sum(bets)
        self.bets = [0] * self.n
        self._legal = None
        self.actor = None
        self._first_round = False

    def contributions(self) -> tuple[int, ...]:
        """Each seat's chips put in this hand, dead money included (uncalled chips already returned)."""
        if self.dead:
            return tuple(c + d for c, d in zip(self.contrib, self.dead_in))
        return tuple(self.contrib)

    def acted_seats(self) -> set[int]:
        """The seats that have made a betting action this hand (posting a blind is not acting, R-MIS-3)."""
        return {e.seat for e in self.events if type(e) is Action}

    # -- what is legal -------------------------------------------------------------------------

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do (everything False/None when no one is to act)."""
        if self.actor is None:
            return LegalActions(False, False, None, None, None, self.bet_to)
        return self._legal or self._compute_legal()

    def _compute_legal(self) -> LegalActions:
        p: int = self.actor  # type: ignore[assignment]  # called only with a seat to act
        stack = self.stacks[p]
        bet = self.bets[p]
        bet_to = self.bet_to
        owe = bet_to - bet
        most = bet + stack
        lo: int | None = None
        hi: int | None = None
        if most > bet_to and self.active >= 2 and not self._capped:
            level = self._acted_level[p]
            if (
                self._pk_may_raise(p, owe, level)
                if self._readings.short_all_in_reopens
                else level < 0
                or (
                    # R-BET-8/9a: reopened by a full raise's worth since the seat acted, of the size it faced then.
                    (bet_to - level) * self._reopen_factor >= self._acted_mark[p]
                    if self._cumulative
                    else self._acted_mark[p] < self._full_count
                )
            ):
                lo = self._full_to + self._full_size
                if lo <= bet_to:
                    # Short all-ins have passed the last full bet + raise: raise by a full raise over them.
                    lo = bet_to + self._full_size
                if self._limit:
                    hi = lo
                elif self._pot_limit:
                    # R-BET-10: call, then raise by the pot (rounds before + bets + the call); never below the minimum
                    hi = max(
                        bet_to + self.pot + sum(self.bets) + owe, lo
                    )  # (a pot may be below min_bet)
                else:
                    hi = most
                if hi > most:
                    hi = most
                if lo > hi:
                    lo = hi
        legal = _tuple_new(
            LegalActions,
            (True, owe <= 0, (owe if owe < stack else stack) if owe > 0 else None, lo, hi, bet_to),
        )
        self._legal = legal
        return legal

    def _pk_may_raise(self, p: int, owe: int, level: int) -> bool:
        """``short_all_in_reopens`` (pokerkit): not when the call is less than the round's largest raise, when no
        other player still in could put in more than the bet (l. 4820), nor when ``p`` acted since the last full
        one and the short all-ins since do not add up to it."""
        largest = self._pk_largest
        if owe < largest or self._pk_covered(p):
            return False
        short = self._pk_short
        return not (
            short and short < largest and level >= 0 and self._acted_mark[p] == self._pk_full
        )

    def _pk_covered(self, p: int) -> bool:
        """pokerkit (l. 4820): no other player still in could put in more than the bet, so no bet or raise."""
        return all(
            q == p or self.folded[q] or self.stacks[q] + self.bets[q] <= self.bet_to
            for q in range(self.n)
        )

    def _pk_raise(self, raised_by: int, all_in: bool) -> None:
        """``short_all_in_reopens``: pokerkit's bookkeeping of a bet or raise (``complete_bet_or_raise_to``)."""
        if raised_by >= self._pk_largest:
            self._pk_full += 1  # a full raise: everyone else may raise again
            self._pk_largest = raised_by
        self._pk_short = self._pk_short + raised_by if all_in else 0
        if self._pk_short >= self._pk_largest:
            self._pk_short = 0

    # -- applying an action --------------------------------------------------------------------

    def _put_in(self, p: int, total: int, kind: ActionKind) -> Action:
        """Seat ``p`` bets to ``total`` this round (already checked legal); the turn passes on."""
        bets = self.bets
        added = total - bets[p]
        stack = self.stacks[p] - added
        self.stacks[p] = stack
        bets[p] = total
        self.contrib[p] += added
        if added and self._first_round:
            self.voluntary[p] = True
        all_in = stack == 0
        if all_in:
            self.active -= 1
        bet_to = self.bet_to
        readings = self._readings
        if total > bet_to:
            # Only a raise that is full by itself sets the size of the next one (R-BET-7); short
            # all-ins that add up reopen the betting (R-BET-9a, in _compute_legal) but size nothing.
            full = not all_in or (total - bet_to) * self._reopen_factor >= self._full_size
            from_bet = readings.raise_from_current_bet
            if full:
                if not self._limit:
                    self._full_size = total - (bet_to if from_bet else self._full_to)
                self._full_count += 1
            if full or from_bet:
                self._full_to = total
            # limit_cap "four_raises": short all-ins count too, however many players are left
            four_raises = readings.four_raises
            if self._limit and (full or four_raises):
                self._raises += 1
                if self._raises >= self._raise_cap and (self.active >= 3 or four_raises):
                    self._capped = True
            if readings.short_all_in_reopens:
                self._pk_raise(total - bet_to, all_in)
            self.bet_to = bet_to = total
            self.last_aggressor = p
        self._acted_level[p] = bet_to
        self._acted_mark[p] = (
            self._pk_full
            if readings.short_all_in_reopens
            else self._full_size
            if self._cumulative
            else self._full_count
        )
        action = _tuple_new(Action, (p, kind, total, added, all_in))
        self.events.append(action)
        self._legal = None
        self.actor = self.next_actor(p)
        return action

    def next_actor(self, p: int) -> int | None:
        """The next seat after ``p`` that must act, or None when the round is over (R-BET-6); a round opens
        with ``actor = next_actor(seat it starts after)``."""
        active = self.active
        if active == 0 or self.live == 1:
            return None
        bets = self.bets
        bet_to = self.bet_to
        stacks = self.stacks
        folded = self.folded
        n = self.n
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

    def kill(self, seat: int, reason: str) -> Kill:
        """The seat's hand is dead (R-MIS-4, R-MIS-6, R-LIVE-6): folded wherever the turn is; its chips stay in."""
        seat = whole_number(seat, "seat", low=0, high=self.n - 1)
        if self.folded[seat]:
            raise IllegalActionError(f"seat {seat}'s hand is already dead or folded (R-MIS-6)")
        if self.live == 1:
            raise IllegalActionError(f"seat {seat} holds the last hand in: it cannot be killed")
        self.folded[seat] = True
        self.live -= 1
        if self.stacks[seat]:
            self.active -= 1
        record = _tuple_new(Kill, (seat, reason))
        self.events.append(record)
        self._legal = None
        if self.actor == seat:
            self.actor = self.next_actor(seat)
        elif (
            self.actor is not None
            and self.next_actor(self.actor - 1 if self.actor else self.n - 1) is None
        ):
            self.actor = None  # the round is over without the seats left (all matched, or one left)
        return record

    # -- checks shared by can_*, verify_* and the actions -------------------------------------

    def _turn(self, seat: int | None) -> int:
        p = self.actor
        if p is None:
            raise IllegalActionError(f"{self.idle} (R-BET-14)")
        if seat is not None:
            if type(seat) is not int:
                seat = whole_number(
                    seat, "seat"
                )  # numpy integers are seats; bools and floats are not
            if seat != p:
                raise IllegalActionError(
                    f"it is seat {p}'s turn to act, not seat {seat}'s (R-BET-14)"
                )
        return p

    def _refuse(self, p: int, what: str, legal: LegalActions, rule: str) -> IllegalActionError:
        return IllegalActionError(f"seat {p} cannot {what}: it may {legal.describe()} ({rule})")

    def _no_raise_rule(self, p: int) -> tuple[str, str]:
        """Why the seat to act may not bet or raise: the reason and the rule's id."""
        if self.bets[p] + self.stacks[p] <= self.bet_to:
            return "its stack does not cover more than a call", "R-BET-8"
        if self.active < 2:
            return "every other player still in is all-in", "R-BET-9b"
        if self._capped:
            return "the betting is capped", "R-BET-11"
        if self._readings.short_all_in_reopens and self._pk_covered(p):
            return (
                "no other player still in could put in more than the bet (pokerkit's reading)",
                "R-BET-9b",
            )
        return "the betting has not been reopened to it by a full raise", "R-BET-8"

    def _over_max_rule(self) -> str:
        return "R-BET-11" if self._limit else "R-BET-10" if self._pot_limit else "R-BET-13"

    def _whole_chips(self, p: int, amount: object, verb: str, legal: LegalActions) -> int:
        """An amount as an int (numpy integers too); else refused with the legal range (R-BET-13)."""
        try:
            return whole_number(amount, "an amount", error=IllegalActionError)
        except IllegalActionError:
            raise IllegalActionError(
                f"seat {p} cannot {verb} {short_repr(amount)}: an amount is a whole number of chips; "
                f"it may {legal.describe()} (R-BET-13)"
            ) from None

    def _check_check(self, seat: int | None) -> int:
        p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        if not legal.check:
            raise self._refuse(p, f"check facing a bet of {legal.current_bet:,}", legal, "R-BET-4")
        return p

    def _check_call(self, seat: int | None) -> int:
        p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        if legal.call is None:
            raise self._refuse(p, "call: there is no bet to call", legal, "R-BET-4")
        return p

    def _check_raise(self, seat: int | None, amount: object, verb: str) -> tuple[int, int]:
        p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        if type(amount) is not int:
            amount = self._whole_chips(p, amount, verb, legal)
        lo = legal.min_raise_to
        if verb == "bet" and legal.current_bet:
            raise self._refuse(
                p, f"bet: there is already a bet of {legal.current_bet:,}", legal, "R-BET-4"
            )
        if verb == "raise to" and not legal.current_bet:
            raise self._refuse(p, "raise: there is no bet to raise", legal, "R-BET-4")
        if lo is None:
            why, rule = self._no_raise_rule(p)
            raise self._refuse(p, f"{verb} now ({why})", legal, rule)
        if amount < lo:
            raise self._refuse(
                p, f"{verb} {amount:,}", legal, "R-BET-11" if self._limit else "R-BET-7"
            )
        if amount > legal.max_raise_to:  # type: ignore[operator]
            raise self._refuse(p, f"{verb} {amount:,}", legal, self._over_max_rule())
        return p, amount

    def _check_all_in(self, seat: int | None) -> tuple[int, int]:
        p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        total = self.bets[p] + self.stacks[p]
        if total > self.bet_to and (legal.max_raise_to is None or total > legal.max_raise_to):
            rule = (
                self._no_raise_rule(p)[1] if legal.max_raise_to is None else self._over_max_rule()
            )
            raise self._refuse(p, f"go all-in for {total:,}", legal, rule)
        return p, total

    # verify_* (raise IllegalActionError with the reason) and can_* (bool): pokerkit's check/query/do triple.

    def verify_fold(self, seat: int | None = None) -> None:
        """Raises :class:`IllegalActionError` (saying why) unless ``seat`` (default: the actor) may fold now."""
        self._turn(seat)

    def verify_check(self, seat: int | None = None) -> None:
        """Raises unless the seat may check now (R-BET-4)."""
        self._check_check(seat)

    def verify_call(self, seat: int | None = None) -> None:
        """Raises unless the seat may call now (R-BET-4)."""
        self._check_call(seat)

    def verify_bet(self, amount: int, seat: int | None = None) -> None:
        """Raises unless the seat may bet ``amount`` (its street total) now (R-BET-7, -10, -11)."""
        self._check_raise(seat, amount, "bet")

    def verify_raise_to(self, amount: int, seat: int | None = None) -> None:
        """Raises unless the seat may raise to ``amount`` now (R-BET-7..12)."""
        self._check_raise(seat, amount, "raise to")

    def verify_all_in(self, seat: int | None = None) -> None:
        """Raises unless the seat may put in every chip now."""
        self._check_all_in(seat)

    def can_fold(self, seat: int | None = None) -> bool:
        return _succeeds(self._turn, seat)

    def can_check(self, seat: int | None = None) -> bool:
        return _succeeds(self._check_check, seat)

    def can_call(self, seat: int | None = None) -> bool:
        return _succeeds(self._check_call, seat)

    def can_bet(self, amount: int | None = None, seat: int | None = None) -> bool:
        """Whether a bet of ``amount`` (any bet, if None) is allowed now."""
        if amount is None:
            return _succeeds(self._turn, seat) and self.legal_actions().can_bet
        return _succeeds(self._check_raise, seat, amount, "bet")

    def can_raise_to(self, amount: int | None = None, seat: int | None = None) -> bool:
        """Whether a raise to ``amount`` (any raise, if None) is allowed now."""
        if amount is None:
            return _succeeds(self._turn, seat) and self.legal_actions().can_raise
        return _succeeds(self._check_raise, seat, amount, "raise to")

    def can_all_in(self, seat: int | None = None) -> bool:
        return _succeeds(self._check_all_in, seat)

    # -- actions (the hand calls these, then sees whether the round is over) -------------------

    def fold(self, seat: int | None = None) -> Action:
        p = self.actor
        if p is None or (seat is not None and (type(seat) is not int or seat != p)):
            p = self._turn(seat)
        self.folded[p] = True
        self.live -= 1
        self.active -= 1
        action = _tuple_new(Action, (p, FOLD, self.bets[p], 0, False))
        self.events.append(action)
        self._legal = None
        self.actor = self.next_actor(p) if self.live > 1 else None
        return action

    def check(self, seat: int | None = None) -> Action:
        p = self._check_check(seat)
        return self._put_in(p, self.bets[p], CHECK)

    def call(self, seat: int | None = None) -> Action:
        p = self._check_call(seat)
        return self._put_in(p, self.bets[p] + self._legal.call, CALL)  # type: ignore[union-attr,operator]

    def bet(self, amount: int, seat: int | None = None) -> Action:
        p, amount = self._check_raise(seat, amount, "bet")
        return self._put_in(p, amount, BET)

    def raise_to(self, amount: int, seat: int | None = None) -> Action:
        p, amount = self._check_raise(seat, amount, "raise to")
        return self._put_in(p, amount, RAISE)

    def all_in(self, seat: int | None = None) -> Action:
        p, total = self._check_all_in(seat)
        bet_to = self.bet_to
        return self._put_in(p, total, CALL if total <= bet_to else BET if bet_to == 0 else RAISE)

    def check_or_call(self, seat: int | None = None) -> Action:
        p = self.actor
        if p is None or (seat is not None and (type(seat) is not int or seat != p)):
            p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        if legal.check:
            return self._put_in(p, self.bets[p], CHECK)
        return self._put_in(p, self.bets[p] + legal.call, CALL)  # type: ignore[operator]

    def bet_or_raise_to(self, amount: int, seat: int | None = None) -> Action:
        if self.bet_to == 0:
            p, amount = self._check_raise(seat, amount, "bet")
            return self._put_in(p, amount, BET)
        p, amount = self._check_raise(seat, amount, "raise to")
        return self._put_in(p, amount, RAISE)

    def check_total(self, name: str, method: str, amount: object, seat: int | None) -> None:
        """``act``: the amount given with a fold, check, call or all-in is the street total it makes."""
        p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        bet = self.bets[p]
        if method == "all_in":
            total = bet + self.stacks[p]
        elif method in ("fold", "check") or legal.call is None:
            total = bet  # a call with nothing to call is refused by call() itself
        else:
            total = bet + legal.call
        try:
            matches = whole_number(amount, "amount") == total
        except InvalidArgumentError:
            matches = False
        if not matches:
            raise IllegalActionError(
                f"seat {p} cannot {name} with amount {short_repr(amount)}: the amount of a fold, "
                f"check, call or all-in is the street total it makes, here {total:,} "
                f"(or None); it may {legal.describe()} (R-BET-13)"
            )


def _succeeds(check: Callable[..., object], *args: object) -> bool:
    try:
        check(*args)
    except IllegalActionError:
        return False
    return True
