"""Player statistics, as trackers count them, from hands of any source: history files of any format, PHH
histories, hands this library played (a :class:`~holdem.Hand`, a table's records), a tournament's tables or
a simulation (``holdem.simulate(..., player_stats=True)``).

    >>> text = '''PokerStars Hand #1:  Hold'em No Limit ($0.05/$0.10 USD) - 2025/08/02 5:24:53 ET
    ... Table 'Wezen' 6-max Seat #1 is the button
    ... Seat 1: Ann ($10 in chips)
    ... Seat 2: Bob ($10 in chips)
    ... Bob: posts small blind $0.05
    ... Ann: posts big blind $0.10
    ... *** HOLE CARDS ***
    ... Bob: raises $0.20 to $0.30
    ... Ann: raises $0.60 to $0.90
    ... Bob: folds
    ... Uncalled bet ($0.60) returned to Ann
    ... Ann collected $0.58 from pot
    ... *** SUMMARY ***
    ... Total pot $0.60 | Rake $0.02
    ... Seat 1: Ann (big blind) collected ($0.58)
    ... Seat 2: Bob (button) (small blind) folded before Flop
    ... '''
    >>> stats = player_stats(text)
    >>> ann, bob = stats.players["Ann"], stats.players["Bob"]
    >>> ann.vpip, ann.three_bet, ann.net  # Ann re-raised Bob's open raise, and won $0.28 after the rake
    (Rate(count=1, chances=1), Rate(count=1, chances=1), Decimal('0.28'))
    >>> bob.pfr, bob.fold_to_three_bet, stats.positions["Bob"]["BTN"].hands
    (Rate(count=1, chances=1), Rate(count=1, chances=1), 1)

Each statistic is a count over the hands that gave the player the chance (:class:`Rate`: ``count`` of
``chances``); the definitions are those of docs/tutorials/statistics.md, in short:

- **hands**: hands the player was dealt into.
- **VPIP** (voluntarily put money in pot): hands where the player called, bet or raised in the first
  betting round (posting a blind or an ante is not voluntary; the big blind's check is not), of the
  hands in which the player made a decision in that round: a walk (all fold to the big blind) is no
  chance for the big blind, nor a hand where a forced bet put the player all-in.
- **PFR** (preflop raise): hands where the player bet or raised in the first round, of the same hands.
- **3-bet**: hands where the player re-raised an open raise preflop (the second raise, the big blind
  being the first bet), of the hands where the player acted facing exactly one raise (not its own),
  with chips to raise.
- **fold to 3-bet**: hands where the player made the open raise, faced a re-raise and folded, of the
  hands where it made the open raise and then acted facing exactly two raises.
- **aggression factor**: bets and raises after the first round, divided by calls after it (None
  without a call); checks and folds do not count.
- **WTSD** (went to showdown): hands the player was still in at a showdown (two or more players
  still in at the end), of the hands where it saw the flop (still in when the flop was dealt; in
  five-card draw, the draw).
- **W$SD** (won money at showdown): showdowns where the player won a pot or a share of one, of its
  showdowns.
- **net**: what the player won or lost, in the hands' units (chips, or the currency of a file): what the
  file states (after the rake, and with a site's payments outside the pot) where it states it, else the
  engine's result; **bb/100**: the net in big blinds (each hand's own) per 100 hands, with the 95%
  confidence interval of the normal approximation over the per-hand results.

Every statistic is kept per player and per player and position (:data:`~holdem.game.POSITION_CODES`:
BTN, SB, BB, UTG... LJ, HJ, CO, by the players dealt in).
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from decimal import Decimal
from typing import Any, NamedTuple

from ..core import Plain
from ..engine import Hand
from ..errors import HoldemError, InvalidArgumentError
from ..game import Action, ActionKind, BoardDeal, Discard, Kill, Post, position_codes
from .amounts import Number, _in_units, _shown
from .model import HandHistory
from .pokerstars_convert import exact
from .reading import ReadHand, collected_result, read
from .replayer import replay, replay_scale
from .variants import player_seats

__all__ = [
    "Z95",
    "PlayerStats",
    "Rate",
    "Stats",
    "interval95",
    "player_stats",
    "position_order",
]

#: The normal distribution's two-sided 95% quantile.
Z95 = 1.959963984540054

_AGGRESSIVE = (ActionKind.BET, ActionKind.RAISE)
_LIVE_POSTS = ("small blind", "big blind", "straddle", "post")


def interval95(total: float, squares: float, n: int) -> tuple[float, float]:
    """The mean of ``n`` values whose sum is ``total`` and sum of squares ``squares``, and the half width of
    its 95% confidence interval (normal approximation, sample variance); ``inf`` for fewer than two.

    >>> mean, half = interval95(10.0, 30.0, 5)  # 2 on average; sample variance (30 - 20) / 4 = 2.5
    >>> mean, round(half, 4)
    (2.0, 1.3859)
    """
    if n <= 0:
        return 0.0, math.inf
    mean = total / n
    if n < 2:
        return mean, math.inf
    variance = max((squares - total * total / n) / (n - 1), 0.0)
    return mean, Z95 * math.sqrt(variance / n)


class Rate(NamedTuple):
    """A statistic as trackers count it: ``count`` of ``chances``; :attr:`rate` the share (None without a
    chance)."""

    count: int  # type: ignore[assignment]  # a field that hides tuple.count
    chances: int

    @property
    def rate(self) -> float | None:
        return self.count / self.chances if self.chances else None

    def to_dict(self) -> dict[str, Plain]:
        rate = self.rate
        return {
            "count": self.count,
            "of": self.chances,
            "rate": None if rate is None else round(rate, 6),
        }


@dataclass
class PlayerStats:
    """One player's counts (over all its hands, or those in one position) and the statistics they make
    (see the module documentation for each definition). Counts add up: ``a + b`` is both sets of hands."""

    hands: int = 0
    preflop_decisions: int = 0  # hands with a decision in the first round: VPIP's and PFR's chances
    vpip_hands: int = 0
    pfr_hands: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    three_bets_faced: int = 0  # after its open raise
    folds_to_three_bet: int = 0
    bets_and_raises: int = 0  # after the first round
    calls: int = 0  # after the first round
    flops_seen: int = 0
    showdowns: int = 0
    showdowns_won: int = 0
    net: Number = 0
    net_bb: float = 0.0  # the net in big blinds, each hand's own
    net_bb_squares: float = 0.0  # the sum of each hand's net in big blinds, squared

    def __add__(self, other: PlayerStats) -> PlayerStats:
        if not isinstance(other, PlayerStats):
            return NotImplemented
        return PlayerStats(
            **{f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)}
        )

    @property
    def vpip(self) -> Rate:
        return Rate(self.vpip_hands, self.preflop_decisions)

    @property
    def pfr(self) -> Rate:
        return Rate(self.pfr_hands, self.preflop_decisions)

    @property
    def three_bet(self) -> Rate:
        return Rate(self.three_bets, self.three_bet_chances)

    @property
    def fold_to_three_bet(self) -> Rate:
        return Rate(self.folds_to_three_bet, self.three_bets_faced)

    @property
    def wtsd(self) -> Rate:
        """Went to showdown: showdowns of the flops seen."""
        return Rate(self.showdowns, self.flops_seen)

    @property
    def wsd(self) -> Rate:
        """Won money at showdown (W$SD): showdowns won (a pot or a share) of the showdowns."""
        return Rate(self.showdowns_won, self.showdowns)

    @property
    def aggression_factor(self) -> float | None:
        """Bets and raises after the first round per call after it; None without a call."""
        return self.bets_and_raises / self.calls if self.calls else None

    @property
    def bb_per_100(self) -> float:
        """The net in big blinds per 100 hands."""
        return 100 * self.net_bb / self.hands if self.hands else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """bb/100's 95% confidence interval (normal approximation over the per-hand results)."""
        mean, half = interval95(self.net_bb, self.net_bb_squares, self.hands)
        return 100 * (mean - half), 100 * (mean + half)

    def to_dict(self) -> dict[str, Plain]:
        """JSON-ready data: each statistic (rates with their counts), the net and bb/100."""
        low, high = self.ci95
        factor = self.aggression_factor
        return {
            "hands": self.hands,
            "vpip": self.vpip.to_dict(),
            "pfr": self.pfr.to_dict(),
            "three_bet": self.three_bet.to_dict(),
            "fold_to_three_bet": self.fold_to_three_bet.to_dict(),
            "aggression_factor": None if factor is None else round(factor, 6),
            "bets_and_raises": self.bets_and_raises,
            "calls": self.calls,
            "wtsd": self.wtsd.to_dict(),
            "wsd": self.wsd.to_dict(),
            "net": _plain_amount(self.net),
            "bb_per_100": round(self.bb_per_100, 4),
            "ci95": [round(low, 4), round(high, 4)] if math.isfinite(low) else None,
        }


