"""The 169 starting hands and the shipped ranking of them by equity against one random hand.

The ranking (``holdem/data/preflop_equity.json``, written by ``tools/preflop_ranking.py`` with the library's
own seeded Monte Carlo equity) orders the hands the way equity tools' percentage ranges do: a range of
the top 15% (``Range("15%")``) is the best hands by this order whose combos make up at most 15% of the
1,326::

    >>> starting_hands()[:4], len(starting_hands())
    (['AA', 'AKs', 'AKo', 'AQs'], 169)
    >>> preflop_ranking()["AA"][:2], preflop_ranking()["32o"][0]
    ((1, 0.852028), 169)
    >>> top_hands(5)
    ['AA', 'KK', 'QQ', 'JJ', 'TT', '99', '88', 'AKs', '77', 'AQs', 'AJs']
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources

from .cards import RANKS, Card

__all__ = ["PREFLOP_DATA", "hand_class", "preflop_ranking", "starting_hands", "top_hands"]

PREFLOP_DATA = "preflop_equity.json"  # in holdem/data/, written by tools/preflop_ranking.py


def starting_hands() -> list[str]:
    """The 169 starting hands: pairs ("AA"), suited ("AKs") and offsuit ("AKo") hands, high rank first."""
    ranks = RANKS[::-1]
    out = []
    for i, high in enumerate(ranks):
        for low in ranks[i:]:
            out += [high + low] if high == low else [high + low + "s", high + low + "o"]
    return out


def hand_class(hole: Sequence[Card]) -> str:
    """The starting hand of two hole cards: ``"AA"``, ``"AKs"`` or ``"AKo"``."""
    a, b = sorted(hole, key=lambda c: c.rank, reverse=True)
    label = RANKS[a.rank] + RANKS[b.rank]
    return label if a.rank == b.rank else label + ("s" if a.suit == b.suit else "o")


def _combos(label: str) -> int:
    return 6 if len(label) == 2 else 4 if label[2] == "s" else 12


@lru_cache(maxsize=1)
def preflop_ranking() -> dict[str, tuple[int, float, float]]:
    """The shipped ranking: starting hand -> (rank 1..169, equity vs a random hand, share of the 1,326 combos
    that rank as high or higher; AA is 6/1326, the last hand 1.0)."""
    data = json.loads(
        resources.files("holdem").joinpath("data", PREFLOP_DATA).read_text(encoding="utf-8")
    )
    out: dict[str, tuple[int, float, float]] = {}
    combos = 0
    for rank, (label, value) in enumerate(data["hands"], 1):
        combos += _combos(label)
        out[label] = (rank, value, combos / 1326)
    return out


def top_hands(percent: float) -> list[str]:
    """The best starting hands by :func:`preflop_ranking` whose combos make up at most ``percent`` of the
    1,326 (0 to 100), best first; the cut falls between two hands, never inside one."""
    share = percent / 100
    return [label for label, (_, _, upto) in preflop_ranking().items() if upto <= share + 1e-12]
