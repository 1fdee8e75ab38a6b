"""holdem.env.HoldemVectorEnv, the vectorised Gymnasium environment on VectorHands (issue 28): it is what
gymnasium.make_vec gives, its observations lie in its spaces, seeds reproduce it, its masks are the engine's
legal options, its rewards are the learner's chip results, the learner's seat rotates, and its
observation hides the other seats' cards (R-DEAL-4)."""

from __future__ import annotations

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the rl extra: pip install 'holdem-engine[rl]'")

from gymnasium.vector import AutoresetMode, VectorEnv  # noqa: E402

from holdem import EnvError, TableConfig  # noqa: E402
from holdem.env import (  # noqa: E402
    ENV_ID,
    DiscreteActions,
    HoldemVectorEnv,
    ObservationLayout,
    calling_policy,
    encode,
    random_policy,
)
from holdem.game import BettingStructure  # noqa: E402
from holdem.vector import VectorHands  # noqa: E402

FIXED = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)


def _random_actions(obs, rng):
    """One legal discrete choice per table, uniform over its mask."""
    mask = obs["action_mask"].astype(bool)
    return (mask * rng.random(mask.shape)).argmax(1).astype(np.int64)


def _play(env, steps, seed):
    """``steps`` steps of uniform legal choices; every observation, reward and info."""
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    out = [(obs, info)]
    for _ in range(steps):
        obs, reward, terminated, truncated, info = env.step(_random_actions(obs, rng))
        out.append((obs, reward, terminated, truncated, info))
    return out


def test_make_vec_gives_the_vector_env_with_its_autoreset_mode():
    envs = gymnasium.make_vec(ENV_ID, num_envs=8, players=3)
    assert isinstance(envs, HoldemVectorEnv) and isinstance(envs, VectorEnv)
    assert envs.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP
    assert envs.num_envs == 8
    assert envs.single_action_space == gymnasium.spaces.Discrete(6)
    assert envs.action_space == gymnasium.spaces.MultiDiscrete([6] * 8)
    assert envs.single_observation_space["observation"].shape == (ObservationLayout(3).size,)
    assert envs.observation_space["action_mask"].shape == (8, 6)
    envs.close()
    assert envs.closed


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"players": 6},
        {"players": 3, "config": FIXED, "stack": [50, 9, 400], "opponents": "calling"},
        {"players": 10, "pot_fractions": (0.33, 0.75), "history": 8, "seat": 4},
        {"players": 4, "action_type": "continuous"},
    ],
)
def test_observations_and_actions_lie_in_the_spaces(options):
    """What Gymnasium's checkers ask of a vector env: the batched spaces hold every observation, sampled
    actions step it, rewards and flags are (num_envs,) arrays, info arrays come with their masks."""
    env = HoldemVectorEnv(16, **options)
    obs, info = env.reset(seed=5)
    assert env.observation_space.contains(obs)
    env.action_space.seed(5)
    for _ in range(30):
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        assert env.observation_space.contains(obs)
        assert reward.shape == terminated.shape == truncated.shape == (16,)
        assert reward.dtype == np.float64 and terminated.dtype == truncated.dtype == np.bool_
        assert not truncated.any()
        for key in ("seat", "hand", "skipped_hands", "skipped_reward", "masked"):
            assert info[key].shape == (16,) and info[f"_{key}"].all()
        if terminated.any():
            assert (info["_final_obs"] == terminated).all()
            for i in np.flatnonzero(terminated):
                assert env.single_observation_space.contains(info["final_obs"][i])


def test_seeds_reproduce_and_environments_share_no_random_state():
    a = _play(HoldemVectorEnv(32, 3), 40, seed=11)
    b = _play(HoldemVectorEnv(32, 3), 40, seed=11)
    for x, y in zip(a, b):
        np.testing.assert_array_equal(x[0]["observation"], y[0]["observation"])
        if len(x) == 5:
            np.testing.assert_array_equal(x[1], y[1])
            np.testing.assert_array_equal(x[2], y[2])
    c = _play(HoldemVectorEnv(32, 3), 5, seed=12)
    assert not np.array_equal(a[0][0]["observation"], c[0][0]["observation"])
    # reseeding one environment gives the same tables again
    env = HoldemVectorEnv(32, 3)
    first = env.reset(seed=11)[0]["observation"]
    env.step(np.ones(32, np.int64))
    np.testing.assert_array_equal(env.reset(seed=11)[0]["observation"], first)


def test_masks_and_observations_are_the_engines_for_the_learner_to_act():
    """At every step each table's actor is the learner, its mask is DiscreteActions' mask of the engine's
    legal options, the observation is encode of the learner's view, and it holds the learner's two hole
    cards and no other seat's (R-DEAL-4)."""
    env = HoldemVectorEnv(64, 4)
    actions = DiscreteActions()
    layout = ObservationLayout(4)
    rng = np.random.default_rng(3)
    obs, info = env.reset(seed=3)
    for _ in range(25):
        hands = env.hands
        seat = env.seat
        assert (hands.actor == seat).all() and (info["seat"] == seat).all()
        raw = hands.observe(seat)
        np.testing.assert_array_equal(raw.legal, hands.legal)
        np.testing.assert_array_equal(obs["action_mask"], actions.mask(raw).astype(np.int8))
        np.testing.assert_array_equal(obs["observation"], encode(raw, layout))
        holes = hands.hole_cards[np.arange(64), seat]
        hole = obs["observation"][:, layout.hole]
        assert (hole.sum(1) == 2).all()
        assert hole[np.arange(64)[:, None], holes.astype(np.intp)].all()
        obs, _, _, _, info = env.step(_random_actions(obs, rng))


