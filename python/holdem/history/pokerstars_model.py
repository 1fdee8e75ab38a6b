"""A PokerStars hand history as data: the header, the seats, each line of the hand as a record, the summary.

The model holds what the text says, normalised (amounts as exact numbers, cards as
:class:`~holdem.Card`, names as written), and nothing of its spelling: a hand read from a
tracker's export and the same hand written back by :mod:`holdem.history.pokerstars_write` are
equal. Line numbers are kept beside the records (``record_lines``, not compared) so that a
problem names the line of the file.

:mod:`holdem.history.pokerstars_parse` makes these from text,
:mod:`holdem.history.pokerstars_convert` turns a supported hand into a PHH
:class:`~holdem.history.HandHistory` (which the engine replays) and states its result, and
:mod:`holdem.history.pokerstars_write` writes one back as text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import NamedTuple, Union

from ..core import Card, parse_cards
from ..errors import HistoryError, HoldemError
from .amounts import Number, _number

__all__ = [
    "Acted",
    "Added",
    "CashedOut",
    "Collected",
    "Dealt",
    "Drew",
    "Marker",
    "Muck",
    "NoShow",
    "Note",
    "PokerStarsHand",
    "Posted",
    "Record",
    "Returned",
    "Showed",
    "SidePayment",
    "StarsHeader",
    "StarsSeat",
    "StarsSummary",
    "SummarySeat",
]

Cards = tuple[Card, ...]

#: An amount as PokerStars writes it, after an optional currency sign: ``10``, ``0.05``, ``1,492.66``.
AMOUNT = r"[0-9][0-9,]*(?:\.[0-9]+)?"
#: The currency sign before an amount: ``$``, ``€``, ``£``, ``¥``, or none (chips).
SYMBOL = r"[^\w\s()\[\]/.,|:-]{0,3}"
# a summary's win: "won ($0.53)", "collected ($0.25)", and the converters' "collected $10", "won 80"
_WON = re.compile(rf"\b(?:won|collected) \(?{SYMBOL}({AMOUNT})\)?")


def amount_of(text: str) -> Number:
    """An amount's digits (``"1,492.66"``) as an exact number: an ``int`` when whole, else a ``Decimal``.

    >>> amount_of("1,492.66"), amount_of("5.00")
    (Decimal('1492.66'), 5)
    """
    try:
        return _number(Decimal(text.replace(",", "")), f"amount {text!r}")
    except InvalidOperation:
        raise HistoryError(
            f"{text!r} is not an amount (digits, such as 10, 0.25 or 1,492.66)"
        ) from None


def cards_of(text: str) -> Cards:
    """The cards of a bracket's text (``"Qh Ad Ts"``); an unreadable card is a HistoryError naming it."""
    try:
        return tuple(parse_cards(text))
    except HoldemError as exc:
        raise HistoryError(f"[{text}] are not cards: {exc}") from None


@dataclass(frozen=True)
class StarsHeader:
    """The first two lines of a hand: where and what was played.

    ``game`` is the game as PokerStars names it (``"Hold'em"``, ``"5 Card Draw"``, ``"Omaha Hi/Lo"``)
    and ``structure`` its betting (``"No Limit"``, ``"Pot Limit"``, ``"Limit"``); ``small`` and
    ``big`` are the stakes in its parentheses (the blinds, or a fixed-limit game's small and big
    bets; a tournament's level; short deck's button blind, with ``ante`` its ante and ``small`` None).
    ``symbol`` is the
    currency sign written before amounts (``"$"``, ``"€"``; ``""`` for chips) and ``currency`` the
    code after the stakes (``"USD"``). ``mix`` names a mixed game's rotation (``"8-Game"``),
    ``buy_in`` a tournament's (``"$10+$1 USD"``), ``level`` its level (``"Level IV"``), ``club`` a
    Home Game's club. ``date`` is the date and time as written. ``stakes_text`` keeps the
    parentheses of a game whose stakes are not two amounts (short deck's button blind and ante), as
    written.
    """

    hand_id: str
    game: str
    structure: str
    date: str
    table: str
    site: str = "PokerStars"
    small: Number | None = None
    big: Number | None = None
    symbol: str = ""
    currency: str | None = None
    cap: Number | None = None
    mix: str | None = None
    club: str | None = None
    tournament: str | None = None
    zoom_tournament: bool = False
    buy_in: str | None = None
    level: str | None = None
    max_seats: int | None = None
    play_money: bool = False
    button: int | None = None
    stakes_text: str | None = None
    ante: Number | None = None

    @property
    def game_name(self) -> str:
        """The game and its betting structure as PokerStars names them: ``"Hold'em No Limit"``."""
        return f"{self.game} {self.structure}"


