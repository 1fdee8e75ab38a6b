"""ProcessAgent: a bot in its own process, spoken to in JSON lines (R-LIVE-3: the time limit, a broken bot folded).

What crosses to the bot (its seat's view as JSON, nothing inherited), what a failing bot costs (an incident and a
fold, a restart), and that its processes are always reaped. The hostile bot is tests/agents/bots/hostile_bot.py.
"""

from __future__ import annotations

import copy
import gc
import json
import os
import pickle
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from conftest import REPO_ROOT
from holdem import Table, TableConfig, Tournament, simulate
from holdem.agents import CallingStation, ProcessAgent, ProcessAgentError
from holdem.agents.process import KEPT_VARIABLES, PROTOCOL, SEED_VARIABLE
from holdem.errors import InvalidArgumentError, InvalidTypeError
from holdem.tournament import Level, Structure

CONFIG = TableConfig(small_blind=1, big_blind=2)
HOSTILE = Path(__file__).resolve().parent / "bots" / "hostile_bot.py"
JSON_BOT = REPO_ROOT / "examples" / "json_bot.py"
CARD_TEXT = {r + s for r in "23456789TJQKA" for s in "cdhs"}
PRELUDE = "import json, os, sys, time\n"


def bot(tmp_path: Path, body: str, name: str = "bot.py") -> list[str]:
    """The command of a Python bot whose code is ``body`` (json, os, sys and time imported)."""
    path = tmp_path / name
    path.write_text(PRELUDE + textwrap.dedent(body), encoding="utf-8")
    return [sys.executable, str(path)]


CALLER = """
for line in sys.stdin:
    print(json.dumps({"action": "cc"}), flush=True)
"""


def heads_up(agent: object, hands: int = 1, **options: object) -> Table:
    """A table of the agent ("bot", seat 1) and a calling station, after ``hands`` hands."""
    table = Table(CONFIG, seats=2, seed=3, **options)
    table.join("bot", 200, 1)
    table.join("station", 200, 2)
    assert table.play({"bot": agent, "station": CallingStation()}, hands=hands) == hands
    assert sum(table.stacks.values()) == 400
    return table


def open_descriptors() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


