"""holdem.simulate (issue 12): reproducible chunks on any workers, the confidence interval, Ctrl-C, bad input,
the built-in agents as baselines (picklable, the shipped preflop ranking), and holdem simulate."""

from __future__ import annotations

import json
import os
import pickle
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import holdem
from holdem import SimulationError, SimulationInterrupted, TableConfig, simulate
from holdem.agents import (CallingStation, EquityAgent, RandomAgent, TightAggressive, preflop_equity, preflop_ranking,
                           starting_hands)
from holdem.cli import main

AGENTS4 = ["tag", "random", "calling", "equity"]


class Broken:
    """Raises on every decision: folded by the table and counted (module level: it pickles)."""

    def act(self, view):
        raise RuntimeError("no idea")


def test_the_result_is_the_same_on_one_process_two_processes_and_a_dask_cluster():
    distributed = pytest.importorskip("distributed")
    kwargs = dict(hands=1500, seed=7, chunk_hands=300)
    one = simulate(AGENTS4, workers=1, **kwargs)
    two = simulate(AGENTS4, workers=2, **kwargs)
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        on_dask = simulate(AGENTS4, client=client, **kwargs)
    assert one == two == on_dask  # every count; only the seconds differ
    assert one.complete and one.chunks == 5 and one.hands == 1500
    assert [a.hands for a in one.agents] == [1500] * 4
    assert sum(a.net for a in one.agents) == 0  # no chip lost or created
    assert one != simulate(AGENTS4, workers=1, hands=1500, seed=8, chunk_hands=300)  # the seed matters


def test_the_counts_match_a_table_played_by_hand():
    # one chunk is one Table: the same seeds, seats and agents give the same nets and VPIP counts
    result = simulate(["random", "calling"], hands=200, seed=3, workers=1, chunk_hands=200)
    from holdem.sim import _seeds

    seeds = _seeds(3, 0, 2)
    table = holdem.Table(TableConfig(small_blind=1, big_blind=2), seats=2, seed=seeds[0], min_buy_in=200,
                         max_buy_in=200, first_button=1)
    table.join("r", 200, 1, auto_rebuy=True), table.join("c", 200, 2, auto_rebuy=True)
    vpip = {"r": 0, "c": 0}
    showdowns = {"r": 0, "c": 0}
    net = {"r": 0, "c": 0}

    def count(record):
        hand = record.hand
        preflop = []
        for e in hand.events:
            if type(e) is holdem.BoardDeal:
                break
            if type(e) is holdem.Action:
                preflop.append(e)
        for seat, name in enumerate(record.players):
            net[name] += record.finishing_stacks[seat] - record.starting_stacks[seat]
            vpip[name] += any(a.seat == seat and a.kind in (holdem.ActionKind.CALL, holdem.ActionKind.BET,
                                                             holdem.ActionKind.RAISE) for a in preflop)
            showdowns[name] += hand.folded.count(False) > 1 and not hand.folded[seat]

    table.play({"r": RandomAgent(seeds[1]), "c": CallingStation()}, hands=200, on_hand=count)
    r, c = result.agents
    assert (r.net, c.net) == (net["r"], net["c"])
    assert (r.vpip_hands, c.vpip_hands) == (vpip["r"], vpip["c"])
    assert (r.showdown_hands, c.showdown_hands) == (showdowns["r"], showdowns["c"])


def test_the_interval_covers_zero_for_two_copies_of_one_agent():
    # the expectation of a symmetric matchup is 0 bb/100: the 95% interval holds it in about 95 of 100 runs
    covered = 0
    for seed in range(100):
        a, b = simulate(["random", "random"], hands=120, seed=seed, workers=1).agents
        assert a.net == -b.net
        low, high = a.ci95
        assert low < a.bb_per_100 < high
        covered += low <= 0 <= high
    assert covered >= 90, covered


def test_a_broken_agent_is_folded_and_counted():
    result = simulate([Broken(), "calling", "calling"], hands=60, seed=1, workers=2, chunk_hands=30)
    broken, calling, _ = result.agents
    assert broken.incidents > 0 and broken.vpip_hands == 0 and calling.incidents == 0
    assert broken.agent == "Broken" and calling.agent == "calling"


def test_an_agent_object_is_copied_and_reseeded_per_chunk():
    agent = RandomAgent(seed=5)
    before = pickle.dumps(agent)
    first = simulate([agent, "calling"], hands=100, seed=2, workers=1, chunk_hands=50)
    assert pickle.dumps(agent) == before  # the caller's agent is not played with
    assert first == simulate([RandomAgent(seed=99), "calling"], hands=100, seed=2, workers=1, chunk_hands=50)


