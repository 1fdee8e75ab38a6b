"""Open Hand History (OHH, spec 1.4.6): hands written as its JSON and read back as :class:`HandHistory`.

OHH (hh-specs.handhistory.org) is a JSON hand history: one object ``{"ohh": {...}}`` per hand, a
``.ohh`` file being such objects separated by a blank line. :func:`to_ohh` writes a hand this library
played (a :class:`~holdem.Hand`, or a table's :class:`~holdem.HandRecord`); :func:`read_ohh` reads
every hand of a file or text as a :class:`HandHistory`, which :func:`holdem.replay` plays through the
engine (one replayer for every format)::

    >>> from holdem import Hand, TableConfig, replay
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=3)
    >>> _ = hand.raise_to(6), hand.fold(), hand.fold()
    >>> text = to_ohh(hand, game_number=7, start_date=datetime.datetime(2024, 5, 1, 12, 0))
    >>> [history] = read_ohh(text)
    >>> history.hand, list(replay(history).stacks) == list(hand.stacks)
    ('7', True)

**Hidden cards.** By default a hand is written as the public would see it: the hole cards of the
hands shown (the showdown's, and those turned up in an all-in runout, R-SHOW-3) and no other;
``hero=seat`` adds that seat's own cards ("Dealt Cards", and ``hero_player_id``), as a site writes a
player's own history; ``all_cards=True`` writes every hand dealt (the table's full log). A hand
that is not shown replays as dealt unknown (mucked at a showdown it cannot win anyway), so the
stacks come out the same either way.

**The mapping.** Players are the hand's seats (``id`` is the hand seat, ``seat`` the table seat);
``dealer_seat`` is the button's table seat. Forced bets are "Post SB", "Post BB", "Straddle", "Post
Ante", "Post Extra Blind" (a live blind posted out of position) and "Post Dead" (a dead blind,
R-BLIND-6) in the "Preflop" round; each board deal opens a round ("Flop", "Turn", "River") with its
``cards``; shows and mucks go in a final "Showdown" round. An action's ``amount`` is what the
player put in with it (the spec's reading: a raise to 20 over a bet of 2 is 18), the all-ins are
marked ``is_allin``; ``pots`` are the engine's pots (main pot first, ``number`` 0) with each
winner's share, and no rake (this engine takes none). A dead hand (a player who left, R-LIVE-6) is
written as that player's fold in turn, where the hand comes out the same.

What OHH has no field for is refused with a :class:`~holdem.errors.HistoryError` rather than lost:
a game other than hold'em and Omaha (``game_type`` "Holdem", "Omaha", "OmahaHiLo"; OHH has no short
deck nor draw), a five- or six-card Omaha hand whose file would hold no hand's cards (OHH has no field
for the count: a hand read is dealt as many as its dealt or shown cards, four when none), fixed-limit
bet sizes other than the big blind and twice it, a no-limit minimum bet other than the big blind, ante
trimming with antes, and table readings other than the rule book's (write those hands as PHH). Read
back, a hand is replayed under the rule book.

**Reading.** Every field is checked; a mistake is a :class:`~holdem.errors.HistoryError` naming the
hand (its place in the file, its ``game_number`` and its line). Hold'em and Omaha (``game_type``
"Holdem", "Omaha" of 4, 5 or 6 cards as the hands show, "OmahaHiLo" once the library plays Omaha hi-lo;
other games are reported as not played here), no-limit ("NL"), pot-limit ("PL") and
fixed-limit ("FL"); a run-it-twice hand (two rounds of the same street, or the flag
``Run_It_Twice``) is reported as not played here. A player ``is_sitting_out`` is not dealt in;
"Added Chips", "Sits Down" and "Stands Up" change no hand and are skipped. The history keeps what
the file states: ``table_name`` as ``table``, ``game_number`` as ``hand``, the players' names and
table seats, ``table_size`` as ``seat_count``, ``currency``, ``start_date_utc`` as ``time``, and
what each player collected from the pots as ``winnings`` (after rake; the rake in ``_rake``).
"""

from __future__ import annotations

import datetime
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from typing import Any, Protocol, cast

from .._checks import whole_number
from .._version import __version__
from ..core import Card, parse_cards
from ..engine import Hand, kills_in_turn
from ..errors import HistoryError, HoldemError, InvalidArgumentError
from ..game import (
    PROFILES,
    Action,
    ActionKind,
    BettingStructure,
    BoardDeal,
    HoleDeal,
    Kill,
    Muck,
    Post,
    Show,
)
from .amounts import Number, _check_scale, _in_units, _number, _shown
from .encode import _TABLE_DEFAULTS
from .fields import _TABLE_OPTIONS
from .files import PathOrText, file_bytes
from .forced_bets import forced_bet_posted_short, posted_short_reason
from .model import HandHistory
from .replayer import replay
from .variants import unsupported_variant, variant_of

__all__ = ["OHH_VERSION", "TableRecord", "ohh_object", "read_ohh", "to_ohh", "write_ohh"]

#: The version of the OHH specification written (``spec_version``).
OHH_VERSION = "1.4.6"

