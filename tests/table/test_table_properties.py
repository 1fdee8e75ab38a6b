"""Many seeded tables (2 to 10 seats, both button rules, cash and tournament) with random busts, joins,
leaves, sit-outs and returns: chips are conserved over every hand and buy-in (R-POT-6, R-BUY-2), no seat
posts the big blind twice in a row (R-BLIND-2, R-BTN-3), under the dead button every player who stays
posts it exactly once per orbit (R-BTN-3), and every recorded hand replays to the table's stacks."""

from __future__ import annotations

import random
import re
import warnings

import pytest

from holdem import HoldemWarning, Table, TableConfig, TableError, read_phhs, replay, write_phhs
from holdem.agents import CallingStation, RandomAgent, TightAggressive
from holdem.history import finishing_amounts

CONFIG = TableConfig(small_blind=1, big_blind=2)
TABLES = 150
HANDS = 40


def _check_chips(table: Table) -> None:
    assert sum(table.stacks.values()) == table.bought_in - table.cashed_out


def _agent(rng: random.Random):
    return rng.choice(
        [lambda: RandomAgent(rng.randrange(10**6)), CallingStation, TightAggressive]
    )()


def _churn(table: Table, rng: random.Random, agents: dict, names: list[str], mode: str) -> None:
    """Between hands: someone may leave, join, sit out, come back or buy more chips."""
    players = table.players
    roll = rng.random()
    if roll < 0.08 and players:
        table.leave(rng.choice(players).name)
    elif roll < 0.2:
        name = f"p{len(names) + 1}"
        try:
            table.join(name, rng.randrange(40, 201), wait_for_big_blind=rng.random() < 0.5)
        except TableError:
            return  # the table is full
        names.append(name)
        agents[name] = _agent(rng)
    elif roll < 0.3 and players:
        table.sit_out(rng.choice(players).name)
    elif roll < 0.45:
        out = [p for p in players if p.sitting_out]
        if out:
            table.come_back(rng.choice(out).name, wait_for_big_blind=rng.random() < 0.5)
    elif roll < 0.6 and mode == "cash":
        low = [p for p in players if p.stack < 100]
        if low:
            table.add_chips(rng.choice(low).name, rng.randrange(1, 101))
    _check_chips(table)


def _play(seed: int) -> tuple[Table, list[dict[str, int]], list[set[str]]]:
    rng = random.Random(seed)
    seats = rng.randrange(2, 11)
    mode = "tournament" if seed % 4 == 3 else "cash"
    rule = "dead" if seed % 2 == 0 else "moving"
    table = Table(
        CONFIG,
        seats=seats,
        seed=seed,
        mode=mode,
        button_rule=rule,
        min_buy_in=40,
        max_buy_in=200,
        timeout_action=rng.choice(["fold", "check"]),
    )
    agents: dict = {}
    names: list[str] = []
    for k in range(rng.randrange(2, seats + 1)):
        names.append(f"p{k + 1}")
        table.join(names[-1], rng.randrange(40, 201))
        agents[names[-1]] = _agent(rng)
    before: list[dict[str, int]] = []  # by hand: the stacks of everyone seated before it
    able: list[set[str]] = []  # by hand: who could be dealt in (chips, not sitting out)
    for _ in range(HANDS):
        _churn(table, rng, agents, names, mode)
        stacks = dict(table.stacks)
        can = {
            p.name for p in table.players if p.stack and (mode == "tournament" or not p.sitting_out)
        }
        with warnings.catch_warnings():  # fewer than two able to play: play warns, and says so
            warnings.simplefilter("ignore", HoldemWarning)
            played = table.play(agents, hands=1)
        if played == 0:
            assert played.stop_reason.startswith("fewer than two players can play")
            if len(can) >= 2 and mode == "cash":
                pytest.fail(f"seed {seed}: {sorted(can)} could play but no hand was dealt")
            continue
        before.append(stacks)
        able.append(can)
        _check_chips(table)
    return table, before, able


@pytest.fixture(scope="module")
def tables():
    return [_play(seed) for seed in range(TABLES)]


def test_chips_are_conserved_over_every_hand_and_buy_in(tables):
    for table, _, _ in tables:
        _check_chips(table)
        for record in table.records:
            assert sum(record.starting_stacks) == sum(record.finishing_stacks)


def test_no_seat_posts_the_big_blind_twice_in_a_row(tables):
    for table, _, _ in tables:
        big = [r.big_blind_table_seat for r in table.records]
        assert all(a != b for a, b in zip(big, big[1:])), big


def test_dead_button_every_player_who_stays_posts_the_big_blind_once_per_orbit(tables):
    orbits = 0
    for table, _, able in tables:
        if table._seating.rule != "dead":
            continue
        records = table.records
        bb_name = [r.players[r.table_seats.index(r.big_blind_table_seat)] for r in records]
        for name in set(bb_name):
            hands = [i for i, n in enumerate(bb_name) if n == name]
            for i, j in zip(hands, hands[1:]):
                stayed = set.intersection(*able[i : j + 1])
                if name not in stayed:
                    continue  # not an orbit of the one who left and came back
                stayed.discard(name)
                for other in stayed:
                    assert bb_name[i + 1 : j].count(other) == 1, (table, name, other, i, j)
                orbits += 1
    assert orbits > 50


def _dead_small_blind_and_a_post(record) -> bool:
    return record.small_blind_table_seat is None and any(
        kind == "post" for posts in record.posted.values() for kind, _ in posts
    )


@pytest.mark.slow  # 5 s: every hand of random tables replayed
def test_every_recorded_hand_replays_to_the_stacks_the_table_had(tables):
    replayed = 0
    for table, before, _ in tables:
        text = table.history_text()
        assert len(re.findall(r"^\[\d+\]$", text, flags=re.M)) == len(
            table.records
        )  # one .phhs, every hand
        for record, stacks in zip(table.records, before):
            if _dead_small_blind_and_a_post(record):
                continue  # see the xfail below
            (history,) = read_phhs(write_phhs([table.history_for(record)]))
            assert history.table == table.name and history.hand == record.number
            assert finishing_amounts(replay(history), 1) == history.finishing_stacks  # PHH order
            assert {n: s for n, s in zip(history.players, history.starting_stacks)} == {
                n: stacks[n] for n in history.players
            }
            assert sorted(history.seats) == sorted(record.table_seats)
            replayed += 1
    assert replayed > 3000


def test_a_dead_small_blind_with_a_live_post_replays(tables):
    records = [
        (table, r)
        for table, _, _ in tables
        for r in table.records
        if _dead_small_blind_and_a_post(r)
    ]
    assert records
    for table, record in records:
        (history,) = read_phhs(write_phhs([table.history_for(record)]))
        assert finishing_amounts(replay(history), 1) == history.finishing_stacks  # PHH order


def test_the_tables_saw_every_situation(tables):
    records = [r for table, _, _ in tables for r in table.records]
    assert any(r.small_blind_table_seat is None for r in records)  # a dead small blind (R-BLIND-7)
    assert any(r.button_table_seat not in r.table_seats for r in records)  # a dead button (R-BTN-3)
    assert any(kind == "post" for r in records for posts in r.posted.values() for kind, _ in posts)
    assert any(
        kind == "dead blind" for r in records for posts in r.posted.values() for kind, _ in posts
    )
    assert any(len(r.table_seats) == 2 for r in records) and any(
        len(r.table_seats) >= 8 for r in records
    )
    assert any(table.eliminated for table, _, _ in tables)
