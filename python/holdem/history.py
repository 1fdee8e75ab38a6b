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
reading before 0.4.12; an error when they were dealt ``????``). Amounts are
written with the ASCII digits and an optional fraction (``300``, ``183.50``). A show of unknown cards (``????``, as online logs write on each
street of an all-in runout) waits for a later show with the cards, and counts
as a muck if none comes: only hands shown in full can win (R-SHOW-2).

Variants: ``NT`` no-limit and ``FT`` fixed-limit hold'em as in the PHH
standard, and ``PT`` for pot-limit hold'em (this library's code: the standard
has none, so pokerkit does not read it). A negative ``blinds_or_straddles``
entry is a live blind posted out of position (``Hand(..., posts=...)``).
Table options the standard has no field for are user-defined keys:
``_max_raises_per_round`` and ``_cumulative_short_all_ins`` (see
:class:`~holdem.TableConfig`); ``seat_count`` is the table's ``seats_max``.
"""

from __future__ import annotations

import dataclasses
import datetime
import numbers
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import (Context, Decimal, DecimalException, DivisionByZero, Inexact, InvalidOperation, Overflow,
                     Rounded, Subnormal, Underflow)
from fractions import Fraction
from pathlib import Path
from typing import Any, Union

from . import _toml
from ._checks import whole_number
from .betting import Action, ActionKind
from .cards import Card, parse_cards
from .dealing import BoardDeal, HoleDeal
from .errors import HistoryError, HoldemError, IllegalActionError, InvalidArgumentError, ReplayError
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


# Amounts are bounded before any arithmetic: a file may hold 1e999999999 or a 100,000-digit number, and
# turning those into chips would exhaust memory or time. 10^30 is far beyond any stack the engine plays
# (2^56 chips), 30 decimal places far beyond any currency's.
_MAX_WHOLE_DIGITS = 30
_MAX_PLACES = 30
# Exact decimal arithmetic for amounts times a scale: what would round raises instead (the default
# context silently rounds to 28 significant digits).
_EXACT = Context(prec=200, Emax=999_999, Emin=-999_999,
                 traps=[InvalidOperation, DivisionByZero, Overflow, Underflow, Subnormal, Inexact, Rounded])
# a cbr amount as pokerkit writes and reads it: ASCII digits, optional "+", comma separators (dropped), a
# fraction, an exponent of at most 6 digits (the value is then bounded like any amount)
_AMOUNT_TEXT = re.compile(r"\+?(?:[0-9][0-9,]*(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,6})?", re.ASCII)
# a player: p1, p2, ... (ASCII digits, no leading zero)
_PLAYER_TEXT = re.compile(r"p([1-9][0-9]*)", re.ASCII)
_SHOWN_CHARS = 80
_MAX_NESTING = 50  # arrays or tables within one another; a .phhs file is 2 deep


def _shown(value: Any) -> str:
    """``repr(value)`` cut to a readable length: messages quote input, never hundreds of KB of it."""
    if isinstance(value, (list, tuple, dict)) and len(value) > 20:
        text = f"<{type(value).__name__} of {len(value)} items>"
    elif isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** _SHOWN_CHARS:
        text = f"<a {abs(value).bit_length()}-bit integer>"  # str() of a 5000-digit int raises
    else:
        text = repr(value)
    return text if len(text) <= _SHOWN_CHARS else text[:_SHOWN_CHARS - 5] + "[...]"


def _places(value: Decimal) -> int:
    """How many decimal places a finite ``Decimal`` needs (trailing zeros do not count); 0 when whole."""
    _, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    trailing_zeros = len(digits) - len(bytes(digits).rstrip(b"\0"))
    return max(0, -(exponent + trailing_zeros)) if any(digits) else 0


def _number(value: Any, what: str) -> Number:
    """A PHH amount, checked: a finite number of at most 30 digits before the point and 30 after.

    An ``int`` when it is written without a fraction, else the exact ``Decimal``.
    """
    if isinstance(value, bool) or not isinstance(value, (numbers.Integral, float, Decimal)):
        raise HistoryError(f"{what} must be a number, not {_shown(value)}")
    if isinstance(value, numbers.Integral):  # numpy integers too
        value = int(value)
        if abs(value) >= 10 ** _MAX_WHOLE_DIGITS:
            raise HistoryError(f"{what} {_shown(value)} is too large: amounts have at most "
                               f"{_MAX_WHOLE_DIGITS} digits before the point")
        return int(value)
    if isinstance(value, float):
        value = Decimal(repr(value))
    if not value.is_finite():
        raise HistoryError(f"{what} is {value}: an amount must be a finite number (an unknown amount "
                           "cannot be replayed)")
    _, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)  # finite
    if not any(digits):
        return 0 if exponent >= 0 else Decimal("0.0")  # no 0E-999999999 to write out in full later
    if value.adjusted() >= _MAX_WHOLE_DIGITS:
        raise HistoryError(f"{what} is too large: amounts have at most {_MAX_WHOLE_DIGITS} digits before the point")
    places = _places(value)
    if places > _MAX_PLACES:
        raise HistoryError(f"{what} {_shown(value)} has more than {_MAX_PLACES} decimal places, the most an "
                           "amount may have")
    if places == 0:
        return int(value)  # whole however it is written ("6.000", "6e3")
    # Trailing zeros dropped ("1.50" is 1.5): at most 60 digits are left for the arithmetic.
    sign, digits, exponent = value.as_tuple()
    assert isinstance(exponent, int)
    zeros = len(digits) - len(bytes(digits).rstrip(b"\0"))
    return Decimal((sign, digits[:len(digits) - zeros], exponent + zeros))


def _numbers(values: Any, what: str) -> list[Number]:
    if not isinstance(values, (list, tuple)):
        raise HistoryError(f"{what} must be an array of numbers, not {_shown(values)}")
    return [_number(v, f"{what}[{i}]") for i, v in enumerate(values)]


# ---- checking fields -------------------------------------------------------------------------
# Every field read from a file is checked for its type, so that a mistake ("false" for false, a number
# for a list) is an error naming the field rather than a different game or a crash later.

def _check_string(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise HistoryError(f"{what} must be a string, not {_shown(value)}")
    return value


def _check_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise HistoryError(f"{what} must be true or false (a TOML boolean, unquoted), not {_shown(value)}")
    return value


def _check_whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise HistoryError(f"{what} must be a whole number, not {_shown(value)}")
    return value


def _check_whole_or_string(value: Any, what: str) -> int | str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise HistoryError(f"{what} must be a whole number or a string, not {_shown(value)}")
    return value


def _check_time(value: Any, what: str) -> Any:
    if not isinstance(value, (datetime.time, datetime.date)):  # a datetime is a date
        raise HistoryError(f"{what} must be a TOML time, date or date-time (05:36:35), not {_shown(value)}")
    return value


def _list_of(check: Callable[[Any, str], Any], kind: str) -> Callable[[Any, str], list[Any]]:
    def check_list(values: Any, what: str) -> list[Any]:
        if not isinstance(values, (list, tuple)):
            raise HistoryError(f"{what} must be an array of {kind}, not {_shown(values)}")
        return [check(v, f"{what}[{i}]") for i, v in enumerate(values)]
    return check_list


def _check_actions(values: Any, what: str) -> list[str]:
    if not isinstance(values, (list, tuple)) or not all(isinstance(a, str) for a in values):
        raise HistoryError(f"{what} must be an array of strings, not {_shown(values)}")
    return list(values)


def _check_positive_whole(value: Any, what: str) -> int:
    return whole_number(value, what, low=1, error=HistoryError)


_FIELD_CHECKS: dict[str, Callable[[Any, str], Any]] = {
    "variant": _check_string, "actions": _check_actions, "ante_trimming_status": _check_bool,
    **dict.fromkeys(_AMOUNT_LIST_FIELDS + ("time_banks",), _numbers),
    **dict.fromkeys(_AMOUNT_FIELDS + ("time_limit",), _number),
    **dict.fromkeys(("author", "event", "url", "venue", "address", "city", "region", "postal_code", "country",
                     "time_zone", "time_zone_abbreviation", "currency", "currency_symbol"), _check_string),
    **dict.fromkeys(("day", "month", "year", "level", "seat_count"), _check_whole),
    **dict.fromkeys(("hand", "table"), _check_whole_or_string),
    "time": _check_time, "seats": _list_of(_check_whole, "whole numbers"),
    "players": _list_of(_check_string, "strings"),
}

# Table options the PHH standard has no field for, kept as user-defined keys (the standard's "_" prefix)
# so that a written hand replays under the same rules. Key -> its check; the TableConfig field is the
# key without the underscore.
_TABLE_OPTIONS: dict[str, Callable[[Any, str], Any]] = {
    "_max_raises_per_round": _check_positive_whole,
    "_cumulative_short_all_ins": _check_bool,
}


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
        if not isinstance(data, Mapping):
            raise HistoryError(f"a PHH hand is a table of key/value pairs, not {_shown(data)}")
        names = {f.name for f in dataclasses.fields(cls)} - {"extra"}
        for key in data:
            if not isinstance(key, str):
                raise HistoryError(f"PHH keys are strings, not {_shown(key)}")
        known = {k: v for k, v in data.items() if k in names}
        extra = {k: v for k, v in data.items() if k not in names}
        missing = [k for k in ("variant", "antes", "blinds_or_straddles", "starting_stacks", "actions")
                   if k not in known]
        if missing:
            raise HistoryError(f"PHH hand is missing the required field(s) {', '.join(missing)}")
        return cls(**known, extra=extra)

    def __post_init__(self) -> None:
        """Every field's type checked (and amounts bounded): a mistake is an error naming the field."""
        for name in ("variant", "antes", "blinds_or_straddles", "starting_stacks", "actions"):
            if getattr(self, name) is None:
                raise HistoryError(f"PHH hand is missing the required field {name}")
        if not isinstance(self.variant, str):
            raise HistoryError(f"variant must be a string such as \"NT\", not {_shown(self.variant)}")
        for name, check in _FIELD_CHECKS.items():
            value = getattr(self, name)
            if value is not None:
                setattr(self, name, check(value, name))
        if not isinstance(self.extra, dict):
            raise HistoryError(f"extra must be a dict of user-defined fields, not {_shown(self.extra)}")
        for name, check in _TABLE_OPTIONS.items():
            if name in self.extra:
                check(self.extra[name], name)
        n = len(self.starting_stacks)
        for name in ("antes", "blinds_or_straddles", "finishing_stacks", "winnings", "players", "seats"):
            values = getattr(self, name)
            if values is not None and len(values) != n:
                raise HistoryError(f"{name} has {len(values)} entries but starting_stacks has {n}; "
                                   "every per-player array has one entry per player")

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
                    yield _action_amount(words[2])
                except HistoryError:
                    pass  # reported with the action's index when it is replayed

    def chip_scale(self) -> int:
        """The smallest power of ten that makes every amount of this hand a whole number of chips.

        1 for hands in chips; 100 for a hand in dollars and cents.

        >>> HandHistory("NT", [0, 0], [Decimal("0.5"), 1], [Decimal("100.25"), 100]).chip_scale()
        100
        """
        return 10 ** max((_places(value) for value in self._amounts() if isinstance(value, Decimal)), default=0)

    # ---- the engine --------------------------------------------------------------------------

    def table_config(self, scale: int | None = None) -> TableConfig:
        """The engine's :class:`~holdem.TableConfig` for this hand (amounts times ``scale``).

        Raises :class:`HistoryError` for what hold'em here cannot play: another
        variant, antes that are neither uniform nor on the big blind or the button,
        straddles that are not consecutive from the first seat after the big blind.
        """
        scale = self.chip_scale() if scale is None else _check_scale(scale)
        n = len(self.starting_stacks)
        if self.variant not in _VARIANTS:
            raise HistoryError(f"variant {_shown(self.variant)} is not hold'em; allowed: "
                               + ", ".join(f"{code!r}" for code in _VARIANTS))
        if not 2 <= n <= 10:
            raise HistoryError(f"a hand has 2 to 10 players (R-SEAT-1), this one has {n}")
        chips = _scaler(scale)
        blinds = [chips(b, "blinds_or_straddles") for b in self.blinds_or_straddles]
        antes = [chips(a, "antes") for a in self.antes]
        if blinds[0] < 0 or blinds[1] < 0:
            raise HistoryError(f"blinds_or_straddles {_shown(self.blinds_or_straddles)}: the blinds cannot be negative")
        small_blind, big_blind = blinds[0], blinds[1]
        straddles: list[int] = []
        if n > 2:
            rest = [max(b, 0) for b in blinds[2:]]  # negative entries are live posts: see live_posts()
            while rest and rest[0] > 0:
                straddles.append(rest.pop(0))
            if any(rest):
                raise HistoryError(f"blinds_or_straddles {_shown(self.blinds_or_straddles)}: straddles must be "
                                   "consecutive, starting with the player after the big blind")
        ante_type, ante = _ante_rule(antes, n)
        kwargs: dict[str, Any] = dict(
            betting=getattr(BettingStructure, _VARIANTS[self.variant]),
            small_blind=small_blind, big_blind=big_blind, straddles=tuple(straddles),
            ante=ante, ante_type=ante_type, ante_trimming=bool(self.ante_trimming_status),
        )
        if self.variant == "FT" and (self.small_bet is None or self.big_bet is None):
            raise HistoryError("a fixed-limit (FT) hand needs small_bet and big_bet")
        # the bet sizes of the other structures too, when given: a written hand keeps its whole TableConfig
        for name in ("small_bet", "big_bet", "min_bet"):
            if getattr(self, name) is not None:
                kwargs[name] = chips(getattr(self, name), name)
        for key in _TABLE_OPTIONS:
            if key in self.extra:
                kwargs[key[1:]] = self.extra[key]
        if self.seat_count is not None:
            if not max(n, 2) <= self.seat_count <= 10:
                raise HistoryError(f"seat_count is {_shown(self.seat_count)}: a table here has {max(n, 2)} "
                                   "(the players) to 10 seats (R-SEAT-1)")
            kwargs["seats_max"] = self.seat_count
        try:
            return TableConfig(**kwargs)
        except HoldemError as exc:
            raise HistoryError(f"this hand's setup is not a valid table: {exc}") from exc

    def live_posts(self, scale: int | None = None) -> dict[int, int]:
        """Blinds posted out of position, by seat: PHH's negative ``blinds_or_straddles`` entries.

        Such a post (a player back from sitting out) is a live bet that does not
        move the first action; :func:`replay` passes it as ``Hand(..., posts=...)``.
        """
        chips = _scaler(self.chip_scale() if scale is None else _check_scale(scale))
        return {seat: -chips(b, "blinds_or_straddles") for seat, b in enumerate(self.blinds_or_straddles) if b < 0}

    def starting_chips(self, scale: int | None = None) -> list[int]:
        """``starting_stacks`` in whole chips (times ``scale``, by default :meth:`chip_scale`)."""
        chips = _scaler(self.chip_scale() if scale is None else _check_scale(scale))
        return [chips(s, "starting_stacks") for s in self.starting_stacks]