def _plain_amount(amount: Number) -> Plain:
    """An amount in JSON: an int when whole, else the exact decimal as a string."""
    if isinstance(amount, Decimal):
        return int(amount) if amount == amount.to_integral_value() else str(amount)
    return amount


@dataclass
class Stats:
    """The statistics of many hands: ``players`` by name, ``positions`` by name and position code,
    ``hands`` the hands counted, ``skipped`` the hands not counted and why (a hand not read, of a game not
    played here, not finished). Add hands with :meth:`add_hand` and :meth:`add`; ``a + b`` merges."""

    hands: int = 0
    players: dict[str, PlayerStats] = field(default_factory=dict)
    positions: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def __add__(self, other: Stats) -> Stats:
        if not isinstance(other, Stats):
            return NotImplemented
        out = Stats(self.hands, dict(self.players), {k: dict(v) for k, v in self.positions.items()})
        out.skipped = [*self.skipped, *other.skipped]
        out.hands += other.hands
        for name, counts in other.players.items():
            out.players[name] = out.players.get(name, PlayerStats()) + counts
        for name, by_position in other.positions.items():
            mine = out.positions.setdefault(name, {})
            for code, counts in by_position.items():
                mine[code] = mine.get(code, PlayerStats()) + counts
        return out

    def renamed(self, names: dict[str, str]) -> Stats:
        """The same statistics with players renamed (``names``: old to new; others kept; two players given
        one name become one)."""
        out = Stats(self.hands, skipped=list(self.skipped))
        for name, counts in self.players.items():
            new = names.get(name, name)
            out.players[new] = out.players.get(new, PlayerStats()) + counts
            mine = out.positions.setdefault(new, {})
            for code, part in self.positions.get(name, {}).items():
                mine[code] = mine.get(code, PlayerStats()) + part
        return out

    def add_hand(
        self,
        hand: Hand,
        players: Sequence[str] | None = None,
        *,
        net: Sequence[Number] | None = None,
        scale: int = 1,
    ) -> None:
        """Count a finished hand: ``players`` are the names by hand seat (``"seat 0"``... by default),
        ``net`` what each won or lost as its file states it (default: the engine's result), amounts in
        units of ``scale`` chips."""
        if not isinstance(hand, Hand):
            raise InvalidArgumentError(f"add_hand counts a holdem.Hand, not {_shown(hand)}")
        if not hand.is_complete:
            raise InvalidArgumentError("a hand is counted when it is over (Hand.is_complete)")
        n = hand.n_seats
        names = [f"seat {k}" for k in range(n)] if players is None else list(players)
        if len(names) != n:
            raise InvalidArgumentError(
                f"players are {n} names, one per hand seat, not {len(names)}"
            )
        if net is None:
            net = [_in_units(chips, scale, "a net") for chips in hand.result.net]
        big_blind = hand.config.big_blind / scale or 1
        codes = position_codes(n, hand.button)
        walk = _HandWalk(hand)
        self.hands += 1
        for seat in range(n):
            counts = walk.counts(seat, net[seat], big_blind)
            name = names[seat]
            self.players[name] = self.players.get(name, PlayerStats()) + counts
            mine = self.positions.setdefault(name, {})
            mine[codes[seat]] = mine.get(codes[seat], PlayerStats()) + counts

    def add(self, source: Any, rules: str | None = None) -> Stats:
        """Count the hands of ``source`` (see :func:`player_stats`); returns itself."""
        for item in _items(source):
            _count(self, item, rules)
        return self

    def to_dict(self) -> dict[str, Plain]:
        """JSON-ready data: the hands, each player's statistics with its positions', the hands skipped."""
        return {
            "hands": self.hands,
            "players": {
                name: {
                    **counts.to_dict(),
                    "positions": {
                        code: stats.to_dict()
                        for code, stats in sorted(
                            self.positions.get(name, {}).items(),
                            key=lambda item: position_order(item[0]),
                        )
                    },
                }
                for name, counts in sorted(self.players.items())
            },
            "skipped": [{"hand": name, "reason": why} for name, why in self.skipped],
        }


