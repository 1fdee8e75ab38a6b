"""The hand engine: a hand's betting, dealing, drawing and showdown, its setup and rule readings, seat views,
and the live procedure."""

from __future__ import annotations

from ._delegate import Read
from .betting import Action, ActionKind, BettingState, LegalActions
from .dealing import (
    NO_BURN,
    BoardDeal,
    DealDue,
    DealingState,
    HoleDeal,
    Street,
    draw_cards,
)
from .drawing import DrawingState, DrawOptions
from .hand import Hand, Muck, Post, Show
from .hand_state import (
    hand_state,
)
from .live import ABSENT, LEFT_OUT, NOT_ENTITLED, REPORTABLE, LiveHand, VoidedDeal
from .readings import POKERKIT, RULE_BOOK, Readings
from .replay import ReplaySetup, apply_record, kills_in_turn, replay_records
from .setup import HandSetup, RoundPlan, hand_setup
from .showdown import HandResult, HiLoRank, ShowdownState, board_plays_alone
from .views import SeatSnapshot, SeatView, discard_allowed, read_only_field

__all__ = [
    "ABSENT",
    "Action",
    "ActionKind",
    "BettingState",
    "BoardDeal",
    "DealDue",
    "DealingState",
    "DrawOptions",
    "DrawingState",
    "Hand",
    "HandResult",
    "HandSetup",
    "HiLoRank",
    "HoleDeal",
    "LEFT_OUT",
    "LegalActions",
    "LiveHand",
    "Muck",
    "NOT_ENTITLED",
    "NO_BURN",
    "POKERKIT",
    "Post",
    "REPORTABLE",
    "RULE_BOOK",
    "Read",
    "Readings",
    "ReplaySetup",
    "RoundPlan",
    "SeatSnapshot",
    "SeatView",
    "Show",
    "ShowdownState",
    "Street",
    "VoidedDeal",
    "apply_record",
    "board_plays_alone",
    "discard_allowed",
    "draw_cards",
    "hand_setup",
    "hand_state",
    "kills_in_turn",
    "read_only_field",
    "replay_records",
]
