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
from holdem import SimulationError, TableConfig, simulate
from holdem.agents import (
    CallingStation,
    EquityAgent,
    RandomAgent,
    TightAggressive,
    preflop_equity,
    preflop_ranking,
    starting_hands,
)
from holdem.cli import main

AGENTS4 = ["tag", "random", "calling", "equity"]


class Broken:
    """Raises on every decision: folded by the table and counted (module level: it pickles)."""

    def act(self, view):
        raise RuntimeError("no idea")


@pytest.mark.slow  # 15 s: a Dask cluster started
def test_the_result_is_the_same_on_one_process_two_processes_and_a_dask_cluster():
    distributed = pytest.importorskip("distributed")
    kwargs = dict(hands=1500, seed=7, chunk_hands=300)
    tour = dict(tournaments=8, seed=7, chunk_tournaments=3)  # three chunks, the last short
    one, one_t = simulate(AGENTS4, workers=1, **kwargs), simulate(AGENTS4, workers=1, **tour)
    two, two_t = simulate(AGENTS4, workers=2, **kwargs), simulate(AGENTS4, workers=2, **tour)
    with (
        distributed.LocalCluster(
            n_workers=2, processes=True, threads_per_worker=1, dashboard_address=":0"
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask, on_dask_t = (
            simulate(AGENTS4, client=client, **kwargs),
            simulate(AGENTS4, client=client, **tour),
        )
    assert one == two == on_dask  # every count; only the seconds differ
    assert one_t == two_t == on_dask_t and one_t.tournaments == 8 and one_t.chunks == 3
    assert one.complete and one.chunks == 5 and one.hands == 1500
    assert [a.hands for a in one.agents] == [1500] * 4
    assert sum(a.net for a in one.agents) == 0  # no chip lost or created
    assert one != simulate(
        AGENTS4, workers=1, hands=1500, seed=8, chunk_hands=300
    )  # the seed matters


def _counted_by_hand(table, agents, hands):
    """``table`` plays ``hands`` hands of ``agents``; returns each player's net chips, VPIP hands (a call, bet or
    raise in the first betting round: before the flop, or before the draw), showdowns and incidents, counted from
    the hand records, as four dicts by name: what simulate's counts must match."""
    net, vpip, showdowns, incidents = ({name: 0 for name in agents} for _ in range(4))
    voluntary = (holdem.ActionKind.CALL, holdem.ActionKind.BET, holdem.ActionKind.RAISE)

    def count(record):
        hand = record.hand
        first_round = []
        for e in hand.events:
            if type(e) in (holdem.BoardDeal, holdem.Discard):
                break
            if type(e) is holdem.Action:
                first_round.append(e)
        for seat, name in enumerate(record.players):
            net[name] += record.finishing_stacks[seat] - record.starting_stacks[seat]
            vpip[name] += any(a.seat == seat and a.kind in voluntary for a in first_round)
            showdowns[name] += hand.folded.count(False) > 1 and not hand.folded[seat]
        for incident in record.incidents:
            incidents[incident.player] += 1

    table.play(agents, hands=hands, on_hand=count)
    return net, vpip, showdowns, incidents


def test_the_counts_match_a_table_played_by_hand():
    # one chunk is one Table: the same seeds, seats and agents give the same nets and VPIP counts
    result = simulate(["random", "calling"], hands=200, seed=3, workers=1, chunk_hands=200)
    from holdem.sim.hands import _seeds

    seeds = _seeds(3, 0, 2)
    table = holdem.Table(
        TableConfig(small_blind=1, big_blind=2),
        seats=2,
        seed=seeds[0],
        min_buy_in=200,
        max_buy_in=200,
        first_button=1,
    )
    table.join("r", 200, 1, auto_rebuy=True), table.join("c", 200, 2, auto_rebuy=True)
    net, vpip, showdowns, _ = _counted_by_hand(
        table, {"r": RandomAgent(seeds[1]), "c": CallingStation()}, 200
    )
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
    assert first == simulate(
        [RandomAgent(seed=99), "calling"], hands=100, seed=2, workers=1, chunk_hands=50
    )


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        (dict(agents=["random", "genius"]), "agent 1 is 'genius'"),
        (dict(agents=["random", "calling"], hands=0), "hands is a whole number from 1"),
        (dict(agents=["random"] * 11), "players is a whole number from 2 to 10"),
        (
            dict(
                agents=["random"] * 3, config=TableConfig(small_blind=1, big_blind=2, seats_max=2)
            ),
            "from 2 to 2",
        ),
        (dict(agents=[]), "agents is empty"),
        (dict(agents=["random"]), "players is a whole number from 2"),
        (dict(agents=["random", "calling"], players=3), "players is 3 but 2 agents"),
        (dict(agents="random"), "agents is a list"),
        (
            dict(agents=[lambda view: "cc", "calling"], workers=2),
            "agent 0 (function) does not pickle",
        ),
        (dict(agents=[42, "calling"]), "agent 0 is a int"),
        (dict(agents=["random", "calling"], workers=0), "workers is a whole number from 1"),
        # rebuys add up to a stack a hand: a chunk of 5,040 hands at 2**50 chips could pass MAX_CHIPS (2**56)
        (
            dict(agents=["random", "calling"], stack=2**50),
            "at most 14,291,470,455,757 with 2 players and chunks of 5,040",
        ),
    ],
)
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
    process = subprocess.Popen(
        [sys.executable, "-c", script],
        stdout=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        start_new_session=True,
    )
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