_LATE_CODES = ("LJ", "HJ", "CO", "BTN", "SB", "BB")


def position_order(code: str) -> tuple[int, int]:
    """A sort key of position codes in the order a table acts preflop: UTG, UTG+1... LJ, HJ, CO, BTN, SB,
    BB.

    >>> sorted(["BB", "CO", "UTG+1", "BTN", "UTG"], key=position_order)
    ['UTG', 'UTG+1', 'CO', 'BTN', 'BB']
    """
    if code == "UTG":
        return 0, 0
    if code.startswith("UTG+") and code[4:].isdigit():
        return 0, int(code[4:])
    return 1, _LATE_CODES.index(code) if code in _LATE_CODES else len(_LATE_CODES)


class _HandWalk:
    """One pass over a finished hand's events: each seat's decisions, raises faced and made, the flop seen,
    the showdown (see the module documentation)."""

    def __init__(self, hand: Hand) -> None:
        n = hand.n_seats
        self.hand = hand
        self.decided = [False] * n
        self.raised = [False] * n
        self.three_chance = [False] * n
        self.three_bet = [False] * n
        self.three_faced = [False] * n
        self.three_folded = [False] * n
        self.aggressive = [0] * n
        self.calls = [0] * n
        self.saw_flop = [False] * n
        self.folded = [False] * n
        self.left = list(hand.starting_stacks)
        self.bets = [0] * n
        self.current = 0
        self.raises = 0  # bets and raises in the first round so far
        self.opener: int | None = None
        self.round = 0
        self.acted = False  # an action since the round began: a discard after one ends the round
        for event in hand.events:
            self.event(event)
        still_in = [s for s in range(n) if not self.folded[s]]
        self.showdown = set(still_in) if len(still_in) > 1 else set()
        self.winners = {s for pot in hand.result.pots for s in pot.winners} & self.showdown

    def event(self, event: object) -> None:
        kind = type(event)
        if kind is Action:
            self.action(event)  # type: ignore[arg-type]
        elif kind is Post:
            self.post(event)  # type: ignore[arg-type]
        elif kind is BoardDeal or (kind is Discard and self.acted):
            self.next_round()
        elif kind is Kill:
            self.folded[event.seat] = True  # type: ignore[attr-defined]

    def post(self, post: Post) -> None:
        self.left[post.seat] -= post.amount
        if post.kind in _LIVE_POSTS:
            self.bets[post.seat] += post.amount
            self.current = max(self.current, self.bets[post.seat])

    def next_round(self) -> None:
        if self.round == 0:
            self.saw_flop = [not folded for folded in self.folded]
        self.round += 1
        self.bets = [0] * len(self.bets)
        self.current = 0
        self.acted = False

    def action(self, action: Action) -> None:
        seat, kind = action.seat, action.kind
        self.acted = True
        if self.round == 0:
            self.preflop(seat, kind)
        elif kind in _AGGRESSIVE:
            self.aggressive[seat] += 1
        elif kind is ActionKind.CALL:
            self.calls[seat] += 1
        if kind is ActionKind.FOLD:
            self.folded[seat] = True
        self.left[seat] -= action.added
        self.bets[seat] = action.amount
        self.current = max(self.current, action.amount)

    def preflop(self, seat: int, kind: ActionKind) -> None:
        """A first-round decision: the chances it was (a 3-bet, a 3-bet faced) and what it did."""
        self.decided[seat] = True
        could_raise = self.left[seat] > self.current - self.bets[seat]
        if self.raises == 1 and seat != self.opener and could_raise and not self.three_chance[seat]:
            self.three_chance[seat] = True
            self.three_bet[seat] = kind in _AGGRESSIVE
        if self.raises == 2 and seat == self.opener and not self.three_faced[seat]:
            self.three_faced[seat] = True
            self.three_folded[seat] = kind is ActionKind.FOLD
        if kind in _AGGRESSIVE:
            self.raised[seat] = True
            self.raises += 1
            if self.raises == 1:
                self.opener = seat

    def counts(self, seat: int, net: Number, big_blind: float) -> PlayerStats:
        """The seat's counts in this hand."""
        in_bb = float(net) / big_blind
        return PlayerStats(
            hands=1,
            preflop_decisions=int(self.decided[seat]),
            vpip_hands=int(self.decided[seat] and self.hand.voluntary[seat]),
            pfr_hands=int(self.raised[seat]),
            three_bet_chances=int(self.three_chance[seat]),
            three_bets=int(self.three_bet[seat]),
            three_bets_faced=int(self.three_faced[seat]),
            folds_to_three_bet=int(self.three_folded[seat]),
            bets_and_raises=self.aggressive[seat],
            calls=self.calls[seat],
            flops_seen=int(self.saw_flop[seat]),
            showdowns=int(seat in self.showdown),
            showdowns_won=int(seat in self.winners),
            net=net,
            net_bb=in_bb,
            net_bb_squares=in_bb * in_bb,
        )


