"""The learning environments in a few lines: a Gymnasium episode loop against built-in agents, a PettingZoo
hand of three agents, and one seat's view as text. Seeded, so the same run prints the same figures.

Needs the rl extra: pip install 'holdem-engine[rl]'
Run: python examples/env_quickstart.py
"""

from __future__ import annotations

import gymnasium
import numpy as np

import holdem.env  # registers "holdem/HoldEm-v0"
from holdem.env import HoldemAECEnv, describe


def call_or_raise_pot(obs: dict[str, np.ndarray]) -> int:
    """A fixed policy over the discrete actions: raise the pot when allowed, else check or call."""
    return 3 if obs["action_mask"][3] else 1


def gymnasium_episodes(episodes: int) -> float:
    """The policy's mean result in big blinds per hand against two random agents."""
    env = gymnasium.make(holdem.env.ENV_ID, players=3, opponents="random", stack=200)
    total = 0.0
    obs, info = env.reset(seed=7)
    for _ in range(episodes):
        total += info["skipped_reward"]  # hands that ended before the learner's decision count too
        terminated = False
        while not terminated:
            obs, reward, terminated, truncated, info = env.step(call_or_raise_pot(obs))
            total += float(reward)
        obs, info = env.reset()
    env.close()
    return total / episodes


def pettingzoo_hand() -> dict[str, float]:
    """One hand of three agents each checking or calling; returns each agent's result in big blinds."""
    env = HoldemAECEnv(players=3)
    env.reset(seed=3)
    results = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        results[agent] += reward
        env.step(None if terminated or truncated else 1)
    assert sum(results.values()) == 0  # chips are conserved (R-POT-6)
    return results


def main() -> None:
    mean = gymnasium_episodes(300)
    print(f"episodes 300: pot-raiser vs two random agents, {mean:+.2f} big blinds a hand")
    print("pettingzoo hand:", pettingzoo_hand())
    env = HoldemAECEnv(players=3)
    env.reset(seed=3)
    hand = env.hand
    assert hand is not None and hand.actor is not None  # a hand is dealt, someone to act
    print(describe(hand.view(hand.actor)))


if __name__ == "__main__":
    main()
