"""holdem.env.HoldemAECEnv, the PettingZoo environment (issue 28): PettingZoo's API and seed tests pass for
2 to 10 players, an illegal action ends the episode with a penalty, rewards are the chip results
(R-POT-6: they sum to zero) and each agent sees its own cards only (R-DEAL-4)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra: pip install 'holdem-engine[rl]'")

with (
    warnings.catch_warnings()
):  # pettingzoo.test imports a classic environment by the deprecated path
    warnings.simplefilter("ignore", DeprecationWarning)
    from pettingzoo.test import api_test, seed_test

from holdem import EnvError, TableConfig  # noqa: E402
from holdem.env import HoldemAECEnv, ObservationLayout, aec_env  # noqa: E402
from holdem.game import BettingStructure  # noqa: E402

#: api_test's advice for environments whose observation is not a plain array; PettingZoo's own classic
#: environments (texas_holdem_no_limit_v6 included) have the same dict observation and are exempted by name.
DICT_ADVICE = [
    "ignore:Observation is not a NumPy array:UserWarning",
    "ignore:Observation space for each agent probably should be:UserWarning",
]


@pytest.mark.filterwarnings(*DICT_ADVICE)
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"players": 3, "hands": 4},
        {"players": 6, "history": 4},
        {"players": 10, "stack": 30},
        {
            "players": 4,
            "config": TableConfig(BettingStructure.POT_LIMIT, small_blind=1, big_blind=2, ante=1),
            "stack": [10, 200, 50, 7],
        },
    ],
)
def test_pettingzoo_api_and_seed_tests_pass(options):
    api_test(HoldemAECEnv(**options), num_cycles=300)
    api_test(aec_env(**options), num_cycles=300)
    seed_test(lambda: HoldemAECEnv(**options), num_cycles=300)


def _play(env, seed: int, policy_seed: int = 0) -> list:
    rng = np.random.default_rng(policy_seed)
    env.reset(seed=seed)
    trace = []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        trace.append((agent, obs["observation"].tolist(), reward, terminated))
        if terminated or truncated:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    return trace


def test_a_seed_reproduces_an_episode_and_a_reset_goes_on_with_the_stream():
    env = HoldemAECEnv(players=4, hands=3)
    first = _play(env, seed=11)
    assert _play(HoldemAECEnv(players=4, hands=3), seed=11) == first
    assert _play(HoldemAECEnv(players=4, hands=3), seed=12) != first
    env.reset()
    second = [env.observe(a)["observation"].tolist() for a in env.agents]
    env.reset(seed=11)
    assert [env.observe(a)["observation"].tolist() for a in env.agents] != second


def test_rewards_are_the_chip_results_in_big_blinds_and_sum_to_zero():
    env = HoldemAECEnv(players=5, stack=400)
    rng = np.random.default_rng(1)
    for seed in range(20):
        env.reset(seed=seed)
        totals = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            totals[agent] += reward
            env.step(
                None
                if terminated or truncated
                else int(rng.choice(np.flatnonzero(obs["action_mask"])))
            )
        net = env.unwrapped.hand.result.net
        assert [totals[f"player_{i}"] for i in range(5)] == [n / 2 for n in net]
        assert sum(net) == 0


def test_each_agent_sees_its_own_cards_and_only_the_actor_has_a_mask():
    env = HoldemAECEnv(players=6)
    layout = ObservationLayout(6)
    env.reset(seed=3)
    hand = env.hand
    for i, agent in enumerate(env.possible_agents):
        obs = env.observe(agent)
        assert np.flatnonzero(obs["observation"][layout.hole]).tolist() == sorted(
            hand.hole_cards_of(i)
        )
        assert obs["action_mask"].any() == (i == hand.actor)
        assert obs["action_mask"].dtype == np.int8


def test_an_illegal_action_ends_the_episode_with_the_penalty():
    """As PettingZoo's classic environments: the offender gets illegal_reward, the others 0, everyone is
    done, and the offender's info says what was refused."""
    env = HoldemAECEnv(
        players=3, config=TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)
    )
    env.reset(seed=1)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    assert mask.tolist() == [1, 1, 0, 0, 0, 1]
    env.step(2)  # a pot fraction: no such raise in fixed limit
    assert all(env.terminations.values())
    assert env.rewards == {a: (-1.0 if a == agent else 0.0) for a in env.possible_agents}
    assert env.infos[agent]["illegal_action"] == (
        "raise 0.5 pot is not legal now; legal: fold, check/call, max raise"
    )
    rewards = {}
    for name in env.agent_iter():
        _, reward, terminated, _, _ = env.last()
        assert terminated
        rewards[name] = reward
        env.step(None)
    assert rewards[agent] == -1.0 and sum(rewards.values()) == -1.0


def test_an_illegal_action_in_a_later_hand_keeps_the_earlier_hands_chips():
    """Two hands: player_0 folds its small blind in the first (-0.5 big blinds, player_1 +0.5); in the second
    player_1 opens with a masked choice (0.2 pot: the same minimum raise as 0.1 pot) and gets the penalty."""
    env = HoldemAECEnv(players=2, hands=2, pot_fractions=(0.1, 0.2), illegal_reward=-7.5)
    env.reset(seed=5)
    assert env.agent_selection == "player_0"
    env.step(0)
    assert env.agent_selection == "player_1" and env.hand.button == 1
    assert env.last()[1] == 0.5  # player_1's chips from the first hand, seen before it acts
    assert env.observe("player_1")["action_mask"].tolist() == [1, 1, 1, 0, 1]
    env.step(3)
    assert "raise 0.2 pot is not legal now" in env.infos["player_1"]["illegal_action"]
    seen = {}
    for name in env.agent_iter():
        _, reward, terminated, _, _ = env.last()
        assert terminated
        seen[name] = reward
        env.step(None)
    assert seen == {"player_0": -0.5, "player_1": -7.5}


def test_actions_outside_the_action_space_raise_env_errors():
    env = HoldemAECEnv()
    env.reset(seed=1)
    for action in (6, -1, 1.0, "call", [1]):
        with pytest.raises(EnvError, match="is a whole number 0 to 5"):
            env.step(action)
    env.step(np.int32(1))  # numpy integers are actions
    with pytest.raises(EnvError, match="hands must be a whole number of at least 1"):
        HoldemAECEnv(hands=0)
    with pytest.raises(EnvError, match="illegal_reward must be a finite number"):
        HoldemAECEnv(illegal_reward=float("nan"))


def test_the_button_moves_a_seat_a_hand_within_an_episode():
    env = HoldemAECEnv(players=3, hands=4)
    env.reset(seed=2)
    buttons = []
    hand = None
    for _agent in env.agent_iter():
        obs, _, terminated, _, _ = env.last()
        if env.hand is not hand:
            hand = env.hand
            buttons.append(hand.button)
        env.step(None if terminated else 1)
    assert buttons == [0, 1, 2, 0]


def test_render_describes_the_selected_agents_view():
    env = HoldemAECEnv(players=2, render_mode="ansi")
    assert env.render() == "No hand dealt yet: reset() deals one."
    env.reset(seed=1)
    assert env.render().startswith(f"You are seat {env.hand.actor} of 2")
    assert HoldemAECEnv().render() is None
