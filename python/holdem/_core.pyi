"""Stubs for holdem._core, the compiled core (hand-written; keep in step with cpp/bindings/)."""

from collections.abc import Iterable, Sequence
from typing import Protocol, overload

import numpy as np
import numpy.typing as npt

_CardIn = int | str
_CardsIn = str | Iterable[int | str]

class _Cancel(Protocol):
    def is_set(self) -> bool: ...

DECK_SIZE: int
HAND_VALUES: int

# cards (bind_cards.cpp)
def parse_card(card: _CardIn) -> int: ...
def parse_cards(cards: _CardsIn) -> list[int]: ...
def card_string(card: int) -> str: ...

# evaluator (bind_evaluator.cpp)
def evaluate(cards: _CardsIn) -> int: ...
def evaluate_batch(
    cards: npt.NDArray[np.uint8],
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
    kernel: str = "auto",
) -> npt.NDArray[np.int32]: ...
def batch_kernels() -> list[str]: ...
def best_five(cards: _CardsIn) -> list[int]: ...
def value_class(value: int) -> tuple[int, list[int]]: ...
def enumerate_value_counts(n_cards: int) -> npt.NDArray[np.uint64]: ...
def table_bytes() -> int: ...

JOKER: int
JOKER_HAND_VALUES: int

def evaluate_joker(cards: _CardsIn) -> int: ...

# Omaha high and the eight-or-better low (bind_omaha.cpp)
LOW_VALUES: int

def evaluate_omaha(hole: _CardsIn, board: _CardsIn) -> int: ...
def evaluate_omaha_low(hole: _CardsIn, board: _CardsIn) -> int: ...
def evaluate_omaha_batch(
    hole: npt.NDArray[np.uint8],
    board: npt.NDArray[np.uint8],
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
) -> npt.NDArray[np.int32]: ...
def evaluate_omaha_low_batch(
    hole: npt.NDArray[np.uint8],
    board: npt.NDArray[np.uint8],
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
) -> npt.NDArray[np.int32]: ...
def low_class(value: int) -> list[int]: ...
def omaha_table_bytes() -> int: ...

# short deck (bind_short_deck.cpp)
SHORT_DECK_HAND_VALUES: int

def evaluate_short_deck(cards: _CardsIn, trips_beat_straight: bool = True) -> int: ...
def evaluate_short_deck_batch(
    cards: npt.NDArray[np.uint8],
    trips_beat_straight: bool = True,
    threads: int = 1,
    out: npt.NDArray[np.int32] | None = None,
) -> npt.NDArray[np.int32]: ...
def short_deck_value_class(
    value: int, trips_beat_straight: bool = True
) -> tuple[int, list[int]]: ...
def short_deck_table_bytes() -> int: ...

# pots (bind_pots.cpp): one hand's outcome, which holdem.core.pots.PotResult derives from (its pots as Pot
# objects). A pot: (amount, eligible seats, winners, each winner's share).
_PotFields = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
# a hi-lo pot's (R-POT-7): then the high winners and shares, the low winners and shares
_HiLoPotFields = tuple[
    int,
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
]
# (contributions, folded, hand values or None, button, dead money[, low values]): loading resolves the hand
# again
_PotState = (
    tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...] | None, int, int]
    | tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...] | None, int, int, tuple[int, ...]]
)

class PotOutcome:
    @overload
    def __init__(
        self,
        contributions: Sequence[int],
        folded: Sequence[bool | int],
        hand_values: Sequence[int | None] | None,
        button: int,
        dead: int = 0,
    ) -> None: ...
    # hi-lo (R-POT-7): each seat's low, 0 or None for none
    @overload
    def __init__(
        self,
        contributions: Sequence[int],
        folded: Sequence[bool | int],
        hand_values: Sequence[int | None] | None,
        button: int,
        dead: int = 0,
        *,
        low_values: Sequence[int | None],
    ) -> None: ...
    # hole_cards: the same number per seat shown (1 to 7); board: 0 to 5 cards; 5 to 7 cards in all
    @overload
    def __init__(
        self,
        contributions: Sequence[int],
        folded: Sequence[bool | int],
        *,
        hole_cards: Sequence[_CardsIn | None],
        board: _CardsIn,
        button: int,
        dead: int = 0,
    ) -> None: ...
    @property
    def winnings(self) -> tuple[int, ...]: ...
    @property
    def _pot_fields(self) -> tuple[_PotFields | _HiLoPotFields, ...]: ...
    @property
    def returned(self) -> tuple[int, ...]: ...
    @property
    def contributions(self) -> tuple[int, ...]: ...
    @property
    def net(self) -> tuple[int, ...]: ...
    @property
    def hi_lo(self) -> bool: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __getstate__(self) -> _PotState: ...
    def __setstate__(self, state: _PotState) -> None: ...

def resolve_pots_batch(
    contributions: npt.NDArray[np.int64],
    folded: npt.NDArray[np.uint8],
    hand_values: npt.NDArray[np.int64],
    buttons: npt.NDArray[np.int64],
    dead_money: npt.NDArray[np.int64] | None = None,
    low_values: npt.NDArray[np.int64] | None = None,
) -> npt.NDArray[np.int64]: ...

# hole_cards (hands, seats, h), boards (hands, b): 1 <= h <= 7, 0 <= b <= 5, 5 <= h + b <= 7
def resolve_pots_batch_cards(
    contributions: npt.NDArray[np.int64],
    folded: npt.NDArray[np.uint8],
    hole_cards: npt.NDArray[np.uint8],
    boards: npt.NDArray[np.uint8],
    buttons: npt.NDArray[np.int64],
    dead_money: npt.NDArray[np.int64] | None = None,
) -> npt.NDArray[np.int64]: ...

# equity (bind_equity.cpp)
MAX_EQUITY_PLAYERS: int
MAX_EQUITY_TRIALS: int
MAX_CONTRIBUTION: int

def equity(
    players: Sequence[tuple[_CardsIn, Sequence[float]]],
    board: _CardsIn,
    dead: _CardsIn,
    method: str = "auto",
    trials: int = 1000000,
    seed: int = 0,
    threads: int = 0,
    cancel: _Cancel | None = None,  # a set one stops the run (CancelledError)
) -> tuple[bool, int, float, list[tuple[float, float, float, float, float, float, float]]]: ...

# equity in Omaha and short deck (bind_variant_equity.cpp)
def variant_equity(
    players: Sequence[_CardsIn],  # no cards: a random hand
    board: _CardsIn,
    dead: _CardsIn,
    game: str,  # "omaha", "omaha_hi_lo" or "short_deck"
    hole_cards: int,
    trips_beat_straight: bool = True,
    method: str = "auto",
    trials: int = 1000000,
    seed: int = 0,
    threads: int = 0,
    cancel: _Cancel | None = None,
) -> tuple[
    bool,
    int,
    float,
    # equity, std_error, high_win, high_tie, high_tie_probability, high_wins, high_ties, low_win,
    # low_tie, scoop
    list[tuple[float, float, float, float, float, float, float, float, float, float]],
]: ...
def outs(
    hole: _CardsIn,
    board: _CardsIn,
    opponents: Sequence[_CardsIn],
    dead: _CardsIn,
    target: int = -1,
) -> list[int]: ...