_BET_TYPES = {
    BettingStructure.NO_LIMIT: "NL",
    BettingStructure.POT_LIMIT: "PL",
    BettingStructure.FIXED_LIMIT: "FL",
}
# the PHH variant code's betting letter of each bet_type
_BETTING_LETTERS = {"NL": "N", "PL": "P", "FL": "F"}
# OHH's game_type of each game's PHH letters (holdem.history.variants): OHH has no short deck, and tells the
# Omaha games of 4, 5 and 6 hole cards apart by the cards dealt alone
_GAME_TYPES = {
    "T": "Holdem",
    "O": "Omaha",
    "O5": "Omaha",
    "O6": "Omaha",
    "O/8": "OmahaHiLo",
    "O5/8": "OmahaHiLo",
    "O6/8": "OmahaHiLo",
}
# the PHH letters of a game_type read (lower case), before its hole cards are counted
_READ_GAMES = {"holdem": "T", "hold'em": "T", "texas holdem": "T", "omaha": "O", "omahahilo": "O/8"}
_STREETS = ("Preflop", "Flop", "Turn", "River")
_POSTS = {
    "small blind": "Post SB",
    "big blind": "Post BB",
    "straddle": "Straddle",
    "ante": "Post Ante",
    "post": "Post Extra Blind",
    "dead blind": "Post Dead",
}
_ACTIONS = {
    ActionKind.FOLD: "Fold",
    ActionKind.CHECK: "Check",
    ActionKind.CALL: "Call",
    ActionKind.BET: "Bet",
    ActionKind.RAISE: "Raise",
}
# actions of the table, not of the hand: read and skipped
_TABLE_ACTIONS = ("Added Chips", "Sits Down", "Stands Up")
_MAX_NESTING = 50  # objects or arrays within one another; an OHH hand is 5 deep


class TableRecord(Protocol):
    """What :func:`to_ohh` reads of a table's record of a hand (a :class:`~holdem.HandRecord`): the
    hand dealt again, its number at the table, and the table seats and names by hand seat."""

    @property
    def hand(self) -> Hand: ...
    @property
    def number(self) -> int: ...
    @property
    def table_seats(self) -> tuple[int, ...]: ...
    @property
    def players(self) -> tuple[str, ...]: ...


# ---- writing ---------------------------------------------------------------------------------


def _unpacked(
    source: object, players: Sequence[str] | None
) -> tuple[Hand, int | None, list[int], list[str]]:
    """(hand, its number or None, table seat and name by hand seat) of a Hand or a table's record."""
    if isinstance(source, Hand):
        hand, number, seats = source, None, [s + 1 for s in range(source.n_seats)]
        names = [f"Seat {s}" for s in seats]
    else:
        dealt = getattr(source, "hand", None)
        if not isinstance(dealt, Hand):
            raise InvalidArgumentError(
                f"OHH is written from a holdem.Hand or a table's HandRecord, not {_shown(source)}"
            )
        hand, rec = dealt, cast(TableRecord, source)
        number, seats, names = rec.number, list(rec.table_seats), list(rec.players)
    if players is not None:
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise InvalidArgumentError(
                f"players is a sequence of names, one per seat, not {_shown(players)}"
            )
        if len(players) != hand.n_seats:
            raise HistoryError(f"players has {len(players)} names for {hand.n_seats} seats")
        names = [str(name) for name in players]
    return hand, number, seats, names


def _game_type(hand: Hand) -> str:
    """OHH's ``game_type`` of a hand's game: ``Holdem``, ``Omaha`` or ``OmahaHiLo``; a HistoryError for a game
    OHH has none for."""
    variant = variant_of(hand.game, hand.config.betting)
    game_type = _GAME_TYPES.get(variant[0][1:]) if variant is not None and not variant[1] else None
    if game_type is None:
        raise HistoryError(
            f"OHH has no game_type for {hand.game.name}: it is written here for hold'em and Omaha hands"
        )
    return game_type


def _check_writable(hand: Hand) -> None:
    """What OHH cannot say about a hand's table is refused (see the module documentation)."""
    config = hand.config
    _game_type(hand)
    if config.betting is BettingStructure.FIXED_LIMIT:
        if (config.small_bet, config.big_bet) != (config.big_blind, 2 * config.big_blind):
            raise HistoryError(
                f"OHH has no field for fixed-limit bets of {config.small_bet} and {config.big_bet}: "
                "only the big blind and twice it; write this hand as PHH"
            )
    elif config.min_bet != config.big_blind:
        raise HistoryError(
            f"OHH has no field for a minimum bet ({config.min_bet}) other than the big blind; "
            "write this hand as PHH"
        )
    if config.ante_trimming and any(hand.positions.antes):
        raise HistoryError("OHH has no field for ante trimming; write this hand as PHH")
    short = forced_bet_posted_short(hand)
    if short is not None:
        raise HistoryError(posted_short_reason(short, "OHH"))
    differ = [
        key[1:]
        for key in _TABLE_OPTIONS
        if key[1:] != "max_raises_per_round"
        and getattr(config, key[1:]) != PROFILES["rule_book"].get(key[1:], _TABLE_DEFAULTS[key[1:]])
    ]
    if config.betting is BettingStructure.FIXED_LIMIT and config.max_raises_per_round != 4:
        differ.append("max_raises_per_round")
    if differ:
        raise HistoryError(
            f"OHH has no field for the table's {', '.join(differ)} (not the rule book's); "
            "write this hand as PHH"
        )


