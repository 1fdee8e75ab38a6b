"""Hand histories in PHH, the TOML format of the public poker hand-history dataset.

Read a ``.phh`` file (one hand) or a ``.phhs`` file (many hands, one TOML table
each), replay a history through the engine, and write any hand, finished or
running, back as PHH::

    >>> import holdem
    >>> text = '''
    ... variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 100, 100]
    ... actions = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 2c7d", "p3 f", "p1 cbr 6", "p2 f"]
    ... '''
    >>> history = holdem.read_phh(text)
    >>> hand = holdem.replay(history)
    >>> hand.is_complete, list(hand.stacks)
    (True, [102, 98, 100])

Players are in PHH order: the small blind first and the button last, so a
replay is ``Hand(config, starting_stacks, button=n - 1, dealing="manual")``.
Heads-up, PHH lists the big blind first and the button second; the engine's
heads-up rule (the button posts the small blind) gives the same seats.

Amounts may be decimals (online hands in dollars and cents). The engine counts
whole chips, so :func:`replay` multiplies every amount by
:meth:`HandHistory.chip_scale` (the smallest power of ten that makes them all
whole); the replayed hand's stacks are in those chips.

Action notation (``pN`` is the N-th player, 1-based; ``#`` starts a comment):
``d dh pN AsKd`` deal hole cards (``????`` when unknown), ``d db 7hAd8c`` deal
board cards, ``pN f`` fold, ``pN cc`` check or call, ``pN cbr 300`` bet or
raise to 300 (the player's total on this street), ``pN sm AsKd`` show,
``pN sm`` muck. ``pN sm -`` shows the cards dealt to the player (pokerkit's
reading). A show of unknown cards (``????``, as online logs write on each
street of an all-in runout) waits for a later show with the cards, and counts
as a muck if none comes: only hands shown in full can win (R-SHOW-2).

Variants: ``NT`` no-limit and ``FT`` fixed-limit hold'em as in the PHH
standard, and ``PT`` for pot-limit hold'em (this library's code: the standard
has none, so pokerkit does not read it). A negative ``blinds_or_straddles``
entry is a live blind posted out of position (``Hand(..., posts=...)``).
"""

from __future__ import annotations

import dataclasses
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, Union

from . import _toml
from ._checks import whole_number
from .betting import Action, ActionKind
from .cards import Card, parse_cards
from .dealing import BoardDeal, HoleDeal
from .errors import HistoryError, HoldemError, IllegalActionError, ReplayError
from .hand import Hand, Muck, Post, Show
from .rules import AnteType, BettingStructure, TableConfig

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

__all__ = [
    "HandHistory", "Number", "ShowdownDecisions", "history_of", "read_phh", "read_phhs", "replay", "to_phh",
    "write_phhs",
]

Number = Union[int, Decimal]
"""A PHH amount: an ``int``, or a ``Decimal`` when the file has a fraction (``183.50``)."""

# PHH variant codes of the hold'em games this library plays ("PT" is ours: the standard has no pot-limit hold'em).
_VARIANTS = {"NT": "NO_LIMIT", "FT": "FIXED_LIMIT", "PT": "POT_LIMIT"}

_AMOUNT_LIST_FIELDS = ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks", "winnings")
_AMOUNT_FIELDS = ("bring_in", "small_bet", "big_bet", "min_bet")
# the fields written first, in the order of the standard's examples; the optional ones follow
_WRITE_FIRST = ("variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in", "small_bet",
                "big_bet", "min_bet", "starting_stacks", "actions")


def _number(value: Any, what: str) -> Number:
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise HistoryError(f"{what} must be a number, not {value!r}")
    if isinstance(value, float):
        value = Decimal(repr(value))
    if isinstance(value, Decimal) and value.is_finite() and value == value.to_integral_value() and "." not in str(value):
        return int(value)
    return value


def _numbers(values: Any, what: str) -> list[Number]:
    if not isinstance(values, (list, tuple)):
        raise HistoryError(f"{what} must be an array of numbers, not {values!r}")
    return [_number(v, f"{what}[{i}]") for i, v in enumerate(values)]


