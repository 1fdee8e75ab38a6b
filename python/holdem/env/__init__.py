"""Environments for learning agents: observations, actions and text of a seat's view, and the Gymnasium and
PettingZoo environments (the ``rl`` extra: ``pip install 'holdem-engine[rl]'``).

- Observations: :func:`raw_observation` (a hand as one seat may know it, the
  :class:`~holdem.vector.RawObservation` arrays the vector engine shares), :func:`encode` (B tables to a
  float32 array, vectorised; :func:`encode_hand` for one hand) and :class:`ObservationLayout` (the columns).
- Actions, mapped exactly to legal ones: :class:`DiscreteActions` (fold, check/call, pot-fraction raises,
  the largest raise, with a mask) and the numeric :func:`raise_fraction`, :func:`clamp_raise`,
  :func:`continuous_action`.
- Text for language-model agents: :func:`describe`.
- :class:`HoldemEnv`, a Gymnasium environment (``gymnasium.make("holdem/HoldEm-v0")``),
  :class:`HoldemVectorEnv`, its vectorised form on :class:`~holdem.vector.VectorHands`
  (``gymnasium.make_vec("holdem/HoldEm-v0", num_envs=...)``), and :class:`HoldemAECEnv`, a PettingZoo AEC
  environment: imported when first asked for, they need the extra.
- Vectorised opponents for the vector environment: :func:`random_policy`, :func:`calling_policy`, any
  :data:`VectorPolicy`.

::

    >>> from holdem import Hand, TableConfig
    >>> from holdem.env import DiscreteActions, describe, encode_hand, ObservationLayout
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [200, 200], button=0, seed=1)
    >>> encode_hand(hand, 0, ObservationLayout(2)).shape
    (486,)
    >>> DiscreteActions().mask_hand(hand).tolist()
    [1, 1, 1, 1, 1, 1]
    >>> print(describe(hand.view(0)).splitlines()[-1])
    Your turn. You may fold, call 1 or raise to at least 4 and at most 200.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import (
    CALL,
    CHECK,
    FOLD,
    KINDS,
    RAISE,
    DiscreteActions,
    act,
    check_or_call,
    clamp_raise,
    continuous_action,
    continuous_action_hand,
    raise_fraction,
)
from .extra import ENV_ID, RL_EXTRA
from .observation import (
    HISTORY,
    HISTORY_KINDS,
    ObservationLayout,
    action_history,
    action_rows,
    encode,
    encode_hand,
    raw_observation,
)
from .policies import VectorPolicy, calling_policy, random_policy
from .text import SeatKnowledge, describe, position_names

if TYPE_CHECKING:
    from .aec import HoldemAECEnv, aec_env
    from .gym_env import HoldemEnv
    from .vector_env import HoldemVectorEnv

__all__ = [
    "CALL",
    "CHECK",
    "DiscreteActions",
    "ENV_ID",
    "FOLD",
    "HISTORY",
    "HISTORY_KINDS",
    "HoldemAECEnv",
    "HoldemEnv",
    "HoldemVectorEnv",
    "KINDS",
    "ObservationLayout",
    "RAISE",
    "RL_EXTRA",
    "SeatKnowledge",
    "VectorPolicy",
    "act",
    "action_history",
    "action_rows",
    "aec_env",
    "calling_policy",
    "check_or_call",
    "clamp_raise",
    "continuous_action",
    "continuous_action_hand",
    "describe",
    "encode",
    "encode_hand",
    "position_names",
    "raise_fraction",
    "random_policy",
    "raw_observation",
]

#: The lazy names: the environments, which need the rl extra's packages.
_LAZY = {
    "HoldemEnv": "gym_env",
    "HoldemVectorEnv": "vector_env",
    "HoldemAECEnv": "aec",
    "aec_env": "aec",
}


def __getattr__(name: str) -> Any:
    """The environments, imported when first asked for (they need gymnasium or pettingzoo)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'holdem.env' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def _register() -> None:
    """Make ``gymnasium.make("holdem/HoldEm-v0")`` and ``gymnasium.make_vec`` work (when gymnasium is
    installed)."""
    try:
        import gymnasium
    except ImportError:  # pragma: no cover - without the rl extra
        return
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(
            id=ENV_ID,
            entry_point="holdem.env.gym_env:HoldemEnv",
            vector_entry_point="holdem.env.vector_env:HoldemVectorEnv",
        )


_register()
