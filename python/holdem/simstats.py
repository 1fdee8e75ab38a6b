"""What a simulation counts (:func:`holdem.simulate`): per agent, hands, net chips, the spread of per-hand results,
voluntary-put-in and showdown hands, broken decisions; and the summary with big blinds per 100 hands.

The confidence interval is the normal approximation over **per-hand** net results: with ``n`` hands, mean
``m`` and sample standard deviation ``s`` (in big blinds), bb/100 is ``100 m`` and the 95% interval
``100 (m ± 1.96 s / sqrt(n))``. Hands at one table are not quite independent (stacks carry over between
hands of a chunk), which the interval ignores. Every count is an integer, so adding chunks up in any order
gives the same result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ._plain import Plain

__all__ = ["AgentStats", "SimResult", "Tally"]

Z95 = 1.959963984540054  # the normal distribution's two-sided 95% quantile


class Tally:
    """Counts for one chunk of hands (or several added up): lists by agent index."""

    __slots__ = ("hands", "net", "squares", "vpip", "showdowns", "incidents", "chunks")

    def __init__(self, agents: int) -> None:
        self.hands = [0] * agents
        self.net = [0] * agents
        self.squares = [0] * agents  # sum of each hand's net squared: the per-hand variance
        self.vpip = [0] * agents
        self.showdowns = [0] * agents
        self.incidents = [0] * agents
        self.chunks = 0

    def add(self, other: Tally) -> None:
        for name in ("hands", "net", "squares", "vpip", "showdowns", "incidents"):
            mine = getattr(self, name)
            for i, value in enumerate(getattr(other, name)):
                mine[i] += value
        self.chunks += other.chunks

    def __reduce__(self) -> Any:
        return _tally, (self.hands, self.net, self.squares, self.vpip, self.showdowns, self.incidents, self.chunks)


def _tally(*fields: Any) -> Tally:
    tally = Tally(0)
    (tally.hands, tally.net, tally.squares, tally.vpip, tally.showdowns, tally.incidents, tally.chunks) = fields
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
        n = self.hands
        if n < 2:
            return math.inf
        variance = (self.squares - self.net * self.net / n) / (n - 1)
        return 100 * math.sqrt(max(variance, 0.0) / n) / self.big_blind

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
        return {"index": self.index, "agent": self.agent, "hands": self.hands, "net": self.net,
                "bb_per_100": round(self.bb_per_100, 4), "ci95": [round(low, 4), round(high, 4)] if finite else None,
                "vpip": round(self.vpip, 6), "showdown_rate": round(self.showdown_rate, 6),
                "incidents": self.incidents}


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
    seconds: float = field(compare=False)

    @property
    def complete(self) -> bool:
        return self.chunks == self.chunks_total

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds > 0 else 0.0

    @classmethod
    def of(cls, tally: Tally, labels: list[str], big_blind: int, *, chunks_total: int, chunk_hands: int, seed: int,
           players: int, seconds: float) -> SimResult:
        stats = tuple(AgentStats(i, label, tally.hands[i], tally.net[i], tally.squares[i], tally.vpip[i],
                                 tally.showdowns[i], tally.incidents[i], big_blind) for i, label in enumerate(labels))
        # each hand counts once per player dealt in: every agent plays every hand of a chunk
        hands = tally.hands[0] if labels else 0
        return cls(stats, hands, tally.chunks, chunks_total, chunk_hands, seed, players, seconds)

    def to_dict(self) -> dict[str, Plain]:
        return {"hands": self.hands, "players": self.players, "seed": self.seed, "complete": self.complete,
                "chunks": self.chunks, "chunks_total": self.chunks_total, "chunk_hands": self.chunk_hands,
                "seconds": round(self.seconds, 3), "hands_per_second": round(self.hands_per_second, 1),
                "agents": [a.to_dict() for a in self.agents]}
