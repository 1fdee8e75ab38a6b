"""Hole-card ranges in the usual notation.

A :class:`Range` is a set of two-card combos, each with a weight (its
relative likelihood, 1 unless given). Tokens are separated by commas or
spaces::

    >>> len(Range("QQ+")), len(Range("AKs")), len(Range("AKo")), len(Range("AK"))
    (18, 4, 12, 16)
    >>> len(Range("A5s-A2s")), len(Range("22+")), len(Range("T9s+")), len(Range("ATs+"))
    (16, 78, 4, 16)
    >>> Range("AhKh, QQ:0.5").weight("QsQd")
    0.5

=====================  ===================================================
``QQ``                 a pair: its 6 combos
``QQ+``                that pair and every higher one (``22+``: all pairs)
``QQ-99``              the pairs from QQ down to 99
``AKs`` / ``AKo``      suited (4 combos) / offsuit (12 combos)
``AK``                 both (16 combos)
``ATs+``               the kicker rising to one below the top card:
                       ATs, AJs, AQs, AKs (``T9s+`` is T9s alone)
``A5s-A2s``            the kicker from 5 down to 2, same top card
``JTs-54s``            connectors (the same gap) from JTs down to 54s
``AhKh``               one explicit combo
``random``             all 1,326 combos
``15%`` / ``top 15%``  the best starting hands (by equity against a random
                       hand: :func:`~holdem.core.preflop.preflop_ranking`)
                       whose combos make up at most 15% of the 1,326
``token:0.5``          any of the above with a weight (a number >= 0)
=====================  ===================================================

In a combo of two cards a ten may be written ``10`` as in card text (``10h9h``).

A combo given twice takes the weight of its last token. A bad token raises
:class:`~holdem.errors.RangeParseError` naming it. A weight is written in
decimal (``0.5``, ``.25``, ``2e-3``); :attr:`Range.text` writes each weight
so that it reads back exactly.
"""

from __future__ import annotations

import decimal
import functools
import math
import numbers
import re
from collections.abc import Iterable, Iterator

import numpy as np

from .._checks import bounded, short_repr
from ..errors import InvalidTypeError, RangeParseError
from .cards import RANKS, Card, CardLike, cards_text, parse_cards
from .preflop import top_hands

__all__ = ["MAX_RANGE_ITEMS", "Range", "parse_range"]

#: The most combos a list given to :class:`Range` may hold: 1,326 two-card
#: combos exist, and a list may name one again (the last weight counts).
MAX_RANGE_ITEMS = 16 * 1326

Combo = tuple[Card, Card]  # higher card id first

_R = "[2-9TJQKA]"
_PAIR = re.compile(rf"^({_R})\1(\+?)$")
_PAIR_SPAN = re.compile(rf"^({_R})\1-({_R})\2$")
_TWO = re.compile(rf"^({_R})({_R})([SO]?)(\+?)$")
_TWO_SPAN = re.compile(rf"^({_R})({_R})([SO]?)-({_R})({_R})([SO]?)$")
_CARD = "(?:10|[2-9TJQKA])[CDHS]"  # a ten may be written 10 in a card, as card text allows
_COMBO = re.compile(rf"^({_CARD})({_CARD})$")
# A weight in decimal: Python's float() would also take "1_0", "nan", "infinity" and non-ASCII digits.
_WEIGHT = re.compile(r"^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$")
_COMBO_TYPES = "a combo is 'AhKh' or two cards ('Ah', 'Kh')"
_PERCENT = re.compile(r"^([0-9]+(?:\.[0-9]*)?|\.[0-9]+)%$")
_TOP = re.compile(r"\btop\s+(?=[0-9.]+%)", re.IGNORECASE)  # "top 15%" is the token "15%"

_FORMS = (
    "expected a pair (QQ, QQ+, QQ-99), two ranks with s/o (AKs, AKo, AK, ATs+, A5s-A2s, JTs-54s), "
    "two cards (AhKh), 'random' or a share of the best hands (15%, top 15%), each optionally with "
    "':weight'"
)


def _card(rank: int, suit: int) -> Card:
    return Card(4 * rank + suit)


def _pair_combos(rank: int) -> list[Combo]:
    return [(_card(rank, b), _card(rank, a)) for a in range(4) for b in range(a + 1, 4)]


def _two_rank_combos(high: int, low: int, kind: str) -> list[Combo]:
    return [
        (_card(high, a), _card(low, b))
        for a in range(4)
        for b in range(4)
        if (kind != "S" or a == b) and (kind != "O" or a != b)
    ]


def _ordered(a: Card, b: Card) -> Combo:
    return (a, b) if a > b else (b, a)


