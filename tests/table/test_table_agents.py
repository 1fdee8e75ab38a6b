"""The built-in agents, the agent protocol, the human agent and ``holdem play``."""

from __future__ import annotations

import json
import random

import pytest

from holdem import Hand, Table, TableConfig
from holdem.agents import (
    AGENTS,
    CallingStation,
    HumanAgent,
    RandomAgent,
    TightAggressive,
    chen_score,
)
from holdem.cli import main
from holdem.game import LegalActions
from holdem.table import HandRecord
from table_helpers import new_table


def _table(seed: int, agents: dict) -> Table:
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=len(agents), seed=seed)
    for k, name in enumerate(agents, 1):
        table.join(name, 200, k, auto_rebuy=True)
    return table


def test_built_in_agents_only_act_legally():
    agents = {
        "r1": RandomAgent(1),
        "c": CallingStation(),
        "t": TightAggressive(),
        "r2": RandomAgent(2),
        "t2": TightAggressive(raise_top=0.4, call_top=0.6),
        "r3": RandomAgent(3),
    }
    table = _table(5, agents)
    assert table.play(agents, hands=400) == 400
    assert table.incidents == ()
    assert sum(line["net"] for line in table.ledger().values()) == 0


def test_a_seeded_table_is_reproducible_and_an_unseeded_one_is_secure():
    def run() -> str:
        agents = {"a": RandomAgent(1), "b": RandomAgent(2), "c": TightAggressive()}
        table = _table(9, agents)
        table.play(agents, hands=50)
        return table.history_text()

    assert run() == run()
    assert isinstance(Table()._rng, random.SystemRandom)


def test_the_tight_aggressive_agent_plays_by_preflop_strength():
    assert chen_score([c for c in __import__("holdem").parse_cards("AsAh")]) == 20
    strong, weak = [], []
    agent = TightAggressive()

    class View:
        def __init__(self, cards: str) -> None:
            from holdem import parse_cards

            self.view = self
            self.hole_cards = tuple(parse_cards(cards))
            self.board = ()
            self.legal_actions = LegalActions(True, False, 2, 4, 200, 2)
            self.table = type("Facts", (), {"blinds": (1, 2)})()

    strong.append(agent.act(View("AsAh")))
    weak.append(agent.act(View("7c2d")))
    assert strong == [("cbr", 6)] and weak == ["fold"]


def test_a_class_with_act_and_a_plain_function_are_agents_and_see_the_table_facts():
    seen = []

    def agent(view):
        seen.append(
            (
                view.table.hand_number,
                view.table.players,
                view.seat,
                view.view.seat,
                view.table.blinds,
            )
        )
        return "cc"

    table = new_table({1: ("a", 100), 2: ("b", 100)}, seats=2, name="t9")
    table.play({"a": agent, "b": CallingStation()}, hands=2)
    assert seen and seen[0][0] == 1 and seen[-1][0] == 2 and seen[0][4] == (1, 2)
    assert seen[0][1][seen[0][2]] == "a" and seen[0][2] == seen[0][3]


def test_a_view_an_agent_keeps_stays_the_view_of_its_own_hand():
    """The table binds the last hand's views to the next only where no one kept them: a view an agent
    keeps still shows its own hand and table facts, hands later."""
    kept = []
    fresh = set()

    def keeper(view):
        kept.append((view, view.table.hand_number, view.hole_cards, view.board))
        return "cc"

    def watcher(view):
        fresh.add(id(view))
        return "cc"

    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3)
    table.play({"a": keeper, "b": watcher, "c": CallingStation()}, hands=12)
    assert len({number for _, number, _, _ in kept}) == 12
    for view, number, hole, board in kept:
        assert (view.table.hand_number, view.hole_cards) == (number, hole)
        assert (
            view.board[: len(board)] == board
        )  # the hand went on after the decision: its board grew
        assert view.legal_actions is None
    assert len(fresh) < 12  # the views nobody kept were bound to the next hands, not made again


def test_kept_hands_are_flat_rows_the_collector_stops_tracking_and_old_setups_are_let_go():
    """A table keeps each hand as one row of numbers, text and bytes (records.Row): after a collection the
    garbage collector soon stops walking them; with a history limit, the setups only old hands used go too."""
    import gc

    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=5, history_limit=4)
    for name in "abc":
        table.join(name, 200, auto_rebuy=True)
    agent = RandomAgent(5)
    for number in range(1, 601):
        assert table.play(agent, hands=1) == 1
        if number % 5 == 0:  # a change of seating: new setups from the next hand (about 300 in all)
            table.sit_out("c") if number % 10 else table.come_back("c")
    gc.collect()
    gc.collect()  # a row is let go once its steps' tuples are: its second pass at most
    kept = table._kept
    assert [r.number for r in table.records] == [597, 598, 599, 600]
    assert not any(gc.is_tracked(row) for row in kept.rows)
    assert len(kept.setups) <= 2 * 4 + 64 and {row[0] for row in kept.rows} <= set(kept.setups)
    for record in table.records:  # each row still deals its hand again
        assert record.hand.stacks == record.finishing_stacks


