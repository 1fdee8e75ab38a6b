"""The raw state of N tables as one seat sees each: the arrays the vector engine and the environments share.

:class:`RawObservation` holds numpy arrays with a leading batch axis ``B`` (one row per table; a scalar
environment uses ``B = 1``) and ``S`` seats per table. Seat indices are the hand's seats (0-based), card ids
holdem's (``4 * rank + suit``, 0-51; -1 for a card not known or not dealt) and amounts chips (int64).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = ["RawObservation"]


@dataclass(frozen=True)
class RawObservation:
    """B tables, each as one seat (the observer, normally the actor) sees it.

    - ``observer`` (B,) int8: the seat observing (whose hole cards are shown)
    - ``actor`` (B,) int8: whose turn it is, -1 when the hand is over
    - ``button`` (B,) int8: the button's seat
    - ``street`` (B,) int8: 0 preflop, 1 flop, 2 turn, 3 river (the betting round); 4 = hand over
    - ``hole`` (B, 2) int8: the observer's two hole cards
    - ``board`` (B, 5) int8: the board cards dealt so far, -1 for the rest
    - ``stacks`` (B, S) int64: chips behind for every seat (public)
    - ``bets`` (B, S) int64: chips put in during the current betting round
    - ``contributed`` (B, S) int64: chips put in during the whole hand (blinds and antes included)
    - ``folded`` (B, S) bool
    - ``all_in`` (B, S) bool
    - ``in_hand`` (B, S) bool: the seat was dealt in this hand
    - ``pot`` (B,) int64: every chip put in so far (all rounds, current bets included)
    - ``to_call`` (B,) int64: what the actor must add to call (0 when a check is free)
    - ``min_raise_to`` (B,) int64: the smallest legal bet or raise-to for the actor (0 when no raise is legal)
    - ``max_raise_to`` (B,) int64: the largest (all-in, or the fixed-limit size; 0 when no raise is legal)
    - ``legal`` (B, 4) bool: [fold, check, call, raise] (raise = bet or raise), as ``Hand.legal_actions`` says
    - ``big_blind`` (B,) int64
    - ``history`` (B, H, 4) int32: the last H = 32 actions of the hand, oldest first, each
      (street, seat, kind, amount_to), kind 0 fold, 1 check, 2 call, 3 bet or raise, ``amount_to`` the
      seat's bet this round after the action; unused rows are -1 everywhere. Blind and ante posts are not
      actions here.
    - ``history_length`` (B,) int16: the number of actions in the hand so far (may exceed H)

    Actions go to the engines as arrays too: ``kind`` (B,) int8 in {0 fold, 1 check, 2 call, 3 raise} and
    ``amount`` (B,) int64, the raise-to total (the seat's round bet after the raise; ignored otherwise).
    """

    observer: npt.NDArray[np.int8]
    actor: npt.NDArray[np.int8]
    button: npt.NDArray[np.int8]
    street: npt.NDArray[np.int8]
    hole: npt.NDArray[np.int8]
    board: npt.NDArray[np.int8]
    stacks: npt.NDArray[np.int64]
    bets: npt.NDArray[np.int64]
    contributed: npt.NDArray[np.int64]
    folded: npt.NDArray[np.bool_]
    all_in: npt.NDArray[np.bool_]
    in_hand: npt.NDArray[np.bool_]
    pot: npt.NDArray[np.int64]
    to_call: npt.NDArray[np.int64]
    min_raise_to: npt.NDArray[np.int64]
    max_raise_to: npt.NDArray[np.int64]
    legal: npt.NDArray[np.bool_]
    big_blind: npt.NDArray[np.int64]
    history: npt.NDArray[np.int32]
    history_length: npt.NDArray[np.int16]
