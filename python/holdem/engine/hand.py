"""One hand as a state machine: it runs a game's plan (by default hold'em's) over three parts.

A hand has a betting part (:class:`~holdem.engine.betting.BettingState`: the chip
ledger and the round), a dealing part (:class:`~holdem.engine.dealing.DealingState`:
the deck and what is due) and a showdown part
(:class:`~holdem.engine.showdown.ShowdownState`). The hand's plan, compiled once
per (game, config), calls the parts in the game's order; the parts never
call the hand. Positions (who posts what, :mod:`holdem.game.positions`) are given
to the hand or computed by the rule book's standard.

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

Seats are 0..n-1 clockwise, ``button`` a seat index; the blinds are the rule
book's (R-BLIND-1, R-BLIND-2) unless ``posts`` (live blinds out of position) or
``positions`` say otherwise. Cards come from a deck shuffled by ``rng`` (or
``seeded_rng(seed)``, or the OS's secure source), or with ``dealing="manual"``
from :meth:`Hand.deal_hole` and :meth:`Hand.deal_board`, every deal checked.
An action returns an immutable :class:`Action`; one not allowed raises
:class:`IllegalActionError` saying what is legal, naming the rule, changing
nothing. Chips are conserved after every step (R-POT-6). ``copy.copy(hand)``
is an independent hand with the same deck order and random state; a pickle
keeps everything but the deck order (the cards still to come are reshuffled).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType

from .._checks import short_repr, whole_number
from .._deprecated import read_renamed
from ..core import Card, CardLike, Pot, PotResult, Rng, cards_text
from ..errors import DealingError, HandStateError, IllegalActionError, InvalidArgumentError
from ..game import (
    HOLDEM,
    NOTES,
    WITH_AMOUNT,
    Action,
    BoardDeal,
    Event,
    GameDef,
    HoleDeal,
    Kill,
    LegalActions,
    Muck,
    Phase,
    Positions,
    Post,
    Show,
    Street,
    TableConfig,
    parse_action,
)
from ._delegate import Read, act_then_advance, read_method
from .betting import BettingState
from .dealing import DealDue, DealingState
from .drawing import NO_DRAW, DrawingState
from .hand_state import copy_hand, deepcopy_hand, hand_state, set_hand_state
from .setup import HandSetup, check_dead_money, hand_setup, setup_stacks
from .showdown import HandResult, ShowdownState, award_without_showdown
from .views import SeatView, checked_view

__all__ = ["DealDue", "Hand", "HandResult", "Muck", "Post", "Show", "Street"]

# the phases as module names: an enum member read through its class costs ~90 ns in CPython 3.11
_DEALING = Phase.DEALING
_BETTING = Phase.BETTING
_DRAWING = Phase.DRAWING
_SHOWDOWN = Phase.SHOWDOWN
_AWARD = Phase.AWARD
_COMPLETE = Phase.COMPLETE


class Hand:
    """One hand of poker as a state machine that enforces the rule book: posts, deals, actions, showdown.

    An action returns an immutable :class:`Action`; an illegal one raises
    :class:`~holdem.errors.IllegalActionError` saying what is legal and changes nothing. Seats are
    0..n-1 clockwise; the module documentation has the rest.

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [200, 200], button=0, seed=1)
    >>> hand.actor, hand.legal_actions().describe()
    (0, 'fold, call 1 or raise to at least 4 and at most 200')
    >>> _ = hand.call(), hand.check()
    >>> hand.board, hand.view(1)
    ((Card('Ts'), Card('4h'), Card('5c')), <SeatView seat 1: 9c 8s, flop, board Ts 4h 5c, pot 4>)
    """

    __slots__ = (
        "_config",
        "_game",
        "_plan",
        "_readings",
        "_positions",
        "_button",
        "_n",
        "_start",
        "_stage",
        "_phase",
        "_events",
        "_betting",
        "_dealing",
        "_showdown",
        "_drawing",
        "_runout",
        "_result",
        "_pot_result",
        "_defer",
    )

    def __init__(
        self,
        config: TableConfig,
        stacks: Sequence[int],
        button: int,
        *,
        seed: int | None = None,
        rng: Rng | None = None,
        dealing: str = "auto",
        posts: Mapping[int, int] | None = None,
        positions: Positions | None = None,
        game: GameDef = HOLDEM,
        defer_award: bool = False,
    ) -> None:
        setup = hand_setup(
            config, stacks, button, seed, rng, dealing, posts, positions, game, defer_award
        )
        self._set_up(setup, setup.stacks)

    @classmethod
    def from_setup(cls, setup: HandSetup, stacks: Sequence[int] | None = None) -> Hand:
        """A hand from a :class:`~holdem.engine.setup.HandSetup`, Hand's arguments checked once by
        :func:`~holdem.engine.setup.hand_setup`: the hands of a table's seating share one, each with its own
        ``stacks`` (checked here; None: the setup's). The setup's ``rng`` deals every hand made from it."""
        start = setup_stacks(setup, stacks)
        # made without __init__, which would check the arguments again: a table's hands
        # (benchmarks/test_bench_table.py) pay that once per seating
        hand = object.__new__(cls)
        hand._set_up(setup, start)
        return hand

    def _set_up(self, setup: HandSetup, start: tuple[int, ...]) -> None:
        """The hand from its checked setup and stacks: the forced bets posted, then the hole cards dealt (or
        due)."""
        # one unpacking in field order: the fields read by name cost about 150 ns more a hand, 0.3% of a
        # six-max hand and 0.8% of a heads-up one (benchmarks/test_bench_hands.py)
        config, _, button, positions, game, rng, defer_award, plan, readings = setup
        n = len(start)
        self._config = config
        self._game = game
        self._plan = plan
        self._readings = readings
        self._positions = positions
        self._button = button
        self._n = n
        self._start = start
        self._stage = 0
        self._runout = False
        self._defer = defer_award
        self._events: list[Event] = []
        self._result: HandResult | None = None
        self._pot_result: PotResult | None = None
        self._showdown: ShowdownState | None = None
        self._drawing = NO_DRAW
        betting = self._betting = BettingState(
            config, readings, list(start), self._events, game.extra_limit_raises
        )
        betting.post_forced(positions, config.ante_trimming, plan.sizes[0])
        if betting.dead:
            check_dead_money(betting.dead, config.ante)
        deal = self._dealing = DealingState(n, button, game.hole_cards, game.deck, rng)
        if rng is not None:
            deal.deal_holes_auto(self._events)
            self._open_round()
        else:
            self._phase = _DEALING
            betting.idle = f"no one acts yet: hole cards are due for seats {deal.hole_cards_due()}"

    # -- the plan ------------------------------------------------------------------------------

    def _open_round(self) -> None:
        """The current round's betting starts (R-BET-2: preflop after the blinds, later left of the button)."""
        betting = self._betting
        stage = self._stage
        if stage:
            betting.start_round(0, self._plan.sizes[stage], 0)
            after = self._button
        else:
            after = betting.first_after  # the forced bets opened the first round
        betting.actor = actor = betting.next_actor(after)
        if actor is None:
            self._round_over()
        else:
            self._phase = _BETTING

    def _round_over(self) -> None:
        betting = self._betting
        betting.end_round()
        if betting.live == 1:
            self._finish(None)
            return
        stage = self._stage
        plan = self._plan
        if (
            betting.active <= 1
            and not self._runout
            and (stage < plan.last or self._readings.last_round_all_in_turns_up)
        ):  # (else R-SHOW-1's showdown, pokerkit's)
            # R-SHOW-3: no more betting is possible: the hands still in turn up (an all-in called on the river too)
            self._runout = True
            if not plan.draw_to_come[stage]:
                self._showdown_part().turn_up(betting.folded, self._events)
        self._next_stage()

    def _next_stage(self) -> None:
        stage = self._stage = self._stage + 1
        plan = self._plan
        if stage > plan.last:
            self._start_showdown()
            return
        rnd = plan.rounds[stage]
        deal = self._dealing
        if rnd.draw is not None:  # R-DRAW-1: each seat still in draws, from the left of the button
            folded = self._betting.folded
            n = self._n
            self._drawing = DrawingState(
                [s for s in ((self._button + 1 + k) % n for k in range(n)) if not folded[s]],
                rnd.draw,
                deal,
                self._events,
            )
            self._phase = _DRAWING
            self._betting.idle = "no one acts now: it is the draw"
            return
        if not rnd.board:
            self._after_cards()
            return
        deal.board_due = rnd.board
        if deal.auto:
            self._board_dealt(deal.deal_board_auto(rnd.burn, self._plan.streets[stage]))
        else:
            self._phase = _DEALING
            due = deal.board_due
            self._betting.idle = (
                f"no one acts now: {due} board card{'s are' if due > 1 else ' is'} due"
            )

    def _board_dealt(self, record: BoardDeal) -> BoardDeal:
        self._events.append(record)
        self._after_cards()
        return record

    def _after_cards(self) -> None:
        """The round's cards are out: its betting opens, or, when no one can bet any more, the next step."""
        if self._runout:
            self._next_stage()
        else:
            self._open_round()

    def _after_draw(self) -> None:
        part = self._drawing
        if part.done:
            self._drawing = NO_DRAW
            if (
                self._runout and not self._plan.draw_to_come[self._stage]
            ):  # the all-in hands' last draw (R-SHOW-3)
                self._showdown_part().turn_up(self._betting.folded, self._events)
            self._after_cards()
        elif part.next_to_draw is None:  # manual dealing: the replacements are due
            self._phase = _DEALING
            self._betting.idle = "no one acts now: a draw's replacement cards are due"
        else:
            self._phase = _DRAWING

    def _showdown_part(self) -> ShowdownState:
        part = self._showdown
        if part is None:
            deal = self._dealing
            part = self._showdown = ShowdownState(
                self._n,
                self._button,
                deal.holes,
                deal.board,
                self._readings.odd_chips_to_first_winner,
                self._game.value,
                self._game.board_cards,
            )
        return part

    def _start_showdown(self) -> None:
        self._phase = _SHOWDOWN
        betting = self._betting
        betting.idle = "no one acts now: it is the showdown"
        first = (
            betting.last_aggressor
        )  # R-SHOW-1: the last to bet or raise on the last round shows first
        if first is None or self._runout or betting.folded[first]:
            first = (self._button + 1) % self._n
        part = self._showdown_part()
        part.start(first, betting.folded, betting.contrib, betting.dead)
        self._advance_showdown(part)

    def _advance_showdown(self, part: ShowdownState) -> None:
        # The next seat decides unless every other hand has been mucked: then it wins without showing.
        if part.decided(self._betting.live):
            if self._defer:
                self._phase = _AWARD
                self._betting.idle = "no one acts now: the award waits (award())"
            else:
                self._finish(part)

    def _finish(self, showdown: ShowdownState | None) -> None:
        """The pots awarded: by the ``showdown`` part, else (None) to the one hand left."""
        betting = self._betting
        if showdown is not None:
            pots = showdown.award(betting.contrib, betting.folded, betting.dead, showdown=True)
        else:
            pots = award_without_showdown(
                betting.contrib, betting.folded, self._button, betting.dead
            )
        self._pot_result = pots
        stacks = betting.stacks
        for i, won in enumerate(pots.winnings):
            stacks[i] += won
        betting.pot = 0
        betting.actor = None
        betting.idle = "the hand is over"
        self._stage = len(self._plan.rounds) + 1
        self._phase = _COMPLETE

    def award(self) -> HandResult:
        """``defer_award=True``: award the pots now that the showdown is settled; returns the result."""
        self._finish(self._awaiting("award"))
        return self.result

    def _awaiting(self, what: str) -> ShowdownState:
        """The showdown part while the award waits; else refused, naming ``what`` was asked."""
        part = self._showdown
        if self._phase is not _AWARD or part is None:
            raise HandStateError(
                f"there is no award waiting ({what}): the hand is at {self._phase.value}"
            )
        return part

    def provisional_pots(self) -> tuple[Pot, ...]:
        """While the award waits: the pots, with their winners, as they would be awarded now."""
        part = self._awaiting("provisional_pots")
        betting = self._betting
        return tuple(part.award(betting.contrib, betting.folded, betting.dead, showdown=True).pots)

    def turn_up(self, seat: int) -> Show:
        """While the award waits, turn a hand still in face up: one mucked at the showdown plays again (the pot's
        winner asked to see it, R-LIVE-5); a winner's hand not shown is shown."""
        part = self._awaiting("turn_up")
        seat = whole_number(seat, "seat", low=0, high=self._n - 1)
        return part.unmuck(seat, self._betting.folded, self._events)

    def note(self, record: Event) -> None:
        """Add a public record of a layer above the hand (live procedure, a table): one of ``events.NOTES``."""
        if type(record) not in NOTES:
            raise InvalidArgumentError(
                f"a note is one of {', '.join(t.__name__ for t in NOTES)}, "
                f"not {type(record).__name__}"
            )
        self._events.append(record)

    # -- the parts' primitives for the layers above --------------------------------------------

    def kill(self, seat: int, reason: str = "dead hand") -> Kill:
        """Declare a seat's hand dead (R-MIS-4, R-MIS-6; leaving the table, R-LIVE-6) at any point: folded
        where it sits, in turn or not, its chips staying in the pot. When one hand is left it wins."""
        if self._phase is _COMPLETE:
            raise IllegalActionError("the hand is over")
        if not isinstance(reason, str):
            raise InvalidArgumentError(f"reason must be text, got {short_repr(reason)}")
        betting = self._betting
        record = betting.kill(seat, reason)
        part = self._showdown
        if part is not None:
            part.drop(seat)
        if betting.live == 1:
            betting.end_round()
            self._finish(None)
        elif self._phase is _BETTING and betting.actor is None:
            self._round_over()
        elif self._phase is _SHOWDOWN and part is not None:
            self._advance_showdown(part)
        return record

    @property
    def players_acted(self) -> int:
        """How many seats have made a betting action (posting a blind is not acting; R-MIS-3)."""
        return len(self._betting.acted_seats())

    @property
    def next_deal(self) -> DealDue | None:
        """What the dealer must deal now (manual dealing), or None when no card is due."""
        if self._phase is not _DEALING:
            return None
        return self._dealing.due(
            self._plan.rounds[self._stage].burn if self._stage <= self._plan.last else 0
        )

    # -- manual dealing (R-DEAL-*) -------------------------------------------------------------

    def deal_hole(self, seat: int, cards: Iterable[CardLike] | str | None) -> HoleDeal:
        """Manual dealing: a seat's hole cards (``None``: unknown, as in a replay of another's hand).

        Every card at once, or one per call as a dealer pitches them, every seat
        before the betting starts. A seat whose cards are unknown plays normally
        but wins a contested pot only if :meth:`show` gives its cards later.
        """
        deal = self._dealing
        if self._phase is _COMPLETE:
            raise DealingError("the hand is over: no card is dealt to it")
        if deal.draw_due is not None:
            record = deal.deal_replacements(seat, cards, self._drawing.discarded)
            self._events.append(record)
            self._after_draw()
            return record
        record = deal.deal_hole(seat, cards)
        self._events.append(record)
        if deal.holes_due == 0:
            self._open_round()
        else:
            self._betting.idle = (
                f"no one acts yet: hole cards are due for seats {deal.hole_cards_due()}"
            )
        return record

    def deal_board(
        self, cards: Iterable[CardLike] | str, *, burn: CardLike | None = None
    ) -> BoardDeal:
        """Manual dealing: the next board cards (3 for the flop, then 1 and 1), with the burn card if known."""
        deal = self._dealing
        if deal.auto:
            raise DealingError("this hand deals its own cards (dealing='auto')")
        if deal.board_due == 0:
            if deal.holes_due:
                raise DealingError(f"hole cards are still due for seats {deal.hole_cards_due()}")
            actor = self._betting.actor
            raise DealingError(
                f"no board cards are due now ({self._stage_name()}, "
                f"{'seat %d to act' % actor if actor is not None else 'no one to act'})"
            )
        got, burn_card = deal.check_board(cards, burn, f"the {self._stage_name()}")
        return self._board_dealt(deal.board_dealt(got, burn_card, self._plan.streets[self._stage]))

    # -- queries -------------------------------------------------------------------------------

    config: Read[TableConfig] = Read("_config", doc="The table's rules.")
    game: Read[GameDef] = Read("_game", doc="The game this hand plays (hold'em by default).")
    positions: Read[Positions] = Read(
        "_positions", doc="Who posted what before the deal, and the button."
    )
    phase: Read[Phase] = Read(
        "_phase",
        doc="What the hand waits for: dealing, betting, showdown, the award, "
        "or nothing (complete).",
    )
    starting_stacks: Read[tuple[int, ...]] = Read(
        "_start", doc="Each seat's chips before the forced bets."
    )
    bets: Read[tuple[int, ...]] = Read(
        "_betting",
        "bets",
        tuple,
        "Each seat's bet on the current street (gathered into the pot when the round ends).",
    )
    pot_gathered: Read[int] = Read(
        "_betting",
        "pot",
        doc="The chips gathered into the pot from the betting rounds before this one; this round's bets "
        "(:attr:`bets`) are not in it yet (0 preflop, blinds and raises included): :attr:`pot_size` is "
        "every chip put in.",
    )

    @property
    def pot_total(self) -> int:
        """Deprecated: the old name of :attr:`pot_gathered`."""
        return read_renamed(self, "pot_total", "pot_gathered")  # type: ignore[no-any-return]

    @property
    def pot_size(self) -> int:
        """Every chip put in so far, this round's bets included: the pot as a player at the table sees it
        (a seat view's ``pot_size``; ``pot`` of :func:`holdem.pot_odds`); 0 once the pot is awarded.

        >>> from holdem import Hand, TableConfig
        >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=1)
        >>> _ = hand.raise_to(6)
        >>> hand.pot_gathered, hand.pot_size
        (0, 9)
        """
        betting = self._betting
        return betting.pot + sum(betting.bets)

    folded: Read[tuple[bool, ...]] = Read(
        "_betting", "folded", tuple, "Each seat's hand folded (or dead)."
    )
    voluntary: Read[tuple[bool, ...]] = Read(
        "_betting",
        "voluntary",
        tuple,
        "Each seat put chips in by choice in "
        "the first betting round: a call, bet or raise, not a post (VPIP).",
    )
    board: Read[tuple[Card, ...]] = Read("_dealing", "board", tuple, "The community cards so far.")
    burns: Read[tuple[Card | None, ...]] = Read(
        "_dealing",
        "burns",
        tuple,
        "The burned cards (None where a manual deal did not record one). Never part of a view.",
    )
    dealt_ids = read_method("_dealing", DealingState.dealt_ids)
    dealt_in_order = read_method("_dealing", DealingState.dealt_in_order)
    events: Read[tuple[Event, ...]] = Read(
        "_events",
        convert=tuple,
        doc="Everything in order: Post, HoleDeal, "
        "Action, BoardDeal, Show, Muck, Kill (hole cards included).",
    )
    board_cards_due: Read[int] = Read(
        "_dealing", "board_due", doc="Manual dealing: how many board cards are due now (0, 3 or 1)."
    )

    n_seats: Read[int] = Read("_n", doc="The seats dealt in, numbered 0..n-1 clockwise.")
    button: Read[int] = Read("_button", doc="The button's seat.")

    actor: Read[int | None] = Read(
        "_betting",
        "actor",
        doc="The seat to act, or None (dealing is due, showdown, or the hand is over).",
    )

    @property
    def stacks(self) -> tuple[int, ...]:
        """Each seat's chips behind."""
        return tuple(self._betting.stacks)

    @property
    def is_complete(self) -> bool:
        return self._phase is _COMPLETE

    @property
    def round(self) -> int | None:
        """The current betting round, counted from 0 (None at the showdown and after)."""
        return self._stage if self._stage <= self._plan.last else None

    @property
    def street(self) -> Street:
        """Hold'em's name for :attr:`round`: preflop to river, then SHOWDOWN and COMPLETE."""
        return self._plan.streets[self._stage]

    def _stage_name(self) -> str:
        return self._plan.names[self._stage]

    @property
    def contributions(self) -> tuple[int, ...]:
        """Each seat's chips put in this hand, antes included (uncalled chips already returned)."""
        return self._betting.contributions()

    @property
    def actions(self) -> tuple[Action, ...]:
        """The betting actions so far."""
        return tuple(e for e in self._events if type(e) is Action)

    @property
    def shown(self) -> Mapping[int, tuple[Card, ...]]:
        """The hands face up (at the showdown or before an all-in runout), by seat; read-only."""
        part = self._showdown
        return MappingProxyType(dict(part.shown) if part is not None else {})

    @property
    def mucked(self) -> frozenset[int]:
        """The seats that conceded at the showdown without showing."""
        part = self._showdown
        return frozenset(part.mucked) if part is not None else frozenset()

    @property
    def hole_cards_due(self) -> tuple[int, ...]:
        """Manual dealing: the seats still waiting for hole cards."""
        return self._dealing.hole_cards_due()

    def hole_cards_of(self, seat: int) -> tuple[Card, ...] | None:
        """``seat``'s hole cards (None if unknown). This is the table's knowledge: a player sees their own as
        ``view.hole_cards`` (:meth:`view`).

        >>> from holdem import Hand, TableConfig
        >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [200, 200], button=0, seed=1)
        >>> hand.hole_cards_of(1) == hand.view(1).hole_cards
        True
        """
        if type(seat) is not int or not 0 <= seat < self._n:
            seat = whole_number(seat, "seat", low=0, high=self._n - 1)
        return self._dealing.holes[seat]

    def hole_cards(self, seat: int) -> tuple[Card, ...] | None:
        """Deprecated: the old name of :meth:`hole_cards_of`."""
        return read_renamed(self, "hole_cards", "hole_cards_of")(seat)  # type: ignore[no-any-return]

    def legal_actions_for(self, seat: int) -> LegalActions | None:
        """``seat``'s legal actions when it is the seat to act, else None (what a seat's view shows)."""
        betting = self._betting
        if betting.actor != seat:
            return None
        return betting._legal or betting._compute_legal()

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do (everything False/None when no one is to act)."""
        betting = self._betting
        if betting.actor is None:
            return LegalActions(False, False, None, None, None, betting.bet_to)
        return betting._legal or betting._compute_legal()

    # can_* (bool) and verify_* (raise IllegalActionError with the reason): pokerkit's check/query/do triple,
    # answered by the betting part itself.
    verify_fold = read_method("_betting", BettingState.verify_fold)
    verify_check = read_method("_betting", BettingState.verify_check)
    verify_call = read_method("_betting", BettingState.verify_call)
    verify_bet = read_method("_betting", BettingState.verify_bet)
    verify_raise_to = read_method("_betting", BettingState.verify_raise_to)
    verify_all_in = read_method("_betting", BettingState.verify_all_in)
    can_fold = read_method(
        "_betting", BettingState.can_fold, "Whether the seat (default: the actor) may fold now."
    )
    can_check = read_method("_betting", BettingState.can_check, "Whether the seat may check now.")
    can_call = read_method("_betting", BettingState.can_call, "Whether the seat may call now.")
    can_bet = read_method("_betting", BettingState.can_bet)
    can_raise_to = read_method("_betting", BettingState.can_raise_to)
    can_all_in = read_method(
        "_betting", BettingState.can_all_in, "Whether the seat may put in every chip now."
    )

    # -- actions: the betting part acts, the plan moves on when the round is over --------------

    fold = act_then_advance(
        BettingState.fold, "Fold (allowed even when checking is free, R-BET-4)."
    )
    check = act_then_advance(BettingState.check, "Check (R-BET-4).")
    call = act_then_advance(
        BettingState.call, "Match the bet, or put in the whole stack when it is short (R-BET-8)."
    )
    bet = act_then_advance(
        BettingState.bet,
        "Bet ``amount`` (the seat's street total) when no one has bet on this street.",
        with_amount=True,
    )
    raise_to = act_then_advance(
        BettingState.raise_to, "Raise the seat's street total to ``amount``.", with_amount=True
    )
    all_in = act_then_advance(
        BettingState.all_in,
        "Put in every chip: a call (possibly for less), a bet or a raise, as the amount makes it.",
    )
    check_or_call = act_then_advance(
        BettingState.check_or_call, "PHH's ``cc``: check when free, else call."
    )
    bet_or_raise_to = act_then_advance(
        BettingState.bet_or_raise_to,
        "PHH's ``cbr``: bet when no one has bet on this street, else raise to ``amount``.",
        with_amount=True,
    )

    def act(self, action: object) -> Action:
        """Apply an :class:`Action`, an Action-like, a ``(kind, amount)`` pair or a kind (see
        :func:`holdem.game.events.parse_action`). A bet's or raise's amount is the street total; a fold's, check's,
        call's or all-in's, when given, must be the total it makes (so a recorded action replays)."""
        name, method, amount, seat = parse_action(action)
        if method in WITH_AMOUNT:
            return getattr(self, method)(amount, seat)  # type: ignore[no-any-return]
        if amount is not None:
            self._betting.check_total(name, method, amount, seat)
        return getattr(self, method)(seat)  # type: ignore[no-any-return]

    # -- the draw (R-DRAW-1): the drawing part acts, the plan moves on when the draw is over ---------------

    discard = act_then_advance(
        DrawingState.discard,
        "Discard ``cards`` (the seat's own) and get as many new ones (R-DRAW-1).",
        with_amount=True,
        part="_drawing",
        after="_after_draw",
    )
    stand_pat = act_then_advance(
        DrawingState.stand_pat, "Keep every card (R-DRAW-1).", part="_drawing", after="_after_draw"
    )
    verify_discard = read_method("_drawing", DrawingState.verify_discard)
    can_discard = read_method(
        "_drawing", DrawingState.can_discard, "Whether the seat may discard these cards now."
    )
    verify_stand_pat = read_method("_drawing", DrawingState.verify_stand_pat)
    can_stand_pat = read_method(
        "_drawing", DrawingState.can_stand_pat, "Whether the seat may stand pat now."
    )
    legal_draw = read_method("_drawing", DrawingState.legal_draw)
    next_to_draw: Read[int | None] = Read(
        "_drawing", "next_to_draw", doc="The seat to draw now, or None."
    )

    # -- showdown (R-SHOW-*) -------------------------------------------------------------------

    @property
    def showdown_order(self) -> tuple[int, ...]:
        """The seats that show or muck at this showdown, in order (R-SHOW-1)."""
        part = self._showdown
        return tuple(part.queue) if part is not None else ()

    @property
    def next_to_show(self) -> int | None:
        """The seat that must now show or muck, or None."""
        part = self._showdown
        if self._phase is not _SHOWDOWN or part is None:
            return None
        return part.next_to_show

    def _showdown_turn(self, seat: int) -> ShowdownState:
        """The showdown part when it is ``seat``'s turn to show or muck; else refused, saying why."""
        part = self._showdown
        if self._phase is not _SHOWDOWN or part is None:
            raise IllegalActionError(
                "there is no showdown decision now"
                + (": the hand is over" if self.is_complete else "")
            )
        part.check_turn(seat)
        return part

    def show(self, seat: int, cards: Iterable[CardLike] | str | None = None) -> Show:
        """Seat ``seat`` shows its hand, in :attr:`showdown_order`; ``cards`` turn up a hand dealt unknown (also in an
        all-in runout, R-SHOW-3); ``"????"``, a show no one saw, plays the board if ``unknown_show="board"``."""
        seat = whole_number(seat, "seat", low=0, high=self._n - 1)
        part = self._showdown
        unknown = isinstance(cards, str) and cards in (
            "????",
            "??" * self._game.hole_cards,
        )  # no one saw them
        if (
            part is not None  # (a draw's cards due: None)
            and self._runout
            and self._phase is _DEALING
            and not self._betting.folded[seat]
            and (unknown or seat not in part.shown)
        ):
            in_turn = (
                False  # an all-in runout's hand, shown before the rest of the board (R-SHOW-3)
            )
        else:
            part = self._showdown_turn(seat)
            in_turn = True
        if unknown:  # R-PROF-1's unknown_show reading
            record = part.show_unknown(
                seat, self._readings.unknown_show, self._events, in_turn=in_turn
            )
        else:
            name = self._game.name
            article = "an" if name[0] in "AEIOUaeiou" else "a"  # an Omaha hand
            hole = self._dealing.reveal(seat, cards, f"{article} {name} hand")
            record = part.record_show(seat, hole, self._events, in_turn=in_turn)
        if in_turn:
            self._advance_showdown(part)
        return record

    def muck(self, seat: int) -> Muck:
        """Seat ``seat`` concedes without showing (R-SHOW-2). Refused when it would leave a pot with no hand."""
        seat = whole_number(seat, "seat", low=0, high=self._n - 1)
        part = self._showdown_turn(seat)
        if not part.may_muck(seat):
            raise IllegalActionError(
                f"seat {seat} is the last hand left in a pot and must show it (R-SHOW-2)"
            )
        record = part.record_muck(seat, self._events)
        self._advance_showdown(part)
        return record

    def can_win_or_tie(self, seat: int) -> bool:
        """At the showdown: can the seat's hand still win or tie a pot it is in (auto-muck's rule)?"""
        return self._showdown_turn(seat).can_win_or_tie(seat)

    def auto_showdown(self) -> list[Show | Muck]:
        """Every remaining showdown decision by the policy: show a hand that can still win or tie, else muck.

        A seat whose cards are unknown (manual dealing) mucks when it may; if it
        must show, its cards must be given with :meth:`show` first.
        """
        done: list[Show | Muck] = []
        part = self._showdown
        while self._phase is _SHOWDOWN and part is not None:
            seat = part.queue[part.index]
            done.append(self.show(seat) if part.policy_shows(seat) else self.muck(seat))
        return done

    def finish_showdown(
        self,
    ) -> list[Show | Muck]:  # auto dealing: the showdown by auto_showdown's policy
        if not self._dealing.auto:
            raise HandStateError(
                "finish_showdown is for auto-dealt hands: call show/muck or auto_showdown"
            )
        return self.auto_showdown()

    @property
    def result(self) -> HandResult:
        """Winnings, pots, final stacks and shown hands; available when the hand is complete."""
        if self._result is None:
            if self._pot_result is None:
                raise HandStateError(f"the hand is not over yet ({self._stage_name()})")
            ranked = (
                len(self._dealing.board) == self._game.board_cards
            )  # values only with every card dealt
            self._result = HandResult.of(
                self._pot_result, self._betting.stacks, self._start, self._showdown, ranked
            )
        return self._result

    # -- views, repr, copies and pickles -------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know, read from the hand as it goes on (see :class:`~holdem.engine.views.SeatView`).

        Made in no time (it keeps no copy of anything): an agent may ask for one at every decision. The
        hand keeps no reference to it, so no cycle delays freeing a finished hand.
        """
        if type(seat) is int and 0 <= seat < self._n:
            return checked_view(self, seat)
        return SeatView(self, seat)  # which says what is wrong with ``seat``

    def __repr__(self) -> str:
        board = cards_text(self._dealing.board) or "-"
        actor = self._betting.actor
        who = f"seat {actor} to act" if actor is not None else "no one to act"
        return (
            f"<Hand {self._config.betting.value} {self._n} seats, {self._stage_name()}, "
            f"board {board}, pot {self.pot_size:,}, {who}>"
        )

    __copy__ = copy_hand
    __deepcopy__ = deepcopy_hand
    __getstate__ = hand_state
    __setstate__ = set_hand_state
