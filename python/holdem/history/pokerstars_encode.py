"""A hand this library played, finished or running, as a :class:`~holdem.history.pokerstars_model.PokerStarsHand`.

Its seats are the table's (``Seat 1`` is seat 0), its button the hand's, its forced bets the
hand's posts (antes first, then the blinds and straddles, then a returning player's live and dead
blinds: ``posts small & big blinds`` when it posts both), its lines the hand's records in the
order they happened, with PokerStars' wording: ``raises $X to $Y`` (the raise and the street
total), the uncalled bet returned after the last action, ``*** SHOW DOWN ***`` before the showdown's
shows, ``collected ... from side pot-1`` for each share of each pot (side pots first), and a
summary with the total pot, its main and side pots, the board and each seat's outcome.

``hero`` is the seat whose history it is: its ``Dealt to`` line is written, and another seat's
cards only when they were shown (PokerStars' own histories). Without it the history is the table's
full log: a ``Dealt to`` line for every seat and every mucked hand's cards in the summary (as the
exports of sites that write them all).

PokerStars names no rule profile, so a hand played under readings that are not the rule book's
(:class:`~holdem.TableConfig`'s ``rules``) replays from the text under the rule book.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from typing import Any

from ..core import Card, Category, HandRank, ShortDeckRank
from ..engine import Hand, kills_in_turn
from ..errors import InvalidArgumentError, UnsupportedHandError
from ..game import (
    Action,
    ActionKind,
    BettingStructure,
    BoardDeal,
    Discard,
    HoleDeal,
    Kill,
    Muck,
    Post,
    Show,
    Street,
    seen_by,
)
from .amounts import Number, _check_scale, _in_units, _shown
from .forced_bets import forced_bet_posted_short, posted_short_reason
from .pokerstars_model import (
    Acted,
    Collected,
    Dealt,
    Drew,
    Marker,
    NoShow,
    PokerStarsHand,
    Posted,
    Record,
    Returned,
    Showed,
    StarsHeader,
    StarsSeat,
    StarsSummary,
    SummarySeat,
)
from .pokerstars_model import Muck as MuckLine
from .pokerstars_parse import GAME_CODES
from .pokerstars_write import amount_text
from .variants import TRIPS_BEAT_STRAIGHT, variant_of

__all__ = ["CURRENCIES", "stars_hand", "stars_description"]

#: The currencies PokerStars writes, by code: the sign before each amount.
CURRENCIES = {"USD": "$", "EUR": "€", "GBP": "£", "CNY": "¥", "INR": "₹", "CAD": "C$"}
_STRUCTURES = {
    BettingStructure.NO_LIMIT: "No Limit",
    BettingStructure.POT_LIMIT: "Pot Limit",
    BettingStructure.FIXED_LIMIT: "Limit",
}
_STREETS = {Street.FLOP: "FLOP", Street.TURN: "TURN", Street.RIVER: "RIVER"}
_FOLDED = {Street.PREFLOP: "before Flop", Street.FLOP: "on the Flop", Street.TURN: "on the Turn"}
# PokerStars' names of the ranks, deuce (0) to ace (12)
_RANKS: tuple[str, ...] = (
    *("Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"),
    *("Jack", "Queen", "King", "Ace"),
)
_PLURALS: tuple[str, ...] = tuple(name + ("es" if name == "Six" else "s") for name in _RANKS)


def stars_description(rank: HandRank | ShortDeckRank) -> str:
    """A hand's value as PokerStars shows it: ``"a pair of Aces"``, ``"two pair, Kings and Deuces"``.

    >>> stars_description(HandRank.of("As Ad Kc Kd 2h")), stars_description(HandRank.of("As Ks Qs Js Ts"))
    ('two pair, Aces and Kings', 'a Royal Flush')
    >>> stars_description(HandRank.of("5c 4d 3h 2s Ah"))
    'a straight, Ace to Five'
    >>> stars_description(ShortDeckRank.of("9c 8d 7h 6s Ah"))  # short deck's lowest straight
    'a straight, Ace to Nine'
    """
    category, ranks = rank.category, rank.ranks
    top = ranks[0]
    wheel = 7 if isinstance(rank, ShortDeckRank) else 3  # the top of the straight the ace starts
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        if category is Category.STRAIGHT_FLUSH and top == 12:
            return "a Royal Flush"
        low = _RANKS[12] if top == wheel else _RANKS[top - 4]
        kind = "a straight" if category is Category.STRAIGHT else "a straight flush"
        return f"{kind}, {low} to {_RANKS[top]}"
    if category in (Category.TWO_PAIR, Category.FULL_HOUSE):
        joint = " and " if category is Category.TWO_PAIR else " full of "
        kind = "two pair" if category is Category.TWO_PAIR else "a full house"
        return f"{kind}, {_PLURALS[top]}{joint}{_PLURALS[ranks[1]]}"
    texts = {
        Category.HIGH_CARD: f"high card {_RANKS[top]}",
        Category.PAIR: f"a pair of {_PLURALS[top]}",
        Category.THREE_OF_A_KIND: f"three of a kind, {_PLURALS[top]}",
        Category.FLUSH: f"a flush, {_RANKS[top]} high",
        Category.FOUR_OF_A_KIND: f"four of a kind, {_PLURALS[top]}",
    }
    return texts[category]


_DATE_TEXT = re.compile(r"[0-9]{4}/[0-9]{1,2}/[0-9]{1,2}\b")
_HAND_ID = re.compile(r"[0-9A-Za-z_-]+")


def _date_text(date: datetime.datetime | str | None) -> str:
    """The header's date: a string as given; a datetime (now when None) as ``2025/08/02 5:24:53 ET``,
    the time it is in New York (PokerStars' clock)."""
    if isinstance(date, str):
        if not _DATE_TEXT.match(date) or "\n" in date or "\r" in date:
            raise InvalidArgumentError(
                f"date is a datetime or the header's date text on one line, starting with the day "
                f"(2025/08/02 5:24:53 ET), not {_shown(date)}"
            )
        return date
    if not isinstance(date, (datetime.datetime, type(None))):
        raise InvalidArgumentError(f"date is a datetime, the date text or None, not {_shown(date)}")
    if date is None:
        date = datetime.datetime.now(datetime.timezone.utc)
    if date.tzinfo is not None:
        try:
            from zoneinfo import ZoneInfo

            date = date.astimezone(ZoneInfo("America/New_York"))
        except (ImportError, KeyError, OSError):  # no time-zone data: Eastern Standard Time
            date = date.astimezone(datetime.timezone(datetime.timedelta(hours=-5)))
    return f"{date:%Y/%m/%d} {date.hour}:{date:%M:%S} ET"


def _names(hand: Hand, names: Sequence[str] | None) -> list[str]:
    if names is None:
        return [f"Player{seat + 1}" for seat in range(hand.n_seats)]
    if isinstance(names, str) or not isinstance(names, Sequence) or len(names) != hand.n_seats:
        raise InvalidArgumentError(f"names are one per seat ({hand.n_seats}), not {_shown(names)}")
    out = [str(name) for name in names]
    for name in out:
        if not name.strip() or name != name.strip() or "\n" in name or "\r" in name:
            raise InvalidArgumentError(
                f"a player's name is text on one line without spaces at its ends, not {_shown(name)}"
            )
    if len(set(out)) != len(out):
        raise InvalidArgumentError(f"the players' names must differ: {_shown(out)}")
    return out


class _Encoder:
    """The records of an engine hand, in PokerStars' order and words."""

    def __init__(
        self, hand: Hand, names: list[str], hero: int | None, scale: int, symbol: str
    ) -> None:
        self.hand = hand
        self.symbol = symbol
        self.names = names
        self.hero = hero
        self.scale = scale
        self.records: list[Record] = []
        self.street_bets: dict[int, int] = {}
        self.left = list(hand.starting_stacks)  # each seat's chips behind, as the records go
        self.put = [0] * hand.n_seats  # what each seat put in, before any return
        self.holes: dict[int, list[Card]] = {}
        self.board: list[Card] = []
        self.draw = _game(hand) == "5 Card Draw"

    def units(self, chips: int) -> Number:
        return _in_units(chips, self.scale, "an amount")

    def sees(self, seat: int) -> bool:
        """Whether the history's owner sees ``seat``'s cards (the full log sees them all)."""
        return self.hero is None or self.hero == seat

    # -- the records ------------------------------------------------------------------------------------------

    def encode(self) -> list[Record]:
        events = list(kills_in_turn(self.hand))  # a dead hand folds where its turn comes
        self.posts([e for e in events if isinstance(e, Post)])
        self.records.append(Marker("DEALING HANDS" if self.draw else "HOLE CARDS"))
        rest = self.deals([e for e in events if not isinstance(e, Post)])
        # PokerStars writes every show and muck at the showdown, after the board (an all-in
        # player's hand too, which the engine turned up before the runout, R-SHOW-3)
        play = [e for e in rest if not isinstance(e, (Show, Muck))]
        last_action = max((k for k, e in enumerate(play) if isinstance(e, Action)), default=-1)
        for index, event in enumerate(play):
            self.event(event, play, index)
            if index == last_action:
                self.uncalled()
        if self.showdown():
            self.records.append(Marker("SHOW DOWN"))
        for event in rest:
            if isinstance(event, (Show, Muck)):
                self.event(event, rest, 0)
        if self.hand.is_complete:
            self.collections()
        return self.records

    def posts(self, posts: list[Post]) -> None:
        """Antes, blinds and straddles, then live and dead blinds posted out of position."""
        order = {"ante": 0, "small blind": 1, "big blind": 2, "straddle": 3}
        dead = {p.seat: p.amount for p in posts if p.kind == "dead blind"}
        for post in sorted(posts, key=lambda p: order.get(p.kind, 4)):
            seat, amount, kind = post.seat, post.amount, post.kind
            if kind == "dead blind" and any(p.seat == seat and p.kind == "post" for p in posts):
                continue  # written with its live blind
            if kind == "post":
                amount += dead.get(seat, 0)
                kind = "small & big blinds" if seat in dead else "big blind"
            elif kind == "dead blind":
                kind = "small blind"
            elif kind == "big blind" and self.hand.config.button_blind:
                kind = "button blind"  # R-BLIND-9: the button's one blind
            self.left[seat] -= amount
            self.put[seat] += amount
            if post.kind in ("small blind", "big blind", "straddle", "post"):
                self.street_bets[seat] = self.street_bets.get(seat, 0) + post.amount
            self.records.append(
                Posted(self.names[seat], kind, self.units(amount), self.left[seat] == 0)
            )

    def deals(self, events: list[Any]) -> list[Any]:
        """The opening deals as ``Dealt to`` lines (the owner's, or every seat's); the events after them."""
        start = 0
        while start < len(events) and isinstance(events[start], HoleDeal):
            deal = events[start]
            self.holes.setdefault(deal.seat, []).extend(deal.cards or ())
            start += 1
        n = self.hand.n_seats
        for seat in ((self.hand.button + 1 + k) % n for k in range(n)):
            cards = self.holes.get(seat)
            if cards and self.sees(seat):
                self.records.append(Dealt(self.names[seat], tuple(cards)))
        return events[start:]

    def event(self, event: Any, events: list[Any], index: int) -> None:
        if isinstance(event, Action):
            self.action(event)
        elif isinstance(event, BoardDeal):
            self.street_bets = {}
            name = _STREETS[event.street]
            self.records.append(Marker(name, tuple(self.board), tuple(event.cards)))
            self.board += event.cards
        elif isinstance(event, Discard):
            self.discard(event, events, index)
        elif isinstance(event, Show):
            rank = self.hand.result.shown.get(event.seat) if self.hand.is_complete else None
            described = rank[1] if rank is not None else None
            description = (
                stars_description(described)
                if isinstance(described, (HandRank, ShortDeckRank))
                else None
            )
            self.records.append(Showed(self.names[event.seat], tuple(event.cards), description))
        elif isinstance(event, Muck):
            self.records.append(MuckLine(self.names[event.seat]))
        elif isinstance(event, Kill):
            # PokerStars has no dead hand: its fold (read back as the kill when the seat is all-in)
            self.records.append(Acted(self.names[event.seat], "folds"))

    def action(self, event: Action) -> None:
        name = self.names[event.seat]
        current = max(self.street_bets.values(), default=0)
        self.left[event.seat] -= event.added
        self.put[event.seat] += event.added
        self.street_bets[event.seat] = event.amount
        kind = event.kind
        if kind is ActionKind.FOLD:
            self.records.append(Acted(name, "folds"))
        elif kind is ActionKind.CHECK:
            self.records.append(Acted(name, "checks"))
        elif kind is ActionKind.CALL:
            self.records.append(Acted(name, "calls", self.units(event.added), all_in=event.all_in))
        elif kind is ActionKind.BET and not current:
            self.records.append(Acted(name, "bets", self.units(event.added), all_in=event.all_in))
        else:
            raise_by = self.units(event.amount - current)
            self.records.append(
                Acted(name, "raises", raise_by, self.units(event.amount), event.all_in)
            )

    def discard(self, event: Discard, events: list[Any], index: int) -> None:
        seat = event.seat
        name = self.names[seat]
        self.street_bets = {}
        shown = seen_by(event, self.hero) if self.hero is not None else event
        cards = shown.cards if shown is not None else None
        if not event.count:
            self.records.append(Drew(name, 0))
            return
        self.records.append(Drew(name, event.count, tuple(cards) if cards is not None else None))
        new = next(
            (e for e in events[index + 1 :] if isinstance(e, HoleDeal) and e.seat == seat), None
        )
        hole = self.holes.get(seat)
        if new is not None and new.cards is not None and hole and event.cards is not None:
            kept = [c for c in hole if c not in event.cards]
            self.holes[seat] = kept + list(new.cards)
            if self.sees(seat):
                self.records.append(Dealt(name, tuple(kept), tuple(new.cards)))

    # -- the end of the hand -------------------------------------------------------------------------------

    def showdown(self) -> bool:
        """Whether two or more hands reach the showdown (after the betting, or an all-in runout)."""
        hand = self.hand
        at_end = hand.is_complete or hand.next_to_show is not None
        return at_end and sum(not folded for folded in hand.folded) > 1

    def returned(self) -> list[int]:
        """Each seat's uncalled chips, returned: what it put in less what stays in the pot."""
        contributions = self.hand.contributions
        return [put - int(kept) for put, kept in zip(self.put, contributions)]

    def uncalled(self) -> None:
        for seat, chips in enumerate(self.returned()):
            if chips > 0:
                self.records.append(Returned(self.names[seat], self.units(chips)))

    def pot_names(self) -> list[str]:
        count = len(self.hand.result.pots)
        if count == 1:
            return ["pot"]
        sides = ["side pot"] if count == 2 else [f"side pot-{k}" for k in range(1, count)]
        return ["main pot", *sides]

    def collections(self) -> None:
        """``NAME collected ... from ...`` for each share of each pot, side pots first."""
        pots = list(zip(self.pot_names(), self.hand.result.pots))
        for name, pot in reversed(pots):
            for seat, share in zip(pot.winners, pot.shares):
                if share:
                    self.records.append(Collected(self.names[seat], self.units(share), name))
        if not self.showdown():
            winner = next(s for s in range(self.hand.n_seats) if not self.hand.folded[s])
            if winner not in self.hand.shown:
                self.records.append(NoShow(self.names[winner]))

    def summary(self, numbers: list[int]) -> StarsSummary | None:
        hand = self.hand
        if not hand.is_complete:
            return None
        pots = hand.result.pots
        total = sum(pot.amount for pot in pots)
        parts: tuple[tuple[str, Number], ...] = ()
        if len(pots) > 1:
            parts = tuple(
                (name.capitalize(), self.units(pot.amount))
                for name, pot in zip(self.pot_names(), pots)
            )
        return StarsSummary(
            self.units(total),
            parts,
            0,
            (),
            (tuple(self.board),) if self.board else (),
            tuple(self.seat_line(seat, numbers[seat]) for seat in range(hand.n_seats)),
        )

    def seat_line(self, seat: int, number: int) -> SummarySeat:
        hand = self.hand
        positions = hand.positions
        if hand.config.button_blind and seat == hand.button:
            roles = ["button blind"]  # 6+ Hold'em's one role for the button's seat
        else:
            roles = ["button"] if seat == hand.button else []
            roles += [
                b.kind
                for b in positions.blinds
                if b.seat == seat and b.kind in ("small blind", "big blind")
            ]
        return SummarySeat(number, self.names[seat], tuple(roles), self.outcome(seat))

    def outcome(self, seat: int) -> str:
        hand = self.hand
        won = sum(
            (
                share
                for pot in hand.result.pots
                for s, share in zip(pot.winners, pot.shares)
                if s == seat
            ),
            0,
        )
        money = f"({self.symbol}{amount_text(self.units(won))})"
        if hand.folded[seat]:
            return self.folded(seat)
        if seat in hand.shown:
            cards = " ".join(map(str, hand.shown[seat]))
            rank = hand.result.shown.get(seat)
            described = rank[1] if rank is not None else None
            with_ = (
                f" with {stars_description(described)}"
                if isinstance(described, (HandRank, ShortDeckRank))
                else ""
            )
            return f"showed [{cards}] and " + (f"won {money}{with_}" if won else f"lost{with_}")
        if seat in hand.mucked:
            hole = hand.hole_cards_of(seat)
            known = hole is not None and self.sees(seat)
            return f"mucked [{' '.join(map(str, hole or ()))}]" if known else "mucked"
        return f"collected {money}" if won else "lost"

    def folded(self, seat: int) -> str:
        """``folded before Flop (didn't bet)``, ``folded on the Turn``, ``folded after the Draw``."""
        street = None
        board = 0
        for event in self.hand.events:
            if isinstance(event, BoardDeal):
                board += 1
            elif isinstance(event, Discard):
                street = "after the Draw"
            elif isinstance(event, Action) and event.seat == seat and event.kind is ActionKind.FOLD:
                break
            elif isinstance(event, Kill) and event.seat == seat:
                break
        if self.draw:
            text = street or "before the Draw"
        else:
            text = _FOLDED.get(Street(board), "on the River")
        voluntary = sum(
            e.added for e in self.hand.events if isinstance(e, Action) and e.seat == seat
        )
        blinds = any(b.seat == seat for b in self.hand.positions.blinds)
        return f"folded {text}" + (" (didn't bet)" if not voluntary and not blinds else "")


_STARS_GAMES = {letters: game for game, letters in GAME_CODES.items()}


def _game(hand: Hand) -> str:
    """PokerStars' name of the hand's game: hold'em, Omaha (4, 5, 6 cards; hi-lo), 6+ hold'em (three of a kind
    over a straight, as PokerStars plays it), or five-card draw (without the joker)."""
    variant = variant_of(hand.game, hand.config.betting)
    code, keys = variant if variant is not None else ("", {})
    game = _STARS_GAMES.get(code[1:])
    if game == "6+ Hold'em" and not keys.get(TRIPS_BEAT_STRAIGHT):
        game = None  # PokerStars' 6+ Hold'em plays three of a kind over a straight: not this hand's game
    if game is None:
        raise UnsupportedHandError(
            None,
            f"PokerStars has no game for {hand.game.name} (hold'em, Omaha, short deck with three of a kind "
            "over a straight and five-card draw without the joker are written)",
        )
    return game


def stars_hand(
    hand: Hand,
    *,
    names: Sequence[str] | None = None,
    hero: int | None = None,
    scale: int = 1,
    currency: str | None = None,
    hand_id: str | int = 1,
    table: str = "holdem",
    date: datetime.datetime | str | None = None,
    seats: Sequence[int] | None = None,
    max_seats: int | None = None,
) -> PokerStarsHand:
    """The :class:`PokerStarsHand` of an engine hand (see the module documentation).

    ``names`` are the players by seat (``Player1`` ... by default); ``hero`` the seat whose history
    it is (None: the table's full log); amounts are chips divided by ``scale`` (100 writes a hand
    played in cents as dollars), in ``currency`` (``"USD"``, ``"EUR"``, ...; None for chips, a play
    money table). ``date`` is a datetime (now by default), written in New York time as PokerStars
    does, or the header's date text itself.
    """
    if not isinstance(hand, Hand):
        raise InvalidArgumentError(
            f"a PokerStars history is written from a holdem.Hand, not {_shown(hand)}"
        )
    scale = _check_scale(scale)
    if hero is not None and (type(hero) is not int or not 0 <= hero < hand.n_seats):
        raise InvalidArgumentError(
            f"hero is a seat from 0 to {hand.n_seats - 1} or None, not {_shown(hero)}"
        )
    if currency is not None and currency not in CURRENCIES:
        raise InvalidArgumentError(
            f"currency is one of {', '.join(CURRENCIES)} or None (chips), not {_shown(currency)}"
        )
    if not _HAND_ID.fullmatch(str(hand_id)):
        raise InvalidArgumentError(
            f"hand_id is the hand's number (digits, letters, - and _), not {_shown(hand_id)}"
        )
    if not isinstance(table, str) or not table.strip() or "\n" in table or "\r" in table:
        raise InvalidArgumentError(f"table is the table's name on one line, not {_shown(table)}")
    player_names = _names(hand, names)
    numbers = _seat_numbers(hand, seats)
    game = _game(hand)
    config = hand.config
    encoder = _Encoder(
        hand, player_names, hero, scale, CURRENCIES[currency] if currency is not None else ""
    )
    short = forced_bet_posted_short(hand)  # a straddle PokerStars says only by its line
    if short is not None:
        raise UnsupportedHandError(None, posted_short_reason(short, "a PokerStars history"))
    limit = config.betting is BettingStructure.FIXED_LIMIT
    if limit and config.button_blind:
        raise UnsupportedHandError(
            None,
            "PokerStars writes a button blind's stakes as 'Button Blind 2 - Ante 1', which has no "
            "fixed-limit bet sizes: a fixed-limit hand with a button blind (R-BLIND-9) has no PokerStars "
            "header (PHH writes it)",
        )
    small, big = (
        (config.small_bet, config.big_bet) if limit else (config.small_blind, config.min_bet)
    )
    stakes: dict[str, Any] = {"small": encoder.units(small), "big": encoder.units(big)}
    if config.button_blind:  # 6+ Hold'em's stakes: "Button Blind $5 - Ante $5 USD"
        stakes = _button_stakes(encoder, config.big_blind, config.ante, currency)
    header = StarsHeader(
        hand_id=str(hand_id),
        game=game,
        structure=_STRUCTURES[config.betting],
        date=_date_text(date),
        table=table,
        **stakes,
        symbol=encoder.symbol,
        currency=currency,
        max_seats=_max_seats(config.seats_max if max_seats is None else max_seats, numbers),
        play_money=currency is None,
        button=numbers[hand.button],
    )
    stars_seats = tuple(
        StarsSeat(numbers[seat], player_names[seat], encoder.units(hand.starting_stacks[seat]))
        for seat in range(hand.n_seats)
    )
    records = tuple(encoder.encode())
    return PokerStarsHand(header, stars_seats, records, encoder.summary(numbers))


def _button_stakes(
    encoder: _Encoder, button_blind: int, ante: int, currency: str | None
) -> dict[str, Any]:
    """The header's stakes of a hand with a button blind (R-BLIND-9), as PokerStars writes 6+ Hold'em's and
    its reader reads them: the button blind as ``big``, the ante, and the text."""
    big, each = encoder.units(button_blind), encoder.units(ante)
    text = (
        f"Button Blind {encoder.symbol}{amount_text(big)} - Ante {encoder.symbol}{amount_text(each)}"
        + (f" {currency}" if currency else "")
    )
    return {"small": None, "big": big, "ante": each, "stakes_text": text}


def _max_seats(size: int, numbers: list[int]) -> int:
    if type(size) is not int or not max(2, numbers[-1]) <= size <= 10:
        raise InvalidArgumentError(
            f"max_seats is the table's size, from {max(2, numbers[-1])} (its highest seat) to 10, "
            f"not {_shown(size)}"
        )
    return size


def _seat_numbers(hand: Hand, seats: Sequence[int] | None) -> list[int]:
    if seats is None:
        return list(range(1, hand.n_seats + 1))
    numbers = list(seats) if isinstance(seats, Sequence) and not isinstance(seats, str) else None
    if (
        numbers is None
        or len(numbers) != hand.n_seats
        or any(type(k) is not int or k < 1 for k in numbers)
        or numbers != sorted(set(numbers))
    ):
        raise InvalidArgumentError(
            f"seats are the table's seat numbers (from 1, increasing), one per seat of the hand, "
            f"not {_shown(seats)}"
        )
    return numbers
