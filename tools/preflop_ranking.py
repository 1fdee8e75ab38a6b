"""Regenerate python/holdem/data/preflop_equity.json: the 169 starting hands ranked by equity against one random hand.

    python tools/preflop_ranking.py [--trials 1000000] [--seed 169]

Each hand's equity is ``holdem.agents.builtin.preflop_equity`` (the library's own Monte Carlo equity, one thread,
seeded from ``seed`` and the hand's index in RANKS order), so the file is the same on any machine;
tests/test_sim_agents.py recomputes a few entries and compares them exactly.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from holdem.core import preflop_equity, starting_hands
from holdem.core.preflop import PREFLOP_DATA

OUT = Path(__file__).resolve().parent.parent / "python" / "holdem" / "data" / PREFLOP_DATA


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=169)
    args = parser.parse_args()
    rows = [
        (label, preflop_equity(label, trials=args.trials, seed=args.seed + index))
        for index, label in enumerate(starting_hands())
    ]
    rows.sort(key=lambda row: -row[1])
    data = {
        "what": "equity of each starting hand against one random hand, Monte Carlo (holdem.equity)",
        "trials": args.trials,
        "seed": args.seed,
        "seed_rule": "seed + the hand's index in starting_hands()",
        "hands": [[label, round(value, 6)] for label, value in rows],
    }
    head = json.dumps({k: v for k, v in data.items() if k != "hands"})[:-1]
    lines = ",\n".join(json.dumps(row) for row in data["hands"])  # one hand a line: a readable diff
    OUT.write_text(f'{head}, "hands": [\n{lines}\n]}}\n', encoding="utf-8")
    print(
        f"wrote {OUT}: {len(rows)} hands, best {rows[0][0]} {rows[0][1]:.4f}, worst {rows[-1][0]} {rows[-1][1]:.4f}"
    )


if __name__ == "__main__":
    main()
