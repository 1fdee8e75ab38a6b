"""Forced bets a history text gives back only by the lines posted (PokerStars, Open Hand History).

Those formats name the blinds in the header (or the table's fields) but a straddle, and a big blind where
there is no small blind, only in the line that posts it. When the ante or a short stack put that seat
all-in, the line is short or missing and the text reads back with other forced bets: the writers refuse
such a hand (PHH writes it, as its fields hold every forced bet).
"""

from __future__ import annotations

from ..engine import Hand
from ..game import Blind, Post

__all__ = ["forced_bet_posted_short", "posted_short_reason"]


def forced_bet_posted_short(hand: Hand) -> Blind | None:
    """The first straddle, or big blind at a table with no small blind, that ``hand`` posted short or not at
    all; None when every such forced bet was posted in full.

    >>> from holdem import Hand, TableConfig
    >>> config = TableConfig(small_blind=1, big_blind=2, straddles=(4,))
    >>> forced_bet_posted_short(Hand(config, [100, 100, 100, 3], button=0, seed=1))
    Blind(seat=3, kind='straddle', amount=4)
    >>> forced_bet_posted_short(Hand(config, [100, 100, 100, 100], button=0, seed=1)) is None
    True
    """
    posted: dict[tuple[int, str], int] = {}
    for event in hand.events:
        if type(event) is Post:
            key = (event.seat, event.kind)
            posted[key] = posted.get(key, 0) + event.amount
    config = hand.config
    no_small_blind = not config.small_blind and not config.button_blind
    for blind in hand.positions.blinds:
        said_by_its_line = blind.kind == "straddle" or (
            blind.kind == "big blind" and no_small_blind
        )
        if said_by_its_line and posted.get((blind.seat, blind.kind), 0) < blind.amount:
            return blind
    return None


def posted_short_reason(blind: Blind, history: str) -> str:
    """Why ``history`` (a format's words: "a PokerStars history") cannot hold a hand whose ``blind`` was posted
    short (:func:`forced_bet_posted_short`)."""
    return (
        f"seat {blind.seat}'s {blind.kind} of {blind.amount} was posted short (all-in): {history} says a "
        "straddle, or a big blind with no small blind, only by the line posted, so the hand would read back "
        "with other forced bets (PHH writes it)"
    )
