"""One hand of hold'em as a state machine: forced bets, the deal, four betting rounds, showdown.

::

    >>> from holdem import Hand, TableConfig, BettingStructure
    >>> config = TableConfig(BettingStructure.NO_LIMIT, small_blind=50, big_blind=100)
    >>> hand = Hand(config, [10_000] * 3, button=0, seed=1)
    >>> hand.actor, hand.bets
    (0, (0, 50, 100))
    >>> hand.legal_actions().describe()
    'fold, call 100 or raise to at least 200 and at most 10,000'
    >>> hand.raise_to(300)
    Action(seat=0, kind=<ActionKind.RAISE: 'raise'>, amount=300, added=300, all_in=False)
    >>> hand.fold(); hand.fold()  # doctest: +ELLIPSIS
    Action(...)
    >>> hand.is_complete, hand.result.net
    (True, (150, -50, -100))

Seats are 0..n-1 clockwise and ``button`` is a seat index. The small blind is
left of the button, the big blind next (heads-up the button posts the small
blind, R-BLIND-2), then straddles. ``posts`` maps a seat to a live blind it
posts out of position (a player back from sitting out; PHH writes it as a
negative ``blinds_or_straddles`` entry): it counts toward that seat's bet but
does not move the first action. With ``dealing="auto"`` the cards come from
a deck shuffled by ``rng`` (or ``seeded_rng(seed)``, or the OS's secure source
by default); with ``dealing="manual"`` the caller deals with
:meth:`Hand.deal_hole` and :meth:`Hand.deal_board`, and every deal is checked.

Every action method returns an immutable :class:`Action` and raises
:class:`IllegalActionError` (saying what is legal) without changing anything
when the action is not allowed; the message names the rule (R-BET-7 …).
A seat given as something other than a whole number (a bool, a float)
raises :class:`InvalidArgumentError`, from the ``can_*`` queries too (numpy
integers are seats). Chips are conserved after every step
(R-POT-6): ``sum(stacks) + sum(bets) + pot_total`` never changes.

Copies and pickles: ``copy.copy(hand)`` and ``copy.deepcopy(hand)`` both
make an independent hand (nothing mutable is shared) that keeps the deck
order and a copy of the random source's state, so a clone of a seeded hand
deals exactly what the original would (a simulation can branch from any
point); the OS's secure source, having no state, is shared. Pickling keeps
the whole state except the deck order: the cards not yet dealt are
reshuffled with the secure source, and the random source is not pickled (a
reloaded auto-dealt hand deals the rest securely), so no pickle reveals the
cards to come.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NamedTuple

from . import _core
from ._checks import whole_number
from .betting import BET, CALL, CHECK, FOLD, RAISE, Action, ActionKind, BettingRound, LegalActions
from .cards import Card, CardLike, cards_text, parse_cards
from .dealing import BOARD_CARDS, BoardDeal, HoleDeal, Street, check_rng, draw_cards, hole_deal_order, new_deck
from .errors import (DealingError, DuplicateCardError, HandStateError, IllegalActionError, InvalidArgumentError,
                     InvalidCardError)
from .evaluator import HandRank
from . import pots as _pots  # noqa: F401  (registers the Pot type the core builds)
from .rng import Rng, make_rng, secure_rng
from .rules import MAX_CHIPS, AnteType, TableConfig, chip_amount

__all__ = ["Hand", "HandResult", "Muck", "Post", "Show", "Street"]

_tuple_new = tuple.__new__
_evaluate = _core.evaluate
_STREET_AFTER = tuple(Street)[1:]  # by index: the street after each betting round
_resolve_pots = _core.resolve_pots  # holdem.resolve_pots minus the argument dispatch: the hand gives hand values


class Post(NamedTuple):
    """A forced bet: ``kind`` is "ante", "small blind", "big blind" or "straddle"."""

    seat: int
    kind: str
    amount: int


class Show(NamedTuple):
    """A seat's hole cards turned face up (at showdown, or all-in before the runout, R-SHOW-3)."""

    seat: int
    cards: tuple[Card, ...]


