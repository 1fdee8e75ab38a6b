"""Straddles at a table (issue 10, R-BLIND-8): a player preference posts a live straddle left of the big blind, and
re-straddles when the config names more amounts; only players dealt in and present post one (R-DEAL-5, R-BLIND-6);
none heads-up (R-BLIND-2); with a dead small blind the straddle is still left of the big blind (R-BLIND-7); every
hand's history replays."""

from __future__ import annotations

import random
import warnings

import pytest

from holdem import HoldemWarning, Table, TableConfig, TableError, read_phhs, replay
from holdem.agents import RandomAgent
from holdem.table.seating import Plan, Seating
from table_helpers import folder

STRADDLE = TableConfig(small_blind=1, big_blind=2, straddles=(4,))
RESTRADDLE = TableConfig(small_blind=1, big_blind=2, straddles=(4, 8))
NAMES = ("ann", "bob", "cy", "dee", "eve", "fay")


def new_table(config: TableConfig, n: int, straddlers: set[str] = frozenset(), **options) -> Table:
    table = Table(config, seats=6, first_button=1, seed=2, **options)
    for seat in range(1, n + 1):
        name = NAMES[seat - 1]
        table.join(name, 200, seat, straddle=name in straddlers)
    return table


def recorder(log: list):
    """Calls or checks, noting each decision's (table seat, legal actions)."""

    def agent(view):
        log.append((view.table.table_seats[view.seat], view.legal_actions))
        return "cc"

    return agent


def straddles_of(record) -> list[tuple[int, int]]:
    return [
        (seat, amount)
        for seat, posts in record.posted.items()
        for kind, amount in posts
        if kind == "straddle"
    ]


def test_R_BLIND_8_a_straddle_left_of_the_big_blind_is_live_and_has_the_option():
    table = new_table(
        STRADDLE, 5, {"dee"}
    )  # button 1, blinds 2 and 3: seat 4 is left of the big blind
    log: list = []
    record = table.play_hand(recorder(log))
    assert straddles_of(record) == [(4, 4)]
    first_seat, first = log[0]
    assert (
        first_seat == 5 and first.call == 4 and first.min_raise_to == 8
    )  # call 4, raise to at least 8
    straddler = [legal for seat, legal in log if seat == 4][0]
    assert (
        straddler.check and straddler.min_raise_to == 8
    )  # everyone called: the straddler's option (R-BET-5)
    assert record.config.straddles == (4,) and sum(table.stacks.values()) == 1000
    # the next hand seat 5 is left of the big blind and does not straddle: nobody does
    assert straddles_of(table.play_hand(folder)) == []


def test_R_BLIND_8_re_straddles_follow_in_turn_and_stop_at_the_first_who_declines():
    table = new_table(RESTRADDLE, 6, {"dee", "eve"})
    log: list = []
    record = table.play_hand(recorder(log))
    assert straddles_of(record) == [(4, 4), (5, 8)]
    assert (
        log[0][0] == 6 and log[0][1].call == 8 and log[0][1].min_raise_to == 16
    )  # raise by the last straddle
    table = new_table(
        RESTRADDLE, 6, {"eve"}
    )  # seat 4 declines: seat 5 may not straddle out of turn
    assert straddles_of(table.play_hand(folder)) == []


def test_R_BLIND_8_no_straddle_by_an_absent_player_one_who_cannot_cover_it_or_heads_up():
    table = new_table(STRADDLE, 5, {"dee"})
    agents = {name: folder for name in NAMES[:5] if name != "dee"}  # dee is absent (R-DEAL-5)
    assert straddles_of(table.play_hand(agents)) == []
    short = new_table(STRADDLE, 5, {"dee"}, min_buy_in=2, max_buy_in=400)
    short.set_preferences("dee", straddle=True)
    short.leave("dee")
    short.join("dee", 3, 4, straddle=True, transfer=True)  # 3 chips: cannot cover a straddle of 4
    assert straddles_of(short.play_hand(folder)) == []
    three = new_table(
        RESTRADDLE, 3, {"ann", "bob", "cy"}
    )  # three-handed, left of the big blind is the button
    assert straddles_of(three.play_hand(folder)) == [
        (1, 4)
    ]  # one straddle: the next seat is the small blind
    heads_up = new_table(STRADDLE, 2, {"ann", "bob"})
    for _ in range(4):  # left of the big blind is the button, who posts the small blind (R-BLIND-2)
        assert straddles_of(heads_up.play_hand(folder)) == []