def _check_scale(scale: Any) -> int:
    return whole_number(scale, "scale (chips per unit of the history's amounts)", low=1)


def _scaler(scale: int) -> Callable[[Number, str], int]:
    """Amount -> whole chips at ``scale``, exactly, or a HistoryError naming the amount."""
    def chips(value: Number, what: str) -> int:
        if isinstance(value, numbers.Integral):  # numpy integers set on a history after it was read
            return int(value) * scale
        try:
            scaled = _EXACT.multiply(value, scale)
        except DecimalException:
            raise HistoryError(f"{what} {_shown(value)} times scale {_shown(scale)} is too large") from None
        if _places(scaled):
            raise HistoryError(f"{what} {value} is not a whole number of chips at scale {scale}")
        return int(scaled)
    return chips


def _action_amount(text: str) -> Number:
    """The amount of a ``cbr`` action: ASCII digits with an optional fraction, within the amount bounds."""
    if not _AMOUNT_TEXT.fullmatch(text):
        raise HistoryError(f"amount {_shown(text)} is not a number; amounts are written with the digits 0-9, "
                           "such as 300, 1,000, 183.50 or 1.5e3 (no minus sign)")
    return _number(Decimal(text.replace(",", "")), f"amount {_shown(text)}")


def _in_units(chips: int, scale: int, what: str) -> Number:
    """Chips divided by ``scale``, exactly: an ``int`` when whole, else the terminating ``Decimal``.

    Raises InvalidArgumentError when the quotient has no exact decimal (1000 chips at scale 3).
    """
    if scale == 1:
        return chips
    quotient = Fraction(chips, scale)
    if quotient.denominator == 1:
        return int(quotient)
    rest, twos, fives = quotient.denominator, 0, 0
    while rest % 2 == 0:
        rest, twos = rest // 2, twos + 1
    while rest % 5 == 0:
        rest, fives = rest // 5, fives + 1
    if rest != 1:
        raise InvalidArgumentError(f"{what} of {chips} chips divided by scale {scale} is not an exact decimal; "
                                   "use a scale that divides the amounts, such as a power of ten")
    places = max(twos, fives)
    return Decimal(f"{quotient.numerator * (10 ** places // quotient.denominator)}E-{places}")


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
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgumentError(f"a hand history is read from a path or from PHH text (a str), not "
                                   f"{type(source).__name__}" + (" (decode bytes first)" if isinstance(
                                       source, (bytes, bytearray)) else ""))
    if isinstance(source, os.PathLike) or ("\n" not in source and "=" not in source):
        if isinstance(source, str) and not source.strip():
            raise HistoryError("the path is empty: give a .phh file's path or PHH text")
        try:
            path = Path(source)
        except TypeError as exc:  # an os.PathLike giving bytes
            raise InvalidArgumentError(f"a hand history's path must be text: {exc}") from None
        name = repr(str(path)) if not str(path).isprintable() else str(path)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise HistoryError(f"cannot read {name}: {exc.strerror or exc}") from exc
        except ValueError as exc:  # a NUL in the path
            raise HistoryError(f"cannot read {_shown(str(path))}: {exc}") from exc
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise HistoryError(f"{name} is not UTF-8 text (byte {exc.start}: {data[exc.start:exc.start + 1]!r}); "
                               "PHH files are TOML, which is UTF-8") from None
    else:
        text, name = source, "<text>"
    too_deep = HistoryError(f"{name} nests arrays or tables more than {_MAX_NESTING} deep; PHH files are flat")
    try:
        document = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise HistoryError(f"{name} is not valid TOML: {exc}") from exc
    except RecursionError:  # tomllib recurses once per level of nested arrays or tables
        raise too_deep from None
    except ValueError:  # int()'s limit, which tomllib passes on
        raise HistoryError(f"{name} holds a number of over 4300 digits (more than Python reads); amounts have "
                           f"at most {_MAX_WHOLE_DIGITS} digits before the point") from None
    # what tomllib could just read may still be too deep to compare or write back (both recurse)
    pending: list[tuple[Any, int]] = [(document, 0)]
    while pending:
        value, depth = pending.pop()
        if depth > _MAX_NESTING:
            raise too_deep
        if isinstance(value, dict):
            pending.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            pending.extend((item, depth + 1) for item in value)
    return document, name


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
            raise HistoryError(f"{name}: a .phhs file holds one table per hand, but key {_shown(key)} is a "
                               f"{type(table).__name__}")
        try:
            hands.append(HandHistory.from_dict(table))
        except HistoryError as exc:
            raise HistoryError(f"{name} [{key}]: {exc}") from None
    return hands


