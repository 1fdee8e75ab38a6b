"""Issue "Trust at the table": each defect found in the tournament, by its regression test (each failed before its
fix); rule fixes name their rule id."""

from __future__ import annotations

from holdem import Level, Structure, Tournament
from holdem.agents import RandomAgent

# -- R-TOUR-5: the chip-up rounds up by default --------------------------------------------------------


def test_R_TOUR_5_the_default_chip_up_rounds_odd_chips_up_and_nobody_loses_chips():
    structure = Structure(
        [Level(25, 50, hands=2), Level(100, 200, hands=3), Level(500, 1000)],
        starting_stack=10_000,
        chips=(25, 100, 500),
    )
    t = Tournament(players=12, structure=structure, table_size=6, seed=9)  # chip_up not given
    agents = {n: RandomAgent(seed=i) for i, n in enumerate(t.entries)}
    for _ in range(3):
        t.play_round(agents)
    changes = [c for c in t.colour_up_changes if c[0] == 2]
    assert (
        changes
    )  # the 25s went at level 2: every odd stack became the next 100 up, none raced off
    assert all(after == -(-before // 100) * 100 > before for *_, before, after in changes)
    assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total > t.chips_in
