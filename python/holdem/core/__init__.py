"""The compiled core's Python faces: cards and decks, random sources, the hand evaluator, pots, equity and ranges."""

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
from .plain_data import Plain, plain
from .pots import Pot, PotResult, resolve_pots, resolve_pots_batch
from .ranges import MAX_RANGE_ITEMS, Range, parse_range
from .rng import Rng, checked_rng, make_rng, secure_rng, seeded_rng

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
    "MAX_CARDS",
    "MAX_RANGE_ITEMS",
    "Outs",
    "Plain",
    "PlayerEquity",
    "Pot",
    "PotResult",
    "RANKS",
    "Range",
    "Rng",
    "SUITS",
    "batch_kernels",
    "best_five",
    "cards_text",
    "checked_rng",
    "equity",
    "evaluate",
    "evaluate_batch",
    "evaluate_joker",
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