def write_phhs(histories: Iterable[HandHistory]) -> str:
    """The text of a ``.phhs`` file holding these hands as tables ``[1]``, ``[2]``, ..."""
    histories = list(histories)
    for i, history in enumerate(histories):
        if not isinstance(history, HandHistory):
            raise InvalidArgumentError(f"write_phhs takes HandHistory objects; item {i} is {_shown(history)}")
    return _toml.dumps({str(i): h.to_dict() for i, h in enumerate(histories, 1)})


# ---- replaying -------------------------------------------------------------------------------

def _hole_cards(text: str) -> list[Card] | None:
    """``"AsKd"`` -> cards; ``"????"`` or ``"??"`` -> None: the seat's whole hand is unknown.

    Logs that deal one card per pass (R-DEAL-2's second form) must give both passes' cards known, or
    deal the hand unknown once: the engine keeps a hand either known or unknown, not half of each.
    """
    if text in ("????", "??"):
        return None
    if "?" in text:
        raise HistoryError(f"cards {_shown(text)} are partly unknown; allowed: known cards such as AsKd, "
                           "or ???? for a hand of unknown cards")
    return parse_cards(text)


def _player(word: str, n: int) -> int:
    match = _PLAYER_TEXT.fullmatch(word)
    if match and int(match[1]) <= n:
        return int(match[1]) - 1
    raise HistoryError(f"{_shown(word)} is not a player; players are p1 to p{n}")


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
    out: dict[int, tuple[Card, ...] | None] = dict.fromkeys(hand.mucked)
    out.update(hand.shown)
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
            case ["sm", "-"]:  # pokerkit before 0.4.12: show the cards dealt
                dealt = hand.hole_cards(seat)
                if dealt is None:
                    raise HistoryError("'sm -' shows the cards dealt, but this player's were dealt unknown; "
                                       "write the cards shown (pN sm AsKd), ???? for a show not recorded, "
                                       "or pN sm for a muck")
                self.showdown.decide(seat, dealt)
            case ["sm", cards]:
                shown = _hole_cards(cards)
                self.showdown.decide(seat, shown, unknown=shown is None)
            case _:
                raise HistoryError("not a hold'em action; allowed: 'pN f', 'pN cc', 'pN cbr AMOUNT', "
                                   "'pN sm [CARDS|-]', 'd dh pN CARDS', 'd db CARDS'")
        self.showdown.apply()

    def chips(self, amount: str) -> int:
        return _scaler(self.scale)(_action_amount(amount), "amount")


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
    if not isinstance(history, HandHistory):
        raise InvalidArgumentError(f"replay takes a HandHistory (see read_phh), not {_shown(history)}")
    # Fields may have been changed since the history was made: a copy runs every field check again.
    history = dataclasses.replace(history)
    scale = history.chip_scale() if scale is None else _check_scale(scale)
    config = history.table_config(scale)
    stacks = history.starting_chips(scale)
    try:
        hand = Hand(config, stacks, button=len(stacks) - 1, dealing="manual", posts=history.live_posts(scale))
    except HoldemError as exc:
        # the engine names its arguments: stacks are starting_stacks here, posts negative blinds_or_straddles
        reason = re.sub(r"\bstacks\[", "starting_stacks[", _players_named(str(exc)))
        raise HistoryError(f"this hand's setup cannot start a hand: {reason}") from exc
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
    opening = []  # (words, pair) of the opening deals and of the comment lines among them
    for pair in pairs:
        words = _words(pair[1])
        if words and (words[:2] != ["d", "dh"] or len(words) != 4):
            break
        opening.append((words, pair))

    # Sort by (pass, player): a log of single cards is two passes around the table. Comments sort first.
    passes: dict[str, int] = {}
    keyed = []
    for words, pair in opening:
        if not words:
            keyed.append(((-1, 0), pair))
            continue
        match = _PLAYER_TEXT.fullmatch(words[2])
        player = int(match[1]) if match else 0  # a bad name is reported when the deal is replayed
        keyed.append(((passes.get(words[2], 0), player), pair))
        passes[words[2]] = passes.get(words[2], 0) + 1
    return [pair for _, pair in sorted(keyed, key=lambda k: k[0])] + pairs[len(opening):]


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
    scale = _check_scale(scale)
    return [_in_units(int(s), scale, "a stack") for s in hand.stacks]


