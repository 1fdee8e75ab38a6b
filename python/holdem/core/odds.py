"""Equity and odds: each player's share of the pot when the cards run out.

:func:`equity` takes 2 to 10 players, each known hole cards or a range
(:mod:`holdem.core.ranges`), a partial board and dead cards, and returns one
result per player. The work runs in C++ on every core, without the GIL:
exact enumeration when that is cheap (or asked for), else seeded Monte Carlo::

    >>> r = equity(["AhKh", "QsQd"])
    >>> r.exact, r.trials, round(r[0].equity, 6), round(r[1].equity, 6)
    (True, 1712304, 0.462145, 0.537855)
    >>> r[0].wins, r[1].wins, r[0].ties
    (787966.0, 917606.0, 6732.0)
    >>> r = equity(["AK", "QQ"], board="Qh 7d 2c")      # ranges, a flop
    >>> [round(p.equity, 4) for p in r]
    [0.0213, 0.9787]
    >>> mc = equity(["AhKh", "QsQd", "7c7d"], exact=False, trials=100_000, seed=1)
    >>> abs(mc[0].equity - 0.389836) < 4 * mc[0].std_error
    True

Odds helpers: :func:`outs` (the next cards that improve a hand, with the
chance of hitting one by the river) and :func:`pot_odds`. Omaha and
short-deck equity: :mod:`holdem.core.variant_equity`.
"""

from __future__ import annotations

import decimal
import math
import numbers
import operator
import secrets
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Protocol, TypeVar, Union

import numpy as np

from .. import _core
from .._checks import bounded, short_repr
from ..errors import HoldemError, InvalidArgumentError
from .cards import _CARDS, Card, CardLike, card_error, parse_cards
from .evaluator import Category
from .plain_data import Plain
from .ranges import Range

__all__ = [
    "CancelFlag",
    "EquityResult",
    "Outs",
    "PlayerEquity",
    "equity",
    "outs",
    "pot_odds",
    "preflop_equity",
]


class CancelFlag(Protocol):
    """What ``cancel`` takes: a ``threading.Event`` or anything with ``is_set()``; once set, the run stops
    (checked about every 50 ms: a shorter run completes).

    >>> import threading
    >>> stop = threading.Event()
    >>> equity(["AhKh", "QsQd"], cancel=stop).exact
    True
    """

    def is_set(self) -> bool: ...


#: A player: known hole cards (``"AhKh"``, two cards) or a range (``"QQ+, AKs"``, a :class:`Range`).
PlayerSpec = Union[str, Range, Sequence[CardLike]]

_Spec = TypeVar("_Spec")

MAX_PLAYERS = _core.MAX_EQUITY_PLAYERS
#: The most Monte Carlo trials one run takes (2^53): the outcome counts stay exact in floating point.
MAX_TRIALS = _core.MAX_EQUITY_TRIALS
#: The most threads one can ask for; the core starts at most one per hardware thread.
MAX_THREADS = 2**31 - 1


@dataclass(frozen=True)
class PlayerEquity:
    """One player's result.

    ``equity`` is the expected share of the pot: ``win`` (the probability of
    winning alone) plus ``tie`` (the share won in split pots: a two-way split
    counts 1/2). ``tie_probability`` is the chance of some split. ``wins``
    and ``ties`` are the (weighted) numbers of outcomes won alone and split,
    out of the result's ``total``. ``std_error`` is the standard error of
    ``equity`` (0 when exact) over ``trials`` samples or outcomes.
    """

    equity: float
    win: float
    tie: float
    tie_probability: float
    std_error: float
    wins: float
    ties: float
    trials: int
    exact: bool


@dataclass(frozen=True)
class EquityResult(Sequence[PlayerEquity]):
    """One :class:`PlayerEquity` per player, in order, and how they were found.

    ``exact``: enumerated (else Monte Carlo); ``trials``: samples, or the
    outcomes enumerated (deals of hole cards times boards); ``total``: the
    weighted number of outcomes, each range's weights taken relative to its
    largest (``trials`` when a range weighs its combos alike); ``seed``:
    the Monte Carlo seed, to reproduce the run (None when exact).
    """

    players: tuple[PlayerEquity, ...]
    exact: bool
    trials: int
    total: float
    seed: int | None

    def __getitem__(self, index: int) -> PlayerEquity:  # type: ignore[override]
        return self.players[index]

    def __len__(self) -> int:
        return len(self.players)

    def __iter__(self) -> Iterator[PlayerEquity]:
        return iter(self.players)

    @property
    def equities(self) -> tuple[float, ...]:
        """Each player's equity, in order."""
        return tuple(p.equity for p in self.players)

    def to_dict(self) -> dict[str, Plain]:
        """Plain data for JSON."""
        return {
            "exact": self.exact,
            "trials": self.trials,
            "total": self.total,
            "seed": self.seed,
            "players": [asdict(p) for p in self.players],
        }

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"Monte Carlo, seed {self.seed}"
        shares = ", ".join(f"{p.equity:.6f}" for p in self.players)
        return f"<EquityResult ({how}, {self.trials} trials): {shares}>"