def _combo_key(combo: str | Iterable[CardLike]) -> Combo:
    """One combo (``"AhKh"`` or two cards, in either order) as the range stores it."""
    cards = parse_cards(bounded(combo, 2, _COMBO_TYPES))
    if len(cards) != 2:
        raise RangeParseError(f"a combo is two cards, got {cards_text(cards)!r}", str(combo))
    return _ordered(cards[0], cards[1])


def _token_combos(token: str, upper: str) -> list[Combo]:
    """The combos of one token without its weight (``upper``: the token upper-cased)."""
    rank = RANKS.index
    if upper in ("RANDOM", "ANY"):
        return [(Card(b), Card(a)) for a in range(52) for b in range(a + 1, 52)]
    if m := _PERCENT.match(upper):
        percent = float(m.group(1))
        if not 0 < percent <= 100:
            raise RangeParseError(
                f"bad range token {token!r}: a share of the hands is more than 0% and at most 100%",
                token,
            )
        hands = top_hands(percent)
        if not hands:
            raise RangeParseError(
                f"bad range token {token!r}: {percent:g}% holds no whole starting hand (the best, "
                "AA, is 6 of the 1,326 combos: 0.45%)",
                token,
            )
        return [c for label in hands for c in _token_combos(label, label.upper())]
    if m := _COMBO.match(upper):
        first, second = (Card(g[:-1] + g[-1].lower()) for g in (m.group(1), m.group(2)))
        if first == second:
            raise RangeParseError(f"bad range token {token!r}: the two cards are the same", token)
        return [_ordered(first, second)]
    if m := _PAIR.match(upper):
        r = rank(m.group(1))
        return [c for top in range(r, 13 if m.group(2) else r + 1) for c in _pair_combos(top)]
    if m := _PAIR_SPAN.match(upper):
        a, b = sorted((rank(m.group(1)), rank(m.group(2))))
        return [c for r in range(a, b + 1) for c in _pair_combos(r)]
    if m := _TWO.match(upper):
        high, low = sorted((rank(m.group(1)), rank(m.group(2))), reverse=True)
        if high == low:
            raise RangeParseError(
                f"bad range token {token!r}: a pair is never suited or offsuit", token
            )
        lows = range(low, high) if m.group(4) else (low,)
        return [c for k in lows for c in _two_rank_combos(high, k, m.group(3))]
    if m := _TWO_SPAN.match(upper):
        h1, l1, h2, l2 = (rank(m.group(i)) for i in (1, 2, 4, 5))
        kind = m.group(3)
        if m.group(6) != kind or h1 <= l1 or h2 <= l2:
            raise RangeParseError(
                f"bad range token {token!r}: both ends must be written the same way, "
                "higher rank first (A5s-A2s, JTs-54s)",
                token,
            )
        if h1 == h2:  # the kicker runs
            return [
                c
                for k in range(min(l1, l2), max(l1, l2) + 1)
                for c in _two_rank_combos(h1, k, kind)
            ]
        if h1 - l1 == h2 - l2:  # connectors or gappers, the same gap
            return [
                c
                for s in range(min(l1, l2), max(l1, l2) + 1)
                for c in _two_rank_combos(s + h1 - l1, s, kind)
            ]
        raise RangeParseError(
            f"bad range token {token!r}: a span keeps the top card (A5s-A2s) or the gap (JTs-54s)",
            token,
        )
    raise RangeParseError(f"bad range token {token!r}: {_FORMS}", token)


@functools.lru_cache(maxsize=256)
def _parse(text: str) -> tuple[tuple[Combo, float], ...]:
    tokens = [t for t in re.split(r"[,\s]+", _TOP.sub("", text).strip()) if t]
    if not tokens:
        raise RangeParseError(f"empty range {text!r}: {_FORMS}", text)
    weights: dict[Combo, float] = {}
    for token in tokens:
        body, sep, weight_text = token.partition(":")
        weight = 1.0
        if sep:
            weight = (
                float(weight_text) + 0.0 if _WEIGHT.match(weight_text) else math.nan
            )  # + 0.0: -0 is 0
            if not (math.isfinite(weight) and weight >= 0):
                raise RangeParseError(
                    f"bad range token {token!r}: a weight is a number >= 0, got {weight_text!r}",
                    token,
                )
        for combo in _token_combos(token, body.upper()):
            weights.pop(combo, None)  # the last token decides, and orders
            weights[combo] = weight
    return tuple(weights.items())


def _weight(value: object) -> float:
    """A combo's weight as a float: a real number >= 0 (not a bool, not text), NaN when it is none."""
    if isinstance(value, (bool, np.bool_, str, bytes)) or not isinstance(
        value, (numbers.Real, decimal.Decimal)
    ):
        return math.nan
    try:
        return float(value) + 0.0  # + 0.0: -0.0 is 0
    except (OverflowError, ValueError, TypeError):
        return math.nan


