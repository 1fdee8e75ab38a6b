"""Table.play beside the plain Hand loop, in the same run: hands per second on a 6-max table.

Both play no-limit hands at blinds 1/2 with random legal actions (the
random agent is the hands benchmark's player: a kind uniform among fold,
check/call and bet/raise, an amount uniform between the legal minimum and
maximum). The table carries stacks from hand to hand and tops a stack below
its 200-chip buy-in back up (``auto_rebuy``), moves the button, records
every hand and asks each agent through its view; the plain loop is
``play_holdem`` of ``test_bench_hands.py`` (fresh 200-chip stacks each
hand). Rounds of the two alternate so that both see the same machine::

    python -m pytest benchmarks/test_bench_table.py --benchmark-enable

The figure to read is ``extra_info["table_vs_hand_loop"]``: the best round
of each, in CPU time of this process, the table giving its agents the live
view (``trusted_agents=True``, the speed this figure has always measured).
Below the 80% target the test is an expected failure that prints the ratio.
In the same rounds the table with its default view (a ``DecisionView`` built
for each decision, with no path to the hand: what an untrusted agent gets)
plays the same hands: ``extra_info["safe_table_vs_hand_loop"]`` and
``["safe_table_vs_live_table"]`` are what that costs. Beside it, what the gap is made of:
the plain loop with the table's kind of stacks (carried and topped up,
``play_holdem_topped_up``: deeper stacks, more showdowns) against the plain
loop, and the table against that loop (its own cost: seating, views, the
agents' calls, the records).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

import holdem
from holdem.agents import RandomAgent
from holdem.table.agent import DecisionViews, LivePlayerView
from test_bench_hands import BIG_BLIND, SEED, SMALL_BLIND, STACK, play_holdem, play_holdem_topped_up

HANDS = 2000
TARGET = 0.8  # the table keeps at least this share of the plain loop's speed (issue 10)
ROUNDS = 15  # a shared machine slows whole rounds: the best of many is each loop's own speed
PLAYERS = 6


class UserRandomAgent(RandomAgent):
    """The random agent as a user's class: not marked trusted (a built-in agent is), so a table hands it the
    default view."""

    __slots__ = ()


def play_table(
    hands: int, seed: int, history_limit: int | None = None, *, trusted: bool = True
) -> holdem.Table:
    """The benchmark's table played ``hands`` hands; ``trusted``: its agents get the live view (else they are
    the user's random agents, given the default view)."""
    config = holdem.TableConfig(small_blind=SMALL_BLIND, big_blind=BIG_BLIND)
    table = holdem.Table(
        config,
        seats=PLAYERS,
        seed=seed,
        min_buy_in=STACK,
        max_buy_in=STACK,
        history_limit=history_limit,
        trusted_agents=trusted,
    )
    agents = {}
    for k in range(PLAYERS):
        name = f"random-{k + 1}"
        table.join(name, STACK, k + 1, auto_rebuy=True)
        agents[name] = RandomAgent(seed + k) if trusted else UserRandomAgent(seed + k)
    assert table.play(agents, hands=hands) == hands
    return table