# ---- writing a hand --------------------------------------------------------------------------

_VARIANT_OF = {getattr(BettingStructure, name): code for code, name in _VARIANTS.items()}
_TABLE_DEFAULTS = {f.name: f.default for f in dataclasses.fields(TableConfig)}


def _amount_text(chips: int, scale: int) -> str:
    return str(_in_units(chips, scale, "a bet"))


def history_of(hand: Hand, seat: int | None = None, *, scale: int = 1,
               players: Sequence[str] | None = None) -> HandHistory:
    """The :class:`HandHistory` of a finished or running hand.

    With ``seat`` it holds only what that seat may know: other seats' hole cards
    are ``????`` unless shown (R-SHOW-*). Without it, it is the table's full log.
    Amounts are written in chips divided by ``scale`` (the inverse of replaying
    with that scale): a whole number of at least 1 that turns every amount
    into an exact decimal (a power of ten always does; 3 does not divide 1000
    chips), else :class:`InvalidArgumentError`. ``players`` are the names by
    seat. Players are written in PHH order, small blind first and button last.
    Table options the standard has no field for are written as user-defined
    keys (``_max_raises_per_round``, ``_cumulative_short_all_ins``) when they
    are not the defaults, so that the history replays under the same rules.
    """
    if not isinstance(hand, Hand):
        raise InvalidArgumentError(f"a history is written from a holdem.Hand, not {_shown(hand)}")
    scale = _check_scale(scale)
    n, button, config = hand.n_seats, hand.button, hand.config
    if seat is not None:
        seat = whole_number(seat, "seat (None for the table's log)", low=0, high=n - 1, error=HistoryError)
    # PHH player k is the k-th seat left of the button; heads-up that puts the big blind first.
    order = [(button + 1 + k) % n for k in range(n)]
    player = {s: f"p{k + 1}" for k, s in enumerate(order)}

    def amount(chips: int) -> Number:
        return _in_units(chips, scale, "an amount")

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
    fixed_limit = config.betting is BettingStructure.FIXED_LIMIT
    # the bet sizes the structure uses, and the others only when they are not what TableConfig derives
    if fixed_limit or config.small_bet != config.big_blind or config.big_bet != 2 * config.small_bet:
        history.small_bet, history.big_bet = amount(config.small_bet), amount(config.big_bet)
    if not fixed_limit or config.min_bet != config.big_blind:
        history.min_bet = amount(config.min_bet)
    for key in _TABLE_OPTIONS:
        value = getattr(config, key[1:])
        if value != _TABLE_DEFAULTS[key[1:]]:
            history.extra[key] = value
    if config.seats_max != _TABLE_DEFAULTS["seats_max"]:
        history.seat_count = config.seats_max
    if players is not None:
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise InvalidArgumentError(f"players must be a sequence of names, one per seat, not {_shown(players)}")
        if len(players) != n:
            raise HistoryError(f"players has {len(players)} names for {n} seats")
        history.players = [str(players[s]) for s in order]
    if hand.is_complete:
        history.finishing_stacks = [amount(hand.stacks[s]) for s in order]
    return history


def to_phh(hand: Hand, seat: int | None = None, *, scale: int = 1, players: Sequence[str] | None = None) -> str:
    """A hand, finished or running, as the text of a ``.phh`` file (see :func:`history_of`, also for ``scale``).

    ``to_phh(hand)`` is the table's full log (every hole card dealt);
    ``to_phh(hand, seat=2)`` is what seat 2 may know (others' cards as ``????``
    unless shown). Replaying the text gives the same stacks.
    """
    return history_of(hand, seat, scale=scale, players=players).to_toml()
