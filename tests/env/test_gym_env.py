"""holdem.env.HoldemEnv, the single-agent Gymnasium environment (issue 28): Gymnasium's checker passes, the
id is registered, seeds reproduce episodes, environments share no random state, the learner's seat
rotates, its observation hides the other seats' cards (R-DEAL-4) and its reward is its chip result."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the rl extra: pip install 'holdem-engine[rl]'")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from holdem import EnvError, TableConfig  # noqa: E402
from holdem.agents import CallingStation, RandomAgent  # noqa: E402
from holdem.env import ENV_ID, HoldemEnv, ObservationLayout  # noqa: E402
from holdem.game import BettingStructure  # noqa: E402

FIXED = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"action_type": "continuous"},
        {"players": 6, "opponents": "tag"},
        {"players": 3, "opponents": ["calling", "random"], "config": FIXED, "stack": [50, 9, 400]},
        {"players": 10, "pot_fractions": (0.33, 0.75), "history": 8, "seat": 4},
    ],
)
def test_gymnasium_checker_passes(options):
    """check_env on the environment gymnasium.make gives (with its spec, so the render modes and close are
    checked too), warnings as errors."""
    env = gymnasium.make(ENV_ID, **options)
    check_env(env.unwrapped)
    env.close()


def test_the_id_is_registered_and_make_imports_the_module():
    assert ENV_ID == "holdem/HoldEm-v0" and ENV_ID in gymnasium.registry
    script = (
        "import sys, gymnasium\n"
        "env = gymnasium.make('holdem.env:holdem/HoldEm-v0', players=3)\n"
        "obs, info = env.reset(seed=1)\n"
        "print(obs['observation'].shape[0], 'holdem.env' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(ObservationLayout(3).size), "True"]


def test_import_holdem_does_not_import_gymnasium():
    script = "import sys, holdem\nprint('gymnasium' in sys.modules, 'holdem.env' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False"]


def test_without_the_extra_the_envs_raise_a_missing_extra_error_naming_it():
    """holdem.env's numpy parts import without gymnasium and pettingzoo; the environments say what to
    install."""
    script = (
        "import sys\n"
        "sys.modules['gymnasium'] = None\n"
        "sys.modules['pettingzoo'] = None\n"
        "import holdem.env\n"
        "from holdem import MissingExtraError\n"
        "for name in ('HoldemEnv', 'HoldemAECEnv'):\n"
        "    try:\n"
        "        getattr(holdem.env, name)\n"
        "    except MissingExtraError as exc:\n"
        "        print(isinstance(exc, ImportError), exc)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 2 and all(line.startswith("True ") for line in lines)
    assert "HoldemEnv needs gymnasium" in lines[0] and "holdem-engine[rl]" in lines[0]
    assert "HoldemAECEnv needs" in lines[1] and "holdem-engine[rl]" in lines[1]


def _episodes(env: HoldemEnv, seed: int, count: int, policy_seed: int = 0) -> list:
    """``count`` episodes from reset(seed) with random allowed actions: each as its observations, rewards
    and infos."""
    rng = np.random.default_rng(policy_seed)
    out = []
    obs, info = env.reset(seed=seed)
    for _ in range(count):
        trace = [(obs["observation"].tolist(), info)]
        terminated = False
        while not terminated:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, reward, terminated, truncated, info = env.step(action)
            assert not truncated
            trace.append((obs["observation"].tolist(), reward, info))
        out.append(trace)
        obs, info = env.reset()
    return out


def test_a_seed_reproduces_the_episodes_and_another_seed_does_not():
    one = _episodes(HoldemEnv(players=3), seed=5, count=30)
    assert one == _episodes(HoldemEnv(players=3), seed=5, count=30)
    assert one != _episodes(HoldemEnv(players=3), seed=6, count=30)
    env = HoldemEnv(players=3)
    _episodes(env, seed=99, count=3)
    assert (
        _episodes(env, seed=5, count=30) == one
    )  # a seeded reset starts over, whatever came before


def test_environments_share_no_random_state():
    """Two environments stepped in turn play as each alone: the deck and the built-in opponents' streams
    are each environment's own."""
    alone = _episodes(HoldemEnv(players=4), seed=1, count=10)
    a, b = HoldemEnv(players=4), HoldemEnv(players=4)
    rng = np.random.default_rng(0)
    obs_a, _ = a.reset(seed=1)
    b.reset(seed=1)
    interleaved = []
    obs_b, _ = b.reset(seed=2)
    for _ in range(10):
        trace = [obs_a["observation"].tolist()]
        done = False
        while not done:
            obs_a, reward, done, _, _ = a.step(
                int(rng.choice(np.flatnonzero(obs_a["action_mask"])))
            )
            trace.append(reward)
            obs_b, _, done_b, _, _ = b.step(int(np.flatnonzero(obs_b["action_mask"])[0]))
            if done_b:
                obs_b, _ = b.reset()
        interleaved.append(trace)
        obs_a, _ = a.reset()
    assert [[t[0][0]] + [step[1] for step in t[1:]] for t in alone] == interleaved


def test_the_learner_moves_a_seat_a_hand_unless_fixed():
    env = HoldemEnv(
        players=4, opponents="calling"
    )  # calling stations never fold: no hand is skipped
    seats = []
    obs, info = env.reset(seed=3)
    for _ in range(8):
        seats.append(info["seat"])
        assert env.seat == info["seat"] and env.hand.actor == info["seat"]
        terminated = False
        while not terminated:
            obs, _, terminated, _, _ = env.step(1)
        obs, info = env.reset()
    assert seats == [0, 1, 2, 3, 0, 1, 2, 3]
    fixed = HoldemEnv(players=4, opponents="calling", seat=2)
    assert {fixed.reset(seed=s)[1]["seat"] for s in range(5)} == {2}


