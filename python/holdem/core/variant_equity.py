"""Equity in Omaha (high and hi-lo, 4, 5 or 6 hole cards) and short-deck hold'em.

:func:`omaha_equity` and :func:`short_deck_equity` are :func:`~holdem.core.equity`
for the other games the core values: 2 to 10 players, each known hole cards
or ``"random"`` (a hand dealt from the cards left), a partial board and dead
cards. They enumerate every deal of the random hands and every board when
those outcomes are no more than about twice the Monte Carlo trials (or when
asked), else sample ``trials`` deals with ``seed``; the work runs in C++ on
every core, without the GIL. High games return an
:class:`~holdem.core.EquityResult`, as hold'em does; Omaha hi-lo a
:class:`HiLoEquityResult`, with the high and low halves and the scoops::

    >>> r = omaha_equity(["As Ah Ks Kh", "Qd Jd Tc 9c"])        # every board, exactly
    >>> r.exact, r.trials, [round(p.equity, 4) for p in r]
    (True, 1086008, [0.6163, 0.3837])
    >>> r = omaha_equity(["As 2s Kd Kc", "Ah 3h Qd Qc"], board="4c 5d 8h", hi_lo=True)
    >>> p = r[0]
    >>> round(p.equity, 4), round(p.high, 4), round(p.low, 4), round(p.scoop, 4)
    (0.8079, 0.753, 0.8628, 0.7476)
    >>> r = omaha_equity(["As 2s Kd Kc", "Ah 3h Qd Qc"], board="4c 5d 8h Jc 2d", hi_lo=True)
    >>> r[1].scoop                                       # the deuce counterfeits A-2 and makes A-3 a wheel
    1.0
    >>> r = omaha_equity(["As Kd Qc Jh", "Ts 9s 8d 7d"], board="2c 2d Kc", hi_lo=True)
    >>> round(r.low_probability, 4)                      # a low qualifies on this share of the boards
    0.1756
    >>> [round(p.equity, 4) for p in short_deck_equity(["As Ks", "Qh Qd"])]
    [0.5144, 0.4856]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import Literal, Union, overload

from .. import _core
from .._checks import bounded, short_repr
from ..errors import HoldemError, InvalidArgumentError
from .cards import _CARDS, CardLike, card_error
from .odds import (
    CancelFlag,
    EquityResult,
    PlayerEquity,
    _int_option,
    _player_list,
    _run_options,
)
from .plain_data import Plain
from .ranges import Range
from .short_deck import _rule

__all__ = [
    "HiLoEquityResult",
    "HiLoPlayerEquity",
    "omaha_equity",
    "short_deck_equity",
]

#: A player: known hole cards (``"AsAhKsKh"``, ``["As", "Ah", "Ks", "Kh"]``) or ``"random"``.
HandSpec = Union[str, Sequence[CardLike]]

_RANDOM = ("random", "any")

# The core's row per player: equity, std_error, high_win, high_tie, high_tie_probability, high_wins,
# high_ties, low_win, low_tie, scoop.
_Row = tuple[float, float, float, float, float, float, float, float, float, float]
_Answer = tuple[bool, int, float, list[_Row]]


@dataclass(frozen=True)
class HiLoPlayerEquity:
    """One player's result in Omaha hi-lo (R-HAND-9).

    Each outcome's pot goes half to the best high hand and half to the best
    qualifying low, each half split between tied hands, and all to the high
    when no low qualifies. ``equity`` is the expected share of the pot.
    ``high_win`` is the probability of the best high hand alone and
    ``high_tie`` the expected share of the high hand's part won in ties, so
    :attr:`high` (their sum) is the expected share of that part; ``low_win``,
    ``low_tie`` and :attr:`low` the same for the low (0 when no low
    qualifies). ``scoop`` is the probability of winning the whole pot alone.
    ``std_error`` is the standard error of ``equity`` (0 when exact).
    """

    equity: float
    high_win: float
    high_tie: float
    low_win: float
    low_tie: float
    scoop: float
    std_error: float
    trials: int
    exact: bool

    @property
    def high(self) -> float:
        """The expected share of the high hand's part of the pot (1 for the best high alone)."""
        return self.high_win + self.high_tie

    @property
    def low(self) -> float:
        """The expected share of the low hand's part of the pot (0 when no low qualifies)."""
        return self.low_win + self.low_tie


