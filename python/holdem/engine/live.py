"""Live-table procedure: the dealer's feed checked card by card, misdeals, exposed cards, out-of-turn action.

A :class:`LiveHand` runs a hand as a dealer app, an RFID or camera table or a
home game drives it: the dealer reports each card as it is pitched, players
act (in turn or not), chips go in with or without an announcement, and the
people at the table report what only they see. The rules (RULES.md):

- R-MIS-1: every hole card is checked as it is pitched: the right seat in
  deal order (R-DEAL-2), a real card of this deck, not one already out, the
  right count; each broken condition is a :class:`~holdem.game.events.Misdeal`.
  What only a person sees is reported with :meth:`LiveHand.report` (a deck
  short of 52, face-up cards in the deck, the button out of position, a player
  dealt in who was not entitled or one left out).
  Text that is no card at all (a typo) is refused, nothing changed; a joker
  pitched from a deck without one is a misdeal.
- R-MIS-2: one card exposed by the dealer during the deal, other than the
  first or second, is replaced and becomes the first burn card: its seat gets
  the next card, or the deal goes round the others first and the seat gets
  its replacement last. Two, or the first or second card, is a misdeal.
- R-MIS-3: a misdeal found before two players have acted voids the hand:
  every chip back, the same button and blinds, and the cards are dealt again
  (:attr:`voided` keeps each voided hand, :attr:`voided_deals` each voided deal
  as a :class:`VoidedDeal`: the misdeal and the cards pitched), to exactly the
  players entitled to a hand (:meth:`LiveHand.report`). After two players have acted the
  hand goes on, and a seat whose own cards are wrong has a dead hand (R-MIS-4).
- R-DEAL-5: an absent seat is dealt in and posts, and its hand is killed
  once the deal is complete (:data:`ABSENT`): it cannot win the blinds.
- R-MIS-5: a card shown to another player is shown to all (an
  :class:`~holdem.game.events.Exposed` record every view holds); R-MIS-6: a hand
  whose cards touch the muck is dead (:meth:`cards_in_muck`).
- R-LIVE-1: an action out of turn is recorded and binds when the turn comes,
  unless someone bets or raises in between; then a seat that checked or
  called out of turn may only call or fold (one that bet or raised has every
  option; a fold facing a bet is a dead hand at once, R-MIS-6). A second
  action out of turn before the turn comes is refused: the first stands.
- R-LIVE-2: a seat that called without seeing a raise may take the call back
  while no one has acted after it, and then calls or folds.
- R-LIVE-3: :meth:`timeout` folds, or checks when that is free and
  ``check_on_timeout`` is set (the caller keeps the clock: a LiveHand times
  nothing). R-LIVE-4: :meth:`chips_put_in` turns chips put in without an
  announcement into the action the chips make.
- R-LIVE-5: after the showdown (the award waits) any player may ask to see a
  mucked hand (:meth:`ask_to_see`); asked by the pot's winner it plays again.

A void and its redeal, as a dealer app drives it::

    >>> from holdem import TableConfig
    >>> live = LiveHand(TableConfig(small_blind=50, big_blind=100), [10_000] * 3, button=0)
    >>> live.deal_hole_card(1, "Ah")
    >>> live.deal_hole_card(0, "Kd")  # seat 2 is next
    Misdeal(condition='a card dealt out of sequence', rule='R-MIS-1', voided=True, seat=0)
    >>> len(live.voided), live.hand.stacks  # the blinds are back, posted again for the redeal
    (1, (10000, 9950, 9900))
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple, TypeVar, cast

from .._checks import short_repr, whole_number
from ..core import Card, CardLike, parse_card
from ..errors import (
    DealingError,
    HandStateError,
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
)
from ..game import (
    HOLDEM,
    NOTES,
    Action,
    ActionKind,
    BoardDeal,
    Discard,
    Exposed,
    GameDef,
    HoleDeal,
    Kill,
    Misdeal,
    OutOfTurn,
    Phase,
    Positions,
    Post,
    Revealed,
    TableConfig,
    TakeBack,
    parse_action,
)
from .hand import Hand, HandResult
from .replay import ReplaySetup, replay_records
from .views import SeatView

_Note = TypeVar("_Note", Exposed, Misdeal, OutOfTurn, TakeBack, Revealed)

__all__ = ["ABSENT", "LEFT_OUT", "LiveHand", "NOT_ENTITLED", "REPORTABLE", "VoidedDeal"]

#: What a person at the table reports (R-MIS-1), and whether it concerns one seat's cards.
REPORTABLE: Mapping[str, bool] = {
    "two or more face-up cards in the deck": False,
    "the deck does not have 52 cards": False,
    "the button is out of position": False,
    "cards dealt to a player not entitled to a hand": True,
    "a player entitled to a hand was not dealt in": False,
    "a player holds the wrong number of cards": True,
    "a player holds an invalid card": True,
}
_RAISES = (ActionKind.BET, ActionKind.RAISE)
#: The two reports whose redeal deals in other players than the void's (R-MIS-3): one left out, one dealt in.
NOT_ENTITLED = "cards dealt to a player not entitled to a hand"
LEFT_OUT = "a player entitled to a hand was not dealt in"
#: A hand in these phases has been played out: a misdeal found now no longer voids it (R-MIS-3).
_PLAYED_OUT = (Phase.SHOWDOWN, Phase.AWARD, Phase.COMPLETE)
#: What opens a betting round: the deal, a board deal, a draw (R-LIVE-2 looks back to it).
_ROUND_OPENERS = (HoleDeal, BoardDeal, Discard)
#: An absent player's dead hand, killed once the deal is complete (R-DEAL-5).
ABSENT = "absent: dead once the deal is complete (R-DEAL-5)"


class VoidedDeal(NamedTuple):
    """A deal voided by a misdeal (R-MIS-3): the :class:`~holdem.game.events.Misdeal`, every card pitched as
    ``(seat, card)`` in the order pitched, and the voided hand's events (the dealer's full knowledge: a
    seat's view never holds it)."""

    misdeal: Misdeal
    pitched: tuple[tuple[int, Card], ...]
    events: tuple[Any, ...]

    def __repr__(self) -> str:  # the cards stay out of logs
        return f"VoidedDeal({self.misdeal.condition!r}, {len(self.pitched)} cards pitched)"