def test_the_observation_shows_the_learners_cards_only_and_the_reward_is_its_result():
    env = HoldemEnv(players=6, opponents="calling")
    layout = ObservationLayout(6)
    obs, info = env.reset(seed=8)
    for _ in range(20):
        while True:
            seat = env.seat
            hand = env.hand
            shown = np.flatnonzero(obs["observation"][layout.hole]).tolist()
            assert shown == sorted(hand.hole_cards_of(seat))
            others = {c for s in range(6) if s != seat for c in hand.hole_cards_of(s)}
            assert not others & set(shown)
            obs, reward, terminated, _, info = env.step(1)
            if terminated:
                assert reward == hand.result.net[seat] / 2
                assert not obs["action_mask"].any()
                break
            assert reward == 0
        obs, info = env.reset()


def test_hands_without_a_decision_are_skipped_and_reported():
    """Opponents that fold everything leave the learner's big blind a walk: not an episode, but counted."""

    def folder(view):
        return "fold" if view.legal_actions.call else "check"

    env = HoldemEnv(
        players=3, opponents=folder
    )  # the button stays on seat 0: seat 2 posts the big blind
    infos = []
    obs, info = env.reset(seed=1)
    for _ in range(4):
        infos.append(info)
        while not env.step(1)[2]:
            pass
        obs, info = env.reset()
    assert [(i["seat"], i["hand"], i["skipped_hands"]) for i in infos] == [
        (0, 1, 0),
        (1, 2, 0),
        (0, 4, 1),  # hand 3 was seat 2's walk
        (1, 5, 0),
    ]
    assert infos[2]["skipped_reward"] == 0.5  # the small blind won: 1 chip, half a big blind
    stuck = HoldemEnv(players=3, opponents=folder, seat=2)
    with pytest.raises(EnvError, match="1000 hands in a row ended before the learner \\(seat 2\\)"):
        stuck.reset(seed=1)


def test_masked_choices_are_played_as_their_legal_action_and_flagged():
    env = HoldemEnv(players=2, opponents="calling", config=FIXED)
    obs, _ = env.reset(seed=4)
    assert obs["action_mask"].tolist() == [1, 1, 0, 0, 0, 1]
    hand = env.hand
    before = len(hand.actions)
    _, _, _, _, info = env.step(2)  # a pot fraction in fixed limit: the one raise size
    assert info["masked"] is True
    assert hand.actions[before].kind.value == "raise" and hand.actions[before].amount == 4


def test_continuous_actions_pick_the_kind_by_thirds_and_the_raise_in_the_range():
    env = HoldemEnv(players=2, opponents="calling", action_type="continuous", stack=100)
    obs, _ = env.reset(seed=2)
    assert env.action_space.shape == (2,) and obs["action_mask"].tolist() == [1, 0, 1, 1]
    hand = env.hand
    env.step(np.array([0.9, 1.0], np.float32))  # the top of the range: all-in
    assert hand.actions[0].all_in and hand.actions[0].amount == 100


def test_render_describes_the_learners_view():
    env = HoldemEnv(players=3, render_mode="ansi")
    assert env.render() == "No hand dealt yet: reset() deals one."
    env.reset(seed=1)
    text = env.render()
    assert text.startswith(f"You are seat {env.seat} of 3") and "Your turn. You may" in text
    assert HoldemEnv(players=3).render() is None


def test_bad_options_and_steps_raise_env_errors():
    for options, message in [
        ({"players": 11}, "players must be 2 to 10"),
        ({"players": 1}, "players must be 2 to 10"),
        ({"stack": 2}, "above the big blind and ante"),
        ({"stack": [100, 100, 100]}, "3 stacks for 2 players"),
        ({"opponents": "shark"}, "no built-in agent 'shark'"),
        ({"opponents": ["calling", "random"]}, "2 agents for 1 seats"),
        ({"opponents": 5}, "an agent is one of"),
        ({"action_type": "mixed"}, "action_type is 'discrete' or 'continuous'"),
        ({"seat": 2}, "seat is None \\(moving\\) or a seat 0 to 1"),
        ({"render_mode": "human"}, "render_mode is None or 'ansi'"),
        ({"config": "nl"}, "config must be a TableConfig"),
        ({"pot_fractions": ()}, "pot_fractions must be positive"),
    ]:
        with pytest.raises(EnvError, match=message):
            HoldemEnv(**options)
    env = HoldemEnv(opponents=CallingStation())
    with pytest.raises(EnvError, match="reset\\(\\) deals the next one"):
        env.step(1)
    env.reset(seed=1)
    with pytest.raises(EnvError, match="a discrete action is a whole number 0 to 5"):
        env.step(6)
    with pytest.raises(EnvError, match="a discrete action is a whole number"):
        env.step(0.5)
    while True:
        _, _, terminated, _, _ = env.step(0)
        if terminated:
            break
    with pytest.raises(EnvError, match="the hand is over"):
        env.step(1)


def test_an_agent_object_with_reseed_is_reseeded_by_a_seeded_reset():
    agent = RandomAgent(seed=123)
    env = HoldemEnv(players=2, opponents=agent)
    first = _episodes(env, seed=7, count=10)
    assert _episodes(HoldemEnv(players=2, opponents=agent), seed=7, count=10) == first
