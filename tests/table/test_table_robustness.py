"""Trust at the table: what a caller outside the table (another thread, an agent's own calls, a strange
argument) can do to it. Each test failed before its fix.

- Threads: a call that changes a table is refused (TableError) while another thread is inside one: the
  ledger holds and hand numbers stay unique however many threads call ``play``.
- Planning: while a hand is planned, its players asked whether they post (``post_blind``), the hand counts
  as in play: what would change the seats, or play another hand, is refused and nothing changes.
- Setup: a buy-in past MAX_CHIPS, a name that is not encodable text, refused when the table is made.
- Raw exceptions: a PHH player number too long for ``int``, and ``simulate``'s uncopyable agents, a
  progress that is no function and a closed dask Client, are typed errors naming the problem.
- ``holdem play --bot``: a bot program seated as a ProcessAgent.
"""

from __future__ import annotations

import json
import os
import re
import sys
import threading
from pathlib import Path

import pytest

from conftest import REPO_ROOT
from holdem import (
    HistoryError,
    SimulationError,
    Table,
    TableConfig,
    TableError,
    read_phhs,
    replay,
    simulate,
)
from holdem.agents import CallingStation, RandomAgent
from holdem.cli import main
from holdem.errors import ReplayError
from holdem.game import MAX_CHIPS

CFG = TableConfig(small_blind=1, big_blind=2)
JSON_BOT = REPO_ROOT / "examples" / "json_bot.py"


def six_handed(seats: int = 6, **options: object) -> Table:
    """Six players, p1 to p6 in seats 1 to 6, each topped up to 200 after a hand."""
    table = Table(CFG, seats=seats, seed=3, first_button=1, **options)
    for seat in range(1, 7):
        table.join(f"p{seat}", 200, seat, auto_rebuy=True)
    return table


def public_state(table: Table) -> tuple:
    """What a refused call must leave as it was."""
    return (
        dict(table.seats),
        table.players,
        dict(table.stacks),
        table.button,
        table.hand_number,
        table.bought_in,
        table.cashed_out,
        table.ledger(),
        len(table.records),
        table.config,
        repr(table),
    )


def assert_ledger_holds(table: Table) -> None:
    assert sum(table.stacks.values()) == table.bought_in - table.cashed_out
    assert sum(line["net"] for line in table.ledger().values()) == 0
    numbers = [record.number for record in table.records]
    assert numbers == list(range(1, len(numbers) + 1)), numbers  # each hand once, in order


# -- 1. threads ----------------------------------------------------------------------------------


def test_four_threads_playing_one_table_are_refused_and_the_ledger_holds():
    """Four threads call play on one table at once (the interpreter switching threads as often as it can):
    one plays at a time, the others get a TableError at once. Before: 81,781 chips on a table that had
    78,499 bought in, and hand numbers dealt twice."""
    table = six_handed()
    start = threading.Barrier(4)
    refused: list[str] = []
    broken: list[BaseException] = []

    def player(k: int) -> None:
        agents = {f"p{seat}": RandomAgent(seed=10 * k + seat) for seat in range(1, 7)}
        start.wait()
        for _ in range(150):
            try:
                table.play(agents, hands=4)
            except TableError as exc:
                refused.append(str(exc))
            except BaseException as exc:  # noqa: BLE001 - what the test looks for
                broken.append(exc)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=player, args=(k,)) for k in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert not broken, broken[:3]
    assert_ledger_holds(table)
    assert refused and all("in use by another thread" in text for text in refused), refused[:3]
    assert table.hand_number == len(table.records) > 0


def test_a_second_thread_is_refused_every_call_that_changes_the_table_during_a_hand():
    """From inside a hand, a second thread calls everything that changes a table: each is refused at once
    (the lock is taken before anything changes), and the table is as it was."""
    table = six_handed(mode="cash")
    outcomes: dict[str, str] = {}

    def meddle() -> None:
        calls = {
            "play": lambda: table.play(CallingStation(), hands=1),
            "play_hand": lambda: table.play_hand(CallingStation()),
            "join": lambda: table.join("newcomer", 200),
            "leave": lambda: table.leave("p2"),
            "sit_out": lambda: table.sit_out("p2"),
            "come_back": lambda: table.come_back("p2"),
            "set_preferences": lambda: table.set_preferences("p2", auto_muck=False),
            "add_chips": lambda: table.add_chips("p2", 1),
            "set_config": lambda: table.set_config(CFG),
            "redraw_button": table.redraw_button,
            "start_live_hand": table.start_live_hand,
            "finish_live_hand": table.finish_live_hand,
            "records": lambda: table.records,  # (made when first read: a read changes the table)
            "history": lambda: table.history,
            "history_text": table.history_text,
        }
        for name, call in calls.items():
            try:
                call()
            except TableError as exc:
                outcomes[name] = str(exc)
            else:
                outcomes[name] = "accepted"

    seen: list[tuple] = []

    def agent(view):
        if not seen:
            seen.append(public_state(table))
            thread = threading.Thread(target=meddle)
            thread.start()
            thread.join()
            seen.append(public_state(table))
        return "cc"

    table.play_hand(agent)
    assert len(outcomes) == 15
    for name, text in outcomes.items():
        assert "in use by another thread" in text, (name, text)
    assert seen[0] == seen[1]
    assert_ledger_holds(table)
    # and between hands, from any thread, the table takes calls again
    thread = threading.Thread(target=lambda: table.play(CallingStation(), hands=2))
    thread.start()
    thread.join()
    assert table.hand_number == 3