def running(pid: int) -> bool:
    """Whether ``pid`` is a live process, or a zombie this process has not reaped."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as file:
            fields = file.read().rpartition(")")[2].split()
    except FileNotFoundError:
        return False
    state, parent = fields[0], int(fields[1])
    return state not in "ZX" or parent == os.getpid()


def ended(pid: int) -> bool:
    """Whether ``pid`` ends within a few seconds (a killed process it did not start may take a moment)."""
    deadline = time.monotonic() + 5
    while running(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def cards_in(data: object) -> set[str]:
    """Every card text ("Ah") anywhere in a JSON value."""
    if isinstance(data, str):
        return {data} if data in CARD_TEXT else set()
    if isinstance(data, dict):
        return set().union(*map(cards_in, data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*map(cards_in, data)) if data else set()
    return set()


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


# -- the hostile bot -----------------------------------------------------------------------------


def test_a_hostile_bot_learns_nothing_hidden_and_the_table_plays_on(tmp_path):
    """The hostile bot reads its stdin beyond its request, its environment and descriptors, tries to reopen
    the parent's channels to other bots, answers junk, sleeps past the limit, floods, exits: nothing of
    another seat's hole cards or of the deck reaches it, every failure is an incident and a fold, its
    processes (and what they started) are reaped, and chips are conserved."""
    logs = tmp_path / "hostile"
    logs.mkdir()
    table = Table(CONFIG, seats=3, seed=11)
    for seat, name in ((1, "hostile"), (2, "honest"), (3, "station")):
        table.join(name, 200, seat, auto_rebuy=True)
    dealt = {}  # hand number -> (the hostile seat, every seat's hole cards, the board, shown cards)

    def on_hand(record):
        hand = table.last_hand
        holes = [set(map(str, hand.hole_cards_of(s))) for s in range(hand.n_seats)]
        shown = {str(c) for cards in hand.shown.values() for c in cards}
        dealt[record.number] = (
            record.players.index("hostile"),
            holes,
            set(map(str, hand.board)),
            shown,
        )

    before = open_descriptors()
    hostile = ProcessAgent([sys.executable, str(HOSTILE), str(logs)], timeout=0.5, start_timeout=5)
    honest = ProcessAgent([sys.executable, str(JSON_BOT)], timeout=5)
    with hostile, honest:
        agents = {"hostile": hostile, "honest": honest, "station": CallingStation()}
        assert table.play(agents, hands=20, on_hand=on_hand) == 20
    assert sum(table.stacks.values()) == table.bought_in - table.cashed_out

    # what came in on stdin: request lines only, each the seat's own view. (What it read beyond a request
    # is a later request: after its unasked line was taken for the answer to the next one, as any line
    # that comes after a request is)
    received = read_jsonl(logs / "received.jsonl")
    assert len(received) >= 20  # the hostile plan went round at least once
    lines = [line for entry in received for line in (entry["line"] + entry["beyond"]).splitlines()]
    for line in lines:
        request = json.loads(line)
        assert set(request) == {"type", "protocol", "table", "view"}
        assert request["protocol"] == PROTOCOL and request["type"] == "act"
        seat, holes, board, shown = dealt[request["table"]["hand_number"]]
        assert request["view"]["seat"] == seat
        assert set(request["view"]["hole_cards"]) == holes[seat]
        known = holes[seat] | board | shown
        hidden = set().union(*holes) - known
        assert cards_in(request) <= known and not cards_in(request) & hidden
        deck = CARD_TEXT - set().union(*holes) - board
        assert not cards_in(request) & deck

    # what each of its processes found besides: a bare environment, stdin/stdout one socket, stderr
    # /dev/null, no other descriptor; the parent's channels could not be reopened
    found = read_jsonl(logs / "found.jsonl")
    assert len(found) >= 5  # it was restarted after its failures
    for record in found:
        assert set(record["env"]) <= set(KEPT_VARIABLES)
        assert record["descriptors"] == {"0": "socket", "1": "socket", "2": "other"}
        attempts = record["parent channels"]
        assert attempts and not any(attempt["opened"] for attempt in attempts), attempts
        assert not cards_in(record["env"])
    # the processes were reaped, and the ones they started killed; no descriptor left open
    for record in found:
        assert not running(record["pid"]) and ended(record["child"])
    assert open_descriptors() == before

    # every failure is the table's incident: the bot's error, and a fold
    broken = [i for i in table.incidents if i.player == "hostile"]
    assert {i.player for i in table.incidents} == {"hostile"}, table.incidents
    assert all(i.kind == "exception" and i.action == "fold" for i in broken)
    assert all(i.detail.startswith("ProcessAgentError: ") for i in broken)
    details = "\n".join(i.detail for i in broken)
    for failure in (
        "gave no answer within 0.5 s",
        "is not JSON",
        "is not a JSON object",
        "is no betting action: unknown action kind 'peek'",
        "longer than the limit of 65,536 bytes",
        "exited with code 3 before answering",
        "more than one line",
        "raise_to needs an amount",
        "it is started again at its next decision",
    ):
        assert failure in details, failure


# -- the protocol --------------------------------------------------------------------------------


def test_the_bot_gets_the_seats_view_and_the_tables_facts_as_json(tmp_path):
    """The request is exactly PlayerView.to_dict() and TableFacts.to_dict(), as JSON, with its type and version;
    the table's facts keep their old keys for a release (deprecated) beside the new."""
    log = tmp_path / "log.jsonl"
    command = bot(
        tmp_path,
        f"""
        for line in sys.stdin:
            with open({str(log)!r}, "a") as file:
                file.write(line)
            print(json.dumps({{"action": "cc"}}), flush=True)
        """,
    )
    expected = []
    with ProcessAgent(command) as agent:

        def watched(view):
            expected.append({"table": view.table.to_dict(), "view": view.to_dict()})
            return agent.act(view)

        heads_up(watched, hands=3)
    sent = read_jsonl(log)
    assert len(sent) == len(expected) > 3
    for request, wanted in zip(sent, expected):
        assert request.pop("type") == "act" and request.pop("protocol") == PROTOCOL
        assert request == json.loads(json.dumps(wanted))
        table = request["table"]
        assert (
            table["seats"] == table["table_seats"] and table["button"] == table["button_table_seat"]
        )
        assert request["view"]["pot_total"] == request["view"]["pot_gathered"]


