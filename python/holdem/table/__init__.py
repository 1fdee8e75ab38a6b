"""A table hand after hand: seats and stacks, the button, turns, the agent API, players and the hands' records."""

from __future__ import annotations

from .agent import Agent, AgentObject, PlayerSnapshot, PlayerView, agent_callable, agents_by_name
from .facts import Incident, TableFacts
from .players import (
    Player,
    PlayerInfo,
    buy_in_is_short,
    buy_in_limits,
    can_play,
    info_of,
    ledger_of,
    settle_owed,
    top_up_targets,
)
from .records import (
    HandRecord,
    Histories,
    KeptHands,
    Row,
    ids_of_deal_order,
    kept_cards,
    live_steps,
    record_history,
)
from .seating import (
    BUTTON_RULES,
    ButtonDraw,
    Last,
    Plan,
    Posting,
    Seat,
    Seating,
    Setup,
    draw_for_button,
    hand_positions,
    plan_hand,
    rotation,
)
from .table import Table
from .turns import Turns

__all__ = [
    "Agent",
    "AgentObject",
    "BUTTON_RULES",
    "ButtonDraw",
    "HandRecord",
    "Histories",
    "Incident",
    "KeptHands",
    "Last",
    "Plan",
    "Player",
    "PlayerInfo",
    "PlayerSnapshot",
    "PlayerView",
    "Posting",
    "Row",
    "Seat",
    "Seating",
    "Setup",
    "Table",
    "TableFacts",
    "Turns",
    "agent_callable",
    "agents_by_name",
    "buy_in_is_short",
    "buy_in_limits",
    "can_play",
    "draw_for_button",
    "hand_positions",
    "ids_of_deal_order",
    "info_of",
    "kept_cards",
    "ledger_of",
    "live_steps",
    "plan_hand",
    "record_history",
    "rotation",
    "settle_owed",
    "top_up_targets",
]