@dataclass(frozen=True)
class StarsSeat:
    """A seat line: ``Seat 3: Alice ($10.25 in chips)``; ``bounty`` the text of a bounty tournament's
    ``, $2 bounty``, ``status`` what follows the parentheses (``"is sitting out"``, ``"out of hand
    (moved from another table into small blind)"``)."""

    number: int
    name: str
    stack: Number
    bounty: str | None = None
    status: str = ""


class Posted(NamedTuple):
    """A forced bet: ``kind`` is ``"small blind"``, ``"big blind"``, ``"small & big blinds"`` (a live big
    blind and a dead small blind together), ``"ante"``, ``"straddle"``, ``"button blind"`` or GGPoker's
    ``"missed blind"`` (a returning player's dead small blind, posted with a live big blind)."""

    player: str
    kind: str
    amount: Number
    all_in: bool = False


class Dealt(NamedTuple):
    """``Dealt to NAME [cards]``; after a draw ``[kept] [new]``: ``cards`` the first brackets, ``new`` the second.
    GGPoker writes ``Dealt to NAME`` for every player whose cards the file does not show: ``cards`` is empty."""

    player: str
    cards: Cards
    new: Cards = ()


class Marker(NamedTuple):
    """A section line, ``*** FLOP *** [Qh Ad Ts]``: ``name`` as written between the stars (``"FLOP"``,
    ``"HOLE CARDS"``, ``"FIRST RIVER"``, ``"SHOW DOWN"``); ``board`` the cards already out (the first
    brackets of a turn or river), ``cards`` the new ones."""

    name: str
    board: Cards = ()
    cards: Cards = ()


class Acted(NamedTuple):
    """A betting action: ``verb`` is ``"folds"``, ``"checks"``, ``"calls"``, ``"bets"``, ``"raises"`` or
    ``"brings in for"``. ``amount`` is the chips the line names (a raise's increment), ``to`` a raise's
    street total. ``shown`` are cards shown with a fold (``folds [Kd]``); ``note`` is any text after
    the action (``"and has reached the $10 cap"``, ``"(disconnect)"``)."""

    player: str
    verb: str
    amount: Number | None = None
    to: Number | None = None
    all_in: bool = False
    shown: Cards = ()
    note: str = ""


class Drew(NamedTuple):
    """A draw: ``count`` cards discarded (``cards`` the discards when the file knows them, else None), or
    ``count`` 0 for ``stands pat`` (``cards`` the hand it kept, when written: ``stands pat on [...]``)."""

    player: str
    count: int  # type: ignore[assignment]  # a field that hides tuple.count
    cards: Cards | None = None


class Showed(NamedTuple):
    """``NAME: shows [cards] (description)``; ``hidden`` counts the cards of a partial show that trackers'
    exports write ``XX`` (``shows [XX Qs]``), before the known ones."""

    player: str
    cards: Cards
    description: str | None = None
    hidden: int = 0


class Muck(NamedTuple):
    """``NAME: mucks hand``."""

    player: str


class NoShow(NamedTuple):
    """``NAME: doesn't show hand``: the winner of an uncontested pot keeps its cards hidden."""

    player: str


class Returned(NamedTuple):
    """``Uncalled bet ($3.26) returned to NAME``."""

    player: str
    amount: Number


class Collected(NamedTuple):
    """``NAME collected $25.96 from pot``; ``pot`` is ``"pot"``, ``"main pot"``, ``"side pot"``,
    ``"side pot-1"`` ... as written."""

    player: str
    amount: Number
    pot: str = "pot"


class CashedOut(NamedTuple):
    """``NAME cashed out the hand for $22.77 | Cash Out Fee $0.46``: an all-in player paid its equity by
    the site, outside the pot."""

    player: str
    amount: Number
    fee: Number


class SidePayment(NamedTuple):
    """Money between a player and the site outside the pot, as GGPoker writes it: ``kind`` is
    ``"cashout risk"`` (``Pays Cashout Risk ($19)``: an EV Cashout's player who then wins the pot pays the
    site back), ``"cashout"`` (``Receives Cashout ($22.77)``: the site pays an EV Cashout's player who
    lost), ``"insurance premium"`` (``pay premium of all-in insurance ($4)``) or ``"insurance
    compensation"`` (``get main compensation of all-in insurance ($10.8)``). :attr:`paid` says which way
    the money goes."""

    player: str
    kind: str
    amount: Number

    @property
    def paid(self) -> bool:
        """Whether the player pays the site (a risk or a premium) rather than the site the player."""
        return self.kind in ("cashout risk", "insurance premium")