def _player_combos(spec: PlayerSpec, index: int) -> tuple[list[int], list[float]]:
    """Flat card ids (two per combo) and weights for the core."""
    if isinstance(spec, str):
        try:
            hand = _core.parse_cards(spec)  # "AhKh", "Ah Kh": known cards
        except ValueError:
            hand = None
        if hand is not None and len(hand) == 2:
            return hand, [1.0]
        spec = Range(spec)
    if isinstance(spec, Range):
        cards: list[int] = []
        weights: list[float] = []
        for a, b, w in spec.combos:
            cards += (a, b)
            weights.append(w)
        return cards, weights
    if isinstance(spec, Iterable):
        hand = [Card(c) for c in bounded(spec, 2, f"player {index + 1}: hole cards are two cards")]
        if len(hand) == 2:
            return [int(c) for c in hand], [1.0]
        raise InvalidArgumentError(f"player {index + 1}: hole cards are two cards, got {len(hand)}")
    raise InvalidArgumentError(
        f"player {index + 1}: give two hole cards ('AhKh') or a range ('QQ+, AKs'), "
        f"got {type(spec).__name__}"
    )


def _int_option(name: str, value: object, low: int, high: int) -> int:
    """An integer option (an int or numpy integer, not a bool) from low to high."""
    try:
        number = None if isinstance(value, (bool, np.bool_)) else operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        number = None
    if number is None or not low <= number <= high:
        raise InvalidArgumentError(
            f"{name} is an int from {low} to {high}, got {short_repr(value)}"
        )
    return number


def _player_list(players: Iterable[_Spec], what: str, example: str) -> list[_Spec]:
    """The players of an equity call as a list of 2 to MAX_PLAYERS specs (an endless iterator stops
    after MAX_PLAYERS + 1)."""
    if isinstance(players, (str, bytes, Range)) or not isinstance(players, Iterable):
        raise InvalidArgumentError(f"players is a sequence of {what}, e.g. {example}")
    listed = list(bounded(players, MAX_PLAYERS, f"players is a sequence of {what}"))
    if not 2 <= len(listed) <= MAX_PLAYERS:
        raise InvalidArgumentError(
            f"equity takes 2 to {MAX_PLAYERS} players, got {len(listed)}"
            + ("" if len(listed) <= MAX_PLAYERS else " or more")
        )
    return listed


def _run_options(
    exact: object, trials: object, seed: object, threads: object
) -> tuple[str, int, int, int]:
    """An equity call's method ('auto', 'exact' or 'monte_carlo'), trials, seed (a random one when
    None) and threads (0 for every core), checked."""
    checked_trials = _int_option("trials (at most 2^53: counts stay exact)", trials, 1, MAX_TRIALS)
    checked_threads = 0 if threads is None else _int_option("threads", threads, 0, MAX_THREADS)
    checked_seed = secrets.randbits(64) if seed is None else _int_option("seed", seed, 0, 2**64 - 1)
    if exact is not None and not isinstance(exact, (bool, np.bool_)):
        raise InvalidArgumentError(f"exact is True, False or None (choose), got {exact!r}")
    method = "auto" if exact is None else "exact" if exact else "monte_carlo"
    return method, checked_trials, checked_seed, checked_threads


