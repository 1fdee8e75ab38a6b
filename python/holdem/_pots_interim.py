"""Interim pot resolution, used only until the C++ ``resolve_pots`` is merged.

Same contract as the core's ``resolve_pots`` (R-POT-2..5); delete this
module when ``holdem.pots`` (C++) lands.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence


@dataclass(frozen=True, slots=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PotResult:
    winnings: tuple[int, ...]
    pots: tuple[Pot, ...]
    returned: tuple[int, ...]


def resolve_pots(contributions: Sequence[int], folded: Sequence[bool], hand_values: Sequence[int] | None = None,
                 *, button: int, hole_cards: object = None, board: object = None) -> PotResult:
    n = len(contributions)
    winnings = [0] * n
    returned = [0] * n
    pots: list[Pot] = []
    levels = sorted({c for c in contributions if c > 0})
    lo = 0
    carry = 0
    for hi in levels:
        contributors = [i for i in range(n) if contributions[i] > lo]
        amount = sum(min(contributions[i], hi) - lo for i in contributors) + carry
        carry = 0
        lo = hi
        if len(contributors) == 1:
            returned[contributors[0]] += amount
            winnings[contributors[0]] += amount
            continue
        eligible = [i for i in contributors if not folded[i]]
        if not eligible:
            carry = amount
            continue
        if len(eligible) == 1 or hand_values is None:
            winners = eligible[:1] if len(eligible) == 1 else []
        else:
            best = max(hand_values[i] for i in eligible)
            winners = [i for i in eligible if hand_values[i] == best] if best > 0 else []
        if not winners:
            raise ValueError("no winner for a contested pot")
        winners.sort(key=lambda s: (s - button - 1) % n)
        share, odd = divmod(amount, len(winners))
        shares = [share + (1 if k < odd else 0) for k in range(len(winners))]
        for s, x in zip(winners, shares):
            winnings[s] += x
        pots.append(Pot(amount, tuple(eligible), tuple(winners), tuple(shares)))
    return PotResult(tuple(winnings), tuple(pots), tuple(returned))