@dataclass(frozen=True)
class HiLoEquityResult(Sequence[HiLoPlayerEquity]):
    """One :class:`HiLoPlayerEquity` per player, in order, and how they were found.

    ``exact``: enumerated (else Monte Carlo); ``trials``: samples, or the
    outcomes enumerated (deals of the random hands times boards);
    ``seed``: the Monte Carlo seed (None when exact); ``low_probability``:
    the share of outcomes where some low qualifies.
    """

    players: tuple[HiLoPlayerEquity, ...]
    exact: bool
    trials: int
    seed: int | None
    low_probability: float

    def __getitem__(self, index: int) -> HiLoPlayerEquity:  # type: ignore[override]
        return self.players[index]

    def __len__(self) -> int:
        return len(self.players)

    def __iter__(self) -> Iterator[HiLoPlayerEquity]:
        return iter(self.players)

    @property
    def equities(self) -> tuple[float, ...]:
        """Each player's equity, in order."""
        return tuple(p.equity for p in self.players)

    def to_dict(self) -> dict[str, Plain]:
        """Plain data for JSON (each player's ``high`` and ``low`` included)."""
        return {
            "exact": self.exact,
            "trials": self.trials,
            "seed": self.seed,
            "low_probability": self.low_probability,
            "players": [{**asdict(p), "high": p.high, "low": p.low} for p in self.players],
        }

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"Monte Carlo, seed {self.seed}"
        shares = ", ".join(f"{p.equity:.6f}" for p in self.players)
        return f"<HiLoEquityResult ({how}, {self.trials} trials): {shares}>"


def _hand(spec: HandSpec, index: int, example: str) -> list[int]:
    """A player's card ids for the core, no cards for a random hand."""
    if isinstance(spec, str):
        if spec.strip().lower() in _RANDOM:
            return []
        try:
            return _core.parse_cards(spec)
        except (HoldemError, TypeError, ValueError) as exc:
            typed = card_error(exc) if not isinstance(exc, HoldemError) else exc
            raise type(typed)(
                f"player {index + 1}: {typed}; give hole cards ({example}) or 'random'"
            ) from None
    if isinstance(spec, Range) or not isinstance(spec, Iterable):
        raise InvalidArgumentError(
            f"player {index + 1}: give hole cards ({example}) or 'random', got {short_repr(spec)}"
        )
    # Read to one card past the most a hand has: an endless iterator ends in the count error.
    return list(bounded(spec, 6, f"player {index + 1}: {_CARDS}"))


def _hole_cards(hole_cards: object, hands: list[list[int]]) -> int:
    """The number of hole cards: as given (4, 5 or 6), else that of the first known hand (4 when
    every hand is random, or the first has no Omaha count): the core names any hand that differs."""
    if hole_cards is not None:
        return _int_option("hole_cards (Omaha, five- and six-card Omaha)", hole_cards, 4, 6)
    first = next((len(h) for h in hands if h), 4)
    return first if 4 <= first <= 6 else 4


def _run(
    game: str,
    hands: list[list[int]],
    hole_cards: int,
    board: str | Iterable[CardLike],
    dead: str | Iterable[CardLike],
    options: tuple[str, int, int, int],
    trips_beat_straight: bool,
    cancel: CancelFlag | None,
) -> _Answer:
    """The core's answer, its Python-side errors made typed."""
    method, trials, seed, threads = options
    # At most 5 board cards and 52 dead ones are read (6 and 53 say "too many").
    board, dead = bounded(board, 5, _CARDS), bounded(dead, 52, _CARDS)
    try:
        return _core.variant_equity(
            hands,
            board,
            dead,
            game,
            hole_cards,
            trips_beat_straight,
            method,
            trials,
            seed,
            threads,
            cancel,
        )
    except HoldemError:
        raise
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None


