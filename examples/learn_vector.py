"""A policy that learns to beat the random agent, on the vector environment, with numpy alone.

A linear softmax policy over the discrete actions (fold, check/call, raises of 1/2, 1 and 2 pots, all-in),
masked to the legal ones, reads the encoded observation of HoldemVectorEnv (heads-up, 100 big blinds) and
is trained by REINFORCE with a learned linear baseline (each hand an episode, its reward the learner's
chips in big blinds) against the built-in random agent, vectorised. It is then evaluated, sampling its
actions, beside an untrained policy (uniform over the legal choices) on fresh hands: the win rate in big
blinds per 100 hands with its 95% confidence interval (normal, over the hands: each hand's result, the
hands that end before the learner acts included).

Needs the rl extra: pip install 'holdem-engine[rl]'
Run: python examples/learn_vector.py            (the full run: a few minutes on two cores)
     python examples/learn_vector.py --quick    (a few seconds: the tests' form)
"""

from __future__ import annotations

import argparse
import math
import time
from typing import cast

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from holdem.env import HoldemVectorEnv

Floats = npt.NDArray[np.float64]
Observation = dict[str, npt.NDArray[np.float32] | npt.NDArray[np.int8]]


class LinearPolicy:
    """A softmax over the legal actions of a linear function of the (scaled) observation, and a linear
    value baseline; ``update`` is one REINFORCE step on finished hands."""

    def __init__(self, size: int, actions: int, scale: Floats, rng: np.random.Generator) -> None:
        self.weights = np.zeros((size + 1, actions))
        self.value = np.zeros(size + 1)
        self.scale = scale
        self.rng = rng

    def features(self, obs: Observation) -> Floats:
        """The observation scaled to [0, 1], with a bias column."""
        x = obs["observation"] / self.scale
        return np.concatenate([x, np.ones((len(x), 1))], axis=1)

    def probabilities(self, x: Floats, mask: npt.NDArray[np.int8]) -> Floats:
        logits = x @ self.weights
        logits = np.where(mask > 0, logits, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        out: Floats = p / p.sum(axis=1, keepdims=True)
        return out

    def sample(self, p: Floats) -> npt.NDArray[np.int64]:
        """One action per row of ``p``, drawn from it."""
        u = self.rng.random((len(p), 1))
        index: npt.NDArray[np.int64] = np.minimum(
            (p.cumsum(axis=1) < u).sum(axis=1), p.shape[1] - 1
        )
        return index.astype(np.int64)

    def update(self, x: Floats, p: Floats, action: npt.NDArray[np.int64], ret: Floats) -> None:
        """A policy-gradient step on decisions ``x`` (their probabilities ``p``, the actions taken and the
        hands' results ``ret``), and a regression step of the baseline."""
        advantage = ret - x @ self.value
        grad = -p
        grad[np.arange(len(action)), action] += 1.0
        self.weights += 0.05 * x.T @ (advantage[:, None] * grad) / len(x)
        self.value += 0.02 * x.T @ advantage / len(x)


def train(env: HoldemVectorEnv, policy: LinearPolicy, steps: int, seed: int) -> None:
    """``steps`` steps of every table; each update uses the decisions of the hands that ended."""
    n = env.num_envs
    obs, _ = env.reset(seed=seed)
    pending: list[tuple[Floats, Floats, npt.NDArray[np.int64], npt.NDArray[np.int64]]] = []
    hand = np.arange(n, dtype=np.int64)  # each table's current hand: an id unique in the run
    next_id = n
    for _ in range(steps):
        x = policy.features(obs)
        p = policy.probabilities(x, obs["action_mask"].astype(np.int8))
        action = policy.sample(p)
        pending.append((x, p, action, hand.copy()))
        obs, reward, terminated, _, _ = env.step(action)
        ended = np.flatnonzero(terminated)
        order = np.argsort(hand[ended])
        results = (hand[ended][order], reward[ended][order])
        hand[ended] = np.arange(next_id, next_id + len(ended))
        next_id += len(ended)
        _learn(policy, pending, results)


def _learn(
    policy: LinearPolicy,
    pending: list[tuple[Floats, Floats, npt.NDArray[np.int64], npt.NDArray[np.int64]]],
    results: tuple[npt.NDArray[np.int64], Floats],
) -> None:
    """Update on the decisions whose hands ended (``results``: their hand ids, sorted, and rewards); keep
    the others."""
    ids, rewards = results
    batch_x, batch_p, batch_a, batch_r = [], [], [], []
    keep = []
    for x, p, action, hand in pending:
        done = np.isin(hand, ids)
        if done.any():
            batch_x.append(x[done])
            batch_p.append(p[done])
            batch_a.append(action[done])
            batch_r.append(rewards[np.searchsorted(ids, hand[done])])
        if not done.all():
            keep.append((x[~done], p[~done], action[~done], hand[~done]))
    pending[:] = keep
    if batch_x:
        policy.update(
            np.concatenate(batch_x),
            np.concatenate(batch_p),
            np.concatenate(batch_a),
            np.concatenate(batch_r),
        )


def evaluate(
    env: HoldemVectorEnv, policy: LinearPolicy | None, steps: int, seed: int
) -> tuple[float, float, int]:
    """The policy's (None: uniform over the legal choices) win rate in bb/100 and its 95% CI half-width,
    over the hands that end in ``steps`` steps of every table (the skipped ones included)."""
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    results: list[Floats] = []
    for _ in range(steps):
        mask = obs["action_mask"].astype(np.int8)
        if policy is None:
            action = (mask * rng.random(mask.shape)).argmax(axis=1).astype(np.int64)
        else:
            action = policy.sample(policy.probabilities(policy.features(obs), mask))
        skipped = info["skipped_hands"]
        each = info["skipped_reward"] / np.maximum(
            skipped, 1
        )  # heads-up every skipped hand is one result
        results.append(np.repeat(each, skipped))
        obs, reward, terminated, _, info = env.step(action)
        results.append(reward[terminated])
    hands = np.concatenate(results)
    mean = 100 * float(hands.mean())
    half = 100 * 1.96 * float(hands.std(ddof=1)) / math.sqrt(len(hands))
    return mean, half, len(hands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few seconds' run (the tests' form)")
    args = parser.parse_args()
    tables, train_steps, eval_steps = (128, 120, 80) if args.quick else (1024, 2000, 1000)
    env = HoldemVectorEnv(tables, players=2, opponents="random", stack=200)
    high = cast(
        spaces.Box, cast(spaces.Dict, env.single_observation_space)["observation"]
    ).high.astype(np.float64)
    size = len(high)
    policy = LinearPolicy(size, env.actions.size, np.maximum(high, 1.0), np.random.default_rng(1))

    start = time.perf_counter()
    train(env, policy, train_steps, seed=2)
    trained_in = time.perf_counter() - start
    random_bb, random_ci, _ = evaluate(env, None, eval_steps, seed=3)
    trained_bb, trained_ci, hands = evaluate(env, policy, eval_steps, seed=3)

    print(f"trained on {tables} tables x {train_steps} steps in {trained_in:.1f} s")
    print(f"untrained (uniform legal) policy: {random_bb:+.1f} bb/100 +- {random_ci:.1f}")
    print(f"trained policy: {trained_bb:+.1f} bb/100 +- {trained_ci:.1f} (95% CI, {hands:,} hands)")
    beats = trained_bb - trained_ci > random_bb + random_ci
    print(f"trained beats untrained: {'yes' if beats else 'no'}")
    print(f"trained CI above 0: {'yes' if trained_bb - trained_ci > 0 else 'no'}")
    if not beats:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
