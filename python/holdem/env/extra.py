"""The optional dependencies of the environments (gymnasium and pettingzoo, the ``rl`` extra) and the\nGymnasium id."""

from __future__ import annotations

from ..errors import MissingExtraError

__all__ = ["ENV_ID", "RL_EXTRA", "missing_extra"]

#: How to install what the environments need.
RL_EXTRA = "pip install 'holdem-engine[rl]'"

#: The id :func:`gymnasium.make` knows :class:`~holdem.env.HoldemEnv` by (registered when :mod:`holdem.env`
#: is imported, gymnasium installed).
ENV_ID = "holdem/HoldEm-v0"


def missing_extra(package: str, what: str) -> MissingExtraError:
    """The error for ``what`` (an environment) when ``package`` is not installed: it names the extra."""
    return MissingExtraError(
        f"{what} needs {package}, which is not installed: {RL_EXTRA} brings gymnasium and pettingzoo"
    )
