"""References for the variant evaluators (Omaha high and low, short deck), for the differential tests.

``*_reference`` functions are brute force written from the rules (R-HAND-8, R-HAND-9, R-HAND-10) in
numpy: every five-card choice the rule allows is ranked by a five-card ranker of this file, which shares no
code or table with the core (not even the hold'em evaluator), and the best is kept. They return int64 keys,
higher is better, equal for hands that tie. ``pokerkit_*`` functions value the same hands with pokerkit's
evaluators (``OmahaHoldemHand``, ``OmahaEightOrBetterLowHand``, ``ShortDeckHoldemHand``), one hand at a time.
:func:`same_order` says whether two valuations order hands alike, ties included.
"""

from __future__ import annotations

import itertools
import os
from typing import Any

import numpy as np

RANKS = "23456789TJQKA"
SUITS = "cdhs"
ACE = 12
NO_LOW_KEY = -(1 << 40)  # below every low's key

# Category places, low to high: hold'em (R-HAND-2), and short deck with either rule (R-HAND-10).
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
HOLDEM_PLACES = np.arange(9)
SHORT_PLACES = {
    True: np.array(
        [0, 1, 2, 4, 3, 6, 5, 7, 8]
    ),  # three of a kind over a straight, a flush over a full house
    False: np.array([0, 1, 2, 3, 4, 6, 5, 7, 8]),  # a straight over three of a kind
}

#: Hands a slow test compares with pokerkit (2-5 ms an Omaha hand there): 20,000 in CI's whole-suite run, more
#: with HOLDEM_POKERKIT_HANDS (the 100,000-hand runs are in the CHANGELOG).
POKERKIT_HANDS = int(os.environ.get("HOLDEM_POKERKIT_HANDS", "20000"))


def five_card_keys(
    five: np.ndarray, short_deck: bool = False, trips_beat_straight: bool = True
) -> np.ndarray:
    """Rank five-card hands (rows of ids, 4 * rank + suit): place of the category, then the tie-break ranks."""
    ranks = five.astype(np.int32) >> 2
    suits = five & 3
    counts = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2, dtype=np.int32)
    # The ranks by (count, rank), highest first: the tie-break order (pairs before kickers, and so on).
    by_count = -np.sort(-(counts * 16 + ranks), axis=1)
    tie = (by_count & 15).astype(np.int64)
    top_count = by_count[:, 0] >> 4
    pairs = (counts == 2).sum(axis=1) // 2
    flush = (suits == suits[:, :1]).all(axis=1)
    distinct = top_count == 1
    # Straights: five ranks in a row, or the ace low: A-2-3-4-5 (five-high) or, short deck, A-6-7-8-9 (nine-high).
    low_straight = [12, 7, 6, 5, 4] if short_deck else [12, 3, 2, 1, 0]
    ace_low = distinct & (tie == np.array(low_straight)).all(axis=1)
    in_a_row = distinct & (tie[:, 0] - tie[:, 4] == 4)
    straight_top = np.where(in_a_row, tie[:, 0], np.where(ace_low, low_straight[1], -1))
    straight = straight_top >= 0
    category = np.select(
        [
            straight & flush,
            top_count == 4,
            (top_count == 3) & (pairs == 1),
            flush,
            straight,
            top_count == 3,
            pairs == 2,
            pairs == 1,
        ],
        [STRAIGHT_FLUSH, QUADS, FULL_HOUSE, FLUSH, STRAIGHT, TRIPS, TWO_PAIR, PAIR],
        HIGH_CARD,
    )
    places = SHORT_PLACES[trips_beat_straight] if short_deck else HOLDEM_PLACES
    tie_break = (tie * (16 ** np.arange(4, -1, -1))).sum(axis=1)
    tie_break = np.where(straight, straight_top * 16**4, tie_break)
    return places[category] * 16**5 + tie_break


def low_keys(five: np.ndarray) -> np.ndarray:
    """The eight-or-better low of five-card hands: five different ranks, eight or lower, the ace low; the
    lower the highest card (then the next, ...), the better, so the key is minus the ranks read highest first.
    NO_LOW_KEY when the five cards make no low."""
    ranks = five.astype(np.int64) // 4
    low = np.where(ranks == ACE, 1, ranks + 2)  # ace 1, deuce 2 ... eight 8
    low = -np.sort(-low, axis=1)
    qualifies = (low[:, 0] <= 8) & (np.diff(low, axis=1) < 0).all(axis=1)
    return np.where(qualifies, -(low * (16 ** np.arange(4, -1, -1))).sum(axis=1), NO_LOW_KEY)