def ohh_object(
    hand: Hand | TableRecord,
    *,
    hero: int | None = None,
    all_cards: bool = False,
    scale: int = 1,
    players: Sequence[str] | None = None,
    table_size: int | None = None,
    table_name: str = "holdem",
    game_number: str | int | None = None,
    site_name: str = "holdem",
    currency: str = "Chips",
    start_date: datetime.datetime | None = None,
) -> dict[str, Any]:
    """A hand as its OHH object, ``{"ohh": {...}}``, as JSON-ready data (amounts are ints, or Decimals
    at a ``scale`` that leaves fractions: :func:`to_ohh` writes them exactly).

    ``hand`` is a :class:`~holdem.Hand` (finished or running) or a table's
    :class:`~holdem.HandRecord` (its number, table seats and names written). ``hero``: the hand seat
    whose hole cards are written beside the shown ones (``hero_player_id``); ``all_cards``: every
    hand dealt is written. ``scale``: chips per unit of the amounts written (as :func:`to_phh`'s).
    ``players``: names by hand seat; ``table_size`` (default: the config's ``seats_max``, at least
    the highest seat); ``table_name``, ``game_number`` (default the record's number, else 1),
    ``site_name``, ``currency`` and ``start_date`` (UTC; default now) fill the fields of the same
    names.
    """
    hand_, number, seats, names = _unpacked(hand, players)
    _check_writable(hand_)
    scale = _check_scale(scale)
    n = hand_.n_seats
    if hero is not None:
        hero = whole_number(hero, "hero (a hand seat)", low=0, high=n - 1, error=HistoryError)
    if not isinstance(all_cards, bool):
        raise InvalidArgumentError(f"all_cards is True or False, not {_shown(all_cards)}")
    for what, value in (
        ("table_name", table_name),
        ("site_name", site_name),
        ("currency", currency),
    ):
        if not isinstance(value, str):
            raise InvalidArgumentError(f"{what} is text, not {_shown(value)}")
    if table_size is None:
        table_size = max(hand_.config.seats_max, max(seats))
    table_size = whole_number(
        table_size, "table_size", low=max(2, max(seats)), high=10, error=HistoryError
    )
    if start_date is None:
        start_date = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    elif not isinstance(start_date, datetime.datetime):
        raise InvalidArgumentError(f"start_date is a datetime, not {_shown(start_date)}")

    def amount(chips: int) -> Number:
        return _in_units(chips, scale, "an amount")

    config = hand_.config
    body: dict[str, Any] = {
        "spec_version": OHH_VERSION,
        "site_name": site_name,
        "network_name": site_name,
        "internal_version": __version__,
        "tournament": False,
        "game_number": str(game_number if game_number is not None else number or 1),
        "start_date_utc": _utc_text(start_date),
        "table_name": table_name,
        "game_type": _game_type(hand_),
        "bet_limit": {"bet_type": _BET_TYPES[config.betting], "bet_cap": 0},
        "table_size": table_size,
        "currency": currency,
        "dealer_seat": seats[hand_.button],
        "small_blind_amount": amount(config.small_blind),
        "big_blind_amount": amount(config.big_blind),
        "ante_amount": amount(config.ante),
    }
    if hero is not None:
        body["hero_player_id"] = hero
    body["flags"] = []
    body["players"] = [
        {
            "id": s,
            "seat": seats[s],
            "name": names[s],
            "starting_stack": amount(hand_.starting_stacks[s]),
        }
        for s in range(n)
    ]
    body["rounds"] = _rounds(hand_, hero, all_cards, amount)
    omaha = body["game_type"] != "Holdem"
    if omaha and hand_.game.hole_cards != _READ_HOLE_CARDS and not _cards_written(body["rounds"]):
        raise HistoryError(
            f"OHH has no field for the hole cards' count: a hand of {hand_.game.name} is read back as "
            f"{_READ_HOLE_CARDS}-card Omaha unless its file holds a hand's cards (hero=..., all_cards=True, "
            "or a show)"
        )
    body["pots"] = _pots(hand_, amount)
    if any(type(e) is Kill for e in hand_.events):
        _check_kills_replay(hand_, {"ohh": body}, scale)
    return {"ohh": body}


#: The hole cards of a hand read from OHH whose file holds no hand's cards (OHH has no field for the count).
_READ_HOLE_CARDS = 4


def _cards_written(rounds: list[dict[str, Any]]) -> bool:
    """Whether the rounds hold a hand's cards (dealt or shown): they tell how many each is dealt."""
    return any(action.get("cards") for r in rounds for action in r["actions"])