def _high_result(answer: _Answer, seed: int) -> EquityResult:
    """A high game's result, as hold'em equity gives it."""
    exact, trials, _, rows = answer
    players = tuple(
        PlayerEquity(
            equity=row[0],
            win=row[2],
            tie=row[3],
            tie_probability=row[4],
            std_error=row[1],
            wins=row[5],
            ties=row[6],
            trials=trials,
            exact=exact,
        )
        for row in rows
    )
    return EquityResult(players, exact, trials, float(trials), None if exact else seed)


@overload
def omaha_equity(
    players: Iterable[HandSpec],
    board: str | Iterable[CardLike] = (),
    dead: str | Iterable[CardLike] = (),
    *,
    hi_lo: Literal[False] = False,
    hole_cards: int | None = None,
    exact: bool | None = None,
    trials: int = 1_000_000,
    seed: int | None = None,
    threads: int | None = None,
    cancel: CancelFlag | None = None,
) -> EquityResult: ...
@overload
def omaha_equity(
    players: Iterable[HandSpec],
    board: str | Iterable[CardLike] = (),
    dead: str | Iterable[CardLike] = (),
    *,
    hi_lo: Literal[True],
    hole_cards: int | None = None,
    exact: bool | None = None,
    trials: int = 1_000_000,
    seed: int | None = None,
    threads: int | None = None,
    cancel: CancelFlag | None = None,
) -> HiLoEquityResult: ...
@overload
def omaha_equity(
    players: Iterable[HandSpec],
    board: str | Iterable[CardLike] = (),
    dead: str | Iterable[CardLike] = (),
    *,
    hi_lo: bool,
    hole_cards: int | None = None,
    exact: bool | None = None,
    trials: int = 1_000_000,
    seed: int | None = None,
    threads: int | None = None,
    cancel: CancelFlag | None = None,
) -> EquityResult | HiLoEquityResult: ...
def omaha_equity(
    players: Iterable[HandSpec],
    board: str | Iterable[CardLike] = (),
    dead: str | Iterable[CardLike] = (),
    *,
    hi_lo: bool = False,
    hole_cards: int | None = None,
    exact: bool | None = None,
    trials: int = 1_000_000,
    seed: int | None = None,
    threads: int | None = None,
    cancel: CancelFlag | None = None,
) -> EquityResult | HiLoEquityResult:
    """Each player's Omaha equity when the board is dealt out: high, or hi-lo eight or better.

    ``players``: 2 to 10, each known hole cards (``"AsAhKsKh"``, a sequence
    of cards) or ``"random"``, a hand dealt from the cards left. Every hand
    holds ``hole_cards`` cards: 4 (Omaha), 5 or 6 (five- and six-card Omaha);
    by default the known hands' count (4 when every hand is random). A hand
    is exactly two hole cards with three board cards (R-HAND-8). ``board``:
    0 to 5 cards; ``dead``: cards out of play.

    ``hi_lo=False`` returns an :class:`~holdem.core.EquityResult` (the pot to the
    best high hand, ties split). ``hi_lo=True`` plays eight or better
    (R-HAND-9) and returns a :class:`HiLoEquityResult`: half the pot to the
    best high hand, half to the best qualifying low, each half split between
    ties, all to the high when no low qualifies; each player's high and low
    shares and scoops are reported.

    ``exact``, ``trials``, ``seed``, ``threads`` and ``cancel`` as for
    :func:`~holdem.core.equity`: exact enumeration of every deal of the random
    hands and every board when those outcomes are at most about twice
    ``trials``, else Monte Carlo, reproducible from ``seed``.

    Raises :class:`~holdem.errors.InvalidArgumentError` (player count, a hand
    of the wrong size, hands of different sizes, too few cards left, too
    many outcomes to enumerate), :class:`~holdem.errors.DuplicateCardError`
    (a card twice, naming where) or :class:`~holdem.errors.InvalidCardError`.

    >>> r = omaha_equity(["As Ah Ks Kh", "random"], trials=200_000, seed=1)   # a random hand: sampled
    >>> r.exact, abs(r[0].equity - 0.707) < 0.005          # 70.7% (Cappelletti, Card Player, 2004)
    (False, True)
    >>> r = omaha_equity(["As 2s 3d Kc Qc", "4h 5h 6h 8d 9d"], board="7c 8c 2h Ks", hi_lo=True)
    >>> r.equities, [p.scoop for p in r]                 # five-card hi-lo on the turn: 38 rivers
    ((0.75, 0.25), [0.5, 0.0])
    """
    if type(hi_lo) is not bool:
        raise InvalidArgumentError(f"hi_lo is True or False, got {short_repr(hi_lo)}")
    specs = _player_list(players, "hands or 'random'", "['AsAhKsKh', 'random']")
    options = _run_options(exact, trials, seed, threads)
    hands = [_hand(p, i, "'AsAhKsKh'") for i, p in enumerate(specs)]
    count = _hole_cards(hole_cards, hands)
    answer = _run(
        "omaha_hi_lo" if hi_lo else "omaha", hands, count, board, dead, options, True, cancel
    )
    if not hi_lo:
        return _high_result(answer, options[2])
    found_exact, n, low_probability, rows = answer
    per_player = tuple(
        HiLoPlayerEquity(
            equity=row[0],
            high_win=row[2],
            high_tie=row[3],
            low_win=row[7],
            low_tie=row[8],
            scoop=row[9],
            std_error=row[1],
            trials=n,
            exact=found_exact,
        )
        for row in rows
    )
    return HiLoEquityResult(
        per_player, found_exact, n, None if found_exact else options[2], low_probability
    )