def test_a_draw_request_and_the_bots_discards(tmp_path):
    """At a draw the request says "draw" and what may be discarded; the bot's discards are played."""
    log = tmp_path / "log.jsonl"
    command = bot(
        tmp_path,
        f"""
        for line in sys.stdin:
            request = json.loads(line)
            with open({str(log)!r}, "a") as file:
                file.write(line)
            if request["type"] == "draw":
                answer = {{"action": "discard", "cards": request["view"]["hole_cards"][:2]}}
            else:
                answer = {{"action": "cc"}}
            print(json.dumps(answer), flush=True)
        """,
    )
    with ProcessAgent(command) as agent:
        table = heads_up(agent, hands=2, game="draw")
    assert table.incidents == ()
    draws = [r for r in read_jsonl(log) if r["type"] == "draw"]
    assert draws and all(r["draw"]["max_discards"] >= 2 for r in draws)
    bot_draws = [
        step
        for record in table.records
        for step in record.steps
        if type(step) is tuple and step[0] == "draw" and record.players[step[1]] == "bot"
    ]
    assert len(bot_draws) == len(draws) and all(len(step[2]) == 2 for step in bot_draws)


def test_the_example_bot_plays_every_kind_of_decision():
    """examples/json_bot.py at hold'em and at five-card draw: no incident, chips conserved."""
    for game in ("holdem", "draw"):
        with ProcessAgent([sys.executable, str(JSON_BOT)]) as agent:
            assert heads_up(agent, hands=20, game=game).incidents == ()


def test_every_word_of_the_protocol_is_one_the_table_plays(tmp_path):
    """The action words a bot may answer are the ones an in-process agent returns: none is refused as junk
    (an illegal one, a bet facing a bet, is the table's "illegal" incident)."""
    words = ["fold", "f", "check", "call", "cc", "check_or_call", "all_in", "all-in", "allin"]
    sized = ["bet", "raise", "raise_to", "cbr", "bet_or_raise_to"]
    command = bot(
        tmp_path,
        f"""
        words, sized = {words!r}, {sized!r}
        for count, line in enumerate(sys.stdin):
            legal = json.loads(line)["view"]["legal_actions"]
            both = words + sized
            word = both[count % len(both)]
            answer = {{"action": word}}
            if word in sized:
                answer["amount"] = legal["min_raise_to"] or 2
            print(json.dumps(answer), flush=True)
        """,
    )
    with ProcessAgent(command) as agent:
        table = Table(CONFIG, seats=2, seed=3)
        table.join("bot", 200, 1, auto_rebuy=True)
        table.join("station", 200, 2, auto_rebuy=True)
        table.play({"bot": agent, "station": CallingStation()}, hands=40)
        assert agent.starts == 1
    assert {i.kind for i in table.incidents} <= {"illegal"}


# -- failures ------------------------------------------------------------------------------------