def _utc_text(moment: datetime.datetime) -> str:
    """A moment as OHH writes it: ISO 8601 in UTC with a ``Z`` (a naive moment is taken as UTC)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(datetime.timezone.utc).replace(tzinfo=None)
    return moment.isoformat() + "Z"


def _rounds(hand: Hand, hero: int | None, all_cards: bool, amount: Any) -> list[dict[str, Any]]:
    """The hand's events as OHH rounds: the forced bets, deals and actions of each street, then the
    shows and mucks in a "Showdown" round (kills written as folds in turn)."""
    writer = _RoundsWriter(hero, all_cards, amount)
    for event in kills_in_turn(hand):
        writer.write(event)
    rounds = writer.rounds
    if writer.showdown:
        rounds.append(
            {"id": len(rounds), "street": "Showdown", "cards": [], "actions": writer.showdown}
        )
    return rounds


class _RoundsWriter:
    """Each event as an OHH action in its round (or a new round, for a board deal)."""

    def __init__(self, hero: int | None, all_cards: bool, amount: Any) -> None:
        self.hero, self.all_cards, self.amount = hero, all_cards, amount
        self.rounds: list[dict[str, Any]] = [
            {"id": 0, "street": "Preflop", "cards": [], "actions": []}
        ]
        self.showdown: list[dict[str, Any]] = []
        self.number = 0

    def add(self, seat: int, name: str, showdown: bool = False, **fields: Any) -> None:
        target = self.showdown if showdown else self.rounds[-1]["actions"]
        target.append({"action_number": self.number, "player_id": seat, "action": name, **fields})
        self.number += 1

    def write(self, event: object) -> None:
        if isinstance(event, Post):
            self.add(event.seat, _POSTS[event.kind], amount=self.amount(event.amount))
        elif isinstance(event, HoleDeal):
            if event.cards is not None and (self.all_cards or event.seat == self.hero):
                self.add(event.seat, "Dealt Cards", cards=[str(c) for c in event.cards])
        elif isinstance(event, Action):
            fields: dict[str, Any] = {}
            if event.kind not in (ActionKind.FOLD, ActionKind.CHECK):
                fields["amount"] = self.amount(event.added)
            if event.all_in:
                fields["is_allin"] = True
            self.add(event.seat, _ACTIONS[event.kind], **fields)
        elif isinstance(event, Kill):
            self.add(event.seat, "Fold")
        elif isinstance(event, BoardDeal):
            street = _STREETS[min(len(self.rounds), len(_STREETS) - 1)]
            cards = [str(c) for c in event.cards]
            self.rounds.append(
                {"id": len(self.rounds), "street": street, "cards": cards, "actions": []}
            )
        elif isinstance(event, Show):
            if event.cards:  # a show of unknown cards (????) tells nothing
                self.add(event.seat, "Shows Cards", True, cards=[str(c) for c in event.cards])
        elif isinstance(event, Muck):
            self.add(event.seat, "Mucks Cards", True)


def _pots(hand: Hand, amount: Any) -> list[dict[str, Any]]:
    """The finished hand's pots (none while it runs): each winner's share, no rake."""
    if not hand.is_complete:
        return []
    pots = []
    for index, pot in enumerate(hand.result.pots):
        wins: dict[int, int] = {}
        for seat, share in zip(pot.winners, pot.shares):
            wins[seat] = wins.get(seat, 0) + share
        pots.append(
            {
                "number": index,
                "amount": amount(pot.amount),
                "rake": 0,
                "player_wins": [
                    {"player_id": seat, "win_amount": amount(share)} for seat, share in wins.items()
                ],
            }
        )
    return pots


def _check_kills_replay(hand: Hand, obj: dict[str, Any], scale: int) -> None:
    """A hand with a dead hand (R-LIVE-6) is written as a fold in turn; when the kill could not move there
    (the hand went otherwise first), the fold would not replay: refused."""
    try:
        again = replay(_history(obj["ohh"], 1), scale=scale)
        same = list(again.stacks) == list(hand.stacks)
    except HoldemError:
        same = False
    if not same:
        raise HistoryError(
            "this hand has a dead hand (a player who left, R-LIVE-6) that OHH can only write as a "
            "fold, and no fold in that player's turn comes out the same; write it as PHH"
        )


def to_ohh(hand: Hand | TableRecord, *, indent: int | None = None, **options: Any) -> str:
    """A hand as the text of one OHH object (see :func:`ohh_object` for the options): compact JSON,
    or indented by ``indent`` spaces. Amounts are written exactly (``0.25``, never a float's digits)."""
    return _dumps(ohh_object(hand, **options), indent)


def write_ohh(
    hands: Iterable[Hand | TableRecord], *, indent: int | None = None, **options: Any
) -> str:
    """The text of a ``.ohh`` file: each hand's object (:func:`to_ohh`), one blank line between them.
    ``game_number`` is each record's number (or its place in ``hands``, from 1) unless given."""
    parts = []
    for index, hand in enumerate(hands, 1):
        each = dict(options)
        if "game_number" not in each and isinstance(hand, Hand):
            each["game_number"] = index
        parts.append(to_ohh(hand, indent=indent, **each))
    return "\n\n".join(parts) + ("\n" if parts else "")


def _dumps(value: Any, indent: int | None, depth: int = 0) -> str:
    """JSON text of plain data whose numbers may be Decimals, written exactly (json writes floats)."""
    if isinstance(value, Decimal):
        return format(value, "f")
    if isinstance(value, Mapping):
        items = [
            f"{json.dumps(str(k))}:{' ' if indent else ''}{_dumps(v, indent, depth + 1)}"
            for k, v in value.items()
        ]
        return _joined("{", items, "}", indent, depth)
    if isinstance(value, (list, tuple)):
        return _joined("[", [_dumps(v, indent, depth + 1) for v in value], "]", indent, depth)
    return json.dumps(value, ensure_ascii=False)


def _joined(opening: str, items: list[str], closing: str, indent: int | None, depth: int) -> str:
    if not items:
        return opening + closing
    if not indent:
        return opening + ",".join(items) + closing
    inner = "\n" + " " * (indent * (depth + 1))
    return opening + inner + ("," + inner).join(items) + "\n" + " " * (indent * depth) + closing


# ---- reading ---------------------------------------------------------------------------------


def read_ohh(source: PathOrText) -> list[HandHistory]:
    """Every hand of a ``.ohh`` file (a path) or of OHH text: one :class:`HandHistory` per ``{"ohh": ...}``
    object, in order (replay each with :func:`holdem.replay`). A hand that cannot be read raises a
    :class:`~holdem.errors.HistoryError` naming it (its place, ``game_number`` and line)."""
    text, name = _text(source)
    histories = []
    for index, (line, obj) in enumerate(_objects(text, name), 1):
        where = f"{name}: hand {index} (line {line})"
        try:
            if not isinstance(obj, dict) or set(obj) != {"ohh"} or not isinstance(obj["ohh"], dict):
                raise HistoryError('an OHH hand is an object {"ohh": {...}} and nothing else')
            histories.append(_history(obj["ohh"], index))
        except HistoryError as exc:
            number = obj["ohh"].get("game_number") if _is_hand(obj) else None
            label = f", game_number {_shown(number)}" if number is not None else ""
            raise HistoryError(f"{where}{label}: {exc}") from None
    return histories


def _is_hand(obj: object) -> bool:
    return isinstance(obj, dict) and isinstance(obj.get("ohh"), dict)


def _text(source: PathOrText) -> tuple[str, str]:
    """The text of a path or the text itself (a str holding a newline, ``{`` or ``[`` is text)."""
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgumentError(
            f"OHH is read from a path or from its text (a str), not {type(source).__name__}"
            + (" (decode bytes first)" if isinstance(source, (bytes, bytearray)) else "")
        )
    if isinstance(source, str) and ("\n" in source or "{" in source or "[" in source):
        return source.lstrip("\ufeff"), "<text>"
    data, name = file_bytes(source)
    try:
        return data.decode("utf-8-sig"), name
    except UnicodeDecodeError as exc:
        raise HistoryError(
            f"{_shown(name)} is not UTF-8 text (byte {exc.start}); OHH files are JSON, which is UTF-8"
        ) from None


def _objects(text: str, name: str) -> Iterable[tuple[int, Any]]:
    """(line, object) of each JSON value of the text, one after another (blank lines between them)."""
    decoder = json.JSONDecoder(parse_float=Decimal, parse_constant=_no_constant)
    position, count = 0, 0
    while True:
        while position < len(text) and text[position] in " \t\r\n":
            position += 1
        if position == len(text):
            return
        count += 1
        line = text.count("\n", 0, position) + 1
        try:
            value, position = decoder.raw_decode(text, position)
        except json.JSONDecodeError as exc:
            raise HistoryError(
                f"{name}: hand {count} (line {line}) is not JSON: {exc.msg} at line {exc.lineno}"
            ) from None
        except RecursionError:
            raise HistoryError(f"{name}: hand {count} (line {line}) nests too deep") from None
        except (ValueError, HistoryError) as exc:  # int()'s digit limit; NaN or Infinity
            raise HistoryError(f"{name}: hand {count} (line {line}): {exc}") from None
        _check_depth(value, f"{name}: hand {count} (line {line})")
        yield line, value


def _no_constant(word: str) -> Any:
    raise HistoryError(f"{word} is no amount: JSON numbers are finite")


def _check_depth(value: Any, where: str) -> None:
    pending = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > _MAX_NESTING:
            raise HistoryError(f"{where} nests objects or arrays more than {_MAX_NESTING} deep")
        if isinstance(item, dict):
            pending.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            pending.extend((v, depth + 1) for v in item)


def _field(body: Mapping[str, Any], key: str, kinds: Any, what: str, default: Any = ...) -> Any:
    """A field of the right type; a missing one is its default, or an error naming it."""
    if key not in body or body[key] is None:
        if default is ...:
            raise HistoryError(f"the required field {key} is missing")
        return default
    value = body[key]
    if isinstance(value, bool) and bool not in (kinds if isinstance(kinds, tuple) else (kinds,)):
        raise HistoryError(f"{key} is {what}, not {_shown(value)}")
    if not isinstance(value, kinds):
        raise HistoryError(f"{key} is {what}, not {_shown(value)}")
    return value


def _whole(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    """A whole number of the file (an int, or a number with no fraction such as ``6.0``)."""
    if isinstance(value, Decimal) and value == value.to_integral_value():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise HistoryError(f"{what} is a whole number, not {_shown(value)}")
    if value < low or (high is not None and value > high):
        raise HistoryError(
            f"{what} is {value}; allowed: {low} to {high}"
            if high is not None
            else f"{what} is {value}; at least {low}"
        )
    return value


def _amount(value: Any, what: str) -> Number:
    number = _number(value, what)
    if number < 0:
        raise HistoryError(f"{what} is {number}: an amount is not negative")
    return number


class _Player:
    """One player of an OHH hand as it is read: table seat, name, stack, and what the file says."""

    __slots__ = ("seat", "name", "stack", "index", "cards")

    def __init__(self, seat: int, name: str, stack: Number) -> None:
        self.seat, self.name, self.stack = seat, name, stack
        self.index = 0  # the PHH player (0 for p1), set once the order is known
        self.cards: tuple[Card, ...] | None = None


def _players(body: Mapping[str, Any]) -> dict[int, _Player]:
    """The players dealt in, by id (a player sitting out is not)."""
    entries = _field(body, "players", list, "an array of player objects")
    players: dict[int, _Player] = {}
    seats: set[int] = set()
    for k, entry in enumerate(entries):
        what = f"players[{k}]"
        if not isinstance(entry, dict):
            raise HistoryError(f"{what} is a player object, not {_shown(entry)}")
        if _field(entry, "is_sitting_out", bool, "true or false", False):
            continue
        ident = _whole(_field(entry, "id", (int, Decimal), "a whole number"), f"{what}.id")
        seat = _whole(
            _field(entry, "seat", (int, Decimal), "a whole number"), f"{what}.seat", 1, 10
        )
        name = _field(entry, "name", str, "text")
        stack = _amount(
            _field(entry, "starting_stack", (int, Decimal), "a number"), f"{what}.starting_stack"
        )
        if ident in players or seat in seats:
            raise HistoryError(
                f"{what} repeats the id {ident} or the seat {seat} of another player"
            )
        players[ident] = _Player(seat, name, stack)
        seats.add(seat)
    if not 2 <= len(players) <= 10:
        raise HistoryError(
            f"a hand has 2 to 10 players dealt in (R-SEAT-1), this one has {len(players)}"
        )
    return players


def _cards(value: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise HistoryError(f'{what} is an array of cards such as "As", not {_shown(value)}')
    try:
        return tuple(parse_cards(" ".join(value)))
    except HoldemError as exc:
        raise HistoryError(f"{what}: {exc}") from None


class _Reader:
    """An OHH hand's rounds read as PHH actions, with the forced bets as PHH's per-player arrays."""

    def __init__(self, players: dict[int, _Player], order: list[_Player]) -> None:
        self.players = players
        self.n = len(order)
        n = self.n
        self.antes: list[Number] = [0] * n
        self.blinds: list[Number] = [0] * n
        self.dead: list[Number] = [0] * n
        self.small_posted = False
        self.posted_blinds: dict[int, str] = {}  # PHH index: "Post SB" or "Post BB"
        self.straddled = False
        self.bets: dict[int, Number] = {}  # this street's bet of each player (PHH index)
        self.actions: list[str] = []  # the betting and board deals, after the hole-card deals
        self.showdown: list[str] = []
        self.winnings: list[Number] = [0] * n
        self.rake: Number = 0

    def player(self, action: Mapping[str, Any], what: str) -> _Player:
        ident = _whole(
            _field(action, "player_id", (int, Decimal), "a player's id"), f"{what}.player_id"
        )
        player = self.players.get(ident)
        if player is None:
            raise HistoryError(f"{what}.player_id {ident} is no player dealt in")
        return player

    def forced(self, player: _Player, name: str, amount: Number) -> None:
        """A forced bet into PHH's arrays (heads-up, PHH's arrays are the button's first)."""
        k = player.index if self.n > 2 else 1 - player.index
        if name == "Post Ante":
            self.antes[k] += amount
            return
        if name == "Post Dead":
            self.dead[k] += amount
            return
        if self.blinds[k]:
            raise HistoryError(f"{player.name!r} posts two blinds")
        self.blinds[k] = -amount if name == "Post Extra Blind" else amount
        self.small_posted |= name == "Post SB"
        if name in ("Post SB", "Post BB"):
            self.posted_blinds[k] = name
        self.straddled |= name == "Straddle"
        self.bets[player.index] = amount

    def known(self, player: _Player, cards: tuple[Card, ...], what: str) -> None:
        if player.cards is not None and set(player.cards) != set(cards):
            raise HistoryError(f"{what}: {player.name!r} shows other cards than those dealt")
        player.cards = cards

    def act(self, action: Mapping[str, Any], what: str, street: int) -> None:
        if not isinstance(action, dict):
            raise HistoryError(f"{what} is an action object, not {_shown(action)}")
        name = _field(action, "action", str, "an action's name")
        if name in _TABLE_ACTIONS:
            return
        player = self.player(action, what)
        p = f"p{player.index + 1}"
        amount = _amount(_field(action, "amount", (int, Decimal), "a number", 0), f"{what}.amount")
        if name in _POSTS.values():
            if street:
                raise HistoryError(f"{what}: {name!r} is a forced bet, posted preflop")
            self.forced(player, name, amount)
        elif name in ("Dealt Cards", "Shows Cards", "Mucks Cards"):
            self.cards_action(player, name, action, what)
        elif name in ("Fold", "Check"):
            self.actions.append(f"{p} {'f' if name == 'Fold' else 'cc'}")
        elif name == "Call":
            self.bets[player.index] = self.bets.get(player.index, 0) + amount
            self.actions.append(f"{p} cc")
        elif name in ("Bet", "Raise"):
            total = self.bets[player.index] = self.bets.get(player.index, 0) + amount
            self.actions.append(f"{p} cbr {total}")
        else:
            raise HistoryError(
                f"{what}.action {_shown(name)} is not an OHH action; allowed: "
                + ", ".join(
                    [
                        "Dealt Cards",
                        "Shows Cards",
                        "Mucks Cards",
                        *_POSTS.values(),
                        *_ACTIONS.values(),
                        *_TABLE_ACTIONS,
                    ]
                )
            )

    def cards_action(
        self, player: _Player, name: str, action: Mapping[str, Any], what: str
    ) -> None:
        p = f"p{player.index + 1}"
        raw = action.get("cards")
        cards = _cards(raw, f"{what}.cards") if raw else ()
        if cards:
            self.known(player, cards, what)
        if name == "Shows Cards":
            if not cards:
                raise HistoryError(f"{what}: a show names the cards shown")
            self.showdown.append(f"{p} sm " + "".join(map(str, cards)))
        elif name == "Mucks Cards":
            self.showdown.append(f"{p} sm")


def _order(players: dict[int, _Player], dealer: int) -> list[_Player]:
    """The players in PHH order: from the first seat after the dealer's, the button last."""
    ordered = sorted(players.values(), key=lambda p: (p.seat <= dealer, p.seat))
    for index, player in enumerate(ordered):
        player.index = index
    return ordered


def _history(body: Mapping[str, Any], index: int) -> HandHistory:
    """One OHH hand (the object inside ``{"ohh": ...}``) as a :class:`HandHistory`."""
    game_type = _field(body, "game_type", str, "the game's name")
    letters = _READ_GAMES.get(game_type.lower())
    if letters is None:
        raise HistoryError(
            f"game_type {_shown(game_type)} is not played here: this library plays Holdem, Omaha and "
            "OmahaHiLo"
        )
    limit = _field(body, "bet_limit", dict, "a bet limit object")
    bet_type = _field(limit, "bet_type", str, '"NL", "PL" or "FL"')
    if bet_type not in _BETTING_LETTERS:
        raise HistoryError(f'bet_limit.bet_type {_shown(bet_type)} is not "NL", "PL" or "FL"')
    flags = _field(body, "flags", list, "an array of strings", [])
    if "Run_It_Twice" in flags:
        raise HistoryError("a run-it-twice hand is not played here (one board per hand)")
    table_size = _table_size(body)
    dealer = _whole(
        _field(body, "dealer_seat", (int, Decimal), "a seat number"), "dealer_seat", 1, 10
    )
    players = _players(body)
    order = _order(players, dealer)
    reader = _Reader(players, order)
    _read_rounds(body, reader)
    big = _amount(_field(body, "big_blind_amount", (int, Decimal), "a number"), "big_blind_amount")
    small = _amount(
        _field(body, "small_blind_amount", (int, Decimal), "a number", 0), "small_blind_amount"
    )
    _short_blinds(reader, order, small, big)
    _unposted_big_blind(reader, order, small, big)
    _short_antes(reader, order)
    variant = _BETTING_LETTERS[bet_type] + _counted(letters, order)
    unsupported = unsupported_variant(variant)
    if unsupported is not None:
        raise HistoryError(f"game_type {_shown(game_type)}: {unsupported}")
    history = HandHistory(
        variant=variant,
        antes=reader.antes,
        blinds_or_straddles=reader.blinds,
        starting_stacks=[p.stack for p in order],
        actions=[
            *(
                f"d dh p{p.index + 1} " + ("".join(map(str, p.cards)) if p.cards else "????")
                for p in order
            ),
            *reader.actions,
            *reader.showdown,
        ],
    )
    if bet_type == "FL":
        history.small_bet, history.big_bet = big, 2 * big
    else:
        history.min_bet = big
    _pots_read(body, reader, players)
    _describe(history, body, order, table_size, reader)
    return history


def _unposted_big_blind(reader: _Reader, order: list[_Player], small: Number, big: Number) -> None:
    """A big blind the file does not post because the ante put its player all-in (the next after the small
    blind, or the button's one blind when the small blind is 0, R-BLIND-9): PHH's entry is the full blind,
    which the player posts nothing of, so that the others call the full blind (R-BLIND-3), as the hand was
    played."""
    n = reader.n
    posted = [k for k, amount in enumerate(reader.blinds) if amount > 0]
    if not big or len(posted) != (1 if reader.small_posted else 0):
        return
    if reader.small_posted:
        k = posted[0] + 1  # heads-up too: PHH's arrays are the button's (the small blind's) first
    elif not small:
        k = n - 1 if n > 2 else 0  # the button
    elif _all_in_by_the_ante(reader, order, 0):
        reader.blinds[0] = small  # the small blind's player, all-in by the ante too, posts nothing
        k = 1
    else:
        return
    if k < n and _all_in_by_the_ante(reader, order, k):
        reader.blinds[k] = big


def _short_blinds(reader: _Reader, order: list[_Player], small: Number, big: Number) -> None:
    """A blind posted all-in for less is the full blind in PHH (the player posts what it has), so that the
    others call the full blind (R-BLIND-3), as the hand was played."""
    for k, name in reader.posted_blinds.items():
        full = small if name == "Post SB" else big
        player = order[k if reader.n > 2 else 1 - k]
        if 0 < reader.blinds[k] < full and player.stack == reader.antes[k] + reader.blinds[k]:
            reader.blinds[k] = full


def _all_in_by_the_ante(reader: _Reader, order: list[_Player], k: int) -> bool:
    """Whether the player at PHH index ``k`` (heads-up the arrays are reversed) put every chip in the ante."""
    player = order[k if reader.n > 2 else 1 - k]
    return bool(player.stack) and player.stack == reader.antes[k]


def _short_antes(reader: _Reader, order: list[_Player]) -> None:
    """An ante posted all-in for less is the others' in PHH (the stack caps it), so that antes of one size
    are read as uniform."""
    full = max(reader.antes, default=0)
    for k, ante in enumerate(reader.antes):
        if 0 < ante < full and _all_in_by_the_ante(reader, order, k):
            reader.antes[k] = full


def _counted(letters: str, order: list[_Player]) -> str:
    """An Omaha game's PHH letters with its hole cards counted (``O5``: five-card Omaha), from the hands the
    file deals or shows (four when it holds none); hold'em's as they are."""
    if not letters.startswith("O"):
        return letters
    counts = {len(p.cards) for p in order if p.cards}
    if len(counts) > 1 or not counts <= {4, 5, 6}:
        raise HistoryError(
            f"an Omaha hand's players hold 4, 5 or 6 cards, all as many; these hold {sorted(counts)}"
        )
    count = counts.pop() if counts else _READ_HOLE_CARDS
    return letters.replace("O", "O" if count == 4 else f"O{count}", 1)


def _table_size(body: Mapping[str, Any]) -> int:
    """The table's seats: a whole number, which some sites write as text (``"table_size": "6"``)."""
    value = _field(body, "table_size", (int, Decimal, str), "a whole number")
    if isinstance(value, str):
        if not value.isascii() or not value.isdigit() or len(value) > 3:
            raise HistoryError(f"table_size is a whole number, not {_shown(value)}")
        value = int(value)
    return _whole(value, "table_size", 2, 10)


def _read_rounds(body: Mapping[str, Any], reader: _Reader) -> None:
    """Every round's board cards and actions, in the order of their ids."""
    rounds = _field(body, "rounds", list, "an array of round objects")
    seen: set[str] = set()
    keyed = []
    for k, entry in enumerate(rounds):
        if not isinstance(entry, dict):
            raise HistoryError(f"rounds[{k}] is a round object, not {_shown(entry)}")
        ident = _whole(_field(entry, "id", (int, Decimal), "a whole number", k), f"rounds[{k}].id")
        keyed.append((ident, k, entry))
    keyed.sort(key=lambda item: (item[0], item[1]))
    for _, k, entry in keyed:
        what = f"rounds[{k}]"
        street = _field(entry, "street", str, "a street's name")
        if street not in (*_STREETS, "Showdown"):
            raise HistoryError(
                f"{what}.street {_shown(street)} is not one of {', '.join(_STREETS)} or Showdown"
            )
        if street in seen:
            raise HistoryError(f"{what}: a second {street} round (run it twice) is not played here")
        seen.add(street)
        raw = entry.get("cards")
        cards = _cards(raw, f"{what}.cards") if raw else ()
        if cards:
            reader.actions.append("d db " + "".join(map(str, cards)))
            reader.bets.clear()
        elif street in _STREETS[1:]:
            raise HistoryError(f"{what}: the {street} deals board cards; none are given")
        actions = _field(entry, "actions", list, "an array of action objects", [])
        ordered = sorted(
            enumerate(actions),
            key=lambda item: (
                _whole(
                    item[1].get("action_number", item[0]),
                    f"{what}.actions[{item[0]}].action_number",
                )
                if isinstance(item[1], dict)
                else item[0]
            ),
        )
        for j, action in ordered:
            reader.act(
                action, f"{what}.actions[{j}]", _STREETS.index(street) if street in _STREETS else 4
            )


def _pots_read(body: Mapping[str, Any], reader: _Reader, players: dict[int, _Player]) -> None:
    """What each player collected from the pots, after rake, and the rake."""
    pots = _field(body, "pots", list, "an array of pot objects", [])
    rake: Number = 0
    for k, pot in enumerate(pots):
        what = f"pots[{k}]"
        if not isinstance(pot, dict):
            raise HistoryError(f"{what} is a pot object, not {_shown(pot)}")
        _amount(_field(pot, "amount", (int, Decimal), "a number"), f"{what}.amount")
        rake += _amount(_field(pot, "rake", (int, Decimal), "a number", 0), f"{what}.rake")
        for j, win in enumerate(_field(pot, "player_wins", list, "an array of player wins", [])):
            if not isinstance(win, dict):
                raise HistoryError(f"{what}.player_wins[{j}] is an object, not {_shown(win)}")
            player = reader.player(win, f"{what}.player_wins[{j}]")
            reader.winnings[player.index] += _amount(
                _field(win, "win_amount", (int, Decimal), "a number"),
                f"{what}.player_wins[{j}].win_amount",
            )
    reader.rake = rake


def _describe(
    history: HandHistory,
    body: Mapping[str, Any],
    order: list[_Player],
    table_size: int,
    reader: _Reader,
) -> None:
    """The fields beside the play: table, hand number, seats, names, results, currency, time."""
    if any(reader.dead):
        history.extra["_dead_blinds"] = reader.dead
    if not reader.small_posted and reader.straddled:
        history.extra["_dead_small_blind"] = True
    history.seats = [p.seat for p in order]
    # table_size is the most players (iPoker numbers a six-max table's seats 1 to 10)
    history.seat_count = max(table_size, *history.seats)
    history.players = [p.name for p in order]
    history.table = _field(body, "table_name", str, "text", None)
    number = _field(body, "game_number", (str, int), "text", None)
    history.hand = str(number) if number is not None else None
    history.currency = _field(body, "currency", str, "text", None)
    history.venue = _field(body, "site_name", str, "text", None)
    if body.get("pots"):
        history.winnings = reader.winnings
        if reader.rake:
            history.extra["_rake"] = reader.rake
    moment = _field(body, "start_date_utc", str, "text", None)
    if moment is not None:
        try:
            history.time = datetime.datetime.fromisoformat(moment.replace("Z", "+00:00"))
        except ValueError:
            history.extra["_start_date_utc"] = moment  # kept as written: not needed to replay
