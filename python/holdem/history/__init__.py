"""Hand histories: PHH (the public hand-history dataset's TOML format), PokerStars and GGPoker text, Open Hand
History (JSON) and ACPC's protocol; read, written and replayed through one replayer."""

from __future__ import annotations

from .acpc import (
    ACPC_VERSION,
    NO_STACK,
    AcpcGame,
    AcpcLog,
    AcpcLogEntry,
    MatchState,
    SeatEvents,
    acpc_log_line,
    matchstate_history,
    matchstates,
    parse_reply,
    read_acpc_game,
    read_acpc_log,
    to_matchstate,
)
from .amounts import UNKNOWN, Number
from .encode import history_of, to_phh
from .files import PathOrText, read_phh, read_phhs, write_phhs
from .ggpoker import is_ggpoker
from .model import HandHistory
from .ohh import OHH_VERSION, TableRecord, ohh_object, read_ohh, to_ohh, write_ohh
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
from .reading import FORMATS, ReadHand, check_history, format_of, read
from .replayer import (
    ShowdownDecisions,
    finishing_amounts,
    net_winnings,
    replay,
    replay_scale,
    where_it_stops,
)
from .stats import Z95, PlayerStats, Rate, Stats, interval95, player_stats, position_order
from .variants import player_seats

__all__ = [
    "ACPC_VERSION",
    "FORMATS",
    "NO_STACK",
    "OHH_VERSION",
    "UNKNOWN",
    "Z95",
    "AcpcGame",
    "AcpcLog",
    "AcpcLogEntry",
    "HandHistory",
    "MatchState",
    "Number",
    "PathOrText",
    "PokerStarsFile",
    "PlayerStats",
    "PokerStarsHand",
    "Rate",
    "ReadHand",
    "ResultCheck",
    "SeatEvents",
    "ShowdownDecisions",
    "Stats",
    "StatedResult",
    "TableRecord",
    "acpc_log_line",
    "check_history",
    "check_pokerstars",
    "finishing_amounts",
    "format_of",
    "history_of",
    "interval95",
    "is_ggpoker",
    "is_pokerstars",
    "matchstate_history",
    "matchstates",
    "net_winnings",
    "ohh_object",
    "parse_reply",
    "player_seats",
    "player_stats",
    "position_order",
    "read",
    "pokerstars_hand",
    "pokerstars_history",
    "read_acpc_game",
    "read_acpc_log",
    "read_ohh",
    "read_phh",
    "read_phhs",
    "read_pokerstars",
    "replay",
    "replay_scale",
    "stated_result",
    "to_matchstate",
    "to_ohh",
    "to_phh",
    "to_pokerstars",
    "where_it_stops",
    "write_ohh",
    "write_phhs",
    "write_pokerstars",
]