def test_table_vs_hand_loop(benchmark: Any) -> None:
    play_table(20, SEED)  # warm up outside the timing
    play_table(20, SEED, trusted=False)
    play_holdem(PLAYERS, 20, SEED)
    loop_times: list[float] = []
    table_times: list[float] = []
    safe_times: list[float] = []  # the table's default view: a DecisionView for each decision
    safe_tables: list[holdem.Table] = []
    bare_times: list[float] = []  # history_limit=0: a simulation that keeps no hand
    same_stacks_times: list[
        float
    ] = []  # the engine alone with the table's kind of stacks (carried, topped up)

    def one_round() -> holdem.Table:
        # CPU time of this process: other work on a busy machine does not count against either loop
        start = time.process_time()
        assert play_holdem(PLAYERS, HANDS, SEED) == HANDS
        middle = time.process_time()
        table = play_table(HANDS, SEED)
        end = time.process_time()
        assert play_table(HANDS, SEED, history_limit=0).hand_number == HANDS
        bare = time.process_time()
        assert play_holdem_topped_up(PLAYERS, HANDS, SEED) == HANDS
        same_stacks = time.process_time()
        safe_tables[:] = [play_table(HANDS, SEED, trusted=False)]
        safe_times.append(time.process_time() - same_stacks)
        same_stacks_times.append(same_stacks - bare)
        bare_times.append(bare - end)
        table_times.append(end - middle)
        loop_times.append(middle - start)
        return table

    # each round plays the plain loop, then the table: the ratio compares the best round of each
    table = benchmark.pedantic(one_round, rounds=ROUNDS, iterations=1)
    assert table.hand_number == HANDS
    assert (
        sum(table.stacks.values()) == table.bought_in - table.cashed_out
    )  # no chip lost or created
    assert len(table.history) == HANDS and not table.incidents
    # the default view: the same hands played (the agents read only what both views show alike)
    (safe_table,) = safe_tables
    assert safe_table.hand_number == HANDS and not safe_table.incidents
    assert safe_table.history_text() == table.history_text()
    if benchmark.stats:  # None when benchmarks are disabled
        table_best, loop_best = min(table_times), min(loop_times)
        benchmark.extra_info["table_without_history_vs_hand_loop"] = round(
            loop_best / min(bare_times), 3
        )
        # what is the table's own cost and what its stacks' (deeper, so more showdowns): the same kind of hands
        # on the engine alone, and the table against that
        same_stacks_best = min(same_stacks_times)
        benchmark.extra_info["same_stacks_loop_vs_hand_loop"] = round(
            loop_best / same_stacks_best, 3
        )
        benchmark.extra_info["table_vs_same_stacks_loop"] = round(
            same_stacks_best / min(table_times), 3
        )
        ratio = loop_best / table_best
        safe_best = min(safe_times)
        benchmark.extra_info["table_hands_per_second_best"] = round(HANDS / table_best)
        benchmark.extra_info["safe_table_hands_per_second_best"] = round(HANDS / safe_best)
        benchmark.extra_info["hand_loop_hands_per_second_best"] = round(HANDS / loop_best)
        benchmark.extra_info["table_vs_hand_loop"] = round(ratio, 3)
        benchmark.extra_info["safe_table_vs_hand_loop"] = round(loop_best / safe_best, 3)
        benchmark.extra_info["safe_table_vs_live_table"] = round(table_best / safe_best, 3)
        print(
            f"\ntable {HANDS / table_best:,.0f} hands/s (trusted: the live view), default view "
            f"{HANDS / safe_best:,.0f} hands/s, plain Hand loop {HANDS / loop_best:,.0f} hands/s: "
            f"ratios {ratio:.2f} and {loop_best / safe_best:.2f} (the default view "
            f"{table_best / safe_best:.2f} of the live one); without history {HANDS / min(bare_times):,.0f} hands/s: "
            f"ratio {loop_best / min(bare_times):.2f}; the plain loop with the table's stacks (carried, topped up) "
            f"{HANDS / same_stacks_best:,.0f} hands/s: ratio {loop_best / same_stacks_best:.2f}, the table "
            f"{same_stacks_best / table_best:.2f} of it"
        )
        if (
            ratio < TARGET
        ):  # the target, not met yet: shown, not hidden (see the README's speed table)
            pytest.xfail(
                f"Table.play keeps {ratio:.0%} of the plain Hand loop's speed; the target is {TARGET:.0%}"
            )


def test_player_view_fields_read_near_seat_view_speed(benchmark: Any) -> None:
    """An agent reads its PlayerView's fields (hole cards, board, pot, stacks) at every decision: each read
    of the live view costs at most 4x the SeatView's own (through ``__getattr__`` it was 11x: about 1.1 us
    a read), and of the default view (values read from slots) at most the SeatView's."""
    import timeit

    hand = holdem.Hand(
        holdem.TableConfig(small_blind=SMALL_BLIND, big_blind=BIG_BLIND),
        [STACK] * PLAYERS,
        0,
        seed=SEED,
    )
    seat = hand.actor
    assert seat is not None
    player_view = LivePlayerView(hand, seat, None)  # type: ignore[arg-type]  # the facts are not read here
    decision_view = DecisionViews(hand, None).asked(seat, hand.legal_actions(), None)  # type: ignore[arg-type]
    seat_view = hand.view(seat)
    reads = "v.hole_cards, v.board, v.pot_size, v.stacks"
    assert eval(reads, {"v": player_view}) == eval(reads, {"v": seat_view})  # the same fields
    assert eval(reads, {"v": decision_view}) == eval(reads, {"v": seat_view})
    n = 100_000

    def best(view: object) -> float:
        return min(timeit.repeat(reads, globals={"v": view}, number=n, repeat=7)) / n

    benchmark.pedantic(best, args=(player_view,), rounds=1, iterations=1)
    through_player_view, through_seat_view = best(player_view), best(seat_view)
    through_decision_view = best(decision_view)
    ratio = through_player_view / through_seat_view
    benchmark.extra_info.update(
        items=4 * n,
        player_view_read_ns=round(through_player_view / 4 * 1e9),
        decision_view_read_ns=round(through_decision_view / 4 * 1e9),
        seat_view_read_ns=round(through_seat_view / 4 * 1e9),
        ratio=round(ratio, 2),
    )
    assert ratio <= 4, f"a PlayerView field read costs {ratio:.1f}x the SeatView's"
    assert through_decision_view <= through_seat_view, (
        "a DecisionView read costs more than a SeatView's"
    )
