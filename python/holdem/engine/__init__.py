"""The hand engine: a hand's betting, dealing, drawing and showdown, its setup, seat views, and the live procedure."""

from __future__ import annotations

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
from .live import REPORTABLE, LiveHand, VoidedDeal
from .replay import ReplaySetup, apply_record, replay_records
from .setup import (
    Plan,
    Read,
    act_then_advance,
    clone_hand,
    copy_hand,
    deepcopy_hand,
    hand_setup,
    hand_state,
    read_method,
    set_hand_state,
    state_slots,
)
from .showdown import HandResult, ShowdownState, board_plays_alone
from .views import SeatSnapshot, SeatView, discard_allowed, read_only_field

__all__ = [
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
    "HoleDeal",
    "LegalActions",
    "LiveHand",
    "Muck",
    "NO_BURN",
    "NO_DRAW",
    "Plan",
    "Post",
    "REPORTABLE",
    "Read",
    "ReplaySetup",
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
    "discard_allowed",
    "draw_cards",
    "hand_setup",
    "hand_state",
    "hole_deal_order",
    "new_deck",
    "read_method",
    "read_only_field",
    "replay_records",
    "set_hand_state",
    "state_slots",
]