class _Redeal(NamedTuple):
    """A void's redeal that deals other players (R-MIS-3): its setup, each seat's seat in it, its hand."""

    setup: ReplaySetup
    seat_map: dict[int, int]
    hand: Hand


def _reseated(
    setup: ReplaySetup,
    *,
    leave_out: int | None = None,
    deal_in: tuple[int, int] | None = None,
) -> tuple[ReplaySetup, dict[int, int]]:
    """``setup`` without seat ``leave_out``, or with a player dealt in (``deal_in``: their seat and
    stack), and each old seat's seat in it. The button stays with its player; a button left out passes
    to the seat before it, so the first seat to its left stays the first."""
    n = len(setup.stacks)
    if leave_out is not None:
        seat_map = {s: s - (s > leave_out) for s in range(n) if s != leave_out}
        stacks = tuple(setup.stacks[s] for s in seat_map)
        button = seat_map[setup.button if setup.button != leave_out else (leave_out - 1) % n]
    else:
        assert deal_in is not None
        at, chips = deal_in
        seat_map = {s: s + (s >= at) for s in range(n)}
        stacks = (*setup.stacks[:at], chips, *setup.stacks[at:])
        button = seat_map[setup.button]
    posts = (
        None
        if setup.posts is None
        else {seat_map[s]: a for s, a in setup.posts.items() if s in seat_map}
    )
    return setup._replace(stacks=stacks, button=button, posts=posts), seat_map


