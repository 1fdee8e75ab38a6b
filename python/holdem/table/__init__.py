"""A table that plays hand after hand: its seats and players, the button and blinds, agents' turns, the records."""

from __future__ import annotations

from .agent import (
    Agent,
    AgentObject,
    PlayerSnapshot,
    PlayerView,
    agents_by_name,
    decision_view,
    trusted_agent,
)
from .facts import Incident, TableFacts
from .history_folder import check_history_folder, write_history_files
from .players import PlayerInfo
from .records import HandRecord
from .seating import BUTTON_RULES, ButtonDraw, draw_for_button
from .table import Played, Table

__all__ = [
    "Agent",
    "AgentObject",
    "BUTTON_RULES",
    "ButtonDraw",
    "HandRecord",
    "Incident",
    "Played",
    "PlayerInfo",
    "PlayerSnapshot",
    "PlayerView",
    "Table",
    "TableFacts",
    "agents_by_name",
    "check_history_folder",
    "decision_view",
    "draw_for_button",
    "trusted_agent",
    "write_history_files",
]
