"""The hand engine: a hand's betting, dealing, drawing and showdown, its setup and rule readings, seat views,
and the live procedure."""

from __future__ import annotations

from ._delegate import Read, act_then_advance, read_method
from .betting import Action, ActionKind, BettingState, LegalActions
from .dealing import (
    NO_BURN,
    BoardDeal,
    DealDue,
    DealingState,
    HoleDeal,
    Street,
    draw_cards,
    hole_deal_order,
    new_deck,
)
from .drawing import NO_DRAW, DrawingState, DrawOptions
from .hand import Hand, Muck, Post, Show
from .hand_state import (
    clone_hand,
    copy_hand,
    deepcopy_hand,
    hand_state,
    set_hand_state,
    state_slots,
)
from .live import ABSENT, REPORTABLE, LiveHand, VoidedDeal
from .readings import POKERKIT, RULE_BOOK, Readings
from .replay import ReplaySetup, apply_record, kills_in_turn, replay_records
from .setup import HandSetup, RoundPlan, hand_setup
from .showdown import HandResult, ShowdownState, board_plays_alone
from .views import SeatSnapshot, SeatView

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
    "HoleDeal",
    "LegalActions",
    "LiveHand",
    "Muck",
    "NO_BURN",
    "NO_DRAW",
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
    "act_then_advance",
    "apply_record",
    "board_plays_alone",
    "clone_hand",
    "copy_hand",
    "deepcopy_hand",
    "draw_cards",
    "hand_setup",
    "hand_state",
    "kills_in_turn",
    "hole_deal_order",
    "new_deck",
    "read_method",
    "replay_records",
    "set_hand_state",
    "state_slots",
]
