"""What a simulation counts (:func:`holdem.simulate`): per agent, hands, net chips, the spread of per-hand results,
voluntary-put-in and showdown hands, broken decisions; and the summary with big blinds per 100 hands. For
tournaments: per agent, entries, places, wins, entries in the money, prizes (and their spread), hands.

The confidence interval is the normal approximation over **per-hand** net results
(:func:`holdem.history.interval95`, as every statistic of this library computes it): with ``n`` hands, mean
``m`` and sample standard deviation ``s`` (in big blinds), bb/100 is ``100 m`` and the 95% interval
``100 (m ± 1.96 s / sqrt(n))``. Hands at one table are not quite independent (stacks carry over between
hands of a chunk), which the interval ignores. Every count is an integer, so adding chunks up in any order
gives the same result.

With ``simulate(..., player_stats=True)`` each chunk also counts every agent's tracker statistics (VPIP,
PFR, 3-bet, fold to 3-bet, aggression, showdowns, by position: :class:`holdem.history.Stats`), in
``SimResult.player_stats``; VPIP and the hands and net are the same counts as :class:`AgentStats`'.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ..core import Plain
from ..history import Z95, Stats, interval95

__all__ = ["AgentStats", "SimResult", "Tally", "TourTally", "TournamentResult", "TournamentStats"]


class Tally:
    """Counts for one chunk of hands (or several added up): lists by agent index."""

    __slots__ = ("hands", "net", "squares", "vpip", "showdowns", "incidents", "chunks", "players")

    def __init__(self, agents: int) -> None:
        self.hands = [0] * agents
        self.net = [0] * agents
        self.squares = [0] * agents  # sum of each hand's net squared: the per-hand variance
        self.vpip = [0] * agents
        self.showdowns = [0] * agents
        self.incidents = [0] * agents
        self.chunks = 0
        self.players: Stats | None = None  # tracker statistics, by agent name (player_stats=True)

    @property
    def played(self) -> int:
        """The hands counted (every agent plays every hand of a chunk)."""
        return self.hands[0] if self.hands else 0

    def add(self, other: Tally) -> None:
        for name in ("hands", "net", "squares", "vpip", "showdowns", "incidents"):
            mine = getattr(self, name)
            for i, value in enumerate(getattr(other, name)):
                mine[i] += value
        self.chunks += other.chunks
        if other.players is not None:
            self.players = other.players if self.players is None else self.players + other.players

    def __reduce__(self) -> Any:
        return _tally, (
            self.hands,
            self.net,
            self.squares,
            self.vpip,
            self.showdowns,
            self.incidents,
            self.chunks,
            self.players,
        )


def _tally(*fields: Any) -> Tally:
    tally = Tally(0)
    (
        tally.hands,
        tally.net,
        tally.squares,
        tally.vpip,
        tally.showdowns,
        tally.incidents,
        tally.chunks,
        tally.players,
    ) = fields
    return tally


@dataclass(frozen=True)
class AgentStats:
    """One agent's results (an agent given twice is two entries). Rates are shares of its hands."""

    index: int  # its place in the agents given
    agent: str  # its name ("random") or type ("RandomAgent")
    hands: int
    net: int  # chips won minus chips lost
    squares: int  # sum over hands of the hand's net squared
    vpip_hands: int  # hands it called or raised before the flop (posting a blind is not voluntary)
    showdown_hands: int  # hands it was still in at a showdown
    incidents: int  # broken decisions, folded (or checked) by the table
    big_blind: int

    @property
    def bb_per_100(self) -> float:
        return 100 * self.net / self.big_blind / self.hands if self.hands else 0.0

    @property
    def std_error(self) -> float:
        """The standard error of bb/100 (per-hand results, sample variance)."""
        _, half = interval95(float(self.net), float(self.squares), self.hands)
        return 100 * half / Z95 / self.big_blind

    @property
    def ci95(self) -> tuple[float, float]:
        """bb/100's 95% confidence interval (normal approximation)."""
        half = Z95 * self.std_error
        return (self.bb_per_100 - half, self.bb_per_100 + half)

    @property
    def vpip(self) -> float:
        return self.vpip_hands / self.hands if self.hands else 0.0

    @property
    def showdown_rate(self) -> float:
        return self.showdown_hands / self.hands if self.hands else 0.0

    def to_dict(self) -> dict[str, Plain]:
        low, high = self.ci95
        finite = math.isfinite(low)
        return {
            "index": self.index,
            "agent": self.agent,
            "hands": self.hands,
            "net": self.net,
            "bb_per_100": round(self.bb_per_100, 4),
            "ci95": [round(low, 4), round(high, 4)] if finite else None,
            "vpip": round(self.vpip, 6),
            "showdown_rate": round(self.showdown_rate, 6),
            "incidents": self.incidents,
        }


