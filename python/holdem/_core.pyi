"""Stubs for holdem._core, the compiled core (hand-written; keep in step with cpp/bindings/)."""

from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

_CardIn = int | str
_CardsIn = str | Iterable[int | str]

DECK_SIZE: int
HAND_VALUES: int

# cards (bind_cards.cpp)
def parse_card(card: _CardIn) -> int: ...
def parse_cards(cards: _CardsIn) -> list[int]: ...
def card_string(card: int) -> str: ...

# evaluator (bind_evaluator.cpp)
def evaluate(cards: _CardsIn) -> int: ...
def evaluate_batch(cards: npt.NDArray[np.uint8]) -> npt.NDArray[np.int32]: ...
def best_five(cards: _CardsIn) -> list[int]: ...
def value_class(value: int) -> tuple[int, list[int]]: ...
def enumerate_value_counts(n_cards: int) -> npt.NDArray[np.uint64]: ...
def table_bytes() -> int: ...

# equity (bind_equity.cpp)
MAX_EQUITY_PLAYERS: int

def equity(
    players: list[tuple[_CardsIn, list[float]]],
    board: _CardsIn,
    dead: _CardsIn,
    method: str = "auto",
    trials: int = 1000000,
    seed: int = 0,
    threads: int = 0,
) -> tuple[bool, int, float, list[tuple[float, float, float, float, float, float, float]]]: ...
