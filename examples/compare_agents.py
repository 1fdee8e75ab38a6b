"""A simulation comparing agents: seeded, so the same run gives the same figures.

Run: python examples/compare_agents.py
"""

from __future__ import annotations

from holdem import simulate


def main() -> None:
    result = simulate(["tag", "random", "calling"], hands=1_000, seed=11, workers=1)
    assert result.complete and sum(a.net for a in result.agents) == 0
    for agent in result.agents:
        low, high = agent.ci95
        print(
            f"{agent.agent:>8}: {agent.bb_per_100:+8.1f} bb/100 (95% CI {low:+.1f} to {high:+.1f}), "
            f"VPIP {agent.vpip:.0%}"
        )
    print(f"hands {result.hands}")


if __name__ == "__main__":
    main()
