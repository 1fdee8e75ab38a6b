"""Hand histories: PHH (the public hand-history dataset's TOML format) and PokerStars text, read, written and
replayed."""

from __future__ import annotations

from .amounts import UNKNOWN, Number
from .encode import history_of, to_phh
from .files import PathOrText, read_phh, read_phhs, write_phhs
from .model import HandHistory
from .pokerstars import (
    PokerStarsFile,
    StatedResult,
    check_pokerstars,
    is_pokerstars,
    pokerstars_hand,
    pokerstars_history,
    read_pokerstars,
    stated_result,
    to_pokerstars,
    write_pokerstars,
)
from .pokerstars_check import ResultCheck
from .pokerstars_model import PokerStarsHand
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
    "PokerStarsFile",
    "PokerStarsHand",
    "ResultCheck",
    "ShowdownDecisions",
    "StatedResult",
    "check_pokerstars",
    "finishing_amounts",
    "history_of",
    "is_pokerstars",
    "net_winnings",
    "pokerstars_hand",
    "pokerstars_history",
    "read_phh",
    "read_phhs",
    "read_pokerstars",
    "replay",
    "replay_scale",
    "stated_result",
    "to_phh",
    "to_pokerstars",
    "where_it_stops",
    "write_phhs",
    "write_pokerstars",
]