class Added(NamedTuple):
    """Money a site adds to the pot (Run It Once's ``STP added: €0.50``, splash the pot; GGPoker's
    ``Cash Drop to Pot : total $0.2``)."""

    kind: str
    amount: Number


class Note(NamedTuple):
    """A line that changes no chips and no cards, kept as written: chat (``NAME said, "gg"``), table
    events (joins, leaves, sits out, is disconnected, has timed out), tournament news (finished in
    3rd place, wins a bounty), ``Betting is capped``, ``Hand cancelled``."""

    text: str


Record = Union[
    Posted,
    Dealt,
    Marker,
    Acted,
    Drew,
    Showed,
    Muck,
    NoShow,
    Returned,
    Collected,
    CashedOut,
    SidePayment,
    Added,
    Note,
]


@dataclass(frozen=True)
class SummarySeat:
    """A seat line of the summary: ``Seat 4: Hero (button) (small blind) showed [Ad 3s] and won ($479)
    with three of a kind, Aces``. ``roles`` are its parenthesised roles in order, ``outcome`` the rest as
    written; :attr:`won`, :attr:`showed` and :attr:`mucked` read it."""

    number: int
    name: str
    roles: tuple[str, ...] = ()
    outcome: str = ""

    @property
    def won(self) -> tuple[Number, ...]:
        """The amounts the seat won or collected, in order (two when the hand was run twice): ``won ($0.53)``,
        ``collected ($0.25)``, and the converters' ``collected $10`` and ``won 80``."""
        return tuple(amount_of(m[1]) for m in _WON.finditer(self.outcome))

    @property
    def showed(self) -> Cards | None:
        """The cards the seat showed, or None."""
        return self._cards("showed")

    @property
    def mucked(self) -> Cards | None:
        """The cards of a hand the seat mucked, when the summary shows them (``mucked [9s Ah]``), or None."""
        return self._cards("mucked")

    def _cards(self, verb: str) -> Cards | None:
        match = re.search(rf"(?:^|\s){verb} \[([^\]]*)\]", self.outcome)
        if (
            match is None or "X" in match[1]
        ):  # a partial show (XX for a card no one saw) gives no hand
            return None
        return cards_of(match[1])


@dataclass(frozen=True)
class StarsSummary:
    """The summary: the total pot and its parts (``pots``: ``("Main pot", 20)``, ``("Side pot-1", 7.21)``,
    ``("STP", 0.5)``), the rake, the board (two when run twice), the seats' outcomes and any other
    line (``notes``, ``"Hand was run twice"``)."""

    total_pot: Number | None = None
    pots: tuple[tuple[str, Number], ...] = ()
    rake: Number | None = None
    fees: tuple[tuple[str, Number], ...] = ()
    boards: tuple[Cards, ...] = ()
    seats: tuple[SummarySeat, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def run_twice(self) -> bool:
        """Whether the summary shows more than one board (``FIRST Board``, ``SECOND Board``: a hand run
        twice or three times)."""
        return len(self.boards) > 1

    @property
    def added(self) -> Number:
        """Money the site added to the pot (Run It Once's splash, ``STP``): in the pot's parts, not from any bet."""
        return sum((amount for name, amount in self.pots if name.upper() == "STP"), 0)


@dataclass(frozen=True)
class PokerStarsHand:
    """One hand of a PokerStars history: :class:`StarsHeader`, the seats, each line from the posts to the
    summary as a record (:data:`Record`) and the :class:`StarsSummary` (None when the file stops before it).

    ``line`` is the line of the file its header is on and ``record_lines`` the line of each record;
    neither is compared. A hand of a game this library does not play is read as far as its seats:
    :attr:`unsupported` names the game, and its records are empty.

    What the engine replays and what the file says each player ended with are
    :meth:`to_history` and :meth:`stated_result` (:mod:`holdem.history.pokerstars_convert`).
    """

    header: StarsHeader
    seats: tuple[StarsSeat, ...]
    records: tuple[Record, ...] = ()
    summary: StarsSummary | None = None
    unsupported: str | None = None
    line: int = field(default=1, compare=False)
    record_lines: tuple[int, ...] = field(default=(), compare=False)

    @property
    def hand_id(self) -> str:
        """The hand's number as the site wrote it."""
        return self.header.hand_id

    @property
    def supported(self) -> bool:
        """Whether this library plays the hand's game (hold'em, Omaha, 6+ hold'em or five-card draw, any betting
        structure)."""
        return self.unsupported is None

    def line_of(self, record_index: int) -> int:
        """The file's line of record ``record_index`` (the header's line when unknown)."""
        if 0 <= record_index < len(self.record_lines):
            return self.record_lines[record_index]
        return self.line
