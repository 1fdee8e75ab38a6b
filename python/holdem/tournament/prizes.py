"""Prizes: a payout table (percentages of the prize pool by place) and ICM equity (Malmuth-Harville).

    >>> payouts = Payouts([50, 30, 20])
    >>> payouts.prizes(1000)
    [500, 300, 200]
    >>> [round(e, 2) for e in icm([5000, 3000, 2000], [500, 300, 200])]
    [383.93, 327.5, 288.57]

Prizes are whole units of the pool: each place gets its percentage rounded down and the
units left over go to first place. Players who share a place range (busted in the same
hand with equal stacks) share those places' prizes equally, the units left over going to
the first of them in the standings.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from numbers import Rational

from ..errors import TournamentError

__all__ = ["Payouts", "icm", "shared_places", "standard_payouts"]

ICM_MAX_PLAYERS = 10


def _percent(value: object, place: int) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float, str, Rational)):
        raise TournamentError(f"place {place}'s percentage is a number, got {value!r}")
    try:
        share = Fraction(str(value)) if isinstance(value, (float, str)) else Fraction(value)
    except (ValueError, ZeroDivisionError) as exc:
        raise TournamentError(f"place {place}'s percentage is a number, got {value!r}") from exc
    if share < 0:
        raise TournamentError(
            f"place {place}'s percentage is negative ({value}): percentages are 0 or more"
        )
    return share


class Payouts:
    """The percentage of the prize pool each place wins, first place first; they sum to exactly 100."""

    __slots__ = ("percentages",)

    def __init__(self, percentages: Sequence[object]) -> None:
        if (
            isinstance(percentages, (str, bytes))
            or not isinstance(percentages, Sequence)
            or not percentages
        ):
            raise TournamentError(
                f"percentages is a non-empty sequence of numbers by place, got {percentages!r}"
            )
        shares = tuple(_percent(p, i) for i, p in enumerate(percentages, 1))
        total = sum(shares)
        if total != 100:
            raise TournamentError(f"the percentages sum to {float(total):g}, not 100")
        self.percentages = shares

    def __len__(self) -> int:
        return len(self.percentages)

    def prizes(self, pool: int, places: int | None = None) -> list[int]:
        """Each place's prize of a ``pool`` of whole units, for ``places`` places (default: the paid ones;
        more places win 0; fewer places than paid: the prizes of the places nobody took go to first place)."""
        if isinstance(pool, bool) or not isinstance(pool, int) or pool < 0:
            raise TournamentError(
                f"the prize pool is a whole number of units, 0 or more, got {pool!r}"
            )
        n = len(self.percentages) if places is None else places
        out = [int(pool * p / 100) for p in self.percentages[:n]] + [0] * max(
            0, n - len(self.percentages)
        )
        if out:
            out[0] += pool - sum(out)
        return out


def standard_payouts(entries: int) -> Payouts:
    """A usual payout table for ``entries`` players: about the top 15% paid (at least one place; three
    places from 7 entries), percentages falling as 1/(place + 1) (a harmonic table), summing to 100."""
    if isinstance(entries, bool) or not isinstance(entries, int) or entries < 1:
        raise TournamentError(f"entries is a whole number of at least 1, got {entries!r}")
    paid = 1 if entries < 7 else max(3, round(entries * 0.15))
    weights = [Fraction(1, place + 1) for place in range(1, paid + 1)]
    total = sum(weights)
    return Payouts([w * 100 / total for w in weights])


def icm(stacks: Sequence[int], prizes: Sequence[float]) -> list[float]:
    """Each player's ICM equity (Malmuth-Harville): the chance to finish first is the share of the chips;
    the next place goes to each player still in with the share of the chips still in play, and so on.
    ``prizes`` by place (missing places win 0); up to 10 players."""
    n = len(stacks)
    if not 1 <= n <= ICM_MAX_PLAYERS:
        raise TournamentError(f"ICM is for 1 to {ICM_MAX_PLAYERS} players, got {n}")
    for s in stacks:
        if isinstance(s, bool) or not isinstance(s, int) or s <= 0:
            raise TournamentError(f"ICM stacks are whole numbers above 0, got {list(stacks)}")
    pay = [float(p) for p in prizes[:n]] + [0.0] * max(0, n - len(prizes))
    total = sum(stacks)
    equity = [0.0] * n
    # reach[mask]: the chance that the players in mask took the first popcount(mask) places (any order);
    # who takes the next place depends only on who is left, so the sets, not the orders, are enough
    reach = [0.0] * (1 << n)
    reach[0] = 1.0
    taken = [0] * (1 << n)  # the chips of the players in mask
    for mask in range(1 << n):
        p = reach[mask]
        if not p:
            continue
        place = bin(mask).count("1")
        if place == n:
            continue
        left = total - taken[mask]
        for i in range(n):
            bit = 1 << i
            if mask & bit:
                continue
            q = p * stacks[i] / left
            equity[i] += q * pay[place]
            reach[mask | bit] += q
            taken[mask | bit] = taken[mask] + stacks[i]
    return equity


def shared_places(
    busted: Sequence[tuple[str, int]], best: int, prizes: Sequence[int]
) -> list[tuple[str, int, int, int]]:
    """(player, place, last place, prize) for players busted in one hand, given as (name, stack at its start),
    larger first, from place ``best`` on: equal stacks share their place range and its prizes (the odd chip
    to the first of them).

    >>> shared_places([("a", 500), ("b", 300), ("c", 300)], 2, [50, 30, 15, 5])
    [('a', 2, 2, 30), ('b', 3, 4, 10), ('c', 3, 4, 10)]
    """
    rows: list[tuple[str, int, int, int]] = []
    i = 0
    while i < len(busted):
        j = i
        while j + 1 < len(busted) and busted[j + 1][1] == busted[i][1]:
            j += 1
        first, last = best + i, best + j
        each, rest = divmod(sum(prizes[first - 1 : last]), j - i + 1)
        top = min(
            busted[k][0] for k in range(i, j + 1)
        )  # the first of them in the standings (by name)
        rows.extend(
            (busted[k][0], first, last, each + (rest if busted[k][0] == top else 0))
            for k in range(i, j + 1)
        )
        i = j + 1
    return rows