def test_rewards_are_the_learners_chip_results():
    """A hand's reward is the learner's net chips in big blinds (final_info's net, which sums to 0 at
    the table, R-POT-6); summed with the skipped hands' it is every chip the learner won or lost."""
    env = HoldemVectorEnv(128, 3, stack=100)
    rng = np.random.default_rng(8)
    obs, info = env.reset(seed=8)
    total = 0.0
    nets = 0
    for _ in range(60):
        obs, reward, terminated, _, info = env.step(_random_actions(obs, rng))
        net = info["final_info"]["net"] if terminated.any() else np.zeros((128, 3), np.int64)
        assert (net.sum(1) == 0).all()
        rows = np.flatnonzero(terminated)
        # the seat of the hand that ended: dealt before the next one and the skipped ones
        seats = (info["hand"][rows] - 2 - info["skipped_hands"][rows]) % 3
        np.testing.assert_array_equal(reward[rows], net[rows, seats] / 2)
        assert (reward[~terminated] == 0).all()
        total += reward.sum()
        nets += net[rows, seats].sum()
    assert nets != 0 and total == nets / 2


def test_folding_loses_the_blinds_and_the_seat_rotates():
    """Heads-up against a calling station, a learner that always folds loses its small blind on the button
    (seat 0) and its big blind on seat 1 (folding where checking is free, R-BET-4), a seat a hand."""
    env = HoldemVectorEnv(4, 2, opponents="calling", stack=100)
    obs, info = env.reset(seed=1)
    seats, rewards = [], []
    for _ in range(6):
        seats.append(info["seat"].copy())
        obs, reward, terminated, _, info = env.step(np.zeros(4, np.int64))
        assert terminated.all()
        rewards.append(reward)
    assert [s.tolist() for s in seats] == [[0] * 4, [1] * 4] * 3
    assert [r.tolist() for r in rewards] == [[-0.5] * 4, [-1.0] * 4] * 3


def test_a_masked_choice_plays_the_nearest_legal_action_and_says_so():
    env = HoldemVectorEnv(8, 2)
    obs, _ = env.reset(seed=2)
    masked_choice = np.argmin(obs["action_mask"], axis=1)  # a masked raise where one is masked
    expect = obs["action_mask"][np.arange(8), masked_choice] == 0
    *_, info = env.step(masked_choice.astype(np.int64))
    np.testing.assert_array_equal(info["masked"], expect)


def test_a_callable_policy_plays_the_opponents():
    seen = []

    def policy(raw, rng):
        seen.append(raw.batch_size)
        return calling_policy(raw, rng)

    env = HoldemVectorEnv(16, 3, opponents=policy)
    obs, _ = env.reset(seed=4)
    env.step(np.ones(16, np.int64))
    assert seen and all(0 < b <= 16 for b in seen)


def test_random_policy_is_the_random_agents_distribution():
    """Fold, check/call and raise a third each where all are legal, a raise's amount in the legal range."""
    hands = VectorHands(20_000, 2, stacks=100, seed=1)
    hands.reset()
    raw = hands.observe()
    kind, amount = random_policy(raw, np.random.default_rng(0))
    counts = np.bincount(kind, minlength=4) / len(kind)
    assert counts[0] == pytest.approx(1 / 3, abs=0.02) and counts[1] == 0
    assert counts[2] == pytest.approx(1 / 3, abs=0.02) and counts[3] == pytest.approx(
        1 / 3, abs=0.02
    )
    raised = amount[kind == 3]
    assert raised.min() >= 4 and raised.max() <= 100 and len(np.unique(raised)) > 50
    hands.step(kind, amount)  # every action legal


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"num_envs": 0}, "num_envs"),
        ({"opponents": "tag"}, "no vectorised agent 'tag'"),
        ({"opponents": 3}, "callable"),
        ({"action_type": "box"}, "action_type"),
        ({"seat": 2}, "seat"),
        ({"players": 11}, "players"),
        ({"config": TableConfig(small_blind=1, big_blind=2, straddles=(4,))}, "straddles"),
    ],
)
def test_bad_options_are_refused(options, words):
    with pytest.raises(EnvError, match=words):
        HoldemVectorEnv(**{"num_envs": 2, **options})


def test_bad_actions_and_steps_before_reset_are_refused():
    env = HoldemVectorEnv(4, 2)
    with pytest.raises(EnvError, match="reset"):
        env.step(np.ones(4, np.int64))
    env.reset(seed=1)
    with pytest.raises(EnvError, match=r"shape \(4,\)"):
        env.step(np.ones(3, np.int64))
    with pytest.raises(EnvError, match="whole number"):
        env.step(np.ones(4))
    with pytest.raises(EnvError, match="0 to 5"):
        env.step(np.full(4, 6, np.int64))
