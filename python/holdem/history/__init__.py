"""Hand histories in PHH (the public hand-history dataset's TOML format): read, written and replayed."""

from __future__ import annotations

from .amounts import UNKNOWN, Number
from .encode import history_of, to_phh
from .files import PathOrText, read_phh, read_phhs, write_phhs
from .model import HandHistory
from .replayer import (
    ShowdownDecisions,
    finishing_amounts,
    net_winnings,
    replay,
    replay_scale,
    where_it_stops,
)

__all__ = [
    "UNKNOWN",
    "HandHistory",
    "Number",
    "PathOrText",
    "ShowdownDecisions",
    "finishing_amounts",
    "history_of",
    "net_winnings",
    "read_phh",
    "read_phhs",
    "replay",
    "replay_scale",
    "to_phh",
    "where_it_stops",
    "write_phhs",
]
