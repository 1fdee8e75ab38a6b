"""Hand histories: PHH (the public hand-history dataset's TOML format), Open Hand History (JSON) and
ACPC's protocol; read, written and replayed through one replayer."""

from __future__ import annotations

from .amounts import UNKNOWN, Number
from .encode import history_of, to_phh
from .files import PathOrText, read_phh, read_phhs, write_phhs
from .model import HandHistory
from .ohh import OHH_VERSION, TableRecord, ohh_object, read_ohh, to_ohh, write_ohh
from .replayer import (
    ShowdownDecisions,
    finishing_amounts,
    net_winnings,
    replay,
    replay_scale,
    where_it_stops,
)

__all__ = [
    "OHH_VERSION",
    "UNKNOWN",
    "HandHistory",
    "Number",
    "PathOrText",
    "ShowdownDecisions",
    "TableRecord",
    "finishing_amounts",
    "history_of",
    "net_winnings",
    "ohh_object",
    "read_ohh",
    "read_phh",
    "read_phhs",
    "replay",
    "replay_scale",
    "to_ohh",
    "to_phh",
    "where_it_stops",
    "write_ohh",
    "write_phhs",
]