@dataclass(frozen=True)
class SimResult:
    """A simulation's result. ``complete`` is False when it was stopped (Ctrl-C): then it holds the chunks
    that finished. Everything but ``seconds`` (and so ``hands_per_second``) depends only on the arguments."""

    agents: tuple[AgentStats, ...]
    hands: int
    chunks: int  # chunks finished
    chunks_total: int
    chunk_hands: int
    seed: int
    players: int
    game: str  # a name of holdem.game.GAMES_BY_NAME
    seconds: float = field(compare=False)
    #: every agent's tracker statistics by its label (``player_stats=True``), else None
    player_stats: Stats | None = None

    @property
    def complete(self) -> bool:
        return self.chunks == self.chunks_total

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds > 0 else 0.0

    @classmethod
    def of(
        cls,
        tally: Tally,
        labels: list[str],
        big_blind: int,
        *,
        chunks_total: int,
        chunk_hands: int,
        seed: int,
        players: int,
        game: str,
        seconds: float,
    ) -> SimResult:
        stats = tuple(
            AgentStats(
                i,
                label,
                tally.hands[i],
                tally.net[i],
                tally.squares[i],
                tally.vpip[i],
                tally.showdowns[i],
                tally.incidents[i],
                big_blind,
            )
            for i, label in enumerate(labels)
        )
        # each hand counts once per player dealt in: every agent plays every hand of a chunk
        hands = tally.hands[0] if labels else 0
        named = None
        if (
            tally.players is not None
        ):  # the chunks' players are "agent i": named by label (and index if twice)
            names = [
                label if labels.count(label) == 1 else f"{label} {i}"
                for i, label in enumerate(labels)
            ]
            named = tally.players.renamed({f"agent {i}": name for i, name in enumerate(names)})
        return cls(
            stats,
            hands,
            tally.chunks,
            chunks_total,
            chunk_hands,
            seed,
            players,
            game,
            seconds,
            named,
        )

    def to_dict(self) -> dict[str, Plain]:
        return {
            "hands": self.hands,
            "players": self.players,
            "game": self.game,
            "seed": self.seed,
            "complete": self.complete,
            "chunks": self.chunks,
            "chunks_total": self.chunks_total,
            "chunk_hands": self.chunk_hands,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "agents": [a.to_dict() for a in self.agents],
            **(
                {"player_stats": self.player_stats.to_dict()}
                if self.player_stats is not None
                else {}
            ),
        }


class TourTally:
    """Counts for one chunk of tournaments (or several added up): lists by agent index."""

    __slots__ = (
        "entries",
        "places_x2",
        "wins",
        "paid",
        "prize",
        "prize_squares",
        "hands",
        "incidents",
        "tournaments",
        "table_hands",
        "chunks",
    )
    _LISTS = (
        "entries",
        "places_x2",
        "wins",
        "paid",
        "prize",
        "prize_squares",
        "hands",
        "incidents",
    )
    entries: list[int]
    places_x2: list[int]
    wins: list[int]
    paid: list[int]
    prize: list[int]
    prize_squares: list[int]
    hands: list[int]
    incidents: list[int]

    def __init__(self, agents: int) -> None:
        for name in self._LISTS:
            setattr(self, name, [0] * agents)
        self.tournaments = self.table_hands = self.chunks = 0

    @property
    def played(self) -> int:
        """The tournaments counted."""
        return self.tournaments

    def add(self, other: TourTally) -> None:
        for name in self._LISTS:
            mine = getattr(self, name)
            for i, value in enumerate(getattr(other, name)):
                mine[i] += value
        self.tournaments += other.tournaments
        self.table_hands += other.table_hands
        self.chunks += other.chunks

    def __reduce__(self) -> Any:
        return _tour_tally, tuple(getattr(self, name) for name in self.__slots__)


def _tour_tally(*fields: Any) -> TourTally:
    tally = TourTally(0)
    for name, value in zip(TourTally.__slots__, fields):
        setattr(tally, name, value)
    return tally


