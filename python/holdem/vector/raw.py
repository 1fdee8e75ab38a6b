"""The raw state of hold'em tables as one seat sees it: numpy arrays with a leading batch axis.

A :class:`RawObservation` describes B tables (a scalar environment's B is 1) of S seats each, as seen by
one seat per table, the observer: its own hole cards, never another seat's, and everything public. The
vector engine (:class:`~holdem.vector.VectorHands`) gives one for any seat of any of its tables; the
environments built on it encode it for learning agents. Seats are the hand's seats (0-based), card ids
holdem's (``4 * rank + suit``, 0-51; -1 for a card not dealt or not known), amounts chips (int64).

Actions go to the engines as two arrays of B entries: the kind (:data:`FOLD`, :data:`CHECK`,
:data:`CALL`, :data:`RAISE`, as ``int8``) and the amount (``int64``): for a bet or raise, the seat's
total bet of the round after it (raise-to), from ``min_raise_to`` to ``max_raise_to``; ignored for the
other kinds::

    >>> import numpy as np
    >>> from holdem.vector import VectorHands
    >>> hands = VectorHands(2, 3, stacks=100, seed=1)
    >>> hands.reset()
    >>> obs = hands.observe()
    >>> obs.observer.tolist(), obs.hole.shape, obs.board.tolist()[0], obs.legal.tolist()[0]
    ([0, 0], (2, 2), [-1, -1, -1, -1, -1], [True, False, True, True])
    >>> int(obs.history_length[0]), obs.history[0, 0].tolist()
    (0, [-1, -1, -1, -1])
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = ["CALL", "CHECK", "FOLD", "HISTORY_LENGTH", "RAISE", "RawObservation"]

#: The action kinds, as the ``kind`` arrays and the history's rows give them.
FOLD, CHECK, CALL, RAISE = 0, 1, 2, 3
#: How many of a hand's last actions an observation's ``history`` holds.
HISTORY_LENGTH = 32


@dataclass(frozen=True, slots=True)
class RawObservation:
    """B tables of S seats as one seat of each sees them (see the module documentation).

    - ``observer`` (B,) int8: the seat observing (whose hole cards ``hole`` shows).
    - ``actor`` (B,) int8: whose turn it is, -1 when the hand is over.
    - ``button`` (B,) int8: the button's seat.
    - ``street`` (B,) int8: the betting round, 0 preflop, 1 flop, 2 turn, 3 river; 4 once the hand is
      over.
    - ``hole`` (B, 2) int8: the observer's hole cards.
    - ``board`` (B, 5) int8: the board cards dealt so far, -1 for the rest.
    - ``stacks`` (B, S) int64: every seat's chips behind.
    - ``bets`` (B, S) int64: chips put in during the current betting round (0 once the hand is over).
    - ``contributed`` (B, S) int64: chips put in during the whole hand, blinds and antes included
      (uncalled chips returned).
    - ``folded``, ``all_in``, ``in_hand`` (B, S) bool: folded; all-in (not folded, no chips behind, as
      the betting left it: the award does not change it); dealt in this hand.
    - ``pot`` (B,) int64: every chip put in so far, the current bets included (0 once the pots are
      awarded).
    - ``to_call`` (B,) int64: what the actor adds to call (0 when checking is free, or no one acts).
    - ``min_raise_to``, ``max_raise_to`` (B,) int64: the actor's legal bet or raise-to range (both 0
      when it may not bet or raise).
    - ``legal`` (B, 4) bool: fold, check, call, bet/raise, as :meth:`holdem.Hand.legal_actions` has them
      (folding is allowed whenever the actor may act, even when checking is free: R-BET-4).
    - ``big_blind`` (B,) int64.
    - ``history`` (B, H, 4) int64: the hand's last H = :data:`HISTORY_LENGTH` actions, oldest first, each
      (street, seat, kind, amount to): the seat's bet of the round after the action; unused rows -1.
      Posting a blind or an ante is not an action.
    - ``history_length`` (B,) int16: the actions of the hand so far (may exceed H).

    The arrays are the observation's own (copies of the engine's state), not views of it.
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
    history: npt.NDArray[np.int64]
    history_length: npt.NDArray[np.int16]

    @property
    def batch_size(self) -> int:
        """B, the number of tables described."""
        return int(self.actor.shape[0])

    @property
    def n_seats(self) -> int:
        """S, the seats of each table."""
        return int(self.stacks.shape[1])
