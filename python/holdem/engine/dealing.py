"""The deal: the deck, hole cards, burns and the board (R-DEAL-1..4).

:class:`DealingState` is the dealing part of a :class:`holdem.Hand`: the
deck and what has been dealt, burnt and is due next. Automatic dealing draws
from a deck shuffled by a random source (the OS's secure randomness unless a
seed or an rng is given, R-DEAL-1). Hole cards go one at a time clockwise
from the seat left of the button (R-DEAL-2: heads-up the big blind gets the
first card); a card is burned before each round's board cards (R-DEAL-3), and
burned cards are kept apart (R-DEAL-4). Manual dealing (replays, live tables)
takes the cards from the caller, and each deal is checked against the
procedure. The part knows nothing of betting: the hand asks it to deal and
reads what is due.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from .._checks import bounded, whole_number
from ..core import JOKER, Card, CardLike, Rng, parse_cards, secure_rng
from ..errors import DealingError, DuplicateCardError, IllegalActionError, InvalidCardError
from ..game import BoardDeal, HoleDeal, Street

__all__ = [
    "BoardDeal",
    "DealDue",
    "DealingState",
    "HoleDeal",
    "Street",
    "draw_cards",
    "hole_deal_order",
    "new_deck",
    "NO_BURN",
]

_tuple_new = tuple.__new__


def hole_deal_order(n: int, button: int) -> list[int]:
    """Seats in the order they receive cards: left of the button first, the button last (R-DEAL-2).

    >>> hole_deal_order(4, 1)
    [2, 3, 0, 1]
    """
    return [(button + 1 + k) % n for k in range(n)]


def new_deck(rng: Rng, deck: Sequence[Card]) -> tuple[list[Card], Rng | None]:
    """The game's deck and the source that shuffles it as it is dealt (see :func:`draw_cards`).

    A source that does not draw integers (``getrandbits``) but shuffles (numpy's
    ``Generator``, a custom source) shuffles the whole deck at once; then None
    is returned in its place and cards are dealt in that order.
    """
    cards = list(deck)
    if getattr(rng, "getrandbits", None) is not None:
        return cards, rng
    rng.shuffle(cards)
    return cards, None


_WAYS: dict[
    tuple[int, int, int], tuple[int, int]
] = {}  # (deck size, start, count) -> (ways to deal, bits)


def draw_cards(cards: list[Card], start: int, count: int, rng: Rng | None) -> list[Card]:
    """Deals ``count`` cards from position ``start`` of a deck shuffled as it is dealt.

    Each card is chosen uniformly among those left (one Fisher-Yates step per
    card), so the cards come out as from a deck shuffled in advance (R-DEAL-1)
    and a hand that ends early never pays for shuffling the rest. The choices
    come from one integer drawn uniformly below the number of ways to deal
    the cards (``getrandbits`` and rejection: no ``% n``, no float scaling),
    read as mixed-radix digits: the OS's secure source is asked once per deal,
    and every sequence of choices has exactly the same chance. ``rng`` None:
    the deck is already shuffled.

    >>> import random
    >>> deck = list(range(5))
    >>> draw_cards(deck, 0, 2, random.Random(1)), len(deck)
    ([4, 1], 5)
    """
    end = start + count
    if rng is not None:
        size = len(cards)
        key = (size, start, count)
        known = _WAYS.get(key)
        if known is None:
            ways = 1
            for i in range(start, end):
                ways *= size - i
            known = _WAYS[key] = (ways, (ways - 1).bit_length())
        ways, bits = known
        getrandbits = rng.getrandbits  # type: ignore[attr-defined]
        choice = getrandbits(bits) if bits else 0
        while choice >= ways:  # rejection: fewer than half of the draws are refused
            choice = getrandbits(bits)
        for i in range(start, end):
            choice, step = divmod(choice, size - i)
            j = i + step
            cards[i], cards[j] = cards[j], cards[i]
    return cards[start:end]


NO_BURN = 255  # in dealt_ids' burns: a round that burned no card


class DealDue(NamedTuple):
    """What the dealer must deal next: ``"hole"`` (one card to ``seat``), ``"board"`` (``count`` cards, after
    ``burn`` burned cards) or ``"draw"`` (``count`` cards to ``seat``, which drew)."""

    kind: str
    seat: int | None
    count: int  # type: ignore[assignment]  # a field that hides tuple.count
    burn: int


class DealingState:
    """The deck and the deal of one hand (see the module documentation).

    ``holes`` (per seat: the cards so far, None before any or when unknown),
    ``unknown`` (manual dealing: seats dealt a hand whose cards are unknown),
    ``board``, ``burns``; ``holes_due`` (seats still waiting for their hole
    cards) and ``board_due`` (board cards due now, set by the hand's plan).
    """

    __slots__ = (
        "n",
        "button",
        "hole_count",
        "auto",
        "rng",
        "cards",
        "pos",
        "holes",
        "unknown",
        "board",
        "burns",
        "holes_due",
        "board_due",
        "source",
        "discards",
        "draw_due",
        "due_discards",
        "out",
        "recycled",
        "draw_burns",
        "burns_back",
        "deck",
        "drew",
    )

    def __init__(
        self, n: int, button: int, hole_count: int, deck: Sequence[Card], rng: Rng | None
    ) -> None:
        """``rng`` None: manual dealing (the caller deals every card)."""
        self.n = n
        self.button = button
        self.hole_count = hole_count
        self.auto = rng is not None
        self.rng = None
        self.source = rng  # the random source, for a stub reshuffled during a draw
        self.cards: list[Card] | None = None
        if rng is not None:
            self.cards, self.rng = new_deck(rng, deck)
        self.discards: list[Card] = []  # kept apart, face down (R-DEAL-4)
        self.draw_due: tuple[int, int] | None = (
            None  # manual dealing: (seat, cards) owed to a seat that drew
        )
        self.due_discards: tuple[Card, ...] = ()  # its discards, never dealt back to it (R-DRAW-2)
        self.out = 0  # manual dealing: the cards taken from the stub so far
        self.recycled = (
            False  # the stub ran short in a draw: discards came back into play (R-DRAW-2)
        )
        self.draw_burns: list[Card] = []  # burned after a reshuffle and kept apart until the next
        self.burns_back = 0  # of ``burns``: how many the reshuffles have taken back into play
        self.drew = (
            False  # a seat drew cards: the deck's order alone no longer tells who holds what
        )
        self.deck = deck  # the game's: 52 cards, or 53 with the joker
        self.pos = 0
        self.holes: list[tuple[Card, ...] | None] = [None] * n
        self.unknown: set[int] = set()
        self.board: list[Card] = []
        self.burns: list[Card | None] = []
        self.holes_due = n
        self.board_due = 0

    # -- automatic dealing ---------------------------------------------------------------------

    def deal_holes_auto(self, events: list[Any]) -> None:
        """Every seat's hole cards, one at a time from the left of the button (R-DEAL-2), recorded in ``events``."""
        n = self.n
        count = self.hole_count * n
        cards = draw_cards(self.cards, 0, count, self.rng)  # type: ignore[arg-type]
        holes = self.holes
        seat = self.button
        two = self.hole_count == 2  # the common case, built without a slice
        for k in range(n):
            seat = seat + 1 if seat + 1 < n else 0
            hole = holes[seat] = (cards[k], cards[k + n]) if two else tuple(cards[k::n])
            events.append(_tuple_new(HoleDeal, (seat, hole)))
        self.pos = count
        self.holes_due = 0

    def deal_board_auto(self, burns: int, street: Street) -> BoardDeal:
        """The burn (if any) and the ``board_due`` cards from the deck, dealt for ``street``."""
        pos = self.pos
        k = self.board_due
        cards = draw_cards(self.cards, pos, burns + k, self.rng)  # type: ignore[arg-type]
        self.pos = pos + burns + k
        return self.board_dealt(cards[burns:], cards[0] if burns else None, street)

    # -- manual dealing ------------------------------------------------------------------------

    def draw_supply(self) -> int | None:
        """Auto dealing: the most cards a seat's draw can get now (R-DRAW-2, see :meth:`replace`); None when the
        caller deals. The stub but its last card, or, through a reshuffle, every card of the stub, the burns
        and the served seats' discards less the one burned: at most the deck less five a seat, less one."""
        if not self.auto or self.cards is None:
            return None
        outside = len(self.cards) - self.pos + len(self._burns_kept()) + len(self.discards)
        return max(outside - 1, 0)

    def replace(self, seat: int, discards: Sequence[Card]) -> tuple[Card, ...] | None:
        """A seat drew: ``discards`` leave its hand; the replacements are dealt now (auto dealing, returned) or
        due from the caller (None). Its discards join the others only once it is served (R-DRAW-2)."""
        hole = self.holes[seat]
        kept = None if hole is None else tuple(c for c in hole if c not in discards)
        if not discards:
            return ()
        self.drew = True
        if not self.auto:
            if kept is not None:
                self.holes[seat] = kept
            self.owe_draw(seat, discards, len(discards))
            return None
        assert self.cards is not None and kept is not None
        k = len(discards)
        if k < len(self.cards) - self.pos:  # the stub covers the draw without its last card
            got = draw_cards(self.cards, self.pos, k, self.rng)
            self.pos += k
        else:
            got = self._reshuffled_draw(seat, k)
        self.discards.extend(discards)
        self.holes[seat] = kept + tuple(got)
        return tuple(got)

    def _burns_kept(self) -> list[Card]:
        """The burned cards kept apart that a reshuffle takes: the board's not taken yet, the last reshuffle's."""
        return [c for c in self.burns[self.burns_back :] if c is not None] + self.draw_burns

    def _reshuffled_draw(self, seat: int, k: int) -> list[Card]:
        """R-DRAW-2: ``k`` cards for ``seat`` when the stub runs short. It gets the stub but its last card; that
        card is shuffled with the burns and the discards of the seats already served (its own join after) into
        a new stub, with the hand's random source; one card is burned, and the seat gets the rest from it."""
        supply = self.draw_supply()
        if supply is None or k > supply:  # verify_discard refuses it first
            raise IllegalActionError(
                f"seat {seat} draws {k} cards but the stub and its reshuffle deal only {supply} (R-DRAW-2)"
            )
        cards, pos = self.cards, self.pos
        assert cards is not None
        stub = draw_cards(cards, pos, len(cards) - pos, self.rng)  # in the order it would be dealt
        taken = stub[:-1]
        pool = stub[-1:] + self._burns_kept() + self.discards
        need = k - len(taken)
        self.discards = []
        self.draw_burns = []
        self.burns_back = len(self.burns)
        start = pos + len(taken)
        self.cards = cards = cards[:start] + pool  # the cards dealt so far, then the new stub
        if self.rng is None:  # a source that only shuffles (or none, after a pickle: the OS's)
            (self.source or secure_rng()).shuffle(pool)
            cards[start:] = pool
        burn, *more = draw_cards(cards, start, 1 + need, self.rng)
        self.draw_burns.append(burn)
        self.pos = start + 1 + need
        self.recycled = True
        return taken + more

    def owe_draw(self, seat: int, discards: Sequence[Card], count: int) -> None:
        """Manual dealing: ``seat`` drew ``count`` cards (``discards``, those named) and is owed as many."""
        self.discards.extend(discards)
        self.draw_due = (seat, count)
        self.due_discards = tuple(discards)

    def deal_replacements(
        self, seat: int, cards: Iterable[CardLike] | str | None, earlier: Sequence[Card]
    ) -> HoleDeal:
        """Manual dealing: the cards owed to a seat that drew; ``earlier`` discards may be dealt again only once
        the stub cannot cover the draw, and never the seat's own (R-DRAW-2). Refused, nothing changes."""
        due_seat, k = self.draw_due  # type: ignore[misc]
        seat = whole_number(seat, "seat", low=0, high=self.n - 1, error=DealingError)
        if seat != due_seat:
            raise DealingError(
                f"seat {due_seat} is owed {k} card{'s' if k > 1 else ''} from its draw, not seat {seat}"
            )
        stub = len(self.deck) - self.out
        # R-DRAW-2: the stub's last card is shuffled with the burns and the served seats' discards
        short = self.recycled or k > stub - 1
        got = None if cards is None else self._checked_replacements(seat, cards, k, earlier, short)
        self.recycled = short
        self.out += k
        if got is None:
            self.holes[seat] = None
            self.unknown.add(seat)
        elif (hole := self.holes[seat]) is not None:
            self.holes[seat] = hole + got
        self.draw_due = None
        self.due_discards = ()
        return HoleDeal(seat, got)

    def _checked_replacements(
        self,
        seat: int,
        cards: Iterable[CardLike] | str,
        count: int,
        earlier: Sequence[Card],
        short: bool,
    ) -> tuple[Card, ...]:
        """The ``count`` replacements given for ``seat``: unseen cards, or served seats' discards once the stub
        ran short (``short``), never the seat's own discards (R-DRAW-2)."""
        got = self.new_cards(cards, count, f"seat {seat}'s draw")
        fresh = [c for c in got if c not in earlier]
        if len(fresh) < len(got) and not short:
            raise DuplicateCardError(
                "an earlier discard is dealt again while the stub still holds "
                f"{len(self.deck) - self.out} cards (R-DEAL-4, R-DRAW-2)"
            )
        own = [c for c in got if c in self.due_discards]
        if own:
            raise DuplicateCardError(
                f"{own[0]} is one of seat {seat}'s own discards: a seat is never dealt its discards "
                "back (R-DRAW-2)"
            )
        self.check_unseen(fresh, short)
        return got

    def due(self, burns: int) -> DealDue:
        """What the dealer must deal next (``burns``: the burns before the board cards due)."""
        if self.draw_due is not None:
            return DealDue("draw", self.draw_due[0], self.draw_due[1], 0)
        if self.holes_due:
            return DealDue("hole", self.next_hole_seat(), 1, 0)
        return DealDue("board", None, self.board_due, burns)

    def known_cards(self) -> set[Card]:
        known = set(self.board)
        known.update(self.discards)
        known.update(c for c in self.burns if c is not None)
        for h in self.holes:
            if h is not None:
                known.update(h)
        return known

    def check_unseen(self, cards: Iterable[Card], reshuffled: bool = False) -> None:
        """Refuses a card already dealt in this hand, without saying where a face-down one went (a discard
        may come back once the stub ran short in a draw, or runs short now: ``reshuffled``)."""
        known = self.known_cards()
        if self.recycled or reshuffled:
            known.difference_update(self.discards)
        for c in cards:
            if c in self.board:
                raise DuplicateCardError(f"{c} has already been dealt on the board")
            if c in known:
                # One message for a burn and another seat's hole card: the error never says which it was.
                raise DuplicateCardError(
                    f"{c} has already been dealt face down in this hand "
                    "(a burn or another seat's hole cards)"
                )

    def new_cards(self, cards: Iterable[CardLike] | str, count: int, what: str) -> tuple[Card, ...]:
        got = parse_dealt(cards, what, self.deck)
        if len(got) != count:
            raise DealingError(
                f"{what} takes {count} card{'s' if count != 1 else ''}, got {len(got)}"
            )
        return got

    def deal_hole(self, seat: int, cards: Iterable[CardLike] | str | None) -> HoleDeal:
        """A seat's hole cards (all, or some as a dealer pitches them; None: unknown), checked (R-DEAL-2)."""
        if self.auto:
            raise DealingError("this hand deals its own cards (dealing='auto')")
        seat = whole_number(seat, "seat", low=0, high=self.n - 1, error=DealingError)
        held = self.holes[seat] or ()
        h = self.hole_count
        if self.holes_due == 0 or len(held) == h or seat in self.unknown:
            raise DealingError(f"seat {seat} has already been dealt its hole cards")
        due = self.next_hole_seat()
        if seat != due:
            raise DealingError(
                f"hole cards go out one seat at a time clockwise from the seat left of the button "
                f"(the big blind heads-up): seat {due} is next, not seat {seat} (R-DEAL-2)"
            )
        if cards is None:
            if held:
                raise DealingError(
                    f"seat {seat} already holds one known card: deal its second card"
                )
            hole = None
        else:
            got = parse_dealt(cards, f"seat {seat}'s hole cards", self.deck)
            if len(got) + len(held) > h or not got:
                raise DealingError(
                    f"a hand here takes {h} cards: seat {seat} holds {len(held)}, got {len(got)}"
                )
            self.check_unseen(got)
            hole = held + got
        self.holes[seat] = hole
        if hole is None:
            self.unknown.add(seat)
        if hole is None or len(hole) == h:
            self.holes_due -= 1
        self.out += h if cards is None else len(got)
        return HoleDeal(seat, None if cards is None else got)

    def next_hole_seat(self) -> int:
        """The seat the next hole card goes to (R-DEAL-2): the fewest cards so far, then deal order.

        That admits both a dealer's passes of one card each and a log's whole
        hand per seat in turn, and nothing else.
        """
        unknown, holes, h = self.unknown, self.holes, self.hole_count
        return min(
            hole_deal_order(self.n, self.button),
            key=lambda s: h if s in unknown else len(holes[s] or ()),
        )

    def dealt_ids(self) -> tuple[bytes, bytes, bytes]:
        """The cards dealt as card ids: the board, the burns (255 where a round burned none) and every seat's
        hole cards, seat after seat (each seat holds as many). Three ``bytes``: what a table keeps of a hand.
        A seat whose cards are unknown (manual dealing) raises :class:`DealingError`.

        >>> from holdem import Hand, TableConfig
        >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=1)
        >>> board, burns, holes = hand.dealt_ids()
        >>> board, burns, len(holes), tuple(holes[:2]) == hand.hole_cards_of(0)
        (b'', b'', 4, True)
        """
        burns = self.burns
        try:
            holes: tuple[Card, ...] = sum(self.holes, ())  # type: ignore[arg-type]
        except TypeError:
            missing = [seat for seat, hole in enumerate(self.holes) if hole is None]
            raise DealingError(
                f"seats {missing} have no known hole cards (not dealt yet, or dealt unseen): "
                "card ids are given only when every seat's cards are known"
            ) from None
        try:
            burn_ids = bytes(burns)  # type: ignore[arg-type]  # the fast path: a None raises, handled below
        except TypeError:  # a round that burned no card
            burn_ids = bytes([NO_BURN if c is None else int(c) for c in burns])
        return bytes(self.board), burn_ids, bytes(holes)

    def dealt_in_order(self) -> bytes | None:
        """The cards dealt as card ids in the order they left the deck (the hole cards one at a time from the
        left of the button, then each round's burn and board cards), where that order alone deals the hand
        again: auto dealing and no draw. Else None (see :meth:`dealt_ids`). A table keeps this of a hand:
        one slice of the deck, where :meth:`dealt_ids` gathers every seat's cards."""
        if self.cards is None or self.drew:
            return None
        return bytes(self.cards[: self.pos])

    def hole_cards_due(self) -> tuple[int, ...]:
        """The seats still waiting for hole cards, in deal order."""
        if not self.holes_due:
            return ()
        unknown, holes, h = self.unknown, self.holes, self.hole_count
        return tuple(
            s
            for s in hole_deal_order(self.n, self.button)
            if s not in unknown and (holes[s] is None or len(holes[s]) < h)  # type: ignore[arg-type]
        )

    def reveal(
        self, seat: int, cards: Iterable[CardLike] | str | None, what: str
    ) -> tuple[Card, ...]:
        """The hole cards ``seat`` shows: its own (``cards`` None) or the given ones, which must match
        what it was dealt, or be unseen cards when it was dealt unknown (then they become its hand)."""
        hole = self.holes[seat]
        if cards is None:
            if hole is None:
                raise DealingError(
                    f"seat {seat}'s cards are unknown: show(seat, cards) with the cards it shows"
                )
            return hole
        given = self.new_cards(cards, self.hole_count, what)
        if hole is not None:
            if set(given) != set(hole):
                raise DealingError(f"seat {seat} shows different cards from those it was dealt")
            return hole
        self.check_unseen(given)
        self.holes[seat] = given
        return given

    def check_board(
        self, cards: Iterable[CardLike] | str, burn: CardLike | None, what: str
    ) -> tuple[tuple[Card, ...], Card | None]:
        """The ``board_due`` cards and the burn given by the caller, checked against the deal so far."""
        if self.auto:
            raise DealingError("this hand deals its own cards (dealing='auto')")
        got = self.new_cards(cards, self.board_due, what)
        burn_card = None if burn is None else parse_dealt([burn], "the burn card", self.deck)[0]
        if burn_card is not None and burn_card in got:
            raise DuplicateCardError(f"{burn_card} is both burned and dealt")
        self.check_unseen(got + ((burn_card,) if burn_card is not None else ()))
        return got, burn_card

    def board_dealt(self, cards: Sequence[Card], burn: Card | None, street: Street) -> BoardDeal:
        """Board cards (and their burn) are on the table now; the record of it."""
        self.board.extend(cards)
        self.burns.append(burn)
        self.board_due = 0
        self.out += len(cards) + 1
        return _tuple_new(BoardDeal, (street, tuple(cards), burn))

    # -- copies and pickles --------------------------------------------------------------------

    def clone(self, memo: dict[int, Any]) -> DealingState:
        """An independent copy: the same deck order and a copy of the random source's state."""
        new = object.__new__(DealingState)
        for name in DealingState.__slots__:
            value = getattr(self, name)
            kind = type(value)
            if kind is list or kind is set:
                value = value.copy()  # their items are immutable (Cards, tuples)
            object.__setattr__(new, name, value)
        new.rng = copy_rng(self.rng, memo)
        new.source = (
            new.rng if self.source is self.rng else self.source
        )  # a shuffle-only source is shared
        return new

    def __getstate__(self) -> dict[str, Any]:
        state = {name: getattr(self, name) for name in DealingState.__slots__}
        state["rng"] = state["source"] = None
        cards = self.cards
        if cards is not None:
            # Keep what was dealt; the cards still in the deck are reshuffled (so no pickle holds the deck
            # order) and dealt in that order after loading: the random source is not pickled either.
            rest = cards[self.pos :]
            secure_rng().shuffle(rest)
            state["cards"] = cards[: self.pos] + rest
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)