@dataclass(frozen=True)
class TournamentStats:
    """One agent's tournament results over all its entries (an agent given twice is two entries here;
    with ``players`` a multiple of the agents, each agent plays several entries of every tournament).
    Prizes are in units of ``buy_in`` (each entry's cost); rates are shares of its entries."""

    index: int
    agent: str
    entries: int  # tournaments played, one per entry
    places_x2: (
        int  # sum of place + last place (a shared place counts as its middle): twice the place sum
    )
    wins: int
    paid: int  # entries that won a prize (in the money)
    prize: int  # units won, all entries
    prize_squares: int  # sum over entries of the prize squared
    hands: int  # hands its entries were dealt into
    incidents: int  # broken decisions, folded (or checked) by the table
    buy_in: int

    @property
    def mean_place(self) -> float:
        return self.places_x2 / 2 / self.entries if self.entries else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.entries if self.entries else 0.0

    @property
    def itm_rate(self) -> float:
        """The in-the-money rate: entries that won a prize."""
        return self.paid / self.entries if self.entries else 0.0

    @property
    def prize_buy_ins(self) -> float:
        """Prizes won, in buy-ins."""
        return self.prize / self.buy_in

    @property
    def roi(self) -> float:
        """Return on investment: prizes over buy-ins paid, less one (0.25 is +25%)."""
        return self.prize / (self.buy_in * self.entries) - 1 if self.entries else 0.0

    @property
    def roi_ci95(self) -> tuple[float, float]:
        """The ROI's 95% confidence interval (normal approximation over the entries' prizes)."""
        n = self.entries
        if n < 2:
            return (-math.inf, math.inf)
        variance = (self.prize_squares - self.prize * self.prize / n) / (n - 1)
        half = Z95 * math.sqrt(max(variance, 0.0) / n) / self.buy_in
        return (self.roi - half, self.roi + half)

    def to_dict(self) -> dict[str, Plain]:
        low, high = self.roi_ci95
        return {
            "index": self.index,
            "agent": self.agent,
            "entries": self.entries,
            "mean_place": round(self.mean_place, 4),
            "wins": self.wins,
            "win_rate": round(self.win_rate, 6),
            "in_the_money": self.paid,
            "itm_rate": round(self.itm_rate, 6),
            "prize_buy_ins": round(self.prize_buy_ins, 4),
            "roi": round(self.roi, 6),
            "roi_ci95": [round(low, 6), round(high, 6)] if math.isfinite(low) else None,
            "hands": self.hands,
            "incidents": self.incidents,
        }


@dataclass(frozen=True)
class TournamentResult:
    """A tournament simulation's result (``complete`` False when stopped: the chunks that finished).
    ``hands`` counts every hand of every table once. Everything but ``seconds`` depends only on the arguments."""

    agents: tuple[TournamentStats, ...]
    tournaments: int
    hands: int
    chunks: int
    chunks_total: int
    chunk_tournaments: int
    seed: int
    players: int
    table_size: int
    seconds: float = field(compare=False)

    @property
    def complete(self) -> bool:
        return self.chunks == self.chunks_total

    @property
    def tournaments_per_second(self) -> float:
        return self.tournaments / self.seconds if self.seconds > 0 else 0.0

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds > 0 else 0.0

    @classmethod
    def of(
        cls,
        tally: TourTally,
        labels: list[str],
        buy_in: int,
        *,
        chunks_total: int,
        chunk_tournaments: int,
        seed: int,
        players: int,
        table_size: int,
        seconds: float,
    ) -> TournamentResult:
        stats = tuple(
            TournamentStats(
                i,
                label,
                tally.entries[i],
                tally.places_x2[i],
                tally.wins[i],
                tally.paid[i],
                tally.prize[i],
                tally.prize_squares[i],
                tally.hands[i],
                tally.incidents[i],
                buy_in,
            )
            for i, label in enumerate(labels)
        )
        return cls(
            stats,
            tally.tournaments,
            tally.table_hands,
            tally.chunks,
            chunks_total,
            chunk_tournaments,
            seed,
            players,
            table_size,
            seconds,
        )

    def to_dict(self) -> dict[str, Plain]:
        return {
            "tournaments": self.tournaments,
            "players": self.players,
            "table_size": self.table_size,
            "hands": self.hands,
            "seed": self.seed,
            "complete": self.complete,
            "chunks": self.chunks,
            "chunks_total": self.chunks_total,
            "chunk_tournaments": self.chunk_tournaments,
            "seconds": round(self.seconds, 3),
            "tournaments_per_second": round(self.tournaments_per_second, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "agents": [a.to_dict() for a in self.agents],
        }