def test_a_thread_reading_the_records_while_another_plays_leaves_them_whole():
    """The records are made from the kept hands when first read: a thread reading them while another played
    made a record twice or skipped one for good (19,807 records of 20,000 hands). Now the read is refused
    while the other thread is inside a call, and the records are every hand once."""
    table = six_handed()
    playing = True
    refused: list[str] = []
    read: list[int] = []

    def reader() -> None:
        while playing:
            try:
                read.append(len(table.records))
            except TableError as exc:
                refused.append(str(exc))

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    thread = threading.Thread(target=reader)
    thread.start()
    played = 0
    try:
        while played < 1500:
            try:
                played += table.play(CallingStation(), hands=1500 - played)
            except TableError:  # the reader is inside records: play again
                pass
    finally:
        playing = False
        thread.join()
        sys.setswitchinterval(interval)
    assert_ledger_holds(table)
    assert len(table.records) == table.hand_number == 1500
    assert read and refused and all("in use by another thread" in text for text in refused)


def test_re_entrant_calls_from_the_playing_thread_keep_their_rules():
    """The lock is the playing thread's: its own agents may still leave, join or sit out during a hand (their
    rules, R-LIVE-6), and are refused what needs the hand over (play, chips, new stakes)."""
    table = six_handed(seats=8)
    done: dict[str, object] = {}

    def agent(view):
        if not done:
            for call in (
                lambda: table.play_hand(CallingStation()),
                lambda: table.play(CallingStation()),
                lambda: table.add_chips("p3", 1),
                lambda: table.set_config(CFG),
            ):
                with pytest.raises(TableError, match="in play|between hands"):
                    call()
            table.sit_out("p5")
            done["join"] = table.join("late", 200, 7)
            done["leave"] = table.leave("p6")
        return "cc"

    record = table.play_hand(agent)
    assert record.players == ("p1", "p2", "p3", "p4", "p5", "p6")
    assert done == {"join": 7, "leave": None}  # p6 is folded now and leaves when the hand ends
    assert dict(table.seats) == {
        1: "p1",
        2: "p2",
        3: "p3",
        4: "p4",
        5: "p5",
        6: None,
        7: "late",
        8: None,
    }
    assert [p.sitting_out for p in table.players] == [False] * 4 + [True, False]
    assert_ledger_holds(table)


# -- 2. planning counts as in play ---------------------------------------------------------------


class Asker:
    """An agent with ``post_blind``: asked while the hand is planned (its player has auto_post off), it calls
    ``meddle`` first and keeps what the table said."""

    def __init__(self, meddle, said: list[str]) -> None:
        self.meddle, self.said = meddle, said

    def act(self, view):
        return "cc"

    def post_blind(self, facts, amount) -> bool:
        try:
            self.meddle(facts)
        except TableError as exc:
            self.said.append(str(exc))
        else:
            self.said.append("accepted")
        return True


def shy_table() -> Table:
    table = Table(CFG, seats=4, seed=3, first_button=1)
    for seat in range(1, 5):
        table.join(f"p{seat}", 200, seat, auto_post=False)
    return table


def test_leaving_while_a_hand_is_planned_is_refused_not_a_key_error():
    """An agent asked whether to post made another player leave: the planned hand then looked that seat up
    and raised a raw KeyError. Now the leave is refused while the hand is planned, and the hand is dealt."""
    table = shy_table()
    said: list[str] = []
    before: list[tuple] = []

    def leave_p3(facts) -> None:
        if not before:
            before.append(public_state(table))
            assert table.in_hand  # the hand is in play while it is planned
            table.leave("p3")

    agents = {f"p{seat}": Asker(leave_p3, said) for seat in range(1, 5)}
    record = table.play_hand(agents)
    assert said[0].startswith("hand 1 is being planned"), said
    assert "p3" in table.seats.values() and record.players == ("p1", "p2", "p3", "p4")
    assert_ledger_holds(table)