def test_records_read_after_every_hand_are_made_once_and_are_the_hands_played():
    """Table.records makes each record from its row once: read after every hand (with a history limit
    too), it holds the same records, the last one the hand just played, in order."""
    for limit in (None, 3):
        table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=1, history_limit=limit)
        for name in "abc":
            table.join(name, 200, auto_rebuy=True)
        agent, played = RandomAgent(1), []
        for number in range(1, 41):
            played.append(table.play_hand(agent))
            if number % 9 == 0:  # several hands between two reads
                table.play(agent, hands=5, on_hand=played.append)
            records = table.records
            assert records[-1] == played[-1] and list(records) == played[-len(records) :]
            assert table.records is records  # nothing new: the same tuple
        assert len(records) == (len(played) if limit is None else limit)
        assert [r.number for r in records] == [r.number for r in played][-len(records) :]


def test_the_human_agent_explains_a_bad_entry_and_asks_again():
    said: list[str] = []
    entries = iter(["", "raise", "r 9999", "bet 3", "shove"])
    human = HumanAgent(ask=lambda prompt: next(entries), say=said.append)
    table = new_table({1: ("me", 100), 2: ("bot", 100)}, seats=2)
    table.play_hand({"me": human, "bot": CallingStation()})
    assert any("type f, k, c" in s for s in said)
    assert any("say how much" in s for s in said) and any("9,999 is not allowed" in s for s in said)
    assert any("holding" in s and "pot" in s for s in said)
    assert not table.incidents  # every entry that reached the table was legal


def test_holdem_play_prints_a_summary_and_json(capsys):
    argv = [
        "play",
        "--players",
        "6",
        "--hands",
        "200",
        "--agents",
        "random,calling,tag",
        "--seed",
        "1",
    ]
    assert main(argv + ["--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 200 and len(data["players"]) == 6
    assert sum(p["net"] for p in data["players"]) == 0
    assert [p["agent"] for p in data["players"]] == ["random", "calling", "tag"] * 2
    assert main(argv + ["--json"]) == 0 and json.loads(capsys.readouterr().out) == data  # seeded
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "bb/100" in out and "tag-3" in out


def test_holdem_play_refuses_unknown_agents(capsys):
    assert main(["play", "--agents", "random,genius"]) == 2
    assert "unknown agents ['genius']" in capsys.readouterr().err
    assert sorted(AGENTS) == ["calling", "equity", "random", "tag"]


def test_holdem_play_human_ends_when_the_input_ends(monkeypatch, capsys):
    entries = iter(["c", "k"])

    def ask(prompt: str) -> str:
        try:
            return next(entries)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", ask)
    assert (
        main(
            [
                "play",
                "--players",
                "2",
                "--hands",
                "5",
                "--human",
                "1",
                "--agents",
                "calling",
                "--seed",
                "4",
            ]
        )
        == 130
    )
    assert "holding" in capsys.readouterr().out


def test_holdem_replay_replays_a_table_history(tmp_path, capsys):
    agents = {"a": RandomAgent(1), "b": CallingStation(), "c": TightAggressive()}
    table = _table(3, agents)
    table.play(agents, hands=30)
    path = tmp_path / "session.phhs"
    path.write_text(table.history_text(), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 30 and all("(matches the file)" in line for line in out)


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_each_named_agent_is_made_from_a_seed(name):
    assert callable(AGENTS[name](1).act)


def test_last_hand_is_the_hand_just_settled_for_agents_and_live_hands():
    """Table.last_hand: the finished Hand itself, the one each record describes (read in on_hand), None before."""
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=5, first_button=1)
    for seat, name in enumerate(("ann", "bob", "cy"), 1):
        table.join(name, 200, seat)
    assert table.last_hand is None
    seen: list[tuple[HandRecord, Hand]] = []
    table.play(
        RandomAgent(seed=2), hands=4, on_hand=lambda record: seen.append((record, table.last_hand))
    )
    assert len({id(hand) for _, hand in seen}) == 4 and table.last_hand is seen[-1][1]
    for record, hand in seen:
        assert hand.is_complete
        assert (hand.starting_stacks, hand.stacks) == (
            record.starting_stacks,
            record.finishing_stacks,
        )
        assert hand.dealt_ids() == record.cards
    live = table.start_live_hand()
    assert table.last_hand is seen[-1][1]  # until the live hand is settled
    for seat, card in zip(
        live.hand.hole_cards_due * 2, "2c 3c 4c 5c 6c 7c".split()
    ):  # one card a round
        live.deal_hole_card(seat, card)
    while not live.hand.is_complete:
        live.act(live.hand.actor, "fold")
    table.finish_live_hand()
    assert table.last_hand is live.hand