@pytest.mark.parametrize(
    "agent", [RandomAgent(seed=1), CallingStation(), TightAggressive(), EquityAgent(seed=1)]
)
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
            self.pot_gathered, self.bets, self.pot_size = (
                20,
                (0, 20),
                40,
            )  # a view's pot_size: with the bets
            self.legal_actions = legal

    facing_bet = holdem.LegalActions(True, False, 20, 40, 200, 20)
    agent = EquityAgent(seed=1)
    assert agent.act(View("AhKh", facing_bet))[0] == "cbr"
    assert agent.act(View("7c2d", facing_bet)) == "fold"
    assert EquityAgent(seed=3).act(View("7c2d", facing_bet)) == EquityAgent(seed=3).act(
        View("7c2d", facing_bet)
    )


def test_holdem_simulate_prints_one_json_object(capsys):
    assert (
        main(
            [
                "simulate",
                "--hands",
                "300",
                "--players",
                "3",
                "--agents",
                "tag,random",
                "--seed",
                "1",
                "--workers",
                "1",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 300 and data["complete"]
    assert [a["agent"] for a in data["agents"]] == ["tag", "random", "tag"]
    assert sum(a["net"] for a in data["agents"]) == 0


def test_holdem_simulate_summary_and_bad_input(capsys):
    assert (
        main(
            [
                "simulate",
                "--hands",
                "60",
                "--players",
                "2",
                "--agents",
                "calling",
                "--seed",
                "1",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "60 hands" in out and "bb/100" in out and "calling" in out
    assert main(["simulate", "--agents", "random,genius", "--hands", "5"]) == 2
    assert "agent 1 is 'genius'" in capsys.readouterr().err


class CheckThenCall:
    """Checks when it can, else calls; raises on every third decision (folded, or checked, by the table)."""

    def __init__(self):
        self.asked = 0

    def act(self, view):
        self.asked += 1
        if self.asked % 3 == 0:
            raise RuntimeError("third time")
        if view.legal_actions is None:
            return "stand_pat"
        return "check" if view.legal_actions.check else "call"


@pytest.mark.parametrize("game", ["holdem", "draw"])
def test_vpip_and_showdowns_match_the_hands_played_by_hand_in_either_game(game):
    # VPIP is a call or raise in the first betting round (the round before the draw in draw); a seat's first
    # decision is counted without asking the street, a later one asks it: both paths, and a broken agent
    agents = ["random", "calling", CheckThenCall(), "tag"]
    result = simulate(agents, hands=240, seed=5, workers=1, chunk_hands=240, game=game)
    from holdem.sim.hands import _seeds
    from holdem.sim.tournaments import fresh_agent

    seeds = _seeds(5, 0, 4)
    table = holdem.Table(
        TableConfig(small_blind=1, big_blind=2),
        seats=4,
        seed=seeds[0],
        min_buy_in=200,
        max_buy_in=200,
        first_button=1,
        game=game,
    )
    names = [f"agent {i}" for i in range(4)]
    for i, name in enumerate(names):
        table.join(name, 200, i + 1, auto_rebuy=True)
    net, vpip, showdowns, incidents = _counted_by_hand(
        table,
        {name: fresh_agent(a, seeds[1 + i]) for i, (name, a) in enumerate(zip(names, agents))},
        240,
    )
    assert [a.net for a in result.agents] == [net[n] for n in names]
    assert [a.vpip_hands for a in result.agents] == [vpip[n] for n in names]
    assert [a.showdown_hands for a in result.agents] == [showdowns[n] for n in names]
    assert [a.incidents for a in result.agents] == [incidents[n] for n in names]
    assert result.agents[2].incidents > 0 and sum(a.net for a in result.agents) == 0


def test_draw_runs_the_same_on_one_and_two_processes():
    kwargs = dict(hands=600, seed=2, chunk_hands=200, game="draw")
    one = simulate(["random", "calling", "tag"], workers=1, **kwargs)
    assert one == simulate(["random", "calling", "tag"], workers=2, **kwargs)
    assert one.hands == 600 and sum(a.net for a in one.agents) == 0
    assert one != simulate(
        ["random", "calling", "tag"], workers=1, hands=600, seed=2, chunk_hands=200
    )  # hold'em


def test_tournaments_count_every_entry_place_and_prize():
    result = simulate(
        ["tag", "random", "calling"],
        tournaments=9,
        players=6,
        seed=4,
        workers=1,
        chunk_tournaments=4,
    )
    assert isinstance(result, holdem.TournamentResult) and result.complete and result.chunks == 3
    assert result.tournaments == 9 and result.players == 6 and result.table_size == 6
    assert [a.entries for a in result.agents] == [
        18,
        18,
        18,
    ]  # two entries of each agent in every tournament
    assert sum(a.wins for a in result.agents) == 9  # one winner a tournament
    assert (
        sum(a.prize for a in result.agents) == 9 * 6 * holdem.sim.tournaments.BUY_IN
    )  # the pool, all paid out
    assert sum(a.places_x2 for a in result.agents) == 9 * 2 * sum(
        range(1, 7)
    )  # every place 1..6, once each
    assert abs(sum(a.roi * a.entries for a in result.agents)) < 1e-9  # what one wins another paid
    assert all(1 <= a.mean_place <= 6 and 0 <= a.itm_rate <= 1 for a in result.agents)
    assert (
        sum(a.hands for a in result.agents) > result.hands > 0
    )  # a hand counts once per player dealt in
    assert (
        result.agents[0].mean_place < result.agents[1].mean_place
    )  # tight-aggressive beats random
    low, high = result.agents[0].roi_ci95
    assert low < result.agents[0].roi < high
    data = result.to_dict()
    assert json.loads(json.dumps(data)) == data and data["agents"][0]["entries"] == 18


def test_tournaments_rotate_the_agents_over_one_draw_and_depend_only_on_their_index():
    # R-TOUR-1: a group of `players` tournaments shares the draw; the agents move one entry along each time
    from holdem.sim.tournaments import TourSpec, sim_structure

    spec = TourSpec(("tag", "random", "calling"), 3, 6, 6, 3, 3, sim_structure(), None)
    games = [spec.tournament(t) for t in range(6)]
    seats = [dict(games[t][0].tables[0].seats) for t in range(6)]
    assert (
        seats[0] == seats[1] == seats[2]
        and seats[3] == seats[4] == seats[5]
        and seats[0] != seats[3]
    )
    for group in (0, 3):
        agent_of_entry = [
            {name: slot % 3 for name, slot in games[group + r][1].items()} for r in range(3)
        ]
        for entry in ("p1", "p2", "p3"):
            assert sorted(rotation[entry] for rotation in agent_of_entry) == [
                0,
                1,
                2,
            ]  # each agent, each seat
    by_one = simulate(
        ["tag", "random", "calling"], tournaments=7, seed=3, workers=1, chunk_tournaments=1
    )
    by_five = simulate(
        ["tag", "random", "calling"], tournaments=7, seed=3, workers=1, chunk_tournaments=5
    )
    assert (by_one.agents, by_one.hands, by_one.chunks) == (
        by_five.agents,
        by_five.hands,
        7,
    )  # any chunk size
    assert (
        by_one.agents
        != simulate(["tag", "random", "calling"], tournaments=7, seed=4, workers=1).agents
    )


def test_a_tournament_structure_in_minutes_plays_on_the_simulated_clock():
    from holdem.tournament import Level, Structure

    structure = Structure(
        [Level(10, 20, minutes=5), Level(50, 100, minutes=5), Level(200, 400)], starting_stack=1000
    )
    first = simulate(
        ["random", "calling"],
        tournaments=4,
        seed=1,
        workers=1,
        structure=structure,
        payouts=[100],
        table_size=2,
    )
    time.sleep(0.05)  # the wall clock moves; the result does not
    assert first == simulate(
        ["random", "calling"],
        tournaments=4,
        seed=1,
        workers=1,
        structure=structure,
        payouts=[100],
        table_size=2,
    )


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        (dict(tournaments=0), "tournaments is a whole number from 1"),
        (
            dict(tournaments=2, players=5),
            "players is 5 but 2 agents were given: in tournaments, players is a multiple",
        ),
        (dict(tournaments=2, hands=10), "hands is for hands at one table"),
        (dict(tournaments=2, config=TableConfig()), "config is for hands at one table"),
        (dict(tournaments=2, game="stud"), "game is one of 'holdem', 'draw'"),
        (dict(tournaments=2, game="omaha-6", table_size=8), "at most 7 seats"),
        (dict(tournaments=2, table_size=11), "table_size is a whole number from 2 to 10"),
        (
            dict(tournaments=2, structure="fast"),
            "structure is a holdem.tournament.structure.Structure",
        ),
        (dict(tournaments=2, payouts=[50, 40]), "payouts"),
        (dict(), "give hands=N (hands at one table) or tournaments=N"),
        (dict(hands=10, game="stud"), "game is one of 'holdem', 'draw'"),
        (dict(hands=10, table_size=6), "table_size is for tournaments=N"),
    ],
)
def test_bad_tournament_and_game_input_names_what_is_wrong(kwargs, words):
    with pytest.raises(SimulationError) as info:
        simulate(["random", "calling"], workers=1, **kwargs)
    assert words in str(info.value)


def test_holdem_simulate_tournaments_and_draw_on_the_command_line(capsys):
    assert (
        main(
            [
                "simulate",
                "--tournaments",
                "6",
                "--agents",
                "tag,random,calling",
                "--seed",
                "1",
                "--workers",
                "1",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert (
        data["tournaments"] == 6
        and data["players"] == 3
        and [a["agent"] for a in data["agents"]] == ["tag", "random", "calling"]
    )
    assert sum(a["wins"] for a in data["agents"]) == 6
    assert (
        main(
            [
                "simulate",
                "--tournaments",
                "3",
                "--players",
                "4",
                "--agents",
                "tag,random",
                "--seed",
                "1",
                "--workers",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "3 tournaments" in out and "ROI" in out and "place" in out
    assert (
        main(
            [
                "simulate",
                "--game",
                "draw",
                "--hands",
                "120",
                "--players",
                "3",
                "--agents",
                "random,calling",
                "--workers",
                "1",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["hands"] == 120 and data["game"] == "draw"
    assert (
        main(
            [
                "simulate",
                "--tournaments",
                "2",
                "--players",
                "3",
                "--agents",
                "tag,random",
                "--workers",
                "1",
            ]
        )
        == 2
    )
    assert "players is 3 but 2 agents" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("files", "expected"),
    [
        ({"/sys/fs/cgroup/cpu.max": "150000 100000\n"}, 2),  # a quota of 1.5 cores: 2 workers
        ({"/sys/fs/cgroup/cpu.max": "50000 100000\n"}, 1),
        ({"/sys/fs/cgroup/cpu.max": "max 100000\n"}, None),  # no quota: the affinity
        (
            {
                "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "100000\n",
                "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
            },
            1,
        ),
        (
            {
                "/sys/fs/cgroup/cpu/cpu.cfs_quota_us": "-1\n",
                "/sys/fs/cgroup/cpu/cpu.cfs_period_us": "100000\n",
            },
            None,
        ),
    ],
)
def test_the_default_workers_are_the_cores_a_container_quota_allows(monkeypatch, files, expected):
    import io

    import holdem.sim.runner

    monkeypatch.setattr(
        holdem.sim.runner.os, "sched_getaffinity", lambda pid: set(range(8)), raising=False
    )

    def fake_open(path, *args, **kwargs):
        if path not in files:
            raise FileNotFoundError(path)
        return io.StringIO(files[path])

    monkeypatch.setattr(holdem.sim.runner, "open", fake_open, raising=False)
    assert holdem.sim.runner.cores() == (8 if expected is None else expected)


def test_holdem_simulate_prints_its_table_whole_into_a_pipe(capsys):
    """Printed to a pipe or a file (capsys), the summary is as wide as it needs: every figure whole, none cut to
    '…' (rich would cut the table to 80 columns), and each figure is the one --json gives."""
    args = [
        "simulate",
        "--hands",
        "120",
        "--players",
        "4",
        "--agents",
        "tag,random,calling,equity",
        "--seed",
        "1",
        "--workers",
        "1",
    ]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "…" not in out and "95% interval" in out and "showdown" in out
    rows = [line for line in out.splitlines() if line.startswith("│")]
    assert len(rows) == 4  # one line per agent: nothing wrapped
    for row, agent in zip(rows, data["agents"]):
        low, high = agent["ci95"]
        assert f"{agent['net']:+,}" in row and f"{low:+.2f} .. {high:+.2f}" in row


@pytest.mark.parametrize(
    "agents, stack, hands",
    [
        (["random", "calling"], 2**40, 60),  # a hand's net squared passes int64 at once
        (
            ["random", "random"],
            15_124_623,
            5040,
        ),  # rebuys grow a stack until a hand's net squared passes it
    ],
)
def test_counts_past_int64_are_exact(agents, stack, hands):
    # the sums are taken in exact Python ints once a hand's net squared times the hands could pass int64
    config = TableConfig(small_blind=stack // 100, big_blind=stack // 50)
    result = simulate(
        agents, hands=hands, seed=0, workers=1, chunk_hands=hands, config=config, stack=stack
    )
    from holdem.sim.hands import _seeds
    from holdem.sim.tournaments import fresh_agent

    seeds = _seeds(0, 0, 2)
    table = holdem.Table(
        config,
        seats=2,
        seed=seeds[0],
        min_buy_in=stack,
        max_buy_in=stack,
        first_button=1,
        history_limit=0,
    )
    names = ["agent 0", "agent 1"]
    for i, name in enumerate(names):
        table.join(name, stack, i + 1, auto_rebuy=True)
    squares = dict.fromkeys(names, 0)

    def count(record):
        for seat, name in enumerate(record.players):
            squares[name] += (record.finishing_stacks[seat] - record.starting_stacks[seat]) ** 2

    table.play(
        {name: fresh_agent(a, seeds[1 + i]) for i, (name, a) in enumerate(zip(names, agents))},
        hands=hands,
        on_hand=count,
    )
    assert [a.squares for a in result.agents] == [squares[n] for n in names]
    assert max(squares.values()) > 2**63 and sum(a.net for a in result.agents) == 0


# -- found in review (each failed before its fix) ---------------------------------------------------


def test_the_equity_agent_is_refused_for_draw_before_the_run_and_left_out_of_the_cli_default(
    capsys,
):
    for agents in (["equity", "random"], [EquityAgent(seed=1), "random"]):
        with pytest.raises(SimulationError, match=r"agent 0 \(equity\) plays hold'em only"):
            simulate(agents, hands=10, game="draw", workers=1)
    assert (
        main(
            [
                "simulate",
                "--game",
                "draw",
                "--hands",
                "60",
                "--players",
                "3",
                "--workers",
                "1",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert {a["agent"] for a in data["agents"]} == {"random", "calling", "tag"}
    assert all(a["incidents"] == 0 for a in data["agents"])
    assert main(["play", "--game", "draw", "--agents", "equity", "--hands", "2"]) == 2
    assert "plays hold'em only" in capsys.readouterr().err


def test_a_scheduler_address_that_is_wrong_is_a_clear_error_not_a_traceback(capsys):
    pytest.importorskip("distributed")
    with pytest.raises(SimulationError, match="no dask scheduler at 'bogus'"):
        simulate(["random", "random"], hands=10, client="bogus")
    assert (
        main(["simulate", "--hands", "10", "--players", "2", "--scheduler", "bogus", "--json"]) == 2
    )
    assert "no dask scheduler" in json.loads(capsys.readouterr().out)["error"]


def test_holdem_play_refuses_a_stack_of_zero(capsys):
    assert main(["play", "--stack", "0", "--hands", "2"]) == 2
    assert "stack (chips) must be a whole number of at least 1, got 0" in capsys.readouterr().err