FAILURES = {
    "silent": ("sys.stdin.readline(); time.sleep(30)", "gave no answer within 0.3 s"),
    "not reading": ("time.sleep(30)", "gave no answer within 0.3 s"),
    "exits": ("sys.stdin.readline(); sys.exit(4)", "exited with code 4 before answering"),
    "closes its stdin and stdout": (
        "sys.stdin.readline(); os.close(0); os.close(1); time.sleep(30)",
        "closed its output before answering",
    ),
    "not json": ("sys.stdin.readline(); print('call', flush=True)", "is not JSON"),
    "not an object": ("sys.stdin.readline(); print('\"cc\"', flush=True)", "is not a JSON object"),
    "unknown action": (
        "sys.stdin.readline(); print(json.dumps({'action': 'muck'}), flush=True)",
        "is no betting action: unknown action kind 'muck'",
    ),
    "no amount": (
        "sys.stdin.readline(); print(json.dumps({'action': 'bet'}), flush=True)",
        "bet needs an amount",
    ),
    "a fractional amount": (
        "sys.stdin.readline(); print(json.dumps({'action': 'raise_to', 'amount': 4.5}), flush=True)",
        "'raise_to' needs a whole amount of chips, got 4.5",
    ),
    "a draw at a betting decision": (
        "sys.stdin.readline(); print(json.dumps({'action': 'discard', 'cards': []}), flush=True)",
        "is no betting action",
    ),
    "too long": (
        "sys.stdin.readline(); print('x' * 70000, flush=True)",
        "longer than the limit of 65,536 bytes",
    ),
    "two lines": (
        'sys.stdin.readline(); print(\'{"action": "cc"}\\n{"action": "cc"}\', flush=True)',
        "more than one line",
    ),
}


@pytest.mark.parametrize("failure", sorted(FAILURES))
def test_a_failing_bot_is_an_incident_a_fold_and_a_reaped_process(failure, tmp_path):
    code, message = FAILURES[failure]
    pids = []
    agent = ProcessAgent(bot(tmp_path, code), timeout=0.3 if "0.3 s" in message else 5)

    def watched(view):
        try:
            return agent.act(view)
        finally:
            pids.append(agent.pid)

    before = open_descriptors()
    table = heads_up(watched)
    assert pids == [None]  # killed and reaped at the failure
    assert open_descriptors() == before
    (incident,) = table.incidents
    assert incident.player == "bot" and incident.kind == "exception" and incident.action == "fold"
    assert incident.detail.startswith("ProcessAgentError: ") and message in incident.detail
    assert agent.starts == 1