def _weight_text(weight: float) -> str:
    """The shortest text that reads back as ``weight`` exactly (``repr``), without a trailing ``.0``."""
    text = repr(weight)
    return text[:-2] if text.endswith(".0") else text


class Range:
    """A weighted set of hole-card combos, from range notation or explicit combos.

    >>> r = Range("AKs, QQ-JJ:0.5")
    >>> len(r), r.weight("AhKh"), r.weight("JsJc"), r.weight("AhKd")
    (16, 1.0, 0.5, 0.0)
    >>> Range([("Ah", "Kh"), "QsQd", ("Jc", "Jd", 0.5)]).text
    'AhKh QsQd JdJc:0.5'
    """

    __slots__ = ("_weights",)

    def __init__(
        self,
        spec: str
        | Range
        | Iterable[str | tuple[CardLike, CardLike] | tuple[CardLike, CardLike, float]],
    ):
        if isinstance(spec, Range):
            self._weights: dict[Combo, float] = dict(spec._weights)
        elif isinstance(spec, str):
            text = str(spec)  # a str subclass's own __hash__/__eq__ stay out of the cache
            # Long texts are parsed without the cache, which would keep them alive.
            self._weights = dict(_parse(text) if len(text) <= 4096 else _parse.__wrapped__(text))
        elif (
            not isinstance(spec, Iterable)
            or isinstance(spec, (bytes, np.ndarray))
            and np.ndim(spec) == 0
        ):
            raise RangeParseError(
                f"a range is range notation ('QQ+, AKs'), a Range or combos "
                f"([('Ah', 'Kh'), 'QsQd']), got {type(spec).__name__}",
                short_repr(spec),
            )
        else:
            items = bounded(spec, MAX_RANGE_ITEMS, "a range is range notation, a Range or combos")
            if len(items) > MAX_RANGE_ITEMS:
                raise RangeParseError(
                    f"a range lists at most {MAX_RANGE_ITEMS:,} combos (there are 1,326), got more",
                    "",
                )
            self._weights = {}
            for item in items:
                self._add(item)

    def _add(self, item: object) -> None:
        """One item of a combo list: "AhKh", ("Ah", "Kh") or ("Ah", "Kh", 0.5)."""
        bad = f"bad combo {short_repr(item)}: a combo is 'AhKh', two cards ('Ah', 'Kh') or two cards and a weight"
        if isinstance(item, str):
            parts: list[object] = list(parse_cards(item, distinct=False))
        else:
            try:
                parts = list(bounded(item, 3, bad))
            except InvalidTypeError:
                raise RangeParseError(bad, short_repr(item)) from None
        if len(parts) != 2 and (isinstance(item, str) or len(parts) != 3):
            raise RangeParseError(bad, short_repr(item))
        first, second = Card(parts[0]), Card(parts[1])  # type: ignore[arg-type]
        weight = _weight(parts[2]) if len(parts) == 3 else 1.0
        if first == second:
            raise RangeParseError(
                f"bad combo {first}{second}: the two cards are the same", f"{first}{second}"
            )
        if not (math.isfinite(weight) and weight >= 0):
            raise RangeParseError(
                f"bad weight {short_repr(parts[2])} for {first}{second}: a weight is a "
                "real number >= 0 (not a bool or text)",
                f"{first}{second}",
            )
        self._weights[_ordered(first, second)] = weight

    @property
    def combos(self) -> list[tuple[Card, Card, float]]:
        """``(card, card, weight)`` for each combo, higher card first."""
        return [(a, b, w) for (a, b), w in self._weights.items()]

    def weight(self, combo: str | tuple[CardLike, CardLike]) -> float:
        """The weight of one combo (``"AhKh"`` or two cards, in either order); 0 if absent."""
        return self._weights.get(_combo_key(combo), 0.0)

    @property
    def text(self) -> str:
        """The combos written out one by one (``"AhKh QsQd"``), weights other than 1 as ``:w``."""
        return " ".join(
            f"{a}{b}" + ("" if w == 1 else f":{_weight_text(w)}")
            for (a, b), w in self._weights.items()
        )

    def __len__(self) -> int:
        return len(self._weights)

    def __iter__(self) -> Iterator[Combo]:
        return iter(self._weights)

    def __contains__(self, combo: object) -> bool:
        """Whether the range lists ``combo`` (``"AhKh"`` or two cards, in either order), even at weight 0."""
        try:
            key = _combo_key(combo)  # type: ignore[arg-type]
        except (TypeError, ValueError):  # not a combo at all
            return False
        return key in self._weights

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Range) and self._weights == other._weights

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Range: {len(self)} combos>"


def parse_range(text: str) -> Range:
    """A :class:`Range` from notation like ``"QQ+, AKs, A5s-A2s:0.5"``."""
    return Range(text)