# ---- the sources ---------------------------------------------------------------------------------------


def player_stats(source: Any, rules: str | None = None) -> Stats:
    """The statistics of the hands of ``source``: a history file's path, text or bytes (any format
    :func:`holdem.history.read` reads), a :class:`~holdem.history.ReadHand`, a PHH
    :class:`~holdem.HandHistory` (replayed under ``rules`` where it records no reading), a finished
    :class:`~holdem.Hand`, a table's :class:`~holdem.HandRecord` (``table.records``), or an iterable of
    any of these. A table's or a tournament's own: ``Table.player_stats()``,
    ``Tournament.player_stats()``; a simulation's: ``holdem.simulate(..., player_stats=True)``.
    """
    return Stats().add(source, rules)


def _items(source: Any) -> Iterator[Any]:
    """The hands of a source, one by one (files read, iterables flattened)."""
    if isinstance(source, (bytes, bytearray)):
        yield from read(bytes(source))
    elif isinstance(source, (str, os.PathLike)):
        yield from read(source)
    elif isinstance(source, (Hand, HandHistory, ReadHand)) or _is_record(source):
        yield source
    elif isinstance(source, Iterable):
        for item in source:
            yield from _items(item)
    else:
        raise InvalidArgumentError(
            "statistics are counted from history files (a path, text or bytes), ReadHands, "
            f"HandHistory objects, finished holdem.Hands or a table's records, not {_shown(source)}"
        )