class Muck(NamedTuple):
    """A seat conceding at showdown without showing (R-SHOW-2): it cannot win."""

    seat: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a finished hand ended.

    ``winnings`` are the chips each seat took from the pots (its own uncalled
    chips included when the core returned them), ``pots`` the core's pots,
    ``net`` each seat's gain or loss, ``shown`` the hands shown with their
    ranks (a read-only mapping: seat -> (cards, rank or None when the board
    was not complete)).
    """

    winnings: tuple[int, ...]
    pots: tuple[Any, ...]
    final_stacks: tuple[int, ...]
    net: tuple[int, ...]
    shown: Mapping[int, tuple[tuple[Card, ...], HandRank | None]]

    def __post_init__(self) -> None:
        if type(self.shown) is not MappingProxyType:
            object.__setattr__(self, "shown", MappingProxyType(dict(self.shown)))

    def __reduce__(self) -> tuple[Any, ...]:
        # a mappingproxy does not pickle: the dict behind it does
        return (HandResult, (self.winnings, self.pots, self.final_stacks, self.net, dict(self.shown)))


class Hand(BettingRound):
    """One hand: see the module documentation."""

    __slots__ = (
        "_config", "_button", "_start", "_street", "_auto", "_rng", "_cards", "_card_pos",
        "_holes", "_unknown_holes", "_board", "_burns", "_holes_due", "_board_due", "_runout",
        "_show_queue", "_show_index", "_shown", "_mucked", "_result", "_last_poster",
        "_antes", "_dead", "_show_pots", "_values", "_pot_result",
    )

    def __init__(self, config: TableConfig, stacks: Sequence[int], button: int, *, seed: int | None = None,
                 rng: Rng | None = None, dealing: str = "auto", posts: Mapping[int, int] | None = None) -> None:
        if not isinstance(config, TableConfig):
            raise InvalidArgumentError(f"config must be a TableConfig, got {type(config).__name__}")
        if dealing not in ("auto", "manual"):
            raise InvalidArgumentError(f"dealing is 'auto' or 'manual', got {dealing!r}")
        if seed is not None and rng is not None:
            raise InvalidArgumentError("give a seed or an rng, not both")
        if rng is not None:
            check_rng(rng)
        try:
            stack_list = list(stacks)
        except TypeError:
            raise InvalidArgumentError(f"stacks must be a sequence of chip counts, got {stacks!r}") from None
        n = len(stack_list)
        if not 2 <= n <= config.seats_max:
            raise InvalidArgumentError(f"a hand has 2 to {config.seats_max} seats, got {n} stacks")
        for i, s in enumerate(stack_list):
            if type(s) is not int or s <= 0 or s > MAX_CHIPS:  # MAX_CHIPS: the most a seat can put in a hand
                stack_list[i] = chip_amount(s, f"stacks[{i}]", low=1, error=InvalidArgumentError)
        button = whole_number(button, "button (a seat index)", low=0, high=n - 1)
        if len(config.straddles) > n - 2:
            need = len(config.straddles) + 2
            raise InvalidArgumentError(f"{len(config.straddles)} straddles need at least {need} seats")
        live_posts = _check_posts(posts, n, button, config)
        self._setup_betting(config, stack_list)
        self._config = config
        self._button = button
        self._start = tuple(stack_list)
        self._street = Street.PREFLOP
        self._auto = dealing == "auto"
        self._rng = None
        self._cards = None
        self._card_pos = 0
        self._holes: list[tuple[Card, ...] | None] = [None] * n
        self._unknown_holes: set[int] = set()  # manual dealing: seats dealt a hand whose cards are unknown
        self._board: list[Card] = []
        self._burns: list[Card | None] = []
        self._holes_due = n
        self._board_due = 0
        self._runout = False
        self._show_queue: list[int] = []
        self._show_index = 0
        self._shown: dict[int, tuple[Card, ...]] = {}
        self._mucked: set[int] = set()
        self._result: HandResult | None = None
        self._pot_result: Any = None
        self._show_pots: list[list[int]] = []
        self._values: dict[int, int] = {}
        self._antes = [0] * n
        self._dead = 0
        self._post_forced_bets(live_posts)
        if self._dead > MAX_CHIPS:
            # Dead antes go to the main pot as one amount, which the pot resolver takes up to MAX_CHIPS.
            raise InvalidArgumentError(f"the antes ({config.ante:,} each) put {self._dead:,} chips of dead money in "
                                       f"the pot: at most {MAX_CHIPS:,} (2^56); use smaller antes or stacks")
        if self._auto:
            self._cards, self._rng = new_deck(make_rng(seed, rng))
            self._deal_holes_auto()
        elif seed is not None or rng is not None:
            raise InvalidArgumentError("a seed or rng is only used with dealing='auto'")

    # -- forced bets (R-BLIND-*) ---------------------------------------------------------------

    def _post_forced_bets(self, posts: dict[int, int]) -> None:
        config = self._config
        n, button = self._n, self._button
        stacks, contrib, events = self._stacks, self._contrib, self._events
        if n == 2:
            sb, bb = button, 1 - button  # R-BLIND-2
        else:
            sb, bb = (button + 1) % n, (button + 2) % n
        if config.ante:
            kind = config.ante_type
            seats = (range(n) if kind is AnteType.UNIFORM else [bb] if kind is AnteType.BIG_BLIND_ONLY else [button])
            posted = [0] * n
            for s in seats:
                posted[s] = min(config.ante, stacks[s])
            if config.ante_trimming:
                top = max(posted)
                if posted.count(top) == 1:
                    posted[posted.index(top)] = max(a for a in posted if a != top) if n > 1 else 0
            for s in seats:
                if posted[s]:
                    stacks[s] -= posted[s]
                    self._pot += posted[s]
                    self._antes[s] = posted[s]
                    events.append(_tuple_new(Post, (s, "ante", posted[s])))
            if config.ante_trimming:
                # PHH's trimmed antes are collected like bets: each seat can win only what it matched.
                for s in seats:
                    contrib[s] += posted[s]
            else:
                self._dead = sum(posted)  # dead money in the main pot, which every seat still in contests
        forced = ((sb, "small blind", config.small_blind), (bb, "big blind", config.big_blind))
        if config.straddles:
            forced += tuple(((bb + 1 + k) % n, "straddle", amount) for k, amount in enumerate(config.straddles))
        last_poster = forced[-1][0]
        if posts:
            # A live post out of position (a player back from sitting out) bets like a blind but leaves the
            # first action where the blinds and straddles put it.
            forced += tuple((seat, "post", amount) for seat, amount in sorted(posts.items()))
        bets = self._bets
        for seat, kind_name, amount in forced:
            stack = stacks[seat]
            put = amount if amount < stack else stack  # R-BLIND-3: a short blind is all-in
            if put:
                stacks[seat] = stack - put
                bets[seat] = put
                contrib[seat] += put
                events.append(_tuple_new(Post, (seat, kind_name, put)))
        self._last_poster = last_poster
        if 0 in stacks:
            self._active = n - stacks.count(0)
        preflop_size = config.small_bet if self._limit else config.min_bet
        # R-BLIND-3: the amount to call is the full forced bet even when its poster was short.
        self._start_round(config.forced_bet, preflop_size, 1 + len(config.straddles) if self._limit else 0)

    # -- dealing (R-DEAL-*) --------------------------------------------------------------------

    def _deal_holes_auto(self) -> None:
        n = self._n
        cards = draw_cards(self._cards, 0, 2 * n, self._rng)
        holes = self._holes
        events = self._events
        seat = self._button
        for k in range(n):
            seat = seat + 1 if seat + 1 < n else 0
            hole = holes[seat] = (cards[k], cards[k + n])  # one card each, two passes, left of the button first
            events.append(_tuple_new(HoleDeal, (seat, hole)))
        self._card_pos = 2 * n
        self._holes_due = 0
        self._begin_betting(self._last_poster)

    def _deal_board_auto(self) -> None:
        pos = self._card_pos
        k = self._board_due
        cards = draw_cards(self._cards, pos, 1 + k, self._rng)  # the burn, then the board cards
        self._card_pos = pos + 1 + k
        self._board_dealt(cards[1:], cards[0])

    def _known_cards(self) -> set[int]:
        known = set(self._board)
        known.update(c for c in self._burns if c is not None)
        for h in self._holes:
            if h is not None:
                known.update(h)
        return known

    def _new_cards(self, cards: Iterable[CardLike] | str, count: int, what: str) -> tuple[Card, ...]:
        got = _parse_dealt(cards, what)
        if len(got) != count:
            raise DealingError(f"{what} takes {count} card{'s' if count != 1 else ''}, got {len(got)}")
        return got

    def _check_unseen(self, cards: Iterable[Card]) -> None:
        known = self._known_cards()
        for c in cards:
            if c in self._board:
                raise DuplicateCardError(f"{c} has already been dealt on the board")
            if c in known:
                # One message for a burn and another seat's hole card: the error never says which it was.
                raise DuplicateCardError(f"{c} has already been dealt face down in this hand "
                                         "(a burn or another seat's hole cards)")

    def deal_hole(self, seat: int, cards: Iterable[CardLike] | str | None) -> HoleDeal:
        """Manual dealing: a seat's hole cards (``None``: unknown, as in a replay of another's hand).

        Give both cards at once, or one card per call as a dealer pitches them
        (a live table: one card to each seat, then a second pass). Every seat
        gets its cards before the betting starts. A seat whose cards are
        unknown plays normally but cannot win a contested pot unless its cards
        are given later with :meth:`show`.
        """
        if self._auto:
            raise DealingError("this hand deals its own cards (dealing='auto')")
        seat = whole_number(seat, "seat", low=0, high=self._n - 1, error=DealingError)
        held = self._holes[seat] or ()
        if self._holes_due == 0 or len(held) == 2 or seat in self._unknown_holes:
            raise DealingError(f"seat {seat} has already been dealt its hole cards")
        due = self._next_hole_seat()
        if seat != due:
            raise DealingError(f"hole cards go out one seat at a time clockwise from the seat left of the button "
                               f"(the big blind heads-up): seat {due} is next, not seat {seat} (R-DEAL-2)")
        if cards is None:
            if held:
                raise DealingError(f"seat {seat} already holds one known card: deal its second card")
            hole = None
        else:
            got = _parse_dealt(cards, f"seat {seat}'s hole cards")
            if len(got) + len(held) > 2 or not got:
                raise DealingError(f"a hold'em hand takes 2 cards: seat {seat} holds {len(held)}, got {len(got)}")
            self._check_unseen(got)
            hole = held + got
        self._holes[seat] = hole
        if hole is None:
            self._unknown_holes.add(seat)
        record = HoleDeal(seat, None if cards is None else got)
        self._events.append(record)
        if hole is None or len(hole) == 2:
            self._holes_due -= 1
            if self._holes_due == 0:
                self._begin_betting(self._last_poster)
        return record

    def _next_hole_seat(self) -> int:
        """The seat the next hole card goes to (R-DEAL-2): the fewest cards so far, then deal order.

        That admits both a dealer's two passes of one card and a log's two
        cards per seat in turn, and nothing else.
        """
        unknown, holes = self._unknown_holes, self._holes
        return min(hole_deal_order(self._n, self._button),
                   key=lambda s: 2 if s in unknown else len(holes[s] or ()))

    def deal_board(self, cards: Iterable[CardLike] | str, *, burn: CardLike | None = None) -> BoardDeal:
        """Manual dealing: the next board cards (3 for the flop, then 1 and 1), with the burn card if known."""
        if self._auto:
            raise DealingError("this hand deals its own cards (dealing='auto')")
        k = self._board_due
        if k == 0:
            if self._holes_due:
                raise DealingError(f"hole cards are still due for seats {self.hole_cards_due}")
            raise DealingError(f"no board cards are due now ({self._street.name.lower()}, "
                               f"{'seat %d to act' % self._actor if self._actor is not None else 'no one to act'})")
        got = self._new_cards(cards, k, f"the {self._street.name.lower()}")
        burn_card = None if burn is None else _parse_dealt([burn], "the burn card")[0]
        if burn_card is not None and burn_card in got:
            raise DuplicateCardError(f"{burn_card} is both burned and dealt")
        self._check_unseen(got + ((burn_card,) if burn_card is not None else ()))
        return self._board_dealt(got, burn_card)

    def _board_dealt(self, cards: Sequence[Card], burn: Card | None) -> BoardDeal:
        street = self._street
        self._board.extend(cards)
        self._burns.append(burn)
        record = _tuple_new(BoardDeal, (street, tuple(cards), burn))
        self._events.append(record)
        self._board_due = 0
        if self._runout:
            self._next_street()
        else:
            config = self._config
            size = (config.small_bet if street <= Street.FLOP else config.big_bet) if self._limit else config.min_bet
            self._start_round(0, size, 0)
            self._begin_betting(self._button)  # R-BET-2: first active seat left of the button
        return record

    # -- betting flow --------------------------------------------------------------------------

    def _begin_betting(self, after: int) -> None:
        actor = self._next_actor(after)
        self._actor = actor
        if actor is None:
            self._end_round()

    def _after_action(self, p: int) -> None:
        self._legal = None
        if self._live == 1:
            self._actor = None
            self._end_round()
            return
        actor = self._next_actor(p)
        self._actor = actor
        if actor is None:
            self._end_round()

    def _end_round(self) -> None:
        bets = self._bets
        n = self._n
        top = max(bets)
        if top and bets.count(top) == 1:  # R-POT-3: the part of a bet no one matched goes back
            top_seat = bets.index(top)
            bets[top_seat] = 0
            second = bets[top_seat] = max(bets)
            excess = top - second
            if self._stacks[top_seat] == 0 and not self._folded[top_seat]:
                self._active += 1
            self._stacks[top_seat] += excess
            self._contrib[top_seat] -= excess
        self._pot += sum(bets)
        self._bets = [0] * n
        self._legal = None
        if self._live == 1:
            self._finish(None)
            return
        if self._active <= 1 and not self._runout:
            # R-SHOW-3: no more betting is possible: the hands are turned up before the rest of the board.
            self._runout = True
            for seat in range(n):
                hole = self._holes[seat]
                if not self._folded[seat] and hole is not None:
                    self._shown[seat] = hole
                    self._events.append(Show(seat, hole))
        self._next_street()

    def _next_street(self) -> None:
        if self._street >= Street.RIVER:
            self._start_showdown()
            return
        street = self._street = _STREET_AFTER[self._street]
        self._board_due = BOARD_CARDS[street]
        if self._auto:
            self._deal_board_auto()

    # -- queries -------------------------------------------------------------------------------

    @property
    def config(self) -> TableConfig:
        return self._config

    @property
    def n_seats(self) -> int:
        return self._n

    @property
    def button(self) -> int:
        return self._button

    @property
    def actor(self) -> int | None:
        """The seat to act, or None (dealing is due, showdown, or the hand is over)."""
        return self._actor

    @property
    def street(self) -> Street:
        return self._street

    @property
    def is_complete(self) -> bool:
        return self._street is Street.COMPLETE

    @property
    def stacks(self) -> tuple[int, ...]:
        return tuple(self._stacks)

    @property
    def starting_stacks(self) -> tuple[int, ...]:
        return self._start

    @property
    def bets(self) -> tuple[int, ...]:
        """Each seat's bet on the current street (gathered into the pot when the round ends)."""
        return tuple(self._bets)

    @property
    def contributions(self) -> tuple[int, ...]:
        """Each seat's chips put in this hand, antes included (uncalled chips already returned)."""
        if self._dead:
            return tuple(c + a for c, a in zip(self._contrib, self._antes))
        return tuple(self._contrib)

    @property
    def pot_total(self) -> int:
        """Chips gathered in the pot, not counting this street's bets."""
        return self._pot

    @property
    def folded(self) -> tuple[bool, ...]:
        return tuple(self._folded)

    @property
    def board(self) -> tuple[Card, ...]:
        return tuple(self._board)

    @property
    def burns(self) -> tuple[Card | None, ...]:
        """The burned cards (None where a manual deal did not record one). Never part of a view."""
        return tuple(self._burns)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The betting actions so far."""
        return tuple(e for e in self._events if type(e) is Action)

    @property
    def events(self) -> tuple[Any, ...]:
        """Everything in order: Post, HoleDeal, Action, BoardDeal, Show, Muck (hole cards included)."""
        return tuple(self._events)

    @property
    def hole_cards_due(self) -> tuple[int, ...]:
        """Manual dealing: the seats still waiting for hole cards."""
        if not self._holes_due:
            return ()
        unknown = self._unknown_holes
        holes = self._holes
        return tuple(s for s in hole_deal_order(self._n, self._button)
                     if s not in unknown and (holes[s] is None or len(holes[s]) < 2))

    @property
    def board_cards_due(self) -> int:
        """Manual dealing: how many board cards are due now (0, 3 or 1)."""
        return self._board_due

    def hole_cards(self, seat: int) -> tuple[Card, ...] | None:
        """A seat's hole cards (None if unknown). This is the table's knowledge: show players a :meth:`view`."""
        return self._holes[whole_number(seat, "seat", low=0, high=self._n - 1)]

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do (everything False/None when no one is to act)."""
        if self._actor is None:
            return LegalActions(False, False, None, None, None, self._bet_to)
        return self._legal or self._compute_legal()

    # -- checks shared by can_*, verify_* and the actions -------------------------------------

    def _turn(self, seat: int | None) -> int:
        p = self._actor
        if p is None:
            raise IllegalActionError(f"{self._why_no_actor()} (R-BET-14)")
        if seat is not None:
            if type(seat) is not int:
                seat = whole_number(seat, "seat")  # numpy integers are seats; bools and floats are not
            if seat != p:
                raise IllegalActionError(f"it is seat {p}'s turn to act, not seat {seat}'s (R-BET-14)")
        return p

    def _why_no_actor(self) -> str:
        if self._street is Street.COMPLETE:
            return "the hand is over"
        if self._holes_due:
            return f"no one acts yet: hole cards are due for seats {self.hole_cards_due}"
        if self._board_due:
            return f"no one acts now: {self._board_due} board card{'s are' if self._board_due > 1 else ' is'} due"
        return "no one acts now: it is the showdown"

    def _refuse(self, p: int, what: str, legal: LegalActions, rule: str) -> IllegalActionError:
        return IllegalActionError(f"seat {p} cannot {what}: it may {legal.describe()} ({rule})")

    def _no_raise_rule(self, p: int) -> tuple[str, str]:
        """Why the seat to act may not bet or raise: the reason and the rule's id."""
        if self._bets[p] + self._stacks[p] <= self._bet_to:
            return "its stack does not cover more than a call", "R-BET-8"
        if self._active < 2:
            return "every other player still in is all-in", "R-BET-9b"
        if self._capped:
            return "the betting is capped", "R-BET-11"
        return "the betting has not been reopened to it by a full raise", "R-BET-8"

    def _over_max_rule(self) -> str:
        return "R-BET-11" if self._limit else "R-BET-10" if self._pot_limit else "R-BET-13"

    def _whole_chips(self, p: int, amount: object, verb: str, legal: LegalActions) -> int:
        """An amount as an int (numpy integers too); else refused with the legal range (R-BET-13)."""
        try:
            return whole_number(amount, "an amount", error=IllegalActionError)
        except IllegalActionError:
            raise IllegalActionError(f"seat {p} cannot {verb} {amount!r}: an amount is a whole number of chips; "
                                     f"it may {legal.describe()} (R-BET-13)") from None

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
            raise self._refuse(p, f"bet: there is already a bet of {legal.current_bet:,}", legal, "R-BET-4")
        if verb == "raise to" and not legal.current_bet:
            raise self._refuse(p, "raise: there is no bet to raise", legal, "R-BET-4")
        if lo is None:
            why, rule = self._no_raise_rule(p)
            raise self._refuse(p, f"{verb} now ({why})", legal, rule)
        if amount < lo:
            raise self._refuse(p, f"{verb} {amount:,}", legal, "R-BET-11" if self._limit else "R-BET-7")
        if amount > legal.max_raise_to:
            raise self._refuse(p, f"{verb} {amount:,}", legal, self._over_max_rule())
        return p, amount

    def _check_all_in(self, seat: int | None) -> tuple[int, int]:
        p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        total = self._bets[p] + self._stacks[p]
        if total > self._bet_to and (legal.max_raise_to is None or total > legal.max_raise_to):
            rule = self._no_raise_rule(p)[1] if legal.max_raise_to is None else self._over_max_rule()
            raise self._refuse(p, f"go all-in for {total:,}", legal, rule)
        return p, total

    # can_* (bool) and verify_* (raise IllegalActionError with the reason): pokerkit's check/query/do triple.

    def verify_fold(self, seat: int | None = None) -> None:
        self._turn(seat)

    def verify_check(self, seat: int | None = None) -> None:
        self._check_check(seat)

    def verify_call(self, seat: int | None = None) -> None:
        self._check_call(seat)

    def verify_bet(self, amount: int, seat: int | None = None) -> None:
        self._check_raise(seat, amount, "bet")

    def verify_raise_to(self, amount: int, seat: int | None = None) -> None:
        self._check_raise(seat, amount, "raise to")

    def verify_all_in(self, seat: int | None = None) -> None:
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

    # -- actions -------------------------------------------------------------------------------

    def fold(self, seat: int | None = None) -> Action:
        """Fold (allowed even when checking is free, R-BET-4)."""
        p = self._actor
        if p is None or (seat is not None and (type(seat) is not int or seat != p)):
            self._turn(seat)
        self._folded[p] = True
        self._live -= 1
        self._active -= 1
        action = _tuple_new(Action, (p, FOLD, self._bets[p], 0, False))
        self._events.append(action)
        self._after_action(p)
        return action

    def check(self, seat: int | None = None) -> Action:
        p = self._check_check(seat)
        action = self._put_in(p, self._bets[p], CHECK)
        self._after_action(p)
        return action

    def call(self, seat: int | None = None) -> Action:
        """Match the bet, or put in the whole stack when it is short (R-BET-8)."""
        p = self._check_call(seat)
        action = self._put_in(p, self._bets[p] + self._legal.call, CALL)
        self._after_action(p)
        return action

    def bet(self, amount: int, seat: int | None = None) -> Action:
        """Bet ``amount`` (the seat's street total) when no one has bet on this street."""
        p, amount = self._check_raise(seat, amount, "bet")
        action = self._put_in(p, amount, BET)
        self._after_action(p)
        return action

    def raise_to(self, amount: int, seat: int | None = None) -> Action:
        """Raise the seat's street total to ``amount``."""
        p, amount = self._check_raise(seat, amount, "raise to")
        action = self._put_in(p, amount, RAISE)
        self._after_action(p)
        return action

    def all_in(self, seat: int | None = None) -> Action:
        """Put in every chip: a call (possibly for less), a bet or a raise, as the amount makes it."""
        p, total = self._check_all_in(seat)
        bet_to = self._bet_to
        action = self._put_in(p, total, CALL if total <= bet_to else BET if bet_to == 0 else RAISE)
        self._after_action(p)
        return action

    def check_or_call(self, seat: int | None = None) -> Action:
        """PHH's ``cc``: check when free, else call."""
        p = self._actor
        if p is None or (seat is not None and (type(seat) is not int or seat != p)):
            self._turn(seat)
        legal = self._legal or self._compute_legal()
        if legal.check:
            action = self._put_in(p, self._bets[p], CHECK)
        else:
            action = self._put_in(p, self._bets[p] + legal.call, CALL)
        self._after_action(p)
        return action

    def bet_or_raise_to(self, amount: int, seat: int | None = None) -> Action:
        """PHH's ``cbr``: bet when no one has bet on this street, else raise to ``amount``."""
        if self._bet_to == 0:
            return self.bet(amount, seat)
        return self.raise_to(amount, seat)

    def act(self, action: Any) -> Action:
        """Apply an Action-like (``.kind``, ``.amount``, optional ``.seat``) or a ``(kind, amount)`` pair.

        Kinds: an :class:`ActionKind` or one of "fold", "check", "call", "bet",
        "raise", "all_in", "cc" (check or call), "cbr" (bet or raise to).
        An :class:`Action` record with ``all_in`` set is an all-in.

        The amount of a bet or raise is the street total to bet or raise to.
        A fold, check, call or all-in needs no amount (None); when one is
        given it must be the seat's street total after the action, as in the
        :class:`Action` it returns (so a recorded action can be replayed), else
        the action is refused: ``("call", 500)`` when a call makes the total
        400 is an error, not a call.
        """
        seat = None
        all_in = False
        if isinstance(action, tuple) and not hasattr(action, "kind"):
            if not 1 <= len(action) <= 2:
                raise IllegalActionError(f"an action is (kind, amount), got {action!r}")
            kind, amount = action[0], action[1] if len(action) == 2 else None
        elif hasattr(action, "kind"):
            kind, amount = action.kind, getattr(action, "amount", None)
            seat = getattr(action, "seat", None)
            all_in = bool(getattr(action, "all_in", False))
        else:
            kind, amount = action, None
        name = kind.value if isinstance(kind, ActionKind) else kind
        if all_in and name in ("call", "bet", "raise"):
            name = "all_in"
        method = _ACT.get(name) if isinstance(name, str) else None
        if method is None:
            raise IllegalActionError(f"unknown action kind {kind!r}: use one of {', '.join(sorted(_ACT))}")
        if method in _WITH_AMOUNT:
            if amount is None:
                raise IllegalActionError(f"{name} needs an amount (the street total)")
            return method(self, amount, seat)
        if amount is not None:
            self._check_total(name, method, amount, seat)
        return method(self, seat)

    def _check_total(self, name: str, method: Any, amount: object, seat: int | None) -> None:
        """``act``: the amount given with a fold, check, call or all-in is the street total it makes."""
        p = self._turn(seat)
        legal = self._legal or self._compute_legal()
        bet = self._bets[p]
        if method is Hand.all_in:
            total = bet + self._stacks[p]
        elif method is Hand.fold or method is Hand.check or legal.call is None:
            total = bet  # a call with nothing to call is refused by call() itself
        else:
            total = bet + legal.call
        if _not_whole(amount) or amount != total:
            raise IllegalActionError(f"seat {p} cannot {name} with amount {amount!r}: the amount of a fold, "
                                     f"check, call or all-in is the street total it makes, here {total:,} "
                                     f"(or None); it may {legal.describe()} (R-BET-13)")

    # -- showdown (R-SHOW-*) -------------------------------------------------------------------

    def _start_showdown(self) -> None:
        self._street = Street.SHOWDOWN
        self._actor = None
        n = self._n
        first = self._last_aggressor  # R-SHOW-1: the last to bet or raise on the river shows first
        if first is None or self._runout or self._folded[first]:
            first = (self._button + 1) % n
        folded, shown = self._folded, self._shown
        self._show_queue = [s for s in ((first + k) % n for k in range(n)) if not folded[s] and s not in shown]
        self._show_index = 0
        self._show_pots = self._contested()
        self._advance_showdown()

    def _advance_showdown(self) -> None:
        # The next seat decides unless every other hand has been mucked: then it wins without showing.
        if self._show_index < len(self._show_queue) and self._live - len(self._mucked) >= 2:
            return
        self._finish(True)

    @property
    def showdown_order(self) -> tuple[int, ...]:
        """The seats that show or muck at this showdown, in order (R-SHOW-1)."""
        return tuple(self._show_queue)

    @property
    def next_to_show(self) -> int | None:
        """The seat that must now show or muck, or None."""
        if self._street is not Street.SHOWDOWN:
            return None
        return self._show_queue[self._show_index]

    def _showdown_turn(self, seat: int) -> None:
        seat = whole_number(seat, "seat", low=0, high=self._n - 1)
        nxt = self.next_to_show
        if nxt is None:
            raise IllegalActionError("there is no showdown decision now"
                                     + (": the hand is over" if self.is_complete else ""))
        if seat != nxt:
            raise IllegalActionError(f"seat {nxt} shows or mucks first, not seat {seat} (R-SHOW-1)")

    def show(self, seat: int, cards: Iterable[CardLike] | str | None = None) -> Show:
        """Seat ``seat`` shows its hand (``cards`` are required when they were dealt unknown).

        At the showdown seats show in :attr:`showdown_order`. During an all-in
        runout (R-SHOW-3) the hands are already face up; a hand dealt unknown
        (manual dealing) is turned up by giving its cards, in any order.
        """
        seat = whole_number(seat, "seat", low=0, high=self._n - 1)
        early = (self._runout and self._street < Street.SHOWDOWN and not self._folded[seat]
                 and seat not in self._shown)
        if not early:
            self._showdown_turn(seat)
        hole = self._holes[seat]
        if cards is not None:
            given = self._new_cards(cards, 2, "a hold'em hand")
            if hole is not None and set(given) != set(hole):
                raise DealingError(f"seat {seat} shows different cards from those it was dealt")
            if hole is None:
                self._check_unseen(given)
                self._holes[seat] = hole = given
        elif hole is None:
            raise DealingError(f"seat {seat}'s cards are unknown: show(seat, cards) with the cards it shows")
        self._shown[seat] = hole
        record = Show(seat, hole)
        self._events.append(record)
        if not early:
            self._show_index += 1
            self._advance_showdown()
        return record

    def muck(self, seat: int) -> Muck:
        """Seat ``seat`` concedes without showing (R-SHOW-2). Refused when it would leave a pot with no hand."""
        seat = whole_number(seat, "seat", low=0, high=self._n - 1)
        self._showdown_turn(seat)
        if not self._may_muck(seat):
            raise IllegalActionError(f"seat {seat} is the last hand left in a pot and must show it (R-SHOW-2)")
        self._mucked.add(seat)
        record = Muck(seat)
        self._events.append(record)
        self._show_index += 1
        self._advance_showdown()
        return record

    def _contested(self) -> list[list[int]]:
        """For each pot that two or more seats paid into: the seats still in that paid into it."""
        contrib, folded, n = self._contrib, self._folded, self._n
        pots = [[i for i in range(n) if not folded[i]]] if self._dead else []
        low = 0
        for level in sorted({c for c in contrib if c > 0}):
            payers = [i for i in range(n) if contrib[i] > low]
            if len(payers) >= 2:
                pots.append([i for i in payers if not folded[i]])
            low = level
        return pots

    def _may_muck(self, seat: int) -> bool:
        mucked = self._mucked
        return all(any(r != seat and r not in mucked for r in pot) for pot in self._show_pots if seat in pot)

    def _value(self, seat: int) -> int:
        """The value of a seat's known hand with the full board."""
        value = self._values.get(seat)
        if value is None:
            value = self._values[seat] = _evaluate(list(self._holes[seat]) + self._board)  # type: ignore[arg-type]
        return value

    def _can_win_or_tie(self, seat: int) -> bool:
        mine = self._value(seat)
        shown = self._shown
        for pot in self._show_pots:
            if seat in pot and mine >= max([self._value(r) for r in pot if r in shown], default=0):
                return True
        return False

    def auto_showdown(self) -> list[Show | Muck]:
        """Every remaining showdown decision by the policy: show a hand that can still win or tie, else muck.

        A seat whose cards are unknown (manual dealing) mucks when it may; if it
        must show, its cards must be given with :meth:`show` first.
        """
        done: list[Show | Muck] = []
        while self._street is Street.SHOWDOWN:
            seat = self._show_queue[self._show_index]
            hole = self._holes[seat]
            if hole is None:
                if not self._may_muck(seat):
                    raise HandStateError(f"seat {seat}'s cards are unknown and it must show: call show(seat, cards)")
                done.append(self.muck(seat))
            elif self._can_win_or_tie(seat) or not self._may_muck(seat):
                done.append(self.show(seat))
            else:
                done.append(self.muck(seat))
        return done

    def finish_showdown(self) -> list[Show | Muck]:
        """Auto dealing: settle the showdown by the policy of :meth:`auto_showdown`."""
        if not self._auto:
            raise HandStateError("finish_showdown is for auto-dealt hands: call show/muck or auto_showdown")
        return self.auto_showdown()

    # -- the end -------------------------------------------------------------------------------

    def _finish(self, showdown: bool | None) -> None:
        n = self._n
        folded = self._folded
        values = None
        if showdown:
            folded = list(folded)
            for s in self._mucked:
                folded[s] = True  # a mucked hand cannot win (R-SHOW-2)
            values = [0] * n
            for s in self._shown:
                if not folded[s]:
                    values[s] = self._value(s)
        pots = self._pot_result = _resolve_pots(self._contrib, folded, values, self._button, self._dead)
        stacks = self._stacks
        for i, won in enumerate(pots.winnings):
            stacks[i] += won
        self._pot = 0
        self._street = Street.COMPLETE
        self._actor = None

    @property
    def result(self) -> HandResult:
        """Winnings, pots, final stacks and shown hands; available when the hand is complete."""
        if self._result is None:
            if self._pot_result is None:
                raise HandStateError(f"the hand is not over yet ({self._street.name.lower()})")
            pots = self._pot_result
            stacks, start = self._stacks, self._start
            complete_board = len(self._board) == 5
            shown = {s: (hole, HandRank(self._value(s)) if complete_board else None) for s, hole in self._shown.items()}
            self._result = HandResult(tuple(pots.winnings), tuple(pots.pots), tuple(stacks),
                                      tuple(stacks[i] - start[i] for i in range(self._n)), shown)
        return self._result

    # -- views, repr, pickling -----------------------------------------------------------------

    def view(self, seat: int):  # -> SeatView
        """What ``seat`` may know: its own cards, the board, stacks, bets, public actions, shown hands."""
        from .views import seat_view

        return seat_view(self, seat)

    def __repr__(self) -> str:
        board = cards_text(self._board) or "-"
        who = f"seat {self._actor} to act" if self._actor is not None else "no one to act"
        return (f"<Hand {self._config.betting.value} {self._n} seats, {self._street.name.lower()}, "
                f"board {board}, pot {self._pot:,}, {who}>")

    def __copy__(self) -> Hand:
        return self._clone({})

    def __deepcopy__(self, memo: dict[int, Any]) -> Hand:
        return self._clone(memo)

    def _clone(self, memo: dict[int, Any]) -> Hand:
        """An independent copy: the same deck order, a copy of the random source's state."""
        new = object.__new__(type(self))
        memo[id(self)] = new
        for name in _state_slots(type(self)):
            if hasattr(self, name):
                value = getattr(self, name)
                kind = type(value)
                if kind is list or kind is dict or kind is set:
                    value = value.copy()  # their items are immutable (ints, tuples, Cards)
                object.__setattr__(new, name, value)
        new._show_pots = [list(seats) for seats in self._show_pots]
        rng = self._rng
        if rng is not None and not isinstance(rng, random.SystemRandom):
            new._rng = copy.deepcopy(rng, memo)
        if hasattr(self, "__dict__"):  # a subclass's own attributes
            new.__dict__.update(copy.deepcopy(self.__dict__, memo))
        return new

    def __getstate__(self) -> dict[str, Any]:
        state = {name: getattr(self, name) for name in _state_slots(type(self)) if hasattr(self, name)}
        state["_rng"] = None
        cards = self._cards
        if cards is not None:
            # Keep what was dealt; the cards still in the deck are reshuffled (so no pickle holds the deck
            # order) and dealt in that order after loading: the random source is not pickled either.
            rest = cards[self._card_pos:]
            secure_rng().shuffle(rest)
            state["_cards"] = cards[:self._card_pos] + rest
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)