def equity(
    players: Iterable[PlayerSpec],
    board: str | Iterable[CardLike] = (),
    dead: str | Iterable[CardLike] = (),
    *,
    exact: bool | None = None,
    trials: int = 1_000_000,
    seed: int | None = None,
    threads: int | None = None,
    cancel: CancelFlag | None = None,
) -> EquityResult:
    """Each player's equity when the board is dealt out.

    ``players``: 2 to 10, each known hole cards (``"AhKh"``, ``["Ah", "Kh"]``)
    or a range (``"QQ+, AKs"``, a :class:`~holdem.core.ranges.Range`). Combos that
    share a card with the board, the dead cards, or another player's known
    cards are dropped; deals where two ranges would share a card are skipped,
    so card removal is exact. ``board``: 0 to 5 cards; ``dead``: cards out of
    play.

    ``exact``: None chooses exact enumeration when it costs no more than about
    twice the Monte Carlo run, True forces it, False forces Monte Carlo with
    ``trials`` samples (1 to :data:`MAX_TRIALS`, 2^53). ``seed`` makes Monte Carlo reproducible: the same
    ``(seed, trials)`` give the same result on any number of threads (a random
    seed, reported in the result, when None). ``threads``: all cores when 0 or
    None (the default); never more than the machine has, and when the system
    cannot start them all the work runs on those that started. The work runs
    in C++ without the GIL; Ctrl-C (or any signal handler that raises) stops
    it within about 50 ms. From any thread, ``cancel`` (a :class:`threading.Event`, or anything with
    ``is_set()``) stops it within about 50 ms once set: :class:`~holdem.errors.CancelledError`.

    Raises :class:`~holdem.errors.InvalidArgumentError` (player count, no
    combo left, ranges that cannot be dealt together),
    :class:`~holdem.errors.DuplicateCardError` (a known card twice),
    :class:`~holdem.errors.InvalidCardError` or
    :class:`~holdem.errors.RangeParseError`.

    >>> [round(p.equity, 6) for p in equity(["AhKh", "QsQd", "7c7d"])]
    [0.389836, 0.425997, 0.184167]
    """
    players = _player_list(players, "hands or ranges", "['AhKh', 'QQ+']")
    method, trials, seed, threads = _run_options(exact, trials, seed, threads)
    combos = [_player_combos(p, i) for i, p in enumerate(players)]
    # At most 5 board cards and 52 dead ones are read (6 and 53 say "too many").
    board, dead = bounded(board, 5, _CARDS), bounded(dead, 52, _CARDS)
    try:
        found_exact, n, total, rows = _core.equity(
            combos, board, dead, method, trials, seed, threads, cancel
        )
    except HoldemError:
        raise
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None
    per_player = tuple(PlayerEquity(*row, trials=n, exact=found_exact) for row in rows)
    return EquityResult(per_player, found_exact, n, total, None if found_exact else seed)


# ---------------------------------------------------------------------------
# Odds


@dataclass(frozen=True)
class Outs:
    """The cards that improve a hand on the next card, and the odds of hitting one.

    ``unseen`` is how many cards the next one can be; ``cards_to_come`` is 2
    on the flop, 1 on the turn.
    """

    cards: tuple[Card, ...]
    unseen: int
    cards_to_come: int

    @property
    def count(self) -> int:
        return len(self.cards)

    @property
    def next_card(self) -> float:
        """The probability that the next card is an out."""
        return self.count / self.unseen

    @property
    def by_river(self) -> float:
        """The probability that at least one out comes by the river (the 'rule of 4 and 2', exactly)."""
        k = self.cards_to_come
        return 1 - math.comb(self.unseen - self.count, k) / math.comb(self.unseen, k)


def _category(category: Category | int | str) -> Category:
    """A Category from itself, its number or its name ("flush", "FULL_HOUSE", "two pair")."""
    if isinstance(category, str):
        key = category.strip().upper().replace(" ", "_")
        if key in Category.__members__:
            return Category[key]
    elif not isinstance(category, bool):
        try:
            return Category(operator.index(category))
        except (TypeError, ValueError):
            pass
    allowed = ", ".join(f"{c.label!r} ({c.value})" for c in Category)
    raise InvalidArgumentError(
        f"category is a Category, its number or its name: {allowed}; got {short_repr(category)}"
    )


