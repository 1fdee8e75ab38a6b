"""A game as data: table configuration and rule readings, game definitions and their steps, positions, events."""

from __future__ import annotations

from .games import FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER, GAMES_BY_NAME, JOKER_DECK, Board, Betting, Burn, DealHole, Draw, ForcedBets, GameDef, HOLDEM, Phase, Round, Showdown, Street, ValueRule, game_named
from .events import NOTES, Action, ActionKind, BoardDeal, Discard, Event, Exposed, HoleDeal, Kill, LegalActions, Misdeal, Muck, OutOfTurn, Post, Revealed, Show, TakeBack, parse_action, seen_by, WITH_AMOUNT
from .rules import MAX_CHIPS, PROFILES, READINGS, AnteType, BettingStructure, TableConfig, chip_amount
from .positions import Blind, Positions, standard_positions

__all__ = [
    "Action",
    "ActionKind",
    "AnteType",
    "Betting",
    "BettingStructure",
    "Blind",
    "Board",
    "BoardDeal",
    "Burn",
    "DealHole",
    "Discard",
    "Draw",
    "Event",
    "Exposed",
    "FIVE_CARD_DRAW",
    "FIVE_CARD_DRAW_JOKER",
    "ForcedBets",
    "GAMES_BY_NAME",
    "GameDef",
    "HOLDEM",
    "HoleDeal",
    "JOKER_DECK",
    "Kill",
    "LegalActions",
    "MAX_CHIPS",
    "Misdeal",
    "Muck",
    "NOTES",
    "OutOfTurn",
    "PROFILES",
    "Phase",
    "Positions",
    "Post",
    "READINGS",
    "Revealed",
    "Round",
    "Show",
    "Showdown",
    "Street",
    "TableConfig",
    "TakeBack",
    "ValueRule",
    "WITH_AMOUNT",
    "chip_amount",
    "game_named",
    "parse_action",
    "seen_by",
    "standard_positions",
]