@pytest.mark.parametrize(
    "call",
    [
        "play_hand",
        "play",
        "join",
        "sit_out",
        "come_back",
        "set_preferences",
        "add_chips",
        "set_config",
    ],
)
def test_no_call_that_changes_the_table_is_taken_while_a_hand_is_planned(call):
    """Before: play_hand from post_blind played a hand inside the planning of another, and both had the same
    button and big blind (R-BTN-3). Every change is refused while a hand is planned; nothing changes."""
    table = shy_table()
    calls = {
        "play_hand": lambda: table.play_hand(CallingStation()),
        "play": lambda: table.play(CallingStation(), hands=1),
        "join": lambda: table.join("newcomer", 200),
        "sit_out": lambda: table.sit_out("p4"),
        "come_back": lambda: table.come_back("p4"),
        "set_preferences": lambda: table.set_preferences("p4", auto_rebuy=True),
        "add_chips": lambda: table.add_chips("p4", 10),
        "set_config": lambda: table.set_config(TableConfig(small_blind=5, big_blind=10)),
    }
    said: list[str] = []
    states: list[tuple] = []

    def meddle(facts) -> None:
        if not states:
            states.append(public_state(table))
            try:
                calls[call]()
            finally:
                states.append(public_state(table))

    agents = {f"p{seat}": Asker(meddle, said) for seat in range(1, 5)}
    table.play_hand(agents)
    table.play_hand(agents)
    assert re.search("hand 1 is (being planned|in play)|between hands", said[0]), said[0]
    assert states[0] == states[1]
    records = table.records
    assert [r.number for r in records] == [1, 2]
    assert (
        records[0].big_blind_table_seat != records[1].big_blind_table_seat
        and records[0].button_table_seat != records[1].button_table_seat
    )
    assert table.config == CFG
    assert_ledger_holds(table)


# -- 3. refused when set up ----------------------------------------------------------------------


def test_a_table_refuses_a_buy_in_or_a_stack_it_cannot_deal():
    with pytest.raises(TableError, match="max_buy_in .*MAX_CHIPS"):
        Table(CFG, seats=2, max_buy_in=2**100)
    with pytest.raises(TableError, match="min_buy_in .*MAX_CHIPS"):
        Table(CFG, seats=2, min_buy_in=MAX_CHIPS + 1, max_buy_in=MAX_CHIPS + 2)
    assert Table(CFG, seats=2, max_buy_in=MAX_CHIPS).join("a", MAX_CHIPS, 1) == 1
    tournament = Table(CFG, seats=2, mode="tournament")
    with pytest.raises(TableError, match="stack"):
        tournament.join("a", MAX_CHIPS + 1)
    with pytest.raises(TableError, match="stack"):
        Table(CFG, seats=2).join("a", 2**57, transfer=True)
    tournament.join("a", 100)
    with pytest.raises(TableError, match="colour-up"):
        tournament.colour_up("a", MAX_CHIPS + 1)
    # blinds so large that 40 and 100 big blinds pass MAX_CHIPS: the default buy-ins stop there
    huge = Table(TableConfig(small_blind=2**53, big_blind=2**54), seats=2)
    assert huge.join("a", MAX_CHIPS, 1) == 1


def test_a_table_name_that_is_not_encodable_text_is_refused():
    """A lone surrogate in the name made history_text() text that UTF-8 cannot encode."""
    with pytest.raises(TableError, match="UTF-8"):
        Table(CFG, seats=2, name="T\ud800")
    table = Table(CFG, seats=2, name="Tisch ♠ 7", seed=1)
    table.join("a", 200)
    table.join("b", 200)
    table.play_hand(CallingStation())
    text = table.history_text()
    assert text.encode("utf-8") and read_phhs(text)[0].table == "Tisch ♠ 7"


# -- 4. raw exceptions ---------------------------------------------------------------------------


def _history_text() -> str:
    table = Table(CFG, seats=2, seed=1)
    table.join("a", 200)
    table.join("b", 200)
    table.play_hand(CallingStation())
    return table.history_text()


def test_a_player_number_longer_than_int_reads_is_a_history_error_naming_the_line():
    text = _history_text()
    digits = "1" + "0" * 5000
    line = f"p{digits} f"
    (history,) = read_phhs(text.replace('"p1 cc",', f'"{line}",', 1))
    with pytest.raises(ReplayError) as caught:
        replay(history)
    assert caught.value.action == line and "is not a player" in str(caught.value)
    assert f"action {caught.value.index} 'p1000" in str(caught.value)
    (dealt,) = read_phhs(text.replace('"d dh p1 ', f'"d dh p{digits} ', 1))
    with pytest.raises(ReplayError, match="is not a player"):
        replay(dealt)