def test_R_BLIND_8_never_by_a_player_posting_missed_blinds_or_sitting_out():
    seating = Seating(5, "dead", STRADDLE, random.Random(0), "suit", 1, tournament=False)

    class P:
        def __init__(self) -> None:
            self.straddle, self.stack, self.sitting_out = True, 100, False

    players = {s: P() for s in range(1, 6)}
    plan = Plan(1, 2, 3, (1, 2, 3, 4, 5))
    assert seating._straddlers(plan, players, None) == (4,)
    owing = Plan(
        1, 2, 3, (1, 2, 3, 4, 5), posts={4: (True, True)}
    )  # seat 4 posts what it missed (R-BLIND-6)
    assert seating._straddlers(owing, players, None) == ()
    players[4].sitting_out = True  # a tournament's sitting-out player is dealt in, absent
    assert seating._straddlers(plan, players, None) == ()
    table = new_table(STRADDLE, 5, {"dee"}, mode="tournament", min_buy_in=None)
    table.sit_out("dee")
    assert straddles_of(table.play_hand(folder)) == []


def test_R_BLIND_8_with_a_dead_small_blind_R_BLIND_7_the_straddle_is_left_of_the_big_blind():
    table = new_table(STRADDLE, 5, {"ann"})
    table.play_hand(folder)  # button 1, blinds 2 and 3
    table.leave("cy")  # the big blind leaves: next hand's small blind is dead on seat 3 (R-BTN-3)
    log: list = []
    record = table.play_hand(recorder(log))
    assert (
        record.button_table_seat,
        record.small_blind_table_seat,
        record.big_blind_table_seat,
    ) == (2, None, 4)
    assert (
        straddles_of(record) == []
    )  # seat 5 is left of the big blind and does not straddle: ann may not


def test_R_BLIND_8_a_dead_small_blind_hand_with_a_straddle_replays():
    table = new_table(STRADDLE, 5, {"eve"})
    table.play_hand(folder)
    table.leave("cy")
    log: list = []
    record = table.play_hand(recorder(log))
    assert record.small_blind_table_seat is None and straddles_of(record) == [(5, 4)]
    assert log[0][0] == 1 and log[0][1].call == 4  # left of the straddle acts first, facing it
    history = read_phhs(table.history_text())[-1]
    assert history.blinds_or_straddles[:2] == [2, 4]
    assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_R_BLIND_8_straddling_tables_keep_chips_and_every_hand_replays():
    rng = random.Random(11)
    for trial in range(6):
        n = rng.randrange(2, 7)
        table = new_table(
            rng.choice([STRADDLE, RESTRADDLE]),
            n,
            {name for name in NAMES[:n] if rng.random() < 0.6},
            button_rule=rng.choice(["dead", "moving"]),
        )
        total = sum(table.stacks.values())
        with warnings.catch_warnings():  # a table may bust down to one player: play says so
            warnings.simplefilter("ignore", HoldemWarning)
            table.play(RandomAgent(seed=trial), hands=25)
        assert sum(table.stacks.values()) == total
        for history in read_phhs(table.history_text()):
            assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_a_live_table_hand_posts_the_straddle_and_bad_preferences_are_refused():
    table = new_table(STRADDLE, 4, {"dee"})
    live = table.start_live_hand()
    assert [(e.seat, e.kind, e.amount) for e in live.hand.events if type(e).__name__ == "Post"][
        -1
    ] == (3, "straddle", 4)
    with pytest.raises(TableError, match="straddle is True, False or None"):
        table.set_preferences("ann", straddle="yes")
    with pytest.raises(TableError, match="straddle is True or False"):
        table.join("zed", 200, 6, straddle=1)
    assert table.players[0].straddle is False and table.players[3].straddle is True