def _omaha_best(hole: np.ndarray, board: np.ndarray, rank: Any) -> np.ndarray:
    """The best ``rank`` of two hole cards with three board cards (R-HAND-8), by enumeration."""
    best = np.full(len(hole), np.iinfo(np.int64).min)
    for pair in itertools.combinations(range(hole.shape[1]), 2):
        for triple in itertools.combinations(range(board.shape[1]), 3):
            five = np.concatenate([hole[:, pair], board[:, triple]], axis=1)
            best = np.maximum(best, rank(five))
    return best


def omaha_high_reference(hole: np.ndarray, board: np.ndarray) -> np.ndarray:
    return _omaha_best(hole, board, five_card_keys)


def omaha_low_reference(hole: np.ndarray, board: np.ndarray) -> np.ndarray:
    return _omaha_best(hole, board, low_keys)


def short_deck_reference(cards: np.ndarray, trips_beat_straight: bool = True) -> np.ndarray:
    """The best five of 5-7 short-deck cards (R-HAND-1, R-HAND-10)."""
    best = np.full(len(cards), np.iinfo(np.int64).min)
    for five in itertools.combinations(range(cards.shape[1]), 5):
        keys = five_card_keys(
            cards[:, five], short_deck=True, trips_beat_straight=trips_beat_straight
        )
        best = np.maximum(best, keys)
    return best


def same_order(ours: np.ndarray, theirs: np.ndarray) -> bool:
    """Whether two valuations of the same hands order them alike, ties included: each value of one goes with
    one value of the other, increasing with it."""
    pairs = np.unique(
        np.stack([np.asarray(theirs, np.int64), np.asarray(ours, np.int64)], axis=1), axis=0
    )
    return len(pairs) == len(np.unique(theirs)) == len(np.unique(ours)) and bool(
        (np.diff(pairs[:, 1]) > 0).all()
    )


def deals(rng: np.random.Generator, n: int, width: int, short_deck: bool = False) -> np.ndarray:
    """``n`` rows of ``width`` distinct random cards (uint8 ids), from the 52 cards or the short deck's 36."""
    deck = 36 if short_deck else 52
    cards = np.argsort(rng.random((n, deck)), axis=1)[:, :width]
    return (cards + (52 - deck)).astype(np.uint8)


def in_chunks(
    reference: Any, *arrays: np.ndarray, chunk: int = 100_000, **options: Any
) -> np.ndarray:
    """``reference`` over arrays of many rows, ``chunk`` rows at a time (bounded memory)."""
    return np.concatenate(
        [
            reference(*(a[start : start + chunk] for a in arrays), **options)
            for start in range(0, len(arrays[0]), chunk)
        ]
    )


# pokerkit's evaluators, one hand at a time.


def _pokerkit_cards(ids: np.ndarray) -> list[Any]:
    from pokerkit import Card

    text = "".join(RANKS[c // 4] + SUITS[c % 4] for c in ids.tolist())
    return list(Card.parse(text))


def pokerkit_omaha_high(hole: np.ndarray, board: np.ndarray) -> np.ndarray:
    """pokerkit's ``OmahaHoldemHand`` strength of each hand (its lookup index: higher is stronger)."""
    from pokerkit import OmahaHoldemHand

    return np.array(
        [
            OmahaHoldemHand.from_game(_pokerkit_cards(h), _pokerkit_cards(b)).entry.index
            for h, b in zip(hole, board)
        ],
        dtype=np.int64,
    )


def pokerkit_omaha_low(hole: np.ndarray, board: np.ndarray) -> np.ndarray:
    """pokerkit's ``OmahaEightOrBetterLowHand``: minus its index (a low index is a strong low), NO_LOW_KEY
    where it finds no low."""
    from pokerkit import OmahaEightOrBetterLowHand

    out = []
    for h, b in zip(hole, board):
        hand = OmahaEightOrBetterLowHand.from_game_or_none(_pokerkit_cards(h), _pokerkit_cards(b))
        out.append(NO_LOW_KEY if hand is None else -hand.entry.index)
    return np.array(out, dtype=np.int64)


def pokerkit_short_deck(cards: np.ndarray) -> np.ndarray:
    """pokerkit's ``ShortDeckHoldemHand`` (two hole cards and the board; a straight beats three of a kind in
    pokerkit 0.7)."""
    from pokerkit import ShortDeckHoldemHand

    return np.array(
        [
            ShortDeckHoldemHand.from_game(
                _pokerkit_cards(c[:2]), _pokerkit_cards(c[2:])
            ).entry.index
            for c in cards
        ],
        dtype=np.int64,
    )