def copy_rng(rng: Rng | None, memo: dict[int, Any]) -> Rng | None:
    """A random source's copy for a cloned hand: its state copied, the OS's secure source (no state) shared.

    ``random.Random`` is copied through get/setstate (a tenth of the cost of a deep copy); a source
    that cannot be copied (the ``random`` module itself) is shared, as the secure source is.
    """
    if rng is None or isinstance(rng, random.SystemRandom):
        return rng
    if type(rng) is random.Random:
        new = random.Random.__new__(random.Random)  # not Random(): that seeds from the OS first
        new.setstate(rng.getstate())
        return new
    try:
        return copy.deepcopy(rng, memo)
    except TypeError:
        return rng  # a module or another shared source: the clone draws from it too


def parse_dealt(
    cards: Iterable[CardLike] | str, what: str, deck: Sequence[Card] = ()
) -> tuple[Card, ...]:
    """Cards given to a deal or a show; an error names what they were for (a bad card stays InvalidCardError).
    The joker is a card here when ``deck`` holds it (R-HAND-7), else an invalid card (R-CARD-1); so is a card
    a shorter deck does not hold (short deck's 2 to 5, R-HAND-10)."""
    try:
        cards = bounded(
            cards, 53, "cards are a string like 'AhKd' or a sequence of cards"
        )  # read once, at most 54
        try:
            got = tuple(parse_cards(cards))
        except InvalidCardError:
            if (
                JOKER not in deck
            ):  # asked only once the core refused a card: the joker-free path stays as fast
                raise
            got = tuple(parse_cards(cards, joker=True))
        if (
            deck and len(deck) < 52
        ):  # a short deck: (the 52 and the joker's 53 hold every card parsed)
            _check_in_deck(got, deck)
        return got
    except TypeError as error:
        raise DealingError(f"{what}: {error}") from None
    except InvalidCardError as error:
        raise type(error)(f"{what}: {error}") from None


def _check_in_deck(cards: tuple[Card, ...], deck: Sequence[Card]) -> None:
    """Refuses a card the game's deck does not hold (R-CARD-1: an invalid card), naming it."""
    for card in cards:
        if card not in deck:
            low = min(c.rank for c in deck)
            raise InvalidCardError(
                f"{card} is not a card of this game's {len(deck)}-card deck "
                f"({str(Card(4 * low))[0]} to ace)"
            )
