"""Every script in examples/ runs in a fresh interpreter, exits 0 and prints what it promises."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import REPO_ROOT

EXAMPLES = (
    REPO_ROOT / "examples"
)  # the checkout's, also when the tests run against an installed wheel

#: script -> a line its output must contain (a checked figure, not just "it ran")
EXPECTED = {
    "bot_at_table.py": "no chip lost or created",
    "dealer_live_hand.py": "misdeal: a card dealt out of sequence (R-MIS-1); voided deals: 1",
    "compare_agents.py": "hands 1000",
    "replay_phh.py": "the replay ends with the recorded stacks",
    "range_equity.py": "(exact)",
    "json_bot.py": '{"action": "bet_or_raise_to", "amount": 4}',
    "env_quickstart.py": "episodes 300: pot-raiser vs two random agents",
    "learn_vector.py": "trained beats untrained: yes",
}

#: script -> its command-line arguments (the learning example's short form, a few seconds)
ARGS = {"learn_vector.py": ["--quick"]}

#: script -> what it reads on stdin (a bot's request: ace-king before the flop, facing the big blind)
STDIN = {
    "json_bot.py": json.dumps(
        {
            "type": "act",
            "protocol": 1,
            "table": {"table": "t", "hand_number": 1, "players": ["bot", "other"]},
            "view": {
                "seat": 0,
                "hole_cards": ["Ah", "Kd"],
                "pot_size": 3,
                "legal_actions": {"fold": True, "check": False, "call": 2, "min_raise_to": 4},
            },
        }
    )
    + "\n",
}


def test_every_example_is_checked():
    assert sorted(p.name for p in EXAMPLES.glob("*.py")) == sorted(EXPECTED)


@pytest.mark.parametrize("script", sorted(EXPECTED))
def test_example_runs(script, tmp_path):
    """R-MIS-1 (the dealer's misdeal), R-POT-6 (chips conserved at the bot table and in the simulation)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / script), *ARGS.get(script, [])],
        input=STDIN.get(script),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert EXPECTED[script] in done.stdout, done.stdout