@pytest.mark.parametrize(("kwargs", "words"), [
    (dict(agents=["random", "genius"]), "agent 1 is 'genius'"),
    (dict(agents=["random", "calling"], hands=0), "hands is a whole number from 1"),
    (dict(agents=["random"] * 11), "players is a whole number from 2 to 10"),
    (dict(agents=["random"] * 3, config=TableConfig(small_blind=1, big_blind=2, seats_max=2)), "from 2 to 2"),
    (dict(agents=[]), "agents is empty"),
    (dict(agents=["random"]), "players is a whole number from 2"),
    (dict(agents=["random", "calling"], players=3), "players is 3 but 2 agents"),
    (dict(agents="random"), "agents is a list"),
    (dict(agents=[lambda view: "cc", "calling"], workers=2), "agent 0 (function) does not pickle"),
    (dict(agents=[42, "calling"]), "agent 0 is a int"),
    (dict(agents=["random", "calling"], workers=0), "workers is a whole number from 1"),
])
def test_bad_input_names_what_is_wrong(kwargs, words):
    kwargs.setdefault("hands", 10)
    with pytest.raises(SimulationError, match=None) as info:
        simulate(**kwargs)
    assert words in str(info.value)
    assert isinstance(info.value, holdem.HoldemError) and isinstance(info.value, ValueError)


def test_a_lambda_agent_plays_in_this_process():
    result = simulate([lambda view: "cc", "calling"], hands=20, seed=1, workers=1)
    assert result.hands == 20 and result.agents[0].agent == "function"


def test_ctrl_c_stops_a_long_run_quickly_with_the_partial_result(tmp_path):
    script = textwrap.dedent("""
        import json, sys
        from holdem import SimulationInterrupted, simulate
        def progress(done, total):
            print("progress", done, flush=True)
        try:
            simulate(["random"] * 6, hands=10_000_000, seed=1, workers=2, chunk_hands=500, progress=progress)
        except SimulationInterrupted as stop:
            print(json.dumps(stop.result.to_dict()), flush=True)
            sys.exit(130)
    """)
    process = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                               cwd=tmp_path, start_new_session=True)
    try:
        assert process.stdout.readline().startswith("progress")  # chunks are finishing
        os.killpg(process.pid, signal.SIGINT)  # what a terminal's Ctrl-C does: the whole group
        stopped = time.monotonic()
        out, _ = process.communicate(timeout=30)
        took = time.monotonic() - stopped
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130
    partial = json.loads(out.strip().splitlines()[-1])
    assert not partial["complete"] and 0 < partial["hands"] < 10_000_000
    assert partial["hands"] == 500 * partial["chunks"]
    assert took < 1.5, took  # a second, and a little for the interpreter to exit


@pytest.mark.parametrize("agent", [RandomAgent(seed=1), CallingStation(), TightAggressive(), EquityAgent(seed=1)])
def test_every_built_in_agent_pickles_with_its_state(agent):
    copy = pickle.loads(pickle.dumps(agent))
    assert type(copy) is type(agent) and pickle.dumps(copy) == pickle.dumps(agent)


def test_the_shipped_preflop_ranking_matches_a_fresh_computation():
    ranking = preflop_ranking()
    hands = starting_hands()
    assert len(ranking) == len(hands) == 169 and set(ranking) == set(hands)
    assert next(iter(ranking)) == "AA" and max(r[2] for r in ranking.values()) == 1.0
    # the tool's rule: seed 169 + the hand's index in starting_hands(), 1,000,000 trials
    for label in ("AA", "T9s", "72o"):
        fresh = preflop_equity(label, trials=1_000_000, seed=169 + hands.index(label))
        assert round(fresh, 6) == ranking[label][1]
    assert ranking["AKs"][0] < ranking["AKo"][0] < ranking["72o"][0]


def test_the_equity_agent_bets_strong_hands_and_folds_weak_ones_to_a_bet():
    class View:
        def __init__(self, cards, legal):
            self.view = self
            self.hole_cards = tuple(holdem.parse_cards(cards))
            self.board = tuple(holdem.parse_cards("AdAcKs"))
            self.folded = (False, False)
            self.pot_total, self.bets, self.pot_size = 20, (0, 20), 40  # a view's pot_size: with the bets
            self.legal_actions = legal

    facing_bet = holdem.LegalActions(True, False, 20, 40, 200, 20)
    agent = EquityAgent(seed=1)
    assert agent.act(View("AhKh", facing_bet))[0] == "cbr"
    assert agent.act(View("7c2d", facing_bet)) == "fold"
    assert EquityAgent(seed=3).act(View("7c2d", facing_bet)) == EquityAgent(seed=3).act(View("7c2d", facing_bet))


def test_holdem_simulate_prints_one_json_object(capsys):
    assert main(["simulate", "--hands", "300", "--players", "3", "--agents", "tag,random", "--seed", "1",
                 "--workers", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 300 and data["complete"]
    assert [a["agent"] for a in data["agents"]] == ["tag", "random", "tag"]
    assert sum(a["net"] for a in data["agents"]) == 0


def test_holdem_simulate_summary_and_bad_input(capsys):
    assert main(["simulate", "--hands", "60", "--players", "2", "--agents", "calling", "--seed", "1",
                 "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "60 hands" in out and "bb/100" in out and "calling" in out
    assert main(["simulate", "--agents", "random,genius", "--hands", "5"]) == 2
    assert "agent 1 is 'genius'" in capsys.readouterr().err
