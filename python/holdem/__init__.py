"""holdem: Texas hold'em for Python with a compiled core.

The public API is re-exported here::

    >>> import holdem
    >>> holdem.HandRank.of("AhKh QhJhTh 2c 3d").description
    'royal flush'
"""

from __future__ import annotations

try:
    from . import _core
except ImportError as exc:  # pragma: no cover - only on a broken install
    raise ImportError(
        "holdem's compiled core (holdem._core) is missing or failed to load. Build and install it from a "
        "checkout with 'pip install .' (in a virtual environment; it needs a C++17 compiler) rather than "
        "importing the source tree; holdem-engine is not on PyPI yet. The PyPI package named 'holdem' is an "
        "unrelated project with the same import name: if it is installed, uninstall it. "
        f"The import error was: {exc}"
    ) from exc

from .core import RANKS, SUITS, Card, CardLike, Deck, cards_text, parse_card, parse_cards
from .errors import DuplicateCardError, HoldemError, InvalidArgumentError, InvalidCardError
from .errors import CancelledError, CardTypeError, InvalidTypeError, RangeParseError
from .core import HAND_VALUES, Category, HandRank, batch_kernels, best_five, evaluate, evaluate_batch
from .core import JOKER, JOKER_HAND_VALUES, JokerRank, evaluate_joker
from .core import Pot, PotResult, resolve_pots, resolve_pots_batch
from .core import make_rng, secure_rng, seeded_rng
from .core import EquityResult, Outs, PlayerEquity, equity, outs, pot_odds
from .core import Range, parse_range
from .errors import ConfigError, DealingError, HandStateError, IllegalActionError
from .game import AnteType, BettingStructure, TableConfig
from .game import Action, ActionKind, BoardDeal, HoleDeal, Kill, LegalActions, Muck, Post, Show
from .game import HOLDEM, GameDef, Phase, Street
from .game import Positions
from .engine import DealDue, Hand, HandResult
from .engine import SeatSnapshot, SeatView
from .errors import HistoryError, ReplayError
from .history import HandHistory, read_phh, read_phhs, replay, to_phh
from .history import history_of, write_phhs
from .engine import LiveHand
from .game import Discard, Exposed, Misdeal, OutOfTurn, Revealed, TakeBack
from .game import FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER
from .errors import TableError
from .table import HandRecord, Incident, PlayerInfo, PlayerView, Table, TableFacts
from .errors import SimulationError
from .sim import AgentStats, SimResult, SimulationInterrupted, TournamentResult, TournamentStats, simulate
from .errors import TournamentError
from .tournament import Level, Structure, load_structure
from .tournament import Payouts, icm
from .tournament import Standing, Tournament

from ._version import __version__

__all__ = [
    "Action",
    "ActionKind",
    "DealDue",
    "GameDef",
    "HOLDEM",
    "Discard",
    "Exposed",
    "FIVE_CARD_DRAW",
    "FIVE_CARD_DRAW_JOKER",
    "Kill",
    "LiveHand",
    "Misdeal",
    "OutOfTurn",
    "Revealed",
    "TakeBack",
    "Phase",
    "Positions",
    "SeatSnapshot",
    "AnteType",
    "BettingStructure",
    "BoardDeal",
    "CancelledError",
    "ConfigError",
    "DealingError",
    "Hand",
    "HandResult",
    "HandStateError",
    "HoleDeal",
    "IllegalActionError",
    "LegalActions",
    "Muck",
    "Post",
    "SeatView",
    "Show",
    "Street",
    "TableConfig",
    "HAND_VALUES",
    "RANKS",
    "SUITS",
    "Card",
    "CardLike",
    "CardTypeError",
    "Category",
    "Deck",
    "DuplicateCardError",
    "HandHistory",
    "HandRank",
    "HistoryError",
    "HoldemError",
    "InvalidArgumentError",
    "InvalidCardError",
    "InvalidTypeError",
    "Pot",
    "PotResult",
    "best_five",
    "cards_text",
    "evaluate",
    "evaluate_batch",
    "evaluate_joker",
    "JOKER",
    "JOKER_HAND_VALUES",
    "JokerRank",
    "batch_kernels",
    "make_rng",
    "parse_card",
    "parse_cards",
    "read_phh",
    "read_phhs",
    "replay",
    "ReplayError",
    "resolve_pots",
    "resolve_pots_batch",
    "secure_rng",
    "seeded_rng",
    # equity and odds
    "EquityResult",
    "Outs",
    "PlayerEquity",
    "Range",
    "RangeParseError",
    "equity",
    "outs",
    "parse_range",
    "pot_odds",
    "to_phh",
    "history_of",
    "write_phhs",
    # tables (issue 10)
    "HandRecord",
    "Incident",
    "PlayerInfo",
    "PlayerView",
    "Table",
    "TableError",
    "TableFacts",
    # simulations (issue 12)
    "AgentStats",
    "SimResult",
    "SimulationError",
    "SimulationInterrupted",
    "TournamentResult",
    "TournamentStats",
    "simulate",
    "Level",
    "Payouts",
    "Standing",
    "Structure",
    "Tournament",
    "TournamentError",
    "icm",
    "load_structure",
]