def short_deck_equity(
    players: Iterable[HandSpec],
    board: str | Iterable[CardLike] = (),
    dead: str | Iterable[CardLike] = (),
    *,
    trips_beat_straight: bool = True,
    exact: bool | None = None,
    trials: int = 1_000_000,
    seed: int | None = None,
    threads: int | None = None,
    cancel: CancelFlag | None = None,
) -> EquityResult:
    """Each player's short-deck (six-plus) hold'em equity when the board is dealt out.

    The 36 cards 6 to ace (R-HAND-10): a card below the six raises
    :class:`~holdem.errors.InvalidCardError`. ``players``: 2 to 10, each two
    known hole cards or ``"random"``; ``board``, ``dead`` and the run options
    as for :func:`~holdem.core.equity`. A flush beats a full house, A-6-7-8-9 is
    the lowest straight, and three of a kind beats a straight unless
    ``trips_beat_straight=False``.

    >>> short_deck_equity(["Ts Jd", "9h 9d"], board="7c 8d 9s").equities   # trips beat the straight
    (0.0, 1.0)
    >>> r = short_deck_equity(["Ts Jd", "9h 9d"], board="7c 8d 9s", trips_beat_straight=False)
    >>> [round(p.equity, 4) for p in r]
    [0.484, 0.516]
    >>> short_deck_equity(["As Ks", "random"], trials=100_000, seed=3).exact
    False
    """
    rule = _rule(trips_beat_straight)
    specs = _player_list(players, "hands or 'random'", "['AsKs', 'random']")
    options = _run_options(exact, trials, seed, threads)
    hands = [_hand(p, i, "'AsKs'") for i, p in enumerate(specs)]
    answer = _run("short_deck", hands, 2, board, dead, options, rule, cancel)
    return _high_result(answer, options[2])
