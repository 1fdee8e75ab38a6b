"""A hand's copies and pickles: the hooks :class:`holdem.Hand` assigns to ``__copy__``, ``__deepcopy__``,
``__getstate__`` and ``__setstate__``.

A copy shares nothing with its original (its parts are copied, the deck keeps
its order, the random state is copied); a pickle keeps the slots, and the deck's
cards still to come are reshuffled when it loads (see the dealing part).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .drawing import NO_DRAW

if TYPE_CHECKING:
    from .hand import Hand

__all__ = [
    "clone_hand",
    "copy_hand",
    "deepcopy_hand",
    "hand_state",
    "set_hand_state",
    "state_slots",
]

H = TypeVar("H", bound="Hand")


def _slots_of(cls: type) -> tuple[str, ...]:
    """The slot names of ``cls`` and its bases: a hand's whole state."""
    return tuple(name for base in cls.__mro__ for name in getattr(base, "__slots__", ()))


state_slots: Callable[[type], tuple[str, ...]] = functools.cache(_slots_of)


def clone_hand(hand: H, memo: dict[int, Any]) -> H:
    """An independent copy of a hand: its parts copied, the same deck order, a copy of the random state."""
    new = object.__new__(type(hand))  # a copy is made without __init__, as copy and pickle make one
    memo[id(hand)] = new
    for name in state_slots(type(hand)):
        if hasattr(hand, name):
            object.__setattr__(new, name, getattr(hand, name))
    new._events = list(hand._events)
    new._betting = hand._betting.clone(new._events)
    deal = new._dealing = hand._dealing.clone(memo)
    if hand._drawing is not NO_DRAW:
        new._drawing = hand._drawing.clone(deal, new._events)
    part = hand._showdown
    if part is not None:
        copied = new._showdown = part.clone()
        copied.holes = deal.holes  # the copied parts share the copied lists, as the originals do
        if copied.board is not None:
            copied.board = deal.board
    if hasattr(hand, "__dict__"):  # a subclass's own attributes
        new.__dict__.update(copy.deepcopy(hand.__dict__, memo))
    return new


def copy_hand(hand: H) -> H:
    """``copy.copy(hand)``: an independent hand (a hand's copies share nothing)."""
    return clone_hand(hand, {})


def deepcopy_hand(hand: H, memo: dict[int, Any]) -> H:
    """``copy.deepcopy(hand)``: the same as a copy, recorded in ``memo``."""
    return clone_hand(hand, memo)


def hand_state(hand: Hand) -> dict[str, object]:
    """A pickle's state: the hand's slots that are set."""
    return {name: getattr(hand, name) for name in state_slots(type(hand)) if hasattr(hand, name)}


def set_hand_state(hand: Hand, state: dict[str, object]) -> None:
    """A pickle's state back into a hand made without ``__init__``."""
    for name, value in state.items():
        object.__setattr__(hand, name, value)