@dataclass
class HandHistory:
    """One hand in PHH: the fields of a ``.phh`` file.

    Required for hold'em: ``variant`` (``"NT"`` no-limit, ``"FT"`` fixed-limit,
    ``"PT"`` pot-limit), ``antes``, ``blinds_or_straddles``, ``starting_stacks``,
    ``actions``, and ``min_bet`` (no- and pot-limit) or ``small_bet`` and
    ``big_bet`` (fixed-limit). The optional fields of the PHH standard are
    attributes too; any other key of the file (user-defined ``_keys`` included)
    is kept in ``extra`` and written back unchanged.

    >>> h = HandHistory(variant="NT", antes=[0, 0], blinds_or_straddles=[1, 2], min_bet=2,
    ...                 starting_stacks=[200, 200], actions=["d dh p1 ????", "d dh p2 ????", "p2 f"])
    >>> read_phh(h.to_toml()) == h
    True
    """

    variant: str
    antes: list[Number]
    blinds_or_straddles: list[Number]
    starting_stacks: list[Number]
    actions: list[str] = field(default_factory=list)
    min_bet: Number | None = None
    small_bet: Number | None = None
    big_bet: Number | None = None
    bring_in: Number | None = None
    ante_trimming_status: bool | None = None
    author: str | None = None
    event: str | None = None
    url: str | None = None
    venue: str | None = None
    address: str | None = None
    city: str | None = None
    region: str | None = None
    postal_code: str | None = None
    country: str | None = None
    time: Any = None
    time_zone: str | None = None
    time_zone_abbreviation: str | None = None
    day: int | None = None
    month: int | None = None
    year: int | None = None
    hand: int | str | None = None
    level: int | None = None
    seats: list[int] | None = None
    seat_count: int | None = None
    table: int | str | None = None
    players: list[str] | None = None
    finishing_stacks: list[Number] | None = None
    winnings: list[Number] | None = None
    currency: str | None = None
    currency_symbol: str | None = None
    time_limit: Number | None = None
    time_banks: list[Number] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    # ---- reading -----------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandHistory:
        """A history from the key/value pairs of one PHH document (as ``tomllib`` reads it)."""
        names = {f.name for f in dataclasses.fields(cls)} - {"extra"}
        known = {k: v for k, v in data.items() if k in names}
        extra = {k: v for k, v in data.items() if k not in names}
        missing = [k for k in ("variant", "antes", "blinds_or_straddles", "starting_stacks", "actions")
                   if k not in known]
        if missing:
            raise HistoryError(f"PHH hand is missing the required field(s) {', '.join(missing)}")
        if not isinstance(known["variant"], str):
            raise HistoryError(f"variant must be a string such as \"NT\", not {known['variant']!r}")
        for name in _AMOUNT_LIST_FIELDS:
            if known.get(name) is not None:
                known[name] = _numbers(known[name], name)
        for name in _AMOUNT_FIELDS:
            if known.get(name) is not None:
                known[name] = _number(known[name], name)
        actions = known["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise HistoryError(f"actions must be an array of strings, not {actions!r}")
        n = len(known["starting_stacks"])
        for name in ("antes", "blinds_or_straddles", "finishing_stacks", "winnings", "players", "seats"):
            values = known.get(name)
            if values is not None and len(values) != n:
                raise HistoryError(f"{name} has {len(values)} entries but starting_stacks has {n}; "
                                   "every per-player array has one entry per player")
        return cls(**known, extra=extra)

    def to_dict(self) -> dict[str, Any]:
        """The PHH key/value pairs (``None`` fields left out): the game, the actions, then the rest."""
        out: dict[str, Any] = {}
        names = _WRITE_FIRST + tuple(f.name for f in dataclasses.fields(self)
                                     if f.name not in _WRITE_FIRST and f.name != "extra")
        for name in names:
            value = getattr(self, name)
            if value is not None:
                out[name] = list(value) if isinstance(value, tuple) else value
        out.update(self.extra)
        return out

    def to_toml(self) -> str:
        """This hand as the text of a ``.phh`` file."""
        return _toml.dumps(self.to_dict())

    # ---- amounts -----------------------------------------------------------------------------

    def _amounts(self) -> Iterator[Number]:
        for name in _AMOUNT_LIST_FIELDS:
            yield from getattr(self, name) or ()
        for name in _AMOUNT_FIELDS:
            value = getattr(self, name)
            if value is not None:
                yield value
        for text in self.actions:
            words = _words(text)
            if len(words) == 3 and words[1] == "cbr":
                try:
                    yield Decimal(words[2].replace(",", ""))
                except InvalidOperation:
                    pass  # reported with the action's index when it is replayed

    def chip_scale(self) -> int:
        """The smallest power of ten that makes every amount of this hand a whole number of chips.

        1 for hands in chips; 100 for a hand in dollars and cents.

        >>> HandHistory("NT", [0, 0], [Decimal("0.5"), 1], [Decimal("100.25"), 100]).chip_scale()
        100
        """
        places = 0
        for value in self._amounts():
            if isinstance(value, Decimal) and value.is_finite():
                exponent = value.normalize().as_tuple().exponent
                if isinstance(exponent, int):
                    places = max(places, -exponent)
        return 10 ** places

    # ---- the engine --------------------------------------------------------------------------

    def table_config(self, scale: int | None = None) -> TableConfig:
        """The engine's :class:`~holdem.TableConfig` for this hand (amounts times ``scale``).

        Raises :class:`HistoryError` for what hold'em here cannot play: another
        variant, antes that are neither uniform nor on the big blind or the button,
        straddles that are not consecutive from the first seat after the big blind.
        """
        scale = self.chip_scale() if scale is None else scale
        n = len(self.starting_stacks)
        if self.variant not in _VARIANTS:
            raise HistoryError(f"variant {self.variant!r} is not hold'em; allowed: "
                               + ", ".join(f"{code!r}" for code in _VARIANTS))
        if n < 2:
            raise HistoryError(f"a hand needs at least 2 players, this one has {n}")
        chips = _scaler(scale)
        blinds = [chips(b, "blinds_or_straddles") for b in self.blinds_or_straddles]
        antes = [chips(a, "antes") for a in self.antes]
        if blinds[0] < 0 or blinds[1] < 0:
            raise HistoryError(f"blinds_or_straddles {self.blinds_or_straddles}: the blinds cannot be negative")
        small_blind, big_blind = blinds[0], blinds[1]
        straddles: list[int] = []
        if n > 2:
            rest = [max(b, 0) for b in blinds[2:]]  # negative entries are live posts: see live_posts()
            while rest and rest[0] > 0:
                straddles.append(rest.pop(0))
            if any(rest):
                raise HistoryError(f"blinds_or_straddles {self.blinds_or_straddles}: straddles must be "
                                   "consecutive, starting with the player after the big blind")
        ante_type, ante = _ante_rule(antes, n)
        kwargs: dict[str, Any] = dict(
            betting=getattr(BettingStructure, _VARIANTS[self.variant]),
            small_blind=small_blind, big_blind=big_blind, straddles=tuple(straddles),
            ante=ante, ante_type=ante_type, ante_trimming=bool(self.ante_trimming_status),
        )
        if self.variant == "FT":
            if self.small_bet is None or self.big_bet is None:
                raise HistoryError("a fixed-limit (FT) hand needs small_bet and big_bet")
            kwargs.update(small_bet=chips(self.small_bet, "small_bet"), big_bet=chips(self.big_bet, "big_bet"))
        elif self.min_bet is not None and chips(self.min_bet, "min_bet") != big_blind:
            kwargs.update(min_bet=chips(self.min_bet, "min_bet"))
        try:
            return TableConfig(**kwargs)
        except HoldemError as exc:
            raise HistoryError(f"this hand's setup is not a valid table: {exc}") from exc

    def live_posts(self, scale: int | None = None) -> dict[int, int]:
        """Blinds posted out of position, by seat: PHH's negative ``blinds_or_straddles`` entries.

        Such a post (a player back from sitting out) is a live bet that does not
        move the first action; :func:`replay` passes it as ``Hand(..., posts=...)``.
        """
        chips = _scaler(self.chip_scale() if scale is None else scale)
        return {seat: -chips(b, "blinds_or_straddles") for seat, b in enumerate(self.blinds_or_straddles) if b < 0}

    def starting_chips(self, scale: int | None = None) -> list[int]:
        """``starting_stacks`` in whole chips (times ``scale``, by default :meth:`chip_scale`)."""
        chips = _scaler(self.chip_scale() if scale is None else scale)
        return [chips(s, "starting_stacks") for s in self.starting_stacks]


def _scaler(scale: int) -> Callable[[Number, str], int]:
    def chips(value: Number, what: str) -> int:
        if isinstance(value, Decimal) and not value.is_finite():
            raise HistoryError(f"{what} is {value}: an unknown amount cannot be replayed")
        scaled = Decimal(value) * scale if isinstance(value, Decimal) else value * scale
        if scaled != int(scaled):
            raise HistoryError(f"{what} {value} is not a whole number of chips at scale {scale}")
        return int(scaled)
    return chips


def _ante_rule(antes: Sequence[int], n: int) -> tuple[AnteType, int]:
    """PHH per-player antes -> (AnteType, amount). Heads-up PHH reverses the array, so
    index 1 is the big blind and index 0 the button there too."""
    nonzero = [i for i, a in enumerate(antes) if a]
    if not nonzero:
        return AnteType.NONE, 0
    if len(nonzero) == n and len(set(antes)) == 1:
        return AnteType.UNIFORM, antes[0]
    if nonzero == [1]:
        return AnteType.BIG_BLIND_ONLY, antes[1]
    button_index = 0 if n == 2 else n - 1
    if nonzero == [button_index]:
        return AnteType.BUTTON_ONLY, antes[button_index]
    raise HistoryError(f"antes {list(antes)} are neither uniform, nor the big blind's alone, nor the "
                       "button's alone; those are the ante rules this engine plays")


def _words(text: str) -> list[str]:
    """An action's words without its commentary."""
    return text.split("#", 1)[0].split()


# ---- reading files ---------------------------------------------------------------------------

PathOrText = Union[str, "os.PathLike[str]"]


def _load(source: PathOrText) -> tuple[dict[str, Any], str]:
    """TOML from a path or from the text itself; returns (document, name for messages)."""
    if isinstance(source, os.PathLike) or ("\n" not in source and "=" not in source):
        path = Path(source)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise HistoryError(f"cannot read {path}: {exc.strerror or exc}") from exc
        name = str(path)
    else:
        text, name = source, "<text>"
    try:
        return tomllib.loads(text, parse_float=Decimal), name
    except tomllib.TOMLDecodeError as exc:
        raise HistoryError(f"{name} is not valid TOML: {exc}") from exc


def read_phh(source: PathOrText) -> HandHistory:
    """One hand from a ``.phh`` file or from PHH text.

    ``source`` is a path (``pathlib.Path``, or a ``str`` with no newline and no
    ``=``) or the TOML text itself. Amounts with a fraction are read as exact
    ``Decimal`` values.
    """
    document, name = _load(source)
    try:
        return HandHistory.from_dict(document)
    except HistoryError as exc:
        raise HistoryError(f"{name}: {exc}") from None


def read_phhs(source: PathOrText) -> list[HandHistory]:
    """Every hand of a ``.phhs`` file (a path) or text: one TOML table per hand (``[1]``, ``[2]``, ...)."""
    document, name = _load(source)
    hands = []
    for key, table in document.items():
        if not isinstance(table, dict):
            raise HistoryError(f"{name}: a .phhs file holds one table per hand, but key {key!r} is a "
                               f"{type(table).__name__}")
        try:
            hands.append(HandHistory.from_dict(table))
        except HistoryError as exc:
            raise HistoryError(f"{name} [{key}]: {exc}") from None
    return hands


def write_phhs(histories: Iterable[HandHistory]) -> str:
    """The text of a ``.phhs`` file holding these hands as tables ``[1]``, ``[2]``, ..."""
    return _toml.dumps({str(i): h.to_dict() for i, h in enumerate(histories, 1)})


# ---- replaying -------------------------------------------------------------------------------

def _hole_cards(text: str) -> list[Card] | None:
    """``"AsKd"`` -> cards; ``"????"`` or any unknown card -> None (unknown)."""
    if "?" in text:
        return None
    return parse_cards(text)


def _player(word: str, n: int) -> int:
    if len(word) >= 2 and word[0] == "p" and word[1:].isdigit() and 1 <= int(word[1:]) <= n:
        return int(word[1:]) - 1
    raise HistoryError(f"{word!r} is not a player; players are p1 to p{n}")


class ShowdownDecisions:
    """Show and muck decisions from a record, handed to the engine when and in the order it asks.

    A history records shows where they happened at the table: when the
    betting ended with players all-in, before the rest of the board
    (R-SHOW-3), or at the showdown in the order the log kept. The engine turns
    the known hands of an all-in runout face up itself (and a hand dealt
    unknown when its cards are given then) and asks for the other decisions at
    the showdown in the order of R-SHOW-1, so a decision waits here until the
    engine asks that seat.

    ``decide(seat, cards)`` shows, ``decide(seat, None)`` mucks, and
    ``decide(seat, None, unknown=True)`` is a show whose cards the log did not
    record (online logs write ``????`` on every street of a runout and the
    cards at the end): a later show with the cards replaces it, and if none
    comes it counts as a muck, since only hands shown in full can win
    (R-SHOW-2). Repeating a show already made, or showing the cards the engine
    already turned face up, is a no-op.
    """

    __slots__ = ("hand", "waiting")

    _UNKNOWN: Any = object()  # a show of cards the log did not record

    def __init__(self, hand: Hand) -> None:
        self.hand = hand
        self.waiting: dict[int, Any] = {}  # seat -> cards to show, None to muck, or _UNKNOWN

    def decide(self, seat: int, cards: Sequence[Card] | None, *, unknown: bool = False) -> None:
        hand = self.hand
        if not 0 <= seat < hand.n_seats:
            raise HistoryError(f"seat {seat} is not at this table")
        if hand.folded[seat]:
            raise HistoryError(f"seat {seat} has folded and has no hand to show or muck")
        decision = self._UNKNOWN if unknown else (tuple(cards) if cards is not None else None)
        decided = _engine_decisions(hand)
        if seat in decided:
            done = decided[seat]
            if decision is self._UNKNOWN or decision == done or (
                    decision is not None and done is not None and set(decision) == set(done)):
                return  # said again
            if done is None:
                raise HistoryError(f"seat {seat} has already mucked")
            if decision is None:
                raise HistoryError(f"seat {seat}'s hand is already face up (R-SHOW-3) and cannot be mucked")
            raise HistoryError(f"seat {seat} shows different cards from those it showed or was dealt")
        if decision is not None and decision is not self._UNKNOWN and hand.next_to_show is None \
                and not hand.is_complete:
            # during an all-in runout the engine turns a hand dealt unknown up when given its cards
            try:
                hand.show(seat, decision)
                self.waiting.pop(seat, None)
                return
            except IllegalActionError:
                pass  # not a runout: the decision waits for the showdown
        before = self.waiting.get(seat, self._UNKNOWN)
        if decision is self._UNKNOWN:
            self.waiting.setdefault(seat, self._UNKNOWN)
        elif before is self._UNKNOWN or before == decision:
            self.waiting[seat] = decision
        else:
            raise HistoryError(f"seat {seat} has already {'mucked' if before is None else 'shown'}")
        self.apply()

    def apply(self) -> None:
        """Hand the engine every waiting decision it asks for now (unknown shows wait for the cards)."""
        hand, waiting = self.hand, self.waiting
        while (seat := hand.next_to_show) is not None and waiting.get(seat, self._UNKNOWN) is not self._UNKNOWN:
            cards = waiting.pop(seat)
            if cards is None:
                hand.muck(seat)
            else:
                hand.show(seat, cards)

    def settle(self) -> None:
        """At the end of a record that stops at the showdown: the decisions it left out.

        A hand the engine knows is shown (showing a hand that cannot win
        changes nothing); an unknown one is mucked: it cannot win (R-SHOW-2).
        pokerkit settles the same way.
        """
        hand = self.hand
        while (seat := hand.next_to_show) is not None:
            decision = self.waiting.pop(seat, self._UNKNOWN)
            if decision is not self._UNKNOWN:
                self.waiting[seat] = decision
                self.apply()
            elif hand.hole_cards(seat) is None:
                try:
                    hand.muck(seat)
                except HoldemError as exc:
                    raise HistoryError(f"seat {seat}'s cards are unknown but it must show them: {exc}") from exc
            else:
                hand.show(seat)
        # Decisions still waiting were never asked for: every other hand was mucked first, so the
        # engine gave the pot without a show (R-SHOW-5). Showing it anyway changes nothing.
        self.waiting.clear()


def _engine_decisions(hand: Hand) -> dict[int, tuple[Card, ...] | None]:
    """Seat -> shown cards, or None for a muck, as the engine recorded them."""
    # the engine's own record of shows and mucks (no scan of the event log for every show line)
    out: dict[int, tuple[Card, ...] | None] = dict.fromkeys(hand._mucked)
    out.update(hand._shown)
    return out


class _Replayer:
    """Applies PHH actions to a manual-dealing Hand, one at a time."""

    __slots__ = ("hand", "scale", "n", "showdown")

    def __init__(self, hand: Hand, scale: int) -> None:
        self.hand = hand
        self.scale = scale
        self.n = hand.n_seats
        self.showdown = ShowdownDecisions(hand)

    def apply(self, text: str) -> None:
        words = _words(text)
        hand = self.hand
        if not words:
            return  # a comment or an empty line
        if words[0] == "d":
            match words[1:]:
                case ["dh", player, cards]:
                    hand.deal_hole(_player(player, self.n), _hole_cards(cards))
                case ["db", cards]:
                    hand.deal_board(parse_cards(cards))
                case _:
                    raise HistoryError("not a dealer action; allowed: 'd dh pN CARDS', 'd db CARDS'")
            self.showdown.apply()
            return
        seat = _player(words[0], self.n)
        match words[1:]:
            case ["f"]:
                hand.fold(seat)
            case ["cc"]:
                hand.check_or_call(seat)
            case ["cbr", amount]:
                hand.bet_or_raise_to(self.chips(amount), seat)
            case ["sm"]:
                self.showdown.decide(seat, None)
            case ["sm", "-"]:  # pokerkit: show the cards dealt
                dealt = hand.hole_cards(seat)
                self.showdown.decide(seat, dealt)
            case ["sm", cards]:
                shown = _hole_cards(cards)
                self.showdown.decide(seat, shown, unknown=shown is None)
            case _:
                raise HistoryError("not a hold'em action; allowed: 'pN f', 'pN cc', 'pN cbr AMOUNT', "
                                   "'pN sm [CARDS|-]', 'd dh pN CARDS', 'd db CARDS'")
        self.showdown.apply()

    def chips(self, amount: str) -> int:
        try:
            value = Decimal(amount.replace(",", "")) * self.scale
        except InvalidOperation:
            raise HistoryError(f"amount {amount!r} is not a number") from None
        if not value.is_finite() or value != value.to_integral_value():
            raise HistoryError(f"amount {amount} is not a whole number of chips at scale {self.scale}")
        return int(value)


def replay(history: HandHistory, *, scale: int | None = None, settle: bool = True) -> Hand:
    """Run a history through the engine and return the hand as its actions leave it.

    Every action goes through the same checks as live play, so a file with an
    illegal action raises :class:`ReplayError` naming the action's index, its
    text and the engine's reason (which names the rule). Amounts are multiplied
    by ``scale`` (default :meth:`HandHistory.chip_scale`). A history that stops
    mid-hand gives a running hand. One that stops at the showdown is settled
    (``settle``, the default): the seats it did not record show a known hand
    and muck an unknown one.
    """
    scale = history.chip_scale() if scale is None else scale
    config = history.table_config(scale)
    stacks = history.starting_chips(scale)
    try:
        hand = Hand(config, stacks, button=len(stacks) - 1, dealing="manual", posts=history.live_posts(scale))
    except HoldemError as exc:
        raise HistoryError(f"this hand's setup cannot start a hand: {exc}") from exc
    replayer = _Replayer(hand, scale)
    for index, text in _in_deal_order(history.actions):
        try:
            replayer.apply(text)
        except HoldemError as exc:
            raise ReplayError(index, text, _players_named(str(exc))) from exc
    if settle:
        try:
            replayer.showdown.settle()
        except HoldemError as exc:
            raise ReplayError(len(history.actions), "(end of the actions)", _players_named(str(exc))) from exc
    return hand


def _in_deal_order(actions: Sequence[str]) -> list[tuple[int, str]]:
    """(index, action) pairs, with the opening hole-card deals in the order R-DEAL-2 deals them.

    A log records who got which cards, not always in the order they were
    pitched; PHH numbers players in deal order (p1 left of the button, the big
    blind heads-up), so the opening run of ``d dh`` lines is sorted by pass
    and player (a log of single cards is two passes). Indices stay the
    file's, for error messages.

    >>> _in_deal_order(["d dh p2 ????", "d dh p1 ????", "p2 f"])
    [(1, 'd dh p1 ????'), (0, 'd dh p2 ????'), (2, 'p2 f')]
    >>> [i for i, _ in _in_deal_order(["d dh p2 Kd", "d dh p2 Kc", "d dh p1 Ah", "d dh p1 Ad"])]
    [2, 0, 3, 1]
    """
    pairs = list(enumerate(actions))
    end = 0
    while end < len(pairs) and _words(pairs[end][1])[:2] == ["d", "dh"] and len(_words(pairs[end][1])) == 4:
        end += 1

    def player(pair: tuple[int, str]) -> int:
        name = _words(pair[1])[2]
        return int(name[1:]) if name[:1] == "p" and name[1:].isdigit() else 0

    # Sort by (pass, player): a log of single cards is two passes around the table.
    passes: dict[int, int] = {}
    keyed = []
    for pair in pairs[:end]:
        p = player(pair)
        keyed.append(((passes.get(p, 0), p), pair))
        passes[p] = passes.get(p, 0) + 1
    return [pair for _, pair in sorted(keyed, key=lambda k: k[0])] + pairs[end:]


def _players_named(message: str) -> str:
    """An engine message as the file names players (replay seats players in PHH order).

    >>> _players_named("it is seat 2's turn, not seat 0's; seats (0, 1) are all-in")
    "it is p3's (seat 2) turn, not p1's (seat 0); p1, p2 (seats 0, 1) are all-in"
    """
    message = re.sub(r"\bseats \((\d+(?:, \d+)*),?\)",
                     lambda m: ", ".join(f"p{int(k) + 1}" for k in m[1].split(", ")) + f" (seats {m[1]})", message)
    return re.sub(r"\bseat (\d+)('s)?(?![\d)])",
                  lambda m: f"p{int(m[1]) + 1}{m[2] or ''} (seat {m[1]})", message)


def finishing_amounts(hand: Hand, scale: int) -> list[Number]:
    """The hand's stacks in the history's units (chips divided by ``scale``)."""
    if scale == 1:
        return [int(s) for s in hand.stacks]
    return [_number(Decimal(int(s)) / scale, "stack") for s in hand.stacks]


# ---- writing a hand --------------------------------------------------------------------------

_VARIANT_OF = {getattr(BettingStructure, name): code for code, name in _VARIANTS.items()}


def _amount_text(chips: int, scale: int) -> str:
    if scale == 1:
        return str(chips)
    return str(_number(Decimal(chips) / scale, "amount"))


def history_of(hand: Hand, seat: int | None = None, *, scale: int = 1,
               players: Sequence[str] | None = None) -> HandHistory:
    """The :class:`HandHistory` of a finished or running hand.

    With ``seat`` it holds only what that seat may know: other seats' hole cards
    are ``????`` unless shown (R-SHOW-*). Without it, it is the table's full log.
    Amounts are written in chips divided by ``scale`` (the inverse of replaying
    with that scale). ``players`` are the names by seat. Players are written in
    PHH order, small blind first and button last.
    """
    n, button, config = hand.n_seats, hand.button, hand.config
    if seat is not None:
        seat = whole_number(seat, "seat (None for the table's log)", low=0, high=n - 1, error=HistoryError)
    # PHH player k is the k-th seat left of the button; heads-up that puts the big blind first.
    order = [(button + 1 + k) % n for k in range(n)]
    player = {s: f"p{k + 1}" for k, s in enumerate(order)}

    def amount(chips: int) -> Number:
        return _number(Decimal(chips) / scale, "amount") if scale != 1 else chips

    antes = [0] * n
    if config.ante:
        # the inverse of _ante_rule: heads-up PHH reverses the array (index 1 the big blind, 0 the button)
        index = {AnteType.UNIFORM: None, AnteType.BIG_BLIND_ONLY: 1,
                 AnteType.BUTTON_ONLY: 0 if n == 2 else n - 1}[config.ante_type]
        for k in range(n):
            antes[k] = amount(config.ante) if index is None or index == k else 0
    blinds: list[Number] = [0] * n
    blinds[0], blinds[1] = amount(config.small_blind), amount(config.big_blind)
    for k, straddle in enumerate(config.straddles):
        blinds[2 + k] = amount(straddle)
    for event in hand.events:
        if type(event) is Post and event.kind == "post":  # a live post out of position: negative in PHH
            blinds[order.index(event.seat)] = -amount(event.amount)

    actions: list[str] = []
    hidden: set[int] = set()  # seats whose hole cards were written as one "????" line
    for event in hand.events:
        kind = type(event)
        if kind is HoleDeal:
            cards = event.cards
            if cards is not None and (seat is None or seat == event.seat):
                actions.append(f"d dh {player[event.seat]} " + "".join(map(str, cards)))
            elif event.seat not in hidden:
                # both cards at once, even when the table dealt them one at a time: "????" deals a whole hand
                hidden.add(event.seat)
                actions.append(f"d dh {player[event.seat]} ????")
        elif kind is BoardDeal:
            actions.append("d db " + "".join(map(str, event.cards)))
        elif kind is Show:
            actions.append(f"{player[event.seat]} sm " + "".join(map(str, event.cards)))
        elif kind is Muck:
            actions.append(f"{player[event.seat]} sm")
        elif kind is Action:
            code = {ActionKind.FOLD: "f", ActionKind.CHECK: "cc", ActionKind.CALL: "cc"}.get(event.kind)
            actions.append(f"{player[event.seat]} {code}" if code
                           else f"{player[event.seat]} cbr {_amount_text(event.amount, scale)}")
        # forced bets (Post) are in the setup fields, not the actions

    history = HandHistory(
        variant=_VARIANT_OF[config.betting],
        antes=antes,
        blinds_or_straddles=blinds,
        starting_stacks=[amount(hand.starting_stacks[s]) for s in order],
        actions=actions,
        ante_trimming_status=config.ante_trimming,
    )
    if config.betting is BettingStructure.FIXED_LIMIT:
        history.small_bet, history.big_bet = amount(config.small_bet), amount(config.big_bet)
    else:
        history.min_bet = amount(config.min_bet)
    if players is not None:
        if len(players) != n:
            raise HistoryError(f"players has {len(players)} names for {n} seats")
        history.players = [str(players[s]) for s in order]
    if hand.is_complete:
        history.finishing_stacks = [amount(hand.stacks[s]) for s in order]
    return history


def to_phh(hand: Hand, seat: int | None = None, *, scale: int = 1, players: Sequence[str] | None = None) -> str:
    """A hand, finished or running, as the text of a ``.phh`` file (see :func:`history_of`).

    ``to_phh(hand)`` is the table's full log (every hole card dealt);
    ``to_phh(hand, seat=2)`` is what seat 2 may know (others' cards as ``????``
    unless shown). Replaying the text gives the same stacks.
    """
    return history_of(hand, seat, scale=scale, players=players).to_toml()