def test_a_float_whose_exponent_decimal_cannot_hold_is_a_history_error():
    text = _history_text().replace("min_bet = 2", "min_bet = 1e1" + "0" * 5000, 1)
    with pytest.raises(HistoryError, match="exponent too large"):
        read_phhs(text)


class Locked:
    """An agent that holds a lock: it cannot be copied."""

    def __init__(self) -> None:
        self.lock = threading.Lock()

    def act(self, view):
        return "cc"


def test_simulate_refuses_what_it_cannot_run_before_anything_runs():
    with pytest.raises(SimulationError, match=r"agent 0 \(Locked\) cannot be copied .*TypeError"):
        simulate([Locked(), "random"], hands=10, workers=1)
    ticks: list[int] = []
    with pytest.raises(SimulationError, match="progress is a function"):
        simulate(["random", "random"], hands=20, workers=1, chunk_hands=10, progress=5)
    simulate(
        ["random", "random"],
        hands=20,
        workers=1,
        chunk_hands=10,
        progress=lambda done, total: ticks.append(done),
    )
    assert ticks == [10, 20]


def test_simulate_refuses_a_closed_dask_client():
    distributed = pytest.importorskip("distributed")
    client = distributed.Client(
        processes=False, n_workers=1, threads_per_worker=1, dashboard_address=None
    )
    client.close()
    with pytest.raises(SimulationError, match="Client is closed"):
        simulate(["random", "random"], hands=10, client=client)


def test_simulate_names_a_function_agent_by_its_name():
    def pusher(view):
        return "all_in" if view.legal_actions.min_raise_to else "cc"

    result = simulate([pusher, "calling", CallingStation()], hands=30, workers=1)
    assert [a.agent for a in result.agents] == ["pusher", "calling", "CallingStation"]


# -- 5. holdem play --bot ------------------------------------------------------------------------


def _children() -> set[int]:
    """This process's child processes (Linux: /proc)."""
    mine = str(os.getpid())
    children = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[1] == mine:
                children.add(int(entry.name))
    return children


@pytest.mark.skipif(sys.platform != "linux", reason="ProcessAgent is POSIX; /proc is Linux")
def test_holdem_play_seats_a_bot_program(capsys):
    """``--bot COMMAND`` seats a ProcessAgent (examples/json_bot.py) in the first free seat, beside the
    built-in agents; its row names its command and its incidents; its process is ended when play ends."""
    before = _children()
    command = f"{sys.executable} {JSON_BOT}"
    argv = ["play", "--bot", command, "--players", "3", "--hands", "40", "--seed", "2", "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    bot, *others = data["players"]
    assert (bot["player"], bot["seat"], bot["agent"]) == ("bot-1", 1, "bot")
    assert bot["command"] == command and bot["incidents"] == 0 and bot["hands"] == 40
    assert [p["agent"] for p in others] == ["calling", "tag"]
    assert sum(p["net"] for p in data["players"]) == 0
    assert _children() <= before  # the bot was ended and reaped
    # two bots fill a table of two
    assert main(["play", "--bot", command, "--bot", command, "--players", "2", "--hands", "5"]) == 0
    assert "bot-1" in capsys.readouterr().out
    # draw: the bot answers the draw too
    assert main(argv[:-1] + ["--game", "draw", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["incidents"] == 0


def test_holdem_play_refuses_a_bot_it_cannot_seat_or_start(capsys):
    command = f"{sys.executable} {JSON_BOT}"
    too_many = ["play", "--players", "2", "--human", "1", "--bot", command, "--bot", command]
    assert main(too_many) == 2
    assert "2 bots need 2 seats" in capsys.readouterr().err
    assert main(["play", "--bot", "no-such-program-here x.py", "--json"]) == 2
    assert "no program 'no-such-program-here' found" in json.loads(capsys.readouterr().out)["error"]
    assert main(["play", "--bot", f"{sys.executable} 'unclosed"]) == 2
    assert "not a command line" in capsys.readouterr().err


@pytest.mark.skipif(sys.platform != "linux", reason="ProcessAgent is POSIX")
def test_holdem_play_reports_a_bot_that_fails(tmp_path, capsys):
    silent = tmp_path / "silent.py"
    silent.write_text("import sys\nsys.exit(3)\n", encoding="utf-8")
    argv = ["play", "--bot", f"{sys.executable} {silent}", "--players", "2", "--hands", "3"]
    assert main(argv + ["--seed", "1"]) == 0
    err = capsys.readouterr().err
    assert "bot-1" in err and "failed" in err and "exited with code 3" in err
