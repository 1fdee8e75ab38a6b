"""Replaying a PHH hand history: read it, replay it through the engine, check the recorded stacks.

Run: python examples/replay_phh.py [FILE.phh]   (without a file: a hand played here, written and read back)
"""

from __future__ import annotations

import sys
from pathlib import Path

from holdem import Hand, TableConfig, read_phh, replay, to_phh


def played_hand_text() -> str:
    hand = Hand(TableConfig(small_blind=50, big_blind=100), [10_000] * 3, button=0, seed=5)
    hand.raise_to(300)
    hand.call()
    hand.fold()
    while hand.actor is not None:  # both check down to the showdown
        hand.check()
    if not hand.is_complete:
        hand.auto_showdown()
    return to_phh(hand)


def main() -> None:
    text = (
        Path(sys.argv[1]).read_text(encoding="utf-8") if len(sys.argv) > 1 else played_hand_text()
    )
    history = read_phh(text)
    hand = replay(history)
    print(
        f"{history.variant} hand: {len(history.actions)} actions, final stacks {hand.result.final_stacks}"
    )
    if history.finishing_stacks is not None:  # PHH lists the players from the left of the button
        n, button = hand.n_seats, hand.positions.button
        in_phh_order = [hand.result.final_stacks[(button + 1 + k) % n] for k in range(n)]
        assert in_phh_order == list(history.finishing_stacks), (
            in_phh_order,
            history.finishing_stacks,
        )
        print("the replay ends with the recorded stacks")


if __name__ == "__main__":
    main()
