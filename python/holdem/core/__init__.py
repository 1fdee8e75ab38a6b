"""The compiled core's Python faces: cards and decks, random sources, the hand evaluators (hold'em, Omaha high and
low, short deck), pots, equity and ranges."""

from __future__ import annotations

from .cards import (
    ALL_CARDS,
    JOKER,
    MAX_CARDS,
    RANKS,
    SUITS,
    Card,
    CardLike,
    Deck,
    cards_text,
    is_joker,
    parse_card,
    parse_cards,
)
from .evaluator import (
    HAND_VALUES,
    JOKER_HAND_VALUES,
    Category,
    HandRank,
    JokerRank,
    batch_kernels,
    best_five,
    evaluate,
    evaluate_batch,
    evaluate_joker,
)
from .odds import CancelFlag, EquityResult, Outs, PlayerEquity, equity, outs, pot_odds
from .omaha import (
    LOW_VALUES,
    NO_LOW,
    LowRank,
    evaluate_omaha,
    evaluate_omaha_batch,
    evaluate_omaha_low,
    evaluate_omaha_low_batch,
)
from .plain_data import Plain, plain
from .pots import Pot, PotResult, resolve_pots, resolve_pots_batch
from .ranges import MAX_RANGE_ITEMS, Range, parse_range
from .rng import Rng, checked_rng, make_rng, secure_rng, seeded_rng
from .short_deck import (
    SHORT_DECK_HAND_VALUES,
    ShortDeckRank,
    evaluate_short_deck,
    evaluate_short_deck_batch,
)

__all__ = [
    "ALL_CARDS",
    "CancelFlag",
    "Card",
    "CardLike",
    "Category",
    "Deck",
    "EquityResult",
    "HAND_VALUES",
    "HandRank",
    "JOKER",
    "JOKER_HAND_VALUES",
    "JokerRank",
    "LOW_VALUES",
    "LowRank",
    "MAX_CARDS",
    "MAX_RANGE_ITEMS",
    "NO_LOW",
    "Outs",
    "Plain",
    "PlayerEquity",
    "Pot",
    "PotResult",
    "RANKS",
    "Range",
    "Rng",
    "SHORT_DECK_HAND_VALUES",
    "SUITS",
    "ShortDeckRank",
    "batch_kernels",
    "best_five",
    "cards_text",
    "checked_rng",
    "equity",
    "evaluate",
    "evaluate_batch",
    "evaluate_joker",
    "evaluate_omaha",
    "evaluate_omaha_batch",
    "evaluate_omaha_low",
    "evaluate_omaha_low_batch",
    "evaluate_short_deck",
    "evaluate_short_deck_batch",
    "is_joker",
    "make_rng",
    "outs",
    "parse_card",
    "parse_cards",
    "parse_range",
    "plain",
    "pot_odds",
    "resolve_pots",
    "resolve_pots_batch",
    "secure_rng",
    "seeded_rng",
]
