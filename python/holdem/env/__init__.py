"""Environments for learning agents: observations, actions, text, and the Gymnasium and PettingZoo envs."""

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
from .extra import RL_EXTRA
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
from .text import SeatKnowledge, describe, position_names

if TYPE_CHECKING:
    from .aec import HoldemAECEnv, aec_env
    from .gym_env import ENV_ID, HoldemEnv

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
    "KINDS",
    "ObservationLayout",
    "RAISE",
    "RL_EXTRA",
    "SeatKnowledge",
    "act",
    "action_history",
    "action_rows",
    "aec_env",
    "check_or_call",
    "clamp_raise",
    "continuous_action",
    "continuous_action_hand",
    "describe",
    "encode",
    "encode_hand",
    "position_names",
    "raise_fraction",
    "raw_observation",
]

#: The lazy names: the environments, which need the rl extra's packages.
_LAZY = {"ENV_ID": "gym_env", "HoldemEnv": "gym_env", "HoldemAECEnv": "aec", "aec_env": "aec"}


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
    """Make ``gymnasium.make("holdem/HoldEm-v0")`` work (when gymnasium is installed)."""
    try:
        import gymnasium
    except ImportError:  # pragma: no cover - without the rl extra
        return
    env_id = "holdem/HoldEm-v0"
    if env_id not in gymnasium.registry:
        gymnasium.register(id=env_id, entry_point="holdem.env.gym_env:HoldemEnv")


_register()