def _is_record(source: Any) -> bool:
    """A table's record of a hand (:class:`~holdem.HandRecord`): its hand dealt again and its players."""
    return isinstance(getattr(type(source), "hand", None), property) and hasattr(source, "players")


def _count(stats: Stats, item: Any, rules: str | None) -> None:
    if isinstance(item, Hand):
        _add_finished(stats, item, None, None, 1, "a hand")
    elif isinstance(item, HandHistory):
        _add_history(stats, item, None, rules, str(item.hand or "a history"))
    elif isinstance(item, ReadHand):
        if item.history is None:
            stats.skipped.append((item.name, item.problem or "not read"))
        else:
            _add_history(stats, item.history, item, rules, item.name)
    else:
        try:
            hand = item.hand
        except HoldemError as exc:  # a record a table did not keep
            stats.skipped.append((f"hand {getattr(item, 'number', '?')}", str(exc)))
            return
        _add_finished(stats, hand, list(item.players), None, 1, f"hand {item.number}")


def _add_finished(
    stats: Stats,
    hand: Hand,
    names: Sequence[str] | None,
    net: Sequence[Number] | None,
    scale: int,
    label: str,
) -> None:
    if not hand.is_complete:
        stats.skipped.append((label, "the hand is not over"))
        return
    stats.add_hand(hand, names, net=net, scale=scale)


def _add_history(
    stats: Stats, history: HandHistory, read_hand: ReadHand | None, rules: str | None, label: str
) -> None:
    """A history replayed and counted, each player's net as its file states it where it does."""
    try:
        scale = replay_scale(history, rules)
        hand = replay(history, scale=scale, rules=rules)
    except HoldemError as exc:
        stats.skipped.append((label, str(exc)))
        return
    if not hand.is_complete:
        stats.skipped.append((label, "the record stops before the end of the hand"))
        return
    seats = player_seats(history)
    names = [f"p{k + 1}" for k in range(len(seats))]
    for k, name in enumerate(history.players or ()):
        names[k] = name
    by_seat = [""] * len(seats)
    for k, seat in enumerate(seats):
        by_seat[seat] = names[k]
    stated = _stated_net(history, read_hand, hand, seats, scale)
    net: list[Number] | None = None
    if stated is not None:
        net = [0] * len(seats)
        for k, seat in enumerate(seats):
            net[seat] = stated[k]
    stats.add_hand(hand, by_seat, net=net, scale=scale)


def _stated_net(
    history: HandHistory,
    read_hand: ReadHand | None,
    hand: Hand,
    seats: list[int],
    scale: int,
) -> list[Number] | None:
    """What the file says each player (PHH order) won or lost, or None when it says nothing the engine
    does not (unknown stacks, no result)."""
    starting = list(history.starting_stacks)
    if read_hand is not None and read_hand.stated is not None:
        return [exact(s - b) for s, b in zip(read_hand.stated.settled, starting)]
    if history.unknown_stacks():
        return None
    if history.finishing_stacks is not None:
        return [exact(f - s) for f, s in zip(history.finishing_stacks, starting)]
    if history.winnings is not None:
        finals = tuple(_in_units(int(hand.stacks[s]), scale, "a stack") for s in seats)
        names = tuple(history.players or (f"p{k + 1}" for k in range(len(seats))))
        result = collected_result(history, hand, seats, scale, finals, names)
        return [exact(f - s) for f, s in zip(result.settled, starting)]
    return None