def test_an_interrupted_decision_ends_the_bot(tmp_path, monkeypatch):
    """Ctrl-C while the bot thinks: its late answer must not be read as the next decision's, so it is ended."""
    agent = ProcessAgent(bot(tmp_path, CALLER))
    heads_up(agent)
    running_pid = agent.pid

    def interrupted(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr("holdem.agents.process._Bot._receive", interrupted)
    with pytest.raises(KeyboardInterrupt):
        heads_up(agent)
    assert agent.pid is None and not running(running_pid)


def test_a_bot_that_cannot_start_is_an_incident(tmp_path):
    agent = ProcessAgent([str(tmp_path / "no-such-bot")])
    (incident,) = heads_up(agent).incidents
    assert "could not be started" in incident.detail and incident.action == "fold"
    assert agent.starts == 0 and agent.pid is None


def test_a_failed_bot_starts_again_at_its_next_decision(tmp_path):
    flag = tmp_path / "failed once"
    command = bot(
        tmp_path,
        f"""
        for line in sys.stdin:
            if not os.path.exists({str(flag)!r}):
                open({str(flag)!r}, "w").close()
                print("junk", flush=True)
            else:
                print(json.dumps({{"action": "cc"}}), flush=True)
        """,
    )
    with ProcessAgent(command) as agent:
        table = heads_up(agent, hands=3)
        assert agent.starts == 2
    assert len(table.incidents) == 1 and table.incidents[0].hand == 1


def test_a_bot_failing_again_and_again_is_folded_until_the_next_hand(tmp_path):
    """restarts_per_hand: after that many restarts in a hand, the bot is not started again before the next."""
    agent = ProcessAgent(bot(tmp_path, "sys.stdin.readline(); print('junk', flush=True)"))
    agent.restarts_per_hand = 1
    errors = []

    def asked_three_times(view):  # three decisions of one hand
        for _ in range(3):
            try:
                agent.act(view)
            except ProcessAgentError as exc:
                errors.append(exc)
        return "fold"

    heads_up(asked_three_times, hands=2)
    assert [e.kind for e in errors] == ["junk", "junk", "gave up"] * 2
    assert "it is started again at its next decision" in str(errors[0])
    assert "it is folded until the next hand" in str(errors[1])
    assert "failed 2 times this hand" in str(errors[2])
    assert agent.starts == 4  # two a hand


def test_one_agent_plays_one_seat_a_hand(tmp_path):
    """The same ProcessAgent for every player: its process would see two seats' cards, so the second seat
    asked in a hand is refused (an incident, a fold) and the process is not told anything of it."""
    with ProcessAgent(bot(tmp_path, CALLER)) as agent:
        table = Table(CONFIG, seats=2, seed=3)
        table.join("ann", 200, 1)
        table.join("bob", 200, 2)
        table.play(agent, hands=4)
    assert len(table.incidents) == 4  # the second seat asked, each hand
    assert all(
        i.kind == "exception" and "one bot process sees one seat's cards" in i.detail
        for i in table.incidents
    )
    assert sum(table.stacks.values()) == 400


def test_stderr_never_blocks_the_bot_and_can_go_to_a_file(tmp_path):
    """A bot writing a megabyte to stderr each decision: discarded, or appended to the file given."""
    command = bot(
        tmp_path,
        """
        for line in sys.stdin:
            sys.stderr.write("e" * 1_000_000)
            sys.stderr.flush()
            print(json.dumps({"action": "cc"}), flush=True)
        """,
    )
    with ProcessAgent(command) as agent:
        assert heads_up(agent).incidents == ()
    errors = tmp_path / "bot.err"
    with ProcessAgent(command, stderr=errors) as agent:
        assert heads_up(agent).incidents == ()
    assert errors.stat().st_size >= 1_000_000


# -- the process's life --------------------------------------------------------------------------


def test_close_reaps_the_process_and_the_agent_can_start_again(tmp_path):
    before = open_descriptors()
    pids = []
    agent = ProcessAgent([sys.executable, str(JSON_BOT)])

    def watched(view):
        answer = agent.act(view)
        pids.append(agent.pid)
        return answer

    with agent:
        heads_up(watched)
    assert agent.pid is None and not running(pids[0])
    heads_up(watched)  # a closed agent starts a new process when asked
    assert agent.starts == 2 and pids[-1] != pids[0]
    agent.close()
    agent.close()  # twice is fine
    assert not running(pids[-1]) and open_descriptors() == before


def test_a_bot_that_ignores_end_of_file_is_killed_with_what_it_started(tmp_path):
    pid_file = tmp_path / "pids"
    command = bot(
        tmp_path,
        f"""
        import subprocess
        child = subprocess.Popen(["sleep", "30"])
        with open({str(pid_file)!r}, "w") as file:
            file.write(f"{{os.getpid()}} {{child.pid}}")
        for line in sys.stdin:
            print(json.dumps({{"action": "cc"}}), flush=True)
        time.sleep(30)
        """,
    )
    with ProcessAgent(command) as agent:
        heads_up(agent)
    bot_pid, child_pid = map(int, pid_file.read_text().split())
    assert not running(bot_pid) and ended(child_pid)


def test_a_garbage_agent_reaps_its_process():
    def played() -> int:
        agent = ProcessAgent([sys.executable, str(JSON_BOT)])
        heads_up(agent)
        assert agent.pid is not None and running(agent.pid)
        return agent.pid  # the agent is garbage once this returns

    pid = played()
    gc.collect()
    assert not running(pid)


def test_the_process_is_reaped_at_interpreter_exit(tmp_path):
    """A program that never closes its agent: at its exit the bot (which ignores end-of-file) is killed."""
    ignoring = bot(tmp_path, CALLER + "time.sleep(30)\n")
    script = tmp_path / "user.py"
    script.write_text(
        textwrap.dedent(
            f"""
            from holdem import Table, TableConfig
            from holdem.agents import CallingStation, ProcessAgent
            agent = ProcessAgent({ignoring!r})
            table = Table(TableConfig(small_blind=1, big_blind=2), seats=2, seed=3)
            table.join("bot", 200, 1), table.join("station", 200, 2)
            table.play({{"bot": agent, "station": CallingStation()}}, hands=1)
            print(agent.pid)
            """
        ),
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=60, check=True
    )
    assert not running(int(done.stdout))


def test_the_environment_is_bare_but_for_what_is_given(tmp_path, monkeypatch):
    """Only KEPT_VARIABLES of the parent's environment, ``env``, and the seed (reseed: the next process's)."""
    monkeypatch.setenv("HOLDEM_TEST_SECRET", "not for bots")
    log = tmp_path / "env.jsonl"
    logging = f"with open({str(log)!r}, 'a') as file:\n    file.write(json.dumps(dict(os.environ)) + '\\n')\n"
    command = bot(tmp_path, logging + CALLER)
    with ProcessAgent(command, env={"BOT_LEVEL": "3"}, seed=7) as agent:
        heads_up(agent)
        agent.reseed(8)
        assert agent.pid is None
        heads_up(agent)
    first, second = read_jsonl(log)
    assert set(first) <= {*KEPT_VARIABLES, "BOT_LEVEL", SEED_VARIABLE}
    assert (
        first["BOT_LEVEL"] == "3" and first[SEED_VARIABLE] == "7" and second[SEED_VARIABLE] == "8"
    )


# -- beside in-process agents: tables, tournaments, simulations -----------------------------------


def test_copies_and_pickles_hold_the_settings_never_the_process(tmp_path):
    with ProcessAgent(
        [sys.executable, str(JSON_BOT)], timeout=2, max_line=1000, stderr=tmp_path / "err", seed=3
    ) as agent:
        heads_up(agent)
        assert agent.pid is not None
        for other in (pickle.loads(pickle.dumps(agent)), copy.deepcopy(agent), copy.copy(agent)):
            assert other.settings() == agent.settings() and other.pid is None
            assert other.starts == 0


def test_a_tournament_takes_it_beside_built_in_agents():
    tournament = Tournament(
        players=3,
        structure=Structure([Level(10, 20, hands=5), Level(50, 100)], starting_stack=500),
        table_size=3,
        seed=2,
    )
    names = list(tournament.entries)
    with ProcessAgent([sys.executable, str(JSON_BOT)]) as agent:
        agents = {names[0]: agent, names[1]: CallingStation(), names[2]: CallingStation()}
        summary = tournament.run(agents)
    assert summary["players"] == 3 and len(summary["places"]) == 3


def test_simulate_takes_it_in_one_process_and_in_two():
    """Each chunk gets a copy (its own process); the results do not depend on the workers."""
    agents = [ProcessAgent([sys.executable, str(JSON_BOT)]), "calling", "tag"]
    one = simulate(agents, hands=400, chunk_hands=100, seed=5, workers=1)
    two = simulate(agents, hands=400, chunk_hands=100, seed=5, workers=2)
    assert one == two and one.hands == 400
    assert one.agents[0].agent == "ProcessAgent" and one.agents[0].incidents == 0
    assert agents[0].pid is None  # the given agent itself never ran


def test_bad_settings_are_refused_by_name():
    assert ProcessAgent("python3 -c 'print(1)'").command == ["python3", "-c", "print(1)"]
    for command, error in (
        ("", InvalidArgumentError),
        ([], InvalidArgumentError),
        (5, InvalidTypeError),
        ([b"x"], InvalidTypeError),
    ):
        with pytest.raises(error, match="command"):
            ProcessAgent(command)
    for value in (0, -1, float("nan"), float("inf"), True, "1"):
        with pytest.raises(InvalidArgumentError, match="timeout is seconds"):
            ProcessAgent("bot", timeout=value)
    with pytest.raises(InvalidArgumentError, match="max_line"):
        ProcessAgent("bot", max_line=1)
    with pytest.raises(InvalidTypeError, match="env maps names to strings"):
        ProcessAgent("bot", env={"A": 1})
    with pytest.raises(InvalidArgumentError, match="seed"):
        ProcessAgent("bot", seed=-1)
    error = pickle.loads(pickle.dumps(ProcessAgentError("timeout", "the bot gave no answer")))
    assert error.kind == "timeout" and str(error) == "the bot gave no answer"
