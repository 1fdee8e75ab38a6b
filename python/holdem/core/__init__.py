"""The compiled core's Python faces: cards and decks, random sources, the hand evaluator, pots, equity and ranges."""

from __future__ import annotations

from .rng import Rng, checked_rng, make_rng, secure_rng, seeded_rng
from .cards import JOKER, MAX_CARDS, RANKS, SUITS, Card, CardLike, Deck, is_joker, parse_cards, parse_card, cards_text, ALL_CARDS
from .evaluator import Category, HandRank, batch_kernels, best_five, evaluate, evaluate_batch, HAND_VALUES, JOKER, JOKER_HAND_VALUES, JokerRank, evaluate_joker
from .plain_data import Plain, plain
from .ranges import MAX_RANGE_ITEMS, Range, parse_range
from .odds import CancelFlag, EquityResult, Outs, PlayerEquity, equity, outs, pot_odds
from .pots import Pot, PotResult, resolve_pots, resolve_pots_batch

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