@functools.cache
def _state_slots(cls: type) -> tuple[str, ...]:
    """The slot names of ``cls`` and its bases: a hand's whole state."""
    return tuple(name for base in cls.__mro__ for name in getattr(base, "__slots__", ()))


def _check_posts(posts: Mapping[int, int] | None, n: int, button: int, config: TableConfig) -> dict[int, int]:
    """``posts``: seat -> a live blind posted out of position; not a blind's or straddle's seat."""
    if not posts:
        return {}
    blind_seats = {button, 1 - button} if n == 2 else {(button + 1 + k) % n for k in range(2 + len(config.straddles))}
    out = {}
    for seat, amount in dict(posts).items():
        seat = whole_number(seat, "posts: a seat", low=0, high=n - 1)
        if seat in blind_seats:
            raise InvalidArgumentError(f"posts: seat {seat} posts a blind or straddle already "
                                       f"(those are {sorted(blind_seats)})")
        amount = whole_number(amount, f"posts: seat {seat}'s post (chips, up to the forced bet)",
                              low=1, high=config.forced_bet)
        out[seat] = amount
    return out


def _parse_dealt(cards: Iterable[CardLike] | str, what: str) -> tuple[Card, ...]:
    """Cards given to a deal or a show; an error names what they were for (a bad card stays InvalidCardError)."""
    try:
        return tuple(parse_cards(cards))
    except TypeError as error:
        raise DealingError(f"{what}: {error}") from None
    except InvalidCardError as error:
        raise type(error)(f"{what}: {error}") from None


def _not_whole(amount: object) -> bool:
    try:
        whole_number(amount, "amount")
    except InvalidArgumentError:
        return True
    return False


def _succeeds(check: Any, *args: Any) -> bool:
    try:
        check(*args)
    except IllegalActionError:
        return False
    return True


_ACT = {
    "fold": Hand.fold, "f": Hand.fold,
    "check": Hand.check,
    "call": Hand.call,
    "bet": Hand.bet,
    "raise": Hand.raise_to, "raise_to": Hand.raise_to,
    "all_in": Hand.all_in, "all-in": Hand.all_in, "allin": Hand.all_in,
    "cc": Hand.check_or_call, "check_or_call": Hand.check_or_call,
    "cbr": Hand.bet_or_raise_to, "bet_or_raise_to": Hand.bet_or_raise_to,
}
_WITH_AMOUNT = {Hand.bet, Hand.raise_to, Hand.bet_or_raise_to}