def outs(
    hole: str | Iterable[CardLike],
    board: str | Iterable[CardLike],
    *,
    opponents: str | Iterable[str | Iterable[CardLike]] = (),
    dead: str | Iterable[CardLike] = (),
    category: Category | int | str | None = None,
) -> Outs:
    """The unseen cards that, dealt next, give ``hole`` a better hand (on a flop or turn ``board``).

    Without ``opponents``, an out lifts the hand to a higher category than it
    has now and than the board alone would then show (pairing the board is
    not an out), or, with ``category``, to at least that category from below.
    With ``opponents`` (their known hole cards; a string is one opponent's),
    an out is a card after which the hand beats every opponent's outright.
    ``category`` is a :class:`~holdem.core.evaluator.Category`, its number or its
    name (``"flush"``). The hands are ranked by the C++ core.

    >>> o = outs("AhKh", "Qh 7h 2c")                       # flush draw and two overcards
    >>> o.count, round(o.by_river, 4)
    (15, 0.5412)
    >>> o = outs("AhKh", "Qh 7h 2c", category=Category.FLUSH)
    >>> o.count, round(o.next_card, 4), round(o.by_river, 4)
    (9, 0.1915, 0.3497)
    >>> outs("AhKh", "Qh 7h 2c Qd", opponents=["QsJs"]).count  # vs trips: a flush, but 2h and Jh fill them up
    7
    """
    target = -1 if category is None else int(_category(category))
    if isinstance(opponents, str):  # one opponent's hole cards, not one card per character
        opponents = [opponents]
    # A wrong type is an InvalidTypeError (a TypeError), as in parse_cards. Two cards each
    # and the flop leave room for 23 opponents: an endless iterator stops at the 24th.
    rivals_in = bounded(
        opponents,
        _MAX_OPPONENTS,
        "opponents are hole cards, one entry per opponent (['QsJs', 'Tc9c'])",
    )
    if len(rivals_in) > _MAX_OPPONENTS:
        raise InvalidArgumentError(
            f"outs takes at most {_MAX_OPPONENTS} opponents (two cards each, "
            f"with 2 hole cards and 3 on the board), got {len(rivals_in)}"
        )
    hero, table, out = parse_cards(hole), parse_cards(board), parse_cards(dead)
    rivals = [parse_cards(o) for o in rivals_in]
    found = _core.outs(hero, table, rivals, out, target)
    # The core checked that no card is given twice: the rest of the deck is unseen.
    known = len(hero) + len(table) + len(out) + sum(map(len, rivals))
    unseen, to_come = 52 - known, 5 - len(table)
    if unseen < to_come:
        raise InvalidArgumentError(
            f"{known} cards are known (hole, board, opponents, dead): {unseen} left, "
            f"too few for the {to_come} board card{'s' if to_come > 1 else ''} to come"
        )
    return Outs(tuple(Card(c) for c in found), unseen, to_come)


_MAX_OPPONENTS = (52 - 2 - 3) // 2


def _amount(name: str, value: object) -> Fraction:
    """A chip amount for :func:`pot_odds`: any finite real number >= 0 (int, float, numpy, Fraction,
    Decimal), exactly."""
    if not isinstance(value, (bool, np.bool_)) and isinstance(
        value, (numbers.Real, decimal.Decimal)
    ):
        try:
            # Exact; NaN and infinities raise. Python ints inside (a Fraction of np.int64 overflows
            # in arithmetic); np.float32 and other Reals go through float.
            if isinstance(value, numbers.Rational):
                amount = Fraction(int(value.numerator), int(value.denominator))
            else:
                amount = Fraction(
                    value if isinstance(value, (float, decimal.Decimal)) else float(value)
                )
        except (ValueError, OverflowError, TypeError):
            pass
        else:
            if amount >= 0:
                return amount
    raise InvalidArgumentError(f"{name} is a finite real number >= 0, got {short_repr(value)}")


def pot_odds(to_call: float, pot: float) -> float:
    """The equity a call needs to break even: ``to_call / (pot + to_call)``.

    ``pot`` is everything in the middle before the call, the bet faced included.
    Both are any real numbers >= 0 (ints, floats, numpy numbers, Fraction,
    Decimal); the quotient is exact, rounded once to a float.

    >>> pot_odds(50, 150)   # a half-pot bet: call 50 to win 150
    0.25
    """
    if type(to_call) is int and type(pot) is int and to_call >= 0 and pot >= 0 and to_call + pot:
        return to_call / (pot + to_call)  # int / int is exact, rounded once
    call, middle = _amount("to_call", to_call), _amount("pot", pot)
    if call + middle == 0:
        raise InvalidArgumentError("pot odds need chips in the pot or a bet to call, got 0 and 0")
    return float(call / (middle + call))


def preflop_equity(label: str, *, trials: int, seed: int) -> float:
    """Monte Carlo equity (one thread, seeded) of one combo of a starting hand (``"AKs"``) against one
    random hand: what tools/preflop_ranking.py ships for each of the 169 hands (see
    :func:`~holdem.core.preflop.preflop_ranking`)."""
    high, low = label[0], label[1]
    combo = high + "s" + low + ("s" if label.endswith("s") else "h")
    return equity([combo, "random"], exact=False, trials=trials, seed=seed, threads=1)[0].equity