class LiveHand:
    """One hand as a dealer deals it: cards checked as pitched, misdeals voided, out-of-turn actions held.

    :attr:`hand` is the :class:`~holdem.Hand` being played; the module documentation has an example.

    >>> from holdem import LiveHand, TableConfig
    >>> live = LiveHand(TableConfig(small_blind=1, big_blind=2), [200, 200], button=0)
    >>> live.deal_hole_card(1, "Ah")
    >>> live.deal_hole_card(1, "Kd")                # seat 0 was next
    Misdeal(condition='a card dealt out of sequence', rule='R-MIS-1', voided=True, seat=1)

    ``config``, ``stacks``, ``button``, ``positions``, ``posts`` and ``game`` are
    :class:`~holdem.Hand`'s; cards come from the dealer (manual dealing), and the
    award waits for :meth:`award` so a mucked hand can still be asked for. ``absent`` seats are
    dealt in and post, and their hands are dead once the deal is complete (R-DEAL-5).
    ``fixed_seats``: who is dealt in is the caller's seating (a table's), so a void's redeal
    cannot leave a player out or deal one in (see :meth:`report`).
    """

    def __init__(
        self,
        config: TableConfig,
        stacks: Sequence[int],
        button: int,
        *,
        positions: Positions | None = None,
        posts: Mapping[int, int] | None = None,
        game: GameDef = HOLDEM,
        check_on_timeout: bool = False,
        absent: Iterable[int] = (),
        fixed_seats: bool = False,
    ) -> None:
        for name, flag in (("check_on_timeout", check_on_timeout), ("fixed_seats", fixed_seats)):
            if not isinstance(flag, bool):
                raise InvalidArgumentError(f"{name} must be True or False, got {short_repr(flag)}")
        self._absent = {
            whole_number(seat, "absent seat", low=0, high=len(stacks) - 1) for seat in absent
        }
        self._setup = ReplaySetup(
            config, tuple(stacks), button, positions, posts, game, defer_award=True
        )
        self.check_on_timeout = check_on_timeout
        self.fixed_seats = fixed_seats
        self.voided: list[Hand] = []  # every hand voided by a misdeal, in order (R-MIS-3)
        self.voided_deals: list[VoidedDeal] = []  # and what each deal was
        self._gone: dict[int, str] = {}  # seats whose players left: dead in every deal (R-LIVE-6)
        self._new_deal(self._setup.new_hand())

    def _new_deal(self, hand: Hand) -> None:
        self.hand = hand
        n = hand.n_seats
        self._pitched: list[list[Card]] = [
            [] for _ in range(n)
        ]  # hole cards pitched, not yet handed over
        self._order: list[Card] = []  # every hole card in the order it was pitched
        self._exposed = 0  # dealer exposures during this deal (R-MIS-2)
        self._burn: Card | None = None  # an exposed card that becomes the first burn
        # R-MIS-2: (seat, cards pitched when its card was exposed): the seat owed the replacement
        self._replacement: tuple[int, int] | None = None
        self._pending: dict[
            int, tuple[str, Any, int, int]
        ] = {}  # seat -> (method, amount, round, raises then)
        self._call_or_fold: set[int] = (
            set()
        )  # seats that may only call or fold (R-LIVE-1, R-LIVE-2)

    # -- the deal (R-DEAL-2, R-MIS-1, R-MIS-2) ------------------------------------------------------

    def deal_hole_card(self, seat: int, card: CardLike) -> Misdeal | None:
        """The dealer pitched ``card`` to ``seat``; a broken procedure is a misdeal (returned and recorded).

        Text that is no card at all (``"A h"``, ``"Zz"``: a typo) is the caller's mistake, refused with
        :class:`~holdem.errors.InvalidCardError` and nothing changed; a real card that is not in this
        game's deck (a joker, a five in short deck) is a misdeal (R-MIS-1)."""
        hand = self.hand
        if not hand.hole_cards_due:
            raise DealingError("every hole card has been dealt: the deal is over")
        if hand.is_complete:  # (every other hand died during the deal)
            raise HandStateError("the hand is over: no more cards are dealt")
        count = self._setup.game.hole_cards
        if type(seat) is not int:
            seat = whole_number(seat, "seat")
        dealt = parse_card(card, joker=True)  # a typo raises here (R-CARD-1): nothing changed
        if not 0 <= seat < hand.n_seats:
            return self._misdeal(
                "cards dealt to an empty seat or a player not entitled to a hand", None
            )
        if dealt not in self._setup.game.deck:  # a joker, or a five in short deck (R-HAND-10)
            return self._misdeal("an invalid card dealt", seat)
        if dealt in self._order or dealt == self._burn:
            return self._misdeal(
                f"a card dealt twice: it is not a card of one {len(self._setup.game.deck)}-card "
                "deck",
                seat,
            )
        if seat not in self._seats_due():
            if len(self._pitched[seat]) >= count:
                return self._misdeal("a player dealt the wrong number of cards", seat)
            first = not self._order
            return self._misdeal(
                "the first card dealt to the wrong seat"
                if first
                else "a card dealt out of sequence",
                seat,
            )
        if self._replacement is not None and self._is_replacement(seat):
            self._replacement = None
        self._pitched[seat].append(dealt)
        self._order.append(dealt)
        if all(len(cards) == count for cards in self._pitched):
            for s in hand.hole_cards_due:  # deal order: the hand checks the cards once more
                hand.deal_hole(s, self._pitched[s])
            self._kill_the_dead()
            self._after_action()
        return None

    def _seats_due(self) -> tuple[int, ...]:
        """The seats the next card may go to. R-DEAL-2: one card to each seat from the left of the button,
        then the next pass. R-MIS-2: a seat owed the replacement of an exposed card gets it at once, or
        once the deal has gone round everyone else (both are the rule; neither is out of sequence)."""
        hand = self.hand
        order = [(hand.button + 1 + k) % hand.n_seats for k in range(hand.n_seats)]
        held = [len(cards) for cards in self._pitched]
        if self._replacement is None:
            return (min(order, key=held.__getitem__),)
        owed, _ = self._replacement
        held[owed] += 1  # the deal goes on as if the seat held its replacement
        in_sequence = min(order, key=held.__getitem__)
        if held[in_sequence] >= self._setup.game.hole_cards:
            return (owed,)  # every other card is dealt: the replacement is due
        return (owed, in_sequence) if self._is_replacement(owed) else (in_sequence,)

    def _is_replacement(self, seat: int) -> bool:
        """Whether a card to ``seat`` now is its replacement (R-MIS-2): the next card after the exposure,
        or the last card of the deal (its seat's own card in the deal's pass comes in sequence)."""
        assert self._replacement is not None
        owed, pitched_then = self._replacement
        if seat != owed:
            return False
        count = self._setup.game.hole_cards
        others_done = all(len(c) == count for s, c in enumerate(self._pitched) if s != owed)
        return len(self._order) == pitched_then or others_done

    def _kill_the_dead(self) -> None:
        """The deal is complete: an absent player's hand (R-DEAL-5) and the hand of a player who left
        (R-LIVE-6) are dead now."""
        hand = self.hand
        dead = {seat: ABSENT for seat in sorted(self._absent)} | self._gone
        for seat, reason in dead.items():
            if not hand.is_complete and not hand.folded[seat]:
                hand.kill(seat, reason)

    def card_exposed(
        self, card: CardLike, *, by: str = "dealer", seat: int | None = None
    ) -> Misdeal | Exposed:
        """A card seen face up: by the dealer's error (during the deal, R-MIS-2; from the deck or muck, R-MIS-5)
        or by a player showing their own (``seat``, R-MIS-5). Every view shows it from now on."""
        if by not in ("dealer", "player"):
            raise InvalidArgumentError(f"by is 'dealer' or 'player', got {short_repr(by)}")
        shown = parse_card(card)
        if (
            shown not in self._setup.game.deck
        ):  # a five in short deck (R-GAME-1): no card of this game
            raise InvalidCardError(
                f"{shown} is not a card of this game's {len(self._setup.game.deck)}-card deck: "
                "it cannot be seen face up (R-CARD-1)"
            )
        hand = self.hand
        if by == "player":
            owner = whole_number(
                seat, "seat (the player whose card it is)", low=0, high=hand.n_seats - 1
            )
            if shown not in (hand.hole_cards_of(owner) or self._pitched[owner]):
                raise IllegalActionError(f"{shown} is not one of seat {owner}'s cards (R-MIS-5)")
            return self._note(Exposed(owner, shown, "player"))
        if (
            not hand.hole_cards_due
            and self._order
            and shown == self._order[-1]
            and all(type(e) in (Post, HoleDeal, *NOTES) or self._automatic(e) for e in hand.events)
        ):
            self._undeal()  # the deal's last card, seen as it was pitched: R-MIS-2 as for any card of the deal
            hand = self.hand
        if hand.hole_cards_due:  # during the deal
            holder = next((s for s, cards in enumerate(self._pitched) if shown in cards), None)
            if holder is None:
                raise IllegalActionError(
                    f"{shown} has not been dealt: only a card dealt can be exposed (R-MIS-2)"
                )
            self._exposed += 1
            position = self._order.index(shown)
            if position < 2:
                return self._misdeal(
                    "the first or second card of the deal exposed (R-MIS-2)", holder
                )
            if self._exposed >= 2:
                return self._misdeal("two or more cards exposed by the dealer (R-MIS-2)", holder)
            # R-MIS-2: the deal goes on, the seat gets the next card, the exposed card is the first burn
            self._pitched[holder].remove(shown)
            self._order.remove(shown)
            self._burn = shown
            self._replacement = (holder, len(self._order))
            return self._note(Exposed(None, shown, "dealer"))
        if shown in hand.board:
            raise IllegalActionError(f"{shown} is on the board: it is face up already")
        return self._note(Exposed(None, shown, "dealer"))

    def _undeal(self) -> None:
        """The hand as it was before the last card handed the hole cards over (the cards pitched kept)."""
        pitched = self._pitched
        self._rebuild(
            [e for e in self.hand.events if type(e) is not HoleDeal and not self._automatic(e)]
        )
        self._pitched = pitched

    def _automatic(self, event: object) -> bool:
        """An event no one at the table made: the kill of an absent seat (R-DEAL-5) or of one who left
        (R-LIVE-6) once the deal is complete (not a kill its player earned)."""
        if not isinstance(event, Kill):
            return False
        reason = self._gone.get(event.seat, ABSENT if event.seat in self._absent else None)
        return event.reason == reason

    def _players_acted(self) -> int:
        """R-MIS-3's count: the seats that made a betting action (a kill is none)."""
        return len({e.seat for e in self.hand.events if type(e) is Action})

    def _note(self, record: _Note) -> _Note:
        self.hand.note(record)
        return record

    def deal_board(
        self, cards: Iterable[CardLike] | str, *, burn: CardLike | None = None
    ) -> BoardDeal:
        """The next board cards; a card exposed during the deal is the flop's burn (R-MIS-2)."""
        if self._burn is not None:
            if burn is not None and parse_card(burn) != self._burn:
                raise DealingError(
                    f"the first burn card is {self._burn}, the card exposed during the deal (R-MIS-2)"
                )
            burn = self._burn
        record = self.hand.deal_board(cards, burn=burn)
        self._burn = None  # (only once dealt: a refused deal leaves it the first burn)
        self._after_action()
        return record

    def report(
        self,
        condition: str,
        seat: int | None = None,
        *,
        stack: int | None = None,
        reseat: bool = False,
    ) -> Misdeal:
        """A misdeal condition only a person sees (one of :data:`REPORTABLE`, R-MIS-1).

        A void's redeal deals in exactly the players entitled to a hand (R-MIS-3): the seat reported
        for "cards dealt to a player not entitled to a hand" is left out of it (the seats after it move
        down one), and "a player entitled to a hand was not dealt in" with ``seat`` and ``stack`` deals
        that player in: ``seat`` is the hand seat they take in the redeal (0 to the number of seats; the
        seats from there on move up one; the Misdeal names it), ``stack`` their chips. Without a seat that
        report names no one and the redeal deals the players dealt before. The blinds are then the
        standard ones around the button, which stays with its player (or, left out, passes to the seat
        before it); a redeal that changes the players is refused when ``positions`` were given, and with
        ``fixed_seats`` unless ``reseat`` is True: the layer that seats the players (a table, through
        :meth:`holdem.Table.report_misdeal`) agrees to the change and follows it.
        """
        n = self.hand.n_seats
        if condition not in REPORTABLE:
            raise InvalidArgumentError(
                f"condition {short_repr(condition)} is not one of: {', '.join(REPORTABLE)}"
            )
        if condition == LEFT_OUT and seat is not None:
            seat = whole_number(seat, "seat (the redeal's seat of the player left out)", high=n)
            stack = whole_number(stack, "stack (the chips of the player left out)", low=1)
        elif stack is not None:
            raise InvalidArgumentError(
                f"stack is the chips of a player dealt in by the redeal: it goes with {LEFT_OUT!r} "
                f"and a seat, got {short_repr(stack)}"
            )
        elif REPORTABLE[condition]:
            seat = whole_number(seat, f"seat ({condition!r} concerns one seat)", low=0, high=n - 1)
        elif seat is not None:
            seat = whole_number(seat, "seat", low=0, high=n - 1)
        if not isinstance(reseat, bool):
            raise InvalidArgumentError(f"reseat must be True or False, got {short_repr(reseat)}")
        redeal = self._redeal(condition, seat, stack, reseat) if self._voids() else None
        return self._misdeal(condition, seat, redeal)

    def _voids(self) -> bool:
        """R-MIS-3: a misdeal found now voids the hand (before two players have acted). A hand that has
        reached its showdown stands, its cards turned up, however few acted (an all-in with one call)."""
        return self._players_acted() < 2 and self.hand.phase not in _PLAYED_OUT

    def _redeal(
        self, condition: str, seat: int | None, stack: int | None, reseat: bool
    ) -> _Redeal | None:
        """The redeal of a report that changes who is dealt in (R-MIS-3), its hand made (checked) before
        anything changes; None when the redeal deals the same players."""
        if condition == NOT_ENTITLED and seat is not None:
            setup, seat_map = _reseated(self._setup, leave_out=seat)
        elif condition == LEFT_OUT and seat is not None and stack is not None:
            setup, seat_map = _reseated(self._setup, deal_in=(seat, stack))
        else:
            return None
        if self.fixed_seats and not reseat:
            raise IllegalActionError(
                f"{condition!r}: this hand's players are its table's seating (fixed_seats): the "
                "table decides who is dealt in, so report it to the table, which re-seats the "
                "redeal (Table.report_misdeal with the table seat) (R-MIS-3)"
            )
        if self._setup.positions is not None:
            raise IllegalActionError(
                f"{condition!r}: the positions given fix this hand's seats, so a redeal cannot leave a "
                "player out or deal one in; it needs the standard positions (positions=None) (R-MIS-3)"
            )
        if len(setup.stacks) < 2:
            raise IllegalActionError(
                f"{condition!r}: leaving seat {seat} out leaves one player, and no hand can be "
                "dealt to one (R-MIS-3)"
            )
        return _Redeal(setup, seat_map, setup.new_hand())

    def _misdeal(self, condition: str, seat: int | None, redeal: _Redeal | None = None) -> Misdeal:
        """R-MIS-3: void before two players have acted (a fresh deal, chips back; ``redeal`` when it deals
        other players); after, the hand goes on and a seat whose own cards are wrong is dead (R-MIS-4)."""
        hand = self.hand
        voided = self._voids()
        record = Misdeal(condition, "R-MIS-1", voided, seat)
        hand.note(record)
        if voided:
            self.voided.append(hand)
            seat_of = {card: s for s, cards in enumerate(self._pitched) for card in cards}
            order = [(seat_of[card], card) for card in self._order]
            self.voided_deals.append(VoidedDeal(record, tuple(order), tuple(hand.events)))
            if redeal is not None:
                self._setup = redeal.setup
                self._absent = {redeal.seat_map[s] for s in self._absent if s in redeal.seat_map}
                self._gone = {
                    redeal.seat_map[s]: reason
                    for s, reason in self._gone.items()
                    if s in redeal.seat_map
                }
            # (a seat whose player left, or who is absent, is dead again once the redeal is dealt)
            self._new_deal(self._setup.new_hand() if redeal is None else redeal.hand)
        elif (
            seat is not None
            and REPORTABLE.get(condition)
            and not hand.folded[seat]
            and hand.phase not in (Phase.AWARD, Phase.COMPLETE)
        ):  # (after the showdown the hands shown stand)
            self._kill(seat, f"{condition} after two players acted (R-MIS-4)")
        return record

    def _kill(self, seat: int, reason: str) -> Kill:
        record = self.hand.kill(seat, reason)
        self._after_action()  # the turn may have passed to a seat that acted out of turn (R-LIVE-1)
        return record

    # -- actions (R-LIVE-1, R-LIVE-2, R-LIVE-3, R-LIVE-4) ---------------------------------------------

    def act(self, seat: int, action: object) -> Action | OutOfTurn | Kill:
        """``seat`` does ``action`` (as :meth:`holdem.Hand.act` takes it): in turn it is applied; out of turn it is
        recorded, and binds when the turn comes unless someone bets or raises in between (R-LIVE-1)."""
        hand = self.hand
        seat = whole_number(seat, "seat", low=0, high=hand.n_seats - 1)
        name, method, amount, _ = parse_action(action)
        if hand.actor == seat:
            return self._apply(seat, method, amount)
        if hand.phase is not Phase.BETTING:
            raise IllegalActionError(f"no one acts now ({hand.phase.value}) (R-BET-14)")
        if hand.folded[seat]:
            raise IllegalActionError(f"seat {seat} has folded: it has no action to take (R-LIVE-1)")
        if hand.stacks[seat] == 0:
            raise IllegalActionError(f"seat {seat} is all-in: it has no action to take (R-LIVE-1)")
        pending = self._pending.get(seat)
        if pending is not None and pending[2] == (hand.round or 0):
            first = next(
                e for e in reversed(hand.events) if type(e) is OutOfTurn and e.seat == seat
            )
            said = first.kind if first.amount is None else f"{first.kind} {first.amount:,}"
            raise IllegalActionError(
                f"seat {seat} acted out of turn already ({said}): that action stands until its "
                "turn comes and cannot be changed (R-LIVE-1)"
            )
        if amount is not None:  # (its total is checked when the turn comes: R-LIVE-1)
            amount = whole_number(
                amount,
                f"seat {seat}'s amount to {name} (the street total, R-BET-13)",
                low=0,
                error=IllegalActionError,
            )
        to_call = max(hand.bets) - hand.bets[seat]
        if method == "fold" and to_call > 0:
            return self._kill(seat, "declared a fold facing a bet, out of turn (R-MIS-6)")
        self._pending[seat] = (method, amount, hand.round or 0, self._raises())
        record = OutOfTurn(seat, name, amount)
        hand.note(record)
        return record

    def _raises(self) -> int:
        return sum(1 for e in self.hand.events if type(e) is Action and e.kind in _RAISES)

    def _apply(self, seat: int, method: str, amount: Any) -> Action:
        hand = self.hand
        if (
            seat in self._call_or_fold
            and method not in ("fold", "call", "check_or_call")
            and not (method == "all_in" and hand.bets[seat] + hand.stacks[seat] <= max(hand.bets))
        ):
            raise IllegalActionError(
                f"seat {seat} may only call or fold now (R-LIVE-1, R-LIVE-2): it may "
                f"{_call_or_fold(hand.legal_actions().describe())}"
            )
        record = hand.act(
            (method, amount)
        )  # the seat is the actor; an amount is the total it makes (R-BET-13)
        self._call_or_fold.discard(seat)
        self._after_action()
        return record

    def _after_action(self) -> None:
        """The turn has moved: a recorded out-of-turn action of the new actor binds, or its seat may only call or
        fold (R-LIVE-1). Actions recorded in an earlier round lapse."""
        hand = self.hand
        while (seat := hand.actor) is not None and seat in self._pending:
            method, amount, round_, raises = self._pending.pop(seat)
            if round_ != hand.round:
                continue
            if self._raises() > raises:
                if method in ("check", "call", "check_or_call"):
                    self._call_or_fold.add(seat)
                return  # a bet or raise came in between: not binding
            try:
                self._apply(seat, method, amount)
            except IllegalActionError:
                return  # no longer possible: the seat chooses again
        if hand.phase is not Phase.BETTING:
            self._pending.clear()

    def take_back(self, seat: int) -> TakeBack:
        """R-LIVE-2: ``seat`` called without seeing a raise; while no one has acted since, the call is taken back
        and the seat calls or folds."""
        hand = self.hand
        seat = whole_number(seat, "seat", low=0, high=hand.n_seats - 1)
        events = hand.events
        last = next(
            (
                i
                for i in range(len(events) - 1, -1, -1)
                if type(events[i]) in (Action, BoardDeal, Kill)
            ),
            None,
        )
        last_action = None if last is None else events[last]
        if (
            last is None
            or type(last_action) is not Action
            or last_action.seat != seat
            or last_action.kind is not ActionKind.CALL
        ):
            raise IllegalActionError(
                f"seat {seat} can take back only a call that is the last action, with no one "
                "acting since (R-LIVE-2)"
            )
        round_start = max(
            (i for i, e in enumerate(events[:last]) if type(e) in _ROUND_OPENERS), default=-1
        )  # this betting round's first event follows its deal, board deal or draw
        if not any(
            type(e) is Action and e.kind is ActionKind.RAISE for e in events[round_start + 1 : last]
        ):
            raise IllegalActionError(
                f"seat {seat}'s call faced no raise: there was none it could have missed (R-LIVE-2)"
            )
        since = events[last + 1 :]
        if any(
            type(e) not in (Exposed, Misdeal, TakeBack) for e in since
        ):  # a show, a muck, a draw, out of turn
            raise IllegalActionError(
                f"seat {seat} cannot take back its call: someone has acted since it (shown, "
                "mucked, drawn or acted out of turn) (R-LIVE-2)"
            )
        record = TakeBack(seat)
        # what was made public since the call (an exposed card, a misdeal found late) stands
        self._rebuild([*events[:last], *since, record])
        self._call_or_fold.add(seat)
        return record

    def _rebuild(self, events: Sequence[Any]) -> None:
        """The hand again from its setup and ``events`` (the same deal and actions): how a call is undone.
        The procedure's state stands (the cards in the order pitched, the actions recorded out of turn);
        nothing changes unless the whole rebuild succeeds."""
        hand = replay_records(self._setup, events)
        self.hand = hand
        self._pitched = [list(hand.hole_cards_of(s) or ()) for s in range(hand.n_seats)]

    def chips_put_in(
        self,
        seat: int,
        amount: int | str | None = None,
        announced: str | None = None,
        *,
        chips: int = 1,
    ) -> Action:
        """R-LIVE-4, chips speak: ``seat`` (the seat to act) put in ``amount`` in ``chips`` chips without an
        announcement (else the ``announced`` action): one chip larger than the call is a call (the change goes
        back); several chips are a raise to their total when that is a legal raise, else a call.

        The seat comes first, as in every other method. The old order, ``chips_put_in(amount)`` or
        ``chips_put_in(amount, announced)`` for the seat to act, is read for one release with a
        :class:`DeprecationWarning`: it is told apart by what comes second (no amount, or an announcement).
        """
        if amount is None or isinstance(amount, str):  # the old order: (amount[, announced])
            if announced is not None:
                raise InvalidArgumentError(
                    "chips_put_in takes (seat, amount, announced): the amount is a number of chips, "
                    f"got {short_repr(amount)}"
                )
            warnings.warn(
                "chips_put_in(amount[, announced]) is deprecated: the seat comes first, as in every "
                "LiveHand method: chips_put_in(seat, amount[, announced])",
                DeprecationWarning,
                stacklevel=2,
            )
            return self._chips_speak(None, seat, amount, chips)
        return self._chips_speak(seat, amount, announced, chips)

    def _chips_speak(
        self, seat: int | None, amount: int, announced: str | None, chips: int
    ) -> Action:
        """:meth:`chips_put_in` read: ``seat`` None is the seat to act (the old order)."""
        hand = self.hand
        actor = hand.actor
        if actor is None:
            raise IllegalActionError("no one acts now (R-BET-14)")
        if seat is not None:
            seat = whole_number(
                seat,
                "seat (chips_put_in(seat, amount, announced) takes the seat first)",
                low=0,
                high=hand.n_seats - 1,
            )
            if seat != actor:
                raise IllegalActionError(
                    f"it is seat {actor}'s turn, not seat {seat}'s: chips go in in turn (R-LIVE-4)"
                )
        amount = whole_number(amount, "amount (chips put in)", low=1, error=IllegalActionError)
        chips = whole_number(chips, "chips (how many were put in)", low=1)
        legal = hand.legal_actions()
        total = hand.bets[actor] + amount
        if announced is not None:
            name, method, _, _ = parse_action(
                (announced, total) if announced in ("bet", "raise", "cbr") else announced
            )
            return self._apply(
                actor, method, total if method in ("bet", "raise_to", "bet_or_raise_to") else None
            )
        owed = legal.call or 0
        if amount < owed and amount < hand.stacks[actor]:
            raise IllegalActionError(
                f"seat {actor} put in {amount:,} chips, short of the {owed:,} to call; it may "
                f"{legal.describe()} (R-LIVE-4: chips go in in one motion)"
            )
        if owed == 0 and legal.min_raise_to is not None:
            return self._apply(actor, "bet_or_raise_to", min(total, cast(int, legal.max_raise_to)))
        if (
            chips > 1
            and legal.min_raise_to is not None
            and legal.min_raise_to <= total <= cast(int, legal.max_raise_to)
        ):
            return self._apply(actor, "raise_to", total)
        return self._apply(actor, "check_or_call", None)

    def timeout(self, seat: int | None = None) -> Action:
        """R-LIVE-3: the seat to act ran out of time: it folds, or checks when that is free and
        ``check_on_timeout`` is set."""
        hand = self.hand
        actor = hand.actor
        if actor is None or (seat is not None and whole_number(seat, "seat") != actor):
            raise IllegalActionError(
                f"only the seat to act can time out, and that is {actor} (R-LIVE-3)"
            )
        if self.check_on_timeout and hand.legal_actions().check:
            return self._apply(actor, "check", None)
        return self._apply(actor, "fold", None)

    def player_left(self, seat: int) -> Kill | None:
        """R-LIVE-6: the seat's player left the table: the hand is dead now, or once the deal is complete when
        it is under way (and in a redeal after a void too); None when it is not killed now. After the showdown
        (the award waiting) there is nothing left to fold: the hand stands and wins what it won."""
        hand = self.hand
        seat = whole_number(seat, "seat", low=0, high=hand.n_seats - 1)
        reason = self._gone[seat] = "left the table (R-LIVE-6)"
        if (
            hand.folded[seat]
            or hand.is_complete
            or hand.hole_cards_due
            or hand.phase is Phase.AWARD
        ):
            return None
        return self._kill(seat, reason)

    def cards_in_muck(self, seat: int) -> Kill:
        """R-MIS-6: the seat's cards touched the muck: its hand is dead. Refused after the showdown (the award
        waiting): the hands shown stand, and the others were mucked already."""
        seat = whole_number(seat, "seat", low=0, high=self.hand.n_seats - 1)
        if self.hand.phase is Phase.AWARD:
            raise IllegalActionError(
                f"the showdown is over: seat {seat}'s hand was shown and stands, or was mucked "
                "already (R-MIS-6); the award waits"
            )
        return self._kill(seat, "its cards touched the muck (R-MIS-6)")

    # -- the showdown (R-LIVE-5) ----------------------------------------------------------------

    def ask_to_see(self, seat: int, *, by: int) -> Revealed:
        """After the showdown, seat ``by`` asks to see ``seat``'s mucked hand. Asked by a pot's winner, the hand
        plays again and wins if it is better (R-LIVE-5); asked by anyone else it is shown and stays dead."""
        hand = self.hand
        if hand.phase is not Phase.AWARD:
            raise HandStateError(
                "a mucked hand can be asked for after the showdown, before the award (R-LIVE-5)"
            )
        seat = whole_number(seat, "seat", low=0, high=hand.n_seats - 1)
        by = whole_number(by, "by (the seat asking)", low=0, high=hand.n_seats - 1)
        if seat not in hand.mucked:
            raise IllegalActionError(
                f"seat {seat} did not muck at this showdown: there is no hand to ask for"
            )
        winners = {w for pot in hand.provisional_pots() for w in pot.winners}
        cards = hand.hole_cards_of(seat) or ()
        live = by in winners
        if live:
            if by not in hand.shown:
                hand.turn_up(by)  # the winner's own hand is on the table too
            hand.turn_up(seat)
        record = Revealed(seat, cards, live)
        hand.note(record)
        return record

    def award(self) -> HandResult:
        """Award the pots (the showdown is settled and no one asks to see a hand any more)."""
        return self.hand.award()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know of the hand being played (a voided deal's cards are gone with it)."""
        return self.hand.view(seat)

    def __repr__(self) -> str:
        return f"<LiveHand {self.hand!r}, {len(self.voided)} voided>"


def _call_or_fold(described: str) -> str:
    """Legal actions without the bet or raise a restricted seat may not make."""
    parts = [
        p for p in described.replace(" or ", ", ").split(", ") if not p.startswith(("bet", "raise"))
    ]
    return " or ".join(parts) if parts else "nothing"
